"""Linear Tower of Hanoi: three pegs in a row, and a disk may only move to a neighbouring peg
(never straight between the two end pegs). The fewest moves from one configuration to
another. The puzzle's state graph is a single path through all 3^n configurations, so the
answer is the difference of the two configurations' positions along it."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.games2 import hanoi_layout
from bootcamps.trace import Tracer

_NAMINGS = ("ABC", "XYZ", "LMR", "PQR", "DEF")


@dataclass(frozen=True)
class Config:
    disks: int = 4

    def __post_init__(self) -> None:
        if not 2 <= self.disks <= 14:
            raise ValueError(f"disks must be in 2..14, got {self.disks}")


_TEMPLATES = (
    "Three pegs stand in a row: {a} on the left, {b} in the middle, {c} on the right. {n} disks of sizes 1 (smallest) "
    "to {n} sit on them, never a larger disk on a smaller one. A move takes the top disk of a peg and puts it on a "
    "NEIGHBOURING peg ({a} to {b}, {b} to {a}, {b} to {c} or {c} to {b}; never directly between {a} and {c}), onto an "
    "empty peg or a larger disk.\nStart (each peg bottom to top):\n{start}\nGoal:\n{goal}\nWhat is the fewest "
    "number of moves that turns the start into the goal?",
    "Adjacent-move Tower of Hanoi with pegs {a} - {b} - {c} ({b} is between the other two, and disks can only travel "
    "between pegs that are next to each other). Only a peg's top disk may move and it may not land on a smaller disk. "
    "Current position, pegs listed bottom to top:\n{start}\nTarget position:\n{goal}\nHow many moves does the "
    "shortest solution take?",
    "In this Hanoi variant the pegs {a}, {b}, {c} are in a line and every move shifts one top disk by exactly one "
    "peg to the left or right (so {a} and {c} are never directly connected); a disk may never rest on a smaller one. "
    "Disks are numbered 1..{n} by size.\nFrom:\n{start}\nTo:\n{goal}\nFind the minimum number of moves.",
)


def path_position(pegs: str) -> int:
    """Position on the solution path from all-on-left to all-on-right, by the three-thirds
    recursion: the largest disk on the left, middle or right peg puts the configuration in the
    first, middle or last third; in the middle third the smaller disks travel right to left,
    so their own position counts backwards."""
    if not pegs:
        return 0
    rest = path_position(pegs[:-1])
    third = 3 ** (len(pegs) - 1)
    peg = "LMR".index(pegs[-1])
    return peg * third + (third - 1 - rest if peg == 1 else rest)


class LinearHanoi(IntegerAnswer, Bootcamp):
    id = "planning/linear_hanoi"
    description = "Tower of Hanoi with moves only between neighbouring pegs: fewest moves between two configurations"
    Config = Config
    LEVELS = {
        "1": Config(disks=4),
        "2": Config(disks=5),
        "3": Config(disks=6),
        "4": Config(disks=8),
        "5": Config(disks=10),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        n = config.disks
        names = rng.choice(_NAMINGS)
        while True:
            start = "".join(rng.choice(names) for _ in range(n))
            goal = "".join(rng.choice(names) for _ in range(n))
            data = {"start": start, "goal": goal, "names": names}
            gold = self.solve(data)
            if gold >= 3 ** (n - 2):  # far enough apart that the largest disks must move
                return data, gold

    def prompt(self, data: dict, rng: random.Random) -> str:
        a, b, c = data["names"]
        text = rng.choice(_TEMPLATES).format(
            a=a, b=b, c=c, n=len(data["start"]),
            start=hanoi_layout(data["start"], data["names"]), goal=hanoi_layout(data["goal"], data["names"]),
        )
        return f"{text}\n{answer_instruction('one integer, the number of moves')}"

    def program(self, t: Tracer, data: dict) -> int:
        """Each configuration's position on the path, largest disk first: a ternary digit per
        disk (left 0, middle 1, right 2), complemented (2 - digit) while an odd number of
        larger disks sit on the middle peg; the answer is the difference of positions."""
        names = data["names"]
        positions = []
        for which in ("start", "goal"):
            pegs = data[which]
            index, flipped = 0, False
            for disk in range(len(pegs), 0, -1):
                t.state(f"{which} disk {disk}")
                peg = t.fetch(f"{which}[{disk}]", pegs[disk - 1])
                digit = names.index(peg)
                digit = t.compute("digit", 2 - digit if flipped else digit,
                                  why="complemented" if flipped else "as placed")
                index = t.compute(f"pos[{which}]", index * 3 + digit, why="pos*3+digit")
                if digit == 1:
                    flipped = not flipped
            positions.append(index)
        t.state("answer")
        a = t.fetch("pos[start]", positions[0])
        b = t.fetch("pos[goal]", positions[1])
        return t.compute("moves", abs(a - b), why=f"|{a} - {b}|")

    def solve(self, data: dict) -> int:
        table = str.maketrans(data["names"], "LMR")
        return abs(path_position(data["start"].translate(table)) - path_position(data["goal"].translate(table)))


BOOTCAMP = LinearHanoi()
