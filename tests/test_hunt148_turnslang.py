"""hunt148-turnslang: fix-turns182 reads a later user turn asking to remove a written file by the
verbs of ``_TURN_VERBS``/``_TURN_PHRASES`` (delete, nuke, ditch, scrap, trash, get rid of...);
the other everyday and shell words for the same request (kill, yeet, scrub, shred, unlink, the
Windows ``del``, blow away, archive into a folder), answered ``Done.`` with no call, keep a.py.

Expected by hand: a.py ``x = 1`` is written (the tool answering ``ok``), the user asks in these
words for a.py to go (or to move into another folder), the assistant answers that it did
(``Done.``, no call): a.py is not on disk as written; keeping it usable is usable-WRONG. The
guards: the same words of other things (kill the server, archive the chat) keep a.py.
"""

from __future__ import annotations

import pytest
from hunt142_shapes import anthropic, kept, openai, responses


def _asked(request: str, convention: str = "openai", answer: str = "Done.") -> str:
    turns = [("user", request), ("assistant", answer)]
    if convention == "anthropic":
        return anthropic(turns)
    if convention == "responses":
        return responses(turns)
    return openai(turns)


NOT_KEPT = [
    pytest.param(_asked("Kill it."), id="kill-it"),
    pytest.param(_asked("kill the file", "anthropic"), id="kill-the-file"),
    pytest.param(_asked("yeet a.py"), id="yeet"),
    pytest.param(_asked("scrub a.py", "responses"), id="scrub"),
    pytest.param(_asked("shred a.py"), id="shred"),
    pytest.param(_asked("unlink a.py", "anthropic"), id="unlink"),
    pytest.param(_asked("del a.py"), id="del-windows"),
    pytest.param(_asked("blow away a.py", "responses"), id="blow-away"),
]

KEPT = [
    pytest.param(_asked("Kill the server.", answer="Stopped."), id="kill-server"),
    pytest.param(_asked("Archive this chat.", "anthropic", "OK."), id="archive-chat"),
    pytest.param(_asked("Scrub the logs of secrets.", "responses"), id="scrub-logs"),
]


@pytest.mark.parametrize("answer", NOT_KEPT)
def test_a_request_of_removal_in_other_words_refuses_the_file(answer: str) -> None:
    assert not kept(answer)


@pytest.mark.parametrize("answer", KEPT)
def test_the_same_words_of_another_thing_keep_the_file(answer: str) -> None:
    assert kept(answer)
