"""The lead, round 13: one naming of a command as the shell runs it (shell.shell_command_name,
asked by shell_named and by effect). A path to a program this module knows is that program
only when it is an installed one (an absolute path, or the folder a package manager installs
into); ``./cat`` or ``tools/cat`` is a program of the project, which may do anything to the
files. Expected by hand from what the model meant: after app.py, a command that may change it
refuses it (changed-after); one that only reads it leaves it."""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import parse_response


def _answer(command: str) -> str:
    return f"app.py\n```python\nprint(1)\n```\n\nThen:\n\n```console\n$ {command}\n```\n"


@pytest.mark.parametrize(
    "command",
    ["./cat app.py", "tools/cat app.py", "./node_modules/cat app.py"],
)
def test_a_program_of_the_project_named_as_a_reader_may_change_the_file(command: str) -> None:
    result = parse_response(_answer(command))
    assert not result.usable or files_of(result) == [], (result.status, files_of(result))
    assert "changed-after" in [d.code for d in result.diagnostics]


@pytest.mark.parametrize(
    "command",
    [
        "cat app.py",
        "/bin/cat app.py",
        "/usr/bin/cat app.py",
        "node_modules/.bin/cat app.py",
        "./node_modules/.bin/prettier --check app.py",
        ".venv/bin/python app.py",
        "bin/cat app.py",  # a binstub of the project's package manager
    ],
)
def test_an_installed_program_that_only_reads_leaves_the_file(command: str) -> None:
    result = parse_response(_answer(command))
    assert result.usable, (result.status, result.diagnostics)
    assert files_of(result) == [("app.py", "print(1)\n")]
