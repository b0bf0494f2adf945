"""Puzzle bootcamps, ninth batch (suguru, ripple effect): gold answers agree with z3 models
written independently of the bootcamps (uniqueness checked with a blocking clause), and one
hand-worked example per bootcamp scores 1.0 while a wrong answer scores 0.0."""

from __future__ import annotations

import z3

import bootcamps
from catalogue_cases import cases, tagged, z3_unique

FIRST_SEED = 3000  # each level's sample: seeds FIRST_SEED, FIRST_SEED + 1, ...


def region_model(letters: list[str], puzzle: list[list[int]]):
    """Cells as z3 ints; a region of k cells holds exactly 1..k; givens fixed."""
    rows, cols = len(letters), len(letters[0])
    cells = [[z3.Int(f"x{r}_{c}") for c in range(cols)] for r in range(rows)]
    groups: dict[str, list] = {}
    for r in range(rows):
        for c in range(cols):
            groups.setdefault(letters[r][c], []).append(cells[r][c])
    rules = []
    for members in groups.values():
        rules += [z3.And(1 <= v, v <= len(members)) for v in members] + [z3.Distinct(members)]
    rules += [cells[r][c] == puzzle[r][c] for r in range(rows) for c in range(cols) if puzzle[r][c]]
    return cells, rules


# ---------------------------------------------------------------- suguru


def test_suguru_unique_by_z3():
    for bc, case in cases("puzzle/suguru", FIRST_SEED):
        letters = case.data["regions"]
        rows, cols = len(letters), len(letters[0])
        cells, rules = region_model(letters, case.data["puzzle"])
        for r in range(rows):
            for c in range(cols):
                for dr, dc in ((0, 1), (1, -1), (1, 0), (1, 1)):
                    rr, cc = r + dr, c + dc
                    if 0 <= rr < rows and 0 <= cc < cols:
                        rules.append(cells[r][c] != cells[rr][cc])
        assert z3_unique(cells, rules, case.answer), (case.level, case.seed)


def test_suguru_hand_example():
    bc = bootcamps.get("puzzle/suguru")
    # four 2x2 regions (1..4 each); checked by hand: every 2x2 block holds 1-4 and no two equal
    # numbers touch across the region borders (rows 1-2 and 3-4 repeat the same pattern)
    data = {"regions": ["AABB", "AABB", "CCDD", "CCDD"], "puzzle": [[0, 4, 0, 0], [0, 0, 2, 4], [0, 4, 0, 0], [1, 0, 0, 0]]}
    gold = [[2, 4, 1, 3], [1, 3, 2, 4], [2, 4, 1, 3], [1, 3, 2, 4]]
    assert bc.solve(data) == gold
    assert bc.verify(data, gold, tagged("2413;1324;2413;1324")) == 1.0
    assert bc.verify(data, gold, tagged("2 4 1 3\n1 3 2 4\n2 4 1 3\n1 3 2 4")) == 1.0
    assert bc.verify(data, gold, tagged("2413;1324;2413;1342")) == 0.0
    assert bc.verify(data, gold, tagged("2413;1324;2413")) == 0.0


# ---------------------------------------------------------------- ripple effect


def test_ripple_effect_unique_by_z3():
    for bc, case in cases("puzzle/ripple_effect", FIRST_SEED):
        letters = case.data["regions"]
        rows, cols = len(letters), len(letters[0])
        cells, rules = region_model(letters, case.data["puzzle"])
        lines = [[cells[r][c] for c in range(cols)] for r in range(rows)] + [[cells[r][c] for r in range(rows)] for c in range(cols)]
        for line in lines:
            for i in range(len(line)):
                for j in range(i + 1, len(line)):
                    # equal numbers n need at least n cells strictly between them
                    rules.append(z3.Implies(line[i] == line[j], j - i - 1 >= line[i]))
        assert z3_unique(cells, rules, case.answer), (case.level, case.seed)


def test_ripple_effect_hand_example():
    bc = bootcamps.get("puzzle/ripple_effect")
    # rows are regions of two cells (1, 2); equal numbers may not sit in adjacent cells of a
    # column, so row 2 is row 1 swapped; the given 1 in r1c1 fixes 12 / 21
    data = {"regions": ["AA", "BB"], "puzzle": [[1, 0], [0, 0]]}
    gold = [[1, 2], [2, 1]]
    assert bc.solve(data) == gold
    assert bc.verify(data, gold, tagged("12;21")) == 1.0
    assert bc.verify(data, gold, tagged("1 2\n2 1")) == 1.0
    assert bc.verify(data, gold, tagged("12;12")) == 0.0
    assert bc.verify(data, gold, tagged("21;12")) == 0.0
