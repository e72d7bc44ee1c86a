"""hunt107-saidfr: a JSON transcript's write of a.py (``x = 1``) answered ``Successfully wrote
to a.py``, then the assistant's words that use the failure or removal wording of the
fix-db93 pattern about something else: a failure the model then fixed (``I couldn't write a.py
at first …, so I fixed the folder's mode and wrote it again; it's saved now.``), a removal
from a list (``a.py is removed from the ignore list``), a bug's description (``The bug where
a.py is removed on exit is fixed.``).

Expected by hand: a.py ``x = 1`` is on disk (the tool said so, and the words say so or speak of
something else): usable with a.py ``x = 1``, as it was at BASE bbc0a3cb (a regression of the
fix-db93 pattern).
"""

from __future__ import annotations

import json

import pytest
from meant import files_of

from artifact_codec import parse_response

_CALL = {
    "id": "c1",
    "type": "function",
    "function": {
        "name": "write_file",
        "arguments": json.dumps({"path": "a.py", "content": "x = 1\n"}),
    },
}
_OK = {"role": "tool", "tool_call_id": "c1", "content": "Successfully wrote to a.py"}


@pytest.mark.parametrize(
    "words",
    [
        pytest.param(
            "I couldn't write a.py at first (permission denied), so I fixed the folder's mode"
            " and wrote it again; it's saved now.",
            id="failed-then-saved",
        ),
        pytest.param(
            "a.py is removed from the ignore list so it gets committed.", id="removed-from-list"
        ),
        pytest.param("The bug where a.py is removed on exit is fixed.", id="bug-description"),
    ],
)
def test_words_about_something_else_keep_the_written_file(words: str) -> None:
    transcript = [
        {"role": "assistant", "content": None, "tool_calls": [_CALL]},
        _OK,
        {"role": "assistant", "content": words},
    ]
    parsed = parse_response(json.dumps(transcript))
    assert parsed.usable, parsed.diagnostics
    assert files_of(parsed) == [("a.py", "x = 1\n")]
