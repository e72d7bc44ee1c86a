"""fix-hunt70-40: what the turns of a printed transcript that are not the assistant's leave
to the model (its calls, its prose), and its text after a write. Expected values by hand."""

from __future__ import annotations

import pytest
from meant import files_of
from tool_renderings import hermes

from artifact_codec import parse_response

_HANDLER = "def handler():\n    return 2\n"


# The assistant's own turn is still the model's: its prose saying it left code out of app.py
# refuses the file (masking only the other roles' turns must not mask the assistant's).
@pytest.mark.parametrize(
    "text",
    [
        pytest.param(
            "<|im_start|>user\nWrite app.py.<|im_end|>\n<|im_start|>assistant\n"
            "I omitted `main()` and `load()` for brevity.\n"
            + hermes("app.py", _HANDLER)
            + "<|im_end|>\n",
            id="chatml",
        ),
        pytest.param(
            "<|start_header_id|>user<|end_header_id|>\n\nWrite app.py.<|eot_id|>"
            "<|start_header_id|>assistant<|end_header_id|>\n\n"
            "I omitted `main()` and `load()` for brevity.\n"
            + hermes("app.py", _HANDLER)
            + "<|eot_id|>",
            id="llama3",
        ),
        pytest.param(
            "**User:**\nWrite app.py.\n\n**Assistant:**\n"
            "I omitted `main()` and `load()` for brevity.\n" + hermes("app.py", _HANDLER),
            id="markdown-export",
        ),
    ],
)
def test_the_assistants_turn_is_still_its_prose(text: str) -> None:
    parsed = parse_response(text)
    assert not parsed.usable


# The model's call in its own turn after the user's quoted call is still read (only the
# user's quote is dropped).
def test_the_assistants_call_after_a_quoted_one_is_read() -> None:
    text = (
        "<|im_start|>system\nYou write files.<|im_end|>\n<|im_start|>user\nThis call failed:\n"
        + hermes("old.py", "x = 1\n")
        + "Write app.py instead.<|im_end|>\n<|im_start|>assistant\n"
        + hermes("app.py", _HANDLER)
        + "<|im_end|>\n"
    )
    parsed = parse_response(text)
    assert parsed.usable, [d.code for d in parsed.diagnostics]
    assert files_of(parsed) == [("app.py", _HANDLER)]


# A '<tool_response>' left open, the model's b.py call, then its prose quoting OpenHands'
# bash mark: the response may end at the call (b.py the model's) or run to the mark (b.py
# printed). Another tool's mark does not close a '<tool_response>' for sure: refused as
# printed-or-made, never a.py alone.
def test_an_open_tool_response_closed_by_another_tools_mark_refuses_the_call_between() -> None:
    text = (
        hermes("a.py", "x = 1\n")
        + "<tool_response>\nok\n"
        + hermes("b.py", "y = 2\n")
        + "\nWhen run, the shell will print:\n[Command finished with exit code 0]\n"
    )
    parsed = parse_response(text)
    assert not parsed.usable
    assert "printed-or-made" in [d.code for d in parsed.diagnostics]


# Cline's export form of the same: the answer to 'pytest -q' is 'Command executed.' and an
# empty 'Output:', then the model's last call (not answered yet): the output's or the
# model's, refused, never dropped while a.py is written alone.
def test_the_last_call_after_clines_output_line_is_refused_not_dropped() -> None:
    from tool_renderings import cline

    text = (
        cline("a.py", "x = 1\n")
        + "\n[write_to_file for 'a.py'] Result:\nThe content was successfully saved to a.py.\n\n"
        + "<execute_command>\n<command>pytest -q</command>\n</execute_command>\n"
        + "\n[execute_command for 'pytest -q'] Result:\nCommand executed.\nOutput:\n\n"
        + cline("b.py", "y = 2\n")
    )
    parsed = parse_response(text)
    assert not parsed.usable
    assert "printed-or-made" in [d.code for d in parsed.diagnostics]


# The code's place named is a file the answer writes: the sentence is about that file, whose
# main() and load() are not there: refused (only another file's place says nothing of it).
@pytest.mark.parametrize("place", ["app.py", "`app.py`", "src/app.py"])
def test_code_kept_in_the_written_file_is_left_out_of_it(place: str) -> None:
    text = (
        f"I added app.py; `main()` and `load()` in {place} are unchanged.\n\n"
        "app.py:\n```python\n" + _HANDLER + "```\n"
    )
    parsed = parse_response(text)
    assert not parsed.usable, [d.code for d in parsed.diagnostics]


def test_code_kept_in_a_file_not_written_is_not_left_out() -> None:
    text = (
        "I added app.py; `main()` and `load()` in `src/cli.py` are unchanged.\n\n"
        "app.py:\n```python\n" + _HANDLER + "```\n"
    )
    parsed = parse_response(text)
    assert parsed.usable, [d.code for d in parsed.diagnostics]
    assert files_of(parsed) == [("app.py", _HANDLER)]
