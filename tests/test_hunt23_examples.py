"""Hunt 23: a call shown in a code block AFTER the answer's real calls, introduced as an example
of the format (issue 24). Expected by hand: the model wrote a.py; hello.py is the general
shape of a call, shown for reference, and is not a file to write. (The same block BEFORE the
real calls is skipped as an example by the Cline and OpenHands readers: ``example-skipped``.)"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest
from meant import meant_or_refused

from artifact_codec import parse_response

THIS = Path("/usr/lib/python3.11/this.py").read_text(encoding="utf-8")


def _hermes(path: str, content: str) -> str:
    call = {"name": "write_file", "arguments": {"path": path, "content": content}}
    return "<tool_call>\n" + json.dumps(call) + "\n</tool_call>\n"


def _cline(path: str, content: str) -> str:
    return (
        f"<write_to_file>\n<path>{path}</path>\n<content>\n{content}</content>\n</write_to_file>\n"
    )


def _openhands(path: str, content: str) -> str:
    return (
        "<function=str_replace_editor>\n<parameter=command>create</parameter>\n"
        f"<parameter=path>{path}</parameter>\n<parameter=file_text>\n{content}</parameter>\n"
        "</function>\n"
    )


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
