"""Tenth batch of puzzle bootcamps: gold answers agree with an independent oracle (z3: the
rules stated as constraints, the gold picture one solution and no other) on cases at every
level, and one hand-worked example per bootcamp scores 1.0 while a wrong answer scores 0.0.

Oracles only ever see generated data (a case's inputs), never model text.
"""

from __future__ import annotations

import pytest
import z3

import bootcamps

LEVELS = ("1", "2", "3", "4", "5")
SAMPLE = 3  # cases per level per bootcamp


def _score(bc, data, gold, text):
    return bc.verify(data, gold, f"<answer>{text}</answer>")


def _unique(solver, cells, gold):
    """The gold values satisfy the constraints and nothing else does."""
    solver.push()
    solver.add(*[x == bool(g) for x, g in zip(cells, gold)])
    ok = solver.check() == z3.sat
    solver.pop()
    solver.add(z3.Or([x != bool(g) for x, g in zip(cells, gold)]))
    return ok and solver.check() == z3.unsat


# ---------------------------------------------------------------- oracles: (data, gold) -> bool


def oracle_mosaic(d, gold):
    rows, cols = d["rows"], d["cols"]
    x = [[z3.Bool(f"x{r}_{c}") for c in range(cols)] for r in range(rows)]
    s = z3.Solver()
    for v, n in d["clues"]:
        r, c = divmod(v, cols)
        near = [x[rr][cc] for rr in range(rows) for cc in range(cols) if abs(rr - r) <= 1 and abs(cc - c) <= 1]
        s.add(z3.PbEq([(b, 1) for b in near], n))
    return _unique(s, [b for row in x for b in row], [g for row in gold for g in row])


ORACLES = {
    "puzzle/mosaic": oracle_mosaic,
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


def test_mosaic_by_hand():
    bc = bootcamps.get("puzzle/mosaic")
    # 3x3: the 0s at r1c3, r3c3 and r3c1 clear every cell but r1c1, and the 1 at r1c1 then shades it.
    data = {"rows": 3, "cols": 3, "clues": [[0, 1], [4, 1], [8, 0], [2, 0], [6, 0]]}
    gold = [[1, 0, 0], [0, 0, 0], [0, 0, 0]]
    assert bc.run_program(data)[0] == gold == bc.solve(data)
    assert _score(bc, data, gold, "#..;...;...") == 1.0
    assert _score(bc, data, gold, "#..\n...\n...") == 1.0
    assert _score(bc, data, gold, ".#.;...;...") == 0.0
    assert _score(bc, data, gold, "#..;...") == 0.0
