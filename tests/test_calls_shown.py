"""Calls the answer SHOWS rather than makes (docs/lenient.md, "Calls shown, not made"): one
fact every call reader asks (``shown_calls``). Expected values by hand from what the model
meant: it wrote a.py with its real call; x.py is shown (in a code block before the real
calls, in inline code: an example, skipped) or has two readings (in a code block after the
real calls, in a block quote: refused, never written nor dropped in silence)."""

from __future__ import annotations

import json
from collections.abc import Callable

import pytest
from meant import files_of
from tool_renderings import cline as _cline
from tool_renderings import hermes as _hermes
from tool_renderings import openhands as _openhands

from artifact_codec import parse_response

A = "def main() -> None:\n    print('a')\n"
X = "x = 1\n"


def _bolt(path: str, content: str) -> str:
    return (
        '<boltArtifact id="x" title="x">\n'
        f'<boltAction type="file" filePath="{path}">\n{content}</boltAction>\n'
        "</boltArtifact>\n"
    )


CALLS = [
    pytest.param(_hermes, id="hermes"),
    pytest.param(_cline, id="cline"),
    pytest.param(_openhands, id="openhands"),
    pytest.param(_bolt, id="bolt"),
]


def _quoted(text: str) -> str:
    return "".join("> " + line + "\n" for line in text.splitlines())


@pytest.mark.parametrize("call", CALLS)
@pytest.mark.parametrize("place", ["fence-before", "inline"])
def test_a_call_shown_as_an_example_is_skipped(call: Callable[[str, str], str], place: str) -> None:
    shown = call("x.py", X)
    if place == "fence-before":
        # the example writes the path the real call writes: both readings end with a.py as
        # the real call writes it (fix-calls24: one with another path is refused, below)
        shown = call("a.py", X)
        text = "A call looks like this:\n\n```\n" + shown + "```\n\nNow:\n\n" + call("a.py", A)
    else:
        text = "Use `" + shown.replace("\n", "") + "` to write a file.\n\n" + call("a.py", A)
    result = parse_response(text)
    assert result.usable, (result.status, [str(d) for d in result.diagnostics])
    assert files_of(result) == [("a.py", A)]


@pytest.mark.parametrize("call", CALLS)
@pytest.mark.parametrize("place", ["fence-after", "fence-before", "quote-before", "quote-after"])
def test_a_call_with_two_readings_is_refused(call: Callable[[str, str], str], place: str) -> None:
    shown = call("x.py", X)
    if place == "fence-after":  # no prose says what it is
        text = call("a.py", A) + "\nAlso:\n\n```xml\n" + shown + "```\n"
    elif place == "fence-before":  # an example of the format, or the step that writes x.py
        text = "A call looks like this:\n\n```\n" + shown + "```\n\nNow:\n\n" + call("a.py", A)
    elif place == "quote-before":
        text = _quoted(shown) + "\n" + call("a.py", A)
    else:
        text = call("a.py", A) + "\n" + _quoted(shown)
    result = parse_response(text)
    assert not result.usable, (result.status, files_of(result))


@pytest.mark.parametrize("call", CALLS)
def test_a_whole_fenced_answer_is_still_read(call: Callable[[str, str], str]) -> None:
    result = parse_response("```\n" + call("a.py", A) + "```\n")
    assert result.usable, (result.status, [str(d) for d in result.diagnostics])
    assert files_of(result) == [("a.py", A)]


def _edit(path: str) -> str:
    return (
        "<function=str_replace_editor>\n<parameter=command>str_replace</parameter>\n"
        f"<parameter=path>{path}</parameter>\n<parameter=old_str>\nx = 1\n</parameter>\n"
        "<parameter=new_str>\nx = 2\n</parameter>\n</function>\n"
    )


def test_a_quoted_edit_beside_created_files_is_not_usable() -> None:
    # the edit of b.py in a quote is refused (edit-in-container: "not applied without it"):
    # the answer is not a.py alone
    result = parse_response(_quoted(_edit("b.py")) + "\n" + _openhands("a.py", A))
    assert not result.usable, (result.status, files_of(result))
    assert any(d.code == "edit-in-container" for d in result.diagnostics)


def test_a_printed_call_in_a_fence_of_a_transcript_text_is_skipped() -> None:
    # the example writes the path the real call writes: either reading ends with its a.py
    said = (
        "A call looks like this:\n```\n" + _hermes("a.py", X) + "```\nNow:\n" + _hermes("a.py", A)
    )
    transcript = [{"role": "user", "content": "Go."}, {"role": "assistant", "content": said}]
    result = parse_response(json.dumps(transcript, indent=2))
    assert result.usable, (result.status, [str(d) for d in result.diagnostics])
    assert files_of(result) == [("a.py", A)]


def test_a_printed_call_in_a_fence_of_a_transcript_text_writing_another_path_is_refused() -> None:
    # x.py: an example of the format, or the answer's first step (fix-calls24: one rule)
    said = (
        "A call looks like this:\n```\n" + _hermes("x.py", X) + "```\nNow:\n" + _hermes("a.py", A)
    )
    transcript = [{"role": "user", "content": "Go."}, {"role": "assistant", "content": said}]
    result = parse_response(json.dumps(transcript, indent=2))
    assert not result.usable, (result.status, files_of(result))
    assert "example-or-call" in [d.code for d in result.diagnostics]


def test_a_fenced_call_in_a_message_text_beside_its_tool_use_of_the_same_path_is_skipped() -> None:
    # the message's tool_use writes a.py: the fenced call of a.py in its text is an example
    # either way (both readings end with the tool_use's a.py)
    tool_use = {
        "type": "tool_use",
        "id": "t1",
        "name": "write_file",
        "input": {"path": "a.py", "content": A},
    }
    shown = {"type": "text", "text": "Example:\n```\n" + _hermes("a.py", X) + "```\n"}
    result = parse_response(json.dumps([{"role": "assistant", "content": [shown, tool_use]}]))
    assert result.usable, (result.status, [str(d) for d in result.diagnostics])
    assert files_of(result) == [("a.py", A)]


def test_an_unreadable_printed_call_in_a_transcript_is_refused() -> None:
    said = "<tool_call>\n{not json}\n</tool_call>\n"
    transcript = [
        {"role": "assistant", "content": said},
        {"role": "assistant", "content": None, "tool_calls": [_native("a.py", A)]},
    ]
    result = parse_response(json.dumps(transcript, indent=2))
    assert not result.usable, (result.status, files_of(result))


def _native(path: str, content: str) -> dict[str, object]:
    arguments = json.dumps({"path": path, "content": content})
    return {
        "id": "c1",
        "type": "function",
        "function": {"name": "write_file", "arguments": arguments},
    }


def test_a_call_skipped_as_an_indented_example_has_no_error() -> None:
    # skipped as an example (indented code block before the real call, which writes the path
    # it edits: both readings end with the real a.py): the edit reader's edit-in-container
    # error on it refuses what the call reader skipped (fix-calls24: still open)
    example = "".join("    " + line + "\n" for line in _edit("a.py").splitlines())
    result = parse_response(
        "The format:\n\n" + example + "\nThe answer:\n\n" + _openhands("a.py", A)
    )
    assert result.usable, (result.status, [str(d) for d in result.diagnostics])
    errors = [d.code for d in result.diagnostics if d.severity.name == "ERROR"]
    assert not errors, errors


def test_an_indented_example_edit_of_another_path_is_refused_not_usable() -> None:
    # b.py: an example, or an edit the answer makes first (example-or-call): not usable, so
    # no error stands on a usable result (fix-calls24)
    example = "".join("    " + line + "\n" for line in _edit("b.py").splitlines())
    result = parse_response(
        "The format:\n\n" + example + "\nThe answer:\n\n" + _openhands("a.py", A)
    )
    assert not result.usable, (result.status, files_of(result))
    assert "example-or-call" in [d.code for d in result.diagnostics]


def test_a_fence_line_inside_a_call_s_file_opens_no_fence_of_the_answer() -> None:
    # (the lead, from test_edit_renderings: a README written by the first call opens a fence
    # in its own text and never closes it there; the calls after it are real calls, not
    # examples in a code block)
    readme = "# Demo\n\n```python\nprint(1)\n"
    answer = (
        "Here are the files:\n\n"
        "<write_to_file>\n<path>README.md</path>\n<content>\n" + readme + "</content>\n"
        "</write_to_file>\n\n"
        "<write_to_file>\n<path>a.py</path>\n<content>\nx = 1\n</content>\n</write_to_file>\n"
    )
    result = parse_response(answer)
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert {f.file_path: f.content for f in result.code.files} == {
        "README.md": readme,
        "a.py": "x = 1\n",
    }
