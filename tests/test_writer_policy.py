"""The write policy of docs/security.md, one case per rule.

Every refusal test snapshots the whole temporary folder (the target and a sibling ``outside``
folder: names, types, bytes, link targets, inodes, modes) before and after, and checks that the
error names the path and the rule, and that a dry run returns the same refusals.
"""

from __future__ import annotations

import errno
import os
import re
import signal
import socket
import unicodedata
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from fs_snapshot import snapshot

from artifact_codec import GeneratedCode, GeneratedFile, UnsafePathError
from artifact_codec.errors import ERROR_FOR_RULE
from artifact_codec.write.writer import (
    ContentError,
    DiskConflictError,
    LimitExceededError,
    PathRefusedError,
    SpecialFileError,
    SymlinkError,
    TargetExistsError,
    WriteFailedError,
    WriteLimits,
    WriteRefusedError,
    commit_changes,
    recover,
    write_files,
)


def construct(*files: tuple[str, str]) -> GeneratedCode:
    """A model that skipped validation, as ``model_construct`` allows: the writer must check."""
    return GeneratedCode.model_construct(
        files=[GeneratedFile.model_construct(file_path=p, content=c) for p, c in files]
    )


@pytest.fixture
def world(tmp_path: Path) -> Path:
    """``target`` with a few files, and ``outside`` with files an attacker would like to reach."""
    outside = tmp_path / "outside"
    (outside / "dir").mkdir(parents=True)
    (outside / "secret.txt").write_bytes(b"secret\n")
    (outside / "dir" / "inner.txt").write_bytes(b"inner\n")
    target = tmp_path / "target"
    (target / "pkg").mkdir(parents=True)
    (target / "existing.py").write_bytes(b"old\r\n")
    (target / "pkg" / "mod.py").write_bytes(b"")
    return tmp_path


def refuse(
    world: Path,
    code: GeneratedCode,
    rule: str,
    error: type[WriteRefusedError],
    *,
    target: Path | str | None = None,
    **options: Any,
) -> WriteRefusedError:
    """Write ``code``; expect ``error`` for ``rule`` and no change anywhere; dry-run too."""
    target = world / "target" if target is None else target
    before = snapshot(world)
    with pytest.raises(error) as info:
        write_files(code, target, **options)
    refused = info.value
    assert refused.rule == rule
    assert refused.report.refused[0].rule == rule
    assert refused.path == refused.report.refused[0].path
    assert f"[{rule}]" in str(refused)
    assert not refused.report.written
    assert snapshot(world) == before
    dry = write_files(code, target, dry_run=True, **options)
    assert dry.dry_run
    assert not dry.written
    assert dry.refused == refused.report.refused
    assert dry.created == refused.report.created
    assert snapshot(world) == before
    return refused


# -- lexical rules: the writer calls normalize_path again ------------------------------------

LEXICAL = {
    # traversal, in every spelling
    "parent": ("../evil.py", "traversal"),
    "parent-twice": ("../../etc/evil.py", "traversal"),
    "parent-after-folder": ("a/../../evil.py", "traversal"),
    "parent-inside-project": ("a/../b.py", "traversal"),
    "parent-at-end": ("a/..", "traversal"),
    "parent-alone": ("..", "traversal"),
    "dot-slash-parent": ("./../evil.py", "traversal"),
    "double-slash-parent": ("a//..//../evil.py", "traversal"),
    "fullwidth-dots": ("\uff0e\uff0e/evil.py", "traversal"),
    "one-dot-leaders": ("\u2024\u2024/evil.py", "traversal"),
    "small-full-stops": ("a/\ufe52\ufe52/\ufe52\ufe52/evil.py", "traversal"),
    "backslash-parent": ("..\\evil.py", "backslash"),
    # absolute
    "absolute": ("/etc/evil.py", "absolute"),
    "absolute-root": ("/", "absolute"),
    "absolute-unc-slashes": ("//server/share/evil.py", "absolute"),
    # drive letters
    "drive-letter": ("C:/Windows/evil.py", "drive-letter"),
    "drive-relative": ("c:evil.py", "drive-letter"),
    "drive-only": ("Z:", "drive-letter"),
    "url-https": ("https://github.com/o/r/blob/main/a.py", "url"),
    "url-file": ("file:///etc/evil.py", "url"),
    "drive-backslash": ("C:\\evil.py", "backslash"),
    # backslashes
    "backslash": ("a\\b.py", "backslash"),
    "backslash-unc": ("\\\\server\\share\\evil.py", "backslash"),
    # NUL and control characters
    "nul": ("evil.py\x00.txt", "control-character"),
    "newline": ("a\nb.py", "control-character"),
    "carriage-return": ("a\rb.py", "control-character"),
    "tab": ("a\tb.py", "control-character"),
    "escape": ("a\x1b[2Jb.py", "control-character"),
    "delete": ("a\x7f.py", "control-character"),
    "c1-control": ("a\x85.py", "control-character"),
    # bidi and zero-width characters
    "bidi-override": ("invoice\u202etxt.py", "invisible-character"),
    "bidi-isolate": ("a\u2066.py", "invisible-character"),
    "right-to-left-mark": ("a\u200f.py", "invisible-character"),
    "arabic-letter-mark": ("a\u061c.py", "invisible-character"),
    "zero-width-space": ("a\u200b.py", "invisible-character"),
    "zero-width-joiner": ("a\u200d.py", "invisible-character"),
    "word-joiner": ("a\u2060.py", "invisible-character"),
    "byte-order-mark": ("\ufeffa.py", "invisible-character"),
    # undecodable bytes smuggled as surrogates
    "lone-surrogate": ("\udcff.py", "surrogate-character"),
    # Windows reserved names
    "reserved-con": ("CON", "reserved-name"),
    "reserved-lower-with-extension": ("con.py", "reserved-name"),
    "reserved-in-folder": ("src/NUL.txt", "reserved-name"),
    "reserved-two-extensions": ("nul.tar.gz", "reserved-name"),
    "reserved-com1": ("COM1", "reserved-name"),
    "reserved-lpt9": ("lpt9.log", "reserved-name"),
    "reserved-superscript": ("COM\u00b9", "reserved-name"),
    "reserved-conin": ("CONIN$", "reserved-name"),
    "reserved-space-before-extension": ("AUX .txt", "reserved-name"),
    "reserved-as-folder": ("prn/x.py", "reserved-name"),
    # trailing dot or space
    "trailing-dot": ("a.", "trailing-dot-or-space"),
    "trailing-dots": ("a.py..", "trailing-dot-or-space"),
    "trailing-dot-folder": ("dir./x.py", "trailing-dot-or-space"),
    "trailing-space": ("a.py ", "trailing-dot-or-space"),
    "trailing-space-folder": ("dir /x.py", "trailing-dot-or-space"),
    # .git in any case and spelling
    "git-config": (".git/config", "git-directory"),
    "git-upper": (".GIT/hooks/pre-commit", "git-directory"),
    "git-mixed-nested": ("sub/.Git/HEAD", "git-directory"),
    "git-file": (".git", "git-directory"),
    "git-fullwidth-dot": ("\uff0egit/config", "git-directory"),
    # over-long names
    "component-256-bytes": ("a/" + "x" * 256, "component-too-long"),
    "component-256-utf8-bytes": ("\u00e9" * 128, "component-too-long"),
    "path-over-4096-bytes": ("/".join(["d" * 200] * 21), "path-too-long"),
    # empty
    "empty": ("", "empty"),
    "blank": ("   ", "empty"),
    "only-dots-and-slashes": ("././/", "empty"),
    # a trailing slash names a folder
    "trailing-slash": ("src/", "trailing-slash"),
    "trailing-slash-dot": ("src/.", "trailing-slash"),
    # separators that are not '/'
    "fullwidth-solidus-traversal": ("..\uff0fetc\uff0fpasswd", "lookalike-separator"),
    "fraction-slash": ("..\u2044evil.py", "lookalike-separator"),
    "division-slash": ("..\u2215evil.py", "lookalike-separator"),
    "fullwidth-reverse-solidus": ("..\uff3cevil.py", "lookalike-separator"),
    "account-of-nfkc-a-slash-c": ("\u2100", "lookalike-separator"),
    # depth (a 1,500-name path used to raise RecursionError)
    "depth-1500": ("/".join(["d"] * 1499 + ["x.py"]), "path-too-deep"),
    "depth-65": ("/".join(["d"] * 64 + ["x.py"]), "path-too-deep"),
    # the writer's own names (lock file, staging folders, journal)
    "writer-lock-file": (".artifact-codec.lock", "reserved-by-writer"),
    "writer-staging-folder": (".artifact-codec-tmp-00000000/0", "reserved-by-writer"),
    # names Windows cannot hold (portable, the default)
    "colon": ("ab:c.py", "colon"),
    "ntfs-data-stream": ("file.txt::$DATA", "colon"),
    "less-than": ("a<b.py", "windows-forbidden-character"),
    "greater-than": ("a>b.py", "windows-forbidden-character"),
    "double-quote": ('a"b.py', "windows-forbidden-character"),
    "pipe": ("a|b.py", "windows-forbidden-character"),
    "question-mark": ("a?.py", "windows-forbidden-character"),
    "asterisk": ("src/*.py", "windows-forbidden-character"),
}

# The rules that portable=False relaxes (on POSIX they are plain names).
PORTABLE_ONLY = {"colon", "windows-forbidden-character"}


@pytest.mark.parametrize(("path", "rule"), LEXICAL.values(), ids=LEXICAL.keys())
def test_lexical_rule(world: Path, path: str, rule: str) -> None:
    code = construct(("ok.py", "fine\n"), (path, "evil\n"))
    error = refuse(world, code, rule, PathRefusedError)
    assert isinstance(error, UnsafePathError)
    assert error.path == path
    assert len(error.report.refused) == 1
    assert error.report.created == ["ok.py"]  # what would have been written


@pytest.mark.parametrize(
    ("path", "rule"),
    [(path, rule) for path, rule in LEXICAL.values() if rule in PORTABLE_ONLY],
)
def test_portable_false_writes_windows_forbidden_names(world: Path, path: str, rule: str) -> None:
    report = write_files(construct((path, "x")), world / "target", portable=False)
    assert report.created == [path]
    assert (world / "target" / path).read_bytes() == b"x"


@pytest.mark.parametrize(
    ("path", "rule"),
    [(path, rule) for path, rule in LEXICAL.values() if rule not in PORTABLE_ONLY][::7],
)
def test_portable_false_relaxes_nothing_else(world: Path, path: str, rule: str) -> None:
    refuse(world, construct((path, "x")), rule, PathRefusedError, portable=False)


def test_deepest_allowed_path_is_written(world: Path) -> None:
    path = "/".join(["d"] * 63 + ["x.py"])
    report = write_files(construct((path, "deep")), world / "target")
    assert report.created == [path]
    assert (world / "target" / path).read_bytes() == b"deep"


@pytest.mark.parametrize(
    "path", ["%2e%2e/x.py", "..%2fx.py", "~/x.py", "...x/y.py", "$HOME/x.py", "\u2025x.py"]
)
def test_look_alikes_that_are_plain_names_stay_inside(world: Path, path: str) -> None:
    before = snapshot(world / "outside")
    report = write_files(GeneratedCode(files=[GeneratedFile(file_path=path)]), world / "target")
    assert report.created == [unicodedata.normalize("NFC", path)]
    assert (world / "target" / path).is_file()
    assert snapshot(world / "outside") == before


# -- the batch against itself ----------------------------------------------------------------

CONFLICTS = {
    "same-path": (["a.py", "a.py"], "duplicate"),
    "same-after-normalizing": (["a/b.py", "./a//b.py"], "duplicate"),
    "case": (["README.md", "readme.md"], "duplicate"),
    "nfc": (["caf\u00e9.py", "cafe\u0301.py"], "duplicate"),
    "nfc-and-case": (["caf\u00e9.py", "CAFE\u0301.PY"], "duplicate"),
    "file-then-folder": (["pkg2", "pkg2/mod.py"], "file-directory-conflict"),
    "folder-then-file": (["pkg2/sub/mod.py", "PKG2/sub"], "file-directory-conflict"),
    # one folder spelled in two cases (two folders on Linux, one elsewhere)
    "folder-case": (["src/a.py", "SRC/b.py"], "folder-case-conflict"),
    "inner-folder-case": (["lib/Util/a.py", "lib/util/b.py"], "folder-case-conflict"),
}


@pytest.mark.parametrize(("paths", "rule"), CONFLICTS.values(), ids=CONFLICTS.keys())
def test_paths_of_one_batch_conflict(world: Path, paths: list[str], rule: str) -> None:
    code = construct(*((p, "x") for p in paths))
    error = refuse(world, code, rule, PathRefusedError)
    assert error.path == paths[1]
    assert len(error.report.refused) == 1


def test_every_refusal_of_a_batch_is_reported(world: Path) -> None:
    code = construct(
        ("../a.py", ""),
        ("ok.py", ""),
        ("CON", ""),
        ("OK.py", ""),
        ("existing.py", ""),
        ("big.txt", "x" * 11),
    )
    error = refuse(
        world, code, "traversal", PathRefusedError, limits=WriteLimits(max_file_bytes=10)
    )
    assert [(r.path, r.rule) for r in error.report.refused] == [
        ("../a.py", "traversal"),
        ("CON", "reserved-name"),
        ("OK.py", "duplicate"),
        ("big.txt", "file-too-large"),
        ("existing.py", "exists"),
    ]
    assert "and 4 more refusals" in str(error)


# -- symbolic links: never followed, never replaced ------------------------------------------


def test_symlink_to_outside_file_is_refused(world: Path) -> None:
    (world / "target" / "link.py").symlink_to(world / "outside" / "secret.txt")
    error = refuse(world, construct(("link.py", "pwned")), "symlink", SymlinkError)
    assert "'link.py' is a symbolic link" in error.reason


def test_symlink_to_outside_file_is_refused_even_with_overwrite(world: Path) -> None:
    (world / "target" / "link.py").symlink_to(world / "outside" / "secret.txt")
    refuse(world, construct(("link.py", "pwned")), "symlink", SymlinkError, overwrite=True)


def test_symlink_to_outside_directory_is_refused(world: Path) -> None:
    (world / "target" / "linkdir").symlink_to(world / "outside" / "dir")
    code = construct(("linkdir/inner.txt", "pwned"), ("linkdir/new.py", "pwned"))
    error = refuse(world, code, "symlink", SymlinkError, overwrite=True)
    assert [r.rule for r in error.report.refused] == ["symlink", "symlink"]
    assert "'linkdir' is a symbolic link" in error.reason


def test_symlink_deep_in_the_path_is_refused(world: Path) -> None:
    (world / "target" / "pkg" / "up").symlink_to("../..")
    refuse(world, construct(("pkg/up/outside/evil.py", "pwned")), "symlink", SymlinkError)


def test_symlink_to_a_folder_inside_the_target_is_refused(world: Path) -> None:
    (world / "target" / "alias").symlink_to("pkg")
    refuse(world, construct(("alias/new.py", "x")), "symlink", SymlinkError)


def test_dangling_symlink_is_refused(world: Path) -> None:
    (world / "target" / "dangling.py").symlink_to(world / "outside" / "created-by-writer.py")
    refuse(world, construct(("dangling.py", "pwned")), "symlink", SymlinkError, overwrite=True)
    assert not (world / "outside" / "created-by-writer.py").exists()


def test_dangling_symlink_as_folder_is_refused(world: Path) -> None:
    (world / "target" / "gone").symlink_to(world / "outside" / "not-yet")
    refuse(world, construct(("gone/evil.py", "pwned")), "symlink", SymlinkError)
    assert not (world / "outside" / "not-yet").exists()


def test_symlink_loop_is_refused(world: Path) -> None:
    (world / "target" / "loop").symlink_to("loop")
    refuse(world, construct(("loop/x.py", "x")), "symlink", SymlinkError)


def test_target_that_is_a_symlink_is_refused(world: Path) -> None:
    """Every spelling that names the link's folder through the link: a trailing ``/`` or
    ``/.`` makes the kernel resolve the link itself, so they are refused alike."""
    (world / "link-target").symlink_to(world / "outside")
    link = world / "link-target"
    for spelling in (link, f"{link}/", f"{link}/.", f"{link}/./", f"{link}//.//./"):
        error = refuse(
            world, construct(("a.py", "x")), "target-is-symlink", SymlinkError, target=spelling
        )
        assert error.path == str(spelling)
        before = snapshot(world)
        with pytest.raises(SymlinkError):
            commit_changes({"a.py": "x"}, spelling, expected={"a.py": None})
        with pytest.raises(WriteFailedError, match="the target folder is a symbolic link"):
            recover(spelling)
        assert snapshot(world) == before
    assert sorted(os.listdir(world / "outside")) == ["dir", "secret.txt"]


def test_resolved_target_may_be_reached_through_a_symlink(world: Path) -> None:
    (world / "link-target").symlink_to(world / "target")
    resolved = os.path.realpath(world / "link-target")
    write_files(GeneratedCode(files=[GeneratedFile(file_path="new.py")]), resolved)
    assert (world / "target" / "new.py").read_bytes() == b""


# -- hard links, special files, what exists --------------------------------------------------


def test_hardlink_is_never_written_through(world: Path) -> None:
    secret = world / "outside" / "secret.txt"
    os.link(secret, world / "target" / "hard.txt")
    before = snapshot(world / "outside")
    report = write_files(
        GeneratedCode(files=[GeneratedFile(file_path="hard.txt", content="new")]),
        world / "target",
        overwrite=True,
    )
    assert report.replaced == ["hard.txt"]
    written = os.lstat(world / "target" / "hard.txt")
    assert written.st_ino != os.lstat(secret).st_ino
    assert written.st_nlink == 1
    assert (world / "target" / "hard.txt").read_bytes() == b"new"
    after = snapshot(world / "outside")
    assert after[""] == before[""]
    assert after["secret.txt"]["data"] == b"secret\n"
    assert after["secret.txt"]["inode"] == before["secret.txt"]["inode"]
    assert after["secret.txt"]["links"] == 1  # was 2 while the target held the other link


def test_hardlink_without_overwrite_is_refused(world: Path) -> None:
    os.link(world / "outside" / "secret.txt", world / "target" / "hard.txt")
    refuse(world, construct(("hard.txt", "pwned")), "exists", TargetExistsError)


@contextmanager
def no_hang(seconds: int = 10) -> Iterator[None]:
    """Fail instead of hanging forever if something opens a FIFO."""

    def expire(signum: int, frame: object) -> None:
        raise TimeoutError("the writer blocked (did it open a FIFO?)")

    previous = signal.signal(signal.SIGALRM, expire)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def test_fifo_is_refused_without_opening_it(world: Path) -> None:
    os.mkfifo(world / "target" / "pipe.py")
    with no_hang():
        error = refuse(
            world, construct(("pipe.py", "x")), "special-file", SpecialFileError, overwrite=True
        )
    assert "FIFO" in error.reason


def test_fifo_as_folder_is_refused(world: Path) -> None:
    os.mkfifo(world / "target" / "pipe")
    with no_hang():
        refuse(world, construct(("pipe/x.py", "x")), "special-file", SpecialFileError)


def test_socket_is_refused(world: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(world / "target")  # a short relative name: socket paths are limited
    with socket.socket(socket.AF_UNIX) as server:
        server.bind("sock")
        with no_hang():
            error = refuse(
                world, construct(("sock", "x")), "special-file", SpecialFileError, overwrite=True
            )
    assert "socket" in error.reason


def test_existing_file_is_not_overwritten_unless_asked(world: Path) -> None:
    error = refuse(world, construct(("existing.py", "new")), "exists", TargetExistsError)
    assert "overwrite=True" in error.reason


def test_existing_file_is_replaced_when_asked(world: Path) -> None:
    old_inode = os.lstat(world / "target" / "existing.py").st_ino
    report = write_files(
        construct(("existing.py", "new")), world / "target", overwrite=True, fsync=False
    )
    assert report.replaced == ["existing.py"]
    assert report.created == []
    assert (world / "target" / "existing.py").read_bytes() == b"new"
    assert os.lstat(world / "target" / "existing.py").st_ino != old_inode


def test_folder_where_the_file_goes_is_refused(world: Path) -> None:
    refuse(world, construct(("pkg", "x")), "is-a-directory", DiskConflictError, overwrite=True)


def test_file_where_a_folder_is_needed_is_refused(world: Path) -> None:
    refuse(
        world,
        construct(("existing.py/x.py", "x")),
        "not-a-directory",
        DiskConflictError,
        overwrite=True,
    )


def test_existing_name_in_another_case_is_refused(world: Path) -> None:
    error = refuse(
        world, construct(("EXISTING.py", "x")), "case-conflict", DiskConflictError, overwrite=True
    )
    assert "'existing.py' exists on disk" in error.reason


def test_existing_folder_in_another_case_is_refused(world: Path) -> None:
    refuse(world, construct(("Pkg/new.py", "x")), "case-conflict", DiskConflictError)


def test_existing_name_in_another_normalization_is_refused(world: Path) -> None:
    (world / "target" / "cafe\u0301.py").write_bytes(b"nfd")
    refuse(world, construct(("caf\u00e9.py", "x")), "case-conflict", DiskConflictError)


def test_target_that_is_a_file_is_refused(world: Path) -> None:
    refuse(
        world,
        construct(("a.py", "x")),
        "target-not-a-directory",
        DiskConflictError,
        target=world / "target" / "existing.py",
    )


def test_target_below_a_file_is_refused(world: Path) -> None:
    refuse(
        world,
        construct(("a.py", "x")),
        "target-not-a-directory",
        DiskConflictError,
        target=world / "target" / "existing.py" / "sub",
    )


# -- limits and content ----------------------------------------------------------------------


def test_too_many_files(world: Path) -> None:
    code = construct(*((f"f{i}.py", "") for i in range(4)))
    error = refuse(
        world, code, "too-many-files", LimitExceededError, limits=WriteLimits(max_files=3)
    )
    assert error.path == str(world / "target")
    write_files(code, world / "target", limits=WriteLimits(max_files=4), fsync=False)
    assert (world / "target" / "f3.py").exists()


def test_file_too_large_counts_utf8_bytes(world: Path) -> None:
    code = construct(("small.py", "x"), ("big.py", "\u00e9" * 3))  # 6 bytes, 3 characters
    error = refuse(
        world, code, "file-too-large", LimitExceededError, limits=WriteLimits(max_file_bytes=5)
    )
    assert error.path == "big.py"
    assert "6 bytes" in error.reason
    write_files(code, world / "target", limits=WriteLimits(max_file_bytes=6), fsync=False)
    assert (world / "target" / "big.py").read_bytes() == "\u00e9\u00e9\u00e9".encode()


def test_total_too_large(world: Path) -> None:
    code = construct(("a.py", "x" * 6), ("b.py", "y" * 5))
    limits = WriteLimits(max_total_bytes=10)
    error = refuse(world, code, "total-too-large", LimitExceededError, limits=limits)
    assert "11 bytes" in error.reason
    write_files(code, world / "target", limits=WriteLimits(max_total_bytes=11), fsync=False)
    assert (world / "target" / "b.py").read_bytes() == b"yyyyy"


def test_content_that_utf8_cannot_encode(world: Path) -> None:
    refuse(world, construct(("a.py", "x\ud800y")), "unencodable-content", ContentError)


# -- all or nothing: failures injected half way ----------------------------------------------


def fail_on_call(
    monkeypatch: pytest.MonkeyPatch, name: str, number: int, error: BaseException
) -> list[int]:
    """Make ``os.<name>`` raise ``error`` on its ``number``-th call (1-based); count calls."""
    real = getattr(os, name)
    calls = [0]

    def wrapper(*args: Any, **kwargs: Any) -> Any:
        calls[0] += 1
        if calls[0] == number:
            raise error
        return real(*args, **kwargs)

    monkeypatch.setattr(os, name, wrapper)
    return calls


BATCH = [
    ("existing.py", "replaced\n"),
    ("pkg/mod.py", "replaced too\n"),
    ("new/deep/a.py", "created\n"),
    ("new/b.py", "created\r\n"),
    ("top.py", ""),
]


def assert_rolled_back(world: Path, monkeypatch: pytest.MonkeyPatch, name: str, n: int) -> None:
    before = snapshot(world)
    with monkeypatch.context() as patch:
        calls = fail_on_call(patch, name, n, OSError(errno.ENOSPC, "No space left on device"))
        with pytest.raises(WriteFailedError) as info:
            write_files(construct(*BATCH), world / "target", overwrite=True)
    assert calls[0] >= n, f"os.{name} was called only {calls[0]} times"
    error = info.value
    assert error.rolled_back
    assert error.rule == "os-error"
    assert "No space left on device; nothing was changed" in str(error)
    assert isinstance(error.__cause__, OSError)
    assert snapshot(world) == before  # no staging folder, no new file, old files restored


@pytest.mark.parametrize("n", [1, 2])
def test_failure_in_replace_is_rolled_back(
    world: Path, monkeypatch: pytest.MonkeyPatch, n: int
) -> None:
    assert_rolled_back(world, monkeypatch, "replace", n)


@pytest.mark.parametrize("n", [1, 2, 3, 4, 5])
def test_failure_in_link_is_rolled_back(
    world: Path, monkeypatch: pytest.MonkeyPatch, n: int
) -> None:
    assert_rolled_back(world, monkeypatch, "link", n)


@pytest.mark.parametrize("n", [1, 2, 4])
def test_failure_while_staging_is_rolled_back(
    world: Path, monkeypatch: pytest.MonkeyPatch, n: int
) -> None:
    assert_rolled_back(world, monkeypatch, "write", n)


@pytest.mark.parametrize("n", [1, 2, 3])
def test_failure_creating_folders_is_rolled_back(
    world: Path, monkeypatch: pytest.MonkeyPatch, n: int
) -> None:
    assert_rolled_back(world, monkeypatch, "mkdir", n)  # 1: the staging folder


@pytest.mark.parametrize("n", [1, 5, 8, 10])
def test_failure_in_fsync_is_rolled_back(
    world: Path, monkeypatch: pytest.MonkeyPatch, n: int
) -> None:
    # 1 the target (staging folder made), 2-6 files, 7-8 the journal, 9- folders after renames
    assert_rolled_back(world, monkeypatch, "fsync", n)


@pytest.mark.parametrize(
    "name",
    [".artifact-codec-tmp-", "2", "new", "deep"],
    ids=["staging-folder", "staged-file", "new-folder", "new-subfolder"],
)
def test_failure_opening_is_rolled_back(
    world: Path, monkeypatch: pytest.MonkeyPatch, name: str
) -> None:
    real_open = os.open
    calls = [0]

    def failing_open(path: Any, *args: Any, **kwargs: Any) -> int:
        if isinstance(path, str) and path.startswith(name):
            calls[0] += 1
            raise OSError(errno.EMFILE, "Too many open files")
        return real_open(path, *args, **kwargs)

    before = snapshot(world)
    with monkeypatch.context() as patch:
        patch.setattr(os, "open", failing_open)
        with pytest.raises(WriteFailedError, match="Too many open files") as info:
            write_files(construct(*BATCH), world / "target", overwrite=True)
    assert calls[0] == 1
    assert info.value.rolled_back
    assert snapshot(world) == before


def test_interrupt_is_rolled_back_and_raised_again(
    world: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    before = snapshot(world)
    with monkeypatch.context() as patch:
        fail_on_call(patch, "link", 3, KeyboardInterrupt())
        with pytest.raises(KeyboardInterrupt):
            write_files(construct(*BATCH), world / "target", overwrite=True)
    assert snapshot(world) == before


def test_failure_removes_a_target_it_created(world: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    before = snapshot(world)
    target = world / "made" / "for" / "this"
    with monkeypatch.context() as patch:
        fail_on_call(patch, "link", 2, OSError(errno.EIO, "Input/output error"))
        with pytest.raises(WriteFailedError, match="Input/output error"):
            write_files(construct(*BATCH), target)
    assert snapshot(world) == before
    assert not (world / "made").exists()


def test_file_appearing_after_the_check_is_not_overwritten(
    world: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    real_link = os.link
    intruder = world / "target" / "top.py"

    def racing_link(*args: Any, **kwargs: Any) -> None:
        if not intruder.exists():
            intruder.write_bytes(b"written by someone else")
        real_link(*args, **kwargs)

    monkeypatch.setattr(os, "link", racing_link)
    with pytest.raises(WriteFailedError, match="File exists") as info:
        write_files(construct(("top.py", "mine")), world / "target")
    assert info.value.rolled_back
    assert intruder.read_bytes() == b"written by someone else"
    assert sorted(os.listdir(world / "target")) == ["existing.py", "pkg", "top.py"]


def test_folder_swapped_for_a_symlink_after_the_check_is_not_followed(
    world: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    real_mkdir = os.mkdir
    pkg = world / "target" / "pkg"

    def swapping_mkdir(*args: Any, **kwargs: Any) -> None:
        # The staging folder is made after the last check (which runs under the lock).
        if str(args[0]).startswith(".artifact-codec-tmp-") and not pkg.is_symlink():
            os.rename(pkg, world / "pkg-moved")
            pkg.symlink_to(world / "outside")
        real_mkdir(*args, **kwargs)

    monkeypatch.setattr(os, "mkdir", swapping_mkdir)
    before_outside = snapshot(world / "outside")
    with pytest.raises(WriteFailedError) as info:
        write_files(construct(("pkg/new.py", "pwned")), world / "target")
    assert info.value.rolled_back
    assert isinstance(info.value.__cause__, OSError)
    # O_NOFOLLOW | O_DIRECTORY refused the link: Linux says ENOTDIR, others ELOOP.
    assert info.value.__cause__.errno in (errno.ENOTDIR, errno.ELOOP)
    assert snapshot(world / "outside") == before_outside
    assert sorted(os.listdir(world / "pkg-moved")) == ["mod.py"]
    assert not any(name.startswith(".artifact-codec-tmp-") for name in os.listdir(world / "target"))


def test_file_swapped_for_a_folder_after_the_check_is_not_moved(
    world: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    real_mkdir = os.mkdir
    existing = world / "target" / "existing.py"

    def swapping_mkdir(*args: Any, **kwargs: Any) -> None:
        # The staging folder is made after the last check (which runs under the lock).
        if str(args[0]).startswith(".artifact-codec-tmp-") and existing.is_file():
            existing.unlink()
            real_mkdir(existing)
            (existing / "keep.txt").write_bytes(b"keep")
        real_mkdir(*args, **kwargs)

    monkeypatch.setattr(os, "mkdir", swapping_mkdir)
    with pytest.raises(WriteFailedError, match="changed since the check") as info:
        write_files(construct(("existing.py", "new")), world / "target", overwrite=True)
    assert info.value.rolled_back
    assert (existing / "keep.txt").read_bytes() == b"keep"
    assert sorted(os.listdir(world / "target")) == ["existing.py", "pkg"]


def test_failed_rollback_is_reported(world: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    with monkeypatch.context() as patch:
        fail_on_call(patch, "link", 3, OSError(errno.EIO, "Input/output error"))
        fail_on_call(patch, "unlink", 1, OSError(errno.EIO, "Input/output error"))
        with pytest.raises(WriteFailedError) as info:
            write_files(construct(("a.py", "a"), ("b.py", "b"), ("c.py", "c")), world / "target")
    error = info.value
    assert not error.rolled_back
    assert error.rollback_errors
    assert "undoing it failed too" in str(error)
    assert "nothing was changed" not in str(error)


def test_security_doc_lists_every_rule() -> None:
    doc = (Path(__file__).parent.parent / "docs" / "security.md").read_text("utf-8")
    documented: set[str] = set()
    for line in doc.splitlines():
        if line.startswith("| `"):
            first_cell = line.split("|")[1]
            documented.update(re.findall(r"`([a-z0-9-]+)`", first_cell))
    tested = {rule for _, rule in LEXICAL.values()} | {rule for _, rule in CONFLICTS.values()}
    # (a rule of reading an answer only, never of writing: tested where answers are read,
    # tests/test_fix_hunt69_40_alike.py and tests/test_fix_hunt76_41.py)
    reading_only = {"shown-alike"}
    assert documented == tested | set(ERROR_FOR_RULE) | reading_only
