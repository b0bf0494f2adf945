"""Cyclic Towers of Hanoi: three pegs in a circle and every move must carry a disk to the next
peg in one fixed direction (the usual rule holds: never a larger disk on a smaller). The fewest
moves to carry a tower of n disks to a given peg: Q(n) when the target is one step ahead,
R(n) when two steps ahead, with Q(n) = 2R(n-1) + 1 and R(n) = 2R(n-1) + Q(n-1) + 2."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.literal import strict_int
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    min_disks: int = 2
    max_disks: int = 4

    def __post_init__(self) -> None:
        if not 1 <= self.min_disks <= self.max_disks <= 60:
            raise ValueError("need 1 <= min_disks <= max_disks <= 60")


_NAMES = ("Amber", "Birch", "Cedar", "Delta", "Ember", "Fjord", "Garnet", "Harbor", "Iris", "Juniper", "Kestrel", "Lotus")

_TEMPLATES = (
    "Three pegs stand in a circle: {a}, {b} and {c}. A disk may only be moved to the next peg along the circle in "
    "this direction: {a} -> {b} -> {c} -> {a} (never backwards). Only the top disk of a peg may be moved, one at a "
    "time, and a disk may never be placed on a smaller one. All {n} disks start on {src}, largest at the bottom. What "
    "is the smallest number of moves that puts the whole tower on {dst}?",
    "Cyclic Towers of Hanoi with {n} disks on peg {src}. The pegs {a}, {b}, {c} are arranged so that every move must go "
    "clockwise: from {a} to {b}, from {b} to {c}, or from {c} to {a}. Usual rules otherwise (move one top disk at a "
    "time; no disk on top of a smaller disk). Find the minimum number of moves needed to transfer the tower to peg "
    "{dst}.",
    "A tower of {n} graded disks sits on {src}. Moves go one way round the ring of pegs {a} -> {b} -> {c} -> {a} "
    "only, one disk at a time, and a bigger disk may never rest on a smaller one. How many moves, at the least, "
    "does it take to rebuild the tower on {dst}?",
)


class CyclicHanoi(Bootcamp):
    id = "planning/cyclic_hanoi"
    description = "Fewest moves for Towers of Hanoi when disks may only move one way round a ring of three pegs"
    Config = Config
    LEVELS = {
        "1": Config(min_disks=2, max_disks=4),
        "2": Config(min_disks=4, max_disks=7),
        "3": Config(min_disks=7, max_disks=11),
        "4": Config(min_disks=11, max_disks=16),
        "5": Config(min_disks=16, max_disks=24),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        ring = rng.sample(_NAMES, 3)
        src, dst = rng.sample(range(3), 2)
        data = {"ring": ring, "disks": rng.randint(config.min_disks, config.max_disks), "src": src, "dst": dst}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        a, b, c = data["ring"]
        text = rng.choice(_TEMPLATES).format(a=a, b=b, c=c, n=data["disks"], src=data["ring"][data["src"]],
                                             dst=data["ring"][data["dst"]])
        return f"{text}\n{answer_instruction('one integer')}"

    def check(self, data: dict, answer: int, text: str) -> float:
        return 1.0 if strict_int(text) == int(answer) else 0.0

    def program(self, t: Tracer, data: dict) -> int:
        t.state("direction")
        steps = t.compute("steps ahead", (data["dst"] - data["src"]) % 3, why="positions along the ring")
        q, r = 0, 0
        for k in range(1, data["disks"] + 1):
            t.state(f"{k} disks")
            q, r = t.compute("Q", 2 * r + 1, why="R(k-1) + move + R(k-1)"), t.compute("R", 2 * r + q + 2, why="R + 1 + Q + 1 + R")
        t.state("answer")
        return t.ret("answer", q if steps == 1 else r)

    def solve(self, data: dict) -> int:
        """Count the moves the optimal recursive procedure makes (by recursion on disks)."""
        from functools import lru_cache

        @lru_cache(maxsize=None)
        def moves(n: int, ahead: int) -> int:
            if n == 0:
                return 0
            if ahead == 1:  # top n-1 two ahead, largest one step, top n-1 two ahead again
                return moves(n - 1, 2) + 1 + moves(n - 1, 2)
            # two ahead: top two ahead, largest one step, top one step back around, largest on, top two ahead
            return moves(n - 1, 2) + 1 + moves(n - 1, 1) + 1 + moves(n - 1, 2)

        return moves(data["disks"], (data["dst"] - data["src"]) % 3)


BOOTCAMP = CyclicHanoi()
