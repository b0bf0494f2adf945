"""Continue a sequence built by a repeating cycle of k operations, each "add a fixed integer" or
"multiply by a fixed integer": compare the steps at cycle position i in the two shown cycles (a
common difference means add, a common ratio means multiply), then run the cycle on."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.literal import IntSequenceAnswer
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    cycle: int = 2
    extra: int = 2  # how many further terms are asked for
    max_add: int = 9

    def __post_init__(self) -> None:
        if not 1 <= self.cycle <= 6 or not 1 <= self.extra <= 6 or not 1 <= self.max_add <= 1000:
            raise ValueError(f"need cycle in 1..6, extra in 1..6, max_add in 1..1000, got {self.cycle}, {self.extra}, {self.max_add}")


_RULE = ("The sequence is made by a cycle of {k} operations applied in turn over and over (operation 1, then 2, ..., "
         "then {k}, then 1 again, ...); each operation either adds a fixed integer (possibly negative) or multiplies by "
         "a fixed integer.")
_TEMPLATES = (
    "{terms}, ... {rule} Give the next {m} terms.",
    "{rule} The sequence begins {terms}. What are the next {m} terms?",
    "Find the pattern and continue: {terms}, ... ({rule}) Write the following {m} terms.",
    "A machine repeats the same {k} steps forever. {rule} Its outputs so far: {terms}. Predict the next {m} outputs.",
)


def _hypotheses(a: int, b: int, c: int, d: int) -> list[tuple[str, int]]:
    """Operations that take a to b and c to d."""
    out = []
    if b - a == d - c:
        out.append(("add", b - a))
    if a != 0 and c != 0 and Fraction(b, a) == Fraction(d, c) and Fraction(b, a).denominator == 1:
        out.append(("mul", b // a))
    return out


def _apply(op: tuple[str, int], x: int) -> int:
    return x + op[1] if op[0] == "add" else x * op[1]


class CyclicOperations(IntSequenceAnswer, Bootcamp):
    id = "sequence/cyclic_operations"
    description = "Next terms of a sequence made by a repeating cycle of add/multiply operations"
    Config = Config
    LEVELS = {
        "1": Config(cycle=2, extra=2, max_add=20),
        "2": Config(cycle=2, extra=3, max_add=20),
        "3": Config(cycle=3, extra=3, max_add=20),
        "4": Config(cycle=4, extra=3, max_add=30),
        "5": Config(cycle=5, extra=4, max_add=50),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        k = config.cycle
        while True:
            ops = []
            for _ in range(k):
                if rng.random() < 0.35:
                    ops.append(["mul", rng.choice((2, 2, 3, -2, -1))])
                else:
                    ops.append(["add", rng.choice((-1, 1)) * rng.randint(1, config.max_add)])
            terms = [rng.randint(-config.max_add, config.max_add)]
            for i in range(2 * k + config.extra):
                terms.append(_apply(ops[i % k], terms[-1]))
            shown = terms[: 2 * k + 1]
            # each cycle position must be pinned down by exactly one operation
            if all(len(_hypotheses(shown[i], shown[i + 1], shown[i + k], shown[i + k + 1])) == 1 for i in range(k)) \
                    and max(abs(v) for v in terms) < 10**7:
                break
        data = {"terms": shown, "cycle": k, "extra": config.extra}
        return data, terms[2 * k + 1 :]

    def prompt(self, data: dict, rng: random.Random) -> str:
        rule = _RULE.format(k=data["cycle"])
        text = rng.choice(_TEMPLATES).format(terms=", ".join(map(str, data["terms"])), rule=rule, k=data["cycle"], m=data["extra"])
        return f"{text}\n{answer_instruction('the next terms as a comma-separated list of integers, e.g. 14, 28, 25')}"

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        terms, k = data["terms"], data["cycle"]
        ops = []
        for i in range(k):
            t.state(f"cycle position {i + 1}")
            a, b = t.fetch(f"t[{i}]", terms[i]), t.fetch(f"t[{i + 1}]", terms[i + 1])
            c, d = t.fetch(f"t[{i + k}]", terms[i + k]), t.fetch(f"t[{i + k + 1}]", terms[i + k + 1])
            same_step = t.compute("same_difference", b - a == d - c, why="t[i+1]-t[i] equals t[i+k+1]-t[i+k]")
            if same_step:
                ops.append(t.compute(f"op{i + 1}", ("add", b - a), why="a common difference"))
            else:
                if a == 0:
                    raise ZeroDivisionError("ratio from a zero term after an injected error")
                ops.append(t.compute(f"op{i + 1}", ("mul", b // a), why="a common ratio t[i+1]/t[i]"))
        x = terms[-1]
        out = []
        for j in range(data["extra"]):
            position = (len(terms) - 1 + j) % k
            t.state(f"next term {j + 1}")
            op = t.fetch(f"op{position + 1}", ops[position])
            x = t.compute(f"t[{len(terms) + j}]", _apply(op, t.fetch("last", x)), why=f"apply op{position + 1} to the last term")
            if abs(x) > 10**12:
                raise ValueError("runaway term after an injected error")
            out.append(x)
        return out

    def solve(self, data: dict) -> list[int]:
        # each position's operation is the one consistent with every shown step at that position
        terms, k = data["terms"], data["cycle"]
        ops = []
        for i in range(k):
            steps = [(terms[j], terms[j + 1]) for j in range(i, len(terms) - 1, k)]
            candidates = {("add", b - a) for a, b in steps} | {("mul", b // a) for a, b in steps if a and b % a == 0}
            ops.append(next(op for op in sorted(candidates) if all(_apply(op, a) == b for a, b in steps)))
        x, out = terms[-1], []
        for j in range(data["extra"]):
            x = _apply(ops[(len(terms) - 1 + j) % k], x)
            out.append(x)
        return out


BOOTCAMP = CyclicOperations()
