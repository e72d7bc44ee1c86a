"""hunt145: fix-kinds176 reads a foreign "only the <X> part" lead by note_words' tables (_ONLY,
PART_NOUNS, ONLY_MARKED for 'só'); its word of "only" is missing for Norwegian/Danish
'bare' (an English word, as 'só' folds to 'so'), Czech 'jenom', Slovak 'iba'/'len', the
Cyrillic 'само' (Bulgarian, Serbian), Finnish 'vain': "Bare HSV-delen:", "Jenom část s
HSV:". The part is written whole: usable-WRONG (the base 6056e91f
wrote them too; 'Kun HSV-delen:', 'Bara HSV-delen:', 'Csak a HSV rész:' are refused).

Expected by hand from what the model meant: the block holds only the HSV converters of the
stdlib colorsys.py (which also holds __all__, the constants, the YIQ and HLS converters):
written whole it deletes the rest of the module (refused). The guards: an ordinary foreign
lead over the whole file keeps it."""

from __future__ import annotations

import sysconfig
from pathlib import Path

import pytest
from meant import files_of, refused

from artifact_codec import parse_response

_SRC = (Path(sysconfig.get_paths()["stdlib"]) / "colorsys.py").read_text(encoding="utf-8")
_HSV = _SRC[_SRC.index("def rgb_to_hsv") :]


def _answer(prose: str, body: str) -> str:
    return f"{prose}\n\n`colorsys.py`:\n\n```python\n{body}```\n"


@pytest.mark.parametrize(
    "prose",
    [
        pytest.param("Bare HSV-delen:", id="no-bare-delen"),
        pytest.param("Bare den delen som er endret:", id="no-bare-endret"),
        pytest.param("Vain HSV-osa:", id="fi-vain"),
        pytest.param("Jenom část s HSV:", id="cs-jenom"),
        pytest.param("Iba časť s HSV:", id="sk-iba"),
        pytest.param("Len časť s HSV:", id="sk-len"),
        pytest.param("Само частта с HSV:", id="bg-samo"),  # noqa: RUF001
        pytest.param("Само део са HSV:", id="sr-samo"),  # noqa: RUF001
    ],
)
def test_a_foreign_only_lead_by_another_word_over_a_part_refuses(prose: str) -> None:
    refused(_answer(prose, _HSV))


@pytest.mark.parametrize(
    "prose",
    [
        pytest.param("Her er hele filen:", id="guard-no-hele-filen"),
        pytest.param("Tady je celý soubor:", id="guard-cs-cely-soubor"),
    ],
)
def test_a_foreign_only_lead_by_another_word_guard_the_whole_file_stays_usable(prose: str) -> None:
    result = parse_response(_answer(prose, _SRC))
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert files_of(result) == [("colorsys.py", _SRC)]
