"""A Van Eck-style sequence from given starting terms: each new term looks at the last term x;
if x occurred before, the new term is how many steps back its previous occurrence lies,
otherwise 0. Keep a table "value -> last position seen" and give the three terms ending at a(N)."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.literal import IntSequenceAnswer
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    seeds: int = 1  # how many starting terms are given
    max_seed: int = 9
    min_index: int = 10
    max_index: int = 15

    def __post_init__(self) -> None:
        if not 1 <= self.seeds <= 6 or not 1 <= self.max_seed <= 99 or not self.seeds + 3 <= self.min_index <= self.max_index <= 2000:
            raise ValueError(f"need seeds in 1..6 and seeds + 3 <= min_index <= max_index <= 2000, got {self.seeds}, {self.min_index}, {self.max_index}")


_RULE = ("after the given starting terms, each new term is found from the term x just before it: if x "
         "also appears somewhere earlier, the new term is the distance back to the most recent earlier "
         "occurrence of x (how many positions separate the two); if x has never appeared before, the new term is 0")
_TEMPLATES = (
    "A sequence starts {seeds} (these are a(1), a(2), ...). Rule: {rule}. Give a({a}), a({b}) and a({n}).",
    "Van Eck-type sequence. The first terms are {seeds}, numbered from a(1); {rule}. What are the terms a({a}), a({b}), a({n})?",
    "Continue the sequence {seeds}, ... with this rule: {rule}. (So 0, 0 continues 1, 0, 2, 0, 2, 2, 1, ...) Positions count from 1. List the terms at positions {a}, {b} and {n}.",
)


class VanEck(IntSequenceAnswer, Bootcamp):
    id = "sequence/van_eck"
    description = "Terms of a Van Eck-type 'how far back was the last term seen' sequence from given seeds"
    Config = Config
    LEVELS = {
        "1": Config(seeds=3, max_seed=25, min_index=9, max_index=16),
        "2": Config(seeds=3, max_seed=20, min_index=20, max_index=35),
        "3": Config(seeds=4, max_seed=20, min_index=45, max_index=70),
        "4": Config(seeds=4, max_seed=30, min_index=90, max_index=140),
        "5": Config(seeds=5, max_seed=40, min_index=180, max_index=260),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        seeds = [rng.randint(0, config.max_seed) for _ in range(config.seeds)]
        data = {"seeds": seeds, "index": rng.randint(config.min_index, config.max_index)}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        n = data["index"]
        text = rng.choice(_TEMPLATES).format(seeds=", ".join(map(str, data["seeds"])), rule=_RULE, a=n - 2, b=n - 1, n=n)
        return f"{text}\n{answer_instruction('the three terms in order, comma-separated (e.g. 4, 0, 7)')}"

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        terms = list(data["seeds"])
        seen: dict[int, int] = {}  # value -> last position (from 1) before the newest term
        t.state("seeds")
        for pos, value in enumerate(terms[:-1], start=1):
            seen[t.fetch(f"a({pos})", value)] = pos
        t.compute("table", sorted([v, p] for v, p in seen.items()), why="value and last position of each seed before the last")
        while len(terms) < data["index"]:
            n = len(terms)
            t.state(f"a({n + 1})")
            x = t.fetch(f"a({n})", terms[-1])
            before = t.fetch(f"last position of {x}", seen.get(x))
            step = t.compute(f"a({n + 1})", 0 if before is None else n - before, why="0 if unseen, else n minus that position")
            seen[x] = n
            terms.append(step)
        t.state("answer")
        n = data["index"]
        return t.compute("answer", [t.fetch(f"a({i})", terms[i - 1]) for i in (n - 2, n - 1, n)], why="the last three terms")

    def solve(self, data: dict) -> list[int]:
        # no table: scan backwards from the newest term each time
        terms = list(data["seeds"])
        while len(terms) < data["index"]:
            x, back = terms[-1], 0
            for j in range(len(terms) - 2, -1, -1):
                if terms[j] == x:
                    back = len(terms) - 1 - j
                    break
            terms.append(back)
        return terms[-3:]


BOOTCAMP = VanEck()
