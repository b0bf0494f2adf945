"""Fewest scalar multiplications needed to multiply a chain of matrices.

Multiplying a p x q matrix by a q x r matrix costs p*q*r multiplications. The trace fills the
interval table ``cost[i][j]`` by increasing chain length, one state per interval, listing the
cost of every split point.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    matrices: int = 4
    max_dim: int = 20

    def __post_init__(self) -> None:
        if not 2 <= self.matrices <= 40:
            raise ValueError(f"matrices must be in 2..40, got {self.matrices}")
        if self.max_dim < 2:
            raise ValueError(f"max_dim must be >= 2, got {self.max_dim}")


_TEMPLATES = (
    "Matrices {names} have dimensions {shapes}. Multiplying a p x q matrix by a q x r matrix takes p*q*r scalar "
    "multiplications. What is the fewest scalar multiplications needed to compute the product {product}, choosing "
    "the best parenthesisation?",
    "A chain of {k} matrices has dimension sequence {dims} (matrix i is dims[i-1] x dims[i]). With the cost of a "
    "p x q times q x r product being p*q*r, find the minimum total cost of multiplying the whole chain.",
    "Find the optimal matrix-chain multiplication cost for matrices of sizes {shapes} (in this order). The "
    "product of a p-by-q and a q-by-r matrix costs p*q*r scalar multiplications.",
)


class MatrixChain(IntegerAnswer, Bootcamp):
    id = "dp/matrix_chain"
    description = "Minimum scalar multiplications for a matrix chain (interval DP trace)"
    Config = Config
    LEVELS = {
        "1": Config(matrices=3, max_dim=20),
        "2": Config(matrices=4, max_dim=30),
        "3": Config(matrices=5, max_dim=40),
        "4": Config(matrices=7, max_dim=50),
        "5": Config(matrices=9, max_dim=60),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        data = {"dims": [rng.randint(2, config.max_dim) for _ in range(config.matrices + 1)]}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        dims = data["dims"]
        k = len(dims) - 1
        names = [f"M{i}" for i in range(1, k + 1)]
        text = rng.choice(_TEMPLATES).format(
            names=", ".join(names), product="".join(names), k=k, dims=dims,
            shapes=", ".join(f"{dims[i]}x{dims[i + 1]}" for i in range(k)),
        )
        return f"{text}\n{answer_instruction('the minimum number of multiplications as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        dims = data["dims"]
        k = len(dims) - 1
        cost = [[0] * k for _ in range(k)]
        for length in range(2, k + 1):
            for i in range(k - length + 1):
                j = i + length - 1
                t.state(f"chain {i + 1}..{j + 1}")
                splits = []
                for s in range(i, j):
                    left = t.fetch(f"cost[{i + 1}][{s + 1}]", cost[i][s])
                    right = t.fetch(f"cost[{s + 2}][{j + 1}]", cost[s + 1][j])
                    splits.append(t.compute(f"split {s + 1}", left + right + dims[i] * dims[s + 1] * dims[j + 1],
                                            why=f"left+right+{dims[i]}*{dims[s + 1]}*{dims[j + 1]}"))
                cost[i][j] = t.compute(f"cost[{i + 1}][{j + 1}]", min(splits), why="cheapest split")
        t.state("answer")
        return t.compute("answer", t.fetch(f"cost[1][{k}]", cost[0][k - 1]))

    def solve(self, data: dict) -> int:
        # Top-down memoised recursion over intervals.
        dims = data["dims"]

        @lru_cache(maxsize=None)
        def best(i: int, j: int) -> int:
            if i == j:
                return 0
            return min(best(i, s) + best(s + 1, j) + dims[i] * dims[s + 1] * dims[j + 1] for s in range(i, j))

        return best(0, len(dims) - 2)


BOOTCAMP = MatrixChain()
