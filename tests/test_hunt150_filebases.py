"""hunt150 (issue 20): fix-notes185 weighs a note right under ``class Form(Base):``, Base a
class of the file, by "every name the file defines or assigns at any indentation" (more than
Base gives: a note is read as a remark the sooner). A sibling class, module functions or a
function's locals of the same names make the note a remark though Base gives none of them; and
a base of the file whose own base is another class of the file, or a Base defined inside a
function, is read as "may give any". The file with the class's methods cut out is written as
complete. The base (3dfe17cf) did the same (not regressions).

Expected by hand: ``Base`` (and its own bases) define nothing the note names; ``Form`` calls
``self.validate()``/``self.save()``, which neither it nor its bases define; the note in their
place says they were left out (a part: refused)."""

from __future__ import annotations

import pytest
from meant import refused_native

_SUB = "    def submit(self):\n        return self.validate() and self.save()\n"
_NOTE = "    # validate and save unchanged\n"
_FORM = "class Form(Base):\n" + _NOTE + _SUB

_CASES = [
    pytest.param(
        "class Base:\n    pass\n\n\nclass Login(Base):\n    def validate(self):\n"
        "        return True\n\n    def save(self):\n        return True\n\n\n" + _FORM,
        id="sibling-class-defines",
    ),
    pytest.param(
        "def validate(x):\n    return True\n\n\ndef save(x):\n    return True\n\n\n"
        "class Base:\n    pass\n\n\n" + _FORM,
        id="module-functions",
    ),
    pytest.param(
        "class Base:\n    pass\n\n\ndef helper(data):\n    validate = data.get('v')\n"
        "    save = data.get('s')\n    return validate, save\n\n\n" + _FORM,
        id="locals-of-a-function",
    ),
    pytest.param(
        "class Root:\n    pass\n\n\nclass Base(Root):\n    pass\n\n\n" + _FORM,
        id="base-of-a-base-of-the-file",
    ),
    pytest.param(
        "def make():\n    class Base:\n        pass\n\n    class Form(Base):\n"
        "        # validate and save unchanged\n        def submit(self):\n"
        "            return self.validate() and self.save()\n\n    return Form\n",
        id="base-in-a-function",
    ),
    pytest.param(
        "class Base:\n    pass\n\n\nclass Login(Base):\n    @staticmethod\n"
        "    def validate(form):\n        return True\n\n\nclass Signup(Base):\n"
        "    def save(self):\n        return True\n\n\n" + _FORM,
        id="two-siblings",
    ),
]


@pytest.mark.parametrize("content", _CASES)
def test_a_base_of_the_file_that_defines_none_of_the_names(content: str) -> None:
    refused_native("f.py", content)


@pytest.mark.parametrize(
    "content",
    [
        pytest.param(
            "class AppError(Exception):\n    pass\n\n\nclass FormError(AppError):\n" + _NOTE + _SUB,
            id="guard-base-of-a-builtin",
        ),
        pytest.param(_FORM + "\n\nclass Base:\n    pass\n", id="guard-base-below"),
        pytest.param(
            "save = None\nvalidate = None\n\n\nclass Base:\n    pass\n\n\n" + _FORM,
            id="guard-module-values",
        ),
        pytest.param("class Base:\n    validate = None\n\n\n" + _FORM, id="guard-one-of-two"),
    ],
)
def test_the_neighbours_stay_refused(content: str) -> None:
    refused_native("f.py", content)
