"""hunt82: notes bound only outside their own scope, after fix-place46
(placeholders._python_lambdas,
_python_functions). A lambda's parameters now bind for a note only on the lines next to the
lambda, and a note among a function's nested functions is read by that function's bindings.
Expected by hand: each note below stands at a scope (the module's margin, a method's nested
functions) for definitions that scope never makes; the names are bound only inside another
scope (a lambda inside a function or a class, a lambda in a call whose closing line is the
note's neighbour, the class's methods seen from a method's body), so the answer is not usable."""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response

# The lambda spans two lines inside a call; the note is under the call's ")" at the margin.
_LAMBDA_IN_CALL = """import os

key = sorted(
    [3, 1],
    key=lambda load,
    save=None: load,
)
# load and save unchanged


def h():
    return 3
"""

# The lambda is a class attribute; the note at the module's margin after the class.
_LAMBDA_IN_CLASS = """import os


class Codec:
    pick = staticmethod(lambda load, save: load)


# load and save unchanged


def h():
    return 3
"""

# The lambda is on the last line of a function; the note at the module's margin after it.
_LAMBDA_LAST_LINE_OF_FUNCTION = """import os


def f(items):
    return sorted(items, key=lambda load, save=0: load)


# load and save unchanged


def h():
    return 3
"""

# A note between two nested functions of a method; "load" and "save" are the class's own
# methods, not functions of build().
_METHOD_NESTED_FUNCTIONS = """import os


class Store:
    def load(self):
        return 1

    def save(self):
        return 2

    def build(self):
        def f():
            return 1

        # load and save unchanged

        def h():
            return 3

        return f() + h()
"""


@pytest.mark.parametrize(
    "content",
    [
        pytest.param(_LAMBDA_IN_CALL, id="lambda-in-a-call-over-lines"),
        pytest.param(_LAMBDA_IN_CLASS, id="lambda-in-a-class-above-a-margin-note"),
        pytest.param(_LAMBDA_LAST_LINE_OF_FUNCTION, id="lambda-on-a-functions-last-line"),
        pytest.param(_METHOD_NESTED_FUNCTIONS, id="method-nested-functions-class-methods"),
    ],
)
def test_a_note_bound_only_in_another_scope_is_refused(content: str) -> None:
    result = parse_response(native_answer("app.py", content))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]
