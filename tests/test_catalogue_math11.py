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


def _inside_part(a, b, poly, keep_same_direction):
    """The parameter interval [lo, hi] of segment a->b inside the convex ccw polygon, by
    clipping against each edge's half-plane (Cyrus-Beck); a collinear edge keeps the segment
    only when it runs the same way and keep_same_direction is set."""
    lo, hi = Fraction(0), Fraction(1)
    for i in range(len(poly)):
        c, d = poly[i], poly[(i + 1) % len(poly)]
        side = lambda p: (d[0] - c[0]) * (p[1] - c[1]) - (d[1] - c[1]) * (p[0] - c[0])
        fa, fb = side(a), side(b)
        if fa == 0 and fb == 0:
            same = (b[0] - a[0]) * (d[0] - c[0]) + (b[1] - a[1]) * (d[1] - c[1]) > 0
            if not (same and keep_same_direction):
                return None
            continue
        if fa < 0 and fb < 0:
            return None
        if fa < 0 or fb < 0:  # crosses at t = fa / (fa - fb)
            t = Fraction(fa, fa - fb)
            lo, hi = (max(lo, t), hi) if fa < 0 else (lo, min(hi, t))
    return (lo, hi) if lo < hi else None


def oracle_convex_overlap(d, gold):
    # Green's theorem: area = 1/2 of the sum of x dy - y dx over the boundary of P ∩ Q, made of
    # the parts of P's edges inside Q and of Q's edges strictly inside P
    total = Fraction(0)
    for poly, other, keep in ((d["p"], d["q"], True), (d["q"], d["p"], False)):
        for i in range(len(poly)):
            a, b = poly[i], poly[(i + 1) % len(poly)]
            part = _inside_part(a, b, other, keep)
            if part:
                (x0, y0), (x1, y1) = ([a[k] + t * (b[k] - a[k]) for k in (0, 1)] for t in part)
                total += x0 * y1 - x1 * y0
    return total / 2 == Fraction(gold)


ORACLES = {
    "geometry/convex_overlap_area": oracle_convex_overlap,
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


def test_convex_overlap_area_by_hand():
    bc = bootcamps.get("geometry/convex_overlap_area")
    # squares [0,4]^2 and [2,6]x[1,5] overlap in [2,4]x[1,4]: area 6
    data = {"p": [[0, 0], [4, 0], [4, 4], [0, 4]], "q": [[2, 1], [6, 1], [6, 5], [2, 5]]}
    assert bc.run_program(data)[0] == "6" == bc.solve(data)
    data = {"p": [[0, 0], [4, 0], [0, 4]], "q": [[1, 1], [3, 1], [3, 3], [1, 3]]}  # the square [1,3]^2 below x + y = 4: triangle (1,1), (3,1), (1,3), area 2
    assert bc.run_program(data)[0] == "2" == bc.solve(data)
    assert _score(bc, data, "2", "2") == 1.0 and _score(bc, data, "2", "4") == 0.0
