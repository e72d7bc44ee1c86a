"""hunt150 (issue 20): fix-notes185 reads a note right under a Python class's head with ONE base
(``class Form(dict):``) and weighs it by what the base gives. A head written any other way is
not read at all: two bases (``class Form(Base, Mixin):``, ``class FormError(ValueError,
KeyError):``), a keyword (``metaclass=type``), a subscripted base (``list[str]``,
``Generic[T]``), a trailing comma, a PEP 695 head with two bases, a comment after the colon.
The note stands for methods cut out of the class, and the file is written as complete. The base
(3dfe17cf) did the same (not regressions).

Expected by hand: each base is a builtin type, ``Generic`` or a class of the file that defines
nothing of the note's names; the class calls ``self.validate()``/``self.save()``, which no base
gives; the note in their place says they were left out (a part: refused)."""

from __future__ import annotations

import pytest
from meant import refused_native

_SUB = "    def submit(self):\n        return self.validate() and self.save()\n"
_NOTE = "    # validate and save unchanged\n"
_FILE_BASES = (
    "class Base:\n    pass\n\n\nclass Mixin:\n    def clean(self):\n        return self\n\n\n"
)

_CASES = [
    pytest.param(_FILE_BASES + "class Form(Base, Mixin):\n", id="two-bases-of-the-file"),
    pytest.param("class FormError(ValueError, KeyError):\n", id="two-builtin-errors"),
    pytest.param(_FILE_BASES + "class Form(Mixin, dict):\n", id="mixin-and-builtin"),
    pytest.param("class Form(Exception, metaclass=type):\n", id="keyword"),
    pytest.param("class Form(list[str]):\n", id="subscripted-builtin"),
    pytest.param(
        "from typing import Generic, TypeVar\n\nT = TypeVar('T')\n\n\nclass Form(Generic[T]):\n",
        id="generic",
    ),
    pytest.param("class FormError(ValueError,):\n", id="trailing-comma"),
    pytest.param("class Form(dict):  # a form\n", id="comment-after-head"),
]


@pytest.mark.parametrize("head", _CASES)
def test_a_note_under_another_head_with_bases_is_a_part(head: str) -> None:
    refused_native("f.py", head + _NOTE + _SUB)


@pytest.mark.parametrize(
    "head",
    [
        pytest.param("class Form(dict):\n", id="guard-one-builtin"),
        pytest.param(_FILE_BASES + "class Form(\n    Base,\n):\n", id="guard-bases-over-lines"),
        pytest.param("class Form[T](dict):\n", id="guard-pep695-one-base"),
    ],
)
def test_the_heads_already_read_stay_refused(head: str) -> None:
    refused_native("f.py", head + _NOTE + _SUB)
