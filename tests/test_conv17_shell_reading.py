"""fix-conv17: the shell's own reading of the commands after the files, in every convention.

A quote the shell reads across lines joins them into one command list (the comment and
prose cases that must not open one); the heredoc convention's script weighed by the same
write rule as the commands after our format; a package manager run in a folder without a
manifest edits the nearest one above; ``make -C`` runs the recipe inside that folder.
"""

from __future__ import annotations

import json

import pytest
from meant import files_of

from artifact_codec import parse_response

A = "x = 1\n"
_HEAD = '{"files_delimiter": "===FILE_CONTENT_BLOCK==="}\n\n'


def _ours(after: str, files: dict[str, str] | None = None) -> str:
    files = files or {"a.py": A}
    blocks = "".join(
        f"===FILE_CONTENT_BLOCK===\nPATH: {path}\n---\n{text}\n" for path, text in files.items()
    )
    return _HEAD + blocks + "===FILE_CONTENT_BLOCK===END\n\n" + after


def _heredoc(after: str) -> str:
    return "```bash\ncat > a.py <<'EOF'\n" + A + "EOF\n" + after + "```\n"


def _cline(command: str) -> str:
    return (
        f"<write_to_file>\n<path>a.py</path>\n<content>\n{A}</content>\n</write_to_file>\n\n"
        f"<execute_command>\n<command>{command}</command>\n</execute_command>\n"
    )


_WRAPS = {
    "ours": lambda script: _ours("```bash\n" + script + "```\n"),
    "heredoc": _heredoc,
    "cline": _cline,
}


@pytest.mark.parametrize("wrap", list(_WRAPS))
def test_an_apostrophe_in_a_comment_opens_no_quote(wrap: str) -> None:
    # ``# don't`` is a comment to the shell: had its apostrophe opened a quote up to the
    # ``it's`` two lines down, the sed between them would be read as quoted text
    script = "# don't run this twice\nsed -i s/1/2/ a.py\n# it's done\n"
    result = parse_response(_WRAPS[wrap](script))
    assert not result.usable, result.status


@pytest.mark.parametrize("wrap", list(_WRAPS))
def test_a_quoted_message_across_lines_alone_changes_nothing(wrap: str) -> None:
    # the message is one word of git commit: its lines are no commands of their own
    script = 'git commit -m "Fix the parser\n\nrm a.py is not run here"\n'
    result = parse_response(_WRAPS[wrap](script))
    assert result.usable, (result.status, [d.message for d in result.diagnostics])
    assert files_of(result) == [("a.py", A)]


def test_prose_apostrophes_around_a_fence_hide_no_command() -> None:
    # "Don't" and "That's" in prose open no quote: the fence between them is read
    after = "Don't forget:\n\n```bash\necho y = 2 > b.py\n```\n\nThat's it.\n"
    result = parse_response(_ours(after))
    assert not result.usable, result.status
    assert "mixed-conventions" in [d.code for d in result.diagnostics]


def test_a_heredoc_script_copy_of_a_held_file_is_a_lost_file() -> None:
    # the same rule as after our format: copy.py holds the answer's text and no heredoc
    # gives it (a backup name, a.py.bak, is a by-product and stays usable)
    lost = parse_response(_heredoc("cp a.py copy.py\n"))
    assert not lost.usable
    assert "mixed-conventions" in [d.code for d in lost.diagnostics]
    backup = parse_response(_heredoc("cp a.py a.py.bak\n"))
    assert backup.usable
    assert files_of(backup) == [("a.py", A)]


def test_a_heredoc_script_file_after_a_cd_is_held_in_its_spelling() -> None:
    text = "```bash\nmkdir -p src && cd src\ncat > b.py <<'EOF'\ny = 2\nEOF\n```\n"
    result = parse_response(text)
    assert result.usable, [d.message for d in result.diagnostics]
    assert files_of(result) == [("src/b.py", "y = 2\n")]


def test_an_install_with_its_own_manifest_below_leaves_the_root_one() -> None:
    # web/ has its package.json (written by the answer): npm stops there
    files = {
        "package.json": '{\n  "name": "r"\n}\n',
        "web/package.json": '{\n  "name": "w"\n}\n',
        "web/main.js": "1;\n",
    }
    result = parse_response(_ours("```bash\ncd web && npm install vite\n```\n", files))
    assert not result.usable  # web/package.json is rewritten
    said = " ".join(d.message for d in result.diagnostics if d.code == "changed-after")
    assert "web/package.json" in said
    assert "package.json," not in said.replace("web/package.json", "")


def test_make_in_a_folder_changes_only_that_folders_files() -> None:
    # ``make -C web``'s recipe ``sed -i s/1/2/ a.py`` changes web/a.py, not a.py
    files = {"a.py": A, "web/Makefile": "all:\n\ttouch -c log\n", "web/a.py": A}
    result = parse_response(_ours("```bash\nmake -C web\n```\n", files))
    assert result.usable, [d.message for d in result.diagnostics]
    files = {"a.py": A, "web/Makefile": "all:\n\tsed -i s/1/2/ a.py\n", "web/a.py": A}
    result = parse_response(_ours("```bash\nmake -C web\n```\n", files))
    assert not result.usable
    said = [d.message for d in result.diagnostics if d.code == "changed-after"]
    assert said
    assert "web/a.py" in said[0]


def test_a_tool_call_bash_command_is_weighed_like_the_others() -> None:
    # a ``bash`` call after a write_file call: ``touch`` of a file not held loses it
    calls = [
        {"id": "w", "type": "function", "function": {"name": "write_file",
         "arguments": json.dumps({"path": "pkg/a.py", "content": A})}},
        {"id": "r", "type": "function", "function": {"name": "bash",
         "arguments": json.dumps({"command": "echo done"})}},
    ]  # fmt: skip
    harmless = parse_response(json.dumps({"role": "assistant", "tool_calls": calls}))
    assert harmless.usable
    assert files_of(harmless) == [("pkg/a.py", A)]
    calls[1]["function"]["arguments"] = json.dumps({"command": "touch pkg/__init__.py"})  # type: ignore[index]
    lost = parse_response(json.dumps({"role": "assistant", "tool_calls": calls}))
    assert not lost.usable


@pytest.mark.parametrize(
    "cell",
    [
        "%matplotlib inline\nimport numpy as np\n",
        "%timeit sorted(range(10))\n",
        "%%time\nprint(sum(range(10)))\n",
        "ok = a != b\n",
    ],
)
def test_a_notebook_cell_that_runs_no_command_stays_usable(cell: str) -> None:
    result = parse_response(_ours("In the notebook:\n\n```python\n" + cell + "```\n"))
    assert result.usable, [d.message for d in result.diagnostics]
    assert files_of(result) == [("a.py", A)]


@pytest.mark.parametrize(
    "prose",
    [
        "| Step | Time |\n|---|---|\n| 1 | 2s |\n",
        "**Note:** the tests pass.\n",
        "She said \u201cthat\u2019s all\u201d.\n",
    ],
)
def test_prose_without_a_command_in_a_container_stays_usable(prose: str) -> None:
    result = parse_response(_ours("Next steps:\n\n" + prose))
    assert result.usable, [d.message for d in result.diagnostics]
    assert files_of(result) == [("a.py", A)]


def test_a_quoted_table_cell_or_bold_line_that_writes_is_read() -> None:
    # the normaliser picks the cell that starts with a command, the bold line's text
    for prose in ("| 1 | echo y = 2 > b.py |\n", "**echo y = 2 > b.py**\n"):
        result = parse_response(_ours("Next steps:\n\n" + prose))
        assert not result.usable, prose


@pytest.mark.parametrize("wrap", list(_WRAPS))
def test_an_ansi_c_quote_with_an_escaped_quote_opens_none(wrap: str) -> None:
    # ``$'it\'s'`` is closed (a backslash escapes in ANSI-C quoting): the sed after it runs
    script = "echo $'it\\'s'\nsed -i s/1/2/ a.py\necho 'done'\n"
    result = parse_response(_WRAPS[wrap](script))
    assert not result.usable, result.status
