"""hunt108: sentences after the one block, in languages of the note table of issue 20
(``ingest/note_words.py``), in wordings and spellings the table does not read.

Expected by hand for every id: shlex.py is sent as ONE function of the real stdlib module
(``quote``); the sentence says the rest of the file (or its other functions) is kept, or only
``quote()`` changed: a part. Writing it whole deletes the rest of shlex.py: not usable. Each
test names the shape of its class; the English equivalent of each refuses (the guards).
"""

from __future__ import annotations

import pytest
from meant import refused
from shlex_part import QUOTE_BLOCK as _BLOCK


def _refused(answer: str) -> None:
    refused(answer)


@pytest.mark.parametrize(
    "after",
    [
        pytest.param("The rest of the\nfile is unchanged.", id="en"),
        pytest.param("Le reste du\nfichier est inchangé.", id="fr"),
        pytest.param("Der Rest der\nDatei bleibt unverändert.", id="de"),
        pytest.param("El resto del\narchivo no cambia.", id="es"),
    ],
)
def test_note_split_over_two_lines(after: str) -> None:
    """hunt108-split: the sentence is wrapped in the middle (a hard-wrapped answer)."""
    _refused(f"{_BLOCK}\n{after}\n")


@pytest.mark.parametrize(
    "after",
    [
        pytest.param("Le reste de `shlex.py` est inchangé.", id="fr"),
        pytest.param("Der Rest von `shlex.py` bleibt unverändert.", id="de"),
        pytest.param("El resto de `shlex.py` no cambia.", id="es"),
        pytest.param("Il resto di `shlex.py` rimane invariato.", id="it"),
        pytest.param("Остальное в `shlex.py` без изменений.", id="ru"),
        pytest.param("O resto de `shlex.py` continua igual.", id="pt"),
    ],
)
def test_the_rest_of_the_named_path_unchanged(after: str) -> None:
    """hunt108-pathsubject: the file is named by its path where the table wants "file"."""
    _refused(f"{_BLOCK}\n{after}\n")


@pytest.mark.parametrize(
    "after",
    [
        pytest.param("Der Rest des Moduls bleibt unverändert.", id="de-moduls"),
        pytest.param("Der restliche Dateiinhalt bleibt unverändert.", id="de-dateiinhalt"),
        pytest.param("Reszta modułu pozostaje bez zmian.", id="pl-modulu"),
        pytest.param("Le reste ne bouge pas.", id="fr-ne-bouge-pas"),
        pytest.param("O resto do ficheiro mantém-se igual.", id="pt-pt-mantem-se"),
        pytest.param("Решта коду не змінюється.", id="uk-kodu"),
        pytest.param("Dosyanın geri kalanı değişmedi.", id="tr-geri-kalani"),  # noqa: RUF001
        pytest.param("Phần còn lại không thay đổi.", id="vi-con-lai"),
    ],
)
def test_inflections_and_wordings_the_table_lacks(after: str) -> None:
    """hunt108-inflect: a case form or an everyday word of a table language not listed."""
    _refused(f"{_BLOCK}\n{after}\n")


@pytest.mark.parametrize(
    "after",
    [
        pytest.param("Остальные методы не изменились.", id="ru-metody-ne-izmenilis"),
        pytest.param("其余方法没有变化。", id="zh-meiyou-bianhua"),
        pytest.param("他のメソッドは変わっていません。", id="ja-kawatte-imasen"),
        pytest.param("나머지 메서드는 바뀌지 않았습니다.", id="ko-bakkwiji-anatseumnida"),
        pytest.param("只改了 `quote()`。", id="zh-zhi-gai-le"),
        pytest.param("`quote()` 以外は変更していません。", id="ja-igai"),
        pytest.param("`quote()`만 바꿨습니다.", id="ko-man-bakkwot"),
    ],
)
def test_negated_verbs_and_only_in_ru_and_cjk(after: str) -> None:
    """hunt108-negverb: "did not change" as a negated verb, "only ... changed" by a verb or
    particle the table lacks (以外, 改了, 바꿨)."""
    _refused(f"{_BLOCK}\n{after}\n")


@pytest.mark.parametrize(
    "after",
    [
        pytest.param("Je n'ai modifié que `quote()`.", id="fr-ne-que"),
        pytest.param("Je n’ai changé que la fonction `quote()`.", id="fr-ne-que-typographic"),  # noqa: RUF001
        pytest.param("Geändert wurde bloß `quote()`.", id="de-bloss"),
        pytest.param("Ich habe ausschließlich `quote()` geändert.", id="de-ausschliesslich"),
        pytest.param("Zmieniłem wyłącznie `quote()`.", id="pl-wylacznie"),
    ],
)
def test_only_words_the_table_lacks(after: str) -> None:
    """hunt108-onlyverb: French "ne ... que", German "bloß", "ausschließlich", Polish
    "wyłącznie": each is "only"."""
    _refused(f"{_BLOCK}\n{after}\n")


@pytest.mark.parametrize(
    "after",
    [
        pytest.param("Ostal'noe bez izmenenij.", id="ru-ostalnoe"),
        pytest.param("Ostalnoj kod ne menyaetsya.", id="ru-ostalnoj-kod"),
        pytest.param("Ostalnaya chast faila bez izmenenii.", id="ru-chast-faila"),
    ],
)
def test_transliterated_russian(after: str) -> None:
    """hunt108-translit: Russian in Latin letters, as written on keyboards without Cyrillic."""
    _refused(f"{_BLOCK}\n{after}\n")


@pytest.mark.parametrize(
    "after",
    [
        pytest.param("The rest of `shlex.py` is unchanged.", id="en-path"),
        pytest.param("Der Rest des Codes bleibt unverändert.", id="de-codes"),
        pytest.param("Les autres méthodes ne changent pas.", id="fr-autres-methodes"),
        pytest.param("Modifiqué únicamente `quote()`.", id="es-unicamente"),
        pytest.param("仅 `quote()` 有改动。", id="zh-jin"),
    ],
)
def test_guard_refused(after: str) -> None:
    _refused(f"{_BLOCK}\n{after}\n")
