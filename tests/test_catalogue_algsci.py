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


# published-style constants typed again here: (Tf, Kf, Tb, Kb, density)
_SOLVENTS = {"water": (0, "1.86", 100, "0.512", "0.997"), "benzene": ("5.5", "5.12", "80.1", "2.53", "0.879"),
             "cyclohexane": ("6.5", 20, "80.7", "2.79", "0.779"), "acetic acid": ("16.6", "3.9", "118.1", "3.07", "1.049"),
             "carbon tetrachloride": ("-22.9", "29.8", "76.7", "5.03", "1.594")}
_SOLUTES = {"glucose": ("180.16", 1), "sucrose": ("342.3", 1), "urea": ("60.06", 1), "glycerol": ("92.09", 1),
            "ethylene glycol": ("62.07", 1), "NaCl": ("58.44", 2), "KCl": ("74.55", 2), "KBr": (119, 2),
            "CaCl2": ("110.98", 3), "MgCl2": ("95.21", 3), "Na2SO4": ("142.04", 3), "K2SO4": ("174.26", 3),
            "AlCl3": ("133.34", 4), "FeCl3": ("162.2", 4), "naphthalene": ("128.17", 1), "biphenyl": ("154.21", 1),
            "anthracene": ("178.23", 1), "cholesterol": ("386.65", 1), "sulfur (S8)": ("256.52", 1),
            "camphor": ("152.23", 1)}


def oracle_colligative(d, gold):
    tf, kf, tb, kb, rho = (sympy.Rational(str(v)) for v in _SOLVENTS[d["solvent"]])
    grams = d["mass"] if d["mass"] is not None else d["volume"] * rho
    # each solute shifts the temperature on its own; the shifts add
    shifts = [sympy.Rational(_SOLUTES[n][1]) * sympy.Rational(g) / sympy.Rational(str(_SOLUTES[n][0])) * 1000 / grams
              for n, g in d["solutes"]]
    down, up = sum(kf * s for s in shifts), sum(kb * s for s in shifts)
    exact = {"freezing": tf - down, "boiling": tb + up, "range": tb - tf + up + down}[d["ask"]]
    return abs(Fraction(str(gold)) - Fraction(str(exact))) <= Fraction(1, 1000) and Fraction(d["exact"]) == Fraction(str(exact))


ORACLES = {
    "science/colligative_properties": oracle_colligative,
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


def test_colligative_by_hand():
    bc = bootcamps.get("science/colligative_properties")
    # 58.44 g NaCl = 1 mol, 2 particles each, in 1 kg water: m = 2, dTf = 1.86 * 2 = 3.72
    data = {"solvent": "water", "solutes": [["NaCl", "58.44"]], "ask": "freezing", "tol": "1/100", "mass": 1000,
            "volume": None, "intro": 0, "question": 0, "exact": "-93/25"}
    assert Fraction(bc.run_program(data)[0]) == Fraction("-3.72") == Fraction(bc.solve(data))
    assert _score(bc, data, "-3.720", "-3.72 °C") == 1.0 and _score(bc, data, "-3.720", "-1.86") == 0.0
    assert _score(bc, data, "-3.720", "3.72") == 0.0
