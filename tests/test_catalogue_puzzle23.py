"""Batch puzzle23 (fillomino, tatamibari, aqre): gold answers agree with an independent oracle on cases
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


# ---------------------------------------------------------------- tatamibari


def _shape(h, w):
    return "+" if h == w else ("-" if w > h else "|")


def tatamibari_solutions(rows, cols, clues, limit=2):
    """Every partition (up to ``limit``, as a clue index per cell) by SAT: one variable per
    (clue, rectangle of its shape around it holding no other clue), exactly one rectangle per
    clue, every cell covered exactly once, and for every inner grid point not all four of its
    cells in rectangles cornered there (an auxiliary variable per point and quadrant, implied
    by every rectangle with that corner, and a clause forbidding all four)."""
    where = {(r, c) for r, c, _ in clues}
    pool = IDPool()
    rects = {}
    for k, (r, c, sym) in enumerate(clues):
        for top in range(rows):
            for left in range(cols):
                for bottom in range(top, rows):
                    for right in range(left, cols):
                        inside = {(i, j) for i in range(top, bottom + 1) for j in range(left, right + 1)}
                        if (r, c) in inside and not (inside - {(r, c)}) & where and _shape(bottom - top + 1, right - left + 1) == sym:
                            rects[pool.id(("rect", k, top, left, bottom, right))] = (k, top, left, bottom, right, inside)
    clauses = []
    for k in range(len(clues)):
        lits = [v for v, (q, *_) in rects.items() if q == k]
        clauses.extend(CardEnc.equals(lits=lits, bound=1, vpool=pool, encoding=EncType.seqcounter).clauses)
    for r in range(rows):
        for c in range(cols):
            lits = [v for v, (*_, inside) in rects.items() if (r, c) in inside]
            clauses.extend(CardEnc.equals(lits=lits, bound=1, vpool=pool, encoding=EncType.seqcounter).clauses)
    for y in range(1, rows):
        for x in range(1, cols):
            quads = [pool.id(("corner", y, x, q)) for q in range(4)]
            for v, (k, top, left, bottom, right, _) in rects.items():
                if bottom == y - 1 and right == x - 1:
                    clauses.append([-v, quads[0]])
                if bottom == y - 1 and left == x:
                    clauses.append([-v, quads[1]])
                if top == y and right == x - 1:
                    clauses.append([-v, quads[2]])
                if top == y and left == x:
                    clauses.append([-v, quads[3]])
            clauses.append([-q for q in quads])
    found = []
    with Minisat22(bootstrap_with=clauses) as solver:
        while len(found) < limit and solver.solve():
            model = set(solver.get_model())
            grid = [[-1] * cols for _ in range(rows)]
            chosen = [v for v in rects if v in model]
            for v in chosen:
                k, *_, inside = rects[v]
                for i, j in inside:
                    grid[i][j] = k
            found.append(grid)
            solver.add_clause([-v for v in chosen])
    return found


@pytest.mark.parametrize("level", LEVELS)
def test_tatamibari_gold_is_the_only_solution(level):
    bc = bootcamps.get("puzzle/tatamibari")
    for seed in range(SAMPLE):
        case = bc.case(seed, level)
        data, gold = case.data, case.answer
        assert tatamibari_solutions(data["rows"], data["cols"], data["clues"]) == [gold]
        assert bc.solve(data) == gold


def test_tatamibari_hand_example():
    bc = bootcamps.get("puzzle/tatamibari")
    # - . . / | . . / . . +: the | cannot reach row 1 (the - is there) nor be one cell, so it is
    # r2c1-r3c1; the - cannot go below row 1 (it would hold the |), so it stays in row 1; the +
    # then needs r2c2 too, the 2x2 block, and the - takes the whole top row.
    data = {"rows": 3, "cols": 3, "clues": [[0, 0, "-"], [1, 0, "|"], [2, 2, "+"]]}
    gold = [[0, 0, 0], [1, 2, 2], [1, 2, 2]]
    assert bc.solve(data) == gold
    assert tatamibari_solutions(3, 3, data["clues"]) == [gold]
    for text in ("AAA;BCC;BCC", "AAA\nBCC\nBCC", "A A A\nB C C\nB C C", "aaa;bcc;bcc", "```\nAAA\nBCC\nBCC\n```"):
        assert _score(bc, data, gold, text) == 1.0, text
    for text in ("AAA;BCC;BBC", "BAA;BCC;BCC", "AAA;BCC", "AAA;BCC;BCD", "AAAA;BCC;BCC"):
        assert _score(bc, data, gold, text) == 0.0, text


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
