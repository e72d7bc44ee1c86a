"""Shapes of the placeholder scan's lines beyond the hunts' findings: a no-op elision inside
a docstring's example is text; a note as a list item or an HTML paragraph is an elision; a
section note whose sections all have headings is a note on them."""

from __future__ import annotations

import pytest

from artifact_codec.ingest.placeholders import find_placeholders
from artifact_codec.models import GeneratedFile


def kind(path: str, content: str) -> str | None:
    found = find_placeholders(GeneratedFile(file_path=path, content=content))
    return None if found is None else found.kind


def test_a_no_op_elision_inside_a_docstring_example_is_text() -> None:
    content = (
        'def overload():\n    """Use it so::\n\n        def utf8(value):\n'
        '            ...  # implementation goes here\n    """\n'
    )
    assert kind("m.py", content) is None
    outside = "def utf8(value):\n    ...  # implementation goes here\n"
    assert kind("m.py", outside) == "elision"


@pytest.mark.parametrize(
    "line",
    [
        "--- unchanged ---",
        "- [...]",
        "3. [...]",
        "<p>[...]</p>",
        "* _(rest of the page unchanged)_",
    ],
)
def test_a_note_as_a_list_item_or_paragraph_is_an_elision(line: str) -> None:
    assert kind("README.md", f"# Tool\n\nIntro.\n\n{line}\n\n## End\n") == "elision"


def test_a_section_note_whose_sections_all_have_headings_is_not_an_elision() -> None:
    page = (
        "# Tool\n\n## Usage\n\nrun\n\n## License\n\nMIT\n\nusage and license sections unchanged.\n"
    )
    assert kind("README.md", page) is None
