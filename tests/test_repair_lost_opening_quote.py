"""A value or key whose opening quote was left out: read whole, with a ``missing-quote`` guess
at its place, never read as a different value without one.

The evidence is an unquoted run, then a lone quote before ``,``, a closing bracket, the end of
the line (a value) or ``:`` (a key). The other readings of the same characters (a literal or a
number followed by a string on the same line, a string holding ``,`` or ``:``, a comment with
quotes in it) must not change.
"""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from timing import assert_linear

from artifact_codec.jsonfix.repair import repair_json_report


def _lost_quotes(text: str) -> list[int]:
    result = repair_json_report(text)
    return [guess.pos for guess in result.guesses if guess.kind.value == "missing-quote"]


# (text, the value meant, where the value or key without its opening quote starts)
@pytest.mark.parametrize(
    ("text", "meant", "at"),
    [
        ('["src/**/*", **/*.ts"]', ["src/**/*", "**/*.ts"], "**/*.ts"),
        ('{"x": [\n    **/*.d.ts",\n    "a.ts"\n  ]}', {"x": ["**/*.d.ts", "a.ts"]}, "**"),
        ('{"scripts": {test:unit": "tap"}}', {"scripts": {"test:unit": "tap"}}, "test"),
        ('{"s": {lint:fix:all": "x", "b": 1}}', {"s": {"lint:fix:all": "x", "b": 1}}, "lint"),
        (
            '{"test": echo \\"Error: no test\\" && exit 1", "b": 1}',
            {"test": 'echo "Error: no test" && exit 1', "b": 1},
            "echo",
        ),
        (
            '{"eslint": eslint \\"**/*.{js,ts}\\"",\n"b": 1}',
            {"eslint": 'eslint "**/*.{js,ts}"', "b": 1},
            "eslint \\",
        ),
        ('{"debug": 4", "ms": "^2.1.3"}', {"debug": "4", "ms": "^2.1.3"}, "4"),
        ('{"debug": 4"\n}', {"debug": "4"}, "4"),
        ('{"x": -1", "y": 2}', {"x": "-1", "y": 2}, "-1"),
        ('{"publish": true", "b": 1}', {"publish": "true", "b": 1}, "true"),
        ('{"a": null"}', {"a": "null"}, "null"),
        ('["a", 4", "b"]', ["a", "4", "b"], "4"),
        ('[1, 2, 3"]', [1, 2, "3"], "3"),
        ('[false", true]', ["false", True], "false"),
    ],
    ids=[
        "glob-item",
        "glob-item-own-line",
        "key-with-colon",
        "key-with-colons",
        "escaped-quotes",
        "escaped-quotes-with-brackets",
        "number",
        "number-end-of-line",
        "negative-number",
        "literal",
        "null",
        "number-item",
        "last-number-item",
        "literal-item",
    ],
)
def test_a_lost_opening_quote_is_read_whole_with_a_guess_at_its_place(
    text: str, meant: object, at: str
) -> None:
    result = repair_json_report(text)
    assert json.loads(result.text) == meant
    assert _lost_quotes(text) == [text.index(at)]


# Each is broken (a trailing comma, a comment, an unquoted key) so that the repair reads it.
@pytest.mark.parametrize(
    ("text", "meant"),
    [
        ('[true, "x",]', [True, "x"]),
        ('{"a": 1, "b": "c",}', {"a": 1, "b": "c"}),
        ('[1, ",",]', [1, ","]),
        ('[1, "]", 2,]', [1, "]", 2]),
        ('{"a": 1, "sep": ",",}', {"a": 1, "sep": ","}),
        ('{"a": null, "b": ":",}', {"a": None, "b": ":"}),
        ('[false, "}",]', [False, "}"]),
        # ('{"a": 1 // was x"<newline>}' is a guess: the quote ending the comment's line may
        # close the value '1 // was x', see test_repair_moved_quote.py)
        ('{"a": 1, // the "b"\n "c": 2}', {"a": 1, "c": 2}),
        ('{"a": 1 /* x" */}', {"a": 1}),
        ('{sep: ":"}', {"sep": ":"}),
        ('{sep:":"}', {"sep": ":"}),
        ('{a:b, c:"d"}', {"a": "b", "c": "d"}),
        ('[1, "a", 2, "b",]', [1, "a", 2, "b"]),
        ('{"a": 1 "b": 2}', {"a": 1, "b": 2}),
        ('{"url": "http://x.com", "n": 5,}', {"url": "http://x.com", "n": 5}),
    ],
)
def test_a_value_followed_by_a_string_keeps_its_reading(text: str, meant: object) -> None:
    result = repair_json_report(text)
    assert json.loads(result.text) == meant
    assert _lost_quotes(text) == []


def _documents(alphabet: str) -> st.SearchStrategy[Any]:
    scalars = st.one_of(
        st.integers(-999, 99_999),
        st.sampled_from([True, False, None, 0.5]),
        st.text(alphabet=st.sampled_from(list(alphabet)), max_size=8),
    )
    keys = st.sampled_from(["a", "b:c", "d e", "f"])
    return st.one_of(
        st.lists(scalars, min_size=1, max_size=6),
        st.dictionaries(keys, scalars, min_size=1, max_size=4),
    )


# Strings holding what ends a run (',', ':', brackets), quotes, escapes, comment starts.
_DOCUMENTS = _documents('ab ,:]}[{"\\/*^.4')
# (the same without brackets and '/': a run with a bracket is no lost quote's, and '//' in
# one starts a comment, '[4//,"]'; the shapes with '/' are in the cases above)
_PLAIN_DOCUMENTS = _documents('ab ,:"\\*^.4')


@settings(max_examples=200, deadline=None)
@given(_DOCUMENTS, st.booleans())
def test_no_other_reading_of_valid_items_gets_a_lost_quote(value: Any, pretty: bool) -> None:
    text = json.dumps(value, indent=2 if pretty else None)
    broken = text[:-1].rstrip() + ",\n" + text[-1]  # a trailing comma: the repair reads it
    result = repair_json_report(broken)
    assert json.loads(result.text) == value
    assert _lost_quotes(broken) == []


@settings(max_examples=300, deadline=None)
@given(_PLAIN_DOCUMENTS, st.booleans(), st.data())
def test_a_dropped_opening_quote_is_never_a_silent_other_value(
    value: Any, pretty: bool, data: st.DataObject
) -> None:
    text = json.dumps(value, indent=2 if pretty else None)
    quotes = [i for i, char in enumerate(text) if char == '"' and _opens(text, i)]
    if not quotes:
        return
    at = data.draw(st.sampled_from(quotes))
    if text[at + 1] in '{[(",:' or text[at + 1 : at + 3] in ("//", "/*"):
        # (a string that starts as structure, a string or a comment: another shape, where
        # the other reading wins: '[1, // old"' is a comment)
        return
    if re.match(r"[\w.+-]+,", text[at + 1 :]):
        return  # (a word or number, then ',': open, see the test below)
    mutant = text[:at] + text[at + 1 :]
    try:
        result = repair_json_report(mutant)
    except ValueError:
        return  # refused (ArtifactDecodeError is a ValueError)
    # (or the text is reported cut off: '{"a": 4,"}' reads the quote after ',' as opening a
    # string that never ends, the reading of '[1,","]')
    assert json.loads(result.text) == value or result.guesses or result.truncated


# Open: a string that is a word or number and then ',' (``"4,"``), its opening quote dropped, in
# a pretty-printed object: the run of a word or number stops at the ',' (so that
# '[1, 2, 3"]' is 3 that lost its quote), and the quote after the ',' is read as opening a
# string that takes the next line's key: a different document with no guess.
def test_a_number_and_a_comma_that_lost_the_opening_quote_is_guessed() -> None:
    text = '{\n  "a": 4,",\n  "f": 0\n}'
    result = repair_json_report(text)
    assert json.loads(result.text) == {"a": "4,", "f": 0} or result.guesses


def _opens(text: str, at: int) -> bool:
    """Whether the quote at ``at`` opens a string (an even number of unescaped quotes before)."""
    count, escape = 0, False
    for char in text[:at]:
        if escape:
            escape = False
        elif char == "\\":
            escape = True
        elif char == '"':
            count += 1
    return count % 2 == 0


LINES = {
    "numbers": lambda n: "{" + ", ".join(f'"k{i}": {i}"' for i in range(n)) + "}",
    "literals": lambda n: "[" + ", ".join('true"' for _ in range(n)) + "]",
    "globs": lambda n: "[" + ", ".join('**/*.ts"' for _ in range(n)) + "]",
    "escaped-quotes": lambda n: "{" + ", ".join(f'"k{i}": a \\"b\\" c"' for i in range(n)) + "}",
    "colon-keys": lambda n: "{" + ", ".join(f'k:{i}": 1' for i in range(n)) + "}",
    "numbers-no-quote": lambda n: "[" + ", ".join(str(i) for i in range(n)) + ",]",
    "unpaired-escapes": lambda n: '{"a": x' + ' \\"' * n + "}",
}


@pytest.mark.parametrize("make", LINES.values(), ids=LINES.keys())
def test_a_line_of_many_lost_quotes_stays_linear(make: Any) -> None:
    assert_linear(make, repair_json_report, 300)
