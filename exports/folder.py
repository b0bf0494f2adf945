"""``write_dataset``: record shards to a folder that is a valid Hub dataset repo.

    <folder>/README.md                                   dataset card, YAML `configs`
    <folder>/manifest.json                               resolved config, versions, fingerprints, counts
    <folder>/data/<config>/<split>-00000-of-00002-<digest>.parquet

The folder is assembled in a temporary sibling and renamed into place. Input files that are
already shard-sized (the filters' outputs) are copied as they are, never hard-linked (the dataset
shares no file with the work folder, so damage to one is not damage to the other); anything else
is re-sharded in input order. ``<digest>`` is a hash of the config's content, in every file name
and in the card's ``data_files``: `datasets` caches a local folder by its card, so a rebuilt
folder whose rows changed loads fresh, and one whose rows did not keeps its cache.
"""

from __future__ import annotations

import hashlib
import json
import os
import platform
import re
import shutil
from pathlib import Path
from typing import Any

import duckdb
import pyarrow.parquet as pq

from filters.config import CONFIGS
from filters.records import check_schema
from filters.shards import sql_list, write_in_order

from .card import render_card
from .config import ExportConfig, as_export_config

# What a dataset folder holds; anything else in an existing folder means it is not ours to replace.
DATASET_ENTRIES = frozenset({"README.md", "manifest.json", "data", ".gitattributes"})
_SPLIT = re.compile(r"^\w+$")
_MB = 1024 * 1024
_PROVISIONAL = ".parquet.part"  # a data file's name until its config's content digest is known


def write_dataset(folder: Path, inputs: dict[str, list[Path]], split: str, manifest: dict,
                  summary: list[dict], *, cfg: ExportConfig | Any = None) -> Path:
    """Write the dataset folder for one split and return it. ``inputs``: {config: parquet
    files, in order}; ``manifest``: the build's resolved config, versions and fingerprints
    (counts and file fingerprints are added here); ``summary``: one dict per bootcamp for the
    card's statistics table."""
    cfg = as_export_config(cfg)
    folder = Path(folder)
    inputs = {name: [Path(p) for p in paths] for name, paths in inputs.items()}
    _check(folder, inputs, split)
    tmp = folder.parent / f".{folder.name}.tmp-{os.getpid()}"
    shutil.rmtree(tmp, ignore_errors=True)
    tmp.mkdir(parents=True)
    try:
        configs: dict[str, dict] = {}
        schemas = {}
        con = duckdb.connect()
        try:
            for name in CONFIGS:
                if inputs.get(name) and _rows(inputs[name]):
                    paths = _shards(tmp, name, inputs[name], split, cfg)
                    configs[name] = _describe(con, tmp, *_name_by_content(paths))
                    schemas[name] = pq.read_schema(tmp / configs[name]["files"][0]["path"])
        finally:
            con.close()
        # a config without rows is left out: `datasets` cannot load a split with no data
        empty = [name for name in CONFIGS if name in inputs and name not in configs]
        full = _manifest(manifest, split, configs, empty)
        (tmp / "manifest.json").write_text(json.dumps(full, indent=2, sort_keys=True, default=str) + "\n")
        (tmp / "README.md").write_text(render_card(full, summary, cfg, schemas))
        _swap(tmp, folder)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return folder


def _check(folder: Path, inputs: dict[str, list[Path]], split: str) -> None:
    """Every bad input as a one-line error before anything is written."""
    if not isinstance(split, str) or not _SPLIT.match(split):
        raise ValueError(f"split {split!r} is not a valid split name; valid: letters, digits and '_'")
    for name, paths in inputs.items():
        if name not in CONFIGS:
            raise ValueError(f"unknown record config {name!r}; valid choices: {', '.join(CONFIGS)}")
        for path in paths:
            if not path.is_file():
                raise ValueError(f"{name} file {path} does not exist")
            check_schema(name, pq.read_schema(path), f"file {path}")
    if not any(_rows(paths) for paths in inputs.values()):
        raise ValueError(f"nothing to export: no rows in any of {', '.join(inputs) or 'the configs'}")
    if folder.exists():
        if not folder.is_dir():
            raise ValueError(f"dataset folder {folder} exists and is not a folder")
        foreign = sorted(p.name for p in folder.iterdir() if p.name not in DATASET_ENTRIES)
        if foreign:
            raise ValueError(
                f"dataset folder {folder} holds {foreign[0]!r}, which is not part of a dataset; "
                f"refusing to replace it (a dataset folder holds only {', '.join(sorted(DATASET_ENTRIES))})"
            )
    parent = folder.parent
    parent.mkdir(parents=True, exist_ok=True)
    if not os.access(parent, os.W_OK):
        raise ValueError(f"cannot write the dataset folder: {parent} is not writable")


def _shards(root: Path, name: str, files: list[Path], split: str, cfg: ExportConfig) -> list[Path]:
    """The config's files under provisional names (``_name_by_content`` gives the final ones)."""

    def path_of(i: int, count: int) -> Path:
        return root / "data" / name / f"{split}-{i:05d}-of-{count:05d}{_PROVISIONAL}"

    sizes = [f.stat().st_size for f in files]
    limit = cfg.max_shard_mb * _MB
    shard_sized = all(s <= limit for s in sizes) and (len(files) == 1 or sum(sizes) / len(files) >= limit / 8)
    if shard_sized:
        paths = [path_of(i, len(files)) for i in range(len(files))]
        for src, dst in zip(files, paths):
            dst.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(src, dst)  # a copy, not a link: the dataset shares no inode with the work folder
        return paths
    # many small files (or oversized ones): rewritten in input order into shards of about half
    # the limit, so that none goes over it
    return write_in_order(files, None, cfg.max_shard_mb / 2, path_of)


def _rows(paths: list[Path]) -> int:
    return sum(pq.ParquetFile(p).metadata.num_rows for p in paths)


def content_digest(sha256s: list[str]) -> str:
    """A config's content digest: its files' sha256s, in order (16 hex digits)."""
    return hashlib.sha256("\n".join(sha256s).encode()).hexdigest()[:16]


def _name_by_content(paths: list[Path]) -> tuple[list[Path], list[str]]:
    """Rename provisional ``<split>-00000-of-00001.parquet.part`` files to
    ``<split>-00000-of-00001-<digest>.parquet``; returns the new paths and their sha256s."""
    hashes = [_sha256(p) for p in paths]
    digest = content_digest(hashes)
    final = []
    for path in paths:
        target = path.with_name(path.name[: -len(_PROVISIONAL)] + f"-{digest}.parquet")
        os.replace(path, target)
        final.append(target)
    return final, hashes


def _describe(con: duckdb.DuckDBPyConnection, root: Path, paths: list[Path], hashes: list[str]) -> dict:
    files = []
    for path, sha256 in zip(paths, hashes):
        files.append({
            "path": path.relative_to(root).as_posix(),
            "rows": pq.ParquetFile(path).metadata.num_rows,
            "bytes": path.stat().st_size,
            "sha256": sha256,
        })
    per_bootcamp = con.execute(
        f"SELECT bootcamp, count(*) FROM read_parquet({sql_list(paths)}) GROUP BY bootcamp ORDER BY bootcamp"
    ).fetchall()
    return {
        "digest": content_digest(hashes),
        "rows": sum(f["rows"] for f in files),
        "bytes": sum(f["bytes"] for f in files),
        "columns": pq.read_schema(paths[0]).names,
        "files": files,
        "rows_per_bootcamp": {b: n for b, n in per_bootcamp},
    }


def _sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 22), b""):
            digest.update(block)
    return digest.hexdigest()


def _manifest(manifest: dict, split: str, configs: dict[str, dict], empty: list[str]) -> dict:
    full = json.loads(json.dumps(manifest, default=str))  # a deep copy that is JSON for sure
    versions = full.setdefault("versions", {})
    for module in ("duckdb", "pyarrow", "datasets", "huggingface_hub"):
        versions.setdefault(module, _version(module))
    versions.setdefault("python", platform.python_version())
    full["split"] = split
    full["counts"] = {name: configs[name]["rows"] if name in configs else 0 for name in CONFIGS
                      if name in configs or name in empty}
    full["empty_configs"] = empty
    full["configs"] = configs
    return full


def _version(module: str) -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version(module)
    except PackageNotFoundError:
        return "not installed"


def _swap(tmp: Path, folder: Path) -> None:
    """Put ``tmp`` where ``folder`` is: a rename, after moving any old dataset aside."""
    old = folder.parent / f".{folder.name}.old-{os.getpid()}"
    if folder.exists():
        shutil.rmtree(old, ignore_errors=True)
        os.replace(folder, old)
    os.replace(tmp, folder)
    shutil.rmtree(old, ignore_errors=True)
