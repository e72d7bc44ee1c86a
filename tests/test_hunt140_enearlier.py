"""hunt140: fix-lead162's short part leads ("Only the HSV part.", "Snippet:", "Here's only
what changed.", "Rest unchanged.") one line or one paragraph BEFORE the line right before the
block, another sentence between ("I fixed the hue rounding."): only the line right before the
block (or its label) is read as the lead. The base b8cdcaa1 wrote them whole too: not
regressions.

Expected by hand from what the model meant: the block holds only the HSV converters of the real
stdlib colorsys.py; the lead says it is a part, the sentence after it says what was fixed:
written as the whole colorsys.py it deletes the rest (not usable)."""

from __future__ import annotations

import sysconfig
from pathlib import Path

import pytest
from meant import refused

_SRC = (Path(sysconfig.get_paths()["stdlib"]) / "colorsys.py").read_text(encoding="utf-8")
_HSV = _SRC[_SRC.index("def rgb_to_hsv") :]


@pytest.mark.parametrize(
    ("lead", "between", "then"),
    [
        pytest.param("Only the HSV part.", "\n", "I fixed the hue rounding.", id="part-line"),
        pytest.param("Only the HSV part.", "\n\n", "I fixed the hue rounding.", id="part-para"),
        pytest.param("Snippet:", "\n", "This fixes the rounding.", id="snippet-line"),
        pytest.param("Snippet:", "\n\n", "This fixes the rounding.", id="snippet-para"),
        pytest.param("Here's only what changed.", "\n", "The hue now wraps.", id="changed-line"),
        pytest.param("Here's only what changed.", "\n\n", "The hue now wraps.", id="changed-para"),
        pytest.param("Rest unchanged.", "\n\n", "I fixed the hue rounding.", id="rest-para"),
        pytest.param("Excerpt:", "\n", "(hue now wraps at 1.0)", id="excerpt-line-parenthesis"),
    ],
)
def test_a_short_part_lead_before_another_sentence_refuses(
    lead: str, between: str, then: str
) -> None:
    refused(f"{lead}{between}{then}\n\n`colorsys.py`:\n\n```python\n{_HSV}```\n")
