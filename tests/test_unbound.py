"""A Python file that uses names it never binds is a part of a file (its rest left out) or
code that cannot run: never a usable whole file (ingest/unbound.py, docs/lenient.md).

The table (tests/data/unbound/files.json) is written by hand: ``whole`` holds whole files
that use names bound in ways the rule must see (or may not weigh), ``parts`` the parts a
model sends as whole files, with the line of the first unbound use and the names."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from artifact_codec import GeneratedCode, GeneratedFile, dumps, parse_response
from artifact_codec.ingest.placeholders import find_placeholders
from artifact_codec.ingest.unbound import MAX_CHARS, find_unbound

_TABLE = json.loads((Path(__file__).parent / "data" / "unbound" / "files.json").read_text())


def _ids(rows: list[dict[str, Any]]) -> list[Any]:
    return [pytest.param(row, id=row["id"]) for row in rows]


@pytest.mark.parametrize("row", _ids(_TABLE["whole"]))
def test_a_whole_file_stays_usable(row: dict[str, Any]) -> None:
    assert find_unbound(row["path"], row["content"]) is None
    answer = f"{row['path']}\n```\n{row['content']}```\n"
    result = parse_response(answer)
    assert result.status.usable, [d.message for d in result.diagnostics]
    assert [(f.file_path, f.content) for f in result.code.files] == [(row["path"], row["content"])]


@pytest.mark.parametrize("row", _ids(_TABLE["parts"]))
def test_a_part_is_refused_as_left_out_code(row: dict[str, Any]) -> None:
    assert find_unbound(row["path"], row["content"]) == (row["line"], row["names"])
    found = find_placeholders(GeneratedFile(file_path=row["path"], content=row["content"]))
    assert found is not None
    assert found.kind == "unbound"
    answer = f"{row['path']}\n```python\n{row['content']}```\n"
    result = parse_response(answer)
    assert result.status.value == "edit_blocks"
    assert result.code.files == []
    assert result.refused_paths == [row["path"]]
    messages = [d.message for d in result.diagnostics if d.code == "elided-code"]
    assert len(messages) == 1
    first = f"{row['names'][0]} (line {row['line']})"
    assert messages[0].startswith(f"{row['path']} uses {first}")
    assert "which it neither defines nor imports" in messages[0]
    assert messages[0].endswith("Send the complete file")


def test_the_diagnostic_names_the_names_and_the_first_use() -> None:
    answer = "app.py\n```python\nimport os\n\n\ndef f():\n    return g() + k()\n```\n"
    result = parse_response(answer)
    assert result.status.value == "edit_blocks"
    assert [d.message for d in result.diagnostics if d.code == "elided-code"] == [
        "app.py uses g (line 5) and k, which it neither defines nor imports: it reads as a "
        "part of app.py whose rest was left out (writing it would delete that rest), or as "
        "code that cannot run. Send the complete file"
    ]


def test_many_names_are_counted_not_all_listed() -> None:
    content = "def f():\n    return a() + b() + c() + d() + e() + g() + h()\n"
    result = parse_response(f"app.py\n```python\n{content}```\n")
    [message] = [d.message for d in result.diagnostics if d.code == "elided-code"]
    assert message.startswith("app.py uses a (line 2), b, c, d, e and 2 more, which it")


def test_allow_elisions_keeps_the_part_with_a_warning() -> None:
    content = "def f():\n    return g() + k()\n"
    result = parse_response(f"app.py\n```python\n{content}```\n", allow_elisions=True)
    assert result.status.value == "recovered"
    assert [(f.file_path, f.content) for f in result.code.files] == [("app.py", content)]
    warnings = [d for d in result.diagnostics if d.code == "placeholder"]
    assert len(warnings) == 1
    assert warnings[0].message.startswith("app.py uses g (line 2) and k")


def test_verbatim_files_are_taken_as_written() -> None:
    # dumps marks a file that reads as a part VERBATIM: the round trip keeps it.
    part = GeneratedFile(file_path="app.py", content="def f():\n    return g() + k()\n")
    result = parse_response(dumps(GeneratedCode(files=[part])))
    assert result.status.usable
    assert [(f.file_path, f.content) for f in result.code.files] == [(part.file_path, part.content)]


def test_another_language_and_other_suffixes_are_not_weighed() -> None:
    for path in ("app.js", "app.pyi", "notes.txt", "app.py.md"):
        assert find_unbound(path, "def f():\n    return g()\n") is None


def test_a_file_over_the_limit_is_not_weighed() -> None:
    filler = "# " + "x" * 78 + "\n"
    content = "def f():\n    return g()\n" + filler * (MAX_CHARS // len(filler) + 1)
    assert len(content) > MAX_CHARS
    assert find_unbound("app.py", content) is None
    assert find_unbound("app.py", content[: MAX_CHARS - 100]) == (2, ["g"])


def test_a_used_name_bound_only_in_another_function_is_unbound() -> None:
    # g reads the module's helper; f's local helper is no module binding (the compiler's
    # scopes, not one union of them: fix-unbound41)
    content = "def f():\n    helper = 1\n    return helper\n\n\ndef g():\n    return helper\n"
    assert find_unbound("app.py", content) == (7, ["helper"])


@pytest.mark.parametrize("content", ["x\n", "x\ny\n", "b"], ids=["one", "two", "no-newline"])
def test_a_file_of_bare_names_only_is_not_weighed(content: str) -> None:
    # by hand: the file does nothing with the names (no call, definition, assignment or
    # import): no code of a part whose head was left out
    assert find_unbound("a.py", content) is None


def test_a_bare_name_beside_code_using_names_is_weighed() -> None:
    assert find_unbound("a.py", "x\nprint(y)\n") == (1, ["x", "y"])


def test_a_test_module_handling_a_name_error_is_not_weighed_whatever_its_name() -> None:
    # by hand (the shape of the stdlib's test_raise.py, renamed by the test bed to src/f0.py):
    # a module holding tests that uses a name on purpose inside a NameError handler's reach
    content = (
        "import unittest\n\n\nclass Context:\n    def __exit__(self, *args):\n"
        "        xyzzy\n\n\nclass TestRaise(unittest.TestCase):\n"
        "    def test_it(self):\n        try:\n            pass\n"
        "        except NameError:\n            pass\n"
    )
    assert find_unbound("src/f0.py", content) is None
    # the same code with no tests in it is weighed
    assert find_unbound("src/f0.py", content.replace("def test_it", "def check_it")) == (
        6,
        ["xyzzy"],
    )
