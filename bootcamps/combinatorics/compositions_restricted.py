"""Compositions of n (ordered sums of positive parts) with parts from an allowed set and a rule
on neighbouring parts: no two neighbours equal (Carlitz compositions) or neighbours differing
by at most d; at the higher levels also with exactly k parts or at most k parts. Unlike plain
compositions from a set (combinatorics/stair_climbing) the count depends on the last part, so
the traced solver fills ways[s][p] (compositions of s ending in part p) one total s at a time,
ways[s][p] = sum of ways[s - p][q] over the parts q allowed before p, and with a part count
one table per number of parts. The plain solver counts forwards from the first part with a
memoised recursion on (what is left, last part, parts left)."""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache

from bootcamps.api import Bootcamp, IntegerAnswer
from bootcamps.kit.numbers2 import ask
from bootcamps.trace import Tracer

_RULES = ("differ", "close")
_MODES = ("any", "exactly", "at_most")


@dataclass(frozen=True)
class Config:
    min_n: int = 6
    max_n: int = 12
    parts: int = 3  # how many part sizes are allowed
    max_part: int = 4
    rules: tuple = ("differ",)
    modes: tuple = ("any",)
    max_k: int = 5  # the part count bound for the modes "exactly" and "at_most"

    def __post_init__(self) -> None:
        if not 3 <= self.min_n <= self.max_n <= 60:
            raise ValueError(f"need 3 <= min_n <= max_n <= 60, got {self.min_n}, {self.max_n}")
        if not 2 <= self.parts <= self.max_part <= 12:
            raise ValueError(f"need 2 <= parts <= max_part <= 12, got {self.parts}, {self.max_part}")
        if not self.rules or any(r not in _RULES for r in self.rules):
            raise ValueError(f"rules must be a non-empty subset of {_RULES}, got {self.rules}")
        if not self.modes or any(m not in _MODES for m in self.modes):
            raise ValueError(f"modes must be a non-empty subset of {_MODES}, got {self.modes}")
        if not 2 <= self.max_k <= 12:
            raise ValueError(f"max_k must be in 2..12, got {self.max_k}")


def allowed(data: dict, q: int, p: int) -> bool:
    """May part p follow part q?"""
    return q != p if data["rule"] == "differ" else abs(q - p) <= data["gap"]


def _rule_text(data: dict, noun: str) -> str:
    if data["rule"] == "differ":
        return f"no two neighbouring {noun} are equal"
    gap = data["gap"]
    return f"neighbouring {noun} differ by at most {gap}" + (" (equal neighbours are fine)" if gap else "")


def _count_text(data: dict, noun: str) -> str:
    if data["mode"] == "exactly":
        return f"; there are exactly {data['k']} {noun}"
    if data["mode"] == "at_most":
        return f"; there are at most {data['k']} {noun}"
    return ""


_TEMPLATES = (
    "A composition of {n} is a way to write {n} as an ordered sum of positive integers (parts); order matters, so "
    "1 + 2 and 2 + 1 are different, and a single part {n} counts if allowed. Count the compositions of {n} that "
    "meet all of these conditions: every part is one of {parts}; {rule}{count}.",
    "How many ordered sums add up to {n} under these conditions: each summand is taken from {parts}; {rule_s}"
    "{count_s}? Sums with the same summands in a different order are counted separately; one summand on its own "
    "is a sum too.",
    "You climb {n} steps using strides whose lengths come from {parts}, and you must land exactly on step {n}. "
    "The climb must satisfy: {rule_c}{count_c}. Different orders of strides are different climbs. How many "
    "climbs are there?",
)


class CompositionsRestricted(IntegerAnswer, Bootcamp):
    id = "combinatorics/compositions_restricted"
    description = "Compositions of n with parts from a set and a rule on neighbouring parts (optionally k parts)"
    Config = Config
    min_distinct_prompts = {"1": 0.65, "2": 0.8, "3": 0.9}
    small_space_reason = ("a warm-up count has few inputs: n up to 16 or 26 and a handful of part sizes, so "
                          "the low levels hold a few thousand distinct cases")
    LEVELS = {
        "1": Config(min_n=6, max_n=16, parts=3, max_part=6, rules=("differ", "close")),
        "2": Config(min_n=10, max_n=20, parts=4, max_part=7, rules=("differ", "close")),
        "3": Config(min_n=14, max_n=26, parts=4, max_part=8, rules=("differ", "close")),
        "4": Config(min_n=16, max_n=28, parts=5, max_part=9, rules=("differ", "close"),
                    modes=("any", "exactly", "at_most"), max_k=6),
        "5": Config(min_n=22, max_n=36, parts=6, max_part=10, rules=("differ", "close"),
                    modes=("exactly", "at_most"), max_k=8),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        while True:
            n = rng.randint(config.min_n, config.max_n)
            parts = sorted(rng.sample(range(1, config.max_part + 1), config.parts))
            rule = rng.choice(config.rules)
            gap = rng.randint(1, 2) if rule == "close" else 0
            mode = rng.choice(config.modes)
            smallest = -(-n // parts[-1])  # fewest parts that can reach n
            k = rng.randint(max(2, smallest), max(max(2, smallest), config.max_k)) if mode != "any" else 0
            data = {"n": n, "parts": parts, "rule": rule, "gap": gap, "mode": mode, "k": k}
            answer = self.solve(data)
            if answer > 1:
                return data, answer

    def prompt(self, data: dict, rng: random.Random) -> str:
        parts = "{" + ", ".join(map(str, data["parts"])) + "}"
        fields = {"rule": _rule_text(data, "parts"), "count": _count_text(data, "parts"),
                  "rule_s": _rule_text(data, "summands"), "count_s": _count_text(data, "summands"),
                  "rule_c": _rule_text(data, "strides"), "count_c": _count_text(data, "strides")}
        return ask(rng, _TEMPLATES, "a single integer", n=data["n"], parts=parts, **fields)

    def program(self, t: Tracer, data: dict) -> int:
        n, parts, mode, k = data["n"], data["parts"], data["mode"], data["k"]
        if mode == "any":
            rows: dict[int, list[int]] = {}
            for s in range(1, n + 1):
                t.state(f"total {s}")
                row = []
                for i, p in enumerate(parts):
                    if p > s:
                        row.append(0)
                    elif p == s:
                        row.append(1)  # the single part p
                    else:
                        prev = t.fetch(f"ways[{s - p}]", rows[s - p])
                        row.append(sum(prev[j] for j, q in enumerate(parts) if allowed(data, q, p)))
                rows[s] = t.compute(f"ways[{s}]", row, why="by last part: sum of ways[s - p][q] over q allowed before p")
            t.state("answer")
            return t.compute("answer", sum(t.fetch(f"ways[{n}]", rows[n])), why="all last parts")
        # tables[j][s][i]: compositions of s into j parts ending in parts[i]
        t.state("1 part")
        tables: dict[int, dict[int, list[int]]] = {1: {}}
        for p in parts:
            tables[1][p] = t.compute(f"ways1[{p}]", [int(q == p) for q in parts], why=f"the single part {p}")
        for j in range(2, k + 1):
            tables[j] = {}
            low = j * parts[0]
            for s in range(low, n + 1):
                before = {p: tables[j - 1][s - p] for p in parts if s - p in tables[j - 1]}
                if not before:
                    continue  # no (j-1)-part composition to extend: nothing to read
                t.state(f"{j} parts, total {s}")
                row = []
                for p in parts:
                    if p not in before:
                        row.append(0)
                        continue
                    prev = t.fetch(f"ways{j - 1}[{s - p}]", before[p])
                    row.append(sum(prev[i] for i, q in enumerate(parts) if allowed(data, q, p)))
                tables[j][s] = t.compute(f"ways{j}[{s}]", row, why=f"part p after a {j - 1}-part composition of s - p")
        t.state("answer")
        counts = range(k, k + 1) if mode == "exactly" else range(1, k + 1)
        total = 0
        for j in counts:
            if n in tables[j]:
                total = t.compute("answer", total + sum(t.fetch(f"ways{j}[{n}]", tables[j][n])), why=f"add {j} parts")
        return total

    def solve(self, data: dict) -> int:
        n, parts, mode, k = data["n"], tuple(data["parts"]), data["mode"], data["k"]
        limit = k if mode != "any" else n

        @lru_cache(maxsize=None)
        def count(left: int, last: int, room: int) -> int:
            # completions of a composition that has `left` still to go, last part `last`, `room` parts to spare
            done = 1 if left == 0 and (mode != "exactly" or room == 0) else 0
            if left == 0 or room == 0:
                return done
            return sum(count(left - p, p, room - 1) for p in parts if p <= left and allowed(data, last, p))

        return sum(count(n - p, p, limit - 1) for p in parts if p <= n)


BOOTCAMP = CompositionsRestricted()
