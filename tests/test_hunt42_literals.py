"""hunt42: an answer of files in triple quotes cut after its complete a.py (literals
_rest_parses, 37c496a9: a later literal the text ends in lets the rest parse). Cut between
two literals (inside b.py's object, before its text opens) or inside b.py after a complete
docstring there, a partial write (the CLI's --allow-partial) writes a.py with quotes added.
Expected by hand: a.py is ``x = 1`` and a newline as pasted between its triple quotes; a
partial write writes that or nothing."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response
from artifact_codec.write.incremental import reason_not_to_write

A = '{"files": [{"path": "a.py", "content": """x = 1\n"""}, '


def _partial(answer: str) -> list[tuple[str, str]] | None:
    result = parse_response(answer)
    if reason_not_to_write(result, allow_partial=True) is not None:
        return None
    return [(f.file_path, f.content) for f in result.code.files]


@pytest.mark.parametrize(
    "rest",
    [
        pytest.param('{"path": "b.py", ', id="cut-before-b-text"),
        pytest.param('{"path": "b.py", "content": ', id="cut-before-b-opener"),
        pytest.param(
            '{"path": "b.py", "content": """def f():\n    """Doc."""\n    ret',
            id="cut-after-b-docstring",
        ),
        pytest.param('{"path": "b.py", "content": """def f():\n    """Do', id="cut-in-b-docstring"),
    ],
)
def test_a_cut_answer_s_complete_a_py_is_written_as_pasted(rest: str) -> None:
    assert _partial(A + rest) in (None, [("a.py", "x = 1\n")])
