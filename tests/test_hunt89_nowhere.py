"""Hunt 89: answers of JSON string joins (fix-literals51) that are refused, as they may be,
but with only "no files were found" at line 1, column 1: the diagnostic names neither the
place nor the fix. By hand: a refusal must name the place of the join it could not read
(a diagnostic other than no-artifact, past the answer's first line; on one line, any
diagnostic other than no-artifact)."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

_HEAD = '{"files": [{"path": "a.py", "content": '
_TAIL = ', {"path": "b.txt", "content": "B\\n"}]}'


@pytest.mark.parametrize(
    "text",
    [
        pytest.param(
            _HEAD + '"x = 1\\n"\n  "y = 2\\n"\n  "print("hi")\\n"}' + _TAIL,
            id="later-piece-unescaped-quotes",
        ),
        pytest.param(_HEAD + '"x = 1\\n" +\n  "y = 2\\n" +\n}' + _TAIL, id="trailing-plus"),
        pytest.param(_HEAD + '"x = 1\\n" +\n  "y = 2', id="cut-in-plus-piece"),
        pytest.param(
            _HEAD + '"def f():\\n" /* c */ "    return 1\\n"}' + _TAIL,
            id="block-comment-on-one-line",
        ),
        pytest.param(
            _HEAD + '"def f():\\n" "    return 1\\n"}' + _TAIL, id="side-by-side-indented"
        ),
        pytest.param(
            _HEAD + '"x = 1\\n" // c\n  "y = 2\\n"\n, {"path": "b.txt", "content": "B\\n"}]}',
            id="join-then-object-close-left-out",
        ),
    ],
)
def test_a_refused_join_names_its_place(text: str) -> None:
    result = parse_response(text)
    if result.usable:
        return  # (usable is judged by the other hunt files)
    one_line = "\n" not in text
    placed = [
        d
        for d in result.diagnostics
        if d.code != "no-artifact" and (one_line or (d.line is not None and d.line > 1))
    ]
    assert placed, [str(d) for d in result.diagnostics]
