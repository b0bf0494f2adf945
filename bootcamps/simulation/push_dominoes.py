"""Final state of a row of dominoes after some are pushed left or right.

Each second, a falling domino pushes its upright neighbour on the side it falls to; an upright
domino pushed from both sides at once stays upright; fallen dominoes stay fallen. The trace
decides each run of upright dominoes from what stands at its two ends (R...L meet in the
middle, R... all fall right, ...L all fall left, anything else stays): one state per run.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    length: int = 10
    pushes: int = 3

    def __post_init__(self) -> None:
        if not 3 <= self.length <= 300:
            raise ValueError(f"length must be in 3..300, got {self.length}")
        if not 1 <= self.pushes <= self.length:
            raise ValueError(f"pushes must be in 1..length, got {self.pushes}")


_TEMPLATES = (
    "A row of dominoes is written as a string: L is a domino pushed to the left, R one pushed to the right, and . "
    "one standing upright: {s}\nEvery second, each domino falling left pushes the upright domino on its left, and "
    "each domino falling right pushes the upright domino on its right. An upright domino pushed from both sides "
    "in the same second stays upright. What does the row look like when everything has settled?",
    "Dominoes: {s} (R = falling right, L = falling left, . = standing). Falling dominoes topple their standing "
    "neighbour in the direction of the fall one second later; balanced pushes from both sides cancel. Write the "
    "final row using the same symbols.",
    "Simulate the row {s} of dominoes until it stops changing. 'R' falls to the right and knocks the next standing "
    "domino to the right after one second, 'L' likewise to the left, and a standing domino hit from both sides at "
    "the same time remains standing. Give the final row.",
)


class PushDominoes(Bootcamp):
    id = "simulation/push_dominoes"
    description = "Final row of falling dominoes (second-by-second simulation, balanced pushes cancel)"
    Config = Config
    LEVELS = {
        "1": Config(length=15, pushes=5),
        "2": Config(length=18, pushes=5),
        "3": Config(length=22, pushes=7),
        "4": Config(length=30, pushes=9),
        "5": Config(length=42, pushes=12),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        row = ["."] * config.length
        for at in rng.sample(range(config.length), config.pushes):
            row[at] = rng.choice("LR")
        data = {"s": "".join(row)}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        form = f"the final row as a string of {len(data['s'])} symbols L, R and . (for example RR.LL)"
        return f"{rng.choice(_TEMPLATES).format(s=data['s'])}\n{answer_instruction(form)}"

    def check(self, data: dict, answer: str, text: str) -> float:
        # '.' is a symbol of the row, so no trailing period is stripped; the letters are exact.
        if len(text) > 2 * len(answer) + 20:
            return 0.0
        return 1.0 if text.strip().strip("`\"'").strip() == answer else 0.0

    def program(self, t: Tracer, data: dict) -> str:
        # Every run of upright dominoes is decided by the pushed dominoes (or walls) at its ends.
        row = data["s"]
        out = list(row)
        n = len(row)
        i = 0
        while i < n:
            if row[i] != ".":
                i += 1
                continue
            j = i
            while j < n and row[j] == ".":
                j += 1
            t.state(f"gap {i}..{j - 1}")
            left = t.fetch(f"s[{i - 1}]", row[i - 1]) if i > 0 else "wall"
            right = t.fetch(f"s[{j}]", row[j]) if j < n else "wall"
            size = j - i
            if left == "R" and right == "L":
                fill = "R" * (size // 2) + "." * (size % 2) + "L" * (size // 2)
            elif left == "R":
                fill = "R" * size
            elif right == "L":
                fill = "L" * size
            else:
                fill = "." * size
            out[i:j] = t.compute("filled", fill)
            i = j
        t.state("answer")
        return t.compute("answer", "".join(out))

    def solve(self, data: dict) -> str:
        # Forces: distance to the nearest R on the left and L on the right with nothing in
        # between blocking; the nearer one wins, a tie stays upright.
        s = data["s"]
        n = len(s)
        inf = n + 1
        right = [inf] * n
        dist = inf
        for i, ch in enumerate(s):
            dist = 0 if ch == "R" else inf if ch == "L" else (dist + 1 if dist < inf else inf)
            right[i] = dist
        left = [inf] * n
        dist = inf
        for i in range(n - 1, -1, -1):
            ch = s[i]
            dist = 0 if ch == "L" else inf if ch == "R" else (dist + 1 if dist < inf else inf)
            left[i] = dist
        return "".join("." if right[i] == left[i] else ("R" if right[i] < left[i] else "L") for i in range(n))


BOOTCAMP = PushDominoes()
