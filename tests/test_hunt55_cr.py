"""hunt55-cr: a Markdown answer whose lines end in a lone carriage return (the old Mac line
ending; the reader reports 'crlf' and reads the fence and its path label) is read with its
code's elisions unseen: the file is written with '# ...' standing for left-out code. Expected
by hand: the model left code out (the dots, a "rest of the code unchanged" line, a margin note
of names defined nowhere): never usable, whatever the line ending."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

_PY = "import os\n\n\ndef f():\n    return 1\n\n\n{c}\n\n\ndef h():\n    return 3\n"


@pytest.mark.parametrize(
    "comment",
    [
        pytest.param("# ...", id="dots"),
        pytest.param("# ... rest of the code unchanged ...", id="rest-unchanged"),
        pytest.param("# g and k unchanged", id="margin-note"),
    ],
)
def test_a_markdown_answer_in_lone_cr_lines_keeps_no_elided_file(comment: str) -> None:
    answer = "`m.py`\n```python\n" + _PY.replace("{c}", comment) + "```\n"
    result = parse_response(answer.replace("\n", "\r"))
    assert not result.usable, (result.status, [f.content for f in result.code.files])


def test_control_the_same_answer_in_crlf_lines_is_refused() -> None:
    answer = "`m.py`\n```python\n" + _PY.replace("{c}", "# ...") + "```\n"
    assert not parse_response(answer.replace("\n", "\r\n")).usable
