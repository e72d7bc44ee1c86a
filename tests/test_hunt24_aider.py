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
