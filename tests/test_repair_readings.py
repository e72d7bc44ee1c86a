"""Ordinary broken JSON read as meant, and every guess reported.

Regression tests for each class of input that used to come back silently wrong (where a string
ends; numbers and literals; dropped members; values hidden in text; content rewritten), the
guesses ``repair_json_report`` records with their positions and that ``parse_response`` and
``extract_json`` surface, and properties over random JSON with one defect injected.
"""

from __future__ import annotations

import glob
import json
import os
from pathlib import Path
from typing import Any

import pytest
from bench_module import load_benchmark
from click.testing import CliRunner
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from artifact_codec import parse_response
from artifact_codec.cli import main as cli
from artifact_codec.errors import JsonRefusedError
from artifact_codec.jsonfix.extract import extract_json, extract_json_report
from artifact_codec.jsonfix.repair import RepairKind, repair_json, repair_json_report
from artifact_codec.jsonfix.report import GUESSES
from artifact_codec.models import GeneratedCode

EXTRACT = Path(__file__).parent / "data" / "extract"
BENCH = load_benchmark("bench_repair")


def _read(text: str, schema: object = None) -> tuple[Any, list[tuple[str, int]]]:
    """The repaired value and the guesses (kind, position) of ``text``."""
    result = repair_json_report(text, schema=schema)
    assert repair_json(result.text) == result.text  # repairing again changes nothing
    return json.loads(result.text), [(g.kind.value, g.pos) for g in result.guesses]


# --------------------------------------------------------------------------------------------
# 1. Where a string ends


@pytest.mark.parametrize(
    ("text", "expected", "guess"),
    [
        # a wrong bracket after a short string: the string ends there, the bracket is a typo
        (
            '{"key1": ["value1", "value2"}, "key2": ["value3", "value4"]}',
            {"key1": ["value1", "value2"], "key2": ["value3", "value4"]},
            ("mismatched-bracket", '}, "key2"'),
        ),
        # items one per line, their commas left out
        ('{"array": [\n"a"\n"b"\n]}', {"array": ["a", "b"]}, ("string-end", '"\n"b"')),
        # items on one line without commas
        (
            '{"key": ["value" "value1" "value2"]}',
            {"key": ["value", "value1", "value2"]},
            ("string-end", '" "value1'),
        ),
        # a comment after the last value of a cut-off object
        ('{ "key": "value" /* comment', {"key": "value"}, ("string-end", '" /*')),
        # a key that is a number
        ('{"key": "value", 5: "value"}', {"key": "value", "5": "value"}, ("string-end", '", 5:')),
        # a closing quote left out before ',' and the next key
        ('{"a":"b,"c":"d"}', {"a": "b", "c": "d"}, ("missing-quote", ',"c"')),
        (
            '{"name": "John", "city": "New York, "gender": "male"}',
            {"name": "John", "city": "New York", "gender": "male"},
            ("missing-quote", ', "gender"'),
        ),
        # a string cut off before the brackets that close the document
        ('["a", "b]', ["a", "b"], ("missing-quote", "]")),
        ('{"key": "value}', {"key": "value"}, ("missing-quote", "}")),
        # two strings written one after another, the comma left out
        (
            '{"number": 1,"reason": "According...""ans": "YES"}',
            {"number": 1, "reason": "According...", "ans": "YES"},
            ("string-end", '""ans'),
        ),
        # a key and ':' inside an array: the object's '{' was left out
        ('["key":"value"]', [{"key": "value"}], ("string-end", '":')),
        # a key with its closing quote left out before ':'
        ('{"key:"value"}', {"key": "value"}, ("missing-quote", ':"value')),
        # quotes inside a key
        ('{"k"e"y": "value"}', {'k"e"y': "value"}, ("string-end", '":')),
        # JSON inside a string of prose, the closing quote left out before the next key
        (
            '{"x": "a, {"k": {"n": 1}}, "y": 2}',
            {"x": 'a, {"k": {"n": 1}}', "y": 2},
            ("missing-quote", ', "y"'),
        ),
    ],
)
def test_where_a_short_string_ends(text: str, expected: Any, guess: tuple[str, str]) -> None:
    # (the guess is reported where ``anchor`` starts: the quote, comma or bracket it is about)
    kind, anchor = guess
    value, guesses = _read(text)
    assert value == expected
    assert (kind, text.rindex(anchor)) in guesses


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # one quote left in a string is one slip; the other reading needs two
        ('["lorem "ipsum" sic"]', ['lorem "ipsum" sic']),
        ('{"key": "v"alue", "key2": "value2"}', {"key": 'v"alue', "key2": "value2"}),
        # a quote inside a string followed by prose
        ('{"text": "He said "yes" and left"}', {"text": 'He said "yes" and left'}),
        # the words after a quote are kept rather than dropped
        ('{"b": "xxxxx" true}', {"b": 'xxxxx" true'}),
    ],
)
def test_inner_quotes_of_prose_stay_content(text: str, expected: Any) -> None:
    result = repair_json_report(text)
    assert json.loads(result.text) == expected
    assert result.guesses  # (the reading is a guess, and says so)


def test_code_in_a_legacy_answer_keeps_its_quotes() -> None:
    code = 'print("a", "b")\nx = {"k": [1, 2]}, "v"\n'
    text = '{"files": [{"file_path": "a.py", "content": "' + code + '"}]}'
    for schema in (None, GeneratedCode):
        value, _ = _read(text, schema)
        assert value["files"][0]["content"] == code


def test_a_string_of_code_on_one_line_is_read_with_the_schema() -> None:
    code = 'd = {"name": "pkg", "version": "1.0.0"}'
    text = '{"files": [{"file_path": "a.py", "content": "' + code + '"}]}'
    value, _ = _read(text, GeneratedCode)
    assert value == {"files": [{"file_path": "a.py", "content": code}]}


# --------------------------------------------------------------------------------------------
# 2. Numbers and literals: a token that is not a whole number is a string


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ('{"key": 1/3}', {"key": "1/3"}),
        ('{"key": 12345/67890, "foo": "bar"}', {"key": "12345/67890", "foo": "bar"}),
        ('{"key": 10-20}', {"key": "10-20"}),
        ('{"date": 2024-01-01, "n": 2}', {"date": "2024-01-01", "n": 2}),
        ('{"time": 10:30}', {"time": "10:30"}),
        ('{"at": 2024-01-01T10:00:00Z}', {"at": "2024-01-01T10:00:00Z"}),
        ('{"key": 1.1.1}', {"key": "1.1.1"}),
        ('{"key": 1e}', {"key": "1e"}),
        ('{"key": TRUE, "key2": FALSE, "key3": Null}', {"key": True, "key2": False, "key3": None}),
        ('{"re": /ab+c/gi, "n": 1}', {"re": "/ab+c/gi", "n": 1}),
        ('{"rowId": 57eeeeb1-450b-482c}', {"rowId": "57eeeeb1-450b-482c"}),
        ("[- ", []),
        ('{"key": 1, "ok": true}', {"key": 1, "ok": True}),  # (valid: unchanged)
    ],
)
def test_numbers_and_literals(text: str, expected: Any) -> None:
    assert json.loads(repair_json(text)) == expected


def test_a_number_is_never_cut() -> None:
    for token in ("1/3", "10-20", "2024-01-01", "10:30:01", "1.2.3", "3-4-5"):
        value = json.loads(repair_json('{"v": ' + token + "}"))["v"]
        assert value == token


# --------------------------------------------------------------------------------------------
# 3. Dropped members


@pytest.mark.parametrize(
    ("text", "expected", "kind"),
    [
        # a '}' that closed the object before its last members
        (
            '{"key": "value"}, "key2": "value2"}',
            {"key": "value", "key2": "value2"},
            "extra-bracket",
        ),
        (
            '{"key1": "value1"}, "key2": "value2", "key3": "value3"}',
            {"key1": "value1", "key2": "value2", "key3": "value3"},
            "extra-bracket",
        ),
        # a junk token where a key belongs is dropped, not made a key
        (
            '{"value_1": true, COMMENT "value_2": "data"}',
            {"value_1": True, "value_2": "data"},
            "stray-text",
        ),
        # unquoted items of an array
        (
            '{"bad": ["Lorem", "sed" comment],"good": ["elit"]}',
            {"bad": ["Lorem", "sed", "comment"], "good": ["elit"]},
            "unquoted-value",
        ),
        ('["a", b "c"]', ["a", "b", "c"], "unquoted-value"),
        # Python tuples inside containers
        ('{"coords": (1, 2), "ok": true}', {"coords": [1, 2], "ok": True}, "python-literal"),
        ('{"empty": (), "one": ("x")}', {"empty": [], "one": "x"}, "python-literal"),
        ("((1, 2), (3, 4))", [[1, 2], [3, 4]], "python-literal"),
        # values whose opening quote is missing (a number too: the quote after it is its
        # lost opening quote, as for the words around it, not stray text after a number)
        (
            '{ "words": abcdef", "numbers": 12345", "words2": ghijkl" }',
            {"words": "abcdef", "numbers": "12345", "words2": "ghijkl"},
            "missing-quote",
        ),
        # an extra bracket between two items
        (
            '[{"key":"value"}},{"key":"value"}]',
            [{"key": "value"}, {"key": "value"}],
            "extra-bracket",
        ),
        # '], [' where a key belongs: the items go on in the array before
        (
            '{ "key": ["arrayvalue"], ["arrayvalue1"], ["arrayvalue2"], "key3": "value3" }',
            {"key": ["arrayvalue", "arrayvalue1", "arrayvalue2"], "key3": "value3"},
            "extra-bracket",
        ),
        # a wrong bracket that closes two containers: after it a key follows
        (
            '{"array":[{"key": "value"], "key2": "value2"}',
            {"array": [{"key": "value"}], "key2": "value2"},
            "mismatched-bracket",
        ),
        # a Python set
        ("{'key1', 'key2'}", ["key1", "key2"], "mismatched-bracket"),
    ],
)
def test_no_member_is_dropped(text: str, expected: Any, kind: str) -> None:
    result = repair_json_report(text)
    assert json.loads(result.text) == expected
    assert kind in {repair.kind.value for repair in result.repairs}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # '], [' after an array of arrays: the '[...]' is its next item, not items to flatten
        (
            '{"rows": [["r1a", "r1b"], "r2a", "r2b"], ["r3a", "r3b"], ["r4a"]], "n": 2}',
            {"rows": [["r1a", "r1b"], "r2a", "r2b", ["r3a", "r3b"], ["r4a"]], "n": 2},
        ),
        ('{"m": [[1, 2], 3], [4, 5]}', {"m": [[1, 2], 3, [4, 5]]}),
        # ... unless the '[...]' holds arrays itself: then its items go on in the array
        (
            '{ "key": [[1, 2, 3], "a", "b"], [[4, 5, 6], [7, 8, 9]] }',
            {"key": [[1, 2, 3], "a", "b", [4, 5, 6], [7, 8, 9]]},
        ),
        # ... or the object goes on after it
        ('{"a": [[1]], [2], "b": 1}', {"a": [[1], 2], "b": 1}),
    ],
)
def test_an_array_closed_too_early_keeps_the_kind_of_its_items(text: str, expected: Any) -> None:
    result = repair_json_report(text)
    assert json.loads(result.text) == expected
    assert RepairKind.EXTRA_BRACKET in {guess.kind for guess in result.guesses}


@pytest.mark.parametrize(
    "text",
    [
        '[{"id": 1, "tags": ["x"], "id": 2, "tags": ["y"],}]',
        '[{"id": 1, "tags": ["x"] "id": 2, "tags": ["y"]}]',
        '{"items": [{"id": 1, "tags": ["x"], "id": 2, "tags": ["y"]]}',
    ],
)
def test_a_repeated_key_in_an_array_item_starts_the_next_item(text: str) -> None:
    # (two objects whose '}, {' was left out: one object would keep only the second values)
    result = repair_json_report(text)
    value = json.loads(result.text)
    items = value["items"] if isinstance(value, dict) else value
    assert items == [{"id": 1, "tags": ["x"]}, {"id": 2, "tags": ["y"]}]
    (split,) = [r for r in result.repairs if "already has" in r.message]
    assert split.guess
    assert split.pos == text.index('"id": 2')


def test_a_repeated_key_in_valid_json_is_left_alone() -> None:
    text = '[{"id": 1, "tags": ["x"], "id": 2, "tags": ["y"]}]'
    assert repair_json(text) == text
    # (and outside an array, where no next item can start, the repeated key stays)
    assert json.loads(repair_json('{"id": 1, "id": 2,}')) == {"id": 2}


@pytest.mark.parametrize("comment", ["// note", "# note", "// was [3]", "# see {x} (y)"])
def test_a_comment_on_the_last_line_does_not_take_the_brackets(comment: str) -> None:
    text = '{ "key": { "key2": "value2" ' + comment + ' }, "key3": [1, 2] }'
    result = repair_json_report(text)
    assert json.loads(result.text) == {"key": {"key2": "value2"}, "key3": [1, 2]}
    (guess,) = [g for g in result.guesses if g.kind is RepairKind.COMMENT_END]
    assert guess.pos == text.index(" }, ") + 1
    assert RepairKind.TRUNCATED not in {r.kind for r in result.repairs}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a comment on a line of its own, or with brackets it balances itself, is all comment
        ('{"a": 1, // see {x} and [y]\n "b": 2}', {"a": 1, "b": 2}),
        ('{"a": [1, 2] // was [3]\n}', {"a": [1, 2]}),
        ('{"a": 1, // note }\n "b": 2}', {"a": 1, "b": 2}),
        ('{"a": 1} # done }', {"a": 1}),
    ],
)
def test_a_comment_that_is_all_comment(text: str, expected: Any) -> None:
    result = repair_json_report(text)
    assert json.loads(result.text) == expected
    assert RepairKind.COMMENT_END not in {r.kind for r in result.repairs}


def test_a_wrong_bracket_does_not_close_the_document_while_items_follow() -> None:
    text = '[{"content":{"bbb":[{"date":"0"}}]},{"type":"x"}]'
    assert json.loads(repair_json(text)) == [{"content": {"bbb": [{"date": "0"}]}}, {"type": "x"}]


# --------------------------------------------------------------------------------------------
# 4. Values hidden in text


@pytest.mark.parametrize(
    ("text", "expected", "kind"),
    [
        ("/* foo */ {}", {}, "comment"),
        ("/* foo */ [1]", [1], "comment"),
        ('// a note\n{"a": 1,}', {"a": 1}, "comment"),
        ("x {}", {}, "leading-text"),
        ("stringbeforeobject {}", {}, "leading-text"),
        (
            'Here:\n```python\n{"a": 1, "b": [true, null]}\n```\n',
            {"a": 1, "b": [True, None]},
            "leading-text",
        ),
        ('{\\"key\\": \\"value\\"}', {"key": "value"}, "escaped-json"),
        (
            '{\\"a\\": [1, \\"x\\"], \\"b\\": {\\"c\\": null}}',
            {"a": [1, "x"], "b": {"c": None}},
            "escaped-json",
        ),
        ('{""answer"":[{""n"":""5""}]}', {"answer": [{"n": "5"}]}, "escaped-json"),
        ("```json\n(1, 2)\n```", [1, 2], "python-literal"),
        (
            '{"key":"value"}, {"key":"value_after"}',
            [{"key": "value"}, {"key": "value_after"}],
            "values-in-array",
        ),
    ],
)
def test_hidden_values_are_found(text: str, expected: Any, kind: str) -> None:
    result = repair_json_report(text)
    assert json.loads(result.text) == expected
    assert kind in {repair.kind.value for repair in result.repairs}


def test_code_in_a_python_fence_is_still_skipped() -> None:
    text = "Code:\n```python\nconfig = {'debug': True}\n```\nResult: {\"ok\": true}"
    assert json.loads(repair_json(text)) == {"ok": True}


def test_valid_json_in_a_string_stays_a_string() -> None:
    text = '"{\\"key\\": \\"value\\"}"'
    assert repair_json(text) == text


# --------------------------------------------------------------------------------------------
# 5. Content is never rewritten


def test_concatenation_inside_content_is_content() -> None:
    # (a chain of '+' inside code: the old rule joined "a" + "b" when "b" was followed by '+')
    code = (
        'raise ImportError("This platform lacks " +\n'
        '    "a functioning sem_open" +\n    " implementation")\n'
    )
    doc = {"task_id": "T", "files": [{"content": code, "file_path": "a.py"}]}
    text = json.dumps(doc).replace('\\"', '"').replace("\\n", "\n")
    for schema in (None, GeneratedCode):
        result = repair_json_report(text, schema=schema)
        assert json.loads(result.text)["files"][0]["content"] == code
        assert RepairKind.CONCATENATION not in {repair.kind for repair in result.repairs}
    answer = parse_response(text)
    assert answer.code is not None
    assert answer.code.files[0].content == code
    assert "json-concatenation" not in {d.code for d in answer.diagnostics}


@pytest.mark.parametrize(
    ("code", "last"),
    [
        # the code's last string written without its closing quote, or sharing it with the
        # value: the text between the value's quotes is kept, '" + "' included
        ('MSG = "x" + "y', ""),
        ('x = "hello" + " world', ""),
        ('say("hi" + "there")\nMSG = "x" + "y', ""),
        # the code's last quote written, and the value's after it
        ('MSG = "x" + "y"', ""),
        ('x = "hello" + " world"', "\n"),
    ],
)
def test_a_concatenation_that_ends_the_content_is_content(code: str, last: str) -> None:
    text = '{"files": [{"file_path": "a.py", "content": "' + code + last + '"}]}'
    for schema in (None, GeneratedCode):
        result = repair_json_report(text, schema=schema)
        assert json.loads(result.text)["files"][0]["content"] == code + last
        assert RepairKind.CONCATENATION not in {repair.kind for repair in result.repairs}
    answer = parse_response(text)
    assert answer.code is not None
    assert answer.code.files[0].content == code + last


def test_concatenation_of_a_short_value_is_joined() -> None:
    result = repair_json_report('{"a": "hello" + " world", "b": \'x\' +\n \'y\' + \'z\'}')
    assert json.loads(result.text) == {"a": "hello world", "b": "xyz"}
    assert [r.kind for r in result.repairs].count(RepairKind.CONCATENATION) == 3  # (one per +)


def _stdlib_modules_with_concatenation() -> list[str]:
    root = os.path.dirname(os.__file__)
    found = []
    for path in sorted(
        glob.glob(os.path.join(root, "*.py")) + glob.glob(os.path.join(root, "*", "*.py"))
    ):
        try:
            with open(path, encoding="utf-8") as handle:
                code = handle.read()
        except (OSError, UnicodeDecodeError):
            continue
        if '" +\n' in code and len(code) < 60_000:
            found.append(code)
    return found[:12]


@pytest.mark.parametrize("layout", ["compact", "pretty"])
def test_real_modules_with_concatenation_come_back_exact(layout: str) -> None:
    modules = _stdlib_modules_with_concatenation()
    assert len(modules) >= 5
    for code in modules:
        doc = {"task_id": "T", "files": [{"content": code, "file_path": "m.py"}]}
        text = json.dumps(doc, indent=2 if layout == "pretty" else None)
        body = json.dumps(code)[1:-1]
        # quotes and newlines left unescaped, as models write them (backslashes doubled)
        broken = BENCH.corrupt_escapes(body, quotes=True, newlines=True, backslashes=False)
        text = text.replace(body, broken)
        result = repair_json_report(text, schema=GeneratedCode)
        assert json.loads(result.text)["files"][0]["content"] == code
        assert RepairKind.CONCATENATION not in {repair.kind for repair in result.repairs}


# --------------------------------------------------------------------------------------------
# Guesses are reported


def test_every_guess_kind_is_a_kind() -> None:
    assert set(RepairKind) >= GUESSES
    assert RepairKind.TRAILING_COMMA not in GUESSES  # a slip with one reading


def test_a_guess_has_its_place_and_names_the_other_reading() -> None:
    text = '{"a": 1,\n "list": ["x" "y"]}'
    result = repair_json_report(text)
    (guess,) = result.guesses
    assert guess.kind is RepairKind.STRING_END
    pos = text.index('"x"') + 2  # the quote after x
    assert (guess.line, guess.column, guess.pos) == (2, pos - text.index("\n"), pos)
    assert "closing-quote rules" in guess.message
    assert guess.guess
    assert "[string-end]" in str(guess)


def test_a_typo_is_not_a_guess() -> None:
    result = repair_json_report('{"a": [1, 2,], // note\n "b": True}')
    assert result.repairs
    assert not result.guesses


def test_parse_response_marks_guesses() -> None:
    answer = (
        '{"task_id": "T", "dependencies": ["numpy" "pandas"], "files": [{"file_path": "a.py", '
        '"content": "print(1)\\n"}]}'
    )
    result = parse_response(answer)
    assert result.code is not None
    assert result.code.dependencies == ["numpy", "pandas"]
    guesses = [d for d in result.diagnostics if d.code == "json-string-end"]
    assert guesses
    assert guesses[0].message.startswith("guessed: ")
    assert (guesses[0].line, guesses[0].column) == (1, answer.index('"numpy"') + 7)
    typos = [d for d in result.diagnostics if d.code == "json-missing-comma"]
    assert typos
    assert not typos[0].message.startswith("guessed")


def test_extract_json_report_gives_diagnostics() -> None:
    text = 'log [12:00:01] start\nResult: {"a": ["x" "y"], "ok": true,}\n[12:00:02] done'
    report = extract_json_report(text)
    assert report.value == {"a": ["x", "y"], "ok": True}
    codes = {d.code: d for d in report.diagnostics}
    assert codes["json-string-end"].severity.value == "warning"
    assert codes["json-string-end"].line == 2
    assert codes["json-trailing-comma"].severity.value == "info"
    assert "json-candidate-passed-over" not in codes  # (the timestamps are no candidates)


def test_extract_json_passes_over_rebuilt_candidates_and_says_so() -> None:
    text = "got {'status': 'ok', 'n': None}\nResult: {\"n\": 2}\nDEBUG {'x': True}\n"
    report = extract_json_report(text)
    assert report.value == {"n": 2}
    assert len(report.passed_over) == 1
    (note,) = [d for d in report.diagnostics if d.code == "json-candidate-passed-over"]
    assert note.line == 2
    assert "line 3" in note.message
    # with nothing but rebuilt candidates, the last of them is taken
    assert extract_json("got {'status': 'ok'} then {'n': None}") == {"n": None}


# --------------------------------------------------------------------------------------------
# extract_json and log lines (issue: a timestamp after the result)


def test_a_timestamp_after_the_result_is_not_json() -> None:
    assert extract_json('Result: {"ok": true}\n[12:00:01] done') == {"ok": True}
    fenced = 'Done:\n```json\n{"a": 1}\n```\n[2026-11-20 10:16:00] session closed'
    assert extract_json(fenced) == {"a": 1}
    assert extract_json(fenced, which="first") == {"a": 1}


@pytest.mark.parametrize("first", [False, True])
def test_the_cli_prefers_the_result_over_log_lines(first: bool, tmp_path: Path) -> None:
    for name in ("log-date-after-fenced-result", "log-levels-and-steps", "log-ansi-colours"):
        path = tmp_path / f"{name}.txt"
        path.write_bytes((EXTRACT / f"{name}.txt").read_bytes())
        args = ["extract-json", str(path)] + (["--first"] if first else [])
        outcome = CliRunner().invoke(cli, args)
        assert outcome.exit_code == 0, outcome.output
        expected = json.loads((EXTRACT / f"{name}.json").read_text("utf-8"))
        assert json.loads(outcome.output) == expected


@pytest.mark.parametrize(
    "noise",
    [
        "[12:00:01] done",
        "[2026-11-20 10:16:00] session closed",
        "2026-11-20T10:16:00Z [INFO] ok",
        "[1/3] building",
        "[ 50%] tests/test_a.py ..",
        "\x1b[32mPASSED\x1b[0m",
        "<Response [200]>",
        "DEBUG {'a': 1, 'b': None}",
        "kept=['a', 'b']",
        'log.info("{} items".format(n))',
        "print(f'{name!r}: {value:>10}')",
        "Progress: [#####     ] 50%",
        "- [ ] todo  - [x] done",
        "see [1], [2] and {name}",
    ],
)
@pytest.mark.parametrize("where", ["before", "after", "around"])
def test_log_noise_around_a_result(noise: str, where: str) -> None:
    result = '{"status": "passed", "count": 3}'
    before = noise + "\n" if where in ("before", "around") else ""
    after = "\n" + noise if where in ("after", "around") else ""
    text = f"{before}Final: {result}{after}\n"
    assert extract_json(text) == {"status": "passed", "count": 3}
    assert extract_json(text, which="first") == {"status": "passed", "count": 3}


# --------------------------------------------------------------------------------------------
# Properties: random JSON with one defect injected

_TEXT = st.text(alphabet=st.sampled_from(list("abcxyz ,:-./#{}[]")), max_size=12)
_KEYS = st.text(alphabet=st.sampled_from(list("abcdefgh_")), min_size=1, max_size=6)
_SCALARS = st.one_of(st.none(), st.booleans(), st.integers(-999, 999), _TEXT)
_VALUES = st.recursive(
    _SCALARS,
    lambda inner: st.one_of(st.lists(inner, max_size=4), st.dictionaries(_KEYS, inner, max_size=4)),
    max_leaves=10,
)
_DOCUMENTS = st.one_of(
    st.dictionaries(_KEYS, _VALUES, min_size=1, max_size=5),
    st.lists(_VALUES, min_size=1, max_size=5),
)
# Repairs that report text dropped (or never arrived).
_LOSSY = frozenset(
    {
        RepairKind.STRAY_TEXT,
        RepairKind.TRUNCATED,
        RepairKind.LEADING_TEXT,
        RepairKind.TRAILING_TEXT,
    }
)


def _tokens(text: str) -> list[tuple[str, int, int]]:
    """The tokens of valid compact-ish JSON text: (kind, start, end) with kind one of
    'key', 'string', 'other' (numbers and literals) and the punctuation itself."""
    found: list[tuple[str, int, int]] = []
    pos = 0
    while pos < len(text):
        char = text[pos]
        if char == '"':
            end = pos + 1
            while text[end] != '"':
                end += 2 if text[end] == "\\" else 1
            rest = text[end + 1 : end + 3].lstrip()
            found.append(("key" if rest.startswith(":") else "string", pos, end + 1))
            pos = end + 1
        elif char in "{}[],:":
            found.append((char, pos, pos + 1))
            pos += 1
        elif char in " \n":
            pos += 1
        else:
            end = pos
            while end < len(text) and text[end] not in ",]} \n":
                end += 1
            found.append(("other", pos, end))
            pos = end
    return found


def _meant_or_guessed(text: str, meant: Any) -> None:
    assume(not _valid(text))
    try:
        result = repair_json_report(text)
    except JsonRefusedError as error:
        # (two readings, refused at a place: never a silent change; '":"#"' is a string and a
        # comment holding a quote, or one string holding '"#' (round 18's refusals; found by a
        # random run, round 19): the place is inside the text
        refused: JsonRefusedError | None = error
    else:
        refused = None
    if refused is not None:
        assert 0 <= refused.pos <= len(text), refused
        return
    value = json.loads(result.text)
    if value != meant:
        # no member is changed or dropped without a recorded guess or a reported loss
        kinds = {repair.kind for repair in result.repairs}
        assert result.guesses or kinds & _LOSSY, (text, value, result.report_lines())


def _valid(text: str) -> bool:
    try:
        json.loads(text)
    except ValueError:
        return False
    return True


@pytest.mark.parametrize(
    ("text", "meant"),
    [
        # (found by a random run of the property below, round 19: an inner quote before '#')
        ('{\n  "_": ":"#"\n}', {"_": ':"#'}),
        ('{\n  "__": ":" #",\n  "_": null\n}', {"__": ':" #', "_": None}),
    ],
)
def test_an_inner_quote_before_a_comment_mark_is_refused_or_meant(text: str, meant: Any) -> None:
    _meant_or_guessed(text, meant)
    with pytest.raises(JsonRefusedError) as refused:  # (refused today, at the inner quote)
        repair_json_report(text)
    assert 0 < refused.value.pos < len(text)


@settings(max_examples=120, deadline=None)
@given(
    doc=_DOCUMENTS,
    pick=st.integers(0, 10_000),
    at=st.integers(0, 10_000),
    indent=st.sampled_from([None, 2]),
)
def test_property_an_inner_quote(doc: Any, pick: int, at: int, indent: int | None) -> None:
    text = json.dumps(doc, indent=indent)
    strings = [t for t in _tokens(text) if t[0] == "string"]
    assume(strings)
    _, start, end = strings[pick % len(strings)]
    cut = start + 1 + at % (end - start - 1) if end - start > 2 else start + 1
    broken = text[:cut] + '"' + text[cut:]
    # what a model meant by that quote: part of the string
    meant = json.loads(text[:cut] + '\\"' + text[cut:])
    _meant_or_guessed(broken, meant)


@settings(max_examples=120, deadline=None)
@given(doc=_DOCUMENTS, pick=st.integers(0, 10_000), indent=st.sampled_from([None, 2]))
def test_property_a_missing_closing_quote(doc: Any, pick: int, indent: int | None) -> None:
    text = json.dumps(doc, indent=indent)
    strings = [t for t in _tokens(text) if t[0] == "string"]
    assume(strings)
    _, _, end = strings[pick % len(strings)]
    _meant_or_guessed(text[: end - 1] + text[end:], doc)


@settings(max_examples=120, deadline=None)
@given(doc=_DOCUMENTS, pick=st.integers(0, 10_000), indent=st.sampled_from([None, 2]))
def test_property_a_wrong_closing_bracket(doc: Any, pick: int, indent: int | None) -> None:
    text = json.dumps(doc, indent=indent)
    closers = [t for t in _tokens(text) if t[0] in "]}"]
    kind, start, _ = closers[pick % len(closers)]
    other = "}" if kind == "]" else "]"
    _meant_or_guessed(text[:start] + other + text[start + 1 :], doc)


@settings(max_examples=120, deadline=None)
@given(doc=_DOCUMENTS, pick=st.integers(0, 10_000), indent=st.sampled_from([None, 2]))
def test_property_a_missing_comma(doc: Any, pick: int, indent: int | None) -> None:
    text = json.dumps(doc, indent=indent)
    commas = [t for t in _tokens(text) if t[0] == ","]
    assume(commas)
    _, start, _ = commas[pick % len(commas)]
    _meant_or_guessed(text[:start] + text[start + 1 :], doc)


@settings(max_examples=80, deadline=None)
@given(doc=st.dictionaries(_KEYS, _TEXT, min_size=1, max_size=5), pick=st.integers(0, 10_000))
def test_property_a_missing_opening_quote(doc: dict[str, str], pick: int) -> None:
    text = json.dumps(doc)
    strings = [t for t in _tokens(text) if t[0] == "string" and t[2] - t[1] > 2]
    assume(strings)
    _, start, _ = strings[pick % len(strings)]
    _meant_or_guessed(text[:start] + text[start + 1 :], doc)


_TOKENS = st.text(alphabet=st.sampled_from(list("0123456789")), min_size=1, max_size=4).flatmap(
    lambda a: st.sampled_from([f"{a}/3", f"{a}-20", f"2024-01-{a[:2]}", f"{a}:30", f"{a}.1.1"])
)


@settings(max_examples=80, deadline=None)
@given(doc=st.dictionaries(_KEYS, _TOKENS, min_size=1, max_size=4))
def test_property_number_like_tokens_are_strings(doc: dict[str, str]) -> None:
    # written without quotes, each token comes back as the whole string, never a number
    text = "{" + ", ".join(f"{json.dumps(k)}: {v}" for k, v in doc.items()) + "}"
    assert json.loads(repair_json(text)) == doc


def _with_slips(text: str) -> str:
    """``text`` with the slips that have one reading: literals in another case, a trailing
    comma before every closing bracket that follows a value, a comment after every comma,
    and every inner array written as a Python tuple."""
    literals = {"true": "TRUE", "false": "False", "null": "NULL"}
    tokens = _tokens(text)
    tuples: dict[int, str] = {}
    opened: list[int] = []
    for index, (kind, _, _) in enumerate(tokens):
        if kind in "[{":
            opened.append(index)
        elif kind in "]}":
            start = opened.pop()
            if kind == "]" and opened and index - start > 1:  # an inner array with items
                tuples[start], tuples[index] = "(", ")"
    pieces: list[str] = []
    last = 0
    previous = ""
    for index, (kind, start, end) in enumerate(tokens):
        if kind in "]}" and previous not in ("[", "{", ","):
            pieces.append(",")  # (right after the value, as models write it)
        pieces.append(text[last:start])
        token = text[start:end]
        if kind == "other" and token in literals:
            token = literals[token]
        pieces.append(tuples.get(index, token))
        if kind == ",":
            pieces.append(" /* c */")
        previous, last = kind, end
    return "".join(pieces) + text[last:]


@settings(max_examples=80, deadline=None)
@given(doc=_DOCUMENTS, indent=st.sampled_from([None, 2]))
def test_property_slips_with_one_reading_are_repaired_exactly(doc: Any, indent: int | None) -> None:
    broken = _with_slips(json.dumps(doc, indent=indent))
    assume(not _valid(broken))
    result = repair_json_report(broken)
    assert json.loads(result.text) == doc
    assert not result.guesses


@settings(max_examples=60, deadline=None)
@given(doc=_DOCUMENTS)
def test_property_json_encoded_twice_is_read(doc: Any) -> None:
    text = json.dumps(json.dumps(doc))[1:-1]  # the quotes escaped, without the outer ones
    assume(text.startswith(("{\\", "[\\")))
    result = repair_json_report(text)
    assert json.loads(result.text) == doc
    assert RepairKind.ESCAPED_JSON in {repair.kind for repair in result.repairs}


@settings(max_examples=80, deadline=None)
@given(doc=_DOCUMENTS, indent=st.sampled_from([None, 2, 4]), ascii_=st.booleans())
def test_property_valid_json_is_returned_unchanged(
    doc: Any, indent: int | None, ascii_: bool
) -> None:
    text = json.dumps(doc, indent=indent, ensure_ascii=ascii_)
    assert repair_json(text) == text
    assert repair_json_report(text).repairs == ()
