"""Apply an ordered list of string-rewriting rules step by step and give the final string.

One step applies the first rule (in the listed order) whose left side occurs in the string,
at its leftmost occurrence; the process stops when no rule applies or after the stated number
of steps. Unlike an L-system this is sequential: one replacement per step, and rule priority
matters. The trace is one state per step: fetch the string, find the first applicable rule and
its position, compute the new string.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit.literal import ExactStringAnswer
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    rules: int = 2
    length: int = 5
    steps: int = 4

    def __post_init__(self) -> None:
        if not 1 <= self.rules <= 6:
            raise ValueError(f"rules must be in 1..6, got {self.rules}")
        if not 2 <= self.length <= 30:
            raise ValueError(f"length must be in 2..30, got {self.length}")
        if not 1 <= self.steps <= 60:
            raise ValueError(f"steps must be in 1..60, got {self.steps}")


def first_match(s: str, rules: list[list[str]]) -> tuple[int, int] | None:
    """(rule index, position) of the first rule that applies, at its leftmost occurrence."""
    for k, (lhs, _) in enumerate(rules):
        pos = s.find(lhs)
        if pos >= 0:
            return k, pos
    return None


def rewrite(s: str, rules: list[list[str]], steps: int) -> tuple[str, int]:
    """Final string and the number of steps actually applied."""
    for done in range(steps):
        hit = first_match(s, rules)
        if hit is None:
            return s, done
        k, pos = hit
        lhs, rhs = rules[k]
        s = s[:pos] + rhs + s[pos + len(lhs):]
    return s, steps


_INTROS = (
    "Start from the string {s} and apply the rewriting rules below.",
    "A string-rewriting system has the rules listed below, in priority order. The start string is {s}.",
    "Rewrite {s} using these ordered rules.",
)
_PROCEDURE = (
    "At each step, take the first rule in the list whose left side occurs in the current string and replace "
    "the leftmost occurrence of that left side by the right side. Stop after {n} steps, or earlier if no rule applies."
)


class StringRewriting(ExactStringAnswer, Bootcamp):
    id = "formal/string_rewriting"
    description = "Apply ordered string-rewriting rules (first rule, leftmost match) for n steps"
    Config = Config
    LEVELS = {
        "1": Config(rules=2, length=5, steps=3),
        "2": Config(rules=3, length=6, steps=5),
        "3": Config(rules=3, length=8, steps=8),
        "4": Config(rules=4, length=10, steps=12),
        "5": Config(rules=5, length=14, steps=20),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        while True:
            alphabet = "abc"
            rules: list[list[str]] = []
            while len(rules) < config.rules:
                lhs = "".join(rng.choice(alphabet) for _ in range(rng.randint(1, 2) if rules else 2))
                rhs = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 2)))
                if lhs != rhs and all(lhs != r[0] for r in rules):
                    rules.append([lhs, rhs])
            start = "".join(rng.choice(alphabet) for _ in range(config.length))
            result, used = rewrite(start, rules, config.steps)
            # most of the budget must be used, and the string must not vanish
            if used >= max(1, (3 * config.steps) // 4) and result and len(result) <= 4 * config.length:
                return {"start": start, "rules": rules, "steps": config.steps}, result

    def prompt(self, data: dict, rng: random.Random) -> str:
        lines = [rng.choice(_INTROS).format(s=data["start"])]
        lines += [f"  {k + 1}. {lhs} -> {rhs if rhs else '(empty: delete it)'}" for k, (lhs, rhs) in enumerate(data["rules"])]
        lines.append(_PROCEDURE.format(n=data["steps"]))
        lines.append("What is the final string?")
        lines.append(answer_instruction("the string itself"))
        return "\n".join(lines)

    def program(self, t: Tracer, data: dict) -> str:
        rules = data["rules"]
        s = data["start"]
        for step in range(1, data["steps"] + 1):
            t.state(f"step {step}")
            current = t.fetch("string", s)
            hit = first_match(current, rules)
            rule = t.compute("rule", hit[0] + 1 if hit else 0, why="first rule whose left side occurs (0: none)")
            if not t.goto(rule > 0, why="stop when no rule applies"):
                break
            lhs, rhs = rules[rule - 1]
            pos = t.compute("at", current.find(lhs), why=f"leftmost {lhs}")
            s = t.compute("string", current[:pos] + rhs + current[pos + len(lhs):], why=f"{lhs} -> {rhs}")
        t.state("answer")
        return t.compute("answer", t.fetch("string", s))

    def solve(self, data: dict) -> str:
        return rewrite(data["start"], data["rules"], data["steps"])[0]

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        d = case.data
        wrong = [rewrite(d["start"], d["rules"], d["steps"] - 1)[0], rewrite(d["start"], d["rules"], d["steps"] + 1)[0], d["start"]]
        return [w for w in wrong if w and w != case.answer]


BOOTCAMP = StringRewriting()
