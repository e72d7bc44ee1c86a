"""Failing tests found by an attack on the applier rules of docs/edits.md (hunt7-apply).

Each test is one finding, minimized by hand from probes (``benchmarks/hunt_hunt7-apply.py``
and hand probes): an ``ok`` result over a file that differs from what the model meant. Expected
values are written by hand from the answer's meaning, not from the implementation's output.
The tests fail by design until the applier is fixed.
"""

from __future__ import annotations

import pytest

from artifact_codec import apply_edits

# --- class: a V4A chunk found only above the chunk before it, at a copy left by that chunk ----
#
# Found by ``benchmarks/hunt_hunt7-apply.py`` (``overlap-v4a``: 43 of 43 ``ok``, seed 0,
# standard-library files) and minimized by hand. Two lines stand together twice. Chunk 1
# changes the first of them at the LOWER copy (quoting the two lines above it, which stand
# once); chunk 2 quotes the two lines (which stood at both copies in the file the model saw)
# and changes the first again. After chunk 1 the quote stands only at the UPPER copy, and
# chunk 2 is applied there, "exactly", with no word of the other reading. A V4A patch's chunks
# are in file order: Codex's apply_patch seeks each chunk from where the one before it ended,
# finds no place for chunk 2 and refuses the patch. The two chunks quote one line (the model
# changed its mind about it, the reading docs/edits.md refuses when the second match is loose),
# or chunk 2 meant the upper copy and is out of order: two readings, two files. The same patch
# as a numbered diff is refused (its line number says it quotes the lines of chunk 1).

_SOURCE = (
    "def b(x):\n    y = x + 1\n    return y\n\n\n"
    "def a(x):\n    z = 0\n    y = x + 1\n    return y\n"
)


def test_v4a_chunk_applied_above_the_chunk_before_it_at_the_copy_it_left() -> None:
    """Input: ``b`` and ``a`` both hold ``y = x + 1`` / ``return y``; V4A chunk 1 (``@@``)
    ``def a(x):`` / ``z = 0`` / ``-y = x + 1`` / ``+y = x + 2``; chunk 2 (``@@``)
    ``-y = x + 1`` / ``+y = x + 3`` / `` return y``.

    Happened: ``ok``; chunk 1 "applied at lines 7-8 exactly", chunk 2 "applied at lines 2-3
    exactly": ``b`` now reads ``y = x + 3``, above chunk 1, no diagnostic of the other reading.

    Expected: refused (ambiguous: chunk 2 is out of file order, and its quote stood at both
    copies in the file the model saw, one of them the lines chunk 1 changed).
    """
    patch = (
        "*** Begin Patch\n*** Update File: m.py\n@@\n def a(x):\n     z = 0\n"
        "-    y = x + 1\n+    y = x + 2\n@@\n-    y = x + 1\n+    y = x + 3\n     return y\n"
        "*** End Patch\n"
    )
    result = apply_edits(patch, {"m.py": _SOURCE})
    assert not result.ok, result.files["m.py"]


def test_the_same_chunks_as_a_numbered_diff_are_refused() -> None:
    """Control (passes): the same two hunks with line numbers are refused, so the rule that
    hunks of one file do not overlap exists; without numbers, V4A has file order to say it."""
    diff = (
        "```diff\n--- a/m.py\n+++ b/m.py\n@@ -6,3 +6,3 @@\n def a(x):\n     z = 0\n"
        "-    y = x + 1\n+    y = x + 2\n@@ -8,2 +8,2 @@\n-    y = x + 1\n+    y = x + 3\n"
        "     return y\n```\n"
    )
    assert not apply_edits(diff, {"m.py": _SOURCE}).ok


# --- class: a re-sent deletion after a NEW hunk of its edit deletes at the other copy ----------
#
# Found by hand probes of the exception docs/edits.md makes to "applied before" ("a deletion
# after an earlier hunk of the same edit that found its old text exactly and changed it") and
# counted by ``benchmarks/hunt_hunt7-apply.py`` (``resend-after-*``: 39 of 39 ``ok`` over the
# wrong file in each of sr, aider-udiff, v4a, call, seed 0; 41 of 41, seed 1). An agent sends
# its earlier edit again together with a new one: the new change first (found once, exactly),
# then the deletion it already made. Alone, the re-sent deletion is refused ("its new text
# stands already at lines ..."); after the new hunk the exception takes the joined lines at the
# first copy for "another block that reads like the result" and deletes at the second copy.
# The earlier hunk being new says nothing about whether THIS hunk was made: the exception's
# premise ("an edit made part way was made from its first hunk on") does not hold for an
# answer that repeats an old edit after a new one.

_BLOCK = "    if x:\n        log(x)\n        return None\n    return x\n"
_SOURCE2 = (
    "import os\n\n\ndef c():\n    return 1\n\n\ndef a(x):\n" + _BLOCK + "\n\ndef b(x):\n" + _BLOCK
)
_A_DONE = _SOURCE2.replace("        log(x)\n", "", 1)
_DELETION = _BLOCK.replace("        log(x)\n", "")


def _search_replace(path: str, *pairs: tuple[str, str]) -> str:
    return "".join(
        f"{path}\n```\n<<<<<<< SEARCH\n{old}=======\n{new}>>>>>>> REPLACE\n```\n\n"
        for old, new in pairs
    )


def test_resent_deletion_after_a_new_hunk_deletes_at_the_other_copy() -> None:
    """Input: the file with a's ``log(x)`` deleted already (b's still there); SEARCH/REPLACE
    1 changes ``def c(): return 1`` to ``return 2`` (new, found once); block 2 is the deletion
    of ``log(x)`` from the 4-line block (which stands at a and b in the file before it was
    made), sent again.

    Happened: ``ok``; block 1 "applied at lines 4-5 exactly", block 2 "applied at lines 15-18
    exactly": b's ``log(x)`` deleted too. The deletion alone is refused as applied before.

    Expected: refused (applied before, naming lines 9-11 and 15-18), or c changed and b kept.
    """
    answer = _search_replace(
        "m.py", ("def c():\n    return 1\n", "def c():\n    return 2\n"), (_BLOCK, _DELETION)
    )
    wanted = _A_DONE.replace("    return 1\n", "    return 2\n")
    assert not apply_edits(_search_replace("m.py", (_BLOCK, _DELETION)), {"m.py": _A_DONE}).ok
    result = apply_edits(answer, {"m.py": _A_DONE})
    assert not result.ok or result.files["m.py"] == wanted, result.files["m.py"]


# --- class: a replacement of two or more lines sent again edits the other copy -----------------
#
# Found by hand probes of "applied before" and counted by ``benchmarks/hunt_hunt7-apply.py``
# (``resend-written-*``: 50 of 50 ``ok`` over the wrong file in each of sr, aider-udiff, v4a,
# call, seed 0). docs/edits.md refuses a re-sent hunk whose new text stands elsewhere when it
# holds a kept line and a written one, or when it is a deletion keeping two lines that are not
# blank; it lets "a changed line alone that stands elsewhere" through as a line made like
# another. A hunk that writes TWO or more lines and keeps none falls in the gap: its new text,
# two whole lines that stand joined at the first copy (the edit made once already), is not
# looked for, and the second copy is changed. It is the same pair of readings the like-
# neighbour test of hunt6-apply settled as refused (made like the other copy, or sent again):
# two different files, nothing in the answer to tell them apart.

_OLD = "        timeout = conn.timeout or 10\n        retries = conn.retries or 3\n"
_NEW = "        timeout = conn.timeout or 30\n        retries = conn.retries or 5\n"
_CONN = (
    "class A:\n    def open(self, conn):\n" + _OLD + "        return self.go(timeout, retries)\n\n"
    "    def reopen(self, conn):\n" + _OLD + "        return self.go(timeout, retries)\n"
)


def test_two_line_replacement_sent_again_changes_the_other_copy() -> None:
    """Input: open's two lines already read ``... or 30`` / ``... or 5`` (reopen's still
    ``... or 10`` / ``... or 3``); SEARCH the two old lines, REPLACE with the two new ones, no
    context, no line number (the edit that made open's lines, sent again).

    Happened: ``ok``, "applied at lines 8-9 exactly": reopen changed too, although the new
    text stands, as whole joined lines, at lines 3-4, which no edit of the answer wrote.

    Expected: refused as applied before (naming lines 3-4 and 8-9), or the file as given.
    """
    given = _CONN.replace(_OLD, _NEW, 1)
    result = apply_edits(_search_replace("m.py", (_OLD, _NEW)), {"m.py": given})
    assert not result.ok or result.files["m.py"] == given, result.files["m.py"]


# --- class: "applied before" looks for the new text exactly, so a noisy re-sent edit escapes --
#
# Found by hand probes of the applied-before checks with the noise models, counted by
# ``benchmarks/hunt_hunt7-apply.py`` (``resend-noisy-*``). The re-sent deletion of hunt6-apply
# (refused exactly, and under CRLF or typographic quotes) is applied at the other copy when the
# model quotes it with a trailing blank on a line or one indentation level less: the old text
# is then found at the trailing-whitespace or indentation rung at the second copy, and its new
# text, with the same noise, is not looked for at that rung at the first copy. The like-
# neighbour shape (a kept line and a written one) escapes the same way.


def test_resent_deletion_quoted_with_a_trailing_blank_deletes_at_the_other_copy() -> None:
    """Input: the file with a's ``log(x)`` deleted already; the SEARCH/REPLACE that deleted it
    sent again with ``return None  `` (two trailing blanks) in both its parts.

    Happened: ``ok``, rung trailing-whitespace, "applied at lines 11-14": b's ``log(x)``
    deleted. Without the trailing blanks it is refused ("its new text stands already at lines
    5-7: it may have been applied before").

    Expected: refused as applied before, or the file as given.
    """
    block = "    if x:\n        log(x)\n        return None\n    return x\n"
    source = "import os\n\n\ndef a(x):\n" + block + "\n\ndef b(x):\n" + block
    given = source.replace("        log(x)\n", "", 1)
    deletion = block.replace("        log(x)\n", "")
    assert not apply_edits(_search_replace("m.py", (block, deletion)), {"m.py": given}).ok
    noisy = (block.replace("None\n", "None  \n"), deletion.replace("None\n", "None  \n"))
    result = apply_edits(_search_replace("m.py", noisy), {"m.py": given})
    assert not result.ok or result.files["m.py"] == given, result.files["m.py"]


# --- class: a whole file whose elision line names what it leaves out replaces the file --------
#
# Found by hand probes of the whole-file convention with the elision noise model. The elision
# lines the readers know (``# ... rest of the file unchanged ...``, ``# ...``, ``# [unchanged]``,
# ``# ... remaining functions ...``) make the answer an edit and ``apply_edits`` refuses it; an
# elision line that names the definitions it leaves out, as models write it ("# ... (b and c
# unchanged)", "// ... (b unchanged)"), is read as a comment of the file, and the file given is
# replaced by the answer's excerpt: the functions it names are deleted, ``ok``.

_ABC = (
    "import os\n\n\ndef a():\n    return 1\n\n\n"
    "def b():\n    return 2\n\n\ndef c():\n    return 3\n"
)
_JS = "function a() {\n  return 1;\n}\n\nfunction b() {\n  return 2;\n}\n"


@pytest.mark.parametrize(
    ("path", "elision"),
    [
        pytest.param("m.py", "# ... (b and c unchanged)", id="py-parenthesis"),
        pytest.param(
            "m.py", "# \N{HORIZONTAL ELLIPSIS} (b and c unchanged)", id="py-ellipsis-char"
        ),
        pytest.param("m.py", "# ... keep b and c", id="py-keep"),
        pytest.param("m.py", "# ... b() and c() as before", id="py-as-before"),
        pytest.param("m.js", "// ... (b unchanged)", id="js-line-comment"),
        pytest.param("m.js", "/* ... b unchanged ... */", id="js-block-comment"),
    ],
)
def test_whole_file_with_an_elision_naming_the_functions_left_out(path: str, elision: str) -> None:
    """Input: ``m.py`` with ``a``, ``b``, ``c`` (``m.js``: ``a``, ``b``); the answer gives the
    whole file under ``### m.py`` with ``a`` changed and, in place of the others, one line such
    as ``# ... (b and c unchanged)``.

    Happened: ``ok``; the file is the excerpt: ``b`` and ``c`` deleted, the elision line
    written into it.

    Expected: refused (the file leaves code out: an edit of the file, not the file), or the
    file with ``a`` changed and the others kept.
    """
    if path == "m.py":
        given = _ABC
        head = "import os\n\n\ndef a():\n    return 10\n\n\n"
        kept = _ABC.replace("return 1\n", "return 10\n")
        fence = "python"
    else:
        given = _JS
        head = "function a() {\n  return 10;\n}\n\n"
        kept = _JS.replace("return 1;", "return 10;")
        fence = "javascript"
    answer = f"Here is the file:\n\n### {path}\n```{fence}\n{head}{elision}\n```\n"
    result = apply_edits(answer, {path: given})
    assert not result.ok or result.files[path] == kept, result.files[path]
