"""hunt33: <tool_call> tags shown rather than made (fix-shown26: block quotes, a tag named in a
sentence). Expected values by hand from what the model meant."""

from __future__ import annotations

import json

from meant import files_of, meant_or_refused

from artifact_codec import parse_response


def _call(path: str, content: str) -> str:
    return json.dumps({"name": "write_file", "arguments": {"path": path, "content": content}})


def _tagged(path: str, content: str) -> str:
    return f"<tool_call>\n{_call(path, content)}\n</tool_call>\n"


def test_a_one_line_call_quoted_as_the_format_is_not_a_file() -> None:
    # The answer only SHOWS the format, in a block quote, and makes no call: a quote is
    # text said by someone else, never how a call is made (the same call over three quoted
    # lines is refused, not written); example.py is not a file the model meant.
    text = (
        "Each file is written with one call; the format is:\n\n"
        + "> <tool_call>"
        + _call("example.py", "e = 0\n")
        + "</tool_call>\n\n"
        "Tell me which files you want and I will write them.\n"
    )
    meant_or_refused(parse_response(text), [])


def test_a_sentence_after_the_call_that_names_the_tag_keeps_the_file() -> None:
    # The sentence names the tag (fix-shown26 reads it as prose, not a call), but it is then
    # weighed as a shell command run after a.py (`<tool_call>` read as redirections).
    text = _tagged("a.py", "x = 1\n") + "That was a <tool_call> for a.py.\n"
    parsed = parse_response(text)
    assert parsed.usable, (parsed.status, [d.code for d in parsed.diagnostics])
    assert files_of(parsed) == [("a.py", "x = 1\n")]


def test_a_sentence_naming_the_tag_before_a_bracket_keeps_the_call() -> None:
    # "a <tool_call> [JSON] block": words after the tag that start with a bracket.
    text = "Each call is a <tool_call> [JSON] block:\n" + _tagged("a.py", "x = 1\n")
    parsed = parse_response(text)
    assert parsed.usable, (parsed.status, [d.code for d in parsed.diagnostics])
    assert files_of(parsed) == [("a.py", "x = 1\n")]
