"""Puzzle bootcamps, fourteenth batch (sujiko, sumplete, inshi no heya): gold answers agree with z3 models
written apart from the bootcamps (uniqueness proved with a blocking clause), and one hand-worked
example per bootcamp scores 1.0 while a wrong grid scores 0.0."""

from __future__ import annotations

import z3

import bootcamps
from catalogue_cases import cases, latin_z3, tagged, z3_unique

FIRST_SEED = 1400  # each level's sample: seeds FIRST_SEED, FIRST_SEED + 1, ...


# ---------------------------------------------------------------- sujiko


def test_sujiko_z3_and_hand_example():
    for bc, case in cases("puzzle/sujiko", FIRST_SEED):
        d = case.data
        n = d["size"]
        cells = [[z3.Int(f"s{r}_{c}") for c in range(n)] for r in range(n)]
        flat = [v for row in cells for v in row]
        cons = [z3.And(1 <= v, v <= n * n) for v in flat] + [z3.Distinct(flat)]
        for r in range(n - 1):
            for c in range(n - 1):
                cons.append(cells[r][c] + cells[r][c + 1] + cells[r + 1][c] + cells[r + 1][c + 1] == d["sums"][r][c])
        for r in range(n):
            for c in range(n):
                if d["givens"][r][c]:
                    cons.append(cells[r][c] == d["givens"][r][c])
        assert z3_unique(cells, cons, case.answer), (case.level, case.seed)
        assert bc.score(case, tagged(bc.format_answer(case.answer))) == 1.0
    # 3x3 by hand: 1 2 3 / 4 5 6 / 7 8 9 has block sums 1+2+4+5 = 12, 2+3+5+6 = 16,
    # 4+5+7+8 = 24, 5+6+8+9 = 28. With the givens 1 (r1c1) and 9 (r3c3) only this grid fits
    # (checked by the solver below, which searches every permutation).
    grid = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
    data = {"size": 3, "sums": [[12, 16], [24, 28]], "givens": [[1, 0, 0], [0, 0, 0], [0, 0, 9]]}
    bc = bootcamps.get("puzzle/sujiko")
    assert bc.solve(data) == grid
    assert bc.verify(data, grid, tagged("1 2 3; 4 5 6; 7 8 9")) == 1.0
    assert bc.verify(data, grid, tagged("1 2 3\n4 5 6\n7 8 9")) == 1.0
    assert bc.verify(data, grid, tagged("1 4 3; 2 5 6; 7 8 9")) == 0.0
    assert bc.verify(data, grid, tagged("123;456;789")) == 1.0  # single digits, written together
    assert bc.verify(data, grid, tagged("123\n456\n789")) == 1.0
    assert bc.verify(data, grid, tagged("143;256;789")) == 0.0
    assert bc.verify(data, grid, tagged("12 3;456;789")) == 0.0


# ---------------------------------------------------------------- sumplete


def test_sumplete_z3_and_hand_example():
    for bc, case in cases("puzzle/sumplete", FIRST_SEED):
        d = case.data
        digits = d["digits"]
        n = len(digits)
        keep = [[z3.Int(f"k{r}_{c}") for c in range(n)] for r in range(n)]
        cons = [z3.Or(v == 0, v == 1) for row in keep for v in row]
        for i in range(n):
            cons.append(z3.Sum([digits[i][c] * keep[i][c] for c in range(n)]) == d["rows"][i])
            cons.append(z3.Sum([digits[r][i] * keep[r][i] for r in range(n)]) == d["cols"][i])
        assert z3_unique(keep, cons, case.answer), (case.level, case.seed)
        assert bc.score(case, tagged(bc.format_answer(case.answer))) == 1.0
    # 3x3 by hand: digits 1 2 3 / 4 5 6 / 7 8 9, keep the diagonal 1, 5, 9: rows 1, 5, 9 and
    # columns 1, 5, 9. Row 1 (1 2 3 -> 1) can only keep the 1; column 1 (1 4 7 -> 1) then
    # drops 4 and 7; row 3 (7 8 9 -> 9) keeps only 9 (7 is gone, 8 alone is not 9); row 2
    # (4 5 6 -> 5) keeps 5.
    digits = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
    data = {"digits": digits, "rows": [1, 5, 9], "cols": [1, 5, 9]}
    mask = [[1, 0, 0], [0, 1, 0], [0, 0, 1]]
    bc = bootcamps.get("puzzle/sumplete")
    assert bc.solve(data) == mask
    assert bc.verify(data, mask, tagged("KXX;XKX;XXK")) == 1.0
    assert bc.verify(data, mask, tagged("100\n010\n001")) == 1.0
    assert bc.verify(data, mask, tagged("KXX;XKX;XKX")) == 0.0


# ---------------------------------------------------------------- inshi no heya


def test_inshi_no_heya_z3_and_hand_example():
    for bc, case in cases("puzzle/inshi_no_heya", FIRST_SEED):
        d = case.data
        n = d["size"]
        cells, cons = latin_z3(n, d["givens"], prefix="i")
        covered = []
        for room in d["rooms"]:
            spots = [divmod(v, n) for v in room["cells"]]
            rows, cols = {r for r, _ in spots}, {c for _, c in spots}
            assert len(rows) == 1 or len(cols) == 1  # a straight strip
            covered += room["cells"]
            prod = z3.IntVal(1)
            for r, c in spots:
                prod = prod * cells[r][c]
            cons.append(prod == room["product"])
        assert sorted(covered) == list(range(n * n))
        assert z3_unique(cells, cons, case.answer), (case.level, case.seed)
        assert bc.score(case, tagged(bc.format_answer(case.answer))) == 1.0
    # 3x3 by hand: 1 2 3 / 2 3 1 / 3 1 2 with rooms r1c1-r1c2 (1*2 = 2), r1c3 (3),
    # r2c1-r2c3 (6), r3c1 (3), r3c2-r3c3 (1*2 = 2). The given r1c1 = 1 makes row 1 1 2 3;
    # column 1 holds 1 on top and 3 at r3c1, so r2c1 = 2, and the Latin rule completes rows 2
    # and 3. Without the given, swapping 1 and 2 everywhere also fits.
    grid = [[1, 2, 3], [2, 3, 1], [3, 1, 2]]
    data = {"size": 3, "givens": [[1, 0, 0], [0, 0, 0], [0, 0, 0]], "rooms": [
        {"cells": [0, 1], "product": 2}, {"cells": [2], "product": 3}, {"cells": [3, 4, 5], "product": 6},
        {"cells": [6], "product": 3}, {"cells": [7, 8], "product": 2}]}
    bc = bootcamps.get("puzzle/inshi_no_heya")
    assert bc.solve(data) == grid
    assert bc.verify(data, grid, tagged("123;231;312")) == 1.0
    assert bc.verify(data, grid, tagged("123;312;231")) == 0.0
