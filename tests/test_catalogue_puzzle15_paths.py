"""Number-path puzzle bootcamps (hidato, numbrix; batch puzzle15): on cases at every level, a SAT encoding of
the whole puzzle (python-sat, written here from the rules, not from the kit's search) accepts
the gold grid, and blocking the gold grid leaves it unsatisfiable, so the gold is the only
solution; one hand-worked example per bootcamp scores 1.0 and a wrong answer 0.0.

Oracles only ever see generated data (a case's inputs), never model text.
"""

from __future__ import annotations

import pytest
from pysat.card import CardEnc, EncType
from pysat.formula import IDPool
from pysat.solvers import Glucose3

import bootcamps

LEVELS = ("1", "2", "3", "4", "5")
SAMPLE = 3  # cases per level per bootcamp


def _score(bc, data, gold, text):
    return bc.verify(data, gold, f"<answer>{text}</answer>")


def sat_unique(puzzle: list[list[int]], gold: list[list[int]], king: bool) -> bool:
    """Whether the gold grid solves the puzzle and no other grid does, by SAT: x(cell, v)
    says the cell holds v; every open cell holds one number, every number 1..N sits in one
    cell, the givens are fixed, and a cell holding v < N has v + 1 in a neighbouring cell."""
    rows, cols = len(puzzle), len(puzzle[0])
    open_cells = [(r, c) for r in range(rows) for c in range(cols) if puzzle[r][c] != -1]
    n = len(open_cells)
    pool = IDPool()
    x = {(cell, v): pool.id((cell, v)) for cell in open_cells for v in range(1, n + 1)}
    clauses = []

    def exactly_one(lits):
        clauses.extend(CardEnc.equals(lits=lits, bound=1, vpool=pool, encoding=EncType.seqcounter).clauses)

    for cell in open_cells:
        exactly_one([x[cell, v] for v in range(1, n + 1)])
    for v in range(1, n + 1):
        exactly_one([x[cell, v] for cell in open_cells])
    for r, c in open_cells:
        if puzzle[r][c] > 0:
            clauses.append([x[(r, c), puzzle[r][c]]])
        near = [(rr, cc) for rr, cc in open_cells if (rr, cc) != (r, c) and abs(rr - r) <= 1 and abs(cc - c) <= 1
                and (king or rr == r or cc == c)]
        for v in range(1, n):
            clauses.append([-x[(r, c), v]] + [x[d, v + 1] for d in near])
    gold_lits = [x[(r, c), gold[r][c]] for r, c in open_cells]
    if any(gold[r][c] != 0 for r in range(rows) for c in range(cols) if puzzle[r][c] == -1):
        return False
    with Glucose3(bootstrap_with=clauses) as solver:
        if not solver.solve(assumptions=gold_lits):
            return False
        solver.add_clause([-lit for lit in gold_lits])
        return not solver.solve()


@pytest.mark.parametrize("name,king", [("puzzle/hidato", True), ("puzzle/numbrix", False)])
@pytest.mark.parametrize("level", LEVELS)
def test_gold_is_the_unique_solution(name, king, level):
    bc = bootcamps.get(name)
    for seed in range(SAMPLE + (1 if level in ("1", "2") else 0)):
        case = bc.case(seed, level)
        assert sat_unique(case.data["puzzle"], case.answer, king), (name, level, seed)
        assert bc.solve(case.data) == case.answer


def test_hidato_by_hand():
    bc = bootcamps.get("puzzle/hidato")
    # 2 must touch 1 and 3: only r1c2; 7 must touch 6 and 8: only r3c2; 5 takes r2c3.
    data = {"puzzle": [[1, 0, -1], [3, 4, 0], [8, 0, 6]]}
    gold = [[1, 2, 0], [3, 4, 5], [8, 7, 6]]
    assert sat_unique(data["puzzle"], gold, True)
    assert bc.run_program(data)[0] == gold == bc.solve(data)
    assert _score(bc, data, gold, "1 2 #\n3 4 5\n8 7 6") == 1.0
    assert _score(bc, data, gold, "1 2 X; 3 4 5; 8 7 6") == 1.0
    assert _score(bc, data, gold, "[[1, 2, 0], [3, 4, 5], [8, 7, 6]]") == 1.0
    assert _score(bc, data, gold, "1 2 #\n3 4 7\n8 5 6") == 0.0
    assert _score(bc, data, gold, "1 2 9\n3 4 5\n8 7 6") == 0.0
    plain = {"puzzle": [[1, 0, 0], [0, 9, 0], [7, 0, 5]]}  # a spiral: 2-3-4 along the edge, 8 between 7 and 9
    assert bc.solve(plain) == [[1, 2, 3], [8, 9, 4], [7, 6, 5]]


def test_hidato_config_rejects_bad_values():
    bc = bootcamps.get("puzzle/hidato")
    with pytest.raises(ValueError, match="blocked"):
        bc.Config(rows=4, cols=4, blocked=9, max_trace=60)
    with pytest.raises(ValueError, match="rows"):
        bc.Config(rows=12)


def test_numbrix_by_hand():
    bc = bootcamps.get("puzzle/numbrix")
    # 8 must share a side with 7 and 9: r3c2; 6 with 7: r2c1; 2 with 1: r1c2; 5 with 6: r2c2;
    # then 3 (next to 2) is r1c3 and 4 is r2c3.
    data = {"puzzle": [[1, 0, 0], [0, 0, 0], [7, 0, 9]]}
    gold = [[1, 2, 3], [6, 5, 4], [7, 8, 9]]
    assert sat_unique(data["puzzle"], gold, False)
    assert bc.run_program(data)[0] == gold == bc.solve(data)
    assert _score(bc, data, gold, "1 2 3\n6 5 4\n7 8 9") == 1.0
    assert _score(bc, data, gold, "1,2,3; 6,5,4; 7,8,9") == 1.0
    assert _score(bc, data, gold, "1 2 3\n6 4 5\n7 8 9") == 0.0
    assert _score(bc, data, gold, "1 2 3\n4 5 6\n7 8 9") == 0.0
    with pytest.raises(ValueError, match="extra"):
        bc.Config(extra=0.95)
