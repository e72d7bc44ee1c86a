"""A file damaged beyond repair costs only itself .

Legacy answers built from real standard-library files, every inner quote and newline left
unescaped, and one file damaged the two ways that used to lose every file after it: its
closing quote missing, or its object cut short with the next one started on a new line.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from test_legacy import stdlib_files

from artifact_codec import Status, parse_response
from artifact_codec.errors import ArtifactDecodeError
from artifact_codec.ingest.legacy import load_legacy, load_legacy_report
from artifact_codec.jsonfix.repair import RepairKind, repair_json_report
from artifact_codec.models import GeneratedCode

FILES = stdlib_files(6, max_size=12_000)


def _body(content: str) -> str:
    """The content as a careless model writes it: quotes and newlines not escaped."""
    encoded = json.dumps(content, ensure_ascii=False)[1:-1]
    return encoded.replace('\\"', '"').replace("\\n", "\n")


def _document(damage: str | None, bad: int, *, pretty: bool) -> tuple[str, list[dict[str, Any]]]:
    entries = [
        {"file_path": f"lib/{name}", "file_type": "source", "content": text} for name, text in FILES
    ]
    pad, item = ("\n    ", "\n  ") if pretty else ("", "")
    parts = []
    for index, entry in enumerate(entries):
        body = _body(entry["content"])
        path = json.dumps(entry["file_path"])
        head = f'{pad}{{"file_path": {path}, "file_type": "source", "content": "'
        if index == bad and damage == "no-closing-quote":
            parts.append(f"{head}{body}{item if pretty else ''}}}")
        elif index == bad and damage == "cut-short":
            parts.append(f"{head}{body[: len(body) // 2]}")
        else:
            parts.append(f'{head}{body}"{item if pretty else ""}}}')
    separator = "," if pretty else ", "
    text = parts[0]
    for index in range(1, len(parts)):
        cut = damage == "cut-short" and index - 1 == bad
        # (cut short: the next object starts on a new line, as a model that starts over)
        text += ("" if pretty else "\n") if cut else separator
        text += parts[index]
    text = '{"task_id": "RESYNC", "files": [' + text + ("\n  ]\n}" if pretty else "]}")
    return text, entries


@pytest.mark.parametrize("pretty", [True, False], ids=["pretty", "one-line"])
@pytest.mark.parametrize("damage", ["no-closing-quote", "cut-short"])
@pytest.mark.parametrize("bad", [0, 2, 4])
def test_damaged_file_costs_only_itself(damage: str, bad: int, pretty: bool) -> None:
    text, entries = _document(damage, bad, pretty=pretty)
    result = repair_json_report(text, schema=GeneratedCode)
    value = json.loads(result.text)
    files = value["files"]
    assert len(files) == len(entries)
    assert result.damaged_files == (bad,)
    for index, (got, want) in enumerate(zip(files, entries, strict=True)):
        if index != bad:
            assert got == want, f"file {index + 1} was lost to the damaged file {bad + 1}"
    assert value["task_id"] == "RESYNC"
    notes = [r for r in result.repairs if r.kind is RepairKind.RESYNCHRONIZED]
    assert len(notes) == 1
    assert f"file {bad + 1} ('lib/{FILES[bad][0]}')" in notes[0].message
    assert notes[0].line == text.count("\n", 0, notes[0].pos) + 1


def test_undamaged_documents_are_not_resynchronized() -> None:
    for pretty in (True, False):
        text, entries = _document(None, -1, pretty=pretty)
        result = repair_json_report(text, schema=GeneratedCode)
        assert json.loads(result.text)["files"] == entries
        assert result.damaged_files == ()
        assert all(r.kind is not RepairKind.RESYNCHRONIZED for r in result.repairs)


def test_load_legacy_names_the_damaged_file_and_the_report_keeps_the_others() -> None:
    text, entries = _document("no-closing-quote", 3, pretty=True)
    with pytest.raises(ArtifactDecodeError, match=rf"file 4 \('lib/{FILES[3][0]}'\)"):
        load_legacy(text)
    report = load_legacy_report(text)
    assert [f.file_path for f in report.code.files] == [
        e["file_path"] for i, e in enumerate(entries) if i != 3
    ]
    assert [f.content for f in report.code.files] == [
        e["content"] for i, e in enumerate(entries) if i != 3
    ]
    assert [index for index, _ in report.damaged_files] == [3]
    assert report.damaged_files[0][1]["file_path"] == entries[3]["file_path"]


def test_parse_response_rejects_only_the_damaged_file() -> None:
    text, entries = _document("cut-short", 1, pretty=True)
    result = parse_response(text)
    assert result.status is Status.REJECTED_FILES
    paths = [f.file_path for f in result.code.files]
    assert paths == [e["file_path"] for i, e in enumerate(entries) if i != 1]
    assert any("resynchronized" in d.code for d in result.diagnostics)


def test_without_the_schema_nothing_is_resynchronized() -> None:
    text, _ = _document("no-closing-quote", 2, pretty=True)
    assert repair_json_report(text).damaged_files == ()


@pytest.mark.parametrize(
    ("between", "found"),
    [
        ("},\n  ", True),  # pretty: on its own line at the column of the first file
        ("}, ", True),  # compact: after '},' on one line
        ("},\r\n  ", True),
        ("}  ,\n\n  ", True),
        ("}\n  ", True),  # a line break and blanks before it (the comma is missing)
        ("}\n ", False),  # another column than the first file
        ("}; ", False),
        ("} x, ", False),
        ("},\r", True),
        ("}\r  ", False),  # a carriage return alone is no line break
    ],
)
def test_file_objects_are_found_by_what_stands_before_them(between: str, found: bool) -> None:
    # The objects of the files array are found by their layout: after '},' or at the start of
    # a line at the indentation of the first one; anything else before a '{"file_path"' (code,
    # another column) is content.
    from artifact_codec.jsonfix.resync import anchors

    pretty = "\n" in between
    head = '{\n  "files": [\n  ' if pretty else '{"files": ['
    text = head + '{"file_path": "a.py", "content": "x"' + between + '{"file_path": "b.py"'
    second = text.rindex('{"file_path"')
    assert anchors(text) == (
        [text.index('{"file_path"'), second] if found else [text.index('{"file_path"')]
    )
