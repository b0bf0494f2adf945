"""Lying days: creatures lie on fixed days of the week and tell the truth on the others; from
what they say today, find what day it is.

Each creature's lying days are listed. Today every creature makes one or two statements
("I lied yesterday", "I will lie tomorrow", "Yesterday was Sunday", "Today is a weekend day",
"The Owl lies today", ...). On its lying days every statement a creature makes is false, on
its other days every statement is true. The generator redraws statements until exactly one
day of the week is consistent, so the answer is unique. The trace tries the seven days in
order: per day it evaluates each statement's content and each speaker's honesty and tests
that they agree. The plain solver checks the same condition per day as one set comprehension
over (creature, statement) pairs.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit.literal import strict_word
from bootcamps.trace import Tracer

DAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
CREATURES = ("Lion", "Unicorn", "Griffin", "Owl", "Fox", "Raven", "Badger", "Heron")
KINDS = ("lied_yesterday", "lie_tomorrow", "today_is", "yesterday_was", "tomorrow_is", "today_not", "weekend", "other_lies", "both")
_DAY_WORDS = {**{d.casefold(): d for d in DAYS}, **{d[:3].casefold(): d for d in DAYS}}


@dataclass(frozen=True)
class Config:
    creatures: int = 1
    statements: int = 1  # statements per creature, at most
    kinds: int = 5  # a prefix of KINDS

    def __post_init__(self) -> None:
        if not 1 <= self.creatures <= len(CREATURES):
            raise ValueError(f"creatures must be in 1..{len(CREATURES)}, got {self.creatures}")
        if not 1 <= self.statements <= 3:
            raise ValueError(f"statements must be in 1..3, got {self.statements}")
        if not 3 <= self.kinds <= len(KINDS):
            raise ValueError(f"kinds must be in 3..{len(KINDS)}, got {self.kinds}")


def content(stmt: list, speaker: int, day: int, lying: list[list[int]]) -> bool:
    """The truth of a statement's content on ``day`` (0 = Monday), whoever says it."""
    kind = stmt[0]
    if kind == "lied_yesterday":
        return (day - 1) % 7 in lying[speaker]
    if kind == "lie_tomorrow":
        return (day + 1) % 7 in lying[speaker]
    if kind == "both":
        return (day - 1) % 7 in lying[speaker] and (day + 1) % 7 in lying[speaker]
    if kind == "today_is":
        return day == stmt[1]
    if kind == "yesterday_was":
        return (day - 1) % 7 == stmt[1]
    if kind == "tomorrow_is":
        return (day + 1) % 7 == stmt[1]
    if kind == "today_not":
        return day != stmt[1]
    if kind == "weekend":
        return day >= 5
    return day in lying[stmt[1]]  # other_lies


def render_statement(stmt: list, names: list[str]) -> str:
    kind = stmt[0]
    fixed = {
        "lied_yesterday": "I lied yesterday.",
        "lie_tomorrow": "I will lie tomorrow.",
        "both": "I lied yesterday and I will lie again tomorrow.",
        "weekend": "Today is Saturday or Sunday.",
    }
    if kind in fixed:
        return fixed[kind]
    if kind == "other_lies":
        return f"The {names[stmt[1]]} lies today."
    pattern = {"today_is": "Today is {}.", "yesterday_was": "Yesterday was {}.",
               "tomorrow_is": "Tomorrow is {}.", "today_not": "Today is not {}."}[kind]
    return pattern.format(DAYS[stmt[1]])


def day_list(days: list[int]) -> str:
    words = [DAYS[d] + "s" for d in days]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


_INTROS = (
    "In a forest, each creature lies on certain days of the week and tells the truth on all other days.",
    "Some creatures follow a strict weekly habit: on their lying days everything they say is false; on every other day everything they say is true.",
    "A traveller meets creatures who lie only on fixed weekdays and are truthful otherwise.",
)
_ASKS = ("What day of the week is it today?", "Which day is today?", "On which weekday does this conversation happen?")


class LyingDays(Bootcamp):
    id = "logic/lying_days"
    description = "Creatures lie on fixed weekdays and tell the truth otherwise: deduce today's day from their statements"
    Config = Config
    LEVELS = {
        "1": Config(creatures=1, statements=2, kinds=5),
        "2": Config(creatures=2, statements=1, kinds=7),
        "3": Config(creatures=2, statements=2, kinds=9),
        "4": Config(creatures=3, statements=2, kinds=9),
        "5": Config(creatures=4, statements=2, kinds=9),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        k = config.creatures
        kinds = [x for x in KINDS[: config.kinds] if k > 1 or x != "other_lies"]
        while True:
            names = rng.sample(CREATURES, k)
            lying = [sorted(rng.sample(range(7), rng.randint(2, 4))) for _ in range(k)]
            said = []
            for c in range(k):
                for _ in range(rng.randint(1, config.statements)):
                    kind = rng.choice(kinds)
                    if kind in ("today_is", "yesterday_was", "tomorrow_is", "today_not"):
                        said.append([c, [kind, rng.randrange(7)]])
                    elif kind == "other_lies":
                        said.append([c, [kind, rng.choice([o for o in range(k) if o != c])]])
                    else:
                        said.append([c, [kind]])
            data = {"names": names, "lying": lying, "said": said}
            fitting = self.consistent_days(data)
            if len(fitting) == 1:
                return data, DAYS[fitting[0]]

    def consistent_days(self, data: dict) -> list[int]:
        lying = data["lying"]
        return [d for d in range(7) if {content(s, c, d, lying) == (d not in lying[c]) for c, s in data["said"]} == {True}]

    def prompt(self, data: dict, rng: random.Random) -> str:
        names = data["names"]
        lines = [rng.choice(_INTROS)]
        lines += [f"- The {name} lies on {day_list(days)}." for name, days in zip(names, data["lying"])]
        lines.append("Today they say:")
        lines += [f"- The {names[c]}: \"{render_statement(s, names)}\"" for c, s in data["said"]]
        lines.append(rng.choice(_ASKS))
        lines.append(answer_instruction("the name of the day, like Monday"))
        return "\n".join(lines)

    def check(self, data: dict, answer: str, text: str) -> float:
        return 1.0 if strict_word(text, _DAY_WORDS) == answer else 0.0

    def program(self, t: Tracer, data: dict) -> str:
        lying, names = data["lying"], data["names"]
        fitting = []
        for d in range(7):
            t.state(f"suppose today is {DAYS[d]}")
            ok = True
            for k, (c, s) in enumerate(data["said"]):
                value = t.compute(f"statement {k + 1}", content(s, c, d, lying), why=render_statement(s, names))
                honest = t.compute(f"{names[c]} truthful", d not in lying[c])
                if not t.compute(f"agree {k + 1}", value == honest):
                    ok = False
                    break
            if t.compute("consistent", ok):
                fitting.append(DAYS[d])
        t.state("answer")
        return t.compute("answer", t.fetch("consistent days", fitting)[0])

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        return rng.sample([d for d in DAYS if d != case.answer], 3)

    def solve(self, data: dict) -> str:
        (day,) = self.consistent_days(data)
        return DAYS[day]


BOOTCAMP = LyingDays()
