"""fix-margin36: a margin note framed by comment lines that are a part of it (placeholders.
_frames_note, read by _names_then_state): a rule of marks above and under it ("# ---"), or a
state alone under it ("# (not shown)"). The note then stands alone when the line past the
frame is blank. Expected values written by hand from what the model meant."""

# ruff: noqa: E501  (the test files are whole, one string each)
from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response


def _module(comment: str, *, defined: str = "") -> str:
    return f"import os\n\n\ndef f():\n    return 1\n{defined}\n\n{comment}\n\n\ndef h():\n    return 3\n"


# g and k are defined nowhere: the framed note stands for them, left out (refused).
@pytest.mark.parametrize(
    "comment",
    [
        pytest.param("# ===\n# g and k stay the same\n# ===", id="box-of-equals"),
        pytest.param("# g and k stay the same\n# (omitted)", id="second-line-omitted"),
        pytest.param("# g and k stay the same\n# not shown", id="second-line-unbracketed"),
        pytest.param("# ---\n# g and k stay the same", id="rule-above-only"),
        # (round 17, the lead: a heading over the rule frames a section whose g and k are bound
        # nowhere in the file: the helpers left out, two readings, refused; fix-margin36 kept it
        # when only the margin scan read notes)
        pytest.param(
            "# Helpers\n# ---\n# g and k stay the same\n# ---", id="heading-over-the-rule"
        ),
    ],
)
def test_a_framed_note_is_left_out_code(comment: str) -> None:
    result = parse_response(native_answer("app.py", _module(comment)))
    assert not result.usable, (result.status, result.diagnostics)


# Kept: the frame is no frame (a longer comment, a heading over the rule, an empty comment
# line), or the file defines the names the note keeps (a note on code the file holds).
@pytest.mark.parametrize(
    ("comment", "defined"),
    [
        pytest.param(
            "# g and k stay the same\n# because the cache keeps them", "", id="second-line-of-words"
        ),
        pytest.param("#\n# g and k stay the same\n#\n# h doubles it", "", id="empty-comment-lines"),
        pytest.param(
            "# ---\n# g and k stay the same\n# ---",
            "\n\ndef g():\n    return 2\n\n\ndef k():\n    return 4\n",
            id="box-over-defined-names",
        ),
        pytest.param(
            "# g and k stay the same\n# (not shown)",
            "\n\ndef g():\n    return 2\n\n\ndef k():\n    return 4\n",
            id="not-shown-over-defined-names",
        ),
    ],
)
def test_a_note_that_is_not_framed_or_names_defined_code_is_kept(
    comment: str, defined: str
) -> None:
    result = parse_response(native_answer("app.py", _module(comment, defined=defined)))
    assert result.usable, (result.status, result.diagnostics)


# "...  # g and k unchanged" at the margin: the dots stand where g and k were (hunt49
# after-ellipsis); naming code the file defines, the same line is a note on that code (kept).
def test_a_note_after_dots_naming_defined_code_is_kept() -> None:
    content = _module(
        "...  # g and k unchanged",
        defined="\n\ndef g():\n    return 2\n\n\ndef k():\n    return 4\n",
    )
    result = parse_response(native_answer("app.py", content))
    assert result.usable, (result.status, result.diagnostics)


def test_a_note_after_dots_inside_a_body_is_kept() -> None:
    # (indented, between statements of f: a note on them, not left-out members)
    content = "def f():\n    x = 1\n\n    ...  # g and k unchanged\n\n    return x\n"
    result = parse_response(native_answer("app.py", content))
    assert result.usable, (result.status, result.diagnostics)
