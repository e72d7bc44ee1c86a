"""Hunt 30: aider SEARCH/REPLACE whose two ``=======`` lines fall under fix-comments24's rule
(the second a heading's underline in the new text, the first divides). Expected values by
hand from what the model meant."""

from __future__ import annotations

from artifact_codec import apply_edits

F = "```"


def test_deleting_a_section_whose_heading_underline_is_wider_than_its_title() -> None:
    # The README's "Usage" heading is underlined by seven '=' (any length is a heading in
    # Markdown). The model deletes the section: its old text is the file's four lines
    # "Usage" / "=======" / "" / "Run it." and its new text is empty, so the divider is the
    # second '=======', right above the closer. The rule reads the first as the divider
    # ("Usage" is not as wide as it; "Run it." is as wide as the second) and writes
    # "Run it." and a second underline in place of the title. Meant: the section gone
    # (or a refusal: either line may divide).
    readme = "# App\n\nUsage\n=======\n\nRun it.\n\nLicense: MIT\n"
    answer = (
        f"README.md\n{F}\n<<<<<<< SEARCH\nUsage\n=======\n\nRun it.\n=======\n"
        f">>>>>>> REPLACE\n{F}\n"
    )
    result = apply_edits(answer, {"README.md": readme})
    if result.ok:
        assert result.files == {"README.md": "# App\n\n\nLicense: MIT\n"}
