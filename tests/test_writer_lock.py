"""Concurrent writers: an flock on a lock file in the target serializes
commits; a second writer waits up to ``lock_timeout`` or fails with LockTimeoutError."""

from __future__ import annotations

import math
import os
import pickle
import signal
import time
from pathlib import Path

import pytest
from click.testing import CliRunner
from fs_snapshot import files_under, snapshot

from artifact_codec import GeneratedCode, GeneratedFile
from artifact_codec.cli import main
from artifact_codec.write import journal
from artifact_codec.write.journal import LOCK_NAME, STAGING_PREFIX
from artifact_codec.write.writer import LockTimeoutError, WriteFailedError, recover, write_files

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork (POSIX)")

PATHS = [f"pkg{i % 6}/m{i}.py" for i in range(60)]


def code_with(tag: str) -> GeneratedCode:
    return GeneratedCode(files=[GeneratedFile(file_path=p, content=f"{tag} {p}\n") for p in PATHS])


def _child_writes(target: Path, tag: str, go_read: int) -> None:  # pragma: no cover - child
    code = 1
    try:
        os.read(go_read, 1)  # both children start together
        write_files(code_with(tag), target, overwrite=True, fsync=False, lock_timeout=30)
        code = 0
    finally:
        os._exit(code)


def test_two_processes_overwriting_one_target_never_mix(tmp_path: Path) -> None:
    mixed = 0
    outcomes: dict[str, int] = {"A": 0, "B": 0}
    for round_number in range(8):
        target = tmp_path / f"t{round_number}"
        if round_number % 2:
            target.mkdir()  # both create every file
        else:
            write_files(code_with("old"), target, fsync=False)  # both replace every file
        go_read, go_write = os.pipe()
        pids = []
        for tag in ("A", "B"):
            pid = os.fork()
            if pid == 0:  # pragma: no cover - child
                os.close(go_write)
                _child_writes(target, tag, go_read)
            pids.append(pid)
        os.close(go_read)
        os.write(go_write, b"gg")
        os.close(go_write)
        for pid in pids:
            _, status = os.waitpid(pid, 0)
            assert os.WIFEXITED(status)
            assert os.WEXITSTATUS(status) == 0
        files = files_under(target)
        tags = {data.split(b" ", 1)[0] for data in files.values()}
        assert sorted(files) == sorted(PATHS)
        if len(tags) != 1:
            mixed += 1
        else:
            outcomes[tags.pop().decode()] += 1
        assert sorted(os.listdir(target)) == [f"pkg{i}" for i in range(6)]  # no leftovers
    assert mixed == 0
    assert sum(outcomes.values()) == 8


def _hold_lock(target: Path, ready_write: int, release_read: int) -> None:  # pragma: no cover
    fd = os.open(target, os.O_RDONLY)
    try:
        with journal.target_lock(fd, None):
            os.write(ready_write, b"x")
            os.read(release_read, 1)
            (target / "holder-done.txt").write_text("released")
    finally:
        os._exit(0)


def _start_holder(target: Path) -> tuple[int, int]:
    """A child that holds the target's lock until the returned pipe end gets a byte."""
    ready_read, ready_write = os.pipe()
    release_read, release_write = os.pipe()
    pid = os.fork()
    if pid == 0:  # pragma: no cover - child
        _hold_lock(target, ready_write, release_read)
    os.close(ready_write)
    os.close(release_read)
    assert os.read(ready_read, 1) == b"x"
    os.close(ready_read)
    return pid, release_write


def test_second_writer_times_out_with_a_typed_error_and_changes_nothing(tmp_path: Path) -> None:
    (tmp_path / "a.py").write_text("old")
    pid, release = _start_holder(tmp_path)
    try:
        before = snapshot(tmp_path)
        with pytest.raises(LockTimeoutError) as info:
            write_files(code_with("X"), tmp_path, overwrite=True, lock_timeout=0.2)
        error = info.value
        assert isinstance(error, WriteFailedError)
        assert error.rule == "locked"
        assert error.rolled_back
        assert error.holder == f"pid {pid}"
        assert error.waited >= 0.2
        assert "[locked]" in str(error)
        assert "lock_timeout" in str(error)
        assert snapshot(tmp_path) == before
        with pytest.raises(LockTimeoutError):
            write_files(code_with("X"), tmp_path, lock_timeout=0)
        copy = pickle.loads(pickle.dumps(error))
        assert str(copy) == str(error)
    finally:
        os.write(release, b"x")
        os.close(release)
        os.waitpid(pid, 0)


def test_second_writer_waits_for_the_lock(tmp_path: Path) -> None:
    pid, release = _start_holder(tmp_path)
    waiter = os.fork()
    if waiter == 0:  # pragma: no cover - child
        code = 1
        try:
            write_files(code_with("W"), tmp_path, fsync=False, lock_timeout=30)
            # It got the lock only after the holder was done with it.
            code = 0 if (tmp_path / "holder-done.txt").exists() else 2
        finally:
            os._exit(code)
    time.sleep(0.3)  # the waiter is blocked on the lock by now (or soon: either is fine)
    assert not (tmp_path / "pkg0").exists()
    os.write(release, b"x")
    os.close(release)
    os.waitpid(pid, 0)
    _, status = os.waitpid(waiter, 0)
    assert os.WIFEXITED(status)
    assert os.WEXITSTATUS(status) == 0
    assert len(files_under(tmp_path)) == len(PATHS) + 1
    assert LOCK_NAME not in os.listdir(tmp_path)


def test_lock_of_a_killed_holder_is_free(tmp_path: Path) -> None:
    pid, release = _start_holder(tmp_path)
    os.kill(pid, signal.SIGKILL)
    os.waitpid(pid, 0)
    os.close(release)
    assert LOCK_NAME in os.listdir(tmp_path)  # the stale file stays, but its lock is gone
    write_files(code_with("Z"), tmp_path, fsync=False, lock_timeout=0)
    assert LOCK_NAME not in os.listdir(tmp_path)
    pid, release = _start_holder(tmp_path)
    os.kill(pid, signal.SIGKILL)
    os.waitpid(pid, 0)
    os.close(release)
    assert recover(tmp_path, lock_timeout=0).batches == []
    assert LOCK_NAME not in os.listdir(tmp_path)  # recover removes a stale lock file too


def test_recover_waits_for_a_live_writer_instead_of_undoing_it(tmp_path: Path) -> None:
    (tmp_path / f"{STAGING_PREFIX}live0000").mkdir()  # as a writer in progress would have
    pid, release = _start_holder(tmp_path)
    try:
        with pytest.raises(LockTimeoutError):
            recover(tmp_path, lock_timeout=0.1)
        assert (tmp_path / f"{STAGING_PREFIX}live0000").is_dir()
        result = CliRunner().invoke(main, ["recover", "--lock-timeout", "0", str(tmp_path)])
        assert result.exit_code == 1
        assert "[locked]" in result.output
    finally:
        os.write(release, b"x")
        os.close(release)
        os.waitpid(pid, 0)
    assert [b.outcome for b in recover(tmp_path).batches] == ["discarded"]


def test_lock_file_that_is_a_symlink_is_not_followed(tmp_path: Path) -> None:
    outside = tmp_path / "outside.txt"
    outside.write_text("keep")
    target = tmp_path / "target"
    target.mkdir()
    (target / LOCK_NAME).symlink_to(outside)
    with pytest.raises(WriteFailedError):
        write_files(code_with("S"), target)
    assert outside.read_text() == "keep"
    assert sorted(os.listdir(target)) == [LOCK_NAME]


@pytest.mark.parametrize(
    ("value", "error"),
    [(-1, ValueError), (math.nan, ValueError), (True, TypeError), ("5", TypeError)],
)
def test_lock_timeout_is_checked(tmp_path: Path, value: object, error: type[Exception]) -> None:
    with pytest.raises(error, match="lock_timeout"):
        write_files(code_with("V"), tmp_path, lock_timeout=value)  # type: ignore[arg-type]
    with pytest.raises(error, match="lock_timeout"):
        recover(tmp_path, lock_timeout=value)  # type: ignore[arg-type]
    assert os.listdir(tmp_path) == []


def test_two_threads_of_one_process_also_take_turns(tmp_path: Path) -> None:
    """flock belongs to an open file, not a process: threads exclude each other too."""
    import threading

    write_files(code_with("old"), tmp_path, fsync=False)
    errors: list[BaseException] = []
    barrier = threading.Barrier(2)

    def write(tag: str) -> None:
        try:
            barrier.wait()
            write_files(code_with(tag), tmp_path, overwrite=True, fsync=False, lock_timeout=30)
        except BaseException as exc:  # pragma: no cover - reported below
            errors.append(exc)

    threads = [threading.Thread(target=write, args=(tag,)) for tag in "AB"]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    tags = {data.split(b" ", 1)[0] for data in files_under(tmp_path).values()}
    assert len(tags) == 1
    assert tags < {b"A", b"B"}
