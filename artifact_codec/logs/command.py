"""``artifact-codec validate --jsonl``: the command-line side of :mod:`artifact_codec.logs.read`."""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Iterable, Iterator
from typing import Any, Protocol

import click

from ..errors import ArtifactCodecError
from .read import DETAIL_KEYS, LogSummary, RecordSpec, run_logs
from .tables import table_kind, write_rows

__all__ = ["JSONL_PATTERN", "Progress", "validate_logs"]

#: The file names taken from directories under ``--jsonl`` when ``--glob`` is not given
#: (``.jsonl`` and ``.jsonl.gz``).
JSONL_PATTERN = "*.jsonl*"


def validate_logs(
    inputs: list[str],
    *,
    field: str | None,
    id_fields: tuple[str, ...],
    finish_field: str | None,
    where: str | None,
    out: str | None,
    strict: bool,
    as_json: bool,
    with_code: bool,
    jobs: int,
    verbose: bool,
    max_record_bytes: int,
    progress: Progress | None = None,
    on_row: Callable[[dict[str, Any]], None] | None = None,
) -> int:
    """Check every record of the logs in ``inputs``; print or write the rows; return the exit
    status (0: every record usable, 1: some are not, 2: the output file cannot be written).
    Bad options raise ``click.UsageError``. ``progress`` is advanced once per record;
    ``on_row``, if given, also gets every row, with the detail a report shows
    (:data:`~artifact_codec.logs.read.DETAIL_KEYS`), which the printed and written rows leave
    out."""
    if field is None:
        raise click.UsageError("--jsonl needs --field PATH: where the response is in a record")
    try:
        spec = RecordSpec.build(
            field,
            id_fields=id_fields or None,
            finish_field=finish_field,
            where=where,
            strict=strict,
            with_code=with_code,
            max_record_bytes=max_record_bytes,
            with_detail=on_row is not None,
        )
        if out is not None:
            table_kind(out)
    except ArtifactCodecError as error:
        raise click.UsageError(str(error)) from None
    if out is not None:
        target = os.path.realpath(out)
        inputs = [name for name in inputs if name == "-" or os.path.realpath(name) != target]
    summary = LogSummary()
    rows = _counted(run_logs(inputs, spec, jobs=jobs), summary, progress, on_row)
    if out is not None:
        try:
            count = write_rows(rows, out, with_code=with_code)
        except ArtifactCodecError as error:
            raise click.UsageError(str(error)) from None
        except OSError as error:
            click.echo(f"{out}: cannot write the results: {error}", err=True)
            return 2
        finally:
            if progress is not None:
                progress.close()
        if as_json:
            click.echo(json.dumps(summary.to_dict()))
        else:
            click.echo(summary.table())
            click.echo(f"{count} row{'s' if count != 1 else ''} written to {out}")
    else:
        try:
            for row in rows:
                if as_json:
                    click.echo(json.dumps(row, ensure_ascii=False))
                else:
                    click.echo(_row_line(row, verbose=verbose))
        finally:
            if progress is not None:
                progress.close()
        click.echo(json.dumps(summary.to_dict()) if as_json else summary.table())
    return 1 if summary.unusable else 0


class Progress(Protocol):
    """What ``validate_logs`` needs of a progress display (the CLI's bar)."""

    def advance(self, count: int = 1) -> None: ...

    def close(self) -> None: ...


def _counted(
    rows: Iterable[dict[str, Any]],
    summary: LogSummary,
    progress: Progress | None,
    on_row: Callable[[dict[str, Any]], None] | None,
) -> Iterator[dict[str, Any]]:
    for row in rows:
        summary.add(row)
        if progress is not None:
            progress.advance()
        if on_row is not None:
            on_row(row)
            for key in DETAIL_KEYS:
                row.pop(key, None)
        yield row


def _row_line(row: dict[str, Any], *, verbose: bool) -> str:
    name = f"{row['source']}:{row['line']}"
    if row["id"] is not None:
        name += f" [{row['id']}]"
    count = row["found_files"]
    line = f"{name}: {row['status']} ({row['format']}), {count} file{'s' if count != 1 else ''}"
    if row["expected_files"] is not None and row["expected_files"] != count:
        line += f" of {row['expected_files']}"
    if row["partial_file"]:
        line += f", partial {row['partial_file']}"
    if row["first_error"] and not row["usable"]:
        line += f" -- {row['first_error']}"
    if verbose and row["diagnostic_codes"]:
        line += f" [{', '.join(row['diagnostic_codes'])}]"
    return line
