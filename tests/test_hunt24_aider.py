"""Hunt 24: aider SEARCH/REPLACE in a Markdown page whose new text holds a setext heading
(``Install`` underlined by ``=======``, as wide as the heading) in its middle. Of the two
``=======`` lines only the first can divide the block: the second is exactly as wide as the
line above it, the first stands under a line of another width (no heading). Expected values
by hand from what the model meant."""

from __future__ import annotations

from artifact_codec import apply_edits

F = "```"


def test_a_heading_inside_the_new_text_of_a_page_is_the_page_s_lines() -> None:
    answer = (
        f"README.md\n{F}\n<<<<<<< SEARCH\nRun.\n=======\nInstall\n=======\n\nRun.\n"
        f">>>>>>> REPLACE\n{F}\n"
    )
    result = apply_edits(answer, {"README.md": "# App\n\nRun.\n"})
    assert result.ok, result.feedback()
    assert result.files == {"README.md": "# App\n\nInstall\n=======\n\nRun.\n"}


def test_a_heading_in_the_new_text_under_a_second_heading_in_the_old_is_refused() -> None:
    # "Usage" is underlined as wide as "Tests" is: either ``=====`` line may divide
    answer = (
        f"README.md\n{F}\n<<<<<<< SEARCH\nUsage\n=====\nTests\n=====\n\nRun.\n"
        f">>>>>>> REPLACE\n{F}\n"
    )
    result = apply_edits(answer, {"README.md": "# App\n\nUsage\n=====\nTests\n"})
    assert not result.ok


def test_an_equals_line_in_the_new_text_of_code_is_refused() -> None:
    # (a Python file has no headings: which ``=======`` divides is not told)
    answer = (
        f"a.py\n{F}\n<<<<<<< SEARCH\nx = 1\n=======\nabcdefg\n=======\n\ny = 2\n"
        f">>>>>>> REPLACE\n{F}\n"
    )
    result = apply_edits(answer, {"a.py": "x = 1\n"})
    assert not result.ok


def test_a_heading_in_the_middle_not_as_wide_is_refused() -> None:
    # ("Install" is narrower than its underline: no sure heading, either may divide)
    answer = (
        f"README.md\n{F}\n<<<<<<< SEARCH\nRun.\n=======\nSetup\n=======\n\nRun.\n"
        f">>>>>>> REPLACE\n{F}\n"
    )
    result = apply_edits(answer, {"README.md": "# App\n\nRun.\n"})
    assert not result.ok


def test_a_first_divider_that_may_underline_the_old_text_is_weighed_against_the_file() -> None:
    # "Usage" over "=======" may be a heading of the old text (any underline width is one in
    # Markdown), the "=====" under "Tests" the divider; or the first divides and "Tests" is
    # a heading of the new text. The file tells: it holds the whole of the longer old text,
    # so both readings find their old text: refused (the first read alone wrote "Tests" over
    # "Usage" and left the old underline under it). A file with "Usage" alone: the first.
    answer = (
        f"README.md\n{F}\n<<<<<<< SEARCH\nUsage\n=======\nTests\n=====\n\nRun.\n"
        f">>>>>>> REPLACE\n{F}\n"
    )
    held = apply_edits(answer, {"README.md": "# App\n\nUsage\n=======\nTests\n\nMore.\n"})
    assert not held.ok
    result = apply_edits(answer, {"README.md": "# App\n\nUsage\n"})
    assert result.ok, result.feedback()
    assert result.files == {"README.md": "# App\n\nTests\n=====\n\nRun.\n"}
