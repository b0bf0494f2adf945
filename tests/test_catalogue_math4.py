"""Fourth batch of mathematics bootcamps (issue 10: geometry, linear algebra, calculus,
statistics, sequences, arithmetic): gold answers agree with independent oracles (sympy, brute
force, the standard library) on cases at every level, one hand-worked example per bootcamp,
and the kit/geometry helpers.

sympy only ever sees generated data (a case's inputs), never model text.
"""

from __future__ import annotations

from fractions import Fraction

import pytest
import sympy
from sympy import geometry as sg

import bootcamps
from bootcamps.kit import geometry as kg

LEVELS = ("1", "2", "3", "4", "5")
SAMPLE = 6  # cases per level per bootcamp


def _score(bc, data, gold, text):
    return bc.verify(data, gold, f"<answer>{text}</answer>")


def _sym(text):
    """A gold surd text (``-3√5``, ``√7``, ``12``) as a sympy number, split by hand."""
    if "√" not in text:
        return sympy.Integer(int(text))
    coef, radicand = text.split("√")
    coef = {"": 1, "-": -1}.get(coef, None) or int(coef)
    return coef * sympy.sqrt(int(radicand))


def _rationals(values):
    return [sympy.Rational(v) for v in values]


# ---------------------------------------------------------------- oracles, one per bootcamp


def oracle_distance_surd(d):
    return sympy.sqrt(sum((sympy.Integer(a) - b) ** 2 for a, b in zip(d["p"], d["q"])))


def _line(line):
    if line["kind"] == "points":
        return sg.Line(sg.Point(*line["p"]), sg.Point(*line["q"]))
    a, b, c = line["abc"]
    x, y = sympy.symbols("x y")
    return sg.Line(a * x + b * y - c, x=x, y=y)


def oracle_line_intersection(d):
    (point,) = _line(d["lines"][0]).intersection(_line(d["lines"][1]))
    return [point.x, point.y]


def oracle_circumcenter(d):
    centre = sg.Triangle(sg.Point(*d["a"]), sg.Point(*d["b"]), sg.Point(*d["c"])).circumcenter
    return [centre.x, centre.y]


def oracle_point_transform(d):
    p = sg.Point(*d["p"])
    for op in d["ops"]:
        if op["kind"] == "translate":
            p = p.translate(op["dx"], op["dy"])
        elif op["kind"] == "rotate":
            p = p.rotate(sympy.pi * op["angle"] / 180, sg.Point(*op["centre"]))
        elif op["kind"] == "dilate":
            p = p.scale(op["factor"], op["factor"], sg.Point(*op["centre"]))
        else:
            x, y = sympy.symbols("x y")
            c = op["c"]
            line = {"x": sg.Line(sg.Point(c, 0), sg.Point(c, 1)), "y": sg.Line(sg.Point(0, c), sg.Point(1, c)),
                    "y=x+c": sg.Line(sg.Point(0, c), sg.Point(1, c + 1)), "y=-x+c": sg.Line(sg.Point(0, c), sg.Point(1, c - 1))}[op["line"]]
            p = p.reflect(line)
    return [p.x, p.y]


ORACLES = {
    "geometry/distance_surd": (oracle_distance_surd, _sym),
    "geometry/line_intersection": (oracle_line_intersection, _rationals),
    "geometry/circumcenter": (oracle_circumcenter, _rationals),
    "geometry/point_transform": (oracle_point_transform, _rationals),
}


@pytest.mark.parametrize("bootcamp_id", sorted(ORACLES))
def test_oracle_agrees_at_every_level(bootcamp_id):
    bc = bootcamps.get(bootcamp_id)
    oracle, as_sym = ORACLES[bootcamp_id]
    for level in LEVELS:
        for seed in range(SAMPLE):
            case = bc.case(seed, level)
            expected, got = oracle(case.data), as_sym(case.answer)
            if not isinstance(expected, list):
                expected, got = [expected], [got]
            assert len(got) == len(expected), (bootcamp_id, level, seed)
            assert all(sympy.simplify(sympy.sympify(a) - b) == 0 for a, b in zip(got, expected)), (bootcamp_id, level, seed, case.answer, expected)


# ---------------------------------------------------------------- hand-worked examples


def test_distance_surd_by_hand():
    bc = bootcamps.get("geometry/distance_surd")
    data = {"p": [1, 2], "q": [7, -1]}  # 6^2 + 3^2 = 45 = 9 * 5
    assert bc.solve(data) == "3√5" == bc.run_program(data)[0]
    for text in ("3√5", "3*sqrt(5)", "3 sqrt(5)", "3\\sqrt{5}", "$3\\sqrt{5}$"):
        assert _score(bc, data, "3√5", text) == 1.0, text
    for text in ("√45", "sqrt(45)", "6.708", "3√5, 5", "3√6", "45"):
        assert _score(bc, data, "3√5", text) == 0.0, text


def test_line_intersection_by_hand():
    bc = bootcamps.get("geometry/line_intersection")
    data = {"lines": [{"kind": "points", "p": [0, 0], "q": [2, 2]}, {"kind": "equation", "abc": [1, 1, 3]}]}
    assert bc.solve(data) == ["3/2", "3/2"] == bc.run_program(data)[0]
    assert _score(bc, data, ["3/2", "3/2"], "(3/2, 3/2)") == 1.0
    assert _score(bc, data, ["3/2", "3/2"], "x = 3/2, y = 3/2") == 1.0
    assert _score(bc, data, ["3/2", "3/2"], "(1.5, 1.5)") == 0.0


def test_circumcenter_by_hand():
    bc = bootcamps.get("geometry/circumcenter")
    data = {"a": [0, 0], "b": [4, 0], "c": [0, 2]}  # right angle at A: the centre is the hypotenuse's midpoint
    assert bc.solve(data) == ["2", "1"] == bc.run_program(data)[0]
    assert _score(bc, data, ["2", "1"], "(2, 1)") == 1.0
    assert _score(bc, data, ["2", "1"], "(1, 2)") == 0.0


def test_point_transform_by_hand():
    bc = bootcamps.get("geometry/point_transform")
    ops = [{"kind": "rotate", "angle": 90, "centre": [0, 0]},  # (1, 2) -> (-2, 1)
           {"kind": "reflect", "line": "x", "c": 1},  # -> (4, 1)
           {"kind": "translate", "dx": 1, "dy": -1}]  # -> (5, 0)
    data = {"p": [1, 2], "ops": ops}
    assert bc.solve(data) == ["5", "0"] == bc.run_program(data)[0]
    assert _score(bc, data, ["5", "0"], "(5, 0)") == 1.0


# ---------------------------------------------------------------- kit/geometry


def test_kit_surds():
    assert kg.simplify_sqrt(72) == (6, 2) and kg.simplify_sqrt(49) == (7, 1) and kg.simplify_sqrt(0) == (0, 1)
    assert kg.format_surd(6, 2) == "6√2" and kg.format_surd(1, 3) == "√3" and kg.format_surd(-1, 3) == "-√3"
    assert kg.format_surd(5, 1) == "5"
    assert kg.read_surd("-√5") == (-1, 5) and kg.read_surd("2√1") is None and kg.read_surd("1 2√5") is None
    assert kg.read_surd("3√⁵") is None and kg.read_surd("3.0") is None and kg.read_surd("√" * 10_000) is None
    for n in range(1, 400):  # a*a*b == n with b square-free
        a, b = kg.simplify_sqrt(n)
        assert a * a * b == n and all(b % (p * p) for p in range(2, b + 1) if p * p <= b)


def test_kit_labels_and_orientation():
    assert kg.read_labels("[A, C]", ["A", "B", "C"]) == ["A", "C"]
    assert kg.read_labels("a c", ["A", "B", "C"]) == ["A", "C"]
    assert kg.read_labels("none", ["A"]) == [] and kg.read_labels("D", ["A"]) is None
    assert kg.orientation([0, 0], [1, 0], [0, 1]) == 1 and kg.orientation([0, 0], [1, 1], [2, 2]) == 0
    assert kg.point_text([Fraction(1, 2), -3]) == "(1/2, -3)"
