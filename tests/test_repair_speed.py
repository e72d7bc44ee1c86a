"""The fast paths of the string reader find exactly what the plain rules find.

Speed-ups of artifact_codec.jsonfix must not change a single verdict: each fast path is checked
here against the slower definition it replaces, on random texts built from the characters
that matter (quotes, commas, blanks, brackets, letters) and on real files.
"""

from __future__ import annotations

import os

from hypothesis import given, settings
from hypothesis import strategies as st

from artifact_codec.jsonfix import strings
from artifact_codec.jsonfix.context import ScanContext
from artifact_codec.jsonfix.quotes import ClosingQuotes

_PIECES = st.sampled_from(['"', ",", " ", "\n", "a", "}", "]", "\\", "/", "#", "+", "'", "1"])
# Texts long enough that the end-of-text alternative (',' then at most 300 characters) is
# sometimes out of reach and sometimes not, with long blank runs before a ','.
_TEXTS = st.lists(
    st.one_of(_PIECES, st.sampled_from([" " * 150, "x" * 140, '", "k": "', '",\n'])),
    max_size=40,
).map("".join)


def _reader(text: str) -> strings.StringReader:
    quotes = ClosingQuotes(text, [], ScanContext(text), careful=False)
    return strings.StringReader(text, [], [], quotes, python=False)


def _assert_same_events(text: str) -> None:
    reader = _reader(text)
    for where in ("object", "array", "root"):
        full = strings._PLAIN_QUOTE_EVENTS[where]
        for pos in range(len(text) + 1):
            fast = reader._next_quote(where, pos)
            slow = full.search(text, pos)
            assert (fast and fast.start()) == (slow and slow.start()), (where, pos)


@settings(max_examples=150, deadline=None)
@given(text=_TEXTS)
def test_quote_events_split_at_the_tail_match_the_full_pattern(text: str) -> None:
    _assert_same_events(text)


def test_quote_events_on_a_real_file_match_the_full_pattern() -> None:
    # A real file, unescaped, with its last 600 characters (where the tail rule applies).
    with open(os.__file__, encoding="utf-8") as handle:
        tail = handle.read()[-600:]
    _assert_same_events(tail)
    _assert_same_events(tail + '",\n   ' + " " * 400 + ",")
