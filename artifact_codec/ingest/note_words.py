# ruff: noqa: RUF001, RUF003  (a table of words of many scripts: their letters are meant)
"""One multilingual table of the words a note for left-out code or items is made of (issue 20).

A model that writes only part of a file says so in a note ("# other jobs unchanged", "# autres
tâches inchangées", "Il resto del file rimane invariato."). Every reader of such notes (config
comments, value remarks, page comments, code comments, the prose phrase table) looks its words
up here instead of carrying a list of its own, so that a language or an inflection added once
is read everywhere. The tables hold one entry per word KIND:

- ``others``: the others, the rest ("other", "rest", "autres", "restliche", "pozostałe");
- ``state``: what became of them, as single words and as phrases, verbs of staying included
  ("unchanged", "same", "kept", "omitted", "bleiben", "restent", "continuam", "bez zmian");
- ``only``: a restriction to the part shown ("only", "nur", "seule", "solo", "tylko");
- ``kind``: what the items are ("jobs", "tasks", "locations", "layouts", "Aufgaben", "tâches");
- ``subject``: the whole they belong to ("file", "code", "module", "page", "Datei", "fichier");
- ``small``: articles, copulas and prepositions that carry nothing beside them.

Words are matched FOLDED (:func:`fold`: compatibility-normalized, accents dropped, casefolded),
so "inchangé", "inchangée", "inchangés" and "INCHANGEES" are one entry each spelled once. The
languages: en de fr es pt it nl pl cs ru uk tr vi id sv, ro hu sk el he ar fa hi bn fi da no
ms tl bg sr hr sl lt lv et ca sw (fix-words103), Russian in Latin letters, and zh ja ko th by
substrings (:data:`CJK`), which are written without spaces between words.

A word alone says little: the readers require an ``others`` (or ``only``) word or a ``kind``
word together with a ``state`` before a comment is a note, as the English rules always did
("# same port as prod" is a remark of the file). This module is at the bottom: it imports no
reader.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from collections.abc import Sequence

__all__ = [
    "CJK",
    "CJK_BEHAVIOUR",
    "CJK_EXCEPT",
    "CJK_EXCERPT",
    "CJK_FUNCTION_KINDS",
    "CJK_PART",
    "CJK_SPEAKER",
    "CJK_WHOLE",
    "ENGLISH",
    "ENGLISH_STATES",
    "ETC",
    "EXCEPT",
    "EXCERPT",
    "FUNCTION_KINDS",
    "KINDS",
    "LEAD_HEADS",
    "NEGATION",
    "OMISSION",
    "ONLY_AFTER",
    "ONLY_MARKED",
    "OTHERS_AFTER",
    "PART_NOUNS",
    "PIECE_QUALIFIERS",
    "REST",
    "SECTION_NOUNS",
    "SPEAKER",
    "TABLES",
    "TOUCHED",
    "WHOLE",
    "WORD",
    "alternation",
    "cjk_compound_kind_at",
    "cjk_kinds",
    "cjk_kinds_pattern",
    "cjk_negated_changes",
    "cjk_others_pattern",
    "cjk_word_at",
    "cjk_word_before",
    "classify",
    "compound_kind",
    "etc_or_omission",
    "fold",
    "kind_of",
    "negated_touches",
    "token_kinds",
]


@functools.lru_cache(maxsize=4096)
def fold(text: str) -> str:
    """``text`` compatibility-normalized, its combining accents dropped and casefolded: the
    form every table entry and every looked-up word is compared in."""
    decomposed = unicodedata.normalize("NFKD", text)
    bare = "".join(c for c in decomposed if not unicodedata.combining(c))
    # letters with a stroke do not decompose: "ł" (Polish), "ø", "đ" (Vietnamese)
    return bare.translate(_STROKES).casefold()


_STROKES = str.maketrans(
    {"ł": "l", "Ł": "L", "ø": "o", "Ø": "O", "đ": "d", "Đ": "D", "\u0131": "i"}
)

_OTHERS = """
    other others rest remaining remainder plus more
    andere anderen anderer anderes übrige übrigen übriger übriges restliche restlichen
    restlicher restliches weitere weiteren sonstige sonstigen
    autre autres reste restant restants restante restantes
    otro otros otra otras resto demás restante restantes
    outro outros outra outras restante restantes demais
    altro altri altra altre restanti rimanente rimanenti
    overige overig resterende
    pozostałe pozostały pozostałych pozostała pozostałą pozostałego reszta resztę inne innych
    ostatní ostatních zbytek zbývající
    reszty reszcie resztą zbytku zbytkem
    остальные остальной остальное остальная остальных остальную другие прочие прочее остаток
    інші інших решта решту
    suivant suivants suivante suivantes siguientes seguenti seguintes folgenden nachfolgenden
    dazwischen dazwischenliegenden zwischenliegenden intermédiaires промежуточные проміжні
    diğer diğerleri kalan
    khác
    lainnya sisanya
    övriga övrigt resten återstående
    kalanı geri_kalanı geri_kalan gerisi gerisine gerisini
    còn_lại
    ostal'noe ostalnoe ostal'noj ostalnoj ostal'naya ostalnaya ostal'nye ostalnye ostal'nyh
    ostalnyh ostal'nuyu ostalnuyu
    restul restului celelalte ceilalți rămase
    többi maradék egyéb további
    zvyšok zvyšné ostatné zvyšku
    υπόλοιπο υπόλοιπος υπόλοιπη υπόλοιπα υπόλοιποι υπόλοιπες υπόλοιπων υπόλοιπου υπόλοιπης
    λοιπά λοιπές λοιποί
    שאר השאר יתר היתר
    بقية باقي الباقي بقيه سائر
    بقیه بقیهٔ سایر
    बाकी बाक़ी शेष
    বাকি বাকী অবশিষ্ট অন্যান্য
    muu muut muuta muun muita loput loppu
    øvrige øvrigt resterende
    selebihnya bakinya baki lain
    natitirang natitira
    решти
    останалите останалата останалото останалия
    ostatak ostatka ostali ostale ostalo ostala preostali preostale preostalo
    остатак остали остале остало преостали
    preostanek ostanek
    likęs likusi likusios likusieji likusį likusio likusios likusius
    pārējais pārējā pārējie pārējās pārējo pārējos
    ülejäänud
    la_resta altres
    iliyobaki zilizobaki
"""
_STATE = """
    unchanged untouched unmodified unaltered same as-is intact identical omitted elided kept
    preserved retained skipped truncated snipped stay stays remain remain remains continue
    continues
    unverändert unveraendert gleich gleiche gleichen identisch unberührt beibehalten erhalten
    weggelassen ausgelassen bleiben bleibt
    inchangé inchangée inchangés inchangées inchange identique identiques omis omise omises
    conservé conservée conservés conservées intact intacte intacts intactes pareil pareille
    pareils pareilles restent demeurent demeure
    igual iguales intacto intactos intacta intactas idéntico idénticos idéntica idénticas
    omitido omitidos omitida omitidas quedan queda permanecen permanece siguen sigue
    mantienen mantiene
    inalterado inalterados inalterada inalteradas iguais idênticos idêntico idêntica
    idênticas continuam continua permanecem mantidos mantidas ficam fica
    invariato invariati invariata invariate uguale uguali identici identiche rimane
    rimangono restano omesso omessi omessa omesse
    ongewijzigd onveranderd hetzelfde gelijk blijven blijft weggelaten
    niezmienione niezmieniony niezmieniona niezmienionych pozostają pozostaje pominięte
    nezměněno nezměněné nezměněny nezměněná zůstávají zůstává vynecháno
    неизменны неизменным неизменной неизменные неизменными неизменно остаются остается
    опущены
    незмінні незмінними незмінно залишаються залишається
    değişmedi değişmeden değişmez ayn\u0131 ayn\u0131d\u0131r aynen
    oförändrad oförändrade oförändrat samma kvar
    değişmemiş değişiklik_yok
    ne_bouge_pas ne_bougent_pas
    mantém-se mantêm-se mantém
    ennallaan muuttumaton muuttumattomana muuttumattomat pysyy pysyvät samana
    uændret uændrede uændr forbliver udeladt
    uendret uendrede forblir utelatt
    förblir utelämnad utelämnat utelämnade
    neschimbat neschimbată neschimbate neschimbați identic identică identice omis omise
    omisă rămâne rămân păstrat păstrate păstrată
    változatlan változatlanul változatlanok változatlanul marad maradnak ugyanaz kihagyva
    nezmenené nezmenený nezmenená nezmenených zostáva zostávajú vynechané
    nezměněn nezměněna
    αμετάβλητο αμετάβλητος αμετάβλητη αμετάβλητα αμετάβλητες αμετάβλητοι αμετάβλητων
    παραμένει παραμένουν παραλείπεται παραλείπονται ίδιο ίδια ίδιος ίδιες
    נשאר נשארים נשארת נשארות זהה זהים
    تبقى يبقى تظل يظل ثابتة ثابت محذوفة محذوف
    अपरिवर्तित
    অপরিবর্তিত
    kekal
    непроменен непроменена непроменено непроменени остава остават същото същите
    nepromijenjen nepromijenjena nepromijenjeno nepromijenjeni nepromijenjene nepromenjen
    nepromenjena nepromenjeno nepromenjeni nepromenjene ostaje ostaju izostavljeno
    непромењен непромењена непромењено непромењени непромењене остаје остају
    nespremenjen nespremenjena nespremenjeno nespremenjeni nespremenjene ostaja ostajajo
    nepakitęs nepakitusi nepakitę nepakitusios nepakeistas nepakeista nepakeisti nepakeistos
    išlieka
    nemainīgs nemainīga nemainīgi nemainīgas nemainīts nemainīta nemainīti nemainītas
    muutmata muutumatu muutumatuna
    manté mantenen iguals
    haijabadilika haibadiliki
    maradt maradtak
    tetap sama biarin biarkan
    dokunmadım dokunulmadı dokunmadık
    опущено опущен опущена опустил опустила пропущено пропустил пропустила
    осталась остался осталось остались оставил оставила оставили оставлен оставлена
    прежней прежним прежнему прежний прежняя прежнее прежние
    omití omitimos omiti omitiu tralasciato tralasciati tralasciata tralasciate
    übersprungen overgeslagen pominąłem pominęłam pominęliśmy pominięto pominięty pominięta
    vynechal vynechala vynechány nesahal nesahala nesahali neměnil neměnila neupravoval
    nedotkl nedotkla nedotkli nedotkly nedotýkal nedotýkala nietknięte nietknięty nieruszone
    unchg'd unchgd unchg
"""
#: (lead, round 24) The English state phrases, a table of their own: a reader that tells an
#: English note from one in another language reads these as English (hunt129-englishstates:
#: "# pytest flags haven't changed" over a CI step is an English remark on it).
_STATE_PHRASES_EN = """
    as_before as_above as_they_were as_it_was as_is kept_as_is no_changes no_change not_shown
    left_out same_as_before same_as_above from_the_original from_the_original_file
    from_before from_earlier
    as_in_the_original not_changed not_modified see_above as_the_old_one as_the_old_version
    did_not_change didn't_change have_not_changed haven't_changed has_not_changed
    hasn't_changed
"""
_STATE_PHRASES = """
    sin_cambios sin_cambio sin_modificaciones sin_modificar como_antes igual_que_antes
    no_cambia no_cambian
    sans_changement sans_changements sans_modification comme_avant ne_change_pas
    ne_changent_pas
    sem_alterações sem_alteração sem_mudanças sem_mudança como_antes
    senza_modifiche senza_cambiamenti come_prima
    wie_bisher wie_vorher wie_zuvor ohne_änderungen
    zoals_voorheen zoals_eerder
    bez_zmian bez_zmiany
    beze_změny beze_změn bez_změny bez_změn
    без_изменений без_изменения не_меняется не_меняются не_изменяется не_изменяются
    не_змінюється не_змінюються
    без_змін без_зміни
    tidak_berubah tidak_diubah tetap_sama
    giữ_nguyên không_đổi không_thay_đổi như_cũ
    som_tidigare som_förut
    не_изменились не_изменился не_изменилась не_изменилось не_изменены не_менялись
    не_змінилися не_змінились не_змінено не_змінилася не_змінився не_змінилось
    n'ont_pas_changé n'a_pas_changé ne_changent_pas
    no_han_cambiado no_ha_cambiado
    nicht_geändert nicht_verändert
    non_cambia non_cambiano non_sono_cambiati non_è_cambiato
    nie_zmieniły_się nie_zmienia_się nie_zmieniają_się
    não_mudou não_mudaram não_muda não_mudam
    ne_menyaetsya ne_menyayutsya bez_izmenenij bez_izmenenii bez_izmeneniy bez_izmenenia
    la_fel fără_modificări fără_schimbări
    bez_zmien
    χωρίς_αλλαγές
    ללא_שינוי בלי_שינוי
    كما_هي كما_هو دون_تغيير بدون_تغيير
    بدون_تغییر
    बिना_बदलाव
    forbliver_uændret
    hindi_nagbago hindi_binago walang_pagbabago
    без_промяна без_промени
    bez_promjena bez_promena без_промена
    brez_sprememb
    be_pakeitimų toks_pat
    bez_izmaiņām
    jääb_samaks
    sense_canvis
    bila_mabadiliko
    वैसा_ही वैसे_ही जैसा_था जैसे_थे
    seperti_semula
    wie_gehabt wie_immer wie_es_war jak_wcześniej jak_dotąd jak_było jak_poprzednio
    как_было как_раньше как_прежде как_и_было як_було як_раніше comme_précédemment
    como_estaba como_estaban come_era come_erano zoals_het_was jako_předtím jako_dřív
    som_det_var kuten_ennen
    sin_tocar sin_tocarlo sem_mexer sem_tocar senza_toccare sans_toucher ohne_anzufassen
    tels_quels tel_quel telle_quelle telles_quelles come_sono come_è così_come_sono
    как_были как_был как_была як_були як_був як_була jak_była jak_były jak_był
"""
_ONLY = """
    only just alone solely
    nur lediglich allein einzig
    seulement uniquement seule seul seuls seules juste
    solo sólo solamente únicamente
    única único únicas únicos unica unico uniche unici
    einzige einziger einzigen einziges
    apenas somente
    só_muda só_mudam só_mudou só_mudaram só_mudei só_altera só_alterei só_mudar só_precisa
    soltanto solamente
    alleen enkel slechts
    tylko jedynie
    pouze jen
    только лишь
    единственная единственный единственное единственные единственной единственную
    лише тільки
    sadece yaln\u0131zca yaln\u0131z
    chỉ
    hanya saja
    endast bara
    bloß bloss ausschließlich
    wyłącznie
    csak kizárólag
    doar numai
    μόνο
    רק
    فقط
    केवल सिर्फ़ सिर्फ
    শুধু কেবল
    ainoastaan
    kun
    только_лишь
    samo
    tik
    tikai
    ainult
    només
    cuma aja
    vain vaid jenom iba само
"""
_KIND_EN = """
    job jobs step steps stage stages service services task tasks command commands container
    containers path paths value values entry entries script scripts manifest manifests
    document documents resource resources handler handlers location locations block blocks
    directive directives section sections variable variables dependency dependencies setting
    settings option options key keys rule rules route routes target targets function functions
    method methods class classes helper helpers test tests field fields constant constants
    type types layout layouts macro macros fragment fragments widget widgets region regions
    view views snippet snippets partial partials component components template templates
    part parts play plays role roles volume volumes network networks import imports
    definition definitions rule rules style styles selector selectors element elements tag tags
    markup include includes slot slots endpoint endpoints export exports
"""
#: (fix-notes177, issue 20) The kinds that name ONE piece of code, a function, a method, a
#: handler, in the other languages ("fonction submit inchangée", "submit-Funktion
#: unverändert", "функция submit без изменений"): a note of one name read by them (the
#: one-function note, placeholders) is looked for by these words, not by every kind. Kinds too.
_FUNCTION_KINDS = """
    funktion funktionen methode methoden
    fonction fonctions méthode méthodes gestionnaire
    función funciones método métodos manejador
    função funções
    funzione funzioni metodo metodi gestore
    functie functies
    funkcja funkcje funkcji metoda metody
    funkce
    функция функции функцию метод методы обработчик
    функція функції обробник
    манипулятор хендлер хендлеры хэндлер колбэк колбэки коллбэк колбек
    manipulador manipuladores obsługa obsługi işleyici işleyicisi işleyicileri
    פונקציה פונקציית פונקציות دالة الدالة دالّة
    fonksiyon fonksiyonu metot
    hàm
    fungsi metode
    funktioner metod
    függvény metódus
    συνάρτηση μέθοδος
    funcția funcție
"""
_KIND = (
    _FUNCTION_KINDS
    + _KIND_EN
    + """
    dienst dienste schritt schritte aufgabe aufgaben stufe stufen phase phasen wert werte
    manifeste abschnitt abschnitte variable variablen abhängigkeit abhängigkeiten funktion
    funktionen methode methoden klasse klassen einstellung einstellungen befehl befehle
    ressource ressourcen pfad pfade blöcke teil teile komponente komponenten vorlage vorlagen
    étape étapes tâche tâches valeur valeurs ressource ressources manifeste manifestes
    gestionnaire gestionnaires fonction fonctions méthode méthodes dépendance dépendances
    commande commandes paramètre paramètres conteneur conteneurs chemin chemins bloc blocs
    composant composants modèle modèles emplacement emplacements
    paso pasos servicio servicios tarea tareas trabajo trabajos etapa etapas valor valores
    recurso recursos manifiesto manifiestos función funciones método métodos clase clases
    sección secciones dependencia dependencias comando comandos contenedor contenedores ruta
    rutas bloque bloques componente componentes plantilla plantillas
    passo passos serviço serviços tarefa tarefas função funções seção seções secções variável
    variáveis dependência dependências contêiner contêineres
    passi servizio servizi attività lavoro lavori fase fasi valore valori risorsa risorse
    funzione funzioni metodo metodi classe classi sezione sezioni variabili dipendenza
    dipendenze comandi
    stap stappen diensten taak taken waarde waarden functie functies methoden secties
    zadanie zadania krok kroki usługa usługi etap etapy wartości funkcja funkcje metody sekcja
    sekcje zmienne polecenie polecenia joby
    úloha úlohy služba služby funkce metoda sekce proměnné
    сервис сервисы сервиса шаг шаги задача задачи задания джобы функция функции метод методы
    секция секции раздел разделы этап этапы значения
    завдання крок кроки сервіс сервіси функція функції
    fonksiyonu fonksiyonunu fonksiyonları
    işler görev görevler ad\u0131m ad\u0131mlar servis servisler fonksiyon fonksiyonlar
    bước hàm phương_thức lớp
    langkah layanan tugas fungsi fungsi-fungsi metode kelas
    jobb steg tjänst tjänster funktion funktioner
    serviciilor serviciile servicii funcțiile funcții metodele metode regulile reguli
    stilurile stiluri componentele componente
    szolgáltatások szolgáltatás függvények metódusok szabályok stílusok komponensek
    függvény függvényt függvényeket függvényét
    υπηρεσίες υπηρεσιών συναρτήσεις μέθοδοι κανόνες στυλ
    שירותים פונקציות מתודות
    الخدمات خدمات الدوال الوظائف
    سرویس‌ها سرویسها توابع
    सेवाएँ सेवाएं सेवाओं फ़ंक्शन फंक्शन
    সেবা ফাংশন
    palvelut palvelua funktiot metodit säännöt tyylit
    tjenester tjenesterne funktioner metoder regler stilarter
    tjenestene funksjoner
    servisy servisov servisi funkcii funktsii metody
    règles styles règle
    stile regeln
    стили стилей правила таблицы таблиц компоненты компонентов
    tabellen tabelle
    estilos reglas
    stili regole
    funcs fns func
    konverter konvertierer umwandler formatierer validatoren dekoratoren
    convertisseur convertisseurs analyseurs formateurs validateurs décorateurs
    conversor conversores convertidores conversiones analizadores formateadores validadores
    decoradores
    conversões analisadores formatadores
    convertitori conversioni formattatori validatori decoratori
    omzetters conversies
    konwerter konwertery konwerterów konwersje walidatory dekoratory
    převodníky konvertory
    конвертеры конвертеров преобразователи парсеры валидаторы декораторы
    конвертери перетворювачі
    dönüştürücü dönüştürücüler dönüştürücüleri
    konverterare omvandlare
    konverter-konverter pengonversi
    sekcje sekcji sekce bölümler bölümleri kısımlar секции разделы розділи
    sektion sektionen sektioner avsnitt
    balisage marcado marcação разметка разметку znaczniki işaretleme
    elemente éléments elementos elementi элементы elementy öğeler
    компонент компонента компоненту шаблон шаблона шаблону шаблоны разметку
    komponent komponentu komponenty szablon szablonu szablony
    komponenta komponentu šablona šablonu šablony sjabloon sjablonen bileşen bileşeni şablon
    bereich bereiche bereichs
    блоки блок блоков блока блоків blocchi blocco bloki blok bloków секції секція розділ
    komponent komponenty komponentów komponentu компоненти компонентів
    endpunkt endpunkte exporte standardexport
    schleife schleifen boucle boucles bucle bucles laço laços pętla pętli pętlę smyčka smyčku
    цикл цикла lus lussen döngü rumpf rümpfe corps cuerpo corpo тело тіло ciało tělo
"""
)
_SUBJECT = """
    code file module page document class implementation content contents
    implementierung implémentation implementación implementação implementazione fichero
    codes inhalt teil contenu contenido conteúdo contenuto
    code fichier module page
    datei modul seite
    strona strony stronie stronę stránka stránky stránce sayfa sayfanın sayfası sayfayı
    pagina paginii paginei sidan sida sivu sivun oldal oldalt oldalon halaman trang
    сторінка сторінки сторінці stranica stranice stran strani σελίδα σελίδας עמוד הדף
    صفحة الصفحة صفحه पेज पृष्ठ পেজ পৃষ্ঠা
    código archivo módulo página
    arquivo
    codice modulo pagina
    bestand
    plik pliku kod kodu
    soubor souboru
    код файл файла файле модуль страница страницы странице часть части
    файлу
    dosya kod
    tệp mã
    berkas kode
    fil koden filen
    moduls dateiinhalt dateiinhalts codes
    modułu moduł
    ficheiro
    коду кода модуля
    dosyanın kodun modülün modül
    phần
    kod faila fajla fajl chast' chast
    codului fișierului fișier fișierul modulului
    fájl fájlt kód kódot modul
    κώδικας κώδικα αρχείο αρχείου
    הקובץ קובץ הקוד קוד
    الملف ملف الكود الشيفرة
    فایل کد
    फ़ाइल फाइल कोड
    ফাইল কোড
    tiedosto tiedoston koodi koodin
    filen fil koden koodi
    bahagi
    fitxer codi
    faili
    файла кода
    datoteke datoteka
    failo failas kodas kodo
    kods koda
"""
_SMALL = """
    the a an of and all your my our is are was were be been as it its to in from for with this
    that these those here still also both
    les des de du la le l' et y e est sont ce cette ces tous toutes tout toute
    und der die das den dem des ist sind wurde wurden werden alle
    los las el lo del al es son está están todos todas este esta se
    o os as do da dos das é são ficou todos todas
    il lo gli i di del della dello è sono tutti tutte questo
    het van en zijn alle
    w i są jest wszystkie
    a jsou je všechny
    и в \u0441 в\u0441\u0435
    \u0456 та \u0443 в\u0441\u0456
    ve bu bir tüm
    và các những là của
    dan yang adalah dengan semua
    och är det den alla
    af av de er
    ο η το οι τα του της των
    al ale lui
    az
    का की के है हैं
    ng ang ay
    dari
"""


#: The English words of the tables: a reader that has English rules of its own reads by the
#: tables only a sentence holding a word of another language.
_ENGLISH_WORDS = """
    other others rest remaining remainder plus more
    unchanged untouched unmodified unaltered same as-is intact identical omitted elided kept
    preserved retained skipped truncated snipped stay stays remain remains continue continues
    only just alone solely
    code file module page document class implementation content contents codes
    the a an of and all your my our is are was were be been as it its to in from for with this
    that these those here still also both
"""


def _table(words: str) -> frozenset[str]:
    # (a word of several tokens, "geri_kalanı", "ne_bouge_pas", is a phrase: _PHRASES)
    return frozenset(fold(word) for word in words.split() if "_" not in word)


#: Each word kind's single words, folded.
TABLES: dict[str, frozenset[str]] = {
    "others": _table(_OTHERS),
    "state": _table(_STATE),
    "only": _table(_ONLY),
    "kind": _table(_KIND),
    "subject": _table(_SUBJECT),
    "small": _table(_SMALL),
}
#: The English words of the tables.
ENGLISH = _table(_ENGLISH_WORDS) | _table(_KIND_EN)
#: (fix-notes177) The kinds of one function in the other languages, as written, lowercased,
#: and folded (read by a pattern).
FUNCTION_KINDS = frozenset(
    spelling for word in _FUNCTION_KINDS.split() for spelling in (word.lower(), fold(word))
)
#: The words of several tokens that are one word of a kind ("bez zmian", "as before", "geri
#: kalanı", "còn lại"), by their folded first token, longest first, with their kind.
_PHRASES: dict[str, list[tuple[tuple[str, ...], str]]] = {}
for _phrase, _kind in sorted(
    (
        (tuple(fold(entry).split("_")), kind)
        for kind, words in (
            ("state", _STATE + _STATE_PHRASES_EN + _STATE_PHRASES),
            ("others", _OTHERS),
            ("only", _ONLY),
        )
        for entry in words.split()
        if "_" in entry or kind == "state"
    ),
    key=lambda item: len(item[0]),
    reverse=True,
):
    if len(_phrase) > 1:
        _PHRASES.setdefault(_phrase[0], []).append((_phrase, _kind))
#: The English state phrases, as the words of a state token (:func:`classify`) join them.
ENGLISH_STATES = frozenset(fold(entry).replace("_", " ") for entry in _STATE_PHRASES_EN.split())
#: The kind words, folded (the readers of kinds alone, "# other layouts").
KINDS = TABLES["kind"]
#: (lead28) The folded words a state ends with: a state word, or the last token of a state
#: phrase ("zmian" of "bez zmian"). A text whose last word is none of them is no state, and
#: a reader may skip it before classifying its tails word by word.
STATE_ENDS = TABLES["state"] | frozenset(
    phrase[-1] for phrases in _PHRASES.values() for phrase, kind in phrases if kind == "state"
)
#: The order a word is looked up in: a word that is both (French "reste": the rest; Italian
#: "resta": stays) takes the first.
_ORDER = ("state", "others", "only", "kind", "subject", "small")


_RAW = {
    "others": _OTHERS,
    "state": _STATE,
    "only": _ONLY,
    "kind": _KIND,
    "subject": _SUBJECT,
    "small": _SMALL,
}


@functools.lru_cache(maxsize=8)
def alternation(kind: str) -> str:
    """A regular expression's group of the single words of ``kind`` (a key of
    :data:`TABLES`), as written and folded, longest first (for a reader that reads by a
    pattern; match it caseless)."""
    words = {
        spelling
        for word in _RAW[kind].split()
        if "_" not in word
        for spelling in (word.lower(), fold(word))
    }
    return "(?:" + "|".join(sorted(map(re.escape, words), key=len, reverse=True)) + ")"


#: The words of others that say "the rest" alone, the rest of the file ("Le reste ne bouge
#: pas.", "Ostal'noe bez izmenenij."): with a state they are a note with no subject named.
REST = _table(
    """
    rest reste resto reszta rester остальное остальные решта zbytek zvyšok restul resten
    ostal'noe ostalnoe loput muu többi υπόλοιπο השאר بقية بقیه बाकी বাকি ostatak ostalo
    preostalo останалото ülejäänud reszty reszcie resztę zbytku resto resten
    """
)

#: The words of others that say "other" (not "the rest"): before a subject they name other
#: files or modules ("die anderen Module bleiben unverändert"), not the rest of this one.
OTHER_THAN = _table(
    """
    other others andere anderen anderer anderes autre autres otro otros otra otras outro
    outros outra outras altro altri altra altre inne innych другие інші diğer övriga
    """
)
#: (fix-prose132) The words of "except", "other than", "apart from" ("außer", "sauf",
#: "kivételével", "के अलावा"): with a state after them a clause says all but what they name
#: stayed ("A quote kivételével minden változatlan.": except quote everything unchanged).
#: Never English (its rules read English), never a word that also means "outside" alone.
EXCEPT = _table(
    """
    außer ausser sauf excepté hormis excepto salvo exceto tranne eccetto behalve oprócz
    kromě кроме крім hariç dışında ngoài selain förutom kivételével kivéve अलावा
    alavaa paitsi undtagen unntatt
    """
)
#: (fix-prose132) Nouns of a part, a piece of the file ("phần", "bagian", "kısım", "partie"):
#: a word of "only" before (or, :data:`ONLY_AFTER`, after) one says the block is that part
#: ("Sau đây chỉ là phần đã thay đổi:", only the changed part follows); a file noun there says
#: the file is whole ("Solo cambia el archivo `cli.py`"), so these are no subject words.
PART_NOUNS = _table(
    """
    phần bagian kısım kısmı kısmını bölüm bölümü partie parte część części deel delen
    rész részt része
    teil teile gedeelte gedeeltes delen delarna část části částí časť porción porção
    часть части частью частина частини
    osa osan osaa dalis dalį dalies daļa daļu partea porțiunea κομμάτι μέρος τμήμα
    частта част део дио deo dio dijelu
    """
)
#: (fix-kinds176) The words of "only" that fold to an English word ("só": "so"), read as
#: written (casefolded, accents kept).
ONLY_MARKED = frozenset({"só"})
#: (fix-kinds176) The East Asian nouns of a part ("部分", "부분", "パート"): a word of "only"
#: beside one says the block is that part ("HSV部分だけ", "HSV 부분만").
CJK_PART = re.compile("部分|부분|パート")
#: (fix-prose132) The words of "other" and "only" that FOLLOW what they qualify (Vietnamese
#: "hàm khác", Indonesian "fungsi lainnya", "bagian yang diubah saja"): the word before
#: them is their head ("Modul lain": other modules, never the rest of this one).
OTHERS_AFTER = _table("khác lain lainnya")
ONLY_AFTER = _table("saja aja thôi")

#: Words of purpose or agent ("for", "by"): an only-word before one says what the code is for
#: ("# Nur für die Tests verwendet.", "Seulement pour les tests."), not that a part is shown.
PURPOSE = _table("für pour par per voor para por для dla pro için untuk")

#: (fix-lang163, issue 20) The words of "not" in the languages of the tables (never a prefix of
#: a verb: Czech "nesahal" is a state of its own): before a verb of touching or changing
#: (:data:`TOUCHED`) they make it a state ("nicht angefasst", "pas touché", "не трогал").
NEGATION = _table(
    """
    nicht nie kein keine keinen pas ne no non не ні nem não nao niet inte ikke ei tidak
    """
)
#: (fix-lang163) The speaker and the auxiliaries of the perfect ("ich habe", "je l'ai", "ho",
#: "я"): they carry nothing beside a note's words ("Den Rest habe ich weggelassen.": the
#: rest, left out). Never an English word (the English rules read English).
SPEAKER = _table(
    """
    ich wir habe hab haben hatte hatten je j'ai ai l'ai avons l'avons nous
    yo he hemos io ho l'ho abbiamo eu tenho temos я мы ja jsem jsme ми ik heb hebben
    jag har ben biz jeg
    """
)
#: (fix-lang163) The stems of the verbs of touching, changing or copying, folded, any person
#: and tense after them ("angefasst", "touché", "toqué", "toccato", "трогал", "ruszałem",
#: "recopié"): a word of :data:`NEGATION` before one makes it a state (:func:`negated_touches`).
_TOUCHED = """
    angefasst angerührt berührt angetastet geändert verändert angepasst kopiert übernommen
    touch modifi chang recopi copi retouch
    toq toc modifiq cambi alter
    tocc modific ricopi
    mex mudei mudad mudou
    трога трону менял изменя измени правил копирова переписыва
    чіпа торка змінюва змінив
    rusz zmienia zmieni dotyka dotkn kopiowa przepisywa modyfikowa
    aangeraakt gewijzigd veranderd aangepast gekopieerd
    rört rörde ändrat ändrade
    diubah mengubah menyentuh disentuh
"""
TOUCHED = tuple(fold(stem) for stem in _TOUCHED.split())
#: (fix-lang163) The most words of :data:`SPEAKER` between a negation and its verb ("Non ho
#: toccato", "No he tocado", "je ne l'ai pas recopié").
_NEGATION_REACH = 3


def negated_touches(tokens: Sequence[str]) -> list[tuple[int, int]]:
    """(fix-lang163, issue 20) The (first negation, verb) indexes of ``tokens`` where a verb of
    touching (:data:`TOUCHED`) has a word of :data:`NEGATION` before it, only speakers and
    negations between ("nicht angefasst", "n'ai pas touché", "No toqué", "не трогал", "Non
    ho toccato", "Nie ruszałem"): the verb says the things are left as they were."""
    found: list[tuple[int, int]] = []
    for at, token in enumerate(tokens):
        if not fold(token).startswith(TOUCHED):
            continue
        first = -1
        back = at - 1
        while back >= 0 and at - back <= _NEGATION_REACH + 2:
            word = fold(tokens[back])
            if word in NEGATION or word.startswith(("n'", "n\u2019")):
                first = back  # (the earliest: "ne" of "je ne l'ai pas recopié")
            elif (word not in SPEAKER and word not in TABLES["small"]) or (
                first == -1 and at - back >= _NEGATION_REACH
            ):
                break  # (a word that is no speaker, or no negation within reach)
            back -= 1
        if first != -1:
            found.append((first, at))
            continue
        # (fix-kinds176) the negation after the verb, as the languages of the verb second
        # place it: "Resten rørte jeg ikke.", "Den Rest änderte ich nicht."
        ahead = at + 1
        while ahead < len(tokens) and ahead - at <= _NEGATION_REACH:
            word = fold(tokens[ahead])
            if word in _NEGATION_AFTER:
                found.append((ahead, at))  # (the negation after its verb)
                break
            if word not in SPEAKER:
                break
            ahead += 1
    return found


#: (fix-kinds176) The words of "not" that follow the verb they negate ("rørte jeg ikke").
_NEGATION_AFTER = frozenset({"ikke", "inte", "ej", "nicht", "niet"})


#: (fix-lang163) Nouns of an excerpt, a piece cut out of a file ("Ausschnitt", "extrait",
#: "фрагмент"): a lead naming the block so says it is a part. "fragment" is also English.
EXCERPT = _table(
    """
    ausschnitt auszug codeausschnitt codefragment fragment extrait extraits extracto
    fragmento excerto trecho estratto frammento spezzone uittreksel wycinek urywek úryvek
    ukázka ukázku ukázce výřez parçası parçasını
    výňatek фрагмент отрывок выдержка уривок parça kesit cuplikan potongan utdrag
    snippet snippets schnipsel
    """
)
#: (fix-en186) The stems, folded, of the words that qualify a piece by its change, newness or
#: relevance ("der geänderte Teil", "la partie modifiée", "la parte nueva", "изменённая
#: часть", "het relevante deel"), besides those of :data:`TOUCHED`: a short lead of them and a
#: noun of a part says the block is that part, as "The changed part:" does.
_PIECE_QUALIFIERS = """
    geändert verändert angepasst aktualisiert korrigiert überarbeitet neu relevant betroffen
    betreffend wichtig
    modifi chang nouv nouveau concern pertinent corrig
    modific cambiad nuev actualiz corregid
    cambiat nuov aggiornat corrett
    alterad atualizad corrigid novo nova
    изменён изменен исправлен обновлён обновлен нов нужн
    змінен виправлен оновлен
    zmienion poprawion zaktualizowan nowa nowy nowe istotn
    změněn upraven opraven nov
    gewijzigd aangepast nieuw relevant bijgewerkt
    ändrad uppdaterad ny nya
    """
PIECE_QUALIFIERS = tuple(fold(stem) for stem in _PIECE_QUALIFIERS.split())
#: (fix-en186) The words that open a short lead in other languages ("Hier der geänderte Teil:",
#: "Voici la partie modifiée :", "Ecco il pezzo modificato:", "Вот изменённая часть:").
LEAD_HEADS = _table("hier voici voila ecco aqui aquí вот ось oto tady zde här her aca acá")
#: (fix-en186) Nouns of a section or a piece, read as nouns of a part in a short lead ("Der
#: geänderte Abschnitt:", "La sección modificada:", "Il pezzo modificato:").
SECTION_NOUNS = _table(
    "abschnitt abschnitte sección seccion sezione secção seção sekcja sectie sektion avsnitt"
    " раздел секция розділ oddíl pezzo pezzi pedazo trozo pedaço stück morceau kawałek"
    " kousek кусок stuk"
)

#: (fix-lang163) Words of the whole, complete file ("vollständige", "complet", "полный"): beside
#: a noun of an excerpt they say it is none ("le fichier complet, pas un extrait").
WHOLE = _table(
    """
    vollständig vollständige vollständigen vollständiger vollständiges komplett komplette
    kompletten ganze ganzen gesamte gesamten complet complète complets entier entière
    completo completa completos entero entera intero intera inteiro inteira pełny pełna
    pełen cały cała całość całości полный полная полностью целиком весь целый повний
    volledige hele hela fullständiga tamamı lengkap
    """
)
#: (fix-lang163) The East Asian words of an excerpt, the speaker, and the whole file:
#: "以下是相关片段" (the relevant snippet), "其余的我省略了" (the rest, I left out), "完整的".
CJK_EXCERPT = re.compile(
    "片段|片斷|摘录|摘錄|节选|節選|抜粋|抜き出し|断片|발췌|일부"
    # (fix-en186) the English loan word: "auth のスニペット", "auth 스니펫"
    "|スニペット|스니펫"
    # (fix-kinds176) a piece of the code: "コードの一部", "部分代码", "代码的一部分"
    "|一部分|(?:コード|ファイル|代码|代碼|文件)の?一部|部分(?:代码|代碼|コード)"
)
CJK_SPEAKER = re.compile("我们|我們|我|私は|私が|私|저는|제가|저|나는|내가")
CJK_WHOLE = re.compile("完整|全部|整个|整個|全文|全体|全體|すべて|全て|전체|전부|완전")

#: Marks that are part of a word (Devanagari, Bengali, Thai vowel signs, Hebrew and Arabic
#: points, the joiners of Persian): Python's ``\w`` does not count them as letters.
_MARKS = "\u0300-\u036f\u0483-\u0487\u0591-\u05c7\u0610-\u061a\u064b-\u065f\u0670"
_MARKS += "\u06d6-\u06ed\u0900-\u0963\u0966-\u0dff\u0e31-\u0e4e\u200c\u200d"
#: One word of a sentence as the readers split it, marks within it kept.
WORD = f"[^\\W\\d_](?:[\\w'-]|[{_MARKS}])*"


def token_kinds(tokens: Sequence[str]) -> list[str | None]:
    """The kind of each of ``tokens`` (:func:`kind_of`), the French "only" of "ne ... que"
    read only after its "ne" ("Je n'ai modifié que `quote()`"; "que" alone is "that")."""
    kinds = [kind_of(token) for token in tokens]
    negated = False
    for n, token in enumerate(tokens):
        folded = fold(token)
        if folded in ("ne", "n") or folded.startswith(("n'", "n\u2019")):
            negated = True
        elif folded == "que" and negated:
            kinds[n] = "only"
    return kinds


def kind_of(word: str) -> str | None:
    """The kind of one ``word`` (any case, any accents): a key of :data:`TABLES`, or None."""
    folded = fold(word)
    for kind in _ORDER:
        if folded in TABLES[kind]:
            return kind
    return None


#: (fix-lang158) The shortest kind word a compound is read by, and the least a compound adds
#: before it ("Konvertierungsfunktionen", "Hilfsfunktionen": functions).
_COMPOUND_KIND = 5
_COMPOUND_HEAD = 3


def compound_kind(word: str) -> bool:
    """(fix-lang158, issue 20) Whether ``word``, of no table, is a compound that ends with a
    kind word of the tables ("Konvertierungsfunktionen", "Hilfsmethoden", "hulpfuncties"):
    a noun of that kind, as the languages that write compounds as one word make them."""
    folded = fold(word)
    if kind_of(word) is not None:
        return False
    return any(
        folded[at:] in TABLES["kind"]
        for at in range(_COMPOUND_HEAD, len(folded) - _COMPOUND_KIND + 1)
    )


def classify(tokens: Sequence[str]) -> list[tuple[str | None, str]]:
    """The words ``tokens`` (a comment's, split by the reader) as (kind, token) pairs: the
    several tokens of a state phrase as one pair ("bez zmian"), a word of no table with kind
    None (a name, or a word that makes the comment a remark of the file)."""
    folded = [fold(token) for token in tokens]
    pairs: list[tuple[str | None, str]] = []
    n = 0
    while n < len(tokens):
        for phrase, kind in _PHRASES.get(folded[n], ()):
            if tuple(folded[n : n + len(phrase)]) == phrase:
                pairs.append((kind, " ".join(tokens[n : n + len(phrase)])))
                n += len(phrase)
                break
        else:
            pairs.append((kind_of(tokens[n]), tokens[n]))
            n += 1
    return pairs


#: The East Asian words of each kind, matched as substrings (no spaces between words).
CJK: dict[str, tuple[str, ...]] = {
    "others": (
        # (fix-notes177: hunt140-pagenotebetween) the parts in between, "中间的部分保持原样",
        # "間のセクションは変更なし", "그 사이 섹션은 변경 없음"
        "中间的",
        "中間の",
        "間の",
        "그 사이",
        "사이의",
        "以外",
        "ส่วนที่เหลือ",
        "ที่เหลือ",
        "อื่นๆ",
        "อื่น ๆ",
        "其他",
        "其它",
        "其余",
        "其餘",
        "剩余",
        # (fix-kinds176) what is left: "剩下的没动" (the rest, not touched)
        "剩下",
        "剩餘",
        "他の",
        "その他",
        "残り",
        "나머지",
        "다른",
        "기타",
        "ほか",
    ),
    "state": (
        "没有变化",
        "没有改变",
        "没变",
        "未变化",
        "変わっていません",
        "変更していません",
        "変わりなし",
        "바뀌지 않",
        "변경되지 않",
        "변경하지 않",
        "ไม่เปลี่ยนแปลง",
        "ไม่เปลี่ยน",
        "เหมือนเดิม",
        "คงเดิม",
        "保持不变",
        "保持不變",
        "保持原样",  # (fix-notes177: kept as it was)
        "保持原樣",
        "不变",
        "不變",
        "未变",
        "未變",
        "未修改",
        "未更改",
        # (fix-lang163, issue 20) not moved, not touched: "我没有动其他转换函数"
        "没有动",
        "沒有動",
        "没动",
        "沒動",
        "没有碰",
        "沒有碰",
        "没碰",
        "沒碰",
        "省略",
        "相同",
        "一样",
        "一樣",
        "同じ",
        "変更なし",
        "変更無し",
        "変わりません",
        "そのまま",
        "変更ありません",
        "変更されていません",
        "変更されません",
        "변경 없음",
        "변경없음",
        "그대로",
        "동일",
        "생략",
        # (hunt115) "as above", "the same": "# 其他函数同上", "# …以下同様…"
        "同上",
        "同様",
    ),
    "only": ("只", "仅", "僅", "のみ", "だけ", "만", "唯一"),
    # (what the only part shown had done to it: "只需修改 `quote()` 函数")
    "changed": (
        "改了",
        "改动了",
        "바꿨",
        "바꾸었",
        "변경했",
        "수정했",
        "修改",
        "改动",
        "改動",
        "更改",
        "変更",
        "수정",
        # (fix-prose132) fixed, touched: "`quote`関数のみ修正しました", "だけ直しました",
        # "手を加えていません", "손대지 않았습니다"
        "修正",
        "直しました",
        "直した",
        "手を加え",
        "手をつけ",
        "手を付け",
        "触って",
        "손대",
        # (fix-lang163) touched: "다른 변환기는 건드리지 않았습니다"
        "건드리",
        "건드렸",
    ),
    "kind": (
        # (fix-notes190: hunt146-onenamescripts, a handler's and a callback's names, longest
        # first)
        "处理函数",
        "處理函數",
        "ハンドラー",
        "ハンドラ",
        "コールバック",
        "핸들러",
        "콜백",
        "回调",
        "回調",
        "服务",
        "服務",
        "步骤",
        "步驟",
        "任务",
        "任務",
        "作业",
        "作業",
        "工作",
        "容器",
        "阶段",
        "階段",
        "配置",
        "函数",
        "函數",
        "方法",
        "サービス",
        "ジョブ",
        "ステップ",
        "タスク",
        "コンテナ",
        "関数",
        "メソッド",
        "작업",
        "서비스",
        "단계",
        "함수",
        # (fix-prose132) an others word's head is read (methods, classes)
        "메서드",
        "메소드",
        "클래스",
        "クラス",
        # (fix-prose142) styles, rules, components of a page's notes: "其余样式保持不变",
        # "其余组件保持不变", "他のスタイルは変更なし"
        "样式",
        "樣式",
        "规则",
        "規則",
        "组件",
        "組件",
        "スタイル",
        "ルール",
        "コンポーネント",
        "스타일",
        "규칙",
        "컴포넌트",
        # (fix-lang158, issue 20) converters, sections: "其余转换器保持不变", "他のセクションは
        # 変更なし", "다른 섹션은 그대로"
        "转换器",
        "轉換器",
        "変換器",
        "コンバーター",
        "コンバータ",
        "변환기",
        "セクション",
        "섹션",
        "章节",
        "章節",
        "区块",
        "區塊",
        "マークアップ",
        "마크업",
        "要素",
        "元素",
        "요소",
        # (fix-kinds176) a template: "只有模板部分", "テンプレートのみ"
        "模板",
        "テンプレート",
        "템플릿",
    ),
    "subject": (
        "ไฟล์",
        "โค้ด",
        "代码",
        "代碼",
        "文件",
        "檔案",
        "页面",
        "頁面",
        "コード",
        "ファイル",
        "ページ",
        "코드",
        "파일",
        "페이지",
        "部分",
        "부분",
        "内容",
        "內容",
        # (fix-lang158, issue 20) the module, the script: "模块的其余部分保持不变"
        "模块",
        "模塊",
        "モジュール",
        "모듈",
        "脚本",
        "腳本",
        "スクリプト",
        "스크립트",
    ),
}


#: (fix-prose132) The East Asian words of "except" ("以外", "除了", "외에"): with a state, or a
#: change word negated (:data:`CJK_NOT`), the clause says all but the named part stayed.
CJK_EXCEPT = re.compile("以外|之外|除了|除外|외에는|외에")
#: (fix-prose146) The East Asian nouns of a module's behaviour, output, calls or API ("其他行为
#: 不变", "出力は同じです", "调用方式不变", "API 保持不变"): a clause of "except" or of an others
#: word with a state said of them keeps the file (its behaviour, not its code, is the same).
CJK_BEHAVIOUR = re.compile(
    "行为|行為|输出|輸出|结果|結果|调用|調用|API|動作|挙動|出力|呼び出し|동작|출력|호출"
)
#: (fix-notes177) The East Asian kinds of one function ("submit 函数不变", "submit 関数は変更
#: なし"): the words of ``CJK["kind"]`` that name one.
CJK_FUNCTION_KINDS = (
    *("函数", "函數", "方法", "関数", "メソッド", "함수", "메서드", "메소드"),
    # (fix-notes190: hunt146-onenamescripts, a handler's and a callback's names)
    *("处理函数", "處理函數", "回调", "回調", "ハンドラー", "ハンドラ", "コールバック"),
    *("핸들러", "콜백"),
)
#: (fix-prose132) A negation right before (Chinese "没有修改", "不需要修改") or after (Japanese
#: "手を加えていません", Korean "수정하지 않았어요") a change word (``CJK["changed"]``): the
#: change word is then a state in any verb form.
CJK_NOT_BEFORE = re.compile("(?:没有|沒有|没|沒|未|不|無|无|안)[^。！？，,.!?]{0,4}\\Z")
CJK_NOT_AFTER = re.compile("[^。！？，,.!?]{0,5}?(?:ません|ていない|てない|ない|않|못)")


@functools.lru_cache(maxsize=8)
def _cjk_pattern(kind: str) -> re.Pattern[str]:
    return re.compile("|".join(sorted(map(re.escape, CJK[kind]), key=len, reverse=True)))


def cjk_others_pattern() -> re.Pattern[str]:
    """The pattern of the East Asian others words, longest first."""
    return _cjk_pattern("others")


def cjk_kinds_pattern() -> re.Pattern[str]:
    """(fix-lang163) The pattern of the East Asian kind words, longest first."""
    return _cjk_pattern("kind")


def cjk_word_at(text: str, pos: int) -> bool:
    """(fix-prose132) Whether a word of the East Asian tables (any kind), "except", or a
    particle or filler of a note starts at ``pos`` of ``text``."""
    return any(_cjk_pattern(kind).match(text, pos) for kind in CJK) or bool(
        CJK_EXCEPT.match(text, pos) or _CJK_FILLER.match(text, pos)
    )


#: (fix-lang158) The most characters of a noun of no table a compound holds before its kind.
_CJK_COMPOUND = 4


def cjk_compound_kind_at(text: str, pos: int) -> bool:
    """(fix-lang158, issue 20) Whether a compound noun that ends with a kind word of the
    East Asian tables starts at ``pos`` of ``text``: a few letters (a blank among them, as
    Korean writes "변환 함수") and a kind ("转换函数", "変換関数": conversion functions)."""
    kinds = _cjk_pattern("kind")
    for at in range(pos + 1, min(len(text), pos + _CJK_COMPOUND + 1)):
        if kinds.match(text, at):
            return True
        if not (text[at].isalpha() or text[at] == " "):
            return False
    return False


def cjk_word_before(text: str) -> bool:
    """(fix-prose132) Whether ``text`` ends with a word of the East Asian tables (any kind),
    "except", or a particle or filler of a note."""
    tail = text[-8:]
    patterns = [_cjk_pattern(kind) for kind in CJK] + [CJK_EXCEPT, _CJK_FILLER]
    return any(found.end() == len(tail) for pattern in patterns for found in pattern.finditer(tail))


def cjk_negated_changes(text: str) -> int:
    """(fix-prose132) How many change words of ``text`` (``CJK["changed"]``) a negation
    stands right before or after (:data:`CJK_NOT_BEFORE`, :data:`CJK_NOT_AFTER`): "没有做其他
    改动", "수정하지 않았어요", "手を加えていません" (not changed: a state)."""
    count = 0
    for found in _cjk_pattern("changed").finditer(text):
        if CJK_NOT_BEFORE.search(text, max(0, found.start() - 6), found.start()) or (
            CJK_NOT_AFTER.match(text, found.end(), found.end() + 8)
        ):
            count += 1
    return count


def cjk_kinds(text: str) -> dict[str, int]:
    """How many East Asian words of each kind ``text`` holds, and under ``"rest"`` how many
    characters are left when they are taken out (blanks and punctuation aside)."""
    counts: dict[str, int] = {}
    for kind in ("state", "others", "only", "changed", "kind", "subject"):
        found = _cjk_pattern(kind).findall(text)
        counts[kind] = len(found)
        text = _cjk_pattern(kind).sub(" ", text)
    counts["rest"] = len(_CJK_FILLER.sub("", text))
    return counts


#: What an East Asian note holds beside its words: particles, "all", "keep", punctuation, and
#: (hunt115) the endings of everyday verb forms after a state, which add only politeness, tense
#: or a request: Japanese "しています", "しました", "です"; Korean polite and imperative "-했어요",
#: "-했습니다", "두세요" ("그대로 두세요", leave it as it is), the plural "들"; Chinese "了".
_CJK_FILLER = re.compile(
    "保持|維持|维持|原样|原樣|略|都|均|的|了"
    "|しています|しました|します|している|してある|してあります|されています|です|ます"
    "|했어요|했습니다|했음|했다|합니다|해요|하세요|되었습니다|됐어요|됩니다|됨"
    "|두세요|두십시오|둡니다|뒀어요|두었습니다|둠"
    "|[のはもがを은는이가의들]|[\\s\\W_]"
)


#: "And so on" in the languages of the tables, a whole comment ("# etc.", "# usw.", "# и т.д.",
#: "# e così via", "# など"): a mark of items left out, like dots (weak: between comment lines
#: it closes a list of prose). Each as written, lowercase, and folded; blanks as "_".
_ETC = """
    etc etc. and_so_on and_so_forth and_so_on_and_so_forth et_cetera etcetera
    usw u.s.w und_so_weiter
    et_ainsi_de_suite
    y_así_sucesivamente etcétera
    e_assim_por_diante
    e_così_via ecc eccetera
    en_zo_verder enz
    i_tak_dalej itd itp
    atd a_tak_dále
    и_т.д и_т._д и_так_далее и_пр
    і_т.д і_т._д і_так_далі
    vb ve_benzeri ve_saire
    vân_vân
    dan_seterusnya dll.
    osv och_så_vidare og_så_videre
    jne ja_niin_edelleen
    stb és_így_tovább
    ș.a.m.d și_așa_mai_departe
    κλπ κ.λπ
    וכו וכו'
    وغيرها إلخ
    इत्यादि आदि
    など などなど 等等 등등
"""
ETC: frozenset[str] = frozenset(
    spelling
    for entry in _ETC.split()
    for spelling in (entry.replace("_", " ").lower(), fold(entry.replace("_", " ")))
)
#: A whole comment of an East Asian mark of omission: 略 ("以下略", "(略)", "后略", "中略") or
#: full-width dots ("・・・", "。。。", "．．．").
OMISSION = re.compile(
    "[\\s(\\[\uff08\u3010\uff3b]*"
    "(?:(?:\u4ee5\u4e0b|\u4ee5\u4e0a|\u540e|\u5f8c|\u4e2d|\u524d|\u4e0b)?\u7565"
    "|[\u30fb\u3002\uff0e]{3,}|\u2026\u2026)"
    "[\\s)\\]\uff09\u3011\uff3d]*"
)


def etc_or_omission(words: str) -> bool:
    """Whether ``words`` (a comment's, its marker dropped) is only "and so on"
    (:data:`ETC`) or a mark of omission (:data:`OMISSION`)."""
    if len(words) > 40:
        return False
    if OMISSION.fullmatch(words):
        return True
    alone = " ".join(words.strip(" \t()[]").split()).lower()
    return alone in ETC or alone.rstrip(".") in ETC or fold(alone).rstrip(".") in ETC
