"""Issue 9, third batch of game/, planning/, spatial/ and puzzle/ bootcamps: independent oracles
(brute force, networkx, Dijkstra, z3) agree with the gold on a sample of cases at every level,
plus one hand-worked example per bootcamp.

Each oracle is written apart from the bootcamp's program and solve: voxel sets instead of
height arithmetic, whole-position game search instead of XOR tables, unit-step walks instead of
vector moves, Dijkstra over bank states instead of the recurrence.
"""

from __future__ import annotations

import heapq
import itertools
from collections import Counter

import networkx as nx
import pytest

import bootcamps

LEVELS = bootcamps.LEVELS


def cases(bootcamp_id: str, n: int):
    bc = bootcamps.get(bootcamp_id)
    for level in LEVELS:
        for seed in range(n):
            yield bc, bc.case(seed, level)


def answer(text: str) -> str:
    return f"<answer>{text}</answer>"


def agree(bootcamp_id: str, oracle, n: int = 8) -> int:
    """The oracle's answer scores 1.0 on every sampled case; returns how many were checked."""
    checked = 0
    for bc, case in cases(bootcamp_id, n):
        got = oracle(case.data)
        assert bc.score(case, answer(bc.format_answer(got))) == 1.0, (case.level, case.seed, got, case.answer)
        checked += 1
    return checked


# ---------------------------------------------------------------- game/bowling_score


def bowling_oracle(data):
    """Score frame by frame with an explicit list of frames, bonuses read from later frames."""
    rolls, frames, i = data["rolls"], [], 0
    while len(frames) < 10:
        if rolls[i] == 10:
            frames.append([10])
            i += 1
        else:
            frames.append(rolls[i : i + 2])
            i += 2
    extra = rolls[i:]
    later = [r for f in frames for r in f] + extra
    total, pos = 0, 0
    for f in frames:
        pos += len(f)
        total += sum(f)
        if f == [10]:
            total += later[pos] + later[pos + 1]
        elif sum(f) == 10:
            total += later[pos]
    return total


def test_bowling_oracle_and_hand_example():
    assert agree("game/bowling_score", bowling_oracle) == 40
    bc = bootcamps.get("game/bowling_score")
    perfect = {"rolls": [10] * 12, "sheet": True}
    assert bc.solve(perfect) == 300
    spares = {"rolls": [5] * 21, "sheet": False}
    assert bc.solve(spares) == 150
    assert bc.check(perfect, 300, "300") == 1.0 and bc.check(perfect, 300, "290") == 0.0


# ---------------------------------------------------------------- game/cribbage_hand


def cribbage_oracle(data):
    cards = [tuple(c) for c in data["hand"]] + [tuple(data["starter"])]
    score = 0
    for size in range(2, 6):
        for combo in itertools.combinations(cards, size):
            if sum(min(r, 10) for r, _ in combo) == 15:
                score += 2
    counts = Counter(r for r, _ in cards)
    score += sum(n * (n - 1) for n in counts.values())  # C(n,2) pairs at 2 points each
    if "runs" in data["rules"]:
        best = 0
        for lo in range(1, 14):  # a maximal stretch of consecutive ranks, multiplied out
            length, ways = 0, 1
            while lo + length <= 13 and counts[lo + length]:
                ways *= counts[lo + length]
                length += 1
            if length >= 3 and (lo == 1 or not counts[lo - 1]):
                best += length * ways
        score += best
    if "flush" in data["rules"]:
        suits = [s for _, s in cards]
        if len(set(suits)) == 1:
            score += 5
        elif len(set(suits[:4])) == 1 and not data["crib"]:
            score += 4
    if "nobs" in data["rules"]:
        score += any(r == 11 and s == data["starter"][1] for r, s in data["hand"])
    return score


def test_cribbage_oracle_and_hand_example():
    assert agree("game/cribbage_hand", cribbage_oracle, 12) == 60
    bc = bootcamps.get("game/cribbage_hand")
    # the perfect 29: three fives and the jack of the starter's suit, starter the fourth five
    hand = {"hand": [[5, "H"], [5, "D"], [5, "C"], [11, "S"]], "starter": [5, "S"], "rules": ["fifteens", "pairs", "runs", "flush", "nobs"], "crib": False}
    assert bc.solve(hand) == 29
    double_run = {"hand": [[3, "H"], [3, "D"], [4, "C"], [5, "S"]], "starter": [13, "H"], "rules": ["fifteens", "pairs", "runs", "flush", "nobs"], "crib": False}
    assert bc.solve(double_run) == 2 * 2 + 2 + 6  # fifteens 5+K and 3+3+4+5, one pair, two runs of three
    assert bc.check(hand, 29, "29") == 1.0


# ---------------------------------------------------------------- game/kayles


def kayles_oracle(data):
    """Whole-position game search: a position is the multiset of row lengths."""
    memo = {}

    def g(pos):
        if pos not in memo:
            options = set()
            for i, n in enumerate(pos):
                rest = pos[:i] + pos[i + 1 :]
                for take in (1, 2):
                    for left in range(n - take + 1):
                        parts = tuple(x for x in (left, n - take - left) if x)
                        options.add(g(tuple(sorted(rest + parts))))
            m = 0
            while m in options:
                m += 1
            memo[pos] = m
        return memo[pos]

    rows = [len(r) for r in data["line"].split(".") if r]
    total = 0
    for n in rows:
        total ^= g((n,))
    return total


def test_kayles_oracle_and_hand_example():
    assert agree("game/kayles", kayles_oracle, 3) == 15
    bc = bootcamps.get("game/kayles")
    # known Kayles values: g(1..6) = 1, 2, 3, 1, 4, 3; rows 3 and 5 -> 3 xor 4 = 7
    assert bc.solve({"line": "III.IIIII"}) == 7
    assert bc.solve({"line": "II..II"}) == 0


# ---------------------------------------------------------------- spatial/painted_cube


def painted_oracle(data):
    w, d, h = data["dims"]
    faces = Counter()
    sides = {"left": (0, 0), "right": (0, w - 1), "front": (1, 0), "back": (1, d - 1), "bottom": (2, 0), "top": (2, h - 1)}
    for cube in itertools.product(range(w), range(d), range(h)):
        faces[cube] = sum(cube[axis] == at for name, (axis, at) in sides.items() if name in data["painted"])
    k, rel = data["k"], data["relation"]
    test = {"exactly": lambda f: f == k, "at least": lambda f: f >= k, "at most": lambda f: f <= k}[rel]
    return sum(1 for cube in itertools.product(range(w), range(d), range(h)) if test(faces[cube]))


def test_painted_cube_oracle_and_hand_example():
    assert agree("spatial/painted_cube", painted_oracle, 4) == 20
    bc = bootcamps.get("spatial/painted_cube")
    every = ["left", "right", "front", "back", "bottom", "top"]
    assert bc.solve({"dims": [3, 3, 3], "painted": every, "k": 2, "relation": "exactly"}) == 12
    assert bc.solve({"dims": [3, 3, 3], "painted": every, "k": 0, "relation": "exactly"}) == 1
    assert bc.program(__import__("bootcamps").trace.Tracer(), {"dims": [4, 3, 1], "painted": ["top"], "k": 1, "relation": "at least"}) == 12


# ---------------------------------------------------------------- spatial/cube_stack_surface


def surface_oracle(data):
    cubes = {(r, c, z) for r, row in enumerate(data["heights"]) for c, h in enumerate(row) for z in range(h)}
    exposed = 0
    for r, c, z in cubes:
        for dr, dc, dz in ((1, 0, 0), (-1, 0, 0), (0, 1, 0), (0, -1, 0), (0, 0, 1), (0, 0, -1)):
            if (r + dr, c + dc, z + dz) not in cubes and not (data["on_table"] and z + dz < 0):
                exposed += 1
    return exposed


def test_cube_stack_surface_oracle_and_hand_example():
    assert agree("spatial/cube_stack_surface", surface_oracle) == 40
    bc = bootcamps.get("spatial/cube_stack_surface")
    assert bc.solve({"heights": [[1, 2], [3, 4]], "on_table": False}) == 34  # LeetCode 892's example
    assert bc.solve({"heights": [[2]], "on_table": True}) == 9


# ---------------------------------------------------------------- spatial/views_cube_count


def views_oracle(data):
    """z3: heights per cell meeting both views exactly, minimising or maximising the total."""
    import z3

    front, side = data["front"], data["side"]
    cells = [[z3.Int(f"h{r}_{c}") for c in range(len(front))] for r in range(len(side))]
    opt = z3.Optimize()
    for r, row in enumerate(cells):
        for c, v in enumerate(row):
            opt.add(v >= 0, v <= min(front[c], side[r]))
        opt.add(z3.Or([v == side[r] for v in row]))
    for c in range(len(front)):
        opt.add(z3.Or([cells[r][c] == front[c] for r in range(len(side))]))
    total = z3.Sum([v for row in cells for v in row])
    (opt.maximize if data["ask"] == "most" else opt.minimize)(total)
    assert opt.check() == z3.sat
    return opt.model().eval(total).as_long()


def test_views_cube_count_oracle_and_hand_example():
    assert agree("spatial/views_cube_count", views_oracle, 3) == 15
    bc = bootcamps.get("spatial/views_cube_count")
    data = {"front": [2, 1, 2], "side": [2, 2, 0], "ask": "fewest"}
    assert bc.solve(data) == 2 * 2 + 1  # two towers of 2 (columns 1 and 3 paired with rows 1 and 2) and one of 1
    assert bc.solve({**data, "ask": "most"}) == (2 + 1 + 2) * 2


# ---------------------------------------------------------------- spatial/enclosed_lakes


def lakes_oracle(data):
    grid, rows, cols = data["map"], len(data["map"]), len(data["map"][0])
    g = nx.Graph()
    g.add_node("outside")
    steps = [(0, 1), (1, 0)] + ([(1, 1), (1, -1)] if data["diagonal"] else [])
    for r in range(rows):
        for c in range(cols):
            if grid[r][c] != "~":
                continue
            g.add_node((r, c))
            if r in (0, rows - 1) or c in (0, cols - 1):
                g.add_edge((r, c), "outside")
            for dr, dc in steps:
                nr, nc = r + dr, c + dc
                if 0 <= nr < rows and 0 <= nc < cols and grid[nr][nc] == "~":
                    g.add_edge((r, c), (nr, nc))
    lakes = [comp for comp in nx.connected_components(g) if "outside" not in comp]
    return sum(map(len, lakes)) if data["ask"] == "cells" else len(lakes)


def test_enclosed_lakes_oracle_and_hand_example():
    assert agree("spatial/enclosed_lakes", lakes_oracle) == 40
    bc = bootcamps.get("spatial/enclosed_lakes")
    data = {"map": ["#####", "#~#~#", "##~##", "#####"], "diagonal": False, "water": "~", "ask": "lakes"}
    assert bc.solve(data) == 3
    assert bc.solve({**data, "diagonal": True}) == 1
    assert bc.solve({**data, "ask": "cells"}) == 3


# ---------------------------------------------------------------- spatial/turtle_path


def turtle_oracle(data):
    """One unit step at a time, the heading as an angle in degrees."""
    x = y = 0
    angle = [90, 0, 270, 180][data["start"]]
    unit = {0: (1, 0), 90: (0, 1), 180: (-1, 0), 270: (0, -1)}

    def run(block):
        nonlocal x, y, angle
        for cmd in block:
            if cmd[0] == "REPEAT":
                for _ in range(cmd[1]):
                    run(cmd[2])
            elif cmd[0] in ("FD", "BK"):
                dx, dy = unit[angle]
                sign = 1 if cmd[0] == "FD" else -1
                for _ in range(cmd[1]):
                    x, y = x + sign * dx, y + sign * dy
            else:
                angle = (angle + {"LT": 90, "RT": -90, "UT": 180}[cmd[0]]) % 360

    run(data["program"])
    return [x, y]


def test_turtle_path_oracle_and_hand_example():
    assert agree("spatial/turtle_path", turtle_oracle) == 40
    bc = bootcamps.get("spatial/turtle_path")
    square = {"program": [["REPEAT", 4, [["FD", 3], ["RT"]]], ["FD", 2]], "start": 0}
    assert bc.solve(square) == [0, 2]
    assert bc.check(square, [0, 2], "(0, 2)") == 1.0 and bc.check(square, [0, 2], "2, 0") == 0.0


# ---------------------------------------------------------------- spatial/paper_fold_punch


def fold_oracle(data):
    """Track every original square's coordinates through the folds (reflect, then shift the
    origin to the folded stack's new top-left)."""
    where = {(r, c): [r, c] for r in range(data["rows"]) for c in range(data["cols"])}
    size = [data["rows"], data["cols"]]
    for side, k in data["folds"]:
        axis = 1 if side in ("left", "right") else 0
        n = size[axis]
        moving_low = side in ("left", "top")
        edge = k if moving_low else min(0, 2 * k - n)
        for pos in where.values():
            if (pos[axis] < k) == moving_low:
                pos[axis] = 2 * k - 1 - pos[axis]
            pos[axis] -= edge
        size[axis] = max(k, n - k)
    holes = {tuple(h) for h in data["holes"]}
    return [[int(tuple(where[(r, c)]) in holes) for c in range(data["cols"])] for r in range(data["rows"])]


def test_paper_fold_punch_oracle_and_hand_example():
    assert agree("spatial/paper_fold_punch", fold_oracle) == 40
    bc = bootcamps.get("spatial/paper_fold_punch")
    # 4x4 folded left over right in half, then top over bottom: a punch in the corner makes 4 holes
    data = {"rows": 4, "cols": 4, "folds": [["left", 2], ["top", 2]], "holes": [[0, 0]]}
    assert bc.solve(data) == [[0, 0, 0, 0], [0, 1, 1, 0], [0, 1, 1, 0], [0, 0, 0, 0]]
    assert bc.check(data, bc.solve(data), "....;.oo.;.oo.;....") == 1.0


# ---------------------------------------------------------------- planning/bridge_torch


def torch_oracle(data):
    """Dijkstra over (who is on the near bank, torch side), any one or two crossing either way."""
    times = data["times"]
    n = len(times)
    full = (1 << n) - 1
    dist, heap = {(full, 0): 0}, [(0, full, 0)]
    while heap:
        d, near, side = heapq.heappop(heap)
        if (near, side) == (0, 1):
            return d
        if d > dist[(near, side)]:
            continue
        here = near if side == 0 else full & ~near
        people = [i for i in range(n) if here >> i & 1]
        for group in itertools.chain(itertools.combinations(people, 1), itertools.combinations(people, 2)):
            mask = sum(1 << i for i in group)
            state = (near & ~mask if side == 0 else near | mask, 1 - side)
            cost = d + max(times[i] for i in group)
            if cost < dist.get(state, 1 << 60):
                dist[state] = cost
                heapq.heappush(heap, (cost, *state))
    raise AssertionError("unreachable")


def test_bridge_torch_oracle_and_hand_example():
    assert agree("planning/bridge_torch", torch_oracle, 4) == 20
    bc = bootcamps.get("planning/bridge_torch")
    assert bc.solve({"names": ["A", "B", "C", "D"], "times": [1, 2, 5, 10]}) == 17  # the classic puzzle
    assert bc.solve({"names": ["A", "B", "C", "D"], "times": [1, 20, 21, 22]}) == 22 + 1 + 21 + 1 + 20  # the fastest escorts each


@pytest.mark.parametrize("bootcamp_id", ["game/bowling_score", "spatial/turtle_path"])
def test_wrong_shapes_score_zero(bootcamp_id):
    bc = bootcamps.get(bootcamp_id)
    case = bc.case(0, "3")
    assert bc.score(case, answer("")) == 0.0
    assert bc.score(case, answer(bc.format_answer(case.answer) + " or 3")) == 0.0
