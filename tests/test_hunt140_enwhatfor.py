"""hunt140: short English leads naming a part of the file in a wording fix-lead162's
:data:`_LEAD_PART` does not read: the part said by what it is for ("The part in question:", "The
part I'm changing:", "Lines to replace:", "Here's the snippet with the fix:") or with "below"
after the noun ("Snippet below:", "Excerpted below:"). The base b8cdcaa1 wrote them whole too:
not regressions.

Expected by hand from what the model meant: the block holds only the HSV converters of the real
stdlib colorsys.py (which also holds __all__, the constants and the YIQ and HLS converters); the
lead says it is a part: written as the whole colorsys.py it deletes the rest (not usable)."""

from __future__ import annotations

import sysconfig
from pathlib import Path

import pytest
from meant import refused

_SRC = (Path(sysconfig.get_paths()["stdlib"]) / "colorsys.py").read_text(encoding="utf-8")
_HSV = _SRC[_SRC.index("def rgb_to_hsv") :]


def _answer(prose: str) -> str:
    return f"{prose}\n\n`colorsys.py`:\n\n```python\n{_HSV}```\n"


@pytest.mark.parametrize(
    "prose",
    [
        pytest.param("Snippet below:", id="snippet-below"),
        pytest.param("Here's the part you need:", id="part-you-need"),
        pytest.param("The part in question:", id="part-in-question"),
        pytest.param("The part I'm changing:", id="part-im-changing"),
        pytest.param("The part to replace:", id="part-to-replace"),
        pytest.param("Lines to replace:", id="lines-to-replace"),
        pytest.param("Here's the snippet with the fix:", id="snippet-with-the-fix"),
        pytest.param("Excerpted below:", id="excerpted-below"),
        # guards: read today
        pytest.param("Relevant part below:", id="guard-relevant-below"),
        pytest.param("Here's the updated snippet:", id="guard-updated-snippet"),
    ],
)
def test_a_part_said_by_what_it_is_for_refuses(prose: str) -> None:
    refused(_answer(prose))
