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


def _same_poly(gold, want):
    from bootcamps.kit.poly import parse_poly

    got = [Fraction(c) for c in parse_poly(gold).coeffs()]
    coeffs = [Fraction(int(c)) for c in reversed(sympy.Poly(want, x).all_coeffs())] if want != 0 else []
    while coeffs and coeffs[-1] == 0:
        coeffs.pop()
    return got == coeffs


def oracle_power_mod(d, gold):
    p, q = d["quad"]
    quad = x**2 + p * x + q
    terms = d["terms"]
    if max(n for _, n in terms) > 3000:
        period = {(0, 1): 4, (0, -1): 2, (1, 1): 3, (-1, 1): 6}.get((p, q))
        if period is not None:  # x^period = 1 modulo the divisor, so exponents reduce mod period
            assert sympy.rem(x**period - 1, quad, x) == 0
            terms = [[c, n % period] for c, n in terms]
        else:  # (x - a)^2 with a = +-1: the remainder is P(a) + P'(a)(x - a) (Taylor)
            a = -p // 2
            assert (p, q) in ((-2, 1), (2, 1))
            value = sum(c * a**n for c, n in terms)
            slope = sum(c * n * a ** (n - 1) for c, n in terms)
            want = sympy.expand(value + slope * (x - a))
            return _same_poly(gold, want)
    want = sympy.rem(sum(c * x**n for c, n in terms), quad, x)
    return _same_poly(gold, want)


def oracle_line_conic(d, gold):
    y = sympy.Symbol("y")
    A, C, D, E, F = d["conic"]
    a, b, c = d["line"]
    found = sympy.solve([A * x**2 + C * y**2 + D * x + E * y + F, a * x + b * y - c], [x, y], dict=True)
    points = sorted(
        (Fraction(int(s[x].p), int(s[x].q)), Fraction(int(s[y].p), int(s[y].q)))
        for s in found
        if s[x].is_real and s[y].is_real
    )
    assert len(points) == len(found) or not points  # rational points only, or complex ones only
    return points == sorted((Fraction(p), Fraction(q)) for p, q in gold)


def _composition_ok(d, parts):
    if any(p not in d["parts"] for p in parts):
        return False
    for q, p in zip(parts, parts[1:]):
        if (q == p) if d["rule"] == "differ" else abs(q - p) > d["gap"]:
            return False
    if d["mode"] == "exactly":
        return len(parts) == d["k"]
    return d["mode"] == "any" or len(parts) <= d["k"]


def oracle_compositions(d, gold):
    n = d["n"]
    if n <= 16:  # every composition of n: a subset of the n - 1 cut points
        total = 0
        for mask in range(1 << (n - 1)):
            parts, run = [], 1
            for i in range(n - 1):
                if mask >> i & 1:
                    parts.append(run)
                    run = 1
                else:
                    run += 1
            parts.append(run)
            total += _composition_ok(d, parts)
        return gold == total
    # transfer matrix on generating polynomials: v_L[p] counts L-part compositions ending in p by size
    z = sympy.Symbol("z")
    rule = (lambda q, p: q != p) if d["rule"] == "differ" else (lambda q, p: abs(q - p) <= d["gap"])
    vec = {p: sympy.Poly(z**p, z) for p in d["parts"]}
    lengths = range(1, n + 1) if d["mode"] == "any" else ([d["k"]] if d["mode"] == "exactly" else range(1, d["k"] + 1))
    total = 0
    for length in range(1, max(lengths) + 1):
        if length in lengths:
            total += sum(poly.coeff_monomial(z**n) for poly in vec.values())
        vec = {p: sum((vec[q] for q in d["parts"] if rule(q, p)), sympy.Poly(0, z)) * sympy.Poly(z**p, z) for p in d["parts"]}
        vec = {p: sympy.Poly(sum(c * z**e[0] for e, c in poly.terms() if e[0] <= n), z) for p, poly in vec.items()}
    return gold == total


ORACLES = {
    "combinatorics/compositions_restricted": oracle_compositions,
    "algebra/line_conic_intersection": oracle_line_conic,
    "algebra/power_mod_quadratic": oracle_power_mod,
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


def test_power_mod_by_hand():
    bc = bootcamps.get("algebra/power_mod_quadratic")
    # x^3 = 1 modulo x^2 + x + 1 and 2025 = 3 * 675, so x^2025 leaves 1; 2x^100 = 2x (100 = 3*33 + 1)
    data = {"terms": [[1, 2025], [2, 100]], "quad": [1, 1]}
    assert bc.run_program(data)[0] == "2x + 1" == bc.solve(data)
    assert _score(bc, data, "2x + 1", "1 + 2x") == 1.0 and _score(bc, data, "2x + 1", "2x - 1") == 0.0
    # modulo (x - 1)^2, x^7 = 7x - 6 (Taylor at 1), so 3x^7 leaves 21x - 18
    data = {"terms": [[3, 7]], "quad": [-2, 1]}
    assert bc.run_program(data)[0] == "21x - 18" == bc.solve(data)
    assert _score(bc, data, "21x - 18", "R(x) = 21*x - 18") == 1.0
    assert _score(bc, data, "21x - 18", "3(7x - 6)") == 0.0 and _score(bc, data, "21x - 18", "21x + 18") == 0.0


def test_line_conic_by_hand():
    bc = bootcamps.get("algebra/line_conic_intersection")
    circle = {"kind": "circle", "conic": [1, 1, 0, 0, -25], "conic_text": "x^2 + y^2 = 25"}
    # y = x + 1: x^2 + (x + 1)^2 = 25, 2x^2 + 2x - 24 = 0, x = -4 or 3
    data = dict(circle, line=[1, -1, -1])
    gold = [["-4", "-3"], ["3", "4"]]
    assert bc.run_program(data)[0] == gold == bc.solve(data)
    assert _score(bc, data, gold, "(3, 4), (-4, -3)") == 1.0 and _score(bc, data, gold, "{(-4,-3); (3,4)}") == 1.0
    assert _score(bc, data, gold, "(3, 4)") == 0.0 and _score(bc, data, gold, "(4, 3), (-3, -4)") == 0.0
    data = dict(circle, line=[0, 1, 5])  # y = 5 touches at (0, 5)
    assert bc.run_program(data)[0] == [["0", "5"]] == bc.solve(data)
    assert _score(bc, data, [["0", "5"]], "(0, 5)") == 1.0 and _score(bc, data, [["0", "5"]], "(0, 5), (0, 5)") == 0.0
    data = dict(circle, line=[0, 1, 6])  # y = 6 misses
    assert bc.run_program(data)[0] == [] == bc.solve(data)
    assert _score(bc, data, [], "none") == 1.0 and _score(bc, data, [], "(0, 6)") == 0.0
    # the parabola y = x^2 and the vertical line x = 3/2 meet once, at (3/2, 9/4)
    data = {"kind": "parabola", "conic": [1, 0, 0, -1, 0], "conic_text": "y = x^2", "line": [2, 0, 3]}
    assert bc.run_program(data)[0] == [["3/2", "9/4"]] == bc.solve(data)
    assert _score(bc, data, [["3/2", "9/4"]], "(1.5, 2.25)") == 1.0


def test_compositions_by_hand():
    bc = bootcamps.get("combinatorics/compositions_restricted")
    # 6 from {1, 2, 3} with no equal neighbours: two parts (3+3) fail; three parts are the 6 orders of
    # 1+2+3 (2+2+2 fails); four parts: 1+2+1+2 and 2+1+2+1 (three 1s and a 3 cannot be kept apart); 8 in all
    data = {"n": 6, "parts": [1, 2, 3], "rule": "differ", "gap": 0, "mode": "any", "k": 0}
    assert bc.run_program(data)[0] == 8 == bc.solve(data)
    assert _score(bc, data, 8, "8") == 1.0 and _score(bc, data, 8, "9") == 0.0
    # at most 3 parts: the 6 orders of 1+2+3
    data = dict(data, mode="at_most", k=3)
    assert bc.run_program(data)[0] == 6 == bc.solve(data)
    # neighbours within 1 of each other, parts {1, 3}: 1 and 3 never meet, so 3+3 and 1+1+1+1+1+1
    data = {"n": 6, "parts": [1, 3], "rule": "close", "gap": 1, "mode": "any", "k": 0}
    assert bc.run_program(data)[0] == 2 == bc.solve(data)
