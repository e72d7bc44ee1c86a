"""hunt140: short English leads naming a part of the file in a wording fix-lead162's
:data:`_LEAD_PART` does not read: a trimmed version named bare ("Condensed:", "Short version:",
"Trimmed:", "Cut-down version:", "Abbreviated:", "Stripped down:", "Shortened:"). The base
b8cdcaa1 wrote them whole too: not regressions.

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
        pytest.param("Condensed:", id="condensed"),
        pytest.param("Short version:", id="short-version"),
        pytest.param("Trimmed:", id="trimmed"),
        pytest.param("Cut-down version:", id="cut-down-version"),
        pytest.param("Abbreviated:", id="abbreviated"),
        pytest.param("Stripped down:", id="stripped-down"),
        pytest.param("Trimmed version:", id="trimmed-version"),
        pytest.param("Shortened:", id="shortened"),
        # guards: read today
        pytest.param("Abridged:", id="guard-abridged"),
        pytest.param("Partial view:", id="guard-partial-view"),
    ],
)
def test_a_trimmed_version_refuses(prose: str) -> None:
    refused(_answer(prose))
