"""hunt129: a Python note between methods in two shapes the note reader does not read: an
empty PyCharm/VS Code folding region named by the note (``# region validate and save
(unchanged)`` then ``# endregion``: the collapsed region IS the code left out) and a note
written as the left-out method's head (``# def validate(self): ... (unchanged)``).

``# validate and save unchanged``, ``#: ...``, ``...  # ...`` between the same methods are
refused.

Expected by hand from what the model meant: the class inherits nothing and ``submit`` calls
``self.validate()`` (and ``self.save()``), defined nowhere in the file: the methods were left
out; the file written whole raises AttributeError: a part, not usable."""

from __future__ import annotations

import pytest
from meant import refused_native

_HEAD = "class Form:\n    def __init__(self, data):\n        self.data = data\n\n"
_TWO = "\n\n    def submit(self):\n        self.validate()\n        self.save()\n"
_ONE = "\n\n    def submit(self):\n        return self.validate()\n"


@pytest.mark.parametrize(
    "content",
    [
        pytest.param(
            _HEAD + "    # region validate and save (unchanged)\n    # endregion" + _TWO,
            id="empty-region",
        ),
        pytest.param(
            _HEAD + "    # def validate(self): ... (unchanged)" + _ONE, id="def-head-note"
        ),
    ],
)
def test_a_python_note_in_another_shape_is_a_part(content: str) -> None:
    refused_native("app/form.py", content)
