"""Fourth batch of mathematics bootcamps (issue 10: geometry, linear algebra, calculus,
statistics, sequences, arithmetic): gold answers agree with independent oracles (sympy, brute
force, the standard library) on cases at every level, one hand-worked example per bootcamp,
and the kit/geometry helpers.

sympy only ever sees generated data (a case's inputs), never model text.
"""

from __future__ import annotations

import itertools
import math
import re
from fractions import Fraction

import numpy as np
import pytest
import sympy
from sympy import geometry as sg

import bootcamps
from bootcamps.kit import geometry as kg

LEVELS = ("1", "2", "3", "4", "5")
SAMPLE = 6  # cases per level per bootcamp
SMALL_SAMPLE = 3  # for the oracles that run sympy's geometry module (slow)
SLOW_ORACLES = {"geometry/segment_intersections", "geometry/triangle_classify"}


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
    # complex numbers: a quarter turn about c is z -> c + i(z - c); the reflection in a line
    # through c0 with direction w is z -> c0 + (w / conj(w)) * conj(z - c0)
    z = complex(*d["p"])
    for op in d["ops"]:
        if op["kind"] == "translate":
            z += complex(op["dx"], op["dy"])
        elif op["kind"] in ("rotate", "dilate"):
            c = complex(*op["centre"])
            factor = {90: 1j, 180: -1, 270: -1j}[op["angle"]] if op["kind"] == "rotate" else op["factor"]
            z = c + factor * (z - c)
        else:
            c = op["c"]
            c0, w = {"x": (complex(c, 0), 1j), "y": (complex(0, c), 1), "y=x+c": (complex(0, c), 1 + 1j),
                     "y=-x+c": (complex(0, c), 1 - 1j)}[op["line"]]
            z = c0 + (w / w.conjugate()) * (z - c0).conjugate()
    assert z.real == int(z.real) and z.imag == int(z.imag)
    return [int(z.real), int(z.imag)]


def oracle_triangle_classify(d):
    tri = sg.Triangle(sg.Point(*d["a"]), sg.Point(*d["b"]), sg.Point(*d["c"]))
    largest = max(tri.angles.values(), key=lambda a: float(a))
    angle = "right" if sympy.simplify(largest - sympy.pi / 2) == 0 else "obtuse" if float(largest) > float(sympy.pi / 2) else "acute"
    return f"{'isosceles' if tri.is_isosceles() else 'scalene'} {angle}"


def oracle_point_in_polygon(d):
    # winding number as the sum of the signed angles each edge subtends (no point is on an edge)
    poly, out = d["polygon"], []
    for k, (px, py) in enumerate(d["points"]):
        total = 0.0
        for i in range(len(poly)):
            (ax, ay), (bx, by) = poly[i - 1], poly[i]
            total += math.atan2((ax - px) * (by - py) - (ay - py) * (bx - px), (ax - px) * (bx - px) + (ay - py) * (by - py))
        if abs(total) > math.pi:
            out.append("ABCDEFGHJKLMNPQRSTUVWXYZ"[k])
    return out


def oracle_segment_intersections(d):
    segs = [sg.Segment(sg.Point(*p), sg.Point(*q)) for p, q in d["segments"]]
    return sum(1 for i in range(len(segs)) for j in range(i + 1, len(segs)) if segs[i].intersection(segs[j]))


def oracle_pairwise_distance_sum(d):
    pts = np.array(d["points"], dtype=np.int64)
    diff = np.abs(pts[:, None, :] - pts[None, :, :])
    per_pair = diff.max(axis=2) if d["metric"] == "chebyshev" else diff.sum(axis=2)
    return int(per_pair.sum()) // 2


def oracle_look_and_say(d):
    term = d["start"]
    for _ in range(d["steps"]):
        term = "".join(f"{len(m.group())}{m.group(1)}" for m in re.finditer(r"(\d)\1*", term))
    return term


def oracle_eventually_periodic(d):
    # binary lifting: jump[k][x] = f applied 2^k times to x
    m = d["m"]
    jump = [[(x * x + d["c"]) % m if d["kind"] == "quadratic" else (d["a"] * x + d["c"]) % m for x in range(m)]]
    while (1 << len(jump)) <= d["N"]:
        jump.append([jump[-1][jump[-1][x]] for x in range(m)])
    x = d["a0"]
    for k in range(len(jump)):
        if d["N"] >> k & 1:
            x = jump[k][x]
    return x


def oracle_cyclic_operations(d):
    terms, k = d["terms"], d["cycle"]
    options = [("add", v) for v in range(-200, 201)] + [("mul", v) for v in range(-4, 5)]
    per_position = []
    for i in range(k):
        steps = [(terms[j], terms[j + 1]) for j in range(i, len(terms) - 1, k)]
        per_position.append([op for op in options if all((a + op[1] if op[0] == "add" else a * op[1]) == b for a, b in steps)])
    continuations = set()
    for ops in itertools.product(*per_position):
        x, out = terms[-1], []
        for j in range(d["extra"]):
            op = ops[(len(terms) - 1 + j) % k]
            x = x + op[1] if op[0] == "add" else x * op[1]
            out.append(x)
        continuations.add(tuple(out))
    assert len(continuations) == 1, continuations  # the shown terms pin the continuation down
    return list(continuations.pop())


def oracle_power_sums(d):
    k, n = sympy.symbols("k n")
    p = sum(c * k**j for j, c in enumerate(d["coeffs"]))
    return int(sympy.summation(p, (k, 1, n)).subs(n, d["N"]))


def oracle_progression_term(d):
    ap, aq = sympy.Rational(d["ap"]), sympy.Rational(d["aq"])
    if d["kind"] == "arithmetic":
        step = (aq - ap) / (d["q"] - d["p"])
        return str(ap + (d["n"] - d["p"]) * step)
    ratio = (aq / ap) ** sympy.Rational(1, d["q"] - d["p"])  # sympy takes the positive rational root
    assert ratio.is_Rational, ratio
    return str(ap * ratio ** (d["n"] - d["p"]))


def oracle_matrix_chain_entry(d):
    product = np.linalg.multi_dot([np.array(m, dtype=object) for m in d["matrices"]])
    return int(product[d["i"] - 1, d["j"] - 1])


def oracle_matrix_rank(d):
    return sympy.Matrix(d["matrix"]).rank()


def oracle_integer_eigenvalues(d):
    out = []
    for value, mult in sympy.Matrix(d["matrix"]).eigenvals().items():
        out += [int(value)] * mult
    return sorted(out)


def oracle_vector_projection(d):
    u, v = sympy.Matrix(d["u"]), sympy.Matrix(d["v"])
    return list(u.project(v))


X = sympy.symbols("x")


def _sympoly(coeffs, var=X):
    return sum(c * var**j for j, c in enumerate(coeffs))


def oracle_derivative_at_point(d):
    p, q = _sympoly(d["p"]), _sympoly(d["q"])
    f = {"product": p * q, "quotient": p / q, "composition": _sympoly(d["p"], q)}[d["shape"]]
    return str(sympy.diff(f, X).subs(X, sympy.Rational(d["a"])))


def oracle_taylor_coefficient(d):
    # Q(x) C(x) = P(x) mod x^(k+1): a lower-triangular Toeplitz system in c_0..c_k
    k, p, q = d["k"], d["p"], d["q"]
    toeplitz = sympy.Matrix(k + 1, k + 1, lambda i, j: q[i - j] if 0 <= i - j < len(q) else 0)
    rhs = sympy.Matrix([p[i] if i < len(p) else 0 for i in range(k + 1)])
    return int(toeplitz.lower_triangular_solve(rhs)[k])


def oracle_riemann_sum(d):
    k = sympy.symbols("k", integer=True)
    a, b, n = sympy.Integer(d["a"]), sympy.Integer(d["b"]), d["n"]
    h = (b - a) / n
    f = lambda x: _sympoly(d["coeffs"], x)  # noqa: E731
    if d["method"] == "trapezoid":
        inner = sympy.summation(f(a + k * h), (k, 1, n - 1))
        return str(h * (f(a) / 2 + inner + f(b) / 2))
    shift = {"left": 0, "right": 1, "midpoint": sympy.Rational(1, 2)}[d["method"]]
    return str(h * sympy.summation(f(a + (k + shift) * h), (k, 0, n - 1)))


def oracle_series_sum(d):
    k = sympy.symbols("k", integer=True)
    if d["kind"] == "geometric":
        return str(sympy.summation(d["c"] * sympy.Rational(d["r"]) ** k, (k, d["m"], sympy.oo)))
    top = sympy.oo if d["N"] == 0 else d["N"]
    term = d["c"] / ((k + d["p"]) * (k + d["p"] + d["d"]))
    return str(sympy.simplify(sympy.summation(term, (k, d["start"], top))))


def oracle_quartiles(d):
    xs = np.sort(np.array(d["values"], dtype=float))
    n = len(xs)
    return [float(np.median(xs[: n // 2])), float(np.median(xs)), float(np.median(xs[(n + 1) // 2 :]))]


def _floats(values):
    return [float(Fraction(v)) for v in values]


def oracle_spearman_rank(d):
    rx, ry = np.argsort(np.argsort(d["x"])), np.argsort(np.argsort(d["y"]))
    return float(np.corrcoef(rx, ry)[0, 1])


def oracle_chi_square(d):
    o = sympy.Matrix(d["table"])
    rows, cols = o * sympy.ones(o.cols, 1), sympy.ones(1, o.rows) * o
    e = rows * cols / sum(o)
    return str(sum((o[i, j] - e[i, j]) ** 2 / e[i, j] for i in range(o.rows) for j in range(o.cols)))


def oracle_order_of_operations(d):
    from sympy.parsing.sympy_parser import parse_expr  # generated text only, never a model's

    text = d["expr"].replace("^", "**").replace("×", "*").replace("÷", "/")
    value = parse_expr(text, evaluate=True)
    assert value.is_Integer, value
    return int(value)


def oracle_long_multiplication(d):
    # digit convolution, then one carry pass
    a = [int(c) for c in reversed(d["a"])]
    b = [int(c) for c in reversed(d["b"])]
    column = np.convolve(np.array(a, dtype=object), np.array(b, dtype=object))
    digits, carry = [], 0
    for v in list(column) + [0] * 3:
        carry, digit = divmod(int(v) + carry, 10)
        digits.append(str(digit))
    return "".join(reversed(digits)).lstrip("0")


def oracle_egyptian_greedy(d):
    return [int(v) for v in sympy.egyptian_fraction(sympy.Rational(d["fraction"]), algorithm="Greedy")]


def oracle_significant_figures(d):
    # on the digit string: keep k digits from the first nonzero one, add one unit if the next is >= 5
    text = d["x"].lstrip("-")
    whole, _, frac = text.partition(".")
    digits = (whole + frac).lstrip("0")
    lead = len(whole.lstrip("0")) - 1 if whole.strip("0") else -(len(frac) - len(frac.lstrip("0")) + 1)
    k = d["k"]
    kept = int(digits[:k]) + (1 if len(digits) > k and digits[k] >= "5" else 0)
    value = Fraction(kept) * Fraction(10) ** (lead - k + 1)
    return -value if d["x"].startswith("-") else value


def oracle_tangent_length(d):
    # the secant through the centre meets the circle at |PC| - r and |PC| + r: PT^2 is their product
    pc = sympy.sqrt((d["p"][0] - d["h"]) ** 2 + (d["p"][1] - d["k"]) ** 2)
    r = sympy.sqrt(d["r2"])
    return sympy.sqrt(sympy.expand((pc - r) * (pc + r)))


def oracle_interleaved_progressions(d):
    terms, s = d["terms"], d["strands"]
    options = [("add", v) for v in range(-40, 41)] + [("mul", v) for v in range(-4, 5)]
    out = []
    for i in range(d["extra"]):
        position = len(terms) + i
        strand = terms[position % s :: s]
        predictions = set()
        for kind, c in options:
            if all((a + c if kind == "add" else a * c) == b for a, b in zip(strand, strand[1:])):
                value = strand[0]
                for _ in range(position // s):
                    value = value + c if kind == "add" else value * c
                predictions.add(value)
        assert len(predictions) == 1, predictions
        out.append(predictions.pop())
    return out


def oracle_critical_points(d):
    f = _sympoly(d["coeffs"])
    df, d2f = sympy.diff(f, X), sympy.diff(f, X, 2)
    out = []
    for r in sympy.solve(df, X):
        curvature = d2f.subs(X, r)
        if (curvature > 0 and d["kind"] == "minima") or (curvature < 0 and d["kind"] == "maxima"):
            out.append(int(r))
    return sorted(out)


def _same(g):
    return g


ORACLES = {
    "geometry/triangle_classify": (oracle_triangle_classify, _same),
    "geometry/point_in_polygon": (oracle_point_in_polygon, _same),
    "geometry/segment_intersections": (oracle_segment_intersections, _same),
    "geometry/pairwise_distance_sum": (oracle_pairwise_distance_sum, _same),
    "sequence/look_and_say": (oracle_look_and_say, _same),
    "calculus/critical_points": (oracle_critical_points, _same),
    "geometry/tangent_length": (oracle_tangent_length, _sym),
    "sequence/interleaved_progressions": (oracle_interleaved_progressions, _same),
    "arithmetic/order_of_operations": (oracle_order_of_operations, _same),
    "arithmetic/long_multiplication": (oracle_long_multiplication, str),
    "arithmetic/egyptian_greedy": (oracle_egyptian_greedy, _same),
    "arithmetic/significant_figures": (oracle_significant_figures, Fraction),
    "statistics/quartiles": (oracle_quartiles, _floats),
    "statistics/spearman_rank": (oracle_spearman_rank, lambda g: float(Fraction(g))),
    "statistics/chi_square": (oracle_chi_square, _same),
    "calculus/derivative_at_point": (oracle_derivative_at_point, _same),
    "calculus/taylor_coefficient": (oracle_taylor_coefficient, _same),
    "calculus/riemann_sum": (oracle_riemann_sum, _same),
    "calculus/series_sum": (oracle_series_sum, _same),
    "linear_algebra/matrix_chain_entry": (oracle_matrix_chain_entry, _same),
    "linear_algebra/matrix_rank": (oracle_matrix_rank, _same),
    "linear_algebra/integer_eigenvalues": (oracle_integer_eigenvalues, _same),
    "linear_algebra/vector_projection": (oracle_vector_projection, _rationals),
    "sequence/eventually_periodic": (oracle_eventually_periodic, _same),
    "sequence/cyclic_operations": (oracle_cyclic_operations, _same),
    "sequence/power_sums": (oracle_power_sums, int),
    "sequence/progression_term": (oracle_progression_term, _same),
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
        for seed in range(SMALL_SAMPLE if bootcamp_id in SLOW_ORACLES else SAMPLE):
            case = bc.case(seed, level)
            expected, got = oracle(case.data), as_sym(case.answer)
            if not isinstance(expected, list):
                expected, got = [expected], [got]
            assert len(got) == len(expected), (bootcamp_id, level, seed)
            if as_sym in (str, Fraction):
                assert got == expected, (bootcamp_id, level, seed, case.answer, expected)
            elif as_sym is _floats or bootcamp_id == "statistics/spearman_rank":
                assert all(abs(a - b) < 1e-9 for a, b in zip(got, expected)), (bootcamp_id, level, seed, case.answer, expected)
            elif as_sym is _same:
                assert got == expected, (bootcamp_id, level, seed, case.answer, expected)
            else:
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


def test_triangle_classify_by_hand():
    bc = bootcamps.get("geometry/triangle_classify")
    data = {"a": [0, 0], "b": [3, 0], "c": [0, 3]}  # legs 3 and 3, right angle at the origin
    assert bc.solve(data) == "isosceles right" == bc.run_program(data)[0]
    for text in ("isosceles right", "Right isosceles", "isosceles, right", "isosceles right triangle."):
        assert _score(bc, data, "isosceles right", text) == 1.0, text
    for text in ("isosceles", "isosceles right or scalene right", "scalene right", "isosceles right right"):
        assert _score(bc, data, "isosceles right", text) == 0.0, text
    assert bc.solve({"a": [0, 0], "b": [4, 0], "c": [1, 1]}) == "scalene obtuse"  # 16 > 2 + 10


def test_point_in_polygon_by_hand():
    bc = bootcamps.get("geometry/point_in_polygon")
    # an L shape: the notch at the top right is outside
    data = {"polygon": [[0, 0], [4, 0], [4, 2], [2, 2], [2, 4], [0, 4]], "points": [[1, 1], [3, 3], [1, 3], [5, 1]]}
    assert bc.solve(data) == ["A", "C"] == bc.run_program(data)[0]
    assert _score(bc, data, ["A", "C"], "C, A") == 1.0 and _score(bc, data, ["A", "C"], "[a, c]") == 1.0
    assert _score(bc, data, ["A", "C"], "A, C, A") == 0.0 and _score(bc, data, ["A", "C"], "A, B, C") == 0.0


def test_segment_intersections_by_hand():
    bc = bootcamps.get("geometry/segment_intersections")
    # S1 and S2 cross at (1, 1); S3 touches S1 at its endpoint (2, 2); S4 overlaps S1 on a stretch
    # (so S4 also meets S2 at (1, 1) and S3 at (2, 2)); S5 is far away
    segs = [[[0, 0], [2, 2]], [[0, 2], [2, 0]], [[2, 2], [3, 5]], [[1, 1], [3, 3]], [[5, 0], [6, 0]]]
    data = {"segments": segs}
    assert bc.solve(data) == 5 == bc.run_program(data)[0]  # S1S2, S1S3, S1S4, S2S4, S3S4


def test_pairwise_distance_sum_by_hand():
    bc = bootcamps.get("geometry/pairwise_distance_sum")
    pts = [[0, 0], [3, 1], [1, 4]]
    # Manhattan: 4 + 5 + 5 = 14; Chebyshev: 3 + 4 + 3 = 10
    assert bc.solve({"points": pts, "metric": "manhattan"}) == 14 == bc.run_program({"points": pts, "metric": "manhattan"})[0]
    assert bc.solve({"points": pts, "metric": "chebyshev"}) == 10 == bc.run_program({"points": pts, "metric": "chebyshev"})[0]


def test_look_and_say_by_hand():
    bc = bootcamps.get("sequence/look_and_say")
    data = {"start": "3344", "steps": 2}  # 3344 -> 2324 -> 12131214
    assert bc.solve(data) == "12131214" == bc.run_program(data)[0]
    assert _score(bc, data, "12131214", "12131214") == 1.0 and _score(bc, data, "12131214", "1213 1214") == 0.0


def test_eventually_periodic_by_hand():
    bc = bootcamps.get("sequence/eventually_periodic")
    # x -> (x^2 + 1) mod 7 from 0: 0, 1, 2, 5, 5, ... so a_N = 5 for every N >= 3
    data = {"kind": "quadratic", "m": 7, "a": 2, "c": 1, "a0": 0, "N": 10**6}
    assert bc.solve(data) == 5 == bc.run_program(data)[0]
    # x -> (3x + 1) mod 10 from 1: 1, 4, 3, 0, 1, ... (period 4); 10^6 = 0 mod 4 gives 1
    data = {"kind": "affine", "m": 10, "a": 3, "c": 1, "a0": 1, "N": 10**6 + 2}
    assert bc.solve(data) == 3 == bc.run_program(data)[0]


def test_cyclic_operations_by_hand():
    bc = bootcamps.get("sequence/cyclic_operations")
    # cycle (+3, *2) from 1: 1, 4, 8, 11, 22, then 25, 50
    data = {"terms": [1, 4, 8, 11, 22], "cycle": 2, "extra": 2}
    assert bc.solve(data) == [25, 50] == bc.run_program(data)[0]
    assert _score(bc, data, [25, 50], "25, 50") == 1.0 and _score(bc, data, [25, 50], "25, 50, 53") == 0.0


def test_power_sums_by_hand():
    bc = bootcamps.get("sequence/power_sums")
    data = {"coeffs": [1, 0, 3], "N": 10}  # sum of 3k^2 + 1 for k = 1..10 = 3*385 + 10
    assert bc.solve(data) == 1165 == bc.run_program(data)[0]


def test_progression_term_by_hand():
    bc = bootcamps.get("sequence/progression_term")
    data = {"kind": "arithmetic", "p": 3, "q": 7, "n": 10, "ap": "5", "aq": "7"}  # d = 1/2
    assert bc.solve(data) == "17/2" == bc.run_program(data)[0]
    data = {"kind": "geometric", "p": 2, "q": 5, "n": 3, "ap": "4", "aq": "27/2"}  # r^3 = 27/8, r = 3/2
    assert bc.solve(data) == "6" == bc.run_program(data)[0]
    assert _score(bc, data, "6", "6") == 1.0 and _score(bc, data, "6", "12/2") == 0.0


def test_matrix_chain_entry_by_hand():
    bc = bootcamps.get("linear_algebra/matrix_chain_entry")
    # row 1 of M1 M2 is [2, 1]; with column 1 of M3, (1, 3): 2*1 + 1*3 = 5
    data = {"matrices": [[[1, 2], [3, 4]], [[0, 1], [1, 0]], [[1, 0], [3, 1]]], "i": 1, "j": 1}
    assert bc.solve(data) == 5 == bc.run_program(data)[0]


def test_matrix_rank_by_hand():
    bc = bootcamps.get("linear_algebra/matrix_rank")
    data = {"matrix": [[1, 2, 3], [2, 4, 6], [1, 0, 1]]}  # row 2 = 2 * row 1
    assert bc.solve(data) == 2 == bc.run_program(data)[0]


def test_integer_eigenvalues_by_hand():
    bc = bootcamps.get("linear_algebra/integer_eigenvalues")
    data = {"matrix": [[4, 1], [2, 3]]}  # trace 7, det 10: x^2 - 7x + 10 = (x - 2)(x - 5)
    assert bc.solve(data) == [2, 5] == bc.run_program(data)[0]
    data = {"matrix": [[2, 1, 0], [0, 2, 0], [0, 0, -1]]}  # a double eigenvalue 2
    assert bc.solve(data) == [-1, 2, 2] == bc.run_program(data)[0]
    assert _score(bc, data, [-1, 2, 2], "-1, 2, 2") == 1.0 and _score(bc, data, [-1, 2, 2], "-1, 2") == 0.0


def test_vector_projection_by_hand():
    bc = bootcamps.get("linear_algebra/vector_projection")
    data = {"u": [3, 4], "v": [1, 2]}  # u.v = 11, v.v = 5
    assert bc.solve(data) == ["11/5", "22/5"] == bc.run_program(data)[0]
    assert _score(bc, data, ["11/5", "22/5"], "(11/5, 22/5)") == 1.0 and _score(bc, data, ["11/5", "22/5"], "(2.2, 4.4)") == 0.0


def test_derivative_at_point_by_hand():
    bc = bootcamps.get("calculus/derivative_at_point")
    # f = (x^2 + 1)/(x - 2) at 3: (2*3*1 - 10*1)/1 = -4
    data = {"shape": "quotient", "p": [1, 0, 1], "q": [-2, 1], "a": "3"}
    assert bc.solve(data) == "-4" == bc.run_program(data)[0]
    # f = P(Q(x)), P(y) = y^2, Q(x) = 2x + 1, at 1/2: 2 * Q(1/2) * Q' = 2 * 2 * 2 = 8
    data = {"shape": "composition", "p": [0, 0, 1], "q": [1, 2], "a": "1/2"}
    assert bc.solve(data) == "8" == bc.run_program(data)[0]


def test_taylor_coefficient_by_hand():
    bc = bootcamps.get("calculus/taylor_coefficient")
    data = {"p": [1], "q": [1, -1, -1], "k": 6}  # 1/(1 - x - x^2): Fibonacci 1, 1, 2, 3, 5, 8, 13
    assert bc.solve(data) == 13 == bc.run_program(data)[0]


def test_riemann_sum_by_hand():
    bc = bootcamps.get("calculus/riemann_sum")
    data = {"coeffs": [0, 0, 1], "a": 0, "b": 2, "n": 2, "method": "midpoint"}  # (1/4 + 9/4) * 1
    assert bc.solve(data) == "5/2" == bc.run_program(data)[0]
    data = {"coeffs": [0, 0, 1], "a": 0, "b": 2, "n": 2, "method": "trapezoid"}  # (0 + 2*1 + 4) / 2
    assert bc.solve(data) == "3" == bc.run_program(data)[0]


def test_series_sum_by_hand():
    bc = bootcamps.get("calculus/series_sum")
    data = {"kind": "telescoping", "c": 1, "p": 0, "d": 1, "start": 1, "N": 0}  # sum 1/(k(k+1)) = 1
    assert bc.solve(data) == "1" == bc.run_program(data)[0]
    data = {"kind": "telescoping", "c": 2, "p": 0, "d": 2, "start": 1, "N": 0}  # sum 2/(k(k+2)) = 1 + 1/2
    assert bc.solve(data) == "3/2" == bc.run_program(data)[0]
    data = {"kind": "geometric", "c": 3, "r": "-1/2", "m": 1}  # -3/2 / (3/2) = -1
    assert bc.solve(data) == "-1" == bc.run_program(data)[0]


def test_quartiles_by_hand():
    bc = bootcamps.get("statistics/quartiles")
    data = {"values": [7, 1, 3, 9, 5, 11, 13]}  # 1 3 5 | 7 | 9 11 13
    assert bc.solve(data) == ["3", "7", "11"] == bc.run_program(data)[0]
    data = {"values": [4, 1, 3, 2, 6, 5]}  # 1 2 3 | 4 5 6: Q1 2, median 7/2, Q3 5
    assert bc.solve(data) == ["2", "7/2", "5"] == bc.run_program(data)[0]
    assert _score(bc, data, ["2", "7/2", "5"], "2, 3.5, 5") == 1.0 and _score(bc, data, ["2", "7/2", "5"], "2, 3, 5") == 0.0


def test_spearman_rank_by_hand():
    bc = bootcamps.get("statistics/spearman_rank")
    data = {"x": [10, 20, 30, 40], "y": [1, 3, 2, 4]}  # d = 0, -1, 1, 0: 1 - 6*2/60 = 4/5
    assert bc.solve(data) == "4/5" == bc.run_program(data)[0]


def test_chi_square_by_hand():
    bc = bootcamps.get("statistics/chi_square")
    data = {"table": [[10, 20], [20, 10]]}  # every E is 15: 4 * 25/15 = 20/3
    assert bc.solve(data) == "20/3" == bc.run_program(data)[0]


def test_order_of_operations_by_hand():
    bc = bootcamps.get("arithmetic/order_of_operations")
    tree = ["-", ["+", 2, ["×", 3, ["^", 2, 3]]], ["÷", 12, 4]]  # 2 + 3 × 2^3 - 12 ÷ 4 = 23
    data = {"tree": tree, "expr": "2 + 3 × 2 ^ 3 - 12 ÷ 4"}
    assert bc.solve(data) == 23 == bc.run_program(data)[0]
    assert _score(bc, data, 23, "23") == 1.0 and _score(bc, data, 23, "2+21") == 0.0


def test_long_multiplication_by_hand():
    bc = bootcamps.get("arithmetic/long_multiplication")
    data = {"a": "1234", "b": "567"}
    assert bc.solve(data) == 699678 == bc.run_program(data)[0]
    assert _score(bc, data, 699678, "699,678") == 1.0 and _score(bc, data, 699678, "1234*567") == 0.0


def test_egyptian_greedy_by_hand():
    bc = bootcamps.get("arithmetic/egyptian_greedy")
    data = {"fraction": "4/13"}  # 1/4 + 1/18 + 1/468
    assert bc.solve(data) == [4, 18, 468] == bc.run_program(data)[0]
    assert _score(bc, data, [4, 18, 468], "4, 18, 468") == 1.0 and _score(bc, data, [4, 18, 468], "4, 18, 468, 4") == 0.0


def test_significant_figures_by_hand():
    bc = bootcamps.get("arithmetic/significant_figures")
    data = {"x": "0.0034951", "k": 3}
    assert bc.solve(data) == "0.00350" or bc.solve(data) == "0.0035"
    assert bc.run_program(data)[0] == "0.0035"
    for text in ("0.00350", "0.0035", "$0.0035$"):
        assert _score(bc, data, "0.0035", text) == 1.0, text
    for text in ("0.00349", "3.5e-3", "0.0034951", "7/2000"):
        assert _score(bc, data, "0.0035", text) == 0.0, text
    assert bc.solve({"x": "-2.5", "k": 1}) == "-3" and bc.solve({"x": "99.96", "k": 3}) == "100"


def test_tangent_length_by_hand():
    bc = bootcamps.get("geometry/tangent_length")
    # x^2 + y^2 - 2x - 4 = 0: centre (1, 0), r^2 = 5; from P = (5, 3): 16 + 9 - 5 = 20 = 4 * 5
    data = {"h": 1, "k": 0, "r2": 5, "p": [5, 3], "form": "equation"}
    assert bc.solve(data) == "2√5" == bc.run_program(data)[0]
    from bootcamps.geometry.tangent_length import describe_circle
    assert describe_circle(data) == "x^2 + y^2 - 2x - 4 = 0"


def test_interleaved_progressions_by_hand():
    bc = bootcamps.get("sequence/interleaved_progressions")
    # odd positions 1, 4, 7 (+3); even positions 2, -4, 8 (x -2)
    data = {"terms": [1, 2, 4, -4, 7, 8], "strands": 2, "extra": 3}
    assert bc.solve(data) == [10, -16, 13] == bc.run_program(data)[0]


def test_critical_points_by_hand():
    bc = bootcamps.get("calculus/critical_points")
    data = {"coeffs": [0, -3, 0, 1], "kind": "minima"}  # x^3 - 3x: f' = 3(x - 1)(x + 1), f'' = 6x
    assert bc.solve(data) == [1] == bc.run_program(data)[0]
    data = {"coeffs": [0, -3, 0, 1], "kind": "maxima"}
    assert bc.solve(data) == [-1] == bc.run_program(data)[0]


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
