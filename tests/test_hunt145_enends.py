"""hunt145: a short part lead ending in a mark fix-en175's :data:`labels._LEAD_PART_END` (one of
':.!') and its cut do not read: an ellipsis ("Here's an excerpt...", "…"), an arrow
("->", "=>", "↓"), " --", " :-", ".:", a fullwidth colon (U+FF1A), a zero-width space.
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
        pytest.param("Here's an excerpt...", id="ellipsis-dots"),
        pytest.param("Here's an excerpt…", id="ellipsis-char"),
        pytest.param("Only the HSV part ->", id="ascii-arrow"),
        pytest.param("Only the HSV part =>", id="fat-arrow"),
        pytest.param("Excerpt ↓", id="down-arrow"),
        pytest.param("Excerpt --", id="double-dash"),
        pytest.param("Only the HSV part\uff1a", id="fullwidth-colon"),
        pytest.param("Excerpt:\u200b", id="zero-width-space"),
    ],
)
def test_a_part_lead_with_another_end_over_a_part_refuses(prose: str) -> None:
    refused(_answer(prose, _HSV))


@pytest.mark.parametrize(
    "prose",
    [
        pytest.param("Here's the file...", id="guard-file-dots"),
        pytest.param("Here's the file…", id="guard-file-ellipsis"),
    ],
)
def test_a_part_lead_with_another_end_guard_the_whole_file_stays_usable(prose: str) -> None:
    result = parse_response(_answer(prose, _SRC))
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert files_of(result) == [("colorsys.py", _SRC)]
