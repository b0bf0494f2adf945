"""Kayles: rows of pins; a move knocks down one pin or two adjacent pins, which may split a row
in two. The Sprague-Grundy value of the whole position (the XOR of its rows' values, each the
mex over every way to knock pins out of that row)."""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.games import mex
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    slots: int = 20  # pin positions on the line
    fallen: float = 0.3  # chance a position's pin is already down

    def __post_init__(self) -> None:
        if not 8 <= self.slots <= 60:
            raise ValueError(f"slots must be in 8..60, got {self.slots}")
        if not 0.05 <= self.fallen <= 0.6:
            raise ValueError(f"fallen must be in [0.05, 0.6], got {self.fallen}")


def split_options(n: int) -> list[tuple[int, int]]:
    """The (left, right) rows left after knocking 1 or 2 adjacent pins out of a row of n."""
    out = []
    for take in (1, 2):
        for left in range(0, n - take + 1):
            right = n - take - left
            if left <= right:  # (a, b) and (b, a) are the same position
                out.append((left, right))
    return out


def rows_of(line: str) -> list[int]:
    """Lengths of the runs of standing pins ('I'), left to right."""
    return [len(run) for run in line.split(".") if run]


@lru_cache(maxsize=None)
def row_values(n: int) -> tuple[int, ...]:
    """Grundy values of single rows of 0..n pins."""
    g = [0]
    for m in range(1, n + 1):
        g.append(mex(g[a] ^ g[b] for a, b in split_options(m)))
    return tuple(g)


_TEMPLATES = (
    "Kayles: pins stand in separate rows (each row is a line of adjacent pins). On a turn a player knocks down either "
    "one pin or two pins that stand next to each other in the same row; knocking pins out of the middle of a row "
    "leaves two shorter rows. The pins, left to right (I = a standing pin, . = a gap where no pin stands): {line}. Pins next to each other form a row; a gap separates rows. What is the Sprague-Grundy value (nim-value) of this "
    "position? (A row's value is the mex, the least non-negative integer missing, of the values of the positions "
    "one move away, where a position's value is the XOR of its rows' values; an empty row is 0.)",
    "In the game of Kayles a move removes a single pin or two adjacent pins from one row, possibly splitting the row "
    "into two rows. Current line of pins (I standing, . empty spot): {line}; each run of adjacent I's is a row. Compute the Grundy number of the whole position: the XOR of "
    "the Grundy numbers of the rows, where g(row) = mex{{g(a) XOR g(b)}} over every split into rows a and b a "
    "move can leave, and g(0) = 0.",
    "The line {line} (I = pin, . = no pin; runs of I's are rows) is set up for Kayles (take one pin, or two neighbouring pins, from a row; a row broken in "
    "the middle becomes two rows). Give the nim-value of the position, computed by Sprague-Grundy theory: "
    "value = XOR over rows, row value = minimum excludant of the values reachable in one move.",
)


class Kayles(IntegerAnswer, Bootcamp):
    id = "game/kayles"
    description = "Kayles: the Sprague-Grundy value of rows of pins where a move knocks one or two adjacent pins"
    Config = Config
    LEVELS = {
        "1": Config(slots=18, fallen=0.35),
        "2": Config(slots=22, fallen=0.3),
        "3": Config(slots=28, fallen=0.3),
        "4": Config(slots=34, fallen=0.25),
        "5": Config(slots=40, fallen=0.2),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        while True:
            line = "".join("." if rng.random() < config.fallen else "I" for _ in range(config.slots))
            lengths = rows_of(line)
            if len(lengths) >= 2:
                break
        g = row_values(max(lengths))
        total = 0
        for n in lengths:
            total ^= g[n]
        return {"line": line}, total

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(line=data["line"])
        return f"{text}\n{answer_instruction('one non-negative integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        t.state("rows")
        rows = t.compute("rows", rows_of(t.fetch("line", data["line"])), why="lengths of the runs of pins")
        g = [0]
        for n in range(1, max(rows) + 1):
            t.state(f"row of {n}")
            reach = set()
            for a, b in split_options(n):
                reach.add(t.fetch(f"g[{a}]", g[a]) ^ t.fetch(f"g[{b}]", g[b]) if a != b else 0)
            g.append(t.compute(f"g[{n}]", mex(reach), why=f"mex of {sorted(reach)}"))
        t.state("answer")
        total = 0
        for i, n in enumerate(rows):
            total = t.compute("xor", total ^ t.fetch(f"g[{n}]", g[n]), why=f"add row {i + 1}")
        return t.ret("answer", total)

    def solve(self, data: dict) -> int:
        """Top-down with memoisation over single rows (the program fills a table bottom-up)."""
        memo: dict[int, int] = {0: 0}

        def grundy(n: int) -> int:
            if n not in memo:
                memo[n] = mex({grundy(a) ^ grundy(n - take - a) for take in (1, 2) for a in range(n - take + 1)})
            return memo[n]

        total = 0
        for n in rows_of(data["line"]):
            total ^= grundy(n)
        return total


BOOTCAMP = Kayles()
