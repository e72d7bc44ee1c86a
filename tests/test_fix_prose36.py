"""fix-prose36: the names named_code_left_out reads as evidence stay the code the files lack.

Expected by hand: app.py is sent as a part (f calls g and k, defines neither); a sentence
saying code of app.py is kept, naming at least one name of code app.py would define, refuses
it (writing app.py as sent deletes that code), whatever other names stand beside it.
"""

from __future__ import annotations

import pytest
from meant import refused

from artifact_codec import parse_response

PART = "import os\n\n\ndef f():\n    return g() + k()\n"


def _md(path: str, content: str) -> str:
    return f"`{path}`:\n\n```python\n{content}```\n"


@pytest.mark.parametrize(
    "sentence",
    [
        # a builtin beside a name of the file's code: g is still left out
        pytest.param("`g()` and `print()` are unchanged.", id="builtin-beside-code"),
        # a dotted name with a capital head is a class's member, not a library's path
        pytest.param("`Config.load` and `Config.save` are unchanged.", id="class-members"),
        # the object's own members
        pytest.param("`self.g` and `self.k` are unchanged.", id="self-members"),
        # a paragraph of three lines: the sentence over its last two
        pytest.param(
            "That is the fix.\nThe helpers `g()` and\n`k()` stay as they were.", id="para"
        ),
    ],
)
def test_a_name_of_code_the_part_lacks_still_refuses_it(sentence: str) -> None:
    refused(_md("app.py", PART) + "\n" + sentence + "\n")


def test_names_imported_from_a_sent_file_that_lacks_them_are_not_held() -> None:
    # app.py imports g and k from helpers.py, which the answer sends without them
    answer = (
        _md("app.py", "from helpers import g, k\n\n\ndef f():\n    return g() + k()\n")
        + _md("helpers.py", "def h():\n    return 1\n")
        + "\n`g()` and `k()` are unchanged.\n"
    )
    refused(answer)


def test_names_imported_from_a_library_are_held() -> None:
    # the same import from a module the answer does not send: app.py holds g and k
    content = "from helpers import g, k\n\n\ndef f():\n    return g() + k()\n"
    result = parse_response(_md("app.py", content) + "\n`g()` and `k()` are unchanged.\n")
    assert result.usable, (result.status, result.diagnostics)
    assert [(f.file_path, f.content) for f in result.code.files] == [("app.py", content)]
