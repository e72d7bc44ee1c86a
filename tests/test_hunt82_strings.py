"""hunt82: Python string statements standing for left-out code (fix-place46: unbound._string_note
and placeholders._string_note_words). The rule reads a string statement on ONE line, its words
free of quotes and backslashes, at most 120 characters, with a prefix of one letter among r, u,
b, nothing after its closing quote, and never in a docstring's place. Expected by hand: each
string below stands where code of the file was left out (the model says so in the string), so
the answer is not usable; a reader that is not sure refuses."""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response


def _body(note: str, indent: str = "    ") -> str:
    """A module whose function f keeps its first and last lines around ``note`` (the model left
    the middle of f out)."""
    return f"import os\n\n\ndef f():\n{indent}x = os.getcwd()\n{note}\n{indent}return x\n"


_LONG = "'" + "rest of the function unchanged, " * 4 + "exactly as it was in the previous version'"


@pytest.mark.parametrize(
    "content",
    [
        pytest.param(
            _body('    "rest of the function\'s body unchanged"'), id="apostrophe-in-words"
        ),
        pytest.param(_body('    f"rest of the function unchanged"'), id="f-string"),
        pytest.param(_body("    rb'rest of the function unchanged'"), id="two-letter-prefix"),
        pytest.param(_body("    'rest of the function unchanged';"), id="semicolon-after"),
        pytest.param(
            _body("    'rest of the function unchanged'  # (left out)"), id="comment-after"
        ),
        pytest.param(_body("    " + _LONG), id="longer-than-120"),
        pytest.param(
            _body('    """\n    rest of the function unchanged\n    """'), id="quotes-on-own-lines"
        ),
        pytest.param(_body('    """rest of the function\n    unchanged"""'), id="two-lines"),
    ],
)
def test_a_string_statement_of_the_familys_words_is_never_usable(content: str) -> None:
    result = parse_response(native_answer("app.py", content))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]


# A function whose whole body is the note (in the docstring's place): the body was left out.
_FUNCTION_BODY_NOTE = '''import os


def load(path):
    """rest of the function unchanged"""


def save(path, data):
    return os.path.exists(path)
'''

# A class whose first statement is the note, over the one method the answer changes: the
# class's other methods were left out.
_CLASS_METHODS_NOTE = '''import os


class Store:
    """existing methods unchanged"""

    def save(self, path):
        return os.path.exists(path)
'''


@pytest.mark.parametrize(
    "content",
    [
        pytest.param(_FUNCTION_BODY_NOTE, id="function-body-is-the-note"),
        pytest.param(_CLASS_METHODS_NOTE, id="class-first-statement-is-the-note"),
    ],
)
def test_a_note_in_the_docstrings_place_is_never_usable(content: str) -> None:
    result = parse_response(native_answer("app.py", content))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]
