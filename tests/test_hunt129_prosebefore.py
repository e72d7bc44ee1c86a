"""hunt129: prose before a labelled block that says the other code of the file is kept,
skipped or shown only in part, in wordings the reader of fix-prose132 does not read.

``The imports and the rest of the module haven't changed.``, ``Here's the relevant section of
`colorsys.py`:`` and ``The rest is identical to what you have.`` before the block refuse it.
The sentences below say the same of the other converters (left alone, not touched, the same as
the user's, not repeated, omitted, not shown, needing no change) or that the block holds only
some functions, and the block is written as all of colorsys.py.

Expected by hand from what the model meant: the block holds only the HSV converters of the real
stdlib colorsys.py (rgb_to_hsv, hsv_to_rgb), which also holds the YIQ and HLS ones; the prose
says the rest is kept: a part; writing it whole deletes the rest of colorsys.py: not usable."""

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
        pytest.param("I left the other converters alone.", id="left-the-others-alone"),
        pytest.param("I didn't touch the remaining functions.", id="didnt-touch-the-remaining"),
        pytest.param(
            "The YIQ and HLS functions are the same as in your version, so I left them out.",
            id="same-as-yours-left-out",
        ),
        pytest.param(
            "Everything before `rgb_to_hsv()` is as you had it.", id="everything-before-as-you-had"
        ),
        pytest.param("I've only included the parts that changed.", id="only-included-the-changed"),
        pytest.param(
            "Below is the new HSV code (other converters omitted):", id="others-omitted-in-brackets"
        ),
        pytest.param("No need to repeat the YIQ and HLS converters.", id="no-need-to-repeat"),
        pytest.param(
            "The YIQ/HLS converters don't need any changes.", id="others-dont-need-changes"
        ),
    ],
)
def test_prose_saying_the_others_are_kept_makes_the_block_a_part(prose: str) -> None:
    refused(_answer(prose))


@pytest.mark.parametrize(
    "prose",
    [
        pytest.param("Just the HSV functions:", id="just-the-functions"),
        pytest.param("Trimmed to the HSV functions:", id="trimmed-to"),
        pytest.param("Only the HSV pair needed fixing:", id="only-the-pair-needed-fixing"),
        pytest.param("Other converters: no changes.", id="others-colon-no-changes"),
        pytest.param("YIQ and HLS stay as they are.", id="named-others-stay"),
        pytest.param("Same as before for YIQ and HLS.", id="same-as-before-for"),
        pytest.param("The rest of the converters are fine as-is.", id="rest-fine-as-is"),
        pytest.param("I've skipped what didn't change.", id="skipped-what-didnt-change"),
    ],
)
def test_a_short_lead_saying_part_makes_the_block_a_part(prose: str) -> None:
    refused(_answer(prose))
