"""Hunt 18 on the edit appliers: what fix-apply17 landed (``_refuse_contained_edits``: an edit
block in a list item or block quote the readers do not read is refused, edit-in-container,
and a quote with text after its edit is a transcript; ``example_intro`` reading up to 40 lines
above a block for "example" with a format word; ``says_real_edit`` ("Now the actual change:");
``_unread_line``'s measure of English; ``_refuse_unread_intros``).

Searched by ``benchmarks/hunt_hunt18-apply.py``: an example edit of a real stdlib file
(``colorsys.py``, ``keyword.py`` of the running interpreter) shown before the real edit and
a later "Now the real edit:", under English intros without a word of EXAMPLE_WORDS ("demo",
"template", "To show the format") and under a far "example" line without a format word, and
under Spanish, Tagalog, Swahili, Turkish intros (control); a real edit of a second file in
containers (list item, quote with a remark after it, quote inside a list item, list inside a
quote, nested list item, ``>`` with no space, HTML ``<details>``) in six renderings
(SEARCH/REPLACE, fenced and bare unified diff, apply_patch, one-line and pretty-printed
``str_replace`` calls); short English intros naming the code ("Refactor iskeyword:"). Expected
files are written by hand from what each answer means.
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
_ISKW = "iskeyword = frozenset(kwlist).__contains__"


def _sr(path: str, old: str, new: str) -> str:
    return f"{path}\n```python\n<<<<<<< SEARCH\n{old}\n=======\n{new}\n>>>>>>> REPLACE\n```\n\n"


def _diff(path: str, old: str, new: str) -> str:
    return f"```diff\n--- a/{path}\n+++ b/{path}\n@@ -1 +1 @@\n-{old}\n+{new}\n```\n\n"


def _patch(path: str, old: str, new: str) -> str:
    return (
        f"```\n*** Begin Patch\n*** Update File: {path}\n@@\n-{old}\n+{new}\n*** End Patch\n```\n\n"
    )


def _call(path: str, old: str, new: str, indent: int | None = None) -> str:
    call = {"command": "str_replace", "path": path, "old_str": old, "new_str": new}
    return f"```json\n{json.dumps(call, indent=indent)}\n```\n\n"


def _changed(text: str, old: str, new: str) -> str:
    assert text.count(old) == 1
    return text.replace(old, new)


def _indent(text: str, prefix: str) -> str:
    return "".join(prefix + line if line.strip() else line for line in text.splitlines(True))


_RENDER = {"search-replace": _sr, "diff": _diff, "apply-patch": _patch, "str-replace": _call}
_MEANT_REAL = {"colorsys.py": _changed(_COLORSYS, _YIQ, _YIQ + "  # fixed"), "keyword.py": _KEYWORD}
_MEANT_BOTH = {
    "colorsys.py": _MEANT_REAL["colorsys.py"],
    "keyword.py": _changed(_KEYWORD, _ISKW, _ISKW + "  # fixed"),
}
_HEAD = "Fix `colorsys.py`:\n\n" + _diff("colorsys.py", _YIQ, _YIQ + "  # fixed")


def _applied_or_refused(answer: str, meant: dict[str, str]) -> None:
    result = apply_edits(answer, dict(_FILES))
    if result.ok:
        assert result.files == meant, "the files applied are not the files the model meant"


def _applied(answer: str, meant: dict[str, str]) -> None:
    result = apply_edits(answer, dict(_FILES))
    assert result.ok, result.feedback()
    assert result.files == meant


# WRONG (clean), every convention: an English intro that shows the format without a word of
# EXAMPLE_WORDS ("demo") above a block of keyword.py, then "Now the real edit:" above the edit
# of colorsys.py. says_real_edit is weighed only under an unread intro; the English intro is
# read as an ordinary one, so the demo is applied to keyword.py.
@pytest.mark.parametrize("convention", sorted(_RENDER))
def test_a_demo_of_the_format_before_the_real_edit_is_not_applied(convention: str) -> None:
    render = _RENDER[convention]
    answer = (
        "First, a quick demo of the edit format:\n\n"
        + render("keyword.py", _ISKW, _ISKW + "  # demo")
        + "Now the real edit:\n\n"
        + render("colorsys.py", _YIQ, _YIQ + "  # fixed")
    )
    _applied_or_refused(answer, _MEANT_REAL)


# WRONG (clean): "Let me show you an example first." one paragraph above the example's own
# English intro. example_intro's far look-back needs a format word (format, SEARCH, diff...)
# on the "example" line, so the example of keyword.py is applied.
def test_an_example_announced_up_without_a_format_word_is_not_applied() -> None:
    answer = (
        "Let me show you an example first.\n\n"
        "The block names the file, then the old lines, then the new ones:\n\n"
        + _sr("keyword.py", _ISKW, _ISKW + "  # example")
        + "Now the real edit:\n\n"
        + _sr("colorsys.py", _YIQ, _YIQ + "  # fixed")
    )
    _applied_or_refused(answer, _MEANT_REAL)


# WRONG (clean): the edit of keyword.py in a quote, a remark after it in the same quote. The
# transcript rule (text after the quoted edit) skips the refusal and the quote is not read:
# the answer is applied without the keyword.py edit.
def test_a_quoted_edit_with_a_remark_after_it_is_not_dropped() -> None:
    answer = (
        _HEAD
        + "> Then fix `keyword.py`:\n"
        + _indent(_diff("keyword.py", _ISKW, _ISKW + "  # fixed").rstrip("\n") + "\n", "> ")
        + "> This keeps them consistent.\n"
    )
    _applied_or_refused(answer, _MEANT_BOTH)


# WRONG (clean): a quote inside a list item (four spaces before "> "). _QUOTE_MARKS allows three
# spaces, so the container is not read again and the SEARCH/REPLACE block is dropped.
def test_an_edit_in_a_quote_inside_a_list_item_is_not_dropped() -> None:
    answer = (
        "Fix `colorsys.py`:\n\n"
        + _sr("colorsys.py", _YIQ, _YIQ + "  # fixed")
        + "- Then fix `keyword.py`:\n\n"
        + _indent(_sr("keyword.py", _ISKW, _ISKW + "  # fixed"), "    > ")
    )
    _applied_or_refused(answer, _MEANT_BOTH)


# WRONG (clean): a list item inside a quote (">   ```diff"). Without the quote marks the diff is
# still indented, which the reading without containers does not read: dropped.
def test_an_edit_in_a_list_item_inside_a_quote_is_not_dropped() -> None:
    answer = (
        _HEAD
        + "> - Then fix `keyword.py`:\n>\n"
        + _indent(_diff("keyword.py", _ISKW, _ISKW + "  # fixed"), ">   ")
    )
    _applied_or_refused(answer, _MEANT_BOTH)


# WRONG (clean): a diff in a nested list item (six spaces). The container's lines are cut by the
# outer item's indentation (two), the diff stays indented and is not read: dropped.
def test_an_edit_in_a_nested_list_item_is_not_dropped() -> None:
    answer = (
        _HEAD
        + "- Then:\n  - fix `keyword.py`:\n\n"
        + _indent(_diff("keyword.py", _ISKW, _ISKW + "  # fixed"), "      ")
    )
    _applied_or_refused(answer, _MEANT_BOTH)


# WRONG (clean): a quote written ">" with no space (CommonMark's block quote). _CONTAINER
# needs a blank after ">", so the quoted diff is neither read nor refused: dropped.
def test_an_edit_in_a_quote_without_a_space_is_not_dropped() -> None:
    answer = (
        _HEAD
        + ">Then fix `keyword.py`:\n"
        + _indent(_diff("keyword.py", _ISKW, _ISKW + "  # fixed"), ">")
    )
    _applied_or_refused(answer, _MEANT_BOTH)


# WRONG (clean): a pretty-printed str_replace call in a quote. Its "old_str" line is indented
# inside the quote, so _CONTAINED_START (which reads right after the marks) never sees it.
def test_a_pretty_printed_call_in_a_quote_is_not_dropped() -> None:
    answer = (
        _HEAD
        + "> Then fix `keyword.py`:\n>\n"
        + _indent(_call("keyword.py", _ISKW, _ISKW + "  # fixed", indent=2), "> ")
    )
    _applied_or_refused(answer, _MEANT_BOTH)


# False refusal (edit-example): a short English intro that names the code it edits (an
# identifier of the SEARCH text, the file's stem) above the only edit of a second file. The
# words are unknown to the lists though the answer's own text holds them.
@pytest.mark.parametrize(
    "intro", ["Refactor iskeyword:", "Bump kwlist:", "Minor cleanup in keyword:"]
)
def test_an_intro_naming_the_code_it_edits_is_applied(intro: str) -> None:
    answer = _HEAD + f"{intro}\n\n" + _diff("keyword.py", _ISKW, _ISKW + "  # fixed")
    _applied(answer, _MEANT_BOTH)


# Holds: SEARCH/REPLACE blocks and str_replace calls in numbered list items are read.
@pytest.mark.parametrize("convention", ["search-replace", "str-replace"])
def test_edits_in_numbered_list_items_are_applied(convention: str) -> None:
    render = _RENDER[convention]
    answer = (
        "1. Fix `colorsys.py`:\n\n"
        + _indent(render("colorsys.py", _YIQ, _YIQ + "  # fixed"), "   ")
        + "2. Then fix `keyword.py`:\n\n"
        + _indent(render("keyword.py", _ISKW, _ISKW + "  # fixed"), "   ")
    )
    _applied(answer, _MEANT_BOTH)


# Holds: an edit inside an HTML <details> element is read.
def test_an_edit_in_html_details_is_applied() -> None:
    answer = (
        _HEAD
        + "<details>\n<summary>Then fix keyword.py</summary>\n\n"
        + _diff("keyword.py", _ISKW, _ISKW + "  # fixed")
        + "</details>\n"
    )
    _applied(answer, _MEANT_BOTH)


# Holds: a Spanish example of the format before "Ahora el cambio real:" is not applied.
def test_a_spanish_example_before_the_real_change_is_not_applied() -> None:
    answer = (
        "Ejemplo del formato:\n\n"
        + _sr("keyword.py", _ISKW, _ISKW + "  # example")
        + "Ahora el cambio real:\n\n"
        + _sr("colorsys.py", _YIQ, _YIQ + "  # fixed")
    )
    _applied_or_refused(answer, _MEANT_REAL)
