"""A whole file inside an HTML comment of the answer (``<!-- ... -->``, or an unclosed
``<!--`` that CommonMark runs to the end: nothing after it is shown), in every whole-file
convention of the table: commented out (an old version kept for the record) or meant? Two
readings with different files: the answer is not usable (``file-in-comment``, naming the
file), the same verdict as the edit readers' ``edit-in-comment`` and on the same computed
fact (``edits.comment_regions``). Expected by hand: a.py (``x = 1``) and b.py (``y = 2``)
are written when nothing is commented out; with b.py commented out, nothing is written.

What is no comment: a ``<!--`` inside a fence or an inline code span (literal text), a
comment closed above the file, a ``<details>`` block (shown on a click), and an HTML file's
own comment inside its content.
"""

from __future__ import annotations

import pytest

from artifact_codec import parse_response
from artifact_codec.ingest.conventions import CONVENTIONS

_INTRO = "Here are the files.\n\n"
_D = "===FILE_CONTENT_BLOCK==="

#: Each whole-file convention of the table (its name): a.py and b.py as a model writes them.
_FILES: dict[str, tuple[str, str]] = {
    "markdown": ("`a.py`\n```python\nx = 1\n```\n", "`b.py`\n```python\ny = 2\n```\n"),
    "heredoc": (
        "```bash\ncat > a.py <<'EOF'\nx = 1\nEOF\n```\n",
        "```bash\ncat > b.py <<'EOF'\ny = 2\nEOF\n```\n",
    ),
    "cline": (
        "<write_to_file>\n<path>a.py</path>\n<content>\nx = 1\n</content>\n</write_to_file>\n",
        "<write_to_file>\n<path>b.py</path>\n<content>\ny = 2\n</content>\n</write_to_file>\n",
    ),
    "openhands": (
        "<function=str_replace_editor>\n<parameter=command>create</parameter>\n"
        "<parameter=path>a.py</parameter>\n<parameter=file_text>\nx = 1\n</parameter>\n"
        "</function>\n",
        "<function=str_replace_editor>\n<parameter=command>create</parameter>\n"
        "<parameter=path>b.py</parameter>\n<parameter=file_text>\ny = 2\n</parameter>\n"
        "</function>\n",
    ),
    "claude_artifacts": (
        '<antArtifact identifier="a" type="application/vnd.ant.code" language="python" '
        'title="a.py">\nx = 1\n</antArtifact>\n',
        '<antArtifact identifier="b" type="application/vnd.ant.code" language="python" '
        'title="b.py">\ny = 2\n</antArtifact>\n',
    ),
    "bolt": (
        '<boltArtifact id="x" title="X">\n<boltAction type="file" filePath="a.py">\nx = 1\n'
        "</boltAction>\n</boltArtifact>\n",
        '<boltArtifact id="y" title="Y">\n<boltAction type="file" filePath="b.py">\ny = 2\n'
        "</boltAction>\n</boltArtifact>\n",
    ),
}
#: The native format: one document; a document inside a comment is commented out whole.
_HYBRID = (
    f'{{"format": "artifact-hybrid", "version": "1.0", "delimiter": "{_D}", "files": 2}}\n'
    f"{_D}\nPATH: a.py\n---\nx = 1\n\n{_D}\nPATH: b.py\n---\ny = 2\n\n{_D}END\n"
)
#: The entries of the table that read no whole file out of a Markdown answer, and why.
_NOT_MARKDOWN = {
    "strict": "a valid document alone (text around it is the lenient hybrid reader's)",
    "hybrid": "the native format: its own cases below (one document, commented out whole)",
    "legacy_json": "one JSON object: no file of it can stand in a comment alone",
    "tool_calls": "JSON tool calls: no Markdown around them",
    "legacy_json_empty": "no files",
    "edits": "the edit slot: tests/test_edit_comments.py",
}

_SHAPES = [
    pytest.param("<!--\n{}-->\n", id="closed"),
    pytest.param("<!-- old version, kept for the record:\n\n{}\n-->\n", id="closed-words"),
    pytest.param("<!--\n{}", id="unclosed"),
    pytest.param("Note <!-- hidden:\n{}-->\n", id="opened-mid-line"),
    pytest.param("<!-- a --> and <!-- b:\n{}-->\n", id="after-a-close"),
]
_SHOWN = [
    pytest.param("```\n<!--\n```\n\n{}", id="in-a-fence"),
    pytest.param("Write `<!--` to open a comment.\n\n{}", id="in-inline-code"),
    pytest.param("<!-- a note -->\n\n{}", id="closed-above"),
    pytest.param("<details>\n<summary>b.py</summary>\n\n{}\n</details>\n", id="details"),
]


def test_every_whole_file_convention_has_a_case() -> None:
    # (a convention added to the table without a case here fails this test)
    assert set(_FILES) | set(_NOT_MARKDOWN) == {c.name for c in CONVENTIONS}
    assert not set(_FILES) & set(_NOT_MARKDOWN)


def _written(text: str) -> dict[str, str] | None:
    result = parse_response(text)
    if result.code is None or not result.status.usable:
        return None
    return {f.file_path: f.content for f in result.code.files}


@pytest.mark.parametrize("name", sorted(_FILES))
@pytest.mark.parametrize("shape", _SHOWN)
def test_a_file_shown_is_written(name: str, shape: str) -> None:
    a, b = _FILES[name]
    assert _written(_INTRO + a + "\n" + shape.format(b)) == {"a.py": "x = 1\n", "b.py": "y = 2\n"}


@pytest.mark.parametrize("name", sorted(_FILES))
@pytest.mark.parametrize("shape", _SHAPES)
def test_a_file_in_an_html_comment_is_not_written(name: str, shape: str) -> None:
    a, b = _FILES[name]
    result = parse_response(_INTRO + a + "\n" + shape.format(b))
    assert not result.status.usable
    assert [d.message for d in result.diagnostics if d.code == "file-in-comment"]
    assert any("b.py" in d.message for d in result.diagnostics if d.code == "file-in-comment")


def test_an_html_files_own_comment_is_its_content() -> None:
    page = "<p>a</p>\n<!-- the footer:\n<p>b</p>\n"  # (unclosed: the file's text, not a comment)
    text = _INTRO + f"`index.html`\n```html\n{page}```\n\n" + _FILES["markdown"][1]
    assert _written(text) == {"index.html": page, "b.py": "y = 2\n"}


def test_a_native_document_shown_is_written() -> None:
    assert _written(_INTRO + _HYBRID) == {"a.py": "x = 1\n", "b.py": "y = 2\n"}


@pytest.mark.parametrize("shape", _SHAPES)
def test_a_native_document_in_an_html_comment_is_not_written(shape: str) -> None:
    assert _written(_INTRO + shape.format(_HYBRID)) is None


def test_a_native_draft_in_an_html_comment_is_a_draft() -> None:
    # (the document read is the final one, shown: the commented-out draft is not the answer)
    draft = _HYBRID.replace("y = 2", "y = 1")
    text = f"Draft:\n<!--\n{draft}-->\n\nFinal:\n{_HYBRID}"
    assert _written(text) == {"a.py": "x = 1\n", "b.py": "y = 2\n"}
