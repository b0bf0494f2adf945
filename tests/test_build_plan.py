"""The plan: bootcamp selection (globs, count, stratified by domain), case counts per level,
work units, and the one-line errors for bad mixtures."""

from __future__ import annotations

from collections import Counter
from fractions import Fraction

import pytest

import bootcamps
from bootcamps.seeding import derive_case_seed
from builders import plan as plan_module
from builders.cases import unit_cases
from builders.plan import make_plan, split_by_ratio, stratified

BASE = "arithmetic/base_conversion"


def mixture(**changes):
    base = {"name": "t", "include": [BASE], "exclude": [], "count": None, "cases": 10, "weights": {},
            "levels": {}, "knobs": {}, "split": "train", "seed": None}
    return {**base, **changes}


def test_units_cover_every_case_once_with_derived_seeds():
    plan = make_plan(mixture(cases=23, levels={"1": 1, "3": 2}), seed=5, unit_size=4)
    assert plan.counts[BASE] == {"1": 8, "2": 0, "3": 15, "4": 0, "5": 0}
    assert plan.cases == 23
    by_level = {}
    for unit in plan.units:
        assert 1 <= unit.size <= 4
        for piece in unit.slices:
            by_level.setdefault(piece.level, []).extend(range(piece.start, piece.stop))
    assert by_level == {"1": list(range(8)), "3": list(range(15))}
    unit = plan.units[0]
    assert [seed for _, _, seed in unit.case_seeds()] == [derive_case_seed(5, BASE, "1", i) for i in range(4)]
    built = unit_cases(unit)
    assert [c.seed for _, c in built] == [seed for _, _, seed in unit.case_seeds()]
    assert built[0][1] == bootcamps.get(BASE).case(built[0][1].seed, "1", "train")


def test_small_slices_are_packed_within_a_domain():
    # two cases per (bootcamp, level): packed up to unit_size cases, never across a domain
    plan = make_plan(mixture(include=["cipher", "arithmetic"], cases=10), seed=0, unit_size=16)
    assert all(unit.size <= 16 for unit in plan.units)
    assert all(len({b.split("/")[0] for b in unit.bootcamps}) == 1 for unit in plan.units)
    domains = {b.split("/")[0] for b in plan.bootcamps}
    # every unit but each domain's last is full: 8 slices of 2
    assert len(plan.units) == sum(-(-sum(1 for b in plan.bootcamps if b.startswith(d + "/")) * 10 // 16) for d in domains)
    seen = [(p.bootcamp, p.level, i) for unit in plan.units for p in unit.slices for i in range(p.start, p.stop)]
    assert len(seen) == len(set(seen)) == plan.cases
    assert "+7 more" in plan.units[0].key and plan.units[0].key.startswith("arithmetic/")
    # the cases of a packed unit are exactly the cases each slice names
    for (piece, i, seed), (index, case) in zip(plan.units[0].case_seeds(), unit_cases(plan.units[0])):
        assert (case.bootcamp, case.level, index, case.seed) == (piece.bootcamp, piece.level, i, seed)


def test_level_ratios_split_exactly():
    assert split_by_ratio(1000, {"1": Fraction(8, 10), "2": Fraction(1, 10), "3": Fraction(1, 10)}) == {"1": 800, "2": 100, "3": 100}
    assert split_by_ratio(7, {"1": Fraction(1), "2": Fraction(1), "3": Fraction(1)}) == {"1": 3, "2": 2, "3": 2}
    assert sum(split_by_ratio(11, {k: Fraction(1) for k in "12345"}).values()) == 11


def test_weights_by_id_and_domain():
    plan = make_plan(mixture(include=[BASE, "cipher"], cases=10, weights={BASE: 0.5, "cipher": 3}, levels={"1": 1}),
                     seed=0, unit_size=100)
    assert plan.counts[BASE]["1"] == 5
    assert all(plan.counts[b]["1"] == 30 for b in plan.bootcamps if b.startswith("cipher/"))


def test_knob_overrides_reach_the_cases():
    plan = make_plan(mixture(cases=5, levels={"1": 1}, knobs={BASE: {"max_value": 50, "max_base": 3}}), seed=0, unit_size=10)
    for _, case in unit_cases(plan.units[0]):
        assert case.overrides == {"max_value": 50, "max_base": 3}
        assert int(case.data["number"], case.data["from_base"]) <= 50


def test_stratified_selection_is_deterministic_and_spreads_domains():
    ids = [f"big/t{i}" for i in range(30)] + [f"mid/t{i}" for i in range(6)] + ["one/t0", "two/t0", "two/t1"]
    chosen = stratified(ids, 10)
    domains = Counter(b.split("/")[0] for b in chosen)
    assert len(chosen) == 10 == len(set(chosen))
    assert set(domains) == {"big", "mid", "one", "two"}, "every domain gets one while N allows"
    assert domains["big"] > domains["mid"] >= 1
    assert stratified(list(reversed(ids)), 10) == chosen, "input order does not matter"
    # within a domain the picks are a prefix of one fixed order: a catalogue that grows elsewhere
    # (or a larger N) takes more or fewer of them, never others
    for grown in (stratified(ids + [f"new/t{i}" for i in range(3)], 11), stratified(ids, 20)):
        big_before = {b for b in chosen if b.startswith("big/")}
        big_after = {b for b in grown if b.startswith("big/")}
        assert big_before <= big_after or big_after <= big_before
    assert Counter(b.split("/")[0] for b in stratified(ids, 2)) == {"big": 1, "mid": 1}, "too few: largest domains first"


def test_count_chooses_without_padding():
    names = bootcamps.names()
    with pytest.raises(ValueError, match=rf"^mixture big asks for {len(names) + 1} bootcamps; {len(names)} exist$"):
        make_plan(mixture(name="big", include=["*"], count=len(names) + 1), seed=0, unit_size=4)
    few = make_plan(mixture(include=["*"], count=min(3, len(names)), levels={"1": 1}, cases=1), seed=0, unit_size=4)
    assert len(few.bootcamps) == len(set(few.bootcamps)) == min(3, len(names))


@pytest.mark.parametrize(
    "changes, message",
    [
        # a typo names the closest bootcamps (the list itself once the catalogue is small)
        ({"include": ["arithmetic/base_convrsion"]}, r"unknown bootcamp 'arithmetic/base_convrsion'; .*arithmetic/base_conversion"),
        ({"include": ["nodomain"]}, r"unknown domain 'nodomain'; valid domains: .*arithmetic"),
        ({"include": ["zzz/*"]}, r"mixture pattern 'zzz/\*' matches no bootcamp"),
        ({"levels": {"6": 1}}, r"unknown level '6' in mixture.levels; valid levels: 1, 2, 3, 4, 5"),
        ({"levels": {"2": -1}}, r"mixture.levels\[2\] is negative \(-1\); ratios must be >= 0"),
        ({"levels": {"1": 0, "2": 0}}, r"mixture.levels are all zero"),
        ({"knobs": {BASE: {"max_valu": 5}}}, r"unknown knob 'max_valu' for arithmetic/base_conversion; valid knobs: max_base, max_value, min_base"),
        ({"knobs": {BASE: {"max_value": "big"}}}, r"knob 'max_value' of arithmetic/base_conversion must be int"),
        ({"knobs": {"cipher/caesar": {"x": 1}}}, r"mixture.knobs names 'cipher/caesar', not a bootcamp of mixture t"),
        ({"weights": {"graph": 2}}, r"mixture.weights names 'graph', not a selected bootcamp or domain; valid choices: arithmetic"),
        ({"weights": {BASE: -1}}, r"weights must be >= 0"),
        ({"split": "test"}, r"unknown split 'test' in mixture t; valid splits: train, eval"),
        ({"cases": 0}, r"mixture t asks for no cases"),
        ({"count": 0}, r"mixture.count must be >= 1"),
    ],
)
def test_bad_mixtures_are_one_line_errors(changes, message):
    with pytest.raises(ValueError, match=message) as error:
        make_plan(mixture(**changes), seed=0, unit_size=4)
    assert "\n" not in str(error.value)


def test_eval_restriction_keeps_only_named_bootcamps():
    plan = make_plan(mixture(include=["*"], cases=1, levels={"1": 1}), seed=0, unit_size=4, only=[BASE])
    assert plan.bootcamps == (BASE,)
    assert plan_module.make_plan(mixture(include=["*"], cases=1, levels={"1": 1}), seed=0, unit_size=4,
                                 only=["nothing/here"]).units == ()
