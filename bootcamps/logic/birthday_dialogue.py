"""Cheryl's-birthday puzzles: from a dialogue about who knows what, deduce the date.

A list of candidate dates is shown to two friends; one is privately told the month, the other the
day. They then make true public statements, each about their knowledge at that moment: "I don't
know the date", "I know it", "I know that you don't know it", "I don't know, and I know you don't
either". Each statement rules out the candidates where it would be false; the case is built so
that exactly one date survives the whole dialogue, and that date is the answer.

The trace tests every statement on every date still possible (how many candidates the speaker
cannot tell apart from it); the plain solver models the two friends' information as partitions
of the candidates and filters them statement by statement.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.literal import ExactStringAnswer
from bootcamps.trace import Tracer

MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December")
FRIENDS = (("Albert", "Bernard"), ("Alice", "Bob"), ("Priya", "Quentin"), ("Mona", "Dmitri"),
           ("Ines", "Tariq"), ("Mila", "Dario"), ("Nadia", "Omar"), ("Sofia", "Hugo"))
# statement kinds: the speaker knows / does not know / knows the other does not know /
# does not know and knows the other does not know
KINDS = ("not_know", "know", "knows_other_not", "neither")


@dataclass(frozen=True)
class Config:
    dates: int = 6
    months: int = 3
    days: int = 4
    kinds: int = 2

    def __post_init__(self) -> None:
        if not 3 <= self.months <= 12:
            raise ValueError(f"months must be in 3..12, got {self.months}")
        if not 3 <= self.days <= 28:
            raise ValueError(f"days must be in 3..28, got {self.days}")
        if not 4 <= self.dates <= self.months * self.days:
            raise ValueError(f"dates must be in 4..months*days, got {self.dates}")
        if not 2 <= self.kinds <= len(KINDS):
            raise ValueError(f"kinds must be in 2..{len(KINDS)}, got {self.kinds}")


def peers(world: list, live: list[list], who: int) -> int:
    """How many live dates the friend told part ``who`` (0 month, 1 day) cannot tell from ``world``."""
    return sum(1 for w in live if w[who] == world[who])


def holds(statement: list, world: list, live: list[list]) -> bool:
    kind, who = statement
    other = 1 - who
    if kind == "know":
        return peers(world, live, who) == 1
    if kind == "not_know":
        return peers(world, live, who) > 1
    others_fine = all(peers(w, live, other) > 1 for w in live if w[who] == world[who])
    if kind == "knows_other_not":
        return others_fine
    return peers(world, live, who) > 1 and others_fine


def statement_text(statement: list, names: tuple[str, str]) -> str:
    kind, who = statement
    speaker, other = names[who], names[1 - who]
    text = {
        "not_know": "I don't know the date.",
        "know": "Now I know the date.",
        "knows_other_not": f"I know that {other} doesn't know the date either.",
        "neither": f"I don't know the date, and I know that {other} doesn't know it either.",
    }[kind]
    return f"{speaker}: \"{text}\""


def date_text(world: list) -> str:
    return f"{MONTHS[world[0]]} {world[1]}"


_INTROS = (
    "{c} gives {a} and {b} a list of possible dates for her birthday:",
    "{a} and {b} want to know {c}'s birthday. She shows them these candidate dates:",
    "{c}'s birthday is one of the following dates, and {a} and {b} both see this list:",
)
_TELLS = (
    "She then tells {a} only the month and {b} only the day, privately. The dialogue below is "
    "spoken aloud; every statement is true, concerns what the speaker knows at that moment (after "
    "everything said before it), and both friends reason perfectly.",
    "Privately, {a} learns the month and {b} learns the day of the real date. Then they talk; each "
    "remark is truthful and reflects the speaker's knowledge at the moment of speaking, given all "
    "earlier remarks. Both are perfect logicians and know the other is too.",
    "{a} is told just the month, {b} just the day (each in secret). They then say the following, in "
    "order; all statements are true and describe the speaker's knowledge right when spoken, taking "
    "into account everything said earlier.",
)


class BirthdayDialogue(ExactStringAnswer, Bootcamp):
    id = "logic/birthday_dialogue"
    description = "Cheryl's-birthday puzzle: deduce the date from a dialogue about who knows it"
    Config = Config
    LEVELS = {
        "1": Config(dates=6, months=3, days=4, kinds=2),
        "2": Config(dates=8, months=4, days=5, kinds=3),
        "3": Config(dates=10, months=4, days=6, kinds=4),
        "4": Config(dates=14, months=5, days=8, kinds=4),
        "5": Config(dates=20, months=6, days=10, kinds=4),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        while True:
            months = sorted(rng.sample(range(12), config.months))
            first = rng.randint(1, 28 - config.days + 1)
            days = range(first, first + config.days)
            dates = sorted(rng.sample([[m, d] for m in months for d in days], config.dates))
            live, dialogue = dates, []
            for _ in range(8):
                options = [[k, who] for k in KINDS[: config.kinds] for who in (0, 1)]
                rng.shuffle(options)
                for statement in options:
                    kept = [w for w in live if holds(statement, w, live)]
                    if kept and len(kept) < len(live):
                        break
                else:
                    break
                dialogue.append(statement)
                live = kept
                if len(live) == 1:
                    break
            if len(live) == 1 and len(dialogue) >= 2:
                friends = rng.choice(FRIENDS)
                return {"dates": dates, "dialogue": dialogue, "friends": list(friends)}, date_text(live[0])

    def prompt(self, data: dict, rng: random.Random) -> str:
        a, b = data["friends"]
        lines = [rng.choice(_INTROS).format(a=a, b=b, c="Cheryl")]
        lines.append(", ".join(date_text(w) for w in data["dates"]))
        lines.append(rng.choice(_TELLS).format(a=a, b=b))
        lines += [statement_text(s, (a, b)) for s in data["dialogue"]]
        lines.append("Exactly one date is consistent with the whole dialogue. What is Cheryl's birthday?")
        lines.append(answer_instruction(f"the date written as month name and day, exactly as in the list (e.g. {date_text(data['dates'][0])})"))
        return "\n".join(lines)

    def program(self, t: Tracer, data: dict) -> str:
        names = data["friends"]
        live = [list(w) for w in data["dates"]]
        for k, statement in enumerate(data["dialogue"]):
            kept = []
            for w in live:
                t.state(f"statement {k + 1} on {date_text(w)}")
                who = statement[1]
                same = t.compute("speaker cannot tell apart", peers(w, live, who), why=f"live dates sharing {names[who]}'s clue")
                if statement[0] in ("knows_other_not", "neither"):
                    worst = min(peers(v, live, 1 - who) for v in live if v[who] == w[who])
                    worst = t.compute("fewest for other", worst, why=f"over those dates, the fewest {names[1 - who]} cannot tell apart")
                ok = {
                    "know": lambda: same == 1,
                    "not_know": lambda: same > 1,
                    "knows_other_not": lambda: worst > 1,
                    "neither": lambda: same > 1 and worst > 1,
                }[statement[0]]()
                if t.compute("true here", ok, why=statement[0].replace("_", " ")):
                    kept.append(w)
            t.state(f"after statement {k + 1}")
            live = kept
            t.compute("live", [date_text(w) for w in live], why="dates where the statement is true")
        t.state("answer")
        return t.compute("answer", date_text(live[0]) if len(live) == 1 else "none", why="the only date left")

    def solve(self, data: dict) -> str:
        live = {tuple(w) for w in data["dates"]}
        for kind, who in data["dialogue"]:
            def cell(w, part, pool):  # the partition block of w for the friend told ``part``
                return {v for v in pool if v[part] == w[part]}
            new = set()
            for w in live:
                knows = len(cell(w, who, live)) == 1
                other_never = all(len(cell(v, 1 - who, live)) > 1 for v in cell(w, who, live))
                if {"know": knows, "not_know": not knows, "knows_other_not": other_never,
                        "neither": not knows and other_never}[kind]:
                    new.add(w)
            live = new
        (only,) = live
        return date_text(list(only))


BOOTCAMP = BirthdayDialogue()
