"""A legacy file object's other key that says what is done with its content (issue 25): one
table (:func:`~artifact_codec.ingest.conventions.closing.file_operation`) read for every key.

Expected by hand: a key that says the content is appended, inserted, replaces lines, is
encoded, or that the file is deleted or moved is not "the file is this text": the file is
refused with ``legacy-file-operation``. Plain extra keys (description, language, type,
purpose) and keys whose value says the whole text is written are harmless controls.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from artifact_codec import parse_response
from artifact_codec.ingest.conventions.closing import file_operation


def _answer(extra: dict[str, Any]) -> str:
    return json.dumps(
        {
            "files": [
                {"file_path": "a.py", "content": "z = 3\n", **extra},
                {"file_path": "b.py", "content": "y = 2\n"},
            ]
        }
    )


@pytest.mark.parametrize(
    "extra",
    [
        {"mode": "a"},
        {"operation_type": "x", "action": "Prepend"},
        {"status": "deleted"},
        {"op": "remove"},
        {"delete": True},
        {"insertAfterLine": 12},
        {"line_number": "3"},
        {"lines": [5, 7]},
        {"lines": "5..7"},
        {"contentEncoding": "hex"},
        {"encoding": "gzip"},
        {"is_base64": True},
    ],
)
def test_a_key_that_says_another_operation_refuses_the_file(extra: dict[str, Any]) -> None:
    result = parse_response(_answer(extra))
    assert not result.usable
    assert "legacy-file-operation" in [d.code for d in result.diagnostics]


@pytest.mark.parametrize(
    "extra",
    [
        {"description": "The entry point"},
        {"language": "python"},
        {"type": "file"},
        {"purpose": "main module"},
        {"action": "create"},
        {"action": "update"},
        {"mode": "w"},
        {"mode": "100644"},
        {"encoding": "utf-8"},
        {"encoding": "UTF8"},
        {"lines": 1},
        {"line_count": 1},
        {"line_ending": "lf"},
        {"delete": False},
        {"is_base64": False},
    ],
)
def test_a_plain_extra_key_keeps_the_file(extra: dict[str, Any]) -> None:
    result = parse_response(_answer(extra))
    assert result.usable
    assert [(f.file_path, f.content) for f in result.code.files] == [
        ("a.py", "z = 3\n"),
        ("b.py", "y = 2\n"),
    ]


def test_the_format_s_own_operation_key_stays_an_edit_operation() -> None:
    # ("operation": "delete" is the format's own field: a delete operation, read apart)
    answer = json.dumps({"files": [{"file_path": "a.py", "operation": "delete", "content": ""}]})
    result = parse_response(answer)
    assert [(e.kind.value, e.path) for e in result.code.edits] == [("delete", "a.py")]
    assert "legacy-file-operation" not in [d.code for d in result.diagnostics]


def test_the_table_reads_each_key_alone() -> None:
    assert file_operation("rename_to", "b.py") is not None
    assert file_operation("encoding", "base64") is not None
    # (the writer writes UTF-8: a file said to be latin-1 would get other bytes: hunt32)
    assert file_operation("encoding", "latin-1") is not None
    assert file_operation("encoding", "ascii") is None
    assert file_operation("description", "delete the old one") is None
