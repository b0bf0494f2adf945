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


def _surd(text):
    from bootcamps.kit.numbers3 import read_surd_fraction

    c, q = read_surd_fraction(text)
    return sympy.Rational(c.numerator, c.denominator) * sympy.sqrt(q)


def oracle_chord_length(d, gold):
    x, y = sympy.symbols("x y")
    circle = sympy.Circle(_pt([d["h"], d["k"]]), sympy.sqrt(d["r2"]))
    line = sympy.Line(d["a"] * x + d["b"] * y - d["c"])
    p, q = circle.intersection(line)
    return sympy.simplify(p.distance(q) - _surd(gold)) == 0


def oracle_polygon_centroid(d, gold):
    centre = sympy.Polygon(*[_pt(p) for p in d["points"]]).centroid
    return [sympy.Rational(g) for g in gold] == [centre.x, centre.y]


ORACLES = {
    "geometry/polygon_centroid": oracle_polygon_centroid,
    "geometry/chord_length": oracle_chord_length,
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


def test_chord_length_by_hand():
    bc = bootcamps.get("geometry/chord_length")
    # circle centre (0, 0), r^2 = 25; line y = 3 meets it at (±4, 3): chord 8
    data = {"h": 0, "k": 0, "r2": 25, "a": 0, "b": 1, "c": 3, "equation": False}
    assert bc.run_program(data)[0] == "8" == bc.solve(data)
    # line x + y = 1 in x^2 + y^2 = 5: d^2 = 1/2, chord = 2 sqrt(9/2) = 3√2
    data = {"h": 0, "k": 0, "r2": 5, "a": 1, "b": 1, "c": 1, "equation": True}
    assert bc.run_program(data)[0] == "3√2" == bc.solve(data)
    assert _score(bc, data, "3√2", "3*sqrt(2)") == 1.0 and _score(bc, data, "3√2", "√18") == 0.0


def test_polygon_centroid_by_hand():
    bc = bootcamps.get("geometry/polygon_centroid")
    # an L of three unit squares with centres (1/2, 1/2), (3/2, 1/2), (1/2, 3/2): (5/6, 5/6)
    data = {"points": [[0, 0], [2, 0], [2, 1], [1, 1], [1, 2], [0, 2]]}
    assert bc.run_program(data)[0] == ["5/6", "5/6"] == bc.solve(data)
    assert _score(bc, data, ["5/6", "5/6"], "(5/6, 5/6)") == 1.0
    assert _score(bc, data, ["5/6", "5/6"], "(1, 1)") == 0.0  # the vertex average is not the centroid
