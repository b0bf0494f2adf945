"""Lasker's nim: a move takes any number of objects from one heap or splits one heap into two
non-empty heaps. The Sprague-Grundy value of a position of several heaps (the XOR of the
heaps' values, each following the period-4 pattern n, n, n+1, n-1)."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.games import mex
from bootcamps.kit.games2 import lasker_value
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    heaps: int = 3
    max_heap: int = 20

    def __post_init__(self) -> None:
        if not 1 <= self.heaps <= 12:
            raise ValueError(f"heaps must be in 1..12, got {self.heaps}")
        if not 4 <= self.max_heap <= 10**6:
            raise ValueError(f"max_heap must be in 4..10^6, got {self.max_heap}")


_TEMPLATES = (
    "Lasker's nim is played with heaps of {thing}: {heaps}. On a turn a player either removes any positive number of "
    "{thing} from one heap, or splits one heap into two non-empty heaps (removing nothing). The player who cannot "
    "move loses. What is the Sprague-Grundy value (nim-value) of this position? A heap's value is the mex (least "
    "non-negative integer not present) of the values of the positions one move away, a position of several heaps "
    "has the XOR of its heaps' values, and an empty heap is worth 0.",
    "Heaps of sizes {heaps}. A move is one of two kinds: take one or more {thing} from a single heap, or divide a "
    "heap into two smaller heaps, both non-empty. Give the Grundy number of the whole position, computed by "
    "Sprague-Grundy theory (Grundy(heap) = mex of the Grundy numbers reachable in one move, Grundy(several heaps) "
    "= XOR of the heaps' Grundy numbers, Grundy(0) = 0).",
    "In a heap game the allowed moves are: remove any amount from one heap, or split one heap of at least 2 into two "
    "non-empty heaps. The heaps hold {heaps} {thing}. Find the nim-value of the position: the XOR over heaps of each "
    "heap's nim-value, where a heap's nim-value is the minimum excludant of the nim-values of everything one move "
    "reaches (a split heap is worth the XOR of its two parts).",
)
_THINGS = ("stones", "counters", "beans", "chips", "tokens")


class LaskerNim(IntegerAnswer, Bootcamp):
    id = "game/lasker_nim"
    description = "Lasker's nim (take from a heap or split it in two): the Sprague-Grundy value of several heaps"
    Config = Config
    LEVELS = {
        "1": Config(heaps=2, max_heap=150),
        "2": Config(heaps=3, max_heap=200),
        "3": Config(heaps=4, max_heap=1000),
        "4": Config(heaps=6, max_heap=10**4),
        "5": Config(heaps=9, max_heap=10**6),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        heaps = [rng.randint(1, config.max_heap) for _ in range(config.heaps)]
        total = 0
        for h in heaps:
            total ^= lasker_value(h)
        return {"heaps": heaps}, total

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(heaps=", ".join(map(str, data["heaps"])), thing=rng.choice(_THINGS))
        return f"{text}\n{answer_instruction('one non-negative integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        """Each heap by its residue mod 4 (1, 2: itself; 3: one more; 0: one less), then XOR."""
        total = 0
        for i, size in enumerate(data["heaps"]):
            t.state(f"heap {i + 1}")
            n = t.fetch(f"heap[{i + 1}]", size)
            r = t.compute("r", n % 4, why=f"{n} mod 4")
            g = t.compute(f"g[{i + 1}]", lasker_value(n), why={0: "n-1", 1: "n", 2: "n", 3: "n+1"}[r])
            total = t.compute("xor", total ^ g, why=f"running xor with {g}")
        t.state("answer")
        return t.ret("answer", total)

    def solve(self, data: dict) -> int:
        """The mex recursion up to the pattern's period, then the pattern proven by it: values
        repeat with period 4 shifted by 4 (checked on the first 32 sizes by the mex table)."""
        g = [0]
        for n in range(1, 33):
            reach = {g[k] for k in range(n)} | {g[a] ^ g[n - a] for a in range(1, n // 2 + 1)}
            g.append(mex(reach))
        total = 0
        for h in data["heaps"]:
            total ^= g[h] if h <= 32 else g[(h - 1) % 4 + 29] + (h - 1) // 4 * 4 - 28
        return total


BOOTCAMP = LaskerNim()
