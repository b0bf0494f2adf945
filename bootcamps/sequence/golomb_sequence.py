"""Golomb's self-describing sequence: G(1) = 1, non-decreasing, and G(k) is the number of times
the value k occurs (1, 2, 2, 3, 3, 4, 4, 4, 5, ...). A case asks, for a large n, for G(n), for
the partial sum G(1) + ... + G(n), or (from level 2) for the last position of a value m.
The traced solver works in groups: the values k with G(k) = j are consecutive, there are G(j)
of them and each fills j positions, so group j covers j * G(j) positions and is skipped whole
(about 500 groups at n = 5 million); inside the final group the answer is one division. The
plain solver walks value by value instead, growing the sequence by its own run lengths."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    min_n: int = 20
    max_n: int = 5000
    last_share: float = 0.0  # share of cases asking for the last position of a value

    def __post_init__(self) -> None:
        if not 10 <= self.min_n <= self.max_n <= 2 * 10**7:
            raise ValueError(f"need 10 <= min_n <= max_n <= 2*10**7, got {self.min_n}, {self.max_n}")
        if not 0.0 <= self.last_share <= 1.0:
            raise ValueError(f"last_share must be in 0..1, got {self.last_share}")


_DEFINITION = ("Golomb's sequence G(1), G(2), G(3), ... is the unique non-decreasing sequence of positive integers "
               "with G(1) = 1 in which every value k occurs exactly G(k) times")
_START = "1, 2, 2, 3, 3, 4, 4, 4, 5, 5, 5, 6, 6, 6, 6, ..."
_TEMPLATES = (
    "{definition}. It starts {start} {question}",
    "{definition} (so it describes itself: it starts {start}). {question}",
    "Self-describing sequence. {definition}; for example 3 occurs G(3) = 2 times and 4 occurs G(4) = 3 times, and "
    "the sequence starts {start} {question}",
    "Let G be Golomb's sequence. Definition: {definition}. Its first terms are {start} {question}",
)
_QUESTIONS = {
    "term": ("What is G({n})?", "Find the {n}-th term G({n}).", "Compute G(n) for n = {n}."),
    "sum": ("What is the sum G(1) + G(2) + ... + G({n})?", "Find the sum of the first {n} terms.",
            "Compute the partial sum of G(k) over k = 1, ..., {n}."),
    "last": ("At which position n does the value {m} occur for the last time?",
             "What is the largest n with G(n) = {m}?", "Find the index of the last term equal to {m}."),
}


class GolombSequence(IntegerAnswer, Bootcamp):
    id = "sequence/golomb_sequence"
    description = "Golomb's self-describing sequence at a large n: the term, a partial sum, or a value's last position"
    Config = Config
    LEVELS = {
        "1": Config(min_n=20, max_n=5000, last_share=0.0),
        "2": Config(min_n=5000, max_n=50_000, last_share=0.3),
        "3": Config(min_n=50_000, max_n=400_000, last_share=0.3),
        "4": Config(min_n=400_000, max_n=2_000_000, last_share=0.3),
        "5": Config(min_n=2_000_000, max_n=5_000_000, last_share=0.3),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        n = rng.randint(config.min_n, config.max_n)
        if rng.random() < config.last_share:
            data = {"kind": "last", "m": self.solve({"kind": "term", "n": n})}
        else:
            data = {"kind": rng.choice(("term", "sum")), "n": n}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        question = rng.choice(_QUESTIONS[data["kind"]]).format(n=data.get("n"), m=data.get("m"))
        text = rng.choice(_TEMPLATES).format(definition=_DEFINITION, start=_START, question=question)
        return f"{text}\n{answer_instruction('a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        kind = data["kind"]
        t.state("start")
        target = t.fetch("m" if kind == "last" else "n", data["m" if kind == "last" else "n"])
        g = [0, 1, 2]  # G(k) for the values placed so far; G(1) = 1 and G(2) = 2 by the definition
        lo, pos, total, j = 1, 0, 0, 0
        while True:
            j += 1
            if j > 5000 or j >= len(g):
                raise ValueError("runaway group walk (an injected error)")
            t.state(f"group {j}")
            count = t.fetch(f"G({j})", g[j])
            lo, pos = t.fetch("first value", lo), t.fetch("positions used", pos)
            span = t.compute("span", j * count, why=f"G({j}) values, {j} copies each")
            hi = t.compute("last value", lo + count - 1, why=f"values with G = {j}")
            if kind == "last":
                if t.goto(hi >= target, why=f"{target} is in this group"):
                    break
            elif t.goto(pos + span >= target, why=f"position {target} is in this group"):
                break
            if kind == "sum":
                total = t.compute("sum", t.fetch("sum", total) + j * (lo + hi) * count // 2,
                                  why=f"{j} * ({lo} + ... + {hi})")
            pos = t.compute("positions used", pos + span)
            g.extend([j] * max(0, hi - len(g) + 1))  # G(k) = j for the values of this group
            lo = t.compute("first value", hi + 1)
        t.state("answer")
        if kind == "last":
            return t.compute("answer", pos + (target - lo + 1) * j, why=f"{target - lo + 1} values of {j} copies")
        full, part = divmod(target - pos, j)
        if kind == "term":
            return t.compute("answer", lo + full if part else lo + full - 1, why=f"value holding position {target}")
        partial = j * (2 * lo + full - 1) * full // 2 + part * (lo + full)
        return t.compute("answer", t.fetch("sum", total) + partial, why=f"{full} whole runs of {j}, then {part} more")

    def solve(self, data: dict) -> int:
        kind = data["kind"]
        target = data["m"] if kind == "last" else data["n"]
        g = [0, 1, 2, 2]  # g[k] = G(k), grown run by run: the next value v is written G(v) times
        pos = total = k = 0
        while True:
            k += 1
            while k >= len(g):
                value = g[-1] + 1
                g.extend([value] * g[value])
            run = g[k]  # the value k fills positions pos + 1 .. pos + run
            if kind == "last" and k == target:
                return pos + run
            if kind != "last" and pos + run >= target:
                return k if kind == "term" else total + k * (target - pos)
            pos += run
            total += k * run


BOOTCAMP = GolombSequence()
