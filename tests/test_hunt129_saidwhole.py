"""hunt129: prose beside the whole real stdlib colorsys.py that says the file is complete (or
speaks of the project) while saying one function changed and the others are kept, refused as a
part.

The sentence reader reads "only `rgb_to_hsv()` changed", "the other converters stay as they
are" and "nothing else changes" as saying the block is a part; here the same sentence says the
block is the whole file ("Here is the whole file", "Complete `colorsys.py`", "Full file
below", "The whole file, with ...") or speaks of the project ("in your project", "in the repo",
"on your side"), not of the file.

Expected by hand from what the model meant: the block is all of colorsys.py (byte for byte the
installed module), sent whole with one function said changed: usable, written exactly."""

from __future__ import annotations

import sysconfig
from pathlib import Path

import pytest
from meant import files_of

from artifact_codec import parse_response

_SRC = (Path(sysconfig.get_paths()["stdlib"]) / "colorsys.py").read_text(encoding="utf-8")
_BLOCK = f"`colorsys.py`:\n\n```python\n{_SRC}```\n"


@pytest.mark.parametrize(
    "answer",
    [
        pytest.param(
            "I only fixed `rgb_to_hsv()`; the other converters stay as they are. "
            f"Here is the whole file:\n\n{_BLOCK}",
            id="whole-file-after-only-fixed",
        ),
        pytest.param(
            f"Here is the complete file; the other functions are unchanged:\n\n{_BLOCK}",
            id="complete-file-others-unchanged",
        ),
        pytest.param(
            "Full file below. Only `rgb_to_hsv()` changed, everything else is the same:"
            f"\n\n{_BLOCK}",
            id="full-file-below",
        ),
        pytest.param(
            "Complete `colorsys.py` (only `rgb_to_hsv()` changed, the rest is as before):"
            f"\n\n{_BLOCK}",
            id="complete-named-file",
        ),
        pytest.param(
            "The whole file, with only `rgb_to_hsv()` fixed (the other functions are "
            f"unchanged):\n\n{_BLOCK}",
            id="whole-file-with-only",
        ),
        pytest.param(f"{_BLOCK}\nNothing else changes in your project.\n", id="project"),
        pytest.param(f"{_BLOCK}\nNothing else changes in the repo.\n", id="repo"),
        pytest.param(f"{_BLOCK}\nNothing else changes on your side.\n", id="your-side"),
    ],
)
def test_a_whole_module_said_whole_stays_whole(answer: str) -> None:
    result = parse_response(answer)
    assert result.usable, (result.status, [d.message for d in result.diagnostics])
    assert files_of(result) == [("colorsys.py", _SRC)]
