"""Intros weighed with the block's own names and a later "real edit" (fix-apply18).

An intro's words that the block's SEARCH text or file name holds are names of the code the
block edits, read ("Refactor iskeyword:" in test_hunt18_apply); a word the block does not
hold stays unknown. Expected files are written by hand from what each answer means.
"""

from __future__ import annotations

from artifact_codec import apply_edits, parse_response

_FILES = {"m.py": "x = 1\ny = 2\n", "n.py": "total = 1\nb = 2\nc = 3\n"}


def _block(path: str, old: str, new: str) -> str:
    return f"{path}\n```python\n<<<<<<< SEARCH\n{old}\n=======\n{new}\n>>>>>>> REPLACE\n```\n\n"


def _example_codes(answer: str) -> list[str]:
    return [d.code for d in parse_response(answer).diagnostics if d.code == "edit-example"]


_HEAD = "Fix m.py:\n\n" + _block("m.py", "x = 1", "x = 10")


def test_an_intro_naming_a_name_of_the_search_text_is_read() -> None:
    answer = _HEAD + "Refactor total:\n\n" + _block("n.py", "total = 1", "total = 100")
    result = apply_edits(answer, dict(_FILES))
    assert result.ok, result.feedback()
    assert result.files == {"m.py": "x = 10\ny = 2\n", "n.py": "total = 100\nb = 2\nc = 3\n"}


def test_an_unknown_word_beside_a_name_of_the_block_stays_unknown() -> None:
    # "Contoh" (Indonesian "example") is no name of the block: the line is still unknown,
    # above the only edit of a second file: refused.
    answer = _HEAD + "Contoh total:\n\n" + _block("n.py", "total = 1", "total = 100")
    assert not apply_edits(answer, dict(_FILES)).ok
    assert _example_codes(answer) == ["edit-example"]


def test_a_name_only_the_replacement_adds_is_not_a_name_of_the_block() -> None:
    # "Contoh" in the REPLACE text only (a word the block adds, as a demo's "# demo"): the
    # intro's word is not what the file holds, still unknown.
    answer = _HEAD + "Contoh:\n\n" + _block("n.py", "total = 1", "total = 1  # contoh")
    assert not apply_edits(answer, dict(_FILES)).ok
    assert _example_codes(answer) == ["edit-example"]


# A later block introduced as the real edit: an earlier block whose intro names nothing of it
# (its file, the code it quotes) may be a demo of the format, in any words: refused.
def test_an_unnamed_intro_before_the_real_edit_is_refused() -> None:
    answer = (
        "Quick demo first:\n\n"
        + _block("n.py", "total = 1", "total = 2")
        + "Now the real edit:\n\n"
        + _block("m.py", "x = 1", "x = 10")
    )
    assert not apply_edits(answer, dict(_FILES)).ok
    assert _example_codes(answer) == ["edit-example"]


# An earlier block whose intro names its file before "Now the actual change:" has two readings
# (a preliminary edit, or a demo: "First, a quick demo on `n.py`:" names its file too): refused,
# the diagnostic naming both (round 10: "the actual change" says an earlier block was not it).
def test_a_named_intro_before_the_real_edit_is_refused() -> None:
    answer = (
        "First, rename nothing in `n.py`, just bump total:\n\n"
        + _block("n.py", "total = 1", "total = 2")
        + "Now the actual change:\n\n"
        + _block("m.py", "x = 1", "x = 10")
    )
    result = apply_edits(answer, dict(_FILES))
    assert not result.ok
    assert _example_codes(answer) == ["edit-example"]
    assert "may be an example" in result.feedback()


# "example" one paragraph up, no format word, above an intro naming nothing of the block.
def test_a_far_example_above_an_unnamed_intro_is_refused() -> None:
    answer = (
        "Here is an example.\n\nIt goes like this:\n\n"
        + _block("n.py", "total = 1", "total = 2")
        + "Then fix m.py:\n\n"
        + _block("m.py", "x = 1", "x = 10")
    )
    assert not apply_edits(answer, dict(_FILES)).ok
    assert _example_codes(answer) == ["edit-example"]


# There, an intro naming the code the block edits introduces it as a change: applied.
def test_a_far_example_above_a_named_intro_is_applied() -> None:
    answer = (
        "Here is an example.\n\nSet total to 2:\n\n"
        + _block("n.py", "total = 1", "total = 2")
        + "Then fix m.py:\n\n"
        + _block("m.py", "x = 1", "x = 10")
    )
    result = apply_edits(answer, dict(_FILES))
    assert result.ok, result.feedback()
    assert result.files == {"m.py": "x = 10\ny = 2\n", "n.py": "total = 2\nb = 2\nc = 3\n"}
