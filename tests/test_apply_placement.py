"""Where a hunk lands, generated: the classes of an independent attack (tests/test_hunt_apply.py),
each as a property over many inputs rather than its one example.

Every property is: the applied file is the one the edit means, or the edit set is refused.
Files are real code (functions of the installed standard library) or numbered lines that make
the arithmetic of line numbers plain; the edits are written as models write them (unified
diffs with line numbers off by up to 20 lines, hunks out of order, a misquoted character,
reindented quotes, V4A scopes, deletions). Hypothesis runs derandomized (the profile in
``conftest.py``), with small example counts.
"""

from __future__ import annotations

import inspect
import os
import stat
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from artifact_codec import apply_edits

# -- helpers ----------------------------------------------------------------------------------


def _numbered(count: int) -> list[str]:
    return [f"v{i} = {i}" for i in range(1, count + 1)]


def _hunk(start: int, old: list[str], new: list[str], context: tuple[int, int]) -> str:
    """One unified diff hunk at 1-based ``start`` of the file the model saw: ``context[0]``
    leading and ``context[1]`` trailing lines of ``old`` are context."""
    lead, trail = context
    body = [" " + line for line in old[:lead]]
    body += ["-" + line for line in old[lead : len(old) - trail]]
    body += ["+" + line for line in new]
    body += [" " + line for line in old[len(old) - trail :]]
    added = len(new) + lead + trail
    return f"@@ -{start},{len(old)} +{start},{added} @@\n" + "\n".join(body) + "\n"


def _diff(path: str, hunks: list[str]) -> str:
    return f"--- a/{path}\n+++ b/{path}\n" + "".join(hunks)


def _stdlib_functions() -> list[str]:
    """Top-level functions of some standard library modules, without their docstrings and
    decorators, 4 to 14 lines each."""
    import ast
    import bisect
    import colorsys
    import fnmatch
    import genericpath
    import heapq
    import posixpath
    import shlex

    found = []
    for module in (bisect, colorsys, fnmatch, genericpath, heapq, posixpath, shlex):
        source = inspect.getsource(module)
        lines = source.splitlines()
        for node in ast.parse(source).body:
            if not isinstance(node, ast.FunctionDef) or node.end_lineno is None:
                continue
            skip: set[int] = set()
            first = node.body[0]
            if (
                isinstance(first, ast.Expr)
                and isinstance(first.value, ast.Constant)
                and isinstance(first.value.value, str)
                and first.end_lineno is not None
            ):
                skip = set(range(first.lineno, first.end_lineno + 1))
            kept = [
                lines[n - 1]
                for n in range(node.lineno, node.end_lineno + 1)
                if n not in skip and lines[n - 1].strip()
            ]
            if 4 <= len(kept) <= 14 and len(node.body) > 1:
                found.append("\n".join(kept) + "\n")
    return found


FUNCTIONS = _stdlib_functions()


def test_there_are_stdlib_functions_to_work_with() -> None:
    assert len(FUNCTIONS) >= 5


# -- a diff's lines are whole lines -----------------------------------------------------------


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(FUNCTIONS), st.data())
def test_a_hunk_quoting_the_end_of_a_line_never_glues_lines(
    source: str, data: st.DataObject
) -> None:
    """The old text starts inside a line of the file (a diff that lost a line's start) and
    the file may lack its final newline: the hunk is refused, or the new line stands alone."""
    lines = source.splitlines()
    at = data.draw(st.integers(0, len(lines) - 1))
    cut = data.draw(st.integers(1, max(1, len(lines[at]) - 1)))
    old = [lines[at][cut:], *lines[at + 1 : at + 2]]
    final_newline = data.draw(st.booleans())
    text = "\n".join(lines) + ("\n" if final_newline else "")
    hunk = _hunk(at + 1, old, ["z_marker = 3"], (0, 0))
    if not final_newline and at + 2 >= len(lines):  # both sides end without a line break
        marker = "\\ No newline at end of file\n"
        hunk = hunk.replace("\n+z_marker = 3\n", "\n" + marker + "+z_marker = 3\n" + marker)
    result = apply_edits(_diff("m.py", [hunk]), {"m.py": text})
    if result.ok:  # a re-indented line (the cut was in its indentation) is a whole line too
        stripped = [line.strip() for line in result.files["m.py"].splitlines()]
        assert "z_marker = 3" in stripped, result.files["m.py"]


# -- line numbers -----------------------------------------------------------------------------


@settings(max_examples=150, deadline=None)
@given(
    gap=st.integers(1, 40),
    target=st.sampled_from([0, 1]),
    noise=st.one_of(st.just(0), st.integers(-20, 20)),
    added=st.integers(0, 6),
    other_at=st.integers(1, 90),
    other_first=st.booleans(),
    misquote=st.booleans(),
)
def test_a_block_in_two_places_is_edited_where_meant_or_refused(
    gap: int,
    target: int,
    noise: int,
    added: int,
    other_at: int,
    other_first: bool,
    misquote: bool,
) -> None:
    """A block that is in the file twice (``gap`` lines apart); a diff that edits one copy,
    its line number off by ``noise``, with another hunk (exact line number, adding lines,
    perhaps misquoting a character so it is placed by the fuzzy rung) before or after it in
    the file and in the answer. Refused, or the copy meant is edited."""
    block = ["try:", "    run()", "except OSError:", "    pass"]
    lines = _numbered(100)
    first = 20
    second = first + len(block) + gap
    lines[first : first + len(block)] = block
    lines[second : second + len(block)] = block
    meant = (first, second)[target]
    other = other_at if not (meant - 4 <= other_at <= meant + 8) else 95
    other = min(other, len(lines) - 3)
    if any(line in block for line in lines[other - 1 : other + 2]):
        other = 95
    quoted = list(lines[other - 1 : other + 2])
    if misquote:
        quoted[2] = quoted[2].replace("=", ":", 1)
    extra = [f"new_{i} = {i}" for i in range(added)]
    edit_other = _hunk(other, quoted, [quoted[0], *extra, quoted[1]], (0, 1))
    edit_other = (
        f"@@ -{other},3 +{other},{3 + added} @@\n {quoted[0]}\n"
        + "".join(f"+{line}\n" for line in extra)
        + f" {quoted[1]}\n {quoted[2]}\n"
    )
    edit_block = _hunk(max(1, meant + 1 + noise), block, ["    raise"], (3, 0))
    hunks = [edit_other, edit_block] if other_first else [edit_block, edit_other]
    result = apply_edits(_diff("m.py", hunks), {"m.py": "\n".join(lines) + "\n"})
    wanted = list(lines)
    wanted[meant + 3] = "    raise"
    wanted[other:other] = extra
    if result.ok:
        assert result.files["m.py"] == "\n".join(wanted) + "\n", [
            o.message for o in result.outcomes
        ]


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(FUNCTIONS), st.integers(1, 12), st.integers(-2, 2), st.data())
def test_a_method_quoted_without_its_indentation_is_not_the_function_it_looks_like(
    source: str, gap: int, noise: int, data: st.DataObject
) -> None:
    """A module holds a function and, ``gap`` lines below, the same lines as a method (4
    spaces deeper). A diff for the method quotes its lines dedented (as they look out of their
    class) with a line number near the method: refused, or the method edited."""
    body = source.splitlines()
    method = ["    " + line if line else line for line in body]
    lines = [*body, *[f"v{i} = {i}" for i in range(gap)], "class Holder:", *method]
    start = len(body) + gap + 1
    changed = data.draw(st.integers(1, len(body) - 1))
    if not body[changed].strip():
        return
    new_line = body[changed] + "  # changed"
    quoted = body[: changed + 1]
    hunk = _hunk(max(1, start + 1 + noise), quoted, [new_line], (changed, 0))
    result = apply_edits(_diff("m.py", [hunk]), {"m.py": "\n".join(lines) + "\n"})
    wanted = list(lines)
    wanted[start + changed] = "    " + new_line
    if result.ok:
        assert result.files["m.py"] == "\n".join(wanted) + "\n", [
            o.message for o in result.outcomes
        ]


# -- V4A scopes -------------------------------------------------------------------------------


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(FUNCTIONS), st.data())
def test_a_v4a_hunk_is_never_applied_above_its_scope(source: str, data: st.DataObject) -> None:
    """A function, then ``def scoped():`` whose body lacks the quoted lines: a patch scoped to
    ``scoped`` that quotes lines of the function above is refused (or edits ``scoped``)."""
    body = source.splitlines()
    at = data.draw(st.integers(1, len(body) - 1))
    if not body[at].strip():
        return
    text = source + "\n\ndef scoped():\n    return None\n"
    patch = (
        f"*** Begin Patch\n*** Update File: m.py\n@@ def scoped():\n-{body[at]}\n"
        f"+{body[at]}  # changed\n*** End Patch\n"
    )
    result = apply_edits(patch, {"m.py": text})
    assert not result.ok, [o.message for o in result.outcomes]


# -- deletions --------------------------------------------------------------------------------


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(FUNCTIONS), st.data())
def test_a_deletion_diff_deletes_only_the_file_it_quotes(source: str, data: st.DataObject) -> None:
    """A git deletion diff whose ``-`` lines are the file, a part of it, or other lines: the
    file is deleted only when they are all of it."""
    lines = source.splitlines()
    start = data.draw(st.integers(0, len(lines) - 1))
    stop = data.draw(st.integers(start + 1, len(lines)))
    removed = lines[start:stop] if data.draw(st.booleans()) else ["def unused():", "    pass"]
    answer = (
        "diff --git a/old.py b/old.py\ndeleted file mode 100644\n--- a/old.py\n+++ /dev/null\n"
        f"@@ -1,{len(removed)} +0,0 @@\n" + "".join(f"-{line}\n" for line in removed)
    )
    result = apply_edits(answer, {"old.py": source})
    whole = removed == lines
    assert result.ok == whole, [o.message for o in result.outcomes]
    if whole:
        assert "old.py" not in result.files


# -- modes ------------------------------------------------------------------------------------


def test_an_edit_keeps_the_executable_bits_of_the_file(tmp_path: Path) -> None:
    """Every executable mode, every convention that edits: the bits stay as they were."""
    from artifact_codec.write.edits import apply_to_folder

    answers = {
        "search-replace": (
            "run.sh\n```\n<<<<<<< SEARCH\necho hi\n=======\necho bye\n>>>>>>> REPLACE\n```\n"
        ),
        "udiff": "--- a/run.sh\n+++ b/run.sh\n@@ -2,1 +2,1 @@\n-echo hi\n+echo bye\n",
        "v4a": ("*** Begin Patch\n*** Update File: run.sh\n-echo hi\n+echo bye\n*** End Patch\n"),
    }
    umask = os.umask(0)
    os.umask(umask)
    for name, answer in answers.items():
        for mode in (0o755, 0o700, 0o744, 0o644, 0o600):
            folder = tmp_path / f"{name}-{mode:o}"
            folder.mkdir()
            script = folder / "run.sh"
            script.write_text("#!/bin/sh\necho hi\n")
            os.chmod(script, mode)
            done = apply_to_folder(answer, folder, fsync=False)
            assert done.ok, done.edits.feedback()
            assert script.read_text() == "#!/bin/sh\necho bye\n"
            kept = stat.S_IMODE(os.stat(script).st_mode)
            assert kept == mode, (name, oct(mode), oct(umask))


# -- many hunks at once -----------------------------------------------------------------------


@settings(max_examples=200, deadline=None)
@given(
    st.lists(st.sampled_from([*[None] * 15, "", "a = 1", "e"]), min_size=60, max_size=70),
    st.lists(
        st.tuples(
            st.integers(0, 19).map(lambda i: 3 * i),
            st.integers(1, 2),
            st.integers(0, 2),
            st.sampled_from([False, False, False, True]),
        ),
        min_size=8,
        max_size=12,
        unique_by=lambda pick: pick[0],
    ),
)
def test_many_hunks_at_once_give_what_one_by_one_gives(
    repeated: list[str | None], picks: list[tuple[int, int, int, bool]]
) -> None:
    """An edit of 8 or more hunks is first tried as a whole (``applier._all_exact``): its
    files and outcomes are those of applying the hunks one by one, whatever the hunks are
    (repeated lines, hunks that write lines later hunks quote, overlapping or emptying ones)."""
    from unittest import mock

    from artifact_codec import FileOperation, Hunk
    from artifact_codec.apply import applier

    lines = [f"u{i} = {i}" if line is None else line for i, line in enumerate(repeated)]
    text = "\n".join(lines) + "\n"
    hunks = []
    for at, size, added, reuse in picks:
        old = lines[at % len(lines) : at % len(lines) + size]
        new = [f"n{at}_{i}" for i in range(added)]
        if reuse:
            new = [lines[(at + 3) % len(lines)], *new]  # a line a later hunk may quote
        hunks.append(
            Hunk(old="".join(f"{line}\n" for line in old), new="".join(f"{x}\n" for x in new))
        )
    operation = FileOperation(
        kind="edit", path="m.py", hunks=hunks, convention="aider-search-replace"
    )
    at_once = apply_edits([operation], {"m.py": text})
    with mock.patch.object(applier, "_BATCH_HUNKS", 10**9):
        one_by_one = apply_edits([operation], {"m.py": text})
    assert at_once.ok == one_by_one.ok
    assert at_once.files == one_by_one.files
    assert [o.message for o in at_once.outcomes] == [o.message for o in one_by_one.outcomes]


def test_many_unique_hunks_are_applied_at_once() -> None:
    """The case the whole-edit try is for (each hunk changes one unique line): it is taken."""
    from unittest import mock

    from artifact_codec import FileOperation, Hunk
    from artifact_codec.apply import applier

    text = "".join(f"line_{i} = {i}\n" for i in range(100))
    hunks = [Hunk(old=f"line_{i} = {i}\n", new=f"line_{i} = {-i}\n") for i in range(0, 100, 10)]
    operation = FileOperation(kind="edit", path="f.py", hunks=hunks, convention="str-replace")
    with mock.patch.object(applier, "_apply_hunk", side_effect=AssertionError("one by one")):
        result = apply_edits([operation], {"f.py": text})
    assert result.ok
    assert result.files["f.py"] == text.replace("line_10 = 10\n", "line_10 = -10\n").replace(
        "line_90 = 90\n", "line_90 = -90\n"
    ).replace("line_20 = 20\n", "line_20 = -20\n").replace(
        "line_30 = 30\n", "line_30 = -30\n"
    ).replace("line_40 = 40\n", "line_40 = -40\n").replace(
        "line_50 = 50\n", "line_50 = -50\n"
    ).replace("line_60 = 60\n", "line_60 = -60\n").replace(
        "line_70 = 70\n", "line_70 = -70\n"
    ).replace("line_80 = 80\n", "line_80 = -80\n")
    assert [o.lines for o in result.outcomes] == [(i + 1, i + 1) for i in range(0, 100, 10)]
