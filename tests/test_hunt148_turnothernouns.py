"""hunt148-turnothernouns: fix-turns182's ``_TURN_THE_FILE`` reads ``the output``, ``the app``,
``the project``, ``the changes``, ``the code``, ``the rest``, ``the others`` after a verb of
change as every written file; a turn whose noun is another thing (the output of the answer,
the app's icon, the project's description on GitHub, the changes to config.yaml, the code of
conduct, the rest of the logs, the others on a mailing list) refuses a.py, which the base kept.

Expected by hand: a.py ``x = 1`` is written, the user asks a change of another thing, the
assistant answers (no call): a.py stays as written (usable, exactly it).
"""

from __future__ import annotations

import pytest
from hunt142_shapes import kept, openai


def _asked(request: str, answer: str = "Done.") -> str:
    return openai([("user", request), ("assistant", answer)])


KEPT = [
    pytest.param(_asked("Format the output as a table.", "| x | 1 |"), id="format-output"),
    pytest.param(_asked("Convert the output to JSON.", '{"x": 1}'), id="output-json"),
    pytest.param(_asked("Change the app icon to blue."), id="app-icon"),
    pytest.param(_asked("Update the project description on GitHub."), id="project-desc"),
    pytest.param(_asked("Revert the changes to config.yaml."), id="changes-to-config"),
    pytest.param(_asked("Update the code of conduct."), id="code-of-conduct"),
    pytest.param(_asked("Delete the rest of the logs."), id="rest-of-logs"),
    pytest.param(_asked("Remove the others from the mailing list."), id="others-list"),
]


@pytest.mark.parametrize("answer", KEPT)
def test_a_change_of_another_thing_keeps_the_file(answer: str) -> None:
    assert kept(answer)
