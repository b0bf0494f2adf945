"""Batch puzzle19 (Signpost): gold answers agree with an independent SAT oracle
(python-sat, built from the rules alone: the gold is a model and a blocking clause leaves
none), and one hand-worked example per bootcamp scores 1.0 while a wrong answer scores 0.0.

Oracles only ever see generated data (a case's inputs), never model text.
"""

from __future__ import annotations

import pytest
from pysat.card import CardEnc, EncType
from pysat.formula import IDPool
from pysat.solvers import Glucose4

import bootcamps

LEVELS = ("1", "2", "3", "4", "5")
SAMPLE = 3  # cases per level per bootcamp


def _score(bc, data, gold, text):
    return bc.verify(data, gold, f"<answer>{text}</answer>")


# ---------------------------------------------------------------- Signpost

_STEP = {"N": (-1, 0), "S": (1, 0), "E": (0, 1), "W": (0, -1), "NE": (-1, 1), "NW": (-1, -1), "SE": (1, 1), "SW": (1, -1)}


def signpost_models(arrows, numbers, limit=2):
    """Numberings satisfying the rules: cell (r, c) holds k is variable v(r, c, k); each cell one
    number, each number one cell, the givens, and k at a cell forces k+1 at some cell along
    that cell's arrow. Enumerated with blocking clauses, at most ``limit``."""
    rows, cols = len(arrows), len(arrows[0])
    n = rows * cols
    pool = IDPool()
    v = lambda r, c, k: pool.id((r, c, k))  # noqa: E731
    cells = [(r, c) for r in range(rows) for c in range(cols)]
    clauses = []
    groups = [[v(r, c, k) for k in range(1, n + 1)] for r, c in cells]
    groups += [[v(r, c, k) for r, c in cells] for k in range(1, n + 1)]
    for lits in groups:
        clauses += CardEnc.equals(lits=lits, bound=1, vpool=pool, encoding=EncType.pairwise).clauses
    for r, c in cells:
        if numbers[r][c]:
            clauses.append([v(r, c, numbers[r][c])])
        along = []
        if arrows[r][c] in _STEP:
            dr, dc = _STEP[arrows[r][c]]
            a, b = r + dr, c + dc
            while 0 <= a < rows and 0 <= b < cols:
                along.append((a, b))
                a, b = a + dr, b + dc
        for k in range(1, n):
            clauses.append([-v(r, c, k)] + [v(a, b, k + 1) for a, b in along])
    out = []
    with Glucose4(bootstrap_with=clauses) as solver:
        while len(out) < limit and solver.solve():
            model = set(x for x in solver.get_model() if x > 0)
            grid = [[next(k for k in range(1, n + 1) if v(r, c, k) in model) for c in range(cols)] for r in range(rows)]
            out.append(grid)
            solver.add_clause([-v(r, c, grid[r][c]) for r, c in cells])
    return out


def oracle_signpost(d, gold):
    return signpost_models(d["arrows"], d["numbers"]) == [gold]


ORACLES = {
    "puzzle/signpost": oracle_signpost,
}


@pytest.mark.parametrize("bootcamp_id", sorted(ORACLES))
def test_gold_agrees_with_oracle(bootcamp_id):
    bc = bootcamps.get(bootcamp_id)
    oracle = ORACLES[bootcamp_id]
    for level in LEVELS:
        for seed in range(SAMPLE):
            case = bc.case(seed, level)
            assert oracle(case.data, case.answer), (bootcamp_id, level, seed, case.data, case.answer)
            assert bc.solve(case.data) == case.answer
            assert bc.score(case, f"<answer>{bc.format_answer(case.answer)}</answer>") == 1.0


# ---------------------------------------------------------------- hand-worked examples


def test_signpost_by_hand():
    bc = bootcamps.get("puzzle/signpost")
    # worked by hand: 1 r1c1 E -> 2 r1c3 SW -> 3 r2c2 SW -> 4 r3c1 E (over r3c2) -> 5 r3c3 N ->
    # 6 r2c3 W (over r2c2) -> 7 r2c1 NE -> 8 r1c2 S (over r2c2) -> 9 r3c2, with 1 and 9 given
    arrows = [["E", "S", "SW"],
              ["NE", "SW", "W"],
              ["E", "*", "N"]]
    numbers = [[1, 0, 0], [0, 0, 0], [0, 9, 0]]
    gold = [[1, 8, 2], [7, 3, 6], [4, 9, 5]]
    data = {"arrows": arrows, "numbers": numbers}
    assert signpost_models(arrows, numbers, limit=3) == [gold]
    assert bc.run_program(data)[0] == gold == bc.solve(data)
    assert _score(bc, data, gold, "1 8 2\n7 3 6\n4 9 5") == 1.0
    assert _score(bc, data, gold, "[[1, 8, 2], [7, 3, 6], [4, 9, 5]]") == 1.0
    assert _score(bc, data, gold, "1 8 2; 7 6 3; 4 9 5") == 0.0
