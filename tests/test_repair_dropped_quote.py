"""One quote dropped from valid pretty-printed JSON (opening or closing, at every quote): the
repair gives the exact original value, or reports a guess, or refuses; never a different value
with no guess. ``benchmarks/drop_one_quote.py`` runs the same check wide."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from artifact_codec.errors import ArtifactCodecError
from artifact_codec.jsonfix.repair import repair_json_report

# Strings that look like tokens: the readings a dropped quote can confuse. (Not yet strings
# that are a closing bracket: '[[\n "]"\n]]' with its opening quote dropped is still read as
# the bracket; benchmarks/drop_one_quote.py counts those.)
_WORDS = st.sampled_from(["a", "4", "4,", "x, y", "true", "1.0", "a: b", " 0", " "])
_SCALARS = _WORDS | st.integers(-9, 99) | st.sampled_from([True, False, None])
_DOCUMENTS = st.recursive(
    _SCALARS,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(_WORDS, inner, max_size=3),
    max_leaves=8,
)


def _silently_other(value: Any, text: str) -> bool:
    try:
        result = repair_json_report(text)
    except ArtifactCodecError:
        return False
    return json.loads(result.text) != value and not result.guesses


def _wrong(value: Any) -> list[str]:
    text = json.dumps(value, indent=2, ensure_ascii=False)
    mutants = [text[:at] + text[at + 1 :] for at, char in enumerate(text) if char == '"']
    return [mutant for mutant in mutants if _silently_other(value, mutant)]


@pytest.mark.parametrize(
    ("text", "meant"),
    [
        ('{\n  "a": 4,",\n  "f": 0\n}', {"a": "4,", "f": 0}),
        ('{\n  "a": abc,",\n  "f": 0\n}', {"a": "abc,", "f": 0}),
        ('{"a": true,",\n"f": 0}', {"a": "true,", "f": 0}),
        ('{"a": 4,"}', {"a": "4,"}),
        ('[1,",\n2]', ["1,", 2]),
    ],
)
def test_a_quote_ending_its_line_after_a_comma_is_the_values_lost_opening_quote(
    text: str, meant: object
) -> None:
    result = repair_json_report(text)
    assert json.loads(result.text) == meant
    assert [guess.kind.value for guess in result.guesses] == ["missing-quote"]


@pytest.mark.parametrize(
    ("text", "meant"),
    [('[1, "]", 2,]', [1, "]", 2]), ('[1, ","]', [1, ","]), ('{"a": 4,"b": 5}', {"a": 4, "b": 5})],
)
def test_a_quote_that_opens_a_string_on_its_line_still_opens_it(text: str, meant: object) -> None:
    assert json.loads(repair_json_report(text).text) == meant


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        # a key read across a line break
        ('{\n  "a": [1],",\n  "f": 0\n}', "string-end"),
        # a string read to the end of a text that ends like a finished document
        ('[\n  true,\n  "true,\n  null\n]', "missing-quote"),
        # a bare value holding a quote
        ('{\n  "x": 1,\n  a: b2": {\n    "c": 1\n  }\n}', "unescaped-quote"),
        # a key with neither ':' nor value before a ','
        ('{\n  "a": 1,\n  x, y2": null\n}', "missing-quote"),
        # blanks before a key whose opening quote is missing, deeper than its sibling's
        ('{\n  "a": 1,\n   0": 2\n}', "missing-quote"),
        # an invalid escape in a string whose escaped quotes do not pair up
        ('{"e": "eslint \\**/*.js\\""\n}', "missing-quote"),
    ],
    ids=["key-across-lines", "string-to-end", "bare-quote", "key-no-value", "blanks", "escape"],
)
def test_a_repair_that_changes_the_structure_is_a_guess(text: str, kind: str) -> None:
    assert kind in [guess.kind.value for guess in repair_json_report(text).guesses]


def test_the_cut_off_code_reading_of_an_open_brace_needs_no_guess() -> None:
    result = repair_json_report('{"content": "int main() {\n}\n')
    assert json.loads(result.text) == {"content": "int main() {\n}\n"}
    assert result.guesses == ()


def _node_documents() -> list[Any]:
    found = []
    for path in sorted(Path("/usr/lib/node_modules/npm/node_modules").glob("*/package.json"))[:8]:
        value = json.loads(path.read_text(encoding="utf-8"))
        if len(json.dumps(value)) < 1500:
            found.append(value)
    return found


@pytest.mark.parametrize("value", _node_documents() or [{"name": "x", "version": "1.0.0"}])
def test_a_dropped_quote_in_a_real_package_json_is_never_silently_another_value(
    value: Any,
) -> None:
    assert _wrong(value) == []


@settings(max_examples=60, deadline=None, derandomize=True)
@given(_DOCUMENTS)
def test_a_dropped_quote_is_never_silently_another_value(value: Any) -> None:
    assert _wrong(value) == []
