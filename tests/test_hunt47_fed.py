"""hunt47-fed: a program of the project fed app.py on its input, through a pipe (plain, through
a compound command, continued on the next line) or a ``<`` (or a descriptor ``exec 3<``
opened). Stdin is a read-only descriptor; the program is not given the name: it cannot change
app.py (lead's decision, round 14: a program changes a file it is given by name). Expected by
hand: app.py ``print(1)`` kept as written, usable. A program of the project given app.py as
an argument (``go run main.go app.py``) may change it: not kept in a usable result."""

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
    # stdin is a read-only descriptor; the program is not given the name
    result = parse_response(_answer(command))
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert files_of(result) == [("app.py", "print(1)\n")]


# A pipeline bash continues on the next line after its ``|`` (a newline after ``|`` is no
# end of the command; a comment after it neither): the same pipeline as on one line, which
# feeds app.py on the program's input only.
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
    # stdin is a read-only descriptor; the program is not given the name
    result = parse_response(text)
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert files_of(result) == [("app.py", "print(1)\n")]


# A program of the project built and run by its toolchain (go run, cargo run, java, dotnet
# run, npm start) given app.py as an argument: the same program of the project as ``python
# tools/x.py app.py``, which may change what it is given by name. Expected by hand: app.py
# not kept as written in a usable result.
@pytest.mark.parametrize(
    "command",
    [
        pytest.param("go run main.go app.py", id="go-run-arg"),
        pytest.param("cargo run -- app.py", id="cargo-run-arg"),
        pytest.param("java Main app.py", id="java-arg"),
        pytest.param("dotnet run -- app.py", id="dotnet-run-arg"),
        pytest.param("npm start -- app.py", id="npm-start-arg"),
    ],
)
def test_a_program_of_the_project_run_by_its_toolchain_given_the_file(command: str) -> None:
    result = parse_response(_answer(command))
    assert not (result.usable and files_of(result) == [("app.py", "print(1)\n")]), result.status


# The same programs given app.py on their input only: stdin is a read-only descriptor; the
# program is not given the name. Expected by hand: app.py kept as written, usable.
@pytest.mark.parametrize(
    "command",
    [
        pytest.param("go run main.go < app.py", id="go-run-stdin"),
        pytest.param("go run ./cmd/fix < app.py", id="go-run-package-stdin"),
        pytest.param("cargo run < app.py", id="cargo-run-stdin"),
        pytest.param("cat app.py | cargo run", id="cargo-run-piped"),
        pytest.param("python -m mypkg < app.py", id="python-m-module-stdin"),
    ],
)
def test_a_program_of_the_project_run_by_its_toolchain_fed_the_file(command: str) -> None:
    result = parse_response(_answer(command))
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert files_of(result) == [("app.py", "print(1)\n")]
