# ruff: noqa: RUF001  (a table of words of many scripts: their letters are meant)
"""The words an agent says of its own writes after making them, as data (lead, round 23).

A transcript's assistant text after a write may say the file was then removed, undone or
replaced (:func:`.said.says_not_kept` reads English clause by clause). This
module holds the tables that reading uses beyond English, and the words that tell it a
sentence speaks of another thing:

- :data:`FOREIGN_UNDO`: a removal, an undo or a failed write in other languages ("Я удалил",
  "삭제했습니다", "sildim", "Usunąłem", "Removi");
- :data:`FOREIGN_ALL`: "both", "all the files", "everything" in other languages;
- :data:`FOREIGN_MOVED`: a move or a rename in other languages ("перемещён", "umbenannt");
- :data:`WROTE`: a write that happened, in English and other languages ("created", "создал",
  "작성", "oluşturdum"): a sentence in another language naming a written file is kept only
  when it says one of these and no word of :data:`FOREIGN_UNDO`;
- :data:`COMMON_ENGLISH`: common English words: a sentence holding none of them (its paths and
  code aside) is read as another language's, whose grammar this reader does not parse;
- :data:`THINGS`: nouns of things inside a program or around it (a helper, an import, a
  cache) that a removal may speak of instead of a written file.

Matched on the text casefolded; a sentence in a language none of these tables has is never
read as keeping a file it names (a refusal, never a file kept wrong).
"""

from __future__ import annotations

import re
from typing import Final

#: A removal, an undo or a failed write in other languages (stems where the language inflects).
FOREIGN_UNDO: Final = re.compile(
    "|".join(
        [
            # Russian, Ukrainian
            r"удал[её]н|удал(?:ил|ила|или|ить|ено|ены|ена|ён)|откат(?:ил|ила|ил[иа]|ен)"
            r"|отмен(?:ил|ила|ено|ены|ён|ена)|верн(?:ул|ула|ули)\s+(?:обратно|назад|как\s+было)"
            r"|стёр|стер(?:т|ла)|не\s+удалось|видал(?:ив|ено|ений)|скасова",
            # Korean
            r"삭제|되돌|취소(?:했|하였|됨|되었)|제거(?:했|하였|됨|되었)|실패|저장하지\s*못",
            # Turkish
            r"\bsil(?:dim|indi|di|inmiş|ind)|\bgeri\s+al(?:dım|ındı)|\bkaldır(?:dım|ıldı)"
            r"|başarısız|yazılamadı|kaydedilemedi",
            # Polish, Czech, Slovak
            r"usunię|usun(?:ąłem|ęłam|ięto|ięty|ięta|ął|ęła|ąć)|cofn(?:ąłem|ęłam|ięto|ął)"
            r"|przywróc|skasow|nie\s+udało|smaz(?:al|án|ána)|odstrán|vrátil",
            # Portuguese, Spanish, Italian, Romanian, Catalan
            r"\bremov(?:i|eu|emos)\b|\bapag(?:uei|ou|ado|ada)\b|\bexclu(?:í|i|iu)\b|\bdesfiz"
            r"|\bdesfe(?:ito|ita)\b|\brevert(?:i|eu)\b|\belimin(?:é|ó|ei|ou)\b|\bborr(?:é|ó)\b"
            r"|\bdeshech[oa]\b|\brimoss[oaie]\b|\bho\s+rimosso\b|\bannullat[oa]\b|\bșters"
            r"|\b(?:removid|apagad|eliminad|borrad|exclu[ií]d|desfeit)[oa]s?\b|\beliminat[oaie]\b"
            r"|\bfoi\s+pro\s+lixo\b|\bya\s+no\s+existe|\bexistiert\s+nicht\s+mehr|\bist\s+weg\b"
            r"|\bn'existe\s+plus\b|\bpoistet|\bkaydedilmedi|\bsilindi"
            r"|\bsters\b|\besborrat\b",
            # Dutch, German, Scandinavian
            r"\bverwijderd\b|\bteruggedraaid\b|\bongedaan\b|\bgelöscht\b|\bentfernt\b"
            r"|\bslettet\b|\bslettede\b|\bborttagen\b|\braderade\b|\btog\s+bort\b",
            # French
            r"\bsupprim[ée]|\bannul[ée]|\beffac[ée]|\bretiré|\brestaur[ée]",
            # Indonesian, Malay, Vietnamese, Tagalog
            r"\b(?:meng|di)hapus\b|\bdibatalkan\b|\bxóa\b|\bxoá\b|\bhoàn\s+tác\b|\bgỡ\s+bỏ\b"
            r"|\bbinura\b|\btinanggal\b",
            # Chinese, Japanese
            r"删除|刪除|删掉|刪掉|删了|刪了|撤销|撤銷|回滚|回滾|还原|還原|移除|失败|失敗|削除|元に戻|取り消"
            r"|消しました|消去|消した",
            # Hindi, Arabic, Hebrew, Persian, Greek
            r"हटा|मिटा|हटाया|حذف|أزل|ألغي|מחקתי|נמחק|הסרתי|διέγραψα|διαγράφηκε",
        ]
    ),
    re.IGNORECASE,
)

#: (fix-saidmod178) A move or a rename in other languages ("Файл a.py перемещён", "a.py
#: umbenannt", "a.py renommé en b.py", "a.py を移動しました"): said of a written path it names,
#: the file is not left at its path (read where a sentence naming a written path with no word
#: of a write keeps it: the closing words after an answer's files).
FOREIGN_MOVED: Final = re.compile(
    r"перемещ|переместил|переименов|перенес(?:ён|ен|ла|ли)?\b|перенёс|verschoben|umbenannt"
    r"|\bverplaatst\b|\bhernoemd\b|\bd[ée]plac[ée]|\brenomm[ée]|\brenombr|\bmovid[oa]s?\b"
    r"|\brenomead|\bspostat|\brinominat|przeniesion|przeniosł|zmienił\w*\s+nazw|taşı(?:dım|ndı)"
    r"|yeniden\s+adlandır|重命名|改名为|改名為|移动到|移動到|名前を変更|リネーム|移動しました"
    r"|이름을\s*(?:변경|바꿨)|이동했|flyttet|flyttade|byttet\s+navn|bytte\s+namn",
    re.IGNORECASE,
)

#: (fix-said189: hunt147-saidforeign) An imperative to delete, rename or move a file in other
#: languages, its object right after it (a polite pronoun or a word for the file between):
#: "Löschen Sie", "Elimina", "Удалите", "Benennen Sie ... um", "Cancella", "Verwijder", "Usuń";
#: and a file said emptied ("wurde geleert", "est maintenant vide", "vacié"). Matched against a
#: sentence whose written path is written as ``\x00``.
FOREIGN_TOLD: Final = re.compile(
    r"(?:(?<!\w)(?:l[öo]sche[nt]?|entferne[nt]?|benenne[nt]?|verschiebe[nt]?|leere[nt]?"
    r"|supprime[zr]?|efface[zr]?|renomme[zr]?|d[ée]place[zr]?|vide[zr]?"
    r"|elimin[ae]|elimínal[oa]|borr[ae]|b[óo]rral[oa]|renombr[ae]|muev[ae]|vac[ií][ae]"
    r"|cancell[ai]|rimuov[ai]|rinomin[ai]|spost[ai]|svuot[ai]"
    r"|verwijder|hernoem|verplaats|leeg"
    r"|usu[ńn]|skasuj|przenie[śs]|zmie[ńn]\s+nazw[ęe]|opr[óo][żz]nij"
    r"|apague|exclua|remova|renomeie|mova|esvazie"
    r"|sil|kald[ıi]r|ta[şs][ıi]"
    r"|удалите|удали|уберите|переименуйте|переименуй|переместите|перенесите|очистите"
    r"|видаліть|перейменуйте)"
    r"(?:\s+(?:sie|bitte|die\s+datei|le\s+fichier|el\s+archivo|il\s+file|het\s+bestand"
    r"|o\s+arquivo|plik|файл|файлы))?\s+[`'\"]?\x00"
    r"|\x00[`'\"]?\s+(?:wurde|ist|wird)\s+(?:jetzt\s+|nun\s+)?(?:geleert|leer)\b"
    r"|\x00[`'\"]?\s+(?:est|a\s+[ée]t[ée]|sera)\s+(?:maintenant\s+|d[ée]sormais\s+)?(?:vide|vid[ée])"
    r"|\x00[`'\"]?\s+(?:est[aá]|fue|ha\s+sido|qued[oó])\s+(?:ahora\s+)?vac[ií]"
    r"|\x00[`'\"]?\s+(?:[èe]|[èe]\s+stato|è\s+stata)\s+(?:ora\s+)?(?:vuot|svuotat)"
    r"|\x00[`'\"]?\s+(?:теперь\s+)?(?:пуст|очищен)"
    r"|(?<!\w)(?:vaci[ée]|vac[ií]|vid[ée]|geleert|svuotat[oa]|очистил[а]?)\s+[`'\"]?\x00)",
    re.IGNORECASE,
)

#: (fix-said189: hunt147-saidthings) A preposition of another language right before a path,
#: saying the thing removed was in or from it (``aus``, ``dans``, ``de``, ``из``, ``uit``);
#: and the words of the whole file or its content there (``alles``, ``файл``, ``Inhalt``): the
#: removal may then take the file or all of it.
IN_ABROAD: Final = re.compile(
    r"(?i)(?:(?<!\w)(?:aus|von|vom|dans|depuis|du|de|del|della|dal|dalla|dallo|di|da|uit|van"
    r"|z|ze|w|we|из|в|во|с|со|от|iz|u)|\bd['\u2019])\s*[`'\"]?$"
)
WHOLE_ABROAD: Final = re.compile(
    r"(?i)datei|fichier|archivo|arquivo|bestand|plik|soubor|dosya|файл|inhalt|contenu|contenido"
    r"|conte[uú]do|contenuto|inhoud|zawarto|содержим|\bcode\b|c[oó]digo|codice|\bkod\b|код\b"
    r"|\bganz|entier|entera?|entero|intero|inter[oa]|весь|целиком|\bfile\b|\bscript\b"
)

#: "Both", "all the files", "everything" in other languages: a removal or an undo the sentence
#: says of all of them.
FOREIGN_ALL: Final = re.compile(
    r"\b(?:beide[n]?|alle[ns]?|tous|toutes|les\s+deux|ambos|ambas|os\s+dois|as\s+duas|los\s+dos"
    r"|todos|todas|tudo|todo|entrambi|tutti|tutto|beide|allebei|oba|obie|wszystk\w*|her\s+iki"
    r"|tüm|hepsi|hepsini|semua|keduanya|cả\s+hai|tất\s+cả)\b"
    r"|оба|обе|все|всё|усі|両方|すべて|全部|两个|兩個|모두|둘\s*다|전부",
    re.IGNORECASE,
)

#: A write that happened, in English and other languages.
WROTE: Final = re.compile(
    "|".join(
        [
            r"\b(?:creat|writ|wrote|sav|add|updat|implement|fix|generat|made|built|set\s+up)\w*",
            r"созда|записа|сохран|добав|обнов|исправ|написа|створ|збереж",
            r"작성|생성|저장|추가|수정|만들",
            r"\boluştur|\byazd|\bkaydet|\bekled|\bgüncelle",
            r"\butworz|\bzapisa|\bdoda|\bzaktualiz|\bnapisa|\bvytvo|\bulož",
            r"\bcri(?:ei|ou|ado|ada|é|ó)\b|\bcreé\b|\bcread[oa]\b|\bsalv[oaé]|\bescri|\bguard"
            r"|\bgravad|\bcreat[oa]\b|\bscritt|\bsalvat|\baggiunt|\bactualiz|\batualiz|\bagreg",
            r"\berstellt|\bgeschrieben|\bgespeichert|\bangelegt|\bhinzugefügt|\baktualisiert"
            r"|\baangemaakt|\bgeschreven|\bopgeslagen|\boprettet|\bskapad|\bsparad",
            r"\bcréé|\bécrit|\benregistr|\bajout|\bmis\s+à\s+jour",
            r"\bmembuat|\bmenulis|\bmenyimpan|\bdibuat|\bditulis|\btạo\b|\bghi\b|\blưu\b",
            r"创建|建立|写入|寫入|保存|新建|添加|更新|作成|書き|追加",
            r"बनाया|लिखा|सहेजा|أنشأت|كتبت|حفظ|יצרתי|כתבתי|δημιούργησα",
        ]
    ),
    re.IGNORECASE,
)

#: Common English words: a sentence with one of them is read as English.
COMMON_ENGLISH: Final = frozenset(
    """
    a an the i i've i'm i'll we we've you your it it's its this that these those there here
    is are was were be been being has have had do does did done not no yes and or but so then
    now to of in on at by for from with as into onto over up out if when after before all
    both each every any some my our file files created wrote written saved updated added
    new also just only again can could will would should let me please ok okay great sure
    see run use open check try call start test note read edit import install print returns
    prints uses reads handles defines contains includes calls shows starts runs works work
    make makes made fix fixed change changed ready good fine well here's there's that's
    what which who how why where via per about more less most need needs needed want file's
    code function class method module script test tests config line lines version step steps
    done thanks thank hello hi yes
    """.split()  # noqa: SIM905 (a table of words, one string)
)

#: Nouns of things a removal may speak of instead of a written file.
THINGS: Final = re.compile(
    r"\b(?:helpers?|functions?|methods?|class(?:es)?|imports?|variables?|constants?"
    r"|dependenc(?:y|ies)|packages?|cache[sd]?|comments?|loops?|fields?|parameters?|arguments?"
    r"|endpoints?|routes?|tables?|databases?|columns?|rows?|records?|entr(?:y|ies)|keys?"
    r"|options?|flags?|settings?|logs?|logging|branch(?:es)?|containers?|images?|volumes?"
    r"|users?|sessions?|tokens?|features?|buttons?|elements?|propert(?:y|ies)|attributes?"
    r"|decorators?|annotations?|hints?|prints?|statements?|calls?|debug\w*|todos?"
    r"|workarounds?|hacks?|duplicates?|dead\s+code|defaults?|values?|lines?|blocks?"
    r"|wrappers?|shims?|aliases|alias|types?|interfaces?|schemas?|migrations?|artifacts?"
    r"|approach(?:es)?|ideas?|docstrings?|commented(?:-|\s+)out\s+\w+|support|logic"
    r"|global\s+state|retr(?:y|ies)"
    r"|temp(?:orary)?\s+\w+|stale\s+\w+|unused\s+\w+|deprecated\s+\w+|old\s+cache)\b",
    re.IGNORECASE,
)

#: Short words of other languages written in Latin letters without accents ("Removi o arquivo
#: a.py", "Saya menghapus a.py"): with no word of :data:`COMMON_ENGLISH`, the sentence is
#: another language's.
FOREIGN_SMALL: Final = frozenset(
    """
    o os da das do dos de del el la los las le les un une des du au aux et est il lo gli
    sono stati stato della delle dei per con che sei siamo ho hai ha abbiamo
    foi foram sao nao ja ya fue fueron esta estan muy
    der die das den dem ein eine und ist het een van ook en er
    ve bir ile bu da de icin
    saya aku kami dan yang di ke dari ini itu sudah telah
    ang ng mga sa na
    si jsem je se na z
    """.split()  # noqa: SIM905 (a table of words, one string)
)

#: A negation in other languages: a sentence naming a written file that says a write and a
#: negation ("a.py не сохранился", "a.py não foi salvo", "a.py 没有保存") says it was not saved.
FOREIGN_NOT: Final = re.compile(
    r"(?i)(?<!\w)(?:не|ні|nie|ne|nicht|kein\w*|não|nao|no|non|nem|niet|ikke|inte|ei|değil|chưa"
    r"|không|tidak|belum|hindi|לא|لم|لا|نه|नहीं)(?!\w)"
    r"|没|沒|未|不|ない|ません|なかった|않|못|안\s|mad[ıi]|med[ıi]|mam[ıi]ş|memiş"
)

_WORD = re.compile(r"[^\W\d_][\w'\u2019-]*")
#: The shapes of English words beyond :data:`COMMON_ENGLISH`: past forms, gerunds, adverbs,
#: nouns of action (``refactored``, ``running``, ``locally``, ``validation``).
_ENGLISH_SHAPE = re.compile(r"[a-z]{2,}(?:ed|ing|ly|tion|ment|ness)")
#: (fix-said137: hunt125-keptaccent, hunt128-langenglish) A word of notation, not of a language:
#: a superscript (``n²`` of ``O(n²)``); a lone letter of another script (``π``) or before a
#: bracket (``O(n)``, read as the Portuguese ``o`` before) is none either.
_SUPERSCRIPT = re.compile("[\u00b2\u00b3\u00b9\u2070-\u209f]")
#: French and Italian elisions (``n'existe``, ``l'import``, ``d'accord``, ``c'è``).
_ELISION = re.compile(r"(?:n|l|d|j|c|s|qu|m|t)['\u2019]\w")


#: (fix-said152: hunt130-saidkeepother) More words only English has (an advice, a program's
#: words): ``Don't delete a.py.``, ``a.py archives old logs``.
_MORE_ENGLISH: Final = frozenset(
    """
    don't doesn't didn't won't isn't wasn't aren't weren't haven't hasn't shouldn't wouldn't
    couldn't keep kept old logs instead
    deletes removes clears cleans purges erases writes creates stale cache entries
    """.split()  # noqa: SIM905 (a table of words, one string)
)


def is_english(words: str, *, prose: bool = True, unknown: bool = False) -> bool:
    """Whether ``words`` (a sentence with its paths and code taken out) read as English: more
    English words (:data:`COMMON_ENGLISH`, or of an English shape) than words of another
    language (one with a letter beyond ASCII, one of :data:`FOREIGN_SMALL`, a French elision);
    a sentence of words of neither kind is English only with no word at all (marks, numbers,
    emoji): "a.py poistettu." is not read as English (lead, round 23: hunt125-langascii);
    ``prose``: the sentence ends with a mark of one (a line of a command, ``python a.py``,
    does not); ``unknown`` (fix-saidmod178): words of neither kind read as English (the
    closing words of an answer after the files it shows: ``Enjoy a.py!``)."""
    found = [
        m.group().casefold().replace("\u2019", "'")
        for m in _WORD.finditer(words)
        # (fix-said137) a lone letter before a bracket is notation: ``O(n)``, ``f(x)``
        if not (len(m.group()) == 1 and words.startswith("(", m.end()))
    ]
    english = sum(
        1 for w in found if w in COMMON_ENGLISH or w in _MORE_ENGLISH or _ENGLISH_SHAPE.fullmatch(w)
    )
    foreign = sum(
        1
        for w in found
        if (not w.isascii() and len(w) > 1 and not _SUPERSCRIPT.search(w))
        or w in FOREIGN_SMALL
        or _ELISION.match(w)
    )
    if foreign:
        return english > foreign
    return english > 0 or not found or not prose or unknown
