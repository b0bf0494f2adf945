"""Caching: fingerprints, atomic Parquet shards, the work folder and the output-folder guard.

A stage's shard for a unit is named by a fingerprint of its inputs (the unit, or the upstream
shard's fingerprint), its config and the source of the code that makes it; a rerun finds the
finished shards and skips them, so a build killed at any point and started again ends with the
same bytes. A shard is written to a temporary name in the same folder and renamed into place, so
a shard that exists is complete; beside it, ``<shard>.sha256`` holds the hash of its bytes taken
when it was written, and a shard whose bytes no longer match (truncated, edited, its hash lost)
is rebuilt, with one line on stderr saying so.
"""

from __future__ import annotations

import fcntl
import hashlib
import json
import os
import shutil
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable

import pyarrow as pa
import pyarrow.parquet as pq

from bootcamps.seeding import stable_hex
from bootcamps.sources import module_files

_ROOT = Path(__file__).resolve().parent.parent
_TMP_PREFIX = ".tmp-"
HASH_SUFFIX = ".sha256"  # the sidecar beside each shard: the sha256 of its bytes when written
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
    helper); ``bootcamp:<id>``: the bootcamp's module and every bootcamps module it imports,
    transitively (so editing a kit helper reruns exactly the bootcamps that use it); ``teacher``: the teacher interface, the
    chosen teacher and the verifier step; ``records``: the record builders. Each includes
    ``builders/schema.py``, the columns of every table.
    """
    core = sorted((_ROOT / "bootcamps").glob("*.py"))
    builders = _ROOT / "builders"
    schema = builders / "schema.py"  # the columns of every table a stage writes
    codes = {
        "cases": source_fingerprint(core + [builders / "plan.py", builders / "cases.py", schema]),
        "teacher": source_fingerprint(
            [builders / "teachers" / "__init__.py", builders / "teachers" / f"{teacher}.py", builders / "verify.py", schema]
        ),
        "records": source_fingerprint([builders / "records.py", builders / "verify.py", schema]),
    }
    for bootcamp_id in bootcamp_ids:
        codes[f"bootcamp:{bootcamp_id}"] = source_fingerprint(module_files(bootcamp_id))
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
    publish(tmp, path)
    return path


def file_sha256(path: Path) -> str:
    with open(path, "rb") as f:
        return hashlib.file_digest(f, "sha256").hexdigest()


def hash_path(path: Path) -> Path:
    return path.with_name(path.name + HASH_SUFFIX)


def publish(tmp: Path, path: Path) -> None:
    """Rename the finished file ``tmp`` to ``path``, its content hash written first: a shard that
    exists always has the hash of the bytes it was written with (a kill between the two renames
    leaves a hash without a shard, which is simply rewritten)."""
    sidecar = hash_path(path)
    sidecar_tmp = sidecar.with_name(f"{_TMP_PREFIX}{os.getpid()}-{sidecar.name}")
    sidecar_tmp.write_text(file_sha256(tmp) + "\n")
    os.replace(sidecar_tmp, sidecar)
    os.replace(tmp, path)


def damage(path: Path) -> str | None:
    """Why the shard at ``path`` cannot be used as it is, or None when its bytes are the ones
    recorded when it was written."""
    sidecar = hash_path(path)
    if not sidecar.exists():
        return "no content hash was recorded for it"
    if file_sha256(path) != sidecar.read_text().strip():
        return "its bytes differ from the hash recorded when it was written (truncated or edited)"
    return None


def shard_ok(path: str | Path) -> bool:
    """True when the shard exists and is intact; a damaged one is removed, said in one line on
    stderr, and False returned, so the caller writes it again."""
    path = Path(path)
    if not path.exists():
        return False
    why = damage(path)
    if why is None:
        return True
    print(f"rebuilding {path}: {why}", file=sys.stderr, flush=True)
    path.unlink()
    hash_path(path).unlink(missing_ok=True)
    return False


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


class BuildError(ValueError):
    """A build that may not start (bad input, a folder in use or not ours): one line on stderr and
    exit code 2, never a traceback."""


class _FileLock:
    """An exclusive ``flock`` on ``path``, refused at once (one line) when another build holds it.
    The kernel drops it when the holder dies, however it dies, so a stale lock never blocks."""

    def __init__(self, path: Path, refusal: str):
        self.path, self.refusal = path, refusal
        self._file: Any = None

    def acquire(self) -> None:
        self._file = open(self.path, "w")
        try:
            fcntl.flock(self._file, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError as error:
            self._file.close()
            self._file = None
            raise BuildError(self.refusal) from error

    def release(self) -> None:
        if self._file is not None:
            fcntl.flock(self._file, fcntl.LOCK_UN)
            self._file.close()
            self._file = None


class WorkDir:
    """The build's work folder: shards by stage, and a lock so two builds never share it at once."""

    def __init__(self, path: str | Path):
        self.path = Path(path)
        self._lock = _FileLock(self.path / "build.lock", f"work_dir {str(self.path)!r} is in use by another build")

    def __enter__(self) -> "WorkDir":
        self.path.mkdir(parents=True, exist_ok=True)
        self._lock.acquire()
        self._remove_temporaries()
        return self

    def __exit__(self, *exc: object) -> None:
        self._lock.release()

    def _remove_temporaries(self) -> None:
        """Half-written files of a killed build: never read, since only renames publish."""
        for tmp in self.path.rglob(f"{_TMP_PREFIX}*"):
            if tmp.is_dir():
                shutil.rmtree(tmp)
            else:
                tmp.unlink()


class OutputLock:
    """A lock on the output folder, whatever work folder a build uses: ``.<name>.lock`` beside
    it (a lock inside would be swapped away with the folder). Holding it, a build removes the
    ``.<name>.tmp-*`` and ``.<name>.old-*`` folders a killed export left next to the output."""

    def __init__(self, output_dir: str | Path):
        self.folder = Path(output_dir)
        name = self.folder.name
        self._lock = _FileLock(self.folder.parent / f".{name}.lock", f"output_dir {str(self.folder)!r} is in use by another build")

    def __enter__(self) -> "OutputLock":
        self.folder.parent.mkdir(parents=True, exist_ok=True)
        self._lock.acquire()
        for pattern in (f".{self.folder.name}.tmp-*", f".{self.folder.name}.old-*"):
            for leftover in self.folder.parent.glob(pattern):
                print(f"removing {leftover}, left by a build that was killed while exporting", file=sys.stderr, flush=True)
                if leftover.is_dir():
                    shutil.rmtree(leftover)
                else:
                    leftover.unlink()
        return self

    def __exit__(self, *exc: object) -> None:
        self._lock.release()


def check_writable(path: str | Path, what: str) -> None:
    """One-line error unless ``path`` is a folder we can write to, or one we could create: the
    check creates nothing (a refused build leaves no folder behind)."""
    path = Path(path)
    existing = path
    while not existing.exists() and existing != existing.parent:
        existing = existing.parent
    if not existing.is_dir():
        raise ValueError(f"{what} {str(path)!r} is not writable: {str(existing)!r} is not a folder")
    probe = existing / f"{_TMP_PREFIX}probe-{os.getpid()}"
    try:
        probe.write_bytes(b"")
        probe.unlink()
    except OSError as error:
        where = "" if existing == path else f" (cannot create folders in {str(existing)!r})"
        raise ValueError(f"{what} {str(path)!r} is not writable: {error.strerror or error}{where}") from error


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
