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


def _json_a(content: str) -> str:
    return json.dumps({"files": [{"path": "a.py", "content": content}]}, indent=2)


@pytest.mark.parametrize(
    "first",
    [
        # the block says it is a.py, in words the first-line pattern does not take
        pytest.param("# a.py (updated)", id="updated-after"),
        pytest.param("# Updated a.py", id="updated-before"),
        pytest.param("# a.py - final version", id="final-version"),
        pytest.param("# In a.py:", id="in-path"),
        pytest.param("# === a.py ===", id="banner"),
        pytest.param('# "a.py"', id="quoted"),
        pytest.param("# **a.py**", id="bold"),
        pytest.param("# .\\a.py", id="backslash-dot"),
        # the naming line is not the block's first line
        pytest.param("\n# a.py", id="blank-first"),
        pytest.param("#!/usr/bin/env python\n# a.py", id="shebang-first"),
        pytest.param("# -*- coding: utf-8 -*-\n# a.py", id="coding-first"),
    ],
)
def test_a_block_before_the_json_naming_a_json_file_with_another_text_refuses(first: str) -> None:
    # two texts for a.py (x = 1 in the block the model names a.py, x = 2 in the JSON): which
    # one the model meant is not known (as for '# a.py', refused mixed-conventions)
    body = _json_a("x = 2\n")
    answer = f"```python\n{first}\nx = 1\n```\n\n```json\n{body}\n```\n"
    result = parse_response(answer)
    assert not result.usable, (
        result.status,
        [(f.file_path, f.content) for f in result.code.files],
    )


@pytest.mark.parametrize(
    "marker",
    [
        pytest.param("(unchanged)", id="unchanged-paren"),
        pytest.param("<unchanged>", id="unchanged-angle"),
        pytest.param("(no changes)", id="no-changes"),
        pytest.param("same as before", id="same-as-before"),
        pytest.param("DELETED", id="deleted"),
        pytest.param("[deleted]", id="deleted-bracket"),
    ],
)
@pytest.mark.parametrize("form", ["list", "map"])
def test_a_file_whose_whole_content_is_a_state_word_is_not_written(marker: str, form: str) -> None:
    # b.py's content is the model's word for its state (kept as it is, or removed), never
    # its text: writing b.py as that one line loses the file
    files: object = (
        [{"path": "a.py", "content": "x = 1\n"}, {"path": "b.py", "content": marker}]
        if form == "list"
        else {"a.py": "x = 1\n", "b.py": marker}
    )
    result = parse_response(json.dumps({"files": files}, indent=2))
    if result.usable:
        assert "b.py" not in [f.file_path for f in result.code.files], result.status


def test_a_block_naming_a_json_file_with_a_blank_line_after_the_name_is_the_same_text() -> None:
    # the block shows a.py as the JSON holds it (x = 2), a blank line after its naming comment
    body = _json_a("x = 2\n")
    answer = f"```python\n# a.py\n\nx = 2\n```\n\n```json\n{body}\n```\n"
    result = parse_response(answer)
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert [(f.file_path, f.content) for f in result.code.files] == [("a.py", "x = 2\n")]
