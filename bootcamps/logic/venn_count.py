"""Venn-diagram counting: from the sizes of sets and of all their intersections, count a region.

A group of people is surveyed about two to four properties (languages spoken, sports played,
...). The prompt gives the group's size, each property's count and the count of every
combination of properties (people with both A and B, with A, B and C, ...). The question asks
for one derived count: people with none of the properties, with exactly one or exactly two,
with at least two, with only A, or with A but not B. The trace recovers the exact Venn regions
from the innermost intersection outward (each region is its intersection count minus the
regions inside it), one state per region, then adds up the asked regions. The plain solver
uses the inclusion-exclusion sums directly.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer

THEMES = (
    ("students", ("French", "German", "Spanish", "Italian"), "speak {x}", "speak"),
    ("club members", ("tennis", "chess", "swimming", "cycling"), "do {x}", "do"),
    ("customers", ("coffee", "tea", "juice", "cocoa"), "bought {x}", "bought"),
    ("employees", ("Python", "Java", "Rust", "SQL"), "know {x}", "know"),
    ("visitors", ("the museum", "the zoo", "the park", "the aquarium"), "went to {x}", "went to"),
)
QUESTIONS = ("none", "exactly1", "exactly2", "atleast2", "only", "butnot")


@dataclass(frozen=True)
class Config:
    sets: int = 2
    max_region: int = 20

    def __post_init__(self) -> None:
        if not 2 <= self.sets <= 4:
            raise ValueError(f"sets must be in 2..4, got {self.sets}")
        if not 5 <= self.max_region <= 1000:
            raise ValueError(f"max_region must be in 5..1000, got {self.max_region}")


def wanted(question: list, k: int) -> list[int]:
    """The region masks (bit i: in set i) a question adds up; mask 0 is 'in none'."""
    kind = question[0]
    masks = range(1 << k)
    if kind == "none":
        return [0]
    if kind == "exactly1":
        return [m for m in masks if bin(m).count("1") == 1]
    if kind == "exactly2":
        return [m for m in masks if bin(m).count("1") == 2]
    if kind == "atleast2":
        return [m for m in masks if bin(m).count("1") >= 2]
    if kind == "only":
        return [1 << question[1]]
    return [m for m in masks if m >> question[1] & 1 and not m >> question[2] & 1]


def names_of(mask: int, labels: list[str]) -> str:
    return " & ".join(labels[i] for i in range(len(labels)) if mask >> i & 1)


class VennCount(IntegerAnswer, Bootcamp):
    id = "logic/venn_count"
    description = "Count a Venn region (none, exactly one, only A, ...) from the sizes of 2-4 sets and all their intersections"
    Config = Config
    LEVELS = {
        "1": Config(sets=2, max_region=30),
        "2": Config(sets=3, max_region=20),
        "3": Config(sets=3, max_region=60),
        "4": Config(sets=4, max_region=30),
        "5": Config(sets=4, max_region=99),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        k = config.sets
        theme = rng.randrange(len(THEMES))
        labels = rng.sample(THEMES[theme][1], k)
        regions = [rng.randint(0, config.max_region) for _ in range(1 << k)]
        # every intersection count: people whose region contains all of the mask's sets
        inter = {m: sum(regions[r] for r in range(1 << k) if r & m == m) for m in range(1, 1 << k)}
        kinds = [q for q in QUESTIONS if k > 2 or q not in ("exactly2", "atleast2")]  # those are given for 2 sets
        kind = rng.choice(kinds)
        if kind == "only":
            question = ["only", rng.randrange(k)]
        elif kind == "butnot":
            question = ["butnot", *rng.sample(range(k), 2)]
        else:
            question = [kind]
        data = {"theme": theme, "labels": labels, "total": sum(regions),
                "counts": [[m, inter[m]] for m in sorted(inter, key=lambda m: (bin(m).count("1"), m))],
                "question": question}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        group, _, verb, plain = THEMES[data["theme"]]
        labels = data["labels"]
        lines = [f"In a group of {data['total']} {group}:"]
        for mask, count in data["counts"]:
            chosen = [labels[i] for i in range(len(labels)) if mask >> i & 1]
            if len(chosen) == 1:
                lines.append(f"- {count} {verb.format(x=chosen[0])};")
            else:
                lines.append(f"- {count} {plain} all of {', '.join(chosen[:-1])} and {chosen[-1]};")
        q = data["question"]
        ask = {
            "none": f"How many of the {group} {plain} none of them?",
            "exactly1": f"How many {plain} exactly one of them?",
            "exactly2": f"How many {plain} exactly two of them?",
            "atleast2": f"How many {plain} at least two of them?",
        }.get(q[0])
        if q[0] == "only":
            ask = f"How many {verb.format(x=labels[q[1]])} and none of the others?"
        elif q[0] == "butnot":
            ask = f"How many {verb.format(x=labels[q[1]])} but not {labels[q[2]]}?"
        lines.append(rng.choice(("", "Each count includes everyone with at least those properties. ", "Counts of combinations include people who also have further properties. ")) + ask)
        lines.append(answer_instruction("one integer"))
        return "\n".join(lines)

    def program(self, t: Tracer, data: dict) -> int:
        labels = data["labels"]
        k = len(labels)
        counts = {m: c for m, c in data["counts"]}
        region: dict[int, int] = {}
        for mask in sorted(range(1, 1 << k), key=lambda m: (-bin(m).count("1"), m)):
            name = names_of(mask, labels)
            t.state(f"region {name} only")
            given = t.fetch(f"|{name}|", counts[mask])
            inner = [r for r in region if r & mask == mask]
            parts = [t.fetch(f"region({names_of(r, labels)})", region[r]) for r in inner]
            region[mask] = t.compute(f"region({name})", given - sum(parts), why="count minus the regions inside it")
        t.state("region none")
        total = t.fetch("total", data["total"])
        parts = [t.fetch(f"region({names_of(r, labels)})", region[r]) for r in sorted(region)]
        region[0] = t.compute("region(none)", total - sum(parts))
        t.state("answer")
        asked = wanted(data["question"], k)
        values = [t.fetch("region(none)" if m == 0 else f"region({names_of(m, labels)})", region[m]) for m in asked]
        return t.compute("answer", sum(values))

    def solve(self, data: dict) -> int:
        k = len(data["labels"])
        counts = {m: c for m, c in data["counts"]}
        counts[0] = data["total"]

        def exact(mask: int) -> int:  # inclusion-exclusion over the supersets of mask
            return sum((-1) ** (bin(s).count("1") - bin(mask).count("1")) * counts[s] for s in range(1 << k) if s & mask == mask)

        return sum(exact(m) for m in wanted(data["question"], k))


BOOTCAMP = VennCount()
