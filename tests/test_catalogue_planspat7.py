"""Batch planspat7 (planning and spatial): gold answers agree with independent oracles
(breadth-first searches written over other state encodings with networkx or plain queues,
exact fractions) on cases at every level, and one hand-worked example per bootcamp scores 1.0
while a wrong answer scores 0.0.

Oracles only ever see generated data (a case's inputs), never model text.
"""

from __future__ import annotations

from collections import deque

import networkx as nx
import pytest
import sympy

import bootcamps

LEVELS = ("1", "2", "3", "4", "5")
SAMPLE = 3  # cases per level per bootcamp


def _score(bc, data, gold, text):
    return bc.verify(data, gold, f"<answer>{text}</answer>")


def _bfs(start, nexts, goal):
    seen, queue = {start: 0}, deque([start])
    while queue:
        s = queue.popleft()
        if goal(s):
            return seen[s]
        for n in nexts(s):
            if n not in seen:
                seen[n] = seen[s] + 1
                queue.append(n)
    return None


# ---------------------------------------------------------------- ball sort


def _ball_next(state, cap):
    # state: tuple of tuples of colour letters, bottom first
    for i, a in enumerate(state):
        for j, b in enumerate(state):
            if i != j and a and len(b) < cap and (not b or b[-1] == a[-1]):
                new = [list(x) for x in state]
                new[j].append(new[i].pop())
                yield tuple(tuple(x) for x in new)


def _ball_replay(tubes, moves, cap):
    state = [list(x) for x in tubes]
    for m in moves:
        a, b = (int(x) - 1 for x in m.split(">"))
        assert state[a] and len(state[b]) < cap and (not state[b] or state[b][-1] == state[a][-1])
        state[b].append(state[a].pop())
    return all(len(set(x)) <= 1 for x in state)


def oracle_ball_sort(d, gold):
    cap = d["capacity"]
    start = tuple(tuple(x) for x in d["tubes"])
    best = _bfs(start, lambda s: _ball_next(s, cap), lambda s: all(len(set(x)) <= 1 for x in s))
    return best == d["optimum"] == len(gold) and _ball_replay(d["tubes"], gold, cap)


# ---------------------------------------------------------------- bloxorz


def _blox_graph(grid):
    """States are frozensets of covered cells (one cell = standing, two = lying)."""
    rows, cols = len(grid), len(grid[0])
    ok = lambda cells: all(0 <= r < rows and 0 <= c < cols and grid[r][c] == "." for r, c in cells)  # noqa: E731
    g = nx.DiGraph()
    cells = [(r, c) for r in range(rows) for c in range(cols)]
    states = [frozenset([p]) for p in cells] + [frozenset([p, (p[0], p[1] + 1)]) for p in cells] + \
        [frozenset([p, (p[0] + 1, p[1])]) for p in cells]
    for s in states:
        if not ok(s):
            continue
        for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            if len(s) == 1:
                (r, c), = s
                n = frozenset([(r + dr, c + dc), (r + 2 * dr, c + 2 * dc)])
            else:
                a, b = sorted(s)
                if (b[0] - a[0], b[1] - a[1]) in ((abs(dr), abs(dc)),):  # lying along the roll
                    far = max(s, key=lambda p: p[0] * dr + p[1] * dc)
                    n = frozenset([(far[0] + dr, far[1] + dc)])
                else:
                    n = frozenset((r + dr, c + dc) for r, c in s)
            if ok(n):
                g.add_edge(s, n)
    return g


def _blox_state(start):
    r, c, o = start
    return frozenset([(r, c)] + ([(r, c + 1)] if o == "H" else [(r + 1, c)] if o == "V" else []))


def oracle_bloxorz(d, gold):
    g = _blox_graph(d["grid"])
    s, goal = _blox_state(d["start"]), frozenset([tuple(d["goal"])])
    best = nx.shortest_path_length(g, s, goal)
    path = [s]
    for m in gold:
        dr, dc = {"U": (-1, 0), "D": (1, 0), "L": (0, -1), "R": (0, 1)}[m]
        nxt = list(g.successors(path[-1]))
        # the unique successor moved in this direction: its centre shifts along (dr, dc)
        cen = lambda st: (sum(p[0] for p in st) / len(st), sum(p[1] for p in st) / len(st))  # noqa: E731
        c0 = cen(path[-1])
        step = [n for n in nxt if (cen(n)[0] - c0[0]) * dr > 0 or (cen(n)[1] - c0[1]) * dc > 0]
        assert len(step) == 1
        path.append(step[0])
    return best == d["optimum"] == len(gold) and path[-1] == goal


# ---------------------------------------------------------------- gripper


def oracle_gripper(d, gold):
    rooms = d["rooms"]
    adj = {r: set() for r in rooms}
    for a, b in d["doors"]:
        adj[rooms[a]].add(rooms[b])
        adj[rooms[b]].add(rooms[a])

    def nexts(s):  # s = (robot room name, tuple of ball places, "H" = in a hand)
        robot, places = s
        for r in adj[robot]:
            yield r, places
        for i, p in enumerate(places):
            if p == "H":
                yield robot, places[:i] + (robot,) + places[i + 1:]
            elif p == robot and places.count("H") < 2:
                yield robot, places[:i] + ("H",) + places[i + 1:]

    start = (rooms[d["robot"]], tuple(rooms[i] for i in d["start"]))
    goal = (rooms[d["dock"]], tuple(rooms[i] for i in d["goal"]))
    best = _bfs(start, nexts, lambda s: s == goal)
    robot, places = start[0], list(start[1])
    for action in gold:
        verb, arg = action.split()
        if verb == "move":
            assert arg in adj[robot]
            robot = arg
        elif verb == "pick":
            assert places[int(arg) - 1] == robot and places.count("H") < 2
            places[int(arg) - 1] = "H"
        else:
            assert places[int(arg) - 1] == "H"
            places[int(arg) - 1] = robot
    return best == d["optimum"] == len(gold) and (robot, tuple(places)) == goal


# ---------------------------------------------------------------- gear train


def oracle_gear_train(d, gold):
    x = {g: sympy.Symbol(f"x_{g}") for g in d["teeth"]}
    eqs = [x[d["first"]] - d["turns"]]
    eqs += [d["teeth"][a] * x[a] + d["teeth"][b] * x[b] for a, b in d["mesh"]]
    eqs += [x[a] - x[b] for a, b in d["axle"]]
    sol = sympy.linsolve(eqs, list(x.values()))
    if sol == sympy.EmptySet:
        return gold == "jammed"
    (values,) = list(sol)
    v = dict(zip(x, values))[d["target"]]
    assert v.free_symbols == set() and v != 0
    want = f"{'clockwise' if v > 0 else 'anticlockwise'} {sympy.Abs(v)}"
    return gold == want


ORACLES = {
    "planning/gripper": oracle_gripper,
    "spatial/gear_train": oracle_gear_train,
    "planning/ball_sort": oracle_ball_sort,
    "planning/bloxorz": oracle_bloxorz,
}


@pytest.mark.parametrize("bootcamp_id", sorted(ORACLES))
@pytest.mark.parametrize("level", LEVELS)
def test_gold_matches_oracle(bootcamp_id, level):
    bc = bootcamps.get(bootcamp_id)
    for seed in range(SAMPLE):
        case = bc.case(seed, level)
        assert ORACLES[bootcamp_id](case.data, case.answer), (bootcamp_id, level, seed, case.answer)


def test_ball_sort_hand_worked():
    bc = bootcamps.get("planning/ball_sort")
    # tubes (bottom->top) RG, GR and an empty one, capacity 2. No single move sorts them; 2>3
    # (R into the empty tube) then 1>2 (G onto G) leaves R | GG | R; 1>3 then 2>1 also works.
    data = {"tubes": ["RG", "GR", ""], "capacity": 2, "optimum": 2}
    assert _score(bc, data, ["2>3", "1>2"], "2>3, 1>2") == 1.0
    assert _score(bc, data, ["2>3", "1>2"], "2 -> 3; 1 -> 2") == 1.0
    assert _score(bc, data, ["2>3", "1>2"], "1>3, 2>1") == 1.0
    assert _score(bc, data, ["2>3", "1>2"], "1>3, 1>2") == 0.0  # tube 2 is full
    assert _score(bc, data, ["2>3", "1>2"], "2>3") == 0.0
    assert _score(bc, data, ["2>3", "1>2"], "2>3, 1>3") == 0.0  # G onto R
    assert len(bc.solve(data)) == 2


def test_bloxorz_hand_worked():
    bc = bootcamps.get("planning/bloxorz")
    # 2x4 floor; standing on column 1; R lays it on columns 2-3, R stands it on column 4.
    data = {"grid": ["....", "...."], "start": [0, 0, "S"], "goal": [0, 3], "optimum": 2}
    assert _score(bc, data, ["R", "R"], "R R") == 1.0
    assert _score(bc, data, ["R", "R"], "right, right") == 1.0
    assert _score(bc, data, ["R", "R"], "RR") == 1.0
    assert _score(bc, data, ["R", "R"], "R D") == 0.0
    assert _score(bc, data, ["R", "R"], "D U R R") == 0.0


def test_gripper_hand_worked():
    bc = bootcamps.get("planning/gripper")
    # rooms hall - kitchen; both balls in the hall must go to the kitchen; robot docks in the hall:
    # pick both (2), move (1), drop both (2), move back (1) = 6 actions.
    data = {"rooms": ["hall", "kitchen"], "doors": [[0, 1]], "start": [0, 0], "goal": [1, 1], "robot": 0,
            "dock": 0, "optimum": 6}
    gold = ["pick 1", "pick 2", "move kitchen", "drop 1", "drop 2", "move hall"]
    assert _score(bc, data, gold, ", ".join(gold)) == 1.0
    assert _score(bc, data, gold, "pick 2, pick ball 1, go to kitchen, drop 2, drop 1, move hall") == 1.0
    assert _score(bc, data, gold, "pick 1, move kitchen, drop 1, move hall, pick 2, move kitchen") == 0.0
    assert _score(bc, data, gold, "pick 1, pick 2, move kitchen, drop 1, drop 2") == 0.0
    assert len(bc.solve(data)) == 6


def test_gear_train_hand_worked():
    bc = bootcamps.get("spatial/gear_train")
    # A (10) drives B (20): B turns 3*10/20 = 3/2 anticlockwise; C (15) on B's axle also 3/2
    # anticlockwise; D (5) meshes with C: 3/2*15/5 = 9/2 clockwise.
    data = {"teeth": {"A": 10, "B": 20, "C": 15, "D": 5}, "mesh": [["A", "B"], ["C", "D"]], "axle": [["B", "C"]],
            "first": "A", "turns": 3, "target": "D"}
    assert bc.solve(data) == "clockwise 9/2"
    assert _score(bc, data, "clockwise 9/2", "clockwise 9/2") == 1.0
    assert _score(bc, data, "clockwise 9/2", "4.5 turns clockwise") == 1.0
    assert _score(bc, data, "clockwise 9/2", "anticlockwise 9/2") == 0.0
    assert _score(bc, data, "clockwise 9/2", "clockwise 3/2") == 0.0
    assert _score(bc, data, "clockwise 9/2", "9/2 turns clockwise.") == 1.0  # a sentence's final period
    assert _score(bc, data, "clockwise 9/2", "counter clockwise 9/2") == 0.0  # read as one direction
    assert _score(bc, {**data, "target": "C"}, "anticlockwise 3/2", "counter clockwise 3/2") == 1.0
    # a triangle of meshing gears jams
    jam = {"teeth": {"A": 10, "B": 20, "C": 30}, "mesh": [["A", "B"], ["B", "C"], ["C", "A"]], "axle": [],
           "first": "A", "turns": 1, "target": "C"}
    assert bc.solve(jam) == "jammed"
    assert _score(bc, jam, "jammed", "jammed") == 1.0
    assert _score(bc, jam, "jammed", "The train is jammed.") == 1.0
    assert _score(bc, jam, "jammed", "clockwise 1/3") == 0.0
