"""fix-prose25: the command a word names as the shell reads it (one function,
``shell.shell_command_name``), and the prose readers that use it and the one prefix peeler
and prompt table. Expected values by hand from the shell's reading."""

from __future__ import annotations

import pytest
from meant import files_of, ours_then

from artifact_codec import parse_response
from artifact_codec.ingest.conventions.shell import shell_command_name


@pytest.mark.parametrize(
    ("word", "name"),
    [
        ("rm", "rm"),
        ("\\rm", "rm"),  # a backslash keeps an alias off: rm runs
        ('"rm"', "rm"),
        ("'r'm", "rm"),
        ("/bin/rm", "rm"),
        ("/usr/bin/env", "env"),
        ("./fix.py", "./fix.py"),  # a program the answer may write: still a path
        ("$CMD", ""),  # the shell expands it: the text does not say what runs
        ('"rm', ""),  # a quote left open: no word
    ],
)
def test_shell_command_name_is_the_name_the_shell_runs(word: str, name: str) -> None:
    assert shell_command_name(word) == name


BASE = "Here is the app.\n\n`app.py`:\n```python\nprint(1)\n```\n\n"
HEREDOC = "```bash\ncat > a.py <<'EOF'\nx = 1\nEOF\n```\n\n"


@pytest.mark.parametrize(
    "line",
    [
        "It is time to run it.",
        "nice and simple",
        "Then run `timeout 5 pytest`.",
        "Then run `nohup python app.py &`.",
        "Then run `time -p python app.py`.",
        "Then `$ python app.py`",
        "bash-5.1$ python app.py",
        "app % python app.py",
        "time -p python app.py",
        '"python" app.py',
        "In [1]: !ls",
        "Coverage: 100 % done",
    ],
)
def test_prose_that_runs_nothing_changing_the_file_stays_usable(line: str) -> None:
    # these run app.py or nothing: the answer's app.py is what the user has after them
    result = parse_response(BASE + line + "\n")
    assert result.usable, (result.status, [d.message for d in result.diagnostics])
    assert files_of(result) == [("app.py", "print(1)\n")]


def test_time_p_in_a_script_runs_the_command_after_it() -> None:
    # bash's reserved word ``time`` takes ``-p``: the command run is what follows (before,
    # ``-p`` was read as a command not known, which may change any file: a false refusal)
    assert parse_response(HEREDOC + "```bash\ntime -p python a.py\n```\n").usable
    changed = parse_response(HEREDOC + "```bash\ntime -p sed -i s/1/2/ a.py\n```\n")
    assert not changed.usable


@pytest.mark.parametrize(
    "line",
    [
        "\\cp app.py b.py",
        '"cp" app.py b.py',
        "\\echo hi > b.py",
        "Then type `!cp app.py b.py` in the notebook.",
    ],
    ids=["backslash", "quoted", "backslash-echo", "cell-escape-span"],
)
def test_a_prose_command_writing_another_file_is_read_as_the_shell_reads_it(line: str) -> None:
    # the model meant b.py to exist too (``cp app.py b.py`` alone there is refused:
    # mixed-conventions); the shell runs cp / echo for each of these
    assert not parse_response(BASE + "cp app.py b.py\n").usable
    result = parse_response(BASE + line + "\n")
    assert not result.usable, (result.status, files_of(result))


@pytest.mark.parametrize(
    "line",
    [
        "\\rm a.py",
        '"rm" a.py',
        "/bin/rm a.py",
        "time -p rm a.py",
        "bash-5.1$ rm a.py",
        "app % rm a.py",
        "In [1]: !rm a.py",
        "Then type `!rm a.py` in the notebook.",
        "Then `bash-5.1$ rm a.py`",
        "Then run `command rm a.py`.",
        "\\cp a.py b.py",
    ],
)
@pytest.mark.parametrize("convention", ["heredoc", "ours"])
def test_prose_after_a_heredoc_or_the_end_marker_is_read_as_the_shell_reads_it(
    convention: str, line: str
) -> None:
    # each line runs rm (or cp onto b.py) after a.py is written: a.py is gone or b.py is a
    # file the answer does not hold; the model's files are not what the user has
    text = HEREDOC + line + "\n" if convention == "heredoc" else ours_then(line + "\n")
    result = parse_response(text)
    assert not result.usable, (result.status, files_of(result))
