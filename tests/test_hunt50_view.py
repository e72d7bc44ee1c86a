"""hunt50-view: OpenHands' str_replace_editor ``view`` command only reads (OpenHands: "view:
displays a file or lists a directory"); an answer that views a file and then creates a.py
writes a.py alone. Expected by hand: a.py, usable (with or without the printed answers)."""

from __future__ import annotations

import pytest
from meant import files_of
from tool_renderings import openhands

from artifact_codec import parse_response

_VIEW = (
    "<function=str_replace_editor>\n<parameter=command>view</parameter>\n"
    "<parameter=path>/workspace/b.py</parameter>\n</function>\n"
)
_ER = "\nEXECUTION RESULT of [str_replace_editor]:\n"
_SHOWN = "Here's the result of running `cat -n` on /workspace/b.py:\n     1\ty = 2\n"


@pytest.mark.parametrize(
    "text",
    [
        pytest.param(_VIEW + openhands("a.py", "x = 1\n"), id="view-then-create"),
        pytest.param(
            _VIEW + _ER + _SHOWN + openhands("a.py", "x = 1\n") + _ER + "File created"
            " successfully at: a.py\n",
            id="view-then-create-with-answers",
        ),
    ],
)
def test_a_view_call_is_not_an_edit(text: str) -> None:
    parsed = parse_response(text)
    assert parsed.usable, (parsed.status, [d.code for d in parsed.diagnostics])
    assert files_of(parsed) == [("a.py", "x = 1\n")]
