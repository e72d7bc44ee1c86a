"""hunt145: fix-kinds176 reads a foreign "only the <X> part" lead by note_words' tables; with a
word of "only" it knows ('samo', 'tik', 'tikai', 'ainult', 'doar', 'μόνο', 'vain') and a noun
of a part missing from PART_NOUNS (Slovenian 'del', Lithuanian 'dalis', Latvian 'daļa',
Estonian and Finnish 'osa', Romanian 'partea', Greek 'κομμάτι'), the lead is no word on the
block and the part is written whole: usable-WRONG (the base 6056e91f wrote them too).

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
        pytest.param("Samo del s HSV:", id="sl-del"),
        pytest.param("Tik HSV dalis:", id="lt-dalis"),
        pytest.param("Tikai HSV daļa:", id="lv-dala"),
        pytest.param("Ainult HSV osa:", id="et-osa"),
        pytest.param("Vain muutettu osa:", id="fi-muutettu-osa"),
        pytest.param("Doar partea HSV:", id="ro-partea"),
        pytest.param("Μόνο το κομμάτι HSV:", id="el-kommati"),
    ],
)
def test_a_foreign_only_lead_by_another_part_noun_over_a_part_refuses(prose: str) -> None:
    refused(_answer(prose, _HSV))


@pytest.mark.parametrize(
    "prose",
    [
        pytest.param("Iată fișierul complet:", id="guard-ro-fisierul-complet"),
        pytest.param("Ορίστε ολόκληρο το αρχείο:", id="guard-el-olokliro"),
    ],
)
def test_a_foreign_only_lead_by_another_part_noun_guard_the_whole_file_stays_usable(
    prose: str,
) -> None:
    result = parse_response(_answer(prose, _SRC))
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert files_of(result) == [("colorsys.py", _SRC)]
