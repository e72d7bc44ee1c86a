"""A call shown in a code block before the real calls may be skipped as an example of them
only when the real calls WRITE its paths whole: a real call that edits the path needs the
file's old text, and the shown write may be that text (a step) or not (an example). Expected
values by hand."""

from __future__ import annotations

import json

from meant import files_of

from artifact_codec import apply_edits, parse_response

OLD = {"a.py": "x = 1\nold = True\n"}


def _tagged(value: object) -> str:
    return "<tool_call>\n" + json.dumps(value) + "\n</tool_call>"


def _write(path: str, content: str) -> dict[str, object]:
    return {"name": "write_file", "arguments": {"path": path, "content": content}}


EDIT = {
    "name": "str_replace_editor",
    "arguments": {"command": "str_replace", "path": "a.py", "old_str": "x = 1", "new_str": "x = 2"},
}


def _codes(result: object) -> list[str]:
    return [d.code for d in getattr(result, "diagnostics", [])]


def test_a_fenced_write_then_a_real_edit_is_refused_naming_both() -> None:
    text = (
        "First, create a.py:\n\n```\n"
        + _tagged(_write("a.py", "x = 1\ny = 1\n"))
        + "\n```\n\nThen change x:\n\n"
        + _tagged(EDIT)
    )
    parsed = parse_response(text)
    assert not parsed.usable
    refusal = next(d for d in parsed.diagnostics if d.code == "example-or-call")
    assert "a.py" in refusal.message
    assert "edits" in refusal.message
    assert not apply_edits(text, OLD).ok


def test_a_fenced_write_then_a_real_edit_and_a_real_write_is_an_example() -> None:
    # the real write of a.py replaces the whole file: both readings end with it
    text = (
        "The format:\n\n```\n"
        + _tagged(_write("a.py", "EXAMPLE\n"))
        + "\n```\n\nNow:\n\n"
        + _tagged(EDIT)
        + "\n\n"
        + _tagged(_write("a.py", "x = 3\n"))
    )
    # (the answer names a.py twice, an edit and a write: refused by the edit reader for that;
    # the shown call itself is an example)
    codes = _codes(parse_response(text))
    assert "example-skipped" in codes
    assert "example-or-call" not in codes


def test_a_fenced_write_then_a_real_whole_write_is_still_an_example() -> None:
    text = (
        "The format:\n\n```\n"
        + _tagged(_write("a.py", "EXAMPLE\n"))
        + "\n```\n\nNow:\n\n"
        + _tagged(_write("a.py", "x = 1\n"))
    )
    parsed = parse_response(text)
    assert parsed.usable
    assert files_of(parsed) == [("a.py", "x = 1\n")]
    assert "example-skipped" in _codes(parsed)


def test_a_cline_fenced_write_then_a_real_replace_in_file_is_refused() -> None:
    text = (
        "First, create a.py:\n\n```xml\n<write_to_file>\n<path>a.py</path>\n<content>\n"
        "x = 1\ny = 1\n</content>\n</write_to_file>\n```\n\nThen change x:\n\n"
        "<replace_in_file>\n<path>a.py</path>\n<diff>\n<<<<<<< SEARCH\nx = 1\n=======\n"
        "x = 2\n>>>>>>> REPLACE\n</diff>\n</replace_in_file>\n"
    )
    result = apply_edits(text, OLD)
    assert not result.ok or result.files == {"a.py": "x = 2\ny = 1\n"}, result.files
    assert "example-or-call" in _codes(parse_response(text))


def test_a_block_quoted_write_then_a_real_edit_is_refused() -> None:
    # a quote before the real calls is skipped whatever path it names, but not when a real
    # call edits the path it writes: the quoted text may be the edit's base
    text = (
        "First, create a.py:\n\n> <tool_call>"
        + json.dumps(_write("a.py", "x = 1\ny = 1\n"))
        + "</tool_call>\n\nThen change x:\n\n"
        + _tagged(EDIT)
    )
    assert "example-or-call" in _codes(parse_response(text))
    result = apply_edits(text, OLD)
    assert not result.ok or result.files == {"a.py": "x = 2\ny = 1\n"}, result.files


def test_a_transcript_texts_block_quoted_call_after_its_structured_call_is_refused() -> None:
    call = {
        "id": "c1",
        "type": "function",
        "function": {
            "name": "write_file",
            "arguments": json.dumps(_write("a.py", "x\n")["arguments"]),
        },
    }
    content = (
        "Done. As you asked:\n\n> <tool_call>" + json.dumps(_write("b.py", "y\n")) + "</tool_call>"
    )
    text = json.dumps([{"role": "assistant", "content": content, "tool_calls": [call]}])
    parsed = parse_response(text)
    assert ("b.py", "y\n") not in files_of(parsed) or not parsed.usable


def test_a_multi_line_block_quoted_call_of_the_real_path_is_an_example() -> None:
    # its JSON lines carry the quote's markers (it does not decode as it is): read without
    # them it writes a.py, which the real call writes whole: both readings end with a.py
    quoted = "> " + _tagged(_write("a.py", "EXAMPLE\n")).replace("\n", "\n> ")
    text = (
        "The format is:\n\n" + quoted + "\n\nNow the real one:\n\n" + _tagged(_write("a.py", "x\n"))
    )
    parsed = parse_response(text)
    assert parsed.usable, (parsed.status, _codes(parsed))
    assert files_of(parsed) == [("a.py", "x\n")]
    assert "example-skipped" in _codes(parsed)
