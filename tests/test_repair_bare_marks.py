"""A bare (unquoted) token never loses characters: a leading mark is the token's own.

Marks no JSON value starts with (``@``, ``~``, ``%``, ``^``, ``!``, ``*``, and ``./`` or
``../`` before a key) begin npm scopes, JSON-LD keys, home paths, environment variables and
version ranges; the whole bare token is read as the value or key. A bare value holding JSON
escapes has two readings (the backslashes as written, or escapes): a ``raw-string`` guess.
Also the candidate choice of ``extract_json_report``: an empty ``{}`` alone on its line is an
answer, a value cut off at the end loses to a complete one, and a value followed by a closer
(an item of a larger value) is warned about.
"""

from __future__ import annotations

import json
import string

from hypothesis import given
from hypothesis import strategies as st

from artifact_codec import parse_response, repair_json_report
from artifact_codec.diagnostics import Severity
from artifact_codec.jsonfix.extract import extract_json_report
from artifact_codec.jsonfix.report import RepairKind

_MARKS = "@~%^!*"
_BODY = st.text(string.ascii_letters + string.digits + "/._-", min_size=1, max_size=12).filter(
    lambda body: body[0] not in "/." and "//" not in body
)


@given(mark=st.sampled_from(_MARKS), body=_BODY, last=st.booleans())
def test_a_bare_value_starting_with_a_mark_keeps_it(mark: str, body: str, last: bool) -> None:
    token = mark + body
    text = f'{{"k": {token}}}' if last else f'{{"k": {token}, "n": 1}}'
    result = repair_json_report(text)
    meant = {"k": token} if last else {"k": token, "n": 1}
    assert json.loads(result.text) == meant or result.guesses, (text, result.text)
    assert RepairKind.STRAY_TEXT not in {r.kind for r in result.repairs}, text


@given(mark=st.sampled_from([*_MARKS, "./", "../"]), body=_BODY)
def test_a_bare_key_starting_with_a_mark_keeps_it(mark: str, body: str) -> None:
    token = mark + body
    text = f'{{"a": 1, {token}: "x"}}'
    result = repair_json_report(text)
    assert json.loads(result.text) == {"a": 1, token: "x"} or result.guesses, (text, result.text)


def test_marked_tokens_in_an_array_and_a_package_file() -> None:
    text = '{"dependencies": {"@scope/pkg": ^1.2.3, "b": ~2.0.0}, "files": [!dist, **/*.ts]}'
    result = repair_json_report(text)
    assert json.loads(result.text) == {
        "dependencies": {"@scope/pkg": "^1.2.3", "b": "~2.0.0"},
        "files": ["!dist", "**/*.ts"],
    }


def test_a_fence_after_a_colon_still_ends_the_value() -> None:
    # ('~~~' is a fence line, never a value: the reading ends there)
    result = repair_json_report('{"a": 1, "b": ~~~\n')
    assert "~" not in result.text


def test_a_legacy_bare_path_keeps_its_mark() -> None:
    text = '{"files": [{"file_path": @app/a.ts, "content": "x\\n"}]}'
    result = parse_response(text)
    assert [(f.file_path, f.content) for f in result.code.files] == [("@app/a.ts", "x\n")]


def test_a_bare_value_with_json_escapes_names_both_readings() -> None:
    result = repair_json_report('{"msg": Hello\\nWorld, "n": 1}')
    assert json.loads(result.text) == {"msg": "Hello\\nWorld", "n": 1}
    (guess,) = [g for g in result.guesses if g.kind is RepairKind.RAW_STRING]
    assert "Hello\\\\nWorld" in guess.message
    assert "'Hello\\nWorld'" in guess.message
    assert guess.column == 14  # (at the backslash)


def test_a_bare_value_without_escapes_is_no_guess() -> None:
    result = repair_json_report('{"path": C:\\Users\\x, "n": 1}')  # ('\\U', '\\x': no escapes)
    assert not [g for g in result.guesses if g.kind is RepairKind.RAW_STRING]


def _warnings(text: str) -> list[str]:
    report = extract_json_report(text)
    return [d.code for d in report.diagnostics if d.severity is Severity.WARNING]


def test_an_empty_object_alone_on_its_line_is_the_answer() -> None:
    assert extract_json_report('Use {"k": 1} here. Result:\n{}').value == {}
    assert extract_json_report("Result:\n  {}  \n").value == {}
    # ('{}' inside a sentence is still prose, not an answer)
    assert extract_json_report('The {} is empty; use {"k": 1}').value == {"k": 1}


def test_a_complete_value_beats_one_cut_off_after_it_with_a_warning() -> None:
    report = extract_json_report('Result:\n{"b": "x"}\nThen {"c')
    assert report.value == {"b": "x"}
    assert "json-candidate-passed-over" in _warnings('Result:\n{"b": "x"}\nThen {"c')


def test_a_value_followed_by_a_closer_is_warned_as_an_item() -> None:
    text = 'The key {"a" was renamed. Result:\n[\n  {"x": 1},\n  {"y": 2}\n]'
    assert "json-other-values" in _warnings(text)
    # (a value with nothing after it, or prose after it, is no item)
    assert _warnings('Result:\n{"y": 2}\nDone.') == []
    assert _warnings('Result: {"y": 2}, as asked.') == []
