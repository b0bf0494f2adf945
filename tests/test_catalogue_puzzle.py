"""Puzzle, game, planning and spatial bootcamps: gold answers agree with oracles written
independently of the bootcamps (z3 / python-sat with a blocking clause for puzzle uniqueness,
brute force or BFS elsewhere), and one hand-worked example per bootcamp."""

from __future__ import annotations

import z3

import bootcamps
from catalogue_cases import latin_z3, z3_unique

LEVELS = bootcamps.LEVELS
SAMPLE = 5  # cases per level checked by the oracle
_ORACLE_COUNTS: dict[str, int] = {}


def tagged(text: str) -> str:
    return f"<answer>{text}</answer>"


def cases(bootcamp_id: str, per_level: int = SAMPLE):
    bc = bootcamps.get(bootcamp_id)
    for level in LEVELS:
        for seed in range(per_level):
            yield bc, bc.case(1000 + seed, level)


# ---------------------------------------------------------------- futoshiki


def test_futoshiki_unique_by_z3():
    for bc, case in cases("puzzle/futoshiki"):
        n = case.data["size"]
        cells, rules = latin_z3(n, case.data["givens"])
        rules += [cells[r1][c1] < cells[r2][c2] for r1, c1, r2, c2 in case.data["signs"]]
        flat = [v for row in cells for v in row]
        assert z3_unique(flat, rules, [v for row in case.answer for v in row]), case.id
        assert bc.score(case, tagged("\n".join("".join(map(str, row)) for row in case.answer))) == 1.0


def test_futoshiki_hand_example():
    bc = bootcamps.get("puzzle/futoshiki")
    # 3x3: r1c1 < r1c2 < r1c3 forces row 1 = 1 2 3; r2c1=2 makes row 2 a 2 then {1,3};
    # r3c2=1 leaves r2c2=3, so row 2 = 2 3 1 and row 3 = 3 1 2.
    data = {"size": 3, "givens": [[0, 0, 0], [2, 0, 0], [0, 1, 0]], "signs": [[0, 0, 0, 1], [0, 1, 0, 2]]}
    assert bc.solve(data) == [[1, 2, 3], [2, 3, 1], [3, 1, 2]]
    gold = bc.solve(data)
    assert bc.check(data, gold, "123\n231\n312") == 1.0
    assert bc.check(data, gold, "1 2 3; 2 3 1; 3 1 2") == 1.0
    assert bc.check(data, gold, "123;231;321") == 0.0
    assert bc.check(data, gold, "123;231") == 0.0


# ---------------------------------------------------------------- kakurasu, minesweeper (SAT)

from pysat.card import CardEnc, EncType  # noqa: E402
from pysat.solvers import Minisat22  # noqa: E402


def sat_unique(n_vars: int, clauses: list[list[int]], gold: list[int]) -> bool:
    """SAT agrees with ``gold`` (0/1 per variable 1..n_vars) and is UNSAT once gold is blocked."""
    with Minisat22(bootstrap_with=clauses) as solver:
        if not solver.solve():
            return False
        model = solver.get_model()
        found = [int(model[i] > 0) for i in range(n_vars)]
        if found != list(gold):
            return False
        solver.add_clause([-(i + 1) if g else i + 1 for i, g in enumerate(gold)])
        return not solver.solve()


def test_kakurasu_unique_by_z3():
    checked = 0
    for bc, case in cases("puzzle/kakurasu"):
        n = case.data["size"]
        x = [[z3.Int(f"k{r}_{c}") for c in range(n)] for r in range(n)]
        rules = [z3.Or(v == 0, v == 1) for row in x for v in row]
        rules += [z3.Sum([(c + 1) * x[r][c] for c in range(n)]) == case.data["rows"][r] for r in range(n)]
        rules += [z3.Sum([(r + 1) * x[r][c] for r in range(n)]) == case.data["cols"][c] for c in range(n)]
        rules += [x[v // n][v % n] == val for v, val in case.data["shown"]]
        assert z3_unique([v for row in x for v in row], rules, [v for row in case.answer for v in row]), case.id
        checked += 1
    assert checked == SAMPLE * len(LEVELS)


def test_kakurasu_hand_example():
    bc = bootcamps.get("puzzle/kakurasu")
    # 3x3, rows 1,5,0 and cols 2,1,2: row 3 empty; row 2 = 5 is columns 2+3; row 1 = 1 is column 1.
    data = {"size": 3, "rows": [1, 5, 0], "cols": [1, 2, 2], "shown": []}
    assert bc.solve(data) == [[1, 0, 0], [0, 1, 1], [0, 0, 0]]
    gold = bc.solve(data)
    assert bc.check(data, gold, "#..\n.##\n...") == 1.0
    assert bc.check(data, gold, "1 0 0; 0 1 1; 0 0 0") == 1.0
    assert bc.check(data, gold, "#..;.##;..#") == 0.0


def test_minesweeper_unique_by_sat():
    for bc, case in cases("puzzle/minesweeper"):
        rows, cols = case.data["rows"], case.data["cols"]
        top = rows * cols
        clauses = []

        def exactly(lits, k):
            nonlocal top
            enc = CardEnc.equals(lits=lits, bound=k, top_id=top, encoding=EncType.seqcounter)
            clauses.extend(enc.clauses)
            top = max([top] + [abs(x) for cl in enc.clauses for x in cl])

        exactly(list(range(1, top + 1)), case.data["mines"])
        for v, k in case.data["numbers"]:
            r, c = divmod(v, cols)
            around = [rr * cols + cc + 1 for rr in range(r - 1, r + 2) for cc in range(c - 1, c + 2)
                      if 0 <= rr < rows and 0 <= cc < cols and (rr, cc) != (r, c)]
            clauses.append([-(v + 1)])
            exactly(around, k)
        clauses += [[v + 1] for v in case.data["flags"]]
        assert sat_unique(rows * cols, clauses, [x for row in case.answer for x in row]), case.id


def test_minesweeper_hand_example():
    bc = bootcamps.get("puzzle/minesweeper")
    # 3x3 with one mine; the opened corner r1c1 shows 0 and r3c3 shows 1: its neighbours r2c2, r2c3, r3c2
    # minus those next to r1c1 (r2c2) leave r2c3 or r3c2; r1c3 shows 0, ruling out r2c3, so the mine is r3c2.
    data = {"rows": 3, "cols": 3, "mines": 1, "numbers": [[0, 0], [2, 0], [8, 1]], "flags": []}
    gold = [[0, 0, 0], [0, 0, 0], [0, 1, 0]]
    assert bc.solve(data) == gold
    assert bc.check(data, gold, "...\n...\n.*.") == 1.0
    assert bc.check(data, gold, "...;...;*..") == 0.0


# ---------------------------------------------------------------- kenken


def test_kenken_unique_by_z3():
    for bc, case in cases("puzzle/kenken"):
        n = case.data["size"]
        cells, rules = latin_z3(n, [[0] * n for _ in range(n)])
        for cage in case.data["cages"]:
            xs = [cells[r][c] for r, c in cage["cells"]]
            op, k = cage["op"], cage["target"]
            if op in ("+", "="):
                rules.append(z3.Sum(xs) == k)
            elif op == "*":
                product = xs[0]
                for x in xs[1:]:
                    product = product * x
                rules.append(product == k)
            elif op == "-":
                rules.append(z3.Or(xs[0] - xs[1] == k, xs[1] - xs[0] == k))
            else:
                rules.append(z3.Or(xs[0] == k * xs[1], xs[1] == k * xs[0]))
        flat = [v for row in cells for v in row]
        assert z3_unique(flat, rules, [v for row in case.answer for v in row]), case.id


def test_kenken_hand_example():
    bc = bootcamps.get("puzzle/kenken")
    # 3x3: r1c2*r1c3 = 6 -> {2,3}; r2c1+r3c1 = 5 -> {2,3}; r3c3 = 3 forces r1c3 = 2, r1c2 = 3,
    # r3c1 = 2, r2c1 = 3; then r2c3 = 1 (column 3), r2c2 = 2, r3c2 = 1 and the sum cage is 2+1+1 = 4.
    cages = [
        {"cells": [[0, 0]], "op": "=", "target": 1},
        {"cells": [[0, 1], [0, 2]], "op": "*", "target": 6},
        {"cells": [[1, 0], [2, 0]], "op": "+", "target": 5},
        {"cells": [[1, 1], [1, 2], [2, 1]], "op": "+", "target": 4},
        {"cells": [[2, 2]], "op": "=", "target": 3},
    ]
    data = {"size": 3, "cages": cages}
    gold = [[1, 3, 2], [3, 2, 1], [2, 1, 3]]
    assert bc.solve(data) == gold
    assert bc.check(data, gold, "132\n321\n213") == 1.0
    assert bc.check(data, gold, "[[1,3,2],[3,2,1],[2,1,3]]") == 1.0
    assert bc.check(data, gold, "132;213;321") == 0.0


# ---------------------------------------------------------------- game/nim, game/subtraction_game

import functools  # noqa: E402
import operator  # noqa: E402

import networkx as nx  # noqa: E402
import numpy as np  # noqa: E402


def test_nim_gold_moves_win_by_game_tree_search():
    """Levels 1-2: the position after the gold move is lost for the mover, by exhaustive search.
    All levels: the gold move is legal and leaves nim-sum 0 (xor recomputed here)."""

    @functools.lru_cache(maxsize=None)
    def mover_wins(heaps: tuple[int, ...]) -> bool:
        return any(
            not mover_wins(tuple(sorted(heaps[:i] + (h - k,) + heaps[i + 1 :])))
            for i, h in enumerate(heaps) for k in range(1, h + 1)
        )

    for bc, case in cases("game/nim", 5):
        heaps = list(case.data["heaps"])
        i, take = case.answer
        assert 1 <= take <= heaps[i - 1]
        heaps[i - 1] -= take
        assert functools.reduce(operator.xor, heaps) == 0
        if case.level in ("1", "2") and max(heaps) <= 30:
            assert not mover_wins(tuple(sorted(heaps))), case.id
        assert bc.score(case, tagged(f"heap {i}, take {take}")) == 1.0


def test_nim_hand_example():
    bc = bootcamps.get("game/nim")
    data = {"heaps": [3, 4, 5]}  # 3^4^5 = 2; only heap 1 (3 -> 1) has the bit: take 2
    assert bc.solve(data) == [1, 2]
    assert bc.check(data, [1, 2], "1, 2") == 1.0
    assert bc.check(data, [1, 2], "heap 1: remove 2") == 1.0
    assert bc.check(data, [1, 2], "2, 1") == 0.0  # leaves 3, 3, 5
    assert bc.check(data, [1, 2], "1, 4") == 0.0  # more than the heap holds
    # in words the heap is the number after "heap"/"pile"/"from", wherever it stands
    assert bc.check(data, [1, 2], "take 2 from heap 1") == 1.0
    assert bc.check(data, [1, 2], "remove 2 stones from pile 1.") == 1.0
    assert bc.check(data, [1, 2], "take 1 from heap 2") == 0.0  # was read as heap 1, take 2
    assert bc.check(data, [1, 2], "heap 1 or heap 3, take 2") == 0.0  # two heaps named


def test_subtraction_game_by_win_loss_search():
    """Grundy 0 exactly at lost positions (exhaustive win/loss recursion), and each value is
    the mex of its options (checked against a separately memoised recursion)."""
    for bc, case in cases("game/subtraction_game", 5):
        moves = tuple(case.data["moves"])

        @functools.lru_cache(maxsize=None)
        def wins(n: int) -> bool:
            return any(not wins(n - s) for s in moves if s <= n)

        @functools.lru_cache(maxsize=None)
        def grundy(n: int) -> int:
            options = {grundy(n - s) for s in moves if s <= n}
            return next(v for v in range(len(options) + 1) if v not in options)

        for pile, value in zip(case.data["piles"], case.answer):
            assert (value == 0) == (not wins(pile)), case.id
            assert value == grundy(pile), case.id


def test_subtraction_game_hand_example():
    bc = bootcamps.get("game/subtraction_game")
    # moves {1, 2}: Grundy values are n mod 3
    data = {"moves": [1, 2], "piles": [7, 9, 5]}
    assert bc.solve(data) == [1, 0, 2]
    assert bc.check(data, [1, 0, 2], "1, 0, 2") == 1.0
    assert bc.check(data, [1, 0, 2], "[1, 0, 2]") == 1.0
    assert bc.check(data, [1, 0, 2], "1, 0") == 0.0


# ---------------------------------------------------------------- planning


def hanoi_graph(n: int) -> nx.Graph:
    graph = nx.Graph()
    for pos in __import__("itertools").product("ABC", repeat=n):
        for peg in "ABC":
            on = [d for d in range(n) if pos[d] == peg]
            if not on:
                continue
            top = min(on)
            for dst in "ABC":
                if dst != peg and all(pos[d] != dst for d in range(top)):
                    graph.add_edge(pos, pos[:top] + (dst,) + pos[top + 1 :])
    return graph


def test_hanoi_gold_is_shortest_by_networkx():
    from bootcamps.planning.hanoi import read_moves, replay

    graphs = {}
    for bc, case in cases("planning/hanoi"):
        pegs, goal = case.data["pegs"], case.data["goal"]
        n = len(pegs)
        graph = graphs.setdefault(n, hanoi_graph(n))
        shortest = nx.shortest_path_length(graph, tuple(pegs), tuple([goal] * n))
        moves = read_moves(bc.format_answer(case.answer), case.data["names"])
        assert moves is not None and len(moves) == shortest, case.id
        stacks = replay(pegs, moves)
        assert stacks is not None and len(stacks[goal]) == n


def test_hanoi_hand_example():
    bc = bootcamps.get("planning/hanoi")
    # disks 1, 2 on A (2 at the bottom), 3 on B; gather on B: A->C, A->B, C->B
    data = {"pegs": ["A", "A", "B"], "goal": "B", "names": "ABC"}
    assert bc.solve(data) == ["A->C", "A->B", "C->B"]
    gold = ["A->C", "A->B", "C->B"]
    assert bc.check(data, gold, "A->C, A->B, C->B") == 1.0
    assert bc.check(data, gold, "AC AB CB") == 1.0
    assert bc.check(data, gold, "A->B, A->C, B->C, C->B, C->B") == 0.0  # illegal and too long
    assert bc.check(data, gold, "A->C, A->B") == 0.0


def test_water_jugs_by_networkx_bfs():
    from bootcamps.planning.water_jugs import successors

    for bc, case in cases("planning/water_jugs", 5):
        caps, target = case.data["caps"], case.data["target"]
        graph = nx.DiGraph()
        for a in range(caps[0] + 1):
            for b in range(caps[1] + 1):
                graph.add_edges_from(((a, b), s) for s in successors((a, b), caps))
        lengths = nx.single_source_shortest_path_length(graph, (0, 0))
        best = min(d for s, d in lengths.items() if target in s)
        assert best == case.answer, case.id


def test_water_jugs_hand_example():
    bc = bootcamps.get("planning/water_jugs")
    # 3 and 5, get 4: fill 5, pour into 3, empty 3, pour 5 into 3, fill 5, pour into 3 -> 6 steps
    data = {"caps": [3, 5], "target": 4}
    assert bc.solve(data) == 6
    assert bc.check(data, 6, "6") == 1.0
    assert bc.check(data, 6, "7") == 0.0


def test_lights_out_gold_clears_board_and_is_unique_where_expected():
    for bc, case in cases("planning/lights_out"):
        lights = np.array(case.data["lights"])
        presses = np.array(case.answer)
        n = len(lights)
        kernel = np.zeros((n, n), dtype=int)
        toggled = presses.copy()
        toggled[1:, :] += presses[:-1, :]
        toggled[:-1, :] += presses[1:, :]
        toggled[:, 1:] += presses[:, :-1]
        toggled[:, :-1] += presses[:, 1:]
        assert not ((lights + toggled + kernel) % 2).any(), case.id
    # 3x3 has exactly one solution: brute force all 512 press sets
    bc = bootcamps.get("planning/lights_out")
    case = bc.case(5, "1")
    from bootcamps.planning.lights_out import press_all
    working = [m for m in range(512) if not any(map(any, press_all(case.data["lights"], [[(m >> (3 * r + c)) & 1 for c in range(3)] for r in range(3)])))]
    assert len(working) == 1
    assert [[(working[0] >> (3 * r + c)) & 1 for c in range(3)] for r in range(3)] == case.answer


def test_lights_out_hand_example():
    bc = bootcamps.get("planning/lights_out")
    data = {"lights": [[0, 1, 0], [1, 1, 1], [0, 1, 0]]}  # the plus of one press in the centre
    gold = [[0, 0, 0], [0, 1, 0], [0, 0, 0]]
    assert bc.solve(data) == gold
    assert bc.check(data, gold, "000;010;000") == 1.0
    assert bc.check(data, gold, "0 0 0\n0 1 0\n0 0 0") == 1.0
    assert bc.check(data, gold, "000;000;010") == 0.0


# ---------------------------------------------------------------- spatial


def test_dice_rolls_by_rotation_matrices():
    rot = {
        "N": np.array([[1, 0, 0], [0, 0, 1], [0, -1, 0]]), "S": np.array([[1, 0, 0], [0, 0, -1], [0, 1, 0]]),
        "E": np.array([[0, 0, 1], [0, 1, 0], [-1, 0, 0]]), "W": np.array([[0, 0, -1], [0, 1, 0], [1, 0, 0]]),
        "CW": np.array([[0, 1, 0], [-1, 0, 0], [0, 0, 1]]), "CCW": np.array([[0, -1, 0], [1, 0, 0], [0, 0, 1]]),
    }
    for bc, case in cases("spatial/dice_rolls", 10):
        d = case.data
        total = np.eye(3, dtype=int)
        for move in d["moves"]:
            total = rot[move] @ total
        faces = {d["top"]: (0, 0, 1), d["south"]: (0, -1, 0), d["east"]: (1, 0, 0)}
        faces.update({7 - f: tuple(-x for x in v) for f, v in list(faces.items())})
        moved = {tuple(int(x) for x in total @ np.array(v)): f for f, v in faces.items()}
        assert [moved[(0, 0, 1)], moved[(0, -1, 0)], moved[(1, 0, 0)]] == case.answer, case.id


def test_dice_rolls_hand_example():
    bc = bootcamps.get("spatial/dice_rolls")
    # top 1, south 2, east 3; roll north: south (2) comes up, top (1) faces north, bottom (6) faces south
    data = {"top": 1, "south": 2, "east": 3, "moves": ["N"]}
    assert bc.solve(data) == [2, 6, 3]
    assert bc.check(data, [2, 6, 3], "2, 6, 3") == 1.0
    assert bc.check(data, [2, 6, 3], "2, 3, 6") == 0.0
    data = {"top": 1, "south": 2, "east": 3, "moves": ["E", "CW"]}  # east: west (4) up; cw: north (5) to east
    assert bc.solve(data) == [4, 1, 5]


def test_grid_transform_by_numpy():
    ops = {"cw": lambda a: np.rot90(a, -1), "ccw": lambda a: np.rot90(a, 1), "half": lambda a: np.rot90(a, 2),
           "mirror": np.fliplr, "flip": np.flipud, "transpose": lambda a: a.T}
    for bc, case in cases("spatial/grid_transform", 10):
        grid = np.array(case.data["grid"])
        for op in case.data["ops"]:
            grid = ops[op](grid)
        assert grid.tolist() == case.answer, case.id


def test_grid_transform_hand_example():
    bc = bootcamps.get("spatial/grid_transform")
    data = {"grid": [["A", "B", "C"], ["D", "E", "F"]], "ops": ["cw", "mirror"]}
    # cw: DA;EB;FC, mirror: AD;BE;CF (the transpose)
    assert bc.solve(data) == [["A", "D"], ["B", "E"], ["C", "F"]]
    gold = [["A", "D"], ["B", "E"], ["C", "F"]]
    assert bc.check(data, gold, "AD;BE;CF") == 1.0
    assert bc.check(data, gold, "A D\nB E\nC F") == 1.0
    assert bc.check(data, gold, "DA;EB;FC") == 0.0


def test_knight_path_by_networkx():
    for bc, case in cases("planning/knight_path", 5):
        n = case.data["size"]
        blocked = {tuple(p) for p in case.data["blocked"]}
        graph = nx.Graph()
        free = [(r, c) for r in range(n) for c in range(n) if (r, c) not in blocked]
        graph.add_nodes_from(free)
        for r, c in free:
            for dr, dc in ((1, 2), (2, 1), (-1, 2), (-2, 1)):
                if (r + dr, c + dc) in graph:
                    graph.add_edge((r, c), (r + dr, c + dc))
        assert nx.shortest_path_length(graph, tuple(case.data["start"]), tuple(case.data["goal"])) == case.answer


def test_knight_path_hand_example():
    bc = bootcamps.get("planning/knight_path")
    # a1 to b3 is one jump; blocking b3 is not allowed for the goal, so block c2 and go a1 -> b3 -> d4 (2 moves)
    data = {"size": 5, "start": [0, 0], "goal": [3, 3], "blocked": [[1, 2]]}
    assert bc.solve(data) == 2
    assert bc.check(data, 2, "2") == 1.0
    assert bc.check(data, 2, "3") == 0.0


def test_count_rectangles_by_numpy_enumeration():
    for bc, case in cases("spatial/count_rectangles", 5):
        grid = np.array(case.data["grid"])
        rows, cols = grid.shape
        count = sum(
            1 for r1 in range(rows) for r2 in range(r1, rows) for c1 in range(cols) for c2 in range(c1, cols)
            if not grid[r1 : r2 + 1, c1 : c2 + 1].any()
        )
        assert count == case.answer, case.id


def test_count_rectangles_hand_example():
    bc = bootcamps.get("spatial/count_rectangles")
    # a fully open 2x2 grid has 4 cells, 2 horizontal and 2 vertical dominoes and the whole square: 9
    assert bc.solve({"grid": [[0, 0], [0, 0]]}) == 9
    # block one corner: 3 cells + 2 dominoes = 5
    data = {"grid": [[0, 0], [0, 1]]}
    assert bc.solve(data) == 5
    assert bc.check(data, 5, "5") == 1.0
    assert bc.check(data, 5, "9") == 0.0


def test_mirror_path_by_complex_simulation():
    for bc, case in cases("spatial/mirror_path", 10):
        grid, side, index = case.data["grid"], case.data["side"], case.data["index"]
        rows, cols = len(grid), len(grid[0])
        # position as complex column + row*1j (row grows downward), heading likewise
        pos = {"left": complex(0, index - 1), "right": complex(cols - 1, index - 1),
               "top": complex(index - 1, 0), "bottom": complex(index - 1, rows - 1)}[side]
        heading = {"left": 1, "right": -1, "top": 1j, "bottom": -1j}[side]
        bounces = 0
        while 0 <= pos.real < cols and 0 <= pos.imag < rows:
            cell = grid[int(pos.imag)][int(pos.real)]
            if cell == "/":
                heading = complex(-heading.imag, -heading.real)
                bounces += 1
            elif cell == "\\":
                heading = complex(heading.imag, heading.real)
                bounces += 1
            pos += heading
        x, y = int(pos.real), int(pos.imag)
        out = f"right {y + 1}" if x >= cols else f"left {y + 1}" if x < 0 else f"top {x + 1}" if y < 0 else f"bottom {x + 1}"
        assert case.answer == f"{out}, {bounces}", case.id


def test_mirror_path_hand_example():
    bc = bootcamps.get("spatial/mirror_path")
    # enters row 1 from the left heading right, '\' at r1c2 turns it down, '/' at r3c2 turns it left: exits left 3
    data = {"grid": [".\\.", "...", "./."], "side": "left", "index": 1}
    assert bc.solve(data) == "left 3, 2"
    assert bc.check(data, "left 3, 2", "left 3, 2") == 1.0
    assert bc.check(data, "left 3, 2", "Left side, row 3; 2 bounces") == 1.0
    assert bc.check(data, "left 3, 2", "left 3, 1") == 0.0
    assert bc.check(data, "left 3, 2", "left 3, 2 or right 1, 0") == 0.0
