"""Deterministic Parquet shard writing, shared by filters and exports: rows in input order.

The kept rows of a list of files are written in input order (the list's order, then row order
within each file), which needs no sort: each input row group is read, its kept rows taken, and
the result appended to an output file in row groups of exactly ``ROW_GROUP_ROWS`` rows.
Consecutive input files are grouped into output files of about a target size, and the groups
are written by a small thread pool (Arrow releases the GIL while it decodes, compresses and
writes; each reads single-threaded, which measured faster than nesting Arrow's own reader
threads inside the pool). Every file is written under a temporary name and renamed into place.
Same inputs, same bytes.

Sorting a million wide rows instead (``ORDER BY id``) made DuckDB spill the nested payloads of
``mask_dpo`` past a 4 GB memory limit and took minutes; input order is already deterministic.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import numpy as np
import pyarrow as pa
import pyarrow.parquet as pq

ROW_GROUP_ROWS = 8192  # small row groups keep streaming readers and the Hub viewer light
# zstd level 1 is within 10% of level 3's size on this text and twice as fast; dictionaries
# are left to zstd, which finds the repeats (roles, bootcamp ids) anyway
WRITE_OPTIONS = {"compression": "zstd", "compression_level": 1, "use_dictionary": False}
_MB = 1024 * 1024


def sql_path(path: Path | str) -> str:
    return "'" + str(path).replace("'", "''") + "'"


def sql_list(paths: Sequence[Path | str]) -> str:
    """A DuckDB list literal of file paths."""
    return "[" + ", ".join(sql_path(p) for p in paths) + "]"


def write_in_order(files: Sequence[Path], keep: Sequence[np.ndarray] | None, target_mb: float,
                   path_of: Callable[[int, int], Path], threads: int = 2) -> list[Path]:
    """Write the rows of ``files`` that ``keep`` lists (per file, its kept row numbers in
    ascending order; None: all rows) in input order, as files of about ``target_mb`` MB at
    ``path_of(i, count)``. At least one file, with the schema of ``files[0]``, even when no
    row is kept."""
    files = [Path(f) for f in files]
    schema = pq.read_schema(files[0])
    metas = [pq.ParquetFile(f).metadata for f in files]
    kept = [m.num_rows if keep is None else len(keep[i]) for i, m in enumerate(metas)]
    groups = _groups(files, metas, kept, target_mb * _MB)
    paths = [path_of(i, len(groups)) for i in range(len(groups))]
    jobs = [(group, path) for group, path in zip(groups, paths)]

    def run(job: tuple[list[int], Path]) -> None:
        group, path = job
        _write(path, schema, ((files[i], None if keep is None else keep[i]) for i in group))

    if threads > 1 and len(jobs) > 1:
        with ThreadPoolExecutor(threads) as pool:
            list(pool.map(run, jobs))
    else:
        for job in jobs:
            run(job)
    return paths


def _groups(files: list[Path], metas: list, kept: list[int], target_bytes: float) -> list[list[int]]:
    """Consecutive files whose kept rows come to about ``target_bytes`` (judged by the input
    files' size per row) make one output file; files with no kept rows join their neighbours."""
    groups: list[list[int]] = [[]]
    size = 0.0
    for i, (f, meta) in enumerate(zip(files, metas)):
        per_row = f.stat().st_size / meta.num_rows if meta.num_rows else 0.0
        grow = per_row * kept[i]
        if groups[-1] and size + grow > target_bytes and size > 0:
            groups.append([])
            size = 0.0
        groups[-1].append(i)
        size += grow
    return groups


def _write(path: Path, schema: pa.Schema, sources) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.tmp")
    pending: list[pa.Table] = []
    pending_rows = 0
    with pq.ParquetWriter(tmp, schema, **WRITE_OPTIONS) as writer:
        for table in _kept_tables(sources, schema):
            pending.append(table)
            pending_rows += table.num_rows
            if pending_rows >= ROW_GROUP_ROWS:
                pending, pending_rows = _flush(writer, pending, final=False)
        _flush(writer, pending, final=True)
    os.replace(tmp, path)


def _kept_tables(sources, schema: pa.Schema):
    """The kept rows of each source, one input row group at a time."""
    for file, rows in sources:
        reader = pq.ParquetFile(file)
        start = 0
        for g in range(reader.metadata.num_row_groups):
            count = reader.metadata.row_group(g).num_rows
            if rows is None:
                table = reader.read_row_group(g, use_threads=False)
            else:
                lo, hi = np.searchsorted(rows, [start, start + count])
                if lo == hi:
                    start += count
                    continue
                table = reader.read_row_group(g, use_threads=False)
                if hi - lo < count:
                    table = table.take(pa.array(rows[lo:hi] - start))
            start += count
            yield _conform(table, schema, file)


def _flush(writer: pq.ParquetWriter, pending: list[pa.Table], final: bool) -> tuple[list[pa.Table], int]:
    table = pa.concat_tables(pending) if pending else None
    if table is None:
        return [], 0
    full = table.num_rows if final else table.num_rows - table.num_rows % ROW_GROUP_ROWS
    if full:
        writer.write_table(table.slice(0, full), row_group_size=ROW_GROUP_ROWS)
    rest = table.slice(full)
    return ([rest] if rest.num_rows else []), rest.num_rows


def _conform(table: pa.Table, schema: pa.Schema, file: Path) -> pa.Table:
    """``table`` with exactly ``schema`` (the first file's): same columns, same order."""
    if table.schema.equals(schema):
        return table
    if sorted(table.schema.names) != sorted(schema.names):
        raise ValueError(f"{file} has columns {table.schema.names}, the first file has {schema.names}")
    return table.select(schema.names).cast(schema)
