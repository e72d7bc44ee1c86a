"""Markdown labels: notes in the info string, notes the allow-list no longer passes, prose
around a labelled block that says it is a part, home-folder paths, and the names without a
suffix. The counterparts of ``tests/test_hunt6_readers.py``: what must stay usable, and the
codes the refusals carry."""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import parse_response
from artifact_codec.ingest.conventions.labels import (
    info_note,
    note_is_harmless,
    prose_says_partial,
    valid_path,
)

F2 = "def f():\n    return 2\n"


def _codes(text: str) -> tuple[bool, set[str], list[tuple[str, str]]]:
    result = parse_response(text, finish_reason="stop")
    return result.usable, {d.code for d in result.diagnostics}, files_of(result)


@pytest.mark.parametrize(
    ("note", "harmless"),
    [
        ("(was broken)", True),
        ("(fixed)", True),
        ("(new file)", True),
        ("(the whole file)", True),
        ("(broken)", False),
        ("(wrong)", False),
        ("(version A)", False),
        ("(full file*)", False),
        ("(full file\u2020)", False),
        ("(unchanged)", False),
    ],
)
def test_note_allow_list(note: str, harmless: bool) -> None:
    assert note_is_harmless(note) is harmless


@pytest.mark.parametrize(
    ("info", "path", "note"),
    [
        ("python app.py (excerpt)", "app.py", "(excerpt)"),
        ('python file="app.py" (excerpt)', "app.py", "(excerpt)"),
        ("python app.py - only f", "app.py", "- only f"),
        ('tsx file="app.tsx" type="react"', "app.tsx", ""),
        ("python app.py {1,3}", "app.py", ""),
        ("python app.py", "app.py", ""),
    ],
)
def test_info_note(info: str, path: str, note: str) -> None:
    assert info_note(info, path) == note


@pytest.mark.parametrize(
    ("line", "partial"),
    [
        ("Add this to `app.py`:", True),
        ("Paste this at the bottom of `app.py`.", True),
        ("The rest of the file stays the same.", True),
        ("### Only the changed function", True),
        ("Here's the changed part of the file:", True),
        ("Add this file to your project:", False),
        ("Here is the complete file:", False),
        ("Save this as `app.py`:", False),
        ("Put this in `app.py`:", False),
        ("Run it with `python app.py`.", False),
    ],
)
def test_prose_says_partial(line: str, partial: bool) -> None:
    assert prose_says_partial(line) is partial


@pytest.mark.parametrize(
    "before",
    ["Here is the complete file:", "Create `app.py`:", "Add this file to your project:"],
)
def test_prose_saying_the_whole_file_keeps_it(before: str) -> None:
    usable, codes, files = _codes(f"{before}\n\n`app.py`\n```python\n{F2}```\n\nRun it.\n")
    assert usable, codes
    assert files == [("app.py", F2)]


def test_prose_before_the_next_label_does_not_refuse_the_block_above() -> None:
    text = (
        "`app.py`\n```python\n" + F2 + "```\n\n`b.py` (only the changed function)\n"
        "```python\nb = 1\n```\n"
    )
    usable, _, _ = _codes(text)
    assert not usable
    result = parse_response(text, finish_reason="stop")
    refused = [d for d in result.diagnostics if d.code == "partial-file"]
    assert len(refused) == 1
    assert "b.py" in refused[0].message


@pytest.mark.parametrize(
    "text",
    [
        "Add this to `app.py`:\n\n`app.py`\n```python\n" + F2 + "```\n",
        "`app.py`\n```python\n" + F2 + "```\n\nThe rest of the file stays the same.\n",
        "```python app.py (excerpt)\n" + F2 + "```\n",
    ],
)
def test_part_of_a_file_is_refused_as_partial(text: str) -> None:
    usable, codes, _ = _codes(text)
    assert not usable
    assert "partial-file" in codes


def test_home_folder_path_is_unsafe() -> None:
    usable, codes, _ = _codes("`~/.bashrc`\n```bash\nexport X=1\n```\n")
    assert not usable
    assert "unsafe-path" in codes


@pytest.mark.parametrize(
    ("name", "path"),
    [
        ("Pipfile", True),
        ("Podfile", True),
        ("justfile", True),
        ("Snakefile", True),
        ("docker/Dockerfile", True),
        ("Logfile", False),
        ("Outfile", False),
        ("Tempfile", False),
        ("profile", False),
    ],
)
def test_names_without_suffix_are_a_list(name: str, path: bool) -> None:
    assert valid_path(name) is path
