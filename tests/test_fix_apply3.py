"""Rules added after the hunt3-apply findings: each test is one rule, inputs written by hand."""

from __future__ import annotations

from pathlib import Path

from artifact_codec import apply_edits
from artifact_codec.write.edits import apply_to_folder

_BODY = "def f(x):\n    total = compute(x, 1)\n    return total * 2\n"
_FILLER = "".join(f"value_{i} = {i}\n" for i in range(20))


def test_fuzzy_place_far_from_a_trusted_line_number_is_refused() -> None:
    """A diff hunk whose context is misquoted (``compute(x, 10)``) and whose line number says
    line 20, while the only similar lines are at line 1: the near match is not trusted."""
    source = _BODY + _FILLER
    answer = (
        "```diff\n--- a/m.py\n+++ b/m.py\n@@ -20,3 +20,3 @@\n def f(x):\n"
        "     total = compute(x, 10)\n-    return total * 2\n+    return total * 3\n```\n"
    )
    result = apply_edits(answer, {"m.py": source})
    assert not result.ok
    assert "line number 20" in result.outcomes[0].message, result.outcomes[0].message


def test_fuzzy_place_near_its_line_number_still_applies() -> None:
    """The same hunk numbered ``@@ -1,3``: the near match is where the number says."""
    source = _BODY + _FILLER
    answer = (
        "```diff\n--- a/m.py\n+++ b/m.py\n@@ -1,3 +1,3 @@\n def f(x):\n"
        "     total = compute(x, 10)\n-    return total * 2\n+    return total * 3\n```\n"
    )
    result = apply_edits(answer, {"m.py": source})
    assert result.ok, result.outcomes[0].message
    assert result.files["m.py"] == source.replace("total * 2", "total * 3")


_TWO = "def f(a):\n    x = a * 2\n    return x\n\n\ndef g(a):\n    y = a + 1\n    return 1\n"


def test_elision_gap_may_not_span_the_next_definition() -> None:
    """``def f(a):`` / ``# ... existing code ...`` / ``return 1``: the gap would run past
    ``f`` into ``def g(a):``; refused, and the message names the line it would swallow."""
    answer = (
        "m.py\n```python\n<<<<<<< SEARCH\ndef f(a):\n    # ... existing code ...\n"
        "    return 1\n=======\ndef f(a):\n    # ... existing code ...\n    return 2\n"
        ">>>>>>> REPLACE\n```\n"
    )
    result = apply_edits(answer, {"m.py": _TWO})
    assert not result.ok
    assert "'def g(a):'" in result.outcomes[0].message, result.outcomes[0].message


def test_elision_gap_inside_the_definition_still_applies() -> None:
    """The same shape whose last line is ``f``'s own: the gap stays inside ``f``."""
    answer = (
        "m.py\n```python\n<<<<<<< SEARCH\ndef f(a):\n    ...\n    return x\n=======\n"
        "def f(a):\n    ...\n    return x + 1\n>>>>>>> REPLACE\n```\n"
    )
    result = apply_edits(answer, {"m.py": _TWO})
    assert result.ok, result.outcomes[0].message
    assert result.files["m.py"] == _TWO.replace("return x\n", "return x + 1\n")


def test_v4a_move_keeps_the_executable_bits(tmp_path: Path) -> None:
    """``*** Update File: run.sh`` / ``*** Move to: bin/run.sh`` with a change: the moved
    script is 0755 as the old one was; a plain 0644 file moved stays 0644."""
    folder = tmp_path / "p"
    folder.mkdir()
    (folder / "run.sh").write_text("#!/bin/sh\necho hi\n")
    (folder / "run.sh").chmod(0o755)
    (folder / "notes.txt").write_text("a\n")
    (folder / "notes.txt").chmod(0o644)
    answer = (
        "*** Begin Patch\n*** Update File: run.sh\n*** Move to: bin/run.sh\n@@\n #!/bin/sh\n"
        "-echo hi\n+echo bye\n*** Update File: notes.txt\n*** Move to: doc/notes.txt\n@@\n"
        "-a\n+b\n*** End Patch\n"
    )
    done = apply_to_folder(answer, folder)
    assert done.edits.ok, done.edits.feedback()
    assert (folder / "bin" / "run.sh").read_text() == "#!/bin/sh\necho bye\n"
    assert (folder / "bin" / "run.sh").stat().st_mode & 0o111 == 0o111
    assert (folder / "doc" / "notes.txt").stat().st_mode & 0o111 == 0


def _new_file(mode: str) -> str:
    return (
        f"```diff\ndiff --git a/run.sh b/run.sh\nnew file mode {mode}\n--- /dev/null\n"
        "+++ b/run.sh\n@@ -0,0 +1,2 @@\n+#!/bin/sh\n+echo hi\n```\n"
    )


def test_new_executable_file_is_refused_with_its_mode_named() -> None:
    """``new file mode 100755``: the edit cannot make the file executable, so it says so."""
    result = apply_edits(_new_file("100755"), {})
    assert not result.ok
    assert "100755" in result.feedback(), result.feedback()


def test_new_plain_file_and_an_unchanged_mode_apply() -> None:
    """``new file mode 100644`` creates; ``old mode 100755``/``new mode 100775`` changes no
    executable bit, so the hunk applies."""
    created = apply_edits(_new_file("100644"), {})
    assert created.ok
    assert created.files["run.sh"] == "#!/bin/sh\necho hi\n"
    answer = (
        "```diff\ndiff --git a/c.sh b/c.sh\nold mode 100755\nnew mode 100775\n--- a/c.sh\n"
        "+++ b/c.sh\n@@ -1,2 +1,2 @@\n #!/bin/sh\n-echo c\n+echo d\n```\n"
    )
    edited = apply_edits(answer, {"c.sh": "#!/bin/sh\necho c\n"})
    assert edited.ok
    assert edited.files["c.sh"] == "#!/bin/sh\necho d\n"
