"""The fast paths of the string reader find exactly what the plain rules find.

Speed-ups of artifact_codec.jsonfix must not change a single verdict: each fast path is checked
here against the slower definition it replaces, on random texts built from the characters
that matter (quotes, commas, blanks, brackets, letters) and on real files.
"""

from __future__ import annotations

import contextlib
import os
import re
import sys
from collections.abc import Callable
from typing import Any

import pytest
from bench_module import load_benchmark
from hypothesis import given, settings
from hypothesis import strategies as st

from artifact_codec.jsonfix import quotes, strings
from artifact_codec.jsonfix.context import Frame, ScanContext
from artifact_codec.jsonfix.quotes import ClosingQuotes
from artifact_codec.jsonfix.repair import repair_json, repair_json_report
from artifact_codec.jsonfix.resync import file_item_shape
from artifact_codec.jsonfix.shapes import as_shape
from artifact_codec.models import GeneratedCode

BENCH = load_benchmark("bench_repair")

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
            fast = reader._next_quote(where, pos, len(text))
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
            *[",", "b" * 120, "c" * 199, "t", "true", "null", "\\n" * 70, "\\\\" * 30],
        ]
    ),
    max_size=12,
).map("".join)


def _full_key(text: str, endpos: int) -> tuple[str, int] | None:
    match = quotes._KEY_AHEAD_FULL.match(text, 0, endpos)
    return None if match is None else (quotes.key_name(match), match.end())


@settings(max_examples=500, deadline=None)
@given(text=_KEYISH, window=st.integers(min_value=0, max_value=600))
def test_fast_key_and_value_patterns_match_the_full_ones(text: str, window: int) -> None:
    endpos = min(len(text), window)
    assert quotes._key_at(text, 0, endpos) == _full_key(text, endpos)
    full_value = quotes._PLAIN_VALUE_FULL.match(text, 0)
    assert quotes._plain_value_end(text, 0) == (-1 if full_value is None else full_value.end())


def _ahead_reference(text: str, pos: int) -> int:
    """Blanks and short comments skipped as the lookahead defines it (a comment is matched
    in a window of 202 characters; a '#' or '//' right after a quote is no comment)."""
    comment = re.compile(r"(?://|#)[^\n\"]{0,200}(?=\n)|/\*[^\"]{0,200}?\*/")
    end = len(text)
    glued = pos and text[pos - 1] in "\"'\u201c\u201d\u201e\u2018\u2019"
    if glued and (text.startswith("#", pos) or text.startswith("//", pos)):
        return pos
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


# --------------------------------------------------------------------------------------------
# The quote-event prefilter stays a necessary condition: every quote that the lookahead does
# not judge content (HARD) must still reach it. The check reads documents with the looser
# prefilter of before (after ',' in an object: any character that can start a member) and
# asserts that the current one passes every quote judged SOFT or CLOSE there.


def _loose_reading(
    monkeypatch: pytest.MonkeyPatch,
) -> tuple[list[tuple[str, int, str]], dict[str, re.Pattern[str]]]:
    loose_after = strings._after_quote(True, strings._ITEM_THEN)
    loose = {where: re.compile('"' + after) for where, after in loose_after.items()}
    strict = {where: re.compile(after) for where, after in strings._AFTER_QUOTE.items()}
    monkeypatch.setattr(strings, "_PLAIN_QUOTE_EVENTS", loose)
    monkeypatch.setattr(strings, "_FAR_QUOTE_EVENTS", loose)
    monkeypatch.setattr(strings, "_AFTER_QUOTE", loose_after)
    kinds = {
        opener: strings._StringKind(
            kind.closers,
            {where: strings._events(kind.closers, where) for where in loose_after},
            kind.single,
        )
        for opener, kind in strings._KINDS.items()
    }
    monkeypatch.setattr(strings, "_KINDS", kinds)
    judged: list[tuple[str, int, str]] = []  # (where, quote, text) of every non-HARD verdict
    closes_at = ClosingQuotes.closes_at

    def spy(self: ClosingQuotes, quote: int) -> int:
        verdict = closes_at(self, quote)
        caller = sys._getframe(1)
        if verdict == quotes.HARD:
            return verdict
        if caller.f_code.co_name == "read" and caller.f_locals.get("at") == quote:
            judged.append((caller.f_locals["where"], quote, self.text))
        elif caller.f_code.co_name == "judge" and caller.f_locals.get("quote") == quote:
            # (a quote on a string's first line, judged before the scan and its verdict kept
            # for it: the scan reaches the quote only if the prefilter passes it; such a
            # string is a value in a container, so it stands where its container says)
            reader = caller.f_locals["self"]
            judged.append((strings._where(reader.quotes.stack[-1]), quote, self.text))
        return verdict

    monkeypatch.setattr(ClosingQuotes, "closes_at", spy)
    return judged, strict


def _assert_still_passed(judged: list[tuple[str, int, str]], strict: dict[str, Any]) -> None:
    for where, quote, text in judged:
        assert strict[where].match(text, quote + 1), (where, text[quote - 40 : quote + 80])


def test_the_prefilter_passes_every_quote_the_lookahead_may_end_a_string_at(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Real files (standard library, npm's JSON and Markdown) in every layout and corruption
    # of the benchmark, with and without the schema, and a cascade document.
    docs = BENCH.held_out_documents(8)
    texts = [text for items in BENCH.held_out_cases(docs).values() for text, _ in items]
    texts.append(BENCH.cascade_document(docs, "pretty", 4)[0])
    judged, strict = _loose_reading(monkeypatch)
    for text in texts:
        for schema in (GeneratedCode, None):
            with contextlib.suppress(ValueError):
                repair_json(text, schema=schema)
    assert len(judged) > 1000  # (the readings did reach the lookahead)
    _assert_still_passed(judged, strict)


_MEMBERISH = st.lists(
    st.sampled_from(
        [
            *['"', ", ", ",\n  ", '": ', '"k": ', '"file_path": ', "'k': ", "k: ", "\n", "}"],
            *["]", "{", "[", "'", "//c\n", "# c\n", "...", "\\", "\\n", "a", "1", "\u201ck\u201d:"],
            *[" " * 45, "x" * 210, "/* c */", "\u2026", "-", "true"],
        ]
    ),
    max_size=30,
).map("".join)


@settings(max_examples=200, deadline=None)
@given(body=_MEMBERISH, compact=st.booleans())
def test_the_prefilter_passes_every_such_quote_in_random_members(body: str, compact: bool) -> None:
    # (hypothesis and monkeypatch do not mix: the patches are undone by hand)
    with pytest.MonkeyPatch.context() as monkeypatch:
        judged, strict = _loose_reading(monkeypatch)
        start = '{"file_path":"a.py","content":"' if compact else '{\n  "content": "'
        for schema in (GeneratedCode, None):
            far = ' "b"\n' + "z" * 400  # (the end of the text out of reach)
            for text in (start + body + '"}', '{"files": [' + start + body + '"}]}' + far):
                with contextlib.suppress(ValueError):
                    repair_json(text, schema=schema)
    _assert_still_passed(judged, strict)


@pytest.mark.parametrize(
    "body",
    [
        'a", ...}',
        'a", \u2026}',
        'a", // note\n "k": 1}',
        'a", # note\n}',
        'a", /* note */ "k": 1}',
        'a", ]',
        'a", "k\\"x": 1}',
        "a\", 'k': 1}",
        'a", \u201ck\u201d: 1}',
        'a", k: 1}',
        'a",' + " " * 45 + '"k": 1}',
        'a", "ke',
        'a"}, {"file_path": "b.py"',
    ],
)
def test_the_prefilter_passes_every_such_quote_before_rare_members(body: str) -> None:
    with pytest.MonkeyPatch.context() as monkeypatch:
        judged, strict = _loose_reading(monkeypatch)
        for start in ('{"file_path":"a.py","content":"', '{"files": [{"content": "'):
            # ('x"y': a quote of content first, so the string is read by the scan; the end of
            # the text near and far)
            for text in (start + 'x"y ' + body, start + 'x"y ' + body + ' "b"\n' + "z" * 400):
                for schema in (GeneratedCode, None):
                    with contextlib.suppress(ValueError):
                        repair_json(text, schema=schema)
    assert judged
    _assert_still_passed(judged, strict)


@pytest.mark.parametrize("units", [198, 199, 200, 201, 202])
@pytest.mark.parametrize("unit", ["a", "\\n", "\\\\", "\\n" * 3 + "a"])
@pytest.mark.parametrize("end", ['": 1', '"  \n :', '", 1', '"'])
def test_key_and_value_patterns_at_the_200_unit_limit(units: int, unit: str, end: str) -> None:
    # Strings of about 200 units (characters or escapes), the limit of a key and of a plain
    # value, with a backslash so that the units are counted.
    pieces = (unit * units)[: units * len(unit)]
    content = "\\t" + pieces
    for text in ('"' + content + end, '"' + content[:-1] + end):
        for window in (len(text), 256, 402, 403):
            endpos = min(len(text), window)
            assert quotes._key_at(text, 0, endpos) == _full_key(text, endpos)
        full_value = quotes._PLAIN_VALUE_FULL.match(text, 0)
        expected = -1 if full_value is None else full_value.end()
        assert quotes._plain_value_end(text, 0) == expected


@settings(max_examples=400, deadline=None)
@given(chunk=st.lists(st.sampled_from(['"', "\\", "a", "\\\\", '\\"', "n", "\n"])).map("".join))
def test_unescaped_quotes_are_escaped_as_the_regex_defines(chunk: str) -> None:
    # The str.replace version against the regular expression it stands for (a quote not
    # escaped by the backslashes before it).
    expected, count = strings._UNESCAPED_QUOTE.subn(r'\1\\"', chunk)
    first = strings._UNESCAPED_QUOTE.search(chunk)
    assert strings._escape_unescaped_quotes(chunk) == (
        expected if count else chunk,
        count,
        -1 if first is None else first.end() - 1,
    )


# The one-match steps of the lookahead (',' and a key; a plain value, ',' and a key) against
# the rules step by step.


def _step_by_step(monkeypatch: pytest.MonkeyPatch) -> None:
    never = re.compile(r"(?!)")
    monkeypatch.setattr(quotes, "_MEMBER_STEP", never)
    monkeypatch.setattr(quotes, "_COMMA_KEY", never)


_WALKISH = st.lists(
    st.sampled_from(
        [
            *[", ", ",\n  ", ": ", '"file_type"', '"description"', '"k"', '"a-b"', '"x"'],
            *['"v"', '"v\\n"', "1", "-2.5e3", "true", "nul", "{", "[", "}", "]", "// c\n", " "],
            *['"' + "w" * 199 + '"', "\n", '"k":', '"', "\\", '"v", "x": ', '1, "file_type": '],
            *['"v",\n  "k": ', '"v",\n  "description": ', "true,\n" + " " * 250 + '"x": '],
            # (a key whose ':' is at the edge of the 256-character key window)
            *['"v", "file_type"' + " " * 244 + ":", '"v", "file_type"' + " " * 245 + ":"],
        ]
    ),
    max_size=16,
).map("".join)


def _quotes(
    text: str, shape: Any, read: set[str], first: int, pretty: bool, careful: bool
) -> ClosingQuotes:
    """The oracle inside one object (its first key at ``first``) that has read ``read``."""
    frame = Frame("}", shape, 0, None)
    frame.first, frame.pretty, frame.keys = first, pretty, set(read)
    return ClosingQuotes(text, [frame], ScanContext(text), careful=careful)


def _assert_the_same_step_by_step(verdicts: Callable[[], list[int]]) -> None:
    """The verdicts with the one-match steps are those of the rules step by step."""
    fast = verdicts()
    with pytest.MonkeyPatch.context() as monkeypatch:
        _step_by_step(monkeypatch)
        assert fast == verdicts()


# Keys of the object already read when the lookahead starts, and the shape of a file object.
_KEYS_READ = st.sets(st.sampled_from(["file_path", "file_type", "k", "x"]))
_FILE_SHAPE = file_item_shape(as_shape(GeneratedCode))


@settings(max_examples=400, deadline=None)
@given(
    text=_WALKISH,
    read=_KEYS_READ,
    schema=st.booleans(),
    careful=st.booleans(),
)
def test_the_walk_reads_members_as_the_rules_do(
    text: str, read: set[str], schema: bool, careful: bool
) -> None:
    shape = _FILE_SHAPE if schema else None
    text = '{"file_path": ' + text

    def verdicts() -> list[int]:
        closing = _quotes(text, shape, read, 1, False, careful)
        return [closing._walk(pos, 0, "file_path") for pos in range(14, len(text) + 1)]

    _assert_the_same_step_by_step(verdicts)


@settings(max_examples=400, deadline=None)
@given(
    text=_WALKISH,
    read=_KEYS_READ,
    schema=st.booleans(),
    pretty=st.booleans(),
)
def test_a_doubtful_key_is_confirmed_as_the_rules_do(
    text: str, read: set[str], schema: bool, pretty: bool
) -> None:
    # _confirmed reads the usual value, ',' and key in one match and judges that key as the
    # second step of lookahead does; against the rules step by step, from every position.
    shape = _FILE_SHAPE if schema else None
    head = '{\n  "file_path": ' if pretty else '{"file_path": '
    text = head + text

    def verdicts() -> list[int]:
        closing = _quotes(text, shape, read, len(head) - 13, pretty, False)
        return [closing._confirmed(pos, 0, "k") for pos in range(len(head), len(text) + 1)]

    _assert_the_same_step_by_step(verdicts)


@settings(max_examples=150, deadline=None)
@given(body=_MEMBERISH, compact=st.booleans(), schema=st.booleans())
def test_documents_read_the_same_with_and_without_the_one_match_steps(
    body: str, compact: bool, schema: bool
) -> None:
    start = '{"file_path":"a.py","content":"x"y ' if compact else '{\n  "content": "x"y '
    texts = [start + body + '"}', '{"files": [' + start + body + '"}]}\n' + "z" * 300]
    results = []
    for disabled in (False, True):
        with pytest.MonkeyPatch.context() as monkeypatch:
            if disabled:
                _step_by_step(monkeypatch)
            for text in texts:
                try:
                    report = repair_json_report(text, schema=GeneratedCode if schema else None)
                except ValueError as error:
                    results.append(str(error))
                else:
                    results.append(repr((report.text, report.repairs, report.truncated)))
    assert results[:2] == results[2:]


@settings(max_examples=400, deadline=None)
@given(
    text=_WALKISH,
    read=_KEYS_READ,
    schema=st.booleans(),
    pretty=st.booleans(),
    careful=st.booleans(),
)
def test_closing_verdicts_are_the_rules_step_by_step(
    text: str, read: set[str], schema: bool, pretty: bool, careful: bool
) -> None:
    shape = _FILE_SHAPE if schema else None
    head = '{\n  "file_path": ' if pretty else '{"file_path": '
    text = head + text

    def verdicts() -> list[int]:
        closing = _quotes(text, shape, read, len(head) - 13, pretty, careful)
        return [closing.closes_at(pos) for pos in range(len(head), len(text))]

    _assert_the_same_step_by_step(verdicts)
