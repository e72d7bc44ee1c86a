"""Hunt 22: a legacy all-JSON file object whose other keys say what to do with its content
(issue 20, class 8: extra fields named like synonyms of an operation).

Expected by hand. Each object has a path and a content, and one more key that changes what
the content is: append it, insert it at a line, replace lines 5-7 with it, decode it from
base64, delete the file, or move the file. None of these is "the whole file is this text", so
writing a.py as the content (clean, no diagnostic) gives a file the model did not mean: the
rest of a.py is lost, a PNG holds base64 text, a deleted file is written empty, a moved file
stays. Expected: not usable (or, for base64, the decoded bytes' text). Without content the
same `action: delete` is refused (legacy-structure: the control).
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from artifact_codec import parse_response


@pytest.mark.parametrize(
    "extra",
    [
        pytest.param({"mode": "append"}, id="mode-append"),
        pytest.param({"action": "append"}, id="action-append"),
        pytest.param({"action": "insert", "line": 5}, id="insert-at-line"),
        pytest.param({"start_line": 5, "end_line": 7}, id="line-range"),
        pytest.param({"lines": "5-7"}, id="lines"),
        pytest.param({"rename_to": "b.py"}, id="rename-to"),
        pytest.param({"move_to": "b.py"}, id="move-to"),
    ],
)
def test_a_content_that_is_not_the_whole_file_is_not_written_as_it(extra: dict[str, Any]) -> None:
    answer = json.dumps({"files": [{"file_path": "a.py", "content": "z = 3\n", **extra}]})
    result = parse_response(answer)
    assert not result.usable, (result.status, result.code.files)


def test_an_empty_content_of_a_deleted_file_is_not_an_empty_file() -> None:
    answer = json.dumps(
        {
            "files": [
                {"file_path": "a.py", "action": "delete", "content": ""},
                {"file_path": "b.py", "content": "y = 2\n"},
            ]
        }
    )
    result = parse_response(answer)
    assert not result.usable, (result.status, result.code.files)


def test_a_base64_content_is_not_written_as_its_text() -> None:
    answer = json.dumps(
        {"files": [{"file_path": "a.py", "content": "eCA9IDEK", "encoding": "base64"}]}
    )
    result = parse_response(answer)
    if result.usable:
        assert [(f.file_path, f.content) for f in result.code.files] == [("a.py", "x = 1\n")]


def test_a_deletion_without_content_is_refused() -> None:
    # (the control)
    answer = json.dumps(
        {
            "files": [
                {"file_path": "a.py", "action": "delete"},
                {"file_path": "b.py", "content": "y = 2\n"},
            ]
        }
    )
    assert not parse_response(answer).usable
