"""``executor=local``: a process pool on this machine (one worker runs inline)."""

from __future__ import annotations

import multiprocessing
import os
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from dataclasses import dataclass
from typing import Any, Callable, Iterator, Optional, Sequence

from builders.executors import Executor, ExecutorConfig, InlineExecutor, UnitFailed


@dataclass
class LocalExecutorConfig(ExecutorConfig):
    name: str = "local"
    workers: Optional[int] = None  # processes; null: one per CPU core

    def __post_init__(self) -> None:
        super().__post_init__()
        if self.workers is not None and self.workers < 1:
            raise ValueError(f"executor.workers must be >= 1 (or null for one per core), got {self.workers}")


class LocalExecutor(Executor):
    def __init__(self, cfg: LocalExecutorConfig):
        self.workers = (os.cpu_count() or 1) if cfg.workers is None else cfg.workers
        self._pool: ProcessPoolExecutor | None = None

    def map(self, fn: Callable[[Any], Any], items: Sequence[Any]) -> Iterator[tuple[int, Any]]:
        if self.workers == 1 or len(items) <= 1:
            yield from InlineExecutor().map(fn, items)
            return
        if self._pool is None:
            # spawn, not fork: the driver runs threads (the progress display), and a forked
            # child could inherit one of their locks held
            self._pool = ProcessPoolExecutor(self.workers, mp_context=multiprocessing.get_context("spawn"))
        # a bounded window of submissions keeps memory flat for millions of units
        window = 4 * self.workers
        pending: dict[Future, int] = {}
        position = 0
        try:
            while position < len(items) or pending:
                while position < len(items) and len(pending) < window:
                    pending[self._pool.submit(fn, items[position])] = position
                    position += 1
                done, _ = wait(pending, return_when=FIRST_COMPLETED)
                for future in done:
                    position_done = pending.pop(future)
                    try:
                        result = future.result()
                    except Exception as error:  # noqa: BLE001 - re-raised with the unit named
                        raise UnitFailed(items[position_done], error) from error
                    yield position_done, result
        finally:
            for future in pending:
                future.cancel()

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(cancel_futures=True)
            self._pool = None


CONFIG = LocalExecutorConfig
EXECUTOR = LocalExecutor
