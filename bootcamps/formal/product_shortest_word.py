"""The shortest string two DFAs both accept (the alphabetically first among the shortest).

Two random complete DFAs over {a, b} (or {a, b, c}) are given as transition tables. A string
is wanted that both accept, as short as possible, and among those of that length the first in
alphabetical order. The generator keeps pairs whose answer has length at least 2 and at most
a level bound. The traced solver is breadth-first search over the product automaton, taking
symbols in alphabetical order, so the first accepting pair reached is the answer; one state
per expanded pair. The plain solver is a shortest-path layer sweep over the product that keeps
the least string per pair; the tests brute-force all strings in length-then-alphabetical order.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.literal import ExactStringAnswer
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    states: int = 3
    alphabet: int = 2
    min_length: int = 2
    max_length: int = 4

    def __post_init__(self) -> None:
        if not 2 <= self.states <= 10 or not 2 <= self.alphabet <= 3:
            raise ValueError("states must be in 2..10 and alphabet in 2..3")
        if not 1 <= self.min_length <= self.max_length <= 30:
            raise ValueError("need 1 <= min_length <= max_length <= 30")


def random_dfa(rng: random.Random, n: int, m: int) -> dict:
    delta = [[rng.randrange(n) for _ in range(m)] for _ in range(n)]
    accept = sorted(rng.sample(range(n), rng.randint(1, max(1, n // 2))))
    return {"delta": delta, "accept": accept}


def shortest(data: dict) -> str | None:
    a, b, sigma = data["A"], data["B"], data["symbols"]
    best: dict[tuple[int, int], str] = {(0, 0): ""}
    layer = [(0, 0)]
    while layer:
        hits = sorted(best[p] for p in layer if p[0] in a["accept"] and p[1] in b["accept"])
        if hits:
            return hits[0]
        nxt: dict[tuple[int, int], str] = {}
        for p in layer:
            for k, c in enumerate(sigma):
                q = (a["delta"][p[0]][k], b["delta"][p[1]][k])
                if q not in best and (q not in nxt or best[p] + c < nxt[q]):
                    nxt[q] = best[p] + c
        best.update(nxt)
        layer = list(nxt)
    return None


def table(name: str, dfa: dict, sigma: str) -> list[str]:
    lines = [f"{name}: start {name.lower()}0, accepting {', '.join(f'{name.lower()}{q}' for q in dfa['accept'])}"]
    for q, row in enumerate(dfa["delta"]):
        lines.append("  " + ", ".join(f"{name.lower()}{q} --{c}--> {name.lower()}{row[k]}" for k, c in enumerate(sigma)))
    return lines


_INTROS = (
    "Two deterministic finite automata over the alphabet {{{s}}} are given by their transitions.",
    "Here are two complete DFAs, A and B, on the symbols {s}.",
    "Consider the DFAs A and B below (alphabet {s}).",
)
_ASK = (
    "Find the shortest string accepted by both A and B; if several have that length, give the one that comes first alphabetically.",
    "What is the shortest word in the intersection of their languages? Among equally short words, choose the alphabetically smallest.",
    "Give the shortest input that both automata accept (ties broken by alphabetical order: a < b < c).",
)


class ProductShortestWord(ExactStringAnswer, Bootcamp):
    id = "formal/product_shortest_word"
    description = "Shortest (then alphabetically first) string accepted by both of two DFAs (product BFS)"
    Config = Config
    LEVELS = {
        "1": Config(states=3, alphabet=2, min_length=2, max_length=4),
        "2": Config(states=4, alphabet=2, min_length=3, max_length=6),
        "3": Config(states=5, alphabet=2, min_length=4, max_length=8),
        "4": Config(states=6, alphabet=3, min_length=4, max_length=10),
        "5": Config(states=8, alphabet=3, min_length=5, max_length=14),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        sigma = "abc"[: config.alphabet]
        while True:
            data = {"symbols": sigma, "A": random_dfa(rng, config.states, config.alphabet),
                    "B": random_dfa(rng, rng.randint(max(2, config.states - 1), config.states), config.alphabet)}
            word = shortest(data)
            if word is not None and config.min_length <= len(word) <= config.max_length:
                return data, word

    def prompt(self, data: dict, rng: random.Random) -> str:
        s = data["symbols"]
        lines = [rng.choice(_INTROS).format(s=", ".join(s))] + table("A", data["A"], s) + table("B", data["B"], s)
        lines += [rng.choice(_ASK), answer_instruction("the string itself, with no spaces or quotes (for example: abba)")]
        return "\n".join(lines)

    def program(self, t: Tracer, data: dict) -> str:
        a, b, sigma = data["A"], data["B"], data["symbols"]
        seen = {"a0 b0": ""}
        queue = ["a0 b0"]
        while queue and len(seen) < 200:
            pair, queue = queue[0], queue[1:]
            t.state(f"expand ({pair})")
            word = t.fetch(f"word({pair})", seen[pair])
            p, q = (int(x[1:]) for x in pair.split())
            if t.compute("both accept", p in a["accept"] and q in b["accept"]):
                t.state("answer")
                return t.compute("answer", word)
            fresh = []
            for k, c in enumerate(sigma):
                nxt = f"a{a['delta'][p][k]} b{b['delta'][q][k]}"
                if nxt not in seen:
                    seen[nxt] = word + c
                    fresh.append(nxt)
            queue = queue + t.compute("enqueue", fresh)
        t.state("answer")
        return t.compute("answer", "none")

    def solve(self, data: dict) -> str:
        word = shortest(data)
        if word is None:
            raise ValueError("the languages do not intersect")
        return word


BOOTCAMP = ProductShortestWord()
