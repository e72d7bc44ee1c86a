"""Hunt 22: the end of a hybrid answer written wrong (issue 20, classes 3 and 5).

Expected values by hand: the model wrote two files, app.py and then b.py (``def f():`` /
``return 1``), and ended its answer with a line meant as the end marker, written wrong. What
follows that line is prose. A line starting with the delimiter can never be a line of a file in
this format (a file's content runs up to the next line that starts with the delimiter), and
prose after the end marker is never a file's text. So b.py is exactly its two lines, or the
answer is not usable; never b.py with the marker line (and the prose) glued to its end.
"""

from __future__ import annotations

import pytest
from meant import hybrid_doc, meant_or_refused

from artifact_codec import parse_response

MEANT = [("app.py", 'print("hi")\n'), ("b.py", "def f():\n    return 1\n")]
_END = "===FILE_CONTENT_BLOCK===END"


def _answer(end_line: str, after: str) -> str:
    body = hybrid_doc(*MEANT)
    assert body.endswith(_END + "\n")
    return body[: -len(_END + "\n")] + end_line + "\n" + after


# The delimiter line with another word after it (or the plural), as the very last line, after
# finish_reason="stop": read as content of b.py ('delimiter-in-content', recovered).
@pytest.mark.parametrize(
    "end_line",
    [
        pytest.param("===FILE_CONTENT_BLOCK===EOF", id="eof"),
        pytest.param("===FILE_CONTENT_BLOCK===DONE", id="done"),
        pytest.param("===FILE_CONTENT_BLOCKS===END", id="plural"),
        pytest.param("===FILE_CONTENT_END===", id="content-end"),
    ],
)
def test_a_delimiter_shaped_last_line_is_not_the_last_file_s_line(end_line: str) -> None:
    meant_or_refused(parse_response(_answer(end_line, ""), finish_reason="stop"), MEANT)
    # the same inside a closed outer fence, no finish reason
    text = "```\n" + _answer(end_line, "```\n")
    meant_or_refused(parse_response(text), MEANT)


def test_the_documented_misspelling_at_the_very_end_is_the_end_marker() -> None:
    # (the control: docs/lenient.md "Which reading wins" 2)
    result = parse_response(_answer("===FILE_CONTENT_BLOCK_END===", ""), finish_reason="stop")
    assert result.usable
    assert [(f.file_path, f.content) for f in result.code.files] == MEANT


# A misspelled end marker (the documented ones too) followed by a closing sentence: the marker
# and the sentence become the tail of b.py (recovered), with finish_reason="stop" or inside a
# closed outer fence.
@pytest.mark.parametrize(
    "end_line",
    [
        pytest.param("===FILE_CONTENT_BLOCK_END===", id="block-end"),
        pytest.param("===END===", id="end"),
        pytest.param("===FILE_CONTENT_BLOCK===END===", id="end-with-equals"),
        pytest.param("===FILE_CONTENT_BLOCK===END.", id="end-dot"),
        pytest.param("===FILE_CONTENT_BLOCK===", id="bare-delimiter"),
    ],
)
@pytest.mark.parametrize(
    "after",
    [
        pytest.param("\nHope this helps!\n", id="hope"),
        pytest.param("\nRun it with `python app.py`.\n", id="run"),
    ],
)
def test_prose_after_a_misspelled_end_marker_is_not_the_last_file_s_text(
    end_line: str, after: str
) -> None:
    meant_or_refused(parse_response(_answer(end_line, after), finish_reason="stop"), MEANT)
    text = "```\n" + _answer(end_line, "```\n" + after)
    meant_or_refused(parse_response(text), MEANT)
