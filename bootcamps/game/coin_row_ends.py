"""Coins in a row: two players alternately take one coin from either end of the row, each
trying to collect the most money. With both playing optimally, how much does the first
player collect? (Interval dynamic programming: best(i, j) = the most the player to move gets
from coins i..j.)"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    coins: int = 6
    max_value: int = 20

    def __post_init__(self) -> None:
        if not 3 <= self.coins <= 30:
            raise ValueError(f"coins must be in 3..30, got {self.coins}")
        if not 5 <= self.max_value <= 1000:
            raise ValueError(f"max_value must be in 5..1000, got {self.max_value}")


_TEMPLATES = (
    "Coins with values {values} lie in a row. Two players take turns; on each turn a player removes either the "
    "leftmost or the rightmost remaining coin and keeps it. Each player wants to end with as much money as possible, "
    "and both play perfectly. How much money does the first player end up with?",
    "A row of {n} cards shows the numbers {values}. Alice and Bob alternate, Alice first; each turn the player takes "
    "one card from the left end or the right end of the row and scores its number. Both maximise their own final "
    "score. What is Alice's total score?",
    "Game on the sequence {values}: players alternately pick a number from one of the two ends of what remains, "
    "adding it to their own total, until nothing is left. Assuming optimal play by both sides (each maximises its own "
    "total), find the total collected by the player who moves first.",
)


class CoinRowEnds(IntegerAnswer, Bootcamp):
    id = "game/coin_row_ends"
    description = "Take a coin from either end of a row, alternately: the first player's total under optimal play"
    Config = Config
    LEVELS = {
        "1": Config(coins=5, max_value=20),
        "2": Config(coins=7, max_value=30),
        "3": Config(coins=9, max_value=50),
        "4": Config(coins=12, max_value=99),
        "5": Config(coins=16, max_value=200),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        values = [rng.randint(1, config.max_value) for _ in range(config.coins)]
        data = {"values": values}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        values = data["values"]
        text = rng.choice(_TEMPLATES).format(values=", ".join(map(str, values)), n=len(values))
        return f"{text}\n{answer_instruction('one integer, the first player total')}"

    def program(self, t: Tracer, data: dict) -> int:
        """best[i][j] for rows of growing length: take the left coin and the opponent gets
        best[i+1][j] of the rest, or the right coin and they get best[i][j-1]."""
        v = data["values"]
        n = len(v)
        best: dict[tuple[int, int], int] = {}
        total: dict[tuple[int, int], int] = {}
        t.state("single coins")
        for i in range(n):
            best[i, i] = total[i, i] = v[i]
        t.compute("best[i][i]", list(v), why="one coin: take it")
        for length in range(2, n + 1):
            for i in range(n - length + 1):
                j = i + length - 1
                t.state(f"coins {i + 1} to {j + 1}")
                s = t.compute(f"sum[{i + 1}..{j + 1}]", t.fetch(f"sum[{i + 1}..{j}]", total[i, j - 1]) + t.fetch(f"v[{j + 1}]", v[j]),
                              why="sum of the coins in the range")
                total[i, j] = s
                left = t.fetch(f"best[{i + 2}][{j + 1}]", best[i + 1, j])
                right = t.fetch(f"best[{i + 1}][{j}]", best[i, j - 1])
                best[i, j] = t.compute(f"best[{i + 1}][{j + 1}]", s - min(left, right),
                                       why="the sum minus what the opponent gets after the better end")
        t.state("answer")
        return t.ret("answer", best[0, n - 1])

    def solve(self, data: dict) -> int:
        """Difference DP: d(i, j) = the mover's total minus the other's; first = (sum + d) / 2."""
        v = data["values"]
        n = len(v)
        d = list(v)  # d[i] for the current length, range i..i+length-1
        for length in range(2, n + 1):
            d = [max(v[i] - d[i + 1], v[i + length - 1] - d[i]) for i in range(n - length + 1)]
        return (sum(v) + d[0]) // 2


BOOTCAMP = CoinRowEnds()
