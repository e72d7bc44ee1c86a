"""The tool-call reader's allow-lists: which later calls only read, which tools run commands
and how their commands are given, the path notes weighed as a Markdown label's, and Claude
artifacts updated in the same answer. The counterparts of ``tests/test_hunt6_readers.py``: what
must stay usable, and the diagnostics the refusals carry."""

from __future__ import annotations

import json
from typing import Any

import pytest
from meant import files_of

from artifact_codec import parse_response

APP = "def f():\n    return 1\n"


def _call(name: str, **arguments: Any) -> dict[str, Any]:
    return {"type": "function", "function": {"name": name, "arguments": json.dumps(arguments)}}


def _calls(*calls: dict[str, Any]) -> str:
    return json.dumps({"tool_calls": list(calls)})


def _codes(result: Any) -> set[str]:
    return {d.code for d in result.diagnostics}


_WRITE_APP = _call("write_file", path="app.py", content=APP)


@pytest.mark.parametrize(
    ("name", "arguments"),
    [
        ("read_file", {"path": "app.py"}),
        ("view_file", {"path": "app.py"}),
        ("list_dir", {"path": "."}),
        ("grep_search", {"query": "f", "path": "app.py"}),
        ("get_file_contents", {"path": "app.py"}),
        ("ReadFile", {"file_path": "app.py"}),
        ("mcp__fs__read_multiple_files", {"paths": ["app.py"]}),
        # a shell call that only runs or reads the file
        ("run_shell", {"command": "python app.py"}),
        ("execute_command", {"command": ["cat", "app.py"]}),
        ("bash", {"command": "pytest -q", "cwd": "."}),
    ],
)
def test_later_call_that_only_reads_keeps_the_file(name: str, arguments: dict[str, Any]) -> None:
    result = parse_response(_calls(_WRITE_APP, _call(name, **arguments)))
    assert result.usable, (name, result.status, _codes(result))
    assert files_of(result) == [("app.py", APP)]


@pytest.mark.parametrize(
    ("name", "arguments"),
    [
        ("checkout_file", {"path": "app.py"}),
        ("get_or_create_file", {"path": "app.py"}),
        ("run_in_terminal", {"command": "rm app.py"}),
        ("execute_command", {"command": ["rm", "app.py"]}),
        ("run_command", {"command": "rm", "args": ["app.py"]}),
        ("bash", {"script": "rm app.py"}),
        ("bash", {"command": "rm ../app.py", "cwd": "src"}),
        # a command this reader cannot read (not a string or a list of strings)
        ("bash", {"command": {"argv": ["rm", "app.py"]}}),
    ],
)
def test_later_call_that_may_change_the_file_refuses_it(
    name: str, arguments: dict[str, Any]
) -> None:
    result = parse_response(_calls(_WRITE_APP, _call(name, **arguments)))
    assert not result.usable, (name, result.status, files_of(result))
    assert "tool-call-changed" in _codes(result)


def test_cd_in_a_shell_call_before_the_writes_moves_the_later_commands() -> None:
    calls = [
        _call("bash", command="cd src"),
        _call("write_file", path="src/app.py", content=APP),
        _call("bash", command="rm app.py"),
    ]
    result = parse_response(_calls(*calls))
    assert not result.usable
    assert "tool-call-changed" in _codes(result)


def test_file_a_shell_call_writes_is_refused_by_name() -> None:
    calls = [_WRITE_APP, _call("bash", command="echo 'x = 1' > b.py")]
    result = parse_response(_calls(*calls))
    assert not result.usable
    refused = [d for d in result.diagnostics if d.code == "tool-call-changed"]
    assert refused
    assert "b.py" in refused[0].message


def test_shell_output_to_dev_null_writes_no_file() -> None:
    result = parse_response(_calls(_WRITE_APP, _call("bash", command="python app.py > /dev/null")))
    assert result.usable
    assert files_of(result) == [("app.py", APP)]


@pytest.mark.parametrize(
    ("path", "code"),
    [
        ("app.py (excerpt)", "partial-file"),
        ("app.py (tail)", "label-note"),
        ("main.py -> app.py", "conflicting-path"),
        ("app.py:10-20", "ambiguous-path"),
        ("File: app.py", "ambiguous-path"),
        ("app.py, b.py", "ambiguous-path"),
        ("~/app.py", "unsafe-path"),
    ],
)
def test_decorated_call_path_is_refused_with_its_code(path: str, code: str) -> None:
    result = parse_response(_calls(_call("write_file", path=path, content=APP)))
    assert not result.usable
    assert code in _codes(result), _codes(result)


@pytest.mark.parametrize("path", ["app.py (entry point)", "`app.py`", "app.py (new file)"])
def test_call_path_with_a_harmless_note_is_read(path: str) -> None:
    result = parse_response(_calls(_call("write_file", path=path, content=APP)))
    assert result.usable, (result.status, _codes(result))
    assert files_of(result) == [("app.py", APP)]
    assert "path-unwrapped" in _codes(result)


@pytest.mark.parametrize(
    "said", ["the second half of the module", "the bottom part", "the remaining portion"]
)
def test_description_naming_a_part_of_the_file_refuses_it(said: str) -> None:
    call = _call("write_file", path="app.py", content=APP, description=said)
    result = parse_response(_calls(call))
    assert not result.usable
    assert "partial-file" in _codes(result)


def _artifact(title: str, body: str, identifier: str, extra: str = "") -> str:
    return (
        f'<antArtifact identifier="{identifier}" type="application/vnd.ant.code" '
        f'language="python" title="{title}"{extra}>\n{body}</antArtifact>\n'
    )


def test_artifact_updated_in_the_same_answer_is_the_later_one() -> None:
    later = "def f():\n    return 2\n"
    text = _artifact("app.py", APP, "app") + "\nFixed:\n\n" + _artifact("app.py", later, "app")
    result = parse_response(text)
    assert result.usable
    assert files_of(result) == [("app.py", later)]
    assert "artifact-updated" in _codes(result)


def test_artifacts_with_their_own_identifiers_are_each_a_file() -> None:
    text = _artifact("app.py", APP, "app") + _artifact("b.py", "b = 1\n", "b")
    result = parse_response(text)
    assert result.usable
    assert files_of(result) == [("app.py", APP), ("b.py", "b = 1\n")]
    assert "artifact-updated" not in _codes(result)


def test_artifact_rewrite_command_is_a_whole_file() -> None:
    result = parse_response(_artifact("app.py", APP, "app", ' command="rewrite"'))
    assert result.usable
    assert files_of(result) == [("app.py", APP)]
