"""The commands bolt.new, Cline and OpenHands run between the files they write: one that may
change a file written before it makes the result not usable (``changed-after``); a harmless one,
or one before the file, leaves it usable (module :mod:`artifact_codec.ingest.conventions.runs`)."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

APP = "x = 1\n"


def _bolt(*actions: tuple[str, str, str]) -> str:
    body = "".join(
        f'<boltAction type="{kind}"{f" filePath={chr(34)}{path}{chr(34)}" if path else ""}>\n'
        f"{content}</boltAction>\n"
        for kind, path, content in actions
    )
    return '<boltArtifact id="app" title="App">\n' + body + "</boltArtifact>\n"


def _cline_write(path: str, content: str) -> str:
    return (
        f"<write_to_file>\n<path>{path}</path>\n<content>\n{content}</content>\n</write_to_file>\n"
    )


def _cline_command(command: str) -> str:
    return f"<execute_command>\n<command>{command}</command>\n</execute_command>\n"


def _openhands_write(path: str, content: str) -> str:
    return (
        "<function=str_replace_editor>\n<parameter=command>create</parameter>\n"
        f"<parameter=path>{path}</parameter>\n<parameter=file_text>\n{content}</parameter>\n"
        "</function>\n"
    )


def _openhands_bash(command: str) -> str:
    return f"<function=execute_bash>\n<parameter=command>{command}</parameter>\n</function>\n"


def _openhands_python(code: str) -> str:
    return f"<function=execute_ipython_cell>\n<parameter=code>{code}</parameter>\n</function>\n"


CHANGING = [
    "echo 'x = 2' > a.py",
    "sed -i s/1/2/ a.py",
    "rm a.py",
    "npx prettier --write .",
    "mv a.py b.py",
    "npm install --save-dev vite",  # rewrites package.json
]
HARMLESS = ["npm run dev", "python a.py", "ls -la", "cd src && rm a.py"]


def _render(tool: str, write_first: bool, command: str) -> str:
    if tool == "bolt":
        files = [("file", "a.py", APP), ("file", "package.json", "{}\n")]
        run = ("shell", "", command + "\n")
        return _bolt(*([*files, run] if write_first else [run, *files]))
    if tool == "cline":
        files_text = _cline_write("a.py", APP) + _cline_write("package.json", "{}\n")
        call = _cline_command(command)
    else:
        files_text = _openhands_write("a.py", APP) + _openhands_write("package.json", "{}\n")
        call = _openhands_bash(command)
    return files_text + call if write_first else call + files_text


@pytest.mark.parametrize("tool", ["bolt", "cline", "openhands"])
@pytest.mark.parametrize("command", CHANGING)
def test_a_command_after_the_file_that_changes_it_is_not_usable(tool: str, command: str) -> None:
    result = parse_response(_render(tool, True, command))
    assert not result.usable, (result.status, command)
    assert "changed-after" in [d.code for d in result.diagnostics]
    assert command in result.commands


@pytest.mark.parametrize("tool", ["bolt", "cline", "openhands"])
@pytest.mark.parametrize("command", CHANGING)
def test_a_command_before_the_file_leaves_it_usable(tool: str, command: str) -> None:
    # the tool runs it first, then writes the file: the file is the answer's
    result = parse_response(_render(tool, False, command))
    assert result.usable, (result.status, command, [d.message for d in result.diagnostics])
    assert result.code is not None
    assert result.code.files[0].content == APP


@pytest.mark.parametrize("tool", ["bolt", "cline", "openhands"])
@pytest.mark.parametrize("command", HARMLESS)
def test_a_harmless_command_after_the_file_leaves_it_usable(tool: str, command: str) -> None:
    result = parse_response(_render(tool, True, command))
    assert result.usable, (result.status, command, [d.message for d in result.diagnostics])
    assert "changed-after" not in [d.code for d in result.diagnostics]


@pytest.mark.parametrize("tool", ["bolt", "cline", "openhands"])
def test_text_echoed_into_a_file_the_result_does_not_hold_is_not_lost(tool: str) -> None:
    """``echo done > log.txt`` writes text the answer gives into log.txt: a file of the
    answer written a second way (the write rule of docs/lenient.md, "Files a command writes
    that the answer does not hold"), which the result does not hold: not usable, log.txt
    named, never a usable result without it."""
    result = parse_response(_render(tool, True, "echo done > log.txt"))
    assert not result.usable, result.status
    said = [d for d in result.diagnostics if d.code == "mixed-conventions"]
    assert said, result.diagnostics
    assert "log.txt" in said[0].message, said


def test_cline_attempt_completion_command_is_run() -> None:
    tail = "<attempt_completion>\n<result>Done</result>\n<command>rm a.py</command>\n"
    result = parse_response(_cline_write("a.py", APP) + tail + "</attempt_completion>\n")
    assert not result.usable
    assert result.commands == ["rm a.py"]
    demo = "<attempt_completion>\n<result>Done</result>\n<command>open index.html</command>\n"
    assert parse_response(_cline_write("a.py", APP) + demo + "</attempt_completion>\n").usable


@pytest.mark.parametrize(
    ("code", "usable"),
    [
        ("open('a.py', 'w').write('x = 2')", False),
        ("import os\nos.remove('a.py')", False),
        ("from pathlib import Path\nPath('a.py').write_text('')", False),
        ("!sed -i s/1/2/ a.py", False),
        ("print(1 + 1)", True),
    ],
)
def test_openhands_python_cell_that_may_write_files(code: str, usable: bool) -> None:
    result = parse_response(_openhands_write("a.py", APP) + _openhands_python(code))
    assert result.usable is usable, (result.status, code)
    assert result.commands == []  # a Python cell is not a shell command


def test_the_diagnostic_names_the_command_and_the_file() -> None:
    result = parse_response(_render("bolt", True, "sed -i s/1/2/ a.py"))
    changed = [d for d in result.diagnostics if d.code == "changed-after"]
    assert len(changed) == 1
    assert "`sed -i s/1/2/ a.py`" in changed[0].message
    assert "after writing a.py" in changed[0].message
    assert changed[0].line == 8  # the shell action's line


# fix-conv16: the write rule weighs order: a copy of a.py made before the tool writes a.py
# copies the user's file (a by-product, usable); made after, it carries the answer's text
# into b.py, which the result does not hold (not usable).
@pytest.mark.parametrize("tool", ["bolt", "cline", "openhands"])
def test_a_copy_weighs_whether_the_answer_wrote_its_source_yet(tool: str) -> None:
    before = parse_response(_render(tool, False, "cp a.py b.py"))
    assert before.usable, [d.message for d in before.diagnostics]
    assert before.code is not None
    assert before.code.files[0].content == APP
    assert not parse_response(_render(tool, True, "cp a.py b.py")).usable
