"""Expected number of independent trials (coin flips, die rolls, letters drawn with given
probabilities) until a given pattern first appears as consecutive outcomes. The traced solver
uses the overlap (Conway) formula: the sum of 1 / P(prefix) over every prefix of the pattern
that is also a suffix of it. The plain solver builds the pattern-matching automaton and solves
its linear system for the expected remaining time exactly."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp
from bootcamps.kit.counting import solve_exact
from bootcamps.kit.numbers2 import ask
from bootcamps.kit.poly import ReducedFractionAnswer, format_rational
from bootcamps.trace import Tracer

_ALPHABETS = {"coin": ["H", "T"], "die": ["1", "2", "3", "4", "5", "6"], "letters": ["A", "B", "C"], "spinner": ["R", "G", "B", "Y"]}


@dataclass(frozen=True)
class Config:
    min_length: int = 2
    max_length: int = 3
    biased: bool = False  # unequal symbol probabilities

    def __post_init__(self) -> None:
        if not 2 <= self.min_length <= self.max_length <= 14:
            raise ValueError(f"need 2 <= min_length <= max_length <= 14, got {self.min_length}, {self.max_length}")


_FORM = "an exact integer or fraction in lowest terms, e.g. 38/3"
_TEMPLATES = (
    "{setup} What is the expected number of {trials} until the pattern {pattern} first appears as consecutive outcomes?",
    "{setup} On average, how many {trials} are needed until the sequence of outcomes first contains {pattern} as a contiguous block?",
    "{setup} Trials continue until the last {length} outcomes read {pattern}. Find the expected total number of {trials}.",
    "{setup} Let T be the number of {trials} up to and including the first completion of the run {pattern}. Compute E[T].",
)


def _setup(data: dict) -> tuple[str, str]:
    kind, probs = data["kind"], [Fraction(p) for p in data["probs"]]
    symbols = _ALPHABETS[kind]
    fair = len(set(probs)) == 1
    if kind == "coin":
        return ("A fair coin is flipped repeatedly (H or T)." if fair else f"A biased coin shows H with probability {data['probs'][0]} and T otherwise; it is flipped repeatedly."), "flips"
    if kind == "die":
        return ("A fair six-sided die is rolled repeatedly." if fair else "A loaded six-sided die is rolled repeatedly; "
                + ", ".join(f"P({s}) = {p}" for s, p in zip(symbols, data["probs"])) + "."), "rolls"
    noun = "letter" if kind == "letters" else "colour"
    chances = ", ".join(f"{s} with probability {p}" for s, p in zip(symbols, data["probs"]))
    return f"A machine prints one {noun} at a time, independently: {chances}.", "outputs"


def _overlap_sum(pattern: list[int], probs: list[Fraction]) -> Fraction:
    total, probability = Fraction(0), Fraction(1)
    for k, symbol in enumerate(pattern, 1):
        probability *= probs[symbol]
        if pattern[:k] == pattern[len(pattern) - k :]:
            total += 1 / probability
    return total


class PatternWaitingTime(ReducedFractionAnswer, Bootcamp):
    id = "probability/pattern_waiting_time"
    description = "Expected number of independent trials until a pattern of outcomes first appears"
    Config = Config
    min_distinct_prompts = {"1": 0.97}
    small_space_reason = "level 1 patterns have 2-3 symbols; coin cases differ only in the pattern and one probability"
    LEVELS = {
        "1": Config(min_length=2, max_length=3, biased=True),
        "2": Config(min_length=3, max_length=5, biased=True),
        "3": Config(min_length=4, max_length=7, biased=True),
        "4": Config(min_length=6, max_length=9, biased=True),
        "5": Config(min_length=8, max_length=12, biased=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        kind = rng.choice(("coin", "die", "letters", "spinner"))
        size = len(_ALPHABETS[kind])
        if config.biased:
            den = rng.randint(size + 1, 5 * size + 8)
            cuts = sorted(rng.sample(range(1, den), size - 1))
            probs = [Fraction(b - a, den) for a, b in zip([0] + cuts, cuts + [den])]
        else:
            probs = [Fraction(1, size)] * size
        length = rng.randint(config.min_length, config.max_length)
        # patterns with self-overlap are the interesting ones: build half of them from a repeated seed
        if rng.random() < 0.35:
            seed = [rng.randrange(size) for _ in range(rng.randint(1, max(1, length // 2)))]
            pattern = (seed * length)[:length]
        else:
            pattern = [rng.randrange(size) for _ in range(length)]
        data = {"kind": kind, "probs": [format_rational(p) for p in probs], "pattern": pattern}
        return data, format_rational(_overlap_sum(pattern, probs))

    def prompt(self, data: dict, rng: random.Random) -> str:
        setup, trials = _setup(data)
        symbols = _ALPHABETS[data["kind"]]
        pattern = "".join(symbols[i] for i in data["pattern"]) if data["kind"] != "die" else "-".join(symbols[i] for i in data["pattern"])
        return ask(rng, _TEMPLATES, _FORM, setup=setup, trials=trials, pattern=pattern, length=len(data["pattern"]))

    def program(self, t: Tracer, data: dict) -> str:
        pattern = data["pattern"]
        n = len(pattern)
        total = Fraction(0)
        probability = Fraction(1)
        for k in range(1, n + 1):
            t.state(f"prefix length {k}")
            symbol = t.fetch(f"pattern[{k - 1}]", pattern[k - 1])
            chance = Fraction(t.fetch(f"P[{symbol}]", data["probs"][symbol]) if 0 <= symbol < len(data["probs"]) else 0)
            probability = t.compute(f"P(prefix {k})", probability * chance, why="product of the symbol probabilities")
            overlap = t.compute("overlap", pattern[:k] == pattern[n - k :], why=f"the first {k} symbols equal the last {k}")
            if overlap:
                if probability == 0:
                    raise ValueError("zero probability after an injected error")
                total = t.compute("E", total + 1 / Fraction(probability), why="add 1 / P(prefix)")
        t.state("answer")
        return t.compute("answer", format_rational(t.fetch("E", total)))

    def solve(self, data: dict) -> str:
        # automaton state = length of the longest pattern prefix that ends the outcomes so far
        pattern, probs = data["pattern"], [Fraction(p) for p in data["probs"]]
        n = len(pattern)

        def step(state: int, symbol: int) -> int:
            seen = pattern[:state] + [symbol]
            for length in range(min(len(seen), n), 0, -1):
                if seen[len(seen) - length :] == pattern[:length]:
                    return length
            return 0

        # E[s] - sum_c p_c E[step(s, c)] = 1 for s < n, with E[n] = 0
        matrix = [[Fraction(0)] * n for _ in range(n)]
        for s in range(n):
            matrix[s][s] += 1
            for symbol, p in enumerate(probs):
                target = step(s, symbol)
                if target < n:
                    matrix[s][target] -= p
        return format_rational(solve_exact(matrix, [1] * n)[0])


BOOTCAMP = PatternWaitingTime()
