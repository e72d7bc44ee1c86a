"""Content is never rewritten: real files rendered as broken legacy JSON answers.

Inside a value that is file content, nothing but escaping may change. The files are the
installed standard library's ``.py`` files (whole, or a run of their lines), put into the legacy
shape the way models write it (pretty or compact, content before or after the other keys, with
the other fields or without), their inner quotes and newlines left unescaped, sometimes in prose
and a fence; hypothesis picks the files and the layout. Whatever the repair reads, a file it
hands back as usable holds exactly the original text:

- ``parse_response``: a usable status means every file is byte for byte the original;
- ``repair_json_report`` with the ``GeneratedCode`` schema: every file object that is not
  reported damaged and has a path and a content holds one of the files, exactly (a reading
  can fail, and leave an object without its content; it never changes the content);
- without a schema, a file that is not exact comes with a guess reported.
"""

from __future__ import annotations

import glob
import json
import os
from functools import lru_cache
from typing import Any

import pytest
from bench_module import load_benchmark
from hypothesis import given, settings
from hypothesis import strategies as st

from artifact_codec import parse_response
from artifact_codec.jsonfix.repair import repair_json_report
from artifact_codec.models import GeneratedCode

BENCH = load_benchmark("bench_repair")


@lru_cache(maxsize=1)
def _pool() -> tuple[tuple[str, tuple[str, ...]], ...]:
    """About 150 standard-library modules of 1-40 KB (name, lines), taken at even steps."""
    root = os.path.dirname(os.__file__)
    paths = sorted(
        glob.glob(os.path.join(root, "*.py")) + glob.glob(os.path.join(root, "*", "*.py"))
    )
    found = []
    for path in paths:
        if "site-packages" in path or not 1_000 <= os.path.getsize(path) <= 40_000:
            continue
        text = BENCH._read(path)
        if text:
            found.append((os.path.relpath(path, root), tuple(text.splitlines(keepends=True))))
    step = max(1, len(found) // 150)
    return tuple(found[::step])


@lru_cache(maxsize=1)
def _quote_ends() -> tuple[tuple[int, int], ...]:
    """(file, line) of the pool's lines that end with a string: ``x = "a" + "b"``,
    ``"%s" % name,`` cut before the comma. A file cut there ends with a quote right before the
    value's closing quote, the hardest place to tell content from structure."""
    found = []
    for number, (_, lines) in enumerate(_pool()):
        for index, line in enumerate(lines):
            if line.rstrip().rstrip(",").endswith('"'):
                found.append((number, index))
    return tuple(found)


@st.composite
def _contents(draw: st.DrawFn) -> tuple[str, str]:
    """A file of the pool (its path and text): whole, a run of 1-200 of its lines, or a run
    that ends inside a line, right after a string's closing quote (no final newline)."""
    pool = _pool()
    how = draw(st.sampled_from(["whole", "lines", "quote"]))
    if how == "quote":
        ends = _quote_ends()
        number, last = ends[draw(st.integers(0, len(ends) - 1))]
        name, lines = pool[number]
        start = max(0, last - draw(st.integers(0, 60)))
        text = "".join(lines[start : last + 1]).rstrip().rstrip(",")
        return name, text
    name, lines = pool[draw(st.integers(0, len(pool) - 1))]
    if how == "whole":
        return name, "".join(lines)
    start = draw(st.integers(0, len(lines) - 1))
    count = draw(st.integers(1, 200))
    return name, "".join(lines[start : start + count])


_LAYOUTS = st.fixed_dictionaries(
    {
        "indent": st.sampled_from([None, 2]),
        "content_first": st.booleans(),
        "fields": st.booleans(),
        "quotes": st.booleans(),
        "newlines": st.booleans(),
        "prose": st.booleans(),
    }
)


def _render(files: list[tuple[str, str]], layout: dict[str, Any]) -> tuple[str, dict[str, str]]:
    """The answer as a model writes it, and the files it means (path -> content)."""
    entries = []
    meant: dict[str, str] = {}
    for number, (name, text) in enumerate(files):
        path = f"src/{number}/{name}"
        meant[path] = text
        entry: dict[str, Any] = {}
        if layout["content_first"]:
            entry["content"] = text
        entry["file_path"] = path
        if layout["fields"]:
            entry["file_type"] = "source"
            entry["description"] = f"The module {name}, as it is."
        entry["content"] = text
        entries.append(entry)
    doc: dict[str, Any] = {"task_id": "T-1", "files": entries}
    if layout["fields"]:
        doc["dependencies"] = ["pytest"]

    def corrupt(body: str) -> str:
        return BENCH.corrupt_escapes(
            body, quotes=layout["quotes"], newlines=layout["newlines"], backslashes=False
        )

    indent = layout["indent"]
    text = BENCH.dump(doc, indent, content=corrupt, compact=indent is None)
    if layout["prose"]:
        text = f"Here are the files:\n\n```json\n{text}\n```\n\nTell me if you want tests."
    return text, meant


@settings(max_examples=60, deadline=None)
@given(files=st.lists(_contents(), min_size=1, max_size=3), layout=_LAYOUTS)
def test_property_usable_files_are_the_files_written(
    files: list[tuple[str, str]], layout: dict[str, Any]
) -> None:
    text, meant = _render(files, layout)

    result = parse_response(text)
    if result.status.usable:
        assert result.code is not None
        got = {file.file_path: file.content for file in result.code.files}
        assert got == meant, result.status

    report = repair_json_report(text, schema=GeneratedCode)
    read = json.loads(report.text)["files"]
    for index, entry in enumerate(read):
        if index in report.damaged_files or not isinstance(entry, dict):
            continue
        path, content = entry.get("file_path"), entry.get("content")
        if isinstance(path, str) and isinstance(content, str):
            # (a file object that reads as one holds a file of the answer, as written)
            assert meant.get(path) == content, report.report_lines()

    plain = repair_json_report(text)
    read = json.loads(plain.text)["files"]
    exact = [entry.get("content") for entry in read if isinstance(entry, dict)]
    if exact != list(meant.values()):
        assert plain.guesses, plain.report_lines()


def test_the_pool_is_real_code() -> None:
    pool = _pool()
    assert len(pool) >= 100
    assert sum('"' in "".join(lines) for _, lines in pool) >= 90


@pytest.mark.parametrize(
    "code",
    [
        '"""#"',  # (the end of a run of stdlib lines: a docstring, then '"#"')
        'x = "a" # note',
        'URL = "http:"//2',  # (a name of its own would be one the file never binds)
        'x = "a"',
    ],
)
@pytest.mark.parametrize("indent", [None, 2])
@pytest.mark.parametrize("prose", [False, True])
def test_a_comment_sign_after_a_quote_inside_content_is_content(
    code: str, indent: int | None, prose: bool
) -> None:
    layout = {
        "indent": indent,
        "content_first": False,
        "fields": False,
        "quotes": True,
        "newlines": False,
        "prose": prose,
    }
    text, meant = _render([("m.py", code)], layout)
    result = parse_response(text)
    assert result.status.usable, [d.message for d in result.diagnostics]
    assert result.code is not None
    assert {file.file_path: file.content for file in result.code.files} == meant
