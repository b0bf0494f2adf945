"""Puzzle batch 15 (tapa, ...): gold answers agree with z3 models written independently of the
bootcamps (uniqueness by blocking each solution found, connectivity by lazy cuts), on cases at
every level, and one hand-worked example per bootcamp scores 1.0 while a wrong answer scores 0.0.

Oracles only ever see generated data (a case's inputs), never model text.
"""

from __future__ import annotations

import networkx as nx
import z3

import bootcamps
from catalogue_cases import cases

FIRST_SEED = 5150  # each level's sample: seeds FIRST_SEED, FIRST_SEED + 1, ...


def _score(bc, data, gold, text):
    return bc.verify(data, gold, f"<answer>{text}</answer>")


def _groups(cells):
    """The orthogonally connected groups of ``cells`` (networkx, not the bootcamps' flood fill)."""
    graph = nx.Graph()
    graph.add_nodes_from(cells)
    graph.add_edges_from(((r, c), nxt) for r, c in cells for nxt in ((r + 1, c), (r, c + 1)) if nxt in graph)
    return [set(g) for g in nx.connected_components(graph)]


# ---------------------------------------------------------------- tapa

_AROUND = ((-1, -1), (-1, 0), (-1, 1), (0, 1), (1, 1), (1, 0), (1, -1), (0, -1))


def _ring_blocks(ring: str) -> list[int]:
    """Sorted block lengths of '#' in a cyclic string of 8 '#'/'.' characters."""
    if "." not in ring:
        return [8]
    k = ring.index(".")
    turned = ring[k:] + ring[:k]
    blocks = sorted(len(part) for part in turned.split(".") if part)
    return blocks or [0]


def tapa_shadings(grid, limit=2):
    """Shadings (up to ``limit``) by z3: a Bool per cell; clue cells unshaded; no 2x2 block all
    shaded; each clue is an Or over the 8-character rings whose blocks equal its numbers;
    shaded cells are made connected by cuts (a group all shaded while shaded cells exist outside
    it and its border needs a shaded border cell), and each connected model found is blocked."""
    rows, cols = len(grid), len(grid[0])
    s = [[z3.Bool(f"t{r}_{c}") for c in range(cols)] for r in range(rows)]
    solver = z3.Solver()
    for r in range(rows - 1):
        for c in range(cols - 1):
            solver.add(z3.Not(z3.And(s[r][c], s[r + 1][c], s[r][c + 1], s[r + 1][c + 1])))
    rings = ["".join("#" if b >> (7 - i) & 1 else "." for i in range(8)) for b in range(256)]
    for r in range(rows):
        for c in range(cols):
            if grid[r][c] == ".":
                continue
            solver.add(z3.Not(s[r][c]))
            want = sorted(int(ch) for ch in grid[r][c])
            inside = [(r + a, c + b) for a, b in _AROUND]
            options = []
            for ring in rings:
                if any(ch == "#" and not (0 <= x < rows and 0 <= y < cols) for ch, (x, y) in zip(ring, inside)):
                    continue
                if _ring_blocks(ring) == want:
                    options.append(z3.And([s[x][y] if ch == "#" else z3.Not(s[x][y])
                                           for ch, (x, y) in zip(ring, inside) if 0 <= x < rows and 0 <= y < cols]))
            solver.add(z3.Or(options))
    cells = [(r, c) for r in range(rows) for c in range(cols)]
    found = []
    while len(found) < limit and solver.check() == z3.sat:
        model = solver.model()
        shade = {(r, c) for r, c in cells if z3.is_true(model.eval(s[r][c], model_completion=True))}
        groups = _groups(shade)
        if len(groups) > 1:
            for g in groups:
                border = {(r + a, c + b) for r, c in g for a, b in ((1, 0), (-1, 0), (0, 1), (0, -1))
                          if 0 <= r + a < rows and 0 <= c + b < cols} - g
                outside = [s[r][c] for r, c in cells if (r, c) not in g and (r, c) not in border]
                solver.add(z3.Implies(z3.And(z3.And([s[r][c] for r, c in g]), z3.Or(outside + [False])),
                                      z3.Or([s[r][c] for r, c in border] + [False])))
            continue
        found.append([[int((r, c) in shade) for c in range(cols)] for r in range(rows)])
        solver.add(z3.Or([s[r][c] != ((r, c) in shade) for r, c in cells]))
    return found


def test_tapa_unique_by_z3():
    for bc, case in cases("puzzle/tapa", FIRST_SEED):
        assert tapa_shadings(case.data["clues"]) == [case.answer], case.id
        assert bc.solve(case.data) == case.answer


def test_tapa_hand_example():
    bc = bootcamps.get("puzzle/tapa")
    # 3x3. The 0 in the bottom-left corner leaves r2c1 and r3c2 unshaded, and it is unshaded
    # itself; those are three consecutive cells of the centre's ring, so the centre's run of 5
    # is the other five: the top row and the right column.
    data = {"clues": [[".", ".", "."], [".", "5", "."], ["0", ".", "."]]}
    gold = [[1, 1, 1], [0, 0, 1], [0, 0, 1]]
    assert bc.solve(data) == gold
    assert tapa_shadings(data["clues"]) == [gold]
    assert _score(bc, data, gold, "###;..#;..#") == 1.0
    assert _score(bc, data, gold, "###\n..#\n..#") == 1.0
    assert _score(bc, data, gold, "###;#..;#..") == 0.0
    assert _score(bc, data, gold, "...;...;...") == 0.0


# ---------------------------------------------------------------- dominosa


def dominosa_cuttings(grid, given, limit=2):
    """Cuttings (up to ``limit``, as grids of side codes 0..3 = U, D, L, R) by z3: a Bool per pair of side-by-side cells;
    every cell in exactly one chosen pair, every stone {a, b} on exactly one chosen pair, the
    given pairs chosen; each model found is blocked."""
    rows, cols = len(grid), len(grid[0])
    pair = {}
    for r in range(rows):
        for c in range(cols):
            for a, b in ((r, c + 1), (r + 1, c)):
                if a < rows and b < cols:
                    pair[(r, c), (a, b)] = z3.Bool(f"d{r}_{c}_{a}_{b}")
    solver = z3.Solver()
    for r in range(rows):
        for c in range(cols):
            touching = [v for (p, q), v in pair.items() if (r, c) in (p, q)]
            solver.add(z3.PbEq([(v, 1) for v in touching], 1))
    n = max(max(row) for row in grid)
    for a in range(n + 1):
        for b in range(a, n + 1):
            carrying = [v for (p, q), v in pair.items() if sorted((grid[p[0]][p[1]], grid[q[0]][q[1]])) == [a, b]]
            solver.add(z3.PbEq([(v, 1) for v in carrying], 1))
    for p, q in given:
        p, q = tuple(p), tuple(q)
        solver.add(pair[min(p, q), max(p, q)])
    found = []
    while len(found) < limit and solver.check() == z3.sat:
        model = solver.model()
        chosen = [k for k, v in pair.items() if z3.is_true(model.eval(v, model_completion=True))]
        out = [["?"] * cols for _ in range(rows)]
        for (r, c), (a, b) in chosen:
            out[r][c], out[a][b] = (3, 2) if a == r else (1, 0)  # the bootcamp's codes for R, L / D, U
        found.append(out)
        solver.add(z3.Or([z3.Not(pair[k]) for k in chosen]))
    return found


def test_dominosa_unique_by_z3():
    for bc, case in cases("puzzle/dominosa", FIRST_SEED):
        assert dominosa_cuttings(case.data["grid"], case.data["given"]) == [case.answer], case.id
        assert bc.solve(case.data) == case.answer


def test_dominosa_hand_example():
    bc = bootcamps.get("puzzle/dominosa")
    # Double-2 set (6 stones) on 3x4. 0-0 is r1c1-r2c1 or r2c1-r2c2. If r2c1-r2c2, r1c1 takes
    # r1c2 (0-1) and r3c1 takes r3c2 (2-1), leaving r3c3 (1) only 1-2 or 0-1, both used: dead.
    # So r1c1-r2c1 is 0-0, r3c1-r3c2 is 2-1, and r2c2 (0) takes r1c2 (0-1) or r2c3 (0-2); with
    # 0-1, r1c3 (1) could only make 1-2 again, so r2c2-r2c3 is 0-2, then r1c2-r1c3 1-1,
    # r1c4-r2c4 2-2 and r3c3-r3c4 1-0.
    data = {"grid": [[0, 1, 1, 2], [0, 0, 2, 2], [2, 1, 1, 0]], "given": []}
    gold = [["UDLR".index(ch) for ch in row] for row in ("DRLD", "URLU", "RLRL")]
    assert bc.solve(data) == gold
    assert dominosa_cuttings(data["grid"], data["given"]) == [gold]
    assert _score(bc, data, gold, "DRLD;URLU;RLRL") == 1.0
    assert _score(bc, data, gold, "D R L D\nU R L U\nR L R L") == 1.0
    assert _score(bc, data, gold, "DDRL;UURL;RLRL") == 0.0
    assert _score(bc, data, gold, "RLRL;RLRL;RLRL") == 0.0
