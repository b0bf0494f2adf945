"""Evaluate Python extended slices s[a:b:c] of a string, with negative steps and indices.

Each case gives a string of distinct-looking letters and several slices drawn from a grammar:
omitted bounds, negative indices, out-of-range bounds, negative steps and a chained slice
(``s[::-1][1:5]``). Results are the substrings Python returns; the generator skips slices
that come out empty. The interpreter applies CPython's rules written out (negative indices
add len(s), then bounds are clamped to [0, len] for a positive step or [-1, len-1] for a
negative one, with defaults depending on the step's sign), never Python's own slicing on the
generated text. The trace is one state per slice: the normalised start and stop, then the
picked indices. The tests ``exec`` the generated expressions.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    length: int = 6
    slices: int = 2
    negative: float = 0.5  # share of slices with a negative step
    chained: bool = False

    def __post_init__(self) -> None:
        if not 4 <= self.length <= 26 or not 1 <= self.slices <= 8:
            raise ValueError("length must be in 4..26 and slices in 1..8")


def indices(n: int, start: int | None, stop: int | None, step: int) -> list[int]:
    """CPython's slice.indices walk, written out."""
    if step > 0:
        lo, hi = 0, n
    else:
        lo, hi = -1, n - 1
    def fix(v: int | None, default: int) -> int:
        if v is None:
            return default
        if v < 0:
            v += n
        return min(max(v, lo), hi)
    a = fix(start, lo if step > 0 else hi)
    b = fix(stop, hi if step > 0 else lo)
    out, i = [], a
    while (i < b) if step > 0 else (i > b):
        out.append(i)
        i += step
    return out


def part_text(part: list) -> str:
    a, b, c = part
    text = f"{'' if a is None else a}:{'' if b is None else b}"
    return text + (f":{c}" if c != 1 else "")


def expr_text(sl: list) -> str:
    return "s" + "".join(f"[{part_text(p)}]" for p in sl)


def apply(s: str, sl: list) -> str:
    for a, b, c in sl:
        s = "".join(s[i] for i in indices(len(s), a, b, c))
    return s


_INTROS = (
    "In Python, s = '{s}'. What are the values of these expressions?",
    "Let s = '{s}' (a Python str). Evaluate each slice below.",
    "Given the Python string s = '{s}', compute the following slices.",
)
_RULE = ("s[a:b:c] takes s[a], s[a+c], ... up to but not including index b; a negative index counts from the end (add len(s)); "
         "with c < 0 it walks backwards, and omitted a / b default to the start / end in the direction of travel; bounds past the "
         "ends are clipped. Two slices in a row apply one after the other.")


class ExtendedSlicing(Bootcamp):
    id = "code/extended_slicing"
    description = "Evaluate Python extended string slices with negative steps, negative and out-of-range bounds"
    Config = Config
    LEVELS = {
        "1": Config(length=6, slices=2, negative=0.3, chained=False),
        "2": Config(length=8, slices=3, negative=0.5, chained=False),
        "3": Config(length=10, slices=4, negative=0.6, chained=True),
        "4": Config(length=13, slices=5, negative=0.7, chained=True),
        "5": Config(length=16, slices=7, negative=0.7, chained=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        n = config.length
        s = "".join(rng.sample("abcdefghijklmnopqrstuvwxyz", n))

        def part() -> list:
            step = rng.choice((-1, -2, -3)) if rng.random() < config.negative else rng.choice((1, 2, 3))
            bound = lambda: None if rng.random() < 0.3 else rng.choice((rng.randint(-n - 3, -1), rng.randint(0, n + 3)))  # noqa: E731
            return [bound(), bound(), step]

        slices, results = [], []
        while len(slices) < config.slices:
            sl = [part()] + ([part()] if config.chained and rng.random() < 0.35 else [])
            out = apply(s, sl)
            if out and expr_text(sl) not in [expr_text(x) for x in slices] and [None, None, 1] not in sl:
                slices.append(sl)
                results.append(out)
        return {"s": s, "slices": slices}, results

    def prompt(self, data: dict, rng: random.Random) -> str:
        lines = [rng.choice(_INTROS).format(s=data["s"])] + [f"{k + 1}. {expr_text(sl)}" for k, sl in enumerate(data["slices"])]
        lines += [_RULE, answer_instruction("the resulting strings in order, without quotes, separated by spaces (for example: fdb ace)")]
        return "\n".join(lines)

    def format_answer(self, answer: list[str]) -> str:
        return " ".join(answer)

    def check(self, data: dict, answer: list[str], text: str) -> float:
        if not isinstance(text, str) or len(text) > 20 * len(answer) + 40:
            return 0.0
        words = [w.strip("'\"") for w in re.split(r"[\s,]+", text.strip().rstrip(".")) if w]
        return 1.0 if words == list(answer) else 0.0

    def program(self, t: Tracer, data: dict) -> list[str]:
        out = []
        for k, sl in enumerate(data["slices"]):
            cur = data["s"]
            for j, (a, b, c) in enumerate(sl):
                t.state(f"slice {k + 1} part {j + 1}: [{part_text([a, b, c])}]")
                cur = t.fetch("string", cur)
                picked = t.compute("indices", indices(len(cur), a, b, c), why=f"len {len(cur)}")
                cur = t.compute("result", "".join(cur[i] for i in picked if 0 <= i < len(cur)))
            out.append(cur)
        t.state("answer")
        return t.compute("answer", out)

    def solve(self, data: dict) -> list[str]:
        return [apply(data["s"], sl) for sl in data["slices"]]

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        gold = list(case.answer)
        i = rng.randrange(len(gold))
        wrong = gold[:i] + [gold[i][::-1] if len(gold[i]) > 1 else gold[i] + "a"] + gold[i + 1:]
        return [self.format_answer(wrong), self.format_answer(gold[:-1]) if len(gold) > 1 else "x" + gold[0]]


BOOTCAMP = ExtendedSlicing()
