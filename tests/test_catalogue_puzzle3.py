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
    assert bc.program(bootcamps.trace.Tracer(), {"dims": [4, 3, 1], "painted": ["top"], "k": 1, "relation": "at least"}) == 12


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


# ---------------------------------------------------------------- planning/ice_slide


def ice_oracle(data):
    """networkx shortest path on the graph of resting squares, slides walked one square at a time."""
    grid = data["grid"]
    rows, cols = len(grid), len(grid[0])
    g = nx.DiGraph()
    for r in range(rows):
        for c in range(cols):
            if grid[r][c] == "#":
                continue
            for dr, dc in ((0, 1), (0, -1), (1, 0), (-1, 0)):
                rr, cc = r, c
                while True:
                    nr, nc = rr + dr, cc + dc
                    if not (0 <= nr < rows and 0 <= nc < cols) or grid[nr][nc] == "#":
                        break
                    rr, cc = nr, nc
                g.add_edge((r, c), (rr, cc))
    return nx.shortest_path_length(g, tuple(data["start"]), tuple(data["goal"]))


def test_ice_slide_oracle_and_hand_example():
    assert agree("planning/ice_slide", ice_oracle) == 40
    bc = bootcamps.get("planning/ice_slide")
    # an empty 3x4 rink: from the top-left corner, right then down reaches the bottom-right corner
    assert bc.solve({"grid": ["....", "....", "...."], "start": [0, 0], "goal": [2, 3]}) == 2
    # a rock at r1c3 stops a push to the right at r1c2 at once
    assert bc.solve({"grid": ["..#.", "....", "...."], "start": [0, 0], "goal": [0, 1]}) == 1


# ---------------------------------------------------------------- planning/keys_doors


def keys_oracle(data):
    """networkx shortest path on the product graph of squares and key sets."""
    grid = data["grid"]
    rows, cols = len(grid), len(grid[0])
    letters = sorted({ch for row in grid for ch in row if ch.islower()})
    g = nx.DiGraph()
    for mask in range(1 << len(letters)):
        held = {letters[i] for i in range(len(letters)) if mask >> i & 1}
        for r in range(rows):
            for c in range(cols):
                for nr, nc in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                    if not (0 <= nr < rows and 0 <= nc < cols):
                        continue
                    ch = grid[nr][nc]
                    if ch == "#" or (ch in "ABCD" and ch.lower() not in held):
                        continue
                    new = mask | (1 << letters.index(ch) if ch in letters else 0)
                    g.add_edge((r, c, mask), (nr, nc, new))
    start = next((r, row.index("S")) for r, row in enumerate(grid) if "S" in row)
    goal = next((r, row.index("G")) for r, row in enumerate(grid) if "G" in row)
    lengths = nx.single_source_shortest_path_length(g, (*start, 0))
    return min(d for (r, c, _), d in lengths.items() if (r, c) == goal)


def test_keys_doors_oracle_and_hand_example():
    assert agree("planning/keys_doors", keys_oracle, 4) == 20
    bc = bootcamps.get("planning/keys_doors")
    data = {"grid": ["a.S#G", "...A.", "....."]}
    # without the key: S(0,2) -> (1,2) -> (2,2) -> (2,3) -> (2,4) -> (1,4) -> G is 6; door A is not needed
    assert bc.solve(data) == 6
    locked = {"grid": ["a.S#G", "####A", "....."]}
    # fetch a (2 steps), back to (0,2)... the door at (1,4) is reachable only from G's side: no route
    walled = {"grid": ["a.SAG", "#####"]}
    assert bc.solve(walled) == 2 + 4  # to a and back past S, through A to G
    assert keys_oracle(walled) == 6 and keys_oracle(data) == 6 and locked


# ---------------------------------------------------------------- puzzle/magic_square_fill


def magic_oracle(data):
    """z3: blanks as integers, every line equal to the total; the model, and no second model."""
    import z3

    n, total = data["size"], data["total"]
    cells = [[z3.Int(f"m{r}_{c}") if v is None else z3.IntVal(v) for c, v in enumerate(row)] for r, row in enumerate(data["grid"])]
    s = z3.Solver()
    for i in range(n):
        s.add(z3.Sum(cells[i]) == total, z3.Sum([cells[r][i] for r in range(n)]) == total)
    s.add(z3.Sum([cells[i][i] for i in range(n)]) == total, z3.Sum([cells[i][n - 1 - i] for i in range(n)]) == total)
    assert s.check() == z3.sat
    model = s.model()
    grid = [[model.eval(v).as_long() for v in row] for row in cells]
    blanks = [(cells[r][c], grid[r][c]) for r in range(n) for c in range(n) if data["grid"][r][c] is None]
    s.add(z3.Or([v != x for v, x in blanks]))
    assert s.check() == z3.unsat, "a second completion exists"
    return grid


def test_magic_square_fill_oracle_and_hand_example():
    assert agree("puzzle/magic_square_fill", magic_oracle, 6) == 30
    bc = bootcamps.get("puzzle/magic_square_fill")
    lo_shu = [[2, 7, 6], [9, 5, 1], [4, 3, 8]]
    data = {"size": 3, "total": 15, "grid": [[2, None, 6], [None, 5, None], [4, None, None]], "blank": "_"}
    assert bc.solve(data) == lo_shu
    assert bc.check(data, lo_shu, "2 7 6\n9 5 1\n4 3 8") == 1.0
    assert bc.check(data, lo_shu, "2 7 6; 9 5 1; 4 3 8; 1 1 1") == 0.0


# ---------------------------------------------------------------- puzzle/number_pyramid


def pyramid_oracle(data):
    """z3 over every brick, with the uniqueness of the bottom row checked."""
    import z3

    n = data["base"]
    b = {(r, i): z3.Int(f"b{r}_{i}") for r in range(n) for i in range(n - r)}
    s = z3.Solver()
    for r in range(1, n):
        for i in range(n - r):
            s.add(b[(r, i)] == b[(r - 1, i)] + b[(r - 1, i + 1)])
    for r, i, v in data["shown"]:
        s.add(b[(r, i)] == v)
    assert s.check() == z3.sat
    base = [s.model().eval(b[(0, i)]).as_long() for i in range(n)]
    s.add(z3.Or([b[(0, i)] != base[i] for i in range(n)]))
    assert s.check() == z3.unsat, "a second bottom row exists"
    return base


def test_number_pyramid_oracle_and_hand_example():
    assert agree("puzzle/number_pyramid", pyramid_oracle, 6) == 30
    bc = bootcamps.get("puzzle/number_pyramid")
    # base 2 ? 4, middle ? 7, top 12: middle-left = 12 - 7 = 5, base middle = 5 - 2 = 3 (and 3 + 4 = 7)
    data = {"base": 3, "shown": [[0, 0, 2], [0, 2, 4], [1, 1, 7], [2, 0, 12]], "blank": "?"}
    assert bc.solve(data) == [2, 3, 4]
    assert bc.program(bootcamps.trace.Tracer(), data) == [2, 3, 4]


# ---------------------------------------------------------------- game/yahtzee_best


def yahtzee_points(dice, category):
    c = Counter(dice)
    top = max(c.values())
    runs = {tuple(sorted(set(dice)))[i : i + 4] for i in range(len(set(dice)) - 3)}
    table = {name: face * c[face] for face, name in enumerate(["Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"], 1)}
    table.update({
        "Three of a Kind": sum(dice) * (top >= 3), "Four of a Kind": sum(dice) * (top >= 4),
        "Full House": 25 * (sorted(c.values()) == [2, 3]),
        "Small Straight": 30 * any(r[-1] - r[0] == 3 for r in runs),
        "Large Straight": 40 * (len(c) == 5 and max(dice) - min(dice) == 4),
        "Yahtzee": 50 * (top == 5), "Chance": sum(dice),
    })
    return table[category]


def yahtzee_oracle(data):
    best = 0
    for chosen in itertools.permutations(data["open"], len(data["rolls"])):
        best = max(best, sum(yahtzee_points(r, c) for r, c in zip(data["rolls"], chosen)))
    return best


def test_yahtzee_best_oracle_and_hand_example():
    assert agree("game/yahtzee_best", yahtzee_oracle, 12) == 60
    bc = bootcamps.get("game/yahtzee_best")
    data = {"rolls": [[2, 3, 4, 5, 2], [6, 6, 6, 6, 6]], "open": ["Small Straight", "Yahtzee", "Sixes"]}
    assert bc.solve(data) == 30 + 50
    assert bc.solve({"rolls": [[3, 3, 3, 5, 5]], "open": ["Full House", "Three of a Kind", "Chance"]}) == 25


# ---------------------------------------------------------------- game/checkers_capture


def checkers_oracle(data):
    """Recursive search mutating a board array: jumped pieces become 'x' (still occupying
    their square, never jumped again) until the chain is undone."""
    board = [["."] * 8 for _ in range(8)]
    for p, r, c in data["pieces"]:
        board[r][c] = p

    def chain(r, c, king, count):
        best = count
        if not king and r == 7 and count:
            return best
        for dr in ((1, -1) if king else (1,)):
            for dc in (1, -1):
                mr, mc, lr, lc = r + dr, c + dc, r + 2 * dr, c + 2 * dc
                if 0 <= lr < 8 and 0 <= lc < 8 and board[mr][mc] in "bB" and board[lr][lc] == ".":
                    saved = board[mr][mc]
                    board[mr][mc] = "x"
                    best = max(best, chain(lr, lc, king, count + 1))
                    board[mr][mc] = saved
        return best

    best = 0
    for p, r, c in data["pieces"]:
        if p in "wW":
            board[r][c] = "."
            best = max(best, chain(r, c, p == "W", 0))
            board[r][c] = p
    return best


def test_checkers_capture_oracle_and_hand_example():
    assert agree("game/checkers_capture", checkers_oracle, 12) == 60
    bc = bootcamps.get("game/checkers_capture")
    # a white man on a1 with black men on b2 and d4: a double jump a1xc3xe5
    data = {"pieces": [["w", 0, 0], ["b", 1, 1], ["b", 3, 3]]}
    assert bc.solve(data) == 2
    # a man cannot jump backwards; a king can
    assert bc.solve({"pieces": [["w", 2, 2], ["b", 1, 1]]}) == 0
    assert bc.solve({"pieces": [["W", 2, 2], ["b", 1, 1]]}) == 1


# ---------------------------------------------------------------- game/tictactoe_move


def ttt_minimax(board, turn):
    """Plain max/min from X's point of view (+1 X wins, -1 O wins)."""
    for a, b, c in ((0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)):
        if board[a] != "." and board[a] == board[b] == board[c]:
            return 1 if board[a] == "X" else -1
    if "." not in board:
        return 0
    results = [ttt_minimax(board[:i] + turn + board[i + 1 :], "O" if turn == "X" else "X") for i in range(9) if board[i] == "."]
    return max(results) if turn == "X" else min(results)


def test_tictactoe_move_oracle_and_hand_example():
    bc = bootcamps.get("game/tictactoe_move")
    checked = 0
    for _, case in cases("game/tictactoe_move", 4):
        board, mover = case.data["board"], case.data["mover"]
        sign = 1 if mover == "X" else -1
        outcomes = {i: sign * ttt_minimax(board[:i] + mover + board[i + 1 :], "O" if mover == "X" else "X")
                    for i in range(9) if board[i] == "."}
        best = max(outcomes.values())
        for i, v in outcomes.items():
            square = f"{'abc'[i % 3]}{i // 3 + 1}"
            assert bc.score(case, answer(square)) == (1.0 if v == best else 0.0), (case.data, square)
        checked += 1
    assert checked == 20
    # X to move must complete the top row (c1), not block anything else
    data = {"board": "XX.OO....", "mover": "X"}
    assert bc.solve(data) == "c1" and bc.check(data, "c1", "c1") == 1.0 and bc.check(data, "c1", "c2") == 0.0


# ---------------------------------------------------------------- planning/hanoi_four_pegs


def hanoi4_bfs(n):
    """Fewest moves for n disks on four pegs by breadth-first search over 4^n positions."""
    start, goal = (0,) * n, (3,) * n
    dist, frontier = {start: 0}, [start]
    while goal not in dist:
        nxt = []
        for pos in frontier:
            tops = {}
            for disk in reversed(range(n)):  # disk 0 is the smallest; the smallest on a peg is its top
                tops[pos[disk]] = disk
            for src, disk in tops.items():
                for dst in range(4):
                    if dst != src and (dst not in tops or tops[dst] > disk):
                        new = pos[:disk] + (dst,) + pos[disk + 1 :]
                        if new not in dist:
                            dist[new] = dist[pos] + 1
                            nxt.append(new)
        frontier = nxt
    return dist[goal]


def test_hanoi_four_pegs_optimal_and_replayed():
    bc = bootcamps.get("planning/hanoi_four_pegs")
    from bootcamps.planning.hanoi_four_pegs import frame_stewart

    assert [frame_stewart(n)[0] for n in range(1, 7)] == [hanoi4_bfs(n) for n in range(1, 7)] == [1, 3, 5, 9, 13, 17]
    checked = 0
    for _, case in cases("planning/hanoi_four_pegs", 4):
        assert bc.score(case, answer(bc.format_answer(bc.solve(case.data)))) == 1.0
        assert len(case.answer) == frame_stewart(case.data["disks"])[0]
        checked += 1
    assert checked == 20
    data = {"disks": 3, "src": 0, "dst": 3, "names": "ABCD"}
    assert bc.check(data, [], "A->B, A->C, B->C, A->D, C->B, C->D, B->D") == 0.0  # legal but 7 moves, not 5
    assert bc.check(data, [], "A->B, A->C, A->D, C->D, B->D") == 1.0
    assert bc.check(data, [], "A->B, A->C, A->D, B->D, C->D") == 0.0  # disk 1 under disk 2: illegal


# ---------------------------------------------------------------- spatial/overlap_depth


def overlap_oracle(data):
    """Cover count of every unit square (coordinates are integers, so unit squares suffice)."""
    cover = Counter()
    for x1, y1, x2, y2 in data["rects"]:
        for x in range(x1, x2):
            for y in range(y1, y2):
                cover[(x, y)] += 1
    return max(cover.values())


def test_overlap_depth_oracle_and_hand_example():
    assert agree("spatial/overlap_depth", overlap_oracle) == 40
    bc = bootcamps.get("spatial/overlap_depth")
    assert bc.solve({"rects": [[0, 0, 2, 2], [2, 0, 4, 2], [1, 1, 3, 3]]}) == 2  # the first two only touch
    assert bc.solve({"rects": [[0, 0, 1, 1], [1, 1, 2, 2]]}) == 1


# ---------------------------------------------------------------- game/darts_checkout


def darts_oracle(data):
    singles = [("S", v, v) for v in list(range(1, 21)) + [25]]
    doubles = [("D", v, 2 * v) for v in list(range(1, 21)) + [25]]
    trebles = [("T", v, 3 * v) for v in range(1, 21)]
    darts = singles + doubles + trebles
    found = set()
    for k in range(data["darts"]):
        for before in itertools.product(darts, repeat=k):
            for last in doubles:
                if sum(d[2] for d in before) + last[2] == data["score"]:
                    key = before if data["ordered"] else tuple(sorted(before))
                    found.add((key, last))
    return len(found)


def test_darts_checkout_oracle_and_hand_example():
    assert agree("game/darts_checkout", darts_oracle, 3) == 15
    bc = bootcamps.get("game/darts_checkout")
    assert bc.solve({"score": 6, "darts": 3, "ordered": False}) == 11  # Project Euler 109's example
    assert bc.solve({"score": 170, "darts": 3, "ordered": False}) == 1  # T20 T20 bull
    tracer = bootcamps.trace.Tracer
    assert sum(bc.program(tracer(), {"score": s, "darts": 3, "ordered": False}) for s in range(2, 100)) == 38182


# ---------------------------------------------------------------- game/graph_tokens


def tokens_oracle(data):
    """Each vertex's value over networkx's topological order (the bootcamp settles vertices by
    repeated scans and solve recurses), XORed over the tokens."""
    g = nx.DiGraph()
    g.add_nodes_from(range(data["vertices"]))
    g.add_edges_from(map(tuple, data["edges"]))
    value = {}
    for v in reversed(list(nx.topological_sort(g))):
        seen = {value[w] for w in g.successors(v)}
        value[v] = min(set(range(len(seen) + 1)) - seen)
    total = 0
    for v in data["tokens"]:
        total ^= value[v]
    return total


def tokens_win(data):
    """Brute-force win/loss of the token position (no Grundy theory)."""
    succ = {}
    for u, v in data["edges"]:
        succ.setdefault(u, []).append(v)
    memo = {}

    def wins(pos):
        if pos not in memo:
            memo[pos] = any(not wins(tuple(sorted(pos[:i] + (w,) + pos[i + 1 :])))
                            for i, u in enumerate(pos) for w in succ.get(u, []))
        return memo[pos]

    return wins(tuple(sorted(data["tokens"])))


def test_graph_tokens_oracle_and_hand_example():
    assert agree("game/graph_tokens", tokens_oracle) == 40
    bc = bootcamps.get("game/graph_tokens")
    for _, case in cases("game/graph_tokens", 4):  # nonzero value <=> the player to move wins
        assert (case.answer != 0) == tokens_win(case.data)
    # a path 0 -> 1 -> 2: g(2) = 0, g(1) = 1, g(0) = mex{1} = 0
    data = {"vertices": 3, "edges": [[0, 1], [1, 2]], "tokens": [0, 1]}
    assert bc.solve(data) == 0 ^ 1
    data = {"vertices": 3, "edges": [[0, 1], [1, 2], [0, 2]], "tokens": [0]}
    assert bc.solve(data) == 2


# ---------------------------------------------------------------- spatial/point_transforms


def transforms_oracle(data):
    """Complex numbers: rotations multiply by i about a centre, reflections conjugate in a frame."""
    z = complex(*data["point"])
    for op in data["ops"]:
        kind = op[0]
        centre = complex(op[1], op[2]) if kind.endswith("_about") else 0
        turn = {"rot90": 1j, "rot180": -1, "rot270": -1j}
        base = kind.replace("_about", "")
        if kind == "translate":
            z += complex(op[1], op[2])
        elif base in turn:
            z = centre + (z - centre) * turn[base]
        elif kind == "flip_x_axis":
            z = z.conjugate()
        elif kind == "flip_y_axis":
            z = -z.conjugate()
        elif kind == "flip_diag":
            z = 1j * z.conjugate()
        elif kind == "flip_anti":
            z = -1j * z.conjugate()
        elif kind == "flip_vertical_line":
            z = 2 * op[1] - z.conjugate()
        else:
            z = (z - 1j * op[1]).conjugate() + 1j * op[1]
    return [int(z.real), int(z.imag)]


def test_point_transforms_oracle_and_hand_example():
    assert agree("spatial/point_transforms", transforms_oracle) == 40
    bc = bootcamps.get("spatial/point_transforms")
    data = {"point": [2, 1], "ops": [["rot90"], ["flip_diag"], ["translate", 1, -1]]}
    assert bc.solve(data) == [3, -2]  # (2, 1) -> (-1, 2) -> (2, -1) -> (3, -2)
    about = {"point": [3, 0], "ops": [["rot180_about", 1, 1], ["flip_vertical_line", 2]]}
    assert bc.solve(about) == [5, 2]  # (3, 0) -> (-1, 2) -> (5, 2)


# ---------------------------------------------------------------- puzzle/killer_sudoku


def killer_oracle(data):
    """z3: the sudoku, cage sums and cage distinctness; the model, and no second model."""
    import z3

    n = data["size"]
    bh, bw = (2, 2) if n == 4 else (2, 3)
    x = [z3.Int(f"k{v}") for v in range(n * n)]
    s = z3.Solver()
    s.add([z3.And(v >= 1, v <= n) for v in x])
    for i in range(n):
        s.add(z3.Distinct([x[i * n + c] for c in range(n)]), z3.Distinct([x[r * n + i] for r in range(n)]))
    for br in range(0, n, bh):
        for bc_ in range(0, n, bw):
            s.add(z3.Distinct([x[(br + r) * n + bc_ + c] for r in range(bh) for c in range(bw)]))
    for cage, total in zip(data["cages"], data["sums"]):
        s.add(z3.Sum([x[v] for v in cage]) == total)
        if len(cage) > 1:
            s.add(z3.Distinct([x[v] for v in cage]))
    for v, d in data["shown"]:
        s.add(x[v] == d)
    assert s.check() == z3.sat
    values = [s.model().eval(v).as_long() for v in x]
    s.add(z3.Or([v != d for v, d in zip(x, values)]))
    assert s.check() == z3.unsat, "a second solution exists"
    return [values[r * n : (r + 1) * n] for r in range(n)]


def test_killer_sudoku_oracle_and_hand_example():
    assert agree("puzzle/killer_sudoku", killer_oracle, 4) == 20
    bc = bootcamps.get("puzzle/killer_sudoku")
    grid = [[1, 2, 3, 4], [3, 4, 1, 2], [2, 1, 4, 3], [4, 3, 2, 1]]
    # cages: the four 2x2 boxes split into column pairs, plus every cell of the first row given
    cages = [[0, 4], [1, 5], [2, 6], [3, 7], [8, 12], [9, 13], [10, 14], [11, 15]]
    data = {"size": 4, "cages": cages, "sums": [4, 6, 4, 6, 6, 4, 6, 4], "shown": [[0, 1], [1, 2], [8, 2], [9, 1]]}
    assert bc.solve(data) == grid
    assert bc.check(data, grid, "1234;3412;2143;4321") == 1.0 and bc.check(data, grid, "1234;3412;2143;4312") == 0.0


# ---------------------------------------------------------------- puzzle/arithmagon


def arithmagon_oracle(data):
    """sympy's linear solver on the side equations; the solution must be unique (no free symbols)."""
    import sympy

    n = len(data["sides"])
    xs = sympy.symbols(f"c0:{n}")
    eqs = [sympy.Eq(xs[i] + xs[(i + 1) % n], s) for i, s in enumerate(data["sides"])]
    if data["given"] is not None:
        eqs.append(sympy.Eq(xs[data["given"][0]], data["given"][1]))
    (solution,) = sympy.linsolve(eqs, xs)
    assert all(v.is_Integer for v in solution), solution
    return [int(v) for v in solution]


def test_arithmagon_oracle_and_hand_example():
    assert agree("puzzle/arithmagon", arithmagon_oracle) == 40
    bc = bootcamps.get("puzzle/arithmagon")
    assert bc.solve({"sides": [7, 11, 10], "given": None}) == [3, 4, 7]  # 3+4, 4+7, 7+3
    assert bc.solve({"sides": [5, 9, 13, 9], "given": [0, 2]}) == [2, 3, 6, 7]


def test_arithmagon_takes_corners_named_by_their_labels():
    bc = bootcamps.get("puzzle/arithmagon")
    data, gold = {"sides": [7, 11, 10], "given": None}, [3, 4, 7]
    for right in ("3, 4, 7", "A = 3, B = 4, C = 7", "A=3; B=4; C=7", "[3, 4, 7]", "C = 7, A = 3, B = 4"):
        assert bc.verify(data, gold, f"<answer>{right}</answer>") == 1.0, right
    for wrong in ("B = 3, A = 4, C = 7", "A=3, B=4, D=7", "4, A = 3, 7", "A=3, B=4", "A=3, B=4, C=7, D=7", "A=3, B=4, C=8",
                  "A=3.5, B=3.5, C=7"):
        assert bc.verify(data, gold, f"<answer>{wrong}</answer>") == 0.0, wrong


# ---------------------------------------------------------------- planning/sokoban_moves


def sokoban_oracle(data):
    """networkx shortest path over an explicitly built graph of (keeper, box) states."""
    grid = data["grid"]
    floor = [(r, c) for r, row in enumerate(grid) for c, ch in enumerate(row) if ch != "#"]
    g = nx.DiGraph()
    for keeper in floor:
        for box in floor:
            if keeper == box:
                continue
            for dr, dc in ((0, 1), (0, -1), (1, 0), (-1, 0)):
                to = (keeper[0] + dr, keeper[1] + dc)
                if grid[to[0]][to[1]] == "#":
                    continue
                if to == box:
                    beyond = (box[0] + dr, box[1] + dc)
                    if grid[beyond[0]][beyond[1]] != "#":
                        g.add_edge((keeper, box), (to, beyond))
                else:
                    g.add_edge((keeper, box), (to, box))
    lengths = nx.single_source_shortest_path_length(g, (tuple(data["keeper"]), tuple(data["box"])))
    return min(d for (k, b), d in lengths.items() if b == tuple(data["target"]))


def test_sokoban_moves_oracle_and_hand_example():
    assert agree("planning/sokoban_moves", sokoban_oracle, 4) == 20
    bc = bootcamps.get("planning/sokoban_moves")
    corridor = {"grid": ["######", "#....#", "######"], "keeper": [1, 1], "box": [1, 2], "target": [1, 4]}
    assert bc.solve(corridor) == 2  # push, push
    data = {"grid": ["#####", "#...#", "#...#", "#...#", "#####"], "keeper": [3, 1], "box": [2, 2], "target": [1, 2]}
    assert bc.solve(data) == 2  # step right (under the box), push up


# ---------------------------------------------------------------- planning/fuel_route


def fuel_oracle(data):
    """networkx shortest path over an explicit (square, fuel) graph."""
    grid, tank = data["grid"], data["tank"]
    rows, cols = len(grid), len(grid[0])
    g = nx.DiGraph()
    for r in range(rows):
        for c in range(cols):
            if grid[r][c] == "#":
                continue
            for fuel in range(1, tank + 1):
                for nr, nc in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                    if 0 <= nr < rows and 0 <= nc < cols and grid[nr][nc] != "#":
                        g.add_edge((r, c, fuel), (nr, nc, tank if grid[nr][nc] == "F" else fuel - 1))
    start = next((r, row.index("S")) for r, row in enumerate(grid) if "S" in row)
    lengths = nx.single_source_shortest_path_length(g, (*start, tank))
    return min(d for (r, c, _), d in lengths.items() if grid[r][c] == "G")


def test_fuel_route_oracle_and_hand_example():
    assert agree("planning/fuel_route", fuel_oracle, 5) == 25
    bc = bootcamps.get("planning/fuel_route")
    straight = {"grid": ["S...F...G"], "tank": 4}
    assert bc.solve(straight) == 8  # 4 moves to F (arriving empty, refilled), 4 more to G
    detour = {"grid": ["S....G", "..F..."], "tank": 4}
    assert bc.solve(detour) == 7  # G is 5 away (more than a tank): S -> F is 3, F -> G is 4
    assert bc.solve({"grid": ["S....G", "..F..."], "tank": 3}) == -1  # F -> G is 4, more than a tank
    assert fuel_oracle(detour) == bc.solve(detour)


# ---------------------------------------------------------------- puzzle/kakuro_cell


def kakuro_oracle(data):
    """z3: one variable per run cell; a digit is possible when the runs are satisfiable with X on it."""
    import z3

    def run(name, spec, shared):
        cells = shared + [z3.Int(f"{name}{i}") for i in range(spec["length"] - len(shared))]
        cons = [z3.And(v >= 1, v <= 9) for v in cells] + [z3.Distinct(cells), z3.Sum(cells) == spec["sum"]]
        free = cells[len(shared) :]
        for i, g in enumerate(spec["givens"]):
            cons.append(free[i] == g)  # givens sit in cells other than the shared ones
        return cons

    x, y = z3.Int("X"), z3.Int("Y")
    s = z3.Solver()
    if data["down2"]:
        s.add(*run("a", data["across"], [x, y]), *run("d", data["down"], [x]), *run("e", data["down2"], [y]))
    else:
        s.add(*run("a", data["across"], [x]), *run("d", data["down"], [x]))
    return [d for d in range(1, 10) if s.check(x == d) == z3.sat]


def test_kakuro_cell_oracle_and_hand_example():
    assert agree("puzzle/kakuro_cell", kakuro_oracle, 6) == 30
    bc = bootcamps.get("puzzle/kakuro_cell")
    # 2 cells summing to 3 is {1, 2}; 2 cells summing to 4 is {1, 3}: the crossing must be 1
    data = {"across": {"length": 2, "sum": 3, "givens": []}, "down": {"length": 2, "sum": 4, "givens": []}, "down2": None}
    assert bc.solve(data) == [1]
    assert bc.check(data, [1], "1") == 1.0 and bc.check(data, [1], "1, 3") == 0.0


# ---------------------------------------------------------------- game/kalah_sowing


def kalah_oracle(data):
    """Two separate rows and two stores, seeds dropped by walking a (side, index) cursor."""
    n = data["pits"]
    b = data["start"]
    rows = {"S": list(b[:n]), "N": list(b[n + 1 : 2 * n + 1])}
    store = {"S": b[n], "N": b[2 * n + 1]}
    for player, pit in data["moves"]:
        me = "SN"[player]
        them = "NS"[player]
        hand, rows[me][pit] = rows[me][pit], 0
        side, idx = me, pit
        while hand:
            idx += 1
            if idx == n:  # past the last pit of this row: the mover's store, or the next row
                if side == me:
                    store[me] += 1
                    hand -= 1
                    side, idx = them, -1
                    last = ("store", None)
                    continue
                side, idx = me, 0
            rows[side][idx] += 1
            hand -= 1
            last = (side, idx)
        if data["capture"] and last[0] == me and rows[me][last[1]] == 1 and rows[them][n - 1 - last[1]]:
            store[me] += rows[them][n - 1 - last[1]] + 1
            rows[me][last[1]] = rows[them][n - 1 - last[1]] = 0
    return [store["S"], store["N"]]


def test_kalah_sowing_oracle_and_hand_example():
    assert agree("game/kalah_sowing", kalah_oracle) == 40
    bc = bootcamps.get("game/kalah_sowing")
    # 3 pits a side; S3 holds 1 seed: it drops into South's store (an extra turn), then S1 (2 seeds)
    # sows S2, S3; S3 was emptied, so its seed captures N1 (opposite S3) = 4 seeds + 1
    data = {"pits": 3, "start": [2, 0, 1, 0, 4, 1, 1, 0], "capture": True, "moves": [[0, 2], [0, 0]]}
    assert bc.solve(data) == [1 + 5, 0]


# ---------------------------------------------------------------- spatial/hex_walk


def hex_reduce(counts):
    """Distance by cancelling opposite moves and merging pairs (ne + nw = n, ...) until stable."""
    c = dict(counts)
    opposite = (("n", "s"), ("ne", "sw"), ("nw", "se"))
    merge = (("ne", "nw", "n"), ("se", "sw", "s"), ("n", "se", "ne"), ("n", "sw", "nw"), ("s", "ne", "se"), ("s", "nw", "sw"))
    changed = True
    while changed:
        changed = False
        for a, b in opposite:
            k = min(c[a], c[b])
            if k:
                c[a] -= k
                c[b] -= k
                changed = True
        for a, b, to in merge:
            k = min(c[a], c[b])
            if k:
                c[a] -= k
                c[b] -= k
                c[to] += k
                changed = True
    return sum(c.values())


def hex_oracle(data):
    counts = {d: 0 for d in ("n", "ne", "se", "s", "sw", "nw")}
    far = 0
    for d, k in data["moves"]:
        for _ in range(k):
            counts[d] += 1
            far = max(far, hex_reduce(counts))
    return far if data["ask"] == "farthest" else hex_reduce(counts)


def test_hex_walk_oracle_and_hand_example():
    assert agree("spatial/hex_walk", hex_oracle, 4) == 20
    bc = bootcamps.get("spatial/hex_walk")
    # Advent of Code 2017 day 11's examples
    assert bc.solve({"moves": [["ne", 3]], "ask": "end"}) == 3
    assert bc.solve({"moves": [["ne", 2], ["sw", 2]], "ask": "end"}) == 0
    assert bc.solve({"moves": [["ne", 2], ["s", 2]], "ask": "end"}) == 2
    assert bc.solve({"moves": [["se", 2], ["sw", 1], ["se", 1], ["sw", 1]], "ask": "end"}) == 3
    assert bc.solve({"moves": [["ne", 2], ["sw", 2]], "ask": "farthest"}) == 2


# ---------------------------------------------------------------- kit.boards


def test_kit_boards_readers_and_propagation():
    from bootcamps.kit import boards

    assert boards.read_int_grid("1 2; 3 4", 2, 2) == [[1, 2], [3, 4]]
    assert boards.read_int_grid("[[1, -2], [3, 4]]", 2, 2) == [[1, -2], [3, 4]]
    assert boards.read_int_grid("1 2\n3 4", 2, 2) == [[1, 2], [3, 4]]
    for bad in ("1 2; 3", "1 2; 3 x", "1 2; 3 4; 5 6", "1.5 2; 3 4", "1 2; 3 4" + " " * 7000, None):
        assert boards.read_int_grid(bad, 2, 2) is None, bad
    assert boards.render_int_grid([[1, 2], [3, 4]]) == "1 2; 3 4"
    # rows then columns of a 2x2 grid with totals; one known cell forces the rest
    lines = [[0, 1], [2, 3], [0, 2], [1, 3]]
    assert boards.forced_line(lines, [5, None, None, None], [7, 9, 8, 8]) == (0, 1, 2)
    assert boards.propagate_lines(lines, [5, None, None, None], [7, 9, 8, 8]) == [5, 2, 3, 6]
    assert boards.propagate_lines(lines, [None] * 4, [7, 9, 8, 8]) == [None] * 4

    class Grid(boards.SymbolGridAnswer):
        grid_symbols = {"#": 1, ".": 0}

    assert Grid().check({}, [[1, 0], [0, 1]], "#.;.#") == 1.0
    assert Grid().check({}, [[1, 0], [0, 1]], "#.;.#;##") == 0.0
    assert boards.DigitGridAnswer().check({}, [[1, 2], [2, 1]], "12;21") == 1.0
    assert boards.DigitGridAnswer().check({}, [[1, 2], [2, 1]], "12;23") == 0.0
