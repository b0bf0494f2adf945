"""Puzzle bootcamps, batch 24 (thermo, whisper, renban, palindrome, between-line and zipper sudoku): gold answers agree with z3 models written apart
from the bootcamps (uniqueness proved with a blocking clause), and one hand-worked example per
bootcamp scores 1.0 while a wrong grid scores 0.0.

All six are sudokus with lines of king-step-adjacent cells; only each line's rule differs, so
one test runs a table of (line rule as z3 constraints, hand-worked example)."""

from __future__ import annotations

import pytest
import z3

import bootcamps
from catalogue_cases import cases, latin_z3, tagged, z3_unique

FIRST_SEED = 2400  # each level's sample: seeds FIRST_SEED, FIRST_SEED + 1, ...

# Every hand example below solves to this 4x4 sudoku; brute force over all 288 4x4 sudokus
# leaves only it for the example's line and givens (worked out in the comments).
HAND_GRID = [[1, 2, 3, 4], [3, 4, 1, 2], [2, 1, 4, 3], [4, 3, 2, 1]]


def thermo(at, line, n):
    return [at(a) < at(b) for a, b in zip(line, line[1:])]


def whisper(at, line, n):
    return [z3.Or(at(a) - at(b) >= n // 2, at(b) - at(a) >= n // 2) for a, b in zip(line, line[1:])]


def renban(at, line, n):
    digits = [at(v) for v in line]
    low = z3.Int(f"low{line[0]}")  # the run is low .. low + len - 1, each digit once
    return [z3.Distinct(digits)] + [z3.And(low <= x, x < low + len(line)) for x in digits]


def palindrome(at, line, n):
    return [at(a) == at(b) for a, b in zip(line, reversed(line))]


def between(at, line, n):
    a, b = at(line[0]), at(line[-1])
    return [z3.Or(z3.And(a < at(v), at(v) < b), z3.And(b < at(v), at(v) < a)) for v in line[1:-1]]


def zipper(at, line, n):
    total = at(line[len(line) // 2]) if len(line) % 2 else z3.Int(f"total{line[0]}")
    return [at(line[i]) + at(line[-1 - i]) == total for i in range(len(line) // 2)]


# id, line rule, shortest line, hand example (lines, givens), a right and a wrong answer text
TABLE = [
    # thermometer r3c1 (2) -> r2c1 (3) -> r2c2 (4) rises; givens r1c1 = 1, r1c3 = 3, r4c4 = 1
    ("puzzle/thermo_sudoku", thermo, 2, [[8, 4, 5]], [[1, 0, 3, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 1]],
     "1234\n3412\n2143\n4321", "1234;3412;2134;4321"),
    # line r1c1 (1) -> r2c2 (4) -> r3c1 (2) steps by 3 and 2, both at least 2; same givens
    ("puzzle/whisper_sudoku", whisper, 2, [[0, 5, 8]], [[1, 0, 3, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 1]],
     "1 2 3 4\n3 4 1 2\n2 1 4 3\n4 3 2 1", "1234;3412;2143;4312"),
    # line r3c2 (1) -> r4c3 (2) -> r3c4 (3) holds the run 1..3; givens r1c1 = 1, r1c2 = 2, r4c2 = 3
    ("puzzle/renban_sudoku", renban, 2, [[9, 14, 11]], [[1, 2, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 3, 0, 0]],
     "1234;3412;2143;4321", "1234;3421;2143;4312"),
    # line r1c1 (1) -> r1c2 (2) -> r2c3 (1) reads 1 2 1 both ways; givens r1c1 = 1, r1c2 = 2, r3c3 = 4, r4c2 = 3
    ("puzzle/palindrome_sudoku", palindrome, 2, [[0, 1, 6]], [[1, 2, 0, 0], [0, 0, 0, 0], [0, 0, 4, 0], [0, 3, 0, 0]],
     "1234;3412;2143;4321", "1234;3421;2143;4312"),
    # line r1c1 (1) -> r1c2 (2) -> r1c3 (3) has 2 between 1 and 3; givens r1c3 = 3, r4c1 = 4, r4c4 = 1
    ("puzzle/between_sudoku", between, 3, [[0, 1, 2]], [[0, 0, 3, 0], [0, 0, 0, 0], [0, 0, 0, 0], [4, 0, 0, 1]],
     "1234;3412;2143;4321", "2134;3412;1243;4321"),
    # line r1c1 (1) -> r1c2 (2) -> r2c3 (1) folds 1 + 1 onto its middle 2; givens r1c1 = 1, r3c3 = 4, r4c2 = 3
    ("puzzle/zipper_sudoku", zipper, 3, [[0, 1, 6]], [[1, 0, 0, 0], [0, 0, 0, 0], [0, 0, 4, 0], [0, 3, 0, 0]],
     "1234;3412;2143;4321", "1324;3412;2143;4231"),
]


@pytest.mark.parametrize("bootcamp_id, rule, shortest, lines, givens, right, wrong", TABLE, ids=[row[0] for row in TABLE])
def test_line_sudoku_z3_and_hand_example(bootcamp_id, rule, shortest, lines, givens, right, wrong):
    for bc, case in cases(bootcamp_id, FIRST_SEED):
        d = case.data
        n = d["size"]
        cells, cons = latin_z3(n, d["givens"], boxes=True)
        for line in d["lines"]:
            assert len(line) >= shortest and len(set(line)) == len(line)
            for a, b in zip(line, line[1:]):
                assert max(abs(a // n - b // n), abs(a % n - b % n)) == 1  # a king step
            cons += rule(lambda v: cells[v // n][v % n], line, n)
        assert z3_unique(cells, cons, case.answer), (case.level, case.seed)
        assert bc.solve(d) == case.answer
        assert bc.score(case, tagged(bc.format_answer(case.answer))) == 1.0
    bc = bootcamps.get(bootcamp_id)
    data = {"size": 4, "lines": lines, "givens": givens}
    assert bc.solve(data) == HAND_GRID
    assert bc.verify(data, HAND_GRID, tagged(right)) == 1.0
    assert bc.verify(data, HAND_GRID, tagged(wrong)) == 0.0
