"""Failing tests found by an independent attack on ``apply_edits`` (hunt-apply).

Each test is one finding: an ``ok`` result over a file that differs from what the model meant,
or another broken promise of docs/edits.md. The docstring says the input, what happened and
what was expected. The expected values are written by hand from the edit's meaning, not from
the implementation's output.
"""

from __future__ import annotations

from typing import Any

from artifact_codec import apply_edits
from artifact_codec.apply import EditResult


def _refused_or(result: EditResult, path: str, wanted: str) -> None:
    """Either the edit set is refused, or the file is the one the model meant."""
    assert not result.ok or result.files[path] == wanted, (result.ok, result.files[path])


def test_udiff_without_final_newline_matches_inside_a_line() -> None:
    """Input: a file ``x = do_foo()\\ny = 2`` (no final newline) and a unified diff hunk that
    removes the lines ``foo()`` and ``y = 2`` (``\\ No newline at end of file``) and adds
    ``z = 3``. The file has no line ``foo()``.

    Happened: ``ok``, rung ``exact``, the file became ``x = do_z = 3``: the old text (which
    ends without a line break) was matched as a substring starting in the middle of line 1,
    so half of a line the diff never named was kept and glued to the new line.

    Expected: a diff's lines are whole lines; the hunk matches nothing exactly, so it is
    refused (or matched by a rung that replaces whole lines), never ``x = do_z = 3``.
    """
    files = {"a.py": "x = do_foo()\ny = 2"}
    answer = (
        "```diff\n--- a/a.py\n+++ b/a.py\n@@ -1,2 +1,1 @@\n-foo()\n-y = 2\n"
        "\\ No newline at end of file\n+z = 3\n\\ No newline at end of file\n```\n"
    )
    result = apply_edits(answer, files)
    assert not (result.ok and result.files["a.py"] == "x = do_z = 3"), result.files


def test_udiff_overlapping_hunks_second_lands_in_another_function() -> None:
    """Input: ``f`` and ``g`` with the same body (``if a: return 1`` / ``return 0``); a
    unified diff with two hunks of ``f`` written against the original file, as diffs are:
    hunk 1 (``@@ -3,3``) changes ``return 1`` to ``return 2``, hunk 2 (``@@ -5,2``) quotes
    ``return 1`` as context and changes the ``return 0`` of line 6 to ``return -1``. The
    hunks overlap (line 5 is in both).

    Happened: ``ok``. After hunk 1 the context ``return 1`` of ``f`` is gone, so hunk 2's old
    text matched only ``g`` (line 11, the hint said 5) and was applied there, exactly:
    ``g`` returns -1, ``f`` still returns 0.

    Expected: refused (hunks that overlap in the original, or a conflict with an earlier
    hunk), or ``f`` edited; never ``g``, which the diff did not touch.
    """
    src = (
        "import os\n\ndef f(a):\n    if a:\n        return 1\n    return 0\n\n\n"
        "def g(a):\n    if a:\n        return 1\n    return 0\n"
    )
    answer = (
        "```diff\n--- a/m.py\n+++ b/m.py\n@@ -3,3 +3,3 @@\n def f(a):\n     if a:\n"
        "-        return 1\n+        return 2\n@@ -5,2 +5,2 @@\n         return 1\n"
        "-    return 0\n+    return -1\n```\n"
    )
    result = apply_edits(answer, {"m.py": src})
    wanted = src.replace("return 1\n    return 0\n\n\n", "return 2\n    return -1\n\n\n")
    _refused_or(result, "m.py", wanted)


def test_udiff_hunks_out_of_order_offset_moves_hint_to_other_copy() -> None:
    """Input: 40 lines ``vN = N``; the same ``try: run() / except OSError: pass`` block at
    lines 10-13 and 15-18. A unified diff whose first hunk (``@@ -30,3 +30,8``) adds 5 lines
    after line 30, and whose second hunk, written after it but earlier in the file
    (``@@ -10,4``, correct), changes the ``pass`` of the block at line 10 to ``raise``.

    Happened: ``ok``, rung ``line-hint``: "applied at lines 15-18 ...; the line number 10
    picked this one". The offset learned from hunk 1 (+5 lines, which only moves lines after
    line 30) was added to hunk 2's hint, so the hint chose the copy at line 15.

    Expected: the block at line 10 edited (its hint is exact, and the hunk comes before the
    lines hunk 1 added), or a refusal; never the copy at line 15.
    """
    lines = [f"v{i} = {i}" for i in range(1, 41)]
    block = ["try:", "    run()", "except OSError:", "    pass"]
    lines[9:13] = block
    lines[14:18] = block
    src = "\n".join(lines) + "\n"
    answer = (
        "```diff\n--- a/m.py\n+++ b/m.py\n@@ -30,3 +30,8 @@\n v30 = 30\n+a = 1\n+b = 2\n"
        "+c = 3\n+d = 4\n+e = 5\n v31 = 31\n v32 = 32\n@@ -10,4 +15,4 @@\n try:\n     run()\n"
        " except OSError:\n-    pass\n+    raise\n```\n"
    )
    result = apply_edits(answer, {"m.py": src})
    out = src.splitlines()
    out[12] = "    raise"
    out[29:30] = ["v30 = 30", "a = 1", "b = 2", "c = 3", "d = 4", "e = 5"]
    _refused_or(result, "m.py", "\n".join(out) + "\n")


_BISECT_LEFT = '''def bisect_left(a, x, lo=0, hi=None, *, key=None):
    """Return the index where to insert item x in list a, assuming a is sorted."""

    if lo < 0:
        raise ValueError('lo must be non-negative')
    if hi is None:
        hi = len(a)
    # Note, the comparison uses "<" to match the
    # __lt__() logic in list.sort() and in heapq.
    if key is None:
        while lo < hi:
            mid = (lo + hi) // 2
            if a[mid] < x:
                lo = mid + 1
            else:
                hi = mid
    else:
        while lo < hi:
            mid = (lo + hi) // 2
            if key(a[mid]) < x:
                lo = mid + 1
            else:
                hi = mid
    return lo
'''


def test_udiff_wrong_line_number_picks_the_other_branch() -> None:
    """Input: ``bisect_left`` from the standard library (two ``while lo < hi:`` / ``mid =
    (lo + hi) // 2`` pairs, lines 11-12 and 18-19); a unified diff hunk that changes the
    second ``while`` (the ``key`` branch), with one line of context, whose header line number
    is off by 6 (``@@ -12,2``; the lines are at 18), as the benchmark's ``wrong-line-numbers``
    noise writes them (off by 1 to 20).

    Happened: ``ok``, rung ``line-hint``: the hint (12) is within 3 lines of the first copy
    (11), so the ``key is None`` branch was edited.

    Expected: the key branch edited, or a refusal naming both places (a wrong line number
    alone picked a place the model did not mean: the hunk is as ambiguous as it was).
    """
    answer = (
        "```diff\n--- a/bisect.py\n+++ b/bisect.py\n@@ -12,2 +12,2 @@\n"
        "-        while lo < hi:\n+        while lo < hi:  # key branch\n"
        "             mid = (lo + hi) // 2\n```\n"
    )
    result = apply_edits(answer, {"bisect.py": _BISECT_LEFT})
    lines = _BISECT_LEFT.split("\n")
    lines[17] = "        while lo < hi:  # key branch"
    _refused_or(result, "bisect.py", "\n".join(lines))


def test_udiff_fuzzy_hunk_does_not_move_the_next_hint() -> None:
    """Input: 40 lines ``value_NN = compute(N, scale=1.0)``, with ``retry()`` at lines 25 and
    30. A unified diff, all line numbers right: hunk 1 (``@@ -4,3 +4,8``) adds 5 lines after
    line 5 and misquotes one context character (``1.O`` for ``1.0``), so it is placed by the
    fuzzy rung; hunk 2 (``@@ -30,1 +35,1``) changes the ``retry()`` of line 30.

    Happened: ``ok``; hunk 2 "applied at line 30 exactly; it also matches at line 35: the line
    number 30 picked this one". Line 30 after hunk 1 is the copy that was line 25: the fuzzy
    rung does not record the 5 lines hunk 1 added, so hunk 2's hint (in the original file's
    numbers, as every diff's are) chose the other copy.

    Expected: the ``retry()`` of original line 30 (now line 35) changed, or a refusal.
    """
    lines = [f"value_{i:02d} = compute({i}, scale=1.0)" for i in range(1, 41)]
    lines[24] = "retry()"
    lines[29] = "retry()"
    src = "\n".join(lines) + "\n"
    answer = (
        "```diff\n--- a/m.py\n+++ b/m.py\n@@ -4,3 +4,8 @@\n"
        " value_04 = compute(4, scale=1.0)\n value_05 = compute(5, scale=1.0)\n"
        "+a = 1\n+b = 2\n+c = 3\n+d = 4\n+e = 5\n value_06 = compute(6, scale=1.O)\n"
        "@@ -30,1 +35,1 @@\n-retry()\n+retry(3)\n```\n"
    )
    result = apply_edits(answer, {"m.py": src})
    out = list(lines)
    out[29] = "retry(3)"
    out[5:5] = ["a = 1", "b = 2", "c = 3", "d = 4", "e = 5"]
    _refused_or(result, "m.py", "\n".join(out) + "\n")


def test_exact_rung_time_grows_quadratically_on_mid_line_occurrences() -> None:
    """Input: a file of ``n`` lines ``        self.value = value`` and a SEARCH text whose
    first line lost its indentation (``self.value = value``, as models often quote it)
    followed by ``n / 10`` indented copies. The old text ends with
    a line break, so the exact rung wants it at a line start: every occurrence (one per line,
    all in the middle of a line) is found by ``str.find`` from the previous one plus one
    character, each comparing up to the whole old text, and none counts toward the 64-place
    limit.

    Happened: "10x the input took 76.8x the time (0.0190 s at size 1000, 1.4591 s at size
    10000): not linear" (the time is in ``ladder._occurrences``' ``str.find`` calls).

    Expected: linear time (``tests/timing.py``: 10x input < 20x time).
    """
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).parent))
    from timing import assert_linear

    from artifact_codec import FileOperation, Hunk

    line = "        self.value = value\n"

    def make(n: int) -> tuple[list[FileOperation], dict[str, str]]:
        old = "self.value = value\n" + line * (n // 10)
        operation = FileOperation(
            kind="edit",
            path="m.py",
            hunks=[Hunk(old=old, new="x = 1\n")],
            convention="aider-search-replace",
        )
        return [operation], {"m.py": line * n}

    def run(argument: tuple[list[FileOperation], dict[str, str]]) -> object:
        return apply_edits(*argument)

    assert_linear(make, run, 1000, repeat=1)


def test_line_rungs_time_grows_quadratically_with_the_hunk() -> None:
    """Input: a file of ``n`` lines ``line_i = i`` and one SEARCH/REPLACE hunk that replaces
    all of them (``line_i = i+1``), its old text quoted with a trailing space on each line
    (so it is placed by the ``trailing-whitespace`` rung, not as a substring).

    Happened: 4,000 -> 40,000 lines took 0.039 s -> 1.496 s (38x for 10x), nearly all of it in
    ``applier._opcodes`` (rapidfuzz ``Indel.opcodes`` over the old and new lines: a longest
    common subsequence, quadratic in the hunk's length).

    Expected: linear time (``tests/timing.py``: 10x input < 20x time).
    """
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).parent))
    from timing import assert_linear

    from artifact_codec import FileOperation, Hunk

    def make(n: int) -> tuple[list[FileOperation], dict[str, str]]:
        src = "".join(f"line_{i} = {i}\n" for i in range(n))
        old = "".join(f"line_{i} = {i} \n" for i in range(n))
        new = "".join(f"line_{i} = {i + 1}\n" for i in range(n))
        operation = FileOperation(
            kind="edit",
            path="f.py",
            hunks=[Hunk(old=old, new=new)],
            convention="aider-search-replace",
        )
        return [operation], {"f.py": src}

    def run(argument: tuple[list[FileOperation], dict[str, str]]) -> object:
        return apply_edits(*argument)

    assert_linear(make, run, 4000, repeat=1)


def test_editing_an_executable_script_drops_its_executable_bit(tmp_path: Any) -> None:
    """Input: ``run.sh`` (``#!/bin/sh`` / ``echo hi``, mode 0755) in a folder, and a git diff
    that changes ``echo hi`` to ``echo bye`` and whose extended headers say the mode stays
    ``100755`` (``old mode 100755`` / ``new mode 100755``); applied with ``apply_to_folder``
    (the same happens with a SEARCH/REPLACE block and ``artifact-codec apply``).

    Happened: ``ok``, and ``run.sh`` is now mode 0644: the edit is committed as a whole-file
    replacement, which ``docs/security.md`` says gets a new mode ("an executable bit is not
    carried over"). The answer named only a line of the file, and the diff even named the mode
    100755, yet the script can no longer be run.

    Expected: an edit changes the lines it names and nothing else of the file; its mode is
    kept (or the edit set is refused, saying the mode would change).
    """
    import os
    import stat

    from artifact_codec.write.edits import apply_to_folder

    script = tmp_path / "run.sh"
    script.write_text("#!/bin/sh\necho hi\n")
    os.chmod(script, 0o755)
    answer = (
        "diff --git a/run.sh b/run.sh\nold mode 100755\nnew mode 100755\n--- a/run.sh\n"
        "+++ b/run.sh\n@@ -1,2 +1,2 @@\n #!/bin/sh\n-echo hi\n+echo bye\n"
    )
    done = apply_to_folder(answer, tmp_path, fsync=False)
    mode = stat.S_IMODE(os.stat(script).st_mode)
    assert not done.ok or mode & 0o111, (done.ok, oct(mode), script.read_text())


def test_feedback_for_a_file_that_is_not_utf8_says_it_does_not_exist(tmp_path: Any) -> None:
    """Input: a folder with ``b.py`` holding the bytes ``ff fe`` then `` x = 1`` (not UTF-8)
    and a SEARCH/REPLACE block for ``b.py``, applied with ``apply_to_folder``.

    Happened: refused (right), ``unreadable`` names the rule ``not-utf-8``, but the feedback
    meant for the model (``done.edits.feedback()``, which ``artifact-codec apply`` prints
    too) says "cannot edit b.py: it does not exist ...; check the path, or create the file
    with its whole content": the file exists, and creating it would be refused as well, so a
    retry loop that sends this text asks for an answer that can never be applied.

    Expected: a refusal whose feedback says why: the file is not UTF-8 text.
    """
    from artifact_codec.write.edits import apply_to_folder

    (tmp_path / "b.py").write_bytes(b"\xff\xfe x = 1\n")
    answer = "b.py\n```\n<<<<<<< SEARCH\nx = 1\n=======\nx = 2\n>>>>>>> REPLACE\n```\n"
    done = apply_to_folder(answer, tmp_path, fsync=False)
    assert not done.ok
    assert "does not exist" not in done.edits.feedback(), done.edits.feedback()


def test_many_hunks_of_one_file_cost_hunks_times_file() -> None:
    """Input: a file of ``n`` lines ``line_i = i`` and one SEARCH/REPLACE operation with
    ``n / 10`` hunks, each changing one (unique) line exactly.

    Happened: 2,000 -> 20,000 lines (200 -> 2,000 hunks) took 0.023 s -> 1.883 s (82x for
    10x); profiled at 20,000 lines, most of it in ``_Draft.replace`` (the whole text sliced
    and the list of spans earlier hunks wrote walked again for every hunk), then ``str.find``
    and ``str.count`` from the file's start: the cost is hunks times file size, quadratic
    in the answer.

    Expected: linear time (``tests/timing.py``: 10x input < 20x time).
    """
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).parent))
    from timing import assert_linear

    from artifact_codec import FileOperation, Hunk

    def make(n: int) -> tuple[list[FileOperation], dict[str, str]]:
        src = "".join(f"line_{i} = {i}\n" for i in range(n))
        hunks = [Hunk(old=f"line_{i} = {i}\n", new=f"line_{i} = {-i}\n") for i in range(0, n, 10)]
        operation = FileOperation(
            kind="edit", path="f.py", hunks=hunks, convention="aider-search-replace"
        )
        return [operation], {"f.py": src}

    def run(argument: tuple[list[FileOperation], dict[str, str]]) -> object:
        return apply_edits(*argument)

    assert_linear(make, run, 1000, repeat=1)


def test_udiff_reindented_hunk_exactly_matches_another_function_far_from_its_hint() -> None:
    """Input: a module with ``load(data)`` (``if not data: / return None`` at indentation 4,
    lines 2-3) and ``Loader.load`` (the same two lines at indentation 12, lines 10-11). A
    unified diff hunk ``@@ -10,2 +10,2 @@`` (right line numbers) for the method, quoted with
    less indentation (as a method's lines quoted out of their class are), changes its
    ``return None`` to ``raise ValueError``.

    Happened: ``ok``, "applied at lines 2-3 exactly": the quoted lines are, as written, the
    top-level function's, so the exact rung found one place and the hint (line 10, 8 lines
    away) was never consulted. The method is unchanged; ``load`` now raises.

    Expected: the method edited (the indentation rung finds it at the hint), or a refusal
    naming both places; never the function 8 lines above the hint.
    """
    src = (
        "def load(data):\n    if not data:\n        return None\n    return parse(data)\n\n\n"
        "class Loader:\n    def load(self, data):\n        for item in data:\n"
        "            if not data:\n                return None\n            yield parse(item)\n"
    )
    answer = (
        "```diff\n--- a/m.py\n+++ b/m.py\n@@ -10,2 +10,2 @@\n     if not data:\n"
        "-        return None\n+        raise ValueError\n```\n"
    )
    result = apply_edits(answer, {"m.py": src})
    wanted = src.replace("                return None\n", "                raise ValueError\n")
    _refused_or(result, "m.py", wanted)


def test_v4a_unique_match_before_its_scope_line_is_applied_outside_the_scope() -> None:
    """Input: ``f(x)`` (``if x: return None``, lines 1-4) and ``g(x)`` (``if x: return``,
    lines 7-10). A V4A patch ``@@ def g(x):`` whose chunk quotes ``if x:`` /
    ``-        return None`` (the model misremembers ``g``'s bare ``return``) and writes
    ``raise ValueError(x)``.

    Happened: ``ok``, "applied at lines 2-3 exactly": the old text is in the file once, in
    ``f``, above the scope line, and the scope (anchor) is consulted only among several
    places. ``f`` now raises; ``g`` is unchanged. aider's ``PatchCoder`` (its V4A applier,
    run through ``benchmarks/bench_edits.py``'s ``Aider``) refuses this patch.

    Expected: refused (the patch's scope says ``g``, and its lines are not in ``g``), or
    ``g`` edited; never ``f``.
    """
    src = (
        "def f(x):\n    if x:\n        return None\n    return x\n\n\n"
        "def g(x):\n    if x:\n        return\n    print(x)\n"
    )
    answer = (
        "*** Begin Patch\n*** Update File: m.py\n@@ def g(x):\n     if x:\n"
        "-        return None\n+        raise ValueError(x)\n*** End Patch\n"
    )
    result = apply_edits(answer, {"m.py": src})
    _refused_or(result, "m.py", src.replace("        return\n", "        raise ValueError(x)\n"))


def test_udiff_deletion_whose_removed_lines_are_not_the_file_deletes_it() -> None:
    """Input: ``old.py`` holding ``import important`` / ``def main(): important.run()``, and
    a git deletion diff for ``old.py`` (``deleted file mode``, ``+++ /dev/null``) whose hunk
    removes ``def unused():`` / ``    pass``: the model believes ``old.py`` is a dead stub.

    Happened: ``ok``, "deleted": the reader keeps no hunk for a deletion, so the lines the
    diff says the file holds are never compared with the file, and a file the model did not
    know is removed. ``git apply --check`` on the same diff and file says "patch failed:
    old.py:1 ... patch does not apply"; aider's ``UnifiedDiffCoder`` (through
    ``benchmarks/bench_edits.py``'s ``Aider``) refuses it too.

    Expected: refused (the diff's removed lines are not the file), as git refuses it.
    """
    answer = (
        "```diff\ndiff --git a/old.py b/old.py\ndeleted file mode 100644\n--- a/old.py\n"
        "+++ /dev/null\n@@ -1,2 +0,0 @@\n-def unused():\n-    pass\n```\n"
    )
    files = {"old.py": "import important\n\ndef main():\n    important.run()\n"}
    result = apply_edits(answer, files)
    assert not result.ok, [outcome.message for outcome in result.outcomes]


def test_udiff_with_two_names_and_no_git_headers_edits_one_silently() -> None:
    """Input: ``old.py`` (``x = 1`` / ``y = 2``) and ``new.py`` (the same and ``z = 0``), and
    a plain unified diff (no ``diff --git`` line, no ``rename`` headers) ``--- a/old.py`` /
    ``+++ b/new.py`` whose hunk changes ``y = 2`` to ``y = 3``.

    Happened: ``ok``, ``new.py`` edited, ``old.py`` untouched, and no diagnostic or outcome
    names ``old.py``. The two names are two readings: GNU ``patch -p1 --dry-run`` on the same
    files says "checking file old.py" (it edits the old name), ``git apply`` takes
    ``new.py`` (and refuses the hunk there).

    Expected: refused, or a documented rule with a diagnostic that names the other reading
    (``old.py``); not a silent edit of one of two files.
    """
    answer = "```diff\n--- a/old.py\n+++ b/new.py\n@@ -1,2 +1,2 @@\n x = 1\n-y = 2\n+y = 3\n```\n"
    files = {"old.py": "x = 1\ny = 2\n", "new.py": "x = 1\ny = 2\nz = 0\n"}
    result = apply_edits(answer, files)
    from artifact_codec import parse_response

    said = " ".join(d.message for d in parse_response(answer).diagnostics)
    said += " ".join(outcome.message for outcome in result.outcomes)
    assert not result.ok or "old.py" in said, said
