"""hunt140: fix-lead162's short part leads ("Only the HSV part:", "Snippet:", "Here's only what
changed:", "Here's the relevant excerpt:") after an opening word or sentence on the same line
("Sure! ...", "Fixed. ...", "I fixed the hue rounding. ...", "Here you go, ..."): the lead is
read only when it is the whole line. The base b8cdcaa1 wrote them whole too: not regressions.

Expected by hand from what the model meant: the block holds only the HSV converters of the real
stdlib colorsys.py; the lead says it is a part: written as the whole colorsys.py it deletes the
rest (not usable). "OK, just the changed lines:" is read today."""

from __future__ import annotations

import sysconfig
from pathlib import Path

import pytest
from meant import refused

_SRC = (Path(sysconfig.get_paths()["stdlib"]) / "colorsys.py").read_text(encoding="utf-8")
_HSV = _SRC[_SRC.index("def rgb_to_hsv") :]


@pytest.mark.parametrize(
    "prose",
    [
        pytest.param("Sure! Only the HSV part:", id="sure-only-the-part"),
        pytest.param("Fixed. Snippet:", id="fixed-snippet"),
        pytest.param("I fixed the hue rounding. Only the HSV part:", id="sentence-then-lead"),
        pytest.param("Good catch. Here's only what changed:", id="good-catch-only-what-changed"),
        pytest.param("Done \u2014 here's the relevant excerpt:", id="done-dash-excerpt"),
        pytest.param("Sure, here's an excerpt:", id="sure-comma-excerpt"),
        pytest.param("Here you go, only the HSV part:", id="here-you-go-only"),
        pytest.param("Sure. HSV functions only:", id="sure-functions-only"),
        # guard: read today
        pytest.param("OK, just the changed lines:", id="guard-ok-changed-lines"),
    ],
)
def test_a_short_part_lead_after_an_opening_refuses(prose: str) -> None:
    refused(f"{prose}\n\n`colorsys.py`:\n\n```python\n{_HSV}```\n")
