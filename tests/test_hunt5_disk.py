"""Hunt (hunt5-disk): files and edits applied to a folder on disk, and the commands that do it
(``apply_to_folder``, ``write_files``, ``artifact-codec apply`` and ``write``, the journal and
lock). Each test is one minimized finding: it states the promise, how it was found and what the
library did. They fail until the library is fixed."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(os.name != "posix", reason="the writer is POSIX only")


def _limit_memory() -> None:
    import resource

    resource.setrlimit(resource.RLIMIT_AS, (1536 << 20, 1536 << 20))


def _cli(*args: str, **kwargs: object) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "artifact_codec", *args],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
        **kwargs,  # type: ignore[arg-type]
    )


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="needs /dev/zero")
def test_write_refuses_an_endless_response_without_a_traceback(tmp_path: Path) -> None:
    """Class (c), the CLI never hangs and never prints a traceback; found by hand, after
    reading ``cli.py``: every command reads its input with ``_read``, which refuses more than
    ``ARTIFACT_CODEC_MAX_INPUT_BYTES`` (64 MiB) with exit 2, except ``write``, which feeds its
    RESPONSE to the stream parser in a loop with no bound. ``artifact-codec write /dev/zero
    --out DIR`` grew until, under a 1.5 GiB address-space limit (set here so that the test
    cannot take the machine down), it died with a ``MemoryError`` traceback and exit 1.
    Expected: the input limit, a one-line error and exit 2, as ``apply`` does."""
    result = _cli("write", "/dev/zero", "--out", str(tmp_path / "out"), preexec_fn=_limit_memory)
    assert "Traceback" not in result.stderr, result.stderr[-500:]
    assert result.returncode == 2, result.stderr[-500:]
    assert not (tmp_path / "out").exists()


def test_write_honours_the_input_limit(tmp_path: Path) -> None:
    """Class (c), same cause as the test above, shown without memory pressure: with
    ``ARTIFACT_CODEC_MAX_INPUT_BYTES=1000``, ``write`` read a 200 kB response on standard
    input whole (it reported "no files were found", exit 1) where ``apply`` refuses it
    (exit 2, "it holds more than 1000 bytes"). The limit is documented for every input."""
    env = {**os.environ, "ARTIFACT_CODEC_MAX_INPUT_BYTES": "1000"}
    big = "a" * 200_000
    result = _cli("write", "-", "--out", str(tmp_path / "out"), input=big, env=env)
    assert result.returncode == 2, (result.returncode, result.stderr[-300:])
    assert "1000 bytes" in result.stderr, result.stderr[-300:]
    assert not (tmp_path / "out").exists()


_ONE_FILE = "a.py\n```python\nx = 1\n```\n"


def test_an_incremental_dry_run_does_not_promise_a_file_the_write_refuses(tmp_path: Path) -> None:
    """Class (c), ``--dry-run`` must say what the write will do; found by hand. ``write
    --incremental --dry-run`` over a folder where ``a.py`` exists (no ``--force``) printed
    ``would write a.py`` and exited 0, while the same command without ``--dry-run`` is refused
    (exit 1, rule ``exists``), and ``write --dry-run`` without ``--incremental`` says "would be
    refused" and exits 1. Cause: a dry run of ``write_files`` returns its refusals in the report
    instead of raising, and ``IncrementalWriter.add`` counts every returned report as written."""
    from artifact_codec.models import GeneratedFile
    from artifact_codec.write.incremental import IncrementalWriter

    (tmp_path / "r.md").write_text(_ONE_FILE)
    out = tmp_path / "o"
    out.mkdir()
    (out / "a.py").write_text("old\n")
    real = _cli("write", str(tmp_path / "r.md"), "--out", str(out), "--incremental")
    assert real.returncode == 1  # the write this dry run is about is refused
    dry = _cli("write", str(tmp_path / "r.md"), "--out", str(out), "--incremental", "--dry-run")
    assert "would write a.py" not in dry.stdout, dry.stdout
    assert dry.returncode == 1, (dry.returncode, dry.stdout, dry.stderr)
    writer = IncrementalWriter(out, dry_run=True)
    writer.add(GeneratedFile(file_path="a.py", content="x = 1\n"))
    assert writer.written == [], writer.written
    assert (out / "a.py").read_text() == "old\n"


def test_an_incremental_write_refused_whole_does_not_list_its_file_as_written(
    tmp_path: Path,
) -> None:
    """Class (c), the report must not claim a write that did not happen; found by hand.
    ``write --incremental --out LINK`` (LINK a symbolic link to a folder: refused, rule
    ``target-is-symlink``) printed ``LINK: 1 file written`` and, with ``--json``,
    ``"write": {"written": ["a.py"], ...}``, while nothing was written (exit 1, "stopped").
    Cause: ``IncrementalWriter.written`` adds up ``created`` of every report, and a refused
    report lists in ``created`` the files that passed their own checks (not written)."""
    import json

    from artifact_codec.models import GeneratedFile
    from artifact_codec.write.incremental import IncrementalWriter

    (tmp_path / "r.md").write_text(_ONE_FILE)
    real = tmp_path / "real"
    real.mkdir()
    (tmp_path / "lnk").symlink_to(real)
    result = _cli(
        "write", str(tmp_path / "r.md"), "--out", str(tmp_path / "lnk"), "--incremental", "--json"
    )
    assert os.listdir(real) == []
    assert result.returncode == 1
    assert json.loads(result.stdout)["write"]["written"] == [], result.stdout
    writer = IncrementalWriter(tmp_path / "lnk")
    writer.add(GeneratedFile(file_path="a.py", content="x = 1\n"))
    assert writer.failure is not None
    assert writer.written == [], writer.written


def test_a_case_only_rename_is_not_said_to_name_a_file_twice(tmp_path: Path) -> None:
    """Class (a), case twins; found by hand (a rename chain probe). A rename that changes only
    the case (``readme.md`` -> ``README.md``, one operation) is refused by design (the two
    names are one file on macOS and Windows), but the feedback told the model "README.md is
    named twice in one answer (a rename, then the new path of a rename) ... send one
    operation for the file": the answer names it once and sent one operation, so the retry
    loop asks for what it already got. Nothing was written (safe). The reason must say what
    is refused: a new name that differs from the old one only in case."""
    from artifact_codec import FileOperation, OperationKind
    from artifact_codec.write.edits import apply_to_folder

    (tmp_path / "readme.md").write_text("hi\n")
    done = apply_to_folder(
        [FileOperation(kind=OperationKind.RENAME, path="readme.md", new_path="README.md")],
        tmp_path,
        fsync=False,
    )
    assert not done.ok
    assert os.listdir(tmp_path) == ["readme.md"]
    feedback = done.edits.feedback()
    assert "named twice" not in feedback, feedback
    assert "case" in feedback, feedback


def test_a_whole_file_over_a_folder_is_refused_as_a_folder(tmp_path: Path) -> None:
    """Class (a), a folder where a file is expected; found by hand (a rename onto a folder,
    then minimized to a whole file). Safe (nothing written), but the reason is false:
    ``apply_to_folder`` of an answer holding the whole file ``pkg.py``, where ``pkg.py`` is a
    folder on disk, said "cannot edit pkg.py: it is not a regular file (rule special-file)"
    (``_read_one`` opens the folder, then finds it is not a regular file), where
    ``write_files`` refuses the same path with rule ``is-a-directory``, "a folder of that name
    exists on disk". A rename onto the folder got the same wrong rule. Errors name the place
    and the fix: the rule the writer uses, naming the folder."""
    from artifact_codec.write.edits import apply_to_folder

    (tmp_path / "pkg.py").mkdir()
    (tmp_path / "pkg.py" / "x.md").write_text("x\n")
    done = apply_to_folder("pkg.py\n```python\nprint('hello')\n```\n", tmp_path, fsync=False)
    assert not done.ok
    assert sorted(os.listdir(tmp_path / "pkg.py")) == ["x.md"]
    assert [refusal.rule for refusal in done.unreadable] == ["is-a-directory"], done.unreadable
