"""hunt145: a short part lead whose qualifier is marked up inline ("Only the *HSV* part:",
"Only the `HSV` part:", "Just the `rgb_to_hsv` part:", "Just the <b>HSV</b> part:"):
fix-en175 drops a wrapping of the WHOLE line only, so the qualifier's marks make
:data:`labels._LEAD_PART` miss it. Read as no word on the block, the part is written whole:
usable-WRONG (the base 6056e91f wrote them too).

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
        pytest.param("Only the *HSV* part:", id="italic-star"),
        pytest.param("Only the _HSV_ part:", id="italic-underscore"),
        pytest.param("Only the `HSV` part:", id="code-word"),
        pytest.param("Just the `rgb_to_hsv` part:", id="code-name"),
        pytest.param("Here's only the `HSV` section:", id="heres-only-code"),
        pytest.param("Just the <b>HSV</b> part:", id="html-bold"),
        pytest.param("Just the <code>HSV</code> part:", id="html-code"),
    ],
)
def test_a_part_lead_with_inline_marks_over_a_part_refuses(prose: str) -> None:
    refused(_answer(prose, _HSV))


@pytest.mark.parametrize(
    "prose",
    [
        pytest.param(
            "The updated `rgb_to_hsv` part is below, in the full file:", id="guard-code-in-whole"
        ),
    ],
)
def test_a_part_lead_with_inline_marks_guard_the_whole_file_stays_usable(prose: str) -> None:
    result = parse_response(_answer(prose, _SRC))
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert files_of(result) == [("colorsys.py", _SRC)]
