"""Ninth batch of mathematics bootcamps (algebra, number theory): gold answers agree with
independent oracles (sympy, brute force, fractions) on cases at every level, and one hand-worked
example per bootcamp scores 1.0 while a wrong answer scores 0.0.

Oracles only ever see generated data (a case's inputs), never model text.
"""

from __future__ import annotations

import math
from fractions import Fraction

import pytest
import sympy

import bootcamps

LEVELS = ("1", "2", "3", "4", "5")
SAMPLE = 3  # cases per level per bootcamp


def _score(bc, data, gold, text):
    return bc.verify(data, gold, f"<answer>{text}</answer>")


# ---------------------------------------------------------------- oracles: (data, gold) -> bool


def oracle_gcd_sum(d, gold):
    n = d["n"]
    if n <= 200_000:
        return gold == sum(math.gcd(k, n) for k in range(1, n + 1))
    # sum over d | n of d * phi(n / d), by sympy
    return gold == sum(k * sympy.totient(n // k) for k in sympy.divisors(n))


def oracle_modular_sqrt(d, gold):
    from sympy.ntheory.residue_ntheory import sqrt_mod

    n, a = d["n"], d["a"]
    assert sympy.factorint(n) == {p: 1 for p in d["primes"]}
    want = sorted(sqrt_mod(a, n, all_roots=True))
    return [int(g) for g in gold] == want and all(int(g) ** 2 % n == a for g in gold)


def oracle_hensel(d, gold):
    from sympy.polys.galoistools import gf_csolve

    m = d["p"] ** d["k"]
    want = sorted(gf_csolve(list(reversed(d["coeffs"])), m))  # sympy: leading coefficient first
    return [int(g) for g in gold] == want


ORACLES = {
    "number_theory/gcd_sum": oracle_gcd_sum,
    "number_theory/modular_sqrt": oracle_modular_sqrt,
    "number_theory/hensel_lifting": oracle_hensel,
}


@pytest.mark.parametrize("bootcamp_id", sorted(ORACLES))
def test_gold_agrees_with_oracle(bootcamp_id):
    bc = bootcamps.get(bootcamp_id)
    oracle = ORACLES[bootcamp_id]
    for level in LEVELS:
        for seed in range(SAMPLE):
            case = bc.case(seed, level)
            assert oracle(case.data, case.answer), (bootcamp_id, level, seed, case.data, case.answer)
            assert bc.score(case, f"<answer>{bc.format_answer(case.answer)}</answer>") == 1.0


# ---------------------------------------------------------------- hand-worked examples


def test_gcd_sum_by_hand():
    bc = bootcamps.get("number_theory/gcd_sum")
    data = {"n": 12}  # gcds 1,2,3,4,1,6,1,4,3,2,1,12: 40; (3*4 - 2*2) * (2*3 - 1) = 8 * 5
    assert bc.run_program(data)[0] == 40 == bc.solve(data)
    assert _score(bc, data, 40, "40") == 1.0 and _score(bc, data, 40, "41") == 0.0


def test_modular_sqrt_by_hand():
    bc = bootcamps.get("number_theory/modular_sqrt")
    data = {"n": 17, "a": 2, "primes": [17]}  # 6^2 = 36 = 2 + 34; 11 = 17 - 6
    assert bc.run_program(data)[0] == ["6", "11"] == bc.solve(data)
    data = {"n": 21, "a": 4, "primes": [3, 7]}  # ±1 mod 3, ±2 mod 7: 2, 5, 16, 19
    assert bc.run_program(data)[0] == ["2", "5", "16", "19"] == bc.solve(data)
    gold = ["2", "5", "16", "19"]
    assert _score(bc, data, gold, "19, 2, 16, 5") == 1.0 and _score(bc, data, gold, "2, 19") == 0.0
    assert _score(bc, data, gold, "2, 5, 16, 19, 2") == 0.0


def test_hensel_by_hand():
    bc = bootcamps.get("number_theory/hensel_lifting")
    data = {"coeffs": [-2, 0, 1], "p": 7, "k": 2}  # x^2 = 2 mod 49: 3 -> 10 (100 = 2 + 98), and 39
    assert bc.run_program(data)[0] == ["10", "39"] == bc.solve(data)
    data = {"coeffs": [0, 0, 1], "p": 3, "k": 2}  # x^2 = 0 mod 9: singular root 0 lifts to 0, 3, 6
    assert bc.run_program(data)[0] == ["0", "3", "6"] == bc.solve(data)
    assert _score(bc, data, ["0", "3", "6"], "6, 0, 3") == 1.0 and _score(bc, data, ["0", "3", "6"], "0") == 0.0
