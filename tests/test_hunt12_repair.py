"""Findings of the hunt12-repair attack on what fix-repair16 landed in the JSON repair layer
(``missing-quote`` guesses for a key or an array item holding a raw line break after ``,``;
``,``-started text after the document ending in an unmatched closer; ``{a}:z": "v"``).

Each test is one finding: an input whose returned value differs from what the writer meant
with no guess reported by ``repair_json_report``. The counts of the random attack are printed
by ``benchmarks/hunt_hunt12-repair.py``.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from artifact_codec import repair_json_report


def _meant_or_guessed(text: str, meant: Any) -> None:
    result = repair_json_report(text)
    got = json.loads(result.text)
    assert got == meant or result.guesses, (got, [r.kind.value for r in result.repairs])


# Class: two array items one a line whose quotes around ``,<newline>`` were lost, in a text
# that also holds another fault (a trailing ``,``, text after the document, a ``//`` comment,
# a single-quoted item): the raw-control-character fast path declines, the scanner reads one
# string holding the line break with no ``missing-quote`` guess (the fast path alone has
# fix-repair16's rule). The case beside a JSON escape is already listed (hunt10-repair,
# "lead"); these are the other faults. Found by the ``lost-quote-items`` generator of
# ``benchmarks/hunt_hunt12-repair.py`` (every break kind SILENT with a trailing ``,``),
# minimized by hand; the library returns ``["a,\n  b", ...]`` with ``control-character`` and
# the other fault's repair only.
@pytest.mark.parametrize(
    ("text", "meant"),
    [
        ('[\n  "a,\n  b",\n  "c",\n]', ["a", "b", "c"]),
        ('[\n  {"k": 1},\n  "a,\n  b",\n]', [{"k": 1}, "a", "b"]),
        ('[\n  "a,\n  b"\n],', ["a", "b"]),
        ('[\n  "a,\n  b" // two\n]', ["a", "b"]),
        ("[\n  'x',\n  \"a,\n  b\"\n]", ["x", "a", "b"]),
    ],
    ids=["trailing-comma", "object-before", "text-after", "comment", "single-quotes"],
)
def test_merged_items_beside_another_fault_are_not_read_silently(text: str, meant: Any) -> None:
    _meant_or_guessed(text, meant)


# Class: two array items one a line whose quotes around ``,<newline>`` were lost, where the
# next line's indentation is not the same characters as the item's own: a blank line between
# (the indentation is measured on the blank line), or a tab where the items use spaces (and
# the reverse). ``_quotes_lost_at_breaks`` compares the lengths of the leading blanks of the
# line right after the break, so no ``missing-quote`` guess; the one string holding the break
# is returned with ``control-character`` only (on the fast path, no other fault). Found by
# the ``lost-quote-items`` generator (``blank`` and ``tab`` breaks: SILENT every time without
# another fault), minimized by hand.
@pytest.mark.parametrize(
    ("text", "meant"),
    [
        ('[\n  "a,\n\n  b"\n]', ["a", "b"]),
        ('[\n  "a,\n\tb"\n]', ["a", "b"]),
        ('[\n\t"a,\n  b"\n]', ["a", "b"]),
        ('{"deps": [\n    "os,\n\n    re"\n  ]}', {"deps": ["os", "re"]}),
    ],
    ids=["blank-line", "tab-for-spaces", "spaces-for-tab", "blank-line-nested"],
)
def test_merged_items_with_other_blanks_at_the_break_are_not_read_silently(
    text: str, meant: Any
) -> None:
    _meant_or_guessed(text, meant)


# Class: a document followed by ``,`` and more values that do not end with an unmatched
# closer (the outer array's ``[`` and ``]`` both lost, as ``{"a": 1}, {"b": 2}`` is read):
# the values after the ``,`` are dropped as ``trailing-text`` with no guess whenever one of
# them is a scalar (two containers alone get ``values-in-array``). Found by the
# ``comma-dropped-text`` generator (``noclose``: 48 of 69 one-deep cases SILENT), minimized by
# hand; the library returns ``[1, 2]`` for ``[1, 2], 3``.
@pytest.mark.parametrize(
    ("text", "meant"),
    [
        ("[1, 2], 3", [[1, 2], 3]),
        ('[1, 2], "x"', [[1, 2], "x"]),
        ('{"a": 1}, 1, [2]', [{"a": 1}, 1, [2]]),
        ("[[1], [2]], true, null", [[[1], [2]], True, None]),
    ],
)
def test_values_after_a_comma_are_not_dropped_silently(text: str, meant: Any) -> None:
    _meant_or_guessed(text, meant)


# Class: ``,``-started text after the document where two openers were lost (the document is
# an item of an array that is itself an item of another): fix-repair16's
# ``closer_of_lost_opener`` tries one opener before the text, which does not parse, so the
# text after the document is ``trailing-text`` with no guess. Found by the
# ``comma-dropped-text`` generator (``deep``: 48 of 118 SILENT) and by hand (``[[1], [2]],
# [3]]]``); the library returns ``[1, 2]`` for ``[1, 2], true], 5]``.
@pytest.mark.parametrize(
    ("text", "meant"),
    [
        ("[1, 2], true], 5]", [[[1, 2], True], 5]),
        ('{"a": 1}, "x"], 5]', [[{"a": 1}, "x"], 5]),
        ("[[1], [2]], [3]]]", [[[[1], [2]], [3]]]),
    ],
)
def test_text_after_two_lost_openers_is_not_dropped_silently(text: str, meant: Any) -> None:
    _meant_or_guessed(text, meant)
