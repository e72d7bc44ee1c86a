"""hunt148-turnprepositions: fix-turns182 reads the adding verbs (``add``, ``put``) as a change of
a written file named after a preposition (``_TURN_INTO``: to, in, of...) or before ``in``
(``_TURN_PUT_IN``), and the naming verbs (``call``) as a rename when a path no file has
follows; turns that add or put a thing elsewhere (a link to a.py in the README, a test for the
function in a.py, tests of a.py to the suite, a.py under version control) or call a.py (with
``python3.11``, from ``main.js``) refuse a.py, which the base kept.

Expected by hand: a.py ``x = 1`` is written, the user asks for something about a.py that
changes another file or runs it, the assistant answers ``Done.``: a.py stays as written.
"""

from __future__ import annotations

import pytest
from hunt142_shapes import kept, openai


def _asked(request: str, answer: str = "Done.") -> str:
    return openai([("user", request), ("assistant", answer)])


KEPT = [
    pytest.param(_asked("Add a link to a.py in the README."), id="add-link-to"),
    pytest.param(_asked("Add a test for the function in a.py."), id="add-test-for-in"),
    pytest.param(_asked("Add tests of a.py to the suite."), id="add-tests-of"),
    pytest.param(_asked("Put a.py under version control."), id="put-under-vc"),
    pytest.param(_asked("Put a link to a.py in the README."), id="put-link-in-readme"),
    pytest.param(_asked("Call a.py with python3.11."), id="call-with-python"),
    pytest.param(_asked("Call it from main.js."), id="call-from-js"),
    pytest.param(_asked("Add a.py to the Makefile's test target."), id="add-to-makefile"),
]


@pytest.mark.parametrize("answer", KEPT)
def test_a_thing_about_the_file_done_elsewhere_keeps_it(answer: str) -> None:
    assert kept(answer)
