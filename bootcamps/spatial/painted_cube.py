"""A box of unit cubes (width x depth x height) has some of its six outer faces painted and is
cut into unit cubes: how many small cubes have exactly k painted faces (or at least / at most
k)? Counted axis by axis: a cube's painted faces are the sum of what each axis contributes."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer

FACES = ("left", "right", "front", "back", "bottom", "top")  # pairs along width, depth, height
AXES = ("width", "depth", "height")


@dataclass(frozen=True)
class Config:
    max_side: int = 6
    flat: bool = False  # allow a side of length 1 (a slab: both its faces touch the same cubes)
    relations: bool = False  # ask "at least k" / "at most k" as well as "exactly k"

    def __post_init__(self) -> None:
        if not 2 <= self.max_side <= 30:
            raise ValueError(f"max_side must be in 2..30, got {self.max_side}")


def axis_profile(length: int, low: bool, high: bool) -> list[int]:
    """How many positions along one axis add 0, 1 or 2 painted faces to a cube."""
    counts = [0, 0, 0]
    for i in range(length):
        counts[(low and i == 0) + (high and i == length - 1)] += 1
    return counts


_TEMPLATES = (
    "A solid box {w} cubes wide (left to right), {d} deep (front to back) and {h} high is glued together from unit "
    "cubes. Its {painted} face{s} {are} painted, then it is taken apart into the {n} unit cubes. {question}",
    "Picture a {w} x {d} x {h} block (width x depth x height) built from unit cubes. Paint is applied to the "
    "block's {painted} face{s} only. After cutting it back into 1x1x1 cubes, {question_lc}",
    "We paint the {painted} face{s} of a rectangular block measuring {w} (width) by {d} (depth) by {h} (height) "
    "unit cubes and then separate all {n} unit cubes. {question}",
)


def _question(k: int, relation: str) -> str:
    how = {"exactly": f"exactly {k}", "at least": f"at least {k}", "at most": f"at most {k}"}[relation]
    return f"how many of the small cubes have {how} painted face{'s' if k != 1 else ''}?"


class PaintedCube(IntegerAnswer, Bootcamp):
    id = "spatial/painted_cube"
    description = "A painted box cut into unit cubes: how many cubes have exactly / at least / at most k painted faces"
    Config = Config
    LEVELS = {
        "1": Config(max_side=7),
        "2": Config(max_side=10),
        "3": Config(max_side=12, relations=True),
        "4": Config(max_side=16, flat=True, relations=True),
        "5": Config(max_side=24, flat=True, relations=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        least = 1 if config.flat else 2
        dims = [rng.randint(least, config.max_side) for _ in range(3)]
        painted = sorted(rng.sample(FACES, rng.randint(1, 6)), key=FACES.index)
        k = rng.randint(0, min(len(painted), 3 if not config.flat else 4))
        relation = rng.choice(("exactly", "at least", "at most")) if config.relations else "exactly"
        data = {"dims": dims, "painted": painted, "k": k, "relation": relation}
        return data, self.program(Tracer(), data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        w, d, h = data["dims"]
        painted = data["painted"]
        names = "six" if len(painted) == 6 else (", ".join(painted[:-1]) + " and " + painted[-1] if len(painted) > 1 else painted[0])
        question = _question(data["k"], data["relation"])
        text = rng.choice(_TEMPLATES).format(
            w=w, d=d, h=h, n=w * d * h, painted=names, s="s" if len(painted) > 1 else "", are="are" if len(painted) > 1 else "is",
            question=question[0].upper() + question[1:], question_lc=question,
        )
        return f"{text}\n{answer_instruction('one integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        painted = set(data["painted"])
        dist = [1]  # dist[f]: cubes with f painted faces so far
        for axis, length in enumerate(data["dims"]):
            t.state(f"axis {AXES[axis]}")
            n = t.fetch(f"{AXES[axis]}", length)
            low, high = FACES[2 * axis] in painted, FACES[2 * axis + 1] in painted
            profile = t.compute(f"{AXES[axis]} positions adding 0/1/2", axis_profile(n, low, high),
                                why=f"{FACES[2 * axis]} painted {low}, {FACES[2 * axis + 1]} painted {high}")
            new = [0] * (len(dist) + 2)
            for faces, count in enumerate(dist):
                for extra, positions in enumerate(profile):
                    new[faces + extra] += count * positions
            while len(new) > 1 and new[-1] == 0:
                new.pop()
            dist = t.compute("cubes by painted faces 0,1,2,..", new, why="combine with this axis")
        t.state("answer")
        k, relation = t.fetch("k", data["k"]), t.fetch("relation", data["relation"])
        keep = [f for f in range(len(dist)) if (f == k if relation == "exactly" else f >= k if relation == "at least" else f <= k)]
        return t.ret("answer", sum(dist[f] for f in keep))

    def solve(self, data: dict) -> int:
        """Every unit cube visited, its painted faces counted one by one."""
        w, d, h = data["dims"]
        painted, k, relation = set(data["painted"]), data["k"], data["relation"]
        total = 0
        for x in range(w):
            for y in range(d):
                for z in range(h):
                    faces = sum((
                        x == 0 and "left" in painted, x == w - 1 and "right" in painted,
                        y == 0 and "front" in painted, y == d - 1 and "back" in painted,
                        z == 0 and "bottom" in painted, z == h - 1 and "top" in painted,
                    ))
                    total += faces == k if relation == "exactly" else faces >= k if relation == "at least" else faces <= k
        return total


BOOTCAMP = PaintedCube()
