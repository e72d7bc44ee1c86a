"""hunt145: a short part lead after a mark fix-en175's :func:`labels._lead_marks_dropped` does not
drop: a Unicode bullet or arrow ("• Only the HSV part:", "‣ Excerpt:", "◦",
"▪", "→"), a keycap number ("2️⃣"), a step label ("Step 2: only the HSV
part:") or an opening label in italics ("_Note:_ excerpt only."). Read as no word on the
block, the part is written whole: usable-WRONG (the base 6056e91f wrote them too).

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
        pytest.param("• Only the HSV part:", id="bullet"),
        pytest.param("‣ Excerpt:", id="triangle-bullet"),
        pytest.param("◦ Excerpt:", id="white-bullet"),
        pytest.param("▪ Only the HSV part:", id="square-bullet"),
        pytest.param("→ Only the HSV part:", id="arrow"),
        pytest.param("2️⃣ Only the HSV part:", id="keycap"),
        pytest.param("Step 2: only the HSV part:", id="step-label"),
        pytest.param("_Note:_ excerpt only.", id="italic-note"),
    ],
)
def test_a_part_lead_after_another_mark_over_a_part_refuses(prose: str) -> None:
    refused(_answer(prose, _HSV))


@pytest.mark.parametrize(
    "prose",
    [
        pytest.param("• Here's the full file:", id="guard-bullet-full"),
        pytest.param("→ Updated file:", id="guard-arrow-updated"),
        pytest.param("Step 2: update `colorsys.py`:", id="guard-step-update"),
        pytest.param("_Note:_ this is the whole file.", id="guard-italic-note-whole"),
    ],
)
def test_a_part_lead_after_another_mark_guard_the_whole_file_stays_usable(prose: str) -> None:
    result = parse_response(_answer(prose, _SRC))
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert files_of(result) == [("colorsys.py", _SRC)]
