"""A project's program built and run by its toolchain is given a file by name: it may change
it (as ``./prog app.py`` may); fed on its input, run by a test runner or a checking script,
or given options only, it does not. Expected by hand."""

from __future__ import annotations

import json

import pytest
from meant import files_of

from artifact_codec import parse_response


def _answer(command: str) -> str:
    return f"app.py\n```python\nprint(1)\n```\n\nThen:\n\n```console\n$ {command}\n```\n"


@pytest.mark.parametrize(
    "command",
    [
        "go run main.go app.py",
        "go run . app.py",
        "cargo run -- app.py",
        "cargo r -- app.py",
        "npm start -- app.py",
        "yarn start -- app.py",
        "pnpm run build -- app.py",
    ],
)
def test_the_program_given_the_file_may_change_it(command: str) -> None:
    result = parse_response(_answer(command))
    assert not result.usable
    assert any(d.code == "changed-after" for d in result.diagnostics)


@pytest.mark.parametrize(
    "command",
    [
        "npm test -- app.py",
        "cargo test -- app.py",
        "npm run lint -- app.py",
        "npm start -- --port 3000",
        "go run main.go < app.py",
        "cargo run < app.py",
        "npm run dev",
        "go test ./...",
    ],
)
def test_a_runner_not_given_the_file_to_change_keeps_it(command: str) -> None:
    result = parse_response(_answer(command))
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert files_of(result) == [("app.py", "print(1)\n")]


# A Procfile's line runs a shell line: its NAME=value words give NAME a value, so a report
# after the files is weighed against it. Expected by hand.
def _procfile_answer(report: dict[str, object]) -> str:
    files = [{"file_path": "Procfile", "content": "web: PORT=8080 gunicorn app:app\n"}]
    return json.dumps({"files": files}, indent=2) + "\n\n" + json.dumps(report) + "\n"


def test_a_procfile_report_that_agrees_keeps_the_file() -> None:
    result = parse_response(_procfile_answer({"Procfile": {"PORT": 8080}}))
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert files_of(result) == [("Procfile", "web: PORT=8080 gunicorn app:app\n")]


def test_a_procfile_report_that_disagrees_is_refused() -> None:
    result = parse_response(_procfile_answer({"Procfile": {"PORT": 9090}}))
    assert not result.usable
    assert any(d.code == "changed-after" for d in result.diagnostics)
