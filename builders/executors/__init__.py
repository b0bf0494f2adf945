"""Executors schedule stage functions over work units; they never know what a stage does.

``map(fn, items)`` yields ``(position, result)`` as items finish, in any order; the caller puts
results back in plan order, which is why the output never depends on the executor or on how
many workers it has. ``fn`` and the items are plain, picklable data (a module-level function
with its context bound by ``functools.partial``), so a process pool or a Ray cluster can run them.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Any, Callable, Iterator, Sequence

from omegaconf import MISSING

_MODULES = {"local": "local", "ray": "ray"}
# executor -> (module it imports when made, the project extra that installs it)
_REQUIRES = {"ray": ("ray", "ray")}


@dataclass
class ExecutorConfig:
    name: str = MISSING
    unit_size: int = 256  # cases per work unit: the grain of scheduling and of resume

    def __post_init__(self) -> None:
        if self.unit_size < 1:
            raise ValueError(f"executor.unit_size must be >= 1, got {self.unit_size}")


class UnitFailed(RuntimeError):
    """A stage function raised on one item; says which, keeps the original as the cause."""

    def __init__(self, item: Any, error: BaseException):
        super().__init__(f"{getattr(item, 'key', repr(item))}: {type(error).__name__}: {error}")


class Executor:
    def map(self, fn: Callable[[Any], Any], items: Sequence[Any],
            cost: Callable[[Any], float] | None = None) -> Iterator[tuple[int, Any]]:
        """``(position, result)`` for every item, in any order. ``cost``, an estimate of each
        item's work, lets a pool start the costliest first: see :func:`costliest_first`."""
        raise NotImplementedError

    def close(self, abort: bool = False) -> None:
        """Stop workers; ``abort`` (the build is failing or interrupted): at once, not after the
        units they are running."""

    def __enter__(self) -> "Executor":
        return self

    def __exit__(self, exc_type: object, *exc: object) -> None:
        self.close(abort=exc_type is not None)


def costliest_first(items: Sequence[Any], cost: Callable[[Any], float] | None) -> list[int]:
    """The order a pool starts items in: by estimated cost, highest first, ties in item order.

    A pool that starts items in plan order can leave one long unit (a slow bootcamp's top
    levels) running alone at the end while the other workers idle: on the 24 reference
    bootcamps, two workers were 1.1x one. Starting the costliest first (the classic
    longest-processing-time rule) leaves the short ones to fill the gaps. Only the order of
    starting changes: results go back to item order, so the output does not."""
    positions = list(range(len(items)))
    if cost is not None:
        positions.sort(key=lambda position: -cost(items[position]))  # stable: ties keep item order
    return positions


class InlineExecutor(Executor):
    """Runs every item in this process, in order: for one worker, and for stages that hold an
    engine that must exist once (a model teacher). One worker has no gaps to fill, so ``cost``
    is not used."""

    def map(self, fn: Callable[[Any], Any], items: Sequence[Any],
            cost: Callable[[Any], float] | None = None) -> Iterator[tuple[int, Any]]:
        for position, item in enumerate(items):
            try:
                result = fn(item)
            except Exception as error:  # noqa: BLE001 - re-raised with the unit named
                raise UnitFailed(item, error) from error
            yield position, result


def names() -> tuple[str, ...]:
    return tuple(_MODULES)


def _module(name: str) -> Any:
    if name not in _MODULES:
        raise ValueError(f"unknown executor {name!r}; valid executors: {', '.join(_MODULES)}")
    return importlib.import_module(f"builders.executors.{_MODULES[name]}")


def check_installed(name: str) -> None:
    """A one-line error naming the extra when the executor's library is not installed."""
    from builders.teachers import installed

    if name in _REQUIRES:
        module, extra = _REQUIRES[name]
        if not installed(module):
            raise ValueError(f"executor {name} needs {module}, which is not installed: pip install -e '.[{extra}]'")


def config_class(name: str) -> type:
    return _module(name).CONFIG


def make_executor(cfg: dict[str, Any]) -> Executor:
    module = _module(cfg["name"])
    return module.EXECUTOR(module.CONFIG(**cfg))
