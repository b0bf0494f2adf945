"""Caching: fingerprints, atomic Parquet shards, the work folder and the output-folder guard.

A stage's shard for a unit is named by a fingerprint of its inputs (the unit, or the upstream
shard's fingerprint), its config and the source of the code that makes it; a rerun finds the
finished shards and skips them, so a build killed at any point and started again ends with the
same bytes. A shard is written to a temporary name in the same folder and renamed into place, so
a shard that exists is complete.
"""

from __future__ import annotations

import fcntl
import hashlib
import json
import os
import shutil
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable

import pyarrow as pa
import pyarrow.parquet as pq

from bootcamps.seeding import stable_hex

_ROOT = Path(__file__).resolve().parent.parent
_TMP_PREFIX = ".tmp-"
# the file a bootforge dataset folder always has, holding the config fingerprint it was built from
MANIFEST = "manifest.json"


def fingerprint(*parts: Any) -> str:
    """A 128-bit hex digest of JSON-encodable parts."""
    return stable_hex(*parts, length=32)


def source_fingerprint(paths: Iterable[Path]) -> str:
    """A digest of the named source files (path and bytes): the code version of a stage."""
    digest = hashlib.blake2b(digest_size=16)
    for path in sorted(Path(p).resolve() for p in paths):
        digest.update(str(path.relative_to(_ROOT)).encode())
        digest.update(b"\0")
        digest.update(path.read_bytes())
        digest.update(b"\0")
    return digest.hexdigest()


def code_fingerprints(bootcamp_ids: Iterable[str], teacher: str) -> dict[str, str]:
    """The code version of each stage, computed once in the driver and shipped with the context.

    ``cases``: the bootcamp core (every ``bootcamps/*.py``, since a bootcamp may use any shared
    helper); ``bootcamp:<id>``: the bootcamp's own module; ``teacher``: the teacher interface, the
    chosen teacher and the verifier step; ``records``: the record builders.
    """
    core = sorted((_ROOT / "bootcamps").glob("*.py"))
    builders = _ROOT / "builders"
    codes = {
        "cases": source_fingerprint(core + [builders / "plan.py", builders / "cases.py"]),
        "teacher": source_fingerprint(
            [builders / "teachers" / "__init__.py", builders / "teachers" / f"{teacher}.py", builders / "verify.py"]
        ),
        "records": source_fingerprint([builders / "records.py", builders / "verify.py"]),
    }
    for bootcamp_id in bootcamp_ids:
        domain, name = bootcamp_id.split("/", 1)
        codes[f"bootcamp:{bootcamp_id}"] = source_fingerprint([_ROOT / "bootcamps" / domain / f"{name}.py"])
    return codes


def write_parquet(table: pa.Table, path: Path, metadata: dict[str, Any] | None = None) -> Path:
    """Write ``table`` to ``path`` atomically: a temporary file in the same folder, then a rename."""
    path.parent.mkdir(parents=True, exist_ok=True)
    if metadata:
        meta = dict(table.schema.metadata or {})
        meta[b"bootforge"] = json.dumps(metadata, sort_keys=True).encode()
        table = table.replace_schema_metadata(meta)
    tmp = path.with_name(f"{_TMP_PREFIX}{os.getpid()}-{path.name}.part")  # never matches *.parquet
    pq.write_table(table, tmp, compression="zstd")
    os.replace(tmp, path)
    return path


def read_metadata(path: Path) -> dict[str, Any]:
    """The ``metadata`` a shard was written with."""
    meta = pq.read_schema(path).metadata or {}
    return json.loads(meta.get(b"bootforge", b"{}"))


@dataclass(frozen=True)
class StageContext:
    """Everything a stage needs besides its unit; plain data, so any executor can ship it."""

    work_dir: str
    seed: int
    trace_style: str
    teacher: dict[str, Any]
    code: dict[str, str] = field(default_factory=dict)

    def shard(self, stage: str, fp: str, name: str | None = None) -> Path:
        folder = Path(self.work_dir) / stage
        return folder / (f"{fp}.parquet" if name is None else f"{fp}.{name}.parquet")


class WorkDir:
    """The build's work folder: shards by stage, and a lock so two builds never share it at once."""

    def __init__(self, path: str | Path):
        self.path = Path(path)
        self._lock: Any = None

    def __enter__(self) -> "WorkDir":
        self.path.mkdir(parents=True, exist_ok=True)
        self._lock = open(self.path / "build.lock", "w")
        try:
            fcntl.flock(self._lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError as error:
            self._lock.close()
            raise ValueError(f"work_dir {str(self.path)!r} is in use by another build") from error
        self._remove_temporaries()
        return self

    def __exit__(self, *exc: object) -> None:
        fcntl.flock(self._lock, fcntl.LOCK_UN)
        self._lock.close()

    def _remove_temporaries(self) -> None:
        """Half-written files of a killed build: never read, since only renames publish."""
        for tmp in self.path.rglob(f"{_TMP_PREFIX}*"):
            if tmp.is_dir():
                shutil.rmtree(tmp)
            else:
                tmp.unlink()


def check_writable(path: str | Path, what: str) -> None:
    """One-line error unless ``path`` (created if missing) is a folder we can write to."""
    path = Path(path)
    try:
        path.mkdir(parents=True, exist_ok=True)
        probe = path / f"{_TMP_PREFIX}probe-{os.getpid()}"
        probe.write_bytes(b"")
        probe.unlink()
    except OSError as error:
        raise ValueError(f"{what} {str(path)!r} is not writable: {error.strerror or error}") from error


def guard_output(output_dir: str | Path, config_fp: str, overwrite: bool) -> None:
    """Refuse an existing output folder built from another config, unless ``overwrite``.

    A folder that is not a bootforge dataset (no manifest) and not empty is never replaced."""
    folder = Path(output_dir)
    if not folder.exists():
        return
    if not folder.is_dir():
        raise ValueError(f"output_dir {str(folder)!r} exists and is not a folder")
    manifest = folder / MANIFEST
    if not manifest.exists():
        if any(folder.iterdir()):
            raise ValueError(
                f"output_dir {str(folder)!r} is not empty and holds no bootforge dataset ({MANIFEST}); "
                "choose another output_dir"
            )
        return
    built_from = json.loads(manifest.read_text()).get("config_fingerprint")
    if built_from != config_fp and not overwrite:
        raise ValueError(
            f"output_dir {str(folder)!r} was built from another config (fingerprint {built_from}, now {config_fp}); "
            "pass overwrite=true to replace it, or choose another output_dir"
        )
