"""hunt141: a one-name note ('the submit callback is unchanged') over a Python file that names
``submit`` only as a keyword argument of a call (``root.send(submit=True)``): nothing binds the
callback, the note stands for it left out, the file is a part and must be refused. Guards: the
name only in a string or through ``cls.`` stays refused."""

from __future__ import annotations

import pytest
from meant import refused_native

_PY = (
    "def render(root):\n    {B}return 1\n\n\n# the submit callback is unchanged\n\n\n"
    "def reset(root):\n    root.clear()\n"
)

_CASES = [
    ("root.send(submit=True)\n    ", "call-kwarg"),
    ('x = "submit: yes"\n    ', "string-guard"),
    ("cls.submit()\n    ", "cls-guard"),
]


@pytest.mark.parametrize(("body", "case"), _CASES, ids=[c for _, c in _CASES])
def test_a_keyword_argument_does_not_bind_the_noted_function(body: str, case: str) -> None:
    refused_native("form.py", _PY.replace("{B}", body))
