"""``executor=ray``: the same stage functions and units as tasks on a Ray cluster.

Every node needs this project installed (``pip install -e .[ray]``) and ``work_dir`` at the same
path on every node (NFS, or object storage mounted as a file system; docs/cluster.md), since
stages read and write shards by path and publish them with an atomic rename.

A unit task whose worker process or node dies is run again by Ray (``max_retries``): a stage
function is idempotent (its shard is written under a temporary name and renamed, and a finished
shard is skipped), so a retried unit writes the same bytes. An exception raised by the stage
itself is not retried: it is a bug or bad input, and fails the build with the unit named.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Iterator, Optional, Sequence

from builders.executors import Executor, ExecutorConfig, UnitFailed, costliest_first


@dataclass
class RayExecutorConfig(ExecutorConfig):
    name: str = "ray"
    address: Optional[str] = None  # null: start or join a local cluster; "auto" or ray://host:port
    num_cpus: float = 1.0  # CPUs a unit task reserves
    max_in_flight: int = 1024  # unit tasks submitted but not finished
    max_retries: int = 3  # reruns of a unit whose worker process or node died

    def __post_init__(self) -> None:
        super().__post_init__()
        if self.num_cpus <= 0 or self.max_in_flight < 1:
            raise ValueError(f"executor needs num_cpus > 0 and max_in_flight >= 1, got {self.num_cpus}, {self.max_in_flight}")
        if self.max_retries < 0:
            raise ValueError(f"executor.max_retries must be >= 0, got {self.max_retries}")


_RAY_DEFAULT_RETRIES = 3  # ray.remote's max_retries for tasks


def _call(fn: Callable[[Any], Any], item: Any) -> Any:
    return fn(item)


class RayExecutor(Executor):
    def __init__(self, cfg: RayExecutorConfig):
        import ray  # only when chosen: the `ray` extra

        self.ray = ray
        self.cfg = cfg
        if not ray.is_initialized():
            ray.init(address=cfg.address)
        # Ray's own defaults retry a task whose worker or node died 3 times and never retry an
        # exception the task raised (retry_exceptions=False): a stage's own error fails the unit
        options: dict[str, Any] = {"num_cpus": cfg.num_cpus}
        if cfg.max_retries != _RAY_DEFAULT_RETRIES:
            options["max_retries"] = cfg.max_retries
        self._task = ray.remote(**options)(_call)
        self._pending: dict[Any, int] = {}

    def map(self, fn: Callable[[Any], Any], items: Sequence[Any],
            cost: Callable[[Any], float] | None = None) -> Iterator[tuple[int, Any]]:
        ray = self.ray
        fn_ref = ray.put(fn)
        pending = self._pending
        order = costliest_first(items, cost)
        started = 0
        try:
            while started < len(items) or pending:
                while started < len(items) and len(pending) < self.cfg.max_in_flight:
                    position = order[started]
                    pending[self._task.remote(fn_ref, items[position])] = position
                    started += 1
                done, _ = ray.wait(list(pending), num_returns=1)
                for ref in done:
                    position_done = pending.pop(ref)
                    try:
                        result = ray.get(ref)
                    except Exception as error:  # noqa: BLE001 - re-raised with the unit named
                        raise UnitFailed(items[position_done], error) from error
                    yield position_done, result
        finally:
            # the caller stopped early (a failed unit, Ctrl-C): the units still queued or running
            # are of no use to it; a rerun skips the shards that did finish
            self._cancel()

    def _cancel(self) -> None:
        for ref in list(self._pending):
            self.ray.cancel(ref, force=True)
        self._pending.clear()

    def close(self, abort: bool = False) -> None:
        """The cluster outlives the build; on abort, the build's units in flight are cancelled."""
        if abort:
            self._cancel()


CONFIG = RayExecutorConfig
EXECUTOR = RayExecutor
