"""Issue 9's fifth batch of game/, planning/ and spatial/ bootcamps against independent oracles
(networkx searches, brute force, scipy linear programs, z3) and one hand-worked example each."""

from __future__ import annotations

import itertools
from fractions import Fraction

import networkx as nx
import pytest

import bootcamps
from bootcamps.trace import Tracer

LEVELS = bootcamps.LEVELS
SAMPLE = 3


def cases(bootcamp_id: str, n: int = SAMPLE):
    bc = bootcamps.get(bootcamp_id)
    for level in LEVELS:
        for seed in range(n):
            yield bc, bc.case(seed, level)


def answer(text: str) -> str:
    return f"<answer>{text}</answer>"


# ---------------------------------------------------------------- spatial/rain_trapped_2d


def rain_oracle(grid):
    """Each cell's surface is the least level L at which it joins the outside through cells of
    height <= L (connectivity by networkx per level)."""
    rows, cols = len(grid), len(grid[0])
    surface = {}
    for level in sorted({h for row in grid for h in row}):
        g = nx.Graph()
        g.add_node("out")
        for r in range(rows):
            for c in range(cols):
                if grid[r][c] <= level:
                    g.add_node((r, c))
                    if r in (0, rows - 1) or c in (0, cols - 1):
                        g.add_edge("out", (r, c))
                    for nr, nc in ((r + 1, c), (r, c + 1)):
                        if nr < rows and nc < cols and grid[nr][nc] <= level:
                            g.add_edge((r, c), (nr, nc))
        for cell in nx.node_connected_component(g, "out"):
            if cell != "out" and cell not in surface:
                surface[cell] = level
    return sum(surface[(r, c)] - grid[r][c] for r in range(rows) for c in range(cols))


def test_rain_trapped_2d_oracle():
    for bc, case in cases("spatial/rain_trapped_2d"):
        assert case.answer == rain_oracle(case.data["grid"]) == bc.solve(case.data)


def test_rain_trapped_2d_hand():
    bc = bootcamps.get("spatial/rain_trapped_2d")
    data = {"grid": [[3, 3, 3], [3, 0, 3], [3, 3, 3]]}
    assert bc.solve(data) == 3
    assert bc.check(data, 3, "3") == 1.0 and bc.check(data, 3, "2") == 0.0


# ---------------------------------------------------------------- spatial/strip_folding


def strip_oracle(labels, folds):
    """Columns as bottom-to-top lists in a dict keyed by absolute position; a flap column at
    position p lands on the column at the mirror position, its own order reversed on top."""
    cols = {i: [x] for i, x in enumerate(labels)}
    lo, hi = 0, len(labels) - 1
    for side, k in folds:
        if side == "left":
            crease2 = 2 * lo + 2 * k - 1  # p + mirror(p)
            for p in range(lo, lo + k):
                cols[crease2 - p] = cols[crease2 - p] + cols.pop(p)[::-1]
            lo += k
        else:
            crease2 = 2 * hi - 2 * k + 1
            for p in range(hi - k + 1, hi + 1):
                cols[crease2 - p] = cols[crease2 - p] + cols.pop(p)[::-1]
            hi -= k
    assert lo == hi
    return cols[lo][::-1]


def test_strip_folding_oracle():
    for bc, case in cases("spatial/strip_folding"):
        assert case.answer == strip_oracle(case.data["labels"], case.data["folds"]) == bc.solve(case.data)


def test_strip_folding_hand():
    bc = bootcamps.get("spatial/strip_folding")
    # 1 2 3 4: fold the left two over (2 on 3, 1 on 4), then the right pile over the left one
    data = {"labels": [1, 2, 3, 4], "folds": [["left", 2], ["right", 1]]}
    assert bc.solve(data) == [4, 1, 2, 3]
    assert bc.check(data, [4, 1, 2, 3], "4, 1, 2, 3") == 1.0 and bc.check(data, [4, 1, 2, 3], "1, 4, 2, 3") == 0.0


# ---------------------------------------------------------------- spatial/squares_in_figure


def squares_oracle(fig: str) -> int:
    """Read the segments back from the ASCII drawing into a networkx graph of grid points and
    count the squares whose outline edges are all in it."""
    lines = fig.split("\n")
    g = nx.Graph()
    for row, line in enumerate(lines):
        if row % 2 == 0:
            y = row // 2
            for x in range((len(line) - 1) // 3):
                if line[3 * x + 1 : 3 * x + 3] == "--":
                    g.add_edge((x, y), (x + 1, y))
        else:
            y = row // 2
            for pos, ch in enumerate(line):
                if ch == "|":
                    assert pos % 3 == 0
                    g.add_edge((pos // 3, y), (pos // 3, y + 1))
    rows, cols = len(lines) // 2, (len(lines[0]) - 1) // 3
    count = 0
    for k in range(1, min(rows, cols) + 1):
        for x, y in itertools.product(range(cols - k + 1), range(rows - k + 1)):
            outline = [((x + i, y), (x + i + 1, y)) for i in range(k)] + [((x + i, y + k), (x + i + 1, y + k)) for i in range(k)]
            outline += [((x, y + i), (x, y + i + 1)) for i in range(k)] + [((x + k, y + i), (x + k, y + i + 1)) for i in range(k)]
            count += all(g.has_edge(a, b) for a, b in outline)
    return count


def test_squares_in_figure_oracle():
    from bootcamps.spatial.squares_in_figure import drawing

    for bc, case in cases("spatial/squares_in_figure"):
        assert case.answer == squares_oracle(drawing(case.data["h"], case.data["v"])) == bc.solve(case.data)


def test_squares_in_figure_hand():
    bc = bootcamps.get("spatial/squares_in_figure")
    full = {"h": [[1, 1]] * 3, "v": [[1, 1, 1]] * 2}  # a complete 2x2 grid: 4 small + 1 big
    assert bc.solve(full) == 5
    broken = {"h": [[1, 1], [1, 0], [1, 1]], "v": [[1, 1, 1], [1, 1, 1]]}  # an inner segment shared by two cells gone: 2 small + 1 big
    assert bc.solve(broken) == 3
    assert bc.check(full, 5, "5") == 1.0 and bc.check(full, 5, "4") == 0.0


# ---------------------------------------------------------------- spatial/skyline_outline


def skyline_oracle(buildings):
    """Rasterise: the height over each unit interval [x, x+1), then the changes."""
    right = max(r for _, r, _ in buildings)
    heights = [0] * (right + 1)
    for l, r, h in buildings:
        for x in range(l, r):
            heights[x] = max(heights[x], h)
    points, prev = [], 0
    for x, h in enumerate(heights):
        if h != prev:
            points.append([x, h])
            prev = h
    return points


def test_skyline_outline_oracle():
    for bc, case in cases("spatial/skyline_outline"):
        assert case.answer == skyline_oracle(case.data["buildings"]) == bc.program(Tracer(), case.data)


def test_skyline_outline_hand():
    bc = bootcamps.get("spatial/skyline_outline")
    data = {"buildings": [[0, 4, 3], [2, 6, 5], [6, 8, 5]]}
    gold = [[0, 3], [2, 5], [8, 0]]
    assert bc.solve(data) == gold
    assert bc.check(data, gold, "(0, 3), (2, 5), (8, 0)") == 1.0
    assert bc.check(data, gold, "(0, 3), (2, 5), (6, 5), (8, 0)") == 0.0


def test_read_int_pairs():
    from bootcamps.kit.games3 import read_int_pairs

    assert read_int_pairs("[(1, 2), (3, -4)]", 5) == [(1, 2), (3, -4)]
    assert read_int_pairs("(1,2);(3,4)", 5) == [(1, 2), (3, 4)]
    assert read_int_pairs("(1, 2) (3 4)", 5) is None and read_int_pairs("1, 2, 3, 4", 5) is None
    assert read_int_pairs("(1, 2), (3, 4)", 1) is None


# ---------------------------------------------------------------- spatial/block_shadows


def test_block_shadows_oracle():
    import numpy as np

    for bc, case in cases("spatial/block_shadows"):
        arr = np.zeros((10, 10, 10), dtype=bool)
        for x, y, z in case.data["cubes"]:
            arr[x, y, z] = True
        want = [int(arr.any(axis=1).sum()), int(arr.any(axis=0).sum()), int(arr.any(axis=2).sum())]
        assert case.answer == want == bc.program(Tracer(), case.data)


def test_block_shadows_hand():
    bc = bootcamps.get("spatial/block_shadows")
    data = {"cubes": [[0, 0, 0], [0, 1, 0], [0, 1, 1]]}  # an L in the y-z plane
    assert bc.solve(data) == [2, 3, 2]
    assert bc.check(data, [2, 3, 2], "2, 3, 2") == 1.0 and bc.check(data, [2, 3, 2], "3, 2, 2") == 0.0


# ---------------------------------------------------------------- planning/siding_shunt


def shunt_all_solutions(order):
    """Every S/O word that sorts the train, by exhaustive search (pops only of the next car)."""
    want = sorted(order)
    found = []

    def go(i, siding, k, word):
        if k == len(want):
            found.append(word)
            return
        if i < len(order):
            go(i + 1, siding + (order[i],), k, word + "S")
        if siding and siding[-1] == want[k]:
            go(i, siding[:-1], k + 1, word + "O")

    go(0, (), 0, "")
    return found


def test_siding_shunt_oracle():
    for bc, case in cases("planning/siding_shunt"):
        assert shunt_all_solutions(case.data["order"]) == [case.answer]
        assert bc.solve(case.data) == case.answer


def test_siding_shunt_hand():
    bc = bootcamps.get("planning/siding_shunt")
    data = {"order": [20, 10, 30]}
    assert bc.solve(data) == "SSOOSO"
    assert bc.check(data, "SSOOSO", "S S O O S O") == 1.0
    assert bc.check(data, "SSOOSO", "SOSOSO") == 0.0
    # the letters name the moves, so their case means nothing; a sentence's final period is no move
    assert bc.check(data, "SSOOSO", "ssooso") == 1.0 and bc.check(data, "SSOOSO", "SSOOSO.") == 1.0
    assert bc.check(data, "SSOOSO", "sosoSO") == 0.0


# ---------------------------------------------------------------- planning/open_lock


def lock_graph(wheels):
    g = nx.Graph()
    for digits in itertools.product(range(10), repeat=wheels):
        for i in range(wheels):
            other = list(digits)
            other[i] = (other[i] + 1) % 10
            g.add_edge("".join(map(str, digits)), "".join(map(str, other)))
    return g


def test_open_lock_oracle():
    graphs = {}
    for bc, case in cases("planning/open_lock"):
        d = case.data
        w = len(d["start"])
        g = graphs.setdefault(w, lock_graph(w))
        view = nx.restricted_view(g, d["dead"], [])
        assert case.answer == nx.shortest_path_length(view, d["start"], d["target"])
    assert bc.solve(case.data) == case.answer


def test_open_lock_hand():
    bc = bootcamps.get("planning/open_lock")
    simple = {"start": "00", "target": "02", "dead": ["01"]}
    assert bc.solve(simple) == bc.program(Tracer(), simple) == 4  # around the jam: 00-10-11-12-02
    assert bc.check(simple, 4, "4") == 1.0 and bc.check(simple, 4, "2") == 0.0


# ---------------------------------------------------------------- planning/knight_tour


def knight_graph(board):
    rows = len(board)
    g = nx.Graph()
    for r, line in enumerate(board):
        for c, ch in enumerate(line):
            if ch != "#":
                g.add_node(f"{'abcdefghij'[c]}{rows - r}")
                for dr, dc in ((1, 2), (2, 1), (1, -2), (2, -1)):
                    rr, cc = r + dr, c + dc
                    if 0 <= rr < rows and 0 <= cc < len(line) and board[rr][cc] != "#":
                        g.add_edge(f"{'abcdefghij'[c]}{rows - r}", f"{'abcdefghij'[cc]}{rows - rr}")
    return g


def test_knight_tour_oracle():
    for bc, case in cases("planning/knight_tour"):
        g = knight_graph(case.data["board"])
        tour = case.answer
        assert nx.is_path(g, tour) and len(tour) == g.number_of_nodes() == len(set(tour))
        assert bc.check(case.data, tour, " ".join(tour)) == 1.0


def test_knight_tour_hand():
    bc = bootcamps.get("planning/knight_tour")
    data = {"board": ["N...", "....", "...."]}  # 3x4, the knight on a3
    tour = "a3 c2 a1 b3 d2 b1 c3 a2 c1 d3 b2 d1"
    assert bc.check(data, tour.split(), tour) == 1.0
    assert bc.check(data, tour.split(), "a3 c2 a1 b3 d2 b1 c3 a2 c1 d3 d1 b2") == 0.0  # d3-d1 is no knight move
    # square names are case-blind, and a sentence's final period is not part of the last square
    assert bc.check(data, tour.split(), tour.upper()) == 1.0 and bc.check(data, tour.split(), tour + ".") == 1.0
    assert bc.check(data, tour.split(), "A3 C2 A1 B3 D2 B1 C3 A2 C1 D3 D1 B2") == 0.0
    assert nx.is_path(knight_graph(data["board"]), bc.solve(data))


# ---------------------------------------------------------------- spatial/profile_sightlines


def sight_oracle(heights, p, eye_above):
    """Orientation test: top i blocks the segment eye->top j unless it lies strictly below
    the line (integer cross products on the points (x, y))."""
    ex, ey = p, heights[p - 1] + eye_above
    seen = []
    for j in range(1, len(heights) + 1):
        if j == p:
            continue
        jx, jy = j, heights[j - 1]
        blocked = False
        for i in range(min(p, j) + 1, max(p, j)):
            cross = (jx - ex) * (heights[i - 1] - ey) - (jy - ey) * (i - ex)
            # below the line means cross < 0 when looking right, > 0 when looking left
            if (cross >= 0) if jx > ex else (cross <= 0):
                blocked = True
        if not blocked:
            seen.append(j)
    return seen


def test_profile_sightlines_oracle():
    for bc, case in cases("spatial/profile_sightlines"):
        d = case.data
        assert case.answer == sight_oracle(d["heights"], d["at"], d["eye"]) == bc.program(Tracer(), d)


def test_profile_sightlines_hand():
    bc = bootcamps.get("spatial/profile_sightlines")
    # eyes at height 2 on tower 1; tower 2 (height 3) hides tower 3 (height 4: the line to it
    # passes height 3 at tower 2, touching) but not tower 4 (height 7: the line passes 3.67 there)
    data = {"heights": [1, 3, 4, 7], "at": 1, "eye": 1}
    assert bc.solve(data) == [2, 4]
    assert bc.check(data, [2, 4], "2, 4") == 1.0 and bc.check(data, [2, 4], "2, 3, 4") == 0.0


# ---------------------------------------------------------------- game/matrix_game_value


def test_matrix_game_value_oracle():
    from scipy.optimize import linprog

    for bc, case in cases("game/matrix_game_value"):
        rows = case.data["rows"]
        n = len(rows[0])
        # variables p1, p2, v: maximise v subject to v <= p . column j, p1 + p2 = 1, p >= 0
        res = linprog([0, 0, -1], A_ub=[[-rows[0][j], -rows[1][j], 1] for j in range(n)], b_ub=[0] * n,
                      A_eq=[[1, 1, 0]], b_eq=[1], bounds=[(0, 1), (0, 1), (None, None)])
        assert res.status == 0
        assert abs(float(Fraction(case.answer)) - res.x[2]) < 1e-7
        assert bc.solve(case.data) == Fraction(case.answer)


def test_matrix_game_value_hand():
    bc = bootcamps.get("game/matrix_game_value")
    data = {"rows": [[2, -1], [-1, 1]]}  # no saddle: (2*1 - (-1)(-1)) / (2 + 1 + 1 + 1) = 1/5
    assert bc.program(Tracer(), data) == "1/5"
    assert bc.check(data, "1/5", "1/5") == 1.0 and bc.check(data, "1/5", "0.2") == 0.0 and bc.check(data, "1/5", "1/4") == 0.0


# ---------------------------------------------------------------- game/chomp_move


def chomp_table(rows, cols):
    """Retrograde analysis over all staircases in the box, smallest first: a position is lost
    for the mover when every bite (other than the poison) leaves a won one."""
    shapes = sorted(
        (tuple(x for x in shape if x) for shape in itertools.product(range(cols + 1), repeat=rows)
         if shape[0] >= 1 and all(a >= b for a, b in zip(shape, shape[1:]))),
        key=sum,
    )
    lost = {}
    for shape in shapes:
        children = []
        for r, n in enumerate(shape):
            for c in range(n):
                if (r, c) != (0, 0):
                    children.append(tuple(x for x in (min(m, c) if i >= r else m for i, m in enumerate(shape)) if x))
        lost[shape] = all(not lost[ch] for ch in children)
    return lost


def test_chomp_move_oracle():
    tables = {}
    for bc, case in cases("game/chomp_move"):
        cfg = bc.LEVELS[case.level]
        lost = tables.setdefault(case.level, chomp_table(cfg.rows, cfg.cols))
        rows = tuple(case.data["rows"])
        assert not lost[rows]
        col, row = "abcdefghij".index(case.answer[0]), int(case.answer[1:]) - 1
        after = tuple(x for x in (min(m, col) if i >= row else m for i, m in enumerate(rows)) if x)
        assert lost[after]
        assert bc.check(case.data, case.answer, bc.solve(case.data)) == 1.0


def test_chomp_move_hand():
    bc = bootcamps.get("game/chomp_move")
    data = {"rows": [3, 3], "cols": 3}  # a full 2x3 bar
    # after c2 the rows are [3, 2]; from there every bite loses for the mover, so c2 wins
    assert bc.check(data, "c2", "c2") == 1.0
    assert bc.check(data, "c2", "c2.") == 1.0  # a sentence's final period
    assert bc.check(data, "c2", "C2") == 1.0  # a capital file letter names the same square
    assert bc.check(data, "c2", "b1") == 0.0 and bc.check(data, "c2", "B1") == 0.0 and bc.check(data, "c2", "a1") == 0.0
    assert bc.check(data, "c2", "A1") == 0.0 and bc.check(data, "c2", "k2") == 0.0


# ---------------------------------------------------------------- game/backgammon_pips


def backgammon_oracle(moves):
    """Checkers as lists of positions measured as distance from home (bar = 25)."""
    white = [24, 24] + [13] * 5 + [8] * 3 + [6] * 5  # White's distance is its point number
    black = [24, 24] + [13] * 5 + [8] * 3 + [6] * 5  # Black's distance is 25 - point
    for colour, src, dest in moves:
        mine, theirs = (white, black) if colour == "W" else (black, white)
        src_d = 25 if src == "bar" else (src if colour == "W" else 25 - src)
        dest_d = dest if colour == "W" else 25 - dest
        mine.remove(src_d)
        mine.append(dest_d)
        their_d = 25 - dest_d  # the same point seen from the other side
        if theirs.count(their_d) == 1:
            theirs.remove(their_d)
            theirs.append(25)
    return [sum(white), sum(black)]


def test_backgammon_pips_oracle():
    for bc, case in cases("game/backgammon_pips"):
        assert case.answer == backgammon_oracle(case.data["moves"]) == bc.program(Tracer(), case.data)


def test_backgammon_pips_hand():
    bc = bootcamps.get("game/backgammon_pips")
    # White 24/18 (6 pips: 161); Black 12/18 hits that blot (Black 167-6 = 161, White 161+7 = 168)
    data = {"moves": [["W", 24, 18], ["B", 12, 18]]}
    assert bc.solve(data) == [168, 161]
    assert bc.check(data, [168, 161], "168, 161") == 1.0 and bc.check(data, [168, 161], "161, 168") == 0.0


# ---------------------------------------------------------------- planning/cyclic_hanoi


def cyclic_hanoi_bfs(n, ahead):
    """Breadth-first search over all placements (peg of each disk, smallest first)."""
    g = nx.DiGraph()
    for state in itertools.product(range(3), repeat=n):
        for disk, peg in enumerate(state):
            if all(state[d] != peg for d in range(disk)):  # the top disk of its peg
                nxt = (peg + 1) % 3
                if all(state[d] != nxt for d in range(disk)):
                    g.add_edge(state, state[:disk] + (nxt,) + state[disk + 1:])
    return nx.shortest_path_length(g, (0,) * n, (ahead,) * n)


def test_cyclic_hanoi_oracle():
    for bc, case in cases("planning/cyclic_hanoi"):
        d = case.data
        ahead = (d["dst"] - d["src"]) % 3
        if d["disks"] <= 7:
            assert case.answer == cyclic_hanoi_bfs(d["disks"], ahead)
        assert case.answer == bc.program(Tracer(), d)


def test_cyclic_hanoi_hand():
    bc = bootcamps.get("planning/cyclic_hanoi")
    # one step ahead, two disks: small two steps (2), big one step (1), small two steps (2) = 5
    data = {"ring": ["A", "B", "C"], "disks": 2, "src": 0, "dst": 1}
    assert bc.solve(data) == 5 == cyclic_hanoi_bfs(2, 1)
    assert bc.check(data, 5, "5") == 1.0 and bc.check(data, 5, "3") == 0.0


# ---------------------------------------------------------------- planning/burnt_pancakes


def burnt_distance_nx(stack):
    """networkx BFS over every signed arrangement of the stack's diameters."""
    sizes = sorted(abs(x) for x in stack)
    g = nx.Graph()
    for perm in itertools.permutations(sizes):
        for signs in itertools.product((1, -1), repeat=len(sizes)):
            s = tuple(p * q for p, q in zip(perm, signs))
            for k in range(1, len(s) + 1):
                g.add_edge(s, tuple(-x for x in s[:k][::-1]) + s[k:])
    return nx.shortest_path_length(g, tuple(stack), tuple(sizes))


def test_burnt_pancakes_oracle():
    for bc, case in cases("planning/burnt_pancakes"):
        plan = case.answer
        assert bc.check(case.data, plan, ", ".join(map(str, plan))) == 1.0
        if len(case.data["stack"]) <= 5:
            assert len(plan) == burnt_distance_nx(case.data["stack"])
        assert len(bc.solve(case.data)) == len(plan)


def test_burnt_pancakes_hand():
    bc = bootcamps.get("planning/burnt_pancakes")
    # [-10 (burnt up), 20 (burnt down)]: flip 1 turns the top over; one flip is the optimum
    data = {"stack": [-10, 20]}
    assert bc.program(Tracer(), data) == [1]
    # [20, 10] (both burnt down): flip 2 -> [-10, -20]; flip 1 -> [10, -20]; ... three flips are needed
    swap = {"stack": [20, 10]}
    assert len(bc.program(Tracer(), swap)) == 3 == burnt_distance_nx([20, 10])
    assert bc.check(swap, [1, 2, 1], "1, 2, 1") == 1.0 and bc.check(swap, [1, 2, 1], "2") == 0.0
