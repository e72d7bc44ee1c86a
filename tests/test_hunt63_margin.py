"""hunt63: a margin note standing for left-out g and k (defined nowhere in the file) that the
frames of fix-margin36 (placeholders._frames_note) and the after-dots lookbehind miss: the file
is written with g and k lost. Expected by hand: the note stands for code left out, so the
answer is not usable ("# g and k stay the same" alone and "...  # g and k unchanged" with two
spaces are refused today)."""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response


def _module(comment: str) -> str:
    return f"import os\n\n\ndef f():\n    return 1\n\n\n{comment}\n\n\ndef h():\n    return 3\n"


@pytest.mark.parametrize(
    "comment",
    [
        # the after-dots note with one space or three, or the dots as one character
        pytest.param("... # g and k unchanged", id="dots-one-space"),
        pytest.param("...   # g and k unchanged", id="dots-three-spaces"),
        pytest.param("\u2026  # g and k unchanged", id="ellipsis-character"),
        # a state line two lines under the note, an empty comment line between
        pytest.param("# g and k stay the same\n#\n# (not shown)", id="state-two-lines-under"),
        pytest.param("# g and k stay the same\n# (not shown here)", id="state-of-three-words"),
        pytest.param("# g and k stay the same\n# (not shown)\n#", id="state-then-empty-comment"),
        # a box with empty comment lines inside the rules
        pytest.param("# ---\n#\n# g and k stay the same\n#\n# ---", id="box-with-padding"),
        # the rule on the note's own line
        pytest.param("# === g and k unchanged ===", id="rule-on-the-line-equals"),
        pytest.param("# --- g and k unchanged ---", id="rule-on-the-line-dashes"),
        pytest.param("# *** g and k unchanged ***", id="rule-on-the-line-stars"),
    ],
)
def test_a_note_for_left_out_code_is_refused(comment: str) -> None:
    result = parse_response(native_answer("app.py", _module(comment)))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]
