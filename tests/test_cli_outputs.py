"""An output option never writes over one of the command's inputs.

Every command of the CLI that writes a file (``dump -o``, ``pack -o``, ``validate --jsonl
--out``, ``validate --html``, ``write --out`` with or without ``--incremental``) refuses with
exit status 2 and one line naming both paths when the output is one of its inputs: the same
name, another spelling, a symbolic or a hard link, standard output redirected to the input. The
input is unchanged after.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner
from fs_snapshot import snapshot

from artifact_codec import GeneratedCode, GeneratedFile, dumps
from artifact_codec.cli import main, refuse_output_over_inputs

LEGACY = json.dumps({"task_id": "t", "files": [{"file_path": "a.py", "content": "print(1)\n"}]})
RECORD = json.dumps({"id": 1, "response": dumps(GeneratedCode(files=[]))}) + "\n"


def _spellings(tmp_path: Path, real: Path) -> dict[str, str]:
    """Ways to name ``real`` as an output: itself, other spellings, a symbolic and a hard link."""
    folder = real.parent
    (tmp_path / "sub").mkdir(exist_ok=True)
    os.symlink(real, tmp_path / "symlink")
    os.link(real, tmp_path / "hardlink")
    os.symlink(folder, tmp_path / "sub" / "up")
    return {
        "same": str(real),
        "dot": str(folder / "." / real.name),
        "dotdot": str(folder / ".." / folder.name / real.name),
        "through-a-linked-folder": str(tmp_path / "sub" / "up" / real.name),
        "symlink": str(tmp_path / "symlink"),
        "hardlink": str(tmp_path / "hardlink"),
    }


SPELLINGS = ["same", "dot", "dotdot", "through-a-linked-folder", "symlink", "hardlink"]


def _assert_refused(result: object, tmp_path: Path, before: dict[str, object]) -> None:
    from click.testing import Result

    assert isinstance(result, Result)
    assert result.exit_code == 2, result.output
    lines = result.output.splitlines()
    assert len(lines) == 1, result.output
    assert lines[0].startswith("Error: the output ")
    assert "is the input" in lines[0]
    assert "Traceback" not in result.output
    assert snapshot(tmp_path) == before


@pytest.mark.parametrize("spelling", SPELLINGS)
def test_dump_output_over_its_input(tmp_path: Path, spelling: str) -> None:
    source = tmp_path / "answer.json"
    source.write_text(LEGACY)
    output = _spellings(tmp_path, source)[spelling]
    before = snapshot(tmp_path)
    result = CliRunner().invoke(main, ["dump", str(source), "-o", output])
    _assert_refused(result, tmp_path, before)
    assert repr(str(source)) in result.output
    assert repr(output) in result.output


@pytest.mark.parametrize("spelling", SPELLINGS)
def test_pack_output_over_a_packed_file(tmp_path: Path, spelling: str) -> None:
    project = tmp_path / "project"
    project.mkdir()
    (project / "main.py").write_text("print(1)\n")
    previous = project / "project.artifact"  # the output of an earlier pack
    previous.write_text("an earlier pack\n")
    output = _spellings(tmp_path, previous)[spelling]
    before = snapshot(tmp_path)
    result = CliRunner().invoke(main, ["pack", str(project), "-o", output])
    _assert_refused(result, tmp_path, before)
    assert "--exclude" in result.output
    # leaving it out works, and writes it
    excluded = CliRunner().invoke(
        main, ["pack", str(project), "-o", str(previous), "--exclude", "project.artifact"]
    )
    assert excluded.exit_code == 0, excluded.output
    assert "PATH: main.py" in previous.read_text()


def test_pack_output_in_the_folder_that_does_not_exist_yet_is_fine(tmp_path: Path) -> None:
    (tmp_path / "main.py").write_text("print(1)\n")
    result = CliRunner().invoke(main, ["pack", str(tmp_path), "-o", str(tmp_path / "p.artifact")])
    assert result.exit_code == 0, result.output
    assert "PATH: main.py" in (tmp_path / "p.artifact").read_text()


@pytest.mark.parametrize("spelling", SPELLINGS)
def test_validate_jsonl_out_over_a_log(tmp_path: Path, spelling: str) -> None:
    log = tmp_path / "log.jsonl"
    log.write_text(RECORD)
    output = _spellings(tmp_path, log)[spelling]
    before = snapshot(tmp_path)
    args = ["validate", "--jsonl", "--field", "response", str(log), "--out", output]
    _assert_refused(CliRunner().invoke(main, args), tmp_path, before)


def test_validate_jsonl_out_over_a_log_found_in_a_folder(tmp_path: Path) -> None:
    logs = tmp_path / "logs"
    logs.mkdir()
    (logs / "a.jsonl").write_text(RECORD)
    before = snapshot(tmp_path)
    args = ["validate", "--jsonl", "--field", "response", str(logs), "--out", str(logs / "a.jsonl")]
    _assert_refused(CliRunner().invoke(main, args), tmp_path, before)


EXAMPLES = Path(__file__).parent.parent / "examples"


@pytest.mark.parametrize("spelling", SPELLINGS)
def test_validate_html_over_a_response_found_in_a_folder(tmp_path: Path, spelling: str) -> None:
    logs = tmp_path / "logs"
    logs.mkdir()
    for source in sorted((EXAMPLES / "logs").iterdir()):
        (logs / source.name).write_bytes(source.read_bytes())
    output = _spellings(tmp_path, logs / "001.txt")[spelling]
    before = snapshot(tmp_path)
    result = CliRunner().invoke(main, ["validate", str(logs), "--html", output, "--quiet"])
    _assert_refused(result, tmp_path, before)
    assert "(--html)" in result.output
    assert "001.txt" in result.output


def test_validate_html_over_the_single_response(tmp_path: Path) -> None:
    answer = tmp_path / "answer.txt"
    answer.write_bytes((EXAMPLES / "answer.txt").read_bytes())
    before = snapshot(tmp_path)
    result = CliRunner().invoke(main, ["validate", str(answer), "--html", str(answer)])
    _assert_refused(result, tmp_path, before)


def test_validate_jsonl_html_over_the_log(tmp_path: Path) -> None:
    log = tmp_path / "samples.jsonl"
    log.write_bytes((EXAMPLES / "samples.jsonl").read_bytes())
    before = snapshot(tmp_path)
    args = ["validate", "--jsonl", "--field", "resps.0.0", str(log), "--html", str(log)]
    result = CliRunner().invoke(main, [*args, "--quiet"])
    _assert_refused(result, tmp_path, before)
    assert "(--html)" in result.output


def test_validate_html_dash_is_a_usage_error_not_a_file_named_dash(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(main, ["validate", str(EXAMPLES / "answer.txt"), "--html", "-"])
    assert result.exit_code == 2, result.output
    assert "'--html'" in result.output
    assert os.listdir(tmp_path) == []


def _response_with(path: str) -> str:
    return dumps(GeneratedCode(files=[GeneratedFile(file_path=path, content="new\n")]))


@pytest.mark.parametrize("incremental", [False, True], ids=["all-at-once", "incremental"])
@pytest.mark.parametrize("force", [False, True], ids=["keep", "force"])
def test_write_a_file_over_the_response_itself(
    tmp_path: Path, incremental: bool, force: bool
) -> None:
    response = tmp_path / "answer.txt"
    response.write_text(_response_with("answer.txt"))
    before = snapshot(tmp_path)
    args = ["write", str(response), "--out", str(tmp_path)]
    args += ["--incremental"] * incremental + ["--force"] * force
    result = CliRunner().invoke(main, args)
    _assert_refused(result, tmp_path, before)
    assert "--out" in result.output
    # --out is a folder: the fix it names is one a folder can take
    assert "another file" not in result.output
    assert "folder" in result.output


def test_write_from_standard_input_redirected_from_a_file_in_out(tmp_path: Path) -> None:
    response = tmp_path / "answer.txt"
    response.write_text(_response_with("answer.txt"))
    before = snapshot(tmp_path)
    with open(response, "rb") as stdin:
        completed = subprocess.run(
            [sys.executable, "-m", "artifact_codec", "write", "-", "--out", ".", "--force"],
            stdin=stdin,
            capture_output=True,
            text=True,
            cwd=tmp_path,
            timeout=120,
        )
    assert completed.returncode == 2, completed.stderr
    assert completed.stderr.count("\n") == 1
    assert "is the input standard input" in completed.stderr
    assert snapshot(tmp_path) == before


def test_standard_output_redirected_to_the_input(tmp_path: Path) -> None:
    source = tmp_path / "answer.json"
    source.write_text(LEGACY)
    before = snapshot(tmp_path)
    with open(source, "ab") as stdout:  # appending: the shell did not empty it
        completed = subprocess.run(
            [sys.executable, "-m", "artifact_codec", "dump", str(source)],
            stdout=stdout,
            stderr=subprocess.PIPE,
            text=True,
            timeout=120,
        )
    assert completed.returncode == 2
    assert completed.stderr.startswith("Error: standard output is the input ")
    assert completed.stderr.count("\n") == 1
    assert snapshot(tmp_path) == before


@pytest.mark.parametrize("command", ["repair", "parse", "extract-json"])
def test_standard_output_redirected_over_the_input_by_the_shell(
    tmp_path: Path, command: str
) -> None:
    """``artifact-codec repair f.json > f.json``: the shell empties f.json before the command
    starts; the command names the redirection (exit 2), not the empty file it then reads."""
    target = tmp_path / "f.json"
    target.write_text(LEGACY)
    with target.open("r+b") as handle:
        handle.truncate(0)  # what the shell's '>' did
        completed = subprocess.run(
            [sys.executable, "-m", "artifact_codec", command, target.name],
            cwd=tmp_path,
            stdout=handle,
            stderr=subprocess.PIPE,
            text=True,
            timeout=120,
        )
    assert completed.returncode == 2, completed.stderr
    assert completed.stderr.startswith("Error: standard output is the input 'f.json'")
    assert completed.stderr.count("\n") == 1


def test_outputs_that_are_not_inputs_are_written(tmp_path: Path) -> None:
    source = tmp_path / "answer.json"
    source.write_text(LEGACY)
    result = CliRunner().invoke(main, ["dump", str(source), "-o", str(tmp_path / "out.artifact")])
    assert result.exit_code == 0, result.output
    assert "PATH: a.py" in (tmp_path / "out.artifact").read_text()
    response = tmp_path / "answer.txt"
    response.write_text(_response_with("answer.txt"))
    written = CliRunner().invoke(main, ["write", str(response), "--out", str(tmp_path / "o")])
    assert written.exit_code == 0, written.output
    assert (tmp_path / "o" / "answer.txt").read_text() == "new\n"


def test_an_output_that_does_not_exist_is_compared_by_its_resolved_path(tmp_path: Path) -> None:
    """Neither exists (an input that is read later, a name given twice): the resolved paths
    are compared."""
    missing = str(tmp_path / "later.jsonl")
    with pytest.raises(SystemExit) as exited:
        refuse_output_over_inputs([str(tmp_path / "sub" / ".." / "later.jsonl")], [missing], "-o")
    assert exited.value.code == 2
    refuse_output_over_inputs([str(tmp_path / "other.jsonl")], [missing], "-o")
    refuse_output_over_inputs(["-"], ["-"], "-o")  # the terminal, not a file


# -- validate: an empty selection is a usage error; --glob is honoured ---------------------------


def test_validate_jsonl_on_a_folder_without_logs_is_a_usage_error(tmp_path: Path) -> None:
    (tmp_path / "notes.txt").write_text(RECORD)
    result = CliRunner().invoke(main, ["validate", "--jsonl", "--field", "response", str(tmp_path)])
    assert result.exit_code == 2
    assert result.output.count("\n") == 1
    assert result.output.startswith("Error: no files to validate")
    assert "--glob" in result.output


def test_validate_jsonl_honours_an_explicit_glob_star(tmp_path: Path) -> None:
    (tmp_path / "notes.txt").write_text(RECORD)
    args = ["validate", "--jsonl", "--field", "response", "--glob", "*", "--json", str(tmp_path)]
    result = CliRunner().invoke(main, args)
    rows = [json.loads(line) for line in result.output.splitlines()[:-1]]
    assert [row["source"] for row in rows] == [str(tmp_path / "notes.txt")]


def test_plain_validate_on_an_empty_folder_is_a_one_line_usage_error(tmp_path: Path) -> None:
    result = CliRunner().invoke(main, ["validate", str(tmp_path)])
    assert result.exit_code == 2
    assert result.output.count("\n") == 1
    assert "no files to validate" in result.output


# -- write: a refusal reports nothing as created ---------------------------------------------


@pytest.mark.parametrize("under", ["", "/sub", "/sub/deeper"])
@pytest.mark.parametrize("as_json", [False, True], ids=["text", "json"])
def test_write_into_a_folder_under_a_regular_file_is_a_usage_error(
    tmp_path: Path, under: str, as_json: bool
) -> None:
    """``--out notes.txt/sub``, notes.txt a file: exit 2 and one line, like ``--out
    notes.txt`` itself (an output that cannot be created), nothing created or read."""
    (tmp_path / "afile").write_text("mine\n")
    response = tmp_path / "answer.txt"
    response.write_text(
        dumps(
            GeneratedCode(
                files=[GeneratedFile(file_path=f"f{i}.py", content="x\n") for i in range(3)]
            )
        )
    )
    before = snapshot(tmp_path)
    target = str(tmp_path / "afile") + under
    result = CliRunner().invoke(
        main, ["write", str(response), "--out", target, *["--json"] * as_json]
    )
    assert result.exit_code == 2, result.output
    assert result.output.splitlines()[-1].startswith("Error: Invalid value for '--out': ")
    assert "afile" in result.output.splitlines()[-1]
    assert snapshot(tmp_path) == before


@pytest.mark.parametrize(
    ("setup", "rule"),
    [("exists", "exists"), ("symlink", "symlink")],
)
def test_write_json_sets_error_on_every_refusal(tmp_path: Path, setup: str, rule: str) -> None:
    out = tmp_path / "out"
    out.mkdir()
    if setup == "exists":
        (out / "a.py").write_text("mine\n")
    else:
        (out / "a.py").symlink_to(tmp_path / "elsewhere")
    response = tmp_path / "answer.txt"
    response.write_text(_response_with("a.py"))
    result = CliRunner().invoke(main, ["write", str(response), "--out", str(out), "--json"])
    assert result.exit_code == 1
    report = json.loads(result.output)
    assert report["error"] is not None
    assert f"[{rule}]" in report["error"]
    assert report["write"]["refused"][0]["rule"] == rule
