"""Geometry and sequence batch "geoseq": gold answers agree with independent oracles (brute
force over generated data, sympy, fractions) on cases at every level, and one hand-worked
example per bootcamp scores 1.0 while a wrong answer scores 0.0.

Oracles only ever see generated data (a case's inputs), never model text.
"""

from __future__ import annotations

import bisect
import itertools
from functools import lru_cache

import numpy as np
import pytest
import sympy

import bootcamps

LEVELS = ("1", "2", "3", "4", "5")
SAMPLE = 4  # cases per level per bootcamp


def _score(bc, data, gold, text):
    return bc.verify(data, gold, f"<answer>{text}</answer>")


# ---------------------------------------------------------------- sequence/stern_diatomic


def _stern_list(limit):
    s = [0, 1]
    for m in range(2, limit + 1):
        s.append(s[m // 2] if m % 2 == 0 else s[m // 2] + s[m // 2 + 1])
    return s


_STERN = _stern_list(200_001)


@lru_cache(maxsize=None)
def _hyperbinary(r):
    # choose the multiplicity c of 2^0 (its parity is forced by r), then count for (r - c) / 2
    if r < 0:
        return 0
    if r == 0:
        return 1
    return sum(_hyperbinary((r - c) // 2) for c in (0, 1, 2) if (r - c) % 2 == 0 and r - c >= 0)


def oracle_stern(d, gold):
    n = int(d["n"])
    if d["kind"] == "hyperbinary":
        want = _hyperbinary(n)
    elif n <= 200_000:
        want = _STERN[n]
    else:
        want = _hyperbinary(n - 1)  # s(n) counts the hyperbinary representations of n - 1
    return int(gold) == want


def test_hyperbinary_brute_force():
    for n in range(1, 70):  # every multiplicity vector (c_0, ..., c_6) in {0, 1, 2}
        count = sum(1 for cs in itertools.product(range(3), repeat=7) if sum(c << i for i, c in enumerate(cs)) == n)
        assert count == _hyperbinary(n) == _STERN[n + 1]


def test_stern_by_hand():
    bc = bootcamps.get("sequence/stern_diatomic")
    data = {"kind": "term", "n": 2690}  # 2690 = 2 * 1345; s(1345) = s(672) + s(673) = ... = 53
    assert _STERN[2690] == 53
    assert bc.run_program(data)[0] == 53 == bc.solve(data)
    assert _score(bc, data, 53, "53") == 1.0 and _score(bc, data, 53, "54") == 0.0
    data = {"kind": "hyperbinary", "n": 4}  # 4, 2+2, 2+1+1
    assert bc.run_program(data)[0] == 3 == bc.solve(data)
    assert _score(bc, data, 3, "3") == 1.0 and _score(bc, data, 3, "4") == 0.0


# ---------------------------------------------------------------- sequence/recaman

# OEIS A005132, a(0..30)
_A005132 = [0, 1, 3, 6, 2, 7, 13, 20, 12, 21, 11, 22, 10, 23, 9, 24, 8, 25, 43, 62, 42, 63, 41, 18, 42, 17, 43,
            16, 44, 15, 45]


def _recaman_terms(start, count):
    out = [start]
    for n in range(1, count + 1):
        back = out[-1] - n
        out.append(back if back > 0 and all(x != back for x in out) else out[-1] + n)
    return out


def oracle_recaman(d, gold):
    seq = _recaman_terms(d["start"], 400)
    if d["kind"] == "term":
        return gold == seq[d["n"]]
    if d["kind"] == "first":
        return gold == seq.index(d["value"])
    return gold == next(n for n in range(len(seq)) if seq[n] in seq[:n])


def test_recaman_by_hand():
    bc = bootcamps.get("sequence/recaman")
    assert _recaman_terms(0, 30) == _A005132
    data = {"start": 0, "kind": "repeat"}  # a(24) = 42 = a(20)
    assert bc.run_program(data)[0] == 24 == bc.solve(data)
    assert _score(bc, data, 24, "24") == 1.0 and _score(bc, data, 24, "20") == 0.0
    data = {"start": 0, "kind": "term", "n": 18}
    assert bc.run_program(data)[0] == 43 == bc.solve(data)
    data = {"start": 0, "kind": "first", "value": 42}
    assert bc.run_program(data)[0] == 20 == bc.solve(data)
    assert _score(bc, data, 20, "20") == 1.0 and _score(bc, data, 20, "24") == 0.0


# ---------------------------------------------------------------- sequence/golomb_sequence

_GOLOMB: list[int] = [0, 1]


def _golomb_upto(limit):
    # Mallows' recurrence G(n) = 1 + G(n - G(G(n - 1)))
    g = _GOLOMB
    for n in range(len(g), limit + 1):
        g.append(1 + g[n - g[g[n - 1]]])
    return g


def oracle_golomb(d, gold):
    if d["kind"] == "last":
        m = d["m"]
        g = _golomb_upto(5_600_000)
        first = bisect.bisect_left(g, m, 1)
        return g[first] == m and gold == bisect.bisect_right(g, m, 1) - 1
    g = _golomb_upto(d["n"])
    if d["kind"] == "term":
        return gold == g[d["n"]]
    return gold == sum(g[1 : d["n"] + 1])


def test_golomb_by_hand():
    bc = bootcamps.get("sequence/golomb_sequence")
    assert _golomb_upto(15)[1:16] == [1, 2, 2, 3, 3, 4, 4, 4, 5, 5, 5, 6, 6, 6, 6]
    data = {"kind": "sum", "n": 10}  # 1 + 2 + 2 + 3 + 3 + 4 + 4 + 4 + 5 + 5
    assert bc.run_program(data)[0] == 33 == bc.solve(data)
    assert _score(bc, data, 33, "33") == 1.0 and _score(bc, data, 33, "38") == 0.0
    data = {"kind": "term", "n": 12}
    assert bc.run_program(data)[0] == 6 == bc.solve(data)
    data = {"kind": "last", "m": 5}  # 5 fills positions 9, 10, 11
    assert bc.run_program(data)[0] == 11 == bc.solve(data)
    assert _score(bc, data, 11, "11") == 1.0 and _score(bc, data, 11, "9") == 0.0


# ---------------------------------------------------------------- geometry/integer_triangles


def oracle_integer_triangles(d, gold):
    # every ordered pair of the two free sides at once (numpy), the third side from the data
    n, condition = d["n"], d["condition"]
    a, b = np.meshgrid(np.arange(1, n + 1, dtype=np.int64), np.arange(1, n + 1, dtype=np.int64), indexing="ij")
    c = n - a - b if d["mode"] == "perimeter" else np.full_like(a, n)
    ok = (a <= b) & (b <= c) & (a + b > c)
    if d["mode"] == "perimeter" and condition == "any":  # Alcuin's sequence, nearest integer to p^2/48 or (p+3)^2/48
        assert int(ok.sum()) == ((n * n + 24) // 48 if n % 2 == 0 else ((n + 3) ** 2 + 24) // 48)
    gap = a * a + b * b - c * c  # the angle opposite c is acute, right or obtuse as gap > 0, = 0, < 0
    extra = {"any": ok, "isosceles": (a == b) | (b == c), "scalene": (a != b) & (b != c),
             "acute": gap > 0, "obtuse": gap < 0}[condition]
    return gold == int((ok & extra).sum())


def test_integer_triangles_by_hand():
    bc = bootcamps.get("geometry/integer_triangles")
    data = {"mode": "perimeter", "n": 12, "condition": "any"}  # (2,5,5) (3,4,5) (4,4,4)
    assert bc.run_program(data)[0] == 3 == bc.solve(data)
    assert _score(bc, data, 3, "3") == 1.0 and _score(bc, data, 3, "4") == 0.0
    data = {"mode": "perimeter", "n": 12, "condition": "acute"}  # (2,5,5) and (4,4,4); (3,4,5) is right
    assert bc.run_program(data)[0] == 2 == bc.solve(data)
    data = {"mode": "longest", "n": 5, "condition": "obtuse"}  # (2,4,5) and (3,3,5); (1,5,5) is acute
    assert bc.run_program(data)[0] == 2 == bc.solve(data)
    assert _score(bc, data, 2, "2") == 1.0 and _score(bc, data, 2, "3") == 0.0
    data = {"mode": "longest", "n": 5, "condition": "isosceles"}  # (3,3,5) (4,4,5) and (a,5,5) for a = 1..5
    assert bc.run_program(data)[0] == 7 == bc.solve(data)


# ---------------------------------------------------------------- geometry/solid_volumes

z = sympy.Symbol("z", nonnegative=True)


def _radius_profile(p):
    """(height, radius of the horizontal section at height z) of a round piece, from r and h only."""
    r = sympy.Rational(str(p["r"]))
    if p["kind"] == "cylinder":
        return p["h"], r
    if p["kind"] == "cone":
        return p["h"], r * (1 - z / p["h"])
    if p["kind"] == "funnel":
        return p["h"], r * z / p["h"]
    if p["kind"] == "dome":
        return r, sympy.sqrt(r**2 - z**2)
    return r, sympy.sqrt(r**2 - (r - z) ** 2)  # bowl


def _piece_integrals(p):
    """(height, section area A(z), lateral area) by integrating along the vertical axis."""
    if p["kind"] == "box":
        return p["h"], sympy.Integer(p["w"] * p["d"]), sympy.Integer(2 * (p["w"] + p["d"]) * p["h"])
    if p["kind"] == "roof":  # width of the section shrinks linearly to the ridge
        t, w, d = p["t"], sympy.Integer(p["w"]), p["d"]
        width = w * (1 - z / t)
        ends = 2 * sympy.integrate(width, (z, 0, t))
        slopes = 2 * d * sympy.integrate(sympy.sqrt(1 + (sympy.diff(width, z) / 2) ** 2), (z, 0, t))
        return t, width * d, ends + slopes
    height, rho = _radius_profile(p)
    if p["kind"] in ("dome", "bowl"):  # surface of revolution of a circle: the ring at height z has width r dz / rho
        lateral = 2 * sympy.pi * sympy.integrate(sympy.Rational(str(p["r"])), (z, 0, height))
    else:
        lateral = 2 * sympy.pi * sympy.integrate(rho * sympy.sqrt(1 + sympy.diff(rho, z) ** 2), (z, 0, height))
    return height, sympy.pi * rho**2, lateral


def oracle_solid(d, gold):
    parts = [_piece_integrals(p) for p in d["pieces"]]
    volume = sum(sympy.integrate(area, (z, 0, h)) for h, area, _ in parts)
    surface = sum(lateral for _, _, lateral in parts)
    surface += parts[0][1].subs(z, 0) + parts[-1][1].subs(z, parts[-1][0])  # the bottom and the top
    for (h, area, _), (_, upper, _) in zip(parts, parts[1:]):  # the exposed ring at each joint
        surface += sympy.Abs(area.subs(z, h) - upper.subs(z, 0))
    values = {"volume": [volume], "surface": [surface], "both": [volume, surface]}[d["measure"]]
    want = []
    for v in values:
        v = sympy.expand(v)
        want += [v.subs(sympy.pi, 0), v.coeff(sympy.pi)]
    return [sympy.Rational(g) for g in gold] == want


def test_solid_by_hand():
    bc = bootcamps.get("geometry/solid_volumes")
    # a silo: cylinder r = 3, h = 5 with a cone of height 4 (slant 5) on top; V = 45pi + 12pi,
    # S = 9pi (floor) + 30pi (wall) + 15pi (cone) = 54pi
    pieces = [{"kind": "cylinder", "r": 3, "h": 5}, {"kind": "cone", "r": 3, "h": 4, "l": 5, "given": "h"}]
    data = {"pieces": pieces, "measure": "both"}
    assert bc.run_program(data)[0] == [0, 57, 0, 54] == bc.solve(data)
    gold = ["0", "57", "0", "54"]
    assert _score(bc, data, gold, "57pi; 54\\pi") == 1.0 and _score(bc, data, gold, "57π; 63π") == 0.0
    # labels name the measures: the right values under swapped labels are wrong
    assert _score(bc, data, gold, "S = 54pi; V = 57pi") == 1.0 and _score(bc, data, gold, "54pi; V = 57pi") == 1.0
    assert _score(bc, data, gold, "S = 57pi; V = 54pi") == 0.0
    assert _score(bc, data, gold, "surface area = 57pi; volume = 54pi") == 0.0
    assert _score(bc, data, gold, "V = 57pi; V = 54pi") == 0.0
    # a 4 x 4 x 2 block with a hemisphere of radius 2 on top: bottom 16, sides 32, top 16 - 4pi, dome 8pi
    pieces = [{"kind": "box", "w": 4, "d": 4, "h": 2}, {"kind": "dome", "r": 2}]
    data = {"pieces": pieces, "measure": "surface"}
    assert bc.run_program(data)[0] == [64, 4] == bc.solve(data)
    assert _score(bc, data, ["64", "4"], "64 + 4pi") == 1.0
    assert _score(bc, data, ["64", "4"], "4\\pi + 64") == 1.0
    assert _score(bc, data, ["64", "4"], "\\frac{192 + 12\\pi}{3}") == 1.0
    assert _score(bc, data, ["64", "4"], "76.566") == 0.0
    assert _score(bc, data, ["64", "4"], "64 + 8pi") == 0.0
    assert _score(bc, data, ["64", "4"], "S = 64 + 4pi") == 1.0 and _score(bc, data, ["64", "4"], "V = 64 + 4pi") == 0.0


def test_solid_wider_sample():
    # more cases at the upper levels, so slant-given cones, half radii and every piece kind are met
    bc = bootcamps.get("geometry/solid_volumes")
    seen = set()
    for level in ("3", "4", "5"):
        for seed in range(4, 24):
            case = bc.case(seed, level)
            assert oracle_solid(case.data, case.answer), (level, seed, case.data, case.answer)
            for p in case.data["pieces"]:
                seen |= {p["kind"], f"given {p.get('given')}", f"half {isinstance(p.get('r'), str)}"}
    assert {"cone", "funnel", "dome", "bowl", "roof", "box", "cylinder", "given l", "half True"} <= seen, seen


# ---------------------------------------------------------------- the oracle sweep

ORACLES = {
    "sequence/stern_diatomic": oracle_stern,
    "sequence/recaman": oracle_recaman,
    "sequence/golomb_sequence": oracle_golomb,
    "geometry/integer_triangles": oracle_integer_triangles,
    "geometry/solid_volumes": oracle_solid,
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
