"""hunt50-printed: attacks on fix-printed32 (Cline's printed answers tied to their calls,
``cline._tie_answers``). Expected values by hand from what the model meant."""

from __future__ import annotations

import pytest
from meant import files_of, meant_or_refused
from tool_renderings import cline, openhands

from artifact_codec import parse_response


def _result(path: str) -> str:
    return f"\n[write_to_file for '{path}'] Result:\n"


def _saved_with_echo(path: str, content: str) -> str:
    """Cline's own success answer for write_to_file: the saved line, then the file echoed
    between <final_file_content> tags (Cline's formatResponse.fileEditWithoutUserChanges)."""
    return (
        f"The content was successfully saved to {path}.\n\n"
        "Here is the full, updated content of the file that was saved:\n\n"
        f'<final_file_content path="{path}">\n{content}</final_file_content>\n\n'
        "IMPORTANT: For any future changes to this file, use the final_file_content shown above"
        " as your reference.\n"
    )


_DOC = (
    "# Using Cline\n\nCline writes a file like this:\n\n<write_to_file>\n<path>example.py</path>\n"
    "<content>\nprint('example')\n</content>\n</write_to_file>\n\nThat is all.\n"
)


# One write, Cline's success answer echoing the saved file. The file's own text holds a line
# the answer reader takes as the answer's end (a Markdown rule or front matter '---', a
# '<thinking>' or '<tool_response>' line in a string) or a call of its own (a document showing
# Cline's form): the echo is cut there and the cut answer no longer reads as a success.
# Expected by hand: the file, as written (the tool said it saved it).
@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param("README.md", "# T\n\n---\n\nSee below.\n", id="markdown-rule"),
        pytest.param("post.md", "---\ntitle: T\n---\n\n# T\n", id="front-matter"),
        pytest.param("a.py", 'S = """\n<thinking>\n"""\n', id="thinking-line-in-a-string"),
        pytest.param("a.py", 'S = """\n<tool_response>\nok\n"""\n', id="tool-response-line"),
        pytest.param("docs/cline.md", _DOC, id="document-showing-a-call"),
    ],
)
def test_a_success_echoing_the_file_keeps_the_file(path: str, content: str) -> None:
    parsed = parse_response(cline(path, content) + _result(path) + _saved_with_echo(path, content))
    assert parsed.usable, (parsed.status, [d.code for d in parsed.diagnostics])
    assert files_of(parsed) == [(path, content)]


_DENIED = "The user denied this operation."


# A write the user denied, then the model's retry of the same file with its path spelled
# another way (./a.py then a.py, or back): the retry is the file (retried_writes). Expected by
# hand: a.py as the retry wrote it.
@pytest.mark.parametrize(
    ("first", "retry"),
    [
        pytest.param("./a.py", "a.py", id="dot-then-plain"),
        pytest.param("a.py", "./a.py", id="plain-then-dot"),
        pytest.param("src/../a.py", "a.py", id="dotdot-then-plain"),
    ],
)
def test_a_retry_with_the_path_spelled_otherwise_is_the_file(first: str, retry: str) -> None:
    text = cline(first, "x = 1\n") + _result(first) + _DENIED + "\n" + cline(retry, "x = 2\n")
    parsed = parse_response(text)
    assert parsed.usable, (parsed.status, [d.code for d in parsed.diagnostics])
    assert files_of(parsed) == [("a.py", "x = 2\n")]


def _unclosed(path: str, content: str) -> str:
    return cline(path, content).replace("</write_to_file>\n", "")


# A Cline call without its </write_to_file>, Cline's printed answer for it, then the model's
# next call (b.py). The answer shows the first call ended before it: its content is its own
# text up to its </content>, never the answer and the next call. Expected by hand: saved ->
# a.py and b.py; denied -> b.py alone (or a refusal), never a.py holding the answer's text.
def test_an_unclosed_call_saved_then_a_second_call() -> None:
    text = (
        _unclosed("a.py", "x = 1\n")
        + "\n[write_to_file for 'a.py'] Result:\nThe content was successfully saved to a.py.\n"
        + cline("b.py", "y = 2\n")
    )
    parsed = parse_response(text, finish_reason="stop")
    meant_or_refused(parsed, [("a.py", "x = 1\n"), ("b.py", "y = 2\n")])


def test_an_unclosed_call_denied_then_a_second_call() -> None:
    text = (
        _unclosed("a.py", "x = 1\n")
        + "\n[write_to_file for 'a.py'] Result:\nThe user denied this operation.\n"
        + cline("b.py", "y = 2\n")
        + "\n[write_to_file for 'b.py'] Result:\nThe content was successfully saved to b.py.\n"
    )
    parsed = parse_response(text, finish_reason="stop")
    meant_or_refused(parsed, [("b.py", "y = 2\n")])


_SAVED_TURN = (
    "\n---\n\n**User:**\n\n[write_to_file for 'a.py'] Result:\nThe content was successfully"
    " saved to a.py.\n\n---\n\n**Assistant:**\n\n"
)


# The model's own later turn (Cline's export: '**Assistant:**'; OpenHands: 'ASSISTANT:')
# quotes the form of an answer to explain it; the tool's real answer said saved/created.
# A tool's answer is printed in the user's turn, never in the assistant's. Expected by hand:
# a.py, as written.
@pytest.mark.parametrize(
    "text",
    [
        pytest.param(
            "**Assistant:**\n\n"
            + cline("a.py", "x = 1\n")
            + _SAVED_TURN
            + "Done. If you ever see\n\n[write_to_file for 'a.py'] Result:\n"
            + _DENIED
            + "\n\nit means you rejected it.\n",
            id="cline-assistant-turn-quotes-a-denial",
        ),
        pytest.param(
            "ASSISTANT: Sure.\n"
            + openhands("a.py", "x = 1\n")
            + "\nUSER: EXECUTION RESULT of [str_replace_editor]:\nFile created successfully at:"
            " a.py\n\nASSISTANT: Done. If it had said\nEXECUTION RESULT of [str_replace_editor]:\n"
            "ERROR:\nFile already exists\nyou would need another command.\n",
            id="openhands-assistant-turn-quotes-an-error",
        ),
    ],
)
def test_an_answer_quoted_in_the_assistants_turn_is_not_an_answer(text: str) -> None:
    parsed = parse_response(text)
    assert parsed.usable, (parsed.status, [d.code for d in parsed.diagnostics])
    assert files_of(parsed) == [("a.py", "x = 1\n")]


# GUARD (passes today, by refusing): Cline prints the path as the call gave it, so the answer
# naming './a.py' is the second call's. The first call (a.py) saved, the second (./a.py)
# denied. A fix of test_a_retry_with_the_path_spelled_otherwise_is_the_file must not read the
# second call as the retry that is the file. Expected by hand: a.py = x = 1, or a refusal.
def test_an_answer_naming_the_path_as_one_call_spelled_it_is_that_calls() -> None:
    text = (
        cline("a.py", "x = 1\n")
        + cline("./a.py", "x = 2\n")
        + _result("./a.py")
        + _DENIED
        + "\n"
        + _result("a.py")
        + "The content was successfully saved to a.py.\n"
    )
    meant_or_refused(parse_response(text), [("a.py", "x = 1\n")])
