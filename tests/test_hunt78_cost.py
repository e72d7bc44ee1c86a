"""hunt78: cost of fix-pages42's reading of a note of names right above a definition.

Each such note searches the whole file for a call of each name; a file holding many of them
(a note over each function, naming names it never calls) costs a pass per note. Expected: 10x
input, < 20x time (the project's bound). (fix-heads83, the sound rule of issue 20: a note of
names the file defines nowhere stands for code left out, called or not: the JavaScript file is
refused; the Go file's package may bind them, it stays whole.)"""

from __future__ import annotations

import pytest
from native_answers import native_answer
from timing import assert_linear

from artifact_codec import parse_response


def _js(n: int) -> str:
    return native_answer(
        "src/a.js",
        "".join(
            f"function f{i}() {{\n  return {i};\n}}\n// zed{i} and qux{i} unchanged\n"
            f"function h{i}() {{\n  return f{i}();\n}}\n"
            for i in range(n)
        ),
    )


def _go(n: int) -> str:
    return native_answer(
        "main.go",
        "package main\n\n"
        + "".join(
            f"func f{i}() int {{\n\treturn {i}\n}}\n// zed{i} and qux{i} unchanged\n"
            f"func h{i}() int {{\n\treturn f{i}()\n}}\n"
            for i in range(n)
        ),
    )


@pytest.mark.parametrize(
    ("make", "usable"), [pytest.param(_js, False, id="js"), pytest.param(_go, True, id="go")]
)
def test_notes_over_many_definitions_cost_linear_time(make: object, usable: bool) -> None:
    assert callable(make)
    assert parse_response(make(3)).usable is usable
    assert_linear(make, parse_response, 50, repeat=1)
