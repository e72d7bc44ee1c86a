"""hunt107-clineproblems: an older Cline (Claude Dev) answer to a write that saved the file and
then lists the editor's new problems, with no ``<final_file_content>`` echo: ``The content was
successfully saved to app.py.`` then a blank line and ``New problems detected after saving the
file:`` with the problems (its ``newProblemsMessage``).

Expected by hand: the file was saved as written (the problems are the editor's diagnostics of
it, e.g. an import not resolved): usable with app.py as the call wrote it. The same answer
with the newer ``<final_file_content>`` echo before the problems is usable. (Refused at BASE
bbc0a3cb too.)
"""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import parse_response

_APP = "import requests\n\nprint(requests.get('https://example.org').status_code)\n"
_CALL = f"<write_to_file>\n<path>app.py</path>\n<content>\n{_APP}</content>\n</write_to_file>\n"
_HEAD = "\n[write_to_file for 'app.py'] Result:\nThe content was successfully saved to app.py."
_PROBLEMS = (
    "\n\nNew problems detected after saving the file:\napp.py\n"
    '- [Pylance Error] Line 1: Import "requests" could not be resolved\n'
)


@pytest.mark.parametrize(
    "answer",
    [
        pytest.param(_CALL + _HEAD + _PROBLEMS, id="saved-then-new-problems"),
        pytest.param(
            "**Assistant:**\n\n" + _CALL + "\n---\n\n**User:**\n" + _HEAD + _PROBLEMS,
            id="exported-task",
        ),
    ],
)
def test_a_save_with_new_problems_keeps_the_file(answer: str) -> None:
    parsed = parse_response(answer)
    assert parsed.usable, [d.message for d in parsed.diagnostics]
    assert files_of(parsed) == [("app.py", _APP)]
