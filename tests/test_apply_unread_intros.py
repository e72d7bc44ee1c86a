"""The intro a block stands under, read as English or not (``unread_intro`` and the places
``_refuse_unread_intros`` weighs), fix-apply16.

An intro the library cannot read as an ordinary English intro (a language it does not read,
whatever the line's length or end; an "example" a filter guessed to be about the code) gives
the block under it two readings where an example stands in an answer: the only edit of its
file in an answer that edits two or more files, or before another block of the same file.
English prose is read by its closed-class words and endings, not by a list of intros.
Expected files are written by hand from what each answer means.
"""

from __future__ import annotations

import pytest

from artifact_codec import apply_edits, parse_response

_FILES = {"m.py": "x = 1\ny = 2\n", "n.py": "a = 1\nb = 2\nc = 3\n"}


def _block(path: str, old: str, new: str) -> str:
    return f"{path}\n```python\n<<<<<<< SEARCH\n{old}\n=======\n{new}\n>>>>>>> REPLACE\n```\n\n"


def _example_codes(answer: str) -> list[str]:
    return [d.code for d in parse_response(answer).diagnostics if d.code == "edit-example"]


# English intros outside the old list of intro words, above the first block of a two-file
# answer (the place of an example of another file): read as English (closed-class words, an
# English ending, a one-letter name), the edits are applied. The old short-intro rule refused
# "Rename variable:" and "Simplify y:" (words outside its list).
_ENGLISH_FIRST = {
    "rename-variable": "Rename variable:",
    "simplify-with-a-name": "Simplify y:",
    "long-sentence": "First, add a helper to the utilities module and call it:",
    "validation": "Validation:",
    "needs": "Also needs:",
}


@pytest.mark.parametrize("intro", list(_ENGLISH_FIRST.values()), ids=list(_ENGLISH_FIRST))
def test_an_english_intro_of_the_first_file_is_read_as_an_intro(intro: str) -> None:
    answer = f"{intro}\n\n{_block('m.py', 'y = 2', 'y = 20')}Then:\n\n" + _block(
        "n.py", "c = 3", "c = 30"
    )
    result = apply_edits(answer, dict(_FILES))
    assert result.ok, result.feedback()
    assert result.files == {"m.py": "x = 1\ny = 20\n", "n.py": "a = 1\nb = 2\nc = 30\n"}


# A foreign example intro after the real edit, above the only edit of a second file: two
# readings, refused (whatever the line's shape: four words, no colon, a heading).
@pytest.mark.parametrize(
    "intro", ["Đây là một ví dụ:", "Ví dụ", "### Ví dụ", "Ini adalah contoh sederhana kode:"]
)
def test_a_foreign_intro_of_a_second_file_after_the_real_edit_is_refused(intro: str) -> None:
    answer = f"Fix m.py:\n\n{_block('m.py', 'y = 2', 'y = 20')}{intro}\n\n" + _block(
        "n.py", "c = 3", "c = 30"
    )
    result = apply_edits(answer, dict(_FILES))
    assert not result.ok
    assert _example_codes(answer) == ["edit-example"]


# A foreign line (letters outside ASCII, or four words and more) or a guessed "example"
# above an edit of one file, before another edit of that file: an example shown first,
# refused; the message names the other reading.
@pytest.mark.parametrize(
    "intro",
    [
        "Ví dụ về định dạng:",
        "Ini adalah contoh sederhana kode:",
        "A sample SEARCH/REPLACE block:",
        "The tool's example of an edit:",
    ],
)
def test_a_surely_unread_intro_before_another_edit_of_the_same_file_is_refused(
    intro: str,
) -> None:
    answer = f"{intro}\n\n{_block('n.py', 'a = 1', 'a = 100')}The real change:\n\n" + _block(
        "n.py", "c = 3", "c = 30"
    )
    result = apply_edits(answer, dict(_FILES))
    assert not result.ok
    errors = [d for d in parse_response(answer).diagnostics if d.code == "edit-example"]
    assert len(errors) == 1
    assert "besides the edits after it" in errors[0].message


# "Like this:" (a manner: shown as often for an example as for the edit) is no line of
# English closed-class words: above the only edit of a file before the real edit of
# another, two readings, refused (as the old list of intro words did).
@pytest.mark.parametrize("intro", ["Like this:", "Like so:"])
def test_a_line_of_manner_above_another_files_edit_is_not_read_as_an_intro(intro: str) -> None:
    answer = f"{intro}\n\n{_block('n.py', 'c = 3', 'c = 30')}The real change:\n\n" + _block(
        "m.py", "y = 2", "y = 20"
    )
    result = apply_edits(answer, dict(_FILES))
    assert not result.ok
    assert _example_codes(answer) == ["edit-example"]


# A short line of ASCII words the library does not know ("Typo:", "Edge case:") above the
# first of two edits of one file: English nouns and words of other languages look alike to
# it, and the answer edits one file, so the edits are applied (refusing would refuse every
# such English answer; "Contoh:" there is an open finding).
@pytest.mark.parametrize("intro", ["Typo:", "Edge case:", "Guard clause:"])
def test_an_unknown_short_ascii_intro_before_the_same_files_edit_is_applied(intro: str) -> None:
    answer = f"{intro}\n\n{_block('n.py', 'a = 1', 'a = 100')}Then:\n\n" + _block(
        "n.py", "c = 3", "c = 30"
    )
    result = apply_edits(answer, dict(_FILES))
    assert result.ok, result.feedback()
    assert result.files["n.py"] == "a = 100\nb = 2\nc = 30\n"


# The last block of an answer, of a file a block above edits too, under a line the library
# cannot read (fix-apply17; fix-apply16 read it as an intro: "an example stands apart"): an
# example shown after the real edit ("Ví dụ:") and a further edit ("Thay đổi thêm:", "Typo:")
# cannot be told apart, and the two readings give different files: refused, never applied.
@pytest.mark.parametrize("intro", ["Thay đổi thêm:", "Typo:", "Contoh:"])
def test_an_unread_intro_of_the_last_edit_of_the_same_file_is_refused(intro: str) -> None:
    answer = f"Fix n.py:\n\n{_block('n.py', 'a = 1', 'a = 10')}{intro}\n\n" + _block(
        "n.py", "c = 3", "c = 30"
    )
    result = apply_edits(answer, dict(_FILES))
    assert not result.ok
    assert _example_codes(answer) == ["edit-example"]


# An English intro there is read: the edits are applied.
@pytest.mark.parametrize("intro", ["Then the last one:", "Here you go:", "1. Update the parser"])
def test_an_english_intro_of_the_last_edit_of_the_same_file_is_read(intro: str) -> None:
    answer = f"Fix n.py:\n\n{_block('n.py', 'a = 1', 'a = 10')}{intro}\n\n" + _block(
        "n.py", "c = 3", "c = 30"
    )
    result = apply_edits(answer, dict(_FILES))
    assert result.ok, result.feedback()
    assert result.files["n.py"] == "a = 10\nb = 2\nc = 30\n"


def test_a_foreign_intro_of_the_only_block_is_read_as_an_intro() -> None:
    answer = f"Sửa lỗi:\n\n{_block('m.py', 'y = 2', 'y = 20')}"
    result = apply_edits(answer, dict(_FILES))
    assert result.ok, result.feedback()
    assert result.files["m.py"] == "x = 1\ny = 20\n"


# Open finding (WRONG, kept): a short ASCII intro in a language the library does not read
# ("Contoh:", Indonesian) above an example of the only edited file, before the real edit of
# it: read as an unknown noun phrase (as "Typo:"), the example is applied.
def test_an_ascii_foreign_example_of_the_only_edited_file_is_not_applied() -> None:
    answer = f"Contoh:\n\n{_block('n.py', 'a = 1', 'a = 100')}The real change:\n\n" + _block(
        "n.py", "c = 3", "c = 30"
    )
    result = apply_edits(answer, dict(_FILES))
    if result.ok:
        assert result.files["n.py"] == "a = 1\nb = 2\nc = 30\n", "the example was applied"
