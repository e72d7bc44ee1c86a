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
    result = _cli(
        "write", "/dev/zero", "--out", str(tmp_path / "out"), preexec_fn=_limit_memory
    )
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
