"""Checking many logged responses at once: what ``artifact-codec validate`` runs.

Inputs are files, directories (walked recursively, in sorted order, hidden entries skipped) and
``-`` for standard input. Each response is read with :func:`parse_response` (or strictly with
:func:`loads` under ``strict=True``) in a worker process when ``jobs > 1``; results come back in
input order.
"""

from __future__ import annotations

import os
import signal
import stat
import sys
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from fnmatch import fnmatch
from pathlib import Path
from typing import Any

from ..errors import ArtifactDecodeError, not_utf8
from ..ingest.response import parse_response
from ..read.parser import loads
from ..result import Diagnostic, Format, ParseResult, Severity, Status

__all__ = [
    "BatchSummary",
    "check_response",
    "collect_inputs",
    "ignore_interrupts",
    "run_batch",
    "shut_down",
]

STDIN = "-"


def collect_inputs(
    paths: Iterable[str],
    *,
    pattern: str = "*",
    on_skip: Callable[[str, str], None] | None = None,
) -> list[str]:
    """Expand directories (recursively, sorted, skipping hidden names) into their files.

    In a directory only regular files are taken: a FIFO, socket or device found there would
    block or never end when read, so it is skipped (checked with ``stat``, before any
    ``open``), and ``on_skip(path, reason)`` is told. A path given by name is taken as it is
    (it may be a pipe on purpose, such as ``<(command)``).
    """
    found: list[str] = []
    for name in paths:
        if name == STDIN or not os.path.isdir(name):
            found.append(name)
            continue
        for directory, subdirs, files in os.walk(name):
            subdirs[:] = sorted(d for d in subdirs if not d.startswith("."))
            for file in sorted(files):
                if not file.startswith(".") and fnmatch(file, pattern):
                    path = os.path.join(directory, file)
                    reason = _not_regular(path)
                    if reason is None:
                        found.append(path)
                    elif on_skip is not None:
                        on_skip(path, reason)
    return found


def _not_regular(path: str) -> str | None:
    """Why ``path`` is not a regular file to read (``stat`` follows symlinks), or None."""
    try:
        mode = os.stat(path).st_mode
    except OSError as error:
        return f"cannot stat it: {error.strerror}"
    if stat.S_ISREG(mode):
        return None
    return "not a regular file (a FIFO, socket or device would block or never end)"


def check_response(
    source: str,
    data: bytes,
    *,
    strict: bool = False,
    finish_reason: str | None = None,
) -> ParseResult:
    """Read one response (its raw bytes) the way ``validate`` does."""
    if not strict:
        return parse_response(data, finish_reason=finish_reason, source=source)
    try:
        text = data.decode("utf-8")
        code = loads(text)
    except UnicodeDecodeError as error:
        bad = not_utf8(data, error)
        diagnostic = Diagnostic("invalid-utf8", Severity.ERROR, bad.msg, bad.lineno, bad.colno)
    except ArtifactDecodeError as error:
        diagnostic = Diagnostic(
            "strict-error", Severity.ERROR, error.msg, error.lineno, error.colno
        )
    else:
        return ParseResult(Status.CLEAN, Format.HYBRID, code, source=source)
    return ParseResult(Status.INVALID, Format.NONE, diagnostics=[diagnostic], source=source)


_Job = tuple[str, bytes | None, bool, bool, bool]


def _check_file(job: _Job) -> dict[str, Any]:
    source, data, strict, with_code, with_text = job
    if data is None:
        data = Path(source).read_bytes()
    result = check_response(source, data, strict=strict)
    checked = result.to_dict(include_code=with_code)
    if with_text and result.status is not Status.CLEAN:
        checked["response"] = data.decode("utf-8", "replace")
    return checked


def ignore_interrupts() -> None:
    """Make a worker process ignore Ctrl-C (SIGINT): the terminal sends it to every process of
    the command, and the parent, not each worker, stops the work (no traceback per worker)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def shut_down(pool: ProcessPoolExecutor) -> None:
    """Stop a pool at once: cancel what has not started (on Ctrl-C, not wait for all of it)."""
    pool.shutdown(wait=True, cancel_futures=True)


@dataclass
class BatchSummary:
    """Counts over a batch, by status and by format."""

    total: int = 0
    by_status: Counter[str] = field(default_factory=Counter)
    by_format: Counter[str] = field(default_factory=Counter)
    unusable: int = 0

    def add(self, result: dict[str, Any]) -> None:
        self.total += 1
        self.by_status[result["status"]] += 1
        self.by_format[result["format"]] += 1
        if not result["usable"]:
            self.unusable += 1

    def to_dict(self) -> dict[str, Any]:
        return {
            "summary": True,
            "total": self.total,
            "usable": self.total - self.unusable,
            "unusable": self.unusable,
            "by_status": {s.value: self.by_status[s.value] for s in Status},
            "by_format": {f.value: self.by_format[f.value] for f in Format},
        }

    def table(self) -> str:
        """A plain-text table of the counts."""
        lines = [f"{'status':<16}{'count':>8}"]
        for status in Status:
            if self.by_status[status.value]:
                lines.append(f"{status.value:<16}{self.by_status[status.value]:>8}")
        lines.append(f"{'format':<16}{'count':>8}")
        for format in Format:
            if self.by_format[format.value]:
                lines.append(f"{format.value:<16}{self.by_format[format.value]:>8}")
        lines.append(
            f"{self.total} response{'s' if self.total != 1 else ''}: "
            f"{self.total - self.unusable} usable, {self.unusable} unusable"
        )
        return "\n".join(lines)


def run_batch(
    inputs: list[str],
    *,
    strict: bool = False,
    jobs: int = 1,
    with_code: bool = False,
    with_text: bool = False,
) -> Iterator[dict[str, Any]]:
    """Yield one result dict (``ParseResult.to_dict``) per input, in input order; with
    ``with_text``, a result that is not ``clean`` also has the response's text (``"response"``)."""
    work: list[_Job] = [
        (name, sys.stdin.buffer.read() if name == STDIN else None, strict, with_code, with_text)
        for name in inputs
    ]
    if jobs <= 1 or len(work) < 2:
        for job in work:
            yield _safe_check(job)
        return
    pool = ProcessPoolExecutor(max_workers=jobs, initializer=ignore_interrupts)
    try:
        chunk = max(1, min(64, len(work) // (jobs * 8)))
        yield from pool.map(_safe_check, work, chunksize=chunk)
    finally:
        shut_down(pool)


def _safe_check(job: _Job) -> dict[str, Any]:
    try:
        return _check_file(job)
    except OSError as error:
        result = ParseResult(
            Status.INVALID,
            Format.NONE,
            diagnostics=[
                Diagnostic("unreadable-file", Severity.ERROR, f"cannot read the file: {error}")
            ],
            source=job[0],
        )
        return result.to_dict(include_code=False)
