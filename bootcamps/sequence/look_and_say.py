"""The look-and-say sequence from an arbitrary digit string: each term reads the previous one
aloud, run by run ("two 1s, then one 2" turns 112 into 2112). Give the term k steps later."""

from __future__ import annotations

import random
from dataclasses import dataclass
from itertools import groupby

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.literal import ExactStringAnswer
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    start_length: int = 3
    steps: int = 1
    digits: int = 3  # the start uses digits 1..digits

    def __post_init__(self) -> None:
        if not 1 <= self.start_length <= 30 or not 1 <= self.steps <= 8 or not 2 <= self.digits <= 9:
            raise ValueError(f"need start_length in 1..30, steps in 1..8, digits in 2..9, got {self.start_length}, {self.steps}, {self.digits}")


_RULE = ("Each term describes the previous one: read it from left to right in runs of equal digits "
         "and write, for every run, the run's length followed by its digit (so 1 -> 11 -> 21 -> 1211 -> 111221, "
         "and 3344 -> 2324).")
_TEMPLATES = (
    "A look-and-say sequence starts with {s}. {rule} What is the term {k} after the first one?",
    "{rule} Starting from the term {s}, apply this rule {k} times. What do you get?",
    "Term 1 of a sequence is {s}. {rule} Find term {n}.",
    "Describe-the-previous-term sequence: {rule} The first term is {s}; give the term that comes {k} after it.",
)


def say(term: str) -> str:
    return "".join(f"{len(list(run))}{digit}" for digit, run in groupby(term))


class LookAndSay(ExactStringAnswer, Bootcamp):
    id = "sequence/look_and_say"
    description = "The term k steps later in a look-and-say sequence from any start"
    Config = Config
    LEVELS = {
        "1": Config(start_length=7, steps=1, digits=9),
        "2": Config(start_length=7, steps=2, digits=9),
        "3": Config(start_length=8, steps=3, digits=6),
        "4": Config(start_length=10, steps=4, digits=6),
        "5": Config(start_length=12, steps=5, digits=6),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        # runs of 1-3 equal digits, so the start has runs to read
        out: list[str] = []
        while len(out) < config.start_length:
            digit = str(rng.randint(1, config.digits))
            if out and out[-1] == digit:
                continue
            out.extend(digit * rng.choice((1, 1, 2, 2, 3)))
        data = {"start": "".join(out[: config.start_length]), "steps": config.steps}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(s=data["start"], rule=_RULE, k=data["steps"], n=data["steps"] + 1)
        return f"{text}\n{answer_instruction('the digit string, without spaces')}"

    def program(self, t: Tracer, data: dict) -> str:
        term = data["start"]
        for step in range(data["steps"]):
            t.state(f"step {step + 1}")
            term = t.fetch("term", term)
            if len(term) > 10_000:
                raise ValueError("term too long after an injected error")
            out, i = "", 0
            while i < len(term):
                j = i
                while j < len(term) and term[j] == term[i]:
                    j += 1
                t.state(f"step {step + 1}: run at {i}")
                digit = t.fetch(f"term[{i}]", term[i])
                length = t.compute("run", j - i, why=f"copies of {digit} from position {i}")
                out = t.compute("out", t.fetch("said", out) + f"{length}{digit}", why="said + run + digit")
                i += length if isinstance(length, int) and length > 0 else 1
            term = out
        return term

    def solve(self, data: dict) -> str:
        term = data["start"]
        for _ in range(data["steps"]):
            term = say(term)
        return term


BOOTCAMP = LookAndSay()
