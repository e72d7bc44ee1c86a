"""Long work shows progress on a terminal, and Ctrl-C stops any command cleanly.

The commands run as real processes: standard error on a pseudo-terminal (the ``pty`` module)
where a person would watch a bar, or on a pipe, where nothing may appear; SIGINT is sent to
the whole process group, as a terminal sends Ctrl-C.
"""

from __future__ import annotations

import contextlib
import json
import os
import pty
import select
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

import pytest

from artifact_codec import GeneratedCode, GeneratedFile, dumps, write_files
from artifact_codec.write import journal

FILES = 60  # above the bar's threshold of 50 items
CODE = GeneratedCode(
    task_id="many",
    files=[
        GeneratedFile(file_path=f"pkg/m{n:02d}.py", content=f"VALUE = {n}\n" * 20)
        for n in range(FILES)
    ],
)
DOC = dumps(CODE)


def _command(*args: str) -> list[str]:
    return [sys.executable, "-m", "artifact_codec", *args]


def _read_terminal(master: int, process: subprocess.Popen[bytes]) -> bytes:
    """Everything ``process`` shows on the terminal whose master side is ``master`` (closed
    here), until every process holding the terminal is gone."""
    shown = bytearray()
    while True:
        ready, _, _ = select.select([master], [], [], 30)
        if not ready:
            process.kill()
            raise AssertionError("no output on the terminal for 30 s")
        try:
            chunk = os.read(master, 1 << 16)
        except OSError:  # EIO: every process holding the terminal is gone
            break
        if not chunk:
            break
        shown += chunk
    os.close(master)
    return bytes(shown)


def _run_on_terminal(args: Sequence[str], cwd: Path) -> tuple[int, str, str]:
    """Run with standard error on a pseudo-terminal; return (exit, stdout, what the terminal
    showed)."""
    master, slave = pty.openpty()
    process = subprocess.Popen(
        _command(*args), cwd=cwd, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=slave
    )
    os.close(slave)
    shown = _read_terminal(master, process)
    assert process.stdout is not None
    out = process.stdout.read().decode()
    return process.wait(30), out, shown.decode("utf-8", "replace")


def _run_piped(args: Sequence[str], cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        _command(*args), cwd=cwd, capture_output=True, text=True, timeout=120, check=False
    )


@pytest.fixture
def responses(tmp_path: Path) -> Path:
    folder = tmp_path / "responses"
    folder.mkdir()
    for n in range(FILES):
        (folder / f"r{n:02d}.txt").write_text(DOC, "utf-8")
    return folder


def _bar_finished(shown: str, label: str, total: int) -> bool:
    # click redraws the bar in place with carriage returns; the last drawing is complete.
    return f"{label}  [{'#' * 36}]  {total}/{total}" in shown


def test_validate_of_a_folder_shows_a_bar_on_a_terminal_only(
    responses: Path, tmp_path: Path
) -> None:
    code, out, shown = _run_on_terminal(["validate", str(responses)], tmp_path)
    assert code == 0
    assert _bar_finished(shown, "validating", FILES), shown
    assert out.splitlines()[-1] == f"{FILES} responses: {FILES} usable, 0 unusable"
    assert "validating" not in out  # the bar never goes to standard output
    quiet = _run_on_terminal(["validate", "--quiet", str(responses)], tmp_path)
    assert quiet[0] == 0
    assert quiet[2] == ""
    assert quiet[1] == out
    piped = _run_piped(["validate", str(responses)], tmp_path)
    assert piped.returncode == 0
    assert piped.stderr == ""
    assert piped.stdout == out


def _lines_on_one_terminal(args: Sequence[str], cwd: Path) -> list[str]:
    """Run with standard output and error on one pseudo-terminal (a user's shell); the lines as
    the terminal shows them (escape sequences dropped, a carriage return starts a line again)."""
    import re

    master, slave = pty.openpty()
    process = subprocess.Popen(
        _command(*args), cwd=cwd, stdin=subprocess.DEVNULL, stdout=slave, stderr=slave
    )
    os.close(slave)
    shown = _read_terminal(master, process)
    process.wait(30)
    text = re.sub(r"\x1b\[[0-9;?]*[A-Za-z]", "", shown.decode("utf-8", "replace"))
    return [line.rstrip("\r").split("\r")[-1] for line in text.split("\n")]


def test_result_lines_are_not_glued_to_the_bar_on_one_terminal(
    responses: Path, tmp_path: Path
) -> None:
    """The bar (standard error) and the result lines (standard output) on the same terminal, as
    in a shell: each result line starts with its source, never after the bar's text."""
    log = tmp_path / "log.jsonl"
    log.write_text((json.dumps({"doc_id": 0, "resps": [[DOC]]}) + "\n") * FILES, "utf-8")
    for args, source in (
        (["validate", "responses"], "responses/"),
        (["validate", "--jsonl", "--field", "resps.0.0", "log.jsonl"], "log.jsonl:"),
    ):
        lines = _lines_on_one_terminal(args, tmp_path)
        results = [line for line in lines if ": clean (hybrid)" in line]
        assert len(results) == FILES, lines[:5]
        glued = [line for line in results if not line.startswith(source)]
        assert glued == [], glued[:3]


def test_validate_jsonl_counts_records_on_a_terminal(tmp_path: Path) -> None:
    log = tmp_path / "samples.jsonl"
    with open(log, "w", encoding="utf-8") as out:
        for n in range(120):
            out.write(json.dumps({"doc_id": n, "resps": [[DOC]]}) + "\n")
    args = [
        "validate",
        "--jsonl",
        "--field",
        "resps.0.0",
        str(log),
        "-o",
        str(tmp_path / "r.jsonl"),
    ]
    code, out, shown = _run_on_terminal(args, tmp_path)
    assert code == 0
    assert "validating" in shown
    assert "120" in shown  # the count of records checked (their number is not known ahead)
    assert out.splitlines()[-1] == f"120 rows written to {tmp_path / 'r.jsonl'}"
    assert _run_on_terminal([*args, "-q"], tmp_path)[2] == ""
    assert _run_piped(args, tmp_path).stderr == ""


def test_write_shows_a_bar_while_it_writes_many_files(tmp_path: Path) -> None:
    answer = tmp_path / "answer.txt"
    answer.write_text(DOC, "utf-8")
    code, out, shown = _run_on_terminal(["write", str(answer), "--out", "proj"], tmp_path)
    assert code == 0, shown
    assert _bar_finished(shown, "writing", FILES), shown
    assert len(list((tmp_path / "proj" / "pkg").iterdir())) == FILES
    assert "writing" not in out
    again = _run_on_terminal(["write", str(answer), "--out", "proj2", "--quiet"], tmp_path)
    assert "writing" not in again[2]
    piped = _run_piped(["write", str(answer), "--out", "proj3"], tmp_path)
    assert "writing" not in piped.stderr


def test_pack_shows_a_bar_while_it_reads_many_files(tmp_path: Path) -> None:
    write_files(CODE, tmp_path / "tree")
    code, _, shown = _run_on_terminal(["pack", "tree", "-o", "tree.artifact"], tmp_path)
    assert code == 0
    assert "packing" in shown
    assert str(FILES) in shown
    assert (tmp_path / "tree.artifact").read_text("utf-8").count("PATH: pkg/") == FILES
    assert "packing" not in _run_piped(["pack", "tree", "-o", "t2.artifact"], tmp_path).stderr
    assert "packing" not in _run_on_terminal(["pack", "tree", "-q", "-o", "t3"], tmp_path)[2]


def _interrupted_write(target: Path) -> None:
    """Leave ``target`` as a writer killed right after its journal was written leaves it."""
    pid = os.fork()
    if pid == 0:  # the child writes and dies at the checkpoint
        try:

            def die(label: str) -> None:
                if label == "journal-committed":
                    os._exit(9)

            journal.checkpoint_hook = die
            write_files(CODE, target, fsync=False)
        finally:
            os._exit(1)
    _, status = os.waitpid(pid, 0)
    assert os.WEXITSTATUS(status) == 9
    assert any(name.startswith(".artifact-codec-tmp-") for name in os.listdir(target))


def test_recover_shows_a_bar_while_it_rolls_a_large_batch_forward(tmp_path: Path) -> None:
    _interrupted_write(tmp_path / "proj")
    code, out, shown = _run_on_terminal(["recover", "proj"], tmp_path)
    assert code == 0, shown
    assert "recovering" in shown
    assert f"{FILES + 1}/{FILES + 1}" in shown  # every step: the folder, then each file
    assert "rolled-forward" in out
    assert len(list((tmp_path / "proj" / "pkg").iterdir())) == FILES
    _interrupted_write(tmp_path / "proj2")
    assert "recovering" not in _run_piped(["recover", "proj2"], tmp_path).stderr


# -- Ctrl-C -------------------------------------------------------------------------------------


def _interrupt_when(
    args: Sequence[str], cwd: Path, started: str, *, wait: float = 60
) -> subprocess.CompletedProcess[str]:
    """Start the command in a process group of its own, send SIGINT to the group (what Ctrl-C
    does) once its standard output shows ``started``, and collect what it printed."""
    process = subprocess.Popen(
        _command(*args),
        cwd=cwd,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
    )
    assert process.stdout is not None
    seen = []
    deadline = time.monotonic() + wait
    for line in process.stdout:
        seen.append(line)
        if started in line:
            break
        assert time.monotonic() < deadline, "the command never started its work"
    os.killpg(process.pid, signal.SIGINT)
    rest, err = process.communicate(timeout=60)
    return subprocess.CompletedProcess(args, process.returncode, "".join(seen) + rest, err)


def _slow_log(path: Path, records: int) -> None:
    with open(path, "w", encoding="utf-8") as out:
        for n in range(records):
            out.write(json.dumps({"doc_id": n, "resps": [[DOC]]}) + "\n")


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_ctrl_c_stops_validate_with_130_and_no_traceback(tmp_path: Path, jobs: str) -> None:
    log = tmp_path / "big.jsonl"
    _slow_log(log, 3000)
    done = _interrupt_when(
        ["validate", "--jsonl", "--field", "resps.0.0", "--jobs", jobs, str(log)],
        tmp_path,
        started=f"{log}:2 [1]",
    )
    assert done.returncode == 130, done.stderr
    assert done.stderr.strip() == "interrupted"  # one line from the parent; none from workers
    assert "Traceback" not in done.stdout + done.stderr
    assert len(done.stdout.splitlines()) < 3000  # it stopped before the end


def _start(args: Sequence[str], cwd: Path) -> subprocess.Popen[str]:
    return subprocess.Popen(
        _command(*args),
        cwd=cwd,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,  # its own process group, as a terminal's foreground job
    )


def _interrupt_once(process: subprocess.Popen[str], started: Callable[[], bool]) -> None:
    deadline = time.monotonic() + 60
    while not started():
        assert process.poll() is None, "the command ended before it could be interrupted"
        assert time.monotonic() < deadline, "the command never started its work"
        time.sleep(0.005)
    os.killpg(process.pid, signal.SIGINT)


def test_ctrl_c_leaves_no_half_written_output_file(tmp_path: Path) -> None:
    log = tmp_path / "big.jsonl"
    _slow_log(log, 3000)
    process = _start(
        ["validate", "--jsonl", "--field", "resps.0.0", str(log), "-o", "rows.jsonl"], tmp_path
    )
    _interrupt_once(process, lambda: any(".part" in name for name in os.listdir(tmp_path)))
    out, err = process.communicate(timeout=60)
    assert process.returncode == 130, err
    assert err.strip() == "interrupted"
    assert "Traceback" not in out + err
    assert sorted(os.listdir(tmp_path)) == ["big.jsonl"]  # no rows file, no temporary


def test_ctrl_c_during_a_write_leaves_old_or_new_and_no_staging(tmp_path: Path) -> None:
    many = GeneratedCode(
        files=[GeneratedFile(file_path=f"d/f{n:04d}.txt", content="x\n" * 50) for n in range(3000)]
    )
    answer = tmp_path / "answer.txt"
    answer.write_text(dumps(many), "utf-8")
    process = _start(["write", str(answer), "--out", "proj"], tmp_path)
    proj = tmp_path / "proj"

    def staging() -> bool:
        with contextlib.suppress(FileNotFoundError):
            return any(name.startswith(".artifact-codec-tmp-") for name in os.listdir(proj))
        return False

    _interrupt_once(process, staging)
    out, err = process.communicate(timeout=60)
    assert process.returncode == 130, err
    assert err.strip() == "interrupted"
    assert "Traceback" not in out + err
    # all or nothing: the batch was undone, no staging folder is left; the folder the write
    # made is gone again, or (when the interrupt came while the lock was held) holds only the
    # lock file, which the next write or recover removes
    left = sorted(os.listdir(proj)) if proj.exists() else []
    assert left in ([], [".artifact-codec.lock"]), left
