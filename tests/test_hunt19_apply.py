"""Hunt 19 on the edit appliers: what fix-apply18 landed (``_refuse_contained_edits`` reading
containers at every nesting with ``_CONTAINED_START`` searched anywhere on a line; the
transcript exception narrowed to aider's failure echo; ``block_words`` reading an intro's
words that the block's SEARCH text or path hold; ``unnamed_intro``/``far_example``/
``real_after`` refusing an intro naming nothing of its block before "Now the real edit:").

Searched by ``benchmarks/hunt_hunt19-apply.py`` with real stdlib files (``colorsys.py``,
``keyword.py`` of the running interpreter): the other edit forms the tool-call reader reads
(``<function=...>`` calls, ``create``/``insert`` calls) inside quotes and list items; a demo
of the format whose intro names its own file or quoted code, before "Now the real edit:", in
every convention; SEARCH/REPLACE blocks with 5, 6, 8 markers in quotes (hold: refused); a
quote holding a good edit beside a malformed one (holds: refused); ordinary English
multi-edit answers (numbered lists indented four spaces, "small cleanup" / "actual fix").
Expected files are written by hand from what each answer means.
"""

from __future__ import annotations

import json

import pytest
from test_hunt18_apply import (
    _FILES,
    _HEAD,
    _ISKW,
    _KEYWORD,
    _MEANT_BOTH,
    _MEANT_REAL,
    _RENDER,
    _YIQ,
    _applied,
    _applied_or_refused,
    _indent,
    _sr,
)

from artifact_codec import apply_edits

# (the files, renderers and checks are hunt 18's: the same two stdlib files, edited the same way)

_FUNCTION = (
    "<function=str_replace_editor>\n<parameter=command>str_replace</parameter>\n"
    "<parameter=path>keyword.py</parameter>\n"
    f"<parameter=old_str>{_ISKW}</parameter>\n"
    f"<parameter=new_str>{_ISKW}  # fixed</parameter>\n</function>\n\n"
)


# WRONG (clean): a ``<function=str_replace_editor>`` call (read at the margin) in a quote, a
# quote without a space, a list item in a quote. _CONTAINED_START knows no sign of this form
# ("<function=", "<parameter=old_str>"), so the container is not read again: the edit of
# keyword.py is dropped and colorsys.py alone applied.
@pytest.mark.parametrize("prefix", ["> ", ">", ">   "])
def test_a_function_call_in_a_quote_is_not_dropped(prefix: str) -> None:
    answer = _HEAD + "> Then fix `keyword.py`:\n>\n" + _indent(_FUNCTION, prefix)
    _applied_or_refused(answer, _MEANT_BOTH)


_CREATE = {"command": "create", "path": "new_mod.py", "file_text": "X = 1\n"}
_INSERT = {"command": "insert", "path": "keyword.py", "insert_line": 1, "new_str": "# top"}


# WRONG (clean): a pretty-printed ``create`` or ``insert`` call in a quote. Its key lines
# ("file_text", "insert_line") are no sign of _CONTAINED_START (only "old_str"/"old_string"
# are; a one-line call is refused by another rule), so the call is dropped: new_mod.py is not
# created, the line is not inserted, the answer is applied without it.
@pytest.mark.parametrize("command", ["create", "insert"])
def test_a_pretty_printed_create_or_insert_call_in_a_quote_is_not_dropped(command: str) -> None:
    call = _CREATE if command == "create" else _INSERT
    meant = dict(_MEANT_REAL)
    if command == "create":
        meant["new_mod.py"] = "X = 1\n"
    else:
        lines = _KEYWORD.splitlines(True)
        meant["keyword.py"] = "".join([lines[0], "# top\n", *lines[1:]])
    answer = _HEAD + "> Then:\n>\n" + _indent(f"```json\n{json.dumps(call, indent=2)}\n```\n", "> ")
    _applied_or_refused(answer, meant)


# WRONG (clean), every convention: a demo of the format whose intro names its own file or a
# name its SEARCH text quotes ("on `keyword.py`", "using kwlist"), then "Now the real edit:".
# unnamed_intro returns None for an intro naming a word of block_words, so the real_after
# doubt was never weighed: the demo was applied to keyword.py. (Fixed by fix-apply19: before a
# real edit, an intro speaking of the format itself is doubted, reading.shows_format.)
@pytest.mark.parametrize(
    "intro",
    [
        "First, a quick demo of the edit format on `keyword.py`:",
        "First, a quick demo of the edit format, using kwlist:",
        "To show the format, here is keyword.py:",
    ],
)
@pytest.mark.parametrize("convention", sorted(_RENDER))
def test_a_demo_naming_its_file_before_the_real_edit_is_not_applied(
    convention: str, intro: str
) -> None:
    render = _RENDER[convention]
    answer = (
        f"{intro}\n\n"
        + render("keyword.py", _ISKW, _ISKW + "  # demo")
        + "Now the real edit:\n\n"
        + render("colorsys.py", _YIQ, _YIQ + "  # fixed")
    )
    _applied_or_refused(answer, _MEANT_REAL)


# False refusal (edit-example): numbered list items whose content is indented four spaces (as
# many renderers write it; a fence may stand up to three spaces past the item's content). The
# indented fence line is read as the intro ("`json"), an unread line above a second file; the
# path line of a SEARCH/REPLACE block is not read as its label ("names no file"). (A diff or
# patch in a list item is refused by design, edit-in-container: not tested here.)
@pytest.mark.parametrize("convention", ["search-replace", "str-replace"])
def test_edits_in_numbered_items_indented_four_spaces_are_applied(convention: str) -> None:
    render = _RENDER[convention]
    answer = (
        "1. Fix `colorsys.py`:\n\n"
        + _indent(render("colorsys.py", _YIQ, _YIQ + "  # fixed"), "    ")
        + "2. Then fix `keyword.py`:\n\n"
        + _indent(render("keyword.py", _ISKW, _ISKW + "  # fixed"), "    ")
    )
    _applied(answer, _MEANT_BOTH)


# False refusal (edit-example): "First, a small cleanup:" above one edit and "Now the actual
# fix:" above the other. real_after makes the unnamed first intro doubtful, though a cleanup
# is an edit the model means (no word of the format, no "example").
def test_a_cleanup_before_the_actual_fix_is_applied() -> None:
    answer = (
        "First, a small cleanup:\n\n"
        + _sr("keyword.py", _ISKW, _ISKW + "  # fixed")
        + "Now the actual fix:\n\n"
        + _sr("colorsys.py", _YIQ, _YIQ + "  # fixed")
    )
    _applied(answer, _MEANT_BOTH)


# Holds: SEARCH/REPLACE blocks with 5, 6 or 8 markers in a quote are refused, not dropped.
@pytest.mark.parametrize("count", [5, 6, 8])
def test_a_quoted_block_with_other_marker_counts_is_not_dropped(count: int) -> None:
    block = (
        f"keyword.py\n```python\n{'<' * count} SEARCH\n{_ISKW}\n{'=' * count}\n"
        f"{_ISKW}  # fixed\n{'>' * count} REPLACE\n```\n"
    )
    answer = _HEAD + "> Then fix `keyword.py`:\n>\n" + _indent(block, "> ")
    _applied_or_refused(answer, _MEANT_BOTH)


# Holds: a quote holding a good edit beside a malformed one is refused (the probe's error).
def test_a_quote_with_a_good_and_a_malformed_block_is_not_applied() -> None:
    bad = "keyword.py\n```python\n<<<<<<< SEARCH\nkwlist = [\n=======\nkwlist = [  # x\n```\n"
    answer = _HEAD + _indent(_sr("keyword.py", _ISKW, _ISKW + "  # fixed") + bad, "> ")
    assert not apply_edits(answer, dict(_FILES)).ok


# False refusal (edit-example): "Start here:" above the first of two files' edits, "Next:"
# above the second. Plain English words ("start", "here") are not read as an ordinary intro
# (the kept-open class of "Typo:", but these are no noun phrase of another language's look).
@pytest.mark.parametrize("convention", sorted(_RENDER))
def test_start_here_then_next_is_applied(convention: str) -> None:
    render = _RENDER[convention]
    answer = (
        "Start here:\n\n"
        + render("keyword.py", _ISKW, _ISKW + "  # fixed")
        + "Next:\n\n"
        + render("colorsys.py", _YIQ, _YIQ + "  # fixed")
    )
    _applied(answer, _MEANT_BOTH)


# WRONG (clean), every convention: "Let me show you an example first." one paragraph above an
# intro that names the example's file ("The block below edits `keyword.py`:"). far_example is
# weighed only when unnamed_intro doubts the intro; an intro naming a block_words word is
# never doubted, so the example was applied to keyword.py. (Fixed by fix-apply19: before a
# real edit, far_example is weighed above a named intro too.)
@pytest.mark.parametrize("convention", sorted(_RENDER))
def test_a_far_example_over_an_intro_naming_its_file_is_not_applied(convention: str) -> None:
    render = _RENDER[convention]
    answer = (
        "Let me show you an example first.\n\nThe block below edits `keyword.py`:\n\n"
        + render("keyword.py", _ISKW, _ISKW + "  # example")
        + "Now the real edit:\n\n"
        + render("colorsys.py", _YIQ, _YIQ + "  # fixed")
    )
    _applied_or_refused(answer, _MEANT_REAL)


# WRONG (clean): an apply_patch body without its "*** Begin Patch" line ("*** Update File:"
# first), at the margin or in a quote. No reader starts at "*** Update File:" and the
# contained-edit check knows no such sign, so the fenced patch is neither read nor refused:
# the answer applies without the edit of keyword.py.
@pytest.mark.parametrize("prefix", ["", "> "])
def test_a_patch_without_its_begin_line_is_not_dropped(prefix: str) -> None:
    patch = f"```\n*** Update File: keyword.py\n@@\n-{_ISKW}\n+{_ISKW}  # fixed\n```\n"
    answer = _HEAD + f"{prefix}Then fix `keyword.py`:\n{prefix}\n" + _indent(patch, prefix)
    _applied_or_refused(answer, _MEANT_BOTH)
