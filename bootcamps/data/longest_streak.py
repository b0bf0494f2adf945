"""Gaps and islands: each user's longest run of consecutive active days in an activity log.

The log lists (user, date) rows out of order; a user may appear twice on one day (it counts
once). An island is a maximal run of calendar-consecutive dates; runs may cross month ends and
the end of February (leap years included), so the gaps are calendar gaps, not differences of
day numbers. The answer lists every user's longest run, users in alphabetical order. The trace
sorts each user's distinct dates and walks them, computing the gap to the previous date, the
current run and the best run. The tests check golds against DuckDB with the classic
date-minus-row-number grouping.
"""

from __future__ import annotations

import datetime
import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit.literal import IntSequenceAnswer
from bootcamps.trace import Tracer

USERS = ("amir", "bea", "chen", "dara", "eli", "fumi", "gil")


@dataclass(frozen=True)
class Config:
    users: int = 2
    events: int = 5
    span: int = 10

    def __post_init__(self) -> None:
        if not 1 <= self.users <= len(USERS):
            raise ValueError(f"users must be in 1..{len(USERS)}, got {self.users}")
        if not 2 <= self.events <= 40:
            raise ValueError(f"events must be in 2..40, got {self.events}")
        if not self.events <= self.span <= 120:
            raise ValueError(f"span must be in events..120, got {self.span}")


def day_gap(a: str, b: str) -> int:
    return (datetime.date.fromisoformat(b) - datetime.date.fromisoformat(a)).days


class LongestStreak(IntSequenceAnswer, Bootcamp):
    id = "data/longest_streak"
    description = "Gaps and islands: every user's longest run of consecutive active days in an unsorted log"
    Config = Config
    LEVELS = {
        "1": Config(users=2, events=5, span=8),
        "2": Config(users=2, events=8, span=14),
        "3": Config(users=3, events=10, span=18),
        "4": Config(users=4, events=13, span=24),
        "5": Config(users=5, events=17, span=32),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        users = sorted(rng.sample(USERS, config.users))
        year = rng.choice((2023, 2024, 2025))
        month = rng.choice((1, 2, 2, 3, 4, 6, 8, 11, 12))
        start = datetime.date(year, month, 1) - datetime.timedelta(days=rng.randint(config.span // 2, config.span))
        rows = []
        for user in users:
            days = sorted(rng.sample(range(config.span), config.events))
            for d in days:
                rows.append([user, (start + datetime.timedelta(days=d)).isoformat()])
            if rng.random() < 0.5:
                rows.append([user, (start + datetime.timedelta(days=rng.choice(days))).isoformat()])  # a repeat
        rng.shuffle(rows)
        data = {"users": users, "rows": rows}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        log = "\n".join(f"{u},{d}" for u, d in data["rows"])
        ask = rng.choice((
            "For each user, what is the length (in days) of their longest streak of consecutive calendar days with "
            "activity? A user active twice on one day counts that day once.",
            "An island is a maximal run of back-to-back calendar days on which a user was active (several rows on one "
            "day are one day). Give each user's longest island, in days.",
            "Find, per user, the longest sequence of consecutive dates (each the day after the previous, across month "
            "and year ends) on which the user appears in the log; duplicates of a date count once.",
        ))
        return "\n".join([
            rng.choice(("Activity log (user,date), not sorted:", "Login days exported as CSV (user,date):",
                        "Rows of an activity table, in no particular order (user,date):")),
            "user,date", log, ask,
            answer_instruction(f"the lengths for {', '.join(data['users'])} in that order, comma-separated, like 3, 1"),
        ])

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        out: list[int] = []
        for user in data["users"]:
            t.state(f"dates of {user}")
            dates = t.compute("distinct sorted dates", sorted({d for u, d in data["rows"] if u == user}))
            run = best = 0
            prev = None
            for d in dates:
                t.state(f"{user} {d}")
                if prev is None:
                    run = t.compute("run", 1)
                else:
                    gap = t.compute("gap", day_gap(t.fetch("previous", prev), d), why="days since the previous date")
                    run = t.compute("run", run + 1 if gap == 1 else 1)
                if run > best:
                    best = t.compute("best", run)
                prev = d
            out = t.compute("longest", out + [best])
        t.state("answer")
        return t.compute("answer", t.fetch("longest", out))

    def solve(self, data: dict) -> list[int]:
        out = []
        for user in data["users"]:
            days = {datetime.date.fromisoformat(d).toordinal() for u, d in data["rows"] if u == user}
            # an island starts where the day before is inactive; walk forward from each start
            best = 0
            for d in days:
                if d - 1 not in days:
                    length = 1
                    while d + length in days:
                        length += 1
                    best = max(best, length)
            out.append(best)
        return out

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        gold = case.answer
        return [self.format_answer([g + (1 if i == k else 0) for i, g in enumerate(gold)]) for k in range(min(3, len(gold)))] + \
            [self.format_answer(gold[::-1] if gold[::-1] != gold else [g + 1 for g in gold])]


BOOTCAMP = LongestStreak()
