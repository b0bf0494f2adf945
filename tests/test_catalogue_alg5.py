"""alg5 batch of algebra bootcamps (rational equations and inequalities, root transforms):
gold answers agree with sympy (solveset, solve_univariate_inequality, resultant)
on cases at every level, and one hand-worked example per bootcamp scores 1.0
while a wrong answer scores 0.0.

Oracles only ever see generated data (a case's inputs), never model text.
"""

from __future__ import annotations

from fractions import Fraction

import pytest
import sympy

import bootcamps
from bootcamps.kit.alg5 import spec_coeffs
from bootcamps.kit.poly import parse_poly

LEVELS = ("1", "2", "3", "4", "5")
SAMPLE = 3  # cases per level per bootcamp
x, y = sympy.symbols("x y")


def _score(bc, data, gold, text):
    return bc.verify(data, gold, f"<answer>{text}</answer>")


def _poly(coeffs):
    return sum(sympy.Rational(str(Fraction(c))) * x**i for i, c in enumerate(coeffs))


def _side(terms):
    total = sympy.Integer(0)
    for term in terms:
        value = _poly(spec_coeffs(term["num"]))
        if term["den"] is not None:
            value = value / _poly(spec_coeffs(term["den"]))
        total += term.get("sign", 1) * value
    return total


# ---------------------------------------------------------------- oracles: (data, gold) -> bool


def oracle_rational_equation(d, gold):
    solutions = sympy.solveset(sympy.Eq(_side(d["left"]), _side(d["right"])), x, domain=sympy.S.Reals)
    assert isinstance(solutions, (sympy.FiniteSet, type(sympy.S.EmptySet)))
    return sorted(sympy.Rational(s) for s in gold) == sorted(solutions)


def _interval_set(text):
    pieces = []
    for part in text.split(" U "):
        left, right = part[0], part[-1]
        low_text, high_text = (v.strip() for v in part[1:-1].split(","))
        low = -sympy.oo if low_text == "-inf" else sympy.Rational(low_text)
        high = sympy.oo if high_text == "inf" else sympy.Rational(high_text)
        pieces.append(sympy.Interval(low, high, left_open=left == "(", right_open=right == ")"))
    return sympy.Union(*pieces)


def oracle_rational_inequality(d, gold):
    relation = {">": sympy.Gt, ">=": sympy.Ge, "<": sympy.Lt, "<=": sympy.Le}[d["rel"]]
    want = sympy.solveset(relation(_side(d["left"]) - _side(d["right"]), 0), x, domain=sympy.S.Reals)
    got = _interval_set(gold)
    return sympy.Complement(want, got) == sympy.S.EmptySet and sympy.Complement(got, want) == sympy.S.EmptySet


def oracle_root_transform(d, gold):
    # q(y) = Res_x(p(x), y den(x) - num(x)) for the map f = num/den, made monic
    f = x
    for step in d["steps"]:
        f = {"shift": lambda e: e + step[-1], "scale": lambda e: step[-1] * e, "inverse": lambda e: 1 / e,
             "square": lambda e: e**2}[step[0]](f)
    num, den = sympy.fraction(sympy.together(f))
    q = sympy.Poly(sympy.resultant(_poly(d["coeffs"]), y * den - num, x), y).monic()
    want = [Fraction(int(c.p), int(c.q)) for c in reversed(q.all_coeffs())]
    return parse_poly(gold).coeffs() == want


ORACLES = {
    "algebra/root_transform_polynomial": oracle_root_transform,
    "algebra/rational_inequality": oracle_rational_inequality,
    "algebra/rational_equation": oracle_rational_equation,
}


@pytest.mark.parametrize("name", sorted(ORACLES))
def test_gold_agrees_with_oracle(name):
    bc = bootcamps.get(name)
    for level in LEVELS:
        for seed in range(SAMPLE):
            case = bc.case(seed, level)
            assert ORACLES[name](case.data, case.answer), (name, level, seed, case.prompt)
            assert bc.solve(case.data) == case.answer, (name, level, seed)


# ---------------------------------------------------------------- hand-worked examples


def test_rational_equation_hand():
    bc = bootcamps.get("algebra/rational_equation")
    # x^2/(x - 3) = 9/(x - 3): x^2 = 9, but x = 3 zeroes the denominator, so only -3.
    den = {"k": 1, "f": [[1, 3]]}
    data = {"poles": ["3"], "left": [{"num": {"c": [0, 0, 1]}, "den": den, "sign": 1}],
            "right": [{"num": {"c": [9]}, "den": den, "sign": 1}]}
    assert bc.solve(data) == ["-3"] and bc.program(bootcamps.trace.Tracer(), data) == ["-3"]
    for text in ("-3", "x = -3", "{-3}"):
        assert _score(bc, data, ["-3"], text) == 1.0, text
    for text in ("-3, 3", "3", "none", "-3.0"):
        assert _score(bc, data, ["-3"], text) == 0.0, text


def test_rational_inequality_hand():
    bc = bootcamps.get("algebra/rational_inequality")
    # (x - 1)/(x + 2) >= 0: the sign is + left of -2 and right of 1; x = 1 counts, x = -2 does not.
    data = {"left": [{"num": {"k": 1, "f": [[1, 1]]}, "den": {"k": 1, "f": [[1, -2]]}, "sign": 1}], "right": [],
            "rel": ">="}
    gold = "(-inf, -2) U [1, inf)"
    assert bc.solve(data) == gold and bc.program(bootcamps.trace.Tracer(), data) == gold
    for text in (gold, "(-inf,-2)U[1,inf)", "x < -2 or x >= 1", "(-∞, -2) ∪ [1, ∞)", "[1, inf) U (-inf, -2)",
                 "x \\in (-\\infty, -2) \\cup [1, \\infty)", "(-inf, -3] U (-3, -2) U [1, 2) U [2, inf)"):
        assert _score(bc, data, gold, text) == 1.0, text
    for text in ("(-inf, -2] U [1, inf)", "(-inf, -2) U (1, inf)", "(-inf, -2) U [1, inf) or (-inf, -2)",
                 "[-2, 1)", "(-inf, -2)", "x < -2 and x >= 1", "(-inf, -2) U [1, inf) U [1, 3]"):
        assert _score(bc, data, gold, text) == 0.0, text


def test_root_transform_hand():
    bc = bootcamps.get("algebra/root_transform_polynomial")
    # x^2 - 3x + 2 has roots 1 and 2; 1/r + 1 gives 2 and 3/2: (x - 2)(x - 3/2) = x^2 - 7/2 x + 3.
    data = {"coeffs": [2, -3, 1], "steps": [["inverse"], ["shift", 1]]}
    gold = "x^2 - 7/2*x + 3"
    assert bc.solve(data) == gold and bc.program(bootcamps.trace.Tracer(), data) == gold
    for text in (gold, "x^2 - (7/2)x + 3", "(x - 2)(x - 3/2)", "x² - 3.5x + 3", "\\frac{(x-2)(2x-3)}{2}"):
        assert _score(bc, data, gold, text) == 1.0, text
    for text in ("2x^2 - 7x + 6", "x^2 - 3x + 2", "x^2 + 7/2x + 3", "(x - 2)(x - 3/2)/x"):
        assert _score(bc, data, gold, text) == 0.0, text
