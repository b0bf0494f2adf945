"""Fewest jumps to get from the first to the last square of a row.

Square i holds the longest jump allowed from it (a jump from i may land on any of the next
a[i] squares). The greedy trace scans the squares once, keeping the farthest square reachable
with one more jump; when the scan passes the end of the current jump's reach, a jump is spent
and the reach moves to that farthest square. One state per square.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.arrays import render_any
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    length: int = 8
    max_jump: int = 3

    def __post_init__(self) -> None:
        if not 3 <= self.length <= 500:
            raise ValueError(f"length must be in 3..500, got {self.length}")
        if not 2 <= self.max_jump <= 50:
            raise ValueError(f"max_jump must be in 2..50, got {self.max_jump}")


_TEMPLATES = (
    "Squares in a row are numbered 0 to {last}; the numbers on them are {values}. From square i you may jump forward "
    "by any number of squares from 1 up to the number on square i. Starting on square 0, what is the fewest number "
    "of jumps that reaches square {last}?",
    "A frog crosses a river on stones 0..{last}. Stone i lets it leap at most a[i] stones ahead, with a = {values}. "
    "What is the minimum number of leaps from stone 0 to stone {last}?",
    "Jump game: nums = {values}. Each value is the maximum jump length from that index. Return the minimum number of "
    "jumps needed to reach the last index from index 0 (it is always reachable here).",
)


class JumpGame(IntegerAnswer, Bootcamp):
    id = "greedy/jump_game"
    description = "Minimum jumps to reach the last index when each square caps the jump (greedy reach trace)"
    Config = Config
    LEVELS = {
        "1": Config(length=10, max_jump=3),
        "2": Config(length=12, max_jump=4),
        "3": Config(length=15, max_jump=4),
        "4": Config(length=20, max_jump=5),
        "5": Config(length=28, max_jump=6),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        for _ in range(1000):
            values = [rng.randint(0 if rng.random() < 0.15 else 1, config.max_jump) for _ in range(config.length)]
            values[0] = max(values[0], 1)
            data = {"values": values}
            best = self.solve(data)
            if best > 0:
                return data, best
        raise RuntimeError(f"{self.id}: no crossable row in 1000 tries")

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(values=render_any(data["values"], rng), last=len(data["values"]) - 1)
        return f"{text}\n{answer_instruction('the number of jumps as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        a = data["values"]
        last = len(a) - 1
        jumps, reach, farthest = 0, 0, 0
        for i in range(last):
            t.state(f"square {i}")
            x = t.fetch(f"a[{i}]", a[i])
            farthest = t.compute("farthest", max(t.fetch("farthest", farthest), i + x), why=f"max(farthest, {i} + {x})")
            if t.goto(i == t.fetch("reach", reach), why="the current jump's reach ends here: jump again"):
                jumps = t.compute("jumps", jumps + 1)
                reach = t.compute("reach", farthest)
                if t.goto(reach >= last, why="the last square is within reach"):
                    break
        t.state("answer")
        return t.compute("answer", t.fetch("jumps", jumps))

    def solve(self, data: dict) -> int:
        # Fewest jumps to each square, from every earlier square that can reach it; 0 if unreachable.
        a = data["values"]
        inf = len(a) + 1
        best = [0] + [inf] * (len(a) - 1)
        for j in range(1, len(a)):
            best[j] = min([best[i] + 1 for i in range(j) if i + a[i] >= j] + [inf])
        return best[-1] if best[-1] < inf else 0


BOOTCAMP = JumpGame()
