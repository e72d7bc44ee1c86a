"""hunt43: attacks on fix-prose31's legacy_json._files_by_path (a ``files`` map keyed by path)
and _say_named_blocks. Expected by hand from what the model meant."""

from __future__ import annotations

import json

import pytest
from meant import meant_or_refused

from artifact_codec import parse_response


@pytest.mark.parametrize(
    "content",
    [
        # the model gave the file's lines as a list: it meant "x = 1\ny = 2\n", never empty
        pytest.param(["x = 1", "y = 2"], id="lines-list"),
        pytest.param({"text": "x = 1\n"}, id="object"),
        pytest.param(42, id="number"),
        pytest.param(None, id="null"),
    ],
)
def test_a_files_map_entry_whose_content_is_not_a_text_is_not_written_empty(
    content: object,
) -> None:
    # the same file object in a files LIST is refused (legacy-structure: content not a string)
    answer = json.dumps({"files": {"a.py": {"content": content}}}, indent=2)
    result = parse_response(answer)
    assert not result.usable, (
        result.status,
        [(f.file_path, f.content) for f in result.code.files],
    )


def test_a_files_map_entry_whose_content_is_a_list_beside_a_good_file() -> None:
    files = {"a.py": {"content": "x = 1\n"}, "b.py": {"content": ["y = 2"]}}
    result = parse_response(json.dumps({"files": files}, indent=2))
    meant_or_refused(result, [("a.py", "x = 1\n"), ("b.py", "y = 2\n")])
