"""Checking logs too large for one machine: a Dask bag of result rows.

:func:`validate_bag` turns JSON Lines logs into a :class:`dask.bag.Bag` of rows, the same rows
``artifact-codec validate --jsonl`` writes (:data:`artifact_codec.logs.read.ROW_KEYS`). Large files
are split into byte ranges, each read by one task; line numbers still count from the top of
each file. The workers open the files themselves, so every worker must see the same paths (a
shared file system); only the rows travel.

Needs the ``dask`` extra (``pip install ".[dask]"`` from a checkout); :func:`to_dataframe` also
needs ``dask[dataframe]``.
"""

from __future__ import annotations

import glob as globbing
import os
from collections.abc import Iterable
from typing import Any

import dask.bag

from ..agent.batch import collect_inputs
from ..errors import ArtifactCodecError
from .read import DEFAULT_MAX_RECORD_BYTES, ROW_KEYS, RecordSpec, iter_file_rows
from .tables import parquet_schema

__all__ = ["DEFAULT_BLOCKSIZE", "status_counts", "to_dataframe", "validate_bag"]

# dask's own annotations are partial; the bag is handled as Any here.
_db: Any = dask.bag

#: Files larger than this are read by several tasks, one byte range each.
DEFAULT_BLOCKSIZE = 64 * 1024 * 1024


def validate_bag(
    paths: str | Iterable[str],
    *,
    field: str,
    id_fields: Iterable[str] | None = None,
    finish_field: str | None = None,
    where: str | None = None,
    strict: bool = False,
    with_code: bool = False,
    max_record_bytes: int = DEFAULT_MAX_RECORD_BYTES,
    blocksize: int | None = DEFAULT_BLOCKSIZE,
    **parse_options: Any,
) -> Any:
    """A lazy ``dask.bag.Bag`` of one result row (a dict) per record of the logs in ``paths``.

    ``paths`` is a glob (``"logs/**/*.jsonl"``), a file, a directory (its ``*.jsonl*`` files,
    recursively) or a list of those. ``field``, ``id_fields``, ``finish_field``, ``where``,
    ``strict``, ``with_code`` and ``max_record_bytes`` mean what they mean for
    ``artifact-codec validate --jsonl`` (see :class:`~artifact_codec.logs.read.RecordSpec`);
    ``parse_options`` go to :func:`parse_response`. ``blocksize=None`` gives one task per file.
    Bad options raise :class:`ArtifactCodecError` here, not in the workers.
    """
    spec = RecordSpec.build(
        field,
        id_fields=id_fields,
        finish_field=finish_field,
        where=where,
        strict=strict,
        with_code=with_code,
        max_record_bytes=max_record_bytes,
        **parse_options,
    )
    if blocksize is not None and blocksize < 1:
        raise ArtifactCodecError("blocksize must be a positive number of bytes, or None")
    files = _expand(paths)
    if not files:
        raise ArtifactCodecError(f"no log files match {paths!r}; check the glob or the folder")
    parts = [part for name in files for part in _split(name, blocksize)]
    return _db.from_sequence(parts, npartitions=len(parts)).map(_part_rows, spec).flatten()


def _expand(paths: str | Iterable[str]) -> list[str]:
    names = [paths] if isinstance(paths, str) else list(paths)
    found: list[str] = []
    for name in names:
        if globbing.has_magic(name):
            matches = sorted(globbing.glob(name, recursive=True))
            found += [match for match in matches if os.path.isfile(match)]
        elif os.path.isdir(name):
            found += collect_inputs([name], pattern="*.jsonl*")
        else:
            found.append(name)
    return found


def _split(path: str, blocksize: int | None) -> list[tuple[str, int, int | None]]:
    """Byte ranges of ``path``, one per task (a compressed file is one range)."""
    try:
        size = os.path.getsize(path)
        with open(path, "rb") as probe:
            compressed = probe.read(2) == b"\x1f\x8b"
    except OSError:
        return [(path, 0, None)]  # the task reports it as unreadable
    if blocksize is None or compressed or size <= blocksize:
        return [(path, 0, None)]
    starts = range(0, size, blocksize)
    return [(path, start, start + blocksize) for start in starts]


def _part_rows(part: tuple[str, int, int | None], spec: RecordSpec) -> list[dict[str, Any]]:
    path, start, end = part
    return list(iter_file_rows(path, spec, start=start, end=end))


def status_counts(bag: Any) -> dict[str, int]:
    """How many rows have each status: ``{"clean": 120, "truncated": 3, ...}`` (computed)."""
    return dict(bag.pluck("status").frequencies().compute())


def to_dataframe(bag: Any) -> Any:
    """The rows as a ``dask.dataframe.DataFrame`` with the columns of :data:`ROW_KEYS` (a
    ``code`` column, if any, is left out: take it from the bag)."""
    try:
        import pandas as pd
    except ImportError:
        raise ArtifactCodecError(
            "to_dataframe needs pandas and dask.dataframe: pip install 'dask[dataframe]'"
        ) from None
    # The columns get the Arrow types of the Parquet table (parquet_schema), so that
    # df.to_parquet() writes what 'validate --jsonl --output x.parquet' writes. With plain
    # object columns, dask makes up a sample row of bare object() values to infer a Parquet
    # schema from, which pyarrow refuses.
    meta = parquet_schema().empty_table().to_pandas(types_mapper=pd.ArrowDtype)
    assert tuple(meta.columns) == ROW_KEYS
    columns = list(ROW_KEYS)
    return bag.map(lambda row: {name: row[name] for name in columns}).to_dataframe(meta=meta)
