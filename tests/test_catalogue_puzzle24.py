"""Puzzle bootcamps, batch 24 (thermo, whisper, renban, palindrome, between-line and zipper sudoku): gold answers agree with z3 models written apart
from the bootcamps (uniqueness proved with a blocking clause), and one hand-worked example per
bootcamp scores 1.0 while a wrong grid scores 0.0."""

from __future__ import annotations

import z3

import bootcamps
from catalogue_cases import cases, tagged

FIRST_SEED = 2400  # each level's sample: seeds FIRST_SEED, FIRST_SEED + 1, ...


def z3_unique(cells, constraints, gold_rows) -> bool:
    """z3's model equals the gold grid and no other model exists once gold is blocked."""
    flat = [v for row in cells for v in row]
    gold = [x for row in gold_rows for x in row]
    solver = z3.Solver()
    solver.add(*constraints)
    if solver.check() != z3.sat:
        return False
    model = solver.model()
    if [model.eval(v, model_completion=True).as_long() for v in flat] != gold:
        return False
    solver.add(z3.Or([v != g for v, g in zip(flat, gold)]))
    return solver.check() == z3.unsat


def sudoku_z3(n: int, givens):
    cells = [[z3.Int(f"x{r}_{c}") for c in range(n)] for r in range(n)]
    cons = [z3.And(1 <= v, v <= n) for row in cells for v in row]
    for i in range(n):
        cons.append(z3.Distinct(cells[i]))
        cons.append(z3.Distinct([cells[r][i] for r in range(n)]))
    bh, bw = {4: (2, 2), 6: (2, 3)}[n]
    for r0 in range(0, n, bh):
        for c0 in range(0, n, bw):
            cons.append(z3.Distinct([cells[r0 + r][c0 + c] for r in range(bh) for c in range(bw)]))
    cons += [cells[r][c] == givens[r][c] for r in range(n) for c in range(n) if givens[r][c]]
    return cells, cons


# ---------------------------------------------------------------- thermo sudoku


def test_thermo_sudoku_z3_and_hand_example():
    for bc, case in cases("puzzle/thermo_sudoku", FIRST_SEED):
        d = case.data
        n = d["size"]
        cells, cons = sudoku_z3(n, d["givens"])
        at = lambda v: cells[v // n][v % n]
        for th in d["lines"]:
            assert len(th) >= 2 and len(set(th)) == len(th)
            for a, b in zip(th, th[1:]):
                assert max(abs(a // n - b // n), abs(a % n - b % n)) == 1  # a king step
                cons.append(at(a) < at(b))
        assert z3_unique(cells, cons, case.answer), (case.level, case.seed)
        assert bc.solve(d) == case.answer
        assert bc.score(case, tagged(bc.format_answer(case.answer))) == 1.0
    # 4x4 worked by hand: rows 1234 / 3412 / 2143 / 4321. The thermometer r3c1 (2) -> r2c1 (3)
    # -> r2c2 (4) rises; with the givens r1c1 = 1, r1c3 = 3 and r4c4 = 1, brute force over all
    # 4x4 sudokus finds exactly this grid.
    grid = [[1, 2, 3, 4], [3, 4, 1, 2], [2, 1, 4, 3], [4, 3, 2, 1]]
    data = {"size": 4, "lines": [[8, 4, 5]],
            "givens": [[1, 0, 3, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 1]]}
    bc = bootcamps.get("puzzle/thermo_sudoku")
    assert bc.solve(data) == grid
    assert bc.verify(data, grid, tagged("1234\n3412\n2143\n4321")) == 1.0
    assert bc.verify(data, grid, tagged("1234;3412;2134;4321")) == 0.0


# ---------------------------------------------------------------- whisper sudoku


def test_whisper_sudoku_z3_and_hand_example():
    for bc, case in cases("puzzle/whisper_sudoku", FIRST_SEED):
        d = case.data
        n = d["size"]
        cells, cons = sudoku_z3(n, d["givens"])
        at = lambda v: cells[v // n][v % n]
        for line in d["lines"]:
            assert len(line) >= 2 and len(set(line)) == len(line)
            for a, b in zip(line, line[1:]):
                assert max(abs(a // n - b // n), abs(a % n - b % n)) == 1
                cons.append(z3.Or(at(a) - at(b) >= n // 2, at(b) - at(a) >= n // 2))
        assert z3_unique(cells, cons, case.answer), (case.level, case.seed)
        assert bc.solve(d) == case.answer
        assert bc.score(case, tagged(bc.format_answer(case.answer))) == 1.0
    # 4x4 by hand: rows 1234 / 3412 / 2143 / 4321; the line r1c1 (1) -> r2c2 (4) -> r3c1 (2)
    # steps by 3 and 2, both at least 2. With the givens r1c1 = 1, r1c3 = 3, r4c4 = 1, brute force
    # over all 288 4x4 sudokus leaves only this grid.
    grid = [[1, 2, 3, 4], [3, 4, 1, 2], [2, 1, 4, 3], [4, 3, 2, 1]]
    data = {"size": 4, "lines": [[0, 5, 8]], "givens": [[1, 0, 3, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 1]]}
    bc = bootcamps.get("puzzle/whisper_sudoku")
    assert bc.solve(data) == grid
    assert bc.verify(data, grid, tagged("1 2 3 4\n3 4 1 2\n2 1 4 3\n4 3 2 1")) == 1.0
    assert bc.verify(data, grid, tagged("1234;3412;2143;4312")) == 0.0


# ---------------------------------------------------------------- renban sudoku


def test_renban_sudoku_z3_and_hand_example():
    for bc, case in cases("puzzle/renban_sudoku", FIRST_SEED):
        d = case.data
        n = d["size"]
        cells, cons = sudoku_z3(n, d["givens"])
        at = lambda v: cells[v // n][v % n]
        for line in d["lines"]:
            assert len(line) >= 2 and len(set(line)) == len(line)
            digits = [at(v) for v in line]
            low = z3.Int(f"low{line[0]}")  # the run is low .. low + len - 1, each digit once
            cons.append(z3.Distinct(digits))
            cons += [z3.And(low <= x, x < low + len(line)) for x in digits]
        assert z3_unique(cells, cons, case.answer), (case.level, case.seed)
        assert bc.solve(d) == case.answer
        assert bc.score(case, tagged(bc.format_answer(case.answer))) == 1.0
    # 4x4 by hand: rows 1234 / 3412 / 2143 / 4321; the line r3c2 (1) -> r4c3 (2) -> r3c4 (3)
    # holds the run 1..3. With the givens r1c1 = 1, r1c2 = 2, r4c2 = 3, brute force over all 288
    # 4x4 sudokus leaves only this grid.
    grid = [[1, 2, 3, 4], [3, 4, 1, 2], [2, 1, 4, 3], [4, 3, 2, 1]]
    data = {"size": 4, "lines": [[9, 14, 11]], "givens": [[1, 2, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 3, 0, 0]]}
    bc = bootcamps.get("puzzle/renban_sudoku")
    assert bc.solve(data) == grid
    assert bc.verify(data, grid, tagged("1234;3412;2143;4321")) == 1.0
    assert bc.verify(data, grid, tagged("1234;3421;2143;4312")) == 0.0


# ---------------------------------------------------------------- palindrome sudoku


def test_palindrome_sudoku_z3_and_hand_example():
    for bc, case in cases("puzzle/palindrome_sudoku", FIRST_SEED):
        d = case.data
        n = d["size"]
        cells, cons = sudoku_z3(n, d["givens"])
        at = lambda v: cells[v // n][v % n]
        for line in d["lines"]:
            assert len(line) >= 2 and len(set(line)) == len(line)
            cons += [at(a) == at(b) for a, b in zip(line, reversed(line))]
        assert z3_unique(cells, cons, case.answer), (case.level, case.seed)
        assert bc.solve(d) == case.answer
        assert bc.score(case, tagged(bc.format_answer(case.answer))) == 1.0
    # 4x4 by hand: rows 1234 / 3412 / 2143 / 4321; the line r1c1 (1) -> r1c2 (2) -> r2c3 (1)
    # reads 1 2 1 both ways. With the givens r1c1 = 1, r1c2 = 2, r3c3 = 4, r4c2 = 3, brute force
    # over all 288 4x4 sudokus leaves only this grid.
    grid = [[1, 2, 3, 4], [3, 4, 1, 2], [2, 1, 4, 3], [4, 3, 2, 1]]
    data = {"size": 4, "lines": [[0, 1, 6]], "givens": [[1, 2, 0, 0], [0, 0, 0, 0], [0, 0, 4, 0], [0, 3, 0, 0]]}
    bc = bootcamps.get("puzzle/palindrome_sudoku")
    assert bc.solve(data) == grid
    assert bc.verify(data, grid, tagged("1234;3412;2143;4321")) == 1.0
    assert bc.verify(data, grid, tagged("1234;3421;2143;4312")) == 0.0


# ---------------------------------------------------------------- between-line sudoku


def test_between_sudoku_z3_and_hand_example():
    for bc, case in cases("puzzle/between_sudoku", FIRST_SEED):
        d = case.data
        n = d["size"]
        cells, cons = sudoku_z3(n, d["givens"])
        at = lambda v: cells[v // n][v % n]
        for line in d["lines"]:
            assert len(line) >= 3 and len(set(line)) == len(line)
            a, b = at(line[0]), at(line[-1])
            for v in line[1:-1]:
                cons.append(z3.Or(z3.And(a < at(v), at(v) < b), z3.And(b < at(v), at(v) < a)))
        assert z3_unique(cells, cons, case.answer), (case.level, case.seed)
        assert bc.solve(d) == case.answer
        assert bc.score(case, tagged(bc.format_answer(case.answer))) == 1.0
    # 4x4 by hand: rows 1234 / 3412 / 2143 / 4321; the line r1c1 (1) -> r1c2 (2) -> r1c3 (3)
    # has 2 between 1 and 3. With the givens r1c3 = 3, r4c1 = 4, r4c4 = 1, brute force over all
    # 288 4x4 sudokus leaves only this grid.
    grid = [[1, 2, 3, 4], [3, 4, 1, 2], [2, 1, 4, 3], [4, 3, 2, 1]]
    data = {"size": 4, "lines": [[0, 1, 2]], "givens": [[0, 0, 3, 0], [0, 0, 0, 0], [0, 0, 0, 0], [4, 0, 0, 1]]}
    bc = bootcamps.get("puzzle/between_sudoku")
    assert bc.solve(data) == grid
    assert bc.verify(data, grid, tagged("1234;3412;2143;4321")) == 1.0
    assert bc.verify(data, grid, tagged("2134;3412;1243;4321")) == 0.0


# ---------------------------------------------------------------- zipper sudoku


def test_zipper_sudoku_z3_and_hand_example():
    for bc, case in cases("puzzle/zipper_sudoku", FIRST_SEED):
        d = case.data
        n = d["size"]
        cells, cons = sudoku_z3(n, d["givens"])
        at = lambda v: cells[v // n][v % n]
        for line in d["lines"]:
            assert len(line) >= 3 and len(set(line)) == len(line)
            total = at(line[len(line) // 2]) if len(line) % 2 else z3.Int(f"total{line[0]}")
            cons += [at(line[i]) + at(line[-1 - i]) == total for i in range(len(line) // 2)]
        assert z3_unique(cells, cons, case.answer), (case.level, case.seed)
        assert bc.solve(d) == case.answer
        assert bc.score(case, tagged(bc.format_answer(case.answer))) == 1.0
    # 4x4 by hand: rows 1234 / 3412 / 2143 / 4321; the line r1c1 (1) -> r1c2 (2) -> r2c3 (1)
    # folds 1 + 1 onto its middle 2. With the givens r1c1 = 1, r3c3 = 4, r4c2 = 3, brute force
    # over all 288 4x4 sudokus leaves only this grid.
    grid = [[1, 2, 3, 4], [3, 4, 1, 2], [2, 1, 4, 3], [4, 3, 2, 1]]
    data = {"size": 4, "lines": [[0, 1, 6]], "givens": [[1, 0, 0, 0], [0, 0, 0, 0], [0, 0, 4, 0], [0, 3, 0, 0]]}
    bc = bootcamps.get("puzzle/zipper_sudoku")
    assert bc.solve(data) == grid
    assert bc.verify(data, grid, tagged("1234;3412;2143;4321")) == 1.0
    assert bc.verify(data, grid, tagged("1324;3412;2143;4231")) == 0.0
