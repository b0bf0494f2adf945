"""Colourings of the cells of an n x n board with k colours, counted up to the symmetries of
the square (the 4 rotations, or all 8 rotations and reflections). Burnside's lemma: average
over the symmetries of k^(number of cell cycles of that symmetry). The traced solver uses the
cycle counts by formula (identity n², half turn ceil(n²/2), quarter turns ceil(n²/4), mirror
lines n(n+1)/2 for diagonals and n*ceil(n/2) for the axes); the plain solver builds every
symmetry as a permutation of the cells and counts its cycles, or at tiny sizes lists every
colouring and counts the orbits directly."""

from __future__ import annotations

import random
from dataclasses import dataclass
from itertools import product

from bootcamps.api import Bootcamp, IntegerAnswer
from bootcamps.kit.numbers2 import ask
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    min_n: int = 2
    max_n: int = 3
    max_colours: int = 3
    reflection_share: float = 0.5  # of cases counted up to all 8 symmetries (else the 4 rotations)

    def __post_init__(self) -> None:
        if not 2 <= self.min_n <= self.max_n <= 30 or not 2 <= self.max_colours <= 20:
            raise ValueError(f"need 2 <= min_n <= max_n <= 30 and max_colours in 2..20, got {self}")
        if not 0 <= self.reflection_share <= 1:
            raise ValueError(f"reflection_share must be in [0, 1], got {self.reflection_share}")


def symmetries(n: int, reflections: bool) -> list[tuple[str, callable]]:
    maps = [("identity", lambda r, c: (r, c)), ("quarter turn", lambda r, c: (c, n - 1 - r)),
            ("half turn", lambda r, c: (n - 1 - r, n - 1 - c)), ("three-quarter turn", lambda r, c: (n - 1 - c, r))]
    if reflections:
        maps += [("horizontal mirror", lambda r, c: (n - 1 - r, c)), ("vertical mirror", lambda r, c: (r, n - 1 - c)),
                 ("main diagonal", lambda r, c: (c, r)), ("anti-diagonal", lambda r, c: (n - 1 - c, n - 1 - r))]
    return maps


def cycle_formula(name: str, n: int) -> int:
    half = (n + 1) // 2
    return {"identity": n * n, "quarter turn": (n * n + 3) // 4, "three-quarter turn": (n * n + 3) // 4,
            "half turn": (n * n + 1) // 2, "horizontal mirror": n * half, "vertical mirror": n * half,
            "main diagonal": n * (n + 1) // 2, "anti-diagonal": n * (n + 1) // 2}[name]


_TEMPLATES = (
    "Each cell of a {n} x {n} board is painted in one of {k} colours. Two colourings are the same if one {moves}. How many different colourings are there?",
    "How many distinct ways are there to colour the {cells} cells of an {n}-by-{n} grid with {k} available colours (not all need be used), if colourings that {moves2} count as the same?",
    "A square tile is divided into a {n}x{n} grid of cells, each coloured with one of {k} colours. Tiles can be {turned}. How many different tiles can be made?",
    "Count the colourings of an {n} x {n} chessboard-like grid using {k} colours, up to {group}.",
)


class GridColourings(IntegerAnswer, Bootcamp):
    id = "combinatorics/grid_colourings"
    description = "Colourings of an n x n grid up to rotations (and reflections): Burnside's lemma"
    Config = Config
    min_distinct_prompts = {"1": 0.01, "2": 0.05, "3": 0.1, "4": 0.2, "5": 0.25}
    small_space_reason = "a case is (n, k, the group): a few dozen per level, times the wordings"
    LEVELS = {
        "1": Config(min_n=2, max_n=3, max_colours=3, reflection_share=0.0),
        "2": Config(min_n=2, max_n=4, max_colours=4, reflection_share=0.3),
        "3": Config(min_n=3, max_n=6, max_colours=5, reflection_share=0.4),
        "4": Config(min_n=4, max_n=9, max_colours=7, reflection_share=0.75),
        "5": Config(min_n=6, max_n=14, max_colours=10, reflection_share=1.0),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        data = {"n": rng.randint(config.min_n, config.max_n), "k": rng.randint(2, config.max_colours), "reflections": rng.random() < config.reflection_share,
                "template": rng.randrange(len(_TEMPLATES))}  # the wording is part of the case: equal data means equal prompts in this small space
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        refl = data["reflections"]
        return ask(rng, (_TEMPLATES[data["template"]],), "one integer", n=data["n"], k=data["k"], cells=data["n"] ** 2,
                   moves="can be rotated or reflected (flipped over) onto the other" if refl else "can be rotated onto the other (no flipping)",
                   moves2="differ by a rotation or a reflection of the grid" if refl else "differ only by a rotation of the grid (reflections are different)",
                   turned="rotated and flipped over" if refl else "rotated but not flipped (the back is blank)",
                   group="the 8 symmetries of the square (rotations and reflections)" if refl else "the 4 rotations of the square")

    def program(self, t: Tracer, data: dict) -> int:
        t.state("setup")
        n, k = t.fetch("n", data["n"]), t.fetch("k", data["k"])
        names = [name for name, _ in symmetries(n, data["reflections"])]
        total = 0
        for name in names:
            t.state(name)
            cycles = t.compute("cycles", cycle_formula(name, n), why=f"cells fall into cycles under the {name}")
            if cycles < 0 or k < 0:
                raise ValueError("negative count")  # only after an injected error
            fixed = t.compute("fixed", k**cycles, why="k^cycles colourings are unchanged by it")
            total = t.compute("sum", t.fetch("sum", total) + fixed)
        t.state("answer")
        return t.compute("answer", t.fetch("sum", total) // len(names), why=f"Burnside: average over {len(names)} symmetries")

    def solve(self, data: dict) -> int:
        n, k = data["n"], data["k"]
        maps = [f for _, f in symmetries(n, data["reflections"])]
        if k ** (n * n) <= 5_000:  # every colouring; count orbits by their least member
            cells = [(r, c) for r in range(n) for c in range(n)]
            seen, orbits = set(), 0
            for colouring in product(range(k), repeat=n * n):
                if colouring in seen:
                    continue
                orbits += 1
                grid = dict(zip(cells, colouring))
                for f in maps:
                    seen.add(tuple(grid[f(r, c)] for r, c in cells))
            return orbits
        total = 0
        for f in maps:
            unseen, cycles = {(r, c) for r in range(n) for c in range(n)}, 0
            while unseen:
                cell = unseen.pop()
                cycles += 1
                nxt = f(*cell)
                while nxt != cell:
                    unseen.discard(nxt)
                    nxt = f(*nxt)
            total += k**cycles
        return total // len(maps)


BOOTCAMP = GridColourings()
