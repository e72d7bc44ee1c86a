"""hunt54: a markdown file whose whole content is a state note (the file is unchanged or
deleted) said in a form the state-word rule does not read. Expected by hand: the model meant
b.py is not new text; it must not be written as that note."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response


@pytest.mark.parametrize(
    "note",
    [
        pytest.param("\ufeffunchanged", id="bom"),
        pytest.param("(file unchanged)", id="file-unchanged"),
        pytest.param("(this file is unchanged)", id="this-file-is-unchanged"),
        pytest.param("# No changes to this file", id="comment-no-changes"),
        pytest.param("<!-- unchanged -->", id="html-comment-in-py"),
        pytest.param("... unchanged ...", id="dots-around"),
        pytest.param("[file deleted]", id="file-deleted"),
        pytest.param("(unchanged \u2014 keep as is)", id="dash-keep-as-is"),
        pytest.param("sin cambios", id="spanish"),
        pytest.param("unver\u00e4ndert", id="german"),
        pytest.param("no\u00a0changes", id="no-break-space"),
        pytest.param("same  as before", id="two-spaces"),
        pytest.param("\u200bunchanged", id="zero-width-space"),
        pytest.param("\u201cunchanged\u201d", id="curly-quotes"),
        pytest.param("\uff08unchanged\uff09", id="fullwidth-parens"),
    ],
)
def test_a_state_note_as_a_whole_file_is_not_written(note: str) -> None:
    answer = f"a.py\n```python\nx = 1\n```\n\nb.py\n```python\n{note}\n```\n"
    result = parse_response(answer)
    if result.usable:
        assert "b.py" not in [f.file_path for f in result.code.files]
    assert "placeholder-file" in [d.code for d in result.diagnostics]
