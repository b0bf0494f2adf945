"""Injected errors that once made a program run forever (found by ``validate --cases 1000``, where a
worker sat on one case for over ten minutes). ``corrupt`` bounds a run by its ops, but a loop that
records no op is not bounded, so each program must refuse such a value itself."""

import random
from fractions import Fraction

import pytest

import bootcamps
from bootcamps.probability.exactly_k_events import _exact
from builders.teachers.tail import deadline as tail_deadline


def deadline(seconds):
    return tail_deadline(seconds, lambda: TimeoutError(f"still running after {seconds} s"))


def test_euler_totient_refuses_a_factor_of_one_instead_of_dividing_forever():
    bc = bootcamps.get("number_theory/euler_totient")
    data = {"n": 246}  # the case that hung: its first factor, 2, became 1
    _, gold = bc.run_program(data)
    site = next(i for i, op in gold.ops() if op.name == "p")
    values = set()
    for seed in range(40):
        with deadline(10):
            try:
                _, run = bc.run_program(data, inject_at=site, rng=random.Random(seed), max_ops=4 * gold.op_count + 64)
            except ValueError:
                values.add(1)  # refused: only p < 2 or a zero exponent raise here
                continue
        values.add(next(op.value for i, op in run.ops() if i == site))
    assert 1 in values, "no seed perturbed p to 1: the test does not reach the case"


def test_exactly_k_events_reads_only_plain_fractions():
    assert _exact("3/16") == Fraction(3, 16) and _exact("-2") == -2
    with deadline(5):
        for text in ["1779663e521830400", "3e7", "1.5", "3/0x", " 3/4"]:
            with pytest.raises(ValueError, match="not a fraction"):
                _exact(text)


@pytest.mark.parametrize("bootcamp_id", ["number_theory/euler_totient", "probability/exactly_k_events"])
def test_corruptions_at_every_level_end(bootcamp_id):
    bc = bootcamps.get(bootcamp_id)
    for level in bc.levels:
        for seed in range(30):
            case = bc.case(seed, level)
            with deadline(20):
                bad = bc.corrupt(case, random.Random(seed))
            assert bad is None or bc.score(case, bad.text) < 1.0
