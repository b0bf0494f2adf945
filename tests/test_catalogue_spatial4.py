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
