"""hunt140: a short English note right AFTER a block saying the block is only a part of its file
("Only the HSV part.", "Excerpt only.", "The above is an excerpt.", "Rest unchanged."):
fix-lead162 reads its short part leads only BEFORE the block; the same words after it are not
read. The base b8cdcaa1 wrote them whole too: not regressions.

Expected by hand from what the model meant: the block holds only the HSV converters of the real
stdlib colorsys.py (which also holds __all__, the constants and the YIQ and HLS converters);
the note says the block is a part: written as the whole colorsys.py it deletes the rest (not
usable)."""

from __future__ import annotations

import sysconfig
from pathlib import Path

import pytest
from meant import refused

_SRC = (Path(sysconfig.get_paths()["stdlib"]) / "colorsys.py").read_text(encoding="utf-8")
_HSV = _SRC[_SRC.index("def rgb_to_hsv") :]


def _answer(note: str) -> str:
    return f"`colorsys.py`:\n\n```python\n{_HSV}```\n\n{note}\n"


@pytest.mark.parametrize(
    "note",
    [
        pytest.param("Only the HSV part.", id="only-the-part"),
        pytest.param("That's only the HSV part.", id="thats-only-the-part"),
        pytest.param("Excerpt only.", id="excerpt-only"),
        pytest.param("HSV part only.", id="part-only"),
        pytest.param("(HSV functions only)", id="functions-only-parenthesised"),
        pytest.param("The above is an excerpt.", id="above-is-an-excerpt"),
        pytest.param("Rest unchanged.", id="rest-unchanged"),
        pytest.param("Partial listing.", id="partial-listing"),
        # guards: read today
        pytest.param("That's just the relevant excerpt.", id="guard-just-the-relevant"),
        pytest.param("Above is only the changed part.", id="guard-above-changed-part"),
        pytest.param("The rest is as before.", id="guard-rest-as-before"),
        pytest.param("Rest of file unchanged.", id="guard-rest-of-file"),
    ],
)
def test_a_short_note_after_the_block_saying_a_part_refuses(note: str) -> None:
    refused(_answer(note))
