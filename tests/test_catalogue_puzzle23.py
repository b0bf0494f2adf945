"""Batch puzzle23 (fillomino, aqre): gold answers agree with an independent oracle on cases
at every level (python-sat encodings written from each puzzle's rules, solved to the end and
then with the gold blocked: the gold is a solution and no second one exists), and a
hand-worked example per bootcamp scores 1.0 while wrong answers score 0.0.

Oracles only ever see generated data (a case's inputs), never model text.
"""

from __future__ import annotations

import pytest
from pysat.card import CardEnc, EncType
from pysat.formula import IDPool
from pysat.solvers import Minisat22

import bootcamps

LEVELS = ("1", "2", "3", "4", "5")
SAMPLE = 3  # cases per level per bootcamp


def _score(bc, data, gold, text):
    return bc.verify(data, gold, f"<answer>{text}</answer>")


def _nbrs(r, c, rows, cols):
    return [(r + dr, c + dc) for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)) if 0 <= r + dr < rows and 0 <= c + dc < cols]


# ---------------------------------------------------------------- fillomino


def _pieces(grid):
    """Maximal groups of equal digits joined through sides, by plain flood fill."""
    rows, cols = len(grid), len(grid[0])
    seen, out = set(), []
    for r in range(rows):
        for c in range(cols):
            if (r, c) in seen:
                continue
            group, stack = {(r, c)}, [(r, c)]
            while stack:
                a = stack.pop()
                for b in _nbrs(*a, rows, cols):
                    if b not in group and grid[b[0]][b[1]] == grid[r][c]:
                        group.add(b)
                        stack.append(b)
            seen |= group
            out.append((grid[r][c], group))
    return out


def _fillomino_ok(puzzle, grid):
    return (all(g == v or v == 0 for prow, grow in zip(puzzle, grid) for v, g in zip(prow, grow))
            and all(len(cells) == v for v, cells in _pieces(grid)))


def fillomino_solutions(puzzle, limit=2):
    """Every filling (up to ``limit``), by SAT with lazily added cuts: one digit 1..9 per cell,
    the givens, a digit above 1 has an equal neighbour, two equal 1s never touch; a model with a
    piece of the wrong size gets a cut valid for every solution (a piece too large: not all of
    v+1 connected cells of it are v; a piece too small: some cell of it is not v or some cell on
    its border is v), and the solver runs on; a correct model is recorded and blocked."""
    rows, cols = len(puzzle), len(puzzle[0])
    pool = IDPool()
    x = {(r, c, v): pool.id((r, c, v)) for r in range(rows) for c in range(cols) for v in range(1, 10)}
    clauses = []
    for r in range(rows):
        for c in range(cols):
            clauses.extend(CardEnc.equals(lits=[x[r, c, v] for v in range(1, 10)], bound=1, vpool=pool,
                                          encoding=EncType.pairwise).clauses)
            if puzzle[r][c]:
                clauses.append([x[r, c, puzzle[r][c]]])
            for v in range(2, 10):
                clauses.append([-x[r, c, v]] + [x[a, b, v] for a, b in _nbrs(r, c, rows, cols)])
            for a, b in _nbrs(r, c, rows, cols):
                clauses.append([-x[r, c, 1], -x[a, b, 1]])
    found = []
    with Minisat22(bootstrap_with=clauses) as solver:
        while len(found) < limit and solver.solve():
            model = set(solver.get_model())
            grid = [[next(v for v in range(1, 10) if x[r, c, v] in model) for c in range(cols)] for r in range(rows)]
            cuts = []
            for v, cells in _pieces(grid):
                if len(cells) > v:
                    start = min(cells)
                    part, stack = [start], [start]
                    while len(part) <= v:
                        a = stack.pop(0)
                        for b in _nbrs(*a, rows, cols):
                            if b in cells and b not in part and len(part) <= v:
                                part.append(b)
                                stack.append(b)
                    cuts.append([-x[a, b, v] for a, b in part])
                elif len(cells) < v:
                    border = {b for a in cells for b in _nbrs(*a, rows, cols)} - cells
                    cuts.append([-x[a, b, v] for a, b in cells] + [x[a, b, v] for a, b in border])
            if cuts:
                for cut in cuts:
                    solver.add_clause(cut)
                continue
            found.append(grid)
            solver.add_clause([-x[r, c, grid[r][c]] for r in range(rows) for c in range(cols)])
    return found


@pytest.mark.parametrize("level", LEVELS)
def test_fillomino_gold_is_the_only_solution(level):
    bc = bootcamps.get("puzzle/fillomino")
    for seed in range(SAMPLE):
        case = bc.case(seed, level)
        puzzle, gold = case.data["puzzle"], case.answer
        assert _fillomino_ok(puzzle, gold)
        assert fillomino_solutions(puzzle) == [gold]
        assert bc.solve(case.data) == gold


def test_fillomino_hand_example():
    bc = bootcamps.get("puzzle/fillomino")
    # 1 2 . / 3 . .: the 2 cannot pair down (it would wall in the 3), so it pairs right, and
    # the 3 takes the rest of the bottom row.
    data = {"puzzle": [[1, 2, 0], [3, 0, 0]]}
    gold = [[1, 2, 2], [3, 3, 3]]
    assert bc.solve(data) == gold
    assert fillomino_solutions(data["puzzle"]) == [gold]
    for text in ("122;333", "122\n333", "1 2 2\n3 3 3", "```\n122\n333\n```", "1,2,2;3,3,3"):
        assert _score(bc, data, gold, text) == 1.0, text
    for text in ("122;331", "132;332", "122", "1223;333", "122;33"):
        assert _score(bc, data, gold, text) == 0.0, text
    # without the 2 there are two fillings (the 3 may bend up), so that puzzle is not unique
    assert len(fillomino_solutions([[1, 0, 0], [3, 0, 0]])) == 2


# ---------------------------------------------------------------- aqre


def _groups(cells):
    cells, out = set(cells), []
    while cells:
        start = cells.pop()
        group, stack = {start}, [start]
        while stack:
            r, c = stack.pop()
            for nxt in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                if nxt in cells:
                    cells.discard(nxt)
                    group.add(nxt)
                    stack.append(nxt)
        out.append(group)
    return out


def aqre_solutions(regions, counts, limit=2):
    """Every shading (up to ``limit``) by SAT: exact cardinality per numbered region, no window
    of four cells along a row or column all shaded or all unshaded, and connectivity by lazy
    cuts (a model whose shaded cells split gets, for one group G with unshaded border B and a
    shaded cell x outside it: not all of G shaded, or some of B shaded, or x unshaded)."""
    rows, cols = len(regions), len(regions[0])
    letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
    pool = IDPool()
    s = {(r, c): pool.id((r, c)) for r in range(rows) for c in range(cols)}
    clauses = []
    for k, n in enumerate(counts):
        if n is not None:
            lits = [s[r, c] for r in range(rows) for c in range(cols) if regions[r][c] == letters[k]]
            clauses.extend(CardEnc.equals(lits=lits, bound=n, vpool=pool, encoding=EncType.seqcounter).clauses)
    for r in range(rows):
        for c in range(cols):
            for dr, dc in ((0, 1), (1, 0)):
                window = [(r + i * dr, c + i * dc) for i in range(4)]
                if all(0 <= a < rows and 0 <= b < cols for a, b in window):
                    clauses.append([-s[x] for x in window])
                    clauses.append([s[x] for x in window])
    found = []
    with Minisat22(bootstrap_with=clauses) as solver:
        while len(found) < limit and solver.solve():
            model = set(solver.get_model())
            shaded = {x for x in s if s[x] in model}
            groups = _groups(shaded)
            if len(groups) > 1:
                for group in groups:
                    border = {(r + dr, c + dc) for r, c in group for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1))} - group
                    border = {x for x in border if x in s}
                    outside = min(shaded - group)
                    solver.add_clause([-s[x] for x in group] + [s[x] for x in border] + [-s[outside]])
                continue
            grid = [[int((r, c) in shaded) for c in range(cols)] for r in range(rows)]
            found.append(grid)
            solver.add_clause([-s[x] if x in shaded else s[x] for x in s])
    return found


@pytest.mark.parametrize("level", LEVELS)
def test_aqre_gold_is_the_only_solution(level):
    bc = bootcamps.get("puzzle/aqre")
    for seed in range(SAMPLE):
        case = bc.case(seed, level)
        data, gold = case.data, case.answer
        assert aqre_solutions(data["regions"], data["counts"]) == [gold]
        assert bc.solve(data) == gold


def test_aqre_hand_example():
    bc = bootcamps.get("puzzle/aqre")
    # four 2x2 regions: A = 0 leaves the top-left block blank, B = 4 and C = 4 shade the whole
    # top-right and bottom-left blocks, and the one shaded cell of D must join them: only r3c3
    # touches both. No line then holds four equal cells.
    data = {"regions": ["AABB", "AABB", "CCDD", "CCDD"], "counts": [0, 4, 4, 1]}
    gold = [[0, 0, 1, 1], [0, 0, 1, 1], [1, 1, 1, 0], [1, 1, 0, 0]]
    assert bc.solve(data) == gold
    assert aqre_solutions(data["regions"], data["counts"]) == [gold]
    for text in ("..##;..##;###.;##..", "..##\n..##\n###.\n##..", ". . # #\n. . # #\n# # # .\n# # . .",
                 "```\n..##\n..##\n###.\n##..\n```"):
        assert _score(bc, data, gold, text) == 1.0, text
    for text in ("..##;..##;##.#;##..", "..##;..##;####;##..", "..##;..##;###.", "..##;..##;###.;##...", "0011;0011;1110;1100"):
        assert _score(bc, data, gold, text) == 0.0, text
