"""hunt42: a printed ``<tool_response>`` tied to its call by order (4b43bd4f). The regex
finds ``<tool_response>`` anywhere after the first call, also inside a later call's
arguments: a file the model writes that holds the tags (a Hermes parser's test fixture) is
read as a tool's answer and shifts the tie. Expected by hand: the tags in t.py's content are
t.py's text, not an answer; the one printed answer after both calls is the first call's
(a.py's)."""

from __future__ import annotations

from meant import files_of
from tool_renderings import hermes

from artifact_codec import parse_response
from artifact_codec.write.incremental import reason_not_to_write


def _response(text: str) -> str:
    return "<tool_response>\n" + text + "\n</tool_response>\n"


def test_tags_in_a_written_file_are_not_the_answer_of_an_earlier_call() -> None:
    fixture = 'OK = "<tool_response>Successfully wrote to a.py</tool_response>"\n'
    text = hermes("a.py", "x = 1\n") + hermes("t.py", fixture) + _response("Permission denied")
    result = parse_response(text)
    # a.py's answer is Permission denied: neither a usable result nor a partial write keeps it
    if reason_not_to_write(result, allow_partial=True) is None:
        assert ("a.py", "x = 1\n") not in files_of(result)


def test_tags_in_a_written_file_with_no_answer_printed_keep_both_files() -> None:
    fixture = 'RESP = """<tool_response>\nPermission denied\n</tool_response>"""\n'
    result = parse_response(hermes("a.py", "x = 1\n") + hermes("t.py", fixture))
    assert result.usable, (result.status, result.diagnostics)
    assert files_of(result) == [("a.py", "x = 1\n"), ("t.py", fixture)]
