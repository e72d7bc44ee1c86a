"""Failing tests found by an attack on the applier rules of docs/edits.md (hunt6-apply).

Each test is one finding, minimized by hand from probes (``benchmarks/hunt_hunt6-apply.py``
and hand probes): an ``ok`` result over a file that differs from what the model meant, or a
correct ordinary edit refused. Expected values are written by hand from the answer's meaning,
not from the implementation's output. The tests fail by design until the applier is fixed.
"""

from __future__ import annotations

from artifact_codec import apply_edits, parse_response

# --- class: a whole file labelled "(unchanged)" replaces the given file --------------------
#
# Found by hand probes of the label check (docs/edits.md: "A whole file whose label says it is
# unchanged ... is refused"). The check reads the label lines from the answer's TEXT, so it is
# skipped when the answer reaches apply_edits as a ParseResult, and it looks only at the line
# right above the fence, so one blank line between label and fence (which the reader still
# accepts as the block's label) skips it too. In both, a two-line excerpt shown "for
# reference" replaced the whole six-line file, ``ok``.

_UTILS = "def a():\n    return 1\n\n\ndef b():\n    return 2\n"
_MAIN = "import utils\nprint(utils.a())\n"
_NEW_MAIN = "import utils\nprint(utils.a(), utils.b())\n"
_EXCERPT = "def a():\n    return 1\n"


def _answer(between: str) -> str:
    return (
        f"Here:\n\n### main.py\n```python\n{_NEW_MAIN}```\n\n"
        f"### utils.py (unchanged){between}```python\n{_EXCERPT}```\n"
    )


def test_unchanged_label_is_ignored_when_the_answer_is_a_parse_result() -> None:
    """Input: main.py rewritten whole, then ``### utils.py (unchanged)`` over a 2-line excerpt
    of the 6-line utils.py; the same answer as a str is refused ("labelled unchanged, but the
    file under that label differs").

    Happened: ``apply_edits(parse_response(answer), files)`` is ``ok`` and utils.py is the
    2-line excerpt (``def b`` gone).

    Expected: refused like the str answer, or utils.py kept as given.
    """
    answer = _answer("\n")
    files = {"utils.py": _UTILS, "main.py": _MAIN}
    assert not apply_edits(answer, files).ok  # the str path refuses: the rule exists
    result = apply_edits(parse_response(answer), files)
    assert not result.ok or result.files["utils.py"] == _UTILS, result.files["utils.py"]


def test_unchanged_label_one_blank_line_above_the_fence() -> None:
    """Input: as above, as a str, with one blank line between ``### utils.py (unchanged)``
    and the fence (the reader still takes the line as the block's label).

    Happened: ``ok``; utils.py is the 2-line excerpt.

    Expected: refused, or utils.py kept as given.
    """
    result = apply_edits(_answer("\n\n"), {"utils.py": _UTILS, "main.py": _MAIN})
    assert not result.ok or result.files["utils.py"] == _UTILS, result.files["utils.py"]


def _search_replace(path: str, old: str, new: str) -> str:
    return f"{path}\n```\n<<<<<<< SEARCH\n{old}=======\n{new}>>>>>>> REPLACE\n```\n\n"


# --- class: an elided quote refused although its block holds one reading only (rate) -------
#
# Found by hand probes of "a gap stays inside the innermost block its quote opens": the gap of
# ``def a():`` / ``x = 1`` / ``...`` / ``return x`` can end at a's ``return x`` (inside a) or
# at b's (the gap would run over ``def b():``, out of a's block, which the rule refuses). One
# reading is left, yet the hunk is refused as "fits the file in more than one way". The same
# quote with a line more after the gap (``z = 3``) applies. On real files
# (``benchmarks/hunt_hunt6-apply.py``, ``elide-def``, seed 0, stdlib only) 12 of 13 such
# refusals quote a def that stands once and a last line that stands once inside it (and
# elsewhere outside).

_TWO_DEFS = (
    "def a():\n    x = 1\n    y = 2\n    z = 3\n    return x\n\n\n"
    "def b():\n    x = 1\n    return x\n"
)
_A_CHANGED = _TWO_DEFS.replace("    z = 3\n    return x\n", "    z = 3\n    return x + 1\n")


def test_elided_quote_of_one_function_whose_last_line_ends_the_next_too() -> None:
    """Input: SEARCH ``def a():`` / ``    x = 1`` / ``    ...`` / ``    return x``, REPLACE the
    same with ``return x + 1``; ``def b`` below also ends with ``return x``.

    Happened: refused, "fits the file in more than one way ... its first lines are at lines
    1-2".

    Expected: ``ok``, a's ``return x`` changed (the gap may not run into ``def b``).
    """
    old = "def a():\n    x = 1\n    ...\n    return x\n"
    new = "def a():\n    x = 1\n    ...\n    return x + 1\n"
    result = apply_edits(_search_replace("m.py", old, new), {"m.py": _TWO_DEFS})
    assert result.ok, [o.message for o in result.outcomes]
    assert result.files["m.py"] == _A_CHANGED


def test_v4a_hunk_scoped_to_a_function_with_an_elision() -> None:
    """Input: a Codex V4A patch ``@@ def a():`` / `` x = 1`` / `` ...`` / ``-return x`` /
    ``+return x + 1`` over the same file: the scope line and the block both name ``a``.

    Happened: refused, "fits the file in more than one way ... (its first lines are at line
    2, line 9, ...)": the scope ``def a():`` did not pick a's ``x = 1``.

    Expected: ``ok``, a's ``return x`` changed.
    """
    patch = (
        "*** Begin Patch\n*** Update File: m.py\n@@ def a():\n     x = 1\n     ...\n"
        "-    return x\n+    return x + 1\n*** End Patch\n"
    )
    result = apply_edits(patch, {"m.py": _TWO_DEFS})
    assert result.ok, [o.message for o in result.outcomes]
    assert result.files["m.py"] == _A_CHANGED


# --- class: a deletion sent again edits the other copy (applied before, not refused) --------
#
# Found by hand probes of ``_refuse_applied_before`` with "a diff applied twice": the rule
# looks for the hunk's new text elsewhere only when it holds a kept line AND a written one,
# or with a line number. A deletion's new text is kept lines only, so a deletion re-sent
# after it was applied (the file given has it) finds the old text at the OTHER copy of the
# block and deletes there, ``ok``. The same hunk with its line number is refused ("its new
# text stands already at lines 5-7, where its line number 5 says"); in the file before the
# first application the quote matched both copies and was refused as ambiguous.

_BLOCK = "    if x:\n        log(x)\n        return None\n    return x\n"
_SOURCE = "import os\n\n\ndef a(x):\n" + _BLOCK + "\n\ndef b(x):\n" + _BLOCK
_A_DONE = _SOURCE.replace("        log(x)\n", "", 1)


def test_deletion_sent_again_deletes_in_the_other_copy() -> None:
    """Input: the file with a's ``log(x)`` already deleted; the SEARCH/REPLACE that deleted it
    (4 lines of a's block, ``log(x)`` dropped) sent again, no line number.

    Happened: ``ok``, rung exact, "applied at lines 11-14": b's ``log(x)`` deleted too,
    although the block's new text (3 lines) stands as whole lines at a, which no edit of
    this answer wrote.

    Expected: refused as "applied before" (as with a line number), or the file unchanged.
    """
    new = _BLOCK.replace("        log(x)\n", "")
    result = apply_edits(_search_replace("m.py", _BLOCK, new), {"m.py": _A_DONE})
    assert not result.ok or result.files["m.py"] == _A_DONE, result.files["m.py"]


# --- class: making one function like another is refused as "applied before" (rate) ---------
#
# Found by hand probes of ``_refuse_applied_before`` without a line number: a hunk whose new
# text holds a kept line and a written line that stand elsewhere is refused. The ordinary
# "do here what the other method does" edit has exactly that shape: its new text is the other
# method's lines, while its old text stands at one place only.

_STREAMS = (
    "class S:\n    def flush_a(self):\n        self.buf.flush()\n        self.buf.close()\n\n"
    "    def flush_b(self):\n        self.buf.flush()\n        return None\n"
)


def test_making_a_method_like_its_neighbour_is_refused() -> None:
    """Input: SEARCH ``self.buf.flush()`` / ``return None`` (flush_b's two lines, at one place
    only), REPLACE ``self.buf.flush()`` / ``self.buf.close()`` (flush_a's lines).

    Happened: refused, "would change lines 7-8, but its new text stands already at lines
    3-4: it may have been applied before".

    Expected: ``ok``, flush_b's ``return None`` replaced (the old text stands once; flush_a
    was never the quoted place: it does not hold ``return None``).
    """
    old = "        self.buf.flush()\n        return None\n"
    new = "        self.buf.flush()\n        self.buf.close()\n"
    result = apply_edits(_search_replace("m.py", old, new), {"m.py": _STREAMS})
    assert result.ok, [o.message for o in result.outcomes]
    assert result.files["m.py"] == _STREAMS.replace(old, new)


# --- class: a gap at an inner opener's own level is held inside that opener's block (rate) --
#
# Found by ``benchmarks/hunt_hunt6-apply.py`` (``elide-def``: 8 of 88 quotes of real stdlib
# functions refused this way, seed 0 --cases 120, standard-library sources only, before npm
# files were added) and minimized by hand. The innermost opener before the
# gap is taken as the block the gap must stay in even when the quote's elision line stands at
# that opener's OWN indentation, which says the left-out lines are statements after its
# block, not lines of it. Only f's lines can fill the gap (the next line at f's level or
# less would end it), so there is one reading.


def test_gap_at_the_level_of_an_if_after_its_block() -> None:
    """Input: ``def f(x):`` / ``if x:`` / ``raise`` / ``g(x)`` / ``return x``; SEARCH
    ``def f(x):`` / ``    if x:`` / ``    ...`` (at the ``if``'s indentation) /
    ``    return x``, REPLACE with ``return x + 1``.

    Happened: refused, "a '...' gap that runs out of the block its line 2 ('if x:') opens:
    the gap would run to line 4, 'g(x)'". Without the ``g(x)`` line it applies.

    Expected: ``ok``, f's ``return x`` changed.
    """
    src = "def f(x):\n    if x:\n        raise ValueError(x)\n    g(x)\n    return x\n"
    old = "def f(x):\n    if x:\n    ...\n    return x\n"
    new = "def f(x):\n    if x:\n    ...\n    return x + 1\n"
    result = apply_edits(_search_replace("m.py", old, new), {"m.py": src})
    assert result.ok, [o.message for o in result.outcomes]
    assert result.files["m.py"] == src.replace("    return x\n", "    return x + 1\n")


# --- class: a file labelled "(unchanged)" comes back changed (final line break, blank lines) --
#
# Found by hand probes of the label check with line-break-only differences: the check
# compares the texts with their trailing line breaks stripped, and on a match the block's
# text replaces the file. The model said the file is unchanged; the file written differs
# from the one given (a final line break added, trailing blank lines dropped).


def test_unchanged_label_adds_a_final_line_break() -> None:
    """Input: u.py given without a final line break; the answer rewrites main.py and shows
    ``### u.py (unchanged)`` over u.py's text (the fence adds the final line break).

    Happened: ``ok``; u.py now ends with ``\n``.

    Expected: u.py exactly as given (or refused).
    """
    given = "def a():\n    return 1"
    answer = (
        "### main.py\n```python\nprint(2)\n```\n\n"
        "### u.py (unchanged)\n```python\ndef a():\n    return 1\n```\n"
    )
    result = apply_edits(answer, {"u.py": given, "main.py": "print(1)\n"})
    assert not result.ok or result.files["u.py"] == given, repr(result.files["u.py"])


# --- class: a diff sent again, its deletion hunk found loosely at another copy ---------------
#
# Found by ``benchmarks/hunt_hunt6-apply.py`` (``twice-partly``: a two-hunk diff over the file
# where its first hunk was applied already; pkgutil.py, a ``continue`` under ``else:`` deleted; 1
# of 87, seed 0 --cases 120, standard-library sources only, before npm files were added: the run
# with them shows WRONG 0) and minimized by hand. The deleted line no longer stands where the hunk
# quoted it, so the hunk is matched at the indentation rung at another copy of the lines, 4 spaces
# less indented, and deletes there; the "applied before" check skips deletions (their new text is
# kept lines only). The file reads the hunk's new text, exactly, at the place it quotes.

_LOOPS = (
    "def f(rows):\n    while rows:\n        if rows:\n            return\n        else:\n"
    "            skipped += 1\n        log(rows)\n\n\n"
    "def g(rows):\n    if rows:\n        return\n    else:\n        continue_scan()\n"
    "        skipped += 1\n    log(rows)\n"
)


def test_resent_deletion_applied_reindented_at_another_copy() -> None:
    """Input: f's ``continue_scan()`` (indented 12) deleted already; the diff that deleted it
    (``@@ ... @@``, 2 lines of context each side, indented for f) sent again.

    Happened: ``ok``, rung indentation, "applied at lines ... re-indented: the file is
    indented 4 spaces less": g's ``continue_scan()`` deleted, although the hunk's new text
    stands exactly at f.

    Expected: refused ("applied before"), or the file as given.
    """
    given = _LOOPS
    diff = (
        "```diff\n--- a/m.py\n+++ b/m.py\n@@ ... @@\n             return\n         else:\n"
        "-            continue_scan()\n             skipped += 1\n         log(rows)\n```\n"
    )
    result = apply_edits(diff, {"m.py": given})
    assert not result.ok or result.files["m.py"] == given, result.files["m.py"]


# --- class: a V4A hunk whose scope names the place refused when the quote matches it loosely --
#
# Found by hand probes of Codex V4A ``@@`` scopes: the hunk's lines stand exactly in ``a`` and
# with a trailing blank in ``b``; the scope ``@@ def b():`` names ``b``. The exact match before
# the scope is found first and the hunk is refused ("matched nothing after its scope"), the
# looser rungs are not tried after the scope line. Models drop trailing blanks when they
# quote; Codex's own apply_patch tolerates them.


def test_v4a_scope_with_a_trailing_blank_in_the_scoped_function() -> None:
    """Input: ``def a(): x = 1; return x`` and ``def b():`` with ``x = 1  `` (trailing
    blanks); V4A ``@@ def b():`` / `` x = 1`` / ``-return x`` / ``+return x + 1``.

    Happened: refused, "matched nothing after its scope: its lines are at line 2, before
    its scope line 'def b():' (line 6)".

    Expected: ``ok``, b's ``return x`` changed (the one place after the scope, at the
    trailing-whitespace rung).
    """
    src = "def a():\n    x = 1\n    return x\n\n\ndef b():\n    x = 1  \n    return x\n"
    patch = (
        "*** Begin Patch\n*** Update File: m.py\n@@ def b():\n     x = 1\n"
        "-    return x\n+    return x + 1\n*** End Patch\n"
    )
    result = apply_edits(patch, {"m.py": src})
    assert result.ok, [o.message for o in result.outcomes]
    assert result.files["m.py"] == src[: src.rfind("    return x\n")] + "    return x + 1\n"


# --- class: a quote with four spaces for the file's tabs is refused at one place (rate) -------
#
# Found by hand probes of the tab rule (a tab read as four spaces is counted only as another
# reading that makes a hunk ambiguous). No rung applies such a quote: a Go file (indented with
# tabs, as gofmt writes it) quoted with four spaces a level, which models write often, is
# refused with "matched nothing; the closest lines are ..., 100% similar" though the lines
# stand at one place only, in any reading.


def test_go_file_quoted_with_spaces_for_its_tabs() -> None:
    """Input: ``m.go`` with ``\\tif ok {`` / ``\\t\\tgo1()`` / ``\\t}``; SEARCH the same lines
    with 4 and 8 spaces, REPLACE with ``go2()``.

    Happened: refused, "matched nothing; the closest lines are lines 4-6, 100% similar".

    Expected: ``ok``, ``go1()`` changed to ``go2()`` with the file's tabs kept.
    """
    src = "package m\n\nfunc a(ok bool) {\n\tif ok {\n\t\tgo1()\n\t}\n}\n"
    old = "    if ok {\n        go1()\n    }\n"
    new = "    if ok {\n        go2()\n    }\n"
    result = apply_edits(_search_replace("m.go", old, new), {"m.go": src})
    assert result.ok, [o.message for o in result.outcomes]
    assert result.files["m.go"] == src.replace("go1()", "go2()")
