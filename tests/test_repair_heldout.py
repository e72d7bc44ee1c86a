"""Legacy multi-file answers built from files on this machine.

A small, fast version of the held-out corpus of ``benchmarks/bench_repair.py``: real files we
did not write (standard-library ``.py``, npm ``.js``/``.md``/``.json`` or site-packages files),
three per document, in four layouts, with the model's usual mistakes; every document must come
back exact. Also: files ending in ``\"\"\"\\n`` in the compact layout, JSON examples holding
schema keys inside the content, and a damaged file that must not cost its neighbours.
"""

from __future__ import annotations

import glob
import json
import os
from typing import Any

import pytest
from bench_module import load_benchmark

from artifact_codec.jsonfix.repair import repair_json
from artifact_codec.models import GeneratedCode

BENCH = load_benchmark("bench_repair")


def _files(doc_value: Any) -> list[dict[str, Any]]:
    assert isinstance(doc_value, dict)
    files = doc_value["files"]
    assert isinstance(files, list)
    return files


# --------------------------------------------------------------------------------------------
# Files ending in '"""\n' in the compact layout (they lost their last two characters)


def _stdlib_docstring_enders(limit: int) -> list[tuple[str, str]]:
    root = os.path.dirname(os.__file__)
    found = []
    for path in sorted(glob.glob(os.path.join(root, "**", "*.py"), recursive=True)):
        if "site-packages" in path or os.path.getsize(path) > 30_000:
            continue
        text = BENCH._read(path)
        if text and text.endswith('"""\n'):
            found.append((os.path.relpath(path, root), text))
    step = max(1, len(found) // limit)
    return found[::step][:limit]


ENDERS = _stdlib_docstring_enders(8)


@pytest.mark.parametrize("content_first", [False, True], ids=["content-last", "content-first"])
@pytest.mark.parametrize(("name", "text"), ENDERS, ids=[name for name, _ in ENDERS])
def test_compact_file_ending_in_triple_quote_is_exact(
    name: str, text: str, content_first: bool
) -> None:
    entry = {"content": text, "file_path": name} if content_first else {"file_path": name}
    entry["content"] = text
    doc = {"task_id": "T", "files": [entry]}
    for flags in ({"newlines": True}, {"newlines": False}):
        corrupt = lambda body, flags=flags: BENCH.corrupt_escapes(  # noqa: E731
            body, quotes=True, backslashes=False, **flags
        )
        broken = BENCH.dump(doc, None, compact=True, content=corrupt)
        after = '","file_path"' if content_first else '"}]}'
        assert broken.find('"""\n' + after) > 0 or broken.find('"""\\n' + after) > 0
        assert json.loads(repair_json(broken, schema=GeneratedCode)) == doc


def test_stdlib_has_files_ending_in_triple_quote() -> None:
    assert len(ENDERS) >= 4


@pytest.mark.parametrize(
    "tail",
    ['"""\n"}]}', '"""\n"}]}\n', '"""\n"}\n]}', '"""\n"\n}]}'],
)
def test_triple_quote_before_the_closing_brackets(tail: str) -> None:
    text = '{"files":[{"file_path":"a.py","content":"def f():\n    """doc\n    ' + tail
    value = json.loads(repair_json(text, schema=GeneratedCode))
    assert value == {"files": [{"file_path": "a.py", "content": 'def f():\n    """doc\n    """\n'}]}


# --------------------------------------------------------------------------------------------
# The held-out corpus, small: 16 documents of 3 files, the 4 layouts taking turns

DOCS = BENCH.held_out_documents(16)
HELD_OUT = BENCH.held_out_cases(DOCS)
ROWS = [
    "unescaped quotes",
    "raw newlines",
    "quotes + newlines",
    "trailing commas",
    "fences + prose",
    "python literal",
    "truncated",
    "truncated + quotes",
]


def test_held_out_corpus_has_every_layout_and_kind() -> None:
    assert {layout for layout, _ in DOCS} == set(BENCH.LAYOUTS)
    paths = [entry["file_path"] for _, doc in DOCS for entry in doc["files"]]
    assert any(path.endswith(".py") for path in paths)
    assert any(path.endswith(".json") for path in paths)


@pytest.mark.parametrize("row", ROWS)
def test_held_out_documents_come_back_exact(row: str) -> None:
    cut = row.startswith("truncated")
    failed = []
    for number, (text, doc) in enumerate(HELD_OUT[row]):
        assert text != json.dumps(doc)
        if not BENCH.recovered(text, doc, cut, GeneratedCode):
            failed.append((number, DOCS[number][0]))
    assert not failed, f"documents not exact (number, layout): {failed}"


def test_a_damaged_file_never_costs_another_file() -> None:
    for layout in ("pretty", "compact"):
        text, files, bad = BENCH.cascade_document(DOCS[:8], layout, 5)
        assert len(bad) >= 3
        value = json.loads(repair_json(text, schema=GeneratedCode))
        got = {entry.get("file_path"): entry for entry in value["files"]}
        lost = [
            i
            for i in range(len(files))
            if i not in bad and got.get(files[i]["file_path"]) != files[i]
        ]
        assert not lost, f"{layout}: files lost next to damaged ones: {lost}"
