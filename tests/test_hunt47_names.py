"""hunt47-names: shell._unversioned and known programs named on a command line.

WRONG: ``_unversioned`` takes any known name with digits after it as that program, on the
PATH, with no folder (``cat2``, ``head1``, ``less3``, ``grep-2``) and in ``~/.local/bin``:
none of these is a versioned name anyone installs (the versioned ones are interpreters and
their tools: python3.12, pip3.11, node18...); before fix-shell31 such an unknown program given
app.py was refused, as ``mytool app.py`` still is. Expected by hand: a program of no known
kind may change app.py: not kept as written in a usable result.

WRONG: ``python -m json.tool IN OUT`` writes OUT (since 3.8 it reads IN first, so IN OUT the
same file formats it in place: checked with python3.11): data.json is not ``{"a":1}``.

False refusals: ``python -W error app.py`` and ``python -X dev app.py`` run app.py as
``python -u app.py`` does (the option's value is no script). Expected: usable, as written.
"""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import parse_response


def _answer(command: str) -> str:
    return f"app.py\n```python\nprint(1)\n```\n\nThen:\n\n```console\n$ {command}\n```\n"


@pytest.mark.parametrize(
    "command",
    [
        pytest.param("cat2 app.py", id="cat2"),
        pytest.param("head1 app.py", id="head1"),
        pytest.param("less3 app.py", id="less3"),
        pytest.param("grep-2 x app.py", id="grep-2"),
        pytest.param("~/.local/bin/cat2 app.py", id="home-cat2"),
        pytest.param("/usr/local/bin/sed3.12 -n p app.py", id="installed-sed3.12"),
        pytest.param("cat app.py | tee3", id="fed-tee3"),
        pytest.param("git3 add app.py", id="git3"),
    ],
)
def test_a_known_reader_name_with_digits_is_no_known_program(command: str) -> None:
    result = parse_response(_answer(command))
    assert not (result.usable and files_of(result) == [("app.py", "print(1)\n")]), result.status


@pytest.mark.parametrize(
    "command",
    [
        pytest.param("python -m json.tool data.json data.json", id="python"),
        pytest.param("python3.12 -m json.tool data.json data.json", id="python3.12"),
        pytest.param("python -m json.tool --indent 2 data.json data.json", id="indent"),
    ],
)
def test_json_tool_given_the_file_as_its_output_formats_it(command: str) -> None:
    text = f'data.json\n```json\n{{"a":1}}\n```\n\nFormat it:\n\n```console\n$ {command}\n```\n'
    result = parse_response(text)
    assert not (result.usable and ("data.json", '{"a":1}\n') in files_of(result)), result.status


@pytest.mark.parametrize(
    "command",
    [
        pytest.param("python -W error app.py", id="W-error"),
        pytest.param("python3.12 -W error app.py", id="versioned-W-error"),
        pytest.param("python -X dev app.py", id="X-dev"),
    ],
)
def test_python_with_an_option_taking_a_value_runs_the_file(command: str) -> None:
    result = parse_response(_answer(command))
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert files_of(result) == [("app.py", "print(1)\n")]


# The other side of the two rules: json.tool given one file, or writing another, leaves
# data.json; ``-W error`` before ``-m black app.py`` still runs black on app.py. Expected by
# hand from what each command does.
@pytest.mark.parametrize(
    ("command", "kept"),
    [
        pytest.param("python -m json.tool data.json", True, id="json-tool-prints"),
        pytest.param("python -m json.tool --indent 2 data.json", True, id="json-tool-indent"),
        pytest.param("python -m json.tool data.json pretty.json", True, id="json-tool-other"),
        pytest.param("python -W error -m black data.json", False, id="W-then-black"),
    ],
)
def test_json_tool_reading_and_a_python_option_value_before_a_module(
    command: str, kept: bool
) -> None:
    text = f'data.json\n```json\n{{"a":1}}\n```\n\nFormat it:\n\n```console\n$ {command}\n```\n'
    result = parse_response(text)
    if kept:
        assert result.usable, (result.status, [d.code for d in result.diagnostics])
        assert ("data.json", '{"a":1}\n') in files_of(result)
    else:
        assert not (result.usable and ("data.json", '{"a":1}\n') in files_of(result))
