"""Square spiral (Ulam spiral) positions: the integers start..., written one per lattice point along
a square spiral out from the origin: where does n sit, or which number sits at (x, y)?

The first number is at (0, 0) and the next at one step in a stated direction; the spiral then
turns anticlockwise (or clockwise) wherever the next cell in the turning direction is free,
so the k-th ring out holds the next 8k numbers. Numbers and coordinates reach 10^30 at level 5,
so walking is out of the question: the ring comes from an integer square root.

With the first step east and anticlockwise turns, ring k >= 1 holds (2k-1)^2 + j for j = 1..8k,
going up the side x = k, left along y = k, down x = -k and right along y = -k; every other
convention is this spiral mirrored in the x-axis (clockwise) and turned to its first direction.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.arrays import parse_ints
from bootcamps.kit.literal import strict_int
from bootcamps.trace import Tracer

DIRECTIONS = ("east", "north", "west", "south")  # quarter turns anticlockwise from east
_AXIS = {"east": "+x", "north": "+y", "west": "-x", "south": "-y"}


def _turn(x: int, y: int, quarters: int) -> tuple[int, int]:
    """(x, y) turned ``quarters`` quarter turns anticlockwise about the origin."""
    for _ in range(quarters % 4):
        x, y = -y, x
    return x, y


@dataclass(frozen=True)
class Config:
    digits: int = 3  # n (or the ring's numbers) has about this many digits
    conventions: bool = True  # any first direction and turning sense (else east, anticlockwise)
    start: bool = False  # the first number may be something other than 1

    def __post_init__(self) -> None:
        if not 2 <= self.digits <= 40:
            raise ValueError(f"digits must be in 2..40, got {self.digits}")


_TEMPLATES = (
    "The integers {first}, {second}, {third}, ... are written on the points of the integer grid along a square "
    "spiral: {first} is at (0, 0), {second} is one step {dir} of it, and from then on the spiral turns {sense} "
    "whenever the point in that turning direction is still empty, so it winds outward ring by ring. The x-axis "
    "points east and the y-axis points north. {question}",
    "Number the points of the plane lattice along a square spiral: start with {first} at the origin, put {second} "
    "at the neighbouring point to the {dir}, and keep going, always turning {sense} as soon as the next point in "
    "that direction is unused (so {third} is placed by the first turn). Coordinates are (x, y) with x to the east "
    "and y to the north. {question}",
    "A square spiral grows from the origin of the xy-plane (x east, y north). The point (0, 0) gets the number "
    "{first}, the point one step {dir} gets {second}, and each following number goes to the next point of a "
    "spiral that turns {sense} whenever it can (the next point in the turning direction is free). {question}",
)


class UlamSpiralPosition(Bootcamp):
    id = "spatial/ulam_spiral_position"
    description = "Coordinates of n on a square spiral, or the number at given coordinates, for huge n"
    Config = Config
    LEVELS = {
        "1": Config(digits=4, conventions=True, start=False),
        "2": Config(digits=6, conventions=True, start=False),
        "3": Config(digits=9, conventions=True, start=True),
        "4": Config(digits=15, conventions=True, start=True),
        "5": Config(digits=30, conventions=True, start=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        direction = rng.choice(DIRECTIONS) if config.conventions else "east"
        clockwise = rng.random() < 0.5 if config.conventions else False
        start = rng.randint(0, 99) if config.start and rng.random() < 0.7 else 1
        index = rng.randint(10 ** (config.digits - 1), 10 ** config.digits - 1)  # 1-based place on the spiral
        data = {"direction": direction, "clockwise": clockwise, "start": start}
        if rng.random() < 0.5:
            data.update(mode="where", n=str(start + index - 1))  # digits: past JSON's safe integers
        else:
            data.update(mode="which", point=[str(v) for v in self._place(data, index)])
        return data, self.solve(data)

    @staticmethod
    def _place(data: dict, index: int) -> tuple[int, int]:
        """Point of the index-th number (1-based), by the ring formula (see the module docstring)."""
        if index == 1:
            return 0, 0
        k = (math.isqrt(index - 1) + 1) // 2
        j = index - (2 * k - 1) ** 2
        if j <= 2 * k:
            x, y = k, -k + j
        elif j <= 4 * k:
            x, y = k - (j - 2 * k), k
        elif j <= 6 * k:
            x, y = -k, k - (j - 4 * k)
        else:
            x, y = -k + (j - 6 * k), -k
        if data["clockwise"]:
            y = -y
        return _turn(x, y, DIRECTIONS.index(data["direction"]))

    def prompt(self, data: dict, rng: random.Random) -> str:
        s = data["start"]
        if data["mode"] == "where":
            question = f"At which point (x, y) is the number {int(data['n'])}?"
            form = "the point as x, y (for example -3, 12)"
        else:
            x, y = map(int, data["point"])
            question = f"Which number is at the point ({x}, {y})?"
            form = "the number as a plain integer"
        text = rng.choice(_TEMPLATES).format(first=s, second=s + 1, third=s + 2, dir=data["direction"],
                                             sense="clockwise (to the right)" if data["clockwise"] else "anticlockwise (to the left)",
                                             question=question)
        return f"{text}\n{answer_instruction(form)}"

    def check(self, data: dict, answer: str, text: str) -> float:
        if data["mode"] == "where":
            return 1.0 if parse_ints(text, length=2) == [int(v) for v in answer.split(",")] else 0.0
        return 1.0 if strict_int(text) == int(answer) else 0.0

    def wrong_answers(self, case, rng: random.Random) -> list[str]:
        if case.data["mode"] == "where":
            x, y = (int(v) for v in case.answer.split(","))
            return [f"{x + 1}, {y}", f"{y}, {x}" if x != y else f"{x}, {y - 1}", f"{-x}, {y + 1}"]
        return [str(int(case.answer) + 1), str(int(case.answer) - 1)]

    def program(self, t: Tracer, data: dict) -> str:
        t.state("convention")
        quarters = t.compute("turn", DIRECTIONS.index(t.fetch("direction", data["direction"])),
                             why="quarter turns anticlockwise from east to the first step")
        flip = t.compute("flip", t.fetch("clockwise", data["clockwise"]),
                         why="a clockwise spiral is the anticlockwise one mirrored in the x-axis")
        start = t.fetch("start", data["start"])
        if data["mode"] == "where":
            t.state("ring")
            index = t.compute("index", int(t.fetch("n", data["n"])) - start + 1, why="place along the spiral, from 1")
            if index == 1:
                t.state("answer")
                return t.compute("answer", "0, 0")
            k = t.compute("k", (math.isqrt(index - 1) + 1) // 2, why="ring: (2k-1)^2 < index <= (2k+1)^2")
            j = t.compute("j", index - (2 * k - 1) ** 2, why="position on the ring, 1..8k")
            t.state("side")
            side = t.compute("side", (j - 1) // (2 * k), why="sides of 2k: up x=k, left y=k, down x=-k, right y=-k")
            step = j - 2 * k * side
            x, y = [(k, -k + step), (k - step, k), (-k, k - step), (-k + step, -k)][side]
            x, y = t.compute("x", x, why="standard spiral (east, anticlockwise)"), t.compute("y", y)
            t.state("convert")
            y = t.compute("y", -y if flip else y, why="mirror in the x-axis" if flip else "no mirror")
            x, y = _turn(x, y, quarters)
            t.state("answer")
            return t.compute("answer", f"{x}, {y}", why=f"turn by {quarters} quarter turns")
        t.state("unturn")
        px, py = (int(v) for v in t.fetch("point", data["point"]))
        x, y = _turn(px, py, -quarters)
        x = t.compute("x", x, why="undo the quarter turns")
        y = t.compute("y", -y if flip else y, why="undo the mirror" if flip else "no mirror")
        t.state("ring")
        k = t.compute("k", max(abs(x), abs(y)), why="ring = max(|x|, |y|)")
        if k == 0:
            t.state("answer")
            return t.compute("answer", str(start))
        t.state("side")
        if x == k and y > -k:
            j = t.compute("j", y + k, why="on side x = k, going up")
        elif y == k:
            j = t.compute("j", 2 * k + (k - x), why="on side y = k, going left")
        elif x == -k:
            j = t.compute("j", 4 * k + (k - y), why="on side x = -k, going down")
        else:
            j = t.compute("j", 6 * k + (x + k), why="on side y = -k, going right")
        t.state("answer")
        index = t.compute("index", (2 * k - 1) ** 2 + j, why="(2k-1)^2 numbers are inside ring k")
        return t.compute("answer", str(index + start - 1))

    def solve(self, data: dict) -> str:
        """Count back from the ring's largest number (2k+1)^2, at (k, -k) on the standard spiral."""
        quarters = DIRECTIONS.index(data["direction"])
        sign = -1 if data["clockwise"] else 1
        if data["mode"] == "where":
            index = int(data["n"]) - data["start"] + 1
            root = math.isqrt(index)
            root += root * root < index  # ceil(sqrt(index))
            k = root // 2  # smallest k with (2k+1)^2 >= index
            top, edge, back = (2 * k + 1) ** 2, 2 * k, (2 * k + 1) ** 2 - index
            if back <= edge:
                x, y = k - back, -k
            elif back <= 2 * edge:
                x, y = -k, -k + (back - edge)
            elif back <= 3 * edge:
                x, y = -k + (back - 2 * edge), k
            else:
                x, y = k, k - (back - 3 * edge)
            assert top - back == index
            x, y = _turn(x, sign * y, quarters)
            return f"{x}, {y}"
        x, y = _turn(*(int(v) for v in data["point"]), -quarters)
        y *= sign
        k = max(abs(x), abs(y))
        top = (2 * k + 1) ** 2
        if y == -k:
            index = top - (k - x)
        elif x == -k:
            index = top - 2 * k - (y + k)
        elif y == k:
            index = top - 4 * k - (x + k)
        else:
            index = top - 6 * k - (k - y)
        return str(index + data["start"] - 1)


BOOTCAMP = UlamSpiralPosition()
