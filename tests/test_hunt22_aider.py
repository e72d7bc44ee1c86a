"""Hunt 22: aider's SEARCH/REPLACE closer and ``@@ ... @@`` hunks (issue 20, class 12).

Expected values by hand from what the model meant.
"""

from __future__ import annotations

import pytest

from artifact_codec import apply_edits


# The new text of a page ends with a heading underlined by `=======` (Markdown's setext
# heading, reStructuredText's section title), then `>>>>>>> REPLACE`. The model meant the
# heading: a doubled closer (`=======` then `>>>>>>> REPLACE`) is a guess that drops the
# underline, and a warning (search-replace-closer) does not make the page the one meant.
@pytest.mark.parametrize(
    ("path", "before"),
    [
        pytest.param("README.md", "# App\n\nRun it.\n", id="markdown"),
        pytest.param("docs/index.rst", "App\n###\n\nRun it.\n", id="rst"),
    ],
)
def test_an_underline_ending_the_new_text_is_the_page_s_line(path: str, before: str) -> None:
    answer = (
        f"{path}\n```\n<<<<<<< SEARCH\nRun it.\n=======\nRun it.\n\nInstall\n=======\n"
        ">>>>>>> REPLACE\n```\n"
    )
    result = apply_edits(answer, {path: before})
    if result.ok:
        assert result.files[path] == before + "\nInstall\n=======\n"


def test_a_closer_typed_again_in_code_ends_the_block() -> None:
    # (the control: docs/edits.md, in a .py file `=======` is no line of the code)
    answer = (
        "app.py\n```python\n<<<<<<< SEARCH\nx = 1\n=======\nx = 2\n=======\n>>>>>>> REPLACE\n```\n"
    )
    result = apply_edits(answer, {"app.py": "x = 1\n"})
    assert result.ok
    assert result.files == {"app.py": "x = 2\n"}


# aider's udiff hunk with a heading after `@@ ... @@` (docs/edits.md: "a unified diff's
# `@@ ... @@ heading`" is the hunk's anchor): the heading names g, whose `return 1` is meant.
# The anchor is not read (None), and the hunk is refused as ambiguous between f's and g's lines.
def test_an_aider_hunk_heading_picks_the_place() -> None:
    files = {"app.py": "def f():\n    return 1\n\n\ndef g():\n    return 1\n"}
    answer = (
        "```diff\n--- app.py\n+++ app.py\n@@ ... @@ def g():\n-    return 1\n+    return 2\n```\n"
    )
    result = apply_edits(answer, files)
    assert result.ok, result.feedback()
    assert result.files == {"app.py": "def f():\n    return 1\n\n\ndef g():\n    return 2\n"}


# Twins: the heading picks a place only where it stands above exactly one of them.
@pytest.mark.parametrize(
    "heading",
    [
        pytest.param("def h():", id="not-in-the-file"),
        pytest.param("", id="no-heading"),
        pytest.param("class C:", id="below-both"),
    ],
)
def test_an_aider_hunk_heading_that_picks_no_place_is_refused(heading: str) -> None:
    files = {
        "app.py": "def f():\n    return 1\n\n\ndef g():\n    return 1\n\n\nclass C:\n    pass\n"
    }
    answer = (
        f"```diff\n--- app.py\n+++ app.py\n@@ ... @@ {heading}\n-    return 1\n+    return 2\n```\n"
    )
    result = apply_edits(answer, files)
    assert not result.ok
    assert result.files.get("app.py", files["app.py"]) == files["app.py"]


def test_an_aider_hunk_heading_does_not_place_lines_added_alone() -> None:
    # Lines with no old line around them: the heading is the scope, not the line they
    # follow, so they are not inserted under `def g():` (as before: at the end of the file).
    files = {"app.py": "def f():\n    return 1\n\n\ndef g():\n    return 1\n"}
    answer = "```diff\n--- app.py\n+++ app.py\n@@ ... @@ def g():\n+x = 3\n```\n"
    result = apply_edits(answer, files)
    if result.ok:
        assert (
            result.files["app.py"] != "def f():\n    return 1\n\n\ndef g():\nx = 3\n    return 1\n"
        )


# The underline reading gives the page meant (not only "not wrong"), and its twins: a
# `=======` under no heading is the closer typed twice; where both readings stay, refused.
@pytest.mark.parametrize(
    ("path", "before"),
    [
        pytest.param("README.md", "# App\n\nRun it.\n", id="markdown"),
        pytest.param("docs/index.rst", "App\n###\n\nRun it.\n", id="rst"),
        pytest.param("NOTES.txt", "App\n\nRun it.\n", id="text"),
    ],
)
def test_an_underline_under_a_heading_is_applied(path: str, before: str) -> None:
    answer = (
        f"{path}\n```\n<<<<<<< SEARCH\nRun it.\n=======\nRun it.\n\nInstall\n=======\n"
        ">>>>>>> REPLACE\n```\n"
    )
    result = apply_edits(answer, {path: before})
    assert result.ok, result.feedback()
    assert result.files == {path: before + "\nInstall\n=======\n"}


def test_a_doubled_closer_after_a_blank_line_of_a_page_ends_the_block() -> None:
    # A blank line above: no heading to underline, the closer typed twice.
    answer = (
        "README.md\n```\n<<<<<<< SEARCH\nRun it.\n=======\nRun it twice.\n\n=======\n"
        ">>>>>>> REPLACE\n```\n"
    )
    result = apply_edits(answer, {"README.md": "# App\n\nRun it.\n"})
    assert result.ok, result.feedback()
    assert result.files == {"README.md": "# App\n\nRun it twice.\n\n"}


@pytest.mark.parametrize(
    "new",
    [
        # the one line of the new text: a paragraph replaced, or retitled?
        pytest.param("Run it twice.\n", id="first-line"),
        # under a paragraph's line: Markdown's heading of two lines, or the closer?
        pytest.param("Run it.\nInstall\n", id="under-a-line"),
        # wider than its underline: Markdown reads it as a heading still
        pytest.param("Run it.\n\nInstallation\n", id="wider-title"),
        # narrower: a short paragraph, or a heading underlined past its end?
        pytest.param("Run it.\n\nMIT\n", id="narrower-title"),
    ],
)
def test_an_underline_that_may_be_the_closer_is_refused(new: str) -> None:
    before = "# App\n\nRun it.\n"
    answer = (
        f"README.md\n```\n<<<<<<< SEARCH\nRun it.\n=======\n{new}=======\n>>>>>>> REPLACE\n```\n"
    )
    result = apply_edits(answer, {"README.md": before})
    assert not result.ok
    assert result.files.get("README.md", before) == before
