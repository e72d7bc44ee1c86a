"""Hunt 24: write-file tool calls whose content speaks of the call syntax. Expected values by
hand from what the model meant."""

from __future__ import annotations

import json

import pytest
from meant import files_of, hybrid_doc

from artifact_codec import parse_response

# A parser the model writes: its source names the Hermes closing tag in a string. The call is
# valid JSON (the tag is inside a JSON string), so the file is exactly this text.
PARSER = (
    "OPEN, CLOSE = '<tool_call>', '</tool_call>'\n"
    "\n"
    "\n"
    "def calls(text):\n"
    "    return [part.split(CLOSE)[0] for part in text.split(OPEN)[1:]]\n"
)


def _hermes(path: str, content: str) -> str:
    call = {"name": "write_file", "arguments": {"path": path, "content": content}}
    return "<tool_call>\n" + json.dumps(call) + "\n</tool_call>\n"


def test_a_hermes_call_whose_content_names_the_closing_tag_is_read() -> None:
    # The JSON of the call is whole and valid; its first '</tool_call>' is inside a string.
    # The Cline reader reads the same file written with <write_to_file> (its tags nest).
    text = "Here is the parser:\n\n" + _hermes("parse_calls.py", PARSER)
    result = parse_response(text)
    assert result.usable, result.diagnostics
    assert files_of(result) == [("parse_calls.py", PARSER)]


def _openai(result: str) -> str:
    call = {
        "id": "c1",
        "type": "function",
        "function": {
            "name": "write_file",
            "arguments": json.dumps({"path": "a.py", "content": "x = 1\n"}),
        },
    }
    return json.dumps(
        [
            {"role": "assistant", "content": None, "tool_calls": [call]},
            {"role": "tool", "tool_call_id": "c1", "content": result},
        ],
        indent=2,
    )


# The tool's result (a JSON object, as MCP's JSON-RPC 'error' member the reader refuses) says
# the write failed: a.py was not written, and the answer must not write it either.
@pytest.mark.parametrize(
    "result",
    [
        pytest.param('{"error": "EACCES: permission denied"}', id="error-member"),
        pytest.param(
            '{"success": false, "message": "EACCES: permission denied"}', id="success-false"
        ),
    ],
)
def test_an_openai_write_whose_tool_result_is_an_error_object_is_refused(result: str) -> None:
    parsed = parse_response(_openai(result))
    assert not parsed.usable, (parsed.status, files_of(parsed))


# A call shown in inline code beside the native format's document: the Markdown reader skips
# the same inline call as an example (example-skipped); beside our own document it is weighed
# as a second convention (before) or as a change of a.py (after). Expected by hand: a.py.
HERMES_INLINE = (
    '`<tool_call>{"name": "write_file", "arguments": {"path": "x.py", "content": ""}}</tool_call>`'
)
CLINE_INLINE = "`<write_to_file><path>x.py</path><content>y</content></write_to_file>`"


@pytest.mark.parametrize(
    "where",
    [
        pytest.param("before-hermes", id="before-hermes"),
        pytest.param("after-cline", id="after-cline"),
    ],
)
def test_a_call_in_inline_code_beside_the_native_document_is_an_example(where: str) -> None:
    doc = hybrid_doc(("a.py", "x = 1\n"))
    if where == "before-hermes":
        text = f"Agents write files with {HERMES_INLINE}.\n\n" + doc
    else:
        text = doc + f"\nCline writes files with {CLINE_INLINE}.\n"
    result = parse_response(text)
    assert result.usable, [d.code for d in result.diagnostics]
    assert files_of(result) == [("a.py", "x = 1\n")]
