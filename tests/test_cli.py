"""The click command line, through CliRunner."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from artifact_codec import GeneratedCode, GeneratedFile, __version__, dumps, loads
from artifact_codec.cli import main

EXAMPLES = Path(__file__).parent.parent / "examples"
DOC = dumps(
    GeneratedCode(
        task_id="t",
        files=[
            GeneratedFile(file_path="a.py", content='print("a")\n'),
            GeneratedFile(file_path="b/c.txt", content="c"),
        ],
    )
)
BROKEN = DOC.replace("PATH: b/c.txt\n", "PATH: b/c.txt\nnot a field\n")


@pytest.fixture
def runner() -> CliRunner:
    return CliRunner()


def _write(tmp_path: Path, name: str, text: str) -> str:
    path = tmp_path / name
    path.write_bytes(text.encode("utf-8"))
    return str(path)


def test_version(runner: CliRunner) -> None:
    result = runner.invoke(main, ["--version"])
    assert result.exit_code == 0
    assert result.output == f"artifact-codec, version {__version__}\n"


def test_validate_valid_files(runner: CliRunner, tmp_path: Path) -> None:
    good = _write(tmp_path, "good.artifact", DOC)
    result = runner.invoke(main, ["validate", good, str(EXAMPLES / "hello_api.artifact")])
    assert result.exit_code == 0, result.output
    assert result.output.splitlines() == [
        f"{good}: ok (2 files)",
        f"{EXAMPLES / 'hello_api.artifact'}: ok (3 files)",
    ]


def test_validate_reports_file_line_column(runner: CliRunner, tmp_path: Path) -> None:
    good = _write(tmp_path, "good.artifact", DOC)
    bad = _write(tmp_path, "bad.artifact", BROKEN)
    result = runner.invoke(main, ["validate", good, bad])
    assert result.exit_code == 1
    lines = result.output.splitlines()
    assert lines[0] == f"{good}: ok (2 files)"
    line_number = BROKEN.splitlines().index("not a field") + 1
    assert lines[1].startswith(f"{bad}:{line_number}:1: block 2 (PATH: b/c.txt): the line ")
    assert "'---'" in lines[1]


def test_validate_reads_standard_input(runner: CliRunner) -> None:
    result = runner.invoke(main, ["validate", "-"], input=DOC)
    assert result.exit_code == 0
    assert result.output == "<stdin>: ok (2 files)\n"
    result = runner.invoke(main, ["validate", "-"], input=BROKEN)
    assert result.exit_code == 1
    assert result.output.startswith("<stdin>:")


def test_validate_rejects_invalid_utf8(runner: CliRunner, tmp_path: Path) -> None:
    path = tmp_path / "latin1.artifact"
    path.write_bytes(b'{"task_id": "caf\xe9"}\n')
    result = runner.invoke(main, ["validate", str(path)])
    assert result.exit_code == 1
    assert "not valid UTF-8 at byte 16" in result.output


@pytest.mark.parametrize(
    "args",
    [["validate"], ["validate", "does-not-exist"], ["parse"], ["nonsense"], ["dump", "x", "y"]],
)
def test_usage_errors_exit_2(runner: CliRunner, args: list[str]) -> None:
    result = runner.invoke(main, args)
    assert result.exit_code == 2
    assert "Usage:" in result.output or "Error" in result.output


def test_parse_prints_the_model_as_json(runner: CliRunner, tmp_path: Path) -> None:
    path = _write(tmp_path, "doc.artifact", DOC)
    result = runner.invoke(main, ["parse", path])
    assert result.exit_code == 0
    assert GeneratedCode.model_validate(json.loads(result.output)) == loads(DOC)
    one_line = runner.invoke(main, ["parse", "--indent", "0", path])
    assert one_line.output.count("\n") == 1


def test_parse_invalid_reports_on_stderr(runner: CliRunner, tmp_path: Path) -> None:
    path = _write(tmp_path, "bad.artifact", BROKEN)
    result = runner.invoke(main, ["parse", path])
    assert result.exit_code == 1
    assert result.stdout == ""
    assert result.stderr.startswith(f"{path}:")


def test_dump_converts_legacy_json(runner: CliRunner, tmp_path: Path) -> None:
    source = EXAMPLES / "hello_api.json"
    result = runner.invoke(main, ["dump", str(source)])
    assert result.exit_code == 0
    expected = GeneratedCode.model_validate(json.loads(source.read_text("utf-8")))
    assert loads(result.output) == expected
    out = tmp_path / "out.artifact"
    result = runner.invoke(main, ["dump", str(source), "-o", str(out)])
    assert result.exit_code == 0
    assert out.read_text("utf-8") == dumps(expected)


def test_bundled_example_matches_its_json(runner: CliRunner) -> None:
    expected = GeneratedCode.model_validate_json((EXAMPLES / "hello_api.json").read_text("utf-8"))
    assert (EXAMPLES / "hello_api.artifact").read_text("utf-8") == dumps(expected)


def test_dump_reports_bad_json(runner: CliRunner, tmp_path: Path) -> None:
    path = _write(tmp_path, "bad.json", '{"files": [\n  {"file_path": "a.py",}\n]}')
    result = runner.invoke(main, ["dump", path])
    assert result.exit_code == 1
    assert result.stderr.startswith(f"{path}:2:")
    assert "not valid JSON" in result.stderr


def test_dump_reports_invalid_model(runner: CliRunner, tmp_path: Path) -> None:
    path = _write(tmp_path, "unsafe.json", '{"files": [{"file_path": "../x", "content": ""}]}')
    result = runner.invoke(main, ["dump", path])
    assert result.exit_code == 1
    assert result.stderr.startswith(f"{path}: files.0.file_path:")
    assert "traversal" in result.stderr
