"""Hunt 90: refused JSON string joins (fix-json64: "a refusal after prose names the place")
with prose before the JSON, as models write it. By hand: the refusal names the place of the
join it could not read: a diagnostic other than no-artifact on the line of that place (the
prose's lines counted)."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

_HEAD = '{"files": [{"path": "a.py", "content": '
_TAIL = ', {"path": "b.txt", "content": "B\\n"}]}'
_UNREAD = _HEAD + '"import os\\n" ; -- c\n  "print(os.sep)\\n"}' + _TAIL
_TRAILING_PLUS = _HEAD + '"import os\\n" +\n  "print(os.sep)\\n" +\n}' + _TAIL
_LATER_QUOTES = _HEAD + '"import os\\n"\n  "print("hi")\\n"}' + _TAIL


@pytest.mark.parametrize(
    ("prose", "body", "mark"),
    [
        pytest.param("", _UNREAD, ";", id="unread-gap-no-prose"),
        pytest.param("Here is the file:\n\n", _UNREAD, ";", id="unread-gap-after-prose"),
        pytest.param("Sure! Here it is:\n```json\n", _UNREAD, ";", id="unread-gap-fenced"),
        # (the place of a dangling "+" is the "+" itself, the line above the "}" it meets:
        # the lead moved the mark from "}" to the "+", as the no-prose reading names it)
        pytest.param(
            "Here is the file:\n\n", _TRAILING_PLUS, "+\n}", id="trailing-plus-after-prose"
        ),
        pytest.param(
            "Here is the file:\n\n", _LATER_QUOTES, '"print', id="later-quotes-after-prose"
        ),
    ],
)
def test_a_refused_join_after_prose_names_its_place(prose: str, body: str, mark: str) -> None:
    text = prose + body + ("\n```\n" if "```" in prose else "")
    result = parse_response(text)
    if result.usable:
        return  # (usable is judged by the other hunt files)
    line = text[: text.index(mark, len(prose))].count("\n") + 1
    placed = [d for d in result.diagnostics if d.code != "no-artifact" and d.line == line]
    assert placed, [str(d) for d in result.diagnostics]
