"""Failing tests found by an attack on ``apply_edits`` where hunt3-apply did not go (hunt5-apply).

Each test is one finding, minimized by hand from probes of the classes in
``benchmarks/hunt_hunt5-apply.py`` (repeated blocks, elision gaps, earlier operations that
write another place's old text): an ``ok`` result over a file that differs from what the model
meant, or that picks one of two readings without naming the other. Expected values are written
by hand from the edit's meaning, not from the implementation's output. The tests fail by
design until the applier is fixed.
"""

from __future__ import annotations

import re

from artifact_codec import apply_edits
from artifact_codec.apply import EditResult


def _refused_or(result: EditResult, path: str, wanted: str) -> None:
    """Either the edit set is refused, or the file is the one the model meant."""
    assert not result.ok or result.files[path] == wanted, (result.ok, result.files[path])


def _search_replace(path: str, old: str, new: str) -> str:
    return f"{path}\n```\n<<<<<<< SEARCH\n{old}=======\n{new}>>>>>>> REPLACE\n```\n\n"


# --- class: elision gap runs out of the block its quote opens (the block rule is skipped) ---
#
# Found by hand probes of the "elision gaps whose ends match elsewhere" class: the rule "a gap
# stays inside the block the old text's first line opens" looks only at the FIRST line of the
# old text. When that line is a decorator, a comment, or an opener written with a comment
# after its colon, no block is seen, and the gap runs into the next function: a quote that
# names ``a`` edits ``b``. With the opener as the first line, each of these is refused
# ("the gap would run to line N, which is outside that block").

_PROPERTIES = (
    "class C:\n"
    "    @property\n    def a(self):\n        return self._a\n\n"
    "    @property\n    def b(self):\n        return self._b\n"
)


def test_elision_after_a_decorator_edits_the_next_method() -> None:
    """Input: two properties ``a`` and ``b``; a SEARCH/REPLACE block quotes ``@property`` /
    ``def a(self):`` / ``...`` / ``return self._b`` (a line ``a`` does not have) and changes
    that last line.

    Happened: ``ok``, rung ``elision``, "applied at lines 2-8": the gap stood for all of ``a``,
    a blank line, ``@property`` and ``def b(self):``; ``b`` was edited by a block that names
    ``a``. The same quote without its ``@property`` line is refused (the gap would run out of
    ``def a``'s block).

    Expected: refused (the quoted ``def a`` has no ``return self._b``); never ``b`` edited.
    """
    old = "    @property\n    def a(self):\n        ...\n        return self._b\n"
    new = "    @property\n    def a(self):\n        ...\n        return self._b + 1\n"
    result = apply_edits(_search_replace("m.py", old, new), {"m.py": _PROPERTIES})
    assert not result.ok, result.files["m.py"]


def test_elision_after_a_comment_line_edits_the_next_function() -> None:
    """Input: ``// helpers`` then ``function a() { return 1; }`` and ``function b() { return
    2; }``; a block quotes ``// helpers`` / ``function a() {`` / ``// ...`` / ``return 2;``
    and changes the last line.

    Happened: ``ok``, rung ``elision``, "applied at lines 1-7": ``b``'s ``return 2;`` became
    ``return 3;`` by a block whose function line is ``a``'s. Without the comment line the same
    quote is refused.

    Expected: refused.
    """
    js = "// helpers\nfunction a() {\n  return 1;\n}\n\nfunction b() {\n  return 2;\n}\n"
    old = "// helpers\nfunction a() {\n  // ...\n  return 2;\n"
    new = "// helpers\nfunction a() {\n  // ...\n  return 3;\n"
    result = apply_edits(_search_replace("m.js", old, new), {"m.js": js})
    assert not result.ok, result.files["m.js"]


def test_elision_after_an_opener_with_a_trailing_comment_edits_the_next_function() -> None:
    """Input: ``def f(a):  # doc`` / ``return a`` and ``def g():`` / ``return 0``; a block
    quotes ``def f(a):  # doc`` / ``...`` / ``return 0`` and changes the last line.

    Happened: ``ok``, rung ``elision``: ``g`` returns 1. The first line opens a block but does
    not END with ``:`` (a comment follows), so the block rule did not apply; ``def f(a):``
    alone is refused.

    Expected: refused (``f`` has no ``return 0``).
    """
    py = "def f(a):  # doc\n    return a\n\n\ndef g():\n    return 0\n"
    old = "def f(a):  # doc\n    ...\n    return 0\n"
    new = "def f(a):  # doc\n    ...\n    return 1\n"
    result = apply_edits(_search_replace("m.py", old, new), {"m.py": py})
    assert not result.ok, result.files["m.py"]


# --- class: a diff applied a second time edits the other copy of its lines ---
#
# Found by hand probes of the "diff whose change was already applied" class, on a file with
# two identical test bodies (generated tests, table rows).


def test_diff_applied_twice_edits_the_other_copy_far_from_its_line_number() -> None:
    """Input: ``test_0`` (lines 1-3) and ``test_1`` (lines 41-43) have the same body. A diff
    ``@@ -2,2 +2,2 @@`` changes ``test_0``'s ``assertEqual(value, 1)`` to ``2``, and the file
    given already has that change (the answer was applied once, or the model repeats an edit
    it made before).

    Happened: ``ok``, rung ``exact``, "applied at lines 42-43": the hunk's old text is now only
    in ``test_1``, 40 lines from the diff's own line number (the first hunk of the file, so
    its number is trusted), where the hunk's new text stands already. ``test_1`` was changed by
    a diff that never named it. The fuzzy rung refuses a hunk whose new text is in the file
    ("applied before?"); the exact rung did not look.

    Expected: refused (new text already at the line number: applied before?); the file as given.
    """
    copies = "    value = make(0)\n    self.assertEqual(value, 1)\n"
    helpers = "".join(f"def helper_{k}():\n    pass\n\n" for k in range(12))
    given = (
        "def test_0(self):\n    value = make(0)\n    self.assertEqual(value, 2)\n\n"
        + helpers
        + "def test_1(self):\n"
        + copies
    )
    answer = (
        "```diff\n--- a/m.py\n+++ b/m.py\n@@ -2,2 +2,2 @@\n"
        "     value = make(0)\n-    self.assertEqual(value, 1)\n+    self.assertEqual(value, 2)\n"
        "```\n"
    )
    _refused_or(apply_edits(answer, {"m.py": given}), "m.py", given)


# --- class: an earlier operation writes another place's old text (two readings, unnamed) ---
#
# Found by the "edit whose new text equals another place's old text" probes. Operations apply
# in order, so a later operation may edit what an earlier one wrote (documented). But when the
# later operation's old text, in the file the model saw, matched ONE other place (loosely:
# another indentation, a trailing blank), it has a second reading: the model quoted that
# place. The documented rule refuses the converse (more places before the earlier operation
# than after); here the earlier operation made the match closer, and the result names no
# other place.


def test_later_operation_edits_the_copy_an_earlier_one_wrote_not_the_method_it_quoted() -> None:
    """Input: ``x = 0`` then ``class A`` with method ``g`` (``return None``). An aider block
    replaces ``x = 0`` by a top-level ``def g(self): return None`` (the same lines, dedented);
    then a V4A patch quotes ``def g(self):`` / ``return None`` dedented (models quote methods
    so) and changes it to ``return 1``.

    Happened: ``ok``, rung ``exact`` for both, the patch "applied at lines 1-2 exactly": the
    copy the aider block had just written was changed; ``A.g`` kept ``return None``; no
    outcome names ``A.g`` (lines 3-4), the one place the patch's lines stood in the file
    given (under the ``indentation`` rung).

    Expected: refused, or the outcome names the other reading (lines 3-4).
    """
    given = "x = 0\nclass A:\n    def g(self):\n        return None\n"
    answer = _search_replace("m.py", "x = 0\n", "def g(self):\n    return None\n") + (
        "*** Begin Patch\n*** Update File: m.py\n@@\n def g(self):\n-    return None\n"
        "+    return 1\n*** End Patch\n"
    )
    result = apply_edits(answer, {"m.py": given})
    message = result.outcomes[-1].message
    assert not result.ok or re.search(r"\blines? 3\b", message), message


def test_later_call_edits_the_line_an_earlier_block_wrote_not_the_one_with_a_trailing_blank() -> (
    None
):
    """Input: ``f`` sets ``a = 1``; ``g`` sets ``b = 2`` with a trailing blank (the model did not
    see it). An aider block changes ``a = 1`` to ``b = 2``; then a ``str_replace`` call
    changes ``b = 2`` to ``b = 3``.

    Happened: ``ok``, both ``exact`` at line 2: ``f``'s new line became ``b = 3``; ``g``
    (line 5, the one place of ``b = 2`` in the file given, under ``trailing-whitespace``) was
    not changed and not named.

    Expected: refused, or the outcome names line 5.
    """
    given = "def f():\n    a = 1\n\ndef g():\n    b = 2 \n"
    answer = _search_replace("m.py", "    a = 1\n", "    b = 2\n") + (
        '```json\n{"command": "str_replace", "path": "m.py", "old_str": "    b = 2\\n", '
        '"new_str": "    b = 3\\n"}\n```\n'
    )
    result = apply_edits(answer, {"m.py": given})
    message = result.outcomes[-1].message
    assert not result.ok or re.search(r"\blines? 5\b", message), message


# --- class: a line number is not moved by an earlier OPERATION's hunks on the same file ---
#
# Found by hand probes of "edits in one answer to the same file in two conventions" with
# "line hints": within one diff, a hunk's line number moves by the lines the file's earlier
# hunks above it removed (documented, and it works); across operations (an aider block, or a
# V4A patch, then a diff of the same file) it does not, so the number lands on the other copy.

_HEAD = "".join(f"old_{k} = {k}\n" for k in range(31))  # lines 1-31, removed by the first edit
_BLOCK = "    value = make(0)\n    check(value)\n"
_SHIFTED = (
    _HEAD
    + "".join(f"keep_{k} = {k}\n" for k in range(8))
    + _BLOCK  # lines 40-41: the copy the diff names
    + "".join(f"more_{k} = {k}\n" for k in range(29))
    + _BLOCK  # lines 71-72
)
_SHIFTED_DIFF = (
    "```diff\n--- a/m.py\n+++ b/m.py\n@@ -40,2 +40,2 @@\n"
    "     value = make(0)\n-    check(value)\n+    check(value, 1)\n```\n"
)


def test_line_number_after_an_earlier_block_that_removed_lines_picks_the_other_copy() -> None:
    """Input: a file with the same two lines at lines 40-41 and 71-72; an aider block removes
    lines 1-31; then a diff ``@@ -40,2 +40,2 @@`` (numbers of the file the model saw) changes
    ``check(value)`` in the copy at line 40.

    Happened: ``ok``, rung ``line-hint``, "applied at lines 40-41 exactly; it also matches at
    line 9: the line number 40 picked this one": after the block, the copy the diff names is
    at line 9 and line 40 holds the OTHER copy (line 71 of the file the model saw). The same
    two changes as two hunks of one diff are applied right (line 9).

    Expected: the copy at line 40 of the given file changed (line 9 after the block), or
    refused.
    """
    wanted = _SHIFTED[len(_HEAD) :].replace("check(value)\n", "check(value, 1)\n", 1)
    answer = _search_replace("m.py", _HEAD, "") + _SHIFTED_DIFF
    _refused_or(apply_edits(answer, {"m.py": _SHIFTED}), "m.py", wanted)


# --- class: a later hunk of ONE operation, whose exact place an earlier hunk changed, is
# applied loosely elsewhere ---
#
# Found by hand probes of "hunks that overlap". Across operations this is refused ("in the
# file as it was before them its old text stood at line 2, and an earlier edit changed a
# place of those"), and within one diff by line numbers ("the hunks of one diff must not
# overlap"); within one operation without line numbers (aider blocks for one file, V4A chunks
# of one ``*** Update File``) the hunks "are sequential and do not count against each other",
# so the second hunk falls to a looser rung and lands on another function.


def test_second_block_for_a_line_the_first_changed_edits_another_function_loosely() -> None:
    """Input: ``f`` has ``b = 2``; ``g`` has ``b = 2`` with a trailing blank. Two aider blocks
    for the file both quote ``f``'s ``b = 2`` exactly (the model changed its mind: ``3``,
    then ``4``).

    Happened: ``ok``; block 1 ``exact`` at line 2, block 2 ``trailing-whitespace`` "applied at
    line 5": ``g``'s line, which neither block quoted as it is, became ``b = 4``. The same as
    two operations (a block, then a ``str_replace`` call) is refused as ambiguous; V4A chunks
    of one update do the same as the blocks.

    Expected: refused (block 2's old text was, exactly, the line block 1 changed).
    """
    given = "def f():\n    b = 2\n\ndef g():\n    b = 2 \n"
    answer = _search_replace("m.py", "    b = 2\n", "    b = 3\n") + (
        "```\n<<<<<<< SEARCH\n    b = 2\n=======\n    b = 4\n>>>>>>> REPLACE\n```\n"
    )
    result = apply_edits(answer, {"m.py": given})
    assert not result.ok, result.files["m.py"]


# --- class: a tab-indented quote is placed by an indentation shift where a tab-for-spaces
# reading stands too ---
#
# Found by the ``loose`` generator of ``benchmarks/hunt_hunt5-apply.py`` (the quote's four
# spaces written as a tab, as models do for tab-indented code): ``hmac.py``'s method docstring
# closer quoted as a tab and ``\"\"\"`` was applied to the module docstring's closer.


def test_tab_indented_quote_edits_the_unindented_line_not_the_space_indented_one() -> None:
    """Input: a module docstring closed by ``\"\"\"`` at column 0 (line 2) and ``f``'s docstring
    closed by four spaces and ``\"\"\"`` (line 6). A SEARCH/REPLACE block quotes a tab and
    ``\"\"\"`` and adds a comment to it.

    Happened: ``ok``, rung ``indentation``, "applied at line 2 re-indented: the file is
    indented 1 tab less": the module's closer changed. Line 6, the same text with four spaces
    for the tab (a reading the docs name: "the same lines with any other indentation (a tab
    for four spaces too)"), was not counted or named.

    Expected: refused (two readings: one tab more than line 2, or a tab for line 6's spaces).
    """
    given = '"""Module.\n"""\n\ndef f():\n    """Doc.\n    """\n    return 1\n'
    answer = _search_replace("m.py", '\t"""\n', '\t"""  # end\n')
    result = apply_edits(answer, {"m.py": given})
    assert not result.ok, result.files["m.py"]


# --- class: a whole file the answer calls unchanged replaces the file with an excerpt ---
#
# Found by hand probes of "change a file no edit names": an edit answer that also shows a
# part of another file for reference. The label reader lists "unchanged" among harmless label
# notes (a whole file sent again as it is), so the excerpt becomes a whole file, and
# ``apply_edits`` writes it over the file it was given, which it differs from.


def test_file_labelled_unchanged_replaces_the_given_file_with_an_excerpt() -> None:
    """Input: ``app.py`` and ``utils.py`` (7 lines: ``helper`` and ``other``). The answer has
    an aider block for ``app.py`` and, under ``### utils.py (unchanged)``, a fence with
    ``helper`` alone (2 lines) for reference.

    Happened: ``ok``; outcome "utils.py: applied (whole-file): replaced (2 lines)": ``other``
    and the import were deleted from a file the answer says it did not change. (A label
    ``utils.py (excerpt):`` is refused: "says it holds only part of the file".)

    Expected: ``utils.py`` as given (a file called unchanged is not changed), or refused (its
    content differs from the file it says is unchanged).
    """
    utils = "import sys\n\ndef helper():\n    return 1\n\ndef other():\n    return 2\n"
    files = {"app.py": "import os\nx = 1\n", "utils.py": utils}
    answer = _search_replace("app.py", "x = 1\n", "x = helper()\n") + (
        "### utils.py (unchanged)\n```python\ndef helper():\n    return 1\n```\n"
    )
    _refused_or(apply_edits(answer, files), "utils.py", utils)
