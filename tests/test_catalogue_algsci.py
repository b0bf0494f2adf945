"""Batch algsci (algebra and science bootcamps): gold answers agree with independent oracles
(sympy inequality solving, a sympy linear solve, exact fractions) on cases at every level, and
one hand-worked example per bootcamp scores 1.0 while a wrong answer scores 0.0.

Oracles only ever see generated data (a case's inputs), never model text.
"""

from __future__ import annotations

from fractions import Fraction

import pytest
import sympy

import bootcamps

LEVELS = ("1", "2", "3", "4", "5")
SAMPLE = 3  # cases per level per bootcamp
X = sympy.Symbol("x", real=True)


def _score(bc, data, gold, text):
    return bc.verify(data, gold, f"<answer>{text}</answer>")


# ---------------------------------------------------------------- oracles: (data, gold) -> bool

_REL = {"<": sympy.Lt, "<=": sympy.Le, ">": sympy.Gt, ">=": sympy.Ge}


def _expr(ineq):
    if ineq["kind"] in ("abs", "abs_out"):
        return sympy.Abs(X - ineq["a"]) - ineq["b"]
    num = sympy.prod([p * X - q for p, q in ineq["num"]])
    den = sympy.prod([p * X - q for p, q in ineq["den"]]) if ineq["den"] else 1
    return num / den


def oracle_inequality_count(d, gold):
    solution = sympy.S.Reals
    for ineq in d["ineqs"]:
        solution = solution.intersect(sympy.solveset(_REL[ineq["op"]](_expr(ineq), 0), X, sympy.S.Reals))
    first = d["ineqs"][0]
    count = sum(1 for n in range(first["a"] - first["b"] - 2, first["a"] + first["b"] + 3) if solution.contains(n) == True)  # noqa: E712
    return gold == count


def oracle_food_web(d, gold):
    n, n_prod = len(d["names"]), len(d["energy"])
    sym = sympy.symbols(f"p0:{n}")
    eqs = [sym[s] - d["energy"][s] for s in range(n_prod)]
    for c in range(n_prod, n):
        eaten = sum(sympy.Rational(d["share"][f"{s}>{c}"], 100) * sym[s] for s in d["eats"][c])
        eqs.append(sym[c] - sympy.Rational(d["eff"][c], 100) * eaten)
    solution = sympy.solve(eqs, sym, dict=True)[0]
    return Fraction(gold) == Fraction(str(solution[sym[n - 1]]))


ORACLES = {
    "science/food_web_energy": oracle_food_web,
    "algebra/inequality_integer_count": oracle_inequality_count,
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


def test_inequality_count_by_hand():
    bc = bootcamps.get("algebra/inequality_integer_count")
    # |x| <= 5 gives -5..5; (x - 1)(x - 3) > 0 drops 1, 2, 3; (x + 4)/(x - 2) >= 0 keeps x <= -4 or x > 2
    data = {"ineqs": [{"kind": "abs", "a": 0, "b": 5, "op": "<="},
                      {"kind": "quad", "num": [[1, 1], [1, 3]], "den": [], "op": ">"},
                      {"kind": "rational", "num": [[1, -4]], "den": [[1, 2]], "op": ">="}], "template": 0}
    # survivors: -5, -4, 4, 5
    assert bc.run_program(data)[0] == 4 == bc.solve(data)
    assert _score(bc, data, 4, "4") == 1.0 and _score(bc, data, 4, "5") == 0.0


def test_food_web_by_hand():
    bc = bootcamps.get("science/food_web_energy")
    # grass 10000 -> rabbit eats 50% at 10% = 500; mouse eats 30% at 20% = 600;
    # fox eats 40% of rabbit + 50% of mouse = 200 + 300 = 500, keeps 15% = 75
    data = {"names": ["grass", "rabbit", "mouse", "fox"], "layer": [0, 1, 1, 2], "energy": [10000],
            "eff": [0, 10, 20, 15], "eats": [[], [0], [0], [1, 2]],
            "share": {"0>1": 50, "0>2": 30, "1>3": 40, "2>3": 50}, "intro": 0, "ask": 0}
    assert bc.run_program(data)[0] == "75" == bc.solve(data)
    assert _score(bc, data, "75", "75 kJ") == 1.0 and _score(bc, data, "75", "750") == 0.0
