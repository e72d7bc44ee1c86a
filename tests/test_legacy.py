"""Legacy all-JSON responses load into GeneratedCode through the repair layer."""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

import pytest

from artifact_codec import parse_response, repair_json_report
from artifact_codec.errors import ArtifactDecodeError
from artifact_codec.ingest.legacy import LEGACY_SHAPE, load_legacy, load_legacy_report
from artifact_codec.jsonfix.shapes import ArrayShape, ObjectShape
from artifact_codec.models import GeneratedCode


def stdlib_files(count: int, max_size: int = 8_000) -> list[tuple[str, str]]:
    """A few small real source files of the running interpreter, picked deterministically."""
    root = Path(os.path.dirname(os.__file__))
    picked = []
    for path in sorted(root.glob("*.py")):
        if 2_000 <= path.stat().st_size <= max_size:
            try:
                picked.append((path.name, path.read_bytes().decode("utf-8")))
            except UnicodeDecodeError:
                continue
        if len(picked) == count:
            break
    return picked


_ESCAPED_QUOTE = re.compile(r"\\(u[0-9a-fA-F]{4}|.)")


def _unescape_quotes(encoded: str) -> str:
    """The model's typical mistake: every inner '"' of the content left unescaped."""
    return _ESCAPED_QUOTE.sub(lambda m: '"' if m.group(1) == '"' else m.group(0), encoded)


def _legacy(files: list[tuple[str, str]], *, indent: int | None) -> tuple[str, GeneratedCode]:
    entries = [
        {"file_path": f"lib/{name}", "file_type": "source", "content": f"@CONTENT{number}@"}
        for number, (name, _) in enumerate(files)
    ]
    document = {"task_id": "STD-1", "files": entries, "dependencies": ["pytest"]}
    text = json.dumps(document, indent=indent)
    for number, (_, content) in enumerate(files):
        broken = _unescape_quotes(json.dumps(content, ensure_ascii=False)[1:-1])
        text = text.replace(f'"@CONTENT{number}@"', f'"{broken}"')
    expected = GeneratedCode.model_validate(
        {
            **document,
            "files": [{**e, "content": c} for e, (_, c) in zip(entries, files, strict=True)],
        }
    )
    return text, expected


@pytest.mark.parametrize("indent", [None, 2])
def test_stdlib_files_with_unescaped_quotes_come_back_byte_exact(indent: int | None) -> None:
    files = stdlib_files(5)
    assert len(files) == 5
    text, expected = _legacy(files, indent=indent)
    with pytest.raises(json.JSONDecodeError):
        json.loads(text)  # really broken
    code = load_legacy(text)
    assert [f.file_path for f in code.files] == [f.file_path for f in expected.files]
    for got, want in zip(code.files, expected.files, strict=True):
        assert got.content.encode("utf-8") == want.content.encode("utf-8")
    assert code == expected


def test_valid_legacy_json_loads_without_repairs() -> None:
    text = json.dumps({"task_id": "T", "files": [{"file_path": "a.py", "content": "x = 1\n"}]})
    result = load_legacy_report(text)
    assert result.repair.repairs == ()
    assert not result.truncated
    assert result.partial_file is None
    assert result.code.files[0].content == "x = 1\n"


def test_legacy_in_a_fence_with_python_literals() -> None:
    text = "Sure:\n```json\n{'files': [{'file_path': 'a.py', 'content': 'pass\\n'}]}\n```"
    assert load_legacy(text).files[0].content == "pass\n"


def test_a_bare_list_of_files_is_accepted() -> None:
    code = load_legacy('[{"file_path": "a.py", "content": "print("a")"}]')
    assert code.files[0].content == 'print("a")'


def test_truncation_keeps_the_complete_files_and_reports_the_cut_one() -> None:
    text = (
        '{"task_id": "T", "files": [{"file_path": "a.py", "content": "print("a")\\n"}, '
        '{"file_path": "b.py", "content": "def b():\\n    return "b'
    )
    result = load_legacy_report(text)
    assert result.truncated
    assert [f.file_path for f in result.code.files] == ["a.py"]
    assert result.code.files[0].content == 'print("a")\n'
    assert result.partial_file == {"file_path": "b.py", "content": 'def b():\n    return "b'}
    with pytest.raises(ArtifactDecodeError, match=r"cut off inside file 2 \('b.py'\)") as caught:
        load_legacy(text)
    assert caught.value.pos == len(text)
    assert "1 file(s) before it are complete" in caught.value.msg


def test_truncation_between_files_keeps_all_files() -> None:
    text = (
        '{"files": [{"file_path": "a.py", "content": "a"}, {"file_path": "b.py", "content": "b"},'
    )
    result = load_legacy_report(text)
    assert result.truncated
    assert result.partial_file is None
    assert [f.file_path for f in result.code.files] == ["a.py", "b.py"]
    with pytest.raises(ArtifactDecodeError, match=r"cut off \(in files\) after 2 complete"):
        load_legacy(text)


def test_invalid_file_is_reported_with_its_index_and_field() -> None:
    text = (
        '{"files": [{"file_path": "ok.py", "content": ""}, '
        '{"file_path": "../evil.py", "content": ""}]}'
    )
    with pytest.raises(ArtifactDecodeError) as caught:
        load_legacy(text)
    error = caught.value
    assert error.msg.startswith("file 2 ('../evil.py'): files[1].file_path: unsafe path")
    assert error.pos == text.index("../evil.py")


def test_missing_file_path_is_reported() -> None:
    with pytest.raises(ArtifactDecodeError, match=r"file 1: files\[0\]\.file_path: Field required"):
        load_legacy('{"files": [{"content": "x"}]}')


def test_duplicate_paths_are_reported() -> None:
    text = '{"files": [{"file_path": "a.py", "content": ""}, {"file_path": "A.py", "content": ""}]}'
    with pytest.raises(ArtifactDecodeError, match="same path"):
        load_legacy(text)


@pytest.mark.parametrize("text", ["", "plain prose", "[1, 2]", '"just a string"'])
def test_not_a_legacy_response(text: str) -> None:
    with pytest.raises(ArtifactDecodeError):
        load_legacy(text)


def test_legacy_shape_is_the_generated_code_shape() -> None:
    assert LEGACY_SHAPE.keys is not None
    assert "files" in LEGACY_SHAPE.keys


def test_legacy_shape_reads_every_spelling_of_a_files_path() -> None:
    """A file keyed ``path`` (or ``filename``) is a file: its key is known, and it stands for
    the required ``file_path`` (the closing-quote rules read an object that would end without
    its required key as an example inside a string)."""
    files = LEGACY_SHAPE.child("files")
    assert isinstance(files, ArrayShape)
    assert isinstance(files.item, ObjectShape)
    item = files.item
    assert {"file_path", "path", "filename", "file_name", "filepath"} <= (item.keys or set())
    assert not item.lacks_required({"path", "content"})
    assert not item.lacks_required({"file_path"})
    assert item.lacks_required({"content", "description"})


@pytest.mark.parametrize("key", ["path", "filename"])
def test_a_file_keyed_path_with_a_slip_is_read_without_a_guess(key: str) -> None:
    files = [{key: "a.py", "content": 'x = "1"\n'}, {key: "b.py", "content": "y = 2\n"}]
    text = json.dumps({"files": files}, indent=2).replace('"y = 2\\n"', '"y = 2\\n",')
    report = repair_json_report(text, schema=LEGACY_SHAPE)
    assert json.loads(report.text) == {"files": files}
    assert [r.kind.value for r in report.repairs] == ["trailing-comma"]
    result = parse_response(text)
    assert result.status.value == "repaired"
    assert [(f.file_path, f.content) for f in result.code.files] == [
        ("a.py", 'x = "1"\n'),
        ("b.py", "y = 2\n"),
    ]


def test_an_object_without_any_spelling_of_the_path_is_still_read_as_inside_a_string() -> None:
    """Control: the required key still counts: a JSON example in a content (an object with
    ``content`` but no path of any spelling) does not end the string."""
    shape = ObjectShape(
        frozenset({"name", "title", "body"}),
        required_any=(frozenset({"name", "title"}),),
    )
    assert shape.requires
    assert shape.lacks_required({"body"})
    assert not shape.lacks_required({"title", "body"})
