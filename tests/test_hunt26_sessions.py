"""hunt26: attacks on fix-prompts24 (one prefix peeler, one prompt table, a shell fence
showing a session read as that session). Expected values by hand from what the model meant:
a prompted line is a command the reader typed; a command the readers do not know may change
the file it names (a ``console`` fence refuses it), so the file the answer shows is not the
file the model meant after it ran."""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import parse_response

BASE = "Here is the app.\n\n`app.py`:\n```python\nprint(1)\n```\n\nThen:\n\n"

# commands that change app.py in place, none of them in the readers' lists
CHANGING = ["gsed -i s/1/2/ app.py", "2to3 -w app.py", "ex -sc '%s/1/2/|wq' app.py"]


@pytest.mark.parametrize("line", CHANGING, ids=["gsed", "2to3", "ex"])
@pytest.mark.parametrize("info", ["bash", "sh", ""], ids=["bash", "sh", "bare"])
def test_a_prompted_unknown_command_in_a_session_fence_may_change_the_file(
    info: str, line: str
) -> None:
    # the same line in a ``console`` fence is refused (changed-after); the model meant app.py
    # after the command changed it, which the answer does not show
    assert not parse_response(BASE + f"```console\n$ {line}\n```\n").usable
    result = parse_response(BASE + f"```{info}\n$ {line}\n```\n")
    assert not result.usable, (result.status, files_of(result))


@pytest.mark.parametrize(
    "line", [*CHANGING, "./fix.sh app.py"], ids=["gsed", "2to3", "ex", "own-script"]
)
def test_a_heredoc_file_of_an_unlabelled_session_changed_by_a_prompted_command(
    line: str,
) -> None:
    # the session writes app.py, then a command changes it: the model meant the changed file
    # (a ``console``, ``text`` or ``bash`` fence refuses it, heredoc-changed)
    session = f"$ cat > app.py <<'EOF'\nprint(1)\nEOF\n$ {line}\n"
    assert not parse_response(f"```console\n{session}```\n").usable
    result = parse_response(f"```\n{session}```\n")
    assert not result.usable, (result.status, files_of(result))


def test_a_console_fence_output_that_shows_a_heredoc_writes_no_file() -> None:
    # ``cat notes.txt`` prints the notes; the lines below it are what it printed (a console
    # fence's unprompted lines are output, docs/lenient.md): the model wrote no app.py
    text = (
        "The notes file says how to set it up:\n\n```console\n$ cat notes.txt\n"
        "cat > app.py <<'EOF'\nprint(3)\nEOF\n```\n"
    )
    result = parse_response(text)
    assert ("app.py", "print(3)\n") not in files_of(result), (result.status, files_of(result))


@pytest.mark.parametrize("info", ["console", "bash", ""], ids=["console", "bash", "bare"])
@pytest.mark.parametrize("prompt", ["bash-5.1$ ", "sh-5.2$ "], ids=["bash51", "sh52"])
def test_a_heredoc_typed_at_bashs_default_prompt_writes_its_file(info: str, prompt: str) -> None:
    # bash's default prompt is in the one prompt table: the line after it is the command,
    # as after ``$ `` (which reads a.py)
    text = f"```{info}\n{prompt}cat > a.py <<'EOF'\nx = 1\nEOF\n{prompt}python a.py\n```\n"
    result = parse_response(text)
    assert result.usable, [(d.code, d.message) for d in result.diagnostics]
    assert files_of(result) == [("a.py", "x = 1\n")]


@pytest.mark.parametrize("info", ["console", "bash", ""], ids=["console", "bash", "bare"])
def test_a_heredoc_typed_with_ps2_prompts_writes_its_file(info: str) -> None:
    # a terminal shows the heredoc's lines after bash's PS2 ``> `` (a heredoc leaves the
    # command open, as ``do`` or ``|`` does): the file is the lines without it
    text = f"```{info}\n$ cat > app.py <<'EOF'\n> print(2)\n> EOF\n$ python app.py\n2\n```\n"
    result = parse_response(text)
    assert result.usable, [(d.code, d.message) for d in result.diagnostics]
    assert files_of(result) == [("app.py", "print(2)\n")]


@pytest.mark.parametrize(
    "command",
    ["sudo tee a.py", "env A=1 cat > a.py", "nice cat > a.py", "timeout 5 tee a.py"],
    ids=["sudo-tee", "env-cat", "nice-cat", "timeout-tee"],
)
@pytest.mark.parametrize("info", ["bash", "console"])
def test_a_heredoc_under_a_command_prefix_writes_its_file(info: str, command: str) -> None:
    # the prefix runs the same cat/tee (the one peeler reads ``nice sed -i`` as ``sed -i``):
    # the file is the heredoc's lines (tee also prints them)
    prompt = "$ " if info == "console" else ""
    text = f"```{info}\n{prompt}{command} <<'EOF'\nx = 1\nEOF\n```\n"
    result = parse_response(text)
    assert result.usable, [(d.code, d.message) for d in result.diagnostics]
    assert files_of(result) == [("a.py", "x = 1\n")]


@pytest.mark.parametrize(
    "line",
    [
        '"rm" app.py',
        "'sed' -i s/1/2/ app.py",
        "\\rm app.py",
        "/bin/rm app.py",
        "/usr/bin/sed -i s/1/2/ app.py",
    ],
    ids=["quoted-rm", "quoted-sed", "backslash-rm", "bin-rm", "usr-bin-sed"],
)
@pytest.mark.parametrize("info", ["bash", "sh", ""], ids=["bash", "sh", "bare"])
def test_an_unprompted_line_that_starts_with_a_command_in_the_shells_reading(
    info: str, line: str
) -> None:
    # the shell runs rm/sed for ``\rm`` (an alias bypassed), ``"rm"`` and ``/bin/rm``: the line
    # starts with a command, so it is one (docs: ``$ ls`` then ``rm app.py`` removes app.py)
    assert not parse_response(BASE + f"```{info}\n$ ls\nrm app.py\n```\n").usable
    result = parse_response(BASE + f"```{info}\n$ ls\n{line}\n```\n")
    assert not result.usable, (result.status, files_of(result))


@pytest.mark.parametrize(
    "prompt",
    ["root@box:/app# ", "root@3f2a1c:/usr/src/app# ", "[root@box app]# "],
    ids=["debian-root", "docker-root", "fedora-root"],
)
@pytest.mark.parametrize("info", ["console", "text", "terminal"])
def test_a_root_prompt_of_a_user_at_host_shape_starts_a_command(info: str, prompt: str) -> None:
    # bash's root prompt (Debian's ``\u@\h:\w# ``, a Docker container's, Fedora's
    # ``[\u@\h \W]# ``): the line after it is a command typed as root, as after ``$``
    assert not parse_response(BASE + f"```{info}\nme@box:/app$ rm app.py\n```\n").usable
    result = parse_response(BASE + f"```{info}\n{prompt}rm app.py\n```\n")
    assert not result.usable, (result.status, files_of(result))


@pytest.mark.parametrize("info", ["bash", "shell", "zsh", ""], ids=["bash", "shell", "zsh", "bare"])
def test_oh_my_zshs_default_prompt_starts_a_command(info: str) -> None:
    # oh-my-zsh's default theme (robbyrussell): ``➜  app git:(main) ✗ `` then the command
    result = parse_response(BASE + f"```{info}\n➜  app git:(main) ✗ rm app.py\n```\n")
    assert not result.usable, (result.status, files_of(result))


@pytest.mark.parametrize("magic", ["%load app.py", "%pycat app.py"], ids=["load", "pycat"])
def test_a_reading_magic_at_an_ipython_prompt_in_an_unlabelled_fence_is_harmless(
    magic: str,
) -> None:
    # ``%load``/``%pycat`` read app.py (an ``ipython`` fence keeps it usable): nothing written
    assert parse_response(BASE + f"```ipython\nIn [1]: {magic}\n```\n").usable
    result = parse_response(BASE + f"```\nIn [1]: {magic}\n```\n")
    assert result.usable, [(d.code, d.message) for d in result.diagnostics]
    assert files_of(result) == [("app.py", "print(1)\n")]
