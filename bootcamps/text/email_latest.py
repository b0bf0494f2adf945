"""Read generated email headers with dates in different time zones: which message was sent last
(or first) among those from a sender or about a subject, comparing the instants, not the clock
readings."""

from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.literal import ExactStringAnswer
from bootcamps.kit.textkit import DOMAINS, FIRST_NAMES
from bootcamps.kit.wordlist import common_words
from bootcamps.trace import Tracer

DAYS = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")
MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
OFFSETS = (-480, -420, -300, -240, 0, 60, 120, 330, 540, 600)  # minutes east of UTC


@dataclass(frozen=True)
class Config:
    emails: int = 4
    zones: int = 1  # how many different UTC offsets appear
    spread_hours: int = 48

    def __post_init__(self) -> None:
        if not 3 <= self.emails <= 30:
            raise ValueError(f"emails must be in 3..30, got {self.emails}")
        if not 1 <= self.zones <= len(OFFSETS):
            raise ValueError(f"zones must be in 1..{len(OFFSETS)}, got {self.zones}")
        if not 1 <= self.spread_hours <= 24 * 30:
            raise ValueError(f"spread_hours must be in 1..720, got {self.spread_hours}")


def rfc_date(instant: datetime, offset: int) -> str:
    """An RFC 2822 date line for the UTC ``instant`` shown at ``offset`` minutes east of UTC."""
    local = instant + timedelta(minutes=offset)
    sign = "+" if offset >= 0 else "-"
    zone = f"{sign}{abs(offset) // 60:02d}{abs(offset) % 60:02d}"
    return (f"{DAYS[local.weekday()]}, {local.day:02d} {MONTHS[local.month - 1]} {local.year} "
            f"{local.hour:02d}:{local.minute:02d}:{local.second:02d} {zone}")


def to_utc_minutes(date: str) -> int:
    """Minutes since 2024-01-01 00:00 UTC of an RFC 2822 date line written by ``rfc_date``."""
    _, day, month, year, clock, zone = date.replace(",", "").split()
    h, m, _s = map(int, clock.split(":"))
    local = datetime(int(year), MONTHS.index(month) + 1, int(day), h, m)
    offset = (1 if zone[0] == "+" else -1) * (int(zone[1:3]) * 60 + int(zone[3:5]))
    return int((local - datetime(2024, 1, 1)).total_seconds() // 60) - offset


_TEMPLATES = (
    "Here are the headers of some emails:\n\n{mails}\n\n{question}",
    "{question}\n\n{mails}",
    "An inbox export:\n\n{mails}\n\nDates carry their own UTC offsets. {question}",
)


class EmailLatest(ExactStringAnswer, Bootcamp):
    id = "text/email_latest"
    description = "Find the earliest or latest email by sender or subject word, comparing dates across time zones"
    Config = Config
    LEVELS = {
        "1": Config(emails=4, zones=1, spread_hours=72),
        "2": Config(emails=6, zones=2, spread_hours=48),
        "3": Config(emails=8, zones=3, spread_hours=24),
        "4": Config(emails=11, zones=5, spread_hours=18),
        "5": Config(emails=15, zones=7, spread_hours=12),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        people = [f"{n}@{rng.choice(DOMAINS)}" for n in rng.sample(FIRST_NAMES, max(2, config.emails // 3))]
        zones = rng.sample(OFFSETS, config.zones)
        base = datetime(2024, rng.randint(1, 11), rng.randint(1, 28), rng.randint(0, 23), rng.randint(0, 59))
        topics = rng.sample(common_words()[40:], max(2, config.emails // 4))
        while True:
            mails = []
            for k in range(config.emails):
                instant = base + timedelta(minutes=rng.randint(0, config.spread_hours * 60))
                mails.append({"from": rng.choice(people), "date": rfc_date(instant, rng.choice(zones)),
                              "subject": f"{rng.choice(('Re: ', 'Fwd: ', ''))}{rng.choice(topics)} {rng.choice(('update', 'plan', 'notes', 'question', 'draft'))}",
                              "id": f"<{rng.randint(1000, 9999)}.{k}@mail>"})
            by = rng.choice(("from", "subject"))
            value = rng.choice(people) if by == "from" else rng.choice(topics)
            data = {"mails": mails, "by": by, "value": value, "which": rng.choice(("latest", "earliest"))}
            picked = self._picked(data)
            times = [to_utc_minutes(mails[i]["date"]) for i in picked]
            if len(picked) >= 2 and len(set(times)) == len(times):  # a strict winner among at least two
                return data, self.solve(data)

    @staticmethod
    def _picked(data: dict) -> list[int]:
        if data["by"] == "from":
            return [i for i, m in enumerate(data["mails"]) if m["from"] == data["value"]]
        return [i for i, m in enumerate(data["mails"]) if data["value"] in m["subject"].split()]

    def prompt(self, data: dict, rng: random.Random) -> str:
        mails = "\n\n".join(f"Message-ID: {m['id']}\nFrom: {m['from']}\nDate: {m['date']}\nSubject: {m['subject']}"
                            for m in data["mails"])
        among = (f"sent by {data['value']}" if data["by"] == "from"
                 else f"whose subject contains the word \"{data['value']}\"")
        question = (f"Of the emails {among}, which one was sent {data['which']} (compare the actual moments in time: "
                    f"a date ending in +0200 is 2 hours ahead of UTC, -0500 is 5 hours behind)?")
        text = rng.choice(_TEMPLATES).format(mails=mails, question=question)
        return f"{text}\n{answer_instruction('its Message-ID exactly, including the angle brackets (e.g. <1234.5@mail>)')}"

    def program(self, t: Tracer, data: dict) -> str:
        best = None
        picked = set(self._picked(data))
        for i, mail in enumerate(data["mails"]):
            t.state(f"email {i + 1}")
            field = t.fetch(f"mails[{i}].{data['by']}", mail[data["by"]])
            if not t.compute("selected", i in picked, why=f"{data['by']} {field!r} against {data['value']!r}"):
                continue
            date = t.fetch(f"mails[{i}].date", data["mails"][i]["date"])
            utc = t.compute("utc_minutes", to_utc_minutes(date), why="local time minus the offset, in minutes")
            better = best is None or (utc > best[0] if data["which"] == "latest" else utc < best[0])
            if t.compute("better", better, why=f"{data['which']} so far?"):
                best = (utc, t.fetch(f"mails[{i}].id", data["mails"][i]["id"]))
        t.state("answer")
        return t.compute("answer", best[1] if best else "")

    def solve(self, data: dict) -> str:
        # Aware datetimes from the parts, compared directly.
        stamped = []
        for i in self._picked(data):
            _, day, month, year, clock, zone = data["mails"][i]["date"].replace(",", "").split()
            h, m, s = map(int, clock.split(":"))
            minutes = (1 if zone[0] == "+" else -1) * (int(zone[1:3]) * 60 + int(zone[3:]))
            tz = timezone(timedelta(minutes=minutes))
            stamped.append((datetime(int(year), MONTHS.index(month) + 1, int(day), h, m, s, tzinfo=tz), data["mails"][i]["id"]))
        pick = max if data["which"] == "latest" else min
        return pick(stamped)[1]


BOOTCAMP = EmailLatest()
