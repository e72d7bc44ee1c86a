"""The writer's CLI options: --portable/--no-portable, --lock-timeout, and hostile
paths through `write` (a 1,500-name path, lookalike separators) ending in a clean refusal."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from click.testing import CliRunner
from fs_snapshot import files_under

from artifact_codec import GeneratedCode, GeneratedFile, dumps
from artifact_codec.cli import main
from artifact_codec.write import journal


def document(*paths: str) -> str:
    return dumps(GeneratedCode(files=[GeneratedFile(file_path=p, content="x\n") for p in paths]))


def run(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(main, list(args))
    assert "Traceback" not in result.output
    assert result.exception is None or isinstance(result.exception, SystemExit)
    return result.exit_code, result.output


def test_write_refuses_non_portable_names_unless_no_portable(tmp_path: Path) -> None:
    answer = tmp_path / "answer.txt"
    answer.write_text(document("ab:c.py", "ok.py"))
    out = tmp_path / "out"
    code, output = run("write", str(answer), "--out", str(out))
    assert code == 1
    assert "[colon]" in output
    assert not out.exists()
    code, output = run("write", str(answer), "--out", str(out), "--no-portable")
    assert code == 0, output
    assert files_under(out) == {"ab:c.py": b"x\n", "ok.py": b"x\n"}


def test_pack_skips_non_portable_names_unless_no_portable(tmp_path: Path) -> None:
    (tmp_path / "q?.py").write_text("q\n")
    (tmp_path / "ok.py").write_text("ok\n")
    code, output = run("pack", str(tmp_path))
    assert code == 0
    assert "PATH: q?.py" not in output
    assert "windows-forbidden-character" in output
    code, output = run("pack", "--no-portable", str(tmp_path))
    assert "PATH: q?.py" in output


@pytest.mark.parametrize(
    ("path", "rule"),
    [
        ("/".join(["d"] * 1499 + ["x.py"]), "path-too-deep"),
        ("..\uff0fetc\uff0fpasswd", "lookalike-separator"),
        ("src/", "trailing-slash"),
    ],
    ids=["depth-1500", "fullwidth-solidus", "trailing-slash"],
)
def test_write_of_a_hostile_path_is_a_clean_refusal(tmp_path: Path, path: str, rule: str) -> None:
    # The path is refused when the answer is read (the same rule as the writer's), so the
    # answer is not written; with --allow-partial the other file is.
    answer = tmp_path / "answer.txt"
    text = document("ok.py", "other.py").replace("PATH: other.py", f"PATH: {path}")
    answer.write_text(text, encoding="utf-8")
    out = tmp_path / "out"
    code, output = run("write", str(answer), "--out", str(out))
    assert code == 1
    assert rule in output
    assert not out.exists()
    code, output = run("write", str(answer), "--out", str(out), "--allow-partial")
    assert code == 0, output
    assert files_under(out) == {"ok.py": b"x\n"}


def test_write_with_lock_timeout_fails_cleanly_while_locked(tmp_path: Path) -> None:
    answer = tmp_path / "answer.txt"
    answer.write_text(document("a.py"))
    out = tmp_path / "out"
    out.mkdir()
    fd = os.open(out, os.O_RDONLY)
    try:
        with journal.target_lock(fd, None):
            code, output = run("write", str(answer), "--out", str(out), "--lock-timeout", "0")
            assert code == 1
            assert "[locked]" in output
            code, output = run(
                "write", str(answer), "--out", str(out), "--lock-timeout", "0", "--json"
            )
            assert code == 1
            assert "[locked]" in json.loads(output)["error"]
    finally:
        os.close(fd)
    assert os.listdir(out) == []
    code, output = run("write", str(answer), "--out", str(out), "--lock-timeout", "0")
    assert code == 0, output
    assert files_under(out) == {"a.py": b"x\n"}


def test_lock_timeout_must_be_a_non_negative_number(tmp_path: Path) -> None:
    answer = tmp_path / "answer.txt"
    answer.write_text(document("a.py"))
    for value in ("-1", "soon", "nan"):
        result = CliRunner().invoke(
            main, ["write", str(answer), "--out", str(tmp_path / "o"), "--lock-timeout", value]
        )
        assert result.exit_code == 2, value
        assert "Traceback" not in result.output
    result = CliRunner().invoke(main, ["recover", str(tmp_path), "--lock-timeout", "-5"])
    assert result.exit_code == 2


def test_recover_help_and_json(tmp_path: Path) -> None:
    code, output = run("recover", "--help")
    assert code == 0
    assert "wholly the old files or wholly the new" in output
    (tmp_path / ".artifact-codec-tmp-0000beef").mkdir()
    code, output = run("recover", "--json", str(tmp_path))
    assert code == 0
    report = json.loads(output)
    assert report["ok"] is True
    assert [b["outcome"] for b in report["batches"]] == ["discarded"]
    assert os.listdir(tmp_path) == []
