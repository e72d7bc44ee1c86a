"""hunt144: the English form of lead27's foreign rule (:func:`says_file_whole`, fix-prose146: a
part reading of a lead yields to "... here is the whole file" in the same line) reads a word of
the whole beside "file" as "the block is the whole file" where the lead names the whole file
only to say it is NOT sent: too long ("The whole file is too long, so here are only the HSV
functions:"), replaced ("Rather than the full file, only the HSV functions:"), refused ("I won't
paste the whole file, just the HSV functions:"), over the tail of the stdlib colorsys.py (from
``rgb_to_hsv`` on). Each lead without its first clause ("Here are only the HSV functions:") is
refused today. Not regressions: the base bee7c794 wrote them too.

Expected by hand from what the model meant: only the HSV functions are sent: written whole the
file loses the rest of the module (not usable)."""

from __future__ import annotations

import sysconfig
from pathlib import Path

import pytest
from meant import refused

_SRC = (Path(sysconfig.get_paths()["stdlib"]) / "colorsys.py").read_text(encoding="utf-8")
_TAIL = _SRC[_SRC.index("def rgb_to_hsv") :]


@pytest.mark.parametrize(
    "prose",
    [
        pytest.param(
            "The whole file is too long, so here are only the HSV functions:", id="too-long"
        ),
        pytest.param("The complete file is long; here is only the HSV part:", id="complete-long"),
        pytest.param("Rather than the full file, only the HSV functions:", id="rather-than"),
        pytest.param("I won't paste the whole file, just the HSV functions:", id="wont-paste"),
        pytest.param(
            "The whole file would be long, so only the HSV functions:", id="would-be-long"
        ),
        pytest.param(
            "I'm not pasting the complete file; only the HSV functions:", id="not-pasting"
        ),
        pytest.param("The full file is huge, so just the HSV functions:", id="huge"),
        pytest.param(
            "If you need the whole file, let me know; here are only the HSV functions:",
            id="if-you-need",
        ),
    ],
)
def test_the_whole_file_named_as_not_sent_still_says_part(prose: str) -> None:
    refused(f"{prose}\n\n`colorsys.py`:\n\n```python\n{_TAIL}```\n")


@pytest.mark.parametrize(
    "prose",
    [
        # guards: read right today
        pytest.param("Instead of the whole file, here is only the changed part:", id="instead"),
        pytest.param("Not the full file, only the HSV functions:", id="not-the-full"),
        pytest.param("Here are only the HSV functions:", id="only"),
    ],
)
def test_the_whole_file_named_as_not_sent_guard(prose: str) -> None:
    refused(f"{prose}\n\n`colorsys.py`:\n\n```python\n{_TAIL}```\n")
