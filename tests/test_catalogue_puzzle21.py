"""Puzzle batch 21 (str8ts, sukoro, nanro): gold answers agree with z3 models written directly
from each puzzle's rules, independently of the bootcamps (the gold is the model z3 finds, and
blocking it leaves no second model), on cases at every level, and one hand-worked example per
bootcamp scores 1.0 while wrong answers score 0.0.

Oracles only ever see generated data (a case's inputs), never model text.
"""

from __future__ import annotations

import random

import pytest
import z3

from tests.catalogue_cases import LEVELS, SAMPLE, tagged

import bootcamps


def level_cases(bootcamp_id, level, first_seed=2100):
    """(bootcamp, case) for SAMPLE seeds at one level."""
    bc = bootcamps.get(bootcamp_id)
    for seed in range(SAMPLE):
        yield bc, bc.case(first_seed + seed, level)


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
    for bc, case in level_cases("puzzle/str8ts", level):
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
                 "```\n#312\n1423\n3241\n213#\n```",
                 "4312;1423;3241;213#"):
        assert _score(bc, data, gold, text) == 1.0, text
    for text in ("#321;1423;3241;213#", "#312;1423;3241;2134", "#312;1423;3241", "1312;1423;3241;213#", ""):
        assert _score(bc, data, gold, text) == 0.0, text


def test_str8ts_wrong_answers_on_a_grid_with_no_row_of_two_whites():
    # Level 1 seed 528 has four lone white cells; wrong_answers used to draw a row with two
    # whites from an empty list (found by validate --cases 1000).
    bc = bootcamps.get("puzzle/str8ts")
    case = bc.case(528, "1")
    assert all(sum(ch != "#" for ch in row) < 2 for row in case.answer)
    wrong = bc.wrong_answers(case, random.Random(0))
    assert len(wrong) == 3
    assert all(bc.score(case, f"<answer>{text}</answer>") == 0.0 for text in wrong)


def test_str8ts_another_cases_gold_can_be_right_here():
    # Seed 477's solution has seed 600's digits; seed 600 blacks out two of its cells, showing
    # those digits, so seed 477's gold is seed 600's solution with the shown digits copied.
    bc = bootcamps.get("puzzle/str8ts")
    mine, other = bc.case(600, "1"), bc.case(477, "1")
    assert bc.format_answer(mine.answer) == "#432;234#;#123;321#"
    assert bc.format_answer(other.answer) == "1432;234#;#123;3214"
    assert bc.score(mine, "<answer>1432;234#;#123;3214</answer>") == 1.0
    assert bc.score(mine, "<answer>2432;234#;#123;3214</answer>") == 0.0  # not the digit it shows
    assert not bc.unique_answer


# ---------------------------------------------------------------- sukoro


def _nbrs(r, c, rows, cols):
    return [(a, b) for a, b in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)) if 0 <= a < rows and 0 <= b < cols]


def _connected_z3(solver, filled, rows, cols, name):
    """The filled cells form one orthogonal group: exactly one filled root at distance 0, and
    every other filled cell has a filled neighbour one step nearer the root."""
    dist = {p: z3.Int(f"{name}d{p[0]}_{p[1]}") for p in filled}
    n = rows * cols
    for p, var in dist.items():
        solver.add(var >= 0, var < n)
        solver.add(z3.Implies(z3.And(filled[p], var > 0),
                              z3.Or([z3.And(filled[q], dist[q] == var - 1) for q in _nbrs(*p, rows, cols)])))
    solver.add(z3.Sum([z3.If(z3.And(filled[p], dist[p] == 0), 1, 0) for p in filled]) == 1)


def sukoro_oracle(clues):
    """The unique solution of a Sukoro clue grid ('.' open, 'x' empty, a digit) as rows of
    digits (0 empty), or None: z3 booleans for filled cells, each filled cell's digit the sum
    of its filled neighbours in 1..4, given digits and empties held, no equal digits side by
    side, the filled cells connected; uniqueness is of the filling (it fixes the digits)."""
    rows, cols = len(clues), len(clues[0])
    solver = z3.Solver()
    filled = {(r, c): z3.Bool(f"f{r}_{c}") for r in range(rows) for c in range(cols)}
    digit = {p: z3.Sum([z3.If(filled[q], 1, 0) for q in _nbrs(*p, rows, cols)]) for p in filled}
    for (r, c), f in filled.items():
        ch = clues[r][c]
        if ch == "x":
            solver.add(z3.Not(f))
        elif ch.isdigit():
            solver.add(f, digit[r, c] == int(ch))
        solver.add(z3.Implies(f, z3.And(digit[r, c] >= 1, digit[r, c] <= 4)))
        for q in ((r + 1, c), (r, c + 1)):
            if q in filled:
                solver.add(z3.Implies(z3.And(f, filled[q]), digit[r, c] != digit[q]))
    solver.add(z3.Or(list(filled.values())))
    _connected_z3(solver, filled, rows, cols, "s")
    as_int = {p: z3.If(f, 1, 0) for p, f in filled.items()}
    if solver.check() != z3.sat:
        return None
    model = solver.model()
    fill = {p: z3.is_true(model.eval(f, model_completion=True)) for p, f in filled.items()}
    solver.add(z3.Or([as_int[p] != int(v) for p, v in fill.items()]))
    if solver.check() != z3.unsat:
        return None
    return [[sum(fill[q] for q in _nbrs(r, c, rows, cols)) if fill[r, c] else 0 for c in range(cols)]
            for r in range(rows)]


@pytest.mark.parametrize("level", LEVELS)
def test_sukoro_gold_is_the_only_solution(level):
    for bc, case in level_cases("puzzle/sukoro", level):
        assert sukoro_oracle(case.data["clues"]) == case.answer
        assert bc.solve(case.data) == case.answer


def test_sukoro_hand_example():
    bc = bootcamps.get("puzzle/sukoro")
    # 3x3 with the centre given 4: all four edge-middle cells are filled; the corners are
    # marked empty, so each edge-middle cell has the centre as its only filled neighbour and
    # holds 1 (1s never touch each other: they meet only at corners).
    clues = ["x.x", ".4.", "x.x"]
    gold = [[0, 1, 0], [1, 4, 1], [0, 1, 0]]
    data = {"clues": clues}
    assert sukoro_oracle(clues) == gold
    assert bc.solve(data) == gold
    for text in (".1.;141;.1.", ".1.\n141\n.1.", "0 1 0\n1 4 1\n0 1 0", "```\n.1.\n141\n.1.\n```", "x1x;141;x1x"):
        assert _score(bc, data, gold, text) == 1.0, text
    for text in (".1.;131;.1.", "11.;141;.1.", ".1.;141", "?1?;141;?1?", ""):
        assert _score(bc, data, gold, text) == 0.0, text
    # with r1c1 left open the filling is still unique: a filled r1c1 would be a 2 (beside
    # r1c2 and r2c1) and make r1c2 a 2 as well (beside r1c1 and the centre), two touching 2s
    assert sukoro_oracle(["..x", ".4.", "x.x"]) == gold


# ---------------------------------------------------------------- nanro


def nanro_oracle(letters, puzzle):
    """The unique solution of a Nanro board as rows of digits (0 empty), or None: z3 booleans
    for filled cells, each region's count (at least 1) as the digit of its filled cells, given
    digits held, filled neighbours in different regions with different counts, no filled 2x2,
    the filled cells connected; uniqueness is of the filling (it fixes the digits)."""
    rows, cols = len(letters), len(letters[0])
    solver = z3.Solver()
    filled = {(r, c): z3.Bool(f"n{r}_{c}") for r in range(rows) for c in range(cols)}
    count = {k: z3.Sum([z3.If(filled[r, c], 1, 0) for r in range(rows) for c in range(cols) if letters[r][c] == k])
             for k in {ch for row in letters for ch in row}}
    for value in count.values():
        solver.add(value >= 1)
    for (r, c), f in filled.items():
        if puzzle[r][c]:
            solver.add(f, count[letters[r][c]] == puzzle[r][c])
        for a, b in ((r + 1, c), (r, c + 1)):
            if (a, b) in filled and letters[a][b] != letters[r][c]:
                solver.add(z3.Implies(z3.And(f, filled[a, b]), count[letters[r][c]] != count[letters[a][b]]))
        if r + 1 < rows and c + 1 < cols:
            solver.add(z3.Not(z3.And(f, filled[r + 1, c], filled[r, c + 1], filled[r + 1, c + 1])))
    _connected_z3(solver, filled, rows, cols, "n")
    if solver.check() != z3.sat:
        return None
    model = solver.model()
    fill = {p: z3.is_true(model.eval(f, model_completion=True)) for p, f in filled.items()}
    solver.add(z3.Or([f != fill[p] for p, f in filled.items()]))
    if solver.check() != z3.unsat:
        return None
    totals = {}
    for (r, c), v in fill.items():
        totals[letters[r][c]] = totals.get(letters[r][c], 0) + int(v)
    return [[totals[letters[r][c]] if fill[r, c] else 0 for c in range(cols)] for r in range(rows)]


@pytest.mark.parametrize("level", LEVELS)
def test_nanro_gold_is_the_only_solution(level):
    for bc, case in level_cases("puzzle/nanro", level):
        assert nanro_oracle(case.data["regions"], case.data["puzzle"]) == case.answer
        assert bc.solve(case.data) == case.answer


def test_nanro_hand_example():
    bc = bootcamps.get("puzzle/nanro")
    # 2x3 grid, regions A (left column) B (middle column) C (right column), digits 1 given in
    # r1c1 and 1 in r2c3. A and C hold one digit each. B must hold at least one digit and sit
    # beside A's 1 and C's 1: a B digit of 1 next to either would be an equal pair across a
    # border, so B holds 2: both its cells, and the filled cells connect. r2c1 and r1c3 stay
    # empty (A and C already have their one digit), so no 2x2 block is full.
    letters = ["ABC", "ABC"]
    puzzle = [[1, 0, 0], [0, 0, 1]]
    gold = [[1, 2, 0], [0, 2, 1]]
    data = {"regions": letters, "puzzle": puzzle}
    assert nanro_oracle(letters, puzzle) == gold
    assert bc.solve(data) == gold
    for text in ("12.;.21", "12.\n.21", "1 2 0\n0 2 1", "```\n12.\n.21\n```"):
        assert _score(bc, data, gold, text) == 1.0, text
    for text in ("1..;.21", "12.;121", "12.", "12.;.22", ""):
        assert _score(bc, data, gold, text) == 0.0, text
