"""hunt82: the cost of reading Python notes among members (fix-place46). A string statement of
names then a state (``"g and k stay the same"``) is now read by the margin-note path, and that
path looks, for every note, at every class and function of the module (_holding_class over
_python_scopes and _python_functions, _in_class_body splitting the text between each scope's end
and the note): a module of many small classes or functions, each with such a remark among its own
members (a remark, its names bound there: the file is whole and usable), takes time growing
faster than its size (about 4 s for 200 classes, 17 s for 400, on
this machine). Expected: 10x the input in less than 20x the time (docs: linear time)."""

from __future__ import annotations

import itertools
from collections.abc import Callable

import pytest
from native_answers import native_answer
from timing import assert_linear

from artifact_codec import parse_response


def _classes(note: str) -> Callable[[int], str]:
    def make(n: int) -> str:
        return "import os\n\n\n" + "".join(
            f"class C{i}:\n    def g(self):\n        return 1\n\n    {note}\n\n"
            "    def k(self):\n        return 2\n\n\n"
            for i in range(n)
        )

    return make


def _functions(note: str) -> Callable[[int], str]:
    def make(n: int) -> str:
        return "import os\n\n\n" + "".join(
            f"def f{i}():\n    def g():\n        return 1\n\n    {note}\n\n"
            "    def k():\n        return 2\n\n    return g() + k()\n\n\n"
            for i in range(n)
        )

    return make


_RUNS = itertools.count()


def _read(content: str) -> None:
    # (each run reads a text of its own: the reader caches its parse of a text, and a real
    # answer is read once)
    result = parse_response(native_answer("app.py", content + f"X = {next(_RUNS)}\n"))
    assert result.usable


@pytest.mark.parametrize(
    "make",
    [
        pytest.param(_classes('"g and k stay the same"'), id="classes-string-remarks"),
    ],
)
def test_remarks_among_many_scopes_cost_linear_time(make: Callable[[int], str]) -> None:
    _read(make(2))  # (the first read warms the reader's imports up)
    assert_linear(make, _read, 10, repeat=1)
