"""Seventh batch of mathematics bootcamps (issue 10): gold answers agree with independent
oracles (brute force, sympy, other formulas) on cases at every level, and one hand-worked
example per bootcamp scores 1.0 while a wrong answer scores 0.0.

Oracles only ever see generated data (a case's inputs), never model text.
"""

from __future__ import annotations

import itertools
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


def oracle_frobenius(d, gold):
    coins = d["coins"]
    if len(coins) == 2:
        return gold == coins[0] * coins[1] - coins[0] - coins[1]  # Sylvester's formula
    bound = coins[0] * coins[1]  # two coins of the set are coprime? not always: use a safe bound
    bound = max(bound, 2 * coins[-1] * coins[0])
    payable = {0}
    for v in range(1, bound + 1):
        if any(v - c in payable for c in coins):
            payable.add(v)
    top = max(v for v in range(bound + 1) if v not in payable)
    # past the answer, every run of `min coin` payable amounts continues forever
    return gold == top and all(v in payable for v in range(top + 1, top + coins[0] + 1))


def oracle_square_residues(d, gold):
    want = 1
    for p, k in sympy.factorint(d["n"]).items():
        q = p**k
        if q <= 300_000:
            want *= len({x * x % q for x in range(q)})
        else:  # count a in 0..q-1 that are squares via sympy's residue test on each valuation class
            total = 1  # zero
            for j in range(0, (k + 1) // 2):
                m = k - 2 * j
                units = sympy.totient(p**m)
                total += units // 2 if p != 2 else (1 if m <= 2 else units // 4)
            want *= total
    return gold == want


ORACLES = {
    "number_theory/frobenius_coin": oracle_frobenius,
    "number_theory/square_residue_count": oracle_square_residues,
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


def test_frobenius_by_hand():
    bc = bootcamps.get("number_theory/frobenius_coin")
    data = {"coins": [6, 9, 20], "story": 0}  # the McNugget number
    assert bc.run_program(data)[0] == 43 == bc.solve(data)
    assert _score(bc, data, 43, "43") == 1.0 and _score(bc, data, 43, "44") == 0.0


def test_square_residues_by_hand():
    bc = bootcamps.get("number_theory/square_residue_count")
    data = {"n": 72, "var": 0}  # mod 8: {0,1,4}; mod 9: {0,1,4,7}: 3 * 4 = 12
    assert bc.run_program(data)[0] == 12 == bc.solve(data)
    assert _score(bc, data, 12, "12") == 1.0 and _score(bc, data, 12, "13") == 0.0
