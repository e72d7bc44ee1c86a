"""Crash consistency: a writer killed with SIGKILL at any moment leaves a target
that, after recovery, is wholly the old tree or wholly the new one.

The child processes are forked from the test process (fast: no new interpreter). Most are
killed at numbered checkpoints (every point where a crash leaves a distinct state: after the
staging folder, each staged file, the journal, each commit step, each backup, the journal's
"done", the emptied staging folder); a few during an undo; a few from outside after a random
delay, with nothing arranged. After each kill the target is recovered (by ``recover()``, by the
next ``write_files``, or by ``artifact-codec recover``) and compared with the two states.
"""

from __future__ import annotations

import json
import os
import random
import signal
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from staging import genuine_stage

from artifact_codec import GeneratedCode, GeneratedFile, UnsafePathError
from artifact_codec.cli import main
from artifact_codec.format.paths import check_path_set
from artifact_codec.write import journal
from artifact_codec.write.journal import LOCK_NAME, STAGING_PREFIX, Step
from artifact_codec.write.writer import (
    RecoveryFailedError,
    WriteFailedError,
    WriteRefusedError,
    commit_changes,
    recover,
    write_files,
)

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork (POSIX)")

# The old tree: kept files, files the batch replaces, and a folder the batch adds to.
OLD = {
    **{f"keep/k{i}.txt": f"kept {i}\n" for i in range(5)},
    **{f"src/m{i}.py": f"old {i}\n" for i in range(15)},
    "top.txt": "old top\n",
}
# The batch: replaces 16 files, creates 19 (in new folders, an existing one and the top).
BATCH = {
    **{f"src/m{i}.py": f"new {i}\n" * (i + 1) for i in range(15)},
    "top.txt": "new top\n",
    **{f"new/deep/n{i}.py": f"created {i}\n" for i in range(8)},
    **{f"new/c{i}.py": f"created {i}\r\n" for i in range(5)},
    **{f"src/added{i}.py": "" for i in range(3)},
    **{f"t{i}.md": f"# {i}\n" for i in range(3)},
}

Tree = dict[str, object]


def tree_of(root: Path) -> Tree:
    """Every entry under ``root``: a folder as None, a file as its bytes; leftovers included."""
    state: Tree = {}
    for folder, dirs, files in os.walk(root):
        relative = os.path.relpath(folder, root)
        for name in dirs:
            state[os.path.normpath(os.path.join(relative, name))] = None
        for name in files:
            state[os.path.normpath(os.path.join(relative, name))] = (
                Path(folder) / name
            ).read_bytes()
    return state


def make_old(target: Path) -> None:
    for path, text in OLD.items():
        (target / path).parent.mkdir(parents=True, exist_ok=True)
        (target / path).write_bytes(text.encode())


def batch_code() -> GeneratedCode:
    return GeneratedCode(files=[GeneratedFile(file_path=p, content=c) for p, c in BATCH.items()])


@pytest.fixture(scope="module")
def states(tmp_path_factory: pytest.TempPathFactory) -> tuple[Tree, Tree, list[str]]:
    """The old and new trees, and the checkpoints one write passes, in order."""
    root = tmp_path_factory.mktemp("reference")
    make_old(root)
    old = tree_of(root)
    labels: list[str] = []
    journal.checkpoint_hook = labels.append
    try:
        write_files(batch_code(), root, overwrite=True, fsync=False)
    finally:
        journal.checkpoint_hook = None
    new = tree_of(root)
    assert old != new
    return old, new, labels


def run_child(target: Path, hook: Callable[[str], None] | None, fsync: bool) -> int:
    """Fork; the child writes the batch with ``hook`` installed. Return the child's pid."""
    pid = os.fork()
    if pid == 0:  # pragma: no cover - runs in the child
        code = 1
        try:
            journal.checkpoint_hook = hook
            write_files(batch_code(), target, overwrite=True, fsync=fsync)
            code = 0
        except BaseException:
            code = 3
        finally:
            os._exit(code)
    return pid


def killed(pid: int) -> bool:
    _, status = os.waitpid(pid, 0)
    return os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGKILL


def kill_at(number: int, *, fail_at: int = 0) -> Callable[[str], None]:
    """A hook that SIGKILLs its own process at checkpoint ``number``; with ``fail_at``, it
    first raises an OSError at that checkpoint (the writer starts undoing), and ``number``
    counts on from there."""
    count = [0]

    def hook(label: str) -> None:
        count[0] += 1
        if fail_at and count[0] == fail_at:
            raise OSError(5, "Input/output error (injected)")
        if count[0] == number:
            os.kill(os.getpid(), signal.SIGKILL)

    return hook


def recover_somehow(target: Path, way: int) -> Tree:
    """Recover in one of three ways; return the expected extra entries of the tree."""
    if way == 0:
        recover(target)
        return {}
    if way == 1:
        extra = GeneratedCode(files=[GeneratedFile(file_path="after.txt", content="after\n")])
        write_files(extra, target)
        return {"after.txt": b"after\n"}
    result = CliRunner().invoke(main, ["recover", str(target)])
    assert result.exit_code == 0, result.output
    return {}


def test_sigkill_at_many_points_leaves_old_or_new(
    tmp_path: Path, states: tuple[Tree, Tree, list[str]]
) -> None:
    old, new, labels = states
    points = len(labels)
    assert points > 60  # staging, 35 staged files, journal, 37 steps, 16 backups, done...
    rng = random.Random(11)
    plans: list[tuple[str, Callable[[str], None] | None, bool]] = []
    # 40 checkpoints spread over the whole write, first and last included
    for i in range(40):
        plans.append(("checkpoint", kill_at(1 + round(i * (points - 1) / 39)), False))
    # 5 kills while undoing: a step fails, then the process dies during the undo
    for fail_at, extra in ((45, 2), (52, 1), (60, 5), (70, 9), (80, 3)):
        plans.append(("undo", kill_at(fail_at + extra, fail_at=fail_at), False))
    # 10 kills from outside at a random moment of a write with fsync (a wider window)
    for _ in range(10):
        plans.append(("random", None, True))

    counts = {"old": 0, "new": 0, "mixed": 0}
    kinds = {"checkpoint": 0, "undo": 0, "random": 0}
    finished_before_kill = 0
    duration = _write_duration(tmp_path)
    for number, (kind, hook, fsync) in enumerate(plans):
        target = tmp_path / f"t{number}"
        target.mkdir()
        make_old(target)
        pid = run_child(target, hook, fsync)
        if kind == "random":
            time.sleep(rng.uniform(0, duration * 0.7))
            os.kill(pid, signal.SIGKILL)
        if not killed(pid):
            finished_before_kill += 1
            assert kind == "random", f"{kind} child {number} was not killed"
            continue
        kinds[kind] += 1
        extra = recover_somehow(target, number % 3)
        state = tree_of(target)
        if state == {**old, **extra}:
            counts["old"] += 1
        elif state == {**new, **extra}:
            counts["new"] += 1
        else:
            counts["mixed"] += 1
    total = sum(kinds.values())
    print(
        f"\nkill test: {total} SIGKILLs ({kinds['checkpoint']} at checkpoints, "
        f"{kinds['undo']} during an undo, {kinds['random']} at random moments; "
        f"{finished_before_kill} random ones came too late): "
        f"{counts['old']} old, {counts['new']} new, {counts['mixed']} mixed"
    )
    assert counts["mixed"] == 0
    assert total >= 45
    assert counts["old"] > 0
    assert counts["new"] > 0


def _write_duration(tmp_path: Path) -> float:
    """How long one write with fsync takes here (best of two), for the random kill delays."""
    best = float("inf")
    for i in range(2):
        target = tmp_path / f"timing{i}"
        target.mkdir()
        make_old(target)
        start = time.perf_counter()
        write_files(batch_code(), target, overwrite=True)
        best = min(best, time.perf_counter() - start)
    return best


def test_kill_before_the_journal_discards_and_after_it_rolls_forward(
    tmp_path: Path, states: tuple[Tree, Tree, list[str]]
) -> None:
    old, new, labels = states
    committed = labels.index("journal-committed") + 1
    # killed holding the lock, before staging: only the lock file is left
    target = tmp_path / "locked"
    target.mkdir()
    make_old(target)
    assert killed(run_child(target, kill_at(labels.index("locked") + 1), False))
    assert LOCK_NAME in os.listdir(target)
    assert recover(target).batches == []
    assert tree_of(target) == old
    for number, expected, outcome in (
        (committed - 1, old, "discarded"),
        (committed, new, "rolled-forward"),
        (len(labels) - 1, new, "completed"),
    ):
        target = tmp_path / f"k{number}"
        target.mkdir()
        make_old(target)
        assert killed(run_child(target, kill_at(number), False))
        leftovers = [n for n in os.listdir(target) if n.startswith(".artifact-codec")]
        assert any(n.startswith(STAGING_PREFIX) for n in leftovers)
        report = recover(target)
        assert [batch.outcome for batch in report.batches] == [outcome]
        assert tree_of(target) == expected
        assert recover(target).batches == []  # nothing left to do


def test_failure_after_the_journal_is_undone_and_leaves_nothing(
    tmp_path: Path, states: tuple[Tree, Tree, list[str]]
) -> None:
    old, _, _ = states
    make_old(tmp_path)
    journal.checkpoint_hook = kill_at(0, fail_at=60)
    try:
        with pytest.raises(WriteFailedError, match="injected") as info:
            write_files(batch_code(), tmp_path, overwrite=True, fsync=False)
    finally:
        journal.checkpoint_hook = None
    assert info.value.rolled_back
    assert tree_of(tmp_path) == old


def test_append_only_batch_leaves_no_staging_folder(tmp_path: Path) -> None:
    code = GeneratedCode(
        files=[GeneratedFile(file_path=f"a/{i}.py", content="x") for i in range(5)]
    )
    write_files(code, tmp_path)
    assert sorted(os.listdir(tmp_path)) == ["a"]
    # killed after the commit, before the cleanup: the next write removes the leftovers
    target = tmp_path / "killed"
    target.mkdir()
    labels: list[str] = []
    journal.checkpoint_hook = labels.append
    try:
        write_files(code, tmp_path / "probe", fsync=False)
    finally:
        journal.checkpoint_hook = None
    pid = os.fork()
    if pid == 0:  # pragma: no cover - runs in the child
        journal.checkpoint_hook = kill_at(labels.index("done") + 1)
        try:
            write_files(code, target, fsync=False)
        finally:
            os._exit(1)
    assert killed(pid)
    assert any(name.startswith(STAGING_PREFIX) for name in os.listdir(target))
    write_files(GeneratedCode(files=[GeneratedFile(file_path="b.py")]), target)
    assert sorted(os.listdir(target)) == ["a", "b.py"]


def _stage_with_journal(target: Path, text: str) -> Path:
    """A sealed staging folder (as the writer makes it) holding a journal it did not write."""
    target.mkdir()
    stage = target / genuine_stage(target)
    (stage / "journal").write_text(text)
    (stage / "journal").chmod(0o600)
    return stage


@pytest.mark.parametrize(
    "text",
    [
        "not json",
        json.dumps({"version": 99, "steps": []}),
        json.dumps(
            {
                "version": 1,
                "steps": [
                    {
                        "kind": "create",
                        "path": "../escape.txt",
                        "staged": "0",
                        "backup": "",
                        "dev": 0,
                        "ino": 0,
                    }
                ],
            }
        ),
        json.dumps(
            {
                "version": 1,
                "steps": [
                    {
                        "kind": "create",
                        "path": "a",
                        "staged": "../x",
                        "backup": "",
                        "dev": 0,
                        "ino": 0,
                    }
                ],
            }
        ),
    ],
    ids=["not-json", "unknown-version", "path-outside", "staged-name-outside"],
)
def test_a_journal_that_is_not_ours_is_refused_not_followed(tmp_path: Path, text: str) -> None:
    target = tmp_path / "target"
    stage = _stage_with_journal(target, text)
    (stage / "0").write_text("staged")
    with pytest.raises(RecoveryFailedError) as info:
        recover(target)
    assert info.value.rule == "recovery-failed"
    assert [b.outcome for b in info.value.report.batches] == ["untrusted"]
    assert not (tmp_path / "escape.txt").exists()
    assert stage.is_dir()  # kept for a later try
    with pytest.raises(RecoveryFailedError, match="remove or rename it"):
        write_files(GeneratedCode(files=[GeneratedFile(file_path="x.py")]), target)
    assert not (target / "x.py").exists()
    result = CliRunner().invoke(main, ["recover", str(target)])
    assert result.exit_code == 1
    assert "recovery-failed" in result.output
    assert "Traceback" not in result.output


def test_recover_on_a_clean_or_missing_target(tmp_path: Path) -> None:
    assert recover(tmp_path).batches == []
    assert recover(tmp_path / "missing").batches == []
    assert recover(tmp_path).summary().endswith("no interrupted write found")
    result = CliRunner().invoke(main, ["recover", "--json", str(tmp_path)])
    assert result.exit_code == 0
    assert json.loads(result.output) == {"target": str(tmp_path), "ok": True, "batches": []}
    assert os.listdir(tmp_path) == []  # not even a lock file was made


def test_staging_leftover_without_a_journal_is_discarded(tmp_path: Path) -> None:
    (tmp_path / "a.py").write_text("mine")
    stage = tmp_path / genuine_stage(tmp_path)
    (stage / "0").write_text("half")
    (stage / "journal.tmp").write_text('{"vers')
    report = recover(tmp_path)
    assert [(b.staging, b.outcome) for b in report.batches] == [(stage.name, "discarded")]
    assert sorted(os.listdir(tmp_path)) == ["a.py"]
    assert LOCK_NAME not in os.listdir(tmp_path)


# -- properties: random trees and batches, a kill at a random checkpoint -------------------------

_NAMES = st.sampled_from(["a", "b", "c.py", "d.txt", "e"])
_PATHS = st.lists(_NAMES, min_size=1, max_size=3).map("/".join)
_TREES = st.dictionaries(_PATHS, st.text(max_size=20), max_size=6)


def _write_tree(root: Path, tree: dict[str, str]) -> bool:
    """Write ``tree`` under ``root``; False if it is not a tree (a name both file and folder)."""
    try:
        check_path_set(tree)
    except UnsafePathError:
        return False
    for path, text in tree.items():
        (root / path).parent.mkdir(parents=True, exist_ok=True)
        (root / path).write_bytes(text.encode())
    return True


@settings(max_examples=25, deadline=None, suppress_health_check=list(HealthCheck))
@given(old_tree=_TREES, batch=_TREES.filter(bool), data=st.data())
def test_property_kill_at_any_checkpoint_then_recover_is_old_or_new(
    tmp_path_factory: pytest.TempPathFactory,
    old_tree: dict[str, str],
    batch: dict[str, str],
    data: st.DataObject,
) -> None:
    root = tmp_path_factory.mktemp("prop")
    reference, target = root / "reference", root / "target"
    reference.mkdir()
    target.mkdir()
    assume(_write_tree(reference, old_tree))
    _write_tree(target, old_tree)
    old = tree_of(reference)
    assume(_write_tree(root / "batch-is-a-tree", batch))
    code = GeneratedCode(files=[GeneratedFile(file_path=p, content=c) for p, c in batch.items()])
    labels: list[str] = []
    journal.checkpoint_hook = labels.append
    try:
        write_files(code, reference, overwrite=True, fsync=False)
    except WriteRefusedError:
        assume(False)  # the batch does not fit the old tree (a file where a folder goes, ...)
    finally:
        journal.checkpoint_hook = None
    new = tree_of(reference)
    number = data.draw(st.integers(1, len(labels)), label="kill at checkpoint")
    pid = os.fork()
    if pid == 0:  # pragma: no cover - runs in the child
        journal.checkpoint_hook = kill_at(number)
        try:
            write_files(code, target, overwrite=True, fsync=False)
        finally:
            os._exit(1)
    assert killed(pid)
    recover(target)
    assert tree_of(target) in (old, new)


_STEPS = st.lists(
    st.builds(
        Step,
        kind=st.sampled_from(["dir", "create", "replace"]),
        path=_PATHS,
        dev=st.integers(0, 2**63),
        ino=st.integers(0, 2**63),
        size=st.integers(0, 2**40),
        sha256=st.binary(min_size=32, max_size=32).map(bytes.hex),
        old_ino=st.integers(0, 2**63),
        old_size=st.integers(0, 2**40),
        old_mtime_ns=st.integers(-(2**62), 2**62),
    ),
    max_size=8,
    unique_by=lambda step: step.path,
).map(
    lambda steps: [
        Step(s.kind, s.path)
        if s.kind == "dir"
        else Step(
            s.kind,
            s.path,
            str(i),
            f"{i}.old" if s.kind == "replace" else "",
            s.dev,
            s.ino,
            s.size,
            s.sha256,
            *((s.old_ino, s.old_size, s.old_mtime_ns) if s.kind == "replace" else (0, 0, 0)),
        )
        for i, s in enumerate(steps)
    ]
)


@settings(max_examples=50, deadline=None, suppress_health_check=list(HealthCheck))
@given(steps=_STEPS)
def test_property_journal_round_trips(
    tmp_path_factory: pytest.TempPathFactory, steps: list[Step]
) -> None:
    assume(
        _write_tree(
            tmp_path_factory.mktemp("is-a-tree"),
            dict.fromkeys((s.path for s in steps if s.kind != "dir"), ""),
        )
    )
    assume(
        not {s.path for s in steps if s.kind == "dir"} & {s.path for s in steps if s.kind != "dir"}
    )
    assume(len({s.path for s in steps if s.kind == "dir"}) == sum(s.kind == "dir" for s in steps))
    target = tmp_path_factory.mktemp("journal")
    fd = os.open(target, os.O_RDONLY)
    try:
        stage = journal.make_stage(fd, fsync=False)
        journal.write_journal(stage, steps, fsync=False)
        proven = journal.open_stage(fd, stage.name)
        assert journal.read_journal(proven, "journal") == steps
        assert sorted(os.listdir(target / stage.name)) == ["journal", "seal"]
        stage.close()
        proven.close()
    finally:
        os.close(fd)


# -- commit_changes: batches with deletions, hard links into a store outside ---------------------

CHANGE_OLD = {
    "app.py": "def f():\n    return 1\n",
    "gone.py": "bye\n",
    "lib/only.py": "the only file of lib\n",
    "lib/deep/x.py": "x\n",
    "Makefile": "all:\n",
    "docs/readme.md": "# docs\n",
}
# lib.js and vendor.js are hard links into a package store outside the target (pnpm, uv).
CHANGE_STORE = {"lib.js": "v1\n", "vendor.js": "vendored\n"}
CHANGES: dict[str, str | None] = {
    "./app.py": "def f():\n    return 2\n",  # spelled as a model may spell it
    "gone.py": None,
    "lib/only.py": None,
    "lib/deep/x.py": None,
    "lib.js": "mine\n",  # replaces a hard-linked file: the store keeps its copy
    "vendor.js": None,  # deletes a hard-linked file: the store keeps it
    "makefile.am": "SUBDIRS = .\n",  # Makefile stays: a new name, not its case variant
    "new/made.py": "made\n",
    "docs/readme.md": "# docs, edited\n",
}


def _change_world(root: Path) -> tuple[Path, Path]:
    target, store = root / "target", root / "store"
    store.mkdir(parents=True)
    for path, text in CHANGE_OLD.items():
        (target / path).parent.mkdir(parents=True, exist_ok=True)
        (target / path).write_text(text)
    for name, text in CHANGE_STORE.items():
        (store / name).write_text(text)
        os.link(store / name, target / name)
    return target, store


def _commit_expected(target: Path) -> None:
    expected = {path: (target / path).read_bytes() for path in CHANGES if (target / path).exists()}
    expected.update({path: None for path in CHANGES if path not in expected})
    commit_changes(CHANGES, target, expected=expected, fsync=False)


def test_sigkill_at_every_checkpoint_of_a_batch_with_deletions_leaves_old_or_new(
    tmp_path: Path,
) -> None:
    """Every checkpoint of a commit that deletes files (one emptying its folder, one a hard
    link into a store outside), replaces a hard-linked file and creates files, and kills
    during its undo: after recovery (each of the three ways in turn) the target is wholly old
    or wholly new, never mixed, and the store outside is never changed by the writer, even
    when it is updated between the crash and recovery (the backups are its inodes)."""
    reference_target, reference_store = _change_world(tmp_path / "reference")
    old = tree_of(reference_target)
    store = tree_of(reference_store)
    labels: list[str] = []
    journal.checkpoint_hook = labels.append
    try:
        _commit_expected(reference_target)
    finally:
        journal.checkpoint_hook = None
    new = tree_of(reference_target)
    assert labels.count("delete") == 4
    assert "backup" in labels
    plans = [kill_at(n) for n in range(1, len(labels) + 1)]
    committed = labels.index("journal-committed") + 1
    plans += [kill_at(f + 1, fail_at=f) for f in range(committed + 1, labels.index("done") + 1)]
    counts = {"old": 0, "new": 0}
    for number, hook in enumerate(plans):
        target, outside = _change_world(tmp_path / f"k{number}")
        pid = os.fork()
        if pid == 0:  # pragma: no cover - runs in the child
            try:
                journal.checkpoint_hook = hook
                _commit_expected(target)
            finally:
                os._exit(1)
        assert killed(pid), f"plan {number} was not killed"
        # Meanwhile the package manager updates its store (outside the target): the old
        # files of the target are those inodes, with their new content.
        for name in CHANGE_STORE:
            with open(outside / name, "ab") as handle:
                handle.write(b"v2\n")
        updated = {name: data + b"v2\n" for name, data in store.items()}  # type: ignore[operator]
        extra = recover_somehow(target, number % 3)
        state = tree_of(target)
        as_old = {**old, **updated, **extra}
        assert state in (as_old, {**new, **extra}), f"plan {number}: mixed"
        counts["old" if state == as_old else "new"] += 1
        assert tree_of(outside) == updated, f"plan {number}: the store changed"
    assert counts["old"] > 0
    assert counts["new"] > 0


def test_ctrl_c_as_the_staging_folder_is_made_leaves_no_staging(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Found by a clean-clone CI run (test_progress's Ctrl-C test, once in many): an interrupt
    # that lands after the staging folder is made but before the writer records it left the
    # folder behind, as the rollback did not know it. Here SIGINT arrives exactly there.
    made = journal.make_stage

    def make_then_interrupt(root_fd: int, fsync: bool) -> journal.Stage:
        stage = made(root_fd, fsync)
        os.kill(os.getpid(), signal.SIGINT)
        return stage

    monkeypatch.setattr(journal, "make_stage", make_then_interrupt)
    code = GeneratedCode(files=[GeneratedFile(file_path="a.py", content="x = 1\n")])
    with pytest.raises(KeyboardInterrupt):
        write_files(code, tmp_path, fsync=False)
    assert [name for name in os.listdir(tmp_path) if name.startswith(STAGING_PREFIX)] == []
    assert not (tmp_path / "a.py").exists()
