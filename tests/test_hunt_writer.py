"""Attacks on the writer's transaction (write_files, commit_changes, recover and the CLI's
write/apply/recover) by someone who did not write it: each test is a reproduction of a way
to make the writer touch something outside what it staged, leave a target half written, or
report an outcome that is not what happened.

Each scenario is built from what users and other programs really do: two spellings of one
path, files that differ only in case (distinct files on Linux), a file hard-linked into a
package store, a disk that fails a flush, a target passed as ``link/.``. A writer killed at a
checkpoint is a forked child that ``SIGKILL``s itself there (``journal.checkpoint_hook``).
"""

from __future__ import annotations

import errno
import os
import signal
from collections.abc import Callable, Mapping
from pathlib import Path

import pytest
from click.testing import CliRunner

from artifact_codec import GeneratedCode, GeneratedFile
from artifact_codec.cli import main
from artifact_codec.errors import ArtifactCodecError
from artifact_codec.write import journal
from artifact_codec.write.edits import apply_to_folder
from artifact_codec.write.journal import LOCK_NAME, STAGING_PREFIX
from artifact_codec.write.writer import (
    WriteFailedError,
    WriteRefusedError,
    commit_changes,
    recover,
    write_files,
)

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork (POSIX)")


def make(root: Path, files: Mapping[str, bytes]) -> None:
    for path, data in files.items():
        (root / path).parent.mkdir(parents=True, exist_ok=True)
        (root / path).write_bytes(data)


def files_of(root: Path) -> dict[str, bytes]:
    """Every regular file under ``root`` (the writer's own names included)."""
    found: dict[str, bytes] = {}
    for folder, _, names in os.walk(root):
        for name in names:
            path = Path(folder) / name
            found[str(path.relative_to(root))] = path.read_bytes()
    return found


def leftovers(root: Path) -> list[str]:
    return sorted(n for n in os.listdir(root) if n.startswith((STAGING_PREFIX, LOCK_NAME)))


def killed_at(label: str, run: Callable[[], object], occurrence: int = 1) -> None:
    """Run ``run`` in a child that SIGKILLs itself at the ``occurrence``-th checkpoint
    ``label``; fail if the child was not killed there."""
    pid = os.fork()
    if pid == 0:  # pragma: no cover - runs in the child
        seen = [0]

        def hook(name: str) -> None:
            if name == label:
                seen[0] += 1
                if seen[0] == occurrence:
                    os.kill(os.getpid(), signal.SIGKILL)

        journal.checkpoint_hook = hook
        try:
            run()
        finally:
            os._exit(1)
    _, status = os.waitpid(pid, 0)
    assert os.WIFSIGNALED(status), f"the child was not killed at {label!r}"


def expected_of(
    changes: Mapping[str, str | None], old: Mapping[str, bytes]
) -> dict[str, bytes | None]:
    return {path: old.get(path.removeprefix("./")) for path in changes}


# -- commit_changes: one file named twice ------------------------------------------------------


def test_commit_changes_refuses_one_file_named_twice_before_touching_the_disk(
    tmp_path: Path,
) -> None:
    """``./x`` and ``x`` are one file: deleting it and writing it in one batch is not an edit
    set anyone can mean. write_files refuses such a batch (rule ``duplicate``) before touching
    the disk; commit_changes staged it, replaced ``x``, failed on its own delete step ("the
    file to delete changed since the check": it did not), and put the old file back. Killed in
    between, it leaves a journal its own recovery calls forged (next test's kind of trap)."""
    make(tmp_path, {"x": b"old\n"})
    labels: list[str] = []
    journal.checkpoint_hook = labels.append
    try:
        with pytest.raises(WriteRefusedError) as info:
            commit_changes(
                {"./x": "new\n", "x": None}, tmp_path, expected={"./x": b"old\n", "x": b"old\n"}
            )
    finally:
        journal.checkpoint_hook = None
    assert [r.rule for r in info.value.report.refused] == ["duplicate"]
    assert "staging-folder" not in labels, "the disk was touched before the refusal"
    assert files_of(tmp_path) == {"x": b"old\n"}


# -- commit_changes: a batch its own recovery calls forged ---------------------------------------

CASE_BATCHES = {
    # Makefile and makefile are two files on Linux; an edit set may delete both.
    "two deletions differing in case": (
        {"A.txt": b"upper\n", "a.txt": b"lower\n"},
        {"A.txt": None, "a.txt": None},
        "delete",
    ),
    # Two folders differing in case (on Linux): a file deleted in one, a file edited in the other.
    "a deletion and an edit in folders differing in case": (
        {"d/x.txt": b"x\n", "D/y.txt": b"y\n"},
        {"d/x.txt": None, "D/y.txt": "y2\n"},
        "replace",
    ),
}


@pytest.mark.parametrize("case", sorted(CASE_BATCHES))
def test_a_killed_commit_that_the_writer_accepted_is_recovered(tmp_path: Path, case: str) -> None:
    """commit_changes accepts these batches (they commit fine when nothing goes wrong), but
    the journal check of recovery runs the full path-set rules over deletions too, so after a
    crash recovery says the writer's own staging folder "was not made by artifact-codec",
    leaves the target half written (a deleted file sitting in the staging folder), and every
    later write into the folder refuses. Either the batch is refused before anything is
    touched, or a crash in it is recovered."""
    old, changes, label = CASE_BATCHES[case]
    live = tmp_path / "live"
    make(live, old)
    try:
        commit_changes(changes, live, expected=expected_of(changes, old), fsync=False)
    except WriteRefusedError:
        return  # refused whole before touching anything: consistent
    target = tmp_path / "target"
    make(target, old)
    killed_at(
        label,
        lambda: commit_changes(changes, target, expected=expected_of(changes, old), fsync=False),
    )
    report = recover(target)  # RecoveryFailedError ("untrusted") on the current code
    assert report.ok
    assert leftovers(target) == []
    assert files_of(target) in (dict(old), files_of(live))


# -- a committed write reported as a failure -----------------------------------------------------


def test_a_write_committed_whole_is_not_reported_as_failed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The disk reports an I/O error when the staging folder is flushed after the journal was
    renamed to ``journal-done``: every file is committed. write_files raised WriteFailedError
    saying "undoing it failed too: ... it holds '0.old', '1', which the writer did not put
    there" — it never undid anything, the two files are its own, and the target holds the
    whole new batch."""
    make(tmp_path, {"a.txt": b"old\n"})
    real_fsync = os.fsync

    def fsync(fd: int) -> None:
        try:
            done = os.stat("journal-done", dir_fd=fd, follow_symlinks=False)
        except OSError:
            done = None
        if done is not None:
            raise OSError(errno.EIO, "Input/output error (injected)")
        real_fsync(fd)

    monkeypatch.setattr(os, "fsync", fsync)
    code = GeneratedCode(
        files=[
            GeneratedFile(file_path="a.txt", content="new\n"),
            GeneratedFile(file_path="b.txt", content="b\n"),
        ]
    )
    try:
        write_files(code, tmp_path, overwrite=True)
    except WriteFailedError as error:
        pytest.fail(f"the batch is committed, but write_files says: {error}")
    finally:
        monkeypatch.setattr(os, "fsync", real_fsync)
    assert files_of(tmp_path)["a.txt"] == b"new\n"


# -- hard links into a store outside the target ---------------------------------------------------


@pytest.mark.parametrize("how", ["replace", "delete"])
def test_a_finished_batch_is_cleaned_up_after_its_hard_linked_file_changes_outside(
    tmp_path: Path, how: str
) -> None:
    """``lib.js`` in the project is a hard link into a package store outside it (pnpm, uv and
    ``cp -al`` make such trees). The batch replaces or deletes it and is killed after its
    journal said ``done``; then the store's copy is updated (by a program writing outside the
    target). The batch is complete, the staging folder holds only the writer's backup (the
    very inode it moved aside), yet recovery reports it ``failed`` ("it holds '0.old', which
    the writer did not put there") and every later write into the project refuses until the
    user removes the folder by hand."""
    store = tmp_path / "store"
    target = tmp_path / "project"
    store.mkdir()
    target.mkdir()
    (store / "lib.js").write_bytes(b"v1\n")
    os.link(store / "lib.js", target / "lib.js")
    changes: dict[str, str | None] = {"lib.js": "mine\n" if how == "replace" else None}
    killed_at(
        "done",
        lambda: commit_changes(changes, target, expected={"lib.js": b"v1\n"}, fsync=False),
    )
    with open(store / "lib.js", "ab") as handle:  # the store is updated, outside the target
        handle.write(b"v2\n")
    report = recover(target)  # RecoveryFailedError on the current code
    assert [b.outcome for b in report.batches] == ["completed"]
    assert leftovers(target) == []
    assert (store / "lib.js").read_bytes() == b"v1\nv2\n"
    write_files(GeneratedCode(files=[GeneratedFile(file_path="next.js", content="n\n")]), target)


def test_a_live_write_leaves_no_trap_when_a_hard_linked_file_changes_outside(
    tmp_path: Path,
) -> None:
    """The same without a crash: the store's copy is updated while the write commits (at its
    ``done`` checkpoint). write_files reports success but leaves its staging folder, and the
    next write into the project raises RecoveryFailedError."""
    store = tmp_path / "store"
    target = tmp_path / "project"
    store.mkdir()
    target.mkdir()
    (store / "lib.js").write_bytes(b"v1\n")
    os.link(store / "lib.js", target / "lib.js")

    def update_store(label: str) -> None:
        if label == "done":
            with open(store / "lib.js", "ab") as handle:
                handle.write(b"v2\n")

    journal.checkpoint_hook = update_store
    try:
        report = write_files(
            GeneratedCode(files=[GeneratedFile(file_path="lib.js", content="mine\n")]),
            target,
            overwrite=True,
        )
    finally:
        journal.checkpoint_hook = None
    assert report.written
    assert leftovers(target) == []
    write_files(GeneratedCode(files=[GeneratedFile(file_path="next.js", content="n\n")]), target)
    assert (store / "lib.js").read_bytes() == b"v1\nv2\n"


# -- the target given through a link ----------------------------------------------------------


def test_a_target_spelled_link_slash_dot_is_refused_like_the_link(tmp_path: Path) -> None:
    """``link`` and ``link/`` are refused (rule ``target-is-symlink``); ``link/.`` names the
    same folder through the same link and was written through it."""
    (tmp_path / "real").mkdir()
    os.symlink("real", tmp_path / "link")
    code = GeneratedCode(files=[GeneratedFile(file_path="z.py", content="z\n")])
    for spelling in ("link", "link/", "link/."):
        with pytest.raises(WriteRefusedError) as info:
            write_files(code, f"{tmp_path}/{spelling}")
        assert info.value.rule == "target-is-symlink", spelling
    assert os.listdir(tmp_path / "real") == []


def test_apply_to_a_folder_given_as_a_link_prints_no_traceback(tmp_path: Path) -> None:
    """``artifact-codec apply ANSWER --to LINK``: read_files opens the target with O_NOFOLLOW
    and lets the NotADirectoryError escape, so the CLI printed a Python traceback (and
    apply_to_folder raised an error that is not one of the library's)."""
    (tmp_path / "proj").mkdir()
    (tmp_path / "proj" / "a.py").write_text("x = 1\n")
    os.symlink("proj", tmp_path / "plink")
    answer = tmp_path / "answer.txt"
    answer.write_text(
        "a.py\n```python\n<<<<<<< SEARCH\nx = 1\n=======\nx = 2\n>>>>>>> REPLACE\n```\n"
    )
    for spelling in ("plink", "plink/"):
        result = CliRunner().invoke(main, ["apply", str(answer), "--to", str(tmp_path / spelling)])
        assert result.exit_code == 1, (spelling, result.output)
        assert not isinstance(result.exception, OSError), repr(result.exception)
        assert "Traceback" not in result.output
    with pytest.raises(ArtifactCodecError):
        apply_to_folder(answer.read_text(), tmp_path / "plink")
    assert (tmp_path / "proj" / "a.py").read_text() == "x = 1\n"


def test_an_interrupted_write_after_its_commit_point_leaves_no_staging_folder(
    tmp_path: Path,
) -> None:
    """Ctrl-C right after the journal says ``done`` (every file is in place): the writer's
    undo looks for a ``journal``, finds ``journal-done``, and cleans up as if nothing had been
    staged, so its own staged files (second names of the placed files) and backups count as
    strangers and the staging folder is left in the target."""
    make(tmp_path, {"a.txt": b"old\n"})

    def interrupt(label: str) -> None:
        if label == "done":
            raise KeyboardInterrupt

    code = GeneratedCode(
        files=[
            GeneratedFile(file_path="a.txt", content="new\n"),
            GeneratedFile(file_path="b.txt", content="b\n"),
        ]
    )
    journal.checkpoint_hook = interrupt
    try:
        with pytest.raises(KeyboardInterrupt):
            write_files(code, tmp_path, overwrite=True)
    finally:
        journal.checkpoint_hook = None
    assert files_of(tmp_path) == {"a.txt": b"new\n", "b.txt": b"b\n"}


# -- the CLI's apply writes over its own input ---------------------------------------------------


@pytest.mark.parametrize(
    "edit",
    [
        "ans.md\n```\n<<<<<<< SEARCH\nTODO\n=======\nDONE\n>>>>>>> REPLACE\n```\n",
        "*** Begin Patch\n*** Delete File: ans.md\n*** End Patch\n",
    ],
    ids=["edited", "deleted"],
)
def test_apply_never_writes_over_its_answer(tmp_path: Path, edit: str) -> None:
    """ "No output ever goes over an input" (docs/cli.md): ``write --out`` refuses to write
    the response file, but ``apply ANSWER --to DIR`` edits (or deletes) ANSWER itself when it
    lies in DIR and the answer names it."""
    project = tmp_path / "project"
    project.mkdir()
    answer = project / "ans.md"
    answer.write_text(edit)
    result = CliRunner().invoke(main, ["apply", str(answer), "--to", str(project)])
    assert answer.read_text() == edit, result.output
    assert result.exit_code == 2, result.output
