"""hunt66: a margin note standing for left-out code whose names are bound somewhere else
than the note's own scope (placeholders._scope_names / _python_scopes, fix-margin37): the file
is written with the named code lost. Expected by hand: each note below stands, in its own
scope, for definitions that scope never makes (a lambda's parameters elsewhere in the module,
another class's attributes or methods, the outer class's methods seen from a nested class),
so the answer is not usable."""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response

# A module-level note; "load" and "save" are bound at the top level only as a lambda's
# parameters on a line far from the note (the lambda's own scope, not the module's).
_LAMBDA_ELSEWHERE = """import os

key = sorted([3, 1], key=lambda load, save=None: load)


def f():
    return 1


# load and save unchanged


def h():
    return 3
"""

# A note between two nested functions of main(); "load" and "save" are only a class's
# attributes (None), not functions of main.
_NESTED_FUNCTION_CLASS_ATTRS = """import os


class Store:
    load = None
    save = None


def main():
    def f():
        return 1

    # load and save unchanged

    def h():
        return 3

    return f() + h()
"""

# A note between two nested functions of build(); "load" and "save" are another class's
# methods.
_NESTED_FUNCTION_OTHER_METHODS = """import os


class Store:
    def load(self):
        return 1

    def save(self):
        return 2


def build():
    def validate(x):
        return x

    # load and save unchanged

    def render(x):
        return x

    return render(validate(1))
"""

# A note among Inner's methods; "load" and "save" are Outer's methods, not Inner's.
_CLASS_IN_CLASS = """import os


class Outer:
    def load(self):
        return 1

    def save(self):
        return 2

    class Inner:
        def a(self):
            return 1

        # load and save unchanged

        def b(self):
            return 2
"""


@pytest.mark.parametrize(
    "content",
    [
        pytest.param(_LAMBDA_ELSEWHERE, id="lambda-params-elsewhere"),
        pytest.param(_NESTED_FUNCTION_CLASS_ATTRS, id="nested-function-class-attrs"),
        pytest.param(_NESTED_FUNCTION_OTHER_METHODS, id="nested-function-other-methods"),
        pytest.param(_CLASS_IN_CLASS, id="class-in-class-outer-methods"),
    ],
)
def test_a_note_bound_only_outside_its_scope_is_refused(content: str) -> None:
    result = parse_response(native_answer("app.py", content))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]
