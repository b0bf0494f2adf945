"""Elimination order of the Josephus game: people with badge numbers stand in a circle in a given
clockwise order; counting starts at the first listed person, and every k-th person still standing
leaves the circle; counting resumes with the next person.

The trace has one state per elimination: the circle as it stands, the counting start, and the
index (start + k - 1) mod size of the person who leaves.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.literal import IntSequenceAnswer
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    people: int = 6
    max_step: int = 4

    def __post_init__(self) -> None:
        if not 2 <= self.people <= 200:
            raise ValueError(f"people must be in 2..200, got {self.people}")
        if self.max_step < 2:
            raise ValueError(f"max_step must be >= 2, got {self.max_step}")


_TEMPLATES = (
    "{n} people stand in a circle; their badge numbers, in clockwise order, are {ring} (the last one stands next to "
    "the first). Starting with badge {s} (who counts as 1), they count clockwise, and the person who says {k} leaves "
    "the circle; the count restarts at 1 with the next person still in the circle. This repeats until everyone has "
    "left. List the badge numbers in the order they leave.",
    "Josephus game with step {k}: the players around the table, clockwise, are {ring}, and counting begins with "
    "player {s} (inclusive). Each round removes the {k}-th remaining player counting clockwise from the current "
    "start, and the next start is the player just after the one removed. Give the full elimination order.",
    "Children sit in a ring in this clockwise order: {ring}. A counting-out rhyme has {k} beats; the first beat "
    "falls on child {s}, the child on the last beat is out, and the next rhyme starts with the following child. "
    "Who goes out, in order (the last child left is listed last)?",
)


class JosephusOrder(IntSequenceAnswer, Bootcamp):
    id = "simulation/josephus_order"
    description = "Full elimination order of a Josephus counting-out circle"
    Config = Config
    LEVELS = {
        "1": Config(people=6, max_step=4),
        "2": Config(people=9, max_step=5),
        "3": Config(people=13, max_step=7),
        "4": Config(people=18, max_step=9),
        "5": Config(people=26, max_step=12),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        n = rng.randint(config.people - 1, config.people + 1)
        data = {"ring": rng.sample(range(1, 10 * n), n), "k": rng.randint(2, config.max_step)}
        return data, self.solve(data)

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def prompt(self, data: dict, rng: random.Random) -> str:
        ring = data["ring"]
        text = rng.choice(_TEMPLATES).format(n=len(ring), k=data["k"], s=ring[0], ring=", ".join(map(str, ring)))
        return f"{text}\n{answer_instruction('the elimination order as a comma-separated list, e.g. 14, 3, 27')}"

    def program(self, t: Tracer, data: dict) -> list[int]:
        circle = list(data["ring"])
        at, out = 0, []
        while circle:
            t.state(f"round {len(out) + 1}")
            circle = t.fetch("circle", circle)
            at = t.compute("leave", (at + data["k"] - 1) % len(circle), why=f"(start + {data['k']} - 1) mod size")
            out = t.compute("out", out + [circle[at]])
            circle = t.compute("circle", circle[:at] + circle[at + 1 :])
            if circle:
                at %= len(circle)
        t.state("answer")
        return t.compute("answer", t.fetch("out", out))

    def solve(self, data: dict) -> list[int]:
        # Beat by beat around a linked ring (the trace jumps straight to the k-th person).
        ring, k = data["ring"], data["k"]
        n = len(ring)
        nxt = {ring[i]: ring[(i + 1) % n] for i in range(n)}
        prev = {v: p for p, v in nxt.items()}
        cur, out = ring[0], []
        while len(out) < n:
            for _ in range(k - 1):
                cur = nxt[cur]
            out.append(cur)
            nxt[prev[cur]], prev[nxt[cur]] = nxt[cur], prev[cur]
            cur = nxt[cur]
        return out


BOOTCAMP = JosephusOrder()
