"""The N-th term of a sequence given by a linear recurrence with constant coefficients
(order 2 or 3, optionally with a constant term) and its first terms, term by term."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    order: int = 2
    max_coefficient: int = 3
    min_index: int = 5
    max_index: int = 8
    constant: bool = False

    def __post_init__(self) -> None:
        if not 1 <= self.order <= 4 or not 1 <= self.max_coefficient <= 20:
            raise ValueError(f"need order in 1..4 and max_coefficient in 1..20, got {self.order}, {self.max_coefficient}")
        if not self.order < self.min_index <= self.max_index <= 200:
            raise ValueError(f"need order < min_index <= max_index <= 200, got {self.min_index}, {self.max_index}")


def _rule(coefficients: list[int], constant: int) -> str:
    parts = []
    for i, c in enumerate(coefficients, start=1):
        if c == 0:
            continue
        term = f"a(n-{i})" if abs(c) == 1 else f"{abs(c)}*a(n-{i})"
        parts.append(("- " if c < 0 else "+ ") + term)
    if constant:
        parts.append(("- " if constant < 0 else "+ ") + str(abs(constant)))
    text = " ".join(parts)
    return text[2:] if text.startswith("+ ") else "-" + text[2:]


_TEMPLATES = (
    "A sequence satisfies a(n) = {rule} for n >= {k}, with {initial}. Find a({target}).",
    "Given {initial} and the recurrence a(n) = {rule} (for every n >= {k}), what is a({target})?",
    "Define a sequence by {initial} and a(n) = {rule} when n >= {k}. Compute the term a({target}).",
    "The terms of a sequence obey a(n) = {rule} from n = {k} on. Starting values: {initial}. Determine a({target}).",
)


class LinearRecurrence(IntegerAnswer, Bootcamp):
    id = "sequence/linear_recurrence"
    description = "N-th term of a constant-coefficient linear recurrence from its first terms"
    Config = Config
    LEVELS = {
        "1": Config(order=2, max_coefficient=2, min_index=5, max_index=8, constant=False),
        "2": Config(order=2, max_coefficient=3, min_index=8, max_index=12, constant=True),
        "3": Config(order=3, max_coefficient=3, min_index=10, max_index=15, constant=True),
        "4": Config(order=3, max_coefficient=4, min_index=15, max_index=22, constant=True),
        "5": Config(order=4, max_coefficient=5, min_index=22, max_index=35, constant=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        k = config.order
        while True:
            coefficients = [rng.randint(-config.max_coefficient, config.max_coefficient) for _ in range(k)]
            if coefficients[-1] != 0 and sum(1 for c in coefficients if c) >= 2 - (k == 1):
                break
        constant = rng.randint(-5, 5) if config.constant else 0
        initial = [rng.randint(-5, 9) for _ in range(k)]
        data = {"coefficients": coefficients, "constant": constant, "initial": initial, "target": rng.randint(config.min_index, config.max_index)}
        terms = list(initial)
        while len(terms) <= data["target"]:
            terms.append(sum(c * terms[-i] for i, c in enumerate(coefficients, start=1)) + constant)
        return data, terms[data["target"]]

    def prompt(self, data: dict, rng: random.Random) -> str:
        k = len(data["initial"])
        initial = ", ".join(f"a({i}) = {v}" for i, v in enumerate(data["initial"]))
        text = rng.choice(_TEMPLATES).format(rule=_rule(data["coefficients"], data["constant"]), k=k, initial=initial, target=data["target"])
        return f"{text}\n{answer_instruction('one integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        coefficients, constant = data["coefficients"], data["constant"]
        k = len(coefficients)
        terms = list(data["initial"])
        for n in range(k, data["target"] + 1):
            t.state(f"term {n}")
            previous = [t.fetch(f"a({n - i})", terms[n - i]) for i in range(1, k + 1)]
            terms.append(t.compute(f"a({n})", sum(c * p for c, p in zip(coefficients, previous)) + constant, why="the recurrence"))
        t.state("answer")
        return t.ret("answer", t.fetch(f"a({data['target']})", terms[data["target"]]))

    def solve(self, data: dict) -> int:
        # Companion-matrix power applied to the state vector (a(n-1), ..., a(n-k), 1).
        c, const, k = data["coefficients"], data["constant"], len(data["coefficients"])
        size = k + 1
        m = [[0] * size for _ in range(size)]
        m[0][:k], m[0][k] = list(c), const
        for i in range(1, k):
            m[i][i - 1] = 1
        m[k][k] = 1
        state = [data["initial"][k - 1 - i] for i in range(k)] + [1]
        steps = data["target"] - (k - 1)
        result = [[int(i == j) for j in range(size)] for i in range(size)]
        while steps:
            if steps & 1:
                result = [[sum(result[i][x] * m[x][j] for x in range(size)) for j in range(size)] for i in range(size)]
            m = [[sum(m[i][x] * m[x][j] for x in range(size)) for j in range(size)] for i in range(size)]
            steps >>= 1
        return sum(result[0][j] * state[j] for j in range(size)) if data["target"] >= k else data["initial"][data["target"]]


BOOTCAMP = LinearRecurrence()
