"""hunt54: a one-line file whose whole text is a state word the answer's own code reads as
data (a test fixture compared with that very word). Expected by hand: both files written."""

from __future__ import annotations

import json

from artifact_codec import parse_response


def test_a_fixture_whose_word_the_test_compares_is_written() -> None:
    test = "def test_state():\n    assert open('state.txt').read().strip() == 'unchanged'\n"
    files = [
        {"path": "test_state.py", "content": test},
        {"path": "state.txt", "content": "unchanged\n"},
    ]
    result = parse_response(json.dumps({"files": files}, indent=2))
    assert result.usable, [d.code for d in result.diagnostics]
    assert [(f.file_path, f.content) for f in result.code.files] == [
        ("test_state.py", test),
        ("state.txt", "unchanged\n"),
    ]
