"""Puzzle bootcamps, batch 24 (thermo sudoku): gold answers agree with z3 models written apart
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
        for th in d["thermos"]:
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
    data = {"size": 4, "thermos": [[8, 4, 5]],
            "givens": [[1, 0, 3, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 1]]}
    bc = bootcamps.get("puzzle/thermo_sudoku")
    assert bc.solve(data) == grid
    assert bc.verify(data, grid, tagged("1234\n3412\n2143\n4321")) == 1.0
    assert bc.verify(data, grid, tagged("1234;3412;2134;4321")) == 0.0
