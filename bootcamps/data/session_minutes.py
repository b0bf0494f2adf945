"""From an access log of logins and logouts, how many minutes was each user logged in?

Log lines are in time order within one day. A login starts a session; a logout ends the user's
open session. A login while the user is already logged in is ignored (the session keeps its
first start), and so is a logout with no open session. Sessions still open when the log closes
count until the closing time. The answer lists every user's total minutes, users in
alphabetical order. The trace handles one log line per state (fetch the user's open-session
start, compute what the line does) and closes the open sessions at the end. The tests recompute
the totals with ``datetime`` arithmetic over paired events.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit.literal import IntSequenceAnswer
from bootcamps.trace import Tracer

USERS = ("ana", "ben", "chen", "dara", "eli", "fatma", "goran", "hiro", "ines", "jon", "kofi", "lena")
_FORMATS = (
    "{t} {user} {event}",
    "[{t}] user={user} action={event}",
    "{t} - {event}: {user}",
)


@dataclass(frozen=True)
class Config:
    users: int = 2
    lines: int = 6
    noise: bool = False  # repeated logins and stray logouts

    def __post_init__(self) -> None:
        if not 1 <= self.users <= len(USERS):
            raise ValueError(f"users must be in 1..{len(USERS)}, got {self.users}")
        if not 2 <= self.lines <= 80:
            raise ValueError(f"lines must be in 2..80, got {self.lines}")


def totals(data: dict) -> list[int]:
    """Each user's minutes, one pass over the events (the generator's fast path)."""
    opened: dict[str, int] = {}
    total = {u: 0 for u in data["users"]}
    for minute, user, event in data["events"]:
        if event == "login":
            opened.setdefault(user, minute)
        elif user in opened:
            total[user] += minute - opened.pop(user)
    for user, since in opened.items():
        total[user] += data["end"] - since
    return [total[u] for u in data["users"]]


def clock(minute: int) -> str:
    return f"{minute // 60:02d}:{minute % 60:02d}"


_INTROS = (
    "Here is a day's access log (times are HH:MM, in order).",
    "A server wrote these login and logout events, in time order:",
    "The access log below covers one day; each line is a time, a user and an event.",
)
_RULES = ("Rules: a login opens a session and a logout closes the user's open session. A login while the user already "
          "has an open session is ignored (the session keeps its first start), and a logout without an open session is "
          "ignored. The log closes at {end}; sessions still open then end at {end}.")


class SessionMinutes(IntSequenceAnswer, Bootcamp):
    id = "data/session_minutes"
    description = "Total logged-in minutes per user from a login/logout log (ignored repeats, open sessions)"
    Config = Config
    LEVELS = {
        "1": Config(users=1, lines=4, noise=False),
        "2": Config(users=2, lines=8, noise=False),
        "3": Config(users=3, lines=12, noise=True),
        "4": Config(users=4, lines=18, noise=True),
        "5": Config(users=5, lines=28, noise=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        users = sorted(rng.sample(USERS, config.users))
        start = rng.randint(6 * 60, 10 * 60)
        times = sorted(rng.sample(range(start, start + 9 * 60), config.lines))
        end = times[-1] + rng.randint(1, 90)
        online = {u: False for u in users}
        events = []
        for minute in times:
            user = rng.choice(users)
            if config.noise and rng.random() < 0.25:
                event = "login" if online[user] else "logout"  # a repeat or a stray: ignored
            else:
                event = "logout" if online[user] else "login"
                online[user] = not online[user]
            events.append([minute, user, event])
        data = {"users": users, "events": events, "end": end, "format": rng.randrange(len(_FORMATS))}
        return data, totals(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        fmt = _FORMATS[data["format"]]
        log = [fmt.format(t=clock(m), user=u, event=e) for m, u, e in data["events"]]
        users = ", ".join(data["users"])
        return "\n".join([rng.choice(_INTROS), *log, _RULES.format(end=clock(data["end"])),
                          rng.choice(("How many minutes was each user logged in, in total?", "Give each user's total session time in minutes.",
                                      "For every user, how many minutes of sessions does the log show?")),
                          answer_instruction(f"the totals in minutes for {users} (in that order), separated by commas, like \"95, 0\"")])

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        opened: dict[str, int | None] = {u: None for u in data["users"]}
        total = {u: 0 for u in data["users"]}
        for i, (minute, user, event) in enumerate(data["events"]):
            t.state(f"line {i + 1}")
            since = t.fetch(f"open[{user}]", opened[user])
            if event == "login":
                if t.goto(since is None, why="a login counts only without an open session"):
                    opened[user] = t.compute(f"open[{user}]'", minute, why=clock(minute))
            elif t.goto(since is not None, why="a logout counts only with an open session"):
                before = t.fetch(f"total[{user}]", total[user])
                total[user] = t.compute(f"total[{user}]'", before + minute - since, why=f"{clock(minute)} minus the start")
                opened[user] = None
        for user in data["users"]:
            t.state(f"close {user}")
            since = t.fetch(f"open[{user}]", opened[user])
            before = t.fetch(f"total[{user}]", total[user])
            total[user] = t.compute(f"total[{user}]'", before + (data["end"] - since if since is not None else 0), why="open sessions end at the close")
        t.state("answer")
        return t.compute("answer", [t.fetch(f"total[{u}]", total[u]) for u in data["users"]])

    def solve(self, data: dict) -> list[int]:
        # Minute-by-minute occupancy: count the minutes each user is inside a session.
        out = []
        for user in data["users"]:
            changes = {}
            inside = False
            for minute, u, event in data["events"]:
                if u == user and (event == "login") != inside:
                    inside = not inside
                    changes[minute] = inside
            state, minutes = False, 0
            first = data["events"][0][0]
            for m in range(first, data["end"]):
                state = changes.get(m, state)
                minutes += state
            out.append(minutes)
        return out

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        gold = list(case.answer)
        wrong = [[g + 1 for g in gold], gold[::-1], [0] * len(gold)]
        return [self.format_answer(w) for w in wrong if w != gold]


BOOTCAMP = SessionMinutes()
