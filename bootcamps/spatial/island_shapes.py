"""How many different island shapes does a map hold? Islands are groups of land cells joined
edge to edge; two islands have the same shape when one can be moved onto the other (by sliding
only, or, where the prompt allows it, also by turning and flipping). Each island gets a
canonical key; the answer is the number of distinct keys."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.grids import regions
from bootcamps.kit.spatial import SYMMETRIES, canonical_shape, normalise, rows_text
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    rows: int = 6
    cols: int = 6
    islands: int = 4
    max_size: int = 3
    turns_and_flips: bool = False

    def __post_init__(self) -> None:
        if not 3 <= self.rows <= 16 or not 3 <= self.cols <= 16:
            raise ValueError(f"need rows and cols in 3..16, got {self.rows}, {self.cols}")
        if not 2 <= self.islands <= 20 or not 1 <= self.max_size <= 8:
            raise ValueError(f"need islands in 2..20 and max_size in 1..8, got {self.islands}, {self.max_size}")


_RULES = {
    False: "Two islands have the same shape only if one can be slid (without turning or flipping) exactly onto the other.",
    True: "Two islands have the same shape if one can be moved exactly onto the other by sliding, turning and/or flipping it over.",
}
_TEMPLATES = (
    "On this map # is land and . is water. An island is a group of land cells connected through shared edges (not corners).\n{grid}\n{rule} How many different island shapes are there?",
    "Count the distinct shapes among the islands of the map below (# = land, . = sea; cells touching only at a corner are separate islands). {rule}\n{grid}",
    "{rule} Using that rule, how many different shapes do the islands (edge-connected groups of #) in this grid have?\n{grid}",
    "An archipelago is drawn with # for land and . for water:\n{grid}\nIslands are edge-connected groups of land cells. {rule} Give the number of distinct island shapes.",
)


def _key(cells: list, flips: bool) -> tuple:
    return canonical_shape(cells, flips)


class IslandShapes(IntegerAnswer, Bootcamp):
    id = "spatial/island_shapes"
    description = "Number of distinct island shapes on a grid map (up to translation, or also rotation/reflection)"
    Config = Config
    LEVELS = {
        "1": Config(rows=6, cols=6, islands=4, max_size=3),
        "2": Config(rows=7, cols=6, islands=5, max_size=3, turns_and_flips=True),
        "3": Config(rows=7, cols=8, islands=6, max_size=4, turns_and_flips=True),
        "4": Config(rows=9, cols=9, islands=8, max_size=4, turns_and_flips=True),
        "5": Config(rows=10, cols=11, islands=10, max_size=5, turns_and_flips=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        grid = [["."] * config.cols for _ in range(config.rows)]
        made, tries = 0, 0
        blocked: set[tuple[int, int]] = set()  # land and the one-cell moat around it
        pool: list[list[tuple[int, int]]] = []  # shapes reused so that some islands repeat
        while made < config.islands and tries < 400:
            tries += 1
            if pool and rng.random() < 0.5:
                base = rng.choice(pool)
                shape = normalise(rng.choice(SYMMETRIES if config.turns_and_flips else SYMMETRIES[:1])(r, c) for r, c in base)
            else:
                shape = [(0, 0)]
                size = rng.randint(1, config.max_size)
                while len(shape) < size:
                    r, c = rng.choice(shape)
                    dr, dc = rng.choice(((0, 1), (1, 0), (0, -1), (-1, 0)))
                    if (r + dr, c + dc) not in shape:
                        shape.append((r + dr, c + dc))
                shape = normalise(shape)
            r0, c0 = rng.randrange(config.rows), rng.randrange(config.cols)
            cells = [(r0 + r, c0 + c) for r, c in shape]
            # the island and a one-cell moat around it must be inside the map and all water
            if not all(0 <= r < config.rows and 0 <= c < config.cols for r, c in cells):
                continue
            if any(cell in blocked for cell in cells):
                continue
            for r, c in cells:
                grid[r][c] = "#"
                blocked.update((r + dr, c + dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1))
            pool.append(list(shape))
            made += 1
        data = {"grid": ["".join(row) for row in grid], "flips": config.turns_and_flips}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(grid=rows_text(data["grid"]), rule=_RULES[data["flips"]])
        return f"{text}\n{answer_instruction('one integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        islands = regions(data["grid"], keep=lambda v: v == "#")
        keys: list = []
        for i, cells in enumerate(islands):
            t.state(f"island {i + 1}")
            cells = [list(p) for p in t.fetch(f"cells{i + 1}", [tuple(p) for p in cells])]
            key = t.compute("key", [list(p) for p in _key([tuple(p) for p in cells], data["flips"])],
                            why="smallest normalised image" + (" over turns and flips" if data["flips"] else ""))
            new = t.compute("new", key not in keys, why="not seen before")
            if new:
                keys.append(key)
            t.compute("shapes", len(keys), why="distinct keys so far")
        t.state("answer")
        return t.compute("answer", len(keys))

    def solve(self, data: dict) -> int:
        # no canonical form: compare each island with one kept example of every shape so far
        kept: list[tuple] = []
        maps = SYMMETRIES if data["flips"] else SYMMETRIES[:1]
        for cells in regions(data["grid"], keep=lambda v: v == "#"):
            images = {normalise(m(r, c) for r, c in cells) for m in maps}
            if not any(k in images for k in kept):
                kept.append(normalise(cells))
        return len(kept)


BOOTCAMP = IslandShapes()
