"""``ExportConfig``: the structured-config schema of the ``export`` group (``conf/export/``).

``export=folder`` writes the dataset folder only; ``export=hub export.repo_id=owner/name``
also pushes it to the Hugging Face Hub in one commit (token from the ``HF_TOKEN``
environment variable; ``export.dry_run=true`` lists what would be pushed, offline).
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass
from typing import Any, Optional

KINDS = ("folder", "hub")
# Hub repo ids: "owner/name", letters, digits, '-', '_', '.'; no '--' or '..', no edge dot or dash.
_REPO_ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]*/[A-Za-z0-9][A-Za-z0-9_.-]*$")


@dataclass
class ExportConfig:
    kind: str = "folder"
    repo_id: Optional[str] = None
    private: bool = True
    revision: Optional[str] = None        # branch to commit to (created if missing); None: main
    commit_message: Optional[str] = None  # None: one naming the split and row counts
    dry_run: bool = False
    # Transient Hub errors (HTTP 5xx, 408, 429, connection errors, timeouts) are retried
    # max_retries times, waiting backoff_s, 2 * backoff_s, ... up to max_backoff_s between tries.
    max_retries: int = 5
    backoff_s: float = 2.0
    max_backoff_s: float = 60.0
    # Parquet shards of at most about this size; filter outputs this size or smaller are
    # hard-linked into the folder as they are, anything else is re-sharded.
    max_shard_mb: int = 512
    # Dataset card metadata.
    pretty_name: Optional[str] = None
    license: Optional[str] = "apache-2.0"  # a Hub license id; null writes "unknown"

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"unknown export kind {self.kind!r}; valid choices: {', '.join(KINDS)}")
        if self.kind == "hub" and not self.repo_id:
            raise ValueError("export=hub needs export.repo_id=owner/name")
        if self.repo_id is not None:
            check_repo_id(self.repo_id)
        for name in ("private", "dry_run"):
            if not isinstance(getattr(self, name), bool):
                raise ValueError(f"export.{name}={getattr(self, name)!r}; valid: true or false")
        if isinstance(self.max_retries, bool) or not isinstance(self.max_retries, int) or self.max_retries < 0:
            raise ValueError(f"export.max_retries={self.max_retries!r}; valid: an int >= 0")
        for name in ("backoff_s", "max_backoff_s"):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, (int, float)) or value < 0:
                raise ValueError(f"export.{name}={value!r}; valid: a number >= 0")
        if isinstance(self.max_shard_mb, bool) or not isinstance(self.max_shard_mb, int) or self.max_shard_mb < 1:
            raise ValueError(f"export.max_shard_mb={self.max_shard_mb!r}; valid: an int >= 1")


def check_repo_id(repo_id: Any) -> str:
    """``repo_id`` if it has the form of a Hub repo id, else a one-line error."""
    if not (isinstance(repo_id, str) and _REPO_ID.match(repo_id) and ".." not in repo_id
            and "--" not in repo_id and len(repo_id) <= 96):
        raise ValueError(f"export.repo_id={repo_id!r} is not a Hub repo id; valid: 'owner/name'")
    return repo_id


def as_export_config(cfg: Any) -> ExportConfig:
    """A validated ``ExportConfig`` from itself, a Hydra/OmegaConf node or a plain dict."""
    if isinstance(cfg, ExportConfig):
        return dataclasses.replace(cfg)  # re-runs __post_init__: fields may have been set after init
    if cfg is None:
        return ExportConfig()
    from omegaconf import DictConfig, OmegaConf

    if isinstance(cfg, DictConfig):
        cfg = OmegaConf.to_container(cfg, resolve=True, throw_on_missing=True)
    if not isinstance(cfg, dict):
        raise ValueError(f"export config must be an ExportConfig or a mapping, got {type(cfg).__name__}")
    known = [f.name for f in dataclasses.fields(ExportConfig)]
    for key in cfg:
        if key not in known:
            raise ValueError(f"unknown export option {key!r}; valid options: {', '.join(known)}")
    return ExportConfig(**cfg)
