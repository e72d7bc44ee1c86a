"""hunt129: a note over Python code naming functions the file gives only ``@overload`` stubs,
in shapes fix-overload134's ``_overload_only`` does not see.

A module function or a method given only ``@overload`` stubs (body ``...``), called in the
file under a note of its name, is refused (fix-overload134: ``typing.overload`` binds the name
to a stand-in that raises at the call). Not seen: stubs whose body raises
``NotImplementedError`` (the same stand-in replaces them), the decorator imported under another
name (``overload as ov``), a method's stubs called through an instance (``form.validate(x)``,
not ``self.``), stubs in a function's body, and stubs under ``if TYPE_CHECKING:`` with
no ``else`` (at run time the name is bound by nothing).

Expected by hand from what the model meant: the note stands for the implementation (the plain
``def`` after the stubs) left out: the file written whole raises at the call: a part, not
usable."""

from __future__ import annotations

import pytest
from meant import refused_native

_TOTAL = "\n\n# parse unchanged\ndef total(xs):\n    return sum(parse(x) for x in xs)\n"


@pytest.mark.parametrize(
    "content",
    [
        pytest.param(
            "from typing import overload\n\n\n@overload\ndef parse(x: int) -> int:\n"
            "    raise NotImplementedError\n@overload\ndef parse(x: str) -> int:\n"
            "    raise NotImplementedError\n" + _TOTAL,
            id="raising-stubs",
        ),
        pytest.param(
            "from typing import overload as ov\n\n\n@ov\ndef parse(x: int) -> int: ...\n"
            "@ov\ndef parse(x: str) -> int: ...\n" + _TOTAL,
            id="decorator-alias",
        ),
        pytest.param(
            "from typing import overload\n\n\nclass Form:\n    @overload\n"
            "    def validate(self, x: int) -> bool: ...\n    @overload\n"
            "    def validate(self, x: str) -> bool: ...\n\n    # validate unchanged\n\n\n"
            "def submit(form: Form, x):\n    return form.validate(x)\n",
            id="method-through-an-instance",
        ),
        pytest.param(
            "from typing import overload\n\n\ndef outer(xs):\n    @overload\n"
            "    def parse(x: int) -> int: ...\n    @overload\n"
            "    def parse(x: str) -> int: ...\n\n    # parse unchanged\n\n"
            "    return sum(parse(x) for x in xs)\n",
            id="stubs-in-a-function",
        ),
        pytest.param(
            "from typing import TYPE_CHECKING, overload\n\nif TYPE_CHECKING:\n    @overload\n"
            "    def parse(x: int) -> int: ...\n    @overload\n"
            "    def parse(x: str) -> int: ...\n" + _TOTAL,
            id="type-checking-without-else",
        ),
    ],
)
def test_a_note_over_stubs_only_names_is_a_part(content: str) -> None:
    refused_native("app/forms.py", content)
