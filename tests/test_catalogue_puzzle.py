"""Puzzle, game, planning and spatial bootcamps: gold answers agree with oracles written
independently of the bootcamps (z3 / python-sat with a blocking clause for puzzle uniqueness,
brute force or BFS elsewhere), and one hand-worked example per bootcamp."""

from __future__ import annotations

import pytest
import z3

import bootcamps

LEVELS = bootcamps.LEVELS
SAMPLE = 3  # cases per level checked by the oracle
_ORACLE_COUNTS: dict[str, int] = {}


def tagged(text: str) -> str:
    return f"<answer>{text}</answer>"


def cases(bootcamp_id: str, per_level: int = SAMPLE):
    bc = bootcamps.get(bootcamp_id)
    for level in LEVELS:
        for seed in range(per_level):
            yield bc, bc.case(1000 + seed, level)


def z3_unique(variables: list, constraints: list, gold: list[int]) -> bool:
    """The z3 model agrees with ``gold`` and, with gold blocked, no other model exists."""
    solver = z3.Solver()
    solver.add(*constraints)
    if solver.check() != z3.sat:
        return False
    model = solver.model()
    found = [model.eval(v, model_completion=True).as_long() for v in variables]
    if found != list(gold):
        return False
    solver.add(z3.Or([v != g for v, g in zip(variables, gold)]))
    return solver.check() == z3.unsat


def latin_z3(n: int, givens: list[list[int]]):
    cells = [[z3.Int(f"x{r}_{c}") for c in range(n)] for r in range(n)]
    rules = [z3.And(1 <= v, v <= n) for row in cells for v in row]
    rules += [z3.Distinct(row) for row in cells] + [z3.Distinct(list(col)) for col in zip(*cells)]
    rules += [cells[r][c] == givens[r][c] for r in range(n) for c in range(n) if givens[r][c]]
    return cells, rules


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
