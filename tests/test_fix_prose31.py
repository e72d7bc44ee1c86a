"""fix-prose31: prose and code blocks beside an answer's files. Expected by hand from what
the model meant."""

from __future__ import annotations

import json

import pytest

from artifact_codec import parse_response

X2 = "x = 2\n"
NAMED = "# a.py\nx = 2\n"


def _json(content: str) -> str:
    return json.dumps({"files": [{"path": "a.py", "content": content}]}, indent=2)


# --- a code block naming a file the JSON writes: one text, or two -----------------------
@pytest.mark.parametrize(
    "block",
    [
        pytest.param("```python\n# a.py\nx = 1\n```", id="hash-comment"),
        pytest.param("```python\n# ./a.py\nx = 1\n```", id="dot-slash"),
        pytest.param("```js\n// a.py\nx = 1\n```", id="slash-comment"),
    ],
)
@pytest.mark.parametrize("where", ["before", "after"])
def test_a_block_naming_a_json_file_with_another_text_refuses(block: str, where: str) -> None:
    body = f"```json\n{_json(X2)}\n```"
    answer = f"{block}\n\n{body}\n" if where == "before" else f"{body}\n\n{block}\n"
    result = parse_response(answer)
    assert not result.usable
    assert "mixed-conventions" in [d.code for d in result.diagnostics]


@pytest.mark.parametrize(
    "block",
    [
        pytest.param("```python\n# a.py\nx = 2\n```", id="same-text-below-the-name"),
        pytest.param("```python\n# b.py\nx = 1\n```", id="another-file-not-in-the-json"),
        pytest.param("```python\n# a note\nx = 1\n```", id="a-comment-no-path"),
    ],
)
def test_a_block_with_the_same_text_or_naming_no_json_file_keeps_it(block: str) -> None:
    result = parse_response(f"{block}\n\n```json\n{_json(X2)}\n```\n")
    assert result.usable, [(d.code, d.message) for d in result.diagnostics]
    assert [(f.file_path, f.content) for f in result.code.files] == [("a.py", "x = 2\n")]


def test_the_json_holding_the_naming_line_too_is_one_text() -> None:
    result = parse_response(f"```python\n# a.py\nx = 2\n```\n\n```json\n{_json(NAMED)}\n```\n")
    assert result.usable, [(d.code, d.message) for d in result.diagnostics]
    assert [(f.file_path, f.content) for f in result.code.files] == [("a.py", "# a.py\nx = 2\n")]
