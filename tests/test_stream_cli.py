"""`write -` reads a response piped in live; --incremental writes each file as it completes."""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

from click.testing import CliRunner

from artifact_codec.agent.instructions import EXAMPLE
from artifact_codec.cli import main
from artifact_codec.write.serializer import dumps

DOC = dumps(EXAMPLE)


def _cli(*args: str) -> list[str]:
    return [sys.executable, "-m", "artifact_codec", *args]


def test_incremental_write_creates_a_file_before_the_stream_ends(tmp_path: Path) -> None:
    out = tmp_path / "out"
    # Up to and including the first field line of the second block: the first file is then
    # certainly complete.
    cut = DOC.index("\n", DOC.index("PATH: tests/test_main.py")) + 1
    process = subprocess.Popen(
        _cli("write", "-", "--out", str(out), "--incremental"),
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=tmp_path,  # the installed package, not the source tree
    )
    assert process.stdin is not None
    process.stdin.write(DOC[:cut])
    process.stdin.flush()
    first = out / "app" / "main.py"
    deadline = time.monotonic() + 30
    while not first.exists() and time.monotonic() < deadline:
        time.sleep(0.05)
    assert first.exists(), "the first file was not written while the stream was open"
    assert not (out / "tests" / "test_main.py").exists()
    assert first.read_text("utf-8") == EXAMPLE.files[0].content
    process.stdin.write(DOC[cut:])
    process.stdin.close()
    assert process.wait(timeout=30) == 0, process.stderr.read() if process.stderr else ""
    assert (out / "tests" / "test_main.py").read_text("utf-8") == EXAMPLE.files[1].content
    assert process.stdout is not None
    assert process.stdout.read().splitlines()[:2] == [
        "  wrote app/main.py",
        "  wrote tests/test_main.py",
    ]


def test_default_write_from_stdin_is_all_or_nothing(tmp_path: Path) -> None:
    runner = CliRunner()
    out = tmp_path / "out"
    cut = DOC[: DOC.index("def test_hello")]
    result = runner.invoke(main, ["write", "-", "--out", str(out)], input=cut)
    assert result.exit_code == 1
    assert not out.exists()
    result = runner.invoke(main, ["write", "-", "--out", str(out)], input=DOC)
    assert result.exit_code == 0
    assert sorted(p.name for p in out.rglob("*.py")) == ["main.py", "test_main.py"]


def test_incremental_write_keeps_complete_files_of_a_cut_stream(tmp_path: Path) -> None:
    runner = CliRunner()
    out = tmp_path / "out"
    cut = DOC[: DOC.index("def test_hello")]
    result = runner.invoke(main, ["write", "-", "--out", str(out), "--incremental"], input=cut)
    assert result.exit_code == 1
    assert (out / "app" / "main.py").exists()
    assert not (out / "tests").exists()
    assert "not written: the answer was cut off" in result.stderr
    # the complete file is on disk already: no advice to write it
    assert "--allow-partial" not in result.stderr
    assert result.stdout.splitlines()[-1] == f"{out}: 1 file written"


def test_incremental_write_stops_at_a_refusal(tmp_path: Path) -> None:
    runner = CliRunner()
    out = tmp_path / "out"
    (out / "app").mkdir(parents=True)
    (out / "app" / "main.py").write_text("mine", "utf-8")
    result = runner.invoke(main, ["write", "-", "--out", str(out), "--incremental"], input=DOC)
    assert result.exit_code == 1
    assert (out / "app" / "main.py").read_text("utf-8") == "mine"
    assert "stopped:" in result.stderr
    assert not (out / "tests").exists()
