"""Final row after repeatedly crushing runs of three or more equal symbols.

Each round, every maximal run of at least three equal adjacent symbols vanishes at the same
time, and the pieces close up (which may bring equal symbols together into new runs). Rounds
repeat until no such run is left. The trace is one state per run of every round.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from itertools import groupby

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.arrays import random_letters
from bootcamps.kit.literal import ExactStringAnswer
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    length: int = 10
    symbols: int = 3

    def __post_init__(self) -> None:
        if not 4 <= self.length <= 300:
            raise ValueError(f"length must be in 4..300, got {self.length}")
        if not 2 <= self.symbols <= 10:
            raise ValueError(f"symbols must be in 2..10, got {self.symbols}")


_TEMPLATES = (
    "In a matching game the row reads {s}. In each round, every block of three or more equal adjacent letters "
    "disappears (all such blocks at once), and the remaining letters close ranks. Rounds continue while some block "
    "of three or more remains. What is the final row?",
    "Row of tiles: {s}. Repeat until impossible: remove simultaneously all maximal runs of length at least 3 of the "
    "same letter, then join the remaining pieces together. Give the row that is left.",
    "Chain reaction on the string '{s}': every round deletes all runs of 3 or more identical consecutive "
    "characters at the same time; the gaps close, which can create new runs for the next round. Write the string "
    "at the end.",
)


def _crush(row: str) -> str:
    return "".join(block for block in ("".join(g) for _, g in groupby(row)) if len(block) < 3)


class ChainCrush(ExactStringAnswer, Bootcamp):
    id = "simulation/chain_crush"
    description = "Row left after repeatedly removing all runs of three or more equal symbols"
    Config = Config
    LEVELS = {
        "1": Config(length=10, symbols=3),
        "2": Config(length=14, symbols=3),
        "3": Config(length=19, symbols=4),
        "4": Config(length=26, symbols=4),
        "5": Config(length=36, symbols=5),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        letters = random_letters(rng, config.symbols).upper()
        while True:
            # Short runs of one letter, so runs of three form and later merge.
            row = ""
            while len(row) < config.length:
                row += rng.choice(letters) * rng.choice((1, 1, 2, 3))
            row = row[: config.length]
            data = {"s": row}
            gold = self.solve(data)
            if gold and gold != row:  # something is crushed, and something is left
                return data, gold

    def prompt(self, data: dict, rng: random.Random) -> str:
        form = "the final row as one string of capital letters (for example ABBA)"
        return f"{rng.choice(_TEMPLATES).format(s=data['s'])}\n{answer_instruction(form)}"

    def program(self, t: Tracer, data: dict) -> str:
        row = data["s"]
        rnd = 0
        while True:
            rnd += 1
            kept = ""
            crushed = False
            for k, (ch, group) in enumerate(groupby(row)):
                t.state(f"round {rnd} run {k}")
                run = t.fetch(f"run {k}", "".join(group))
                if t.goto(len(run) >= 3, why="three or more equal letters vanish"):
                    crushed = True
                else:
                    kept = t.compute("kept", kept + run)
            row = kept
            if not crushed:
                break
        t.state("answer")
        return t.compute("answer", row)

    def solve(self, data: dict) -> str:
        row = data["s"]
        while _crush(row) != row:
            row = _crush(row)
        return row


BOOTCAMP = ChainCrush()
