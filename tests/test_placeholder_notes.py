"""Notes of a documentation page that stand for left-out text, and comments that name the code
they leave out: the data-driven cases of ``tests/data/placeholders/note_lines.tsv`` (both
sides), real pages and real names.

A page's own lines are prose: the words of an elision inside a sentence say nothing of the file.
A line that is nothing but a note ("[... rest of the README unchanged ...]", "<!-- older entries
unchanged -->") is an elision, as "# ... (b and c unchanged)" is in code: writing such a file
whole would delete what it leaves out.
"""

from __future__ import annotations

import itertools
import keyword
import sysconfig
from pathlib import Path

import pytest
from timing import assert_linear

from artifact_codec import GeneratedFile, parse_response
from artifact_codec.ingest.placeholders import find_elision, find_placeholders

_CASES = Path(__file__).parent / "data" / "placeholders" / "note_lines.tsv"

# A few real lines of each kind of file, before the line under test.
_HEADS = {
    "md": "# Title\n\nSome text about the project.\n\n## Usage\n\nRun it.\n\n",
    "mdx": "# Title\n\nSome text about the project.\n\n## Usage\n\nRun it.\n\n",
    "txt": "Notes\n\nLine one.\n",
    "rst": "Title\n=====\n\nSome text.\n\n",
    "adoc": "= Guide\n\nSome text.\n\n",
    "py": "import os\n\n\ndef a():\n    return os.sep\n\n\n",
    "js": "const a = 1;\n\n",
    "go": "package m\n\nfunc a() int {\n\treturn 1\n}\n\n",
}


def _cases() -> list[tuple[str, str, str]]:
    rows = []
    for row in _CASES.read_text("utf-8").splitlines():
        if row and not row.startswith("#"):
            expected, path, line = row.split("\t")
            rows.append((expected, path, line))
    return rows


def _file(path: str, line: str) -> GeneratedFile:
    return GeneratedFile(file_path=path, content=_HEADS[path.rsplit(".", 1)[-1]] + line + "\n")


@pytest.mark.parametrize(("expected", "path", "line"), _cases(), ids=lambda v: str(v)[:40])
def test_note_lines(expected: str, path: str, line: str) -> None:
    file = _file(path, line)
    # (a Python string statement of the family's words is read where the file is parsed, by
    # find_placeholders: round 17's string-statement rule; find_elision reads comments)
    found = find_elision(file)
    if found is None and expected == "elision":
        placeholder = find_placeholders(file)
        if placeholder is not None and placeholder.kind == "elision":
            found = (placeholder.line, placeholder.text)
    # The file as a model answers with it: a heading with its path, the file in a fence.
    result = parse_response(f"### {path}\n```\n{file.content}```\n")
    codes = [diagnostic.code for diagnostic in result.diagnostics]
    if expected == "elision":
        assert found is not None, line
        assert found[1] == line.strip(), found
        assert result.code.files == [], result.status
        assert "elided-code" in codes, codes
    else:
        assert found is None, found
        assert [f.content for f in result.code.files] == [file.content], (result.status, codes)


def test_a_note_in_a_code_example_of_a_page_is_content() -> None:
    # The examples of a page show code, elisions included.
    for note in ("[... rest unchanged ...]", "(rest of README unchanged)", "# ... keep b and c"):
        page = f"# T\n\nExample:\n\n```text\n{note}\n```\n"
        assert find_elision(GeneratedFile(file_path="README.md", content=page)) is None
        indented = f"# T\n\nExample:\n\n    {note}\n\nMore text.\n"
        assert find_elision(GeneratedFile(file_path="README.md", content=indented)) is None


def test_names_between_comment_lines_are_prose() -> None:
    # Dots with words of their own go on a comment of several lines.
    content = "x = 1\n# Compare:\n# ... keep b and c\n# with the others.\n"
    assert find_elision(GeneratedFile(file_path="m.py", content=content)) is None
    alone = "x = 1\n# ... keep b and c\ny = 2\n"
    assert find_elision(GeneratedFile(file_path="m.py", content=alone)) == (
        2,
        "# ... keep b and c",
    )


def _real_pages(limit: int) -> list[GeneratedFile]:
    roots = [Path("/usr/lib/node_modules"), Path(sysconfig.get_paths()["stdlib"])]
    pages = []
    for root in roots:
        if not root.is_dir():
            continue
        for path in sorted(root.rglob("*")):
            if path.suffix.lower() not in (".md", ".rst", ".txt") or not path.is_file():
                continue
            try:
                pages.append(GeneratedFile(file_path=path.name, content=path.read_text("utf-8")))
            except (UnicodeDecodeError, OSError):
                continue
            if len(pages) >= limit:
                return pages
    return pages


_NOTES = [line for expected, path, line in _cases() if expected == "elision" and ".md" in path]


def test_real_pages_hold_no_note_elision_and_a_note_put_into_them_is_found() -> None:
    # Real pages, not written for this test (the benchmark scans all of them: see
    # benchmarks/placeholder_stdlib.py): no line of theirs is a note of left-out text; the same
    # page with a note after its last line is an edit.
    pages = _real_pages(400)
    assert len(pages) >= 100
    assert [(p.file_path, find_elision(p)) for p in pages if find_elision(p)] == []
    for number, page in enumerate(pages):
        note = _NOTES[number % len(_NOTES)]
        content = page.content.rstrip("\n") + "\n\n" + note + "\n"
        # (a page cut inside a code example would hold the note in the example: not weighed)
        if content.count("```") % 2:
            continue
        elided = GeneratedFile(file_path="README.md", content=content)
        assert find_elision(elided) is not None, (page.file_path, note)


# Names of real functions of the standard library, in lists as models write them.
_NAMES = [
    name for name in dir(__import__("os")) if name.isidentifier() and not name.startswith("_")
]
_NAMES = [name for name in _NAMES if not keyword.iskeyword(name)][:40]
_FORMS = [
    "# ... ({} unchanged)",
    "# ... keep {}",
    "# ... {} as before",
    "# \u2026 {} unchanged",
    "// ... ({} unchanged)",
]


@pytest.mark.parametrize("form", _FORMS)
def test_a_list_of_real_names_left_out_is_an_elision(form: str) -> None:
    pairs = list(itertools.combinations(_NAMES, 2))[::37]
    assert len(pairs) >= 20
    for first, second in pairs:
        for names in (f"{first} and {second}", f"{first}(), {second}()", f"{first}, {second}"):
            line = form.format(names)
            path = "m.js" if line.startswith("//") else "m.py"
            found = find_elision(GeneratedFile(file_path=path, content="x = 1\n" + line + "\n"))
            assert found == (2, line), (line, found)
            # two names side by side, no list: a sentence ("# ... return value unchanged")
            joined = form.format(f"{first} {second}")
            if "keep" not in form:
                prose = GeneratedFile(file_path=path, content="x = 1\n" + joined + "\n")
                assert find_elision(prose) is None, joined


@pytest.mark.parametrize(
    ("path", "line"),
    [
        ("README.md", "(rest of the " + "page " * 40 + ")"),
        ("README.md", "> " * 8 + "*** [... " + "x" * 200),
        ("notes.txt", "<!-- " + "<!-- " * 40),
        ("README.md", "~~~ " + "~" * 300),
        ("m.py", "# ... " + "b, " * 60 + "c unchanged"),
    ],
)
def test_note_scan_is_linear_in_lines(path: str, line: str) -> None:
    def make(n: int) -> GeneratedFile:
        return GeneratedFile(file_path=path, content=("x\n\n" + line + "\n") * n)

    assert_linear(make, find_elision, 2000)


@pytest.mark.parametrize(
    ("block", "expected"),
    [
        ("////\nthe other sections are unchanged\n////", True),
        ("////\n... rest of the guide\nas before\n////", True),
        ("////\nTODO: rewrite this section for 2.0\n////", False),
        ("////\nrest unchanged\nsince the last release, said the author of\nthis\n////", False),
    ],
)
def test_an_asciidoc_comment_block_of_left_out_text_is_an_elision(
    block: str, expected: bool
) -> None:
    """An AsciiDoc comment block ("////" lines) of a line or two that only says the rest of
    the page was left out stands for it; other comment blocks are the page's own."""
    file = GeneratedFile(file_path="docs/guide.adoc", content=_HEADS["adoc"] + block + "\n")
    assert (find_elision(file) is not None) is expected, block
