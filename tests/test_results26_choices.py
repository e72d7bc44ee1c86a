"""fix-results26: a choice object is read as one wherever it stands (issue 24). Expected by
hand: choice 0 alone is the answer (its file kept); a choice with index 1 beside it is an
alternative (refused); an object with an ``index`` that is not a choice (a streamed tool call
delta's ``index``) says nothing of alternatives."""

from __future__ import annotations

import json

from meant import files_of

from artifact_codec import parse_response


def _call(index: int, path: str) -> dict[str, object]:
    arguments = json.dumps({"path": path, "content": "x = 1\n"})
    return {
        "id": f"c{index}",
        "type": "function",
        "function": {"name": "write_file", "arguments": arguments},
    }


def _choice(index: int, path: str) -> dict[str, object]:
    message = {"role": "assistant", "content": None, "tool_calls": [_call(index, path)]}
    return {"index": index, "message": message, "finish_reason": "tool_calls"}


def test_the_first_choice_alone_is_the_answer() -> None:
    parsed = parse_response(json.dumps(_choice(0, "a.py")))
    assert parsed.usable, (parsed.status, parsed.diagnostics)
    assert files_of(parsed) == [("a.py", "x = 1\n")]


def test_a_list_of_the_first_choice_alone_is_the_answer() -> None:
    parsed = parse_response(json.dumps([_choice(0, "a.py")]))
    assert parsed.usable, (parsed.status, parsed.diagnostics)
    assert files_of(parsed) == [("a.py", "x = 1\n")]


def test_a_second_choice_after_the_first_names_alternatives() -> None:
    text = json.dumps(_choice(0, "a.py")) + "\n" + json.dumps(_choice(1, "a.py"))
    parsed = parse_response(text)
    assert not parsed.usable, (parsed.status, files_of(parsed))
    assert "alternative-answers" in [d.code for d in parsed.diagnostics]


def test_the_index_of_a_second_tool_call_is_not_a_choice() -> None:
    # two calls of one message, each with its ``index`` (as a streamed response numbers them)
    first, second = _call(0, "a.py"), _call(1, "b.py")
    first["index"], second["index"] = 0, 1
    message = {"role": "assistant", "content": None, "tool_calls": [first, second]}
    parsed = parse_response(json.dumps(message))
    assert parsed.usable, (parsed.status, parsed.diagnostics)
    assert files_of(parsed) == [("a.py", "x = 1\n"), ("b.py", "x = 1\n")]
