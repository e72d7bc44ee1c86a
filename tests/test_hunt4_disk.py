"""Hunt (hunt4-disk): edits and files applied to a folder on disk. Each test is one minimized
finding: it states the promise (docs/security.md, docs/edits.md), how it was found and what
the library did. They fail until the library is fixed."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest

from artifact_codec.write.edits import apply_to_folder

pytestmark = pytest.mark.skipif(os.name != "posix", reason="the writer is POSIX only")

SEARCH_REPLACE = "{path}\n```\n<<<<<<< SEARCH\n{old}=======\n{new}>>>>>>> REPLACE\n```\n"


def test_an_edit_keeps_a_private_file_private(tmp_path: Path) -> None:
    """Class (b), the files on disk differ from the pure result: mode. Found by
    benchmarks/hunt_hunt4-disk.py (22 of 177 applied sets in 800 trials, seed 2, widened a
    file's mode to other users). An edit "changes lines of a file, so the file keeps its
    executable bits" (docs/security.md, Modes), but the commit rebuilds the mode as
    ``0o644 | exec bits``: a ``0o600`` file of secrets (``.env``, a key, a token) edited by
    ``apply_to_folder`` or ``artifact-codec apply`` came out ``0o644``, readable by every user
    of the machine. The library reported ``ok`` and wrote the right bytes with mode 0o644."""
    secret = tmp_path / "secret.env"
    secret.write_text("KEY=1\n")
    os.chmod(secret, 0o600)
    done = apply_to_folder(
        SEARCH_REPLACE.format(path="secret.env", old="KEY=1\n", new="KEY=2\n"),
        tmp_path,
        fsync=False,
    )
    assert done.ok
    assert secret.read_text() == "KEY=2\n"
    assert stat.S_IMODE(os.stat(secret).st_mode) & 0o077 == 0, oct(os.stat(secret).st_mode)


def test_a_symlinked_folder_is_refused_as_a_symlink_naming_the_link(tmp_path: Path) -> None:
    """Class (a), a link inside the target pointing out; found by hand. Safe (nothing was read
    or written outside), but the refusal misleads: ``write_files`` refuses ``sub/new.py`` with
    rule ``symlink`` ("'sub' is a symbolic link on disk; ... remove it first"), while
    ``apply_to_folder`` (and ``artifact-codec apply``) said rule ``unreadable``, "it cannot be
    read safely (Not a directory)", of a path whose folder *is* a directory, through a link.
    Errors name the place and the fix: the rule is ``symlink`` and the reason names ``sub``."""
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "x.py").write_text("x = 1\n")
    target = tmp_path / "t"
    target.mkdir()
    (target / "sub").symlink_to(outside)
    done = apply_to_folder(
        SEARCH_REPLACE.format(path="sub/x.py", old="x = 1\n", new="x = 2\n"), target, fsync=False
    )
    assert not done.ok
    assert (outside / "x.py").read_text() == "x = 1\n"
    assert [refusal.rule for refusal in done.unreadable] == ["symlink"], done.unreadable
    assert "'sub'" in done.unreadable[0].reason, done.unreadable[0].reason


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


def _edits(old: str, new: str) -> str:
    return "".join(SEARCH_REPLACE.format(path=f"f{i}.py", old=old, new=new) for i in range(4))


def test_apply_after_a_crash_recovers_before_it_reads(tmp_path: Path) -> None:
    """Class (a), a stale journal left by a crashed run. Found with a SIGKILL at each
    checkpoint of a 4-file apply, then ``artifact-codec apply`` of the next answer: killed
    after its second replacement, the folder is mixed (f0, f1 new; f2, f3 old) with a journal
    that rolls it forward. "Recovery runs, under the lock, at the start of the next
    write_files" (docs/security.md, section 4), but ``apply_to_folder`` reads and matches the
    files *before* it reaches the writer: the next answer's edits (written for the batch's
    files, ``x = 2``) were refused against the half-committed files ("matched nothing",
    feedback that asks the model to quote a state that never existed as a whole), and as
    the write was never reached, the folder was left mixed, staging folder and all.
    Expected: apply recovers first, so the edits meet the whole new tree and apply."""
    import subprocess
    import sys

    target = tmp_path / "t"
    target.mkdir()
    for i in range(4):
        (target / f"f{i}.py").write_text("x = 1\n")
    killed = subprocess.run(
        [sys.executable, "-c", _KILLED_MID_COMMIT, str(target), _edits("x = 1\n", "x = 2\n")],
        capture_output=True,
        check=False,
    )
    assert killed.returncode == -9, killed.stderr
    mixed = sorted((target / f"f{i}.py").read_text() for i in range(4))
    assert mixed == ["x = 1\n", "x = 1\n", "x = 2\n", "x = 2\n"]  # the crash this test is about
    done = apply_to_folder(_edits("x = 2\n", "x = 3\n"), target, fsync=False)
    assert done.ok, done.edits.feedback()
    assert [(target / f"f{i}.py").read_text() for i in range(4)] == ["x = 3\n"] * 4
    assert sorted(os.listdir(target)) == [f"f{i}.py" for i in range(4)]


def _limit_memory() -> None:
    import resource

    resource.setrlimit(resource.RLIMIT_AS, (1536 << 20, 1536 << 20))


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="needs /dev/zero")
def test_an_endless_answer_is_refused_without_a_traceback(tmp_path: Path) -> None:
    """Class (c), the CLI never hangs and never prints a traceback; found by hand. ``_read``
    reads the whole ANSWER into memory with no bound: ``artifact-codec apply /dev/zero --to
    DIR`` (or an endless pipe on ``-``) grew until the machine ran out of memory; under a
    1.5 GiB address-space limit (set here so that the test cannot take the machine down) it
    died in 4 s with a ``MemoryError`` traceback and exit 1. Every command shares ``_read``.
    Expected: a bound on the answer's size, a one-line error and exit 2 (an answer that
    cannot be read)."""
    import subprocess
    import sys

    (tmp_path / "p").mkdir()
    result = subprocess.run(
        [sys.executable, "-m", "artifact_codec", "apply", "/dev/zero", "--to", str(tmp_path / "p")],
        capture_output=True,
        text=True,
        timeout=120,
        preexec_fn=_limit_memory,  # the limit keeps the machine safe
        check=False,
    )
    assert "Traceback" not in result.stderr, result.stderr[-500:]
    assert result.returncode == 2, result.stderr[-500:]
    assert os.listdir(tmp_path / "p") == []


def test_a_file_named_in_nfd_on_disk_is_not_said_to_be_missing(tmp_path: Path) -> None:
    """Class (a), a path that differs only by Unicode normalization on this file system; found
    by hand. Paths are normalized to NFC, so ``café.py`` stored in NFD (as files unpacked from
    a macOS archive are) can never be read: ``apply_to_folder`` told the model "cannot edit
    café.py: it does not exist ...; check the path, or create the file with its whole
    content". Doing so is refused too (the writer's rule ``case-conflict``: "an existing name
    differs from the new one only in case or normalization"), so the retry loop asks for
    something that can never succeed. Safe (nothing written), but the reason is false:
    the refusal must name the name on disk with the writer's rule, not claim it is missing."""
    import unicodedata

    on_disk = tmp_path / unicodedata.normalize("NFD", "café.py")
    on_disk.write_text("x = 1\n")
    done = apply_to_folder(
        SEARCH_REPLACE.format(path="café.py", old="x = 1\n", new="x = 2\n"), tmp_path, fsync=False
    )
    assert not done.ok
    assert on_disk.read_text() == "x = 1\n"
    feedback = done.edits.feedback()
    assert "does not exist" not in feedback, feedback
    assert "case-conflict" in [refusal.rule for refusal in done.unreadable], feedback


def test_a_dry_run_does_not_promise_a_write_the_folder_refuses(tmp_path: Path) -> None:
    """Class (c), ``--dry-run``; found by hand. A folder holding a staging folder the writer
    did not make (here: open to other users) refuses every write until someone looks at it
    (docs/security.md, "Leftovers the writer did not make"). ``apply --dry-run`` exits 0
    ("applicable") and ``apply_to_folder(dry_run=True).ok`` is true, yet the same call
    without ``dry_run`` raises ``WriteFailedError`` (rule ``recovery-failed``), with nothing
    changed between them. A dry run is the caller's check before the write: it must report
    what the write will do, here a refusal (``ok`` false, the leftover named)."""
    from artifact_codec.errors import WriteFailedError

    (tmp_path / "a.py").write_text("x = 1\n")
    foreign = tmp_path / ".artifact-codec-tmp-0123456789abcdef"
    foreign.mkdir(mode=0o755)
    (foreign / "journal").write_text("not ours\n")
    answer = SEARCH_REPLACE.format(path="a.py", old="x = 1\n", new="x = 2\n")
    with pytest.raises(WriteFailedError):
        apply_to_folder(answer, tmp_path, fsync=False)
    assert (tmp_path / "a.py").read_text() == "x = 1\n"
    dry = apply_to_folder(answer, tmp_path, dry_run=True)
    assert not dry.ok, "the dry run said the edits would be written"


def test_a_renamed_private_file_stays_private(tmp_path: Path) -> None:
    """Class (b), mode, as the first test: found next to it by hand. "A renamed file is its
    old file under a new name" (the writer keeps its executable bits), but a ``0o600`` key
    renamed by ``apply_to_folder`` came out ``0o644``: ok, right bytes, readable by all."""
    from artifact_codec import FileOperation, OperationKind

    (tmp_path / "k.pem").write_text("secret\n")
    os.chmod(tmp_path / "k.pem", 0o600)
    done = apply_to_folder(
        [FileOperation(kind=OperationKind.RENAME, path="k.pem", new_path="key.pem")],
        tmp_path,
        fsync=False,
    )
    assert done.ok
    assert (tmp_path / "key.pem").read_text() == "secret\n"
    mode = stat.S_IMODE(os.stat(tmp_path / "key.pem").st_mode)
    assert mode & 0o077 == 0, oct(mode)
