"""Infer an elementary cellular automaton's Wolfram rule number from a few rows of its
evolution.

The rows are shown in order on a ring (the left and right ends are neighbours), each row
computed from the one above by the hidden rule. The generator keeps cases where all eight
neighbourhoods occur in the rows that have a successor, so every bit of the rule is observed
and the number is unique. The trace takes the neighbourhoods 111, 110, ..., 000 in turn: it
finds the first place where the neighbourhood occurs, fetches the cell below it, and adds
that bit's weight. The plain solver tries all 256 rules and keeps the one that reproduces
every row.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer

ON, OFF = "#", "."


@dataclass(frozen=True)
class Config:
    width: int = 10
    rows: int = 3

    def __post_init__(self) -> None:
        if not 6 <= self.width <= 40:
            raise ValueError(f"width must be in 6..40, got {self.width}")
        if not 2 <= self.rows <= 12:
            raise ValueError(f"rows must be in 2..12, got {self.rows}")


def step(row: str, rule: int) -> str:
    n = len(row)
    out = []
    for i in range(n):
        k = (row[i - 1] == ON) * 4 + (row[i] == ON) * 2 + (row[(i + 1) % n] == ON)
        out.append(ON if rule >> k & 1 else OFF)
    return "".join(out)


def neighbourhood(row: str, i: int) -> str:
    n = len(row)
    return row[i - 1] + row[i] + row[(i + 1) % n]


def pattern_text(k: int) -> str:
    return "".join(ON if k >> b & 1 else OFF for b in (2, 1, 0))


_INTROS = (
    "These rows are successive generations of an elementary cellular automaton (# = on, . = off) on a ring: the first and last cells of a row are neighbours.",
    "An elementary cellular automaton evolved as shown below, one generation per line, with wrap-around at the row ends (# is on, . is off).",
    "Below, each line is the next generation of a one-dimensional two-state cellular automaton whose rows wrap around (# on, . off).",
)
_RULE = ("Each cell's next state depends only on its left neighbour, itself and its right neighbour. "
         "The Wolfram rule number is the sum of 2^k over the neighbourhoods that produce an on cell, where a "
         "neighbourhood read as a binary number (# = 1, . = 0, left cell first) has value k.")


class EcaRuleInference(IntegerAnswer, Bootcamp):
    id = "formal/eca_rule_inference"
    description = "Infer the Wolfram rule number of an elementary cellular automaton from rows of its evolution"
    Config = Config
    LEVELS = {
        "1": Config(width=12, rows=2),
        "2": Config(width=12, rows=3),
        "3": Config(width=16, rows=4),
        "4": Config(width=20, rows=5),
        "5": Config(width=26, rows=7),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        while True:
            rule = rng.randrange(256)
            rows = ["".join(rng.choice((ON, OFF)) for _ in range(config.width))]
            for _ in range(config.rows - 1):
                rows.append(step(rows[-1], rule))
            seen = {neighbourhood(r, i) for r in rows[:-1] for i in range(config.width)}
            if len(seen) == 8 and len(set(rows)) == len(rows):
                return {"rows": rows}, rule

    def prompt(self, data: dict, rng: random.Random) -> str:
        lines = [rng.choice(_INTROS), *data["rows"], _RULE]
        lines.append(rng.choice(("What is the rule number?", "Which rule (0-255) produced this evolution?",
                                 "Give the automaton's Wolfram rule number.")))
        lines.append(answer_instruction("one integer from 0 to 255"))
        return "\n".join(lines)

    def program(self, t: Tracer, data: dict) -> int:
        rows = data["rows"]
        total = 0
        for k in range(7, -1, -1):
            want = pattern_text(k)
            t.state(f"neighbourhood {want}")
            r, i = next((r, i) for r in range(len(rows) - 1) for i in range(len(rows[r])) if neighbourhood(rows[r], i) == want)
            t.fetch(f"row {r + 1} around cell {i + 1}", neighbourhood(rows[r], i))
            below = t.fetch(f"row {r + 2} cell {i + 1}", rows[r + 1][i])
            prev = t.fetch("rule", total)
            total = t.compute("rule", prev + (1 << k if below == ON else 0), why=f"add 2^{k} if the cell below is on")
        t.state("answer")
        return t.compute("answer", t.fetch("rule", total))

    def solve(self, data: dict) -> int:
        rows = data["rows"]
        (rule,) = [x for x in range(256) if all(step(a, x) == b for a, b in zip(rows, rows[1:]))]
        return rule


BOOTCAMP = EcaRuleInference()
