"""hunt140: short English leads naming a part of the file in a wording fix-lead162's
:data:`_LEAD_PART` does not read: a qualifier with no noun ("HSV only:", "Only HSV:"), the
functions named with "only" ("Only rgb_to_hsv and hsv_to_rgb:"), the qualifier after the noun
("Excerpt (HSV):", "The HSV portion, abridged:"). The base b8cdcaa1 wrote them whole too: not
regressions.

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
        pytest.param("HSV only:", id="qualifier-only"),
        pytest.param("Only HSV:", id="only-qualifier"),
        pytest.param("Only rgb_to_hsv and hsv_to_rgb:", id="only-the-names"),
        pytest.param("Excerpt (HSV):", id="excerpt-qualifier-after"),
        pytest.param("The HSV portion, abridged:", id="portion-abridged"),
        pytest.param("An excerpt, HSV only:", id="excerpt-comma-only"),
        pytest.param("HSV section (excerpt):", id="section-excerpt-parenthesised"),
        pytest.param("Just rgb_to_hsv/hsv_to_rgb:", id="just-names-slashed"),
        # guards: read today
        pytest.param("Only the HSV stuff:", id="guard-only-the-stuff"),
        pytest.param("Here are just the HSV converters:", id="guard-just-converters"),
    ],
)
def test_a_part_named_by_its_qualifier_refuses(prose: str) -> None:
    refused(_answer(prose))
