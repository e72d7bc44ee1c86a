"""Hunt 25: a call in a code block before the real calls (issue 24, fix-calls23's
shown_calls). Expected values by hand: the prose says the answer creates both files, a.py
first (its call happens to be fenced) and then b.py; the model meant both files. A result
holding b.py alone is WRONG (a.py lost while usable); refusing is allowed."""

from __future__ import annotations

import pytest
from meant import meant_or_refused
from tool_renderings import cline as _cline
from tool_renderings import hermes as _hermes

from artifact_codec import parse_response

A = "x = 1\n"
B = "y = 2\n"


@pytest.mark.parametrize(
    ("call", "lang"),
    [pytest.param(_hermes, "json", id="tool_call"), pytest.param(_cline, "xml", id="cline")],
)
def test_a_fenced_first_step_is_not_dropped_as_an_example(call, lang) -> None:  # type: ignore[no-untyped-def]
    text = (
        "I'll create both files.\n\nFirst `a.py`:\n\n```"
        + lang
        + "\n"
        + call("a.py", A)
        + "```\n\n"
        "Then `b.py`:\n\n" + call("b.py", B)
    )
    meant_or_refused(parse_response(text), [("a.py", A), ("b.py", B)])
