"""Second batch of puzzle and spatial bootcamps: gold answers agree with oracles written
independently of the bootcamps (z3 / python-sat with a blocking clause for puzzle uniqueness,
networkx, inclusion-exclusion, 3-D hinge folding, brute force), one hand-worked example per
bootcamp, and tests of bootcamps/kit/puzzles.py."""

from __future__ import annotations

import itertools
import math
import random

import networkx as nx
import pytest
import z3

import bootcamps
from catalogue_cases import z3_unique
from bootcamps.kit import puzzles

LEVELS = bootcamps.LEVELS
SAMPLE = 6  # cases per level checked by each oracle
AGREED: dict[str, int] = {}


def tagged(text: str) -> str:
    return f"<answer>{text}</answer>"


def cases(bootcamp_id: str, per_level: int = SAMPLE):
    bc = bootcamps.get(bootcamp_id)
    for level in LEVELS:
        for seed in range(per_level):
            case = bc.case(4000 + seed, level)
            assert bc.score(case, tagged(bc.format_answer(case.answer))) == 1.0
            AGREED[bootcamp_id] = AGREED.get(bootcamp_id, 0) + 1
            yield bc, case


# ---------------------------------------------------------------- kit


def test_kit_orientations_and_canonical():
    ell = [(0, 0), (1, 0), (2, 0), (2, 1)]
    assert len(puzzles.orientations(ell)) == 8
    assert len(puzzles.orientations(ell, reflect=False)) == 4
    assert len(puzzles.orientations([(0, 0), (0, 1), (1, 0), (1, 1)])) == 1
    mirrored = [(r, -c) for r, c in ell]
    assert puzzles.canonical(ell) == puzzles.canonical(mirrored)
    assert puzzles.canonical(ell, False) != puzzles.canonical(mirrored, False)
    assert puzzles.shape_rows(ell) == ["#.", "#.", "##"]
    rng = random.Random(1)
    for size in range(1, 9):
        shape = puzzles.random_polyomino(size, rng)
        assert len(set(shape)) == size and puzzles.normalise(shape) == shape
        graph = nx.grid_2d_graph(20, 20).subgraph(shape)
        assert nx.is_connected(graph)
    with pytest.raises(ValueError, match="at least one cell"):
        puzzles.random_polyomino(0, rng)


def test_kit_lines():
    assert puzzles.runs([1, 1, 0, 1, 0, 0, 1, 1, 1]) == [2, 1, 3]
    assert puzzles.runs([0, 0]) == []
    for clue, length in (([2, 1], 5), ([], 3), ([3], 3), ([1, 1, 1], 6)):
        brute = [line for line in itertools.product((0, 1), repeat=length) if puzzles.runs(line) == clue]
        assert sorted(puzzles.line_options(clue, length)) == brute
    assert puzzles.visible([2, 1, 3, 4]) == 3 and puzzles.visible([4, 3, 2, 1]) == 1
    assert puzzles.segments([[True, False], [True, True]]) == [[(0, 0)], [(1, 0), (1, 1)], [(0, 0), (1, 0)], [(1, 1)]]


def test_kit_grow_regions_partitions_connected():
    rng = random.Random(3)
    owner = puzzles.grow_regions(6, 7, [[(0, 0)], [(5, 6)], [(2, 3), (2, 4)]], rng)
    assert {v for row in owner for v in row} == {0, 1, 2}
    for region in range(3):
        cells = [(r, c) for r in range(6) for c in range(7) if owner[r][c] == region]
        assert nx.is_connected(nx.grid_2d_graph(6, 7).subgraph(cells))
    with pytest.raises(ValueError, match="claimed twice"):
        puzzles.grow_regions(3, 3, [[(0, 0)], [(0, 0)]], rng)


def fold_cube(net: dict[tuple[int, int], str]) -> dict[str, tuple]:
    """Fold a net in 3-D: rotate each square's subtree 90 degrees about its hinge with its
    parent (the sign that keeps the square on the cube); each letter's face centre."""
    root = min(net)
    points = {cell: [(cell[1] + dx, cell[0] + dy, 0.0) for dx, dy in ((0, 0), (1, 0), (1, 1), (0, 1))] for cell in net}
    centre = (root[1] + 0.5, root[0] + 0.5, 0.5)
    children: dict = {cell: [] for cell in net}
    order, seen = [root], {root}
    for cell in order:
        for dr, dc in ((0, 1), (0, -1), (1, 0), (-1, 0)):
            nxt = (cell[0] + dr, cell[1] + dc)
            if nxt in net and nxt not in seen:
                seen.add(nxt)
                children[cell].append(nxt)
                order.append(nxt)

    def subtree(cell):
        out = [cell]
        for child in children[cell]:
            out += subtree(child)
        return out

    def mean(ps):
        return tuple(sum(p[i] for p in ps) / len(ps) for i in range(3))

    def rotate(p, a, u, angle):
        v = [p[i] - a[i] for i in range(3)]
        cos, sin = round(math.cos(angle)), round(math.sin(angle))
        cross = (u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0])
        dot = sum(u[i] * v[i] for i in range(3))
        return tuple(a[i] + v[i] * cos + cross[i] * sin + u[i] * dot * (1 - cos) for i in range(3))

    for parent in order:
        for child in children[parent]:
            shared = [p for p in points[child] if any(math.dist(p, q) < 1e-9 for q in points[parent])]
            a, b = shared
            u = tuple(b[i] - a[i] for i in range(3))
            moved = subtree(child)
            for angle in (math.pi / 2, -math.pi / 2):
                trial = {cell: [rotate(p, a, u, angle) for p in points[cell]] for cell in moved}
                if abs(math.dist(mean(trial[child]), centre) - 0.5) < 1e-9:
                    points.update(trial)
                    break
            else:
                raise AssertionError("no fold keeps the square on the cube")
    return {net[cell]: mean(points[cell]) for cell in net}


def test_cube_net_by_3d_folding():
    for bc, case in cases("spatial/cube_net"):
        net = {(r, c): ch for r, row in enumerate(case.data["net"]) for c, ch in enumerate(row) if ch != "."}
        centres = fold_cube(net)
        assert len({tuple(round(x, 6) for x in p) for p in centres.values()}) == 6  # six distinct faces
        cube = tuple(sum(p[i] for p in centres.values()) / 6 for i in range(3))
        for asked, gold in zip(case.data["asked"], case.answer):
            far = max(centres, key=lambda y: math.dist(centres[y], centres[asked]))
            assert far == gold and math.dist(centres[far], cube) == pytest.approx(0.5)


def test_cube_net_hand_example():
    bc = bootcamps.get("spatial/cube_net")
    # A cross standing on B: A and D fold up as the north and south walls, C and E as the west
    # and east walls, and F (beyond D) folds over as the lid: A-D, C-E and B-F are opposite.
    data = {"net": [".A.", "CBE", ".D.", ".F."], "asked": ["A", "C", "B"]}
    gold = ["D", "E", "F"]
    assert bc.solve(data) == gold and bc.program(bootcamps.trace.Tracer(), data) == gold
    assert bc.check(data, gold, "D, E, F") == 1.0
    assert bc.check(data, gold, "[d, e, f]") == 1.0
    assert bc.check(data, gold, "D, F, E") == 0.0
    assert bc.check(data, gold, "D, E, F, D") == 0.0


def test_rect_union_area_by_inclusion_exclusion():
    for bc, case in cases("spatial/rect_union_area"):
        rects = case.data["rects"]
        total = 0
        for k in range(1, len(rects) + 1):
            for group in itertools.combinations(rects, k):
                w = min(r[2] for r in group) - max(r[0] for r in group)
                h = min(r[3] for r in group) - max(r[1] for r in group)
                total += (-1) ** (k + 1) * max(0, w) * max(0, h)
        assert total == case.answer, case.id


def test_rect_union_area_hand_example():
    bc = bootcamps.get("spatial/rect_union_area")
    data = {"rects": [[0, 0, 4, 3], [2, 1, 6, 5]]}  # 12 + 16 - overlap 2x2 = 24
    assert bc.solve(data) == 24 and bc.program(bootcamps.trace.Tracer(), data) == 24
    assert bc.check(data, 24, "24") == 1.0 and bc.check(data, 24, "28") == 0.0


def test_distance_cover_by_networkx():
    for bc, case in cases("spatial/distance_cover"):
        d = case.data
        metric, radius = d["metric"], d["radius"]
        sources = [tuple(b) for b in d["beacons"]]
        if metric == "euclidean":
            count = sum(1 for r in range(d["rows"]) for c in range(d["cols"])
                        if any(math.hypot(r - br, c - bc_) <= radius + 1e-9 for br, bc_ in sources))
        else:
            graph = nx.grid_2d_graph(d["rows"], d["cols"])
            if metric == "chebyshev":
                graph.add_edges_from(((r, c), (r + 1, c + s)) for r in range(d["rows"] - 1)
                                     for c in range(d["cols"]) for s in (-1, 1) if 0 <= c + s < d["cols"])
            count = len(nx.multi_source_dijkstra_path_length(graph, sources, cutoff=radius))
        assert count == case.answer, case.id


def test_distance_cover_hand_example():
    bc = bootcamps.get("spatial/distance_cover")
    # 3x3 board, beacon in the centre, radius 1: 5 cells (taxicab), 9 (king moves), 5 (straight line).
    for metric, want in (("manhattan", 5), ("chebyshev", 9), ("euclidean", 5)):
        data = {"rows": 3, "cols": 3, "metric": metric, "radius": 1, "beacons": [[1, 1]]}
        assert bc.solve(data) == want and bc.program(bootcamps.trace.Tracer(), data) == want
    assert bc.check({}, 9, "9") == 1.0 and bc.check({}, 9, "3^2") == 0.0


def test_guard_visibility_by_line_scan():
    for bc, case in cases("spatial/guard_visibility"):
        grid = case.data["grid"]
        guards = [(r, c) for r, row in enumerate(grid) for c, v in enumerate(row) if v == 2]

        def clear(a, b):
            (r1, c1), (r2, c2) = a, b
            if r1 == r2:
                return all(grid[r1][c] != 1 for c in range(min(c1, c2), max(c1, c2) + 1))
            if c1 == c2:
                return all(grid[r][c1] != 1 for r in range(min(r1, r2), max(r1, r2) + 1))
            return False

        dark = sum(1 for r, row in enumerate(grid) for c, v in enumerate(row)
                   if v == 0 and not any(clear((r, c), g) for g in guards))
        assert dark == case.answer, case.id


def test_guard_visibility_hand_example():
    bc = bootcamps.get("spatial/guard_visibility")
    # G at r1c1 sees r1c2 (then the wall) and r2c1, r3c1 down its column. Dark: r1c4 behind the
    # wall, r2c2, r2c3, r2c4, r3c3, r3c4: 6.
    data = {"grid": [[2, 0, 1, 0], [0, 0, 0, 0], [0, 1, 0, 0]]}
    assert bc.solve(data) == 6 and bc.program(bootcamps.trace.Tracer(), data) == 6


def test_polyomino_match_by_drawn_rotation():
    def turn(rows):  # quarter turn of the drawn picture
        return ["".join(col) for col in zip(*rows[::-1])]

    for bc, case in cases("spatial/polyomino_match"):
        target = puzzles.shape_rows([tuple(c) for c in case.data["target"]])
        pictures = set()
        for start in ([target, [row[::-1] for row in target]] if case.data["reflect"] else [target]):
            pic = start
            for _ in range(4):
                pic = turn(pic)
                pictures.add(tuple(pic))
        hits = [chr(65 + i) for i, s in enumerate(case.data["options"])
                if tuple(puzzles.shape_rows([tuple(c) for c in s])) in pictures]
        assert hits == [case.answer], case.id


def test_polyomino_match_hand_example():
    bc = bootcamps.get("spatial/polyomino_match")
    ell = [[0, 0], [1, 0], [2, 0], [2, 1]]
    jay = [[0, 1], [1, 1], [2, 1], [2, 0]]  # the mirror image of ell
    ell_turned = [[0, 0], [0, 1], [0, 2], [1, 0]]
    data = {"target": ell, "options": [jay, ell_turned], "reflect": False}
    assert bc.solve(data) == "B"
    data_flip = {"target": ell, "options": [jay, [[0, 0], [0, 1], [1, 0], [1, 1]]], "reflect": True}
    assert bc.solve(data_flip) == "A"
    assert bc.check(data, "B", "B") == 1.0 and bc.check(data, "B", "(b)") == 1.0 and bc.check(data, "B", "A") == 0.0


# ---------------------------------------------------------------- 0/1 puzzles by SAT

from pysat.card import CardEnc, EncType  # noqa: E402
from pysat.solvers import Minisat22  # noqa: E402


class Cnf:
    """Clauses over 1-based variables with cardinality helpers (sequential counters)."""

    def __init__(self, n: int):
        self.top = n
        self.n = n
        self.clauses: list[list[int]] = []

    def _card(self, enc) -> None:
        self.clauses.extend(enc.clauses)
        self.top = max([self.top] + [abs(x) for cl in enc.clauses for x in cl])

    def exactly(self, lits, k):
        if k < 0 or k > len(lits):
            self.clauses.append([])
        elif not lits:
            return
        else:
            self._card(CardEnc.equals(lits=list(lits), bound=k, top_id=self.top, encoding=EncType.seqcounter))

    def at_most(self, lits, k):
        if len(lits) > k:
            self._card(CardEnc.atmost(lits=list(lits), bound=k, top_id=self.top, encoding=EncType.seqcounter))

    def unique(self, gold: list[int]) -> bool:
        """SAT finds ``gold`` (0/1 for variables 1..n) and nothing else once gold is blocked."""
        with Minisat22(bootstrap_with=self.clauses) as solver:
            if not solver.solve():
                return False
            model = set(solver.get_model())
            if [int(i + 1 in model) for i in range(self.n)] != list(gold):
                return False
            solver.add_clause([-(i + 1) if g else i + 1 for i, g in enumerate(gold)])
            return not solver.solve()


def test_kit_binary_problem_matches_brute_force():
    rng = random.Random(5)
    for _ in range(40):
        n = rng.randint(3, 8)
        problem = puzzles.BinaryProblem(n, {0: rng.randint(0, 1)} if rng.random() < 0.3 else {})
        for _ in range(rng.randint(1, 4)):
            scope = rng.sample(range(n), rng.randint(1, n))
            weights = [rng.choice([-2, -1, 1, 2, 3]) for _ in scope]
            lo = rng.randint(-3, 3)
            problem.add(scope, lo, lo + rng.randint(0, 3), weights)
        brute = [list(v) for v in itertools.product((0, 1), repeat=n) if problem.is_solution(v)]
        found = problem.solutions(limit=1000)
        assert sorted(found) == sorted(brute)
        assert len(problem.solutions(limit=2)) == min(2, len(brute))
        assert all(problem.to_problem().is_solution(v) for v in brute)
    with pytest.raises(ValueError, match="nonzero weight"):
        puzzles.BinaryProblem(3).add([0, 1], 0, 1, [1, 0])


def test_light_up_unique_by_sat():
    for bc, case in cases("puzzle/light_up"):
        board = case.data["board"]
        rows, cols = len(board), len(board[0])
        whites = [(r, c) for r in range(rows) for c in range(cols) if board[r][c] == "."]
        var = {cell: i + 1 for i, cell in enumerate(whites)}
        cnf = Cnf(len(whites))
        sees = {cell: {cell} for cell in whites}
        for cell in whites:
            for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)):
                r, c = cell[0] + dr, cell[1] + dc
                while (r, c) in var:
                    sees[cell].add((r, c))
                    r, c = r + dr, c + dc
        for cell in whites:
            cnf.clauses.append([var[x] for x in sees[cell]])  # lit
            cnf.clauses.extend([[-var[cell], -var[x]] for x in sees[cell] if x != cell])  # no lamp sees another
        for r in range(rows):
            for c in range(cols):
                if board[r][c].isdigit():
                    around = [var[n] for n in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)) if n in var]
                    cnf.exactly(around, int(board[r][c]))
        cnf.clauses.extend([[var[tuple(cell)]] for cell in case.data["lamps"]])
        gold = [int(case.answer[r][c] == "L") for r, c in whites]
        assert cnf.unique(gold), case.id


def test_light_up_hand_example():
    bc = bootcamps.get("puzzle/light_up")
    # The 1 at r1c2 touches only r2c2 among white cells, so r2c2 holds a lamp; it lights r2c1,
    # which may not hold a second lamp in the same row.
    data = {"board": ["#1", ".."], "lamps": []}
    assert bc.solve(data) == ["#1", ".L"] and bc.program(bootcamps.trace.Tracer(), data) == ["#1", ".L"]
    gold = bc.solve(data)
    assert bc.check(data, gold, "#1\n.L") == 1.0 and bc.check(data, gold, "# 1; . L") == 1.0
    assert bc.check(data, gold, "#1;L.") == 0.0 and bc.check(data, gold, "#1;LL") == 0.0


def test_star_battle_unique_by_sat():
    for bc, case in cases("puzzle/star_battle"):
        regions = case.data["regions"]
        n = len(regions)
        cnf = Cnf(n * n)
        for i in range(n):
            cnf.exactly([i * n + c + 1 for c in range(n)], 1)
            cnf.exactly([r * n + i + 1 for r in range(n)], 1)
        for label in {ch for row in regions for ch in row}:
            cnf.exactly([r * n + c + 1 for r in range(n) for c in range(n) if regions[r][c] == label], 1)
        for r in range(n):
            for c in range(n):
                for dr, dc in ((0, 1), (1, -1), (1, 0), (1, 1)):
                    if 0 <= r + dr < n and 0 <= c + dc < n:
                        cnf.clauses.append([-(r * n + c + 1), -((r + dr) * n + c + dc + 1)])
        cnf.clauses.extend([[v + 1] for v in case.data["stars"]])
        assert cnf.unique([x for row in case.answer for x in row]), case.id


def test_star_battle_hand_example():
    bc = bootcamps.get("puzzle/star_battle")
    # On a 4x4 board the only star columns (row by row, 1-based) with no two stars touching are
    # 2 4 1 3 and 3 1 4 2. The first puts r1c2 and r3c1 both in region A, so it is 3 1 4 2:
    # r1c3 (B), r2c1 (A), r3c4 (D), r4c2 (C).
    data = {"regions": ["AABB", "AABB", "ACCD", "CCDD"], "stars": []}
    gold = [[0, 0, 1, 0], [1, 0, 0, 0], [0, 0, 0, 1], [0, 1, 0, 0]]
    assert bc.solve(data) == gold and bc.program(bootcamps.trace.Tracer(), data) == gold
    assert bc.check(data, gold, "..*.\n*...\n...*\n.*..") == 1.0
    assert bc.check(data, gold, ".*..;...*;*...;..*.") == 0.0


def test_norinori_unique_by_sat():
    for bc, case in cases("puzzle/norinori"):
        regions = case.data["regions"]
        n = len(regions)
        cnf = Cnf(n * n)
        for label in {ch for row in regions for ch in row}:
            cnf.exactly([r * n + c + 1 for r in range(n) for c in range(n) if regions[r][c] == label], 2)
        for r in range(n):
            for c in range(n):
                near = [rr * n + cc + 1 for rr, cc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)) if 0 <= rr < n and 0 <= cc < n]
                me = r * n + c + 1
                cnf.clauses.append([-me] + near)  # a shaded cell has a shaded neighbour
                cnf.clauses.extend([[-me, -a, -b] for a, b in itertools.combinations(near, 2)])  # and only one
        cnf.clauses.extend([[v + 1] for v in case.data["shaded"]])
        assert cnf.unique([x for row in case.answer for x in row]), case.id


def test_norinori_hand_example():
    bc = bootcamps.get("puzzle/norinori")
    # Regions are the four 2x2 quarters; r1c2 and r1c3 are given, so they are one domino. A's
    # second cell cannot touch r1c2 (r1c1, r2c2 would), so it is r2c1, paired with r3c1 below it;
    # by symmetry B adds r2c4 + r3c4. C holds r3c1 and needs one cell not touching it: r4c2,
    # whose partner is r4c3 in D; D then holds r3c4 and r4c3.
    data = {"regions": ["AABB", "AABB", "CCDD", "CCDD"], "shaded": [1, 2]}
    gold = [[0, 1, 1, 0], [1, 0, 0, 1], [1, 0, 0, 1], [0, 1, 1, 0]]
    assert bc.solve(data) == gold and bc.program(bootcamps.trace.Tracer(), data) == gold
    assert bc.check(data, gold, ".##.\n#..#\n#..#\n.##.") == 1.0 and bc.check(data, gold, ".##.;#..#;#..#;##..") == 0.0


def test_binairo_unique_by_z3():
    for bc, case in cases("puzzle/binairo", per_level=3):
        givens = case.data["givens"]
        n = len(givens)
        x = [[z3.Int(f"b{r}_{c}") for c in range(n)] for r in range(n)]
        rules = [z3.Or(v == 0, v == 1) for row in x for v in row]
        lines = [row for row in x] + [[x[r][c] for r in range(n)] for c in range(n)]
        for line in lines:
            rules.append(z3.Sum(line) == n // 2)
            rules += [z3.And(1 <= line[j] + line[j + 1] + line[j + 2], line[j] + line[j + 1] + line[j + 2] <= 2) for j in range(n - 2)]
        for group in (lines[:n], lines[n:]):
            for a, b in itertools.combinations(group, 2):
                rules.append(z3.Or([p != q for p, q in zip(a, b)]))
        rules += [x[r][c] == int(ch) for r in range(n) for c, ch in enumerate(givens[r]) if ch != "."]
        assert z3_unique([v for row in x for v in row], rules, [v for row in case.answer for v in row]), case.id


def test_binairo_hand_example():
    bc = bootcamps.get("puzzle/binairo")
    # Row 1 is 0..0, so 0110. Column 1 is 0.0., so 0101 (balanced). Row 3 starts 0 and row 4
    # has 1 at c1 and c3: row 4 = 1.1. -> 1010 (0 at c2 and c4). Column 2 is then 1 . . 0 and
    # row 2 starts 1: rows 2 and 3 are 1001 and 0101 (0110 would repeat row 1).
    data = {"givens": ["0..0", "....", "0...", "..1."]}
    gold = [[0, 1, 1, 0], [1, 0, 0, 1], [0, 1, 0, 1], [1, 0, 1, 0]]
    assert bc.solve(data) == gold and bc.program(bootcamps.trace.Tracer(), data) == gold
    assert bc.check(data, gold, "0110\n1001\n0101\n1010") == 1.0
    assert bc.check(data, gold, "0 1 1 0; 1 0 0 1; 0 1 0 1; 1 0 1 0") == 1.0
    assert bc.check(data, gold, "0110;1001;1010;0101") == 0.0


def test_skyscrapers_unique_by_z3():
    for bc, case in cases("puzzle/skyscrapers", per_level=3):
        n = len(case.data["givens"])
        x = [[z3.Int(f"s{r}_{c}") for c in range(n)] for r in range(n)]
        rules = [z3.And(1 <= v, v <= n) for row in x for v in row]
        rules += [z3.Distinct(row) for row in x] + [z3.Distinct([x[r][c] for r in range(n)]) for c in range(n)]
        rules += [x[r][c] == v for r, row in enumerate(case.data["givens"]) for c, v in enumerate(row) if v]

        def seen(line):  # sum over positions of "taller than everything before it"
            return z3.Sum([z3.If(z3.And([line[i] > line[j] for j in range(i)]), 1, 0) for i in range(n)])

        clues = case.data["clues"]
        for i in range(n):
            row, col = x[i], [x[r][i] for r in range(n)]
            for line, clue in ((row, clues["left"][i]), (row[::-1], clues["right"][i]),
                               (col, clues["top"][i]), (col[::-1], clues["bottom"][i])):
                if clue:
                    rules.append(seen(line) == clue)
        assert z3_unique([v for row in x for v in row], rules, [v for row in case.answer for v in row]), case.id


def test_skyscrapers_hand_example():
    bc = bootcamps.get("puzzle/skyscrapers")
    # 3x3: a left clue 3 forces row 1 = 1 2 3; a top clue 3 forces column 1 = 1 2 3; then
    # row 2 = 2 3 1 and row 3 = 3 1 2 (the only Latin completion).
    data = {"clues": {"top": [3, 0, 0], "bottom": [0, 0, 0], "left": [3, 0, 0], "right": [0, 0, 0]},
            "givens": [[0, 0, 0], [0, 0, 0], [0, 0, 0]]}
    gold = [[1, 2, 3], [2, 3, 1], [3, 1, 2]]
    assert bc.solve(data) == gold and bc.program(bootcamps.trace.Tracer(), data) == gold
    assert bc.check(data, gold, "123\n231\n312") == 1.0 and bc.check(data, gold, "123;312;231") == 0.0
    assert puzzles.line_solve([[(1, 2), (2, 1)]] * 2, [[(1, 2), (2, 1)]] * 2, limit=5) == [[[1, 2], [2, 1]], [[2, 1], [1, 2]]]


def test_nonogram_unique_by_sat():
    for bc, case in cases("puzzle/nonogram"):
        rows, cols = len(case.data["row_clues"]), len(case.data["col_clues"])
        cnf = Cnf(rows * cols)
        # each line is one of its placements: a selector per placement, exactly one chosen
        lines = [([r * cols + c + 1 for c in range(cols)], clue) for r, clue in enumerate(case.data["row_clues"])]
        lines += [([r * cols + c + 1 for r in range(rows)], clue) for c, clue in enumerate(case.data["col_clues"])]
        for cells, clue in lines:
            placements = [p for p in itertools.product((0, 1), repeat=len(cells)) if puzzles.runs(p) == clue]
            selectors = []
            for p in placements:
                cnf.top += 1
                s = cnf.top
                selectors.append(s)
                cnf.clauses.extend([[-s, v if x else -v] for v, x in zip(cells, p)])
            cnf.clauses.append(selectors)
        cnf.clauses.extend([[r * cols + c + 1 if v else -(r * cols + c + 1)] for r, c, v in case.data["shown"]])
        assert cnf.unique([x for row in case.answer for x in row]), case.id


def test_nonogram_hand_example():
    bc = bootcamps.get("puzzle/nonogram")
    # Rows 3 / 1 / 1 1 and columns 1 1 / 2 / 1 1... drawn: ### / .#. / #.# -> columns 1 1, 2, 1 1.
    data = {"row_clues": [[3], [1], [1, 1]], "col_clues": [[1, 1], [2], [1, 1]], "shown": []}
    gold = [[1, 1, 1], [0, 1, 0], [1, 0, 1]]
    assert bc.solve(data) == gold and bc.program(bootcamps.trace.Tracer(), data) == gold
    assert bc.check(data, gold, "###\n.#.\n#.#") == 1.0 and bc.check(data, gold, "###;#..;#.#") == 0.0
    grid = [[None] * 3 for _ in range(3)]
    ok, _ = puzzles.line_logic([puzzles.line_options(c, 3) for c in data["row_clues"]],
                               [puzzles.line_options(c, 3) for c in data["col_clues"]], grid)
    assert ok and grid == gold


def test_domino_tilings_by_matching_enumeration():
    for bc, case in cases("spatial/domino_tilings", per_level=3):
        grid = case.data["grid"]
        graph = nx.grid_2d_graph(len(grid), len(grid[0]))
        graph.remove_nodes_from([(r, c) for r, row in enumerate(grid) for c, v in enumerate(row) if v])
        memo: dict = {}

        def perfect(left: frozenset) -> int:  # match the smallest node with each free neighbour
            if not left:
                return 1
            if left not in memo:
                v = min(left)
                memo[left] = sum(perfect(left - {u, v}) for u in graph.neighbors(v) if u in left)
            return memo[left]

        assert perfect(frozenset(graph.nodes)) == case.answer, case.id


def test_domino_tilings_hand_example():
    bc = bootcamps.get("spatial/domino_tilings")
    data = {"grid": [[0, 0, 0], [0, 0, 0]]}  # a 2x3 strip has 3 tilings
    assert bc.solve(data) == 3 and bc.program(bootcamps.trace.Tracer(), data) == 3
    data = {"grid": [[0, 0], [0, 0], [1, 1]]}  # a 2x2 square: 2
    assert bc.solve(data) == 2 and bc.check(data, 2, "2") == 1.0 and bc.check(data, 2, "3") == 0.0


def test_compass_heading_by_complex_rotation():
    for bc, case in cases("spatial/compass_heading"):
        # a unit vector turned by each angle (clockwise = negative in the complex plane), read off
        angle = 90 - 22.5 * puzzles_points().index(case.data["start"])
        for turn in case.data["turns"]:
            angle -= 22.5 * turn
        z = complex(math.cos(math.radians(angle)), math.sin(math.radians(angle)))
        bearing = (90 - math.degrees(math.atan2(z.imag, z.real))) % 360
        assert puzzles_points()[round(bearing / 22.5) % 16] == case.answer, case.id


def puzzles_points() -> list[str]:
    return "N NNE NE ENE E ESE SE SSE S SSW SW WSW W WNW NW NNW".split()


def test_compass_heading_hand_example():
    bc = bootcamps.get("spatial/compass_heading")
    data = {"start": "N", "turns": [4, 4, -2]}  # right 90, right 90, left 45: S then SE
    assert bc.solve(data) == "SE" and bc.program(bootcamps.trace.Tracer(), data) == "SE"
    assert bc.check(data, "SE", "SE") == 1.0 and bc.check(data, "SE", "south-east") == 1.0
    assert bc.check(data, "SE", "SE or S") == 0.0 and bc.check(data, "SE", "SSE") == 0.0


def test_shape_perimeter_by_edge_set():
    for bc, case in cases("spatial/shape_perimeter"):
        edges: set = set()
        for r, row in enumerate(case.data["grid"]):
            for c, v in enumerate(row):
                if v:  # each unit side once: a side shared by two painted cells cancels
                    for side in (("h", r, c), ("h", r + 1, c), ("v", r, c), ("v", r, c + 1)):
                        edges ^= {side}
        assert len(edges) == case.answer, case.id


def test_shape_perimeter_hand_example():
    bc = bootcamps.get("spatial/shape_perimeter")
    data = {"grid": [[1, 1, 1], [1, 0, 1], [1, 1, 1]]}  # a 3x3 ring: outside 12 + hole 4
    assert bc.solve(data) == 16 and bc.program(bootcamps.trace.Tracer(), data) == 16
    assert bc.check(data, 16, "16") == 1.0 and bc.check(data, 16, "12") == 0.0
