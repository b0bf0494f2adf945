"""Puzzle bootcamps, thirteenth batch: gold answers agree with z3 models written independently
of the bootcamps (connectivity encoded with integer distance labels rather than checked row by
row; uniqueness by blocking the gold shading and asking for another), and one hand-worked
example per bootcamp scores 1.0 while a wrong one scores 0."""

from __future__ import annotations

import z3

import bootcamps
from catalogue_cases import cases, tagged

FIRST_SEED = 5000  # each level's sample: seeds FIRST_SEED, FIRST_SEED + 1, ...


def _near(r: int, c: int, rows: int, cols: int):
    for a, b in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
        if 0 <= a < rows and 0 <= b < cols:
            yield a, b


def _white_connected(solver: z3.Solver, s, rows: int, cols: int) -> None:
    """Unshaded cells connected: exactly one unshaded root at distance 0; every other unshaded
    cell has an unshaded neighbour strictly closer to the root."""
    n = rows * cols
    d = [[z3.Int(f"d{r}_{c}") for c in range(cols)] for r in range(rows)]
    root = [[z3.Bool(f"root{r}_{c}") for c in range(cols)] for r in range(rows)]
    solver.add(z3.PbEq([(root[r][c], 1) for r in range(rows) for c in range(cols)], 1))
    for r in range(rows):
        for c in range(cols):
            solver.add(z3.Implies(root[r][c], z3.And(z3.Not(s[r][c]), d[r][c] == 0)))
            solver.add(d[r][c] >= 0, d[r][c] < n)
            closer = [z3.And(z3.Not(s[a][b]), d[a][b] < d[r][c]) for a, b in _near(r, c, rows, cols)]
            solver.add(z3.Implies(z3.And(z3.Not(s[r][c]), z3.Not(root[r][c])), z3.Or(closer) if closer else False))


def _unique(solver: z3.Solver, s, rows: int, cols: int) -> list[list[list[int]]]:
    """Up to two shadings: the first model, then one that differs from it."""
    found = []
    while len(found) < 2 and solver.check() == z3.sat:
        model = solver.model()
        grid = [[int(z3.is_true(model.eval(x, model_completion=True))) for x in row] for row in s]
        found.append(grid)
        solver.add(z3.Or([s[r][c] != bool(grid[r][c]) for r in range(rows) for c in range(cols)]))
    return found


# ---------------------------------------------------------------- creek


def creek_shadings(clues: list[list[int | None]]) -> list[list[list[int]]]:
    rows, cols = len(clues) - 1, len(clues[0]) - 1
    s = [[z3.Bool(f"s{r}_{c}") for c in range(cols)] for r in range(rows)]
    solver = z3.Solver()
    for i, line in enumerate(clues):
        for j, v in enumerate(line):
            if v is not None:
                near = [s[a][b] for a in (i - 1, i) for b in (j - 1, j) if 0 <= a < rows and 0 <= b < cols]
                solver.add(z3.PbEq([(x, 1) for x in near], v))
    _white_connected(solver, s, rows, cols)
    return _unique(solver, s, rows, cols)


def test_creek_unique_by_z3():
    for bc, case in cases("puzzle/creek", FIRST_SEED):
        assert creek_shadings(case.data["clues"]) == [case.answer], case.id
        assert bc.solve(case.data) == case.answer


def test_creek_hand_example():
    bc = bootcamps.get("puzzle/creek")
    # 3x3 cells (crossings in 4 lines of 4). The top-left corner 1 shades r0c0; the
    # crossing (1,1) 1 then leaves r0c1, r1c0, r1c1 unshaded; the bottom-right corner 1 shades
    # r2c2; the 0 at (0,3) clears r0c2, and (3,0) 0 clears r2c0; (2,2) 1 with r2c2 shaded clears
    # r1c2 and r2c1. Unshaded cells: all but the two corners, one connected area.
    N = None
    data = {"clues": [[1, N, N, 0], [N, 1, N, N], [N, N, 1, N], [0, N, N, 1]]}
    gold = [[1, 0, 0], [0, 0, 0], [0, 0, 1]]
    assert bc.solve(data) == gold
    assert creek_shadings(data["clues"]) == [gold]
    assert bc.verify(data, gold, tagged("#..;...;..#")) == 1.0
    assert bc.verify(data, gold, tagged("#..\n...\n..#")) == 1.0
    assert bc.verify(data, gold, tagged("..#;...;#..")) == 0.0
    assert bc.verify(data, gold, tagged("#..;...")) == 0.0


# ---------------------------------------------------------------- cave


def cave_shadings(numbers: list[list[int]]) -> list[list[list[int]]]:
    """Numbers unshaded and counting 1 + the unshaded runs in four directions; unshaded cells
    connected (distance labels from one root); every shaded cell on the edge or next to a
    shaded cell nearer the edge (a second set of distance labels)."""
    rows, cols = len(numbers), len(numbers[0])
    s = [[z3.Bool(f"s{r}_{c}") for c in range(cols)] for r in range(rows)]
    solver = z3.Solver()
    for r in range(rows):
        for c in range(cols):
            if numbers[r][c]:
                solver.add(z3.Not(s[r][c]))
                terms = []
                for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                    ray, rr, cc = [], r + dr, c + dc
                    while 0 <= rr < rows and 0 <= cc < cols:
                        ray.append(s[rr][cc])
                        terms.append(z3.If(z3.Not(z3.Or(ray)), 1, 0))
                        rr, cc = rr + dr, cc + dc
                solver.add(1 + z3.Sum(terms) == numbers[r][c])
    _white_connected(solver, s, rows, cols)
    e = [[z3.Int(f"e{r}_{c}") for c in range(cols)] for r in range(rows)]
    for r in range(rows):
        for c in range(cols):
            solver.add(e[r][c] >= 0, e[r][c] < rows * cols)
            if r in (0, rows - 1) or c in (0, cols - 1):
                continue
            closer = [z3.And(s[a][b], e[a][b] < e[r][c]) for a, b in _near(r, c, rows, cols)]
            solver.add(z3.Implies(s[r][c], z3.Or(closer)))
    return _unique(solver, s, rows, cols)


def test_cave_unique_by_z3():
    for bc, case in cases("puzzle/cave", FIRST_SEED):
        assert cave_shadings(case.data["numbers"]) == [case.answer], case.id
        assert bc.solve(case.data) == case.answer


def test_cave_hand_example():
    bc = bootcamps.get("puzzle/cave")
    # 3 rows, 4 columns. The 6 at r1c1 sees its whole row and column (4 + 2), so row 1, r0c1 and
    # r2c1 are unshaded. The 3 at r0c0 already sees itself, r0c1 and r1c0; anything more is too
    # many, so r0c2 and r2c0 are shaded. The 4 at r2c3 sees itself and r1c3; with r2c2
    # shaded it could see at most 3, so r2c2 is unshaded (giving r2c2, r2c1), which makes 4
    # and forces r0c3 shaded. The shaded r0c2 and r0c3 touch each other (allowed) and the edge.
    data = {"numbers": [[3, 0, 0, 0], [0, 6, 0, 0], [0, 0, 0, 4]]}
    gold = [[0, 0, 1, 1], [0, 0, 0, 0], [1, 0, 0, 0]]
    assert bc.solve(data) == gold
    assert cave_shadings(data["numbers"]) == [gold]
    assert bc.verify(data, gold, tagged("..##;....;#...")) == 1.0
    assert bc.verify(data, gold, tagged("..##\n....\n#...")) == 1.0
    assert bc.verify(data, gold, tagged("..#.;....;#...")) == 0.0
    assert bc.verify(data, gold, tagged("..##;....")) == 0.0
