"""The stationary distribution π of an irreducible finite Markov chain (π P = π, entries summing
to 1), exactly: the balance equations with one replaced by the normalisation, then elimination."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp
from bootcamps.kit.matrices import rank
from bootcamps.kit.numbers2 import RationalTupleAnswer, ask, frac_text
from bootcamps.linear_algebra._elimination import bareiss_det, eliminate
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    states: int = 3
    denominator: int = 4  # every row's probabilities are multiples of 1/denominator
    zero_share: float = 0.0  # chance that an off-diagonal entry is forced to 0

    def __post_init__(self) -> None:
        if not 2 <= self.states <= 6:
            raise ValueError(f"states must be in 2..6, got {self.states}")
        if not self.states <= self.denominator <= 20:
            raise ValueError(f"denominator must be in states..20, got {self.denominator}")
        if not 0 <= self.zero_share < 1:
            raise ValueError(f"zero_share must be in [0, 1), got {self.zero_share}")


_NAMES = "ABCDEF"
_TEMPLATES = (
    "A Markov chain on the states {names} moves with these probabilities (row = current state, column = next state):\n{table}\nFind its stationary distribution.",
    "Each step, a process in state i jumps to state j with probability P[i][j]:\n{table}\nWhat long-run distribution π (π P = π, entries summing to 1) does it have?",
    "Find the probability vector π with π P = π for the transition matrix below (rows and columns in the order {names}).\n{table}",
    "A random walker's transition table is\n{table}\nIn the long run, what fraction of the time does it spend in each of {names}?",
)


def _table(p: list[list[str]]) -> str:
    n = len(p)
    head = "from\\to " + " ".join(_NAMES[:n])
    return head + "\n" + "\n".join(f"{_NAMES[i]}: " + " ".join(row) for i, row in enumerate(p))


class MarkovSteadyState(RationalTupleAnswer, Bootcamp):
    id = "linear_algebra/markov_steady_state"
    description = "Exact stationary distribution of an irreducible Markov chain"
    Config = Config
    LEVELS = {
        "1": Config(states=3, denominator=10, zero_share=0.35),
        "2": Config(states=3, denominator=12, zero_share=0.1),
        "3": Config(states=4, denominator=8, zero_share=0.4),
        "4": Config(states=4, denominator=12, zero_share=0.2),
        "5": Config(states=5, denominator=10, zero_share=0.4),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        n, d = config.states, config.denominator
        while True:
            rows = []
            for _ in range(n):
                allowed = [j for j in range(n) if rng.random() >= config.zero_share]
                if not allowed:
                    allowed = [rng.randrange(n)]
                cuts = sorted(rng.sample(range(1, d), len(allowed) - 1)) if len(allowed) > 1 else []
                parts = [b - a for a, b in zip([0] + cuts, cuts + [d])]
                row = [0] * n
                for j, k in zip(allowed, parts):
                    row[j] = k
                rows.append(row)
            # unique stationary vector: I - P has rank n - 1 (one closed class)
            if rank([[(d if i == j else 0) - rows[i][j] for j in range(n)] for i in range(n)]) == n - 1:
                break
        data = {"p": [[frac_text(Fraction(k, d)) for k in row] for row in rows]}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        n = len(data["p"])
        names = ", ".join(_NAMES[:n])
        form = f"π for {names} in this order, comma-separated, each an integer or a fraction in lowest terms (e.g. {', '.join(['1/4', '1/2', '1/8', '1/16', '1/16'][:n])})"
        return ask(rng, _TEMPLATES, form, names=names, table=_table(data["p"]))

    def program(self, t: Tracer, data: dict) -> list[str]:
        p = [[Fraction(v) for v in row] for row in data["p"]]
        n = len(p)
        rows = []
        for j in range(n - 1):
            t.state(f"balance at {_NAMES[j]}")
            column = t.fetch(f"P col {_NAMES[j]}", [p[i][j] for i in range(n)])
            rows.append(t.compute(f"eq{j}", [column[i] - (1 if i == j else 0) for i in range(n)] + [Fraction(0)],
                                  why="sum_i π_i P[i][j] - π_j = 0"))
        t.state("normalise")
        rows.append(t.compute(f"eq{n - 1}", [Fraction(1)] * n + [Fraction(1)], why="the entries sum to 1"))
        reduced, _, pivots = eliminate(t, rows, n, jordan=True)
        if len(pivots) != n:
            raise ValueError("singular system after an injected error")
        t.state("answer")
        return t.compute("answer", [frac_text(t.fetch(f"r[{i}][{n}]", reduced[i][n])) for i in range(n)])

    def solve(self, data: dict) -> list[str]:
        # π_i is proportional to the principal minor of I - P without row and column i (the
        # Markov chain tree theorem), computed on the integer matrix d (I - P).
        p = [[Fraction(v) for v in row] for row in data["p"]]
        n = len(p)
        d = 1
        for row in p:
            for v in row:
                d = math.lcm(d, v.denominator)
        m = [[int(((1 if i == j else 0) - p[i][j]) * d) for j in range(n)] for i in range(n)]
        minors = [bareiss_det([[m[r][c] for c in range(n) if c != i] for r in range(n) if r != i]) if n > 1 else 1 for i in range(n)]
        total = sum(minors)
        return [frac_text(Fraction(x, total)) for x in minors]


BOOTCAMP = MarkovSteadyState()
