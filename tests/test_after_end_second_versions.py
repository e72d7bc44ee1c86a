"""A second version of a written file after the end marker in no code block (bare lines, an
HTML ``<pre>``/``<xmp>``/``<textarea>`` block, a table cell, a code span in a sentence in any
language) is a possible second reading: not usable. Text there that quotes the written files
as they are, or only describes them (a list or table of files and their purposes), is harmless.

The files are real ones (the running interpreter's standard library, as the test bed picks
them), each changed in one line the way a model changes it: an assignment given a new value,
a comment added to a line, the file written again with that line changed.
"""

from __future__ import annotations

import random
import re

import pytest
from renderings import corpus

from artifact_codec import parse_response

_ASSIGNMENT = re.compile(r"^([A-Za-z_]\w*) = (\S.*)$", re.M)


def model_doc(*files: tuple[str, str]) -> str:
    """A document in our format as a model writes it: header, blocks, end marker."""
    lines = ['{"files_delimiter": "===FILE_CONTENT_BLOCK==="}', ""]
    for path, content in files:
        lines += ["===FILE_CONTENT_BLOCK===", f"PATH: {path}", "---", content.rstrip("\n"), ""]
    lines.append("===FILE_CONTENT_BLOCK===END")
    return "\n".join(lines) + "\n"


def _python_files() -> list[tuple[str, str, str, str]]:
    """(path, content, an assignment line of it, that line with another value), at most
    twelve real Python modules, picked with a fixed seed."""
    found = []
    for f in corpus():
        if not f.name.endswith(".py") or "```" in f.content or "`" in f.content:
            continue
        for m in _ASSIGNMENT.finditer(f.content):
            line = m.group()
            if f.content.count(line) == 1 and len(line) < 60:
                found.append((f.name, f.content, line, f"{m.group(1)} = None  # was {m.group(2)}"))
                break
    random.Random(12).shuffle(found)
    return found[:12]


FILES = _python_files()
# Where the changed line stands after the end marker; {line} is the changed line, {file}
# the whole file with it changed.
SHAPES = {
    "bare-line": "{line}",
    "bare-file": "{file}",
    "pre": "<pre>\n{file}</pre>",
    "pre-code": '<pre><code class="language-python">{line}</code></pre>',
    "textarea": "<textarea>\n{file}</textarea>",
    "table-cell": "| line | now |\n|---|---|\n| 3 | `{line}` |",
    "es-sentence": "Ejecuta el programa con `{line}`.",
    "de-sentence": "Starten Sie das Programm mit `{line}`.",
    "en-only-in": "Set `{line}` only in production.",
    "list-item": "- {line}",
}


@pytest.mark.parametrize("shape", SHAPES.values(), ids=SHAPES.keys())
def test_a_changed_line_of_a_real_file_after_the_end_marker_is_not_usable(shape: str) -> None:
    assert len(FILES) >= 6  # the corpus holds modules with an assignment
    for path, content, line, changed in FILES:
        tail = shape.format(line=changed, file=content.replace(line, changed, 1))
        result = parse_response(model_doc((path, content)) + "\n" + tail + "\n")
        assert not result.usable, (path, tail[:80], result.status)
        assert any(d.code == "changed-after" for d in result.diagnostics), path


def test_a_comment_added_to_a_short_line_is_a_change() -> None:
    # a short line ("pass", "else:"): too short to be like a line by its ends alone
    for path, content, _, _ in FILES:
        shorts = [x.strip() for x in content.splitlines() if 3 <= len(x.strip()) < 8]
        if not shorts:
            continue
        short = shorts[0]
        tail = f"| line | now |\n|---|---|\n| 1 | `{short} # v2` |"
        result = parse_response(model_doc((path, content)) + "\n" + tail + "\n")
        assert not result.usable, (path, short, result.status)


def test_the_file_again_with_a_line_left_out_is_not_usable() -> None:
    # (a line from the middle: the first or the last lines alone are a quote of the file)
    for path, content, _, _ in FILES:
        lines = content.splitlines(keepends=True)
        middle = next(n for n in range(len(lines) // 2, len(lines)) if len(lines[n].strip()) > 8)
        shorter = "".join(lines[:middle] + lines[middle + 1 :])
        result = parse_response(model_doc((path, content)) + "\n" + shorter)
        assert not result.usable, (path, result.status)


# The same shapes quoting the written line as it is, and closings that only describe files.
HARMLESS = {
    "bare-line": "{line}",
    "pre-one-line": "<pre>{line}</pre>",
    "table-cell": "| line | now |\n|---|---|\n| 3 | `{line}` |",
    "span-in-sentence": "The value `{line}` in {path} is the default.",
    "file-list": "- `{path}`: the module\n- `README.md`: how to use it",
    "file-table": "| File | Purpose |\n|---|---|\n| `{path}` | the module |",
    "is-final": "Note: {path} is final; the rest of the project is unchanged.",
    "offer": "Want me to add tests for {path}?",
    "nothing-else": "{path} is complete; run it as before; nothing else is needed.",
}


@pytest.mark.parametrize("shape", HARMLESS.values(), ids=HARMLESS.keys())
def test_text_that_quotes_or_describes_the_written_files_is_harmless(shape: str) -> None:
    for path, content, line, _ in FILES:
        result = parse_response(
            model_doc((path, content)) + "\n" + shape.format(line=line, path=path)
        )
        assert result.usable, (path, result.status, [d.message for d in result.diagnostics])
        assert result.code is not None
        assert [(f.file_path, f.content) for f in result.code.files] == [(path, content)]


# A list or table that says a file goes is no description of it.
GOES = {
    "list-obsolete": "- `{path}`: obsolete",
    "list-delete": "- `{path}`: delete it",
    "table-remove": "| File | Action |\n|---|---|\n| `{path}` | remove |",
    "table-span": "| File | Now |\n|---|---|\n| `{path}` | `x = 1` |",
}


@pytest.mark.parametrize("shape", GOES.values(), ids=GOES.keys())
def test_a_list_that_says_a_file_goes_is_not_usable(shape: str) -> None:
    path, content, _, _ = FILES[0]
    result = parse_response(model_doc((path, content)) + "\n" + shape.format(path=path) + "\n")
    assert not result.usable, result.status


def test_prose_that_shows_the_format_header_is_not_a_changed_line() -> None:
    # (the header line of a held fixture and the one the prose shows share their start)
    fixture = '{"task_id": "T-1", "files_delimiter": "===FILE_CONTENT_BLOCK==="}\n'
    doc = model_doc(("tests/header.json", fixture))
    tail = (
        "I will start with a header such as\n"
        '{"task_id": "example", "files_delimiter": "===FILE_CONTENT_BLOCK==="}\n'
        "and then write the blocks.\n"
    )
    result = parse_response(doc + "\n" + tail)
    assert result.usable, [d.message for d in result.diagnostics]
