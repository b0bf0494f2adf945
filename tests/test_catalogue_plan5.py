"""Fifth batch of planning bootcamps: gold answers agree with independent oracles (networkx
shortest paths on an explicitly built state graph, brute force over move sets) on cases at
every level, and one hand-worked example per bootcamp scores 1.0 while a wrong answer scores 0.0.

Oracles only ever see generated data (a case's inputs), never model text.
"""

from __future__ import annotations

import itertools

import networkx as nx
import pytest
import z3

import bootcamps

LEVELS = ("1", "2", "3", "4", "5")
SAMPLE = 3  # cases per level per bootcamp


def _score(bc, data, gold, text):
    return bc.verify(data, gold, f"<answer>{text}</answer>")


# ---------------------------------------------------------------- oracles: (data, gold) -> bool


def oracle_portal_maze(d, gold):
    grid = d["grid"]
    rows, cols = len(grid), len(grid[0])
    where = {ch: (r, c) for r in range(rows) for c in range(cols) if (ch := grid[r][c]) not in ".#"}
    g = nx.DiGraph()
    for r in range(rows):
        for c in range(cols):
            if grid[r][c] == "#":
                continue
            for nr, nc in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                if 0 <= nr < rows and 0 <= nc < cols and grid[nr][nc] != "#":
                    ch = grid[nr][nc]
                    target = where[ch.lower()] if ch.isupper() and ch not in "SG" else (nr, nc)
                    g.add_edge((r, c), target)
    return gold == nx.shortest_path_length(g, where["S"], where["G"])


def oracle_coin_ring(d, gold):
    tails, k = d["tails"], d["k"]
    n = len(tails)
    x = [z3.Bool(f"x{i}") for i in range(n)]
    opt = z3.Optimize()
    for j in range(n):
        cover = [x[(j - i) % n] for i in range(k)]
        parity = cover[0]
        for b in cover[1:]:
            parity = z3.Xor(parity, b)
        opt.add(parity == bool(tails[j]))
    total = z3.Sum([z3.If(b, 1, 0) for b in x])
    opt.minimize(total)
    assert opt.check() == z3.sat
    ok = gold == opt.model().eval(total).as_long()
    if n <= 12:  # and breadth-first search over all 2^n faces
        g = nx.Graph()
        windows = [sum(1 << ((s + i) % n) for i in range(k)) for s in range(n)]
        g.add_edges_from((m, m ^ w) for m in range(1 << n) for w in windows)
        target = sum(b << j for j, b in enumerate(tails))
        ok = ok and gold == nx.shortest_path_length(g, target, 0)
    return ok


def oracle_frogs(d, gold):
    start, target = d["start"], d["target"]
    n = len(start)
    frogs, toads = start.count("F"), start.count("T")
    g = nx.DiGraph()
    for fpos in itertools.combinations(range(n), frogs):
        rest = [i for i in range(n) if i not in fpos]
        for tpos in itertools.combinations(rest, toads):
            row = ["_"] * n
            for i in fpos:
                row[i] = "F"
            for i in tpos:
                row[i] = "T"
            for i in range(n):
                if row[i] == "_":
                    continue
                sign = 1 if row[i] == "F" else -1
                for j in (i + sign, i + 2 * sign):
                    if 0 <= j < n and row[j] == "_" and (j == i + sign or row[i + sign] != "_"):
                        new = row[:]
                        new[i], new[j] = "_", row[i]
                        g.add_edge("".join(row), "".join(new))
    return gold == nx.shortest_path_length(g, start, target)


def _rush_moves(board):
    n = len(board)
    cells = {}
    for r in range(n):
        for c in range(n):
            if board[r][c] != ".":
                cells.setdefault(board[r][c], []).append((r, c))
    for ch, sq in cells.items():
        dr, dc = (0, 1) if sq[0][0] == sq[1][0] else (1, 0)
        for sign in (1, -1):
            for dist in range(1, n):
                moved = [(r + sign * dist * dr, c + sign * dist * dc) for r, c in sq]
                if not all(0 <= r < n and 0 <= c < n and board[r][c] in (".", ch) for r, c in moved):
                    break
                rows = [list(line) for line in board]
                for r, c in sq:
                    rows[r][c] = "."
                for r, c in moved:
                    rows[r][c] = ch
                yield tuple("".join(line) for line in rows)


def oracle_rush_hour(d, gold):
    start = tuple(d["grid"])
    g = nx.DiGraph()
    g.add_node(start)
    todo, seen = [start], {start}
    while todo:
        board = todo.pop()
        for new in _rush_moves(board):
            g.add_edge(board, new)
            if new not in seen:
                seen.add(new)
                todo.append(new)
    dist = nx.single_source_shortest_path_length(g, start)
    return gold == min(k for b, k in dist.items() if any(row.endswith("X") for row in b))


ORACLES = {
    "planning/rush_hour": oracle_rush_hour,
    "planning/frogs_and_toads": oracle_frogs,
    "planning/coin_ring_flips": oracle_coin_ring,
    "planning/portal_maze": oracle_portal_maze,
}


@pytest.mark.parametrize("bootcamp_id", sorted(ORACLES))
def test_gold_agrees_with_oracle(bootcamp_id):
    bc = bootcamps.get(bootcamp_id)
    oracle = ORACLES[bootcamp_id]
    for level in LEVELS:
        for seed in range(SAMPLE):
            case = bc.case(seed=seed, level=level, split="train")
            assert oracle(case.data, case.answer), (bootcamp_id, level, seed, case.answer)
            assert bc.solve(case.data) == case.answer, (bootcamp_id, level, seed)


# ---------------------------------------------------------------- hand-worked examples


def test_portal_maze_by_hand():
    bc = bootcamps.get("planning/portal_maze")
    # walking S -> r1c2 -> ... -> G along the top row takes 4 steps; stepping onto A (1 step)
    # lands on a, next to G: 2 steps
    data = {"grid": ["S...G", "A####", "..a.."]}
    assert bc.solve(data) == 4 == bc.run_program(data)[0]
    data = {"grid": ["S#..G", "A#.a.", ".#..."]}
    # S -> A (1) lands on a at r2c4; a -> r1c4 (2) -> G r1c5 (3); without the portal G is unreachable
    assert bc.solve(data) == 3 == bc.run_program(data)[0]
    assert _score(bc, data, 3, "3") == 1.0 and _score(bc, data, 3, "4") == 0.0


def test_coin_ring_by_hand():
    bc = bootcamps.get("planning/coin_ring_flips")
    data = {"tails": [0, 1, 1, 0, 0, 0], "k": 2, "faces": 0}  # flip coins 2-3 once
    assert bc.solve(data) == 1 == bc.run_program(data)[0]
    data = {"tails": [1] * 6, "k": 3, "faces": 0}  # coins 1-3, then coins 4-6
    assert bc.solve(data) == 2 == bc.run_program(data)[0]
    assert _score(bc, data, 2, "2") == 1.0 and _score(bc, data, 2, "6") == 0.0


def test_frogs_and_toads_by_hand():
    bc = bootcamps.get("planning/frogs_and_toads")
    data = {"start": "F_T", "target": "T_F"}  # toad slides, frog jumps, toad slides
    assert bc.solve(data) == 3 == bc.run_program(data)[0]
    data = {"start": "FFF_TTT", "target": "TTT_FFF"}  # the classic puzzle: (3 + 1)^2 - 1 moves
    assert bc.solve(data) == 15 == bc.run_program(data)[0]
    assert _score(bc, data, 15, "15") == 1.0 and _score(bc, data, 15, "16") == 0.0


def test_rush_hour_by_hand():
    bc = bootcamps.get("planning/rush_hour")
    # A slides down two squares in one move, then X drives two squares right: 2 moves (4 squares)
    data = {"grid": ["...A", "XX.A", "....", "...."]}
    assert bc.solve(data) == 2 == bc.run_program(data)[0]
    assert _score(bc, data, 2, "2") == 1.0 and _score(bc, data, 2, "4") == 0.0
