"""Count the lines of a generated log that satisfy stated conditions: minimum severity, service,
a time window and a word in the message, in one of several log layouts."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.textkit import LOG_LEVELS, SERVICES
from bootcamps.trace import Tracer

MESSAGES = (
    "request served in {n} ms", "cache miss for key item{n}", "connection timeout after {n} s",
    "retrying upload part {n}", "user {n} logged in", "disk usage high on volume {n}", "payment {n} declined",
    "job {n} finished", "queue length {n}", "slow query took {n} ms", "token for user {n} expired",
    "timeout while calling service {n}", "config reloaded version {n}", "worker {n} restarted",
)
LAYOUTS = {
    "plain": "{date} {time} {level} [{service}] {message}",
    "bracket": "[{date}T{time}] {service}/{level}: {message}",
    "keyvalue": "ts={date}T{time} level={level} svc={service} msg=\"{message}\"",
}
KEYWORDS = ("timeout", "user", "ms", "job", "queue")


@dataclass(frozen=True)
class Config:
    lines: int = 8
    conditions: int = 2

    def __post_init__(self) -> None:
        if not 4 <= self.lines <= 200:
            raise ValueError(f"lines must be in 4..200, got {self.lines}")
        if not 1 <= self.conditions <= 4:
            raise ValueError(f"conditions must be in 1..4, got {self.conditions}")


def _clock(seconds: int) -> str:
    return f"{seconds // 3600:02d}:{seconds // 60 % 60:02d}:{seconds % 60:02d}"


def holds(entry: dict, query: dict) -> bool:
    """Whether one parsed entry meets every condition of the query."""
    if "min_level" in query and LOG_LEVELS.index(entry["level"]) < LOG_LEVELS.index(query["min_level"]):
        return False
    if "services" in query and entry["service"] not in query["services"]:
        return False
    if "window" in query and not query["window"][0] <= entry["time"] < query["window"][1]:
        return False
    if "word" in query and query["word"] not in entry["message"].split():
        return False
    return True


def describe(query: dict) -> list[str]:
    out = []
    if "min_level" in query:
        out.append(f"its level is {query['min_level']} or more severe (severity order: DEBUG < INFO < WARN < ERROR)")
    if "services" in query:
        out.append("its service is " + " or ".join(query["services"]))
    if "window" in query:
        a, b = query["window"]
        out.append(f"its time is at or after {a} and strictly before {b}")
    if "word" in query:
        out.append(f"its message contains the word \"{query['word']}\" as a whole word")
    return out


_TEMPLATES = (
    "Here is a log file:\n{log}\nHow many lines satisfy all of these conditions: {conds}?",
    "Count the log lines for which {conds}.\n{log}",
    "A service wrote this log:\n{log}\nCount the entries where {conds}.",
)


class LogFilter(IntegerAnswer, Bootcamp):
    id = "text/log_filter"
    description = "Count log lines meeting severity, service, time-window and keyword conditions"
    Config = Config
    LEVELS = {
        "1": Config(lines=6, conditions=1),
        "2": Config(lines=10, conditions=2),
        "3": Config(lines=16, conditions=2),
        "4": Config(lines=24, conditions=3),
        "5": Config(lines=36, conditions=4),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        services = rng.sample(SERVICES, rng.randint(3, 5))
        start = rng.randint(0, 20 * 3600)
        times = sorted(start + rng.randint(0, 3 * 3600) for _ in range(config.lines))
        date = f"2024-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}"
        entries = []
        for t in times:
            message = rng.choice(MESSAGES).format(n=rng.randint(2, 999))
            entries.append({"time": _clock(t), "level": rng.choice(LOG_LEVELS), "service": rng.choice(services),
                            "message": message})
        kinds = rng.sample(("min_level", "services", "window", "word"), config.conditions)
        query: dict = {}
        for kind in kinds:
            if kind == "min_level":
                query[kind] = rng.choice(LOG_LEVELS[1:])
            elif kind == "services":
                query[kind] = sorted(rng.sample(services, rng.randint(1, 2)))
            elif kind == "window":
                a, b = sorted(rng.sample(times, 2))
                query[kind] = [_clock(a), _clock(b)]
            else:
                query[kind] = rng.choice(KEYWORDS)
        data = {"date": date, "layout": rng.choice(sorted(LAYOUTS)), "entries": entries, "query": query}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        layout = LAYOUTS[data["layout"]]
        log = "\n".join(layout.format(date=data["date"], **e) for e in data["entries"])
        conds = "; ".join(describe(data["query"]))
        text = rng.choice(_TEMPLATES).format(log=log, conds=conds)
        return f"{text}\n{answer_instruction('the number of lines')}"

    def program(self, t: Tracer, data: dict) -> int:
        count = 0
        for i, e in enumerate(data["entries"]):
            t.state(f"line {i + 1}")
            t.fetch(f"line[{i}]", f"{e['time']} {e['level']} {e['service']} {e['message']}")
            ok = t.compute("match", holds(e, data["query"]), why="every condition holds")
            if ok:
                count = t.compute("count", count + 1)
        t.state("answer")
        return t.compute("answer", count)

    def solve(self, data: dict) -> int:
        # Conditions as a list of predicates over the tuple (seconds, severity, service, words).
        q = data["query"]

        def secs(clock: str) -> int:
            h, m, s = map(int, clock.split(":"))
            return 3600 * h + 60 * m + s

        tests = []
        if "min_level" in q:
            tests.append(lambda e: LOG_LEVELS.index(e["level"]) >= LOG_LEVELS.index(q["min_level"]))
        if "services" in q:
            tests.append(lambda e: e["service"] in set(q["services"]))
        if "window" in q:
            tests.append(lambda e: secs(q["window"][0]) <= secs(e["time"]) < secs(q["window"][1]))
        if "word" in q:
            tests.append(lambda e: q["word"] in set(e["message"].split()))
        return sum(all(test(e) for test in tests) for e in data["entries"])


BOOTCAMP = LogFilter()
