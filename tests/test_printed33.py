"""fix-printed33: a Cline call never closed ends before the next call or printed answer.
Expected values by hand from what the model meant."""

from __future__ import annotations

import json

from meant import files_of, meant_or_refused
from tool_renderings import cline, mcp_text_result, mcp_write, openhands

from artifact_codec import parse_response


def test_an_unclosed_call_cut_before_its_content_closed_never_holds_the_answer() -> None:
    # a.py's call lost both its </content> and its closing tag; Cline's answer and b.py's
    # call follow. a.py is cut (never b.py's text); b.py is a call of its own.
    text = (
        "<write_to_file>\n<path>a.py</path>\n<content>\nx = 1\n"
        "\n[write_to_file for 'a.py'] Result:\nThe content was successfully saved to a.py.\n"
        + cline("b.py", "y = 2\n")
    )
    parsed = parse_response(text, finish_reason="stop")
    for path, content in files_of(parsed):
        if path == "a.py":
            assert "Result:" not in content, content
            assert "y = 2" not in content, content
    meant_or_refused(parsed, [("a.py", "x = 1\n"), ("b.py", "y = 2\n")])


def test_an_unclosed_last_call_still_reads_to_its_last_content_close() -> None:
    # nothing after it: Cline's parser takes the content to its last </content>
    text = "<write_to_file>\n<path>a.py</path>\n<content>\nx = 1\n</content>\n"
    parsed = parse_response(text, finish_reason="stop")
    assert files_of(parsed) == [("a.py", "x = 1\n")]


def test_a_json_rpc_success_with_id_one_point_zero_answers_request_one() -> None:
    # 1.0 is the JSON number 1: the response answers the write request; a.py was written
    request = mcp_write(1)
    response = mcp_text_result(1.0, "Successfully wrote to a.py")
    parsed = parse_response(json.dumps([request, response]))
    assert parsed.usable, parsed.status
    assert files_of(parsed) == [("a.py", "x = 1\n")]


def test_a_file_holding_a_task_block_is_still_written() -> None:
    # the <task> block is inside the model's own call (a prompt file): the call is the model's
    content = "<task>\nSummarise.\n</task>\n"
    parsed = parse_response(cline("prompts/p.md", content) + "\n" + cline("b.py", "y = 2\n"))
    assert parsed.usable, parsed.status
    assert files_of(parsed) == [("b.py", "y = 2\n"), ("prompts/p.md", content)] or files_of(
        parsed
    ) == [("prompts/p.md", content), ("b.py", "y = 2\n")]


def test_an_observation_saying_success_keeps_the_openhands_file() -> None:
    # the older CodeAct form of the tool's answer, saying the create succeeded: a.py stands
    text = openhands("a.py", "x = 1\n") + "\nOBSERVATION:\nFile created successfully at: a.py\n"
    parsed = parse_response(text)
    assert parsed.usable, parsed.status
    assert files_of(parsed) == [("a.py", "x = 1\n")]
