"""hunt148-turnotheracts: fix-turns182 added verbs to ``_TURN_VERBS``/``_TURN_PHRASES`` (make,
set, turn, translate, document...) and reads a pronoun right after them as every written
file; acts that leave a.py as it is (make a backup or a copy of it, make a README or a test for
it, set it up on a server, turn it on in CI, translate the assistant's answer, document it in
the wiki) refuse a.py, which the base kept.

Expected by hand: a.py ``x = 1`` is written, the user asks for an act that reads a.py or
makes another thing, the assistant answers (no call): a.py stays as written.
"""

from __future__ import annotations

import pytest
from hunt142_shapes import kept, openai


def _asked(request: str, answer: str = "Done.") -> str:
    return openai([("user", request), ("assistant", answer)])


KEPT = [
    pytest.param(_asked("Make a backup of a.py."), id="make-backup"),
    pytest.param(_asked("Make a copy of it in backup/."), id="make-copy"),
    pytest.param(_asked("Make a README that describes a.py."), id="make-readme"),
    pytest.param(_asked("Make a test for a.py."), id="make-test"),
    pytest.param(_asked("Set it up on the server."), id="set-it-up"),
    pytest.param(_asked("Turn it on in CI."), id="turn-on-ci"),
    pytest.param(_asked("Translate that into German.", "Das setzt x auf 1."), id="translate"),
    pytest.param(_asked("Document it in the wiki."), id="document-wiki"),
]


@pytest.mark.parametrize("answer", KEPT)
def test_an_act_leaving_the_file_keeps_it(answer: str) -> None:
    assert kept(answer)
