"""``executor=local``: a process pool on this machine (one worker runs inline).

Workers never outlive the build: each asks the kernel for SIGKILL when the build process dies
(``PR_SET_PDEATHSIG``, Linux) or, elsewhere, watches its parent's pid; so after a ``kill -9`` of
the build no worker goes on writing shards. Workers ignore Ctrl-C (SIGINT reaches the whole
process group from a terminal): the build handles it, once, and stops them.
"""

from __future__ import annotations

import contextlib
import ctypes
import ctypes.util
import multiprocessing
import os
import signal
import sys
import threading
import time
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from dataclasses import dataclass
from typing import Any, Callable, Iterator, Optional, Sequence

from builders.executors import Executor, ExecutorConfig, InlineExecutor, UnitFailed, costliest_first

_PR_SET_PDEATHSIG = 1  # <linux/prctl.h>


@dataclass
class LocalExecutorConfig(ExecutorConfig):
    name: str = "local"
    workers: Optional[int] = None  # processes; null: one per CPU core

    def __post_init__(self) -> None:
        super().__post_init__()
        if self.workers is not None and self.workers < 1:
            raise ValueError(f"executor.workers must be >= 1 (or null for one per core), got {self.workers}")


def _die_with(parent: int) -> None:
    """Worker initializer: end this worker when the build process ``parent`` ends."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    if hasattr(signal, "pthread_sigmask"):  # started with SIGINT blocked (see _sigint_deferred): a
        signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})  # pending one is now dropped
    if sys.platform.startswith("linux"):
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6", use_errno=True)
        if libc.prctl(_PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0) != 0:
            raise OSError(ctypes.get_errno(), "prctl(PR_SET_PDEATHSIG) failed")
    else:  # no parent-death signal: poll for the parent instead
        threading.Thread(target=_watch_parent, args=(parent,), daemon=True).start()
    if os.getppid() != parent:  # the build died before the line above took effect
        os._exit(1)


def _watch_parent(parent: int) -> None:
    while os.getppid() == parent:
        time.sleep(0.5)
    os._exit(1)


@contextlib.contextmanager
def _sigint_deferred() -> Iterator[None]:
    """While a worker starts, a Ctrl-C is held, not lost, and the new worker cannot die of it.

    SIGINT is blocked in this (main) thread, and a new process inherits the blocked mask across
    exec, so a Ctrl-C while the worker imports its modules (before its initializer ignores
    SIGINT) gives no traceback there. Delivered to another thread of the build meanwhile, it is
    only noted. Either way the build raises KeyboardInterrupt once the worker has started. (An
    ignored SIGINT here, as before, was discarded: a Ctrl-C in that window was lost and the build
    ran to the end.)"""
    if threading.current_thread() is not threading.main_thread() or not hasattr(signal, "pthread_sigmask"):
        yield
        return
    noted: list[int] = []
    previous = signal.signal(signal.SIGINT, lambda signum, frame: noted.append(signum))
    mask = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, signal.default_int_handler if previous is None else previous)
        signal.pthread_sigmask(signal.SIG_SETMASK, mask)  # one held here is delivered now
    if noted:
        raise KeyboardInterrupt


class LocalExecutor(Executor):
    def __init__(self, cfg: LocalExecutorConfig):
        self.workers = (os.cpu_count() or 1) if cfg.workers is None else cfg.workers
        self._pool: ProcessPoolExecutor | None = None
        self._started = 0  # workers the pool has started: it starts one per submit until full

    def _submit(self, fn: Callable[[Any], Any], item: Any) -> Future:
        assert self._pool is not None
        if self._started < self.workers:
            self._started += 1
            with _sigint_deferred():
                return self._pool.submit(fn, item)
        return self._pool.submit(fn, item)

    def map(self, fn: Callable[[Any], Any], items: Sequence[Any],
            cost: Callable[[Any], float] | None = None) -> Iterator[tuple[int, Any]]:
        if self.workers == 1 or len(items) <= 1:
            yield from InlineExecutor().map(fn, items)
            return
        if self._pool is None:
            # spawn, not fork: the driver runs threads (the progress display), and a forked
            # child could inherit one of their locks held
            self._pool = ProcessPoolExecutor(
                self.workers, mp_context=multiprocessing.get_context("spawn"), initializer=_die_with, initargs=(os.getpid(),)
            )
        # a bounded window of submissions keeps memory flat for millions of units
        window = 4 * self.workers
        pending: dict[Future, int] = {}
        order = costliest_first(items, cost)
        started = 0
        # Units not started when this stops early are cancelled by close() (the executor's exit)
        # through the pool's own shutdown: a future cancelled here would stay in the pool's work
        # table, and Python 3.11's pool, finding a killed worker, raises InvalidStateError setting
        # an error on it (a traceback after "error: interrupted").
        while started < len(items) or pending:
            while started < len(items) and len(pending) < window:
                position = order[started]
                pending[self._submit(fn, items[position])] = position
                started += 1
            done, _ = wait(pending, return_when=FIRST_COMPLETED)
            for future in done:
                position_done = pending.pop(future)
                try:
                    result = future.result()
                except Exception as error:  # noqa: BLE001 - re-raised with the unit named
                    raise UnitFailed(items[position_done], error) from error
                yield position_done, result

    def close(self, abort: bool = False) -> None:
        if self._pool is None:
            return
        if not abort:
            self._pool.shutdown(wait=True, cancel_futures=True)
            self._pool = None
            return
        # The build is failing or interrupted: stop the units in flight too, rather than wait
        # for them (ProcessPoolExecutor has no public call for it before Python 3.14). Cancel
        # the queued units first (shutdown takes them out of the pool's work table), then kill
        # the workers, so the pool only fails futures that were running.
        terminate = getattr(self._pool, "terminate_workers", None)
        processes = list((getattr(self._pool, "_processes", None) or {}).values())
        if terminate is not None:
            terminate()
        self._pool.shutdown(wait=False, cancel_futures=True)
        for process in processes if terminate is None else ():
            process.kill()
        self._pool = None


CONFIG = LocalExecutorConfig
EXECUTOR = LocalExecutor
