"""Failing tests found by an attack on the applier rules of docs/edits.md (hunt8-apply).

Each test is one finding, minimized by hand from probes (``benchmarks/hunt_hunt8-apply.py``
and hand probes): an ``ok`` result over a file that differs from what the model meant. Expected
values are written by hand from the answer's meaning, not from the implementation's output.
The tests fail by design until the applier is fixed.
"""

from __future__ import annotations

import pytest

from artifact_codec import apply_edits, parse_response

# --- class: a re-sent deletion quoted with typographic quotes is made at the other copy ------
#
# Found by ``benchmarks/hunt_hunt8-apply.py`` (``resend-noisy-curly``: 22 of 28 ``ok`` and
# wrong, seed 0, standard-library files) and minimized by hand. Three lines stand twice; the
# middle one was deleted at the first copy already (the file given has it); the same deletion
# is sent again with the quotes made typographic (a model's misquote that the punctuation
# rung forgives). The old text matches only the second copy, at the punctuation rung; the
# new text stands at the first copy at that rung. docs/edits.md refuses a re-sent deletion
# whose kept lines stand joined elsewhere, and fix-apply9 looks for the new text at the loose
# rung a hunk was placed at, but only for trailing blanks and indentation
# (``_LOOSE_NEW_TEXT``): the same block with straight quotes is refused (control below).

_DELETED_ONCE = (
    'def a():\n    print("one")\n    print("three")\n\n\n'
    'def b():\n    print("one")\n    print("two")\n    print("three")\n'
)


def _typographic(text: str) -> str:
    return text.replace('("', "(\u201c").replace('")', "\u201d)")


def _resent_deletion(quote: bool) -> str:
    old = '    print("one")\n    print("two")\n    print("three")\n'
    new = '    print("one")\n    print("three")\n'
    if quote:
        old, new = _typographic(old), _typographic(new)
    return f"m.py\n```python\n<<<<<<< SEARCH\n{old}=======\n{new}>>>>>>> REPLACE\n```\n"


@pytest.mark.parametrize("typographic", [False, True], ids=["straight", "typographic"])
def test_a_resent_deletion_quoted_with_typographic_quotes_is_not_made_at_the_other_copy(
    typographic: bool,
) -> None:
    """Input: ``a`` holds ``print("one")`` / ``print("three")`` (``print("two")`` deleted
    already), ``b`` holds the three lines; the SEARCH/REPLACE block deleting
    ``print("two")`` sent again, its quotes written ``\u201c`` ``\u201d``.

    Happened (typographic): ``ok``, "applied ... (typographic punctuation)" at ``b``'s lines:
    ``b`` loses ``print("two")``, which the model never asked for at ``b``.
    Expected: refused (the deletion stands made at ``a``: another reading), or the file as
    given. The straight-quoted control is refused today.
    """
    result = apply_edits(_resent_deletion(typographic), {"m.py": _DELETED_ONCE})
    assert not result.ok or result.files == {"m.py": _DELETED_ONCE}


# --- class: a re-sent replacement of two lines by one is made at the other copy -------------
#
# Found by ``benchmarks/hunt_hunt8-apply.py`` (``resend-2to1-<conv>``: 47 of 47 ``ok`` and
# wrong in each of sr, aider-udiff, v4a, call; seed 0) and minimized by hand. Two lines stand
# together twice; both were replaced by ONE new line at the first copy already; the same
# replacement (no context) is sent again. fix-apply9 refuses a re-sent replacement whose new
# text has two written lines or more; one written line "that stands elsewhere is a line made
# like another" (docs/edits.md). But here the hunk also deletes a line: the new line standing
# exactly where the first copy of the two lines stood is the replacement made already, and
# the same hunk with one kept line of context is refused (control below). Two readings, two
# files, and the result is ``ok``.

_JOINED_ONCE = (
    "def a():\n    try:\n        go()\n    except Stop:  # joined\n\n\n"
    "def b():\n    try:\n        go()\n    except Stop:\n        pass\n"
)


@pytest.mark.parametrize("context", [False, True], ids=["no-context", "one-kept-line"])
def test_a_resent_two_lines_to_one_replacement_is_not_made_at_the_other_copy(
    context: bool,
) -> None:
    """Input: ``a`` ends ``except Stop:  # joined`` (``except Stop:`` / ``pass`` replaced
    already), ``b`` still has ``except Stop:`` / ``pass``; the SEARCH/REPLACE block
    ``except Stop:`` / ``pass`` -> ``except Stop:  # joined`` sent again.

    Happened (no context): ``ok``, applied exactly at ``b``'s lines 10-11: ``b`` changed,
    which the model never asked for. Expected: refused, or the file as given (the control
    with ``go()`` quoted as a kept line is refused today).
    """
    keep = "        go()\n" if context else ""
    answer = (
        "m.py\n```python\n<<<<<<< SEARCH\n"
        f"{keep}    except Stop:\n        pass\n=======\n{keep}    except Stop:  # joined\n"
        ">>>>>>> REPLACE\n```\n"
    )
    result = apply_edits(answer, {"m.py": _JOINED_ONCE})
    assert not result.ok or result.files == {"m.py": _JOINED_ONCE}


# --- class: a re-sent deletion let through by a bare one-line change just above it ---------
#
# Found by ``benchmarks/hunt_hunt8-apply.py`` (``resend-pair-bare-<conv>``: 14 to 15 of 20
# ``ok`` and wrong in each of sr, aider-udiff, v4a, call; seed 0) and minimized by hand. A
# block stands twice; an edit of two hunks (hunk 1 changes one line, quoting it alone; hunk 2
# deletes a line two lines below, quoting the lines around it) was applied at the first copy
# already, and the same edit is sent again. Hunk 1 finds its old line exactly at the second
# copy only (a changed line alone is "a line made like another", so it applies); then
# fix-apply9's exception (a deletion at most 3 lines below an earlier hunk of the same edit
# that found its old text exactly is "one change of one block") lets hunk 2 through, though
# its kept lines stand joined at the first copy, right below hunk 1's new line: the whole
# edit stands made there. Sent alone, the deletion is refused (control below).

_EDITED_ONCE = (
    "def a(items):\n    total = 0\n    count = 0  # new\n    for item in items:\n"
    "        total += item\n    return total\n\n\n"
    "def b(items):\n    total = 0\n    count = 0\n    for item in items:\n"
    "        print(item)\n        total += item\n    return total\n"
)

_CHANGE = (
    "m.py\n```python\n<<<<<<< SEARCH\n    count = 0\n=======\n    count = 0  # new\n"
    ">>>>>>> REPLACE\n```\n"
)
_DELETION = (
    "m.py\n```python\n<<<<<<< SEARCH\n    for item in items:\n        print(item)\n"
    "        total += item\n=======\n    for item in items:\n        total += item\n"
    ">>>>>>> REPLACE\n```\n"
)


@pytest.mark.parametrize("with_change", [False, True], ids=["deletion-alone", "after-change"])
def test_a_resent_deletion_is_not_made_at_the_other_copy_after_a_bare_line_change(
    with_change: bool,
) -> None:
    """Input: ``a`` has ``count = 0  # new`` and no ``print(item)`` (the edit made there
    already), ``b`` has ``count = 0`` and ``print(item)``; the two SEARCH/REPLACE blocks
    (``count = 0`` -> ``count = 0  # new``; ``print(item)`` deleted between ``for item in
    items:`` and ``total += item``) sent again.

    Happened (after-change): ``ok``, both blocks "applied ... exactly" at ``b``: ``b`` gets
    the edit the model made at ``a`` before. Expected: refused (the deletion's result stands
    at ``a``, right under the change's new line: another reading), or the file as given. The
    deletion sent alone is refused today.
    """
    answer = (_CHANGE + "\n" if with_change else "") + _DELETION
    result = apply_edits(answer, {"m.py": _EDITED_ONCE})
    assert not result.ok or result.files == {"m.py": _EDITED_ONCE}


# --- class: a SEARCH/REPLACE block under two labels naming two files edits the inner one ------
#
# Found by hand probes. A path label line names ``a.py`` before the fence; the fence's first
# line names ``b.py`` (alone, or as a ``# b.py`` comment: aider's "fenced" variant). Both files
# hold the SEARCH text. The block is read as an edit of ``b.py`` with no word of ``a.py``, and
# applied: two readings, two different files, and the result is ``ok`` (the ``edit-blocks``
# diagnostic quotes "PATH: a.py" as the block's label but says nothing of the choice). The
# reader knows the case: the same two names as ``b.py`` before the fence and ``a.py`` on the
# fence line, or ``# File: b.py`` inside it, are refused with ``conflicting-path``.

_TWO_FILES = {"a.py": "x = 1\n", "b.py": "x = 1\n"}
_BLOCK_BODY = "<<<<<<< SEARCH\nx = 1\n=======\nx = 2\n>>>>>>> REPLACE\n```\n"


@pytest.mark.parametrize(
    "head",
    [
        "a.py\n```python\nb.py\n",
        "a.py\n```python\n# b.py\n",
        "### a.py\n```python\n# b.py\n",
        "```a.py\nb.py\n",
    ],
    ids=["label-then-inner-label", "label-then-comment", "heading-then-comment", "fence-line"],
)
def test_a_block_under_two_labels_naming_two_files_is_not_applied_to_one_silently(
    head: str,
) -> None:
    """Input: ``a.py`` named before the fence (or on its fence line), ``b.py`` on the fence's
    first line; the block ``x = 1`` -> ``x = 2``; both files are ``x = 1``.

    Happened: ``ok``, ``b.py`` changed, no ``conflicting-path`` diagnostic.
    Expected: refused as ``conflicting-path`` (as ``# File: b.py`` inside the fence is), or a
    diagnostic naming the choice.
    """
    answer = head + _BLOCK_BODY
    result = apply_edits(answer, _TWO_FILES)
    codes = {d.code for d in parse_response(answer).diagnostics}
    assert not result.ok or "conflicting-path" in codes


# --- class: an ``Index:`` line naming another file than ``---``/``+++`` is read silently -------
#
# Found by hand probes. ``Index: b.py`` (svn, ``diff`` wrappers) then ``--- a.py`` / ``+++
# a.py``: read as an edit of ``a.py`` with no diagnostic; both files hold the old text. A
# ``diff --git`` line that disagrees with ``---``/``+++`` is refused ("which file is meant is not
# clear"), and ``---``/``+++`` naming two files get a ``diff-names-differ`` diagnostic.


def test_an_index_line_naming_another_file_is_not_read_silently() -> None:
    """Input: a diff ``Index: b.py`` / ``====`` / ``--- a.py`` / ``+++ a.py`` / ``-x = 1`` /
    ``+x = 2``; both files ``x = 1``.

    Happened: ``ok``, ``a.py`` changed, no diagnostic names ``b.py``.
    Expected: refused as the ``diff --git`` disagreement is, or a diagnostic naming ``b.py``.
    """
    answer = (
        "```diff\nIndex: b.py\n" + "=" * 67 + "\n--- a.py\n+++ a.py\n"
        "@@ -1 +1 @@\n-x = 1\n+x = 2\n```\n"
    )
    result = apply_edits(answer, _TWO_FILES)
    messages = [d.message for d in parse_response(answer).diagnostics]
    assert not result.ok or any("b.py" in message for message in messages)


# --- class: a re-sent deletion quoting an elision is made at the other copy -------------------
#
# Found by ``benchmarks/hunt_hunt8-apply.py`` (``resend-elided``: 20 of 20 ``ok`` and wrong,
# seed 0, standard-library files) and minimized by hand. Five lines stand twice; the fourth
# was deleted at the first copy already; the deletion is sent again with the second line
# quoted as an elision. The old text matches only the second copy (at the elision rung); the
# new text, elision and all, matches the first copy at that rung. fix-apply9 looks for the new
# text at a hunk's loose rung only for trailing blanks and indentation (``_LOOSE_NEW_TEXT``);
# the same block quoting the line itself is refused (control below).

_DELETED_IN_A = (
    "def a(items):\n    total = 0\n    count = 0\n    for item in items:\n"
    "        total += item\n    return total\n\n\n"
    "def b(items):\n    total = 0\n    count = 0\n    for item in items:\n"
    "        print(item)\n        total += item\n    return total\n"
)


@pytest.mark.parametrize(
    "middle",
    ["    count = 0\n", "    # ... existing code ...\n", "    ...\n"],
    ids=["quoted", "comment-elision", "dots-elision"],
)
def test_a_resent_deletion_quoting_an_elision_is_not_made_at_the_other_copy(
    middle: str,
) -> None:
    """Input: ``a`` lacks ``print(item)`` (deleted already), ``b`` has it; the block
    ``total = 0`` / (``count = 0`` elided) / ``for item in items:`` / ``print(item)`` /
    ``total += item`` -> the same without ``print(item)`` sent again.

    Happened (elisions): ``ok``, "applied at lines 10-14 with the elided lines kept": ``b``
    loses ``print(item)``. Expected: refused (the deletion stands made at ``a``), or the file
    as given. The control quoting ``count = 0`` is refused today.
    """
    lines = "    total = 0\n" + middle + "    for item in items:\n"
    answer = (
        f"m.py\n```python\n<<<<<<< SEARCH\n{lines}        print(item)\n        total += item\n"
        f"=======\n{lines}        total += item\n>>>>>>> REPLACE\n```\n"
    )
    result = apply_edits(answer, {"m.py": _DELETED_IN_A})
    assert not result.ok or result.files == {"m.py": _DELETED_IN_A}


# --- class: a V4A chunk placed by the fuzzy rung above the chunk before it -------------------
#
# Found by hand probes, counted by ``benchmarks/hunt_hunt8-apply.py`` (``overlap-v4a-typo``:
# 26 of 33 ``ok``, seed 0, standard-library files). hunt7-apply's finding (a V4A chunk found
# only above the chunk before it, at the copy that chunk left) is refused since fix-apply9
# (``_refuse_v4a_backwards``), but only for places chosen by the rungs up to ``anchor``: a
# chunk that matches nowhere exactly goes to the fuzzy rung before that check runs, and is
# applied above the chunk before it. One character dropped from a kept line of chunk 2 is
# enough (a trailing comment added to it is refused today: a second control). Codex seeks
# each chunk after the one before it and refuses the patch; the patch has two readings
# (control below: the exact chunk is refused).

_TWO_COPIES = (
    "def b(x):\n    y = x + 1\n    w = y * 2\n    return w\n\n\n"
    "def a(x):\n    z = 0\n    y = x + 1\n    w = y * 2\n    return w\n"
)


@pytest.mark.parametrize(
    "kept",
    ["     w = y * 2\n", "     w = y *2\n", "     w = y * 2  # \u201cw\u201d doubled\n"],
    ids=["exact", "dropped-blank", "added-comment"],
)
def test_a_v4a_chunk_placed_fuzzily_above_the_chunk_before_it_is_refused(kept: str) -> None:
    """Input: ``b`` and ``a`` both hold ``y = x + 1`` / ``w = y * 2`` / ``return w``; V4A
    chunk 1 (``@@``) `` def a(x):`` / `` z = 0`` / ``-y = x + 1`` / ``+y = x + 2``; chunk 2
    (``@@``) ``-y = x + 1`` / ``+y = x + 3`` / the ``w`` line misquoted / `` return w``.

    Happened (misquoted): ``ok``; chunk 1 "applied at lines 7-9 exactly", chunk 2 "applied
    at lines 2-4, the one place like its old text" (fuzzy): ``b`` changed above chunk 1.
    Expected: refused, as the exact chunk 2 is ("above the end of the chunk before it").
    """
    answer = (
        "*** Begin Patch\n*** Update File: m.py\n@@\n def a(x):\n     z = 0\n"
        "-    y = x + 1\n+    y = x + 2\n@@\n-    y = x + 1\n+    y = x + 3\n"
        f"{kept}     return w\n*** End Patch\n"
    )
    result = apply_edits(answer, {"m.py": _TWO_COPIES})
    assert not result.ok


# --- class: a re-sent deletion with one misquoted kept line, placed by the fuzzy rung ---------
#
# Found by hand probes, counted by ``benchmarks/hunt_hunt8-apply.py`` (``resend-typo``: 20 of
# 20 ``ok`` and wrong, seed 0, standard-library files). The re-sent deletion of the elision
# class above, with the second line quoted with one character changed instead of elided: no
# rung but the fuzzy one matches, and the fuzzy rung returns before the re-send check
# (``_refuse_applied_before``) runs, so the deletion is made at the second copy though its
# result stands at the first. The same block quoted exactly is refused (control: the
# ``quoted`` case of the elision test above).


@pytest.mark.parametrize("typo", ["    count= 0\n", "    cont = 0\n"], ids=["blank", "letter"])
def test_a_resent_deletion_with_a_misquoted_kept_line_is_not_made_at_the_other_copy(
    typo: str,
) -> None:
    """Input: ``a`` lacks ``print(item)`` (deleted already), ``b`` has it; the block
    ``total = 0`` / ``count = 0`` misquoted / ``for item in items:`` / ``print(item)`` /
    ``total += item`` -> the same without ``print(item)`` sent again.

    Happened: ``ok``, "applied at lines 10-14, the one place like its old text" (fuzzy):
    ``b`` loses ``print(item)``. Expected: refused, or the file as given.
    """
    lines = "    total = 0\n" + typo + "    for item in items:\n"
    answer = (
        f"m.py\n```python\n<<<<<<< SEARCH\n{lines}        print(item)\n        total += item\n"
        f"=======\n{lines}        total += item\n>>>>>>> REPLACE\n```\n"
    )
    result = apply_edits(answer, {"m.py": _DELETED_IN_A})
    assert not result.ok or result.files == {"m.py": _DELETED_IN_A}
