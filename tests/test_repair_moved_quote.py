"""A quote moved across the ':' after a key, and members made of two inserted separators.

A ':' inserted after a key that holds a ':' (``"type: ""commonjs"``), or before a value that
starts with a quote and a ':' (``"type"": commonjs"``) or holds one bare (``""key2: false``),
is a guess: the quote beside that ':' may belong on its other side. A member whose ',' before
its key and ':' or value after it were both inserted on one line (``{"k": a"b":, ...}``,
``"nyc": 15.1.0" // 4" wide``) is a guess: its first quote may close the value before it. A
legacy file whose path starts with ':' is refused: a moved quote put the member's ':' there.
"""

from __future__ import annotations

import json

import pytest

from artifact_codec import parse_response, repair_json_report


def _guess_kinds(text: str) -> list[str]:
    return [repair.kind.value for repair in repair_json_report(text).guesses]


@pytest.mark.parametrize(
    "text",
    [
        '{"type"": commonjs"}',
        '{"type"":commonjs"}',
        '{"type: ""commonjs"}',
        '{"key": true, ""key2: false}',
        '{"k": a"b":, "z": 1}',
        '{"k": a"b":}',
        # a comment holding an unpaired quote at the end of its line: the value's closing
        # quote, the mark its text (Python's '//')
        '{"expr": 5 // 4"\n}',
        '{"a": 1,\n"expr": a // b"\n}',
        '{"a": 1 // was x"\n}',
        # ('{"n": 1\\2}', a backslash after a number, is read whole since the number-and-mark
        # rule: tests/test_repair_fix_repair21.py)
        # npm-drop-pretty: a pretty package.json, a version's opening quote dropped and a
        # comment holding a quote at the end of its line (meant: {"nyc": "15.1.0"})
        '{\n  "nyc": 15.1.0" // 4" wide\n}',
        '{"devDependencies": {\n  "nyc": 15.1.0" // 4" wide,\n  "tap": "^16"\n}}',
    ],
)
def test_a_reading_with_a_moved_quote_or_invented_member_is_a_guess(text: str) -> None:
    assert "missing-quote" in _guess_kinds(text)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # a ':' missing between a key and a quoted value holding a ':' (the quote is the
        # value's own: no moved quote)
        ('{"a" "http://x"}', {"a": "http://x"}),
        ('{"a" "b"}', {"a": "b"}),
        ('{"a" b}', {"a": "b"}),
        # a ',' lost at the end of a line: the next line's key is a member
        ('{"a": 1\n"b" 2}', {"a": 1, "b": 2}),
        ('{"a": 1 "b": 2}', {"a": 1, "b": 2}),
        # a comment whose unpaired quote stands inside it, not at its end
        ('{"a": 1 // 4" wide\n}', {"a": 1}),
        # a bare value starting with a backslash is read whole (a pattern): nothing dropped
        ('{"re": \\d+}', {"re": "\\d+"}),
    ],
)
def test_one_reading_stays_unguessed(text: str, value: object) -> None:
    result = repair_json_report(text)
    assert json.loads(result.text) == value
    assert not result.guesses, [r.message for r in result.guesses]


@pytest.mark.parametrize(
    "text",
    [
        '{"files": [{"file_path"": a.py", "content": "x = 1\\n"}]}',
        '{"files": [{"file_path"":src/a.py", "content": "x = 1\\n"}]}',
        '{"files": [{"file_path": "b.py", "content": "y = 2\\n"}, '
        '{"file_path"": a.py", "content": "x = 1\\n"}]}',
    ],
)
def test_a_legacy_path_starting_with_a_colon_is_refused(text: str) -> None:
    result = parse_response(text)
    paths = [f.file_path for f in result.code.files] if result.code else []
    assert not any(path.lstrip().startswith(":") for path in paths), (result.status, paths)
    assert any(
        d.code == "legacy-structure" and "starts with ':'" in d.message for d in result.diagnostics
    )
    assert not result.usable or paths == ["b.py"]


# An array of arrays after prose starts at its first '[' (a run of '{' still starts at its
# last: an object's member starts with a key); a wiki link '[[see this]]' is no value.
@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("see [[wiki link]] and [1, 2]", [1, 2]),
        ("x [[[1]]] y", [[[1]]]),
        ("x " + "[" * 9 + "1" + "]" * 9, [[[[[[[[[1]]]]]]]]]),
        ('Template {{name}} then {"a": 1}', {"a": 1}),
    ],
)
def test_a_run_of_brackets_after_prose(text: str, value: object) -> None:
    assert json.loads(repair_json_report(text).text) == value
