"""Progress bars per stage (with rates) and the final per-bootcamp summary table."""

from __future__ import annotations

import time
from typing import Any, Callable, Sequence

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, ProgressColumn, Task, TextColumn, TimeElapsedColumn, TimeRemainingColumn
from rich.table import Table
from rich.text import Text

from builders.executors import Executor


class RateColumn(ProgressColumn):
    """Items per second, in the task's own unit (cases, samples)."""

    def render(self, task: Task) -> Text:
        speed = task.finished_speed or task.speed
        unit = task.fields.get("unit", "it")
        return Text(f"{speed:,.0f} {unit}/s" if speed else f"- {unit}/s", style="progress.data.speed")


class Stages:
    """Runs each stage over its items with a progress bar, and keeps every stage's wall time."""

    def __init__(self, console: Console | None = None):
        self.console = console or Console(stderr=True)
        self.seconds: dict[str, float] = {}
        self._progress = Progress(
            TextColumn("{task.description:<10}"),
            BarColumn(),
            MofNCompleteColumn(),
            RateColumn(),
            TimeElapsedColumn(),
            TimeRemainingColumn(),
            console=self.console,
        )

    def __enter__(self) -> "Stages":
        self._progress.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._progress.stop()

    def map(
        self,
        name: str,
        executor: Executor,
        fn: Callable[[Any], Any],
        items: Sequence[Any],
        weight: Callable[[Any], int] = lambda item: 1,
        unit: str = "units",
        cost: Callable[[Any], float] | None = None,
    ) -> list[Any]:
        """``fn`` over ``items`` on ``executor``; results in item order, whatever order they finish in.
        ``cost`` (an estimate per item) lets a pool start the costliest first."""
        task = self._progress.add_task(name, total=sum(weight(i) for i in items), unit=unit)
        results: list[Any] = [None] * len(items)
        start = time.perf_counter()
        for position, result in executor.map(fn, items, cost=cost):
            results[position] = result
            self._progress.advance(task, weight(items[position]))
        self.seconds[name] = self.seconds.get(name, 0.0) + time.perf_counter() - start
        return results

    def step(self, name: str, fn: Callable[[], Any], rows: int = 0) -> Any:
        """One indivisible step (filters, export, push) over ``rows`` rows: a bar that fills when
        it is done, with the rows/s it achieved."""
        task = self._progress.add_task(name, total=rows or 1, unit="rows" if rows else "steps")
        start = time.perf_counter()
        result = fn()
        self.seconds[name] = self.seconds.get(name, 0.0) + time.perf_counter() - start
        self._progress.update(task, completed=rows or 1)
        return result


def summary_table(rows: list[dict[str, Any]], filters: Sequence[str], title: str) -> Table:
    """Per bootcamp: cases, samples, kept (sft rows after filters), pass rate, rows removed by
    each filter; then the totals."""
    table = Table(title=title)
    columns = ["cases", "samples", "kept", *(f"-{name}" for name in filters)]
    table.add_column("bootcamp")
    for column in ["cases", "samples", "kept", "pass rate", *columns[3:]]:
        table.add_column(column, justify="right")
    for row in rows:
        cells = [f"{row[c]:,}" for c in columns]
        table.add_row(row["bootcamp"], *cells[:3], f"{row['pass_rate']:.3f}", *cells[3:])
    cases = sum(r["cases"] for r in rows)
    mean_rate = sum(r["pass_rate"] * r["cases"] for r in rows) / cases if cases else 0.0
    totals = [f"{sum(r[c] for r in rows):,}" for c in columns]
    table.add_row("total", *totals[:3], f"{mean_rate:.3f}", *totals[3:], style="bold")
    return table
