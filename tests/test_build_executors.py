"""Executors only schedule: local pool and inline runs, Ray (its module stubbed), failures
named by unit, and results put back in plan order whatever order they finish in."""

from __future__ import annotations

import sys
import types
from operator import attrgetter

import pytest

from builders.executors import InlineExecutor, UnitFailed, costliest_first, make_executor
from builders.executors.local import LocalExecutor, LocalExecutorConfig
from builders.plan import WorkUnit
from builders.progress import Stages


def test_a_process_pool_runs_every_item_once():
    with LocalExecutor(LocalExecutorConfig(workers=2)) as pool:
        done = list(pool.map(abs, list(range(-20, 0))))
    assert sorted(done) == [(i, 20 - i) for i in range(20)]


def test_costliest_first_orders_by_cost_and_keeps_item_order_in_ties():
    items = ["a", "bbb", "cc", "dd", "eeee"]
    assert costliest_first(items, len) == [4, 1, 2, 3, 0]
    assert costliest_first(items, None) == [0, 1, 2, 3, 4]


def test_a_pool_starts_the_costliest_units_first_and_results_keep_their_positions():
    units = [WorkUnit.of("arithmetic/base_conversion", level, "train", 0, n, 0)
             for level, n in [("1", 8), ("5", 2), ("3", 4), ("5", 3), ("2", 1)]]
    costs = [u.cost for u in units]
    assert costs == [8 << 1, 2 << 5, 4 << 3, 3 << 5, 1 << 2], "cases weighted 2**level"
    started = []

    class Recording(LocalExecutor):
        def _submit(self, fn, item):
            started.append(units.index(item))
            return super()._submit(fn, item)

    with Recording(LocalExecutorConfig(workers=2)) as pool:
        done = dict(pool.map(attrgetter("size"), units, cost=attrgetter("cost")))
    assert started == [3, 1, 2, 0, 4]
    assert done == {0: 8, 1: 2, 2: 4, 3: 3, 4: 1}, "every unit once, at its own position"


def test_a_failing_unit_is_named():
    unit = WorkUnit.of("arithmetic/base_conversion", "2", "train", 0, 4, 0)
    for executor in (InlineExecutor(), LocalExecutor(LocalExecutorConfig(workers=2))):
        with executor, pytest.raises(UnitFailed, match=r"^arithmetic/base_conversion:2:train:0-4: TypeError: "):
            list(executor.map(len, [unit, unit]))


def test_results_come_back_in_plan_order():
    class Backwards(InlineExecutor):
        def map(self, fn, items, cost=None):
            yield from reversed(list(super().map(fn, items, cost)))

    with Stages() as stages:
        assert stages.map("x", Backwards(), str, [1, 2, 3]) == ["1", "2", "3"]
    assert "x" in stages.seconds


def test_ray_runs_the_same_functions_and_units(monkeypatch):
    calls = {"init": [], "remote": []}

    class Ref:
        def __init__(self, value):
            self.value = value

    def remote(**options):
        def wrap(fn):
            calls["remote"].append(options)
            return types.SimpleNamespace(remote=lambda f, item: Ref(fn(f.value if isinstance(f, Ref) else f, item)))
        return wrap

    ray = types.ModuleType("ray")
    ray.is_initialized = lambda: bool(calls["init"])
    ray.init = lambda address=None: calls["init"].append(address)
    ray.remote = remote
    ray.put = Ref
    ray.get = lambda ref: ref.value
    ray.wait = lambda refs, num_returns: (refs[-num_returns:], refs[:-num_returns])  # finish out of order
    monkeypatch.setitem(sys.modules, "ray", ray)

    executor = make_executor({"name": "ray", "address": "auto", "unit_size": 8, "num_cpus": 0.5, "max_in_flight": 3})
    assert calls["init"] == ["auto"] and calls["remote"] == [{"num_cpus": 0.5}]
    with Stages() as stages:
        assert stages.map("ray", executor, abs, [-1, -2, -3, -4, -5]) == [1, 2, 3, 4, 5]
    with pytest.raises(ValueError, match="num_cpus > 0"):
        make_executor({"name": "ray", "num_cpus": 0})
