"""A quote shifted as a whole (indentation drift) whose new text adds a line that reads like a
quoted line at another indentation: one reading (the added line, re-indented by the shift).

The shift that places the quote is uniform, so in the model's own text a line indented
otherwise than the line it quoted is another line; a line written exactly as quoted while
the file writes it otherwise (its trailing whitespace) stays refused: kept or written anew
are two files. Expected files are written by hand from the edit's meaning (the shape of the
click commits 047adef258 and 0585f456ba that the benchmark refused).
"""

from __future__ import annotations

import json

import pytest

from artifact_codec import apply_edits
from artifact_codec.apply import Rung

_FILE = "def g():\n    call(\n        a,\n    )\n\n\ndef k():\n    return 1\n"
# The function quoted with four spaces more than the file has (the noise "4 spaces added").
_OLD = "    def g():\n        call(\n            a,\n        )\n"
# The new text adds a top-level call whose ")" is the quoted "        )" less indented.
_NEW = _OLD + "\n\n    h = call(\n        b,\n    )\n"
_EXPECTED = _FILE.replace("    )\n\n\n", "    )\n\n\nh = call(\n    b,\n)\n\n\n", 1)


def _search_replace(path: str, old: str, new: str) -> str:
    return f"{path}\n```python\n<<<<<<< SEARCH\n{old}=======\n{new}>>>>>>> REPLACE\n```\n"


def _str_replace(path: str, old: str, new: str) -> str:
    call = {"command": "str_replace", "path": path, "old_str": old, "new_str": new}
    return "```json\n" + json.dumps(call, indent=2) + "\n```\n"


@pytest.mark.parametrize("render", [_search_replace, _str_replace])
def test_an_added_line_like_a_quoted_one_at_another_indentation_is_written(render) -> None:  # type: ignore[no-untyped-def]
    result = apply_edits(render("m.py", _OLD, _NEW), {"m.py": _FILE})
    assert result.ok, result.feedback()
    assert result.files["m.py"] == _EXPECTED
    assert result.outcomes[0].rung is Rung.INDENTATION


def test_the_shift_removing_indentation_writes_the_added_line_deeper_too() -> None:
    # The method quoted out of its class (four spaces less); the added "return x" stands one
    # level deeper than the quoted "return x" in the model's text, so it is another line.
    given = "class A:\n    def f(self, x):\n        if x:\n            return 0\n        return x\n"
    old = "def f(self, x):\n    if x:\n        return 0\n    return x\n"
    new = "def f(self, x):\n    if x:\n        return 0\n    if x < 0:\n        return x\n"
    new += "    return x\n"
    result = apply_edits(_search_replace("a.py", old, new), {"a.py": given})
    assert result.ok, result.feedback()
    assert result.files["a.py"] == given.replace(
        "        return x\n", "        if x < 0:\n            return x\n        return x\n"
    )


def test_an_added_line_written_as_quoted_but_not_as_the_file_writes_it_is_refused() -> None:
    # The quote drops the trailing space of "    )" (file line 4) and shifts the block; the new
    # text writes "        )" a second time exactly as quoted: the file's "    ) " kept, or
    # the model's "    )" written anew? Two files: refused.
    given = _FILE.replace("    )\n", "    ) \n", 1)
    new = _OLD + "        )\n"
    result = apply_edits(_search_replace("m.py", _OLD, new), {"m.py": given})
    assert not result.ok
    assert "kept or written anew is not clear" in result.outcomes[0].message


def test_the_punctuation_rung_keeps_the_indentation_of_an_added_line_too() -> None:
    # Curly quotes in the quote (placed by the punctuation rung, with the same uniform shift):
    # the added ")" is less indented than the quoted one, so it is a line of its own.
    given = 'def g():\n    call(\n        "a",\n    )\n'
    old = "    def g():\n        call(\n            \u201ca\u201d,\n        )\n"
    new = old + "\n\n    h = call(\n        b,\n    )\n"
    result = apply_edits(_search_replace("m.py", old, new), {"m.py": given})
    assert result.ok, result.feedback()
    assert result.files["m.py"] == given + "\n\nh = call(\n    b,\n)\n"
    assert result.outcomes[0].rung is Rung.PUNCTUATION
