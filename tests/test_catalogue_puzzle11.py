"""Puzzle bootcamps, eleventh batch (sandwich sudoku, arrow sudoku): gold answers
agree with z3 models written apart from the bootcamps (uniqueness proved with a blocking clause),
and one hand-worked example per bootcamp scores 1.0 while a wrong grid scores 0.0."""

from __future__ import annotations

import z3

import bootcamps
from catalogue_cases import cases, latin_z3, tagged, z3_unique

FIRST_SEED = 1100  # each level's sample: seeds FIRST_SEED, FIRST_SEED + 1, ...


# ---------------------------------------------------------------- sandwich sudoku


def sandwich_z3(line, n, clue):
    """Positions p (of 1) and q (of n) as z3 terms; the digits strictly between them sum to clue."""
    pos1 = z3.Sum([z3.If(v == 1, i, 0) for i, v in enumerate(line)])
    posn = z3.Sum([z3.If(v == n, i, 0) for i, v in enumerate(line)])
    lo, hi = z3.If(pos1 < posn, pos1, posn), z3.If(pos1 < posn, posn, pos1)
    return z3.Sum([z3.If(z3.And(lo < i, i < hi), v, 0) for i, v in enumerate(line)]) == clue


def test_sandwich_sudoku_z3_and_hand_example():
    for bc, case in cases("puzzle/sandwich_sudoku", FIRST_SEED):
        d = case.data
        n = d["size"]
        cells, cons = latin_z3(n, d["givens"], boxes=True)
        for i in range(n):
            cons.append(sandwich_z3(cells[i], n, d["row_clues"][i]))
            cons.append(sandwich_z3([cells[r][i] for r in range(n)], n, d["col_clues"][i]))
        assert z3_unique(cells, cons, case.answer), (case.level, case.seed)
        assert bc.score(case, tagged(bc.format_answer(case.answer))) == 1.0
    # 4x4 worked by hand: rows 1234 / 3412 / 2143 / 4321. Row 1: between 1 and 4 are 2,3 -> 5;
    # row 2: 4 and 1 adjacent -> 0; row 3: 1,4 adjacent -> 0; row 4: 3+2 -> 5. Columns: 1324 ->
    # 3+2 = 5; 2413 -> 0; 3142 -> 0; 4231 -> 5. The givens 1, 2 in row 1 fix the rest (without
    # the 2, the transpose 1324/2413/3142/4231 also fits).
    grid = [[1, 2, 3, 4], [3, 4, 1, 2], [2, 1, 4, 3], [4, 3, 2, 1]]
    data = {"size": 4, "row_clues": [5, 0, 0, 5], "col_clues": [5, 0, 0, 5],
            "givens": [[1, 2, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]]}
    bc = bootcamps.get("puzzle/sandwich_sudoku")
    assert bc.solve(data) == grid
    assert bc.verify(data, grid, tagged("1234;3412;2143;4321")) == 1.0
    assert bc.verify(data, grid, tagged("1234;3412;2143;4312")) == 0.0


# ---------------------------------------------------------------- arrow sudoku


def test_arrow_sudoku_z3_and_hand_example():
    for bc, case in cases("puzzle/arrow_sudoku", FIRST_SEED):
        d = case.data
        n = d["size"]
        cells, cons = latin_z3(n, d["givens"], boxes=True)
        at = lambda v: cells[v // n][v % n]
        for arrow in d["arrows"]:
            assert len(arrow) >= 2 and len(set(arrow)) == len(arrow)
            cons.append(at(arrow[0]) == z3.Sum([at(v) for v in arrow[1:]]))
        assert z3_unique(cells, cons, case.answer), (case.level, case.seed)
        assert bc.score(case, tagged(bc.format_answer(case.answer))) == 1.0
    # 4x4: 1234 / 3412 / 2143 / 4321, one arrow: circle r1c4 = 4 with shaft r1c3 (3) -> r2c3
    # (1), 3 + 1 = 4. Givens 1, 2, 3, 4 and r4c4 = 1 leave one grid (brute force: without
    # r4c4 two grids fit).
    grid = [[1, 2, 3, 4], [3, 4, 1, 2], [2, 1, 4, 3], [4, 3, 2, 1]]
    data = {"size": 4, "arrows": [[3, 2, 6]],
            "givens": [[1, 2, 0, 0], [3, 0, 0, 0], [0, 0, 4, 0], [0, 0, 0, 1]]}
    bc = bootcamps.get("puzzle/arrow_sudoku")
    assert bc.solve(data) == grid
    assert bc.verify(data, grid, tagged("1234\n3412\n2143\n4321")) == 1.0
    assert bc.verify(data, grid, tagged("1243;3412;2134;4321")) == 0.0
