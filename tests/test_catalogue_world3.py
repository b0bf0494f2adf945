"""Round-3 everyday and science bootcamps (issue 13): gold answers against independent oracles
at every level, one hand-worked example per bootcamp, and the kit module ``bootcamps/kit/physics.py``."""

import datetime
import functools
import math
from collections import Counter
from fractions import Fraction

import pytest
import sympy

import bootcamps
from bootcamps.kit import physics

LEVELS = bootcamps.LEVELS
N = 10  # cases per level per bootcamp for the oracles
AGREED: Counter = Counter()  # bootcamp id -> cases whose gold the oracle confirmed


def cases(bootcamp_id, n=N):
    bc = bootcamps.get(bootcamp_id)
    for level in LEVELS:
        for seed in range(n):
            yield bc, bc.case(seed, level)


def agree(bc, case, oracle_value, exact=True):
    """The oracle's value scores 1.0 as an answer and (exact bootcamps) equals the gold."""
    text = physics.show(oracle_value) if isinstance(oracle_value, (Fraction, int)) else str(oracle_value)
    assert bc.score(case, f"<answer>{text}</answer>") == 1.0, (case.id, text, case.answer)
    if exact and isinstance(oracle_value, (Fraction, int)):
        assert Fraction(str(case.answer)) == oracle_value
    AGREED[bc.id] += 1


# ---------------------------------------------------------------- kit


def test_physics_exact_value_answer():
    class Answer(physics.ExactValueAnswer):
        answer_units = ("m/s",)

    a = Answer()
    assert a.check({}, "-7/3", "-7/3") == 1.0
    assert a.check({}, "-7/3", "-7/3 m/s") == 1.0
    assert a.check({}, "5/2", "2.5") == 1.0
    assert a.check({}, "5/2", "10/4") == 0.0  # not reduced: a restated quotient
    assert a.check({}, "6", "6/1") == 0.0
    assert a.check({}, "5/2", "2.5 kg") == 0.0
    assert a.check({}, "24", "2 4") == 0.0
    assert a.check({}, "24", "2⁴") == 0.0
    assert a.check({}, "24", "1e99999999") == 0.0
    assert a.check({}, "24", "24" * 1000) == 0.0


def test_physics_rounding_and_gold():
    assert physics.rounded(Fraction(1, 8), 2) == "0.13"
    assert physics.rounded(Fraction(5), 2) == "5.00"
    assert physics.rounded(Fraction(-1, 8), 2) == "-0.13"
    assert physics.tolerance_gold(Fraction(2, 3), Fraction(1, 100)) == "0.667"
    assert physics.tolerance_gold(Fraction(2, 3), Fraction(1, 2)) == "0.67"
    assert physics.show(Fraction(7, 4)) == "1.75" and physics.show(Fraction(1, 3)) == "1/3"
    assert physics.clear_of(Fraction(10), [9, 11], Fraction(1, 2))
    assert not physics.clear_of(Fraction(10), [9, Fraction(1001, 100)], Fraction(1, 100))
    assert abs(float(physics.decimal_log10(Fraction(1, 1000))) + 3) < 1e-12
    with pytest.raises(ValueError, match="positive"):
        physics.decimal_log10(Fraction(0))


# ---------------------------------------------------------------- everyday/bowling_score


def _bowling_oracle(rolls, frames):
    """Recursive frame-by-frame scoring, independent of the bootcamp's two solvers."""
    def score(i, frame):
        if frame == frames:
            return sum(rolls[i:])
        if rolls[i] == 10:
            return 10 + rolls[i + 1] + rolls[i + 2] + score(i + 1, frame + 1)
        if rolls[i] + rolls[i + 1] == 10:
            return 10 + rolls[i + 2] + score(i + 2, frame + 1)
        return rolls[i] + rolls[i + 1] + score(i + 2, frame + 1)
    return score(0, 1)


def test_bowling_oracle():
    for bc, case in cases("everyday/bowling_score"):
        agree(bc, case, _bowling_oracle(case.data["rolls"], case.data["frames"]))


def test_bowling_hand_worked():
    bc = bootcamps.get("everyday/bowling_score")
    perfect = {"frames": 10, "rolls": [10] * 12, "notation": True}
    assert bc.solve(perfect) == 300
    # X, 7/, 9-, then 7 open frames of 1+1, last frame 1 1: 20 + 19 + 9 + 7*2 + 2 = 64
    data = {"frames": 10, "rolls": [10, 7, 3, 9, 0] + [1, 1] * 7 + [1, 1], "notation": False}
    assert bc.solve(data) == 64 == bc.run_program(data)[0]
    assert bc.check(data, 64, "64") == 1.0 and bc.check(data, 64, "63") == 0.0


# ---------------------------------------------------------------- everyday/league_standings


def _league_oracle(data):
    win = data["win"]
    pts, gf, ga = Counter(), Counter(), Counter()
    for a, b, x, y in data["matches"]:
        gf[a] += x; ga[a] += y; gf[b] += y; ga[b] += x  # noqa: E702
        pts[a] += win * (x > y) + (x == y)
        pts[b] += win * (y > x) + (x == y)

    def h2h(team):
        mates = [s for s in data["teams"] if pts[s] == pts[team]]
        got = 0
        for a, b, x, y in data["matches"]:
            if a in mates and b in mates:
                got += (win * (x > y) + (x == y)) if a == team else ((win * (y > x) + (x == y)) if b == team else 0)
        return got

    def cmp(s, u):
        for f in [pts.__getitem__] + [{"gd": lambda z: gf[z] - ga[z], "gf": gf.__getitem__, "h2h": h2h}[b] for b in data["breakers"]]:
            if f(s) != f(u):
                return -1 if f(s) > f(u) else 1
        raise AssertionError("tie left by the rules")

    return sorted(data["teams"], key=functools.cmp_to_key(cmp))


def test_league_oracle():
    for bc, case in cases("everyday/league_standings"):
        order = _league_oracle(case.data)
        assert order == case.answer
        agree(bc, case, ", ".join(order))


def test_league_hand_worked():
    bc = bootcamps.get("everyday/league_standings")
    data = {"teams": ["Ajax", "Bears", "Comets"], "win": 3, "breakers": ["gd"],
            "matches": [["Ajax", "Bears", 2, 0], ["Bears", "Comets", 1, 1], ["Comets", "Ajax", 3, 1]]}
    # Ajax 3 pts gd 0, Comets 4 pts, Bears 1 pt
    assert bc.solve(data) == ["Comets", "Ajax", "Bears"] == bc.run_program(data)[0]
    assert bc.check(data, ["Comets", "Ajax", "Bears"], "comets, Ajax, BEARS") == 1.0
    assert bc.check(data, ["Comets", "Ajax", "Bears"], "Comets, Ajax, Bears, Ajax") == 0.0


# ---------------------------------------------------------------- science/collision_1d


def test_collision_oracle():
    v1, v2 = sympy.symbols("v1 v2")
    for bc, case in cases("science/collision_1d"):
        d = case.data
        ms = [sympy.Rational(m, 10) for m in d["m10"]]
        us = [sympy.Integer(u) for u in d["speeds"]]
        e = sympy.Rational(d["e10"], 10)
        before = sum(m * u**2 for m, u in zip(ms, us)) / 2
        for i in range(len(ms) - 1):  # momentum and restitution, solved by sympy
            sol = sympy.solve([ms[i] * v1 + ms[i + 1] * v2 - ms[i] * us[i] - ms[i + 1] * us[i + 1],
                               v2 - v1 - e * (us[i] - us[i + 1])], [v1, v2])
            us[i], us[i + 1] = sol[v1], sol[v2]
        if d["ask"] == "energy":
            value = before - sum(m * u**2 for m, u in zip(ms, us)) / 2
        else:
            value = us[d["target"]] if len(ms) == 2 else us[-1]
        agree(bc, case, Fraction(int(value.p), int(value.q)))


def test_collision_hand_worked():
    bc = bootcamps.get("science/collision_1d")
    # 2 kg at 6 m/s sticks to 1 kg at 0: (12 + 0) / 3 = 4 m/s; energy lost 36 - 24 = 12 J
    data = {"kind": "inelastic", "e10": 0, "m10": [20, 10], "speeds": [6, 0], "ask": "velocity", "target": 1}
    assert bc.solve(data) == "4"
    assert bc.solve(dict(data, ask="energy")) == "12"
    # elastic, equal masses: the velocities swap
    assert bc.solve({**data, "kind": "elastic", "e10": 10, "m10": [10, 10]}) == "6"
    assert bc.check(data, "4", "4 m/s") == 1.0 and bc.check(data, "4", "8/2") == 0.0


# ---------------------------------------------------------------- science/gas_laws


def test_gas_laws_oracle():
    P, V, T = sympy.symbols("P V T", positive=True)
    for bc, case in cases("science/gas_laws"):
        d = case.data
        s = {q: sympy.Rational(v) for q, v in d["start"].items()}
        if d["ideal_start"]:
            s["P"] = sympy.Rational(d["n"]) * sympy.Rational("8.314") * s["T"] / s["V"]
        k = s["P"] * s["V"] / s["T"]  # PV/T of the fixed amount
        state = s
        for kind, given in d["changes"]:
            new = {q: sympy.Rational(v) for q, v in given.items()}
            held = {"isothermal": "T", "isobaric": "P", "isochoric": "V"}.get(kind)
            if held:
                new[held] = state[held]
            unknown = {"P": P, "V": V, "T": T}[next(q for q in "PVT" if q not in new)]
            (root,) = sympy.solve(sympy.Eq(new.get("P", P) * new.get("V", V), k * new.get("T", T)), unknown)
            new[str(unknown)] = root
            state = new
        exact = state[d["ask"]]
        assert Fraction(int(exact.p), int(exact.q)) == Fraction(d["exact"])
        agree(bc, case, physics.rounded(Fraction(int(exact.p), int(exact.q)), 4), exact=False)


def test_gas_laws_hand_worked():
    bc = bootcamps.get("science/gas_laws")
    # Boyle: 100 kPa * 10 L = P * 4 L -> 250 kPa
    data = {"start": {"P": "100", "V": "10", "T": "300"}, "changes": [["isothermal", {"V": "4"}]], "ask": "P",
            "celsius": False, "ideal_start": False, "tol": "1/100", "exact": "250"}
    assert bc.solve(data) == "250.000"
    assert bc.check(data, "250.000", "250.005") == 1.0 and bc.check(data, "250.000", "250.02") == 0.0
    # 1 mol at 300 K in 24.942 L: P = 8.314 * 300 / 24.942 = 100 kPa; then heat to 600 K at constant V -> 200
    data2 = {"start": {"V": "24.942", "T": "300"}, "n": "1", "changes": [["isochoric", {"T": "600"}]], "ask": "P",
             "celsius": False, "ideal_start": True, "tol": "1/100"}
    assert bc.solve(data2) == "200.000"
