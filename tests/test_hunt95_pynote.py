"""hunt95: Python notes in shapes next to the ones fix-place69 reads with the parse.

In a class whose ``flush()`` calls ``self.validate()`` and ``self.save()``, defined nowhere,
``# validate and save unchanged`` or the string statement ``'validate and save unchanged'``
between the methods is refused, and so is ``...  # validate and save unchanged`` (a statement
that does nothing, then the note: docs/lenient.md). The same note after ``pass`` (the other
statement that does nothing), as a parenthesised string statement or as two adjacent strings,
and methods written as ``def validate(self): ...  # unchanged`` on one line (the ``pass  #
unchanged`` body over two lines is refused), stand for the same left-out methods. Expected by
hand: not usable (the class as written raises AttributeError in ``flush()``).
"""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response

_CLASS = (
    "class Store:\n    def __init__(self):\n        self.rows = []\n\n    NOTE\n\n"
    "    def flush(self):\n        self.validate()\n        self.save()\n"
)


@pytest.mark.parametrize(
    "note",
    [
        pytest.param("pass  # validate and save unchanged", id="pass-then-names"),
        pytest.param("pass  # validate and save stay the same", id="pass-then-names-stay"),
        pytest.param("pass  # validate() and save() as before", id="pass-then-calls"),
        pytest.param('("validate and save unchanged")', id="parenthesised-string"),
        pytest.param('"validate and save " "unchanged"', id="adjacent-strings"),
        pytest.param(
            "def validate(self): ...  # unchanged\n\n    def save(self): ...  # unchanged",
            id="one-line-stubs",
        ),
    ],
)
def test_a_python_note_in_a_neighbouring_shape_is_refused(note: str) -> None:
    content = _CLASS.replace("NOTE", note)
    result = parse_response(native_answer("app/store.py", content.rstrip("\n")))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]
