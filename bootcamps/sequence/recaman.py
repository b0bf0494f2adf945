"""Recamán's sequence from a given start a(0) = s: for n >= 1, a(n) = a(n-1) - n when that is
positive and not already in the sequence, otherwise a(n) = a(n-1) + n. A case asks for a(N),
for the first index at which a given value appears, or for the first index whose term repeats an
earlier term (for s = 0 that is a(24) = 42 = a(20)). The traced solver keeps the set of values
seen so far, one state per step; the plain solver rescans the list of terms instead."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer

KINDS = ("term", "first", "repeat")


@dataclass(frozen=True)
class Config:
    max_start: int = 200
    min_steps: int = 8
    max_steps: int = 25

    def __post_init__(self) -> None:
        if not 0 <= self.max_start <= 10**6:
            raise ValueError(f"max_start must be in 0..10**6, got {self.max_start}")
        if not 3 <= self.min_steps <= self.max_steps <= 2000:
            raise ValueError(f"need 3 <= min_steps <= max_steps <= 2000, got {self.min_steps}, {self.max_steps}")


_RULE = ("a(0) = {s}, and for n = 1, 2, 3, ...: a(n) = a(n-1) - n if that number is positive (greater than 0) "
         "and does not already occur among a(0), ..., a(n-1); otherwise a(n) = a(n-1) + n")
_TEMPLATES = (
    "A Recamán-style sequence is defined by {rule}. {question}",
    "Consider the sequence with {rule}. (Each step tries to go back by n, and goes forward by n when going back "
    "would leave the positive integers or revisit a value.) {question}",
    "Define a sequence of integers as follows: {rule}. {question}",
)
_QUESTIONS = {
    "term": ("What is a({n})?", "Find the term a({n}).", "Compute a({n})."),
    "first": ("What is the smallest index n with a(n) = {v}?", "At which index n does the value {v} first appear?",
              "Find the first n for which a(n) equals {v}."),
    "repeat": ("Values may repeat when a step goes forward. What is the smallest index n such that a(n) equals some "
               "earlier term?",
               "Find the first index n at which a(n) equals a term that already appeared before it.",
               "Going forward can land on a value seen before. At which index n does that happen for the first time?"),
}


def _terms(start: int, steps: int) -> list[int]:
    seq, seen = [start], {start}
    for n in range(1, steps + 1):
        back = seq[-1] - n
        seq.append(back if back > 0 and back not in seen else seq[-1] + n)
        seen.add(seq[-1])
    return seq


class Recaman(IntegerAnswer, Bootcamp):
    id = "sequence/recaman"
    description = "Recamán's sequence from a given start: a term, the first index of a value, or the first repeat"
    Config = Config
    LEVELS = {
        "1": Config(max_start=2000, min_steps=6, max_steps=20),
        "2": Config(max_start=3000, min_steps=20, max_steps=45),
        "3": Config(max_start=4000, min_steps=45, max_steps=90),
        "4": Config(max_start=6000, min_steps=90, max_steps=180),
        "5": Config(max_start=10000, min_steps=180, max_steps=320),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        while True:
            start, kind = rng.randint(0, config.max_start), rng.choice(KINDS)
            seq = _terms(start, config.max_steps)
            if kind == "term":
                data = {"start": start, "kind": kind, "n": rng.randint(config.min_steps, config.max_steps)}
                return data, seq[data["n"]]
            firsts: dict[int, int] = {}
            repeat = None
            for n, value in enumerate(seq):
                if value in firsts and repeat is None:
                    repeat = n
                firsts.setdefault(value, n)
            if kind == "repeat":
                if repeat is not None and repeat >= config.min_steps:
                    return {"start": start, "kind": kind}, repeat
                continue
            late = sorted(v for v, n in firsts.items() if n >= config.min_steps)
            if late:
                v = rng.choice(late)
                return {"start": start, "kind": kind, "value": v}, firsts[v]

    def prompt(self, data: dict, rng: random.Random) -> str:
        rule = _RULE.format(s=data["start"])
        question = rng.choice(_QUESTIONS[data["kind"]]).format(n=data.get("n"), v=data.get("value"))
        text = rng.choice(_TEMPLATES).format(rule=rule, question=question)
        form = "a single integer (a term value)" if data["kind"] == "term" else "a single integer (an index n)"
        return f"{text}\n{answer_instruction(form)}"

    def program(self, t: Tracer, data: dict) -> int:
        kind = data["kind"]
        t.state("start")
        value = t.compute("a(0)", t.fetch("start", data["start"]), why="the given start")
        seen = {value}
        n = 0
        while True:
            n += 1
            if n > 5000:
                raise ValueError("no answer within 5000 steps (an injected error)")
            t.state(f"step {n}")
            prev = t.fetch(f"a({n - 1})", value)
            back = t.compute("back", prev - n, why=f"a({n - 1}) - {n}")
            free = t.compute("back allowed", back > 0 and back not in seen, why="positive and not seen before")
            if t.goto(free, why="go back if allowed, else forward"):
                value = t.compute(f"a({n})", back)
            else:
                value = t.compute(f"a({n})", prev + n, why=f"a({n - 1}) + {n}")
                if kind == "repeat" and t.goto(value in seen, why="forward step onto a seen value"):
                    t.state("answer")
                    return t.compute("answer", n, why="first repeated term")
            seen.add(value)
            if kind == "term" and t.goto(n == data["n"], why=f"stop at n = {data['n']}"):
                break
            if kind == "first" and t.goto(value == data["value"], why=f"stop at the value {data['value']}"):
                break
        t.state("answer")
        return t.compute("answer", value if kind == "term" else n, why="the term" if kind == "term" else "the index")

    def solve(self, data: dict) -> int:
        seq = [data["start"]]
        n = 0
        while n < 5000:
            n += 1
            back = seq[-1] - n
            nxt = back if back > 0 and back not in seq else seq[-1] + n
            if data["kind"] == "repeat" and nxt in seq:
                return n
            seq.append(nxt)
            if data["kind"] == "term" and n == data["n"]:
                return nxt
            if data["kind"] == "first" and nxt == data["value"]:
                return n
        raise ValueError("no answer within 5000 steps")


BOOTCAMP = Recaman()
