"""Gale-Shapley stable matching with the proposers' side proposing.

Proposers propose in order of their preference lists; a receiver holds the best proposal so far
and rejects the rest. The result is the proposer-optimal stable matching, unique for the given
lists. The trace has one state per proposal: who proposes to whom and what the receiver does.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.literal import IntSequenceAnswer
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    size: int = 3
    similarity: float = 0.5  # chance a list copies a shared ranking: more contention, more proposals

    def __post_init__(self) -> None:
        if not 2 <= self.size <= 20:
            raise ValueError(f"size must be in 2..20, got {self.size}")
        if not 0 <= self.similarity <= 1:
            raise ValueError(f"similarity must be in 0..1, got {self.similarity}")


_SIDES = (("applicant", "hospital"), ("student", "school"), ("proposer", "receiver"))

_TEMPLATES = (
    "There are {n} {a}s and {n} {b}s, each numbered 0..{last}. Preference lists, most preferred first:\n{prefs}\n"
    "Run the Gale-Shapley algorithm with the {a}s proposing: a free {a} proposes to the best {b} it has not yet "
    "proposed to; a {b} keeps the best proposal it has received so far and rejects the other. Repeat until "
    "everyone is matched. Which {b} does each {a} 0, 1, ..., {last} end up with?",
    "Stable matching between {n} {a}s and {n} {b}s (numbered 0 to {last}).\n{prefs}\nFind the stable matching that "
    "the deferred-acceptance algorithm produces when the {a}s make the offers (it is the {a}-optimal stable "
    "matching). List the partner of {a} 0, then {a} 1, and so on.",
    "Rankings (earlier = preferred):\n{prefs}\nThe {a}s propose in rank order; each {b} tentatively accepts its "
    "favourite offer and rejects worse ones, and rejected {a}s move to their next choice. When it stops, give for "
    "each {a} 0..{last} the number of its {b}.",
)


def _lists(rng: random.Random, n: int, similarity: float) -> list[list[int]]:
    base = list(range(n))
    rng.shuffle(base)
    out = []
    for _ in range(n):
        row = list(base)
        if rng.random() >= similarity:
            rng.shuffle(row)
        else:  # a shared ranking with one neighbouring swap
            i = rng.randrange(n - 1)
            row[i], row[i + 1] = row[i + 1], row[i]
        out.append(row)
    return out


class StableMatching(IntSequenceAnswer, Bootcamp):
    id = "graph/stable_matching"
    description = "Proposer-optimal stable matching by Gale-Shapley (one state per proposal)"
    Config = Config
    LEVELS = {
        "1": Config(size=3, similarity=0.5),
        "2": Config(size=4, similarity=0.5),
        "3": Config(size=5, similarity=0.6),
        "4": Config(size=6, similarity=0.6),
        "5": Config(size=8, similarity=0.7),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        data = {"proposers": _lists(rng, config.size, config.similarity),
                "receivers": _lists(rng, config.size, config.similarity), "sides": rng.randrange(len(_SIDES))}
        return data, self.solve(data)

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def prompt(self, data: dict, rng: random.Random) -> str:
        a, b = _SIDES[data["sides"]]
        n = len(data["proposers"])
        lines = [f"{a} {i}: {', '.join(map(str, row))}" for i, row in enumerate(data["proposers"])]
        lines += [f"{b} {i}: {', '.join(map(str, row))}" for i, row in enumerate(data["receivers"])]
        text = rng.choice(_TEMPLATES).format(n=n, last=n - 1, a=a, b=b, prefs="\n".join(lines))
        return f"{text}\n{answer_instruction(f'the partners of {a}s 0..{n - 1} in order, comma-separated, e.g. 2, 0, 1')}"

    def program(self, t: Tracer, data: dict) -> list[int]:
        props, recs = data["proposers"], data["receivers"]
        n = len(props)
        nxt = [0] * n
        held = [-1] * n  # held[r]: the proposer r holds
        free = list(range(n))
        while free:
            t.state("proposal")
            free = t.fetch("free", free)
            p = free[0]
            r = t.fetch(f"list[{p}][{nxt[p]}]", props[p][nxt[p]])
            nxt[p] += 1
            h = t.fetch(f"held[{r}]", held[r])
            rank = recs[r]
            if t.goto(h < 0 or rank.index(p) < rank.index(h), why=f"{r} prefers {p}" if h >= 0 else f"{r} is free"):
                held[r] = t.compute(f"held[{r}]", p)
                free = t.compute("free", free[1:] + ([h] if h >= 0 else []))
            else:
                free = t.compute("free", free)
        partner = [0] * n
        for r, p in enumerate(held):
            partner[p] = r
        t.state("answer")
        return t.compute("answer", partner, why="invert held")

    def solve(self, data: dict) -> list[int]:
        # Receivers-side view: rejections remove options until every proposer's top option is distinct.
        props, recs = data["proposers"], data["receivers"]
        n = len(props)
        options = [list(row) for row in props]
        while True:
            suitors: dict[int, list[int]] = {}
            for p in range(n):
                suitors.setdefault(options[p][0], []).append(p)
            rejected = False
            for r, ps in suitors.items():
                best = min(ps, key=recs[r].index)
                for p in ps:
                    if p != best:
                        options[p].pop(0)
                        rejected = True
            if not rejected:
                return [options[p][0] for p in range(n)]


BOOTCAMP = StableMatching()
