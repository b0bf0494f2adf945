"""Batch alg6 (algebra and combinatorics): gold answers agree with independent oracles (sympy,
brute force) on cases at every level, and one hand-worked example per bootcamp scores 1.0
while a wrong answer scores 0.0.

Oracles only ever see generated data (a case's inputs), never model text.
"""

from __future__ import annotations

from fractions import Fraction

import pytest
import sympy

import bootcamps

LEVELS = ("1", "2", "3", "4", "5")
SAMPLE = 4  # cases per level per bootcamp
x = sympy.Symbol("x")


def _score(bc, data, gold, text):
    return bc.verify(data, gold, f"<answer>{text}</answer>")


# ---------------------------------------------------------------- oracles: (data, gold) -> bool


def _sym_complex(node):
    kind = node[0]
    if kind == "num":
        return sympy.Integer(node[1]) + sympy.Integer(node[2]) * sympy.I
    if kind == "pow":
        return _sym_complex(node[1]) ** node[2]
    a, b = _sym_complex(node[1]), _sym_complex(node[2])
    return {"add": a + b, "sub": a - b, "mul": a * b, "div": a / b}[kind]


def oracle_complex(d, gold):
    from bootcamps.algebra.complex_arithmetic import read_complex

    value = sympy.nsimplify(sympy.expand(sympy.simplify(_sym_complex(d["expr"]))))
    re_, im = sympy.re(value), sympy.im(value)
    return read_complex(gold) == (Fraction(int(re_.p), int(re_.q)), Fraction(int(im.p), int(im.q)))


ORACLES = {
    "algebra/complex_arithmetic": oracle_complex,
}


@pytest.mark.parametrize("bootcamp_id", sorted(ORACLES))
def test_gold_agrees_with_oracle(bootcamp_id):
    bc = bootcamps.get(bootcamp_id)
    oracle = ORACLES[bootcamp_id]
    for level in LEVELS:
        for seed in range(SAMPLE):
            case = bc.case(seed, level)
            assert oracle(case.data, case.answer), (bootcamp_id, level, seed, case.data, case.answer)
            assert bc.solve(case.data) == case.answer == bc.run_program(case.data)[0]
            assert bc.score(case, f"<answer>{bc.format_answer(case.answer)}</answer>") == 1.0


# ---------------------------------------------------------------- hand-worked examples


def test_complex_by_hand():
    bc = bootcamps.get("algebra/complex_arithmetic")
    # (1 + 2i)(3 - i) = 3 - i + 6i - 2i^2 = 5 + 5i; divided by (1 - 2i): (5 + 5i)(1 + 2i)/5 = -1 + 3i
    data = {"expr": ["div", ["mul", ["num", 1, 2], ["num", 3, -1]], ["num", 1, -2]]}
    assert bc.run_program(data)[0] == "-1 + 3i" == bc.solve(data)
    for text in ("-1 + 3i", "3i - 1", "(-5 + 15i)/5", "-1+3 i", "\\frac{-2+6i}{2}"):
        assert _score(bc, data, "-1 + 3i", text) == 1.0, text
    for text in ("-1 - 3i", "1 + 3i", "(1 + 2i)(3 - i)/(1 - 2i)", "-1 + 3i + 0*i^2", "-1 + 3j"):
        assert _score(bc, data, "-1 + 3i", text) == 0.0, text
    # 1 / (1 + i)^2 = 1 / (2i) = -i/2
    data = {"expr": ["pow", ["num", 1, 1], -2]}
    assert bc.run_program(data)[0] == "-(1/2)i" == bc.solve(data)
    assert _score(bc, data, "-(1/2)i", "-i/2") == 1.0 and _score(bc, data, "-(1/2)i", "0 - 0.5i") == 1.0
    assert _score(bc, data, "-(1/2)i", "i/2") == 0.0
