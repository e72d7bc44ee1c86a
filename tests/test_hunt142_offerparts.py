"""hunt142-offerparts: fix-said172 reads a user's ``yes`` as accepting the assistant's offer
just before it (``Should I delete a.py?``), but takes the offer only from a message whose
``content`` is a string: an Anthropic message, a Responses ``message`` item or an OpenAI
message with text parts carries the same offer in parts, and the file is kept.

Expected by hand: a.py ``x = 1`` is written, the assistant offers to delete/empty/revert/move
it, the user accepts, the assistant answers that it did: a.py is not on disk as written;
keeping it is usable-WRONG (refusing is fine). The guards: an offer of another thing accepted,
and the same offer in a string content (fix-said172 already refuses it).
"""

from __future__ import annotations

import pytest
from hunt142_shapes import anthropic, kept, openai, responses

_DELETE = [("assistant", "Should I delete a.py?"), ("user", "yes"), ("assistant", "Done.")]
_EMPTY = [("assistant", "Want me to empty a.py?"), ("user", "go ahead"), ("assistant", "Done.")]
_REVERT = [("assistant", "Shall I revert a.py?"), ("user", "ok"), ("assistant", "\u2705")]
_MOVE = [
    ("assistant", "Do you want me to move a.py into old/?"),
    ("user", "sure"),
    ("assistant", "Moved."),
]

NOT_KEPT = [
    pytest.param(anthropic(_DELETE), id="anthropic-delete-yes"),
    pytest.param(anthropic(_EMPTY), id="anthropic-empty-go-ahead"),
    pytest.param(anthropic(_MOVE), id="anthropic-move-sure"),
    pytest.param(responses(_DELETE), id="responses-delete-yes"),
    pytest.param(responses(_REVERT), id="responses-revert-ok"),
    pytest.param(openai(_DELETE, parts=True), id="openai-parts-delete-yes"),
    pytest.param(openai(_EMPTY, parts=True), id="openai-parts-empty-go-ahead"),
    pytest.param(anthropic(_DELETE, parts=False), id="anthropic-string-delete-yes"),
]

_OTHER = [("assistant", "Want me to add tests for a.py?"), ("user", "yes"), ("assistant", "Done.")]
KEPT = [
    pytest.param(anthropic(_OTHER), id="anthropic-other-offer"),
    pytest.param(responses(_OTHER), id="responses-other-offer"),
    pytest.param(openai(_OTHER, parts=True), id="openai-parts-other-offer"),
]


@pytest.mark.parametrize("answer", NOT_KEPT)
def test_an_accepted_offer_in_parts_refuses_the_file(answer: str) -> None:
    assert not kept(answer)


@pytest.mark.parametrize("answer", KEPT)
def test_an_accepted_offer_of_another_thing_keeps_the_file(answer: str) -> None:
    assert kept(answer)
