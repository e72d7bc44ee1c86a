"""hunt139-turnrequest: after the write, a user turn asks for a.py to be deleted, emptied,
renamed, moved or reverted (or the assistant offers it and the user says yes), and the
assistant's next message only says it is done ('Done.', 'Removed.', 'Sure, moved.'): the said
reader reads the assistant's words alone, which name nothing, and keeps a.py.

Expected by hand: an OpenAI transcript writes a.py ``x = 1`` (``write_file``, the tool answering
ok), then the turns shown. The assistant did what was asked: a.py is not on disk as written,
keeping it usable is usable-WRONG (refusing is fine). Guard: the assistant saying so itself
('Shall I remove the file I just wrote?' ... 'Removed it.') is refused already; a user turn
asking for something else keeps a.py.
"""

from __future__ import annotations

import json

import pytest
from meant import files_of, write_messages

from artifact_codec import parse_response


def _kept(turns: list[tuple[str, str]]) -> bool:
    messages = write_messages("c1", "a.py", "x = 1\n")
    messages += [{"role": role, "content": text} for role, text in turns]
    parsed = parse_response(json.dumps(messages))
    return parsed.usable and files_of(parsed) == [("a.py", "x = 1\n")]


_A = "assistant"
_U = "user"

CASES = [
    pytest.param([(_A, "Should I delete a.py?"), (_U, "yes"), (_A, "Done.")], id="offer-delete"),
    pytest.param(
        [(_A, "Want me to rename a.py to b.py?"), (_U, "yes please"), (_A, "Done, renamed.")],
        id="offer-rename",
    ),
    pytest.param(
        [(_A, "I can remove a.py if you want."), (_U, "do it"), (_A, "Removed.")], id="offer-remove"
    ),
    pytest.param([(_U, "delete a.py"), (_A, "Deleted.")], id="asked-delete"),
    pytest.param([(_U, "please empty a.py"), (_A, "Done!")], id="asked-empty"),
    pytest.param([(_U, "rename a.py to b.py"), (_A, "Done.")], id="asked-rename"),
    pytest.param([(_U, "move a.py into lib/"), (_A, "Sure, moved.")], id="asked-move"),
    pytest.param([(_U, "revert a.py"), (_A, "Done.")], id="asked-revert"),
]

REFUSED_ALREADY = [
    pytest.param(
        [(_A, "Shall I remove the file I just wrote?"), (_U, "yes"), (_A, "Removed it.")],
        id="offer-removed-it",
    ),
]


@pytest.mark.parametrize("turns", CASES + REFUSED_ALREADY)
def test_a_request_done_in_a_later_turn_does_not_keep_the_file(
    turns: list[tuple[str, str]],
) -> None:
    assert not _kept(turns)


def test_guard_another_request_done_keeps_the_file() -> None:
    assert _kept([(_U, "thanks, run the tests"), (_A, "Done, all tests pass.")])
