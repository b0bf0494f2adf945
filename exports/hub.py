"""``push_to_hub``: a dataset folder to a Hub dataset repo in one commit, with retries.

``create_repo(repo_type="dataset", exist_ok=True)``, then one ``create_commit`` that adds
every file of the folder and deletes data files a previous push left that this one does not
have (so ``load_dataset`` never mixes two builds). Transient failures (HTTP 5xx, 408, 429,
connection errors, timeouts) are retried with exponential backoff; anything else is raised
at once. The token comes from ``HF_TOKEN``. ``dry_run`` lists what would be pushed without
touching the network.

A large folder (more than ``large_folder_bytes``, default 5 GiB) does not fit one commit well: its
``data/`` files go up first through huggingface_hub's resumable large-folder upload
(``HfApi.upload_large_folder``; in huggingface_hub 2.x, where that call was folded into it,
``upload_folder``, which there uploads in resumable batches of commits), and rerunning an
interrupted push picks up where it stopped. Then one last commit adds the card, the manifest and
``.gitattributes`` and deletes the stale data files. Data file names carry their content digest
and the card's ``data_files`` name it, so until that last commit the repo still loads the
previous build, and after it the new one: never a mix.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import shutil
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

from .config import ExportConfig, as_export_config, check_repo_id

log = logging.getLogger(__name__)
T = TypeVar("T")
TOKEN_ENV = "HF_TOKEN"
TRANSIENT_STATUS = frozenset({408, 429, 500, 502, 503, 504})
LARGE_FOLDER_BYTES = 5 * 2**30  # past this, data files go up through the resumable large-folder upload


@dataclass(frozen=True)
class PushPlan:
    """What a push sends: every file of the folder, as (path in repo, bytes)."""

    repo_id: str
    revision: str | None
    files: tuple[tuple[str, int], ...]

    @property
    def total_bytes(self) -> int:
        return sum(size for _, size in self.files)

    def listing(self) -> str:
        where = f"{self.repo_id}@{self.revision}" if self.revision else self.repo_id
        lines = [f"would push {len(self.files)} files, {_human(self.total_bytes)}, to dataset {where}:"]
        lines += [f"  {size:>14,d}  {path}" for path, size in self.files]
        return "\n".join(lines)


def plan_push(folder: Path, repo_id: str, revision: str | None = None) -> PushPlan:
    folder = Path(folder)
    if not (folder / "README.md").is_file() or not (folder / "manifest.json").is_file():
        raise ValueError(f"{folder} is not a dataset folder (no README.md and manifest.json); run the export first")
    files = []
    for path in sorted(folder.rglob("*")):
        rel = path.relative_to(folder)
        if path.is_file() and not any(part.startswith(".") and part != ".gitattributes" for part in rel.parts):
            files.append((rel.as_posix(), path.stat().st_size))
    return PushPlan(repo_id, revision, tuple(files))


def push_to_hub(folder: Path, repo_id: str, cfg: ExportConfig | Any, api: Any = None, *,
                sleep: Callable[[float], None] = time.sleep, large_folder_bytes: int = LARGE_FOLDER_BYTES) -> Any:
    """Push ``folder`` to the dataset repo ``repo_id`` in one commit (a folder of more than
    ``large_folder_bytes``: its data files through the resumable large-folder upload first);
    returns the last commit's info (``api.create_commit``'s result), or the ``PushPlan`` when
    ``cfg.dry_run``. ``api`` is an ``HfApi`` (made here when None), replaceable in tests."""
    cfg = as_export_config(cfg)
    check_repo_id(repo_id)
    folder = Path(folder)
    plan = plan_push(folder, repo_id, cfg.revision)
    if cfg.dry_run:
        print(plan.listing())
        return plan
    token = os.environ.get(TOKEN_ENV)
    if not token:
        raise ValueError(f"pushing to the Hub needs a token in the {TOKEN_ENV} environment variable "
                         f"(or export.dry_run=true to list what would be pushed)")
    if api is None:
        from huggingface_hub import HfApi

        api = HfApi(token=token)
    retry = _Retry(cfg, sleep)
    retry(f"create_repo {repo_id}", lambda: api.create_repo(
        repo_id, repo_type="dataset", exist_ok=True, private=cfg.private, token=token))
    if cfg.revision:
        retry(f"create_branch {cfg.revision}", lambda: api.create_branch(
            repo_id, branch=cfg.revision, repo_type="dataset", exist_ok=True, token=token))
    existing = retry(f"list_repo_files {repo_id}", lambda: api.list_repo_files(
        repo_id, repo_type="dataset", revision=cfg.revision, token=token))
    ours = {path for path, _ in plan.files}
    stale = sorted(p for p in existing if p.startswith("data/") and p not in ours)
    message = cfg.commit_message or _commit_message(folder)
    in_last_commit = [path for path, _ in plan.files]
    if plan.total_bytes > large_folder_bytes:
        data = [path for path in in_last_commit if path.startswith("data/")]
        retry(f"upload of {len(data)} data files ({_human(plan.total_bytes)}) to {repo_id}",
              lambda: _upload_large(api, folder, repo_id, cfg, data, f"{message} (data files)", token))
        in_last_commit = [path for path in in_last_commit if not path.startswith("data/")]

    def commit() -> Any:
        # fresh operations for every try: an operation remembers its upload state
        from huggingface_hub import CommitOperationAdd, CommitOperationDelete

        operations = [CommitOperationAdd(path_in_repo=path, path_or_fileobj=str(folder / path))
                      for path in in_last_commit]
        operations += [CommitOperationDelete(path_in_repo=path) for path in stale]
        return api.create_commit(repo_id, operations=operations, commit_message=message, repo_type="dataset",
                                 revision=cfg.revision, token=token)

    info = retry(f"create_commit {repo_id}", commit)
    log.info("pushed %d files (%s), removed %d stale, to %s", len(plan.files), _human(plan.total_bytes),
             len(stale), repo_id)
    return info


def _upload_large(api: Any, folder: Path, repo_id: str, cfg: ExportConfig, paths: list[str], message: str,
                  token: str) -> None:
    """``paths`` (the data files) of ``folder`` through the resumable large-folder upload."""
    if hasattr(api, "upload_large_folder"):  # huggingface_hub 0.25 to 1.x
        api.upload_large_folder(repo_id=repo_id, folder_path=str(folder), repo_type="dataset", revision=cfg.revision,
                                private=cfg.private, allow_patterns=paths, print_report=False)
        # its resume records, in the folder it uploads: not part of a dataset folder once done
        cache = folder / ".cache" / "huggingface"
        if cache.is_dir():
            shutil.rmtree(cache)
            with contextlib.suppress(OSError):  # .cache may hold something else: then it stays
                (folder / ".cache").rmdir()
    else:  # huggingface_hub 2.x: upload_folder itself uploads in resumable batches of commits
        api.upload_folder(repo_id=repo_id, folder_path=str(folder), repo_type="dataset", revision=cfg.revision,
                          allow_patterns=paths, commit_message=message, token=token)


def _commit_message(folder: Path) -> str:
    manifest = json.loads((folder / "manifest.json").read_text())
    counts = ", ".join(f"{name} {rows:,}" for name, rows in manifest.get("counts", {}).items())
    return f"bootforge dataset, split {manifest.get('split', '?')}: {counts}"


class _Retry:
    def __init__(self, cfg: ExportConfig, sleep: Callable[[float], None]):
        self.cfg, self.sleep = cfg, sleep

    def __call__(self, what: str, call: Callable[[], T]) -> T:
        for attempt in range(self.cfg.max_retries + 1):
            try:
                return call()
            except _transient_types() as exc:
                if not is_transient(exc) or attempt == self.cfg.max_retries:
                    raise
                delay = self.delay(attempt, exc)
                log.warning("%s failed (%s: %s); retry %d/%d in %.1fs", what, type(exc).__name__, exc,
                            attempt + 1, self.cfg.max_retries, delay)
                self.sleep(delay)
        raise AssertionError("unreachable")

    def delay(self, attempt: int, exc: BaseException) -> float:
        delay = min(self.cfg.max_backoff_s, self.cfg.backoff_s * 2 ** attempt)
        retry_after = _retry_after(exc)
        if retry_after is not None:  # the server said how long; still capped by max_backoff_s
            delay = min(self.cfg.max_backoff_s, max(delay, retry_after))
        return delay


def _transient_types() -> tuple[type[BaseException], ...]:
    """Exception types that may be transient: HTTP errors of the Hub client and the
    connection and timeout errors of its transport (httpx2 or httpx, requests in old versions)."""
    types: list[type[BaseException]] = [ConnectionError, TimeoutError]
    from huggingface_hub.errors import HfHubHTTPError

    types.append(HfHubHTTPError)
    for module, names in (("httpx2", ("TransportError",)), ("httpx", ("TransportError",)),
                          ("requests", ("ConnectionError", "Timeout"))):
        try:
            mod = __import__(module)
        except ImportError:
            continue
        types += [getattr(mod, name) for name in names if hasattr(mod, name)]
    return tuple(types)


def is_transient(exc: BaseException) -> bool:
    """True for errors worth retrying: a 5xx/408/429 response, or no response at all
    (connection refused or reset, timeouts)."""
    from huggingface_hub.errors import HfHubHTTPError

    if isinstance(exc, HfHubHTTPError):
        status = _status(exc)
        return status is None or status in TRANSIENT_STATUS or status >= 500
    return True  # a transport, connection or timeout error: no answer from the server


def _status(exc: BaseException) -> int | None:
    response = getattr(exc, "response", None)
    return getattr(response, "status_code", None)


def _retry_after(exc: BaseException) -> float | None:
    response = getattr(exc, "response", None)
    headers = getattr(response, "headers", None)
    if not headers:
        return None
    value = headers.get("Retry-After") or headers.get("retry-after")
    try:
        return float(value) if value is not None else None
    except ValueError:  # an HTTP date rather than seconds: fall back to our own backoff
        return None


def _human(size: int) -> str:
    value = float(size)
    for unit in ("B", "KB", "MB", "GB"):
        if value < 1024 or unit == "GB":
            return f"{value:.1f} {unit}" if unit != "B" else f"{int(value)} B"
        value /= 1024
    return f"{value:.1f} GB"
