"""A ``<tool_call>`` tag NAMED in a sentence (text before it on its line, words after it) is
prose, not a printed call cut off; a tag before its JSON is a call, wherever it stands.
Expected values by hand."""

from __future__ import annotations

import json

from meant import files_of

from artifact_codec import parse_response

VALUE = json.dumps({"name": "write_file", "arguments": {"path": "a.py", "content": "x = 1\n"}})


def test_a_sentence_that_names_the_tag_twice_before_the_call() -> None:
    text = "I'll use a <tool_call> (one <tool_call> per file).\n\n<tool_call>\n" + VALUE
    parsed = parse_response(text + "\n</tool_call>")
    assert parsed.usable, (parsed.status, [d.code for d in parsed.diagnostics])
    assert files_of(parsed) == [("a.py", "x = 1\n")]


def test_a_tag_after_a_sentence_with_its_json_on_the_same_line_is_a_call() -> None:
    parsed = parse_response("Here it is: <tool_call>" + VALUE + "</tool_call>")
    assert parsed.usable, (parsed.status, [d.code for d in parsed.diagnostics])
    assert files_of(parsed) == [("a.py", "x = 1\n")]


def test_a_tag_ending_a_sentence_line_then_its_json_is_a_call() -> None:
    parsed = parse_response("Here it is: <tool_call>\n" + VALUE + "\n</tool_call>")
    assert parsed.usable, (parsed.status, [d.code for d in parsed.diagnostics])
    assert files_of(parsed) == [("a.py", "x = 1\n")]


def test_a_tag_at_a_line_start_followed_by_words_is_still_refused() -> None:
    # no sentence before it: a printed call whose text is not JSON (never dropped)
    parsed = parse_response("Writing a.py.\n\n<tool_call> write_file a.py x = 1 </tool_call>")
    assert not parsed.usable
