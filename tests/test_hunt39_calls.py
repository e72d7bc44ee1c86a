"""hunt39: a write_file tool call's arguments that legacy JSON file objects weigh since
fix-legacy28 (kinds, counts, codecs, sentences) pass unweighed in tool_calls._META_KEYS.
Expected values by hand from what the model meant."""

from __future__ import annotations

import json
from typing import Any

import pytest
from meant import files_of, meant_or_refused

from artifact_codec import parse_response

# one line of main()'s body, indented: a piece of a.py, never a whole file
PIECE = "    print(os.getcwd())\n"
WHOLE = "import os\n\n\ndef main():\n    print(os.getcwd())\n"


def _call(args: dict[str, Any]) -> str:
    call = {
        "id": "call_0",
        "type": "function",
        "function": {"name": "write_file", "arguments": json.dumps(args)},
    }
    return json.dumps({"role": "assistant", "tool_calls": [call]}, indent=2) + "\n"


@pytest.mark.parametrize(
    "extra",
    [
        # (a sentence under a meta key that is no _PROSE_KEYS key is not weighed)
        pytest.param({"reason": "Append this to the end of main()"}, id="reason"),
        pytest.param({"reasoning": "Append this to the end of main()"}, id="reasoning"),
        pytest.param({"thought": "Only the changed line of main()"}, id="thought"),
        pytest.param({"thoughts": "Only the changed line of main()"}, id="thoughts"),
        # (a kind saying a piece: refused in a legacy file object, kept here)
        pytest.param({"file_type": "snippet"}, id="file-type-snippet"),
        pytest.param({"file_type": "partial"}, id="file-type-partial"),
        pytest.param({"language": "diff"}, id="language-diff"),
        # (a count of another file: refused in a legacy file object, not compared here)
        pytest.param({"line_count": 120}, id="line-count-120"),
        # (a piece said in words the recogniser misses)
        pytest.param({"description": "Adds the new call below the imports"}, id="below-imports"),
    ],
)
def test_an_argument_saying_a_piece_refuses_the_call(extra: dict[str, Any]) -> None:
    meant_or_refused(parse_response(_call({"path": "a.py", "content": PIECE, **extra})), [])


@pytest.mark.parametrize("encoding", ["ascii", "ASCII", "UTF-8"])
def test_an_encoding_whose_bytes_are_utf8_keeps_the_file(encoding: str) -> None:
    # (a legacy file object keeps "encoding": "ascii"; an ASCII text's bytes are its UTF-8)
    result = parse_response(_call({"path": "a.py", "content": WHOLE, "encoding": encoding}))
    assert result.usable, (result.status, [d.message for d in result.diagnostics])
    assert files_of(result) == [("a.py", WHOLE)]
