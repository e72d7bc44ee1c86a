"""Checking the responses inside JSON Lines logs, as evaluation harnesses write them.

An evaluation log is a file with one JSON record per line; the model's answer sits somewhere
inside each record: ``resps.0.0`` in lm-evaluation-harness samples, ``model_patch`` in SWE-bench
predictions, ``data.sampled.0`` in OpenAI evals records, ``output.completion`` in inspect samples.
:func:`check_record` reads one line into one flat *row* (a dict with the same keys for every
record, so that rows make a table: JSON Lines, Parquet, a pandas or Dask dataframe);
:func:`iter_file_rows` does it for a whole file (or a byte range of one, for Dask).

Nothing in a log is trusted: a line that is not JSON, not UTF-8, too deep, too large, or whose
field is missing or not a string becomes a row with a record status (:data:`RECORD_STATUSES`)
and a diagnostic code, never an exception.
"""

from __future__ import annotations

import gzip
import json
import sys
from collections import Counter, deque
from collections.abc import Iterable, Iterator
from concurrent.futures import Future, ProcessPoolExecutor
from dataclasses import dataclass
from dataclasses import field as _field
from typing import IO, Any, Final, cast

from ..agent.batch import check_response, ignore_interrupts, shut_down
from ..errors import ArtifactCodecError
from ..ingest.response import parse_response
from ..result import Diagnostic, Format, ParseResult, Status

__all__ = [
    "DEFAULT_ID_FIELDS",
    "DEFAULT_MAX_RECORD_BYTES",
    "DETAIL_KEYS",
    "RECORD_STATUSES",
    "ROW_KEYS",
    "FieldPath",
    "LogSummary",
    "RecordSpec",
    "check_record",
    "iter_file_rows",
    "iter_rows",
    "lookup",
    "run_logs",
]

#: Where a record's id is looked for when no ``id_fields`` are given, first match wins:
#: lm-evaluation-harness, SWE-bench, inspect and most datasets, OpenAI evals.
DEFAULT_ID_FIELDS: Final = ("doc_id", "instance_id", "id", "sample_id", "task_id")

#: A line longer than this is not read (its row has status ``invalid_record``).
DEFAULT_MAX_RECORD_BYTES: Final = 64 * 1024 * 1024

#: Statuses of a record whose response could not even be taken out of it, besides
#: :class:`Status` (which says how a response that was found parsed).
#:
#: - ``invalid_record``: the line is not a JSON object (not UTF-8, not JSON, too deep, too large);
#: - ``missing_field``: the record has no value at the field path;
#: - ``not_text``: the value there is not a string (null, a number, a list...).
RECORD_STATUSES: Final = ("invalid_record", "missing_field", "not_text")

#: The keys of every row, in order (the columns of the table).
ROW_KEYS: Final = (
    "source",
    "line",
    "id",
    "status",
    "format",
    "usable",
    "expected_files",
    "found_files",
    "paths",
    "partial_file",
    "finish_reason",
    "diagnostic_codes",
    "first_error",
)

#: The keys a row has besides :data:`ROW_KEYS` when ``RecordSpec.with_detail`` is set.
DETAIL_KEYS: Final = ("diagnostics", "response")

_STDIN = "-"
_READ_CHUNK = 1 << 20


class FieldPath:
    """A dotted path into a JSON record: ``resps.0.0``, ``data.sampled.0``, ``model_patch``.

    Each part is a key of an object or, on a list, an index (``-1`` is the last item). A key
    that contains a dot cannot be named.
    """

    __slots__ = ("parts", "text")

    def __init__(self, text: str) -> None:
        if not isinstance(text, str) or not text.strip():
            raise ArtifactCodecError(
                "empty field path; name the field holding the response, e.g. 'resps.0.0'"
            )
        parts = tuple(text.split("."))
        if any(part == "" for part in parts):
            raise ArtifactCodecError(
                f"field path {text!r} has an empty part; write keys and list indexes "
                "separated by single dots, e.g. 'resps.0.0'"
            )
        self.text = text
        self.parts = parts

    def __repr__(self) -> str:
        return f"FieldPath({self.text!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, FieldPath) and other.text == self.text

    def __hash__(self) -> int:
        return hash(self.text)

    def __reduce__(self) -> tuple[Any, ...]:
        return FieldPath, (self.text,)


_MISSING: Final[Any] = object()


def lookup(record: Any, path: FieldPath) -> tuple[Any, str]:
    """The value at ``path`` in ``record``, or a sentinel and the reason it is missing.

    Returns ``(value, "")`` when found; otherwise ``(_MISSING, reason)`` where ``reason`` names
    the part of the path that was not there.
    """
    value = record
    for depth, part in enumerate(path.parts):
        where = ".".join(path.parts[:depth]) or "the record"
        if isinstance(value, dict):
            if part not in value:
                return _MISSING, f"{where} has no key {part!r}"
            value = value[part]
        elif isinstance(value, list):
            try:
                index = int(part)
            except ValueError:
                return _MISSING, f"{where} is a list; {part!r} is not an index"
            if not -len(value) <= index < len(value):
                return _MISSING, f"{where} is a list of {len(value)}; it has no item {index}"
            value = value[index]
        else:
            return _MISSING, f"{where} is {_kind(value)}, not an object or a list"
    return value, ""


def _kind(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, int | float):
        return "a number"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "an object"
    return "a string"


@dataclass(frozen=True)
class RecordSpec:
    """How to read the records of a log: where the response, the id and the finish reason are.

    - ``field``: the path of the response text;
    - ``id_fields``: paths tried in order for the record's id (a scalar; kept as text);
    - ``finish_field``: optional path of the provider's finish reason (``"length"`` marks an
      answer without end marker as cut off);
    - ``where``: optional ``(path, value)``: only records whose value at ``path`` is ``value``
      (compared as text) are checked, the others are skipped (e.g. OpenAI evals'
      ``type=sampling`` events);
    - ``strict``: read each response with :func:`loads` instead of :func:`parse_response`;
    - ``with_code``: add a ``code`` column, the files as ``GeneratedCode`` JSON text;
    - ``with_detail``: add what a report shows (:data:`DETAIL_KEYS`, not table columns): every
      diagnostic (``diagnostics``, as ``Diagnostic.to_dict``) and, for a response that is not
      ``clean``, its text (``response``);
    - ``parse_options``: more keyword arguments for :func:`parse_response`;
    - ``max_record_bytes``: longer lines are not read.
    """

    field: FieldPath
    id_fields: tuple[FieldPath, ...] = tuple(FieldPath(name) for name in DEFAULT_ID_FIELDS)
    finish_field: FieldPath | None = None
    where: tuple[FieldPath, str] | None = None
    strict: bool = False
    with_code: bool = False
    parse_options: dict[str, Any] = _field(default_factory=dict)
    with_detail: bool = False
    max_record_bytes: int = DEFAULT_MAX_RECORD_BYTES

    @classmethod
    def build(
        cls,
        field: str | FieldPath,
        *,
        id_fields: Iterable[str | FieldPath] | None = None,
        finish_field: str | FieldPath | None = None,
        where: str | None = None,
        strict: bool = False,
        with_code: bool = False,
        max_record_bytes: int = DEFAULT_MAX_RECORD_BYTES,
        with_detail: bool = False,
        **parse_options: Any,
    ) -> RecordSpec:
        """A spec from plain strings; ``where`` is ``"PATH=VALUE"``. Bad paths raise
        :class:`ArtifactCodecError`."""
        unknown = set(parse_options) - {"add_final_newline", "detect_placeholders"}
        if unknown:
            raise ArtifactCodecError(
                f"unknown parse option(s) {', '.join(sorted(unknown))}; "
                "use add_final_newline or detect_placeholders"
            )
        if max_record_bytes < 1:
            raise ArtifactCodecError("max_record_bytes must be at least 1")
        condition: tuple[FieldPath, str] | None = None
        if where is not None:
            path, sep, value = where.partition("=")
            if not sep:
                raise ArtifactCodecError(
                    f"condition {where!r} has no '='; write PATH=VALUE, e.g. 'type=sampling'"
                )
            condition = (FieldPath(path), value)
        ids = DEFAULT_ID_FIELDS if id_fields is None else tuple(id_fields)
        return cls(
            field=_path(field),
            id_fields=tuple(_path(name) for name in ids),
            finish_field=None if finish_field is None else _path(finish_field),
            where=condition,
            strict=strict,
            with_code=with_code,
            parse_options=dict(parse_options),
            max_record_bytes=max_record_bytes,
            with_detail=with_detail,
        )


def _path(value: str | FieldPath) -> FieldPath:
    return value if isinstance(value, FieldPath) else FieldPath(value)


def _record_id(record: dict[str, Any], spec: RecordSpec) -> str | None:
    for path in spec.id_fields:
        value, _ = lookup(record, path)
        if isinstance(value, str):
            return value
        if isinstance(value, int | float) and not isinstance(value, bool):
            return str(value)
    return None


def _row(
    source: str,
    line: int,
    *,
    record_id: str | None = None,
    status: str,
    code: str,
    message: str,
    with_code: bool,
) -> dict[str, Any]:
    """The row of a record whose response could not be read."""
    row: dict[str, Any] = {
        "source": source,
        "line": line,
        "id": record_id,
        "status": status,
        "format": Format.NONE.value,
        "usable": False,
        "expected_files": None,
        "found_files": 0,
        "paths": [],
        "partial_file": None,
        "finish_reason": None,
        "diagnostic_codes": [code],
        "first_error": message,
    }
    if with_code:
        row["code"] = None
    return _printable(row)


def _result_row(
    source: str,
    line: int,
    record_id: str | None,
    finish_reason: str | None,
    result: ParseResult,
    *,
    with_code: bool,
) -> dict[str, Any]:
    cause = result.cause
    row: dict[str, Any] = {
        "source": source,
        "line": line,
        "id": record_id,
        "status": result.status.value,
        "format": result.format.value,
        "usable": result.usable,
        "expected_files": result.expected_files,
        "found_files": result.found_files,
        "paths": [file.file_path for file in result.code.files],
        "partial_file": result.partial_file.file_path if result.partial_file else None,
        "finish_reason": finish_reason,
        "diagnostic_codes": [d.code for d in result.diagnostics],
        "first_error": _message(cause) if cause is not None else None,
    }
    if with_code:
        code = result.code.model_dump(mode="json")
        row["code"] = json.dumps(code, ensure_ascii=False, separators=(",", ":"))
    return _printable(row)


def _text(value: str) -> str:
    """``value`` as text that can be written as UTF-8: a lone surrogate (from a JSON escape like
    ``"\\ud800"`` or an undecodable file name) becomes its escape, ``\\ud800``, which in the
    ``code`` JSON text is exactly the escape it came from."""
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return value.encode("utf-8", "backslashreplace").decode("utf-8")
    return value


def _printable(row: dict[str, Any]) -> dict[str, Any]:
    for key, value in row.items():
        if isinstance(value, str):
            row[key] = _text(value)
        elif isinstance(value, list):
            row[key] = [_text(item) if isinstance(item, str) else item for item in value]
    return row


def _json_problem(error: ValueError) -> str:
    return str(getattr(error, "msg", error)).removesuffix(" at")


def _message(diagnostic: Diagnostic) -> str:
    if diagnostic.line:
        return f"line {diagnostic.line}, column {diagnostic.column}: {diagnostic.message}"
    return diagnostic.message


def check_record(
    data: bytes | str, spec: RecordSpec, *, source: str = "<log>", line: int = 1
) -> dict[str, Any] | None:
    """Read one log line into one row (see :data:`ROW_KEYS`); ``None`` when ``spec.where``
    skips the record. Never raises for any ``data``."""
    if isinstance(data, bytes):
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError as error:
            return _row(
                source,
                line,
                status="invalid_record",
                code="invalid-utf8",
                message=f"the line is not valid UTF-8 at byte {error.start}; "
                "write the log as UTF-8",
                with_code=spec.with_code,
            )
    else:
        text = data
    try:
        record = json.loads(text)
    except RecursionError:
        return _row(
            source,
            line,
            status="invalid_record",
            code="too-deep",
            message="the record is nested too deeply to read",
            with_code=spec.with_code,
        )
    except ValueError as error:  # JSONDecodeError, and too many digits in an int
        where = getattr(error, "colno", None)
        return _row(
            source,
            line,
            status="invalid_record",
            code="invalid-json",
            # json's own message may end in "at" ("Invalid control character at"): the
            # column follows it here.
            message=f"the line is not JSON ({_json_problem(error)}"
            + (f" at column {where})" if where else ")"),
            with_code=spec.with_code,
        )
    if not isinstance(record, dict):
        return _row(
            source,
            line,
            status="invalid_record",
            code="not-an-object",
            message=f"the line is {_kind(record)}, not a JSON object",
            with_code=spec.with_code,
        )
    if spec.where is not None:
        path, wanted = spec.where
        value, _ = lookup(record, path)
        if value is _MISSING or _as_text(value) != wanted:
            return None
    record_id = _record_id(record, spec)
    value, reason = lookup(record, spec.field)
    if value is _MISSING:
        return _row(
            source,
            line,
            record_id=record_id,
            status="missing_field",
            code="missing-field",
            message=f"no field {spec.field.text!r}: {reason}",
            with_code=spec.with_code,
        )
    if not isinstance(value, str):
        return _row(
            source,
            line,
            record_id=record_id,
            status="not_text",
            code="not-text",
            message=f"the field {spec.field.text!r} is {_kind(value)}, not a string",
            with_code=spec.with_code,
        )
    finish_reason: str | None = None
    if spec.finish_field is not None:
        reason_value, _ = lookup(record, spec.finish_field)
        finish_reason = reason_value if isinstance(reason_value, str) else None
    where = f"{source}:{line}"
    if spec.strict:
        result = check_response(where, value.encode("utf-8", "surrogatepass"), strict=True)
    else:
        result = parse_response(
            value, finish_reason=finish_reason, source=where, **spec.parse_options
        )
    row = _result_row(source, line, record_id, finish_reason, result, with_code=spec.with_code)
    if spec.with_detail:
        row["diagnostics"] = [diagnostic.to_dict() for diagnostic in result.diagnostics]
        row["response"] = _text(value) if result.status is not Status.CLEAN else None
    return row


def _as_text(value: Any) -> str:
    if isinstance(value, str):
        return value
    return json.dumps(value)


def _iter_lines(
    stream: IO[bytes], limit: int, *, end: int | None = None, position: int = 0
) -> Iterator[tuple[bytes | None, int]]:
    """Yield ``(line, size)`` for each line that starts before byte ``end``; ``line`` is None
    (and the line is skipped without being held in memory) when it is longer than ``limit``."""
    while end is None or position < end:
        line = stream.readline(limit + 1)
        if not line:
            return
        size = len(line)
        if size > limit and not line.endswith(b"\n"):
            while True:  # the rest of an over-long line, a chunk at a time
                rest = stream.readline(_READ_CHUNK)
                size += len(rest)
                if not rest or rest.endswith(b"\n"):
                    break
            position += size
            yield None, size
            continue
        position += size
        yield line, size


def _line_row(
    source: str, number: int, line: bytes | None, size: int, spec: RecordSpec
) -> dict[str, Any] | None:
    if line is None:
        return _row(
            source,
            number,
            status="invalid_record",
            code="record-too-large",
            message=f"the line is {size} bytes, more than the limit of "
            f"{spec.max_record_bytes}; raise max_record_bytes to read it",
            with_code=spec.with_code,
        )
    if not line.strip():
        return None
    return check_record(line, spec, source=source, line=number)


def iter_rows(
    stream: IO[bytes],
    spec: RecordSpec,
    *,
    source: str,
    first_line: int = 1,
    end: int | None = None,
    position: int = 0,
) -> Iterator[dict[str, Any]]:
    """One row per non-blank line of a binary stream (blank lines are not records)."""
    number = first_line - 1
    for line, size in _iter_lines(stream, spec.max_record_bytes, end=end, position=position):
        number += 1
        row = _line_row(source, number, line, size, spec)
        if row is not None:
            yield row


def _open(path: str) -> IO[bytes]:
    if path == _STDIN:
        return sys.stdin.buffer
    with open(path, "rb") as probe:
        gzipped = probe.read(2) == b"\x1f\x8b"
    if gzipped:
        return cast(IO[bytes], gzip.open(path, "rb"))
    return open(path, "rb")


def iter_file_rows(
    path: str, spec: RecordSpec, *, start: int = 0, end: int | None = None
) -> Iterator[dict[str, Any]]:
    """The rows of the log at ``path`` (``-``: standard input; gzip-compressed files too).

    With ``start``/``end`` (byte offsets, for splitting a large file into parts), only the lines
    that *start* in ``[start, end)`` are read; line numbers still count from the top of the file.
    A file that cannot be read gives one ``invalid_record`` row with code ``unreadable-file``.
    """
    source = "<stdin>" if path == _STDIN else path
    try:
        stream = _open(path)
    except OSError as error:
        yield _unreadable(source, spec, error)
        return
    try:
        first_line = 1
        if start > 0:
            first_line, start = _seek_line(stream, start)
        yield from iter_rows(
            stream, spec, source=source, first_line=first_line, end=end, position=start
        )
    except (OSError, EOFError, gzip.BadGzipFile) as error:
        yield _unreadable(source, spec, error, "the rest of ")
    finally:
        if stream is not sys.stdin.buffer:
            stream.close()


def _seek_line(stream: IO[bytes], start: int) -> tuple[int, int]:
    """Move to the first line that starts at or after ``start``; return its 1-based number and
    its offset. Counting the newlines before it is one fast pass over the bytes."""
    newlines = 0
    position = 0
    while position < start - 1:
        chunk = stream.read(min(_READ_CHUNK, start - 1 - position))
        if not chunk:
            return newlines + 1, position
        newlines += chunk.count(b"\n")
        position += len(chunk)
    byte = stream.read(1)
    position += len(byte)
    if byte and byte != b"\n":  # ``start`` is inside a line: it belongs to the part before
        while True:
            rest = stream.readline(_READ_CHUNK)
            position += len(rest)
            if not rest or rest.endswith(b"\n"):
                break
    return newlines + 2, position


_Batch = tuple[str, int, list[tuple[bytes | None, int]], RecordSpec]


def _check_batch(batch: _Batch) -> list[dict[str, Any]]:
    source, first_line, lines, spec = batch
    rows = []
    for offset, (line, size) in enumerate(lines):
        row = _line_row(source, first_line + offset, line, size, spec)
        if row is not None:
            rows.append(row)
    return rows


def _unreadable(
    source: str, spec: RecordSpec, error: BaseException, rest: str = ""
) -> dict[str, Any]:
    return _row(
        source,
        0,
        status="invalid_record",
        code="unreadable-file",
        message=f"cannot read {rest}the file: {error}",
        with_code=spec.with_code,
    )


def _batches(
    paths: Iterable[str], spec: RecordSpec, batch_bytes: int
) -> Iterator[_Batch | dict[str, Any]]:
    """Batches of lines to check, or the ready row of a file that cannot be read."""
    for path in paths:
        source = "<stdin>" if path == _STDIN else path
        try:
            stream = _open(path)
        except OSError as error:
            yield _unreadable(source, spec, error)
            continue
        try:
            lines: list[tuple[bytes | None, int]] = []
            first, held = 1, 0
            for line, size in _iter_lines(stream, spec.max_record_bytes):
                lines.append((line, size))
                held += size if line is not None else 0
                if held >= batch_bytes or len(lines) >= 512:
                    yield source, first, lines, spec
                    first += len(lines)
                    lines, held = [], 0
            if lines:
                yield source, first, lines, spec
        except (OSError, EOFError, gzip.BadGzipFile) as error:
            yield _unreadable(source, spec, error, "the rest of ")
        finally:
            if stream is not sys.stdin.buffer:
                stream.close()


def run_logs(
    paths: Iterable[str], spec: RecordSpec, *, jobs: int = 1, batch_bytes: int = 4 << 20
) -> Iterator[dict[str, Any]]:
    """The rows of every log in ``paths`` (``-`` is standard input), in input order.

    With ``jobs > 1`` the records are checked in that many worker processes, a batch of lines
    at a time, with a bounded number of batches in flight (memory stays flat for any log size).
    """
    work = _batches(paths, spec, batch_bytes)
    if jobs <= 1:
        for item in work:
            yield from [item] if isinstance(item, dict) else _check_batch(item)
        return
    pool = ProcessPoolExecutor(max_workers=jobs, initializer=ignore_interrupts)
    try:
        pending: deque[dict[str, Any] | Future[list[dict[str, Any]]]] = deque()
        for item in work:
            pending.append(item if isinstance(item, dict) else pool.submit(_check_batch, item))
            while len(pending) > 4 * jobs:
                yield from _done(pending.popleft())
        while pending:
            yield from _done(pending.popleft())
    finally:
        shut_down(pool)


def _done(item: dict[str, Any] | Future[list[dict[str, Any]]]) -> list[dict[str, Any]]:
    return [item] if isinstance(item, dict) else item.result()


@dataclass
class LogSummary:
    """Counts over the rows of a log run, by status and by format."""

    total: int = 0
    usable: int = 0
    by_status: Counter[str] = _field(default_factory=Counter)
    by_format: Counter[str] = _field(default_factory=Counter)

    def add(self, row: dict[str, Any]) -> None:
        self.total += 1
        self.usable += bool(row["usable"])
        self.by_status[row["status"]] += 1
        self.by_format[row["format"]] += 1

    @property
    def unusable(self) -> int:
        return self.total - self.usable

    def _statuses(self) -> list[str]:
        return [s.value for s in Status] + list(RECORD_STATUSES)

    def to_dict(self) -> dict[str, Any]:
        return {
            "summary": True,
            "total": self.total,
            "usable": self.usable,
            "unusable": self.unusable,
            "by_status": {name: self.by_status[name] for name in self._statuses()},
            "by_format": {f.value: self.by_format[f.value] for f in Format},
        }

    def table(self) -> str:
        """A plain-text table of the counts."""
        lines = [f"{'status':<16}{'count':>8}"]
        lines += [
            f"{name:<16}{self.by_status[name]:>8}"
            for name in self._statuses()
            if self.by_status[name]
        ]
        lines.append(f"{'format':<16}{'count':>8}")
        lines += [
            f"{f.value:<16}{self.by_format[f.value]:>8}" for f in Format if self.by_format[f.value]
        ]
        plural = "s" if self.total != 1 else ""
        lines.append(f"{self.total} record{plural}: {self.usable} usable, {self.unusable} unusable")
        return "\n".join(lines)
