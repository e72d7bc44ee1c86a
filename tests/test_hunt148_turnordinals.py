"""hunt148-turnordinals: fix-turns182's ``_TURN_ORDINAL`` reads ``the first``/``the second``/
``the last``/``the other`` after a verb of change as a written file by its place, whatever
noun follows: ``Revert the last commit``, ``Delete the first line of the README``, ``Delete the
other branch``, ``Undo the last migration``, ``Drop the second column of the CSV`` refuse a.py,
which the base kept.

Expected by hand: a.py ``x = 1`` is written, the user asks a change of a commit, a branch, a
migration, a line of another file; the assistant answers ``Done.``: a.py stays as written.
"""

from __future__ import annotations

import pytest
from hunt142_shapes import kept, openai


def _asked(request: str, answer: str = "Done.") -> str:
    return openai([("user", request), ("assistant", answer)])


KEPT = [
    pytest.param(_asked("Revert the last commit."), id="last-commit"),
    pytest.param(_asked("Delete the first line of the README."), id="first-line-readme"),
    pytest.param(_asked("Delete the other branch."), id="other-branch"),
    pytest.param(_asked("Undo the last migration."), id="last-migration"),
    pytest.param(_asked("Drop the second column of the CSV."), id="second-column"),
    pytest.param(_asked("Close the first issue."), id="first-issue"),
    pytest.param(_asked("Remove the last Docker image."), id="last-image"),
    pytest.param(_asked("Rename the third branch to dev."), id="third-branch"),
]


@pytest.mark.parametrize("answer", KEPT)
def test_a_change_of_another_thing_by_its_place_keeps_the_file(answer: str) -> None:
    assert kept(answer)
