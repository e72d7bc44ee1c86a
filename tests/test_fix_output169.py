"""fix-output169: what a later tool output shows of a written file.

Expected by hand: an OpenAI transcript writes a.py ``x = 1`` (and, where said, b.py), the tool
answering ok, then runs the command shown, whose output is given. An output showing a.py
missing, renamed, empty or holding other lines says it is not on disk as written: refused. An
output whose missing-file words are about something else, or that shows a.py as written (or a
truncated prefix of it), keeps it.
"""

from __future__ import annotations

import json

import pytest
from meant import call_message, files_of, write_messages

from artifact_codec import parse_response

CONTENT = "x = 1\ny = 2\n"


def _after(command: str, output: object, name: str = "bash") -> list[tuple[str, str]] | None:
    messages: list[dict[str, object]] = write_messages("c0", "a.py", CONTENT)
    args: dict[str, object] = {"command": command} if name == "bash" else {"path": command}
    messages.append(call_message("c1", name, args))
    messages.append({"role": "tool", "tool_call_id": "c1", "content": output})
    parsed = parse_response(json.dumps(messages))
    return files_of(parsed) if parsed.usable else None


REFUSED = [
    # gone
    pytest.param("cat a.py", "cat: a.py: No such file or directory", id="cat-gone"),
    pytest.param("node x.js", "Error: ENOENT: no such file or directory, stat 'a.py'", id="stat"),
    pytest.param("dir a.py", "File Not Found - a.py", id="dir"),
    pytest.param("more a.py", "Could not find the file", id="pathless"),
    pytest.param("test -e a.py && echo yes || echo no", "no", id="test-e"),
    pytest.param("test -f a.py; echo $?", "1", id="test-status"),
    pytest.param("if [ -f a.py ]; then echo here; else echo gone; fi", "gone", id="if-test"),
    pytest.param("find . -name a.py", "./b.py", id="find-other"),
    pytest.param("ls", "b.py\nREADME.md", id="ls-without"),
    pytest.param("git status -s", "RM a.py -> src/a.py", id="git-rm"),
    pytest.param("git diff --name-status HEAD", "R100\ta.py\tb.py", id="name-status"),
    pytest.param("git diff --name-only --diff-filter=D", "a.py", id="diff-filter"),
    pytest.param(
        "git diff",
        "diff --git a/a.py b/a.py\ndeleted file mode 100644\n--- a/a.py\n+++ /dev/null\n",
        id="diff-deleted",
    ),
    # empty / size
    pytest.param("wc -c a.py", "3 a.py", id="wc-other-size"),
    pytest.param("wc a.py", " 0  0  0 a.py", id="wc-all"),
    pytest.param("wc -l < a.py", "0", id="wc-stdin"),
    pytest.param("stat a.py", "  File: a.py\n  Size: 0  Blocks: 0  IO Block: 4096", id="stat"),
    pytest.param("ls -la a.py", "-rw-r--r--  1 u  staff  0 Nov 28 23:00 a.py", id="ls-mac"),
    pytest.param("hexdump -C a.py", "", id="hexdump"),
    pytest.param("[ -s a.py ] || echo empty", "empty", id="test-s-or"),
    # other content
    pytest.param("head -n 1 a.py", "x = 5", id="head-n"),
    pytest.param("tail -1 a.py", "z = 3", id="tail-1"),
    pytest.param("cat -n a.py", "     1\tx = 1\n     2\ty = 3", id="cat-n"),
    pytest.param("grep -n x a.py", "1:x = 9", id="grep-n"),
    pytest.param("cat a.py", "x = 1", id="cat-prefix-no-mark"),
    pytest.param("bat --plain a.py", "x = 1\ny = 2\nz = 3", id="bat"),
    pytest.param(
        "python3 -c \"from pathlib import Path; print(Path('a.py').read_text())\"",
        "x = 0\n",
        id="pathlib",
    ),
    pytest.param("git diff a.py", "@@ -1,2 +1,2 @@\n x = 1\n-y = 2\n+y = 7\n", id="diff-hunk"),
    pytest.param("a.py", "     1\tx = 3\n", id="read-tool-numbered"),
]


@pytest.mark.parametrize(("command", "output"), REFUSED)
def test_an_output_showing_the_file_otherwise_refuses_it(command: str, output: str) -> None:
    name = "read_file" if command == "a.py" else "bash"
    assert _after(command, output, name) is None


KEPT = [
    pytest.param("cat a.py", "x = 1\ny = 2\n", id="cat-same"),
    pytest.param("cat a.py", "x = 1\ny = 2\n\n[Command finished with exit code 0]", id="exit"),
    pytest.param("cat a.py", "x = 1\n... [output truncated]", id="cat-truncated"),
    pytest.param("head -1 a.py", "x = 1", id="head-same"),
    pytest.param("tail -n 1 a.py", "y = 2", id="tail-same"),
    pytest.param("nl a.py", "     1\tx = 1\n     2\ty = 2", id="nl-same"),
    pytest.param("grep -n y a.py", "2:y = 2", id="grep-same"),
    pytest.param("wc -l a.py", "2 a.py", id="wc-lines"),
    pytest.param("wc -c a.py", "12 a.py", id="wc-bytes"),
    pytest.param("ls -l a.py", "-rw-r--r-- 1 u u 12 Nov 28 23:00 a.py", id="ls-long"),
    pytest.param("ls", "a.py\nb.txt", id="ls-lists-it"),
    pytest.param("test -f a.py && echo yes || echo no", "yes", id="test-yes"),
    pytest.param("find . -name a.py", "./a.py", id="find-it"),
    pytest.param("git status --short", "?? a.py", id="git-untracked"),
    pytest.param("git diff a.py", "@@ -1,2 +1,2 @@\n x = 1\n-y = 0\n+y = 2\n", id="diff-to-it"),
    pytest.param("git show HEAD:a.py", "x = 0", id="git-show-commit"),
    pytest.param("command -v a.py", "a.py not found", id="command-v"),
    pytest.param("cat b.py", "cat: b.py: No such file or directory", id="other-gone"),
    pytest.param("python a.py", "", id="runs-silent"),
    pytest.param("python a.py", "1 2", id="runs-prints"),
    pytest.param("wc -l b.py", "0 b.py", id="other-empty"),
    pytest.param("a.py", "     1\tx = 1\n     2\ty = 2\n", id="read-tool-same"),
    pytest.param("cat a.py", "Output:\n```\nx = 1\ny = 2\n```\n", id="wrapped"),
    pytest.param("cd src && ls", "b.py\n", id="ls-of-another-folder"),
    pytest.param("cat a.py", "x = 1\n[... 1 more lines]", id="truncated-counted"),
    pytest.param("grep -n TODO a.py", "", id="grep-nothing"),
    pytest.param("sed -n 5p a.py", "", id="sed-past-the-end"),
    pytest.param(
        "a.py",
        "     1\u2192x = 1\n     2\u2192y = 2\n\n<system-reminder>\nNote: malware check.\n"
        "</system-reminder>\n",
        id="read-tool-reminder",
    ),
]


@pytest.mark.parametrize(("command", "output"), KEPT)
def test_an_output_agreeing_or_about_another_thing_keeps_it(command: str, output: str) -> None:
    name = "read_file" if command == "a.py" else "bash"
    assert _after(command, output, name) == [("a.py", CONTENT)]


def test_an_ls_in_another_folder_keeps_it() -> None:
    messages: list[dict[str, object]] = write_messages("c0", "a.py", CONTENT)
    messages.append(call_message("c1", "bash", {"command": "ls", "cwd": "src"}))
    messages.append({"role": "tool", "tool_call_id": "c1", "content": "b.py\n"})
    parsed = parse_response(json.dumps(messages))
    assert parsed.usable
    assert files_of(parsed) == [("a.py", CONTENT)]


def test_anthropic_content_parts_are_read_as_the_text() -> None:
    parts = [{"type": "text", "text": "x = 1\ny = 2\n"}]
    assert _after("cat a.py", parts) == [("a.py", CONTENT)]
    assert _after("cat a.py", [{"type": "text", "text": "x = 4\n"}]) is None


_CLINE_WRITE = (
    "<write_to_file>\n<path>a.py</path>\n<content>\nx = 1\n</content>\n</write_to_file>\n\n"
    "[write_to_file for 'a.py'] Result:\nThe content was successfully saved to a.py.\n\n"
)


def _cline(command: str, output: str) -> list[tuple[str, str]] | None:
    answer = (
        _CLINE_WRITE + f"<execute_command>\n<command>{command}</command>\n"
        "<requires_approval>false</requires_approval>\n</execute_command>\n\n"
        f"[execute_command for '{command}'] Result:\nCommand executed.\nOutput:\n{output}\n\n"
        "<attempt_completion>\n<result>\nDone.\n</result>\n</attempt_completion>\n"
    )
    parsed = parse_response(answer)
    return files_of(parsed) if parsed.usable else None


@pytest.mark.parametrize(
    ("command", "output", "kept"),
    [
        pytest.param("wc -c a.py", "0 a.py", False, id="wc-zero"),
        pytest.param("head a.py", "x = 3", False, id="head-other"),
        pytest.param("python a.py", "ok", True, id="runs"),
        pytest.param("cat b.py", "cat: b.py: No such file or directory", True, id="other"),
    ],
)
def test_cline_printed_outputs(command: str, output: str, kept: bool) -> None:
    assert _cline(command, output) == ([("a.py", "x = 1\n")] if kept else None)
