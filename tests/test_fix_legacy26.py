"""fix-legacy26: a legacy file object's members read STRUCTURALLY (issue 25, hunt28). A member
is read against a table of members known to leave the content a whole file to write (the
file's kind, free text about it, a count, an identifier or date, a permission, a flag that
leaves the content whole, a status saying the file is written whole, a list of names, a
metadata object of such members); any other member whose value is a flag, a number, a short
token, a range, a list, an object or a second text could be an instruction, and the object
is refused with ``legacy-file-operation`` naming the member. A sentence under an unknown key
stays a description. Expected by hand: the spellings below are in no word list of the code
(they are what the next hunt would find), the controls are what models write beside files."""

from __future__ import annotations

import json
from typing import Any

import pytest

from artifact_codec import parse_response
from artifact_codec.ingest.conventions.closing import file_operation

PIECE = "    print(os.getcwd())\n"
WHOLE = "import os\n\n\ndef main():\n    print(os.getcwd())\n"


def _answer(content: str, extra: dict[str, Any]) -> str:
    return json.dumps(
        {
            "files": [
                {"path": "a.py", "content": content, **extra},
                {"path": "b.py", "content": "y = 2\n"},
            ]
        },
        indent=2,
    )


@pytest.mark.parametrize(
    "extra",
    [
        # a place or a way in words no table holds: the content goes somewhere in the file
        pytest.param({"how": "bottom"}, id="how-bottom"),
        pytest.param({"where": "EOF"}, id="where-eof"),
        pytest.param({"row": 5}, id="row-5"),
        pytest.param({"span_lines": [3]}, id="span-list"),
        pytest.param({"replacing": "def main():"}, id="replacing-token"),
        pytest.param({"target": {"function": "main"}}, id="target-object"),
        # a flag under a key no table holds
        pytest.param({"sketch": True}, id="sketch-flag"),
        # the file's kind saying an edit, and a status no whole-file status
        pytest.param({"file_type": "python-diff"}, id="kind-diff"),
        pytest.param({"state": "pending"}, id="state-pending"),
        # a metadata object holding a piece flag
        pytest.param({"metadata": {"type": "snippet"}}, id="metadata-snippet"),
        pytest.param({"file_metadata": {"lines": "3-4"}}, id="file-metadata-range"),
        pytest.param({"format": "unified"}, id="format-unified"),
        # the old text beside the new under a key no table holds
        pytest.param({"before": "    pass\n    return 1\n"}, id="before-text"),
        pytest.param({"was": "    pass\n    return 1\n"}, id="was-text"),
    ],
)
def test_an_unknown_member_that_may_be_an_instruction_refuses_the_file(
    extra: dict[str, Any],
) -> None:
    result = parse_response(_answer(PIECE, extra))
    assert not result.usable, (result.status, [d.code for d in result.diagnostics])
    messages = [d.message for d in result.diagnostics if d.code == "legacy-file-operation"]
    assert messages, [d.code for d in result.diagnostics]
    # the message names the member
    assert repr(next(iter(extra))) in messages[0], messages[0]


@pytest.mark.parametrize(
    "extra",
    [
        # the brief's controls
        {"mode": "0644"},
        {"executable": True},
        {"encoding": "utf-8"},
        {"lines": 5},  # (WHOLE's count of lines: another count is another file, hunt32)
        {"language": "python"},
        {"description": "The entry point."},
        {"type": "file"},
        {"status": "created"},
        {"status": "modified"},
        {"action": "new"},
        {"status": "new file"},
        {"state": "final"},
        {"file_metadata": {"language": "python"}},
        # a sentence under a key no table holds: a description
        {"notes_for_user": "Run it with python a.py from the project root."},
        # counts, identifiers, permissions, names
        {"size_bytes": 47},  # (WHOLE's bytes)
        {"sha256": "9f86d081884c7d659a2feaa0c55ad015"},
        {"updated_at": "2024-05-01T10:00:00Z"},
        {"permissions": "rwxr-xr-x"},
        {"imports": ["os"]},
        {"file_type": "python"},
        {"mime_type": "text/x-python"},
        # a metadata object of such members
        {"metadata": {"language": "python", "lines": 6, "description": "Prints the cwd."}},
        # a false or yes flag that leaves the file whole
        {"partial": False},
        {"write": True},
        {"is_new": False},
        {"final_newline": True},
        # the content said again under a name of a text of the file
        {"code": WHOLE},
        # null: nothing said
        {"range": None},
    ],
)
def test_a_member_known_to_leave_the_whole_file_keeps_it(extra: dict[str, Any]) -> None:
    result = parse_response(_answer(WHOLE, extra))
    assert result.usable, (result.status, [d.message for d in result.diagnostics])
    assert [(f.file_path, f.content) for f in result.code.files] == [
        ("a.py", WHOLE),
        ("b.py", "y = 2\n"),
    ]


def test_the_table_reads_each_member_alone() -> None:
    assert file_operation("change", "append") is not None
    assert file_operation("lineno", 3) is not None
    assert file_operation("append", 0) is None
    assert file_operation("append", 1) is not None
    assert file_operation("insert", 0) is not None  # (a line 0, maybe)
    assert file_operation("insert_final_newline", True) is None
    assert file_operation("append_newline", True) is None
    assert file_operation("comment", "x") is None  # (free text under a prose key)
    assert file_operation("owner", "The platform team keeps it.") is None
    assert file_operation("owner", "platform") is not None


@pytest.mark.parametrize(
    "extra",
    [
        {"instruction": "Add these lines to the file you have."},
        {"where_it_goes": "at the bottom of the module"},
        {"hint": "this goes after the imports"},
    ],
)
def test_a_sentence_under_an_unknown_key_saying_a_change_or_place_refuses(
    extra: dict[str, Any],
) -> None:
    # (a sentence stays a description, but not one that says the content goes somewhere)
    result = parse_response(_answer(PIECE, extra))
    assert not result.usable, (result.status, [d.code for d in result.diagnostics])
    assert "legacy-file-operation" in [d.code for d in result.diagnostics]
