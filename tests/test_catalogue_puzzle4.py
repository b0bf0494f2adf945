"""Fourth batch of puzzle bootcamps: gold answers agree with oracles written apart from the
bootcamps (z3 models with a blocking clause for uniqueness and model counting, brute force over
placements, direct rule checks), one hand-worked example per bootcamp, and tests of
bootcamps/kit/puzzles2.py."""

from __future__ import annotations

import itertools
import random

import z3

import bootcamps
from bootcamps.kit import puzzles2

LEVELS = bootcamps.LEVELS
SAMPLE = 4  # cases per level checked by each oracle
AGREED: dict[str, int] = {}


def tagged(text: str) -> str:
    return f"<answer>{text}</answer>"


def cases(bootcamp_id: str, per_level: int = SAMPLE):
    bc = bootcamps.get(bootcamp_id)
    for level in LEVELS:
        for seed in range(per_level):
            case = bc.case(7000 + seed, level)
            assert bc.score(case, tagged(bc.format_answer(case.answer))) == 1.0
            AGREED[bootcamp_id] = AGREED.get(bootcamp_id, 0) + 1
            yield bc, case


def z3_models(variables: list, constraints: list, limit: int = 1000) -> list[list[int]]:
    """Every model of the constraints over ``variables`` (up to ``limit``), by blocking clauses."""
    solver = z3.Solver()
    solver.add(*constraints)
    out = []
    while len(out) < limit and solver.check() == z3.sat:
        model = solver.model()
        values = [model.eval(v, model_completion=True).as_long() for v in variables]
        out.append(values)
        solver.add(z3.Or([v != x for v, x in zip(variables, values)]))
    return out


# ---------------------------------------------------------------- n queens


def queens_z3(data: dict) -> tuple[list, list]:
    n = data["size"]
    cols = [z3.Int(f"q{r}") for r in range(n)]
    cons = [z3.And(0 <= q, q < n) for q in cols] + [z3.Distinct(cols)]
    cons += [z3.Distinct([cols[r] + r for r in range(n)]), z3.Distinct([cols[r] - r for r in range(n)])]
    cons += [cols[r] != c for r, c in data["blocked"]] + [cols[r] == c for r, c in data["queens"]]
    return cols, cons


def test_queens_completion_z3_unique_and_hand_example():
    for bc, case in cases("puzzle/queens_completion"):
        models = z3_models(*queens_z3(case.data), limit=2)
        assert models == [[c - 1 for c in case.answer]], (case.level, case.seed)
    bc = bootcamps.get("puzzle/queens_completion")
    # 4x4 is below the bootcamp's sizes, but its rules hold: with r1c2 blocked the only
    # solution left is 3 1 4 2 (the other 4-queens solution, 2 4 1 3, uses r1c2).
    data = {"size": 4, "blocked": [[0, 1]], "queens": []}
    assert bc.program(bootcamps.trace.Tracer(), data) == [3, 1, 4, 2]
    assert bc.check(data, [3, 1, 4, 2], "3 1 4 2") == 1.0 and bc.check(data, [3, 1, 4, 2], "2 4 1 3") == 0.0


def test_queens_count_z3_and_hand_example():
    for bc, case in cases("puzzle/queens_count"):
        assert len(z3_models(*queens_z3(case.data))) == case.answer, (case.level, case.seed)
    bc = bootcamps.get("puzzle/queens_count")
    # the 8x8 board has 92 solutions; a queen fixed at r1c1 leaves 4 of them
    assert bc.solve({"size": 8, "blocked": [], "queens": []}) == 92
    assert bc.program(bootcamps.trace.Tracer(), {"size": 8, "blocked": [], "queens": [[0, 0]]}) == 4
    assert bc.check({}, 4, "4") == 1.0 and bc.check({}, 4, "5") == 0.0


# ---------------------------------------------------------------- nonogram line


def line_oracle(clue: list[int], known: list[int]) -> list[int]:
    """z3 over block start positions: a cell is forced when one of its two values is unsatisfiable."""
    n = len(known)
    starts = [z3.Int(f"s{j}") for j in range(len(clue))]
    cons = []
    for j, s in enumerate(starts):
        cons.append(s >= (starts[j - 1] + clue[j - 1] + 1 if j else 0))
    if starts:
        cons.append(starts[-1] + clue[-1] <= n)

    def filled(x: int):
        return z3.Or([z3.And(s <= x, x < s + k) for s, k in zip(starts, clue)]) if starts else z3.BoolVal(False)

    cons += [filled(x) if v == 1 else z3.Not(filled(x)) for x, v in enumerate(known) if v >= 0]
    out = []
    for x in range(n):
        can = []
        for value in (True, False):
            solver = z3.Solver()
            solver.add(*cons, filled(x) == value)
            can.append(solver.check() == z3.sat)
        out.append(-1 if all(can) else 1 if can[0] else 0)
    return out


def test_nonogram_line_z3_and_hand_example():
    for bc, case in cases("puzzle/nonogram_line", per_level=3):
        assert [line_oracle(case.data["clue"], case.data["known"])] == case.answer
    bc = bootcamps.get("puzzle/nonogram_line")
    # clue 4 in 6 cells: the middle two cells are filled in every placement
    data = {"clue": [4], "known": [-1] * 6}
    assert bc.solve(data) == [[-1, -1, 1, 1, -1, -1]] == bc.program(bootcamps.trace.Tracer(), data)
    assert bc.check(data, [[-1, -1, 1, 1, -1, -1]], "??##??") == 1.0
    assert bc.check(data, [[-1, -1, 1, 1, -1, -1]], "?###??") == 0.0
    # clue 1 1 with a known empty cell: 3 cells "?x?" force both ends
    assert puzzles2.line_deduce([-1, 0, -1], [1, 1]) == [1, 0, 1]


def test_nonogram_line_count_enumeration_and_hand_example():
    from bootcamps.kit.puzzles import line_options

    for bc, case in cases("puzzle/nonogram_line_count"):
        known, clue = case.data["known"], case.data["clue"]
        if len(known) <= 12:  # every 0/1 line, clue read back from its runs
            fits = [o for o in itertools.product((0, 1), repeat=len(known))
                    if [len(run) for run in "".join(map(str, o)).split("0") if run] == clue
                    and all(k in (-1, v) for k, v in zip(known, o))]
        else:  # every placement of the clue, filtered by the known cells
            fits = [o for o in line_options(clue, len(known)) if all(k in (-1, v) for k, v in zip(known, o))]
        assert len(fits) == case.answer
    bc = bootcamps.get("puzzle/nonogram_line_count")
    # clue 2 1 in 6 cells: block starts (0,3) (0,4) (0,5) (1,4) (1,5) (2,5) = 6 ways;
    # knowing cell 1 is empty leaves the 3 with the 2-block at 1 or 2
    data = {"clue": [2, 1], "known": [0, -1, -1, -1, -1, -1]}
    assert bc.solve(data) == 3 == bc.program(bootcamps.trace.Tracer(), data)
    assert bc.solve({"clue": [2, 1], "known": [-1] * 6}) == 6


# ---------------------------------------------------------------- cryptarithm


def test_cryptarithm_z3_unique_and_hand_example():
    for bc, case in cases("puzzle/cryptarithm"):
        words = case.data["addends"] + [case.data["total"]]
        letters = sorted(set("".join(words)))
        var = {ch: z3.Int(ch) for ch in letters}
        cons = [z3.And(0 <= v, v <= 9) for v in var.values()] + [z3.Distinct(list(var.values()))]
        cons += [var[w[0]] != 0 for w in words if len(w) > 1]
        cons += [var[ch] == d for ch, d in case.data["given"]]

        def value(w):
            return z3.Sum([var[ch] * 10 ** (len(w) - 1 - i) for i, ch in enumerate(w)])

        cons.append(z3.Sum([value(w) for w in case.data["addends"]]) == value(case.data["total"]))
        models = z3_models([var[ch] for ch in letters], cons, limit=2)
        assert len(models) == 1
        solution = dict(zip(letters, models[0]))
        assert [[ch, solution[ch]] for ch, _ in case.answer] == case.answer
    bc = bootcamps.get("puzzle/cryptarithm")
    # SEND + MORE = MONEY has one solution: 9567 + 1085 = 10652
    data = {"addends": ["SEND", "MORE"], "total": "MONEY", "given": [["D", 7], ["S", 9]]}
    gold = [["E", 5], ["M", 1], ["N", 6], ["O", 0], ["R", 8], ["Y", 2]]
    assert bc.solve(data) == gold == bc.program(bootcamps.trace.Tracer(), data)
    assert bc.check(data, gold, "E=5, M=1, N=6, O=0, R=8, Y=2, S=9") == 1.0
    assert bc.check(data, gold, "E=5, M=1, N=6, O=0, R=8, Y=2, S=8") == 0.0
    assert bc.check(data, gold, "E=5, M=1, N=6, O=0, R=8, Y=2, Y=3") == 0.0


# ---------------------------------------------------------------- sudoku next moves


def peers_digits(grid, r, c):
    n = len(grid)
    h, w = {4: (2, 2), 6: (2, 3), 9: (3, 3)}[n]
    box = {grid[i][j] for i in range(n) for j in range(n) if i // h == r // h and j // w == c // w}
    return set(grid[r]) | {grid[i][c] for i in range(n)} | box


def test_sudoku_naked_single_oracle_and_hand_example():
    for bc, case in cases("puzzle/sudoku_naked_single", per_level=6):
        grid = case.data["grid"]
        n = len(grid)
        singles = [[r + 1, c + 1, d] for r in range(n) for c in range(n) if not grid[r][c]
                   for d in range(1, n + 1) if len(set(range(1, n + 1)) - peers_digits(grid, r, c)) == 1
                   and d not in peers_digits(grid, r, c)]
        assert singles == [case.answer]
    bc = bootcamps.get("puzzle/sudoku_naked_single")
    grid = [[0, 2, 3, 4], [3, 4, 1, 2], [2, 1, 4, 3], [4, 3, 2, 1]]  # r1c1 sees 2, 3, 4: only 1 fits
    data = {"grid": grid}
    assert bc.solve(data) == [1, 1, 1] == bc.program(bootcamps.trace.Tracer(), data)
    assert bc.check(data, [1, 1, 1], "r1c1=1") == 1.0 and bc.check(data, [1, 1, 1], "R1C1 = 1") == 1.0
    assert bc.check(data, [1, 1, 1], "r1c1=2") == 0.0


def test_sudoku_hidden_single_oracle_and_hand_example():
    for bc, case in cases("puzzle/sudoku_hidden_single", per_level=6):
        grid, d = case.data["grid"], case.data["digit"]
        cells = puzzles2.sudoku_units(len(grid))[0][case.data["unit"]][1]
        spots = [[r + 1, c + 1] for r, c in cells if not grid[r][c] and d not in peers_digits(grid, r, c)]
        assert spots == [case.answer]
    bc = bootcamps.get("puzzle/sudoku_hidden_single")
    # row 1 needs a 1: r1c3 and r1c4 share a box with the 1 at r2c3, r1c2 shares column 2 with
    # the 1 at r4c2, so only r1c1 is left
    grid = [[0, 0, 0, 0], [0, 0, 1, 0], [0, 0, 0, 0], [0, 1, 0, 0]]
    data = {"grid": grid, "unit": 0, "digit": 1}
    assert bc.solve(data) == [1, 1] == bc.program(bootcamps.trace.Tracer(), data)
    assert bc.check(data, [1, 1], "r1c1") == 1.0 and bc.check(data, [1, 1], "(r1, c1)") == 1.0
    assert bc.check(data, [1, 1], "r1c2") == 0.0


# ---------------------------------------------------------------- thermometers


def test_thermometers_z3_unique_and_hand_example():
    for bc, case in cases("puzzle/thermometers"):
        d = case.data
        n = d["size"]
        cell = [[z3.Int(f"t{r}_{c}") for c in range(n)] for r in range(n)]
        flat = [v for row in cell for v in row]
        cons = [z3.Or(v == 0, v == 1) for v in flat]
        cons += [z3.Sum(cell[r]) == d["rows"][r] for r in range(n)]
        cons += [z3.Sum([cell[r][c] for r in range(n)]) == d["cols"][c] for c in range(n)]
        for path in d["thermometers"]:
            cons += [cell[r2][c2] <= cell[r1][c1] for (r1, c1), (r2, c2) in zip(path, path[1:])]
        cons += [flat[v] == x for v, x in d["shown"]]
        assert z3_models(flat, cons, limit=2) == [[x for row in case.answer for x in row]]
    bc = bootcamps.get("puzzle/thermometers")
    # two vertical thermometers in a 2x2 grid, bulbs at the top; rows 2 1, columns 2 1: the left
    # one is full, the right one holds only its bulb
    data = {"size": 2, "thermometers": [[[0, 0], [1, 0]], [[0, 1], [1, 1]]], "rows": [2, 1], "cols": [2, 1], "shown": []}
    assert bc.solve(data) == [[1, 1], [1, 0]] == bc.program(bootcamps.trace.Tracer(), data)
    assert bc.check(data, [[1, 1], [1, 0]], "##;#.") == 1.0 and bc.check(data, [[1, 1], [1, 0]], "##;.#") == 0.0


# ---------------------------------------------------------------- tents


def test_tents_z3_unique_and_hand_example():
    for bc, case in cases("puzzle/tents"):
        d = case.data
        n = d["size"]
        tent = [[z3.Int(f"a{r}_{c}") for c in range(n)] for r in range(n)]
        flat = [v for row in tent for v in row]
        trees = [tuple(x) for x in d["trees"]]
        cons = [z3.Or(v == 0, v == 1) for v in flat] + [tent[r][c] == 0 for r, c in trees]
        cons += [z3.Sum(tent[r]) == d["rows"][r] for r in range(n)]
        cons += [z3.Sum([tent[r][c] for r in range(n)]) == d["cols"][c] for c in range(n)]
        cons += [tent[r][c] + tent[r + dr][c + dc] <= 1 for r in range(n) for c in range(n)
                 for dr, dc in ((0, 1), (1, -1), (1, 0), (1, 1)) if 0 <= r + dr < n and 0 <= c + dc < n]
        # the pairing: each tree points at one side, every tent is pointed at exactly once
        side = [z3.Int(f"p{i}") for i in range(len(trees))]
        steps = ((-1, 0), (1, 0), (0, -1), (0, 1))
        for i, (r, c) in enumerate(trees):
            ok = [k for k, (dr, dc) in enumerate(steps) if 0 <= r + dr < n and 0 <= c + dc < n]
            cons.append(z3.Or([z3.And(side[i] == k, tent[r + steps[k][0]][c + steps[k][1]] == 1) for k in ok]))
        for r in range(n):
            for c in range(n):
                pointing = [z3.If(side[i] == k, 1, 0) for i, (tr, tc) in enumerate(trees)
                            for k, (dr, dc) in enumerate(steps) if (tr + dr, tc + dc) == (r, c)]
                cons.append(z3.Sum(pointing + [z3.IntVal(0)]) == tent[r][c])
        cons += [flat[v] == x for v, x in d["shown"]]
        assert z3_models(flat, cons, limit=2) == [[x for row in case.answer for x in row]]
    bc = bootcamps.get("puzzle/tents")
    # one tree at r2c2 of a 3x3 grid, one tent in row 1 and column 2: it stands at r1c2
    data = {"size": 3, "trees": [[1, 1]], "rows": [1, 0, 0], "cols": [0, 1, 0], "shown": []}
    gold = [[0, 1, 0], [0, 0, 0], [0, 0, 0]]
    assert bc.solve(data) == gold == bc.program(bootcamps.trace.Tracer(), data)
    assert bc.check(data, gold, ".A.;.T.;...") == 1.0 and bc.check(data, gold, "...;.TA;...") == 0.0


# ---------------------------------------------------------------- binairo line


def test_binairo_line_z3_and_hand_example():
    for bc, case in cases("puzzle/binairo_line", per_level=3):
        known = case.data["known"]
        n = len(known)
        x = [z3.Int(f"b{i}") for i in range(n)]
        cons = [z3.Or(v == 0, v == 1) for v in x] + [z3.Sum(x) == n // 2]
        cons += [z3.And(1 <= x[i] + x[i + 1] + x[i + 2], x[i] + x[i + 1] + x[i + 2] <= 2) for i in range(n - 2)]
        cons += [x[i] == k for i, k in enumerate(known) if k >= 0]
        solver = z3.Solver()
        solver.add(*cons)
        row = []
        for i in range(n):
            can = [solver.check(x[i] == v) == z3.sat for v in (0, 1)]
            row.append(-1 if all(can) else 0 if can[0] else 1)
        assert [row] == case.answer
    bc = bootcamps.get("puzzle/binairo_line")
    # 0 0 _ _ _ _: the third cell must be 1 (no 000); the last three hold one 0 and two 1s:
    # 011 and 101 fit, 110 would make 111 after the forced 1, so the last cell is 1 too
    data = {"known": [0, 0, -1, -1, -1, -1]}
    gold = [[0, 0, 1, -1, -1, 1]]
    assert bc.solve(data) == gold == bc.program(bootcamps.trace.Tracer(), data)
    assert bc.check(data, gold, "001??1") == 1.0 and bc.check(data, gold, "001???") == 0.0


# ---------------------------------------------------------------- kenken cage


def test_kenken_cage_count_z3_and_hand_example():
    for bc, case in cases("puzzle/kenken_cage_count", per_level=2):
        d = case.data
        cells = d["cells"]
        x = [z3.Int(f"k{i}") for i in range(len(cells))]
        cons = [z3.And(1 <= v, v <= d["size"]) for v in x]
        cons += [x[i] != x[j] for i in range(len(cells)) for j in range(i)
                 if cells[i][0] == cells[j][0] or cells[i][1] == cells[j][1]]
        cons += [x[j] != digit for kind, line, digit in d["facts"] for j, (r, c) in enumerate(cells)
                 if (r if kind == "row" else c) == line]
        if d["op"] == "+":
            cons.append(z3.Sum(x) == d["target"])
        elif d["op"] == "x":
            product = x[0]
            for v in x[1:]:
                product = product * v
            cons.append(product == d["target"])
        elif d["op"] == "-":
            cons.append(z3.Or(x[0] - x[1] == d["target"], x[1] - x[0] == d["target"]))
        else:
            cons.append(z3.Or(x[0] == x[1] * d["target"], x[1] == x[0] * d["target"]))
        assert len(z3_models(x, cons, limit=5000)) == case.answer
    bc = bootcamps.get("puzzle/kenken_cage_count")
    # a 2-cell cage in one row of a 4x4 grid with sum 5: (1,4) (4,1) (2,3) (3,2) = 4 ways;
    # a 2 already in that row rules out (2,3) and (3,2)
    data = {"size": 4, "cells": [[0, 0], [0, 1]], "op": "+", "target": 5, "facts": []}
    assert bc.solve(data) == 4 == bc.program(bootcamps.trace.Tracer(), data)
    data["facts"] = [["row", 0, 2]]
    assert bc.solve(data) == 2 == bc.program(bootcamps.trace.Tracer(), data)
    # cells in different rows and columns may repeat: r1c1, r2c2 (not a real cage shape, but the
    # rule is the same) with product 4 in 1..4: (1,4) (4,1) (2,2)
    assert bc.solve({"size": 4, "cells": [[0, 0], [1, 1]], "op": "x", "target": 4, "facts": []}) == 3


# ---------------------------------------------------------------- futoshiki line


def test_futoshiki_line_z3_and_hand_example():
    for bc, case in cases("puzzle/futoshiki_line", per_level=3):
        signs, known = case.data["signs"], case.data["known"]
        n = len(known)
        x = [z3.Int(f"f{i}") for i in range(n)]
        cons = [z3.And(1 <= v, v <= n) for v in x] + [z3.Distinct(x)]
        cons += [x[i] < x[i + 1] if s == "<" else x[i] > x[i + 1] for i, s in enumerate(signs) if s != "."]
        cons += [x[i] == k for i, k in enumerate(known) if k]
        solver = z3.Solver()
        solver.add(*cons)
        row = []
        for i in range(n):
            possible = [v for v in range(1, n + 1) if solver.check(x[i] == v) == z3.sat]
            row.append(possible[0] if len(possible) == 1 else 0)
        assert [row] == case.answer
    bc = bootcamps.get("puzzle/futoshiki_line")
    # _ < _ > _ over 1..3: the middle is the largest (3); the ends hold 1 and 2 either way
    data = {"signs": "<>", "known": [0, 0, 0]}
    assert bc.solve(data) == [[0, 3, 0]] == bc.program(bootcamps.trace.Tracer(), data)
    assert bc.check(data, [[0, 3, 0]], "?3?") == 1.0 and bc.check(data, [[0, 3, 0]], "132") == 0.0


# ---------------------------------------------------------------- kit


def test_kit_queens_and_sudoku():
    assert [len(puzzles2.queens_solutions(n)) for n in range(4, 11)] == [2, 10, 4, 40, 92, 352, 724]
    rng = random.Random(1)
    for n in (4, 6, 9):
        grid = puzzles2.random_sudoku(n, rng)
        units, _ = puzzles2.sudoku_units(n)
        assert all(sorted(grid[r][c] for r, c in cells) == list(range(1, n + 1)) for _, cells in units)


def test_kit_line_deduce_matches_enumeration():
    rng = random.Random(2)
    for _ in range(300):
        n = rng.randint(1, 12)
        line = [rng.randint(0, 1) for _ in range(n)]
        clue = [len(run) for run in "".join(map(str, line)).split("0") if run]
        known = [x if rng.random() < 0.3 else -1 for x in line]
        fits = [o for o in itertools.product((0, 1), repeat=n)
                if [len(run) for run in "".join(map(str, o)).split("0") if run] == clue
                and all(k in (-1, v) for k, v in zip(known, o))]
        want = [col[0] if len(set(col)) == 1 else -1 for col in zip(*fits)]
        assert puzzles2.line_deduce(known, clue) == want


def test_kit_letter_digits_reader():
    assert puzzles2.read_letter_digits("A=1, B: 2; C -> 3") == {"A": 1, "B": 2, "C": 3}
    assert puzzles2.read_letter_digits("A=1, A=2") is None
    assert puzzles2.read_letter_digits("A=1 or B=2") is None
    assert puzzles2.read_letter_digits("A=1" * 1000) is None


def test_kit_thermo_solutions_match_brute_force():
    rng = random.Random(3)
    for _ in range(40):
        n = 3
        thermos = [[list(cell) for cell in path] for path in puzzles2.random_paths(n, n, 1, 3, rng)]
        rows, cols = [rng.randint(0, n) for _ in range(n)], [rng.randint(0, n) for _ in range(n)]
        brute = []
        for levels in itertools.product(*[range(len(p) + 1) for p in thermos]):
            grid = [0] * (n * n)
            for path, level in zip(thermos, levels):
                for r, c in path[:level]:
                    grid[r * n + c] = 1
            if [sum(grid[r * n:(r + 1) * n]) for r in range(n)] == rows and [sum(grid[c::n]) for c in range(n)] == cols:
                brute.append(grid)
        assert sorted(puzzles2.thermo_solutions(n, thermos, rows, cols, {}, limit=10**6)) == sorted(brute)


def test_kit_tents_matching_and_traced_dfs_count():
    # the tree at r1c1 touches both tents, the one at r3c3 touches neither: no pairing
    assert puzzles2.tents_matched([(0, 1), (1, 0)], [(0, 0), (2, 2)]) is False
    assert puzzles2.tents_matched([(0, 1), (1, 0)], [(0, 0), (1, 1)]) is True
    # traced_dfs counting the 3-digit strings over {0,1} with no two equal neighbours: 010 and 101
    t = bootcamps.trace.Tracer()
    total = puzzles2.traced_dfs(t, (), lambda node: [x for x in (0, 1) if not node or node[-1] != x],
                                lambda node, x: node + (x,), lambda node: len(node) == 3, count=True)
    assert total == 2
