"""Findings of an independent attack on the lenient reader: usable results whose files differ
from what the model meant.

Each test is one input class, minimized. A test passes when the answer is either read as the
model meant it or is not usable (a reader that cannot be sure must say so); it fails when the
answer comes back usable (clean, recovered or repaired) with other files than the model meant.
"""

from __future__ import annotations

import json

import pytest
from meant import files_of, meant_or_refused

from artifact_codec import parse_response

# -- heredocs: the shell decides where and what is written --------------------------------------

_HEREDOC = "cat > app.py <<'EOF'\nprint(1)\nEOF\n"


def test_heredoc_after_cd_is_written_inside_that_folder() -> None:
    """Input: a ```bash block: `mkdir -p backend`, `cd backend`, then `cat > app.py <<'EOF'`.

    What happened: `recovered` with `app.py` at the root.
    Expected: `backend/app.py`, or not usable: the shell writes the file in the folder the
    script changed to; a writer would put it (or overwrite a file) at the wrong place.
    """
    answer = "```bash\nmkdir -p backend\ncd backend\n" + _HEREDOC + "```\n"
    meant_or_refused(parse_response(answer), [("backend/app.py", "print(1)\n")])


def test_heredoc_after_cd_and_on_the_same_line() -> None:
    """Input: `cd backend && cat > app.py <<'EOF'` in a ```bash block.

    What happened: `recovered` with `app.py` at the root.
    Expected: `backend/app.py`, or not usable (the command runs in `backend`).
    """
    answer = "```bash\ncd backend && " + _HEREDOC + "```\n"
    meant_or_refused(parse_response(answer), [("backend/app.py", "print(1)\n")])


def test_heredoc_piped_through_a_filter_is_not_its_body() -> None:
    """Input: `cat <<'EOF' | sed s/1/2/ > app.py`, body `print(1)`.

    What happened: `recovered`, app.py holds `print(1)`.
    Expected: not usable (or `print(2)`): the file holds what `sed` wrote, not the heredoc's
    body; only `cat`/`tee` straight into the file write the body as is.
    """
    answer = "```bash\ncat <<'EOF' | sed s/1/2/ > app.py\nprint(1)\nEOF\n```\n"
    meant_or_refused(parse_response(answer), [("app.py", "print(2)\n")])


def test_heredoc_target_with_a_shell_variable_is_not_a_literal_path() -> None:
    """Input: `cat > $DIR/app.py <<'EOF'`.

    What happened: `recovered` with a file at the literal path `$DIR/app.py` (a folder named
    `$DIR`).
    Expected: not usable: the shell expands `$DIR`; the path the model meant is unknown.
    """
    answer = "```bash\ncat > $DIR/app.py <<'EOF'\nprint(1)\nEOF\n```\n"
    result = parse_response(answer)
    assert not result.usable, files_of(result)


def test_heredoc_target_under_home_is_not_a_relative_path() -> None:
    """Input: `cat > ~/app.py <<'EOF'`.

    What happened: `recovered` with a file at `~/app.py` (a folder literally named `~`).
    Expected: not usable: the shell expands `~` and writes to the home folder, outside any
    output root. (docs/security.md keeps `~/x` in the format as a literal name; a heredoc is a
    shell command, and the shell never writes to a folder named `~`.)
    """
    answer = "```bash\ncat > ~/app.py <<'EOF'\nprint(1)\nEOF\n```\n"
    result = parse_response(answer)
    assert not result.usable, files_of(result)


# -- tool calls whose arguments say they do not replace the file --------------------------------


def _tool_call(name: str, arguments: dict[str, object]) -> str:
    call = {"id": "c1", "type": "function", "function": {"name": name}}
    call["function"]["arguments"] = json.dumps(arguments)  # type: ignore[index]
    return json.dumps({"role": "assistant", "tool_calls": [call]}) + "\n"


@pytest.mark.parametrize(
    "arguments",
    [
        {"file_path": "a.py", "text": "x = 1\n", "append": True},  # LangChain's WriteFileTool
        {"path": "a.py", "content": "x = 1\n", "mode": "a"},
    ],
)
def test_write_call_that_appends_is_an_edit(arguments: dict[str, object]) -> None:
    """Input: an OpenAI-style `write_file` tool call with an append flag (`"append": true`, as
    LangChain's file tool takes it, or `"mode": "a"`).

    What happened: `recovered`, a.py holds only the appended text.
    Expected: not usable (an edit, as `append_to_file` already is): the call adds to the file;
    writing it as a whole file loses the file's earlier content.
    """
    result = parse_response(_tool_call("write_file", arguments))
    assert not result.usable, (result.status, files_of(result))


@pytest.mark.parametrize(
    ("name", "arguments"),
    [
        ("insert_into_file", {"path": "a.py", "content": "x = 1\n", "line": 3}),
        ("write_file", {"path": "a.py", "content": "x = 1\n", "start_line": 10}),
        ("prepend_to_file", {"path": "a.py", "content": "x = 1\n"}),
    ],
)
def test_write_call_that_inserts_is_an_edit(name: str, arguments: dict[str, object]) -> None:
    """Input: a tool call with a path and a content that inserts (a line number argument, or a
    tool named for inserting or prepending).

    What happened: `recovered`, a.py holds only the inserted text.
    Expected: not usable: the call changes part of the file. Only the `append` names and
    OpenHands' `insert` command are read as edits today; the line argument is ignored.
    """
    result = parse_response(_tool_call(name, arguments))
    assert not result.usable, (result.status, files_of(result))


@pytest.mark.parametrize(
    ("command", "meant"),
    [
        ("tee a.py b.py <<'EOF'", [("a.py", "print(1)\n"), ("b.py", "print(1)\n")]),
        ("(cd sub && cat > a.py) <<'EOF'", [("sub/a.py", "print(1)\n")]),
        ("cat > a.py <<'EOF' > b.py", [("a.py", ""), ("b.py", "print(1)\n")]),
        ("cat > src/{a,b}.py <<'EOF'", []),  # bash: ambiguous redirect, nothing written
    ],
    ids=["tee-two-files", "subshell", "two-redirections", "brace-expansion"],
)
def test_heredoc_command_line_read_as_the_shell_runs_it(
    command: str, meant: list[tuple[str, str]]
) -> None:
    """Input: a ```bash block with one heredoc whose command line the shell reads differently
    from `cat > PATH <<'EOF'`: `tee` with two files, the redirection inside a subshell with a
    `cd`, two output redirections (the last one gets the output), a brace expansion.

    What happened: `recovered` with one file: `a.py` (tee: b.py missing; two redirections:
    the content is in b.py, a.py is empty), `a.py)` with the parenthesis in the path, or
    `src/{a,b}.py` literally.
    Expected: the files the shell would write, or not usable.
    """
    answer = "```bash\n" + command + "\nprint(1)\nEOF\n```\n"
    meant_or_refused(parse_response(answer), meant)


def _calls(*calls: tuple[str, dict[str, object]]) -> str:
    return json.dumps(
        {
            "role": "assistant",
            "tool_calls": [
                {
                    "id": f"c{n}",
                    "type": "function",
                    "function": {"name": name, "arguments": json.dumps(arguments)},
                }
                for n, (name, arguments) in enumerate(calls)
            ],
        },
        indent=2,
    )


@pytest.mark.parametrize(
    ("later", "meant"),
    [
        (("delete_file", {"path": "a.py"}), []),
        (("move_file", {"source": "a.py", "destination": "src/a.py"}), [("src/a.py", "x = 1\n")]),
        (("rename_file", {"path": "a.py", "new_path": "src/a.py"}), [("src/a.py", "x = 1\n")]),
    ],
    ids=["delete", "move", "rename"],
)
def test_later_call_on_the_written_path_is_not_ignored(
    later: tuple[str, dict[str, object]], meant: list[tuple[str, str]]
) -> None:
    """Input: a tool-call message that writes a.py, then deletes, moves or renames it
    (`delete_file`, `move_file`, `rename_file` tool calls on the same path).

    What happened: `recovered` with a.py at its first path, and no diagnostic about the later
    call (only `read-as`).
    Expected: the files as they are after every call (none, or src/a.py), or not usable with
    a diagnostic naming the call it could not follow: the model's last word on a.py is the
    later call.
    """
    answer = _calls(("write_file", {"path": "a.py", "content": "x = 1\n"}), later)
    meant_or_refused(parse_response(answer), meant)


def test_write_call_with_a_directory_argument() -> None:
    """Input: a `write_file` call with `filename: a.py`, `content` and `directory: src`.

    What happened: `recovered` with `a.py` at the root; the directory argument is dropped.
    Expected: `src/a.py`, or not usable: an argument the reader does not know may change where
    the file goes.
    """
    answer = _calls(("write_file", {"filename": "a.py", "content": "x = 1\n", "directory": "src"}))
    meant_or_refused(parse_response(answer), [("src/a.py", "x = 1\n")])


@pytest.mark.parametrize(
    ("later", "meant"),
    [
        ("sed -i s/1/2/ app.py\n", [("app.py", "print(2)\n")]),
        ('echo "x = 2" >> app.py\n', [("app.py", "print(1)\nx = 2\n")]),
        ("mv app.py src/app.py\n", [("src/app.py", "print(1)\n")]),
        ("python app.py\nrm app.py\n", []),
        ("mkdir -p /tmp/work && cd /tmp/work\n", None),  # the heredoc comes after it
    ],
    ids=["sed-i", "echo-append", "mv", "rm", "cd-absolute"],
)
def test_commands_around_a_heredoc_that_change_its_file(
    later: str, meant: list[tuple[str, str]] | None
) -> None:
    """Input: a ```bash block: `cat > app.py <<'EOF'` (`print(1)`), and then a command that
    changes that file (`sed -i`, `echo ... >> app.py`, `mv`, `rm`), or before it a `cd` to an
    absolute folder.

    What happened: `recovered` with app.py as the heredoc wrote it; the other commands are
    dropped without a diagnostic (not even in `result.commands`; `echo >>` is not read as an
    edit the way `cat >>` is).
    Expected: the file as the script leaves it, or not usable with a diagnostic naming the
    command: the model's script is what it meant, and the heredoc alone is a draft of it.
    """
    heredoc = "cat > app.py <<'EOF'\nprint(1)\nEOF\n"
    script = later + heredoc if meant is None else heredoc + later
    result = parse_response("```bash\n" + script + "```\n")
    meant_or_refused(result, meant or [])
