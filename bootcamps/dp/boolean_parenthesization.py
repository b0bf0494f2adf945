"""Number of ways to parenthesise a boolean expression so that it evaluates to true.

The expression alternates values T/F with operators & (and), | (or), ^ (xor). The trace is the
interval DP: for each span of operands (shortest first) it counts the true and false results
over every operator that could be applied last.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer

_APPLY = {"&": lambda x, y: x and y, "|": lambda x, y: x or y, "^": lambda x, y: x != y}


@dataclass(frozen=True)
class Config:
    operands: int = 4

    def __post_init__(self) -> None:
        if not 2 <= self.operands <= 20:
            raise ValueError(f"operands must be in 2..20, got {self.operands}")


_TEMPLATES = (
    "The boolean expression {e} uses {t} (true), {f} (false), & (AND), | (OR) and ^ (XOR), with no precedence given. "
    "In how many ways can it be fully parenthesised so that it evaluates to true?",
    "Count the full parenthesisations of {e} ({t} = true, {f} = false, & = and, | = or, ^ = exclusive or) whose value "
    "is true. Two parenthesisations differ if their expression trees differ.",
    "Expression: {e}\nEvery way of adding brackets fixes an order of evaluation (a binary tree over the operators). "
    "With {t} as TRUE, {f} as FALSE, & as AND, | as OR and ^ as XOR, how many of these ways give TRUE?",
    "Insert brackets into {e} in every possible complete way ({t} is true, {f} is false; & is AND, | is OR, ^ is "
    "XOR; each way applies the operators in an order given by a binary tree). How many ways evaluate to true?",
)


class BooleanParenthesization(IntegerAnswer, Bootcamp):
    id = "dp/boolean_parenthesization"
    description = "Ways to bracket a T/F expression with & | ^ so it is true (interval DP of true/false counts)"
    Config = Config
    LEVELS = {
        "1": Config(operands=5),
        "2": Config(operands=6),
        "3": Config(operands=7),
        "4": Config(operands=8),
        "5": Config(operands=9),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        values = [rng.choice("TF") for _ in range(config.operands)]
        ops = [rng.choice("&|^") for _ in range(config.operands - 1)]
        data = {"values": "".join(values), "ops": "".join(ops)}
        return data, self.run_program(data)[0]

    def prompt(self, data: dict, rng: random.Random) -> str:
        t, f = rng.choice((("T", "F"), ("1", "0")))
        values = data["values"].replace("T", t).replace("F", f) if t != "T" else data["values"]
        parts = [values[0]]
        for op, v in zip(data["ops"], values[1:]):
            parts += [op, v]
        text = rng.choice(_TEMPLATES).format(e=rng.choice((" ", "")).join(parts), t=t, f=f)
        return f"{text}\n{answer_instruction('the number of ways as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        values, ops = data["values"], data["ops"]
        n = len(values)
        true = [[0] * n for _ in range(n)]
        false = [[0] * n for _ in range(n)]
        for i in range(n):
            true[i][i], false[i][i] = (1, 0) if values[i] == "T" else (0, 1)
        for size in range(2, n + 1):
            for i in range(n - size + 1):
                j = i + size - 1
                t.state(f"span {i}..{j}")
                yes = no = 0
                for k in range(i, j):  # ops[k] joins operands i..k and k+1..j
                    op = t.fetch(f"op[{k}]", ops[k])
                    lt, lf = t.fetch(f"TF[{i}][{k}]", (true[i][k], false[i][k]))
                    rt, rf = t.fetch(f"TF[{k + 1}][{j}]", (true[k + 1][j], false[k + 1][j]))
                    for x, cx in ((True, lt), (False, lf)):
                        for y, cy in ((True, rt), (False, rf)):
                            if _APPLY.get(op, _APPLY["&"])(x, y):
                                yes += cx * cy
                            else:
                                no += cx * cy
                true[i][j], false[i][j] = t.compute(f"TF[{i}][{j}]", (yes, no), why="(true, false) counts")
        t.state("answer")
        return t.compute("answer", t.fetch(f"TF[0][{n - 1}]", (true[0][n - 1], false[0][n - 1]))[0])

    def solve(self, data: dict) -> int:
        # Enumerate every expression tree and evaluate it.
        values = [v == "T" for v in data["values"]]
        ops = data["ops"]

        def results(i: int, j: int) -> list[bool]:
            if i == j:
                return [values[i]]
            return [_APPLY[ops[k]](x, y) for k in range(i, j) for x in results(i, k) for y in results(k + 1, j)]

        return sum(results(0, len(values) - 1))


BOOTCAMP = BooleanParenthesization()
