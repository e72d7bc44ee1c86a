"""Bare values and keys led by a mark, '#' notes in bare values, bare legacy paths holding a
blank, a '#' or wrapping marks, and comments between two values (the rules written against
the hunt13-repair findings, at their edges)."""

from __future__ import annotations

import json

import pytest

from artifact_codec import parse_response, repair_json_report
from artifact_codec.jsonfix.extract import extract_json_report


def _read(text: str) -> tuple[object, list[str]]:
    result = repair_json_report(text)
    return json.loads(result.text), [repair.kind.value for repair in result.guesses]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # the continuation ends before a comment, and may hold a '/' that opens none
        ('{"a": &&, @a/b // c\n}', {"a": "&&, @a/b"}),
        ('{"a": *.ts,@a/b}', {"a": "*.ts,@a/b"}),
        # ... or before the next member
        ('{"r": >=1.0, <2.0, "b": 1}', {"r": ">=1.0, <2.0", "b": 1}),
    ],
)
def test_a_mark_led_continuation_is_read_whole_as_a_guess(text: str, value: object) -> None:
    got, guesses = _read(text)
    assert got == value
    assert "string-end" in guesses


def test_a_mark_led_key_after_a_comma_stays_a_key() -> None:
    got, guesses = _read('{"a": @a, @b, @c: 1}')
    assert got == {"a": "@a, @b", "@c": 1}
    assert guesses == ["string-end"]
    assert _read('{"a": @a, @b: 1}') == ({"a": "@a", "@b": 1}, [])


def test_a_hash_note_in_a_bare_value_names_the_comment_reading() -> None:
    result = repair_json_report('{"a": issue #5}')
    assert json.loads(result.text) == {"a": "issue #5"}
    assert any("comment after 'issue'" in guess.message for guess in result.guesses)


@pytest.mark.parametrize(
    ("path", "other"),
    [("my file.js", "my"), ("lib/a.js # entry", "lib/a.js"), ("*lib/a.js*", "lib/a.js")],
)
def test_a_bare_legacy_path_of_two_readings_is_refused_naming_both(path: str, other: str) -> None:
    result = parse_response('{"files": [{"path": ' + path + ', "content": "x"}]}')
    assert not result.usable
    message = next(d.message for d in result.diagnostics if d.code == "legacy-structure")
    assert repr(path) in message
    assert repr(other) in message


def test_a_quoted_path_with_a_blank_and_a_plain_bare_path_are_accepted() -> None:
    quoted = parse_response('{"files": [{"path": "my file.js", "content": "x"}]}')
    assert quoted.usable
    assert [f.file_path for f in quoted.code.files] == ["my file.js"]  # type: ignore[union-attr]
    bare = parse_response('{"files": [{"path": lib/a.js, "content": "x"}]}')
    assert bare.usable
    assert [f.file_path for f in bare.code.files] == ["lib/a.js"]  # type: ignore[union-attr]


@pytest.mark.parametrize(
    "text",
    ['{"a": 1}, /* x */ /* y */ {"a": 2}', '{"a": 1},\n// x\n# y\n{"a": 2}'],
)
def test_several_comments_between_two_values_are_reported(text: str) -> None:
    for which in ("first", "last"):
        report = extract_json_report(text, which=which)  # type: ignore[arg-type]
        assert "json-other-values" in [d.code for d in report.diagnostics]
