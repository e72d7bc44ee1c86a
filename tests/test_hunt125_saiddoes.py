"""hunt125-saiddoes: the round-23 "what the program does" reading (``_program_does``: the
written path as the subject of a verb in the present) takes a linking or seeming verb for the
program's behaviour. A JSON transcript writes a.py (``x = 1``, the tool answers success); the
assistant then says a.py ended up deleted or reverted, through a verb in the present that is
no program's action: ``a.py ends up deleted``, ``a.py seems deleted``, ``a.py shows as deleted
in git status``, ``a.py now holds the old version again``.

Expected by hand: a.py is not on disk with ``x = 1`` after the transcript (it was deleted,
reverted or holds the old content): refusing is fine, keeping a.py ``x = 1`` (usable) is
usable-WRONG. Before 534303d1 all but the last were refused (the last is the new "old version
again" word, hidden by the new program reading); a guard keeps the program reading (``a.py
reverts the config to defaults``) usable.
"""

from __future__ import annotations

import pytest
from meant import kept_after_write


@pytest.mark.parametrize(
    "words",
    [
        pytest.param("a.py ends up deleted.", id="ends-up-deleted"),
        pytest.param("a.py ends up reverted.", id="ends-up-reverted"),
        pytest.param("a.py appears to be deleted.", id="appears-to-be-deleted"),
        pytest.param("a.py seems to have been reverted.", id="seems-reverted"),
        pytest.param("a.py looks reverted.", id="looks-reverted"),
        pytest.param("a.py turns out deleted.", id="turns-out-deleted"),
        pytest.param("a.py shows as deleted in git status.", id="shows-as-deleted"),
        pytest.param("a.py now holds the old version again.", id="holds-old-version-again"),
    ],
)
def test_a_linking_verb_is_no_program_behaviour(words: str) -> None:
    assert not kept_after_write(words)


@pytest.mark.parametrize(
    "words",
    [
        pytest.param(
            "a.py reverts the config to defaults when called with --reset.",
            id="program-reverts-config",
        ),
        pytest.param("a.py deletes stale cache entries on startup.", id="program-deletes-cache"),
    ],
)
def test_the_program_behaviour_keeps_the_file(words: str) -> None:
    assert kept_after_write(words)
