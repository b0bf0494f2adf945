"""Puzzle batch 16 (easy as abc, doppelblock): gold answers agree with z3 models written
directly from each puzzle's rules, independently of the bootcamps (the gold is the model z3
finds, and blocking it leaves no second model), on cases at every level, and one hand-worked
example per bootcamp scores 1.0 while a wrong answer scores 0.0.

Oracles only ever see generated data (a case's inputs), never model text.
"""

from __future__ import annotations

import z3

import bootcamps

LEVELS = ("1", "2", "3", "4", "5")
SAMPLE = 3


def _score(bc, data, gold, text):
    return bc.verify(data, gold, f"<answer>{text}</answer>")


def cases(bootcamp_id: str, per_level: int = SAMPLE):
    bc = bootcamps.get(bootcamp_id)
    for level in LEVELS:
        for seed in range(per_level):
            yield bc, bc.case(1600 + seed, level)


def _unique_model(solver, cells):
    """The one model of ``cells`` (a dict name -> z3 Int), or None when there is none or more."""
    if solver.check() != z3.sat:
        return None
    model = solver.model()
    values = {key: model.eval(var, model_completion=True).as_long() for key, var in cells.items()}
    solver.add(z3.Or([var != values[key] for key, var in cells.items()]))
    return values if solver.check() == z3.unsat else None


# ---------------------------------------------------------------- easy as abc


def abc_solution(data):
    """z3: an Int per cell, 0 = empty, 1..k = A..; each letter once per row and column; a
    clue L on a side: some cell holds L and every cell between it and that side is empty."""
    n, k = data["size"], data["letters"]
    x = {(r, c): z3.Int(f"x{r}_{c}") for r in range(n) for c in range(n)}
    s = z3.Solver()
    for v in x.values():
        s.add(v >= 0, v <= k)
    lines = [[(r, c) for c in range(n)] for r in range(n)] + [[(r, c) for r in range(n)] for c in range(n)]
    for line in lines:
        for letter in range(1, k + 1):
            s.add(z3.Sum([z3.If(x[cell] == letter, 1, 0) for cell in line]) == 1)
    clued = [(data["left"][r], lines[r]) for r in range(n)] + [(data["right"][r], lines[r][::-1]) for r in range(n)]
    clued += [(data["top"][c], lines[n + c]) for c in range(n)] + [(data["bottom"][c], lines[n + c][::-1]) for c in range(n)]
    for clue, line in clued:
        if clue:
            letter = "ABCDEFG".index(clue) + 1
            s.add(z3.Or([z3.And(x[line[i]] == letter, *[x[line[j]] == 0 for j in range(i)]) for i in range(n)]))
    for r, c, v in data["givens"]:
        s.add(x[(r, c)] == (0 if v == "." else "ABCDEFG".index(v) + 1))
    values = _unique_model(s, x)
    if values is None:
        return None
    return [["." if values[(r, c)] == 0 else "ABCDEFG"[values[(r, c)] - 1] for c in range(n)] for r in range(n)]


def test_abc_gold_is_the_unique_z3_solution():
    for bc, case in cases("puzzle/easy_as_abc"):
        assert abc_solution(case.data) == case.answer, (case.level, case.data)
        assert bc.score(case, f"<answer>{bc.format_answer(case.answer)}</answer>") == 1.0


def test_abc_by_hand():
    bc = bootcamps.get("puzzle/easy_as_abc")
    # 3x3, letters A and B: rows AB. / .AB / B.A; clues worked out by hand from that grid
    data = {"size": 3, "letters": 2, "top": ["A", "B", "B"], "bottom": ["B", "A", "A"],
            "left": ["A", "A", "B"], "right": ["B", "B", "A"], "givens": []}
    gold = [["A", "B", "."], [".", "A", "B"], ["B", ".", "A"]]
    assert abc_solution(data) == gold
    assert bc.solve(data) == gold
    assert bc.run_program(data)[0] == gold
    assert _score(bc, data, gold, "AB.\n.AB\nB.A") == 1.0
    assert _score(bc, data, gold, "a b -; - a b; b - a") == 1.0
    assert _score(bc, data, gold, "AB.;.AB;BA.") == 0.0


# ---------------------------------------------------------------- doppelblock


def doppel_solution(data):
    """z3: an Int per cell, 0 = black, 1..n-2 = numbers; per line exactly two blacks and each
    number once; a sum S for a line: for the black pair (i < j), the cells strictly between
    them add up to S (written as: for every i < j, both black implies that sum)."""
    n = data["size"]
    x = {(r, c): z3.Int(f"d{r}_{c}") for r in range(n) for c in range(n)}
    s = z3.Solver()
    for v in x.values():
        s.add(v >= 0, v <= n - 2)
    lines = [[(r, c) for c in range(n)] for r in range(n)] + [[(r, c) for r in range(n)] for c in range(n)]
    for line in lines:
        s.add(z3.Sum([z3.If(x[cell] == 0, 1, 0) for cell in line]) == 2)
        for number in range(1, n - 1):
            s.add(z3.Sum([z3.If(x[cell] == number, 1, 0) for cell in line]) == 1)
    for want, line in zip(data["rows"] + data["cols"], lines):
        if want is None:
            continue
        for i in range(n):
            for j in range(i + 1, n):
                s.add(z3.Implies(z3.And(x[line[i]] == 0, x[line[j]] == 0),
                                 z3.Sum([x[line[m]] for m in range(i + 1, j)] + [z3.IntVal(0)]) == want))
    for r, c, v in data["givens"]:
        s.add(x[(r, c)] == v)
    values = _unique_model(s, x)
    if values is None:
        return None
    return [[values[(r, c)] for c in range(n)] for r in range(n)]


def test_doppelblock_gold_is_the_unique_z3_solution():
    for bc, case in cases("puzzle/doppelblock"):
        assert doppel_solution(case.data) == case.answer, (case.level, case.data)
        assert bc.score(case, f"<answer>{bc.format_answer(case.answer)}</answer>") == 1.0


def test_doppelblock_by_hand():
    bc = bootcamps.get("puzzle/doppelblock")
    # 4x4 by hand: #12# / 1##2 / 2#1# / #2#1; row sums 3 0 1 2, column sums 3 0 1 2
    data = {"size": 4, "rows": [3, 0, 1, 2], "cols": [3, 0, 1, 2], "givens": []}
    gold = [[0, 1, 2, 0], [1, 0, 0, 2], [2, 0, 1, 0], [0, 2, 0, 1]]
    assert doppel_solution(data) == gold
    assert bc.solve(data) == gold
    assert bc.run_program(data)[0] == gold
    assert _score(bc, data, gold, "#12#\n1##2\n2#1#\n#2#1") == 1.0
    assert _score(bc, data, gold, "x 1 2 x; 1 x x 2; 2 x 1 x; x 2 x 1") == 1.0
    assert _score(bc, data, gold, "#12#;1##2;2#1#;#21#") == 0.0
