"""Findings of the hunt14-repair attack on what fix-repair18 landed in the JSON repair layer
(``readings.of_string`` / ``quotes_lost_at_break`` after every string the scanner reads;
``closer_of_lost_opener`` counting every unmatched closer in the dropped text and trying the
``[...]`` reading after a ``,``).

Each test is one finding: an input whose returned value differs from what the writer meant
with no guess reported by ``repair_json_report``. The counts of the random attack are printed
by ``benchmarks/hunt_hunt14-repair.py``.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from artifact_codec import parse_response, repair_json_report


def _meant_or_guessed(text: str, meant: Any) -> None:
    result = repair_json_report(text)
    got = json.loads(result.text)
    assert got == meant or result.guesses, (got, [r.kind.value for r in result.repairs])


# Class: two array items whose quotes around ``,<newline>`` were lost, the first item on the
# opener's line (``["alpha",<newline> "beta"]``: the layout of pprint and of compact JSON, the
# next line indented to the item's column). ``quotes_lost_at_break`` compares the next line's
# blanks with the blanks that start the item's LINE (none: the line starts with ``[`` or
# ``{"names": [``), not with the item's column, so no ``missing-quote`` guess; the same break
# in the second item of the same layout is guessed (control below). Found by the
# ``opener-line-items`` generator of ``benchmarks/hunt_hunt14-repair.py`` (SILENT 139 of 150
# at n=150), minimized by hand; the library returns the one string ``"ftplib,\n crypt"`` with
# ``control-character`` only, on the fast path and on the scanner path (a trailing ``,``).
@pytest.mark.parametrize(
    ("text", "meant"),
    [
        ('["ftplib,\n crypt"]', ["ftplib", "crypt"]),
        ('["base64,\n io",\n "imghdr"]', ["base64", "io", "imghdr"]),
        ('{"names": ["uuid,\n           plistlib"]}', {"names": ["uuid", "plistlib"]}),
        ('["a,\n b",]', ["a", "b"]),
    ],
    ids=["alone", "before-another", "in-an-object", "scanner-trailing-comma"],
)
def test_merged_items_on_the_openers_line_are_not_read_silently(text: str, meant: Any) -> None:
    _meant_or_guessed(text, meant)


def test_merged_items_on_their_own_line_in_the_same_layout_are_guessed() -> None:
    """Control: the second item of the same layout is guessed (its line's blanks are the next
    line's), so only the first item's place on the opener's line makes the difference."""
    result = repair_json_report('["a",\n "b,\n c"]')
    assert [r.kind.value for r in result.guesses] == ["missing-quote"]


# Class: a container's opener lost before ``, <values>]`` (fix-repair18's reading) when the
# dropped values hold another slip the repair layer fixes elsewhere: a trailing ``,``, a
# single-quoted string, a ``//`` comment, Python's ``True``. ``closer_of_lost_opener`` tries
# the other reading with the strict-syntax decoder only, which rejects the slip, so no guess:
# the values are dropped as ``trailing-text`` (not a guess) and the first value is returned.
# Found by the ``comma-dropped-faulty`` generator (SILENT 122 of 150 at n=150), minimized by
# hand; the library returns ``[1, 2]`` / ``{"a": 1}`` with ``trailing-text`` only.
@pytest.mark.parametrize(
    ("text", "meant"),
    [
        ("[1, 2], 3,]", [[1, 2], 3]),
        ("[1, 2], 1, 's']", [[1, 2], 1, "s"]),
        ('{"a": 1}, true, 1 // note\n]', [{"a": 1}, True, 1]),
        ('{"a": 1}, [2], True]', [{"a": 1}, [2], True]),
    ],
    ids=["trailing-comma", "single-quotes", "comment", "python-true"],
)
def test_values_after_a_lost_opener_with_another_slip_are_not_dropped_silently(
    text: str, meant: Any
) -> None:
    _meant_or_guessed(text, meant)


def test_values_after_a_lost_opener_without_a_slip_are_guessed() -> None:
    """Control: the same text without the slip gets fix-repair18's ``extra-bracket`` guess."""
    result = repair_json_report("[1, 2], 3]")
    assert [r.kind.value for r in result.guesses] == ["extra-bracket"]


# Class: false refusal (never wrong, but the most common legacy shape lost): a legacy answer of
# two or more files keyed ``path`` (``{"files": [{"path": ..., "content": ...}, ...]}``) with
# one slip the repair layer fixes (a trailing ``,`` after the last file, after a content, after
# the files array) is refused: ``parse_response`` reports ``no-artifact`` (no files found),
# while ``repair_json_report`` returns the right value with ``trailing-comma`` only; the same
# answer keyed ``file_path`` is read (``repaired``, control below), and so is one file keyed
# ``path``. Not from fix-repair18 (the merge before it, 6826996, does the same). Found by the
# ``legacy-slipped-real-code`` generator (refused 207 of 300: every answer of 2-3 real files,
# none of one), minimized by hand.
_TWO_FILES = [{"path": "a.py", "content": "x = 1\n"}, {"path": "b.py", "content": "z = 3\n"}]
_TWO_FILES_TEXT = json.dumps({"files": _TWO_FILES}, indent=2)


@pytest.mark.parametrize(
    "text",
    [
        _TWO_FILES_TEXT.replace("}\n  ]", "},\n  ]"),
        _TWO_FILES_TEXT.replace('"z = 3\\n"', '"z = 3\\n",'),
        _TWO_FILES_TEXT.replace("\n}", ",\n}"),
    ],
    ids=["after-the-last-file", "after-a-content", "after-the-files-array"],
)
def test_a_legacy_answer_keyed_path_with_a_trailing_comma_is_read(text: str) -> None:
    result = parse_response(text)
    assert result.status.value == "repaired", [str(d) for d in result.diagnostics]
    assert [(f.file_path, f.content) for f in result.code.files] == [
        (f["path"], f["content"]) for f in _TWO_FILES
    ]


def test_a_legacy_answer_keyed_file_path_with_a_trailing_comma_is_read() -> None:
    """Control: the same answer keyed ``file_path`` is read."""
    text = _TWO_FILES_TEXT.replace('"path"', '"file_path"').replace("}\n  ]", "},\n  ]")
    result = parse_response(text)
    assert result.status.value == "repaired"
    assert [f.file_path for f in result.code.files] == ["a.py", "b.py"]


@pytest.mark.parametrize(
    "text",
    ['{"a": 1}, and more]', '{"a": 1}, see [the docs]', "[1, 2], 3 4]", "[1, 2], 3, {]"],
    ids=["words", "words-and-brackets", "missing-comma", "cut-off"],
)
def test_text_after_a_value_that_reads_only_rebuilt_is_no_lost_opener(text: str) -> None:
    """Control of the fix: the values after a lost opener are read with the slips repaired
    anywhere (a trailing ',', comments, quotes, literals), not rebuilt: prose after a value
    and a ']' (words quoted, a ',' inserted, a value cut off) is dropped text, no guess."""
    result = repair_json_report(text)
    assert [r.kind.value for r in result.repairs] == ["trailing-text"]


@pytest.mark.parametrize(
    ("text", "guessed"),
    [
        ('["x", "a,\n b"]', True),  # (pprint's compact layout: the column after the '[')
        ('["x", "a,\n      b"]', True),  # (the item's own column)
        ('\t["a,\n\t b"]', True),  # (tabs kept as tabs)
        ('["a,\n   b"]', False),  # (neither column: a line of the string itself)
        ('[["y"], "a,\n b"]', True),  # (the '[' of the item's array, not the inner one)
        ('[["y"], "a,\n  b"]', False),  # (the column after the inner '[', closed there)
        ('{"k": ["y"], "j": "a,\n b"}', False),  # (the item is an object's value)
        ('{"k": "a,\n b"}', False),  # (an object's value: two members would need a key)
    ],
    ids=[
        "openers-column",
        "items-column",
        "tabs",
        "other-column",
        "outer-opener",
        "inner-opener",
        "object-value",
        "value",
    ],
)
def test_items_on_the_openers_line_are_guessed_at_their_columns_only(
    text: str, guessed: bool
) -> None:
    """The fix of the first class: the line after the break indented to the item's column or
    to the column after the array's '[' on its line names the missing-quote reading; any
    other indentation is a line of the string (control-character only)."""
    result = repair_json_report(text)
    assert ("missing-quote" in [r.kind.value for r in result.guesses]) is guessed
