"""Hunt 16 on the edit appliers: what fix-apply16 landed (``unread_intro`` reading an intro as
English by its closed-class words, endings and ``_PLAIN_INTRO_WORDS``; ``_refuse_unread_intros``
refusing a block under an unread intro where an example of the format stands).

Searched by ``benchmarks/hunt_hunt16-apply.py``: an example edit of a real stdlib file
(``colorsys.py``, ``keyword.py`` of the running interpreter) shown before or after the real
edit, of the same file or of another, under many intros (English ones that say no "example",
negated ones, abbreviations, French and Dutch lines that share English endings, short ASCII lines
of other languages, an "example" one paragraph up), in five renderings (SEARCH/REPLACE, unified
diff, git diff, apply_patch, a ``str_replace`` call); and ordinary English multi-edit answers
under short noun-phrase intros, numbered steps, headings, words with accents. Expected files
are written by hand from what each answer means.
"""

from __future__ import annotations

import colorsys
import json
import keyword
from pathlib import Path

import pytest

from artifact_codec import apply_edits

_COLORSYS = Path(colorsys.__file__).read_text(encoding="utf-8")
_KEYWORD = Path(keyword.__file__).read_text(encoding="utf-8")
_FILES = {"colorsys.py": _COLORSYS, "keyword.py": _KEYWORD}

_YIQ = "def rgb_to_yiq(r, g, b):"
_RGB = "def yiq_to_rgb(y, i, q):"
_ISKW = "iskeyword = frozenset(kwlist).__contains__"


def _sr(path: str, old: str, new: str) -> str:
    return f"{path}\n```python\n<<<<<<< SEARCH\n{old}\n=======\n{new}\n>>>>>>> REPLACE\n```\n\n"


def _call(path: str, old: str, new: str) -> str:
    call = {"command": "str_replace", "path": path, "old_str": old, "new_str": new}
    return f"```json\n{json.dumps(call)}\n```\n\n"


def _changed(text: str, old: str, new: str) -> str:
    assert text.count(old) == 1
    return text.replace(old, new)


_REAL = _sr("colorsys.py", _YIQ, _YIQ + "  # fixed")
_MEANT_REAL = {"colorsys.py": _changed(_COLORSYS, _YIQ, _YIQ + "  # fixed"), "keyword.py": _KEYWORD}


def _applied_or_refused(answer: str, meant: dict[str, str]) -> None:
    result = apply_edits(answer, dict(_FILES))
    if result.ok:
        assert result.files == meant, "an example of the format was applied as an edit"


def _applied(answer: str, meant: dict[str, str]) -> None:
    result = apply_edits(answer, dict(_FILES))
    assert result.ok, result.feedback()
    assert result.files == meant


# WRONG (clean): the paragraph right above the example says nothing of an example; the one
# before it does ("Here's an example of the format."). example_intro and unread_intro read
# only the paragraph right above the block, so the example of keyword.py is applied.
def test_an_example_announced_one_paragraph_up_is_not_applied() -> None:
    answer = (
        "Here's an example of the format.\n\nIt has a SEARCH part and a REPLACE part:\n\n"
        + _sr("keyword.py", _ISKW, _ISKW + "  # example")
        + "Now the actual change:\n\n"
        + _REAL
    )
    _applied_or_refused(answer, _MEANT_REAL)


# WRONG (clean): an English intro that says the block is no edit ("Don't apply this one:",
# "Not a real edit:") is English by its closed-class words, so it is read as an ordinary
# intro: the block it disowns is applied (any convention; here a str_replace call).
@pytest.mark.parametrize("intro", ["Don't apply this one:", "Not a real edit:"])
def test_a_block_its_intro_disowns_is_not_applied(intro: str) -> None:
    answer = (
        f"{intro}\n\n"
        + _call("keyword.py", _ISKW, _ISKW + "  # example")
        + "Now the actual change:\n\n"
        + _call("colorsys.py", _YIQ, _YIQ + "  # fixed")
    )
    _applied_or_refused(answer, _MEANT_REAL)


# WRONG (clean): "E.g.:" alone is "for example"; its letters are no words for _unread_line
# (one-letter names are dropped), so the line holds no word and is read; "e.g." is in no row
# of EXAMPLE_WORDS. The example of keyword.py is applied.
def test_eg_alone_above_an_example_of_another_file_is_not_applied() -> None:
    answer = "E.g.:\n\n" + _sr("keyword.py", _ISKW, _ISKW + "  # example") + "Now:\n\n" + _REAL
    _applied_or_refused(answer, _MEANT_REAL)


# WRONG (clean): the model restates the format in the instructions' shape ("Each edit is
# written as:") above an instance of it. English, no "example" word: read as an intro.
def test_the_format_restated_above_an_instance_of_another_file_is_not_applied() -> None:
    answer = (
        "Each edit is written as:\n\n"
        + _sr("keyword.py", _ISKW, _ISKW + "  # example")
        + "Now the actual change:\n\n"
        + _REAL
    )
    _applied_or_refused(answer, _MEANT_REAL)


# WRONG (clean): a line of another language that shares English endings ("comment" -ment,
# "modification" -tion, "wijziging" -ing) or closed-class words ("on", "is", German "also",
# "so") has a third of its words read as English, so it is read as an English intro above an
# example of another file, the place the rule refuses a foreign one.
@pytest.mark.parametrize(
    "intro",
    [
        "Voici comment on écrit une modification :",
        "Dit is hoe een wijziging eruitziet:",
        "Also, das Format sieht so aus:",
    ],
    ids=["french", "dutch", "german"],
)
def test_a_foreign_intro_read_as_english_by_shared_words_is_no_intro(intro: str) -> None:
    answer = (
        "Fix colorsys.py:\n\n"
        + _REAL
        + f"{intro}\n\n"
        + _sr("keyword.py", _ISKW, _ISKW + "  # exemple")
    )
    _applied_or_refused(answer, _MEANT_REAL)


# WRONG (clean), by the documented choice: a foreign example intro ("Ví dụ:", surely no
# English intro) above an example of the file the real edit above it edits, as the answer's
# last block: "an example stands apart from the edits it shows", so it is applied.
def test_a_foreign_example_after_the_real_edit_of_the_same_file_is_not_applied() -> None:
    answer = "Fix colorsys.py:\n\n" + _REAL + "Ví dụ:\n\n" + _sr("colorsys.py", _RGB, _RGB + " #")
    _applied_or_refused(answer, _MEANT_REAL)


_BOTH = {
    "colorsys.py": _changed(_COLORSYS, _YIQ, _YIQ + "  # fixed"),
    "keyword.py": _changed(_KEYWORD, _ISKW, _ISKW + "  # fixed"),
}


# False refusal: an English two-file answer whose second edit stands under a short English
# line the library does not know ("Typo:", a numbered step, "Here you go:"): the only edit of
# its file in a multi-file answer under an "unknown" line is refused (edit-example); also the
# last line of a hard-wrapped English paragraph ("fast:"), each line being read alone.
@pytest.mark.parametrize(
    "intro",
    [
        "Typo:",
        "1. Update the parser",
        "Here you go:",
        "Then make the keyword check case-insensitive, so the lookup stays\nfast:",
    ],
    ids=["typo", "numbered-step", "here-you-go", "wrapped-prose"],
)
def test_a_short_english_intro_of_a_second_file_is_applied(intro: str) -> None:
    answer = (
        "Fix colorsys.py:\n\n"
        + _REAL
        + f"{intro}\n\n"
        + _sr("keyword.py", _ISKW, _ISKW + "  # fixed")
    )
    _applied(answer, _BOTH)


_TWICE = {
    "colorsys.py": _changed(
        _changed(_COLORSYS, _YIQ, _YIQ + "  # fixed"), _RGB, _RGB + "  # fixed"
    ),
    "keyword.py": _KEYWORD,
}


# False refusal: English headings without closed-class words, or with one accented word
# ("Café", "naïve"), are read as "surely foreign", and then refuse even an answer that edits
# one file twice (the first block, before another of the same file).
@pytest.mark.parametrize(
    "intro",
    [
        "### Parser: stricter token validation, clearer errors",
        "Café support:",
        "Step two — hue math",
    ],
    ids=["no-closed-class-word", "accented-word", "step-heading"],
)
def test_an_english_heading_above_the_first_of_two_edits_of_one_file_is_applied(
    intro: str,
) -> None:
    answer = f"{intro}\n\n" + _REAL + "Then:\n\n" + _sr("colorsys.py", _RGB, _RGB + "  # fixed")
    _applied(answer, _TWICE)


# Holds (regression): ordinary English intros of a second file are applied.
@pytest.mark.parametrize("intro", ["Next, in keyword.py:", "## Step 2", "Also needs:"])
def test_an_ordinary_english_intro_of_a_second_file_is_applied(intro: str) -> None:
    answer = (
        "Fix colorsys.py:\n\n"
        + _REAL
        + f"{intro}\n\n"
        + _sr("keyword.py", _ISKW, _ISKW + "  # fixed")
    )
    _applied(answer, _BOTH)


def _diff(path: str, text: str, old: str, new: str) -> str:
    rows = text.splitlines(True)
    at = rows.index(old + "\n")
    lo, hi = max(0, at - 2), min(len(rows), at + 3)
    body = "".join(f"-{rows[k]}+{new}\n" if k == at else f" {rows[k]}" for k in range(lo, hi))
    return f"--- a/{path}\n+++ b/{path}\n@@ -{lo + 1},{hi - lo} +{lo + 1},{hi - lo} @@\n{body}"


def _patch(path: str, text: str, old: str, new: str) -> str:
    rows = text.splitlines(True)
    at = rows.index(old + "\n")
    lo, hi = max(0, at - 2), min(len(rows), at + 3)
    body = "".join(f"-{rows[k]}+{new}\n" if k == at else f" {rows[k]}" for k in range(lo, hi))
    return f"*** Begin Patch\n*** Update File: {path}\n@@\n{body}*** End Patch\n"


def _prefixed(text: str, prefix: str) -> str:
    return "".join(
        prefix + line if line.strip() else prefix.rstrip() + "\n" for line in text.splitlines(True)
    )


# WRONG (clean; a real edit dropped): the second file's edit stands in a Markdown list item
# (a diff fence indented under "- Then keyword.py:") or in a block quote (an apply_patch
# behind "> "): its block is not read at all, no diagnostic says so, and the answer is applied
# with the first file's edit only. (A labelled whole file in a block quote is refused,
# quoted-file; an edit there is silently dropped.)
@pytest.mark.parametrize(
    "second",
    [
        "- Then keyword.py:\n\n"
        + _prefixed(
            "```diff\n" + _diff("keyword.py", _KEYWORD, _ISKW, _ISKW + "  # fixed") + "```\n", "  "
        ),
        "> Then keyword.py:\n>\n"
        + _prefixed(_patch("keyword.py", _KEYWORD, _ISKW, _ISKW + "  # fixed"), "> "),
    ],
    ids=["list-item-diff", "quoted-patch"],
)
def test_an_edit_of_a_second_file_in_a_list_item_or_quote_is_not_dropped(second: str) -> None:
    answer = "Fix colorsys.py:\n\n" + _REAL + second
    result = apply_edits(answer, dict(_FILES))
    if result.ok:
        assert result.files == _BOTH, "the edit of keyword.py was dropped"
