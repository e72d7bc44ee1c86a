"""hunt26: the commands prose quotes after a Markdown file, under a command prefix or a prompt.
Expected by hand: ``Then run `timeout 5 rm app.py`.`` removes app.py as ``Then run `rm
app.py`.`` does (refused, changed-after); the model meant app.py changed or gone, which the
answer does not show."""

from __future__ import annotations

import pytest
from meant import files_of, ours_then

from artifact_codec import parse_response

BASE = "Here is the app.\n\n`app.py`:\n```python\nprint(1)\n```\n\n"


@pytest.mark.parametrize(
    "span",
    [
        "nice -n 5 sed -i s/1/2/ app.py",
        "timeout 5 rm app.py",
        "nohup rm app.py",
        "env A=1 cp b.py app.py",
        "FOO=1 rm app.py",
        "ionice -c3 rm app.py",
        "taskset -c 0 rm app.py",
        "flock /tmp/l rm app.py",
        "nice rm app.py",
        "command rm app.py",
        "env -- rm app.py",
        "time -p rm app.py",
    ],
    ids=[
        *("nice-n", "timeout", "nohup", "env", "assign", "ionice", "taskset", "flock", "nice"),
        *("command", "env-dashes", "time-p"),
    ],
)
def test_a_prefixed_command_prose_quotes_is_read_as_the_command_it_runs(span: str) -> None:
    assert not parse_response(BASE + "Then run `rm app.py`.\n").usable  # the unprefixed span
    result = parse_response(BASE + f"Then run `{span}`.\n")
    assert not result.usable, (result.status, files_of(result))


@pytest.mark.parametrize(
    "line",
    [
        "Then `$ rm app.py`",
        "- `$ rm app.py`",
        "Then `bash-5.1$ rm app.py`",
        "Then type `!rm app.py` in the notebook.",
    ],
    ids=["dollar", "list-dollar", "bash51", "cell-escape"],
)
def test_a_prompted_command_prose_quotes_is_read(line: str) -> None:
    # the span shows the command typed at a prompt (a shell's, a notebook cell's ``!``)
    result = parse_response(BASE + line + "\n")
    assert not result.usable, (result.status, files_of(result))


HEREDOC = "```bash\ncat > a.py <<'EOF'\nx = 1\nEOF\n```\n\n"


@pytest.mark.parametrize(
    "span",
    ["timeout 5 rm a.py", "nice sed -i s/1/2/ a.py", "FOO=1 rm a.py", "$ rm a.py"],
    ids=["timeout", "nice", "assign", "dollar"],
)
@pytest.mark.parametrize("convention", ["heredoc", "ours"])
def test_a_prefixed_or_prompted_span_after_other_conventions_is_read(
    convention: str, span: str
) -> None:
    # the unprefixed ``rm a.py`` span is refused after both (heredoc-changed, changed-after)
    plain = "Then run `rm a.py`.\n"
    text = "Then run `" + span + "`.\n"
    if convention == "heredoc":
        assert not parse_response(HEREDOC + plain).usable
        result = parse_response(HEREDOC + text)
    else:
        assert not parse_response(ours_then(plain)).usable
        result = parse_response(ours_then(text))
    assert not result.usable, (result.status, files_of(result))


@pytest.mark.parametrize(
    "line",
    ["\\rm app.py", "/bin/rm app.py", '"rm" app.py', "time -p rm app.py"],
    ids=["backslash", "bin-rm", "quoted", "time-p"],
)
def test_a_prose_line_that_is_a_command_in_the_shells_reading_is_read(line: str) -> None:
    # a prose line that starts with a command is read after Markdown files (``rm app.py``
    # alone there is refused); the shell runs rm for each of these lines
    assert not parse_response(BASE + "rm app.py\n").usable
    result = parse_response(BASE + line + "\n")
    assert not result.usable, (result.status, files_of(result))


@pytest.mark.parametrize(
    "line",
    ["bash-5.1$ rm app.py", "app % rm app.py", "me@box app % rm app.py", "In [1]: !rm app.py"],
    ids=["bash51", "zsh", "zsh-user-host", "ipython-escape"],
)
def test_a_prose_line_after_a_prompt_of_the_one_table_is_read(line: str) -> None:
    # ``$ rm app.py`` as a line of prose after a Markdown file is refused (a command line
    # after a prompt); the one prompt table holds bash's default and zsh's default prompts,
    # and IPython's ``In [1]:`` before a shell escape
    assert not parse_response(BASE + "$ rm app.py\n").usable
    result = parse_response(BASE + line + "\n")
    assert not result.usable, (result.status, files_of(result))
