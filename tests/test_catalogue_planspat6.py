"""Batch planspat6 (planning and spatial bootcamps): gold answers agree with independent oracles
(networkx shortest simple paths, plain breadth-first search, brute force, floating-point
geometry) on cases at every level, and one hand-worked example per bootcamp scores 1.0 while a
wrong answer scores 0.0.

Oracles only ever see generated data (a case's inputs), never model text.
"""

from __future__ import annotations

import itertools
from collections import deque

import networkx as nx
import pytest

import bootcamps

LEVELS = ("1", "2", "3", "4", "5")


def _score(bc, data, gold, text):
    return bc.verify(data, gold, f"<answer>{text}</answer>")


# ---------------------------------------------------------------- tile_rotation_pipes

_DIRS = {"N": (-1, 0), "E": (0, 1), "S": (1, 0), "W": (0, -1)}
_CW = {"N": "E", "E": "S", "S": "W", "W": "N"}
_OPP = {"N": "S", "S": "N", "E": "W", "W": "E"}


def _rot(sides, k):
    for _ in range(k):
        sides = {_CW[s] for s in sides}
    return sides


def _pipes_optimum(data):
    """Exact optimum: networkx yields (cell, entry side) paths cheapest first; the first one
    that uses no cell twice is the cheapest set of rotations."""
    tiles = data["tiles"]
    rows, cols = len(tiles), len(tiles[0])
    g = nx.DiGraph()
    for r in range(rows):
        for c in range(cols):
            for a in "NESW":
                for b in "NESW":
                    if a == b:
                        continue
                    ks = [k for k in range(4) if {a, b} <= _rot(set(tiles[r][c]), k)]
                    if not ks:
                        continue
                    if (r, c, b) == (data["dst"], cols - 1, "E"):
                        g.add_edge((r, c, a), "out", weight=ks[0], cell=(r, c))
                    nr, nc = r + _DIRS[b][0], c + _DIRS[b][1]
                    if 0 <= nr < rows and 0 <= nc < cols:
                        g.add_edge((r, c, a), (nr, nc, _OPP[b]), weight=ks[0])
    for path in nx.shortest_simple_paths(g, (data["src"], 0, "W"), "out", weight="weight"):
        cells = [p[:2] for p in path[:-1]]
        if len(set(cells)) == len(cells):
            return sum(g.edges[u, v]["weight"] for u, v in zip(path, path[1:]))
    return None


def _flows(tiles, src, dst):
    rows, cols = len(tiles), len(tiles[0])
    if "W" not in tiles[src][0]:
        return False
    seen, todo = {(src, 0)}, [(src, 0)]
    while todo:
        r, c = todo.pop()
        if (r, c) == (dst, cols - 1) and "E" in tiles[r][c]:
            return True
        for s in tiles[r][c]:
            nr, nc = r + _DIRS[s][0], c + _DIRS[s][1]
            if 0 <= nr < rows and 0 <= nc < cols and (nr, nc) not in seen and _OPP[s] in tiles[nr][nc]:
                seen.add((nr, nc))
                todo.append((nr, nc))
    return False


@pytest.mark.parametrize("level", LEVELS)
def test_pipes_against_networkx(level):
    bc = bootcamps.get("planning/tile_rotation_pipes")
    for seed in range(4):
        case = bc.case(seed, level)
        gold_total = sum(k for _, _, k in case.answer)
        assert _pipes_optimum(case.data) == gold_total
        tiles = [[set(s) for s in row] for row in case.data["tiles"]]
        for r, c, k in case.answer:
            tiles[r][c] = _rot(tiles[r][c], k)
        assert _flows(tiles, case.data["src"], case.data["dst"])
        assert bc.score(case, f"<answer>{bc.format_answer(case.answer)}</answer>") == 1.0


def test_pipes_brute_force_small():
    """Every orientation of every tile on small level-1 boards: the cheapest that flows."""
    bc = bootcamps.get("planning/tile_rotation_pipes")
    for seed in range(2):
        case = bc.case(seed, "1")
        tiles = case.data["tiles"]
        flat = [set(s) for row in tiles for s in row]
        cols = len(tiles[0])
        best = None
        for ks in itertools.product(range(4), repeat=len(flat)):
            total = sum(ks)
            if best is not None and total >= best:
                continue
            grid = [[_rot(flat[r * cols + c], ks[r * cols + c]) for c in range(cols)] for r in range(len(tiles))]
            if _flows(grid, case.data["src"], case.data["dst"]):
                best = total
        assert best == sum(k for _, _, k in case.answer)


def test_pipes_by_hand():
    bc = bootcamps.get("planning/tile_rotation_pipes")
    data = {"tiles": [["NS", "EW"], ["EW", "EW"]], "src": 0, "dst": 0}  # turn r1c1 once: NS -> EW
    gold = bc.run_program(data)[0]
    assert gold == [[0, 0, 1]]
    assert _score(bc, data, gold, "r1c1:1") == 1.0
    assert _score(bc, data, gold, "r1c1:3") == 0.0  # flows, but three turns are not the fewest
    assert _score(bc, data, gold, "r1c1:2") == 0.0


# ---------------------------------------------------------------- box_stacking_crane


def _crane_bfs(data):
    cap = data["capacity"]
    start = (tuple(data["start"]), data["pos"], "")
    goal = tuple(data["goal"])
    dist = {start: 0}
    queue = deque([start])
    while queue:
        s = queue.popleft()
        stacks, pos, held = s
        if stacks == goal and not held:
            return dist[s]
        nxt = []
        if pos > 0:
            nxt.append((stacks, pos - 1, held))
        if pos < len(stacks) - 1:
            nxt.append((stacks, pos + 1, held))
        lst = list(stacks)
        if not held and lst[pos]:
            b = lst[pos][-1]
            lst[pos] = lst[pos][:-1]
            nxt.append((tuple(lst), pos, b))
        elif held and len(lst[pos]) < cap:
            lst[pos] += held
            nxt.append((tuple(lst), pos, ""))
        for n in nxt:
            if n not in dist:
                dist[n] = dist[s] + 1
                queue.append(n)
    return None


@pytest.mark.parametrize("level", LEVELS)
def test_crane_against_bfs(level):
    bc = bootcamps.get("planning/box_stacking_crane")
    for seed in range(3 if level in "123" else 1):
        case = bc.case(seed, level)
        assert _crane_bfs(case.data) == len(case.answer)
        assert bc.score(case, f"<answer>{' '.join(case.answer)}</answer>") == 1.0
        assert len(bc.solve(case.data)) == len(case.answer)


def test_crane_by_hand():
    bc = bootcamps.get("planning/box_stacking_crane")
    data = {"start": ["A", ""], "goal": ["", "A"], "pos": 0, "capacity": 2}  # pick, move right, drop
    gold = bc.run_program(data)[0]
    assert gold == ["P", "R", "D"]
    assert _score(bc, data, gold, "P R D") == 1.0
    assert _score(bc, data, gold, "PRD") == 1.0
    assert _score(bc, data, gold, "R P D") == 0.0
    assert _score(bc, data, gold, "P R D L R") == 0.0


# ---------------------------------------------------------------- switch_maze


def _switch_graph(grid):
    """networkx graph over (row, col, doors flipped) built straight from the rules."""
    g = nx.DiGraph()
    rows, cols = len(grid), len(grid[0])
    for r in range(rows):
        for c in range(cols):
            if grid[r][c] == "#":
                continue
            for f in (0, 1):
                for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)):
                    nr, nc = r + dr, c + dc
                    if not (0 <= nr < rows and 0 <= nc < cols):
                        continue
                    ch = grid[nr][nc]
                    is_open = ch not in "#OC" or (ch == "O" and f == 0) or (ch == "C" and f == 1)
                    if is_open:
                        g.add_edge((r, c, f), (nr, nc, f ^ (ch == "*")))
    return g


@pytest.mark.parametrize("level", LEVELS)
def test_switch_maze_against_networkx(level):
    bc = bootcamps.get("planning/switch_maze")
    for seed in range(4):
        case = bc.case(seed, level)
        grid = case.data["grid"]
        g = _switch_graph(grid)
        s = next((r, row.index("S"), 0) for r, row in enumerate(grid) if "S" in row)
        goal = next((r, row.index("G")) for r, row in enumerate(grid) if "G" in row)
        lengths = nx.single_source_shortest_path_length(g, s)
        best = min(d for node, d in lengths.items() if node[:2] == goal)
        assert best == len(case.answer)
        assert bc.score(case, f"<answer>{''.join(case.answer)}</answer>") == 1.0


def test_switch_maze_by_hand():
    bc = bootcamps.get("planning/switch_maze")
    # the direct route R R is barred by a closed door: step down onto the switch (the door opens),
    # back up onto S, then through the door to G
    data = {"grid": ["SCG", "*##"]}
    gold = bc.run_program(data)[0]
    assert gold == list("DURR") == bc.solve(data)
    assert _score(bc, data, gold, "DURR") == 1.0
    assert _score(bc, data, gold, "D U R R") == 1.0
    assert _score(bc, data, gold, "RR") == 0.0  # the door is closed
    assert _score(bc, data, gold, "DUDURR") == 0.0  # two flips close it again
    assert _score(bc, data, gold, "DRRU") == 0.0  # into a wall


# ---------------------------------------------------------------- hex_rotation

_SQ3 = 3 ** 0.5


def _to_xy(q, r):
    return _SQ3 * (q + r / 2), 1.5 * r  # pointy-top centres, y pointing down (south)


def _to_axial(x, y):
    r = y / 1.5
    q = x / _SQ3 - r / 2
    assert abs(q - round(q)) < 1e-6 and abs(r - round(r)) < 1e-6
    return round(q), round(r)


def _hex_geometry(data):
    """Floating-point plane geometry: rotations and mirror lines as angles, y pointing down so a
    positive angle turns clockwise on the page (E at 0 degrees, SE at 60)."""
    import cmath
    import math

    pts = [complex(*_to_xy(q, r)) for q, r in data["cells"]]
    step = {"E": (1, 0), "SE": (0, 1), "SW": (-1, 1), "W": (-1, 0), "NW": (0, -1), "NE": (1, -1)}
    for op in data["ops"]:
        if op["kind"] == "shift":
            v = complex(*_to_xy(*step[op["dir"]])) * op["n"]
            pts = [p + v for p in pts]
            continue
        c = complex(*_to_xy(*op["centre"]))
        if op["kind"] == "turn":
            w = cmath.exp(1j * math.radians(60 * op["k"]))
            pts = [c + (p - c) * w for p in pts]
        else:
            w = cmath.exp(2j * math.radians(60 * op["axis"]))  # mirror in the line at angle 60 * axis
            pts = [c + ((p - c).conjugate()) * w for p in pts]
    return sorted(_to_axial(p.real, p.imag) for p in pts)


@pytest.mark.parametrize("level", LEVELS)
def test_hex_rotation_against_geometry(level):
    bc = bootcamps.get("spatial/hex_rotation")
    for seed in range(5):
        case = bc.case(seed, level)
        assert _hex_geometry(case.data) == sorted(tuple(c) for c in case.answer)


def test_hex_rotation_by_hand():
    bc = bootcamps.get("spatial/hex_rotation")
    # E (1, 0) turned 60 degrees clockwise about (0, 0) is SE (0, 1); NE (1, -1) becomes E (1, 0)
    data = {"cells": [[0, 0], [1, 0], [1, -1]], "ops": [{"kind": "turn", "k": 1, "centre": [0, 0]}]}
    gold = bc.run_program(data)[0]
    assert gold == [[0, 0], [0, 1], [1, 0]] == bc.solve(data)
    assert _score(bc, data, gold, "(1, 0), (0, 0), (0, 1)") == 1.0
    assert _score(bc, data, gold, "(0, 0), (1, 0), (1, -1)") == 0.0
    # the E-W mirror through (0, 0) swaps NE (1, -1) and SE (0, 1)
    data = {"cells": [[1, -1]], "ops": [{"kind": "mirror", "axis": 0, "centre": [0, 0]}]}
    assert bc.run_program(data)[0] == [[0, 1]]
