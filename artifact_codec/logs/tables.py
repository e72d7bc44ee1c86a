"""Writing the rows of a log run (:mod:`artifact_codec.logs.read`) as a table file.

``.jsonl`` (or ``.ndjson``) gives JSON Lines, one row per line; ``.parquet`` gives a Parquet
file with a fixed schema (pyarrow, in the ``parquet`` extra), which pandas reads in one line:
``pd.read_parquet("results.parquet")``. Rows are written in batches as they come, so a run over
millions of records never holds them all.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterable, Iterator
from typing import Any, Final

from ..errors import ArtifactCodecError
from .read import ROW_KEYS

__all__ = ["TABLE_SUFFIXES", "parquet_schema", "table_kind", "write_rows"]

#: File name endings and the kind of table written for them.
TABLE_SUFFIXES: Final = {".jsonl": "jsonl", ".ndjson": "jsonl", ".parquet": "parquet"}

_BATCH_ROWS = 4096


def table_kind(path: str) -> str:
    """``"jsonl"`` or ``"parquet"`` for an output file name; other endings are an error."""
    suffix = os.path.splitext(path)[1].lower()
    kind = TABLE_SUFFIXES.get(suffix)
    if kind is None:
        raise ArtifactCodecError(
            f"cannot tell the table format of {path!r}; end the name with "
            + ", ".join(TABLE_SUFFIXES)
        )
    return kind


def parquet_schema(*, with_code: bool = False) -> Any:
    """The Parquet schema of the rows (a ``pyarrow.Schema``)."""
    pa = _pyarrow()
    columns = [
        ("source", pa.string()),
        ("line", pa.int64()),
        ("id", pa.string()),
        ("status", pa.string()),
        ("format", pa.string()),
        ("usable", pa.bool_()),
        ("expected_files", pa.int64()),
        ("found_files", pa.int64()),
        ("paths", pa.list_(pa.string())),
        ("partial_file", pa.string()),
        ("finish_reason", pa.string()),
        ("diagnostic_codes", pa.list_(pa.string())),
        ("first_error", pa.string()),
    ]
    assert tuple(name for name, _ in columns) == ROW_KEYS
    if with_code:
        columns.append(("code", pa.string()))
    return pa.schema(columns)


def _pyarrow() -> Any:
    try:
        import pyarrow
    except ImportError:
        raise ArtifactCodecError(
            "writing Parquet needs pyarrow (the 'parquet' extra): pip install pyarrow"
        ) from None
    return pyarrow


def write_rows(rows: Iterable[dict[str, Any]], path: str, *, with_code: bool = False) -> int:
    """Write ``rows`` to ``path`` (JSON Lines or Parquet, by its ending); return the count.

    The file is written next to its final name and renamed into place at the end, so a reader
    never sees half a table; on any error the partial file is removed.
    """
    kind = table_kind(path)
    if kind == "parquet":
        _pyarrow()  # fail before reading any input
    temporary = f"{path}.part-{os.getpid()}"
    try:
        if kind == "parquet":
            count = _write_parquet(rows, temporary, with_code=with_code)
        else:
            count = _write_jsonl(rows, temporary)
        os.replace(temporary, path)
    except BaseException:
        if os.path.exists(temporary):
            os.remove(temporary)
        raise
    return count


def _write_jsonl(rows: Iterable[dict[str, Any]], path: str) -> int:
    count = 0
    with open(path, "w", encoding="utf-8", newline="\n") as out:
        for row in rows:
            out.write(json.dumps(row, ensure_ascii=False) + "\n")
            count += 1
    return count


def _chunks(rows: Iterable[dict[str, Any]]) -> Iterator[list[dict[str, Any]]]:
    chunk: list[dict[str, Any]] = []
    for row in rows:
        chunk.append(row)
        if len(chunk) >= _BATCH_ROWS:
            yield chunk
            chunk = []
    if chunk:
        yield chunk


def _write_parquet(rows: Iterable[dict[str, Any]], path: str, *, with_code: bool) -> int:
    pa = _pyarrow()
    import pyarrow.parquet as pq

    schema = parquet_schema(with_code=with_code)
    count = 0
    with pq.ParquetWriter(path, schema) as writer:
        for chunk in _chunks(rows):
            columns = {name: [row.get(name) for row in chunk] for name in schema.names}
            writer.write_table(pa.Table.from_pydict(columns, schema=schema))
            count += len(chunk)
        if count == 0:  # an empty table still has its columns
            writer.write_table(schema.empty_table())
    return count
