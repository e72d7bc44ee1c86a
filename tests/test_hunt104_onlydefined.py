"""hunt104: a lead or sentence of the shape "`f()` is the only function in `colorsys.py` ..." or
"only `f()` is defined ..." that says the block is ONE part of the file (a snippet, an excerpt,
the one function to replace or that changed, the rest said kept or omitted).

fix-prose84 reads "In `utils.py` only `slugify()` is defined:" and "The only function in
`utils.py` is `slugify()`; ..." as describing the module (whole); the sentences below carry the
same shape but say the opposite, and most of them were refused at 73979a35.

Expected by hand: the block is ONE function (yiq_to_rgb, or rgb_to_yiq with it) of the real
stdlib colorsys.py, which also holds the HLS and HSV converters; the sentence says it is the
one function shown, changed or to replace: a part; writing it whole deletes the rest of
colorsys.py: not usable.
"""

from __future__ import annotations

import re
import sysconfig
from pathlib import Path

import pytest
from meant import refused

_SRC = Path(sysconfig.get_paths()["stdlib"], "colorsys.py").read_text()


def _function(name: str) -> str:
    found = re.search(rf"^def {name}\(.*?(?=^def |^# |\Z)", _SRC, re.S | re.M)
    assert found is not None
    return found.group().rstrip() + "\n"


_ONE = _function("yiq_to_rgb")
_TWO = _function("rgb_to_yiq") + "\n\n" + _function("yiq_to_rgb")


@pytest.mark.parametrize(
    "lead",
    [
        pytest.param(
            "In `colorsys.py` only `yiq_to_rgb()` is defined in this snippet:",
            id="defined-in-this-snippet",
        ),
        pytest.param("The only function in this excerpt is `yiq_to_rgb()`:", id="this-excerpt"),
        pytest.param(
            "Only `yiq_to_rgb()` is defined below; the rest of `colorsys.py` stays.",
            id="defined-below-rest-stays",
        ),
        pytest.param(
            "`yiq_to_rgb()` is the only function in `colorsys.py` you need to replace:",
            id="only-function-to-replace",
        ),
        pytest.param(
            "The only function in `colorsys.py` that needed changing is `yiq_to_rgb()`:",
            id="only-function-that-needed-changing",
        ),
        pytest.param(
            "`yiq_to_rgb()` is the only function in `colorsys.py` with a bug; here it is fixed:",
            id="only-function-with-a-bug",
        ),
        pytest.param(
            "In this partial listing of `colorsys.py`, only `yiq_to_rgb()` is defined:",
            id="partial-listing",
        ),
        pytest.param(
            "Only `yiq_to_rgb()` is defined here; `rgb_to_hsv()` and the others are omitted:",
            id="defined-here-others-omitted",
        ),
    ],
)
def test_one_function_said_the_only_one_in_a_part(lead: str) -> None:
    refused(f"{lead}\n\n`colorsys.py`:\n\n```python\n{_ONE}```\n")


@pytest.mark.parametrize(
    ("lead", "after"),
    [
        pytest.param(
            "The only function in `colorsys.py` I changed is `yiq_to_rgb()`:",
            "",
            id="only-function-i-changed",
        ),
        pytest.param(
            "`yiq_to_rgb()` is the only function in `colorsys.py` that changes:",
            "",
            id="only-function-that-changes",
        ),
        pytest.param(
            "It exposes `rgb_to_yiq()` and `yiq_to_rgb()`; the other converters stay as they are:",
            "",
            id="exposes-others-stay",
        ),
        pytest.param(
            "",
            "Only `yiq_to_rgb()` changed; `rgb_to_yiq()` is unchanged, as are the HSV and HLS "
            "conversions.",
            id="unchanged-as-are-the-others",
        ),
        pytest.param(
            "",
            "Only `yiq_to_rgb()` changed; `rgb_to_yiq()` is unchanged and so is everything "
            "below it.",
            id="unchanged-and-everything-below",
        ),
        pytest.param(
            "", "`rgb_to_yiq()` is unchanged; I skipped the HSV functions.", id="skipped-the-hsv"
        ),
        pytest.param(
            "",
            "`rgb_to_yiq()` is unchanged, and so are the other converters in `colorsys.py`.",
            id="and-so-are-the-others-in-the-file",
        ),
    ],
)
def test_two_functions_shown_of_a_larger_module(lead: str, after: str) -> None:
    head = f"{lead}\n\n" if lead else ""
    refused(f"{head}`colorsys.py`:\n\n```python\n{_TWO}```\n\n{after}\n")
