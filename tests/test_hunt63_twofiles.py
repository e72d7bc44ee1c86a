"""hunt63: a trailer naming two files, one of them the block's own app.py, saying the rest of
them stays as it is, read as about another file only (the reading holds the first file, the
second is outside it and after no slot word) or not read at all ("in A or B"). Expected by
hand: the block is one part of app.py, so the answer is not usable (partial-file)."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

PART = "def handler(event):\n    return {'ok': True, 'id': event['id']}\n"


@pytest.mark.parametrize(
    "after",
    [
        pytest.param("No other changes to `utils.py`/`app.py` are needed.", id="slash-list"),
        pytest.param("No other changes to `utils.py`, `app.py` are needed.", id="comma-list"),
        pytest.param("Leave the rest of `utils.py` and `app.py` alone.", id="leave-rest-of-both"),
        pytest.param(
            "Nothing else in `utils.py` or `app.py` changes.", id="nothing-else-in-a-or-b"
        ),
        pytest.param("Nothing else in app.py and utils.py changes.", id="nothing-else-in-a-and-b"),
        pytest.param(
            "Nothing else in the file changes (same as for utils.py).", id="the-file-same-as-for"
        ),
    ],
)
def test_a_trailer_naming_the_block_s_file_second(after: str) -> None:
    answer = f"Here is the fix.\n\n**app.py**\n```python\n{PART}```\n\n{after}\n"
    result = parse_response(answer)
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]
