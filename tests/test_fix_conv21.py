"""fix-conv21: commands in answers that touch files, read as the shell reading reads them
(setup_instructions of other shapes, heredocs fed to interpreters, manifests a manager
writes)."""

from __future__ import annotations

import json

import pytest

from artifact_codec import parse_response

A = "x = 1\n"
_LISTED = [{"file_path": "a.py", "content": A}]


def _legacy(steps: object) -> str:
    return json.dumps({"files": _LISTED, "setup_instructions": steps})


@pytest.mark.parametrize(
    "steps",
    [
        [["cd .", "rm a.py"]],
        [{"step": 1, "description": "Clean up", "command": "sed -i s/1/2/ a.py"}],
        {"first": "rm a.py"},
    ],
    ids=["nested-list", "described-step", "object"],
)
def test_setup_instructions_of_another_shape_are_read_as_steps(steps: object) -> None:
    # each holds a step that removes or edits a.py: the file as written is not what is left
    assert not parse_response(_legacy(steps)).usable


def test_setup_instructions_objects_that_only_run_the_code_stay_usable() -> None:
    # a description ("Run the app") is a step's prose, not a command: running a.py and
    # installing a package change no file of the answer, as in the string form
    steps = [
        {"step": 1, "description": "Install", "command": "pip install flask"},
        {"step": 2, "description": "Run the app", "command": "python a.py"},
    ]
    result = parse_response(_legacy(steps))
    assert result.usable, result.diagnostics
    assert [(f.file_path, f.content) for f in result.code.files] == [("a.py", A)]


def test_setup_instructions_object_copying_a_file_loses_it() -> None:
    # cp writes b.py, which the answer does not hold
    assert not parse_response(_legacy([{"step": 1, "command": "cp a.py b.py"}])).usable


def _tool_call(command: str) -> str:
    calls = [
        {"id": "w", "type": "function", "function": {"name": "write_file",
         "arguments": json.dumps({"path": "a.py", "content": A})}},
        {"id": "r", "type": "function", "function": {"name": "bash",
         "arguments": json.dumps({"command": command})}},
    ]  # fmt: skip
    return json.dumps({"role": "assistant", "tool_calls": calls})


@pytest.mark.parametrize(
    "command",
    [
        "python3 <<'EOF'\nprint(1)\nEOF\n",
        "python3 - <<'EOF'\nimport json\nprint(json.dumps({}))\nEOF\n",
        "sh <<'EOF'\necho hi\nEOF\n",
        "bash -s <<'EOF'\nls\nEOF\n",
    ],
    ids=["python-print", "python-dash", "sh-echo", "bash-s-ls"],
)
def test_a_tool_call_heredoc_program_that_writes_nothing_leaves_the_files(command: str) -> None:
    # the heredoc is the program, read as given inline: printing changes no file
    result = parse_response(_tool_call(command))
    assert result.usable, result.diagnostics
    assert [(f.file_path, f.content) for f in result.code.files] == [("a.py", A)]


@pytest.mark.parametrize(
    "command",
    [
        "php <<'EOF'\n<?php unlink('a.py');\nEOF\n",
        "python3 <<'EOF'\nimport os\nos.remove('a.py')\n",  # (no delimiter: runs to the end)
        "bash <<'EOF'\nsed -i s/1/2/ a.py\nEOF\n",
        "perl <<'EOF'\nunlink 'a.py';\nEOF\n",
    ],
    ids=["php-not-read", "python-left-open", "bash-sed", "perl"],
)
def test_a_tool_call_heredoc_program_that_may_change_a_file_is_refused(command: str) -> None:
    # php reading its input runs it (a program this reader does not read: any file); the
    # others remove or edit a.py
    assert not parse_response(_tool_call(command)).usable


_CAT_A = "cat > a.py <<'EOF'\nx = 1\nEOF\n"


@pytest.mark.parametrize(
    "program",
    [
        "node <<'JS'\nrequire('fs').writeFileSync('b.py', 'y')\nJS\n",
        "python3 <<'PY'\nfrom pathlib import Path\nPath('b.py').write_text('y')\nPY\n",
    ],
    ids=["node", "python-no-dash"],
)
def test_a_heredoc_script_s_interpreter_heredoc_writing_a_file_loses_it(program: str) -> None:
    # the program writes b.py, which no heredoc of the script gives
    assert not parse_response("```bash\n" + program + _CAT_A + "```\n").usable


def test_a_heredoc_script_s_interpreter_heredoc_that_prints_keeps_the_files() -> None:
    script = "python3 - <<'PY'\nprint('setting up')\nPY\n" + _CAT_A
    result = parse_response("```bash\n" + script + "```\n")
    assert result.usable, result.diagnostics
    assert [(f.file_path, f.content) for f in result.code.files] == [("a.py", A)]


def _ours(after: str, files: dict[str, str]) -> str:
    head = '{"files_delimiter": "===FILE_CONTENT_BLOCK==="}\n\n'
    blocks = "".join(
        f"===FILE_CONTENT_BLOCK===\nPATH: {path}\n---\n{text}\n" for path, text in files.items()
    )
    return head + blocks + "===FILE_CONTENT_BLOCK===END\n\n" + after


@pytest.mark.parametrize(
    "script",
    [
        "yarn init -y\n",
        "uv init\n",
        "poetry init -n\n",
        "cargo init\n",
        "go mod init ex.com/a\n",
        "npm --prefix web init -y\n",
    ],
    ids=["yarn", "uv", "poetry", "cargo", "go-mod", "npm-prefix"],
)
def test_init_writes_a_manifest_the_answer_does_not_hold(script: str) -> None:
    # each starts a project where it runs: its manifest is a file the result would lose
    result = parse_response(_ours("```bash\n" + script + "```\n", {"a.py": A}))
    assert not result.usable, result.status


@pytest.mark.parametrize(
    "files",
    [{"a.py": A, "pyproject.toml": "[project]\nname = 'a'\n"}, {"a.py": A}],
    ids=["manifest-held", "install-only"],
)
def test_a_manager_that_writes_no_new_manifest_is_not_a_lost_file(files: dict[str, str]) -> None:
    # uv sync reads a held pyproject.toml (writes only its lock); pip install writes no manifest
    script = "uv sync\n" if "pyproject.toml" in files else "pip install flask\n"
    result = parse_response(_ours("```bash\n" + script + "```\n", files))
    assert result.usable, result.diagnostics


_CAT_B = "cat > b.py <<'EOF'\ny = 2\nEOF\n"


@pytest.mark.parametrize(
    "before",
    ["Don't forget:\n", 'echo "don\'t stop"\n', "echo 'one\ntwo'\n", "# it's done\n"],
    ids=["prose-apostrophe", "closed-on-its-line", "closed-before", "comment"],
)
def test_a_quote_closed_before_a_heredoc_hides_nothing(before: str) -> None:
    # no quote is open where cat > b.py stands: the shell writes both files
    result = parse_response("```bash\n" + before + _CAT_B + _CAT_A + "```\n")
    assert result.usable, result.diagnostics
    assert [(f.file_path, f.content) for f in result.code.files] == [
        ("b.py", "y = 2\n"),
        ("a.py", A),
    ]


def test_a_quote_across_lines_before_heredocs_is_read_in_linear_time() -> None:
    from timing import assert_linear

    # lines that open a quote closed many lines later, then a heredoc: each line read once
    def make(k: int) -> str:
        return "```bash\n" + "echo 'x\n" * k + _CAT_A + "```\n"

    assert_linear(make, parse_response, 200)


def _markdown(after: str) -> str:
    return f"`a.py`:\n```python\n{A}```\n\nNext steps:\n\n" + after


def _cline(after: str) -> str:
    return (
        f"<write_to_file>\n<path>a.py</path>\n<content>\n{A}</content>\n</write_to_file>\n\n"
        + after
    )


@pytest.mark.parametrize("wrap", [_markdown, _cline], ids=["markdown", "cline"])
@pytest.mark.parametrize(
    "line",
    [
        "sed -i s/1/2/ a.py\n",
        "*sed -i s/1/2/ a.py*\n",
        "_sed -i s/1/2/ a.py_\n",
        "__sed -i s/1/2/ a.py__\n",
        "Then run \u2018sed -i s/1/2/ a.py\u2019.\n",
    ],
    ids=["plain", "italic", "underscore-italic", "underscore-bold", "single-typographic"],
)
def test_a_command_line_after_the_files_is_read_in_its_container(wrap, line) -> None:  # type: ignore[no-untyped-def]
    # the sed edits a.py after the file is written (as our format's reader refuses it)
    assert not parse_response(wrap(line)).usable


@pytest.mark.parametrize("wrap", [_markdown, _cline], ids=["markdown", "cline"])
@pytest.mark.parametrize(
    "line",
    [
        "*Note: the settings live in a.py.*\n",
        "Don\u2019t forget to restart the server.\n",
        "_Tip: keep the server running._\n",
    ],
    ids=["italic-note", "apostrophe", "italic-tip"],
)
def test_prose_after_the_files_runs_nothing(wrap, line) -> None:  # type: ignore[no-untyped-def]
    result = parse_response(wrap(line))
    assert result.usable, result.diagnostics
    assert [(f.file_path, f.content) for f in result.code.files] == [("a.py", A)]


def test_a_command_mentioned_in_markdown_prose_runs_nothing() -> None:
    # a line that quotes a command without asking to run it (Markdown's rule, kept)
    result = parse_response(_markdown("Never `rm a.py` by hand: it is tracked.\n"))
    assert result.usable, result.diagnostics


def _ours_after(after: str) -> str:
    return _ours("Next steps:\n\n" + after, {"a.py": A})


def _legacy_after(after: str) -> str:
    return json.dumps({"files": _LISTED}) + "\n\nNext steps:\n\n" + after


@pytest.mark.parametrize("wrap", [_ours_after, _legacy_after], ids=["ours", "legacy"])
@pytest.mark.parametrize(
    "line", ["__sed -i s/1/2/ a.py__\n", "_rm a.py_\n"], ids=["underscore-bold", "italic"]
)
def test_a_command_in_a_container_after_the_document_is_read(wrap, line) -> None:  # type: ignore[no-untyped-def]
    # the command edits or removes a.py after the document writes it
    assert not parse_response(wrap(line)).usable


@pytest.mark.parametrize("wrap", [_ours_after, _legacy_after], ids=["ours", "legacy"])
def test_an_italic_line_of_prose_after_the_document_runs_nothing(wrap) -> None:  # type: ignore[no-untyped-def]
    result = parse_response(wrap("_Tip: restart the server after changes._\n"))
    assert result.usable, result.diagnostics


@pytest.mark.parametrize(
    ("session", "usable"),
    [
        ("user@host:~/app$ sed -i s/1/2/ a.py\n", False),
        ("(venv) user@box:~/app$ rm a.py\n", False),
        ("user@host:~/app$ ls\na.py\n", True),
    ],
    ids=["user-host-sed", "venv-user-host-rm", "user-host-ls"],
)
def test_a_text_fence_with_a_user_host_prompt_is_a_session(session: str, usable: bool) -> None:
    # a prompt of any shape the shell shows (``user@host:dir$``) marks a typed command
    result = parse_response(_markdown("```text\n" + session + "```\n"))
    assert result.usable is usable, result.diagnostics
