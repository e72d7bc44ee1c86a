"""hunt134: short English leads before a labelled block saying it shows only a part of its
file ("Only the HSV part:", "HSV functions only:", "Here's the relevant excerpt:", "Rest
unchanged."), in wordings fix-lead154 does not read ("Just the HSV functions:" and "Partial
file (HSV only):" are read and refuse).

Expected by hand from what the model meant: the block holds only the HSV converters of the real
stdlib colorsys.py (rgb_to_hsv, hsv_to_rgb), which also holds __all__, the constants and the
YIQ and HLS converters; the lead says the block is a part of it: writing it as the whole
colorsys.py deletes the rest (not usable). A lead saying the file is whole over the whole file
stays usable."""

from __future__ import annotations

import sysconfig
from pathlib import Path

import pytest
from meant import files_of, refused

from artifact_codec import parse_response

_SRC = (Path(sysconfig.get_paths()["stdlib"]) / "colorsys.py").read_text(encoding="utf-8")
_HSV = _SRC[_SRC.index("def rgb_to_hsv") :]


def _answer(prose: str, body: str = _HSV) -> str:
    return f"{prose}\n\n`colorsys.py`:\n\n```python\n{body}```\n"


@pytest.mark.parametrize(
    "prose",
    [
        pytest.param("Only the HSV part:", id="only-the-part"),
        pytest.param("Here's only what changed:", id="only-what-changed"),
        pytest.param("Here is the HSV section only:", id="section-only"),
        pytest.param("HSV functions only:", id="functions-only"),
        pytest.param("Rest unchanged.", id="rest-unchanged-telegraphic"),
        pytest.param("Here's the relevant excerpt:", id="relevant-excerpt"),
        pytest.param("Showing the HSV functions only:", id="showing-only"),
        pytest.param("Abridged to the HSV converters:", id="abridged-to"),
    ],
)
def test_short_lead_saying_only_a_part_refuses(prose: str) -> None:
    refused(_answer(prose))


@pytest.mark.parametrize(
    "prose",
    [
        pytest.param("Just the HSV bits:", id="guard-just-the-bits"),
        pytest.param("Partial file (HSV only):", id="guard-partial-file"),
    ],
)
def test_read_neighbours_still_refuse(prose: str) -> None:
    refused(_answer(prose))


@pytest.mark.parametrize(
    "prose",
    [
        pytest.param(
            "Here is the complete colorsys.py, only rgb_to_hsv changed:", id="complete-only-changed"
        ),
        pytest.param("Complete file, nothing else changed:", id="complete-nothing-else"),
    ],
)
def test_whole_file_said_whole_stays_usable(prose: str) -> None:
    result = parse_response(_answer(prose, _SRC))
    assert result.usable, (result.status, result.diagnostics)
    assert files_of(result) == [("colorsys.py", _SRC)]
