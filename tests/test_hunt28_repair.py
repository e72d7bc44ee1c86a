"""Hunt 28: the repair layer on a legacy answer whose file text is quoted the ways models
quote long text instead of a JSON string: a Python triple-quoted string, a JS template
literal. The model pasted the file's text between the quotes; the result, when usable, must
hold that text unchanged. Expected by hand: the text between the outer quotes."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response


@pytest.mark.parametrize(
    "content",
    [
        pytest.param('x = 1\n"""doc"""\n', id="docstring-inside"),
        pytest.param('"""Doc."""\nx = 1\n', id="docstring-first"),
    ],
)
def test_a_triple_quoted_file_text_holding_a_docstring_is_kept_or_refused(content: str) -> None:
    answer = '{"files": [{"path": "a.py", "content": """' + content + '"""}]}'
    result = parse_response(answer)
    if result.usable:
        assert [(f.file_path, f.content) for f in result.code.files] == [("a.py", content)]


@pytest.mark.parametrize(
    "content",
    [
        pytest.param("total = 1 + \\\n    2\n", id="line-continuation"),
        pytest.param('SEP = "\\t"\n', id="escape-in-string"),
    ],
)
def test_a_file_text_in_backticks_is_kept_as_written_or_refused(content: str) -> None:
    # (the model pasted the file between backticks; a JS escape reading changes its bytes)
    answer = '{"files": [{"path": "a.py", "content": `' + content + "`}]}"
    result = parse_response(answer)
    if result.usable:
        assert [(f.file_path, f.content) for f in result.code.files] == [("a.py", content)]
