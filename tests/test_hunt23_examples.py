"""Hunt 23: a call shown in a code block AFTER the answer's real calls, introduced as an example
of the format (issue 24). Expected by hand: the model wrote a.py; hello.py is the general
shape of a call, shown for reference, and is not a file to write. (The same block BEFORE the
real calls is skipped as an example by the Cline and OpenHands readers: ``example-skipped``.)"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from meant import meant_or_refused
from tool_renderings import cline as _cline
from tool_renderings import hermes as _hermes
from tool_renderings import openhands as _openhands

from artifact_codec import parse_response

THIS = Path("/usr/lib/python3.11/this.py").read_text(encoding="utf-8")


@pytest.mark.parametrize(
    "call",
    [
        pytest.param(_hermes, id="hermes"),
        pytest.param(_cline, id="cline"),
        pytest.param(_openhands, id="openhands"),
    ],
)
def test_a_call_shown_for_reference_after_the_real_calls_writes_nothing(
    call: Callable[[str, str], str],
) -> None:
    text = (
        call("a.py", THIS)
        + "\nFor reference, the general shape of such a call:\n\n```xml\n"
        + call("hello.py", "print('hello')\n")
        + "```\n"
    )
    meant_or_refused(parse_response(text), [("a.py", THIS)])
