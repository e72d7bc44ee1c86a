"""Failing tests found by an attack on ``apply_edits`` after the fix-apply changes (hunt3-apply).

Each test is one finding, minimized from ``benchmarks/hunt_hunt3-apply.py``: an ``ok`` result
over a file that differs from what the model meant (the file the change gives applied exactly,
in order, to the file the model saw). Expected values are written by hand from the edit's
meaning, not from the implementation's output. The tests fail by design until the applier is
fixed.
"""

from __future__ import annotations

from pathlib import Path

from artifact_codec import apply_edits, parse_response
from artifact_codec.apply import EditResult
from artifact_codec.write.edits import apply_to_folder


def _refused_or(result: EditResult, path: str, wanted: str) -> None:
    """Either the edit set is refused, or the file is the one the model meant."""
    assert not result.ok or result.files[path] == wanted, (result.ok, result.files[path])


_TESTS = (
    "def test_a(self):\n    value = make(None)\n    self.assertEqual(value, 1)\n"
    "    self.assertTrue(check(value))\n\n"
    "def test_b(self):\n    value = make(0)\n    self.assertTrue(check(value))\n\n"
    "def test_c(self):\n    value = make(None)\n    self.assertEqual(value, 1)\n"
    "    self.assertTrue(check(value))\n"
)
_TESTS_WANTED = _TESTS.replace(
    "def test_c(self):\n    value = make(None)\n    self.assertEqual(value, 1)\n",
    "def test_c(self):\n    value = make(None)\n",
)


def test_fuzzy_edits_another_function_when_the_quote_runs_past_the_end() -> None:
    """Input: three test functions; ``test_a`` and ``test_c`` (the last lines of the file)
    have the same body. A SEARCH/REPLACE block quotes ``test_c`` by name plus one blank line
    after it (models add one; the file ends right after ``test_c``) and removes its
    ``assertEqual`` line.

    Happened: ``ok``, rung ``fuzzy``: "applied at lines 1-5, the one place like its old text
    (98% similar ...)": the window of 5 lines cannot stand at ``test_c`` (4 lines are left),
    so the only full window is ``test_a``, whose name differs in one character; ``test_a``
    lost its ``assertEqual`` and ``test_c`` kept it. The fuzzy rung kept the file's own
    ``def test_a`` line, so nothing in the result says another function was edited.

    Expected: ``test_c`` edited (its quote is all there but for a blank line past the end), or
    refused; never ``test_a``, a function the block does not name.
    """
    answer = (
        "m.py\n```python\n<<<<<<< SEARCH\n"
        "def test_c(self):\n    value = make(None)\n    self.assertEqual(value, 1)\n"
        "    self.assertTrue(check(value))\n\n"
        "=======\n"
        "def test_c(self):\n    value = make(None)\n    self.assertTrue(check(value))\n\n"
        ">>>>>>> REPLACE\n```\n"
    )
    _refused_or(apply_edits(answer, {"m.py": _TESTS}), "m.py", _TESTS_WANTED)


def test_fuzzy_ignores_a_diff_line_number_pointing_at_the_right_function() -> None:
    """Input: the file above and a unified diff ``@@ -10,5 +10,4 @@`` whose context ends with
    a blank line past the end of the file; line 10 is ``def test_c``.

    Happened: ``ok``, rung ``fuzzy``, applied at lines 1-5 (``test_a``), nine lines from where
    the line number says, although the line numbers were trusted (no earlier hunk) and the
    lines at the number are the hunk's lines but for the blank one.

    Expected: ``test_c`` edited, or refused; not ``test_a``.
    """
    answer = (
        "```diff\n--- a/m.py\n+++ b/m.py\n@@ -10,5 +10,4 @@\n def test_c(self):\n"
        "     value = make(None)\n-    self.assertEqual(value, 1)\n"
        "     self.assertTrue(check(value))\n \n```\n"
    )
    _refused_or(apply_edits(answer, {"m.py": _TESTS}), "m.py", _TESTS_WANTED)


def test_v4a_repeated_scope_lands_above_the_hunk_before_it() -> None:
    """Input: ``f`` holds ``if x: return 1`` twice, with ``b = 2`` between. A V4A patch with
    two hunks, both under ``@@ def f(x):`` (models repeat the scope for every hunk): hunk 1
    changes ``b = 2``; hunk 2, after it in the patch, quotes ``if x: return 1`` and changes it.

    Happened: ``ok``: hunk 2 "applied at lines 3-4 exactly; it also matches at line 6: the
    anchor 'def f(x):' picked this one": the first copy, above hunk 1. A patch's hunks are in
    file order (Codex seeks each from where the one before it ended; it would find no
    ``def f(x):`` after hunk 1 and refuse), so the copy meant is the one after ``b = 2``.
    Without the second scope line the same hunk is refused as ambiguous, so the scope line,
    which both copies are under, is what made a wrong file ``ok``.

    Expected: the second copy changed, or refused.
    """
    source = (
        "def f(x):\n    a = 1\n    if x:\n        return 1\n    b = 2\n"
        "    if x:\n        return 1\n    return 0\n"
    )
    answer = (
        "*** Begin Patch\n*** Update File: m.py\n@@ def f(x):\n-    b = 2\n+    b = 20\n"
        "@@ def f(x):\n     if x:\n-        return 1\n+        return 2\n*** End Patch\n"
    )
    wanted = (
        "def f(x):\n    a = 1\n    if x:\n        return 1\n    b = 20\n"
        "    if x:\n        return 2\n    return 0\n"
    )
    _refused_or(apply_edits(answer, {"m.py": source}), "m.py", wanted)


def test_rename_drops_the_executable_bit(tmp_path: Path) -> None:
    """Input: ``run.sh`` with mode 0755 in the folder; a git diff that renames it
    (``diff --git a/run.sh b/bin/run.sh``, ``similarity index 100%``, ``rename from``/
    ``rename to``, no hunk) applied with ``apply_to_folder``.

    Happened: ``ok``, ``bin/run.sh`` written with mode 0644: a rename is committed as the old
    path deleted and the new path created, and a created file gets ``0o644 & ~umask``. The same
    with a V4A ``*** Move to:`` that also edits the script. ``commit_changes`` keeps the
    executable bits of a file it replaces, but not of one it moves; ``git mv`` keeps the mode.

    Expected: the moved script keeps its executable bits (or the rename is refused).
    """
    folder = tmp_path / "p"
    folder.mkdir()
    script = folder / "run.sh"
    script.write_text("#!/bin/sh\necho hi\n")
    script.chmod(0o755)
    answer = (
        "```diff\ndiff --git a/run.sh b/bin/run.sh\nsimilarity index 100%\n"
        "rename from run.sh\nrename to bin/run.sh\n```\n"
    )
    done = apply_to_folder(answer, folder)
    if done.edits.ok:
        moved = folder / "bin" / "run.sh"
        assert moved.read_text() == "#!/bin/sh\necho hi\n"
        assert moved.stat().st_mode & 0o100, oct(moved.stat().st_mode)


_TWO_FUNCTIONS_TAB = (
    "def f(x):\n\ty = x + 1\n\treturn y\n\n\ndef g(x):\n    y = x + 1\n    return y\n"
)
_TWO_FUNCTIONS_TRAILING = (
    "def f(x):\n    y = x + 1 \n    return y\n\n\ndef g(x):\n    y = x + 1\n    return y\n"
)
_CHANGE_F = (
    "*** Begin Patch\n*** Update File: m.py\n@@ def f(x):\n-    y = x + 1\n+    y = x + 2\n"
    "     return y\n*** End Patch\n"
)


def test_udiff_number_at_tab_indented_copy_does_not_refuse_the_space_indented_one() -> None:
    """Input: ``f`` indented with a tab, ``g`` with four spaces, the same two lines in both; a
    unified diff ``@@ -2,2 +2,2 @@`` (line 2 is ``f``'s body) quoting them with spaces.

    Happened: ``ok``, applied at lines 7-8 exactly (``g``), five lines from the number. The
    rule "a hunk found > 3 lines from its number is refused when the same lines reindented
    stand at the number" refuses this when ``f``'s line has a trailing blank (checked: refused)
    but not when ``f`` is indented with a tab: a tab for four spaces is other indentation too.

    Expected: refused as ambiguous (``f`` at the number, ``g`` exactly), or ``f`` edited.
    """
    answer = (
        "```diff\n--- a/m.py\n+++ b/m.py\n@@ -2,2 +2,2 @@\n-    y = x + 1\n+    y = x + 2\n"
        "     return y\n```\n"
    )
    result = apply_edits(answer, {"m.py": _TWO_FUNCTIONS_TAB})
    assert not result.ok or "x + 2" not in result.files["m.py"].split("def g")[1], result.files


def test_v4a_scope_f_applies_in_g_below_it() -> None:
    """Input: ``f`` whose line ``y = x + 1`` ends with a blank, and ``g`` below it with the
    same lines exactly; a V4A patch ``@@ def f(x):`` changing ``y = x + 1``.

    Happened: ``ok``, "applied at lines 7-8 exactly": ``g`` changed, under the scope line
    ``def g(x):``. The scope check refuses only lines found *before* the scope line; lines
    found after it but inside the next function pass, so the one thing the patch says about
    where (``def f``) is ignored.

    Expected: refused (two readings: ``f``'s lines but for a trailing blank, under the scope
    the patch names, or ``g``'s exactly), or ``f`` changed; never ``g`` silently. (Codex's own
    seek runs its exact pass over everything after the scope line before its trailing-blank
    pass, so it too would change ``g``: following it here is not a reason to say ``ok``.)
    """
    result = apply_edits(_CHANGE_F, {"m.py": _TWO_FUNCTIONS_TRAILING})
    assert not result.ok or "x + 2" not in result.files["m.py"].split("def g")[1], result.files


def test_v4a_scope_f_applies_in_g_when_f_uses_tabs() -> None:
    """The same with ``f`` indented by a tab: ``ok``, ``g`` changed. Expected: refused (the
    patch's lines are ``f``'s reindented, the scope names ``f``) or ``f`` changed."""
    result = apply_edits(_CHANGE_F, {"m.py": _TWO_FUNCTIONS_TAB})
    assert not result.ok or "x + 2" not in result.files["m.py"].split("def g")[1], result.files


def test_elision_gap_runs_out_of_the_function_into_the_next() -> None:
    """Input: ``f`` (returns ``x``) then ``g`` (ends ``return 1``); a SEARCH/REPLACE block
    ``def f(a):`` / ``    ...`` / ``    return 1`` -> ``def f(a):`` / ``    ...`` /
    ``    return 2``: the model means ``f``'s last line (it misremembers it).

    Happened: ``ok``, rung ``elision``, "applied at lines 1-8 with the elided lines kept": the
    gap ``    ...`` (indented as ``f``'s body) stood for the rest of ``f``, two blank lines and
    all of ``def g(a):`` up to its ``return 1``, which became ``return 2``. The same with
    ``# ... existing code ...``.

    Expected: refused (an elision inside ``f``'s body cannot stand for a line indented less
    than itself, ``def g(a):``; the old text matches nothing in ``f``); never ``g`` changed.
    """
    source = "def f(a):\n    x = a * 2\n    return x\n\n\ndef g(a):\n    y = a + 1\n    return 1\n"
    answer = (
        "m.py\n```python\n<<<<<<< SEARCH\ndef f(a):\n    ...\n    return 1\n=======\n"
        "def f(a):\n    ...\n    return 2\n>>>>>>> REPLACE\n```\n"
    )
    _refused_or(apply_edits(answer, {"m.py": source}), "m.py", source)


def test_v4a_scope_changed_by_earlier_hunk_is_taken_from_another_class() -> None:
    """Input: classes ``A`` and ``B`` with the same method ``f``. A V4A patch: hunk 1
    (``@@ class A:``) changes ``A``'s ``def f(self, x):`` to take ``y``; hunk 2
    (``@@     def f(self, x):``) changes ``return 1`` to ``return y`` under that scope.

    Happened: ``ok``: hunk 2 "applied at lines 10-11 exactly; it also matches at line 3: the
    anchor 'def f(self, x):' picked this one": ``B.f`` now returns ``y``, a name it does not
    have, and ``A.f`` (whose signature hunk 1 just changed to take ``y``) is untouched. The
    scope line the model saw first is the one hunk 1 changed; docs/edits.md says "a scope line
    an earlier hunk of the patch changed says nothing", yet here the same text, still standing
    in ``B``, picked ``B``. (Codex seeks the scope from after hunk 1 and would find ``B`` too;
    the patch has two readings with different files either way.)

    Expected: refused as ambiguous (lines 3 and 10 both fit), or ``A.f`` changed.
    """
    source = (
        "class A:\n    def f(self, x):\n        if x:\n            return 1\n        return 0\n\n\n"
        "class B:\n    def f(self, x):\n        if x:\n            return 1\n        return 0\n"
    )
    answer = (
        "*** Begin Patch\n*** Update File: m.py\n@@ class A:\n-    def f(self, x):\n"
        "+    def f(self, x, y=None):\n@@     def f(self, x):\n         if x:\n"
        "-            return 1\n+            return y\n*** End Patch\n"
    )
    wanted = source.replace(
        "    def f(self, x):\n        if x:\n            return 1\n",
        ("    def f(self, x, y=None):\n        if x:\n            return y\n"),
        1,
    )
    _refused_or(apply_edits(answer, {"m.py": source}), "m.py", wanted)


def test_fuzzy_edits_another_function_when_the_quote_starts_before_the_file() -> None:
    """The first finding at the other end: the block quotes a blank line, then ``test_a``,
    the first lines of the file (nothing stands before them), and removes its
    ``assertEqual``.

    Happened: ``ok``, rung ``fuzzy``, "applied at lines 9-13 ... (98% similar)": the blank line
    before ``test_c`` plus ``test_c``; ``test_c`` lost its ``assertEqual``, ``test_a`` kept it.

    Expected: ``test_a`` edited, or refused; never ``test_c``.
    """
    answer = (
        "m.py\n```python\n<<<<<<< SEARCH\n\n"
        "def test_a(self):\n    value = make(None)\n    self.assertEqual(value, 1)\n"
        "    self.assertTrue(check(value))\n"
        "=======\n\n"
        "def test_a(self):\n    value = make(None)\n    self.assertTrue(check(value))\n"
        ">>>>>>> REPLACE\n```\n"
    )
    wanted = _TESTS.replace(
        "def test_a(self):\n    value = make(None)\n    self.assertEqual(value, 1)\n",
        "def test_a(self):\n    value = make(None)\n",
    )
    result = apply_edits(answer, {"m.py": _TESTS})
    assert not result.ok or result.files["m.py"] in (wanted, "\n" + wanted), result.files


def test_git_mode_change_is_dropped_without_a_word(tmp_path: Path) -> None:
    """Input: ``c.sh`` with mode 0644; a git diff with ``old mode 100644`` /
    ``new mode 100755`` and a hunk changing its second line, applied with
    ``apply_to_folder``. (Also seen: ``new file mode 100755`` creates the file 0644.)

    Happened: ``ok``, the hunk applied, the file left 0644, and no diagnostic or outcome
    mentions the mode: the operation model has no place for it, so the reader drops the
    header. The model asked for an executable script and got a file it cannot run, with
    status ``ok``.

    Expected: the file made executable, or a refusal / warning that names the mode change
    it could not make (an operation that cannot be done whole is refused, docs/edits.md
    "Never half-read").
    """
    folder = tmp_path / "p"
    folder.mkdir()
    script = folder / "c.sh"
    script.write_text("#!/bin/sh\necho c\n")
    script.chmod(0o644)
    answer = (
        "```diff\ndiff --git a/c.sh b/c.sh\nold mode 100644\nnew mode 100755\n"
        "--- a/c.sh\n+++ b/c.sh\n@@ -1,2 +1,2 @@\n #!/bin/sh\n-echo c\n+echo d\n```\n"
    )
    done = apply_to_folder(answer, folder)
    if done.edits.ok:
        assert script.stat().st_mode & 0o100 or any(
            "mode" in outcome.message for outcome in done.edits.outcomes
        ), (oct(script.stat().st_mode), [o.message for o in done.edits.outcomes])


def test_git_header_names_one_file_plus_plus_plus_another_silently() -> None:
    """Input: ``a.py`` and ``b.py`` with the same content; a diff
    ``diff --git a/a.py b/a.py`` / ``--- a/a.py`` / ``+++ b/b.py`` and one hunk.

    Happened: ``ok``, ``b.py`` edited, ``a.py`` untouched, and no diagnostic: no
    ``diff-names-differ`` warning (it is given only when no ``diff --git`` line says which file
    is meant, and here one does: ``a.py`` on both sides). ``git apply`` refuses such a patch
    (the ``+++`` name is inconsistent with the ``diff --git`` line).

    Expected: refused, or ``a.py`` edited (the name two of the three lines give), or at least
    the ``diff-names-differ`` warning naming the other file; never ``b.py`` without a word.
    """
    source = "a = 1\nb = 2\n"
    answer = (
        "```diff\ndiff --git a/a.py b/a.py\n--- a/a.py\n+++ b/b.py\n@@ -1,2 +1,2 @@\n"
        " a = 1\n-b = 2\n+b = 3\n```\n"
    )
    result = apply_edits(answer, {"a.py": source, "b.py": source})
    warned = "diff-names-differ" in [d.code for d in parse_response(answer).diagnostics]
    assert not result.ok or result.files["b.py"] == source or warned, result.files


def test_git_header_deletes_one_file_minus_minus_minus_names_another() -> None:
    """Input: ``a.py`` and ``b.py`` with the same content; ``diff --git a/b.py b/b.py`` /
    ``deleted file mode 100644`` / ``--- a/a.py`` / ``+++ /dev/null`` removing both lines.

    Happened: ``ok``, ``a.py`` deleted, ``b.py`` kept, no diagnostic beyond the usual ones:
    the ``diff --git`` line's names are not compared with the ``---`` name (``git apply``
    refuses the patch as inconsistent). The same without ``deleted file mode`` and with
    ``+++ b/a.py``: ``a.py`` edited silently under a ``b.py`` header.

    Expected: refused (two names for the file to delete), or a warning that names both;
    never a silent deletion of the file the ``diff --git`` line does not name.
    """
    source = "a = 1\nb = 2\n"
    answer = (
        "```diff\ndiff --git a/b.py b/b.py\ndeleted file mode 100644\n--- a/a.py\n"
        "+++ /dev/null\n@@ -1,2 +0,0 @@\n-a = 1\n-b = 2\n```\n"
    )
    result = apply_edits(answer, {"a.py": source, "b.py": source})
    warned = "diff-names-differ" in [d.code for d in parse_response(answer).diagnostics]
    assert not result.ok or "a.py" in result.files or warned, result.files
