"""Edits applied to a folder: read, applied, committed all or nothing (commit_changes), never
over a file that changed since it was read, never through a symbolic link; deletions and
renames rolled back or forward whole when the writer is killed at any point."""

from __future__ import annotations

import hashlib
import os
from collections.abc import Callable
from pathlib import Path

import pytest
from fs_snapshot import snapshot  # type: ignore[import-not-found]
from test_writer_crash import kill_at

from artifact_codec import FileOperation, Hunk, OperationKind
from artifact_codec.write import journal
from artifact_codec.write.edits import apply_to_folder, read_files
from artifact_codec.write.writer import (
    DiskConflictError,
    WriteRefusedError,
    commit_changes,
    recover,
)

pytestmark = pytest.mark.skipif(os.name != "posix", reason="the writer is POSIX only")


def make(root: Path, files: dict[str, bytes]) -> None:
    for path, data in files.items():
        (root / path).parent.mkdir(parents=True, exist_ok=True)
        (root / path).write_bytes(data)


def tree_of(root: Path) -> dict[str, bytes | None]:
    state: dict[str, bytes | None] = {}
    for folder, dirs, files in os.walk(root):
        relative = os.path.relpath(folder, root)
        for name in dirs:
            state[os.path.normpath(os.path.join(relative, name))] = None
        for name in files:
            state[os.path.normpath(os.path.join(relative, name))] = (
                Path(folder) / name
            ).read_bytes()
    return state


OLD = {
    "app.py": b"def f():\r\n    return 1\r\n",
    "gone.py": b"bye\n",
    "lib/move.py": b"\xef\xbb\xbfx = 1\n",
    "keep.txt": b"kept\n",
}
OPERATIONS = [
    FileOperation(
        kind=OperationKind.EDIT,
        path="app.py",
        hunks=(Hunk(old="def f():\n    return 1\n", new="def f():\n    return 2\n"),),
    ),
    FileOperation(kind=OperationKind.DELETE, path="gone.py"),
    FileOperation(
        kind=OperationKind.RENAME,
        path="lib/move.py",
        new_path="pkg/moved.py",
        hunks=(Hunk(old="x = 1\n", new="x = 2\n"),),
    ),
    FileOperation(kind=OperationKind.CREATE, path="new/made.py", content="made\n"),
]
NEW = {
    ".": None,
    "app.py": b"def f():\r\n    return 2\r\n",
    "lib": None,
    "pkg": None,
    "pkg/moved.py": b"\xef\xbb\xbfx = 2\n",
    "keep.txt": b"kept\n",
    "new": None,
    "new/made.py": b"made\n",
}


def test_an_edit_set_is_applied_to_the_folder(tmp_path: Path) -> None:
    make(tmp_path, OLD)
    done = apply_to_folder(OPERATIONS, tmp_path, fsync=False)
    assert done.ok
    assert done.write is not None
    assert sorted(done.write.deleted) == ["gone.py", "lib/move.py"]
    assert done.write.replaced == ["app.py"]
    assert sorted(done.write.created) == ["new/made.py", "pkg/moved.py"]
    assert {k: v for k, v in tree_of(tmp_path).items() if k != "."} == {
        k: v for k, v in NEW.items() if k != "."
    }


def test_a_dry_run_writes_nothing(tmp_path: Path) -> None:
    make(tmp_path, OLD)
    before = snapshot(tmp_path)
    done = apply_to_folder(OPERATIONS, tmp_path, dry_run=True)
    assert done.ok
    assert snapshot(tmp_path) == before
    assert "rename from lib/move.py\nrename to pkg/moved.py\n" in done.edits.diff()


def test_a_refused_edit_writes_nothing(tmp_path: Path) -> None:
    make(tmp_path, OLD)
    before = snapshot(tmp_path)
    bad = [*OPERATIONS, FileOperation(kind=OperationKind.DELETE, path="missing.py")]
    done = apply_to_folder(bad, tmp_path, fsync=False)
    assert not done.ok
    assert done.write is None
    assert [o.reason for o in done.edits.refused] == ["missing-file"]
    assert snapshot(tmp_path) == before


def test_a_file_changed_while_the_edits_were_applied_is_not_overwritten(tmp_path: Path) -> None:
    make(tmp_path, OLD)

    def meddle(label: str) -> None:  # another program writes app.py before the lock is held
        if label == "locked":
            (tmp_path / "app.py").write_bytes(b"def f():\r\n    return 99\r\n")

    journal.checkpoint_hook = meddle
    try:
        done = apply_to_folder(OPERATIONS, tmp_path, fsync=False)
    finally:
        journal.checkpoint_hook = None
    assert not done.ok
    assert done.write is not None
    assert [(r.path, r.rule) for r in done.write.refused] == [("app.py", "changed-on-disk")]
    assert (tmp_path / "app.py").read_bytes() == b"def f():\r\n    return 99\r\n"
    assert (tmp_path / "gone.py").exists()


@pytest.mark.parametrize("as_hash", [False, True])
def test_commit_changes_compares_what_was_read(tmp_path: Path, as_hash: bool) -> None:
    make(tmp_path, {"a.txt": b"on disk\n"})

    def read(data: bytes) -> bytes | str:
        return hashlib.sha256(data).hexdigest() if as_hash else data

    with pytest.raises(DiskConflictError) as caught:
        commit_changes({"a.txt": "new\n"}, tmp_path, expected={"a.txt": read(b"read\n")})
    assert caught.value.report.refused[0].rule == "changed-on-disk"
    assert (tmp_path / "a.txt").read_bytes() == b"on disk\n"
    report = commit_changes(
        {"a.txt": "new\n"}, tmp_path, expected={"a.txt": read(b"on disk\n")}, fsync=False
    )
    assert report.written
    assert (tmp_path / "a.txt").read_bytes() == b"new\n"


def test_commit_changes_refuses_a_file_that_appeared_or_went(tmp_path: Path) -> None:
    make(tmp_path, {"here.txt": b"x\n"})
    with pytest.raises(DiskConflictError, match="is there now"):
        commit_changes({"here.txt": "y\n"}, tmp_path, expected={"here.txt": None})
    with pytest.raises(DiskConflictError, match="gone now"):
        commit_changes({"away.txt": None}, tmp_path, expected={"away.txt": b"z\n"})
    with pytest.raises(ValueError, match="expected has no entry"):
        commit_changes({"here.txt": "y\n"}, tmp_path, expected={})
    with pytest.raises(ValueError, match="SHA-256"):
        commit_changes({"here.txt": "y\n"}, tmp_path, expected={"here.txt": "not a digest"})


def test_symbolic_links_are_never_read_or_deleted(tmp_path: Path) -> None:
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "secret.txt").write_bytes(b"secret\n")
    project = tmp_path / "project"
    project.mkdir()
    (project / "link.txt").symlink_to(outside / "secret.txt")
    (project / "dir").symlink_to(outside)
    read, refused = read_files(project, ["link.txt", "dir/secret.txt", "none.txt"])
    assert read == {"none.txt": None}
    assert sorted(r.path for r in refused) == ["dir/secret.txt", "link.txt"]
    with pytest.raises(WriteRefusedError):
        commit_changes({"link.txt": None}, project, expected={"link.txt": b"secret\n"}, fsync=False)
    assert (outside / "secret.txt").read_bytes() == b"secret\n"
    assert (project / "link.txt").is_symlink()


def test_a_file_that_is_not_utf8_is_not_edited(tmp_path: Path) -> None:
    make(tmp_path, {"latin.txt": b"caf\xe9\n"})
    operation = FileOperation(kind=OperationKind.DELETE, path="latin.txt")
    done = apply_to_folder([operation], tmp_path)
    assert not done.ok
    assert [r.rule for r in done.unreadable] == ["not-utf-8"]
    assert (tmp_path / "latin.txt").exists()


# -- crashes: killed at every checkpoint of a commit with deletions, then recovered


def _commit(target: Path) -> None:
    done = apply_to_folder(OPERATIONS, target, fsync=False)
    assert done.ok


def _labels(tmp_path: Path) -> list[str]:
    root = tmp_path / "reference"
    root.mkdir()
    make(root, OLD)
    labels: list[str] = []
    journal.checkpoint_hook = labels.append
    try:
        _commit(root)
    finally:
        journal.checkpoint_hook = None
    return labels


def _child(target: Path, hook: Callable[[str], None]) -> int:
    pid = os.fork()
    if pid == 0:  # pragma: no cover - runs in the child
        code = 1
        try:
            journal.checkpoint_hook = hook
            _commit(target)
            code = 0
        except BaseException:
            code = 3
        finally:
            os._exit(code)
    return pid


@pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork")
def test_killed_at_any_checkpoint_the_folder_is_old_or_new(tmp_path: Path) -> None:
    labels = _labels(tmp_path)
    assert "delete" in labels
    old = tree_of(_fresh(tmp_path / "old"))
    plans = [kill_at(n) for n in range(1, len(labels) + 1)]
    # A step after the commit point fails, and the writer is killed while it undoes the steps.
    steps = range(labels.index("journal-committed") + 2, labels.index("done") + 1)
    plans += [kill_at(f + 1, fail_at=f) for f in steps]
    seen = {"old": 0, "new": 0}
    for number, hook in enumerate(plans):
        target = _fresh(tmp_path / f"t{number}")
        pid = _child(target, hook)
        _, status = os.waitpid(pid, 0)
        assert os.WIFSIGNALED(status), f"plan {number} was not killed"
        recover(target)
        state = tree_of(target)
        if state == old:
            seen["old"] += 1
        else:
            assert {k: v for k, v in state.items() if k != "."} == {
                k: v for k, v in NEW.items() if k != "."
            }, f"plan {number}: mixed"
            seen["new"] += 1
    assert seen["old"] > 0
    assert seen["new"] > 0


def _fresh(target: Path) -> Path:
    target.mkdir()
    make(target, OLD)
    return target


# -- one batch, one path set: written and deleted paths together ----------------------------------

NAMED_TWICE = {
    # ./x and x are one file: deleting it and writing it in one batch means nothing.
    "a file written and deleted under two spellings": (
        {"x": b"old\n"},
        {"./x": "new\n", "x": None},
        {"./x": b"old\n", "x": b"old\n"},
        "duplicate",
    ),
    # Makefile and makefile are two files on Linux but one on macOS and Windows.
    "two deletions differing in case": (
        {"A.txt": b"upper\n", "a.txt": b"lower\n"},
        {"A.txt": None, "a.txt": None},
        {"A.txt": b"upper\n", "a.txt": b"lower\n"},
        "duplicate",
    ),
    "a write and a deletion differing in case": (
        {"A.txt": b"upper\n", "a.txt": b"lower\n"},
        {"A.txt": "new\n", "a.txt": None},
        {"A.txt": b"upper\n", "a.txt": b"lower\n"},
        "duplicate",
    ),
    # One folder spelled in two cases: two folders on Linux, one checkout elsewhere.
    "a deletion and an edit in folders differing in case": (
        {"d/x.txt": b"x\n", "D/y.txt": b"y\n"},
        {"d/x.txt": None, "D/y.txt": "y2\n"},
        {"d/x.txt": b"x\n", "D/y.txt": b"y\n"},
        "folder-case-conflict",
    ),
    "a file deleted where another file needs a folder": (
        {"pkg": b"a file\n"},
        {"pkg": None, "pkg/mod.py": "m\n"},
        {"pkg": b"a file\n", "pkg/mod.py": None},
        "file-directory-conflict",
    ),
}


@pytest.mark.parametrize("case", sorted(NAMED_TWICE))
def test_written_and_deleted_paths_are_one_path_set_checked_before_the_disk(
    tmp_path: Path, case: str
) -> None:
    """The paths a batch writes and deletes pass the path-set rules together, before anything
    is touched: exactly the rules recovery's check of a journal applies to its steps, so a
    batch the writer accepts is one its recovery accepts after a crash (tested on accepted
    batches in test_writer_crash.py). Before, such a batch was staged and committed, failed
    or half done, and killed in between it left a journal recovery called forged."""
    old, changes, expected, rule = NAMED_TWICE[case]
    make(tmp_path, old)
    before = snapshot(tmp_path)
    dry = commit_changes(changes, tmp_path, expected=expected, dry_run=True)
    assert [r.rule for r in dry.refused] == [rule]
    labels: list[str] = []
    journal.checkpoint_hook = labels.append
    try:
        with pytest.raises(WriteRefusedError) as info:
            commit_changes(changes, tmp_path, expected=expected)
    finally:
        journal.checkpoint_hook = None
    assert [r.rule for r in info.value.report.refused] == [rule]
    assert labels == [], "the disk was touched before the refusal"
    assert snapshot(tmp_path) == before


def test_commit_changes_refuses_bad_paths_and_contents_with_a_report(tmp_path: Path) -> None:
    """Paths and contents go through the writer's checks (a report, a typed error), not
    through a model's validation (which raised pydantic's ValidationError)."""
    for changes, rule in (
        ({"../x": "a"}, "traversal"),
        ({"a": "x", "A": "y"}, "duplicate"),
        ({"a": "\ud800"}, "unencodable-content"),
        ({"../x": None}, "traversal"),
    ):
        with pytest.raises(WriteRefusedError) as info:
            commit_changes(changes, tmp_path, expected=dict.fromkeys(changes))
        assert [r.rule for r in info.value.report.refused] == [rule], changes
    assert os.listdir(tmp_path) == []
