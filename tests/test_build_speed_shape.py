"""Issue 14: the tail teacher runs each gold program once, corruption needs few runs, and the
record schema is defined once for builders, filters and exports."""

from __future__ import annotations

import random

import pytest

import bootcamps
from bootcamps import api, trace
from bootcamps.seeding import rng_for
from builders import cases, records, schema, verify
from builders.teachers.tail import TailTeacher, TailTeacherConfig

# a digit loop, a dynamic program and a search whose early sites are mostly masked
IDS = ["arithmetic/base_conversion", "algorithm/knapsack_01", "puzzle/game24"]


@pytest.mark.parametrize("bootcamp_id", IDS)
def test_corrupt_with_the_gold_run_is_the_same_corruption(bootcamp_id):
    bc = bootcamps.get(bootcamp_id)
    for level in ("1", "3"):
        case = bc.case(11, level, "train")
        _, gold = bc.run_program(case.data)
        for draw in range(3):
            given = bc.corrupt(case, rng_for("t", draw), style="styled", gold=gold)
            own = bc.corrupt(case, rng_for("t", draw), style="styled")
            assert (given is None) == (own is None)
            if own is not None:
                assert (given.text, given.first_error, given.kind) == (own.text, own.first_error, own.kind)
                assert [(s.start, s.end, s.label) for s in given.steps] == [(s.start, s.end, s.label) for s in own.steps]


@pytest.mark.parametrize("bootcamp_id", IDS)
@pytest.mark.parametrize("style", trace.STYLES)
def test_tail_gold_is_the_trace_and_runs_the_program_once(bootcamp_id, style, monkeypatch):
    bc = bootcamps.get(bootcamp_id)
    case = bc.case(4, "2", "train")
    plain_runs = []
    real = api.Bootcamp.run_program

    def counting(self, data, **tracer_args):
        if not tracer_args:
            plain_runs.append(1)
        return real(self, data, **tracer_args)

    monkeypatch.setattr(api.Bootcamp, "run_program", counting)
    samples = TailTeacher(TailTeacherConfig(negatives=2), seed=3, trace_style=style)._samples(case)
    assert len(plain_runs) == 1, "one gold run serves the trace and every corruption"
    monkeypatch.setattr(api.Bootcamp, "run_program", real)
    assert samples[0].text == bc.trace(case, style)
    for sample in samples[1:]:  # the labels that travel with a negative are check_steps' labels
        assert bc.check_steps(case, sample.text).mask_dpo_item() == sample.steps
        assert bc.score(case, sample.text) < 1.0


def test_injection_order_keeps_the_uniform_draws_then_goes_latest_first():
    sites = list(range(0, 60, 3))
    for seed in range(5):
        order = trace.injection_order(list(sites), random.Random(seed))
        uniform = list(sites)
        random.Random(seed).shuffle(uniform)
        fair = trace.FAIR_TRIES
        assert order[:fair] == uniform[:fair], "the first tries are the uniform draws (the same random calls)"
        assert order[fair:] == sorted(uniform[fair:], reverse=True)
        assert sorted(order) == sites
    assert trace.injection_order([], random.Random(0)) == []


def test_masked_heavy_cases_need_few_runs(monkeypatch):
    """A search where nearly every early site is masked: each corruption stops within the fair
    tries plus a few latest-first ones, and still injects exactly one error."""
    bc = bootcamps.get("puzzle/game24")
    runs = []
    real = api.Bootcamp.run_program

    def counting(self, data, **tracer_args):
        runs.append(1)
        return real(self, data, **tracer_args)

    monkeypatch.setattr(api.Bootcamp, "run_program", counting)
    for seed in range(6):
        case = bc.case(seed, "3", "train")
        _, gold = real(bc, case.data)
        runs.clear()
        bad = bc.corrupt(case, rng_for("few", seed), gold=gold)
        assert bad is not None and bc.score(case, bad.text) < 1.0
        assert len(runs) <= trace.FAIR_TRIES + 4, f"case {seed}: {len(runs)} program runs"
        assert [s.label for s in bad.steps].count("incorrect") == 1


def test_one_record_schema_for_builders_filters_and_exports():
    from filters import records as filter_records
    from filters.config import CONFIGS as filter_configs

    assert records.SCHEMAS is schema.SCHEMAS and filter_records.SCHEMAS is schema.SCHEMAS
    assert records.CONFIGS == schema.CONFIGS == filter_configs
    assert verify.SAMPLES_SCHEMA is schema.SCHEMAS["samples"] and cases.CASES_SCHEMA is schema.CASES_SCHEMA
    # the pair configs carry the rejected sample's index in both readings (they once differed)
    for config in ("dpo", "mask_dpo"):
        assert filter_records.SCHEMAS[config].field("sample").type == schema.SCHEMAS["sft"].field("sample").type
