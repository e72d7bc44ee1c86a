"""write_files: what it writes, the report, the errors, and a property test of the round trip."""

from __future__ import annotations

import errno
import json
import os
import pickle
import re
import resource
import stat
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from fs_snapshot import files_under, snapshot
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from artifact_codec import (
    ArtifactCodecError,
    FileOperation,
    GeneratedCode,
    GeneratedFile,
    Hunk,
    OperationKind,
    UnsafePathError,
)
from artifact_codec.write import journal
from artifact_codec.write.writer import (
    DEFAULT_LIMITS,
    STAGING_PREFIX,
    ContentError,
    PathRefusedError,
    Refusal,
    SymlinkError,
    TargetExistsError,
    WriteError,
    WriteFailedError,
    WriteLimits,
    WriteRefusedError,
    WriteReport,
    write_files,
)

CONTENTS = {
    "src/app.py": "print('hi')\n",
    "src/crlf.py": "a = 1\r\nb = 2\r\n",
    "no_final_newline.txt": "last line",
    "empty.py": "",
    "unicode/caf\u00e9.md": "\u00e9t\u00e9 \U0001f600\n",
    "with_nul.txt": "a\x00b",
    "bom.txt": "\ufeffhello\n",
    "lone_cr.txt": "a\rb\r",
    "deep/a/b/c/d.py": "x = 1\n",
}


def code_of(contents: dict[str, str]) -> GeneratedCode:
    return GeneratedCode(files=[GeneratedFile(file_path=p, content=c) for p, c in contents.items()])


@contextmanager
def umask(mask: int) -> Iterator[None]:
    previous = os.umask(mask)
    try:
        yield
    finally:
        os.umask(previous)


def test_writes_every_file_byte_for_byte(tmp_path: Path) -> None:
    report = write_files(code_of(CONTENTS), tmp_path / "out")
    assert files_under(tmp_path / "out") == {p: c.encode() for p, c in CONTENTS.items()}
    assert report.created == list(CONTENTS)
    assert report.replaced == []
    assert report.refused == []
    assert report.written
    assert report.ok
    assert not report.dry_run
    assert report.target_created
    assert report.created_directories == [
        "src",
        "unicode",
        "deep",
        "deep/a",
        "deep/a/b",
        "deep/a/b/c",
    ]


def test_into_an_existing_folder_with_existing_subfolders(tmp_path: Path) -> None:
    (tmp_path / "src").mkdir()
    (tmp_path / "src" / "keep.py").write_bytes(b"kept")
    report = write_files(code_of(CONTENTS), tmp_path)
    assert not report.target_created
    assert "src" not in report.created_directories
    assert (tmp_path / "src" / "keep.py").read_bytes() == b"kept"
    assert (tmp_path / "src" / "crlf.py").read_bytes() == b"a = 1\r\nb = 2\r\n"


@pytest.mark.parametrize("mask", [0o022, 0o077, 0o002])
def test_file_mode_is_0644_minus_umask(tmp_path: Path, mask: int) -> None:
    with umask(mask):
        write_files(code_of({"a/b.py": "x"}), tmp_path / "out")
    assert stat.S_IMODE(os.lstat(tmp_path / "out" / "a" / "b.py").st_mode) == 0o644 & ~mask
    assert stat.S_IMODE(os.lstat(tmp_path / "out" / "a").st_mode) == 0o777 & ~mask


def test_replaced_file_gets_the_standard_mode(tmp_path: Path) -> None:
    (tmp_path / "run.sh").write_bytes(b"old")
    os.chmod(tmp_path / "run.sh", 0o755)
    with umask(0o022):
        write_files(code_of({"run.sh": "new"}), tmp_path, overwrite=True)
    assert stat.S_IMODE(os.lstat(tmp_path / "run.sh").st_mode) == 0o644


def test_paths_are_normalized_again_for_unvalidated_models(tmp_path: Path) -> None:
    code = GeneratedCode.model_construct(
        files=[
            GeneratedFile.model_construct(file_path="./a//b.py", content="1"),
            GeneratedFile.model_construct(file_path="cafe\u0301.py", content="2"),
        ]
    )
    report = write_files(code, tmp_path)
    assert report.created == ["a/b.py", "caf\u00e9.py"]
    assert files_under(tmp_path) == {"a/b.py": b"1", "caf\u00e9.py": b"2"}


def test_no_staging_folder_is_left(tmp_path: Path) -> None:
    write_files(code_of(CONTENTS), tmp_path)
    write_files(code_of(CONTENTS), tmp_path, overwrite=True)
    assert not [name for name in os.listdir(tmp_path) if name.startswith(STAGING_PREFIX)]


def test_overwrite_reports_replaced_and_created(tmp_path: Path) -> None:
    write_files(code_of({"a.py": "1", "b/c.py": "2"}), tmp_path)
    report = write_files(
        code_of({"a.py": "one", "b/c.py": "two", "b/d.py": "3"}), tmp_path, overwrite=True
    )
    assert report.replaced == ["a.py", "b/c.py"]
    assert report.created == ["b/d.py"]
    assert report.created_directories == []
    assert files_under(tmp_path) == {"a.py": b"one", "b/c.py": b"two", "b/d.py": b"3"}


def test_empty_batch_creates_only_the_target(tmp_path: Path) -> None:
    report = write_files(GeneratedCode(), tmp_path / "new")
    assert report.written
    assert report.target_created
    assert snapshot(tmp_path / "new")[""]["type"] == "dir"
    assert os.listdir(tmp_path / "new") == []


def test_fsync_can_be_skipped(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[int] = []
    real = os.fsync

    def counting_fsync(fd: int) -> None:
        calls.append(fd)
        real(fd)

    monkeypatch.setattr(os, "fsync", counting_fsync)
    write_files(code_of({"a/b.py": "x", "c.py": "y"}), tmp_path / "slow")
    # the seal, the target (staging folder made), two files, the journal, the staging folder
    # (journal in place), the two folders the files went into, the staging folder again
    # (journal "done")
    assert len(calls) == 1 + 1 + 2 + 1 + 1 + 2 + 1
    calls.clear()
    write_files(code_of({"a/b.py": "x", "c.py": "y"}), tmp_path / "fast", fsync=False)
    assert calls == []
    assert files_under(tmp_path / "fast") == files_under(tmp_path / "slow")


def test_works_without_hard_links(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def no_links(*args: Any, **kwargs: Any) -> None:
        raise OSError(errno.EPERM, "Operation not permitted")

    monkeypatch.setattr(os, "link", no_links)
    (tmp_path / "old.py").write_bytes(b"old")
    report = write_files(code_of({"old.py": "new", "x/new.py": "n"}), tmp_path, overwrite=True)
    assert report.replaced == ["old.py"]
    assert files_under(tmp_path) == {"old.py": b"new", "x/new.py": b"n"}


def test_without_hard_links_a_failure_still_restores(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def no_links(*args: Any, **kwargs: Any) -> None:
        raise OSError(errno.EOPNOTSUPP, "Operation not supported")

    (tmp_path / "a.py").write_bytes(b"a")
    (tmp_path / "b.py").write_bytes(b"b")
    before = snapshot(tmp_path)
    real_replace = os.replace
    calls = [0]

    def failing_replace(*args: Any, **kwargs: Any) -> None:
        calls[0] += 1
        if calls[0] == 4:  # a.py moved aside, a.py placed, b.py moved aside, then this fails
            raise OSError(errno.EIO, "Input/output error")
        real_replace(*args, **kwargs)

    monkeypatch.setattr(os, "link", no_links)
    monkeypatch.setattr(os, "replace", failing_replace)
    with pytest.raises(WriteFailedError) as info:
        write_files(code_of({"a.py": "A", "b.py": "B", "c.py": "C"}), tmp_path, overwrite=True)
    assert info.value.rolled_back
    assert snapshot(tmp_path) == before


def test_without_hard_links_a_file_appearing_after_the_check_is_kept(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def no_links(*args: Any, **kwargs: Any) -> None:
        raise OSError(errno.EPERM, "Operation not permitted")

    real_stat = os.stat
    calls = [0]

    def racing_stat(path: Any, *args: Any, **kwargs: Any) -> Any:
        if path == "new.py":
            calls[0] += 1
            # 1: the batch check, 2: the check again under the lock, 3: the commit's own
            if calls[0] == 3:
                (tmp_path / "new.py").write_bytes(b"theirs")
        return real_stat(path, *args, **kwargs)

    monkeypatch.setattr(os, "link", no_links)
    monkeypatch.setattr(os, "stat", racing_stat)
    with pytest.raises(WriteFailedError, match="File exists") as info:
        write_files(code_of({"new.py": "mine"}), tmp_path)
    assert info.value.rolled_back
    assert (tmp_path / "new.py").read_bytes() == b"theirs"
    assert os.listdir(tmp_path) == ["new.py"]


# -- the report ------------------------------------------------------------------------------


def test_dry_run_reports_the_same_and_touches_nothing(tmp_path: Path) -> None:
    (tmp_path / "t").mkdir()
    (tmp_path / "t" / "a.py").write_bytes(b"old")
    code = code_of({"a.py": "new", "n/b.py": "b"})
    before = snapshot(tmp_path)
    dry = write_files(code, tmp_path / "t", overwrite=True, dry_run=True)
    assert snapshot(tmp_path) == before
    real = write_files(code, tmp_path / "t", overwrite=True)
    assert dry.dry_run
    assert not dry.written
    assert real.written
    assert not real.dry_run
    assert (
        (dry.created, dry.replaced, dry.created_directories)
        == (
            real.created,
            real.replaced,
            real.created_directories,
        )
        == (["n/b.py"], ["a.py"], ["n"])
    )


def test_dry_run_into_a_missing_target_creates_nothing(tmp_path: Path) -> None:
    report = write_files(code_of(CONTENTS), tmp_path / "a" / "b", dry_run=True)
    assert report.target_created
    assert report.created == list(CONTENTS)
    assert os.listdir(tmp_path) == []


def test_dry_run_returns_refusals_instead_of_raising(tmp_path: Path) -> None:
    (tmp_path / "a.py").write_bytes(b"old")
    code = GeneratedCode.model_construct(
        files=[
            GeneratedFile.model_construct(file_path="a.py", content=""),
            GeneratedFile.model_construct(file_path="../b.py", content=""),
            GeneratedFile.model_construct(file_path="c.py", content=""),
        ]
    )
    report = write_files(code, tmp_path, dry_run=True)
    assert not report.ok
    assert report.refused == [
        Refusal(rule="traversal", path="../b.py", reason=report.refused[0].reason),
        Refusal(
            rule="exists",
            path="a.py",
            reason="the file already exists; pass overwrite=True to replace it",
        ),
    ]
    assert report.created == ["c.py"]


def test_report_to_dict_is_json(tmp_path: Path) -> None:
    (tmp_path / "a.py").write_bytes(b"")
    report = write_files(code_of({"a.py": "1", "d/e.py": "2"}), tmp_path, dry_run=True)
    data = report.to_dict()
    assert json.loads(json.dumps(data)) == {
        "target": str(tmp_path),
        "dry_run": True,
        "written": False,
        "target_created": False,
        "created": ["d/e.py"],
        "replaced": [],
        "created_directories": ["d"],
        "refused": [
            {
                "path": "a.py",
                "rule": "exists",
                "reason": "the file already exists; pass overwrite=True to replace it",
            }
        ],
    }


def test_report_summary(tmp_path: Path) -> None:
    written = write_files(code_of({"a.py": "1", "b.py": "2"}), tmp_path)
    assert written.summary() == f"{tmp_path}: 2 files created, 0 replaced, 0 refused"
    dry = write_files(code_of({"a.py": "1", "c.py": "3"}), tmp_path, dry_run=True)
    assert dry.summary() == (
        f"{tmp_path}: dry run, nothing written: would be refused: 1 refused, 1 other file "
        "passed the checks\n"
        "  a.py: the file already exists; pass overwrite=True to replace it [exists]"
    )
    with pytest.raises(WriteRefusedError) as info:
        write_files(code_of({"a.py": "1"}), tmp_path)
    assert info.value.report.summary().startswith(
        f"{tmp_path}: refused, nothing written: 1 refused\n"
    )


def test_report_is_frozen() -> None:
    report = WriteReport(target="t")
    with pytest.raises(AttributeError):
        report.dry_run = True  # type: ignore[misc]


# -- errors and arguments --------------------------------------------------------------------


def test_error_classes() -> None:
    for cls in (PathRefusedError, SymlinkError, TargetExistsError, WriteFailedError):
        assert issubclass(cls, WriteError)
        assert issubclass(cls, ArtifactCodecError)
    assert issubclass(PathRefusedError, UnsafePathError)
    assert not issubclass(SymlinkError, UnsafePathError)


def test_errors_pickle(tmp_path: Path) -> None:
    (tmp_path / "a.py").write_bytes(b"")
    with pytest.raises(TargetExistsError) as info:
        write_files(code_of({"a.py": ""}), tmp_path)
    errors: list[WriteError] = [
        info.value,
        PathRefusedError(
            WriteReport("t", refused=[Refusal(rule="traversal", path="../x", reason="why")])
        ),
        WriteFailedError("a.py", "No space left on device"),
        WriteFailedError("a.py", "EIO", False, ("a.py: EIO",)),
        WriteError("p", "r", "why"),
    ]
    for error in errors:
        copy = pickle.loads(pickle.dumps(error))
        assert type(copy) is type(error)
        assert str(copy) == str(error)
        assert copy.__dict__ == error.__dict__


def test_refused_error_needs_a_refusal() -> None:
    with pytest.raises(ValueError, match="at least one refusal"):
        WriteRefusedError(WriteReport("t"))


def test_error_for_a_bad_path_is_an_unsafe_path_error(tmp_path: Path) -> None:
    code = GeneratedCode.model_construct(
        files=[GeneratedFile.model_construct(file_path="../../etc/evil.py", content="x")]
    )
    with pytest.raises(UnsafePathError, match=r"\[traversal\]") as info:
        write_files(code, tmp_path)
    assert info.value.path == "../../etc/evil.py"
    assert info.value.rule == "traversal"


@pytest.mark.parametrize(
    ("limits", "field"),
    [
        ({"max_files": -1}, "max_files"),
        ({"max_file_bytes": 1.5}, "max_file_bytes"),
        ({"max_total_bytes": True}, "max_total_bytes"),
    ],
)
def test_limits_are_validated(limits: dict[str, Any], field: str) -> None:
    with pytest.raises(ValueError, match=field):
        WriteLimits(**limits)


def test_default_limits() -> None:
    assert (DEFAULT_LIMITS.max_files, DEFAULT_LIMITS.max_file_bytes) == (10_000, 10 * 1024**2)
    assert DEFAULT_LIMITS.max_total_bytes == 100 * 1024**2


def test_arguments_are_checked(tmp_path: Path) -> None:
    with pytest.raises(TypeError, match="GeneratedCode"):
        write_files({"files": []}, tmp_path)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="WriteLimits"):
        write_files(GeneratedCode(), tmp_path, limits={"max_files": 1})  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="target_dir"):
        write_files(GeneratedCode(), "")
    with pytest.raises(TypeError, match="content"):
        write_files(
            GeneratedCode.model_construct(
                files=[GeneratedFile.model_construct(file_path="a", content=b"x")]  # type: ignore[arg-type]
            ),
            tmp_path,
        )


def test_os_error_while_checking_is_a_write_failed_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "sub").mkdir()
    real = os.open

    def denied(path: Any, flags: int, *args: Any, **kwargs: Any) -> int:
        if path == "sub":
            raise PermissionError(errno.EACCES, "Permission denied")
        return real(path, flags, *args, **kwargs)

    monkeypatch.setattr(os, "open", denied)
    with pytest.raises(WriteFailedError, match="Permission denied") as info:
        write_files(code_of({"sub/a.py": ""}), tmp_path)
    assert info.value.rolled_back
    assert os.listdir(tmp_path / "sub") == []


def test_many_folders_do_not_exhaust_descriptors(tmp_path: Path) -> None:
    contents = {f"d{i:03}/e/f.py": str(i) for i in range(300)}
    already_open = len(os.listdir("/dev/fd"))
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (already_open + 100, hard))
    try:  # 600 folders, with at most ~100 descriptors
        write_files(code_of(contents), tmp_path)
        report = write_files(code_of(contents), tmp_path, overwrite=True)
    finally:
        resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))
    assert len(report.replaced) == 300
    assert (tmp_path / "d299" / "e" / "f.py").read_bytes() == b"299"
    assert len(os.listdir("/dev/fd")) == already_open


# -- property: whatever the model accepts is written back exactly ----------------------------

NAMES = st.sampled_from(["a", "b", "B", "src", "x.py", "caf\u00e9", "d\u00e9j\u00e0 vu", "_"])
PATHS = st.lists(NAMES, min_size=1, max_size=4).map("/".join)
TEXT = st.text(st.characters(blacklist_categories=["Cs"]), max_size=200)


@st.composite
def batches(draw: st.DrawFn) -> GeneratedCode:
    files: list[GeneratedFile] = []
    seen: list[str] = []
    for path in draw(st.lists(PATHS, max_size=8)):
        try:
            GeneratedCode(files=[GeneratedFile(file_path=p) for p in [*seen, path]])
        except ValueError:
            continue
        seen.append(path)
        files.append(GeneratedFile(file_path=path, content=draw(TEXT)))
    return GeneratedCode(files=files)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(code=batches())
def test_property_written_files_read_back_exactly(code: GeneratedCode) -> None:
    with tempfile.TemporaryDirectory() as temp:
        target = Path(temp) / "out"
        report = write_files(code, target, fsync=False)
        expected = {f.file_path: f.content.encode() for f in code.files}
        assert files_under(target) == expected
        assert sorted(report.created) == sorted(expected)
        again = write_files(code, target, overwrite=True, dry_run=True)
        assert sorted(again.replaced) == sorted(expected)
        assert files_under(target) == expected


@pytest.mark.parametrize("entry", ["write_files", "recover"])
@pytest.mark.parametrize(
    ("target", "timeout", "error", "words"),
    [
        ("", None, ValueError, "non-empty str path"),
        (b"/tmp/x", None, ValueError, "non-empty str path"),
        ("/tmp/x", -1, ValueError, ">= 0 seconds"),
        ("/tmp/x", float("nan"), ValueError, ">= 0 seconds"),
        ("/tmp/x", "5", TypeError, "number of seconds"),
        ("/tmp/x", True, TypeError, "number of seconds"),
    ],
)
def test_both_entry_points_refuse_bad_arguments_alike(
    entry: str, target: Any, timeout: Any, error: type[Exception], words: str
) -> None:
    import artifact_codec.write.writer as writer

    call: Any = getattr(writer, entry)
    args = (GeneratedCode(files=[]), target) if entry == "write_files" else (target,)
    with pytest.raises(error, match=re.escape(words)):
        call(*args, lock_timeout=timeout)


# -- past the commit point: the write is done ------------------------------------------------------


def _two_files() -> GeneratedCode:
    return GeneratedCode(
        files=[
            GeneratedFile(file_path="a.txt", content="new\n"),
            GeneratedFile(file_path="b.txt", content="b\n"),
        ]
    )


def test_a_flush_that_fails_after_the_journal_says_done_is_not_a_failed_write(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The disk reports an I/O error when the staging folder is flushed after the journal was
    renamed to ``journal-done``: every file is in place, so the write succeeded (a crash would
    have been rolled forward to the same files); it is neither reported as failed nor left
    half cleaned up."""
    (tmp_path / "a.txt").write_bytes(b"old\n")
    real_fsync = os.fsync
    failed: list[int] = []

    def fsync(fd: int) -> None:
        try:
            done = os.stat("journal-done", dir_fd=fd, follow_symlinks=False)
        except OSError:
            done = None
        if done is not None:
            failed.append(fd)
            raise OSError(errno.EIO, "Input/output error (injected)")
        real_fsync(fd)

    monkeypatch.setattr(os, "fsync", fsync)
    report = write_files(_two_files(), tmp_path, overwrite=True)
    monkeypatch.setattr(os, "fsync", real_fsync)
    assert failed, "the injected error was never raised"
    assert report.written
    assert sorted(os.listdir(tmp_path)) == ["a.txt", "b.txt"]
    assert files_under(tmp_path) == {"a.txt": b"new\n", "b.txt": b"b\n"}


def test_an_interrupt_after_the_journal_says_done_leaves_the_files_and_no_leftovers(
    tmp_path: Path,
) -> None:
    """Ctrl-C right after ``journal-done`` (every file is in place): the interrupt goes on to
    the caller, and the staging folder (the staged names and backups are the writer's, proven
    by the journal) and the lock file are removed on the way."""
    (tmp_path / "a.txt").write_bytes(b"old\n")

    def interrupt(label: str) -> None:
        if label == "done":
            raise KeyboardInterrupt

    journal.checkpoint_hook = interrupt
    try:
        with pytest.raises(KeyboardInterrupt):
            write_files(_two_files(), tmp_path, overwrite=True)
    finally:
        journal.checkpoint_hook = None
    assert sorted(os.listdir(tmp_path)) == ["a.txt", "b.txt"]
    assert files_under(tmp_path) == {"a.txt": b"new\n", "b.txt": b"b\n"}


# -- a code with edits ---------------------------------------------------------------------------


def test_a_code_with_edits_is_refused_not_written_without_them(tmp_path: Path) -> None:
    """write_files writes whole files; a code that also holds edits (an edit, a deletion, a
    rename of files on disk) is refused whole, naming each operation and what to use instead,
    rather than written with its edits silently dropped."""
    (tmp_path / "app.py").write_text("x = 1\n")
    (tmp_path / "old.py").write_text("gone\n")
    code = GeneratedCode(
        files=[GeneratedFile(file_path="new.py", content="n\n")],
        edits=[
            FileOperation(
                kind=OperationKind.EDIT, path="app.py", hunks=(Hunk(old="x = 1", new="x = 2"),)
            ),
            FileOperation(kind=OperationKind.DELETE, path="old.py"),
        ],
    )
    before = snapshot(tmp_path)
    with pytest.raises(ContentError) as info:
        write_files(code, tmp_path, overwrite=True)
    refused = info.value.report.refused
    assert [(r.rule, r.path) for r in refused] == [
        ("edit-operation", "app.py"),
        ("edit-operation", "old.py"),
    ]
    assert "apply_to_folder()" in refused[0].reason
    assert "a delete operation" in refused[1].reason
    assert snapshot(tmp_path) == before
    dry = write_files(code, tmp_path, dry_run=True)
    assert dry.refused == refused
    assert dry.created == ["new.py"]
    assert snapshot(tmp_path) == before
