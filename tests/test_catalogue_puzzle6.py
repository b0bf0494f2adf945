"""Puzzle bootcamps, sixth batch: gold answers agree with z3 models written independently of
the bootcamps (uniqueness checked with a blocking clause) or with brute force, and one
hand-worked example per bootcamp."""

from __future__ import annotations

import z3

import bootcamps

LEVELS = bootcamps.LEVELS
SAMPLE = 3  # cases per level checked by the oracle


def tagged(text: str) -> str:
    return f"<answer>{text}</answer>"


def cases(bootcamp_id: str, per_level: int = SAMPLE):
    bc = bootcamps.get(bootcamp_id)
    for level in LEVELS:
        for seed in range(per_level):
            yield bc, bc.case(2000 + seed, level)


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


def latin_cells(n: int, givens: list[list[int]]):
    cells = [[z3.Int(f"x{r}_{c}") for c in range(n)] for r in range(n)]
    rules = [z3.And(1 <= v, v <= n) for row in cells for v in row]
    rules += [z3.Distinct(row) for row in cells] + [z3.Distinct(list(col)) for col in zip(*cells)]
    rules += [cells[r][c] == givens[r][c] for r in range(n) for c in range(n) if givens[r][c]]
    return cells, rules


# ---------------------------------------------------------------- kropki


def test_kropki_unique_by_z3():
    for bc, case in cases("puzzle/kropki"):
        n = case.data["size"]
        cells, rules = latin_cells(n, case.data["givens"])
        marked = {}
        for r1, c1, r2, c2, mark in case.data["dots"]:
            marked[(r1, c1, r2, c2)] = mark
        for r1 in range(n):
            for c1 in range(n):
                for r2, c2 in ((r1, c1 + 1), (r1 + 1, c1)):
                    if r2 >= n or c2 >= n:
                        continue
                    a, b = cells[r1][c1], cells[r2][c2]
                    white = z3.Or(a - b == 1, b - a == 1)
                    black = z3.Or(a == 2 * b, b == 2 * a)
                    mark = marked.get((r1, c1, r2, c2), "")
                    rules.append(white if mark == "w" else black if mark == "b" else z3.Not(z3.Or(white, black)))
        flat = [v for row in cells for v in row]
        assert z3_unique(flat, rules, [v for row in case.answer for v in row]), case.id
        assert bc.solve(case.data) == case.answer


def test_kropki_hand_example():
    bc = bootcamps.get("puzzle/kropki")
    # 3x3, r1c1=1 given. Row 1: 1 o 2? pairs (1,2) white, (2,3) white -> row 1 = 1 2 3.
    # Column 1 under 1: a black dot (1,2) -> r2c1 = 2, then r3c1 = 3; r2: 2 _ _ with 2-3 white, 3-1 none
    # gives 2 3 1 and row 3 = 3 1 2 (3-1 none, 1-2 black).
    data = {"size": 3, "givens": [[1, 0, 0], [0, 0, 0], [0, 0, 0]], "dots": [
        [0, 0, 0, 1, "w"], [0, 1, 0, 2, "w"], [1, 0, 1, 1, "w"], [2, 1, 2, 2, "b"],
        [0, 0, 1, 0, "b"], [1, 0, 2, 0, "w"], [0, 1, 1, 1, "w"], [1, 2, 2, 2, "w"],
    ]}
    gold = [[1, 2, 3], [2, 3, 1], [3, 1, 2]]
    assert bc.solve(data) == gold
    assert bc.check(data, gold, "123\n231\n312") == 1.0
    assert bc.check(data, gold, "1 2 3; 2 3 1; 3 1 2") == 1.0
    assert bc.check(data, gold, "123;231;321") == 0.0
