"""Puzzle batch 21 (str8ts, sukoro, nanro): gold answers agree with z3 models written directly
from each puzzle's rules, independently of the bootcamps (the gold is the model z3 finds, and
blocking it leaves no second model), on cases at every level, and one hand-worked example per
bootcamp scores 1.0 while wrong answers score 0.0.

Oracles only ever see generated data (a case's inputs), never model text.
"""

from __future__ import annotations

import pytest
import z3

from tests.catalogue_cases import LEVELS, cases, tagged

import bootcamps


def _score(bc, data, gold, text):
    return bc.verify(data, gold, tagged(text))


def _unique_model(solver, cells):
    """The one model of ``cells`` (a dict key -> z3 Int), or None when there is none or more."""
    if solver.check() != z3.sat:
        return None
    model = solver.model()
    values = {key: model.eval(var, model_completion=True).as_long() for key, var in cells.items()}
    solver.add(z3.Or([var != values[key] for key, var in cells.items()]))
    return values if solver.check() == z3.unsat else None


# ---------------------------------------------------------------- str8ts


def str8ts_oracle(grid):
    """The unique solution of a Str8ts board (rows of tokens: '#', '#d', '.', 'd') as rows of
    characters ('#' black), or None: z3 integers 1..n on white cells, distinct per row and
    column, a black cell's digit banned from its lines, and every run of white cells pairwise
    within its length minus one (with distinctness: a set of consecutive digits)."""
    n = len(grid)
    x = {}
    solver = z3.Solver()
    for r in range(n):
        for c in range(n):
            tok = grid[r][c]
            if tok.startswith("#"):
                continue
            x[r, c] = z3.Int(f"x{r}_{c}")
            solver.add(x[r, c] >= 1, x[r, c] <= n)
            if tok != ".":
                solver.add(x[r, c] == int(tok))
    lines = [[(r, c) for c in range(n)] for r in range(n)] + [[(r, c) for r in range(n)] for c in range(n)]
    for line in lines:
        white = [x[p] for p in line if p in x]
        if len(white) > 1:
            solver.add(z3.Distinct(white))
        for p in line:
            tok = grid[p[0]][p[1]]
            if tok.startswith("#") and len(tok) > 1:
                solver.add([v != int(tok[1:]) for v in white])
        runs, run = [], []
        for p in line + [None]:
            if p is not None and p in x:
                run.append(x[p])
            else:
                if len(run) > 1:
                    runs.append(run)
                run = []
        for run in runs:
            for i, a in enumerate(run):
                for b in run[i + 1 :]:
                    solver.add(a - b <= len(run) - 1, b - a <= len(run) - 1)
    values = _unique_model(solver, x)
    if values is None:
        return None
    return [["#" if (r, c) not in x else str(values[r, c]) for c in range(n)] for r in range(n)]


@pytest.mark.parametrize("level", LEVELS)
def test_str8ts_gold_is_the_only_solution(level):
    for bc, case in cases("puzzle/str8ts", 2100):
        if case.level != level:
            continue
        assert str8ts_oracle(case.data["grid"]) == case.answer
        assert bc.solve(case.data) == case.answer


def test_str8ts_hand_example():
    bc = bootcamps.get("puzzle/str8ts")
    # 4x4. Row 1 is a black 4 then white 3 _ 2: a straight of three without 4 is 1,2,3, so
    # r1c3 = 1. Row 4's run r4c1-r4c3 holds the given 1, so it is 1,2,3: r4c1 and r4c3 are 2
    # or 3. Column 1 below the black 4 is 1,2,3 with 3 at r3c1, so r4c1 = 2, r2c1 = 1, r4c3 =
    # 3. Row 2 (1 4 _ 3) gives r2c3 = 2; column 2 (3 4 _ 1) gives r3c2 = 2; column 3 (1 2 _ 3)
    # gives r3c3 = 4; row 3 (3 2 4 _) gives r3c4 = 1, and column 4 (2 3 1) is a straight.
    grid = [["#4", "3", ".", "2"], [".", "4", ".", "3"], ["3", ".", ".", "."], [".", "1", ".", "#"]]
    gold = [["#", "3", "1", "2"], ["1", "4", "2", "3"], ["3", "2", "4", "1"], ["2", "1", "3", "#"]]
    data = {"grid": grid}
    assert str8ts_oracle(grid) == gold
    assert bc.solve(data) == gold
    for text in ("#312;1423;3241;213#", "#312\n1423\n3241\n213#", "# 3 1 2\n1 4 2 3\n3 2 4 1\n2 1 3 #",
                 "4312;1423;3241;213#"):
        assert _score(bc, data, gold, text) == 1.0, text
    for text in ("#321;1423;3241;213#", "#312;1423;3241;2134", "#312;1423;3241", "1312;1423;3241;213#", ""):
        assert _score(bc, data, gold, text) == 0.0, text
