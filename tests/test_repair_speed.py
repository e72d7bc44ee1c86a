"""The fast paths of the string reader find exactly what the plain rules find.

Speed-ups of artifact_codec.jsonfix must not change a single verdict: each fast path is checked
here against the slower definition it replaces, on random texts built from the characters
that matter (quotes, commas, blanks, brackets, letters) and on real files.
"""

from __future__ import annotations

import os
import re

from hypothesis import given, settings
from hypothesis import strategies as st

from artifact_codec.jsonfix import quotes, strings
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
    closing = ClosingQuotes(text, [], ScanContext(text), careful=False)
    return strings.StringReader(text, [], [], closing, python=False)


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


# Keys and plain values in lookahead: the fast patterns against the full ones.
_KEYISH = st.lists(
    st.sampled_from(
        [
            *['"', "'", "\\", "\\\\", '\\"', "\n", " ", ":", "a", "\u201c", "\u201d", "-", "1"],
            *[",", "b" * 120, "c" * 199, "t", "true", "null"],
        ]
    ),
    max_size=12,
).map("".join)


def _key_tuple(match: object) -> object:
    if not isinstance(match, re.Match):
        return None
    return match.end(), match.lastindex, match.group(match.lastindex or 0)


@settings(max_examples=400, deadline=None)
@given(text=_KEYISH, window=st.integers(min_value=0, max_value=300))
def test_fast_key_and_value_patterns_match_the_full_ones(text: str, window: int) -> None:
    endpos = min(len(text), window)
    fast_key = quotes._key_at(text, 0, endpos)
    assert _key_tuple(fast_key) == _key_tuple(quotes._KEY_AHEAD_FULL.match(text, 0, endpos))
    fast_value = quotes._plain_value_at(text, 0)
    full_value = quotes._PLAIN_VALUE_FULL.match(text, 0)
    assert (fast_value and fast_value.end()) == (full_value and full_value.end())


def _ahead_reference(text: str, pos: int) -> int:
    """Blanks and short comments skipped as the lookahead defines it (a comment is matched
    in a window of 202 characters)."""
    comment = re.compile(r"(?://|#)[^\n\"]{0,200}(?=\n)|/\*[^\"]{0,200}?\*/")
    end = len(text)
    while True:
        while pos < end and text[pos] in " \t\r\n":
            pos += 1
        if pos >= end or text[pos] not in "/#":
            return pos
        match = comment.match(text, pos, min(end, pos + 202))
        if match is None:
            return pos
        pos = match.end()


_AHEADISH = st.lists(
    st.sampled_from(["//", "#", "/*", "*/", "/", "*", "\n", " ", '"', "x", "x" * 99, "x" * 197]),
    max_size=14,
).map("".join)


@settings(max_examples=400, deadline=None)
@given(text=_AHEADISH)
def test_lookahead_skips_blanks_and_comments_as_defined(text: str) -> None:
    closing = ClosingQuotes(text, [], ScanContext(text), careful=False)
    for pos in range(len(text) + 1):
        assert closing.ahead(pos) == _ahead_reference(text, pos), pos


@settings(max_examples=400, deadline=None)
@given(
    text=st.text(alphabet=st.characters(max_codepoint=0x10FFFF, exclude_categories=()), max_size=60)
)
def test_control_characters_are_found_as_a_regex_finds_them(text: str) -> None:
    # Any code point, lone surrogates too: the UTF-8 bytes of a control character are the
    # only bytes below 0x20.
    assert strings._has_control(text) == bool(re.search(r"[\x00-\x1f]", text))
    rare = strings._has_control(text, strings._RARE_CONTROL_BYTES)
    assert rare == bool(re.search(r"[\x00-\x08\x0b\x0c\x0e-\x1f]", text))
