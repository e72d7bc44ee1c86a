"""Hunt 12 on what fix-apply15 landed: ``broken_edit_call`` (a fence whose JSON the repair layer
reads as an edit call), ``json_records`` (a ``.json`` file of records is data) and the
short-intro refusal (``short_intro``, ``_refuse_short_intros``, ``_PLAIN_INTRO_WORDS``).

Found by hand probes (``/tmp`` scripts over the shapes the brief names), then counted over
real stdlib files by ``benchmarks/hunt_hunt12-apply.py``. Expected files are written by hand
from what each answer means.
"""

from __future__ import annotations

import pytest

from artifact_codec import apply_edits

_FILES = {"m.py": "x = 1\ny = 2\n", "n.py": "z = 3\n"}
_EXAMPLE_N = "n.py\n```python\n<<<<<<< SEARCH\nz = 3\n=======\nz = 30\n>>>>>>> REPLACE\n```\n\n"
_REAL_M = "m.py\n```python\n<<<<<<< SEARCH\ny = 2\n=======\ny = 20\n>>>>>>> REPLACE\n```\n"

# Class: WRONG, an example intro in a language no word list knows that short_intro does not
# read: four or more words ("Đây là một ví dụ:", "Ini adalah contoh sederhana:"), no colon
# ("Ví dụ", "Ví dụ."), a dash, a Markdown heading ("### Ví dụ"), or two lines: the example
# block of another file is applied. How found: probing the bounds of short_intro (1-3 words,
# ends with ':', a one-line paragraph). What the library did: ok, n.py changed to z = 30,
# which the model showed only as an example (the same answer under "Ví dụ:" is refused,
# edit-example).
_LONGER_INTROS = {
    "four-words-vietnamese": "Đây là một ví dụ:",
    "four-words-indonesian": "Ini adalah contoh sederhana:",
    "four-words-example-of-format": "Ví dụ về định dạng:",
    "no-colon": "Ví dụ",
    "period": "Ví dụ.",
    "dash": "Ví dụ —",
    "heading": "### Ví dụ",
    "two-lines": "Ví dụ\nvề định dạng:",
}


@pytest.mark.parametrize("intro", list(_LONGER_INTROS.values()), ids=list(_LONGER_INTROS))
def test_a_foreign_example_intro_short_intro_does_not_read_does_not_apply_the_example(
    intro: str,
) -> None:
    answer = f"{intro}\n\n{_EXAMPLE_N}The real change:\n\n{_REAL_M}"
    result = apply_edits(answer, dict(_FILES))
    if result.ok:
        assert result.files["n.py"] == "z = 3\n", "the example block was applied"


# Class: false refusal, an ordinary short intro of the second file's edit in a real
# two-file answer, made of words outside _PLAIN_INTRO_WORDS ("Usage:", "Before:", "Bugfix:",
# "Tests too:", "Constants:", "Logging:", "Similarly:", "Additionally:", "Error handling:"):
# refused as edit-example. How found: probing short intros models write between edits.
# What the library did: refused the whole answer (nothing applied; never wrong).
_ORDINARY_SHORT_INTROS = {
    "usage": "Usage:",
    "before": "Before:",
    "bugfix": "Bugfix:",
    "tests-too": "Tests too:",
    "constants": "Constants:",
    "logging": "Logging:",
    "error-handling": "Error handling:",
    "similarly": "Similarly:",
    "additionally": "Additionally:",
    "dont-forget": "Don't forget:",
}


@pytest.mark.parametrize(
    "intro", list(_ORDINARY_SHORT_INTROS.values()), ids=list(_ORDINARY_SHORT_INTROS)
)
def test_an_ordinary_short_intro_of_a_second_file_is_not_refused(intro: str) -> None:
    real_n = _EXAMPLE_N  # here the model means it: the second file's edit
    answer = f"Fix m.py:\n\n{_REAL_M}\n{intro}\n\n{real_n}"
    result = apply_edits(answer, dict(_FILES))
    assert result.ok, result.feedback()
    assert result.files == {"m.py": "x = 1\ny = 20\n", "n.py": "z = 30\n"}


# Class: WRONG, a list of edit calls under a ``.json`` label that the answer asks to apply
# ("Apply these edits:" / "edits.json") is written as a new data file edits.json, clean, and
# app.py is left as it was: json_records makes any ``.json`` list of objects data, whatever
# the prose says, with no diagnostic naming the other reading. How found: the brief's
# "the reverse" idea (calls meant as calls under a .json path). What the library did: ok, no
# feedback, files app.py unchanged + edits.json holding the calls.
def test_edit_calls_under_a_json_label_the_answer_asks_to_apply_are_not_silently_data() -> None:
    calls = (
        '[{"command": "str_replace", "path": "app.py", "old_str": "    return 1\\n",'
        ' "new_str": "    return 42\\n"}]'
    )
    answer = f"Apply these edits:\n\nedits.json\n```json\n{calls}\n```\n"
    result = apply_edits(answer, {"app.py": "def f():\n    return 1\n"})
    if result.ok:
        # Either the calls are applied, or the data reading is not taken silently.
        applied = result.files.get("app.py") == "def f():\n    return 42\n"
        assert applied or result.feedback(), result.files


def _block(path: str, old: str, new: str) -> str:
    return f"{path}\n```python\n<<<<<<< SEARCH\n{old}\n=======\n{new}\n>>>>>>> REPLACE\n```\n\n"


_ONE_FILE = {"n.py": "a = 1\nb = 2\nc = 3\n"}

# Class: WRONG, a foreign example intro ("Ví dụ:") above an example edit of the only file
# the answer edits (another region of it than the real edit, or the answer's lone block):
# the example is applied. _refuse_short_intros reads short intros only when two or more
# files are edited, and only above a block whose file no other block touches. How found:
# the brief's "a single edited file" idea. What the library did: ok, n.py got a = 100 (the
# example) besides c = 30; the same answers under "Zum Beispiel:" are refused.
_ONE_FILE_EXAMPLES = {
    "example-then-real-edit-of-the-same-file": (
        "Ví dụ:\n\n"
        + _block("n.py", "a = 1", "a = 100")
        + "The real change:\n\n"
        + _block("n.py", "c = 3", "c = 30"),
        "a = 1\nb = 2\nc = 30\n",
    ),
    "example-then-real-edit-in-vietnamese": (
        "Ví dụ:\n\n"
        + _block("n.py", "a = 1", "a = 100")
        + "Thay đổi thực sự:\n\n"
        + _block("n.py", "c = 3", "c = 30"),
        "a = 1\nb = 2\nc = 30\n",
    ),
}


@pytest.mark.parametrize("case", list(_ONE_FILE_EXAMPLES), ids=list(_ONE_FILE_EXAMPLES))
def test_a_foreign_example_of_the_only_edited_file_is_not_applied(case: str) -> None:
    answer, meant = _ONE_FILE_EXAMPLES[case]
    result = apply_edits(answer, dict(_ONE_FILE))
    if result.ok:
        assert result.files["n.py"] == meant, "the example block was applied"


# Class: WRONG, a list of edit calls that edit the very ``.json`` file named by the label
# above them (settings.json, package.json: [{"command": "str_replace", "path":
# "settings.json", ...}]) replaces that file with the calls' JSON text: json_records makes
# the list data, and a label naming the file the calls edit is no second reading to it. How
# found: turning the brief's "calls meant as calls under a .json path" to the path the calls
# edit (before fix-apply15 such a fence was a "tool call" kind). What the library did: ok,
# no feedback, settings.json holding the list of calls.
def test_calls_editing_the_json_file_their_label_names_do_not_replace_it() -> None:
    calls = (
        '[{"command": "str_replace", "path": "settings.json", "old_str": "\\"debug\\": false",'
        ' "new_str": "\\"debug\\": true"}]'
    )
    answer = f"settings.json\n```json\n{calls}\n```\n"
    result = apply_edits(answer, {"settings.json": '{"debug": false}\n'})
    if result.ok:
        assert result.files == {"settings.json": '{"debug": true}\n'}, result.files


# Class: WRONG, an English intro of an example of the format that fix-apply15's new prose
# filters erase before the example words are looked for: _OWNED_EXAMPLE ("The tool's example
# of an edit:", "The format's sample block:", "like aider's sample edit:"), _SAMPLE_MODIFIER
# ("A sample SEARCH/REPLACE block:": SEARCH is no word of its list) and _INLINE_EXAMPLE
# ("Edits work, for example like this:": "like" is no word of its list). Four words or more,
# so short_intro does not read them either. How found: probing each new filter with intros
# that speak of the block. What the library did: ok, n.py changed to z = 30 (the example).
_ERASED_INTROS = {
    "owned-tool-example": "The tool's example of an edit:",
    "owned-format-sample": "The format's sample block:",
    "owned-aider-sample": "Format it like aider's sample edit:",
    "sample-search-replace": "A sample SEARCH/REPLACE block:",
    "for-example-like-this": "Edits work, for example like this:",
}


@pytest.mark.parametrize("intro", list(_ERASED_INTROS.values()), ids=list(_ERASED_INTROS))
def test_an_example_intro_the_new_prose_filters_erase_does_not_apply_the_example(
    intro: str,
) -> None:
    answer = f"{intro}\n\n{_EXAMPLE_N}The real change:\n\n{_REAL_M}"
    result = apply_edits(answer, dict(_FILES))
    if result.ok:
        assert result.files["n.py"] == "z = 3\n", "the example block was applied"


# Class: the WRONG of the first test above (a four-word foreign example intro), with the
# example written as a JSON edit call or a unified diff instead of a SEARCH/REPLACE block.
# How found: the same probe over the other conventions. What the library did: ok, n.py
# changed to z = 30 (under "Ví dụ:" both are refused).
_OTHER_CONVENTION_EXAMPLES = {
    "tool-call": (
        '```json\n{"command": "str_replace", "path": "n.py", "old_str": "z = 3",'
        ' "new_str": "z = 30"}\n```\n\n'
    ),
    "unified-diff": "```diff\n--- a/n.py\n+++ b/n.py\n@@ -1 +1 @@\n-z = 3\n+z = 30\n```\n\n",
}


@pytest.mark.parametrize(
    "example", list(_OTHER_CONVENTION_EXAMPLES.values()), ids=list(_OTHER_CONVENTION_EXAMPLES)
)
def test_a_four_word_foreign_intro_above_another_convention_does_not_apply_the_example(
    example: str,
) -> None:
    answer = f"Đây là một ví dụ:\n\n{example}The real change:\n\n{_REAL_M}"
    result = apply_edits(answer, dict(_FILES))
    if result.ok:
        assert result.files["n.py"] == "z = 3\n", "the example block was applied"
