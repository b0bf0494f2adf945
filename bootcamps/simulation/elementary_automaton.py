"""Row of an elementary cellular automaton after some steps.

Cells are ``#`` (on) or ``.`` (off); cells beyond both ends are always off. Each step, a cell's
new state depends on itself and its two neighbours through the rule table stated in the
prompt (Wolfram's numbering). The trace computes every cell of every step, one state per cell.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.trace import Tracer

_MAX_ANSWER_CHARS = 2000
_PATTERNS = ("###", "##.", "#.#", "#..", ".##", ".#.", "..#", "...")  # Wolfram's order, bit 7 first
# Rules whose rows neither die out nor fill up at once (class 3/4 and a few class 2 ones).
_RULES = (18, 22, 26, 30, 45, 54, 57, 60, 62, 73, 75, 86, 89, 90, 101, 102, 105, 106, 110, 122, 126, 129, 135, 137,
          146, 149, 150, 153, 161, 165, 169, 182, 193, 195, 225)


@dataclass(frozen=True)
class Config:
    width: int = 8
    steps: int = 2

    def __post_init__(self) -> None:
        if not 3 <= self.width <= 200:
            raise ValueError(f"width must be in 3..200, got {self.width}")
        if not 1 <= self.steps <= 200:
            raise ValueError(f"steps must be in 1..200, got {self.steps}")


def rule_table(rule: int) -> dict[str, str]:
    """Neighbourhood -> new cell, from the rule number's bits."""
    return {p: "#" if rule >> (7 - i) & 1 else "." for i, p in enumerate(_PATTERNS)}


_TEMPLATES = (
    "A row of cells evolves in steps. Each cell is on (#) or off (.), and cells beyond the two ends are always off. "
    "In every step all cells update at once: the new state of a cell depends on (left neighbour, itself, right "
    "neighbour) by this table:\n{table}\nStarting row:\n{row}\nWhat is the row after {steps} step(s)?",
    "Elementary cellular automaton, rule {rule}. The update table (left, centre, right -> new centre) is:\n{table}\n"
    "Cells outside the row count as '.'. Apply {steps} synchronous step(s) to {row} and give the resulting row.",
    "Initial state: {row}\nUpdate rule for each cell from its neighbourhood (left cell, cell, right cell):\n{table}\n"
    "Missing neighbours at the edges are '.'. Give the state after {steps} generation(s).",
)


class ElementaryAutomaton(Bootcamp):
    id = "simulation/elementary_automaton"
    description = "Row of an elementary cellular automaton after k steps (cell-by-cell trace)"
    Config = Config
    LEVELS = {
        "1": Config(width=9, steps=1),
        "2": Config(width=10, steps=2),
        "3": Config(width=12, steps=3),
        "4": Config(width=15, steps=4),
        "5": Config(width=20, steps=6),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        row = "".join(rng.choice("#.") for _ in range(config.width))
        data = {"rule": rng.choice(_RULES), "row": row, "steps": config.steps}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        table = rule_table(data["rule"])
        arrow = rng.choice((" -> ", " => ", ": "))
        text = rng.choice(_TEMPLATES).format(
            table="\n".join(f"{p}{arrow}{table[p]}" for p in _PATTERNS), row=data["row"], steps=data["steps"],
            rule=data["rule"],
        )
        form = f"the row of {len(data['row'])} characters, each # or ."
        return f"{text}\n{answer_instruction(form)}"

    def check(self, data: dict, answer: str, text: str) -> float:
        if len(text) > _MAX_ANSWER_CHARS:
            return 0.0
        return 1.0 if text.strip().strip("`\"'") == answer else 0.0

    def program(self, t: Tracer, data: dict) -> str:
        table = rule_table(data["rule"])
        row = data["row"]
        for step in range(1, data["steps"] + 1):
            new = ""
            for i in range(len(row)):
                t.state(f"step {step} cell {i}")
                left, right = row[i - 1] if i else ".", row[i + 1] if i + 1 < len(row) else "."
                hood = t.fetch(f"row[{i - 1}..{i + 1}]", left + row[i] + right)
                new = t.compute("new", new + table[hood], why=f"table[{hood}]")
            t.state(f"step {step} done")
            row = t.compute("row", t.fetch("new", new))
        t.state("answer")
        return t.compute("answer", t.fetch("row", row))

    def solve(self, data: dict) -> str:
        # Bitwise: pad with off cells and read each neighbourhood as a 3-bit number.
        bits = [c == "#" for c in data["row"]]
        for _ in range(data["steps"]):
            padded = [False] + bits + [False]
            codes = [4 * padded[i] + 2 * padded[i + 1] + padded[i + 2] for i in range(len(bits))]
            bits = [bool(data["rule"] >> code & 1) for code in codes]
        return "".join("#" if b else "." for b in bits)


BOOTCAMP = ElementaryAutomaton()
