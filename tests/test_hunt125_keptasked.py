"""hunt125-keptasked: false refusals of the round-23 reading of a question about a written file
answered no (``Was a.py saved? No.``): ANY question naming the path, answered no, refuses the
file. Models close with a small FAQ about the program they wrote (is it slow, does it depend on
requests, will it break callers, is it thread-safe) and answer no. A JSON transcript writes a.py
(``x = 1``, the tool answers success); the assistant then asks and answers one of these.

Expected by hand: the question is about the program, not whether the write happened: a.py
``x = 1`` is the file on disk, one reading, must stay usable; a refusal is a false refusal.
Before 534303d1 each was kept.
"""

from __future__ import annotations

import pytest
from meant import kept_after_write


@pytest.mark.parametrize(
    "words",
    [
        pytest.param("Does a.py need any other changes? No.", id="other-changes-no"),
        pytest.param("Is a.py slow? No.", id="slow-no"),
        pytest.param("Does a.py depend on requests? No.", id="depends-no"),
        pytest.param("Any breaking changes in a.py? No.", id="breaking-no"),
        pytest.param("Will a.py break existing callers? No.", id="break-callers-no"),
        pytest.param(
            "Does a.py still use the global lock? No, it uses a context manager now.",
            id="global-lock-no",
        ),
        pytest.param("Do you need to restart after editing a.py? Nope.", id="restart-nope"),
        pytest.param(
            "Is a.py thread-safe? Not really, but it is fine for the CLI.",
            id="thread-safe-not-really",
        ),
    ],
)
def test_a_question_about_the_program_answered_no_keeps_the_file(words: str) -> None:
    assert kept_after_write(words)
