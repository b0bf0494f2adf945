"""Frog jump: the least total effort for a frog to hop from the first stone to the last.

From stone i the frog may jump to any of the next k stones; a jump from i to j costs
``|h[i] - h[j]|``. The trace fills ``best[j]``, the least effort to reach stone j, from the k
stones before it.
"""

from __future__ import annotations

import heapq
import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    stones: int = 10
    max_jump: int = 3
    max_height: int = 50

    def __post_init__(self) -> None:
        if not 3 <= self.stones <= 300:
            raise ValueError(f"stones must be in 3..300, got {self.stones}")
        if not 2 <= self.max_jump < self.stones:
            raise ValueError(f"max_jump must be in 2..stones-1, got {self.max_jump}")
        if not 5 <= self.max_height <= 10_000:
            raise ValueError(f"max_height must be in 5..10000, got {self.max_height}")


_TEMPLATES = (
    "Stones 1..{n} stand in a row with heights {heights}. A frog on stone 1 wants to reach stone {n}. From stone "
    "i it can jump to stone i+1, i+2, ..., or i+{k}, spending |height difference| energy. What is the least total "
    "energy it needs?",
    "A climber crosses {n} ledges with altitudes {heights} (in order). Each move goes forward by 1 to {k} ledges "
    "and costs the absolute change in altitude. Starting on the first ledge, what is the minimum total cost to "
    "stand on the last one?",
    "Heights h = [{heights}]. Minimise the sum of |h[i] - h[j]| over the jumps of a path from the first to the "
    "last index, where each jump moves forward by between 1 and {k} positions. Give the minimum.",
)


class FrogJumpCost(IntegerAnswer, Bootcamp):
    id = "dp/frog_jump_cost"
    description = "Least total |height difference| for a frog jumping up to k stones ahead (best[j] DP)"
    Config = Config
    LEVELS = {
        "1": Config(stones=7, max_jump=2, max_height=30),
        "2": Config(stones=10, max_jump=3, max_height=50),
        "3": Config(stones=14, max_jump=3, max_height=80),
        "4": Config(stones=19, max_jump=4, max_height=120),
        "5": Config(stones=26, max_jump=5, max_height=200),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        data = {"heights": [rng.randint(1, config.max_height) for _ in range(config.stones)], "k": config.max_jump}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(n=len(data["heights"]), heights=", ".join(map(str, data["heights"])),
                                             k=data["k"])
        return f"{text}\n{answer_instruction('the total as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        h, k = data["heights"], data["k"]
        best = [0]
        for j in range(1, len(h)):
            t.state(f"stone {j + 1}")
            hj = t.fetch(f"h[{j + 1}]", h[j])
            options = []
            for i in range(max(0, j - k), j):
                options.append(t.fetch(f"best[{i + 1}]", best[i]) + abs(t.fetch(f"h[{i + 1}]", h[i]) - hj))
            best.append(t.compute(f"best[{j + 1}]", min(options), why="min of best[i] + |h[i]-h[j]|"))
        t.state("answer")
        return t.compute("answer", t.fetch(f"best[{len(h)}]", best[-1]))

    def solve(self, data: dict) -> int:
        # Dijkstra over the stones, as a shortest path in the jump graph.
        h, k = data["heights"], data["k"]
        dist = {0: 0}
        heap = [(0, 0)]
        while heap:
            d, i = heapq.heappop(heap)
            if i == len(h) - 1:
                return d
            if d > dist[i]:
                continue
            for j in range(i + 1, min(len(h), i + k + 1)):
                nd = d + abs(h[i] - h[j])
                if nd < dist.get(j, nd + 1):
                    dist[j] = nd
                    heapq.heappush(heap, (nd, j))
        raise ValueError("the last stone is unreachable")


BOOTCAMP = FrogJumpCost()
