"""A walk on a grid of hexagons (flat-topped, neighbours n, ne, se, s, sw, nw): how many hex
steps from the start does it end, or how far was the farthest point reached? Cube coordinates
(x + y + z = 0) make the distance max(|x|, |y|, |z|)."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer

CUBE = {"n": (0, 1, -1), "ne": (1, 0, -1), "se": (1, -1, 0), "s": (0, -1, 1), "sw": (-1, 0, 1), "nw": (-1, 1, 0)}
WORDS = {"n": "north", "ne": "north-east", "se": "south-east", "s": "south", "sw": "south-west", "nw": "north-west"}


@dataclass(frozen=True)
class Config:
    steps: int = 8
    grouped: bool = False  # moves written as runs ("3 ne") instead of single steps
    farthest: float = 0.0  # share of cases asking for the farthest distance reached on the way

    def __post_init__(self) -> None:
        if not 2 <= self.steps <= 200:
            raise ValueError(f"steps must be in 2..200, got {self.steps}")
        if not 0.0 <= self.farthest <= 1.0:
            raise ValueError(f"farthest must be in [0, 1], got {self.farthest}")


def distance(x: int, y: int, z: int) -> int:
    return max(abs(x), abs(y), abs(z))


_TEMPLATES = (
    "On a grid of flat-topped hexagons every cell has six neighbours: n, ne, se, s, sw and nw. Starting from a cell, "
    "a walker makes these moves (each one step into the neighbouring hexagon in that direction): {moves}. {question}",
    "A bee crawls over a honeycomb of flat-topped hexagonal cells, moving between cells that share a side "
    "(directions n, ne, se, s, sw, nw). Its path: {moves}. {question}",
    "Hex-grid walk (flat-topped hexes; the six directions are n, ne, se, s, sw, nw). Moves in order: {moves}. "
    "{question}",
)
_QUESTIONS = {
    "end": "How many steps away from the starting cell is the final cell (the fewest hex moves between them)?",
    "farthest": "What is the greatest distance from the starting cell (in fewest hex moves) reached at any point "
                "of the walk?",
}


class HexWalk(IntegerAnswer, Bootcamp):
    id = "spatial/hex_walk"
    description = "Hex-grid walk: the distance from the start at the end, or the farthest reached"
    Config = Config
    LEVELS = {
        "1": Config(steps=6),
        "2": Config(steps=10, farthest=0.3),
        "3": Config(steps=14, grouped=True, farthest=0.4),
        "4": Config(steps=20, grouped=True, farthest=0.5),
        "5": Config(steps=30, grouped=True, farthest=0.5),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        moves = []
        for _ in range(config.steps):
            direction = rng.choice(list(CUBE))
            moves.append([direction, rng.randint(1, 6) if config.grouped else 1])
        data = {"moves": moves, "ask": "farthest" if rng.random() < config.farthest else "end"}
        return data, self.program(Tracer(), data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        words = rng.random() < 0.3
        parts = []
        for d, k in data["moves"]:
            name = WORDS[d] if words else d
            parts.append(name if k == 1 else f"{k} {name}")
        text = rng.choice(_TEMPLATES).format(moves=", ".join(parts), question=_QUESTIONS[data["ask"]])
        if any(k > 1 for _, k in data["moves"]):
            text += " (\"3 ne\" means three single steps ne.)"
        return f"{text}\n{answer_instruction('one integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        x = y = z = 0
        far = 0
        for i, (d, k) in enumerate(data["moves"]):
            t.state(f"move {i + 1}")
            d, k = t.fetch(f"move[{i + 1}]", [d, k])
            dx, dy, dz = CUBE.get(d, (0, 0, 0))
            x, y, z = t.compute("cube", [x + k * dx, y + k * dy, z + k * dz], why=f"{k} x {d} = {k} x ({dx},{dy},{dz})")
            if data["ask"] == "farthest":
                here = t.compute("distance", distance(x, y, z), why="max of |x|, |y|, |z|")
                far = t.compute("farthest", max(far, here))
        t.state("answer")
        return t.ret("answer", far if data["ask"] == "farthest" else distance(x, y, z))

    def solve(self, data: dict) -> int:
        """Axial coordinates (q, r), one step at a time, distance (|q| + |r| + |q + r|) / 2."""
        axial = {"n": (0, -1), "ne": (1, -1), "se": (1, 0), "s": (0, 1), "sw": (-1, 1), "nw": (-1, 0)}
        q = r = 0
        far = 0
        for d, k in data["moves"]:
            for _ in range(k):
                q, r = q + axial[d][0], r + axial[d][1]
                far = max(far, (abs(q) + abs(r) + abs(q + r)) // 2)
        end = (abs(q) + abs(r) + abs(q + r)) // 2
        return far if data["ask"] == "farthest" else end


BOOTCAMP = HexWalk()
