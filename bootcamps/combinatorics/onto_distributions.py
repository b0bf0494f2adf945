"""n distinct objects go into k labelled boxes (any box may hold any number), and m named boxes
must each end up non-empty: with m = k these are the onto functions (surjections). The traced
solver uses inclusion-exclusion over the set of required boxes left empty:
sum_j (-1)^j C(m, j) (k - j)^n, one state per j. The plain solver places the objects one at a
time, counting the ways by how many of the required boxes are already filled."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer
from bootcamps.kit.numbers2 import ask
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    min_objects: int = 4
    max_objects: int = 6
    min_boxes: int = 2
    max_boxes: int = 3
    all_required: bool = True  # False: only some of the boxes must be non-empty

    def __post_init__(self) -> None:
        if not 2 <= self.min_objects <= self.max_objects <= 60 or not 2 <= self.min_boxes <= self.max_boxes <= 20:
            raise ValueError(f"need 2 <= min <= max for objects (at most 60) and boxes (at most 20), got {self}")


_STORIES = (("distinct letters", "mailboxes", "mailbox"), ("different jobs", "servers", "server"),
            ("distinct toys", "children", "child"), ("labelled balls", "boxes", "box"),
            ("different tasks", "workers", "worker"), ("distinct books", "shelves", "shelf"))
_ALL = (
    "{n} {things} are each assigned to one of {k} {boxes} numbered 1 to {k}. In how many ways can this be done so that every {box} receives at least one?",
    "Each of {n} {things} goes to one of {k} {boxes}. Count the assignments (functions from the {things} to the {boxes}) that are onto, meaning every {box} gets something.",
    "How many ways are there to distribute {n} {things} among {k} distinguishable {boxes} so that no {box} is left empty?",
)
_SOME = (
    "{n} {things} are each assigned to one of {k} {boxes} numbered 1 to {k}. {Boxes} {req} must each receive at least one; the other {boxes} may stay empty. In how many ways can this be done?",
    "Each of {n} {things} goes to one of {k} {boxes} numbered 1 to {k}. Count the assignments, seen as functions from the {things} to the {boxes}, whose image contains each of {boxes} {req}.",
    "How many ways are there to distribute {n} {things} among {k} distinguishable {boxes} (numbered 1 to {k}) if {boxes} {req} must not be empty and the rest have no restriction?",
)


def _names(numbers: list[int]) -> str:
    return ", ".join(map(str, numbers[:-1])) + " and " + str(numbers[-1])


class OntoDistributions(IntegerAnswer, Bootcamp):
    id = "combinatorics/onto_distributions"
    description = "Distributions of n distinct objects into k labelled boxes with given boxes non-empty (surjections)"
    Config = Config
    min_distinct_prompts = {"1": 0.05, "2": 0.6, "3": 0.93, "4": 0.96}
    small_space_reason = "level 1 is only (n, k) and a story: a few dozen combinations"
    LEVELS = {
        "1": Config(min_objects=4, max_objects=6, min_boxes=2, max_boxes=3, all_required=True),
        "2": Config(min_objects=5, max_objects=9, min_boxes=4, max_boxes=6, all_required=False),
        "3": Config(min_objects=7, max_objects=14, min_boxes=5, max_boxes=8, all_required=False),
        "4": Config(min_objects=12, max_objects=22, min_boxes=7, max_boxes=10, all_required=False),
        "5": Config(min_objects=15, max_objects=28, min_boxes=7, max_boxes=12, all_required=False),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        k = rng.randint(config.min_boxes, config.max_boxes)
        n = rng.randint(max(config.min_objects, k), max(config.max_objects, k))
        m = k if config.all_required else rng.randint(max(2, k - 3), k - 1)
        required = sorted(rng.sample(range(1, k + 1), m))
        data = {"n": n, "k": k, "required": required, "story": rng.randrange(len(_STORIES)), "template": rng.randrange(3)}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        things, boxes, box = _STORIES[data["story"]]
        n, k, required = data["n"], data["k"], data["required"]
        template = (_ALL if len(required) == k else _SOME)[data["template"]]
        return ask(rng, (template,), "one integer", n=n, k=k, things=things, boxes=boxes, box=box,
                   Boxes=boxes.capitalize(), req=_names(required))

    def program(self, t: Tracer, data: dict) -> int:
        n, k = data["n"], data["k"]
        t.state("setup")
        m = t.compute("required boxes", len(t.fetch("required", list(data["required"]))))
        total = 0
        for j in range(m + 1):
            t.state(f"leave {j} required empty")
            term = t.compute("term", (-1) ** j * math.comb(m, j) * (k - j) ** n,
                             why=f"(-1)^{j} C({m},{j}) ({k}-{j})^{n}: choose {j} required boxes to keep empty")
            total = t.compute("new total", t.fetch("total", total) + term)
        t.state("answer")
        return t.compute("answer", t.fetch("total", total))

    def solve(self, data: dict) -> int:
        n, k, m = data["n"], data["k"], len(data["required"])
        ways = [1] + [0] * m  # ways[f]: required boxes filled so far
        for _ in range(n):
            nxt = [0] * (m + 1)
            for f, c in enumerate(ways):
                if c:
                    nxt[f] += c * (k - m + f)  # an optional box or an already filled one
                    if f < m:
                        nxt[f + 1] += c * (m - f)  # a new required box
            ways = nxt
        return ways[m]


BOOTCAMP = OntoDistributions()
