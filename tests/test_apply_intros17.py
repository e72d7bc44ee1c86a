"""fix-apply17: what an intro says of the block under it, weighed over the whole prose above
it. Expected files are written by hand from what each answer means."""

from __future__ import annotations

import pytest

from artifact_codec import apply_edits, parse_response

_FILES = {"m.py": "x = 1\ny = 2\n", "n.py": "a = 1\nb = 2\nc = 3\n"}
_REAL = "Fix m.py:\n\n" + (
    "m.py\n```python\n<<<<<<< SEARCH\ny = 2\n=======\ny = 20\n>>>>>>> REPLACE\n```\n\n"
)


def _block(path: str, old: str, new: str) -> str:
    return f"{path}\n```python\n<<<<<<< SEARCH\n{old}\n=======\n{new}\n>>>>>>> REPLACE\n```\n\n"


def _codes(answer: str) -> set[str]:
    return {d.code for d in parse_response(answer).diagnostics}


# The format restated or the block disowned in English without "example", above a block
# of another file after the real edit: refused (edit-example), never applied.
@pytest.mark.parametrize(
    "intro",
    [
        "Using the format below:",
        "Reminder of the edit format:",
        "A block is written like this:",
        "Fake edit, do not apply:",
        "Do not paste this one:",
    ],
)
def test_a_restated_or_disowned_block_is_not_applied(intro: str) -> None:
    answer = _REAL + f"{intro}\n\n" + _block("n.py", "a = 1", "a = 100")
    result = apply_edits(answer, dict(_FILES))
    assert not result.ok
    assert "edit-example" in _codes(answer)


# A line that names the format of the edit itself is an ordinary intro.
def test_the_format_named_for_the_edit_itself_is_an_ordinary_intro() -> None:
    answer = (
        "I'll make the change using the *SEARCH/REPLACE block* format. Here's the change:\n\n"
        + _block("n.py", "a = 1", "a = 10")
    )
    result = apply_edits(answer, dict(_FILES))
    assert result.ok, result.feedback()
    assert result.files["n.py"] == "a = 10\nb = 2\nc = 3\n"


# French shares English endings ("comment", "changement"): a word read by its ending alone
# weighs half, so the line is not mostly English and is no ordinary intro of a second file.
def test_a_french_line_of_shared_endings_is_no_english_intro() -> None:
    answer = _REAL + "Comment on présente un changement:\n\n" + _block("n.py", "a = 1", "a = 9")
    result = apply_edits(answer, dict(_FILES))
    assert not result.ok
    assert "edit-example" in _codes(answer)


# "Now the actual change:" says the block before it was shown, not meant: a block of the same
# file under a line the library cannot read ("Misalnya:") before it is refused.
def test_a_block_before_the_actual_change_under_an_unread_line_is_refused() -> None:
    answer = (
        "Misalnya:\n\n"
        + _block("n.py", "a = 1", "a = 100")
        + "Now the actual change:\n\n"
        + _block("n.py", "c = 3", "c = 30")
    )
    result = apply_edits(answer, dict(_FILES))
    assert not result.ok
    assert "edit-example" in _codes(answer)


# An English heading with an accented loanword above the first of two edits of one file.
def test_a_heading_with_a_loanword_above_the_first_of_two_edits_is_applied() -> None:
    answer = (
        "Naïve datetime handling:\n\n"
        + _block("n.py", "a = 1", "a = 10")
        + "Then:\n\n"
        + _block("n.py", "c = 3", "c = 30")
    )
    result = apply_edits(answer, dict(_FILES))
    assert result.ok, result.feedback()
    assert result.files["n.py"] == "a = 10\nb = 2\nc = 30\n"


# A farther paragraph that speaks of an earlier answer's format without "example" ("The
# model did not conform to the edit format.") does not make the block an example.
def test_a_farther_paragraph_about_the_format_without_example_is_no_example_intro() -> None:
    answer = "The model did not conform to the edit format.\n\nHere is the fix:\n\n" + _block(
        "n.py", "a = 1", "a = 10"
    )
    result = apply_edits(answer, dict(_FILES))
    assert result.ok, result.feedback()
    assert result.files["n.py"] == "a = 10\nb = 2\nc = 3\n"
