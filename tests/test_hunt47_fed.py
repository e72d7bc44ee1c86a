"""hunt47-fed: shell.Command.fed reads what a pipeline's commands before a program of the
project read, and its own ``<``; the same feeding through a compound command is not read:
a subshell or a group before the pipe (``( cat app.py ) | ./x``), a subshell after it
(``cat app.py | (./x)``, while ``{ ./x; }`` is refused), an if/for/while around it, and a
file descriptor opened by ``exec 3< app.py`` then given as ``<&3``. Expected by hand: each is
``cat app.py | ./x`` (refused by the rule: a program of the project may change what it is
given): app.py ``print(1)`` not kept as written in a usable result (changed-after)."""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import parse_response


def _answer(command: str) -> str:
    return f"app.py\n```python\nprint(1)\n```\n\nThen:\n\n```console\n$ {command}\n```\n"


@pytest.mark.parametrize(
    "command",
    [
        pytest.param("( cat app.py ) | ./x", id="subshell-feeds"),
        pytest.param("{ cat app.py; } | ./x", id="group-feeds"),
        pytest.param("cat app.py | (./x)", id="subshell-fed"),
        pytest.param("cat app.py | while read l; do ./x; done", id="while-fed"),
        pytest.param("if true; then cat app.py; fi | ./x", id="if-feeds"),
        pytest.param("for f in app.py; do cat $f; done | ./x", id="for-feeds"),
        pytest.param("exec 3< app.py; ./x <&3", id="exec-fd-then-dup"),
    ],
)
def test_a_program_of_the_project_fed_through_a_compound_command(command: str) -> None:
    result = parse_response(_answer(command))
    assert not (result.usable and files_of(result) == [("app.py", "print(1)\n")]), result.status
    assert "changed-after" in [d.code for d in result.diagnostics]


# A pipeline bash continues on the next line after its ``|`` (a newline after ``|`` is no
# end of the command; a comment after it neither): the same pipeline as on one line.
@pytest.mark.parametrize(
    ("body", "info"),
    [
        pytest.param("cat app.py |\n  ./x", "bash", id="pipe-then-newline"),
        pytest.param("cat app.py |\n./x", "sh", id="pipe-then-newline-sh"),
        pytest.param("cat app.py |\n  grep x |\n  ./x", "bash", id="three-lines"),
        pytest.param("cat app.py |  # feed it\n  ./x", "bash", id="pipe-comment-newline"),
        pytest.param("$ cat app.py |\n> ./x", "console", id="console-continued"),
    ],
)
def test_a_pipeline_continued_on_the_next_line_feeds_the_program(body: str, info: str) -> None:
    text = f"app.py\n```python\nprint(1)\n```\n\nThen:\n\n```{info}\n{body}\n```\n"
    result = parse_response(text)
    assert not (result.usable and files_of(result) == [("app.py", "print(1)\n")]), result.status


# A program of the project built and run by its toolchain (go run, cargo run, java, dotnet
# run, npm start) given app.py as an argument or on its input: the same program of the
# project as ``python tools/x.py app.py`` / ``< app.py``, which the rule refuses (it may change
# what it is given). Expected by hand: app.py not kept as written in a usable result.
@pytest.mark.parametrize(
    "command",
    [
        pytest.param("go run main.go app.py", id="go-run-arg"),
        pytest.param("go run main.go < app.py", id="go-run-stdin"),
        pytest.param("go run ./cmd/fix < app.py", id="go-run-package-stdin"),
        pytest.param("cargo run -- app.py", id="cargo-run-arg"),
        pytest.param("cargo run < app.py", id="cargo-run-stdin"),
        pytest.param("cat app.py | cargo run", id="cargo-run-piped"),
        pytest.param("java Main app.py", id="java-arg"),
        pytest.param("dotnet run -- app.py", id="dotnet-run-arg"),
        pytest.param("npm start -- app.py", id="npm-start-arg"),
        pytest.param("python -m mypkg < app.py", id="python-m-module-stdin"),
    ],
)
def test_a_program_of_the_project_run_by_its_toolchain_given_the_file(command: str) -> None:
    result = parse_response(_answer(command))
    assert not (result.usable and files_of(result) == [("app.py", "print(1)\n")]), result.status
