"""hunt146 (issue 20): partnouns. A block's first or last comment that is nothing but a note
of part-ness in words labels.PART_ONLY_NOTE (fix-notes177's kinds: part, portion, section,
bits, pieces, functions, methods, classes) does not list: "code", "conversions", "excerpt"
after a name, "shown" after the part, "partial code", "only what changed". The file is
written as complete at either end of the block.

The answer gives the HSV functions of the stdlib's colorsys.py (its YIQ and HLS functions
left out) under the name colorsys.py. Expected by hand: a part (refused). The base
(6056e91f) wrote them as complete too (not regressions)."""

from __future__ import annotations

import colorsys
import inspect

import pytest
from meant import refused

_SOURCE = inspect.getsource(colorsys)
_HSV = _SOURCE[_SOURCE.index("def rgb_to_hsv") :]


def _answer(body: str) -> str:
    return f"Here you go:\n\n`colorsys.py`:\n\n```python\n{body}```\n"


@pytest.mark.parametrize(
    ("note", "first"),
    [
        pytest.param("# only HSV code", True, id="only-code-first"),
        pytest.param("# HSV code only", False, id="code-only-last"),
        pytest.param("# only the HSV functions shown", True, id="functions-shown-first"),
        pytest.param("# HSV conversions only", True, id="conversions-only-first"),
        pytest.param("# HSV excerpt", False, id="name-excerpt-last"),
        pytest.param("# code excerpt", True, id="code-excerpt-first"),
        pytest.param("# partial code", False, id="partial-code-last"),
        pytest.param("# only what changed", True, id="only-what-changed-first"),
    ],
)
def test_a_part_note_in_other_nouns_is_refused(note: str, first: bool) -> None:
    refused(_answer(f"{note}\n\n{_HSV}" if first else f"{_HSV}\n{note}\n"))


@pytest.mark.parametrize(
    ("note", "first"),
    [
        pytest.param("# only the HSV part", True, id="guard-part-first"),
        pytest.param("# HSV functions only", False, id="guard-functions-last"),
        pytest.param("# excerpt", True, id="guard-excerpt-first"),
    ],
)
def test_the_listed_nouns_stay_refused(note: str, first: bool) -> None:
    refused(_answer(f"{note}\n\n{_HSV}" if first else f"{_HSV}\n{note}\n"))
