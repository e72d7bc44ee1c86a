"""The click command line, through CliRunner."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from artifact_codec import GeneratedCode, GeneratedFile, __version__, dumps, loads
from artifact_codec import cli as cli_module
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
    example = str(EXAMPLES / "hello_api.artifact")
    result = runner.invoke(main, ["validate", good, example])
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert lines[:2] == [
        f"{good}: clean (hybrid), 2 files",
        f"{example}: clean (hybrid), 3 files",
    ]
    assert lines[-1] == "2 responses: 2 usable, 0 unusable"
    assert "clean                  2" in lines


def test_validate_strict_reports_file_line_column(runner: CliRunner, tmp_path: Path) -> None:
    good = _write(tmp_path, "good.artifact", DOC)
    bad = _write(tmp_path, "bad.artifact", BROKEN)
    result = runner.invoke(main, ["validate", "--strict", good, bad])
    assert result.exit_code == 1
    lines = result.output.splitlines()
    assert lines[0] == f"{good}: clean (hybrid), 2 files"
    line_number = BROKEN.splitlines().index("not a field") + 1
    assert lines[1].startswith(f"{bad}:{line_number}:1: block 2 (PATH: b/c.txt): the line ")
    assert "'---'" in lines[1]
    assert lines[-1] == "2 responses: 1 usable, 1 unusable"


def test_validate_is_lenient_by_default(runner: CliRunner, tmp_path: Path) -> None:
    wrapped = _write(tmp_path, "wrapped.txt", f"Here you go:\n```\n{DOC}```\nBye!\n")
    cut = _write(tmp_path, "cut.txt", DOC[: DOC.index('print("a")') + 5])
    result = runner.invoke(main, ["validate", "-v", wrapped, cut])
    assert result.exit_code == 1
    lines = result.output.splitlines()
    assert lines[0] == f"{wrapped}: recovered (hybrid), 2 files"
    assert f"  {wrapped}:1:1: info: text before the answer was ignored [prose-before]" in lines
    cut_line = next(line for line in lines if line.startswith(f"{cut}: "))
    assert cut_line.startswith(f"{cut}: truncated (hybrid), 0 files of 2, partial a.py -- ")
    assert lines[-1] == "2 responses: 1 usable, 1 unusable"


def test_validate_walks_directories_and_writes_json_lines(
    runner: CliRunner, tmp_path: Path
) -> None:
    folder = tmp_path / "logs"
    (folder / "day1").mkdir(parents=True)
    (folder / "day1" / "a.txt").write_text(DOC, "utf-8")
    (folder / "day1" / "b.txt").write_text("I cannot help with that.", "utf-8")
    (folder / "c.txt").write_text("Sure:\n" + DOC, "utf-8")
    (folder / ".hidden.txt").write_text("ignored", "utf-8")
    (folder / "notes.md").write_text("ignored by --glob", "utf-8")
    for jobs in ("1", "2"):
        result = runner.invoke(
            main, ["validate", "--json", "--jobs", jobs, "--glob", "*.txt", str(folder)]
        )
        assert result.exit_code == 1
        records = [json.loads(line) for line in result.output.splitlines()]
        sources = [r["source"] for r in records[:-1]]
        assert sources == [
            str(folder / "c.txt"),
            str(folder / "day1" / "a.txt"),
            str(folder / "day1" / "b.txt"),
        ]
        assert [r["status"] for r in records[:-1]] == ["recovered", "clean", "no_artifact"]
        assert "code" not in records[0]
        summary = records[-1]
        assert summary["summary"] is True
        assert (summary["total"], summary["usable"], summary["unusable"]) == (3, 2, 1)
        assert summary["by_status"]["no_artifact"] == 1
        assert summary["by_format"]["hybrid"] == 2


def test_validate_json_with_code(runner: CliRunner, tmp_path: Path) -> None:
    path = _write(tmp_path, "a.txt", DOC)
    result = runner.invoke(main, ["validate", "--json", "--with-code", path])
    assert result.exit_code == 0
    record = json.loads(result.output.splitlines()[0])
    assert GeneratedCode.model_validate(record["code"]) == loads(DOC)


def test_validate_reads_standard_input(runner: CliRunner) -> None:
    result = runner.invoke(main, ["validate", "-"], input=DOC)
    assert result.exit_code == 0
    assert result.output == "<stdin>: clean (hybrid), 2 files\n"
    result = runner.invoke(main, ["validate", "--strict", "-"], input=BROKEN)
    assert result.exit_code == 1
    assert result.output.startswith("<stdin>:")


def test_validate_rejects_invalid_utf8_in_strict_mode(runner: CliRunner, tmp_path: Path) -> None:
    path = tmp_path / "latin1.artifact"
    path.write_bytes(b'{"task_id": "caf\xe9"}\n')
    result = runner.invoke(main, ["validate", "--strict", str(path)])
    assert result.exit_code == 1
    assert "not valid UTF-8 at byte 16" in result.output


def test_validate_shows_progress_on_a_terminal(
    runner: CliRunner, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # (tests/test_progress.py runs the real thing under a pseudo-terminal)
    for number in range(60):
        _write(tmp_path, f"r{number:02d}.txt", DOC)
    monkeypatch.setattr(cli_module, "_stderr_is_terminal", lambda: True)
    result = runner.invoke(main, ["validate", str(tmp_path)])
    assert result.exit_code == 0
    assert "validating" in result.stderr
    assert result.stdout.splitlines()[-1] == "60 responses: 60 usable, 0 unusable"
    quiet = runner.invoke(main, ["validate", "--quiet", str(tmp_path)])
    assert "validating" not in quiet.stderr
    assert quiet.stdout == result.stdout
    monkeypatch.setattr(cli_module, "_stderr_is_terminal", lambda: False)
    piped = runner.invoke(main, ["validate", str(tmp_path)])
    assert piped.stderr == ""


def test_validate_with_no_files_is_a_usage_error(runner: CliRunner, tmp_path: Path) -> None:
    result = runner.invoke(main, ["validate", str(tmp_path)])
    assert result.exit_code == 2
    assert "no files to validate" in result.output


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


def test_dump_repairs_broken_legacy_json(runner: CliRunner, tmp_path: Path) -> None:
    broken = '{"files": [\n  {"file_path": "a.py", "content": "print("hi")\n"},\n]}'
    path = _write(tmp_path, "broken.json", broken)
    result = runner.invoke(main, ["dump", path])
    assert result.exit_code == 0, result.output
    assert loads(result.stdout).files[0].content == 'print("hi")\n'
    assert f"{path}: repaired: line 2, column " in result.stderr
    assert "[trailing-comma]" in result.stderr


def test_dump_reports_what_cannot_be_repaired(runner: CliRunner, tmp_path: Path) -> None:
    path = _write(tmp_path, "prose.json", "no JSON here at all")
    result = runner.invoke(main, ["dump", path])
    assert result.exit_code == 1
    assert result.stderr.startswith(f"{path}:1:1: ")
    cut = _write(tmp_path, "cut.json", '{"files": [{"file_path": "a.py", "content": "x"}, {"fi')
    result = runner.invoke(main, ["dump", cut])
    assert result.exit_code == 1
    assert "cut off" in result.stderr
    assert result.stdout == ""


def test_dump_reports_invalid_model(runner: CliRunner, tmp_path: Path) -> None:
    path = _write(tmp_path, "unsafe.json", '{"files": [{"file_path": "../x", "content": ""}]}')
    result = runner.invoke(main, ["dump", path])
    assert result.exit_code == 1
    assert result.stderr.startswith(f"{path}:1:27: file 1 ('../x'): files[0].file_path: ")
    assert "traversal" in result.stderr


def test_write_creates_the_files_and_refuses_to_overwrite(
    runner: CliRunner, tmp_path: Path
) -> None:
    source = _write(tmp_path, "answer.txt", "Sure:\n\n" + DOC + "\nBye")
    out = tmp_path / "project"
    result = runner.invoke(main, ["write", source, "--out", str(out)])
    assert result.exit_code == 0, result.output
    assert (out / "a.py").read_text("utf-8") == 'print("a")\n'
    # read leniently (prose around it): dumps marked the file without final newline
    # VERBATIM, so it still has none
    assert (out / "b" / "c.txt").read_text("utf-8") == "c"
    assert "  created a.py" in result.stdout.splitlines()
    again = runner.invoke(main, ["write", source, "--out", str(out)])
    assert again.exit_code == 1
    assert "refused, nothing written" in again.stderr
    # the refusal names the option, not the library's argument
    assert "a.py: the file already exists; pass --force to replace it [exists]" in again.stderr
    assert "overwrite=" not in again.stderr
    (out / "a.py").write_text("edited", "utf-8")
    dry = runner.invoke(main, ["write", source, "--out", str(out), "--force", "--dry-run"])
    assert dry.exit_code == 0
    assert "  would replace a.py" in dry.stdout.splitlines()
    assert (out / "a.py").read_text("utf-8") == "edited"
    forced = runner.invoke(main, ["write", source, "--out", str(out), "--force"])
    assert forced.exit_code == 0
    assert (out / "a.py").read_text("utf-8") == 'print("a")\n'


def test_write_refuses_cut_off_answers_unless_allowed(runner: CliRunner, tmp_path: Path) -> None:
    cut = _write(tmp_path, "cut.txt", DOC[: DOC.index("PATH: b/c.txt") + 20])
    out = tmp_path / "out"
    result = runner.invoke(main, ["write", cut, "--out", str(out)])
    assert result.exit_code == 1
    assert "--allow-partial" in result.stderr
    assert not out.exists()
    partial = runner.invoke(main, ["write", cut, "--out", str(out), "--allow-partial"])
    assert partial.exit_code == 0
    assert sorted(p.name for p in out.rglob("*")) == ["a.py"]


def test_write_refuses_unsafe_answers_and_reports_json(runner: CliRunner, tmp_path: Path) -> None:
    evil = _write(tmp_path, "evil.txt", DOC.replace("PATH: a.py", "PATH: ../../evil.py"))
    out = tmp_path / "out"
    result = runner.invoke(main, ["write", evil, "--out", str(out), "--json"])
    assert result.exit_code == 1
    record = json.loads(result.stdout)
    assert record["parse"]["status"] == "rejected_files"
    assert record["write"] is None
    assert "'..'" in record["error"]
    assert not out.exists()
    assert not (tmp_path.parent / "evil.py").exists()


def test_write_nothing_found(runner: CliRunner, tmp_path: Path) -> None:
    source = _write(tmp_path, "refusal.txt", "I can't help with that.")
    result = runner.invoke(main, ["write", source, "--out", str(tmp_path / "o")])
    assert result.exit_code == 1
    assert "not written: no files were found" in result.stderr


def test_pack_then_write_reproduces_a_tree(runner: CliRunner, tmp_path: Path) -> None:
    tree = tmp_path / "tree"
    (tree / "src").mkdir(parents=True)
    (tree / "src" / "app.py").write_bytes(b"print(1)\r\nno final newline")
    (tree / "empty.txt").write_bytes(b"")
    (tree / "logo.png").write_bytes(b"\x89PNG\r\n\x1a\n\x00\xff")
    (tree / ".git").mkdir()
    (tree / ".git" / "HEAD").write_bytes(b"ref: refs/heads/main\n")
    document = tmp_path / "packed.txt"
    result = runner.invoke(main, ["pack", str(tree), "-o", str(document), "--task-id", "T-9"])
    assert result.exit_code == 0, result.output
    assert "skipped logo.png" in result.stderr
    code = loads(document.read_text("utf-8"))
    assert code.task_id == "T-9"
    assert [f.file_path for f in code.files] == ["empty.txt", "src/app.py"]
    out = tmp_path / "copy"
    assert runner.invoke(main, ["write", str(document), "--out", str(out)]).exit_code == 0
    assert (out / "src" / "app.py").read_bytes() == b"print(1)\r\nno final newline"
    assert (out / "empty.txt").read_bytes() == b""
    excluded = runner.invoke(main, ["pack", str(tree), "--exclude", "*.txt"])
    assert [f.file_path for f in loads(excluded.stdout).files] == ["src/app.py"]


def test_repair_prints_valid_json_and_the_report(runner: CliRunner, tmp_path: Path) -> None:
    path = _write(tmp_path, "broken.json", "Result:\n```json\n{'ok': True, 'items': [1, 2,],}\n```")
    result = runner.invoke(main, ["repair", path, "--report"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout) == {"ok": True, "items": [1, 2]}
    assert f"{path}: line " in result.stderr
    valid = _write(tmp_path, "valid.json", '{"a": 1}')
    same = runner.invoke(main, ["repair", valid, "--report"])
    assert same.stdout == '{"a": 1}\n'
    assert "nothing repaired" in same.stderr


def test_repair_flags_truncation_and_garbage(runner: CliRunner, tmp_path: Path) -> None:
    cut = _write(tmp_path, "cut.json", '{"log": "line 1\nline 2')
    result = runner.invoke(main, ["repair", cut])
    assert result.exit_code == 1
    assert json.loads(result.stdout) == {"log": "line 1\nline 2"}
    assert "cut off (in log)" in result.stderr
    garbage = _write(tmp_path, "garbage.txt", "just words")
    assert runner.invoke(main, ["repair", garbage]).exit_code == 1


def test_repair_legacy_uses_the_schema(runner: CliRunner, tmp_path: Path) -> None:
    code = 'x = {"a": 1, "b": 2}\nprint("done", "ok")\n'
    text = '{"files": [{"file_path": "a.py", "content": "' + code + '"}]}'
    path = _write(tmp_path, "legacy.json", text)
    result = runner.invoke(main, ["repair", "--legacy", path])
    assert result.exit_code == 0
    assert json.loads(result.stdout)["files"][0]["content"] == code


def test_extract_json_first_and_last(runner: CliRunner, tmp_path: Path) -> None:
    transcript = (
        'Step 1: got {"step": 1}\nThe config uses {braces} in prose.\n'
        'Final answer:\n```json\n{"summary": "done", "log": "a \\"quoted\\" }"}\n```\n'
    )
    path = _write(tmp_path, "agent.log", transcript)
    last = runner.invoke(main, ["extract-json", path])
    assert last.exit_code == 0, last.output
    assert json.loads(last.stdout) == {"summary": "done", "log": 'a "quoted" }'}
    first = runner.invoke(main, ["extract-json", "--first", path, "--indent", "0"])
    assert json.loads(first.stdout) == {"step": 1}
    none = runner.invoke(main, ["extract-json", _write(tmp_path, "n.txt", "no json")])
    assert none.exit_code == 1
    assert none.stderr.startswith(str(tmp_path / "n.txt") + ":1:1: ")


def test_write_reports_invalid_utf8_like_validate(runner: CliRunner, tmp_path: Path) -> None:
    data = DOC.replace('print("a")', 'print("\ufffd#")').encode().replace(b"#", b"\xff")
    source = tmp_path / "answer.txt"
    source.write_bytes(data)
    validated = runner.invoke(main, ["validate", "--json", str(source)])
    assert "invalid-utf8" in validated.stdout
    written = runner.invoke(main, ["write", str(source), "--out", str(tmp_path / "o"), "--json"])
    assert written.exit_code == 0, written.output
    parsed = json.loads(written.stdout)["parse"]
    assert "invalid-utf8" in [d["code"] for d in parsed["diagnostics"]]
    assert parsed["status"] == "recovered"


@pytest.mark.parametrize("reason", ["max_tokens", "MAX_TOKENS", "incomplete", "length"])
def test_write_takes_every_provider_length_reason(
    runner: CliRunner, tmp_path: Path, reason: str
) -> None:
    source = _write(tmp_path, "answer.txt", DOC.removesuffix("===FILE_CONTENT_BLOCK===END\n"))
    result = runner.invoke(
        main, ["write", source, "--out", str(tmp_path / "o"), "--finish-reason", reason]
    )
    assert result.exit_code == 1
    assert "truncated" in result.stderr


# -- exit codes, one meaning of -o, words a CLI user can act on ---------------------------------


def test_an_output_that_names_a_folder_is_a_usage_error(runner: CliRunner, tmp_path: Path) -> None:
    (tmp_path / "tree").mkdir()
    (tmp_path / "tree" / "a.py").write_text("x = 1\n", "utf-8")
    for output in (str(tmp_path / "somedir") + "/", str(tmp_path / "tree")):
        result = runner.invoke(main, ["pack", str(tmp_path / "tree"), "-o", output])
        assert result.exit_code == 2, output
        assert "is a folder; name the file to write" in result.stderr or (
            "is a directory" in result.stderr  # click's own check of an existing folder
        )
    missing = runner.invoke(
        main, ["pack", str(tmp_path / "tree"), "-o", str(tmp_path / "no" / "such" / "x")]
    )
    assert missing.exit_code == 2
    assert "cannot write it" in missing.stderr
    assert missing.exception is None or isinstance(missing.exception, SystemExit)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["tree"]


def test_an_input_that_cannot_be_read_is_exit_2_without_traceback(runner: CliRunner) -> None:
    # /proc/self/mem exists and is a file, but reading it from the start fails (EIO).
    for command in ("parse", "repair", "extract-json", "dump"):
        result = runner.invoke(main, [command, "/proc/self/mem"])
        assert result.exit_code == 2, command
        assert result.stderr.startswith("Error: /proc/self/mem: cannot read it: "), command
        assert result.exception is None or isinstance(result.exception, SystemExit)


def test_write_takes_its_folder_as_out_and_still_accepts_the_old_o(
    runner: CliRunner, tmp_path: Path
) -> None:
    source = _write(tmp_path, "answer.txt", DOC)
    none = runner.invoke(main, ["write", source])
    assert none.exit_code == 2
    assert "Missing option '--out'" in none.stderr
    old = runner.invoke(main, ["write", source, "-o", str(tmp_path / "old")])
    assert old.exit_code == 0
    assert "-o is an old spelling of --out DIR; use --out" in old.stderr
    assert (tmp_path / "old" / "a.py").exists()


def test_validate_jsonl_output_has_its_old_spelling(runner: CliRunner, tmp_path: Path) -> None:
    log = tmp_path / "log.jsonl"
    log.write_text(json.dumps({"id": 1, "r": DOC}) + "\n", "utf-8")
    for option in ("-o", "--output", "--out"):
        rows = tmp_path / f"rows{option}.jsonl"
        result = runner.invoke(
            main, ["validate", "--jsonl", "--field", "r", str(log), option, str(rows)]
        )
        assert result.exit_code == 0, option
        assert json.loads(rows.read_text("utf-8"))["status"] == "clean"
    plain = runner.invoke(main, ["validate", str(log), "-o", str(tmp_path / "x.jsonl")])
    assert plain.exit_code == 2
    assert "add --jsonl" in plain.stderr


def test_strict_validate_and_parse_name_the_same_place(runner: CliRunner, tmp_path: Path) -> None:
    bad = tmp_path / "bad.artifact"
    bad.write_bytes(DOC.encode("utf-8").replace(b"print", b"pr\xffint", 1))
    line = DOC[: DOC.index("print")].count("\n") + 1
    parsed = runner.invoke(main, ["parse", str(bad)])
    validated = runner.invoke(main, ["validate", "--strict", str(bad)])
    where = f"{bad}:{line}:3: not valid UTF-8 at byte "
    assert parsed.stderr.startswith(where)
    assert validated.stdout.startswith(where)
    assert ":0:0:" not in validated.stdout


def test_library_arguments_named_in_messages_have_options_on_the_command_line() -> None:
    # Every "argument=True/False" a message of the library tells its reader to pass is
    # translated for CLI users; a new one without an option fails here.
    import ast

    package = Path(cli_module.__file__).parent
    named = set()
    for path in package.rglob("*.py"):
        if path.name == "cli.py":
            continue
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                named |= set(re.findall(r"\b(?:pass|use|or) ([a-z_]+=(?:True|False))", node.value))
    assert named, "the search found no message at all"
    assert named <= set(cli_module.OPTION_FOR_ARGUMENT), named - set(cli_module.OPTION_FOR_ARGUMENT)
    assert cli_module.for_cli("pass overwrite=True to replace it") == "pass --force to replace it"
