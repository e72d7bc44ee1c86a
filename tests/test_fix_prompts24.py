"""fix-prompts24 (issue 24): one peeler of command prefixes for every reader, one prompt
table, a shell fence showing a session read as that session. Expected values by hand: a
session that writes a.py with a heredoc and then changes a.py meant the changed a.py (not in
the text: refuse); ``$ python app.py`` and its output ``1`` run app.py and change nothing."""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import parse_response
from artifact_codec.ingest.conventions.runs import starts_with_command
from artifact_codec.ingest.conventions.shell import peel_prefixes

HEAD = "```\n$ cat > a.py <<'EOF'\nx = 1\nEOF\n"
BASE = "Here is the app.\n\n`app.py`:\n```python\nprint(1)\n```\n\nThen:\n\n"


@pytest.mark.parametrize(
    ("line", "command"),
    [
        ("nice sed -i s/1/2/ a.py", "sed -i s/1/2/ a.py"),
        ("timeout 5 cp b.py a.py", "cp b.py a.py"),
        ("ionice -c3 cp b.py a.py", "cp b.py a.py"),
        ("taskset -c 0 rm a.py", "rm a.py"),
        ("flock /tmp/lock rm a.py", "rm a.py"),
        ("env A=1 B=2 rm a.py", "rm a.py"),
        ("FOO='x y' rm a.py", "rm a.py"),
        ("nice -n 5 nohup rm a.py", "rm a.py"),
        ("/usr/bin/env rm a.py", "rm a.py"),
        ("rm a.py", "rm a.py"),
        ("a b c (", "a b c ("),
    ],
)
def test_the_one_peeler_finds_the_command_a_prefix_runs(line: str, command: str) -> None:
    assert peel_prefixes(line) == command


def test_a_prefix_that_is_a_command_of_its_own_still_starts_one() -> None:
    assert starts_with_command("sudo apt-get install x")  # (sudo is a command's name)
    assert starts_with_command("timeout 5 rm a.py")
    assert not starts_with_command("nice work, it runs")


# Prefixes with their own operands, under a prompt, after a heredoc that wrote a.py.
@pytest.mark.parametrize(
    "line",
    [
        "taskset -c 0 rm a.py",
        "flock /tmp/lock cp b.py a.py",
        "env A=1 B=2 sed -i s/1/2/ a.py",
        "chrt 10 tee a.py < b.py",
    ],
)
def test_a_session_line_under_a_prefix_with_operands_is_read(line: str) -> None:
    script = "```bash\ncat > a.py <<'EOF'\nx = 1\nEOF\n" + line + "\n```\n"
    assert not parse_response(script).usable  # the script reader
    result = parse_response(HEAD + "$ " + line + "\n```\n")
    assert not result.usable, (result.status, files_of(result))


def test_a_session_line_that_only_reads_the_file_stays_usable() -> None:
    result = parse_response(HEAD + "$ cat a.py\nx = 1\n```\n")
    assert result.usable, [(d.code, d.message) for d in result.diagnostics]
    assert files_of(result) == [("a.py", "x = 1\n")]


def test_a_harmless_command_under_a_prefix_stays_usable() -> None:
    # ``nice`` runs ``python app.py`` (the answer's program, printing 1): nothing changes
    result = parse_response(BASE + "```\n$ nice python app.py\n1\n```\n")
    assert result.usable, [(d.code, d.message) for d in result.diagnostics]
    assert files_of(result) == [("app.py", "print(1)\n")]


@pytest.mark.parametrize("prompt", ["(venv) $ ", "user@host:~/app$ ", "bash-5.2$ "])
def test_a_console_line_under_any_prompt_of_the_table_is_read(prompt: str) -> None:
    result = parse_response(BASE + "```console\n" + prompt + "rm app.py\n```\n")
    assert not result.usable, (result.status, files_of(result))


@pytest.mark.parametrize("info", ["shell", "bash", "sh"])
def test_a_shell_fence_showing_a_session_reads_its_output_as_output(info: str) -> None:
    result = parse_response(BASE + f"```{info}\n$ python app.py\n1\n```\n")
    assert result.usable, [(d.code, d.message) for d in result.diagnostics]
    assert files_of(result) == [("app.py", "print(1)\n")]
    # a heredoc's file in such a fence: the output line runs nothing either
    text = f"```{info}\n$ cat > a.py <<'EOF'\nprint(1)\nEOF\n$ python a.py\n1\n```\n"
    result = parse_response(text)
    assert result.usable, [(d.code, d.message) for d in result.diagnostics]
    assert files_of(result) == [("a.py", "print(1)\n")]


@pytest.mark.parametrize(
    "body",
    ["$ ls\nrm app.py\n", "$ rm app.py\n1\n", "$ python app.py\n1\n$ nice rm app.py\n"],
    ids=["unprompted-rm", "prompted-rm", "prefixed-rm"],
)
def test_a_shell_fence_showing_a_session_still_reads_its_commands(body: str) -> None:
    result = parse_response(BASE + "```bash\n" + body + "```\n")
    assert not result.usable, (result.status, files_of(result))


def test_a_heredoc_file_in_a_prompted_shell_fence_is_still_checked() -> None:
    text = "```bash\n$ cat > a.py <<'EOF'\nprint(1)\nEOF\n$ ls\nrm a.py\n```\n"
    assert not parse_response(text).usable
