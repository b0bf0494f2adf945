"""Planning and spatial batch `planspat`: gold answers agree with independent oracles
(networkx shortest paths on state graphs built another way, scipy convex hulls in floating
point) on cases at every level, and one hand-worked example per bootcamp scores 1.0 while a
wrong answer scores 0.0.

Oracles only ever see generated data (a case's inputs), never model text.
"""

from __future__ import annotations

import itertools

from fractions import Fraction

import networkx as nx
import numpy as np
import pytest
from scipy.spatial import ConvexHull

import bootcamps

LEVELS = ("1", "2", "3", "4", "5")
SAMPLE = 3  # cases per level per bootcamp


def _score(bc, data, gold, text):
    return bc.verify(data, gold, f"<answer>{text}</answer>")


def _open_cells(grid):
    g = nx.grid_2d_graph(len(grid), len(grid[0]))
    g.remove_nodes_from([(r, c) for r in range(len(grid)) for c in range(len(grid[0])) if grid[r][c] != "."])
    return g


# ---------------------------------------------------------------- oracles: (data, gold) -> bool

# A die as a 3x3 rotation matrix R (body axis -> world axis); face values on the body's
# +x, +y, +z axes are fixed by the start orientation. World axes: x = east, y = north, z = up.
_ROLL = {  # rotation of the die when it tips toward a direction
    "E": np.array([[0, 0, 1], [0, 1, 0], [-1, 0, 0]]),   # about north axis: up -> east
    "W": np.array([[0, 0, -1], [0, 1, 0], [1, 0, 0]]),
    "N": np.array([[1, 0, 0], [0, 0, 1], [0, -1, 0]]),   # about east axis: up -> north
    "S": np.array([[1, 0, 0], [0, 0, -1], [0, 1, 0]]),
}
_MOVE = {"E": (0, 1), "W": (0, -1), "N": (-1, 0), "S": (1, 0)}


def oracle_die_maze(d, gold):
    grid = d["grid"]
    top, south, east = d["die"]
    # body frame = world frame at the start; value on each signed body axis
    faces = {(0, 1): east, (0, -1): 7 - east, (1, 1): 7 - south, (1, -1): south, (2, 1): top, (2, -1): 7 - top}

    def top_of(rot):
        # which body axis points up: row 2 of rot tells the world z component of each body axis
        for axis in range(3):
            if rot[2][axis] != 0:
                return faces[(axis, int(rot[2][axis]))]

    cells = _open_cells(grid)
    g = nx.DiGraph()
    start = (tuple(d["start"]), tuple(map(tuple, np.eye(3, dtype=int))))
    todo, seen = [start], {start}
    while todo:
        cell, rot = todo.pop()
        for name, (dr, dc) in _MOVE.items():
            nxt = (cell[0] + dr, cell[1] + dc)
            if nxt in cells:
                state = (nxt, tuple(map(tuple, _ROLL[name] @ np.array(rot))))
                g.add_edge((cell, rot), state)
                if state not in seen:
                    seen.add(state)
                    todo.append(state)
    lengths = nx.single_source_shortest_path_length(g, start)
    goal = tuple(d["goal"])
    best = min(n for (cell, rot), n in lengths.items() if cell == goal and top_of(rot) == d["want"])
    return gold == best


def oracle_robot_swap(d, gold):
    cells = _open_cells(d["grid"])
    a, b = tuple(d["a"]), tuple(d["b"])
    g = nx.Graph()
    for x, y in itertools.permutations(cells.nodes, 2):
        for z in cells.neighbors(x):  # robot at x steps to z, the other stays at y
            if z != y:
                g.add_edge((x, y), (z, y))
    # the state is (A, B) whichever robot moved: add the mirrored steps of robot B
    for x, y in itertools.permutations(cells.nodes, 2):
        for z in cells.neighbors(y):
            if z != x:
                g.add_edge((x, y), (x, z))
    return gold == nx.shortest_path_length(g, (a, b), (b, a))


def oracle_cross_section(d, gold):
    n = d["n"]
    p, q, r = (np.array(x, dtype=float) for x in d["points"])
    normal = np.cross(q - p, r - p)
    hits = []
    for corner in itertools.product((0.0, n), repeat=3):
        for axis in range(3):
            if corner[axis] == 0.0:  # the edge from this corner along +axis
                base = np.array(corner)
                step = np.zeros(3)
                step[axis] = n
                denom = normal @ step
                if abs(denom) < 1e-12:
                    if abs(normal @ (base - p)) < 1e-9:
                        hits += [base, base + step]
                    continue
                s = normal @ (p - base) / denom
                if -1e-12 <= s <= 1 + 1e-12:
                    hits.append(base + s * step)
    e1 = (q - p) / np.linalg.norm(q - p)
    e2 = np.cross(normal, e1)
    e2 /= np.linalg.norm(e2)
    flat = np.array([[h @ e1, h @ e2] for h in hits])
    area = ConvexHull(flat).volume  # in 2-D, "volume" is the area
    return abs(area**2 - float(Fraction(gold))) <= 1e-7 * max(1.0, area**2)


ORACLES = {
    "planning/rolling_die_maze": oracle_die_maze,
    "planning/two_robot_swap": oracle_robot_swap,
    "spatial/cube_cross_section": oracle_cross_section,
}


@pytest.mark.parametrize("bootcamp_id", sorted(ORACLES))
def test_gold_agrees_with_oracle(bootcamp_id):
    bc = bootcamps.get(bootcamp_id)
    oracle = ORACLES[bootcamp_id]
    for level in LEVELS:
        for seed in range(SAMPLE + 1):
            case = bc.case(seed, level)
            assert oracle(case.data, case.answer), (bootcamp_id, level, seed, case.data, case.answer)
            assert bc.solve(case.data) == case.answer
            assert bc.score(case, f"<answer>{bc.format_answer(case.answer)}</answer>") == 1.0


# ---------------------------------------------------------------- hand-worked examples


def test_die_maze_by_hand():
    bc = bootcamps.get("planning/rolling_die_maze")
    # a 1 x 3 corridor: each east roll lifts the west face, so tops run 1 -> 4 -> 6 -> 3 -> 1;
    # 6 on top at the far end takes 2 rolls
    data = {"grid": ["..."], "start": [0, 0], "die": [1, 2, 3], "goal": [0, 2], "want": 6}
    assert bc.run_program(data)[0] == 2 == bc.solve(data)
    assert _score(bc, data, 2, "2") == 1.0 and _score(bc, data, 2, "3") == 0.0
    data = {"grid": ["..."], "start": [0, 0], "die": [1, 2, 3], "goal": [0, 1], "want": 4}
    # one east roll: top 4 on the middle square
    assert bc.solve(data) == 1 == bc.run_program(data)[0]


def test_robot_swap_by_hand():
    bc = bootcamps.get("planning/two_robot_swap")
    # a corridor of three with a one-square bay under the middle: A walks to the middle and
    # into the bay (2), B walks to A's square (2), A comes out and on to B's square (2): 6 moves
    data = {"grid": ["...", "#.#"], "a": [0, 0], "b": [0, 2]}
    assert bc.run_program(data)[0] == 6 == bc.solve(data)
    assert _score(bc, data, 6, "6") == 1.0 and _score(bc, data, 6, "5") == 0.0
    # a 2 x 2 loop: each robot goes round the other way, 2 moves each
    data = {"grid": ["..", ".."], "a": [0, 0], "b": [1, 1]}
    assert bc.run_program(data)[0] == 4 == bc.solve(data)


def test_cross_section_by_hand():
    bc = bootcamps.get("spatial/cube_cross_section")
    # corner triangle of the 2-cube: equilateral with side 2*sqrt(2), area 2*sqrt(3), squared 12
    data = {"n": 2, "points": [[2, 0, 0], [0, 2, 0], [0, 0, 2]]}
    assert bc.run_program(data)[0] == "12" == bc.solve(data)
    assert _score(bc, data, "12", "12") == 1.0 and _score(bc, data, "12", "27") == 0.0
    # x + y + z = 3 cuts the regular hexagon of side sqrt(2): area 3*sqrt(3), squared 27
    data = {"n": 2, "points": [[2, 1, 0], [1, 2, 0], [0, 2, 1]]}
    assert bc.run_program(data)[0] == "27" == bc.solve(data)
    assert _score(bc, data, "27", "27") == 1.0 and _score(bc, data, "27", "27/2") == 0.0
    # the diagonal rectangle through two opposite edges of the 2-cube: 2 x 2*sqrt(2), squared 32
    data = {"n": 2, "points": [[0, 0, 0], [0, 0, 2], [2, 2, 1]]}
    assert bc.solve(data) == "32" == bc.run_program(data)[0]
