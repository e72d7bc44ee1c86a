"""hunt140: fix-lead162's short part leads ("Only the HSV part:", "Excerpt:") inside marks it
does not strip: a numbered list item ("1. ", "2) "), a block quote ("> "), italics ("*...*",
"_..._"), bold italics, inline code, or a dash instead of the colon. Read today: a bullet
("* "), bold ("**...**", "__...__"), a heading. The base b8cdcaa1 wrote them whole too: not
regressions.

Expected by hand from what the model meant: the block holds only the HSV converters of the real
stdlib colorsys.py; the lead says it is a part: written as the whole colorsys.py it deletes the
rest (not usable)."""

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
        pytest.param("1. Only the HSV part:", id="numbered-dot"),
        pytest.param("2) Excerpt:", id="numbered-paren"),
        pytest.param("> Only the HSV part:", id="blockquote"),
        pytest.param("*Only the HSV part:*", id="italic-star"),
        pytest.param("_Only the HSV part:_", id="italic-underscore"),
        pytest.param("***Excerpt:***", id="bold-italic"),
        pytest.param("`Excerpt:`", id="inline-code"),
        pytest.param("Excerpt \u2014", id="em-dash"),
        # guards: read today
        pytest.param("* Only the HSV part:", id="guard-bullet"),
        pytest.param("**Only the HSV part**", id="guard-bold"),
        pytest.param("__Excerpt:__", id="guard-bold-underscore"),
        pytest.param("### Only the HSV part", id="guard-heading"),
    ],
)
def test_a_short_part_lead_in_marks_refuses(prose: str) -> None:
    refused(_answer(prose))
