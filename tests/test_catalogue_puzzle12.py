"""Puzzle batch 12 (galaxies, ...): gold answers agree with an independent SAT oracle (python-sat,
with lazy connectivity cuts and blocking clauses) that also confirms uniqueness, on cases at every
level, and one hand-worked example per bootcamp scores 1.0 while a wrong answer scores 0.0.

Oracles only ever see generated data (a case's inputs), never model text.
"""

from __future__ import annotations

import pytest
from pysat.formula import IDPool
from pysat.solvers import Minisat22

import bootcamps

LEVELS = ("1", "2", "3", "4", "5")
SAMPLE = 3


def _score(bc, data, gold, text):
    return bc.verify(data, gold, f"<answer>{text}</answer>")


def _grid_nbrs(n, m=None):
    m = n if m is None else m

    def nbrs(cell):
        r, c = cell
        return [(a, b) for a, b in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)) if 0 <= a < n and 0 <= b < m]

    return nbrs


def _components(cells, nbrs):
    cells, out = set(cells), []
    while cells:
        start = cells.pop()
        comp, stack = {start}, [start]
        while stack:
            x = stack.pop()
            for y in nbrs(x):
                if y in cells:
                    cells.discard(y)
                    comp.add(y)
                    stack.append(y)
        out.append(comp)
    return out


# ---------------------------------------------------------------- galaxies


def galaxies_sat(n, dots, limit=2):
    """x[r, c, d]: cell (r, c) is in dot d's region. One dot per cell, the cells touching a dot
    are its own, a cell of d has its point reflection through d inside the grid and in d too;
    a region piece cut off from its dot's cells is forbidden by a lazy cut (some cell of the
    piece's border must join d). Returns grids of dot indices."""
    pool = IDPool()
    k = len(dots)
    x = {(r, c, d): pool.id((r, c, d)) for r in range(n) for c in range(n) for d in range(k)}
    clauses = []
    for r in range(n):
        for c in range(n):
            lits = [x[r, c, d] for d in range(k)]
            clauses.append(lits)
            clauses += [[-a, -b] for i, a in enumerate(lits) for b in lits[i + 1:]]
    home = []
    for d, (y, xx) in enumerate(dots):
        # a dot at doubled coordinates (y, x) touches the cells whose centres are within half a cell
        own = {(r, c) for r in range(n) for c in range(n) if abs(2 * r + 1 - y) <= 1 and abs(2 * c + 1 - xx) <= 1}
        home.append(own)
        clauses += [[x[r, c, d]] for r, c in own]
        for r in range(n):
            for c in range(n):
                rr, cc = y - 1 - r, xx - 1 - c
                if 0 <= rr < n and 0 <= cc < n:
                    clauses.append([-x[r, c, d], x[rr, cc, d]])
                else:
                    clauses.append([-x[r, c, d]])
    nbrs = _grid_nbrs(n)
    found = []
    with Minisat22(bootstrap_with=clauses) as solver:
        while len(found) < limit and solver.solve():
            model = set(l for l in solver.get_model() if l > 0)
            grid = [[next(d for d in range(k) if x[r, c, d] in model) for c in range(n)] for r in range(n)]
            cut = False
            for d in range(k):
                for comp in _components([(r, c) for r in range(n) for c in range(n) if grid[r][c] == d], nbrs):
                    if comp & home[d]:
                        continue
                    border = {b for a in comp for b in nbrs(a)} - comp
                    for a in comp:
                        solver.add_clause([-x[a[0], a[1], d]] + [x[b[0], b[1], d] for b in border])
                    cut = True
            if cut:
                continue
            found.append(grid)
            solver.add_clause([-x[r, c, grid[r][c]] for r in range(n) for c in range(n)])
    return found


@pytest.mark.parametrize("level", LEVELS)
def test_galaxies_gold_matches_sat_oracle(level):
    bc = bootcamps.get("puzzle/galaxies")
    for seed in range(SAMPLE):
        case = bc.case(seed=seed, level=level, split="train")
        found = galaxies_sat(case.data["size"], case.data["dots"])
        assert found == [case.answer]
        assert bc.solve(case.data) == case.answer


def test_galaxies_hand_example():
    bc = bootcamps.get("puzzle/galaxies")
    # A on the corner of r1c1/r1c2/r2c1/r2c2, B on the edge r1c3|r2c3, C on the edge r3c1|r3c2,
    # D at the centre of r3c3: every cell touches its dot, so the regions are forced.
    data = {"size": 3, "dots": [[2, 2], [2, 5], [5, 2], [5, 5]]}
    gold = [[0, 0, 1], [0, 0, 1], [2, 2, 3]]
    assert galaxies_sat(3, data["dots"]) == [gold]
    assert bc.solve(data) == gold
    assert _score(bc, data, gold, "AAB;AAB;CCD") == 1.0
    assert _score(bc, data, gold, "AAB\nAAB\nCCD") == 1.0
    assert _score(bc, data, gold, "AAB;AAB;CDD") == 0.0


# ---------------------------------------------------------------- numberlink


def numberlink_sat(n, ends, limit=2):
    """x[a, k]: cell a carries letter k. One letter per cell, the ends fixed; a cell of letter k
    has exactly one neighbour of k when it is an end of k and exactly two otherwise (every
    wrong neighbour pattern is one forbidden clause); a loop of k cut off from k's ends is
    forbidden by a lazy cut. Returns grids of letter indices."""
    from itertools import product

    pool = IDPool()
    k_all = range(len(ends))
    cells = [(r, c) for r in range(n) for c in range(n)]
    x = {(a, k): pool.id((a, k)) for a in cells for k in k_all}
    nbrs = _grid_nbrs(n)
    endcells = {}
    for k, pair in enumerate(ends):
        for v in pair:
            endcells[divmod(v, n)] = k
    clauses = []
    for a in cells:
        lits = [x[a, k] for k in k_all]
        clauses.append(lits)
        clauses += [[-p, -q] for i, p in enumerate(lits) for q in lits[i + 1:]]
        if a in endcells:
            clauses.append([x[a, endcells[a]]])
        for k in k_all:
            need = 1 if endcells.get(a) == k else 2
            around = nbrs(a)
            for pattern in product((0, 1), repeat=len(around)):
                if sum(pattern) != need:
                    clauses.append([-x[a, k]] + [-x[b, k] if on else x[b, k] for b, on in zip(around, pattern)])
    found = []
    with Minisat22(bootstrap_with=clauses) as solver:
        while len(found) < limit and solver.solve():
            model = set(l for l in solver.get_model() if l > 0)
            grid = [[next(k for k in k_all if x[(r, c), k] in model) for c in range(n)] for r in range(n)]
            cut = False
            for k in k_all:
                home = {divmod(v, n) for v in ends[k]}
                for comp in _components([(r, c) for r, c in cells if grid[r][c] == k], nbrs):
                    if comp & home:
                        continue
                    border = {b for a in comp for b in nbrs(a)} - comp
                    for a in comp:
                        solver.add_clause([-x[a, k]] + [x[b, k] for b in border])
                    cut = True
            if cut:
                continue
            found.append(grid)
            solver.add_clause([-x[(r, c), grid[r][c]] for r, c in cells])
    return found


@pytest.mark.parametrize("level", LEVELS)
def test_numberlink_gold_matches_sat_oracle(level):
    bc = bootcamps.get("puzzle/numberlink")
    for seed in range(SAMPLE):
        case = bc.case(seed=seed, level=level, split="train")
        assert numberlink_sat(case.data["size"], case.data["ends"]) == [case.answer]
        assert bc.solve(case.data) == case.answer


def test_numberlink_hand_example():
    bc = bootcamps.get("puzzle/numberlink")
    # A: r1c1-r2c1, B: r1c2-r1c3, C: r2c2 and r3c3, D: r3c1-r3c2. Only r2c3 is blank; B's ends
    # touch (so B has no room for it) and C must pass through it: ABB / ACC / DDC.
    data = {"size": 3, "ends": [[0, 3], [1, 2], [4, 8], [6, 7]]}
    gold = [[0, 1, 1], [0, 2, 2], [3, 3, 2]]
    assert numberlink_sat(3, data["ends"]) == [gold]
    assert bc.solve(data) == gold
    assert _score(bc, data, gold, "ABB;ACC;DDC") == 1.0
    assert _score(bc, data, gold, "ABB\nACC\nDDC") == 1.0
    assert _score(bc, data, gold, "ABB;ACD;DDC") == 0.0
