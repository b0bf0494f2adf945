"""``executor=ray``: the same stage functions and units as tasks on a Ray cluster.

Every node needs this project installed (``pip install -e .[ray]``) and a work_dir that all
nodes share (a network file system), since stages read and write shards by path.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Iterator, Optional, Sequence

from builders.executors import Executor, ExecutorConfig, UnitFailed


@dataclass
class RayExecutorConfig(ExecutorConfig):
    name: str = "ray"
    address: Optional[str] = None  # null: start or join a local cluster; "auto" or ray://host:port
    num_cpus: float = 1.0  # CPUs a unit task reserves
    max_in_flight: int = 1024  # unit tasks submitted but not finished

    def __post_init__(self) -> None:
        super().__post_init__()
        if self.num_cpus <= 0 or self.max_in_flight < 1:
            raise ValueError(f"executor needs num_cpus > 0 and max_in_flight >= 1, got {self.num_cpus}, {self.max_in_flight}")


def _call(fn: Callable[[Any], Any], item: Any) -> Any:
    return fn(item)


class RayExecutor(Executor):
    def __init__(self, cfg: RayExecutorConfig):
        import ray  # only when chosen: the `ray` extra

        self.ray = ray
        self.cfg = cfg
        if not ray.is_initialized():
            ray.init(address=cfg.address)
        self._task = ray.remote(num_cpus=cfg.num_cpus)(_call)

    def map(self, fn: Callable[[Any], Any], items: Sequence[Any]) -> Iterator[tuple[int, Any]]:
        ray = self.ray
        fn_ref = ray.put(fn)
        pending: dict[Any, int] = {}
        position = 0
        while position < len(items) or pending:
            while position < len(items) and len(pending) < self.cfg.max_in_flight:
                pending[self._task.remote(fn_ref, items[position])] = position
                position += 1
            done, _ = ray.wait(list(pending), num_returns=1)
            for ref in done:
                position_done = pending.pop(ref)
                try:
                    result = ray.get(ref)
                except Exception as error:  # noqa: BLE001 - re-raised with the unit named
                    raise UnitFailed(items[position_done], error) from error
                yield position_done, result

    def close(self, abort: bool = False) -> None:
        """The cluster outlives the build; nothing to stop here."""


CONFIG = RayExecutorConfig
EXECUTOR = RayExecutor
