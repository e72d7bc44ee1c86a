"""extract_json in transcripts: a broken answer among lines that are JSON (or Python dicts, or
a quoted schema) by themselves. Generated: every answer slip x every neighbour line x both
sides. The answer must come back with a model; a candidate never runs across a line that is
JSON by itself, and a schema is never the answer when one validates."""

from __future__ import annotations

import itertools

import pytest
from pydantic import BaseModel

from artifact_codec import extract_json
from artifact_codec.jsonfix.extract import find_json_candidates, is_schema


class Verdict(BaseModel):
    status: str
    files_changed: list[str]


# The answer {"status": "done", "files_changed": ["src/m.py", "b.md"]} as models break it.
ANSWERS = (
    '{"status": "done", // finished\n"files_changed": ["src/m.py", "b.md"]}',
    '{"status": "done", "files_changed": ["src/m.py", "b.md",],}',
    "{'status': 'done', 'files_changed': ['src/m.py', 'b.md']}",
    '{"status": "done", /* all */ "files_changed": ["src/m.py", "b.md"]}',
    '{\n  "status": "done",\n  "files_changed": [\n    "src/m.py",\n    "b.md",\n  ]\n}',
)
NEIGHBOURS = (
    'Result: {"output": "x"}',
    "Event: {'type': 'message', 'n': 59}",
    '{"ok": true}',
    'Schema: {"status": string, "files_changed": [string]}',
    'Schema: {"type": "object", "properties": {"status": {"type": "string"}}}',
    '[{"tool": "read", "path": "a.py"}]',
)


@pytest.mark.parametrize(
    ("answer", "before", "after"),
    [
        (answer, before, after)
        for answer, (before, after) in itertools.product(
            ANSWERS, itertools.product((None, *NEIGHBOURS), repeat=2)
        )
    ],
)
def test_answer_among_json_lines_is_found_with_a_model(
    answer: str, before: str | None, after: str | None
) -> None:
    lines = [line for line in (before, "Final answer:", answer, after) if line is not None]
    got = extract_json("\n".join(lines), model=Verdict)
    assert (got.status, got.files_changed) == ("done", ["src/m.py", "b.md"]), lines


def test_a_candidate_stops_before_a_line_that_is_json_by_itself() -> None:
    text = '{"status": "s", // c\n"files_changed": ["a"]}\nResult: {"output": "x"}'
    assert [c.value for c in find_json_candidates(text)] == [
        {"status": "s", "files_changed": ["a"]},
        {"output": "x"},
    ]


def test_pretty_printed_one_line_items_are_not_split() -> None:
    # The last item is JSON by itself on its line, but the text before it is no complete value.
    text = '{"items": [\n  {"a": 1},\n  {"b": 2}\n], "n": 1,}'
    assert [c.value for c in find_json_candidates(text)] == [
        {"items": [{"a": 1}, {"b": 2}], "n": 1}
    ]


@pytest.mark.parametrize(
    ("value", "schema"),
    [
        ({"status": "string", "files_changed": ["string"]}, True),
        ({"type": "object", "properties": {}}, True),
        ({"a": "Number", "b": {"c": "bool"}}, True),
        ({"status": "done", "files_changed": ["string"]}, False),
        ({"type": "object", "name": "x"}, False),
        ([], False),
        ("string", False),
    ],
)
def test_is_schema(value: object, schema: bool) -> None:
    assert is_schema(value) is schema
