"""Generated cases for three readings of the repair layer: wrong closing brackets at the end of
a legacy answer (a slip, not a cut), a bracket slip followed by prose in extract_json, and a
quoted format example before the answer. Each case is built from parts (files, endings,
prose, introductions) combined exhaustively; the expected value is the one written."""

from __future__ import annotations

import itertools
import json

import pytest

from artifact_codec import extract_json, parse_response

USABLE = {"clean", "recovered", "repaired"}
FILES = (
    ("a.py", "import os\n\n\ndef main():\n    print(os.sep)\n"),
    ("pkg/b.txt", "line one\nline two\n"),
    ("c.json", '{"k": [1, 2]}\n'),
)
# Each ending stands for the '"}]}' of a legacy answer: one bracket swapped, left out or doubled.
ENDINGS = ('"]}', '"}}', '"}]]}', '"]]}', '"}]}}')
PROSE = ("", " Let me know if you need more.", "\n\nDone.")


def _answer(files: tuple[tuple[str, str], ...]) -> str:
    text = json.dumps({"files": [{"file_path": p, "content": c} for p, c in files]})
    assert text.endswith('"}]}')
    return text[: -len('"}]}')]


@pytest.mark.parametrize(
    ("count", "ending", "prose"), list(itertools.product((1, 2, 3), ENDINGS, PROSE))
)
def test_wrong_closers_at_the_end_are_read_not_cut(count: int, ending: str, prose: str) -> None:
    files = FILES[:count]
    result = parse_response(_answer(files) + ending + prose, add_final_newline=False)
    got = [(f.file_path, f.content) for f in result.code.files] if result.code else []
    assert result.status.value != "truncated", (ending, prose, result.diagnostics)
    assert result.status.value not in USABLE or got == list(files), (ending, prose, got)


# (the text before the slip, the slipped closers, the value meant)
SLIPS = (
    ('{"a": ["x", "y"', "}", {"a": ["x", "y"]}),
    ('{"a": ["x", "y"', "}}", {"a": ["x", "y"]}),
    ('{"n": 1, "items": [{"p": "a"}, {"p": "b"', "]]", {"n": 1, "items": [{"p": "a"}, {"p": "b"}]}),
    ('{"n": 1, "items": [{"p": "a"}, {"p": "b"', "}}", {"n": 1, "items": [{"p": "a"}, {"p": "b"}]}),
    ('{"t": ["q"', "}}", {"t": ["q"]}),
)


@pytest.mark.parametrize(
    ("slip", "prose"), list(itertools.product(SLIPS, (" done", " ok.", " That is all", "")))
)
def test_bracket_slip_followed_by_prose(
    slip: tuple[str, str, dict[str, object]], prose: str
) -> None:
    body, closers, meant = slip
    text = "Result: " + body + closers + prose
    assert extract_json(text) == meant, text


INTROS = ("Example format:", "The format is, e.g.,", "Use this schema:", "Like this:")
EXAMPLES = (
    {"files": [{"file_path": "path/to/file.py", "content": "file content here"}]},
    {"files": [{"file_path": "<path>", "content": "<code>"}]},
    {"files": [{"file_path": "src/app.py", "content": "..."}]},
)


@pytest.mark.parametrize(
    ("intro", "example", "count"), list(itertools.product(INTROS, EXAMPLES, (1, 2)))
)
def test_answer_after_a_format_example_is_read(
    intro: str, example: dict[str, object], count: int
) -> None:
    files = FILES[:count]
    answer = json.dumps({"files": [{"file_path": p, "content": c} for p, c in files]})
    text = f"{intro} {json.dumps(example)}\n\nHere are the files:\n{answer}\n"
    result = parse_response(text, add_final_newline=False)
    got = [(f.file_path, f.content) for f in result.code.files] if result.code else []
    assert got == list(files), (intro, example, result.status, result.diagnostics)
    assert any("example" in d.message for d in result.diagnostics), result.diagnostics


# The start of one file object damaged: its '{' written '[', the key's ':' or opening quote
# left out, a stray character before it. Every other file must be kept exactly; the damaged one
# is read as written or refused, named in a diagnostic.
STARTS = (
    '{"file_path" "{path}", ',
    '["file_path": "{path}", ',
    '{file_path": "{path}", ',
    '{"file_path": "{path}", ',  # (undamaged: the control case)
)


@pytest.mark.parametrize(
    ("start", "damaged", "count"),
    [(s, d, c) for s, c in itertools.product(STARTS, (2, 3)) for d in range(1, c)],
)
def test_damaged_start_of_a_file_object_keeps_the_other_files(
    start: str, damaged: int, count: int
) -> None:
    files = FILES[:count]
    objects = []
    for number, (path, content) in enumerate(files):
        head = start if number == damaged else '{"file_path": "{path}", '
        objects.append(head.replace("{path}", path) + '"content": ' + json.dumps(content) + "}")
    text = '{"files": [' + ", ".join(objects) + "]}"
    result = parse_response(text, add_final_newline=False)
    got = [(f.file_path, f.content) for f in result.code.files] if result.code else []
    others = [f for number, f in enumerate(files) if number != damaged]
    assert all(f in got for f in others), (start, damaged, result.status, got)
    assert all(f in files for f in got), (start, damaged, got)
    if result.status.value in USABLE:
        assert got == list(files), (start, damaged, got)
    else:
        assert any(f"file {damaged + 1}" in d.message for d in result.diagnostics), [
            d.message for d in result.diagnostics
        ]


def test_an_answer_introduced_by_the_word_format_is_not_an_example() -> None:
    # "in the requested format" introduces the answer; a note after it is not the answer.
    answer = json.dumps({"files": [{"file_path": "a.py", "content": "x = 1\n"}]})
    text = f'Here are the files in the requested format: {answer}\nNote: {{"ok": true}}\n'
    result = parse_response(text, add_final_newline=False)
    got = [(f.file_path, f.content) for f in result.code.files] if result.code else []
    assert got == [("a.py", "x = 1\n")], (result.status, result.diagnostics)
