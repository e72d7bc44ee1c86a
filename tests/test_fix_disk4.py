"""fix-disk4: what the fixes of tests/test_hunt4_disk.py promise beyond its minimized cases."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest

from artifact_codec import FileOperation, Hunk, OperationKind
from artifact_codec.write.edits import apply_to_folder

pytestmark = pytest.mark.skipif(os.name != "posix", reason="the writer is POSIX only")

SEARCH_REPLACE = "{path}\n```\n<<<<<<< SEARCH\n{old}=======\n{new}>>>>>>> REPLACE\n```\n"


@pytest.mark.parametrize("mode", [0o600, 0o664, 0o755, 0o400])
@pytest.mark.parametrize("umask", [0o022, 0o077])
def test_an_edit_and_a_rename_keep_every_permission_bit(
    tmp_path: Path, mode: int, umask: int
) -> None:
    """The mode of an edited or renamed file is the old one exactly, whatever the umask."""
    edited, moved = tmp_path / "a.py", tmp_path / "b.py"
    for path in (edited, moved):
        path.write_text("x = 1\n")
        os.chmod(path, mode)
    old_mask = os.umask(umask)
    try:
        done = apply_to_folder(
            [
                FileOperation(
                    kind=OperationKind.EDIT,
                    path="a.py",
                    hunks=(Hunk(old="x = 1\n", new="x = 2\n"),),
                ),
                FileOperation(kind=OperationKind.RENAME, path="b.py", new_path="c.py"),
            ],
            tmp_path,
            fsync=False,
        )
    finally:
        os.umask(old_mask)
    assert done.ok, done.edits.feedback()
    assert edited.read_text() == "x = 2\n"
    assert stat.S_IMODE(os.stat(edited).st_mode) == mode
    assert stat.S_IMODE(os.stat(tmp_path / "c.py").st_mode) == mode
    assert not moved.exists()


def test_a_whole_file_replacing_one_in_apply_keeps_its_bits_a_new_file_gets_the_default(
    tmp_path: Path,
) -> None:
    """apply's whole files go through the same commit: a replaced file keeps its bits, a new
    file is created with 0o644 & ~umask."""
    (tmp_path / "k.env").write_text("A=1\n")
    os.chmod(tmp_path / "k.env", 0o600)
    answer = [
        FileOperation(kind=OperationKind.REPLACE, path="k.env", content="A=2\n"),
        FileOperation(kind=OperationKind.CREATE, path="n.py", content="x = 1\n"),
    ]
    old_mask = os.umask(0o022)
    try:
        done = apply_to_folder(answer, tmp_path, fsync=False)
    finally:
        os.umask(old_mask)
    assert done.ok, done.edits.feedback()
    assert (tmp_path / "k.env").read_text() == "A=2\n"
    assert stat.S_IMODE(os.stat(tmp_path / "k.env").st_mode) == 0o600
    assert stat.S_IMODE(os.stat(tmp_path / "n.py").st_mode) == 0o644


def _edit(path: str) -> str:
    return SEARCH_REPLACE.format(path=path, old="x = 1\n", new="x = 2\n")


def test_a_file_where_the_edit_path_needs_a_folder_is_named_with_the_writers_rule(
    tmp_path: Path,
) -> None:
    (tmp_path / "sub").write_text("x = 1\n")
    done = apply_to_folder(_edit("sub/x.py"), tmp_path, fsync=False)
    assert not done.ok
    assert [(r.rule, r.path) for r in done.unreadable] == [("not-a-directory", "sub/x.py")]
    assert "'sub' is a file on disk" in done.unreadable[0].reason
    assert "does not exist" not in done.edits.feedback()
    assert (tmp_path / "sub").read_text() == "x = 1\n"


def test_a_symlink_deeper_in_the_path_is_named(tmp_path: Path) -> None:
    outside = tmp_path / "outside"
    (outside / "b").mkdir(parents=True)
    (outside / "b" / "x.py").write_text("x = 1\n")
    target = tmp_path / "t"
    (target / "a").mkdir(parents=True)
    (target / "a" / "link").symlink_to(outside)
    done = apply_to_folder(_edit("a/link/b/x.py"), target, fsync=False)
    assert [r.rule for r in done.unreadable] == ["symlink"]
    assert "'a/link' is a symbolic link" in done.unreadable[0].reason
    assert (outside / "b" / "x.py").read_text() == "x = 1\n"


@pytest.mark.parametrize("nfd_folder", [False, True])
def test_an_nfd_name_is_refused_as_a_normalization_conflict_with_a_fix_that_works(
    tmp_path: Path, nfd_folder: bool
) -> None:
    import unicodedata

    nfd = unicodedata.normalize("NFD", "café")
    folder = tmp_path / (nfd if nfd_folder else "src")
    folder.mkdir()
    name = "x.py" if nfd_folder else f"{nfd}.py"
    (folder / name).write_text("x = 1\n")
    path = "café/x.py" if nfd_folder else "src/café.py"
    done = apply_to_folder(_edit(path), tmp_path, fsync=False)
    assert not done.ok
    assert [r.rule for r in done.unreadable] == ["case-conflict"]
    reason = done.unreadable[0].reason
    assert "different Unicode normalization (NFD)" in reason
    assert "rename it on disk to its NFC form" in reason
    assert "does not exist" not in done.edits.feedback()
    assert (folder / name).read_text() == "x = 1\n"


def test_a_name_differing_in_case_only_is_refused_and_named(tmp_path: Path) -> None:
    (tmp_path / "Foo.py").write_text("x = 1\n")
    done = apply_to_folder(_edit("foo.py"), tmp_path, fsync=False)
    assert not done.ok
    assert [r.rule for r in done.unreadable] == ["case-conflict"]
    assert "'Foo.py' exists on disk" in done.unreadable[0].reason
    assert (tmp_path / "Foo.py").read_text() == "x = 1\n"


_KILLED_MID_COMMIT = """
import os, signal, sys
from artifact_codec.write import journal
from artifact_codec.write.edits import apply_to_folder
replaced = []
def hook(label):
    if label == "replace":
        replaced.append(label)
        if len(replaced) == 2:
            os.kill(os.getpid(), signal.SIGKILL)
journal.checkpoint_hook = hook
apply_to_folder(sys.argv[2], sys.argv[1], fsync=False)
"""


def _crashed_folder(tmp_path: Path) -> Path:
    """A folder whose 3-file apply was killed after its second replacement: mixed on disk,
    with the staging folder and journal that roll it forward."""
    import subprocess
    import sys

    target = tmp_path / "t"
    target.mkdir()
    for i in range(3):
        (target / f"f{i}.py").write_text("x = 1\n")
    answer = "".join(_edit(f"f{i}.py") for i in range(3))
    killed = subprocess.run(
        [sys.executable, "-c", _KILLED_MID_COMMIT, str(target), answer],
        capture_output=True,
        check=False,
    )
    assert killed.returncode == -9, killed.stderr
    return target


def _tree(folder: Path) -> dict[str, str]:
    return {
        str(p.relative_to(folder)): p.read_text() if p.is_file() else "/"
        for p in sorted(folder.rglob("*"))
    }


def test_a_dry_run_after_a_crash_reports_the_pending_write_and_changes_nothing(
    tmp_path: Path,
) -> None:
    from artifact_codec import GeneratedCode
    from artifact_codec.write.writer import write_files

    target = _crashed_folder(tmp_path)
    before = _tree(target)
    answer = "".join(
        SEARCH_REPLACE.format(path=f"f{i}.py", old="x = 2\n", new="x = 3\n") for i in range(3)
    )
    dry = apply_to_folder(answer, target, dry_run=True)
    assert not dry.ok
    # The edits meet the mixed tree (f2 is still old) and are refused, but the report also
    # says why the tree is mixed and what to do.
    assert dry.write is not None
    assert [r.rule for r in dry.write.refused] == ["interrupted-write"]
    from click.testing import CliRunner

    from artifact_codec.cli import main

    (tmp_path / "answer.md").write_text(answer)
    shown = CliRunner().invoke(
        main, ["apply", str(tmp_path / "answer.md"), "--to", str(target), "--dry-run"]
    )
    assert shown.exit_code == 1
    assert "interrupted-write" in shown.output
    assert "artifact-codec recover" in shown.output
    code = GeneratedCode.model_validate({"files": [{"file_path": "new.py", "content": "y\n"}]})
    report = write_files(code, target, dry_run=True)
    assert [r.rule for r in report.refused] == ["interrupted-write"]
    assert "artifact-codec recover" in report.refused[0].reason
    assert _tree(target) == before  # a dry run recovers nothing
    done = apply_to_folder(answer, target, fsync=False)  # the real run recovers first
    assert done.ok, done.edits.feedback()
    assert _tree(target) == {f"f{i}.py": "x = 3\n" for i in range(3)}


def test_a_dry_run_in_a_folder_with_a_foreign_lock_file_reports_it(tmp_path: Path) -> None:
    from artifact_codec.errors import WriteFailedError

    (tmp_path / "a.py").write_text("x = 1\n")
    (tmp_path / ".artifact-codec.lock").mkdir()
    dry = apply_to_folder(_edit("a.py"), tmp_path, dry_run=True)
    assert not dry.ok
    assert dry.write is not None
    assert [(r.rule, r.path) for r in dry.write.refused] == [
        ("foreign-lock", ".artifact-codec.lock")
    ]
    with pytest.raises(WriteFailedError):
        apply_to_folder(_edit("a.py"), tmp_path, fsync=False)
    assert (tmp_path / "a.py").read_text() == "x = 1\n"


@pytest.mark.parametrize(
    "command",
    [["parse"], ["repair"], ["extract-json"], ["apply", "--dry-run", "--to", "{out}"]],
)
def test_every_command_reading_an_input_refuses_one_over_the_limit(
    tmp_path: Path, command: list[str]
) -> None:
    from click.testing import CliRunner

    from artifact_codec.cli import MAX_INPUT_ENV, main

    (tmp_path / "out").mkdir()
    answer = tmp_path / "a.txt"
    answer.write_text('{"a": 1}\n')  # 9 bytes
    args = [part.format(out=tmp_path / "out") for part in command]
    over = CliRunner().invoke(main, [*args, str(answer)], env={MAX_INPUT_ENV: "8"})
    assert over.exit_code == 2, over.output
    assert "more than 8 bytes" in over.output
    assert MAX_INPUT_ENV in over.output
    assert len(over.output.strip().splitlines()) == 1
    assert over.exception is None or isinstance(over.exception, SystemExit)
    at = CliRunner().invoke(main, [*args, str(answer)], env={MAX_INPUT_ENV: "9"})
    assert "more than" not in at.output
    bad = CliRunner().invoke(main, [*args, str(answer)], env={MAX_INPUT_ENV: "lots"})
    assert bad.exit_code == 2
    assert MAX_INPUT_ENV in bad.output


def test_a_case_only_rename_is_refused_by_the_batch_rules_not_as_a_conflict_on_disk(
    tmp_path: Path,
) -> None:
    """Both spellings are named: the on-disk name is not a clash to report (the pair is)."""
    (tmp_path / "a.py").write_text("x = 1\n")
    done = apply_to_folder(
        [FileOperation(kind=OperationKind.RENAME, path="a.py", new_path="A.py")],
        tmp_path,
        fsync=False,
    )
    assert not done.ok
    assert done.unreadable == []
    assert "use that name" not in done.edits.feedback()
    assert os.listdir(tmp_path) == ["a.py"]
