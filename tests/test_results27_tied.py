"""fix-results27: the rules that tie a tool's answers to its call and weigh them, beyond the
hunt33 findings. Expected values by hand: a write whose own answer does not say it succeeded
is not a file of a usable answer; a write whose own answer says so is the file."""

from __future__ import annotations

import json
from typing import Any

from meant import files_of, meant_or_refused
from timing import assert_linear
from tool_renderings import assistant_calls as _assistant
from tool_renderings import chat_write_then_result as _chat
from tool_renderings import tool_answer as _tool
from tool_renderings import write_call as _write

from artifact_codec import parse_response
from artifact_codec.ingest.conventions.tool_calls import _tied


def test_a_reused_id_s_later_failure_is_the_later_call_s_only() -> None:
    # call_0 wrote a.py ("ok"); the next turn's call_0 (b.py) was denied: a.py stands.
    text = json.dumps(
        [
            _assistant(_write("call_0", "a.py", "x = 1\n")),
            _tool("call_0", "ok"),
            _assistant(_write("call_0", "b.py", "y = 2\n")),
            _tool("call_0", "EACCES: permission denied, open 'b.py'"),
        ]
    )
    assert _refused(parse_response(text)) == ["b.py"]


def _refused(parsed: Any) -> list[str]:
    """The paths whose write a tool answer kept from the answer (a refusal of one file makes
    the whole answer not usable: the others are not refused)."""
    codes = ("tool-result-unknown", "tool-call-failed")
    found = [d.message for d in parsed.diagnostics if d.code in codes]
    return [path for path in ("a.py", "b.py") if any(f" for {path}" in m for m in found)]


def _ollama(*answers: dict[str, Any]) -> str:
    calls = [
        {"function": {"name": "write_file", "arguments": {"path": p, "content": c}}}
        for p, c in (("a.py", "x = 1\n"), ("b.py", "y = 2\n"))
    ]
    return json.dumps([{"role": "assistant", "content": "", "tool_calls": calls}, *answers])


def test_ollama_answers_without_ids_are_tied_in_order() -> None:
    # two id-less calls, two id-less answers: the first is a.py's (ok), the second b.py's
    parsed = parse_response(
        _ollama(
            {"role": "tool", "content": "ok", "tool_name": "write_file"},
            {"role": "tool", "content": "Error: EACCES", "tool_name": "write_file"},
        )
    )
    assert _refused(parsed) == ["b.py"]


def test_an_ollama_answer_left_over_puts_every_id_less_write_in_doubt() -> None:
    # three answers to two calls: the third cannot be tied, and it says permission denied
    parsed = parse_response(
        _ollama(
            {"role": "tool", "content": "ok"},
            {"role": "tool", "content": "ok"},
            {"role": "tool", "content": "EACCES: permission denied"},
        )
    )
    assert not parsed.usable
    assert _refused(parsed) == ["a.py", "b.py"]


def test_a_dry_run_member_says_nothing_was_written() -> None:
    meant_or_refused(parse_response(_chat({"success": True, "dry_run": True})), [])


def test_a_success_member_beside_a_success_text_keeps_the_file() -> None:
    parsed = parse_response(_chat({"isError": False, "content": "Successfully wrote to a.py"}))
    assert parsed.usable, (parsed.status, [d.code for d in parsed.diagnostics])
    assert files_of(parsed) == [("a.py", "x = 1\n")]


def test_a_success_naming_the_written_path_in_full_keeps_the_file() -> None:
    # the tool names src/a.py by its absolute path: the same file, part by part from the end
    arguments = json.dumps({"path": "src/a.py", "content": "x = 1\n"})
    call = {
        "id": "c1",
        "type": "function",
        "function": {"name": "write_file", "arguments": arguments},
    }
    text = json.dumps(
        [_assistant(call), _tool("c1", "Successfully wrote to /home/u/proj/src/a.py")]
    )
    parsed = parse_response(text)
    assert parsed.usable, (parsed.status, [d.code for d in parsed.diagnostics])
    assert files_of(parsed) == [("src/a.py", "x = 1\n")]


def test_a_cline_echo_of_another_file_is_not_this_write_s() -> None:
    echo = '<final_file_content path="b.py">\nx = 1\n</final_file_content>'
    result = f"The content was successfully saved to a.py.\n\n{echo}"
    meant_or_refused(parse_response(_chat(result)), [])


def test_tying_answers_is_linear_in_the_calls() -> None:
    # a long log: every turn reuses call_0 and has an id-less (Ollama) call, each answered
    def make(n: int) -> tuple[Any, ...]:
        answers = []
        for i in range(n):
            answers.append((2 * i + 2, "call_0", "ok", False, None))
            answers.append((2 * i + 2, None, "ok", False, None))
        ids = ["call_0" if i % 2 == 0 else None for i in range(2 * n)]
        return answers, list(range(2 * n)), ids, ["write_file"] * (2 * n)

    assert_linear(make, lambda made: _tied(*made), 500)


def test_an_object_beside_success_members_is_data() -> None:
    # ok: true with a result object that says nothing of failure: the members decide
    parsed = parse_response(_chat({"ok": True, "result": {"path": "a.py", "bytes": 6}}))
    assert parsed.usable, (parsed.status, [d.code for d in parsed.diagnostics])
    assert files_of(parsed) == [("a.py", "x = 1\n")]


def test_an_object_beside_success_members_that_says_failed_refuses() -> None:
    meant_or_refused(parse_response(_chat({"ok": True, "result": {"error": "EACCES"}})), [])
