"""The placeholder scan's reading by the file's structure: a comment standing alone where a
definition would be, in a file that names code it does not hold, is an elision whatever its
words; a comment about code the file holds, a heading of the code below, or a line inside a
docstring is not."""

from __future__ import annotations

import pytest

from artifact_codec.ingest.placeholders import find_placeholders
from artifact_codec.models import GeneratedFile

MODULE = "import os\n\n\ndef a():\n    return 1\n\n\n{note}\n\n\ndef d():\n    return 4\n"


def kind(path: str, content: str) -> str | None:
    found = find_placeholders(GeneratedFile(file_path=path, content=content))
    return None if found is None else found.kind


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param("m.py", MODULE.format(note="# b() and c() go here"), id="calls-placed"),
        pytest.param("m.py", MODULE.format(note="# b() then c() belong"), id="other-words"),
        pytest.param(
            "m.py",
            '__all__ = ["a", "render", "d"]\n' + MODULE.format(note="# render goes here"),
            id="all-lists-a-missing-name",
        ),
        pytest.param(
            "m.js",
            "function a() {}\n\n// b() and c() sit here\n\nfunction d() {}\n",
            id="javascript",
        ),
    ],
)
def test_a_lone_comment_naming_code_the_file_lacks_is_an_elision(path: str, content: str) -> None:
    assert kind(path, content) == "elision"


@pytest.mark.parametrize(
    "note",
    [
        pytest.param("# load()", id="one-call-alone-is-a-heading"),
        pytest.param("# a() and d() go here", id="names-the-file-defines"),
        pytest.param("# exec() and print() go here", id="builtins"),
        pytest.param("# Type-specific _copy_b() and _copy_c() methods", id="kind-heading"),
        pytest.param("# b() and c() are the parse helpers of the cli module", id="a-sentence"),
        pytest.param("#self.b() and c()", id="commented-out-code"),
    ],
)
def test_a_lone_comment_about_code_is_not_an_elision(note: str) -> None:
    assert kind("m.py", MODULE.format(note=note)) is None


def test_a_name_the_file_uses_elsewhere_is_held() -> None:
    content = MODULE.format(note="# b() and c() go here") + "\nb = c = d\n"
    assert kind("m.py", content) is None


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
