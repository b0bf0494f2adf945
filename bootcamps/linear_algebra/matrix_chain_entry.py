"""One entry (i, j) of a product of several integer matrices A1 A2 ... Ak, without forming the
whole product: carry row i of A1 through the chain (row times matrix, one entry at a time),
then dot the final row with column j of the last matrix."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.linear_algebra.determinant import format_matrix
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    matrices: int = 2
    min_size: int = 2
    max_size: int = 3
    max_entry: int = 5

    def __post_init__(self) -> None:
        if not 2 <= self.matrices <= 6 or not 1 <= self.min_size <= self.max_size <= 8 or not 1 <= self.max_entry <= 1000:
            raise ValueError(f"need matrices in 2..6, 1 <= min_size <= max_size <= 8, max_entry in 1..1000, got {self.matrices}, {self.min_size}, {self.max_size}, {self.max_entry}")


_TEMPLATES = (
    "Let\n{mats}\nWhat is the entry in row {i}, column {j} of the product {prod}?",
    "Given the matrices\n{mats}\nfind ({prod})[{i},{j}], the entry in row {i} and column {j} (rows and columns numbered from 1).",
    "Compute only the ({i}, {j}) entry (row {i}, column {j}) of {prod}, where\n{mats}",
    "Matrices:\n{mats}\nThe product {prod} is taken left to right. Which number sits in its row {i}, column {j}?",
)


class MatrixChainEntry(IntegerAnswer, Bootcamp):
    id = "linear_algebra/matrix_chain_entry"
    description = "One entry of a product of several integer matrices"
    Config = Config
    LEVELS = {
        "1": Config(matrices=2, min_size=2, max_size=2, max_entry=9),
        "2": Config(matrices=2, min_size=2, max_size=3, max_entry=9),
        "3": Config(matrices=3, min_size=2, max_size=3, max_entry=9),
        "4": Config(matrices=3, min_size=3, max_size=4, max_entry=12),
        "5": Config(matrices=4, min_size=3, max_size=5, max_entry=15),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        sizes = [rng.randint(config.min_size, config.max_size) for _ in range(config.matrices + 1)]
        e = config.max_entry
        mats = [[[rng.randint(-e, e) for _ in range(sizes[k + 1])] for _ in range(sizes[k])] for k in range(config.matrices)]
        data = {"matrices": mats, "i": rng.randint(1, sizes[0]), "j": rng.randint(1, sizes[-1])}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        names = [f"M{k + 1}" for k in range(len(data["matrices"]))]
        mats = "\n".join(f"{name} =\n{format_matrix(m)}" for name, m in zip(names, data["matrices"]))
        text = rng.choice(_TEMPLATES).format(mats=mats, prod=" ".join(names), i=data["i"], j=data["j"])
        return f"{text}\n{answer_instruction('one integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        mats, i, j = data["matrices"], data["i"] - 1, data["j"] - 1
        t.state(f"row {i + 1} of M1")
        row = t.fetch(f"M1[{i + 1}]", mats[0][i])
        for k in range(1, len(mats) - 1):
            m = mats[k]
            new = []
            for c in range(len(m[0])):
                t.state(f"times M{k + 1}, column {c + 1}")
                r = t.fetch("row", row)
                col = t.fetch(f"M{k + 1}[:,{c + 1}]", [m[x][c] for x in range(len(m))])
                if len(r) != len(col):
                    raise ValueError("row and column lengths differ after an injected error")
                new.append(t.compute(f"row'[{c + 1}]", sum(a * b for a, b in zip(r, col)), why="row . column"))
            row = new
        t.state(f"last product with column {j + 1}")
        last = mats[-1]
        r = t.fetch("row", row)
        col = t.fetch(f"M{len(mats)}[:,{j + 1}]", [last[x][j] for x in range(len(last))])
        if len(r) != len(col):
            raise ValueError("row and column lengths differ after an injected error")
        return t.compute("entry", sum(a * b for a, b in zip(r, col)), why="row . column")

    def solve(self, data: dict) -> int:
        # the whole product, right to left, then the entry
        mats = data["matrices"]
        prod = mats[-1]
        for m in reversed(mats[:-1]):
            prod = [[sum(m[a][x] * prod[x][b] for x in range(len(prod))) for b in range(len(prod[0]))] for a in range(len(m))]
        return prod[data["i"] - 1][data["j"] - 1]


BOOTCAMP = MatrixChainEntry()
