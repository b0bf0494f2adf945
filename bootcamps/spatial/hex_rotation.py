"""A shape of cells on a hexagonal grid, in axial coordinates (q, r), goes through a sequence of
60-degree rotations about a cell, mirror images in a line of cells through a cell, and shifts;
which cells does it cover at the end? Square-grid transforms (grid_transform,
point_transforms) have 90-degree turns; here a turn is a sixth of a circle and the mirror
lines run along the three hex axes. Traced in axial coordinates; the plain solver works in cube
coordinates (x, y, z) with x + y + z = 0, where a turn is a signed cyclic shift."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.trace import Tracer

# the six directions, clockwise starting from east
DIRS = ("E", "SE", "SW", "W", "NW", "NE")
STEP = {"E": (1, 0), "SE": (0, 1), "SW": (-1, 1), "W": (-1, 0), "NW": (0, -1), "NE": (1, -1)}
AXES = ("E-W", "SE-NW", "SW-NE")  # mirror line k runs along DIRS[k] and DIRS[k + 3]
_PAIR = r"\(\s*(-?\d{1,3})\s*,\s*(-?\d{1,3})\s*\)"
_MAX_CHARS = 600


@dataclass(frozen=True)
class Config:
    cells: int = 3
    ops: int = 1
    mirrors: bool = False
    shifts: bool = False
    off_centre: bool = False  # rotation and mirror centres other than (0, 0)

    def __post_init__(self) -> None:
        if not 2 <= self.cells <= 12:
            raise ValueError(f"cells must be in 2..12, got {self.cells}")
        if not 1 <= self.ops <= 12:
            raise ValueError(f"ops must be in 1..12, got {self.ops}")


def turn(q: int, r: int, k: int) -> tuple[int, int]:
    """k clockwise 60-degree turns about (0, 0): E -> SE -> SW -> W -> NW -> NE -> E."""
    for _ in range(k % 6):
        q, r = -r, q + r
    return q, r


def mirror(q: int, r: int, axis: int) -> tuple[int, int]:
    """Mirror image in the line through (0, 0) along axis ``axis`` (0 E-W, 1 SE-NW, 2 SW-NE)."""
    q, r = q + r, -r  # the E-W line: E and W stay, NE <-> SE, NW <-> SW
    return turn(q, r, 2 * axis)


def apply(op: dict, q: int, r: int) -> tuple[int, int]:
    if op["kind"] == "shift":
        dq, dr = STEP[op["dir"]]
        return q + op["n"] * dq, r + op["n"] * dr
    cq, cr = op["centre"]
    q, r = q - cq, r - cr
    q, r = turn(q, r, op["k"]) if op["kind"] == "turn" else mirror(q, r, op["axis"])
    return q + cq, r + cr


def describe(op: dict) -> str:
    if op["kind"] == "shift":
        return f"shift every cell {op['n']} step{'s' * (op['n'] > 1)} {op['dir']}"
    c = f"({op['centre'][0]}, {op['centre'][1]})"
    if op["kind"] == "turn":
        clock = "clockwise" if op["k"] <= 3 else "counter-clockwise"
        angle = 60 * op["k"] if op["k"] <= 3 else 60 * (6 - op["k"])
        return f"rotate {angle} degrees {clock} about the cell {c}"
    return f"reflect in the {AXES[op['axis']]} line of cells through {c}"


def pairs(cells) -> str:
    return ", ".join(f"({q}, {r})" for q, r in cells)


_RULES = ("Cells use axial coordinates (q, r) on a grid of pointy-topped hexagons: the six neighbours of (q, r) are "
          "E (q+1, r), W (q-1, r), NE (q+1, r-1), NW (q, r-1), SE (q, r+1) and SW (q-1, r+1). Turning 60 degrees "
          "clockwise carries each direction to the next in the order E, SE, SW, W, NW, NE (and NE back to E). A "
          "mirror line runs through a cell along one axis (E-W, SE-NW or SW-NE): cells on it stay, and directions "
          "are swapped across it (for the E-W line: NE with SE, NW with SW).")
_TEMPLATES = (
    "{rules}\nA shape covers the cells {cells}. Apply, in order: {ops}. Which cells does the shape cover at the end?",
    "Hexagonal-grid transformation. {rules}\nStart: {cells}.\nSteps: {ops}.\nList the cells of the final shape.",
    "A tile made of hexagons sits on cells {cells}. {rules}\nIt is moved by these transformations, one after "
    "another: {ops}. Where does it end up (which cells)?",
)


class HexRotation(Bootcamp):
    id = "spatial/hex_rotation"
    description = "Cells of a hex-grid shape after 60-degree rotations, mirror images and shifts (axial coordinates)"
    Config = Config
    LEVELS = {
        "1": Config(cells=3, ops=1, off_centre=True),
        "2": Config(cells=4, ops=2, off_centre=True),
        "3": Config(cells=5, ops=3, mirrors=True, off_centre=True),
        "4": Config(cells=6, ops=4, mirrors=True, shifts=True, off_centre=True),
        "5": Config(cells=8, ops=6, mirrors=True, shifts=True, off_centre=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list]:
        cells = {(0, 0)}
        while len(cells) < config.cells:  # a connected blob grown from (0, 0), then moved
            q, r = rng.choice(sorted(cells))
            dq, dr = STEP[rng.choice(DIRS)]
            cells.add((q + dq, r + dr))
        oq, orr = rng.randint(-3, 3), rng.randint(-3, 3)
        shape = sorted((q + oq, r + orr) for q, r in cells)
        kinds = ["turn"] + ["mirror"] * config.mirrors + ["shift"] * config.shifts
        ops = []
        for i in range(config.ops):
            kind = rng.choice(kinds) if i else "turn"
            centre = [rng.randint(-2, 2), rng.randint(-2, 2)] if config.off_centre else [0, 0]
            if kind == "turn":
                ops.append({"kind": "turn", "k": rng.randint(1, 5), "centre": centre})
            elif kind == "mirror":
                ops.append({"kind": "mirror", "axis": rng.randrange(3), "centre": centre})
            else:
                ops.append({"kind": "shift", "dir": rng.choice(DIRS), "n": rng.randint(1, 3)})
        rng.shuffle(ops)
        data = {"cells": [list(c) for c in shape], "ops": ops}
        return data, self.program(Tracer(), data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        cells = [tuple(c) for c in data["cells"]]
        rng.shuffle(cells)
        text = rng.choice(_TEMPLATES).format(rules=_RULES, cells=pairs(cells),
                                             ops="; ".join(describe(op) for op in data["ops"]))
        form = "the final cells as (q, r) pairs separated by commas, in any order (for example (0, 1), (2, -1))"
        return f"{text}\n{answer_instruction(form)}"

    def format_answer(self, answer: list) -> str:
        return pairs(answer)

    def check(self, data: dict, answer: list, text: str) -> float:
        if len(text) > _MAX_CHARS:
            return 0.0
        body = text.strip().strip("[]{}").rstrip(".").strip()
        if not re.fullmatch(rf"{_PAIR}(\s*[,;]?\s*{_PAIR})*", body):
            return 0.0
        got = [(int(a), int(b)) for a, b in re.findall(_PAIR, body)]
        want = {tuple(c) for c in answer}
        return 1.0 if len(got) == len(set(got)) == len(want) and set(got) == want else 0.0

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        cells = [tuple(c) for c in case.answer]
        q, r = cells[0]
        moved = [(q + 1, r) for q, r in cells]  # every cell one step east: never the same set
        return [pairs(cells[1:]), pairs([(q + 1, r)] + cells[1:]) if (q + 1, r) not in cells else pairs(moved),
                pairs(moved)]

    def program(self, t: Tracer, data: dict) -> list:
        cells = [tuple(c) for c in data["cells"]]
        for i, op in enumerate(data["ops"], 1):
            t.state(f"step {i}")
            t.fetch(f"op[{i}]", describe(op))
            cells = [tuple(c) for c in t.fetch("shape", [list(c) for c in cells])]
            moved = []
            for q, r in cells:
                moved.append(apply(op, q, r))
            why = "axial: relative to the centre, a clockwise turn sends (q, r) to (-r, q + r)" \
                if op["kind"] == "turn" else ("shift by the step vector" if op["kind"] == "shift"
                                              else "E-W mirror (q, r) -> (q + r, -r), then turned twice per axis")
            cells = [tuple(c) for c in t.compute("cells", [list(c) for c in moved], why=why)]
        t.state("answer")
        return t.ret("cells", sorted([list(c) for c in cells]))

    def solve(self, data: dict) -> list:
        """Cube coordinates: a clockwise turn is (x, y, z) -> (-z, -x, -y), the E-W mirror swaps
        and negates x and y, and a mirror along axis k is that mirror followed by 2k turns."""
        unit = {d: (dq, -dq - dr, dr) for d, (dq, dr) in STEP.items()}
        cubes = [(q, -q - r, r) for q, r in data["cells"]]
        for op in data["ops"]:
            out = []
            for x, y, z in cubes:
                if op["kind"] == "shift":
                    ux, uy, uz = unit[op["dir"]]
                    out.append((x + op["n"] * ux, y + op["n"] * uy, z + op["n"] * uz))
                    continue
                cq, cr = op["centre"]
                cx, cy, cz = cq, -cq - cr, cr
                x, y, z = x - cx, y - cy, z - cz
                turns = op["k"] if op["kind"] == "turn" else 2 * op["axis"]
                if op["kind"] == "mirror":
                    x, y, z = -y, -x, -z
                for _ in range(turns):
                    x, y, z = -z, -x, -y
                out.append((x + cx, y + cy, z + cz))
            cubes = out
        return sorted([[x, z] for x, _, z in cubes])


BOOTCAMP = HexRotation()
