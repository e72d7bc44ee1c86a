"""hunt33: <tool_call> tags shown rather than made (fix-shown26: block quotes, a tag named in a
sentence). Expected values by hand from what the model meant."""

from __future__ import annotations

import json

import pytest
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


def _tool_call(name: str, **arguments: str) -> str:
    return "<tool_call>\n" + json.dumps({"name": name, "arguments": arguments}) + "\n</tool_call>\n"


@pytest.mark.parametrize(
    ("name", "arguments"),
    [
        pytest.param("move_file", {"path": "a.py", "destination": "old_a.py"}, id="move"),
        pytest.param("rename_file", {"path": "a.py", "new_path": "old_a.py"}, id="rename"),
        pytest.param("copy_file", {"path": "a.py", "destination": "old_a.py"}, id="copy"),
    ],
)
def test_a_fenced_call_that_also_makes_another_path_is_not_skipped(
    name: str, arguments: dict[str, str]
) -> None:
    # "First move the old module out of the way" (fenced), then the real write of a.py: read
    # as a step, old_a.py holds the old a.py (not known: a real move is refused,
    # tool-call-changed); read as an example, there is no old_a.py. The fenced call names
    # a.py, which the real call writes whole, so it is skipped as an example: the two
    # readings do not end with the same files (old_a.py), which the skip needs.
    text = (
        "First move the old module out of the way:\n\n```\n"
        + _tool_call(name, **arguments)
        + "```\n\nThen write the new one:\n\n"
        + _tool_call("write_file", path="a.py", content="x = 1\n")
    )
    meant_or_refused(parse_response(text), [])


_EXAMPLE = _tagged("example.py", "e = 0\n")


@pytest.mark.parametrize(
    "shown",
    [
        pytest.param("<example>\n" + _EXAMPLE + "</example>\n", id="example-tags"),
        pytest.param("<pre>\n" + _EXAMPLE + "</pre>\n", id="pre-tags"),
        pytest.param("<code>" + _EXAMPLE.replace("\n", "") + "</code>\n", id="code-tags"),
    ],
)
def test_a_call_shown_in_html_example_markup_before_the_real_call(shown: str) -> None:
    # "Calls look like this:" and the call inside <example> (the tag prompts use for
    # examples), <pre> or <code> (HTML's code block and inline code): the same call in a
    # Markdown fence is refused example-or-call; here example.py is written as a file.
    text = "Calls look like this:\n" + shown + "\nNow the real one:\n" + _tagged("a.py", "x = 1\n")
    meant_or_refused(parse_response(text), [("a.py", "x = 1\n")])
