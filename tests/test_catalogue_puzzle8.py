"""Puzzle bootcamps, eighth batch: gold answers agree with z3 models written independently of
the bootcamps (on loop edges rather than shaded cells, uniqueness checked by blocking each
solution found), and one hand-worked example per bootcamp scores 1.0 while a wrong one scores 0."""

from __future__ import annotations

import z3

import bootcamps
from catalogue_cases import cases, tagged

FIRST_SEED = 3000  # each level's sample: seeds FIRST_SEED, FIRST_SEED + 1, ...


# ---------------------------------------------------------------- slitherlink


def _loops(on: set) -> list[set]:
    """The connected groups of loop edges (edges as frozensets of two grid points)."""
    left, out = set(on), []
    while left:
        first = left.pop()
        group, points = {first}, set(first)
        grew = True
        while grew:
            grew = False
            for e in list(left):
                if e & points:
                    left.discard(e)
                    group.add(e)
                    points |= e
                    grew = True
        out.append(group)
    return out


def slitherlink_loops(board: list[str], limit: int = 2) -> list[list[list[int]]]:
    """Every single loop (up to ``limit``) fitting the clues, by z3 over edge variables with
    degree 0 or 2 at every grid point; a model with several loops gets each loop cut away
    (not all of its edges, unless it is the whole model). Returned as inside grids (a cell is
    inside when an odd number of vertical loop edges lie to its left)."""
    rows, cols = len(board), len(board[0])
    edge = {}
    for i in range(rows + 1):
        for j in range(cols):
            edge[frozenset({(i, j), (i, j + 1)})] = z3.Bool(f"h{i}_{j}")
    for i in range(rows):
        for j in range(cols + 1):
            edge[frozenset({(i, j), (i + 1, j)})] = z3.Bool(f"v{i}_{j}")
    solver = z3.Solver()
    as_int = {e: z3.If(x, 1, 0) for e, x in edge.items()}
    for i in range(rows + 1):
        for j in range(cols + 1):
            degree = z3.Sum([as_int[e] for e in edge if (i, j) in e])
            solver.add(z3.Or(degree == 0, degree == 2))
    for r, line in enumerate(board):
        for c, ch in enumerate(line):
            if ch != ".":
                sides = [frozenset({(r, c), (r, c + 1)}), frozenset({(r + 1, c), (r + 1, c + 1)}),
                         frozenset({(r, c), (r + 1, c)}), frozenset({(r, c + 1), (r + 1, c + 1)})]
                solver.add(z3.Sum([as_int[e] for e in sides]) == int(ch))
    solver.add(z3.Or(list(edge.values())))
    found = []
    while len(found) < limit and solver.check() == z3.sat:
        model = solver.model()
        on = {e for e, x in edge.items() if z3.is_true(model.eval(x, model_completion=True))}
        loops = _loops(on)
        if len(loops) > 1:
            for loop in loops:
                rest = [x for e, x in edge.items() if e not in loop]
                solver.add(z3.Or(z3.Not(z3.And([edge[e] for e in loop])), z3.Not(z3.Or(rest))))
            continue
        grid = [[sum(frozenset({(r, j), (r + 1, j)}) in on for j in range(c + 1)) % 2 for c in range(cols)]
                for r in range(rows)]
        found.append(grid)
        solver.add(z3.Or([x != z3.is_true(model.eval(x, model_completion=True)) for x in edge.values()]))
    return found


def test_slitherlink_unique_by_z3():
    for bc, case in cases("puzzle/slitherlink", FIRST_SEED):
        assert slitherlink_loops(case.data["board"]) == [case.answer], case.id
        assert bc.solve(case.data) == case.answer


def test_slitherlink_hand_example():
    bc = bootcamps.get("puzzle/slitherlink")
    # The corners' 0s rule out every edge around them; the centre's 4 is then a loop by itself,
    # and a single loop can be nothing more: only the centre cell is inside.
    data = {"board": ["010", "141", "010"]}
    gold = [[0, 0, 0], [0, 1, 0], [0, 0, 0]]
    assert bc.solve(data) == gold
    assert slitherlink_loops(data["board"]) == [gold]
    assert bc.verify(data, gold, tagged("...;.#.;...")) == 1.0
    assert bc.verify(data, gold, tagged("...\n.#.\n...")) == 1.0
    assert bc.verify(data, gold, tagged("###;#.#;###")) == 0.0
    assert bc.verify(data, gold, tagged("...;.#.")) == 0.0


# ---------------------------------------------------------------- kurodoko


def _white_connected(shaded: list[list[int]]) -> bool:
    cells = {(r, c) for r, row in enumerate(shaded) for c, v in enumerate(row) if not v}
    start = next(iter(cells))
    seen, stack = {start}, [start]
    while stack:
        r, c = stack.pop()
        for nxt in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            if nxt in cells and nxt not in seen:
                seen.add(nxt)
                stack.append(nxt)
    return seen == cells


def kurodoko_shadings(numbers: list[list[int]], limit: int = 2) -> list[list[list[int]]]:
    """Shadings (up to ``limit``) by z3: a Bool per cell, numbers unshaded, no two shaded
    neighbours, each number = 1 + for every direction and distance k, 1 if the k cells that way
    are all unshaded; models whose unshaded cells fall apart are blocked one by one."""
    rows, cols = len(numbers), len(numbers[0])
    s = [[z3.Bool(f"s{r}_{c}") for c in range(cols)] for r in range(rows)]
    solver = z3.Solver()
    for r in range(rows):
        for c in range(cols):
            if r + 1 < rows:
                solver.add(z3.Not(z3.And(s[r][c], s[r + 1][c])))
            if c + 1 < cols:
                solver.add(z3.Not(z3.And(s[r][c], s[r][c + 1])))
            if numbers[r][c]:
                solver.add(z3.Not(s[r][c]))
                terms = []
                for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                    ray, rr, cc = [], r + dr, c + dc
                    while 0 <= rr < rows and 0 <= cc < cols:
                        ray.append(s[rr][cc])
                        terms.append(z3.If(z3.Not(z3.Or(ray)), 1, 0))
                        rr, cc = rr + dr, cc + dc
                solver.add(1 + z3.Sum(terms) == numbers[r][c] if terms else numbers[r][c] == 1)
    flat = [x for row in s for x in row]
    found = []
    while len(found) < limit and solver.check() == z3.sat:
        model = solver.model()
        grid = [[int(z3.is_true(model.eval(x, model_completion=True))) for x in row] for row in s]
        solver.add(z3.Or([x != bool(v) for x, v in zip(flat, [v for row in grid for v in row])]))
        if _white_connected(grid):
            found.append(grid)
    return found


def test_kurodoko_unique_by_z3():
    for bc, case in cases("puzzle/kurodoko", FIRST_SEED):
        assert kurodoko_shadings(case.data["numbers"]) == [case.answer], case.id
        assert bc.solve(case.data) == case.answer


def test_kurodoko_hand_example():
    bc = bootcamps.get("puzzle/kurodoko")
    # 3x3. The 5 in the middle sees all 5 cells of its row and column, so r1c2, r2c1, r2c3 and
    # r3c2 are unshaded. The top-left 3 then sees itself, r1c2 and r2c1 already: r1c3 and r3c1
    # must be shaded. The bottom-right 3 sees itself, r3c2 and r2c3, as it must.
    data = {"numbers": [[3, 0, 0], [0, 5, 0], [0, 0, 3]]}
    gold = [[0, 0, 1], [0, 0, 0], [1, 0, 0]]
    assert bc.solve(data) == gold
    assert kurodoko_shadings(data["numbers"]) == [gold]
    assert bc.verify(data, gold, tagged("..#;...;#..")) == 1.0
    assert bc.verify(data, gold, tagged("..#\n...\n#..")) == 1.0
    assert bc.verify(data, gold, tagged("#..;...;..#")) == 0.0
    assert bc.verify(data, gold, tagged("...;...;...")) == 0.0
