"""A file whose lines end in a lone carriage return is scanned line by line as its reader
split it: its elisions are found, at the line they stand on. Expected by hand."""

from __future__ import annotations

from artifact_codec import GeneratedFile
from artifact_codec.ingest.placeholders import find_elision, find_placeholders


def test_a_lone_cr_file_has_its_elision_found_at_its_line() -> None:
    content = (
        "def f():\r    return 1\r\r# ... rest of the code unchanged ...\r\rdef h():\r    pass\r"
    )
    found = find_placeholders(GeneratedFile(file_path="m.py", content=content))
    assert found is not None
    assert (found.kind, found.line, found.text) == (
        "elision",
        4,
        "# ... rest of the code unchanged ...",
    )
    assert find_elision(GeneratedFile(file_path="m.py", content=content)) == (
        4,
        "# ... rest of the code unchanged ...",
    )


def test_a_lone_cr_file_without_elision_is_whole() -> None:
    content = "def f():\r    return 1\r\rdef h():\r    return 3\r"
    assert find_placeholders(GeneratedFile(file_path="m.py", content=content)) is None
