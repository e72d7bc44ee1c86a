"""A sentence under a legacy answer's other key ("notes") and the same sentence after the
answer are weighed by one judge (issue 25, hunt 20): the same verdict in both places.

The sentences are the after-the-end-marker test data (``test_conventions_after_end``: ordinary
closings that stay usable, sentences that tell to change a written file) and hunt 20's passive
and modal ones, whose first word is a script's path (``src/a.py was renamed ...``).
"""

from __future__ import annotations

import json

import pytest
from test_conventions_after_end import _CHANGES, _CLOSINGS, WRITTEN

from artifact_codec import parse_response

_FILES = [{"file_path": path, "content": content} for path, content in WRITTEN]
_SENTENCES = [
    *(closing for closing in _CLOSINGS if "```" not in closing),
    *(change.format(p=name).capitalize() + "." for change in _CHANGES for name in ("app.py",)),
    "src/util.py was renamed to src/b.py.",
    "src/util.py has been moved to lib/util.py.",
    "src/util.py should be deleted after use.",
    "`app.py` should be renamed to `main.py`.",
    "src/util.py can now be deleted.",
    "The old util.py must be removed.",
]


@pytest.mark.parametrize("sentence", _SENTENCES)
def test_a_sentence_under_notes_is_weighed_as_after_the_answer(sentence: str) -> None:
    answer = json.dumps({"files": _FILES}, indent=2)
    after = parse_response(answer + "\n\n" + sentence + "\n").usable
    beside = parse_response(json.dumps({"files": _FILES, "notes": sentence}, indent=2)).usable
    assert beside == after, (sentence, after, beside)


@pytest.mark.parametrize(
    ("sentence", "usable"),
    [
        ("src/util.py was renamed to src/b.py.", False),
        ("This prints 42.", True),
        ("Run it with `python app.py`.", True),
    ],
)
def test_the_verdict_is_the_one_meant(sentence: str, usable: bool) -> None:
    # (by hand: a rename of a written file changes it; a closing does not)
    result = parse_response(json.dumps({"files": _FILES, "notes": sentence}, indent=2))
    assert result.usable is usable
