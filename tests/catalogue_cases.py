"""Helpers shared by the tests/test_catalogue_puzzle*.py oracle tests (a plain module, not a
test): the sampled cases each oracle checks and the answer-tag wrapper of hand-worked answers."""

from __future__ import annotations

import bootcamps

LEVELS = bootcamps.LEVELS
SAMPLE = 3  # cases per level checked by an oracle


def tagged(text: str) -> str:
    return f"<answer>{text}</answer>"


def cases(bootcamp_id: str, first_seed: int, per_level: int = SAMPLE):
    """(bootcamp, case) for seeds first_seed .. first_seed + per_level - 1 at every level."""
    bc = bootcamps.get(bootcamp_id)
    for level in LEVELS:
        for seed in range(per_level):
            yield bc, bc.case(first_seed + seed, level)


def _flat(values) -> list:
    return [v for row in values for v in row] if values and isinstance(values[0], (list, tuple)) else list(values)


def z3_unique(variables, constraints, gold) -> bool:
    """z3's model equals ``gold`` and, with gold blocked, no other model exists. ``variables``
    and ``gold`` are flat lists or grids of rows (flattened row by row)."""
    import z3  # only the oracle tests that use z3 pay for its import

    variables, gold = _flat(variables), _flat(gold)
    solver = z3.Solver()
    solver.add(*constraints)
    if solver.check() != z3.sat:
        return False
    model = solver.model()
    if [model.eval(v, model_completion=True).as_long() for v in variables] != gold:
        return False
    solver.add(z3.Or([v != g for v, g in zip(variables, gold)]))
    return solver.check() == z3.unsat


# box height and width of the sudoku sizes the catalogue uses
SUDOKU_BOXES = {4: (2, 2), 6: (2, 3), 9: (3, 3)}


def latin_z3(n: int, givens, boxes: bool = False, prefix: str = "x"):
    """z3 cells of an n x n Latin square over 1..n (a sudoku with ``boxes``) holding the
    nonzero givens, and its constraints."""
    import z3

    cells = [[z3.Int(f"{prefix}{r}_{c}") for c in range(n)] for r in range(n)]
    rules = [z3.And(1 <= v, v <= n) for row in cells for v in row]
    rules += [z3.Distinct(row) for row in cells] + [z3.Distinct(list(col)) for col in zip(*cells)]
    if boxes:
        bh, bw = SUDOKU_BOXES[n]
        rules += [z3.Distinct([cells[r0 + r][c0 + c] for r in range(bh) for c in range(bw)])
                  for r0 in range(0, n, bh) for c0 in range(0, n, bw)]
    rules += [cells[r][c] == givens[r][c] for r in range(n) for c in range(n) if givens[r][c]]
    return cells, rules
