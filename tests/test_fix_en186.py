"""fix-en186 (issue 20): the text above a block saying it is a part, the neighbours of the
classes closed (hunt144-onlyfnwords, -enwholeelse, -ownstemforeign, -ownstempath, -wholerest,
hunt97-allnamed).

Expected by hand from what the model meant: the stdlib colorsys.py from ``rgb_to_hsv`` on and
shlex.py cut before its tail are parts of those modules (written whole they delete the rest:
refused); a block holding one function of auth.py under a lead naming a piece is a part; the
whole colorsys.py (byte for byte the installed module) under a lead saying it is the whole file,
or naming the file, is written exactly; a whole slug.py whose every other name is said
unchanged is written exactly."""

from __future__ import annotations

import sysconfig
from pathlib import Path

import pytest
from meant import files_of, refused

from artifact_codec import parse_response

_STD = Path(sysconfig.get_paths()["stdlib"])
_SRC = (_STD / "colorsys.py").read_text(encoding="utf-8")
_TAIL = _SRC[_SRC.index("def rgb_to_hsv") :]
_SHLEX = (_STD / "shlex.py").read_text(encoding="utf-8")
_SHLEX_NO_TAIL = _SHLEX[: _SHLEX.index("def _print_tokens")]
_AUTH = "def auth_token(user):\n    return user.token or user.refresh()\n"


def _block(path: str, body: str) -> str:
    return f"`{path}`:\n\n```python\n{body}```\n"


# "the only function I changed is X" in other words, over shlex.py cut before its tail
_ONLY_FUNCTION = [
    pytest.param("The only method I've tweaked is split:", id="method-tweaked-bare"),
    pytest.param("The only routine changed is split:", id="routine-no-subject"),
    pytest.param("Only one function changed: `split()`", id="only-one-function-changed"),
    pytest.param("We've only altered `split()`:", id="we-only-altered"),
    pytest.param("The only thing I changed is `split()`.", id="only-thing-period"),
    pytest.param("The single procedure I reworked is `split()`:", id="single-procedure"),
    pytest.param("`split()` is the only routine I adjusted:", id="name-first-routine"),
]


@pytest.mark.parametrize("prose", _ONLY_FUNCTION)
def test_the_only_function_changed_in_other_words_refuses(prose: str) -> None:
    refused(f"{prose}\n\n{_block('shlex.py', _SHLEX_NO_TAIL)}")


# the whole file named only to say it is not sent, over colorsys.py from rgb_to_hsv on
_NOT_SENT = [
    pytest.param(
        "The entire file is too big to paste, so here are just the HSV functions:", id="too-big"
    ),
    pytest.param("I'd rather not paste the whole file; only the HSV part:", id="rather-not"),
    pytest.param(
        "Pasting the complete file would be too much, so only the HSV functions:",
        id="would-be-too-much",
    ),
    pytest.param("Instead of the full file, just the HSV functions:", id="instead-of"),
    pytest.param("The whole module is long, so only the HSV functions:", id="module-long"),
]


@pytest.mark.parametrize("prose", _NOT_SENT)
def test_the_whole_file_said_not_sent_refuses(prose: str) -> None:
    refused(f"{prose}\n\n{_block('colorsys.py', _TAIL)}")


# a short lead in another language naming one piece: changed, relevant, or of the block's names
_FOREIGN_PIECE = [
    pytest.param("Der geänderte Teil:", id="de-geaenderte-teil"),
    pytest.param("Der relevante Teil:", id="de-relevante-teil"),
    pytest.param("Hier der geänderte HSV-Teil:", id="de-hier-hsv-teil"),
    pytest.param("Der geänderte Abschnitt:", id="de-abschnitt"),
    pytest.param("Der HSV-Teil:", id="de-hsv-teil"),
    pytest.param("La partie modifiée :", id="fr-partie-modifiee"),
    pytest.param("Voici le morceau modifié :", id="fr-morceau"),
    pytest.param("La parte modificada:", id="es-parte-modificada"),
    pytest.param("La sección modificada:", id="es-seccion"),
    pytest.param("Il pezzo modificato:", id="it-pezzo"),
    pytest.param("Изменённая часть:", id="ru-izmenennaya-chast"),
    pytest.param("Het gewijzigde deel:", id="nl-gewijzigde-deel"),
    pytest.param("Zmieniona część:", id="pl-zmieniona-czesc"),
    pytest.param("Změněná část:", id="cs-zmenena-cast"),
]


@pytest.mark.parametrize("prose", _FOREIGN_PIECE)
def test_a_foreign_lead_naming_a_piece_refuses(prose: str) -> None:
    refused(f"{prose}\n\n{_block('colorsys.py', _TAIL)}")


def test_a_foreign_piece_note_right_after_the_block_refuses() -> None:
    refused(f"{_block('colorsys.py', _TAIL)}\nDer geänderte Teil.\n")


@pytest.mark.parametrize(
    ("prose", "path"),
    [
        pytest.param("Das Auth-Schnipsel:", "auth.py", id="de-schnipsel"),
        pytest.param("auth 스니펫:", "auth.py", id="ko-snippet"),
        pytest.param("Der Auth-Teil:", "auth.py", id="de-auth-teil"),
        pytest.param("The helpers snippet:", "auth_helpers.py", id="en-helpers-snippet"),
        pytest.param("Here is the utils excerpt:", "auth_utils.py", id="en-utils-excerpt"),
        pytest.param("The views fragment:", "auth/views.py", id="en-views-fragment"),
    ],
)
def test_a_piece_of_auth_named_by_any_word_refuses(prose: str, path: str) -> None:
    refused(f"{prose}\n\n{_block(path, _AUTH)}")


# the whole colorsys.py under leads that say it is whole or name the file: written exactly
_WHOLE = [
    pytest.param("Here is the whole file:", id="whole-file"),
    pytest.param("Here's the full file, it's long:", id="full-file-long-after-comma"),
    pytest.param("Here is the complete file (it's long):", id="complete-file-long-bracket"),
    pytest.param("If you want, here is the whole file:", id="if-you-want-comma"),
    pytest.param("The whole file, with only `rgb_to_hsv()` fixed:", id="whole-with-only"),
    pytest.param("I only fixed `rgb_to_hsv()`; here is the whole file:", id="i-only-whole"),
    pytest.param("The whole file is below, nothing omitted:", id="whole-below"),
    pytest.param("Voici le fichier modifié :", id="fr-fichier-modifie"),
    pytest.param("Die geänderte Datei:", id="de-geaenderte-datei"),
    pytest.param("La nueva versión del archivo:", id="es-nueva-version"),
    pytest.param("Hier ist `colorsys.py`:", id="de-hier-ist-path"),
]


@pytest.mark.parametrize("prose", _WHOLE)
def test_a_whole_file_lead_stays_usable(prose: str) -> None:
    result = parse_response(f"{prose}\n\n{_block('colorsys.py', _SRC)}")
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert files_of(result) == [("colorsys.py", _SRC)]


_PY = (
    "import re\n\nSEP = '-'\n\n\ndef slugify(s):\n"
    "    return re.sub(r'[^a-z0-9]+', SEP, s.lower()).strip(SEP)\n\n\n"
    "def unslug(s):\n    return s.replace(SEP, ' ')\n"
)


@pytest.mark.parametrize(
    ("sentence", "below"),
    [
        pytest.param(
            "Only `unslug()` changed; `slugify()` and `SEP` stay the same.", True, id="unslug"
        ),
        pytest.param(
            "Only `slugify()` changes, `unslug()` and `SEP` are unchanged:", False, id="comma"
        ),
        pytest.param(
            "Only `slugify()` changed (`unslug()` and `SEP` are unchanged).", True, id="bracket"
        ),
    ],
)
def test_every_other_name_said_unchanged_keeps_the_whole_file(sentence: str, below: bool) -> None:
    block = _block("slug.py", _PY)
    answer = f"{block}\n{sentence}\n" if below else f"{sentence}\n\n{block}"
    result = parse_response(answer)
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert files_of(result) == [("slug.py", _PY)]


@pytest.mark.parametrize(
    "sentence",
    [
        # a name said unchanged that the block does not hold: the block is a part
        pytest.param("Only `slugify()` changed; `unslug()` and `SEP` are unchanged.", id="two"),
        pytest.param("Only `slugify()` changed; `SEP` is unchanged.", id="sep-named-only"),
    ],
)
def test_a_name_said_unchanged_missing_from_the_block_refuses(sentence: str) -> None:
    part = "def slugify(s):\n    return s.lower()\n"
    refused(f"{sentence}\n\n{_block('slug.py', part)}")


def test_the_only_function_changed_with_another_kept_and_one_unnamed_refuses() -> None:
    # slugify, unslug and SEP in the block; the sentence never names unslug: it may be a part
    # of a larger file (lead27's reading of "the only function I changed")
    refused(
        "The only function I changed is `slugify()`; `SEP` stays the same.\n\n"
        + _block("slug.py", _PY)
    )
