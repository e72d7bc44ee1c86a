"""A legacy JSON answer refused at a place (a join it cannot read) is said with that place
also when prose or a fence stands before it: the search for values in prose gave up on the
answer, read a file object inside it, and said only "no files were found" (hunt89-nowhere's
prose case, left by fix-json64). Expected by hand: not usable; a json-refused diagnostic at
the line and column of the '+' with nothing after it."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

_HEAD = '{"files": [{"path": "a.py", "content": '
_TAIL = ', {"path": "b.txt", "content": "B\\n"}]}'
_TRAILING_PLUS = _HEAD + '"x = 1\\n" +\n  "y = 2\\n" +\n}' + _TAIL


@pytest.mark.parametrize(
    ("text", "line"),
    [
        pytest.param(_TRAILING_PLUS, 2, id="alone"),
        pytest.param("Here you go:\n\n" + _TRAILING_PLUS, 4, id="after-prose"),
        pytest.param("Here you go:\n```json\n" + _TRAILING_PLUS + "\n```\n", 4, id="fenced"),
    ],
)
def test_a_refused_answer_names_its_place(text: str, line: int) -> None:
    result = parse_response(text)
    assert not result.usable
    refused = [d for d in result.diagnostics if d.code == "json-refused"]
    assert refused, [str(d) for d in result.diagnostics]
    assert (refused[0].line, refused[0].column) == (line, 13)


def test_a_refused_value_with_no_answer_keys_before_an_answer_leaves_the_answer() -> None:
    # (a config value the model quoted, broken, then the answer: the answer is read whole)
    text = (
        'The old setting was {"debug": "on" +\n} and the files are:\n\n'
        '{"files": [{"path": "a.py", "content": "x = 1\\n"}]}\n'
    )
    result = parse_response(text)
    assert result.usable, [str(d) for d in result.diagnostics]
    assert [(f.file_path, f.content) for f in result.code.files] == [("a.py", "x = 1\n")]
    assert not [d for d in result.diagnostics if d.code == "json-refused"]
