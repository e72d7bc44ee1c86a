"""hunt27: a <tool_call> shown in a Markdown block quote, then made for real. Expected by
hand: the quote is the format shown (quoted text), the bare call is the answer: a.py x = 1."""

from __future__ import annotations

import json

from meant import files_of

from artifact_codec import parse_response


def _call(path: str, content: str) -> str:
    value = {"name": "write_file", "arguments": {"path": path, "content": content}}
    return "<tool_call>\n" + json.dumps(value) + "\n</tool_call>"


def test_a_call_quoted_in_a_block_quote_then_made() -> None:
    quoted = "> " + _call("example.py", "EXAMPLE\n").replace("\n", "\n> ")
    text = "The format is:\n\n" + quoted + "\n\nNow the real one:\n\n" + _call("a.py", "x = 1\n")
    parsed = parse_response(text)
    assert parsed.usable, (parsed.status, [d.code for d in parsed.diagnostics])
    assert files_of(parsed) == [("a.py", "x = 1\n")]


def test_a_fenced_write_before_a_real_edit_of_the_same_path() -> None:
    # "First, create a.py:" and a fenced write, then a real str_replace of a.py. Read as an
    # example, the edit applies to the given a.py (old = True kept); read as a step, to the
    # fenced file (y = 1 kept): the readings differ in files (the same path is not enough when
    # the real call is an edit), so the answer is the step's file or refused, never the other.
    from artifact_codec import apply_edits

    write = {"name": "write_file", "arguments": {"path": "a.py", "content": "x = 1\ny = 1\n"}}
    edit = {
        "name": "str_replace_editor",
        "arguments": {
            "command": "str_replace",
            "path": "a.py",
            "old_str": "x = 1",
            "new_str": "x = 2",
        },
    }
    text = (
        "First, create a.py:\n\n```\n<tool_call>\n"
        + json.dumps(write)
        + "\n</tool_call>\n```\n\nThen change x:\n\n<tool_call>\n"
        + json.dumps(edit)
        + "\n</tool_call>"
    )
    result = apply_edits(text, {"a.py": "x = 1\nold = True\n"})
    assert not result.ok or result.files == {"a.py": "x = 2\ny = 1\n"}, result.files


def _openhands(command: str, **parameters: str) -> str:
    text = f"<function=str_replace_editor>\n<parameter=command>{command}</parameter>\n"
    for key, value in parameters.items():
        text += f"<parameter={key}>{value}</parameter>\n"
    return text + "</function>"


def test_an_openhands_fenced_create_before_a_real_str_replace() -> None:
    from artifact_codec import apply_edits

    text = (
        "First, create a.py:\n\n```\n"
        + _openhands("create", path="a.py", file_text="x = 1\ny = 1\n")
        + "\n```\n\nThen change x:\n\n"
        + _openhands("str_replace", path="a.py", old_str="x = 1", new_str="x = 2")
    )
    result = apply_edits(text, {"a.py": "x = 1\nold = True\n"})
    assert not result.ok or result.files == {"a.py": "x = 2\ny = 1\n"}, result.files


def test_a_transcript_texts_fenced_write_before_its_structured_edit() -> None:
    from artifact_codec import apply_edits

    write = {"name": "write_file", "arguments": {"path": "a.py", "content": "x = 1\ny = 1\n"}}
    edit = {"command": "str_replace", "path": "a.py", "old_str": "x = 1", "new_str": "x = 2"}
    call = {
        "id": "c1",
        "type": "function",
        "function": {"name": "str_replace_editor", "arguments": json.dumps(edit)},
    }
    content = (
        "First, create a.py:\n\n```\n<tool_call>\n"
        + json.dumps(write)
        + "\n</tool_call>\n```\n\nThen change x."
    )
    text = json.dumps([{"role": "assistant", "content": content, "tool_calls": [call]}])
    result = apply_edits(text, {"a.py": "x = 1\nold = True\n"})
    assert not result.ok or result.files == {"a.py": "x = 2\ny = 1\n"}, result.files


def _one_line(path: str, content: str) -> str:
    value = {"name": "write_file", "arguments": {"path": path, "content": content}}
    return "<tool_call>" + json.dumps(value) + "</tool_call>"


def test_a_one_line_call_in_a_block_quote_before_the_real_call() -> None:
    # The quote shows the format (its call writes ex.py, a name of the example); the bare
    # call is the answer. Reading the quote as a call writes a file the model did not mean.
    text = "The format:\n\n> " + _one_line("ex.py", "EXAMPLE\n") + "\n\nNow:\n\n"
    parsed = parse_response(text + _one_line("a.py", "x = 1\n"))
    assert ("ex.py", "EXAMPLE\n") not in files_of(parsed) or not parsed.usable
    assert not parsed.usable or files_of(parsed) == [("a.py", "x = 1\n")]


def test_a_one_line_call_in_a_block_quote_after_the_real_call() -> None:
    # "As you asked:" and a quoted call after the real one: quoted text (the user's words, or
    # an example), never a write of the answer; at most refused as fenced ones after are.
    text = _one_line("a.py", "x = 1\n") + "\n\nAs you asked:\n\n> " + _one_line("b.py", "y\n")
    parsed = parse_response(text)
    assert not parsed.usable or files_of(parsed) == [("a.py", "x = 1\n")], files_of(parsed)
