"""fix-legacy28: the values of a legacy file object's members (hunt32). Whole-file kinds are an
allow-list, a prose member is weighed by the one partial-note recogniser, counts are compared
with the content, codecs other than UTF-8 and files of bytes are refused. Expected values by
hand from what the model meant."""

from __future__ import annotations

import json
from typing import Any

import pytest

from artifact_codec import parse_response
from artifact_codec.ingest.conventions.closing import file_operation

PIECE = "    print(os.getcwd())\n"
WHOLE = "import os\n\n\ndef main():\n    print(os.getcwd())\n"


def _answer(path: str, content: str, extra: dict[str, Any]) -> str:
    return json.dumps({"files": [{"path": path, "content": content, **extra}]}, indent=2)


@pytest.mark.parametrize(
    "extra",
    [
        # kinds known to be a whole file's: languages, suffixes, MIME types, roles
        {"type": "python"},
        {"type": "Python"},
        {"language": "py"},
        {"file_type": "md"},  # (a fence word the stdlib's table of suffixes may lack)
        {"kind": "source_code"},
        {"type": "python_module"},
        {"kind": "react_component"},
        {"mime_type": "text/x-python"},
        {"type": "entrypoint"},
        {"type": "test"},
        {"type": "create"},
        # the content's own counts (lines by splitlines or by newlines + 1; bytes)
        {"lines": 5},
        {"line_count": 6},
        {"size": 47},
        {"stats": {"lines": 5, "bytes": 47}},
        {"tokens": 999},
        # an encoding whose bytes are the UTF-8 written
        {"encoding": "utf-8"},
        {"encoding": "ascii"},
        {"charset": "UTF-8"},
        # prose that says nothing of a piece
        {"description": "Main entry point: prints the working directory."},
        {"notes": ["Run it with python a.py", "Needs Python 3.11"]},
        # statuses in other words, plain members
        {"action": "create_file"},
        {"status": "File created"},
        {"module": "app.main"},
        {"created": "2024-01-01T10:00:00Z"},
        {"order": 2},
        {"entrypoint": True},
        {"dependencies": {"flask": "^2.0"}},
    ],
)
def test_a_member_known_to_leave_the_whole_file_keeps_it(extra: dict[str, Any]) -> None:
    result = parse_response(_answer("a.py", WHOLE, extra))
    assert result.usable, (result.status, [d.message for d in result.diagnostics])
    assert [(f.file_path, f.content) for f in result.code.files] == [("a.py", WHOLE)]


@pytest.mark.parametrize(
    "extra",
    [
        {"type": "tail"},  # no kind known to be a whole file's
        {"type": "modified_lines"},  # "lines" is no kind of file
        {"category": "snippet"},  # a name member saying a piece
        {"lines": 2},  # the file it counts is another
        {"size": 12},
        {"meta": {"note": "Only the changed function"}},  # the recogniser inside meta
        {"encoding": "utf-8-sig"},  # a byte-order mark the writer does not write
        {"encoding": "utf_16_le"},
        {"status": "replaced_lines"},  # not a whole file replaced
    ],
)
def test_a_member_saying_no_whole_file_refuses_it(extra: dict[str, Any]) -> None:
    result = parse_response(_answer("a.py", WHOLE, extra))
    assert not result.usable
    assert "legacy-file-operation" in [d.code for d in result.diagnostics]


def test_an_svg_is_text_and_a_zip_is_bytes() -> None:
    svg = '<svg xmlns="http://www.w3.org/2000/svg"/>\n'
    result = parse_response(_answer("logo.svg", svg, {"mime_type": "image/svg+xml"}))
    assert [(f.file_path, f.content) for f in result.code.files] == [("logo.svg", svg)]
    result = parse_response(_answer("a.zip", "UEsDBAoAAAAAAA==", {}))
    assert not result.usable
    assert "legacy-file-operation" in [d.code for d in result.diagnostics]


def test_the_table_weighs_prose_with_the_label_recogniser() -> None:
    # the same sentence refuses under a known prose key and under an unknown one
    assert file_operation("summary", "The new line goes after main().") is not None
    assert file_operation("remark_text", "The new line goes after main().") is not None
    assert file_operation("summary", "Prints the working directory.") is None
