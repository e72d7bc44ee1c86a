"""fix-shown27: <tool_call> tags shown rather than made (the limits of each rule of
tests/test_hunt33_shown.py). Expected values by hand from what the model meant."""

from __future__ import annotations

import json

from meant import files_of
from timing import assert_linear

from artifact_codec import parse_response


def _call(path: str, content: str) -> str:
    return json.dumps({"name": "write_file", "arguments": {"path": path, "content": content}})


def _tagged(path: str, content: str) -> str:
    return f"<tool_call>\n{_call(path, content)}\n</tool_call>\n"


def test_a_sentence_with_a_real_redirection_beside_a_named_tag_is_still_weighed() -> None:
    # The tag is markup, but ``> a.py`` after it is a redirection into the written file.
    text = _tagged("a.py", "x = 1\n") + "Then cat <tool_call> > a.py\n"
    parsed = parse_response(text)
    assert not parsed.usable
    assert "changed-after" in [d.code for d in parsed.diagnostics]


def test_a_tag_before_an_array_on_its_line_is_a_call() -> None:
    # "Here: <tool_call> [" and the array of calls on the next lines: a call, not prose.
    text = "Here: <tool_call> [\n" + _call("a.py", "x = 1\n") + "\n]\n</tool_call>\n"
    parsed = parse_response(text)
    assert parsed.usable, (parsed.status, [d.code for d in parsed.diagnostics])
    assert files_of(parsed) == [("a.py", "x = 1\n")]


def test_a_tag_before_a_one_line_array_is_a_call() -> None:
    text = "Here: <tool_call> [" + _call("a.py", "x = 1\n") + "]</tool_call>\n"
    parsed = parse_response(text)
    assert parsed.usable, (parsed.status, [d.code for d in parsed.diagnostics])
    assert files_of(parsed) == [("a.py", "x = 1\n")]


def test_a_fenced_write_with_a_description_is_still_an_example() -> None:
    # Its one-word description and language name no path: the example writes a.py only,
    # which the real call writes whole, so both readings end with the same a.py.
    shown = json.dumps(
        {
            "name": "write_file",
            "arguments": {"path": "a.py", "content": "e = 0\n", "language": "python"},
        }
    )
    text = (
        "The format:\n\n```\n<tool_call>\n"
        + shown
        + "\n</tool_call>\n```\n\nThe real one:\n\n"
        + _tagged("a.py", "x = 1\n")
    )
    parsed = parse_response(text)
    assert parsed.usable, (parsed.status, [d.code for d in parsed.diagnostics])
    assert files_of(parsed) == [("a.py", "x = 1\n")]


def test_a_lone_call_in_an_example_element_is_no_file() -> None:
    text = "The format:\n<example>\n" + _tagged("example.py", "e = 0\n") + "</example>\n"
    parsed = parse_response(text)
    assert not parsed.usable
    assert "example-or-call" in [d.code for d in parsed.diagnostics]


def test_a_whole_answer_in_a_pre_element_is_read() -> None:
    # <pre> is a code block: a model may print its whole answer in one, as in a fence.
    parsed = parse_response("<pre>\n" + _tagged("a.py", "x = 1\n") + "</pre>\n")
    assert parsed.usable, (parsed.status, [d.code for d in parsed.diagnostics])
    assert files_of(parsed) == [("a.py", "x = 1\n")]


def test_an_example_tag_named_in_prose_opens_no_element() -> None:
    # "<example>" never closed: a name in a sentence, not a container of the call after it.
    text = "I put examples in <example> tags; here is the file:\n" + _tagged("a.py", "x = 1\n")
    parsed = parse_response(text)
    assert parsed.usable, (parsed.status, [d.code for d in parsed.diagnostics])
    assert files_of(parsed) == [("a.py", "x = 1\n")]


def test_pre_tags_inside_a_written_file_are_the_files_text() -> None:
    # page.html opens a <pre> its second call closes (in its own text): neither call is in
    # an element of the answer.
    text = _tagged("page.html", "<pre>\n") + _tagged("end.html", "</pre>\n")
    parsed = parse_response(text)
    assert parsed.usable, (parsed.status, [d.code for d in parsed.diagnostics])
    assert files_of(parsed) == [("page.html", "<pre>\n"), ("end.html", "</pre>\n")]


def test_nested_html_elements_around_many_calls_read_in_linear_time() -> None:
    # n <pre> tags opened, then n calls, then n closed: each call lies in n elements.
    def make(n: int) -> str:
        calls = "".join(_tagged(f"f{i}.py", "x = 1\n") for i in range(n))
        return "<pre>\n" * n + calls + "</pre>\n" * n

    assert_linear(make, parse_response, 20)
