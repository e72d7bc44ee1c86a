"""An intro naming its block before a later "real edit" (fix-apply19).

Naming the file is no proof the block is meant when a later block is introduced as the real
edit: the block is refused when its intro speaks of the edit format itself, when "example" is
said farther up, or when the real edits edit its file again. Without any of these a named
intro is read as an edit. Expected files are written by hand from what each answer means.
"""

from __future__ import annotations

import pytest

from artifact_codec import apply_edits, parse_response

_FILES = {"m.py": "x = 1\ny = 2\n", "n.py": "total = 1\nb = 2\nc = 3\nformat = 1\n"}


def _block(path: str, old: str, new: str) -> str:
    return f"{path}\n```python\n<<<<<<< SEARCH\n{old}\n=======\n{new}\n>>>>>>> REPLACE\n```\n\n"


def _example_messages(answer: str) -> list[str]:
    return [d.message for d in parse_response(answer).diagnostics if d.code == "edit-example"]


# A demo of one file (no word of the format, no "example") then "Now the real edit:" of the
# same file: the first block is the file shown, then edited. Refused, never both applied.
def test_a_named_demo_of_the_file_the_real_edit_edits_is_refused() -> None:
    answer = (
        "First, a quick demo on `n.py`:\n\n"
        + _block("n.py", "b = 2", "b = 3")
        + "Now the real edit:\n\n"
        + _block("n.py", "c = 3", "c = 30")
    )
    assert not apply_edits(answer, dict(_FILES)).ok
    messages = _example_messages(answer)
    assert len(messages) == 1
    assert "'First, a quick demo on `n.py`:'" in messages[0]
    assert "may be an example of the format (no edit) or an edit of n.py" in messages[0]
    assert "a later block is introduced as the real edit" in messages[0]


# The intro speaks of the format itself: the diagnostic names the line and both readings.
def test_a_demo_of_the_format_naming_its_file_names_both_readings() -> None:
    answer = (
        "First, a demo of the edit format on `n.py`:\n\n"
        + _block("n.py", "b = 2", "b = 3")
        + "Now the real edit:\n\n"
        + _block("m.py", "x = 1", "x = 10")
    )
    assert not apply_edits(answer, dict(_FILES)).ok
    messages = _example_messages(answer)
    assert len(messages) == 1
    assert "'First, a demo of the edit format on `n.py`:'" in messages[0]
    # (read by the intro itself since fix-apply22: "a demo of the edit format" restates the
    # format, whatever comes after; the message names both readings)
    assert "may be an example of the format" in messages[0]
    assert "or an edit of n.py" in messages[0]


# A named intro before "Now the actual change:" is refused whatever its words: "format" as a
# name of the block's own code, or the kind of block ("Here's the SEARCH/REPLACE block for
# `n.py`:"). The block may be the demo the later line sets apart; the diagnostic says so.
@pytest.mark.parametrize(
    ("intro", "old", "new"),
    [
        ("Set format in `n.py`:", "format = 1", "format = 2"),
        ("Here's the SEARCH/REPLACE block for `n.py`:", "b = 2", "b = 3"),
    ],
)
def test_a_named_intro_before_the_actual_change_is_refused(intro: str, old: str, new: str) -> None:
    answer = (
        intro
        + "\n\n"
        + _block("n.py", old, new)
        + "Now the actual change:\n\n"
        + _block("m.py", "x = 1", "x = 10")
    )
    result = apply_edits(answer, dict(_FILES))
    assert not result.ok
    assert "n.py" in result.feedback()
    assert "may be an example" in result.feedback()


# The real edits may go on past their first block: a demo of a file edited again there.
def test_a_demo_of_a_file_the_real_edits_edit_later_is_refused() -> None:
    answer = (
        "First, a quick demo on `n.py`:\n\n"
        + _block("n.py", "b = 2", "b = 3")
        + "Now the real edit:\n\n"
        + _block("m.py", "x = 1", "x = 10")
        + "And in `n.py`:\n\n"
        + _block("n.py", "c = 3", "c = 30")
    )
    assert not apply_edits(answer, dict(_FILES)).ok
    assert len(_example_messages(answer)) == 1


# WRONG (clean), open: a demo naming its file in words of no list ("demo", "how it works",
# "demonstrate", "how you'd write it", "for reference") before "Now the real edit:" of another
# file. Nothing in the text tells it from "First, bump total in `n.py`:" before "Now the
# actual change:" (read as an edit by design, test_apply_intros18) but words: the demo of n.py
# is applied. Refused or the real edit alone is what the model meant.
@pytest.mark.parametrize(
    "intro",
    [
        "First, a quick demo on `n.py`:",
        "To show how it works, here is n.py:",
        "Let me demonstrate with n.py:",
        "Here's how you'd write it for `n.py`:",
        "For reference, a block for `n.py`:",
    ],
)
def test_a_demo_naming_its_file_in_other_words_is_not_applied(intro: str) -> None:
    answer = (
        f"{intro}\n\n"
        + _block("n.py", "b = 2", "b = 3")
        + "Now the real edit:\n\n"
        + _block("m.py", "x = 1", "x = 10")
    )
    result = apply_edits(answer, dict(_FILES))
    if result.ok:
        assert result.files == {"m.py": "x = 10\ny = 2\n", "n.py": _FILES["n.py"]}
