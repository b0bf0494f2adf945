"""Sort lines of words by a stated multi-key rule (length, last letter, vowels, alphabet)."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.trace import Tracer
from bootcamps.words import VOCABULARY

# each key: (id, how the prompt says it, the sort key of one word)
KEYS = {
    "length": ("by length, shortest first", len),
    "length_desc": ("by length, longest first", lambda w: -len(w)),
    "last": ("by last letter, a to z", lambda w: w[-1]),
    "vowels": ("by number of vowels (a, e, i, o, u), fewest first", lambda w: sum(c in "aeiou" for c in w)),
    "alpha": ("alphabetically, a to z", lambda w: w),
    "alpha_desc": ("in reverse alphabetical order, z to a", lambda w: [-ord(c) for c in w] + [1]),
}
_PRIMARY = ("length", "length_desc", "last", "vowels")


@dataclass(frozen=True)
class Config:
    min_lines: int = 5
    max_lines: int = 6
    keys: int = 2  # sort keys before the final alphabetical tie-break

    def __post_init__(self) -> None:
        if not 2 <= self.min_lines <= self.max_lines <= 200:
            raise ValueError(f"need 2 <= min_lines <= max_lines <= 200, got {self.min_lines}, {self.max_lines}")
        if not 1 <= self.keys <= 3:
            raise ValueError(f"keys must be in 1..3, got {self.keys}")


def sort_key(rule: list[str]):
    return lambda w: tuple(KEYS[k][1](w) for k in rule)


class SortLines(Bootcamp):
    id = "text/sort_lines"
    description = "Sort lines of words by a stated chain of keys with an alphabetical tie-break"
    Config = Config
    multiline_answer = True  # one word per line is the natural answer
    LEVELS = {
        "1": Config(min_lines=5, max_lines=6, keys=1),
        "2": Config(min_lines=7, max_lines=9, keys=1),
        "3": Config(min_lines=10, max_lines=14, keys=2),
        "4": Config(min_lines=16, max_lines=24, keys=2),
        "5": Config(min_lines=28, max_lines=40, keys=3),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list]:
        words = rng.sample(VOCABULARY, rng.randint(config.min_lines, config.max_lines))
        rule = rng.sample(_PRIMARY, config.keys)
        if "length" in rule and "length_desc" in rule:
            rule.remove("length_desc")
        rule.append(rng.choice(("alpha", "alpha_desc")))  # the last key breaks every tie
        data = {"lines": words, "rule": rule}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        steps = "; then ".join(KEYS[k][0] for k in data["rule"])
        text = rng.choice((
            "Sort these lines {steps} (each later rule only breaks ties of the earlier ones).",
            "Order the words below {steps}; a later rule decides only between words the earlier rules rank equal.",
            "Rearrange the lines so they are sorted {steps}, applying the rules in that order of priority.",
        )).format(steps=steps)
        body = "\n".join(data["lines"])
        return f"{text}\n{body}\n{answer_instruction('the sorted words, one per line (or separated by commas)')}"

    def check(self, data: dict, answer: list, text: str) -> float:
        if len(text) > 3 * sum(len(w) + 2 for w in answer) + 50:
            return 0.0
        items = [w.strip() for w in text.replace(",", "\n").split("\n") if w.strip()]
        return 1.0 if [w.lower() for w in items] == answer else 0.0

    def format_answer(self, answer: list) -> str:
        return "\n".join(answer)

    def program(self, t: Tracer, data: dict) -> list:
        key = sort_key(data["rule"])
        done: list[str] = []
        for i, word in enumerate(data["lines"]):  # insertion sort, one state per insertion
            t.state(f"insert {i}")
            w = t.fetch(f"line[{i}]", word)
            k = t.compute("key", list(key(w)) if isinstance(w, str) and w else [], why="the rule's keys of this word")
            at = t.compute("at", sum(1 for d in done if key(d) <= tuple(k)), why="words ranked before it")
            done = t.compute("sorted", done[:at] + [w] + done[at:])
        t.state("answer")
        return t.compute("answer", done)

    def solve(self, data: dict) -> list:
        return sorted(data["lines"], key=sort_key(data["rule"]))


BOOTCAMP = SortLines()
