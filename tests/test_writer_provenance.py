"""Staging folders, journals and lock files the writer did not make are never followed.

A target can hold anything under the writer's reserved names: a cloned repository, an unpacked
archive or a co-worker's copy can bring a ``.artifact-codec-tmp-*`` folder with a journal, and a
user may have a folder of that name. ``recover`` and ``write_files`` follow a staging folder only
when it proves it is the writer's (``artifact_codec.write.journal``), and touch a file only when
it is proven to be one the writer staged. Every test here plants or copies something, snapshots
the whole world (target and outside), and checks that the world is exactly as it was.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import signal
import stat
import subprocess
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from fs_snapshot import snapshot
from staging import crashed_write, genuine_stage

from artifact_codec import GeneratedCode, GeneratedFile
from artifact_codec.cli import main
from artifact_codec.write import journal
from artifact_codec.write.journal import LOCK_NAME, SEAL_NAME, STAGING_PREFIX
from artifact_codec.write.writer import (
    RecoveryFailedError,
    WriteFailedError,
    commit_changes,
    recover,
    write_files,
)

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork (POSIX)")

PRECIOUS = b"precious, the only copy\n"
EVIL = b"planted content\n"


@pytest.fixture
def world(tmp_path: Path) -> Path:
    """``target`` with user files (``important.py``, an empty folder ``empty``, ``src/a.py``),
    and ``outside`` with a secret next to it."""
    target = tmp_path / "target"
    (target / "src").mkdir(parents=True)
    (target / "empty").mkdir()
    (target / "important.py").write_bytes(PRECIOUS)
    (target / "src" / "a.py").write_bytes(b"a\n")
    (tmp_path / "outside").mkdir()
    (tmp_path / "outside" / "secret.txt").write_bytes(b"secret\n")
    return tmp_path


def code_of(files: dict[str, str]) -> GeneratedCode:
    return GeneratedCode(files=[GeneratedFile(file_path=p, content=c) for p, c in files.items()])


def unrelated() -> GeneratedCode:
    return code_of({"new.py": "new\n"})


def assert_refused_and_untouched(world: Path, outcome: str = "untrusted") -> None:
    """recover(), write_files() and the CLI all refuse; nothing anywhere changes."""
    target = world / "target"
    before = snapshot(world)
    with pytest.raises(RecoveryFailedError) as info:
        recover(target)
    assert [b.outcome for b in info.value.report.batches] == [outcome]
    assert info.value.rule == "recovery-failed"
    assert snapshot(world) == before
    with pytest.raises(RecoveryFailedError):
        write_files(unrelated(), target)
    assert snapshot(world) == before
    result = CliRunner().invoke(main, ["recover", str(target)])
    assert result.exit_code == 1
    assert "Traceback" not in result.output
    assert snapshot(world) == before


# -- forged staging folders: every step kind, every journal state, every way of forging -------


def _sha(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def _plant(world: Path, kind: str, state: str, forgery: str) -> None:
    """A staging folder with a journal aimed at the user's files, as strong as a forger can
    make it: right inode numbers, right hashes, a staged file that is even a hard link to the
    user's file; it lacks only what a copy cannot reproduce (or what ``forgery`` names)."""
    target = world / "target"
    important = os.stat(target / "important.py")
    name = f"{STAGING_PREFIX}00c0ffee00c0ffee"  # a name the writer could have made
    stage = target / name
    stage.mkdir(mode=0o700)
    if forgery == "clone":
        stage.chmod(0o755)  # as git or tar make it
    if kind == "create":  # undoing it would unlink important.py: staged "0" is its inode
        os.link(target / "important.py", stage / "0")
        raw: dict[str, Any] = {
            "kind": "create",
            "path": "important.py",
            "staged": "0",
            "dev": important.st_dev,
            "ino": important.st_ino,
            "size": len(PRECIOUS),
            "sha256": _sha(PRECIOUS),
        }
    elif kind == "replace":  # rolling it forward would replace important.py
        (stage / "0").write_bytes(EVIL)
        staged = os.stat(stage / "0")
        raw = {
            "kind": "replace",
            "path": "important.py",
            "staged": "0",
            "backup": "0.old",
            "dev": staged.st_dev,
            "ino": staged.st_ino,
            "size": len(EVIL),
            "sha256": _sha(EVIL),
            "old_ino": important.st_ino,
            "old_size": important.st_size,
            "old_mtime_ns": important.st_mtime_ns,
        }
    elif kind == "delete":  # rolling it forward would move important.py out of the target
        raw = {
            "kind": "delete",
            "path": "important.py",
            "staged": "0",
            "backup": "0.old",
            "old_ino": important.st_ino,
            "old_size": important.st_size,
            "old_mtime_ns": important.st_mtime_ns,
        }
    else:  # undoing it would remove the user's empty folder
        raw = {"kind": "dir", "path": "empty"}
    token = "ab" * 16
    stage_ino = os.stat(stage).st_ino
    seal = {"token": token, "name": name, "target": os.stat(target).st_ino, "stage": stage_ino}
    if forgery == "other-folder":
        seal["stage"] = stage_ino + 1
    if forgery != "no-seal" and forgery != "clone":
        (stage / SEAL_NAME).write_text(json.dumps(seal))
        (stage / SEAL_NAME).chmod(0o600)
    sealed = os.stat(stage / SEAL_NAME) if (stage / SEAL_NAME).exists() else None
    # A copy has the seal's inode number at best, never its ctime: the forger's guess is off.
    seal_id = [sealed.st_ino, sealed.st_ctime_ns - 1] if sealed else [0, 0]
    document = {"version": 2, **seal, "seal": seal_id, "pid": 1, "steps": [raw]}
    (stage / state).write_text(json.dumps(document))
    (stage / state).chmod(0o600)


@pytest.mark.parametrize("forgery", ["clone", "no-seal", "other-folder", "stale-ctime"])
@pytest.mark.parametrize("state", ["journal", "journal-abort", "journal-done"])
@pytest.mark.parametrize("kind", ["create", "replace", "delete", "dir"])
def test_a_forged_journal_is_never_followed(
    world: Path, kind: str, state: str, forgery: str
) -> None:
    _plant(world, kind, state, forgery)
    assert_refused_and_untouched(world)
    assert (world / "target" / "important.py").read_bytes() == PRECIOUS
    assert (world / "target" / "empty").is_dir()


def test_the_refusal_names_the_folder_and_the_check(world: Path) -> None:
    _plant(world, "create", "journal-abort", "stale-ctime")
    with pytest.raises(RecoveryFailedError) as info:
        recover(world / "target")
    message = str(info.value)
    assert f"{STAGING_PREFIX}00c0ffee00c0ffee" in message
    assert "not written with this folder's seal" in message
    assert "remove or rename it" in message


# -- a folder that merely has the name -------------------------------------------------------


def _user_folder(world: Path, mode: int, files: dict[str, bytes]) -> Path:
    # a name the writer could have made: the other checks are what leaves it alone
    folder = world / "target" / f"{STAGING_PREFIX}{'ab' * 8}"
    folder.mkdir()
    for name, data in files.items():
        (folder / name).write_bytes(data)
    folder.chmod(mode)
    return folder


@pytest.mark.parametrize("mode", [0o755, 0o700])
@pytest.mark.parametrize(
    "files",
    [
        {"0": b"my notes\n", "todo": b"x\n"},  # staged-looking and other names
        {"0": b"only staged-looking names\n", "journal.tmp": b"{"},
        {"seal": b"{}"},
    ],
    ids=["mixed", "staged-names", "seal-only"],
)
def test_a_user_folder_with_the_name_is_left_alone(
    world: Path, mode: int, files: dict[str, bytes]
) -> None:
    _user_folder(world, mode, files)
    assert_refused_and_untouched(world)


def test_an_empty_user_folder_open_to_others_is_left_alone(world: Path) -> None:
    _user_folder(world, 0o755, {})
    assert_refused_and_untouched(world)


def test_a_folder_whose_name_the_writer_never_makes_is_left_alone(world: Path) -> None:
    folder = world / "target" / f"{STAGING_PREFIX}notes"
    folder.mkdir(mode=0o700)
    with pytest.raises(RecoveryFailedError, match="16 hex digits"):
        recover(world / "target")
    assert folder.is_dir()


@pytest.mark.parametrize("what", ["file", "symlink-to-folder", "symlink-dangling", "fifo"])
def test_something_else_with_the_name_is_left_alone(world: Path, what: str) -> None:
    place = world / "target" / f"{STAGING_PREFIX}x"
    if what == "file":
        place.write_bytes(b"mine\n")
    elif what == "symlink-to-folder":
        place.symlink_to(world / "outside")
    elif what == "symlink-dangling":
        place.symlink_to(world / "nowhere")
    else:
        os.mkfifo(place)
    assert_refused_and_untouched(world)


def test_a_staging_folder_replaced_by_a_link_while_examined_is_not_followed(
    world: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = world / "target"
    name = genuine_stage(target)
    real_open = os.open

    def swapping_open(path: Any, flags: int, *args: Any, **kwargs: Any) -> int:
        if path == name and flags & os.O_DIRECTORY:
            os.rename(target / name, world / "moved-away")
            os.symlink(world / "outside", target / name)
        return real_open(path, flags, *args, **kwargs)

    monkeypatch.setattr(os, "open", swapping_open)
    with pytest.raises(RecoveryFailedError, match="changed while it was examined"):
        recover(target)
    monkeypatch.undo()
    assert (target / name).is_symlink()
    assert os.listdir(world / "outside") == ["secret.txt"]


# -- copies of a genuine staging folder -----------------------------------------------------


def _killed_before_commit(world: Path) -> str:
    """A genuine write into target, killed right after its journal was committed (nothing in
    the target touched yet): it would replace important.py and create new.py."""
    code = code_of({"important.py": "new version\n", "new.py": "created\n"})
    return crashed_write(world / "target", code, "journal-committed")


def test_a_genuine_folder_copied_into_another_target_is_not_followed(world: Path) -> None:
    name = _killed_before_commit(world)
    other = world / "other"
    other.mkdir()
    (other / "important.py").write_bytes(PRECIOUS)
    subprocess.run(["cp", "-a", str(world / "target" / name), str(other)], check=True)
    before = snapshot(world)
    with pytest.raises(RecoveryFailedError, match="seal names another folder or target"):
        recover(other)
    assert snapshot(world) == before
    # the original is still the writer's, and is rolled forward
    assert [b.outcome for b in recover(world / "target").batches] == ["rolled-forward"]
    assert (world / "target" / "important.py").read_text() == "new version\n"
    assert (other / "important.py").read_bytes() == PRECIOUS


def test_a_whole_target_copied_with_cp_a_is_not_recovered_in_the_copy(world: Path) -> None:
    name = _killed_before_commit(world)
    copy = world / "copy"
    subprocess.run(["cp", "-a", str(world / "target"), str(copy)], check=True)
    assert (copy / name / "journal").is_file()
    # the killed writer's lock file came along: a lock file, the one thing recovery removes
    before = {k: v for k, v in snapshot(copy).items() if k != LOCK_NAME}
    with pytest.raises(RecoveryFailedError) as info:
        recover(copy)
    assert [b.outcome for b in info.value.report.batches] == ["untrusted"]
    assert snapshot(copy) == before


@pytest.mark.parametrize("tool", ["cp", "tar"])
def test_a_genuine_folder_restored_in_place_from_a_copy_is_not_followed(
    world: Path, tool: str
) -> None:
    """Removed, then put back by ``cp -a`` or ``tar x``: the folder may even get its old inode
    number back (file systems reuse freed ones), but its seal's ctime is the time of the copy."""
    target = world / "target"
    name = _killed_before_commit(world)
    saved = world / "saved"
    saved.mkdir()
    if tool == "cp":
        subprocess.run(["cp", "-a", str(target / name), str(saved)], check=True)
        shutil.rmtree(target / name)
        subprocess.run(["cp", "-a", str(saved / name), str(target)], check=True)
    else:
        archive = saved / "stage.tar"
        subprocess.run(["tar", "-C", str(target), "-cf", str(archive), name], check=True)
        shutil.rmtree(target / name)
        subprocess.run(["tar", "-C", str(target), "-xpf", str(archive)], check=True)
    assert oct(stat.S_IMODE(os.stat(target / name).st_mode)) == oct(0o700)
    before = snapshot(world)
    with pytest.raises(RecoveryFailedError) as info:
        recover(target)
    assert [b.outcome for b in info.value.report.batches] == ["untrusted"]
    assert snapshot(world) == before


def test_a_moved_target_still_recovers(world: Path) -> None:
    """Moving the target (or renaming it) keeps every inode: the folder is still proven."""
    _killed_before_commit(world)
    moved = world / "moved"
    os.rename(world / "target", moved)
    assert [b.outcome for b in recover(moved).batches] == ["rolled-forward"]
    assert (moved / "important.py").read_text() == "new version\n"
    assert (moved / "new.py").read_text() == "created\n"
    assert not any(n.startswith(STAGING_PREFIX) for n in os.listdir(moved))


def test_a_touched_seal_makes_the_folder_untrusted(world: Path) -> None:
    """Changing the seal's metadata (chmod, touch, chown -R...) changes its ctime: the folder
    no longer proves it is untouched, and is left for a person to look at."""
    name = _killed_before_commit(world)
    seal = world / "target" / name / SEAL_NAME
    os.chmod(seal, 0o600)  # the same mode: only the ctime changes
    assert_refused_and_untouched(world)


# -- a genuine folder whose staged files were tampered with ---------------------------------


def _tamper(world: Path, name: str, how: str) -> None:
    stage = world / "target" / name
    outside = world / "outside" / "secret.txt"
    staged = sorted(p for p in stage.iterdir() if p.name.isdigit())
    first = staged[0]
    if how == "symlink":
        first.unlink()
        first.symlink_to(outside)
    elif how == "hardlink-in":
        first.unlink()
        os.link(outside, first)
    elif how == "hardlink-out":
        os.link(first, world / "outside" / "alias")
    elif how == "fifo":
        first.unlink()
        os.mkfifo(first)
    elif how == "same-hash-other-inode":
        # (the copy is made while the staged inode still exists, so the file system cannot
        # hand the freed inode number straight back to it)
        copy = first.with_name(first.name + ".copy")
        copy.write_bytes(first.read_bytes())
        assert copy.stat().st_ino != first.stat().st_ino
        os.replace(copy, first)
    elif how == "same-inode-other-content":
        with open(first, "r+b") as stream:
            stream.write(b"X")
    else:
        raise AssertionError(how)


@pytest.mark.parametrize(
    ("how", "outcome"),
    [
        # not the staged inode: the forward step is refused, the batch undone (nothing of it
        # had reached the target), and the staging folder, holding a file the writer did not
        # make, kept as it is
        ("symlink", "failed"),
        ("hardlink-in", "failed"),
        ("fifo", "failed"),
        ("same-hash-other-inode", "failed"),
        # the staged inode, but with a second name or other content: not put in place either;
        # the batch is undone and the writer's own staged name removed (the inode stays, with
        # its other name, and is never written)
        ("hardlink-out", "rolled-back"),
        ("same-inode-other-content", "rolled-back"),
    ],
)
def test_a_tampered_staged_file_is_never_put_in_place(world: Path, how: str, outcome: str) -> None:
    target = world / "target"
    name = _killed_before_commit(world)
    _tamper(world, name, how)
    outside_before = {p: snapshot(world / "outside" / p) for p in os.listdir(world / "outside")}
    user_before = {p: snapshot(target / p) for p in ("important.py", "src", "empty")}
    signal.alarm(20)  # a FIFO opened for reading would block for ever
    try:
        if outcome == "failed":
            with pytest.raises(RecoveryFailedError) as info:
                recover(target)
            batch = info.value.report.batches[0]
            assert (target / name / "journal-abort").is_file()
        else:
            batch = recover(target).batches[0]
            assert not (target / name).exists()
    finally:
        signal.alarm(0)
    assert batch.outcome == outcome
    assert {p: snapshot(target / p) for p in ("important.py", "src", "empty")} == user_before
    assert not (target / "new.py").exists()
    for path, before in outside_before.items():
        after = snapshot(world / "outside" / path)
        if how == "hardlink-out" and path == "alias":
            assert after[""]["data"] == before[""]["data"]  # one name fewer, never written
            assert after[""]["links"] == 1
        else:
            assert after == before


def test_a_staged_file_swapped_during_a_live_write_is_not_put_in_place(
    world: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The writer itself does not read its staged files back, but it checks each is still the
    inode it staged before putting it in place."""
    target = world / "target"

    def swap(label: str) -> None:
        if label == "journal-committed":
            stage = next(p for p in target.iterdir() if p.name.startswith(STAGING_PREFIX))
            (stage / "0").unlink()
            (stage / "0").symlink_to(world / "outside" / "secret.txt")

    monkeypatch.setattr(journal, "checkpoint_hook", swap)
    outside = snapshot(world / "outside")
    with pytest.raises(WriteFailedError, match="not the one the writer staged") as info:
        write_files(code_of({"new.py": "x\n"}), target)
    assert not info.value.rolled_back  # the folder, holding the link, is kept for a person
    assert not (target / "new.py").exists()
    assert snapshot(world / "outside") == outside


# -- a genuine journal naming what the writer would never write -----------------------------


def _forge_in_genuine(world: Path, steps: list[dict[str, Any]]) -> None:
    """A journal with everything right but its steps, as only someone who can write into the
    user's own private folder (the same user) could make it."""
    target = world / "target"
    name = genuine_stage(target)
    stage = target / name
    seal = json.loads((stage / SEAL_NAME).read_text())
    sealed = os.stat(stage / SEAL_NAME)
    document = {
        "version": 2,
        **seal,
        "seal": [sealed.st_ino, sealed.st_ctime_ns],
        "pid": 1,
        "steps": steps,
    }
    (stage / "journal").write_text(json.dumps(document))
    (stage / "journal").chmod(0o600)
    (stage / "0").write_bytes(EVIL)


def _create(path: str, staged: str = "0", **extra: Any) -> dict[str, Any]:
    return {
        "kind": "create",
        "path": path,
        "staged": staged,
        "dev": 0,
        "ino": 0,
        "size": len(EVIL),
        "sha256": _sha(EVIL),
        **extra,
    }


@pytest.mark.parametrize(
    "steps",
    [
        [_create("../escape.txt")],
        [_create("/etc/passwd")],
        [_create("a/../../escape.txt")],
        [_create(".git/hooks/pre-commit")],
        [_create(f"{STAGING_PREFIX}x/0")],
        [_create("x.py", staged="../x")],
        [_create("x.py", staged="seal")],
        [_create("x.py"), _create("y.py")],  # one staged file twice
        [_create("a"), _create("a/b", staged="1")],  # a file and a folder
        [{"kind": "dir", "path": "../up"}],
        [{"kind": "link", "path": "x"}],
        [
            {
                **_create("x.py"),
                "kind": "replace",
                "backup": "../../x",
                **dict.fromkeys(("old_ino", "old_size", "old_mtime_ns"), 0),
            }
        ],
        [_create("x.py", sha256="not-a-hash")],
        [_create("x.py", ino=-1)],
    ],
    ids=[
        "dotdot",
        "absolute",
        "inner-dotdot",
        "git-hook",
        "staging-folder",
        "staged-outside",
        "staged-seal",
        "staged-twice",
        "file-and-folder",
        "dir-outside",
        "unknown-kind",
        "backup-outside",
        "bad-hash",
        "bad-inode",
    ],
)
def test_a_journal_naming_what_the_writer_never_writes_is_refused(
    world: Path, steps: list[dict[str, Any]]
) -> None:
    _forge_in_genuine(world, steps)
    assert_refused_and_untouched(world)


def test_a_journal_with_the_seal_right_still_touches_only_proven_files(world: Path) -> None:
    """Even a journal that passes every proof (forged by the same user) cannot make recovery
    unlink a file that is not the staged inode: its create step names important.py with the
    staged file's inode, so the user's file is not it."""
    target = world / "target"
    _forge_in_genuine(world, [])
    stage = next(p for p in target.iterdir() if p.name.startswith(STAGING_PREFIX))
    document = json.loads((stage / "journal").read_text())
    staged = os.stat(stage / "0")
    document["steps"] = [_create("important.py", ino=staged.st_ino, dev=staged.st_dev)]
    (stage / "journal").unlink()
    (stage / "journal-abort").write_text(json.dumps(document))
    (stage / "journal-abort").chmod(0o600)
    assert [b.outcome for b in recover(target).batches] == ["rolled-back"]
    assert (target / "important.py").read_bytes() == PRECIOUS
    assert not stage.exists()


# -- the lock file ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "what", ["hardlink", "hardlink-to-lock-like", "fifo", "other-content", "symlink", "folder"]
)
def test_a_lock_file_the_writer_did_not_make_is_never_written(world: Path, what: str) -> None:
    target = world / "target"
    lock = target / LOCK_NAME
    if what == "hardlink":
        os.link(target / "important.py", lock)
    elif what == "hardlink-to-lock-like":  # a user file that happens to read like a lock
        (target / "src" / "pid.txt").write_bytes(b"pid 7\n")
        os.link(target / "src" / "pid.txt", lock)
    elif what == "fifo":
        os.mkfifo(lock)
    elif what == "other-content":
        lock.write_bytes(b"my own notes\n")
    elif what == "symlink":
        lock.symlink_to(world / "outside" / "secret.txt")
    else:
        lock.mkdir()
    before = snapshot(world)
    signal.alarm(20)
    try:
        with pytest.raises(WriteFailedError) as info:
            write_files(unrelated(), target)
        assert LOCK_NAME in str(info.value)
        with pytest.raises(WriteFailedError):
            recover(target)
    finally:
        signal.alarm(0)
    assert snapshot(world) == before
    assert (target / "important.py").read_bytes() == PRECIOUS


def test_a_lock_file_left_by_a_killed_writer_is_taken_and_removed(world: Path) -> None:
    target = world / "target"
    (target / LOCK_NAME).write_bytes(b"pid 12345\n")
    write_files(unrelated(), target)
    assert not (target / LOCK_NAME).exists()
    (target / LOCK_NAME).write_bytes(b"")  # created, killed before it wrote its pid
    assert recover(target).batches == []
    assert not (target / LOCK_NAME).exists()


# -- cleanup only removes what the writer made ------------------------------------------------


def test_a_genuine_folder_holding_a_stranger_is_kept(world: Path) -> None:
    target = world / "target"
    name = crashed_write(target, code_of({"new.py": "x\n"}), "done")
    (target / name / "notes.txt").write_bytes(b"mine\n")
    with pytest.raises(RecoveryFailedError, match=r"notes\.txt"):
        recover(target)
    assert (target / name / "notes.txt").read_bytes() == b"mine\n"
    assert (target / "new.py").read_text() == "x\n"  # the batch itself was complete
    (target / name / "notes.txt").unlink()
    assert [b.outcome for b in recover(target).batches] == ["completed"]


def test_an_emptied_private_folder_is_removed(world: Path) -> None:
    """What a writer killed after emptying its staging folder (seal last) leaves."""
    target = world / "target"
    name = crashed_write(target, code_of({"important.py": "v2\n"}), "stage-emptied")
    assert os.listdir(target / name) == []
    assert [b.outcome for b in recover(target).batches] == ["completed"]
    assert not (target / name).exists()
    assert (target / "important.py").read_text() == "v2\n"


def test_a_folder_whose_seal_was_never_written_is_removed(world: Path) -> None:
    """What a writer killed between creating its seal file and writing it leaves (found by the
    crash test's random kills): an empty seal alone in a private folder holds nothing to lose,
    and left there it would block every later write into the target."""
    target = world / "target"
    name = genuine_stage(target)
    os.truncate(target / name / SEAL_NAME, 0)
    assert [b.outcome for b in recover(target).batches] == ["completed"]
    assert not (target / name).exists()
    assert (target / "important.py").read_bytes() == PRECIOUS


@pytest.mark.parametrize("beside", ["notes.txt", None])
def test_an_empty_seal_is_not_enough_when_the_folder_holds_more(
    world: Path, beside: str | None
) -> None:
    """An empty seal with anything else beside it, or a seal with content that does not prove
    the folder, is refused and left as it is."""
    target = world / "target"
    name = genuine_stage(target)
    seal = target / name / SEAL_NAME
    if beside is None:
        seal.write_bytes(b"x")
    else:
        os.truncate(seal, 0)
        (target / name / beside).write_bytes(b"mine\n")
    before = snapshot(target / name)
    with pytest.raises(RecoveryFailedError):
        recover(target)
    assert snapshot(target / name) == before


# -- files changed in the target between the crash and recovery ---------------------------------


def test_a_file_edited_after_the_crash_is_not_replaced(world: Path) -> None:
    """The journal says to replace important.py, but the user edited it after the crash (same
    inode, new size and mtime): not the file that was checked, so the batch is undone."""
    target = world / "target"
    _killed_before_commit(world)
    with open(target / "important.py", "ab") as stream:
        stream.write(b"an edit made after the crash\n")
    edited = (target / "important.py").read_bytes()
    assert [b.outcome for b in recover(target).batches] == ["rolled-back"]
    assert (target / "important.py").read_bytes() == edited
    assert not (target / "new.py").exists()


def test_a_created_file_edited_after_the_crash_is_not_removed(world: Path) -> None:
    """The batch had put a.txt in place when it was killed; the user then edited a.txt (the
    same inode) and made b.txt, which blocks the rest: undoing keeps both user files."""
    target = world / "target"
    code = code_of({"a.txt": "from the batch\n", "b.txt": "from the batch\n"})
    name = crashed_write(target, code, "create", occurrence=1)
    assert (target / "a.txt").read_text() == "from the batch\n"
    with open(target / "a.txt", "ab") as stream:
        stream.write(b"and the user's line\n")
    (target / "b.txt").write_text("the user's b\n")
    with pytest.raises(RecoveryFailedError, match="changed since it was written") as info:
        recover(target)
    assert [b.outcome for b in info.value.report.batches] == ["failed"]
    assert (target / "a.txt").read_text() == "from the batch\nand the user's line\n"
    assert (target / "b.txt").read_text() == "the user's b\n"
    assert (target / name / "journal-abort").is_file()


def test_a_folder_swapped_for_a_link_after_the_crash_is_not_followed(world: Path) -> None:
    """The batch writes into src/; after the crash src/ is moved away and replaced by a link to
    a folder outside: every step walks from the target without following a link."""
    target = world / "target"
    crashed_write(target, code_of({"src/a.py": "new\n", "src/b.py": "b\n"}), "journal-committed")
    os.rename(target / "src", world / "src-moved")
    (target / "src").symlink_to(world / "outside")
    outside = snapshot(world / "outside")
    with pytest.raises(RecoveryFailedError, match=r"Not a directory|Too many levels"):
        recover(target)
    assert snapshot(world / "outside") == outside
    assert (world / "src-moved" / "a.py").read_bytes() == b"a\n"


def test_a_replaced_file_swapped_for_a_link_after_its_backup_is_not_followed(world: Path) -> None:
    target = world / "target"
    name = crashed_write(target, code_of({"important.py": "v2\n"}), "backup")
    (target / "important.py").unlink()
    (target / "important.py").symlink_to(world / "outside" / "secret.txt")
    outside = snapshot(world / "outside")
    with pytest.raises(RecoveryFailedError, match="the old file is kept in the staging folder"):
        recover(target)
    assert snapshot(world / "outside") == outside
    backup = next(p for p in (target / name).iterdir() if p.name.endswith(".old"))
    assert backup.read_bytes() == PRECIOUS  # nothing lost: the old file waits for a person


# -- the delete step (commit_changes): a user file is deleted only when proven ---------------------


def _delete_step(path: str, info: os.stat_result, number: int = 0) -> dict[str, Any]:
    return {
        "kind": "delete",
        "path": path,
        "staged": str(number),
        "backup": f"{number}.old",
        "old_ino": info.st_ino,
        "old_size": info.st_size,
        "old_mtime_ns": info.st_mtime_ns,
    }


@pytest.mark.parametrize("which", ["another-inode", "other-size", "other-mtime"])
@pytest.mark.parametrize("state", ["journal", "journal-abort"])
def test_a_delete_step_with_the_seal_right_never_deletes_a_file_it_does_not_prove(
    world: Path, which: str, state: str
) -> None:
    """A journal that passes every proof of its folder (only the same user could write it)
    names important.py for deletion, but as another file: another inode (src/a.py's), or the
    right inode with another size or modification time. Rolled forward or back, recovery
    never moves or removes important.py."""
    target = world / "target"
    _forge_in_genuine(world, [])
    stage = next(p for p in target.iterdir() if p.name.startswith(STAGING_PREFIX))
    (stage / "0").unlink()
    important = os.stat(target / "important.py")
    step = _delete_step("important.py", important)
    if which == "another-inode":
        step["old_ino"] = os.stat(target / "src" / "a.py").st_ino
    elif which == "other-size":
        step["old_size"] += 1
    else:
        step["old_mtime_ns"] -= 1_000_000_000
    document = json.loads((stage / "journal").read_text())
    document["steps"] = [step]
    (stage / "journal").unlink()
    (stage / state).write_text(json.dumps(document))
    (stage / state).chmod(0o600)
    before = snapshot(world / "outside")
    user = {p: snapshot(target / p) for p in ("important.py", "src", "empty")}
    outcome = [b.outcome for b in recover(target).batches]
    assert outcome == ["rolled-back"]  # forward: refused and undone; back: nothing was done
    assert {p: snapshot(target / p) for p in ("important.py", "src", "empty")} == user
    assert (target / "important.py").read_bytes() == PRECIOUS
    assert snapshot(world / "outside") == before
    assert not stage.exists()


def _crashed_commit(target: Path, changes: dict[str, str | None], label: str) -> str:
    """commit_changes in a child killed (SIGKILL) at its first checkpoint ``label``; the name
    of the staging folder it left."""
    expected = {p: (target / p).read_bytes() if (target / p).exists() else None for p in changes}
    before = set(os.listdir(target))
    pid = os.fork()
    if pid == 0:  # pragma: no cover - runs in the child

        def hook(name: str) -> None:
            if name == label:
                os.kill(os.getpid(), signal.SIGKILL)

        journal.checkpoint_hook = hook
        try:
            commit_changes(changes, target, expected=expected, fsync=False)
        finally:
            os._exit(1)
    _, status = os.waitpid(pid, 0)
    assert os.WIFSIGNALED(status), "the child was not killed"
    os.unlink(target / LOCK_NAME)
    (name,) = [n for n in set(os.listdir(target)) - before if n.startswith(STAGING_PREFIX)]
    return name


@pytest.mark.parametrize("how", ["copy", "symlink", "hardlink-in", "fifo"])
@pytest.mark.parametrize("state", ["journal", "journal-abort"])
def test_a_backup_that_is_not_the_deleted_file_is_never_put_back(
    world: Path, how: str, state: str
) -> None:
    """A commit deleting important.py is killed right after moving it into the staging folder
    (its backup ``N.old``). The backup is then replaced: by a copy with the same bytes (another
    inode), a link to a file outside, a hard link to it, a FIFO. Recovery (forward, or back
    from ``journal-abort``) never puts that back at important.py, never follows or opens it,
    and keeps the folder for a person to look at."""
    target = world / "target"
    name = _crashed_commit(target, {"important.py": None, "new.py": "n\n"}, "delete")
    stage = target / name
    assert not (target / "important.py").exists()
    (backup,) = [p for p in stage.iterdir() if p.name.endswith(".old")]
    assert backup.read_bytes() == PRECIOUS
    data = backup.read_bytes()
    backup.rename(world / "the-real-backup")  # (kept, so that nothing is really lost)
    secret = world / "outside" / "secret.txt"
    if how == "copy":
        backup.write_bytes(data)
    elif how == "symlink":
        backup.symlink_to(secret)
    elif how == "hardlink-in":
        os.link(secret, backup)
    else:
        os.mkfifo(backup)
    if state == "journal-abort":
        (stage / "journal").rename(stage / "journal-abort")
    outside = snapshot(world / "outside")
    planted = snapshot(backup)
    signal.alarm(20)  # a FIFO opened for reading would block for ever
    try:
        with pytest.raises(RecoveryFailedError, match="not the file the batch deleted") as info:
            recover(target)
    finally:
        signal.alarm(0)
    assert [b.outcome for b in info.value.report.batches] == ["failed"]
    assert not os.path.lexists(target / "important.py")
    assert snapshot(backup) == planted
    assert snapshot(world / "outside") == outside
    assert not (target / "new.py").exists()


def test_the_deleted_file_itself_is_put_back_after_a_crash(world: Path) -> None:
    """The same crash with the backup left alone: rolled forward, important.py is deleted;
    forced back (``journal-abort``), it is that very file again (same inode)."""
    target = world / "target"
    _crashed_commit(target, {"important.py": None, "new.py": "n\n"}, "delete")
    assert [b.outcome for b in recover(target).batches] == ["rolled-forward"]
    assert not (target / "important.py").exists()
    assert (target / "new.py").read_text() == "n\n"
    (target / "important.py").write_bytes(PRECIOUS)
    (target / "new.py").unlink()
    inode = os.stat(target / "important.py").st_ino
    name = _crashed_commit(target, {"important.py": None, "new.py": "n\n"}, "delete")
    (target / name / "journal").rename(target / name / "journal-abort")
    assert [b.outcome for b in recover(target).batches] == ["rolled-back"]
    assert os.stat(target / "important.py").st_ino == inode
    assert (target / "important.py").read_bytes() == PRECIOUS
    assert not (target / "new.py").exists()
    assert not any(n.startswith(STAGING_PREFIX) for n in os.listdir(target))


# -- files with other names outside the target (hard links into a package store) ------------------


def _store_world(world: Path) -> tuple[Path, Path]:
    """``target/lib.js`` is a hard link to ``store/lib.js`` (as pnpm, uv and ``cp -al`` make)."""
    store = world / "store"
    store.mkdir()
    (store / "lib.js").write_bytes(b"v1\n")
    os.link(store / "lib.js", world / "target" / "lib.js")
    return world / "target", store


@pytest.mark.parametrize("how", ["replace", "delete"])
def test_a_finished_batch_is_cleaned_up_after_its_hard_linked_file_changes_outside(
    world: Path, how: str
) -> None:
    """The batch replaces or deletes lib.js and is killed after its journal said ``done``;
    then the store's copy is updated (outside the target). The backup in the staging folder
    is still the very inode the batch moved aside, only with new content: recovery removes
    the folder (before, it reported ``failed``, "it holds '0.old', which the writer did not
    put there", and every later write into the folder refused)."""
    target, store = _store_world(world)
    change: dict[str, str | None] = {"lib.js": "mine\n" if how == "replace" else None}
    _crashed_commit(target, change, "done")
    with open(store / "lib.js", "ab") as handle:
        handle.write(b"v2\n")
    report = recover(target)
    assert [b.outcome for b in report.batches] == ["completed"]
    assert not any(n.startswith(".artifact-codec") for n in os.listdir(target))
    assert (store / "lib.js").read_bytes() == b"v1\nv2\n"
    assert os.stat(store / "lib.js").st_nlink == 1
    write_files(unrelated(), target)


def test_a_hard_linked_file_changed_outside_during_an_undo_is_still_put_back(world: Path) -> None:
    """The batch replaced lib.js and is undone (a later step fails); meanwhile the store
    updated lib.js's inode. The backup is that inode: it is put back, so the target is old
    again (lib.js a link into the store, holding what the store holds now)."""
    target, store = _store_world(world)
    inode = os.stat(target / "lib.js").st_ino

    def hook(label: str) -> None:
        if label == "replace":
            with open(store / "lib.js", "ab") as handle:
                handle.write(b"v2\n")
        if label == "create":
            raise OSError(5, "Input/output error (injected)")

    journal.checkpoint_hook = hook
    try:
        with pytest.raises(WriteFailedError, match="injected") as info:
            write_files(code_of({"lib.js": "mine\n", "z.js": "z\n"}), target, overwrite=True)
    finally:
        journal.checkpoint_hook = None
    assert info.value.rolled_back
    assert os.stat(target / "lib.js").st_ino == inode
    assert (target / "lib.js").read_bytes() == b"v1\nv2\n"
    assert not (target / "z.js").exists()
    assert not any(n.startswith(".artifact-codec") for n in os.listdir(target))


def test_a_live_write_leaves_no_trap_when_a_hard_linked_file_changes_outside(world: Path) -> None:
    """The same without a crash: the store's copy is updated while the write commits (at its
    ``done`` checkpoint). The write succeeds and leaves nothing behind; the next write works."""
    target, store = _store_world(world)

    def update_store(label: str) -> None:
        if label == "done":
            with open(store / "lib.js", "ab") as handle:
                handle.write(b"v2\n")

    journal.checkpoint_hook = update_store
    try:
        report = write_files(code_of({"lib.js": "mine\n"}), target, overwrite=True)
    finally:
        journal.checkpoint_hook = None
    assert report.written
    assert not any(n.startswith(".artifact-codec") for n in os.listdir(target))
    assert (target / "lib.js").read_bytes() == b"mine\n"
    assert (store / "lib.js").read_bytes() == b"v1\nv2\n"
    write_files(unrelated(), target)
