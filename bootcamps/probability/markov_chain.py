"""Probability of being in a given state after n steps of a finite Markov chain with exact
rational transition probabilities: propagate the distribution one step at a time."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.poly import ReducedFractionAnswer, format_rational
from bootcamps.trace import Tracer

NAMES = "ABCDEFGH"


@dataclass(frozen=True)
class Config:
    states: int = 2
    steps: int = 2
    max_weight: int = 3  # each row is random weights 0..max_weight, normalised

    def __post_init__(self) -> None:
        if not 2 <= self.states <= len(NAMES):
            raise ValueError(f"states must be in 2..{len(NAMES)}, got {self.states}")
        if not 1 <= self.steps <= 30 or not 1 <= self.max_weight <= 100:
            raise ValueError(f"need steps in 1..30 and max_weight in 1..100, got {self.steps}, {self.max_weight}")


_TEMPLATES = (
    "A Markov chain has states {names}. From each state it moves as follows:\n{rules}\nIt starts in state {start}. What is the probability that it is in state {end} after {n} steps?",
    "A token moves between positions {names}. Each step it jumps according to these probabilities:\n{rules}\nStarting at {start}, find the probability that the token is at {end} after exactly {n} moves.",
    "Transition probabilities of a Markov chain on {names}:\n{rules}\nThe chain begins in {start}. Compute P(X_{n} = {end}).",
    "Weather model with states {names}; tomorrow depends only on today:\n{rules}\nToday is {start}. What is the probability that it is {end} {n} days from now?",
    "A random walker on the sites {names} moves once per second with these chances:\n{rules}\nIt is at {start} now. How likely is it to be at {end} after {n} seconds?",
    "Consider the Markov chain below (states {names}).\n{rules}\nWith X_0 = {start}, give the exact value of P(X_{n} = {end}).",
    "Each round a game moves between levels {names} as follows:\n{rules}\nA player starts at level {start}. What is the probability of being at level {end} after {n} rounds?",
)
_FORM = "an exact fraction in lowest terms (or 0 or 1)"


def _ratio(a: int, b: int) -> str:
    """``format_rational(Fraction(a, b))`` with integer arithmetic only (the generator's hot path)."""
    g = math.gcd(a, b)
    return str(a // g) if b == g else f"{a // g}/{b // g}"


class MarkovChain(ReducedFractionAnswer, Bootcamp):
    id = "probability/markov_chain"
    description = "Exact n-step probability of a finite Markov chain with rational transitions"
    Config = Config
    LEVELS = {
        "1": Config(states=2, steps=2, max_weight=24),
        "2": Config(states=3, steps=3, max_weight=3),
        "3": Config(states=3, steps=4, max_weight=4),
        "4": Config(states=4, steps=5, max_weight=4),
        "5": Config(states=5, steps=6, max_weight=5),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        k = config.states
        rows, weight_rows = [], []
        for _ in range(k):
            weights = [rng.randint(0, config.max_weight) for _ in range(k)]
            if sum(weights) == 0:
                weights[rng.randrange(k)] = 1
            weight_rows.append(weights)
            total = sum(weights)
            rows.append([_ratio(w, total) for w in weights])
        data = {"rows": rows, "start": rng.randrange(k), "end": rng.randrange(k), "steps": config.steps}
        # Integers only: with S the lcm of the row sums, P = W/S for an integer W.
        scale = math.lcm(*(sum(w) for w in weight_rows))
        w = [[x * (scale // sum(row)) for x in row] for row in weight_rows]
        v = [int(i == data["start"]) for i in range(k)]
        for _ in range(config.steps):
            v = [sum(v[i] * w[i][j] for i in range(k)) for j in range(k)]
        return data, format_rational(Fraction(v[data["end"]], scale**config.steps))

    def prompt(self, data: dict, rng: random.Random) -> str:
        k = len(data["rows"])
        rules = "\n".join(
            f"- from {NAMES[i]}: " + ", ".join(f"to {NAMES[j]} with probability {p}" for j, p in enumerate(row) if p != "0")
            for i, row in enumerate(data["rows"])
        )
        text = rng.choice(_TEMPLATES).format(names=", ".join(NAMES[:k]), rules=rules, start=NAMES[data["start"]], end=NAMES[data["end"]], n=data["steps"])
        return f"{text}\n{answer_instruction(_FORM)}"

    def program(self, t: Tracer, data: dict) -> str:
        k = len(data["rows"])
        matrix = [[Fraction(p) for p in row] for row in data["rows"]]
        t.state("start")
        start = t.fetch("start", data["start"])
        dist = t.compute("d", [Fraction(int(i == start)) for i in range(k)], why="all mass on the start state")
        for step in range(1, data["steps"] + 1):
            t.state(f"step {step}")
            current = [Fraction(v) for v in t.fetch("d", dist)]
            dist = t.compute("d2", [sum(current[i] * matrix[i][j] for i in range(k)) for j in range(k)], why="d2[j] is the sum over i of d[i]*P[i][j]")
        t.state("answer")
        end = t.fetch("end", data["end"])
        return t.compute("answer", format_rational(Fraction(t.fetch("d", dist)[end])), why="d[end]")

    def solve(self, data: dict) -> str:
        return format_rational(self._power(data))

    @staticmethod
    def _power(data: dict) -> Fraction:
        """Row start of P^n by repeated squaring of the matrix (not step by step)."""
        k = len(data["rows"])
        p = [[Fraction(v) for v in row] for row in data["rows"]]
        result = [[Fraction(int(i == j)) for j in range(k)] for i in range(k)]
        n = data["steps"]
        while n:
            if n & 1:
                result = [[sum(result[i][m] * p[m][j] for m in range(k)) for j in range(k)] for i in range(k)]
            p = [[sum(p[i][m] * p[m][j] for m in range(k)) for j in range(k)] for i in range(k)]
            n >>= 1
        return result[data["start"]][data["end"]]


BOOTCAMP = MarkovChain()
