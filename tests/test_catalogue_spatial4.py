"""Round-4 batch in spatial/, linear_algebra/, calculus/ and statistics/: gold answers agree
with independent oracles (sympy, numpy, brute force, the standard library) on cases at every
level, one hand-worked example per bootcamp, and the kit/matrices and kit/spatial helpers.

sympy and numpy only ever see generated data (a case's inputs), never model text.
"""

from __future__ import annotations

from fractions import Fraction

import numpy as np
import pytest
import sympy

import bootcamps
from bootcamps.kit import matrices as km

LEVELS = ("1", "2", "3", "4", "5")
SAMPLE = 6  # cases per level per bootcamp


def _score(bc, data, gold, text):
    return bc.verify(data, gold, f"<answer>{text}</answer>")


def _fr(values):
    return [Fraction(str(v)) for v in values]


def _grid(values):
    return [[Fraction(str(v)) for v in row] for row in values]


# ---------------------------------------------------------------- oracles: linear_algebra


def oracle_rref(d, gold):
    return _grid(sympy.Matrix(d["matrix"]).rref()[0].tolist()) == _grid(gold)


def oracle_null_space_basis(d, gold):
    a = sympy.Matrix(d["matrix"])
    kernel = a.nullspace()
    vectors = [sympy.Matrix([sympy.Rational(v) for v in row]) for row in gold]
    if len(vectors) != len(kernel) or any(a * v != sympy.zeros(a.rows, 1) for v in vectors):
        return False
    return sympy.Matrix.hstack(*vectors).rank() == len(kernel)


def oracle_characteristic_polynomial(d, gold):
    x = sympy.Symbol("x")
    return [int(c) for c in sympy.Matrix(d["matrix"]).charpoly(x).all_coeffs()] == gold


def oracle_cross_product(d, gold):
    acc = np.array(d["vectors"][0], dtype=object)
    for v in d["vectors"][1:]:
        acc = np.cross(acc, np.array(v, dtype=object))
    return [int(v) for v in acc] == gold


def oracle_gram_schmidt(d, gold):
    got = sympy.GramSchmidt([sympy.Matrix(v) for v in d["vectors"]])
    return [_fr(v) for v in got] == _grid(gold)


def oracle_least_squares(d, gold):
    a, b = sympy.Matrix(d["a"]), sympy.Matrix(d["b"])
    return _fr(a.solve_least_squares(b)) == _fr(gold)


def oracle_markov_steady_state(d, gold):
    p = sympy.Matrix([[sympy.Rational(v) for v in row] for row in d["p"]])
    (vector,) = (p.T - sympy.eye(p.rows)).nullspace()
    return _fr(vector / sum(vector)) == _fr(gold)


def oracle_lu_decomposition(d, gold):
    lower, upper, perm = sympy.Matrix(d["matrix"]).LUdecomposition()
    assert perm == []
    return _grid((lower if d["want"] == "L" else upper).tolist()) == _grid(gold)


def oracle_definiteness(d, gold):
    a = np.array(d["matrix"], dtype=float)
    n = len(a)
    zero = n - sympy.Matrix(d["matrix"]).rank()
    eig = np.linalg.eigvalsh(a)
    scale = max(1.0, float(np.abs(eig).max()))
    pos, neg = int((eig > 1e-9 * scale).sum()), int((eig < -1e-9 * scale).sum())
    assert pos + neg + zero == n
    if pos and neg:
        want = "indefinite"
    else:
        want = ("positive" if pos else "negative") + (" semidefinite" if zero else " definite")
    return want == gold


ORACLES = {
    "linear_algebra/rref": oracle_rref,
    "linear_algebra/null_space_basis": oracle_null_space_basis,
    "linear_algebra/characteristic_polynomial": oracle_characteristic_polynomial,
    "linear_algebra/cross_product": oracle_cross_product,
    "linear_algebra/gram_schmidt": oracle_gram_schmidt,
    "linear_algebra/least_squares": oracle_least_squares,
    "linear_algebra/markov_steady_state": oracle_markov_steady_state,
    "linear_algebra/lu_decomposition": oracle_lu_decomposition,
    "linear_algebra/definiteness": oracle_definiteness,
}


# ---------------------------------------------------------------- oracles: calculus

X, Y = sympy.symbols("x y")


def _sym_poly(coeffs):
    return sum(sympy.Integer(c) * X**i for i, c in enumerate(coeffs))


def oracle_newton_iterates(d, gold):
    f = _sym_poly(d["coeffs"])
    step = X - f / sympy.diff(f, X)
    x = sympy.Integer(d["x0"])
    for _ in range(d["steps"]):
        x = step.subs(X, x)
    return sympy.Rational(gold) == x


def oracle_euler_method(d, gold):
    f = sum(sympy.Integer(c) * X**i * Y**j for (i, j), c in d["f"])
    h = sympy.Rational(d["h"])
    x, y = sympy.Integer(d["x0"]), sympy.Integer(d["y0"])
    for _ in range(d["steps"]):
        x, y = x + h, y + h * f.subs({X: x, Y: y})
    return sympy.Rational(gold) == y


def oracle_implicit_derivative(d, gold):
    f = sum(sympy.Integer(c) * X**i * Y**j for (i, j), c in d["terms"]) - d["k"]
    slope = sympy.idiff(f, Y, X).subs({X: d["x0"], Y: d["y0"]})
    return sympy.Rational(gold) == sympy.nsimplify(slope)


def oracle_volume_of_revolution(d, gold):
    integrand = _sym_poly(d["f"]) ** 2 - (_sym_poly(d["g"]) ** 2 if d["g"] is not None else 0)
    return sympy.integrate(sympy.pi * integrand, (X, d["a"], d["b"])) == sympy.pi * sympy.Rational(gold)


def oracle_area_between_curves(d, gold):
    h = _sym_poly(d["f"]) - _sym_poly(d["g"])
    roots = sorted(sympy.real_roots(sympy.Poly(h, X)))
    area = sum(abs(sympy.integrate(h, (X, a, b))) for a, b in zip(roots, roots[1:]))
    return area == sympy.Rational(gold)


# ---------------------------------------------------------------- oracles: statistics


def oracle_kendall_tau(d, gold):
    from scipy import stats

    tau = stats.kendalltau(d["x"], d["y"]).statistic
    return abs(float(Fraction(gold)) - tau) < 1e-12


def oracle_moving_average(d, gold):
    k = d["window"]
    weights = np.arange(1, k + 1) if d["kind"] == "weighted" else np.ones(k)
    # np.convolve flips its kernel: reversed weights put the heaviest on the newest value
    got = np.convolve(np.array(d["values"], dtype=float), weights[::-1], mode="valid") / weights.sum()
    return len(got) == len(gold) and all(abs(a - float(Fraction(b))) < 1e-9 for a, b in zip(got, gold))


def oracle_exponential_smoothing(d, gold):
    import pandas as pd

    series = pd.Series(d["values"], dtype=float)
    smoothed = series.ewm(alpha=float(Fraction(d["alpha"])), adjust=False).mean()
    return abs(smoothed.iloc[-1] - float(Fraction(gold))) < 1e-9


def oracle_grouped_median(d, gold):
    # the ogive through (boundary, cumulative frequency), read at N/2 by numpy's interpolation
    w, start, freqs = d["width"], d["start"], d["freqs"]
    bounds = [start + i * w for i in range(len(freqs) + 1)]
    cum = np.concatenate([[0], np.cumsum(freqs)])
    return abs(np.interp(cum[-1] / 2, cum, bounds) - float(Fraction(gold))) < 1e-9


ORACLES.update({
    "calculus/newton_iterates": oracle_newton_iterates,
    "calculus/euler_method": oracle_euler_method,
    "calculus/implicit_derivative": oracle_implicit_derivative,
    "calculus/volume_of_revolution": oracle_volume_of_revolution,
    "calculus/area_between_curves": oracle_area_between_curves,
    "statistics/kendall_tau": oracle_kendall_tau,
    "statistics/moving_average": oracle_moving_average,
    "statistics/exponential_smoothing": oracle_exponential_smoothing,
    "statistics/grouped_median": oracle_grouped_median,
})


# ---------------------------------------------------------------- oracles: spatial


def oracle_cube_rotation(d, gold):
    from scipy.spatial.transform import Rotation

    p = np.array(d["point"], dtype=float)
    for axis, quarter_turns in d["ops"]:
        p = Rotation.from_euler(axis, 90 * quarter_turns, degrees=True).apply(p)
    return [int(round(v)) for v in p] == gold


def oracle_tilted_squares(d, gold):
    from itertools import combinations

    dots = [(r, c) for r, row in enumerate(d["grid"]) for c, ch in enumerate(row) if ch == "o"]
    count = 0
    for quad in combinations(dots, 4):
        dist = sorted((a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2 for a, b in combinations(quad, 2))
        # a square: four equal sides and two equal diagonals of twice the squared side
        if dist[0] > 0 and dist[0] == dist[3] and dist[4] == dist[5] == 2 * dist[0]:
            count += 1
    return count == gold


def oracle_island_shapes(d, gold):
    import networkx as nx

    land = [(r, c) for r, row in enumerate(d["grid"]) for c, ch in enumerate(row) if ch == "#"]
    graph = nx.Graph()
    graph.add_nodes_from(land)
    graph.add_edges_from((p, q) for p in land for q in ((p[0] + 1, p[1]), (p[0], p[1] + 1)) if q in graph)
    keys = set()
    for comp in nx.connected_components(graph):
        rs, cs = [p[0] for p in comp], [p[1] for p in comp]
        box = np.zeros((max(rs) - min(rs) + 1, max(cs) - min(cs) + 1), dtype=np.uint8)
        for r, c in comp:
            box[r - min(rs), c - min(cs)] = 1
        images = [np.rot90(b, k) for b in ((box, np.fliplr(box)) if d["flips"] else (box,)) for k in ((0, 1, 2, 3) if d["flips"] else (0,))]
        keys.add(min((im.shape, im.tobytes()) for im in images))
    return len(keys) == gold


ORACLES.update({
    "spatial/cube_rotation": oracle_cube_rotation,
    "spatial/tilted_squares": oracle_tilted_squares,
    "spatial/island_shapes": oracle_island_shapes,
})


def oracle_symmetry_complete(d, gold):
    # z3: one integer per cell, visible cells fixed, the symmetry as equalities; the completion
    # must exist and be unique (a second model differing somewhere must not exist)
    import z3

    n, m = len(d["grid"]), len(d["grid"][0])
    cells = [[z3.Int(f"c{r}_{c}") for c in range(m)] for r in range(n)]
    s = z3.Solver()
    for r in range(n):
        for c in range(m):
            ch = d["grid"][r][c]
            if ch != "?":
                s.add(cells[r][c] == int(ch))
            images = {"vertical": [(r, m - 1 - c)], "horizontal": [(n - 1 - r, c)], "both": [(r, m - 1 - c), (n - 1 - r, c)],
                      "half_turn": [(n - 1 - r, m - 1 - c)], "diagonal": [(c, r)], "square": [(c, n - 1 - r), (c, r)]}[d["kind"]]
            for pr, pc in images:
                s.add(cells[r][c] == cells[pr][pc])
    if s.check() != z3.sat:
        return False
    model = s.model()
    got = [[str(model.eval(cells[r][c]).as_long()) for c in range(m)] for r in range(n)]
    s.add(z3.Or([cells[r][c] != int(got[r][c]) for r in range(n) for c in range(m)]))
    return got == gold and s.check() == z3.unsat


ORACLES["spatial/symmetry_complete"] = oracle_symmetry_complete


# ---------------------------------------------------------------- oracles: fifth batch


def oracle_cayley_hamilton_power(d, gold):
    a = sympy.Matrix(d["matrix"])
    p, q = sympy.symbols("p q")
    solution = sympy.solve(list(a ** d["power"] - p * a - q * sympy.eye(2)), [p, q], dict=True)
    return len(solution) == 1 and [solution[0][p], solution[0][q]] == [sympy.Integer(v) for v in gold]


def oracle_pearson_correlation(d, gold):
    r = np.corrcoef(np.array(d["x"], dtype=float), np.array(d["y"], dtype=float))[0, 1]
    return abs(r - float(gold)) <= 0.0005 + 1e-12


def oracle_directional_derivative(d, gold):
    names = sympy.symbols("x y z")[: len(d["point"])]
    f = sum(sympy.Integer(c) * sympy.Mul(*[v**e for v, e in zip(names, exps)]) for exps, c in d["terms"])
    at = dict(zip(names, d["point"]))
    value = sum(sympy.diff(f, v).subs(at) * sympy.Rational(u) for v, u in zip(names, d["u"]))
    return value == sympy.Rational(gold)


ORACLES.update({
    "linear_algebra/cayley_hamilton_power": oracle_cayley_hamilton_power,
    "statistics/pearson_correlation": oracle_pearson_correlation,
    "calculus/directional_derivative": oracle_directional_derivative,
})


def oracle_transformation_matrix(d, gold):
    v = sympy.Matrix(d["v"]).T  # columns are the basis vectors
    w = sympy.Matrix(d["w"]).T
    return _grid((w * v.inv()).tolist()) == _grid(gold)


def oracle_pooled_variance(d, gold):
    # rebuild data sets with exactly each group's n, mean and population variance (mean ± sd
    # halves), then numpy's variance of the union; sd may be irrational, so compare in floats
    values = []
    for n, m, v in d["groups"]:
        sd = float(np.sqrt(v))
        if n % 2 == 0:
            values += [m - sd] * (n // 2) + [m + sd] * (n // 2)
        else:
            k = (n - 1) // 2
            spread = float(np.sqrt(v * n / (n - 1)))  # one value at the mean, the rest at ± spread
            values += [m] + [m - spread] * k + [m + spread] * k
    return abs(np.var(values) - float(Fraction(gold))) < 1e-6


ORACLES.update({
    "linear_algebra/transformation_matrix": oracle_transformation_matrix,
    "statistics/pooled_variance": oracle_pooled_variance,
})


def oracle_meeting_point(d, gold):
    # every lattice point of the bounding box at once, in 2D (no split into axes)
    homes = np.array(d["homes"])
    xs = np.arange(homes[:, 0].min(), homes[:, 0].max() + 1)
    ys = np.arange(homes[:, 1].min(), homes[:, 1].max() + 1)
    gx, gy = np.meshgrid(xs, ys)
    cost = sum(w * (np.abs(gx - x) + np.abs(gy - y)) for x, y, w in homes)
    return int(cost.min()) == gold


ORACLES["spatial/meeting_point"] = oracle_meeting_point


@pytest.mark.parametrize("bootcamp_id", sorted(ORACLES))
def test_oracle_agrees_at_every_level(bootcamp_id):
    bc = bootcamps.get(bootcamp_id)
    oracle = ORACLES[bootcamp_id]
    for level in LEVELS:
        for seed in range(SAMPLE):
            case = bc.case(seed, level)
            assert oracle(case.data, case.answer), (bootcamp_id, level, seed, case.answer)
            assert bc.score(case, f"<answer>{bc.format_answer(case.answer)}</answer>") == 1.0


# ---------------------------------------------------------------- hand-worked: linear_algebra


def test_rref_by_hand():
    bc = bootcamps.get("linear_algebra/rref")
    data = {"matrix": [[1, 2, 3], [2, 4, 7]]}
    # r2 - 2 r1 = [0, 0, 1]; then clear column 3 above: [1, 2, 0]
    assert bc.solve(data) == [["1", "2", "0"], ["0", "0", "1"]]
    assert _score(bc, data, bc.solve(data), "[1, 2, 0]\n[0, 0, 1]") == 1.0
    assert _score(bc, data, bc.solve(data), "[1, 2, 3]\n[0, 0, 1]") == 0.0


def test_null_space_basis_by_hand():
    bc = bootcamps.get("linear_algebra/null_space_basis")
    data = {"matrix": [[1, 1, 1], [0, 1, 2]]}
    gold = bc.solve(data)
    assert gold == [["1", "-2", "1"]]
    assert _score(bc, data, gold, "[-2, 4, -2]") == 1.0  # any nonzero multiple is a basis
    assert _score(bc, data, gold, "[1, -2, 1]\n[-1, 2, -1]") == 0.0  # too many vectors
    assert _score(bc, data, gold, "[1, -1, 0]") == 0.0  # not in the kernel


def test_characteristic_polynomial_by_hand():
    bc = bootcamps.get("linear_algebra/characteristic_polynomial")
    data = {"matrix": [[2, 1], [1, 2]]}  # (x-1)(x-3)
    assert bc.solve(data) == [1, -4, 3]
    assert _score(bc, data, [1, -4, 3], "[1, -4, 3]") == 1.0
    assert _score(bc, data, [1, -4, 3], "[1, 4, 3]") == 0.0


def test_cross_product_by_hand():
    bc = bootcamps.get("linear_algebra/cross_product")
    data = {"vectors": [[1, 0, 0], [0, 1, 0], [1, 1, 0]]}  # i × j = k; k × (1,1,0) = (-1, 1, 0)
    assert bc.solve(data) == [-1, 1, 0]
    assert _score(bc, data, [-1, 1, 0], "(-1, 1, 0)") == 1.0


def test_gram_schmidt_by_hand():
    bc = bootcamps.get("linear_algebra/gram_schmidt")
    data = {"vectors": [[1, 1], [1, 0]]}  # u2 = (1,0) - 1/2 (1,1) = (1/2, -1/2)
    assert bc.solve(data) == [["1", "1"], ["1/2", "-1/2"]]
    assert _score(bc, data, bc.solve(data), "[1, 1]\n[1/2, -1/2]") == 1.0
    assert _score(bc, data, bc.solve(data), "[1, 1]\n[2/4, -1/2]") == 0.0  # not in lowest terms


def test_least_squares_by_hand():
    bc = bootcamps.get("linear_algebra/least_squares")
    # x = 0, y = 1, x + y = 3: AᵀA = [[2,1],[1,2]], Aᵀb = [3,4] -> x = 2/3, y = 5/3
    data = {"a": [[1, 0], [0, 1], [1, 1]], "b": [0, 1, 3]}
    assert bc.solve(data) == ["2/3", "5/3"]
    assert _score(bc, data, ["2/3", "5/3"], "2/3, 5/3") == 1.0
    assert _score(bc, data, ["2/3", "5/3"], "5/3, 2/3") == 0.0
    assert _score(bc, data, ["2/3", "5/3"], "x = 2/3, y = 5/3") == 1.0  # the unknowns by name, in order
    assert _score(bc, data, ["2/3", "5/3"], "y = 2/3, x = 5/3") == 0.0


def test_markov_steady_state_by_hand():
    bc = bootcamps.get("linear_algebra/markov_steady_state")
    data = {"p": [["1/2", "1/2"], ["1/4", "3/4"]]}  # π_A/2 = π_B/4 -> (1/3, 2/3)
    assert bc.solve(data) == ["1/3", "2/3"]
    assert _score(bc, data, ["1/3", "2/3"], "1/3, 2/3") == 1.0
    assert _score(bc, data, ["1/3", "2/3"], "2/3, 1/3") == 0.0


def test_lu_decomposition_by_hand():
    bc = bootcamps.get("linear_algebra/lu_decomposition")
    data = {"matrix": [[2, 1], [6, 4]], "want": "L"}  # multiplier 3, U = [[2, 1], [0, 1]]
    assert bc.solve(data) == [["1", "0"], ["3", "1"]]
    assert bc.solve({**data, "want": "U"}) == [["2", "1"], ["0", "1"]]
    assert _score(bc, data, bc.solve(data), "[1, 0]; [3, 1]") == 1.0


def test_definiteness_by_hand():
    bc = bootcamps.get("linear_algebra/definiteness")
    cases = {((2, -1), (-1, 2)): "positive definite", ((1, 1), (1, 1)): "positive semidefinite",
             ((1, 2), (2, 1)): "indefinite", ((-2, 0), (0, -3)): "negative definite", ((0, 0), (0, -1)): "negative semidefinite"}
    for matrix, want in cases.items():
        data = {"matrix": [list(r) for r in matrix]}
        assert bc.solve(data) == want
        assert bc.program(__import__("bootcamps").trace.Tracer(), data) == want
    data = {"matrix": [[1, 1], [1, 1]]}
    assert _score(bc, data, "positive semidefinite", "Positive semi-definite") == 1.0
    assert _score(bc, data, "positive semidefinite", "positive semidefinite or positive definite") == 0.0


# ---------------------------------------------------------------- kit/matrices


def test_kit_matrices():
    import random

    rng = random.Random(5)
    for rank in (1, 2, 3):
        m = km.with_rank(rng, 4, 5, rank, 3)
        assert km.rank(m) == rank == sympy.Matrix(m).rank()
    u = km.unimodular(rng, 4, 2)
    assert abs(sympy.Matrix(u).det()) == 1
    assert km.charpoly([[2, 1], [1, 2]]) == [1, -4, 3]
    assert km.read_matrix("[1, -1/2]\n[0, 3/4]", 2, 2) == [[1, Fraction(-1, 2)], [0, Fraction(3, 4)]]
    assert km.read_matrix("[1, 4/2]\n[0, 3/4]", 2, 2) is None
    assert km.read_matrix("[1, 3/1]\n[0, 3/4]", 2, 2) is None
    assert km.read_matrix("[1, 2]", 2, 2) is None
    assert km.read_matrix("1" * 10_000, 1, 1) is None
    assert km.linear_equation([0, -1, 3], "xyz", 4) == "-y + 3z = 4"
    with pytest.raises(ValueError):
        km.linear_equation([0, 0], "xy", 1)


# ---------------------------------------------------------------- hand-worked: calculus, statistics


def test_newton_iterates_by_hand():
    bc = bootcamps.get("calculus/newton_iterates")
    data = {"coeffs": [-2, 0, 1], "x0": 1, "steps": 2}  # x^2 - 2: 1 -> 3/2 -> 17/12
    assert bc.solve(data) == "17/12"
    assert _score(bc, data, "17/12", "17/12") == 1.0
    assert _score(bc, data, "17/12", "1.41666") == 0.0


def test_euler_method_by_hand():
    bc = bootcamps.get("calculus/euler_method")
    data = {"f": [[[0, 1], 1]], "x0": 0, "y0": 1, "h": "1/2", "steps": 2}  # y' = y: 1 -> 3/2 -> 9/4
    assert bc.solve(data) == "9/4"
    assert _score(bc, data, "9/4", "9/4") == 1.0


def test_implicit_derivative_by_hand():
    bc = bootcamps.get("calculus/implicit_derivative")
    # x^2 + y^2 = 25 at (3, 4): y' = -x/y = -3/4
    data = {"terms": [[[2, 0], 1], [[0, 2], 1]], "x0": 3, "y0": 4, "k": 25}
    assert bc.solve(data) == "-3/4"
    assert _score(bc, data, "-3/4", "-\\frac{3}{4}") == 1.0


def test_volume_of_revolution_by_hand():
    bc = bootcamps.get("calculus/volume_of_revolution")
    data = {"f": [0, 1], "g": None, "a": 0, "b": 3}  # cone: π ∫0^3 x^2 = 9π
    assert bc.solve(data) == "9"
    assert _score(bc, data, "9", "9π") == 1.0
    assert _score(bc, data, "9", "9") == 1.0
    assert _score(bc, data, "9", "9π or 3π") == 0.0
    washer = {"f": [2], "g": [1], "a": 0, "b": 1}  # π (4 - 1)
    assert bc.solve(washer) == "3"


def test_area_between_curves_by_hand():
    bc = bootcamps.get("calculus/area_between_curves")
    data = {"f": [0, 0, 1], "g": [0, 1]}  # x^2 and x meet at 0 and 1: area 1/6
    assert bc.solve(data) == "1/6"
    assert _score(bc, data, "1/6", "1/6") == 1.0
    assert _score(bc, data, "1/6", "-1/6") == 0.0


def test_kendall_tau_by_hand():
    bc = bootcamps.get("statistics/kendall_tau")
    data = {"x": [1, 2, 3], "y": [1, 3, 2]}  # pairs: C, C, D -> (2 - 1)/3
    assert bc.solve(data) == "1/3"
    assert _score(bc, data, "1/3", "1/3") == 1.0


def test_moving_average_by_hand():
    bc = bootcamps.get("statistics/moving_average")
    data = {"values": [1, 2, 4, 8], "window": 2, "kind": "simple"}
    assert bc.solve(data) == ["3/2", "3", "6"]
    weighted = {"values": [3, 6, 9], "window": 2, "kind": "weighted"}  # (3 + 2·6)/3, (6 + 18)/3
    assert bc.solve(weighted) == ["5", "8"]
    assert _score(bc, data, ["3/2", "3", "6"], "3/2, 3, 6") == 1.0
    assert _score(bc, data, ["3/2", "3", "6"], "3/2, 3, 6, 6") == 0.0


def test_exponential_smoothing_by_hand():
    bc = bootcamps.get("statistics/exponential_smoothing")
    data = {"values": [10, 20, 40], "alpha": "1/2"}  # 10 -> 15 -> 55/2
    assert bc.solve(data) == "55/2"
    assert _score(bc, data, "55/2", "55/2") == 1.0


def test_grouped_median_by_hand():
    bc = bootcamps.get("statistics/grouped_median")
    data = {"start": 0, "width": 10, "freqs": [2, 6, 2]}  # N/2 = 5, class 10-20: 10 + (5-2)/6·10 = 15
    assert bc.solve(data) == "15"
    assert _score(bc, data, "15", "15") == 1.0
    edge = {"start": 0, "width": 10, "freqs": [3, 3, 4, 2]}  # N/2 = 6 falls on the boundary 20
    assert bc.solve(edge) == "20"


# ---------------------------------------------------------------- hand-worked: spatial


def test_cube_rotation_by_hand():
    bc = bootcamps.get("spatial/cube_rotation")
    # about z counterclockwise: (1, 2, 3) -> (-2, 1, 3); then a half turn about x: (-2, -1, -3)
    data = {"point": [1, 2, 3], "ops": [["z", 1], ["x", 2]]}
    assert bc.solve(data) == [-2, -1, -3]
    assert _score(bc, data, [-2, -1, -3], "(-2, -1, -3)") == 1.0
    assert _score(bc, data, [-2, -1, -3], "[-2, 1, 3]") == 0.0


def test_tilted_squares_by_hand():
    bc = bootcamps.get("spatial/tilted_squares")
    # a full 3x3 lattice: four unit squares, one 2x2 square and one tilted square
    data = {"grid": ["ooo", "ooo", "ooo"]}
    assert bc.solve(data) == 6
    assert _score(bc, data, 6, "6") == 1.0
    assert bc.solve({"grid": [".o.", "o.o", ".o."]}) == 1  # only the tilted one


def test_island_shapes_by_hand():
    bc = bootcamps.get("spatial/island_shapes")
    grid = ["##..#", "....#", "#....", "....."]
    # a horizontal domino, a vertical domino and a single cell
    assert bc.solve({"grid": grid, "flips": True}) == 2
    assert bc.solve({"grid": grid, "flips": False}) == 3


# ---------------------------------------------------------------- kit/spatial


def test_kit_spatial():
    from bootcamps.kit import spatial as ks

    assert ks.normalise([(2, 3), (2, 4)]) == ((0, 0), (0, 1))
    assert ks.canonical_shape([(0, 0), (1, 0)]) == ks.canonical_shape([(5, 5), (5, 6)])
    assert ks.canonical_shape([(0, 0), (1, 0)], False) != ks.canonical_shape([(5, 5), (5, 6)], False)
    assert ks.quarter_turn([1, 0, 0], "z", 1) == [0, 1, 0]
    assert ks.quarter_turn([0, 1, 0], "x", 1) == [0, 0, 1]
    assert ks.quarter_turn([0, 0, 1], "y", 1) == [1, 0, 0]
    assert ks.quarter_turn([1, 2, 3], "y", 4) == [1, 2, 3]
    with pytest.raises(ValueError):
        ks.quarter_turn([1, 2, 3], "w", 1)
    with pytest.raises(ValueError):
        ks.normalise([])


def test_symmetry_complete_by_hand():
    bc = bootcamps.get("spatial/symmetry_complete")
    data = {"grid": ["12?", "?45"], "kind": "vertical"}  # rows read the same backwards
    assert bc.solve(data) == [["1", "2", "1"], ["5", "4", "5"]]
    assert _score(bc, data, bc.solve(data), "121\n545") == 1.0
    assert _score(bc, data, bc.solve(data), "121\n445") == 0.0
    turned = {"grid": ["12", "?1"], "kind": "half_turn"}  # (1, 0) faces (0, 1) across the centre
    assert bc.solve(turned) == [["1", "2"], ["2", "1"]]


# ---------------------------------------------------------------- hand-worked: fifth batch


def test_cayley_hamilton_power_by_hand():
    bc = bootcamps.get("linear_algebra/cayley_hamilton_power")
    # A = [[1, 1], [1, 0]]: t = 1, d = -1, A^3 = 2A + I (Fibonacci)
    data = {"matrix": [[1, 1], [1, 0]], "power": 3}
    assert bc.solve(data) == ["2", "1"]
    assert _score(bc, data, ["2", "1"], "p = 2, q = 1") == 1.0
    assert _score(bc, data, ["2", "1"], "1, 2") == 0.0


def test_pearson_correlation_by_hand():
    bc = bootcamps.get("statistics/pearson_correlation")
    # x = 1, 2, 3 and y = 1, 3, 2: Sxy = 1, Sxx = 2, Syy = 2 -> r = 1/2
    case = bc.case(0, "1")
    data = {"x": [1, 2, 3], "y": [1, 3, 2], "exact": "1/2", "tol": "1/2000"}
    assert case.data["tol"] == "1/2000"
    assert bc.solve(data) == "0.500"
    assert _score(bc, data, "0.5", "0.500") == 1.0
    assert _score(bc, data, "0.5", "0.4999") == 1.0
    assert _score(bc, data, "0.5", "0.502") == 0.0
    assert _score(bc, data, "0.5", "1/2") == 0.0  # the prompt asks for a decimal


def test_directional_derivative_by_hand():
    bc = bootcamps.get("calculus/directional_derivative")
    # f = x^2 y at (1, 2): grad = (2xy, x^2) = (4, 1); u = (3/5, 4/5) -> 12/5 + 4/5 = 16/5
    data = {"terms": [[[2, 1], 1]], "point": [1, 2], "u": ["3/5", "4/5"]}
    assert bc.solve(data) == "16/5"
    assert _score(bc, data, "16/5", "16/5") == 1.0


def test_transformation_matrix_by_hand():
    bc = bootcamps.get("linear_algebra/transformation_matrix")
    # T(1, 1) = (2, 0), T(0, 1) = (1, 1): T(1, 0) = (1, -1), so M has columns (1, -1) and (1, 1)
    data = {"v": [[1, 1], [0, 1]], "w": [[2, 0], [1, 1]]}
    assert bc.solve(data) == [["1", "1"], ["-1", "1"]]
    assert _score(bc, data, bc.solve(data), "[1, 1]\n[-1, 1]") == 1.0
    assert _score(bc, data, bc.solve(data), "[1, -1]\n[1, 1]") == 0.0  # the transpose


def test_pooled_variance_by_hand():
    bc = bootcamps.get("statistics/pooled_variance")
    # {1, 3} and {5, 7}: sizes 2, means 2 and 6, variances 1 and 1; union variance = 5
    data = {"groups": [[2, 2, 1], [2, 6, 1]]}
    assert bc.solve(data) == "5"
    assert _score(bc, data, "5", "5") == 1.0
    assert _score(bc, data, "5", "1") == 0.0


def test_meeting_point_by_hand():
    bc = bootcamps.get("spatial/meeting_point")
    # medians x = 1, y = 0: distances 1 + 0 + 4 (x) and 0 + 0 + 3 (y)
    data = {"homes": [[0, 0, 1], [1, 0, 1], [5, 3, 1]]}
    assert bc.solve(data) == 8
    assert _score(bc, data, 8, "8") == 1.0
    heavy = {"homes": [[0, 0, 3], [10, 0, 1]]}  # the weighted median is the crowded house
    assert bc.solve(heavy) == 10
