"""Hunt 20: prose in a legacy answer's other keys (fix-legacy16: "one reading" with the text
after the answer) and a JSON Patch of the answer after it. Expected by hand: a sentence that
says src/a.py was renamed, moved or is to be deleted says the files are not as written, so the
answer is not usable, under "notes" as after the answer; a JSON Patch that replaces the
content, written in YAML, changes the answer as the same patch in JSON does.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from artifact_codec import parse_response

_A = [{"file_path": "src/a.py", "content": "x = 1\n"}]


def _legacy(**others: Any) -> str:
    return json.dumps({"files": _A, **others}, indent=2)


@pytest.mark.parametrize(
    "sentence",
    [
        pytest.param("src/a.py was renamed to src/b.py.", id="passive-renamed"),
        pytest.param("src/a.py has been moved to lib/a.py.", id="passive-moved"),
        pytest.param("src/a.py should be deleted after use.", id="should-be-deleted"),
    ],
)
def test_a_passive_change_under_notes_is_refused_as_after_the_answer(sentence: str) -> None:
    after = parse_response(_legacy() + "\n\n" + sentence + "\n")
    assert not after.usable  # (the control: after the answer it is refused)
    beside = parse_response(_legacy(notes=sentence))
    assert not beside.usable, (beside.status, [d.code for d in beside.diagnostics])


def test_a_json_patch_in_yaml_after_the_answer_is_refused() -> None:
    text = (
        _legacy()
        + '\n\n```yaml\n- op: replace\n  path: /files/0/content\n  value: "x = 2\\n"\n```\n'
    )
    result = parse_response(text)
    assert not result.usable, (result.status, [d.code for d in result.diagnostics])
