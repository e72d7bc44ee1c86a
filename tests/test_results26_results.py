"""fix-results26: a tool's answer to a write is read by its structure (issue 24). Expected by
hand: a write whose answer says it succeeded is the file; one whose answer says it failed wrote
nothing (tool-call-failed); one whose answer does not say it succeeded may not have written the
file (tool-result-unknown: refused, never kept silently)."""

from __future__ import annotations

import json

import pytest
from meant import files_of
from tool_renderings import chat_write_then_result as _chat

from artifact_codec import parse_response


def _codes(result: object) -> list[str]:
    parsed = parse_response(_chat(result))
    assert not parsed.usable, (parsed.status, files_of(parsed))
    return [d.code for d in parsed.diagnostics]


@pytest.mark.parametrize(
    "result",
    [
        pytest.param("Successfully wrote to a.py", id="mcp-filesystem-text"),
        pytest.param("File created successfully at: /work/a.py", id="claude-code-text"),
        pytest.param("ok", id="ok"),
        pytest.param("Success.", id="status-word"),
        pytest.param("", id="empty"),
        pytest.param(None, id="null"),
        pytest.param(
            {"content": [{"type": "text", "text": "Successfully wrote to a.py"}], "isError": False},
            id="mcp-call-tool-result",
        ),
        pytest.param('{"status": "success", "path": "a.py"}', id="status-success"),
        pytest.param({"exit_code": 0, "stderr": "warning: CRLF"}, id="exit-code-0-decides"),
        pytest.param({"message": "Wrote a.py"}, id="object-read-by-its-text"),
        pytest.param("Wrote the file.", id="names-no-path"),
        pytest.param("File written successfully.", id="success-naming-no-path"),
    ],
)
def test_an_answer_that_says_the_write_succeeded_keeps_the_file(result: object) -> None:
    parsed = parse_response(_chat(result))
    assert parsed.usable, (parsed.status, parsed.diagnostics)
    assert files_of(parsed) == [("a.py", "x = 1\n")]


@pytest.mark.parametrize(
    "result",
    [
        pytest.param({"exit_code": 2}, id="exit-code"),
        pytest.param({"returncode": 1, "stdout": "Wrote a.py"}, id="returncode-over-text"),
        pytest.param({"stderr": "a.py: Read-only file system"}, id="stderr-without-code"),
        pytest.param({"status": "pending"}, id="status-not-a-success"),
        pytest.param({"ok": True, "is_error": True}, id="one-member-says-failed"),
        pytest.param({"message": "Failed: quota"}, id="object-text-failed"),
        pytest.param("Traceback (most recent call last):\n  OSError: 28", id="traceback"),
    ],
)
def test_an_answer_that_says_the_write_failed_refuses_it(result: object) -> None:
    assert "tool-call-failed" in _codes(result)


@pytest.mark.parametrize(
    "result",
    [
        pytest.param("a.py was not written", id="success-word-negated"),
        pytest.param("Successfully wrote to b.py", id="names-another-path"),
        pytest.param("Successfully wrote to data.py", id="names-a-longer-path"),
        pytest.param("Successfully wrote to a.py.bak", id="names-a-backup"),
        pytest.param("Successfully wrote to src/", id="names-a-folder"),
        pytest.param("File written successfully.\nSee notes.txt", id="two-lines-no-path-first"),
        pytest.param({"path": "a.py", "bytes": 6}, id="object-saying-nothing"),
        pytest.param([{"type": "image", "data": "..."}], id="an-image-part"),
        pytest.param("The user denied this operation.", id="cline-denied"),
    ],
)
def test_an_answer_not_known_to_say_success_refuses_the_write(result: object) -> None:
    codes = _codes(result)
    assert "tool-result-unknown" in codes, codes


def test_a_later_write_after_an_unknown_answer_is_the_file() -> None:
    calls = [
        {
            "id": f"c{i}",
            "type": "function",
            "function": {
                "name": "write_file",
                "arguments": json.dumps({"path": "a.py", "content": f"x = {i}\n"}),
            },
        }
        for i in (1, 2)
    ]
    text = json.dumps(
        [
            {"role": "assistant", "content": None, "tool_calls": [calls[0]]},
            {"role": "tool", "tool_call_id": "c1", "content": "Permission denied"},
            {"role": "assistant", "content": None, "tool_calls": [calls[1]]},
            {"role": "tool", "tool_call_id": "c2", "content": "Successfully wrote to a.py"},
        ]
    )
    parsed = parse_response(text)
    assert parsed.usable, (parsed.status, parsed.diagnostics)
    assert files_of(parsed) == [("a.py", "x = 2\n")]
    assert "tool-result-unknown" in [d.code for d in parsed.diagnostics]


def test_the_answer_to_a_read_says_nothing_of_the_write() -> None:
    # read_file's answer is the file's text: no success word, but it is no write's answer
    write = {
        "id": "c1",
        "type": "function",
        "function": {
            "name": "write_file",
            "arguments": json.dumps({"path": "a.py", "content": "x = 1\n"}),
        },
    }
    read = {
        "id": "c2",
        "type": "function",
        "function": {"name": "read_file", "arguments": json.dumps({"path": "a.py"})},
    }
    text = json.dumps(
        [
            {"role": "assistant", "content": None, "tool_calls": [write]},
            {"role": "tool", "tool_call_id": "c1", "content": "ok"},
            {"role": "assistant", "content": None, "tool_calls": [read]},
            {"role": "tool", "tool_call_id": "c2", "content": "x = 1\n"},
        ]
    )
    parsed = parse_response(text)
    assert parsed.usable, (parsed.status, parsed.diagnostics)
    assert files_of(parsed) == [("a.py", "x = 1\n")]


@pytest.mark.parametrize(
    "result",
    [
        pytest.param(
            {
                "output": "Success. Updated the following files:\nA a.py\n",
                "metadata": {"exit_code": 0, "duration_seconds": 0.1},
            },
            id="codex-metadata-exit-code",
        ),
        pytest.param("Success. Updated the following files:\nA a.py\n", id="path-on-line-2"),
    ],
)
def test_a_success_that_names_the_path_later_keeps_the_file(result: object) -> None:
    parsed = parse_response(_chat(result))
    assert parsed.usable, (parsed.status, parsed.diagnostics)
    assert files_of(parsed) == [("a.py", "x = 1\n")]


@pytest.mark.parametrize(
    "result",
    [
        pytest.param({"output": "Wrote a.py", "metadata": {"exit_code": 1}}, id="metadata-code"),
        pytest.param("Updated the following files:\nA a.py: not written", id="doubt-later"),
    ],
)
def test_a_later_doubt_refuses_the_write(result: object) -> None:
    codes = _codes(result)
    assert "tool-call-failed" in codes or "tool-result-unknown" in codes, codes


@pytest.mark.parametrize(
    "result",
    [
        pytest.param("Traceback (most recent call last):\nZeroDivisionError", id="traceback"),
        pytest.param({"exit_code": 1, "stderr": "ZeroDivisionError"}, id="exit-code"),
        pytest.param("Error: exit status 1", id="error-text"),
    ],
)
def test_a_failed_run_of_the_written_program_keeps_it(result: object) -> None:
    # ``python a.py`` failed: the script, weighed as if it all ran, does not change a.py, and
    # a run that failed did at most part of it
    def call(i: int, name: str, arguments: dict[str, str]) -> dict[str, object]:
        function = {"name": name, "arguments": json.dumps(arguments)}
        return {"id": f"c{i}", "type": "function", "function": function}

    text = json.dumps(
        [
            {
                "role": "assistant",
                "content": None,
                "tool_calls": [call(1, "write_file", {"path": "a.py", "content": "x = 1\n"})],
            },
            {"role": "tool", "tool_call_id": "c1", "content": "ok"},
            {
                "role": "assistant",
                "content": None,
                "tool_calls": [call(2, "bash", {"command": "python a.py"})],
            },
            {"role": "tool", "tool_call_id": "c2", "content": result},
        ]
    )
    parsed = parse_response(text)
    assert parsed.usable, (parsed.status, parsed.diagnostics)
    assert files_of(parsed) == [("a.py", "x = 1\n")]
    assert parsed.commands == ["python a.py"]


def test_a_failed_script_that_removes_the_file_still_refuses_it() -> None:
    function = {"name": "bash", "arguments": json.dumps({"command": "rm a.py"})}
    write = {
        "id": "c1",
        "type": "function",
        "function": {
            "name": "write_file",
            "arguments": json.dumps({"path": "a.py", "content": "x = 1\n"}),
        },
    }
    text = json.dumps(
        [
            {"role": "assistant", "content": None, "tool_calls": [write]},
            {"role": "tool", "tool_call_id": "c1", "content": "ok"},
            {
                "role": "assistant",
                "content": None,
                "tool_calls": [{"id": "c2", "type": "function", "function": function}],
            },
            {"role": "tool", "tool_call_id": "c2", "content": "Error: rm: a.py: busy"},
        ]
    )
    parsed = parse_response(text)
    assert not parsed.usable, (parsed.status, files_of(parsed))


@pytest.mark.parametrize(
    "result",
    [
        pytest.param("Error: ENOENT: no such file a.py", id="failed-read"),
        pytest.param("x = 1\nError = ValueError\n", id="a-line-beginning-error"),
    ],
)
def test_the_answer_to_a_read_that_failed_changes_nothing(result: str) -> None:
    # a read changes no file whatever its answer: the write of a.py is the file
    def call(i: int, name: str, arguments: dict[str, str]) -> dict[str, object]:
        function = {"name": name, "arguments": json.dumps(arguments)}
        return {"id": f"c{i}", "type": "function", "function": function}

    text = json.dumps(
        [
            {
                "role": "assistant",
                "content": None,
                "tool_calls": [call(1, "read_file", {"path": "a.py"})],
            },
            {"role": "tool", "tool_call_id": "c1", "content": result},
            {
                "role": "assistant",
                "content": None,
                "tool_calls": [call(2, "write_file", {"path": "a.py", "content": "x = 1\n"})],
            },
            {"role": "tool", "tool_call_id": "c2", "content": "ok"},
        ]
    )
    parsed = parse_response(text)
    assert parsed.usable, (parsed.status, parsed.diagnostics)
    assert files_of(parsed) == [("a.py", "x = 1\n")]
    assert [d.code for d in parsed.diagnostics if d.severity.value != "info"] == ["read-as"]
