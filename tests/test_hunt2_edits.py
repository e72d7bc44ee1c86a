"""hunt2-edits: failing tests found by attacking the edit readers and the edit transaction.

Each test is one finding: a minimized input, what a demanding user expects, and a comment
saying the class, how it was found and what the library did. These tests fail by design until
the library is fixed. ``benchmarks/hunt_hunt2-edits.py`` re-runs the generators.

What held (probed, no finding): see the report of the hunt and the script's counts.
"""

from __future__ import annotations

from artifact_codec import apply_edits, parse_response


def _applied(answer: str, files: dict[str, str]) -> dict[str, str] | None:
    """The files after the answer's edits, or None when they were refused."""
    result = apply_edits(parse_response(answer), files)
    if result.feedback():
        return None
    return dict(result.files)


# -- class: aider block path inherited across a prose line that names another file ------------
# Found by hand (brief: "file name lines that are prose"). A SEARCH/REPLACE block whose label
# line is prose ("Now in b.py:") names no path by the label rule, so the block inherits the
# file of the block before it (a.py). The prose names another file: there is another reading
# (b.py), and the inherited one applied `ok` to a.py, which also held the searched line. The
# library wrote `x = 3` into a.py and left b.py alone. Expected: b.py edited, or the block
# refused (edit-no-path / ambiguous) naming the prose line; never a.py edited as `ok`.
def test_prose_label_naming_another_file_is_not_the_previous_file() -> None:
    answer = (
        "a.py\n```python\n<<<<<<< SEARCH\ny = 1\n=======\ny = 2\n>>>>>>> REPLACE\n```\n\n"
        "Now in b.py:\n\n"
        "```python\n<<<<<<< SEARCH\nx = 1\n=======\nx = 3\n>>>>>>> REPLACE\n```\n"
    )
    files = {"a.py": "x = 1\ny = 1\n", "b.py": "x = 1\n"}
    after = _applied(answer, files)
    assert after is None or after == {"a.py": "x = 1\ny = 2\n", "b.py": "x = 3\n"}, after
