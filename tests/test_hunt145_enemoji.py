"""hunt145: a short part lead with an emoji before or after it, as chat models write them
("👇 Only the HSV part:", "Excerpt 👇", "Only the HSV part ⬇️",
"✂️ Excerpt:", "> 💡 Only the HSV part is shown."): fix-en175's
:func:`labels._lead_marks_dropped` drops no emoji and :data:`_LEAD_PART_END` ends at a colon.
Read as no word on the block, the part is written whole: usable-WRONG (the base 6056e91f
wrote them too).

Expected by hand from what the model meant: the block holds only the HSV converters of the
stdlib colorsys.py (which also holds __all__, the constants, the YIQ and HLS converters):
written whole it deletes the rest of the module, so each is refused. The guards, the same
dressing over the whole file, stay usable."""

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
        pytest.param("👇 Only the HSV part:", id="point-down-before"),
        pytest.param("⚠️ Only the HSV part:", id="warning-before"),
        pytest.param("✂️ Excerpt:", id="scissors"),
        pytest.param("📄 Only the HSV part:", id="page"),
        pytest.param("> 💡 Only the HSV part is shown.", id="quote-bulb"),
        pytest.param("Excerpt 👇", id="point-down-after"),
        pytest.param("Only the HSV part: 👇", id="colon-then-emoji"),
        pytest.param("Only the HSV part ⬇️", id="arrow-emoji-after"),
    ],
)
def test_a_part_lead_with_an_emoji_over_a_part_refuses(prose: str) -> None:
    refused(_answer(prose, _HSV))


@pytest.mark.parametrize(
    "prose",
    [
        pytest.param("👇 Here's the updated file:", id="guard-emoji-updated"),
        pytest.param("Here's the updated file 👇", id="guard-updated-emoji"),
    ],
)
def test_a_part_lead_with_an_emoji_guard_the_whole_file_stays_usable(prose: str) -> None:
    result = parse_response(_answer(prose, _SRC))
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert files_of(result) == [("colorsys.py", _SRC)]
