"""Grundy's game: a move splits one heap into two non-empty heaps of different sizes; a heap of
1 or 2 cannot be split. The Sprague-Grundy value of a position of several heaps, from the mex
table of single heaps (no known formula: the table is built size by size)."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.games import mex
from bootcamps.kit.games2 import grundy_game_table
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    heaps: int = 3
    max_heap: int = 20

    def __post_init__(self) -> None:
        if not 1 <= self.heaps <= 10:
            raise ValueError(f"heaps must be in 1..10, got {self.heaps}")
        if not 5 <= self.max_heap <= 80:
            raise ValueError(f"max_heap must be in 5..80, got {self.max_heap}")


_TEMPLATES = (
    "Grundy's game: there are heaps of {thing} with sizes {heaps}. A move picks one heap and splits it into two "
    "non-empty heaps of different sizes (so heaps of 1 or 2 can never be split). The player who cannot move loses. "
    "What is the Sprague-Grundy value of this position? A heap's value is the mex (least non-negative integer not "
    "present) of the values of the pairs it can split into, a pair or any group of heaps is worth the XOR of their "
    "values, and a heap with no move is worth 0.",
    "Heaps: {heaps}. Each turn a player divides one heap into two unequal, non-empty heaps. Give the Grundy number "
    "of the whole position: the XOR of the heaps' Grundy numbers, where g(n) = mex{{g(a) XOR g(b) : a + b = n, "
    "a != b, a, b >= 1}} and g(n) = 0 when no such split exists.",
    "Players take turns splitting a heap of {thing} into two heaps of unequal positive sizes. The position is {heaps}. "
    "Compute its nim-value by Sprague-Grundy theory (nim-value of a heap = minimum excludant of the nim-values "
    "reachable by one split; nim-value of several heaps = XOR of their nim-values).",
)
_THINGS = ("coins", "pebbles", "matches", "cards", "beads")


class GrundyGame(IntegerAnswer, Bootcamp):
    id = "game/grundy_game"
    description = "Grundy's game (split a heap into two unequal heaps): the Sprague-Grundy value of several heaps"
    Config = Config
    LEVELS = {
        "1": Config(heaps=4, max_heap=12),
        "2": Config(heaps=4, max_heap=18),
        "3": Config(heaps=4, max_heap=24),
        "4": Config(heaps=5, max_heap=32),
        "5": Config(heaps=6, max_heap=40),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        g = grundy_game_table(config.max_heap)
        heaps = [rng.randint(3, config.max_heap) for _ in range(config.heaps)]
        heaps[0] = rng.randint(config.max_heap * 2 // 3, config.max_heap)  # the table must reach far
        rng.shuffle(heaps)
        total = 0
        for h in heaps:
            total ^= g[h]
        return {"heaps": heaps}, total

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(heaps=", ".join(map(str, data["heaps"])), thing=rng.choice(_THINGS))
        return f"{text}\n{answer_instruction('one non-negative integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        """The table g[0..max] bottom-up (one state per size), then the XOR over the heaps."""
        heaps = data["heaps"]
        top = max(heaps)
        g = [0, 0, 0]
        t.state("sizes 0 to 2")
        t.compute("g[0..2]", [0, 0, 0], why="no split possible")
        for n in range(3, top + 1):
            t.state(f"size {n}")
            reach = []
            for a in range(1, (n + 1) // 2):
                reach.append(t.fetch(f"g[{a}]", g[a]) ^ t.fetch(f"g[{n - a}]", g[n - a]))
            g.append(t.compute(f"g[{n}]", mex(reach), why=f"mex of {sorted(set(reach))}"))
        t.state("answer")
        total = 0
        for i, h in enumerate(heaps):
            total = t.compute("xor", total ^ t.fetch(f"g[{h}]", g[h]), why=f"add heap {i + 1}")
        return t.ret("answer", total)

    def solve(self, data: dict) -> int:
        """Top-down and memoised over single heaps (the program fills the table bottom-up)."""
        memo: dict[int, int] = {}

        def value(n: int) -> int:
            if n not in memo:
                memo[n] = mex({value(a) ^ value(n - a) for a in range(1, n) if 2 * a < n})
            return memo[n]

        total = 0
        for h in data["heaps"]:
            total ^= value(h)
        return total


BOOTCAMP = GrundyGame()
