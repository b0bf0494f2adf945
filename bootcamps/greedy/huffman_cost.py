"""Total cost of optimally merging weights two at a time (the Huffman code's weighted length).

Merging two piles of sizes a and b costs a + b and leaves one pile of size a + b. The
cheapest total is reached by always merging the two smallest piles, which is also the total
number of bits of an optimal prefix code for these symbol frequencies. One state per merge.
"""

from __future__ import annotations

import heapq
import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.arrays import random_array
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    symbols: int = 5
    max_weight: int = 20

    def __post_init__(self) -> None:
        if not 2 <= self.symbols <= 300:
            raise ValueError(f"symbols must be in 2..300, got {self.symbols}")
        if self.max_weight < 1:
            raise ValueError(f"max_weight must be >= 1, got {self.max_weight}")


_TEMPLATES = (
    "Symbols occur with frequencies {seq}. Build an optimal binary prefix code (a Huffman code). What is the total "
    "number of bits needed to encode all the occurrences, i.e. the sum of frequency times code length?",
    "You have ropes of lengths {seq}. Joining two ropes of lengths a and b costs a + b and gives one rope of length "
    "a + b. What is the minimum total cost to join all of them into one rope?",
    "Files of sizes {seq} must be merged into one file, two at a time; merging files of sizes a and b costs a + b. "
    "Find the smallest possible total merging cost.",
)


class HuffmanCost(IntegerAnswer, Bootcamp):
    id = "greedy/huffman_cost"
    description = "Minimum total merge cost / Huffman weighted code length (two-smallest greedy trace)"
    Config = Config
    LEVELS = {
        "1": Config(symbols=4, max_weight=20),
        "2": Config(symbols=6, max_weight=30),
        "3": Config(symbols=9, max_weight=50),
        "4": Config(symbols=13, max_weight=80),
        "5": Config(symbols=18, max_weight=99),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        data = {"weights": random_array(rng, config.symbols, 1, config.max_weight)}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(seq=", ".join(map(str, data["weights"])))
        return f"{text}\n{answer_instruction('the total cost as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        piles = sorted(data["weights"])
        total = 0
        k = 0
        while len(piles) > 1:
            t.state(f"merge {k}")
            piles = t.fetch("piles", piles)
            a, b = piles[0], piles[1]
            merged = t.compute("merged", a + b, why=f"two smallest {a}+{b}")
            total = t.compute("total", total + merged)
            piles = t.compute("piles", sorted(piles[2:] + [merged]))
            k += 1
        t.state("answer")
        return t.compute("answer", t.fetch("total", total))

    def solve(self, data: dict) -> int:
        # A heap rather than the traced re-sorted list.
        heap = list(data["weights"])
        heapq.heapify(heap)
        total = 0
        while len(heap) > 1:
            merged = heapq.heappop(heap) + heapq.heappop(heap)
            total += merged
            heapq.heappush(heap, merged)
        return total


BOOTCAMP = HuffmanCost()
