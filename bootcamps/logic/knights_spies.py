"""Knights, knaves and spies: knights always tell the truth, knaves always lie, and a spy may
say anything. Knowing how many spies there are, find everyone's role.

A third type that is unconstrained changes the reasoning: a spy's statement carries no
information, so the puzzle is solved through the statements of those who cannot be spies and
through the spy count. Statements name a role ("B is a knave", "C is not a spy"), compare two
people ("A and D are the same type") or count ("exactly two of us are knights"). The generator
adds true-for-knights / false-for-knaves statements about a hidden assignment until exactly one
assignment with the stated number of spies fits. The trace backtracks over the people in order,
testing each statement once everyone it mentions has a role. The tests check golds with z3.
"""

from __future__ import annotations

import itertools
import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit.logic5 import read_roles
from bootcamps.trace import Tracer

ROLES = ("knight", "knave", "spy")
NAMES = ("Ada", "Bran", "Cleo", "Dov", "Esme", "Finn", "Gus", "Hana")


@dataclass(frozen=True)
class Config:
    people: int = 3
    spies: int = 1
    max_statements: int = 6

    def __post_init__(self) -> None:
        if not 3 <= self.people <= len(NAMES):
            raise ValueError(f"people must be in 3..{len(NAMES)}, got {self.people}")
        if not 1 <= self.spies < self.people:
            raise ValueError(f"spies must be in 1..people-1, got {self.spies}")
        if not self.people <= self.max_statements <= 4 * self.people:
            raise ValueError(f"max_statements must be in people..4*people, got {self.max_statements}")


def holds(st: list, roles: tuple[str, ...] | list[str]) -> bool:
    kind = st[1]
    if kind == "is":
        return roles[st[2]] == st[3]
    if kind == "isnot":
        return roles[st[2]] != st[3]
    if kind == "same":
        return roles[st[2]] == roles[st[3]]
    if kind == "differ":
        return roles[st[2]] != roles[st[3]]
    return sum(r == st[2] for r in roles) == st[3]  # "count"


def mentions(st: list, n: int) -> list[int]:
    kind = st[1]
    if kind in ("is", "isnot"):
        return [st[2]]
    if kind in ("same", "differ"):
        return [st[2], st[3]]
    return list(range(n))


def allowed(st: list, roles) -> bool:
    """A statement fits its speaker: true from a knight, false from a knave, anything from a spy."""
    role = roles[st[0]]
    return role == "spy" or holds(st, roles) == (role == "knight")


def statement_text(st: list, names: list[str]) -> str:
    kind = st[1]
    if kind == "is":
        return f"{names[st[2]]} is a {st[3]}."
    if kind == "isnot":
        return f"{names[st[2]]} is not a {st[3]}."
    if kind == "same":
        return f"{names[st[2]]} and {names[st[3]]} are of the same type."
    if kind == "differ":
        return f"{names[st[2]]} and {names[st[3]]} are of different types."
    words = ("no one", "exactly one", "exactly two", "exactly three", "exactly four", "exactly five")
    return f"Among all {len(names)} of us, {words[st[3]]} {'is a' if st[3] <= 1 else 'are'} {st[2]}{'' if st[3] <= 1 else 's'}."


class KnightsSpies(Bootcamp):
    id = "logic/knights_spies"
    description = "Knights, knaves and spies (who may say anything): find every role given the number of spies"
    Config = Config
    LEVELS = {
        "1": Config(people=3, spies=1, max_statements=5),
        "2": Config(people=4, spies=1, max_statements=7),
        "3": Config(people=5, spies=1, max_statements=9),
        "4": Config(people=6, spies=2, max_statements=11),
        "5": Config(people=7, spies=2, max_statements=14),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, dict]:
        n = config.people
        candidates = [c for c in itertools.product(ROLES, repeat=n) if c.count("spy") == config.spies]
        while True:
            hidden = candidates[rng.randrange(len(candidates))]
            left, statements = list(candidates), []
            speakers = list(range(n))
            rng.shuffle(speakers)
            for k in range(config.max_statements):
                speaker = speakers[k] if k < n else rng.randrange(n)
                st = self._statement(rng, speaker, n, hidden)
                kept = [c for c in left if allowed(st, c)]
                if len(kept) == len(left) and k >= n:
                    continue  # tells nothing new
                statements.append(st)
                left = kept
                if len(left) == 1 and k >= n - 1:
                    break
            if len(left) == 1:
                names = sorted(rng.sample(NAMES, n), key=NAMES.index)
                statements.sort(key=lambda s: s[0])
                data = {"names": names, "spies": config.spies, "statements": statements}
                return data, dict(zip(names, hidden))

    def _statement(self, rng: random.Random, speaker: int, n: int, hidden: tuple[str, ...]) -> list:
        while True:
            others = [p for p in range(n) if p != speaker]
            kind = rng.choice(("is", "is", "isnot", "same", "differ", "count"))
            if kind in ("is", "isnot"):
                st = [speaker, kind, rng.choice(others), rng.choice(ROLES)]
            elif kind in ("same", "differ"):
                a, b = sorted(rng.sample(range(n), 2))
                st = [speaker, kind, a, b]
            else:
                st = [speaker, kind, rng.choice(ROLES[:2]), rng.randint(0, min(3, n - 1))]
            if allowed(st, hidden):
                return st

    def prompt(self, data: dict, rng: random.Random) -> str:
        names, s = data["names"], data["spies"]
        intro = rng.choice((
            "On an island live knights, who always tell the truth, knaves, who always lie, and spies, who may say "
            "anything at all (true or false).",
            "Each person below is a knight (every statement true), a knave (every statement false) or a spy (statements "
            "may be true or false, freely).",
            "Three kinds of people: knights never lie, knaves never tell the truth, and spies say whatever they like.",
        ))
        count = f"Exactly {'one' if s == 1 else s} of the {len(names)} people ({', '.join(names)}) {'is a spy' if s == 1 else 'are spies'}."
        lines = [intro, count]
        lines += [f"{names[st[0]]} says: \"{statement_text(st, names)}\"" for st in data["statements"]]
        lines.append(rng.choice(("Who is what?", "Determine each person's role.", "Find the role of every person.")))
        lines.append(answer_instruction("each name with its role, like Ada: knight, Bran: spy, Cleo: knave"))
        return "\n".join(lines)

    def format_answer(self, answer: dict) -> str:
        return ", ".join(f"{k}: {v}" for k, v in answer.items())

    def check(self, data: dict, answer: dict, text: str) -> float:
        return 1.0 if read_roles(text, data["names"], ROLES) == answer else 0.0

    def program(self, t: Tracer, data: dict) -> dict:
        names, statements, n = data["names"], data["statements"], len(data["names"])
        found: list[str] = []

        def search(roles: list[str]) -> bool:
            k = len(roles)
            if k == n:
                return True
            for role in ROLES:
                trial = roles + [role]
                t.state(f"{names[k]} as {role}: " + " ".join(trial))
                spies = t.compute("spies so far", trial.count("spy"))
                if spies > data["spies"] or (k == n - 1 and spies != data["spies"]):
                    t.compute("ok", False, why="spy count")
                    continue
                ready = [st for st in statements if max(mentions(st, n) + [st[0]]) == k]
                ok = all(allowed(st, trial) for st in ready)
                if not t.compute("ok", ok, why=f"{len(ready)} statements now decided"):
                    continue
                if search(trial):
                    if not found:
                        found.extend(trial)
                    return True
            return False

        search([])
        t.state("answer")
        roles = t.fetch("roles", found)
        t.compute("answer", [f"{name}: {role}" for name, role in zip(names, roles)])
        return dict(zip(names, roles))

    def solve(self, data: dict) -> dict:
        n = len(data["names"])
        fits = [c for c in itertools.product(ROLES, repeat=n)
                if c.count("spy") == data["spies"] and all(allowed(st, c) for st in data["statements"])]
        return dict(zip(data["names"], fits[0]))

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        names = list(case.answer)
        out = []
        for _ in range(3):
            wrong = dict(case.answer)
            who = rng.choice(names)
            wrong[who] = rng.choice([r for r in ROLES if r != wrong[who]])
            out.append(self.format_answer(wrong))
        return out


BOOTCAMP = KnightsSpies()
