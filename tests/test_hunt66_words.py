"""hunt66: margin notes of names for left-out code that the note-word accounting of
fix-margin37 (placeholders._noted_names, _NOTE_WORDS) misses: a parallel list with its kind
word after each name, a kind noun after the list ("definitions"), an arrow for the state, a
pointer to an earlier step, "keep your versions", "your ... here". Expected by hand: each
comment below, alone between blank lines at the margin of a module that defines f and h and
neither load nor save, stands for load and save left out, so the answer is not usable."""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response


def _module(comment: str) -> str:
    return f"import os\n\n\ndef f():\n    return 1\n\n\n{comment}\n\n\ndef h():\n    return 3\n"


@pytest.mark.parametrize(
    "comment",
    [
        pytest.param("# load function and save function unchanged", id="parallel-kind-words"),
        pytest.param("# load and save definitions unchanged", id="definitions"),
        pytest.param("# load and save \u2192 unchanged", id="arrow-character"),
        pytest.param("# load and save => unchanged", id="arrow-ascii"),
        pytest.param("# load and save same as in step 2", id="same-as-in-step"),
        pytest.param("# load and save: keep your versions", id="keep-your-versions"),
        pytest.param("# your load and save here", id="your-here"),
    ],
)
def test_a_note_of_names_for_left_out_code_is_refused(comment: str) -> None:
    result = parse_response(native_answer("app.py", _module(comment)))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]
