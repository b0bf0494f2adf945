"""Which JavaScript ``==`` comparisons are true: the abstract (loose) equality algorithm.

Each case is a numbered list of comparisons ``x == y`` between literals: numbers (with ``NaN``,
``-0`` and ``Infinity``), strings (empty, blank, padded, ``"0x10"``, ``"1e1"``, ``"01"``,
words), booleans, ``null``, ``undefined`` and one-element array literals such as ``[1]``. The
prompt states the algorithm's steps: same type compares strictly (``NaN`` equals nothing, two
array literals are two different objects); ``null`` and ``undefined`` equal each other and
nothing else; a boolean becomes a number; a string against a number becomes a number
(``Number("  ")`` is 0, ``Number("0x10")`` is 16, anything unparsable is ``NaN``); an array
against a string or number becomes its string (``String([1])`` is "1"), so ``"01" == [1]``
compares strings. The interpreter applies one step at a time; the trace is one state per
comparison: fetch both operands, compute each coerced operand with the step that produced it,
then the result. ``solve`` classifies the pair instead; the tests run the comparisons in node.
"""

from __future__ import annotations

import math
import random
import re
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit.arrays import parse_ints
from bootcamps.trace import Tracer

POOLS = {
    1: ("0", "1", "2", '"0"', '"1"', '"2"', '""', "true", "false"),
    2: ("NaN", '"abc"', '"1.0"', '"01"', "null", "undefined", "10", '"10"'),
    3: ("[0]", "[1]", "[2]", '" 1 "', '" "', '"0x10"', "16", '"1e1"', '"true"', '"false"', '"null"'),
    4: ("-0", "Infinity", '"Infinity"', '"-0"', "[10]", '"NaN"', '"+1"', '"1,0"'),
}
_DECIMAL = re.compile(r"[+-]?(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]+)?")


@dataclass(frozen=True)
class Config:
    comparisons: int = 5
    pool: int = 1

    def __post_init__(self) -> None:
        if not 2 <= self.comparisons <= 30:
            raise ValueError(f"comparisons must be in 2..30, got {self.comparisons}")
        if self.pool not in POOLS:
            raise ValueError(f"pool must be one of {sorted(POOLS)}, got {self.pool}")


def kind(v: str) -> str:
    if v.startswith('"'):
        return "string"
    if v.startswith("["):
        return "array"
    if v in ("true", "false"):
        return "boolean"
    if v in ("null", "undefined"):
        return v
    return "number"


def number_text(x: float) -> str:
    if math.isnan(x):
        return "NaN"
    if math.isinf(x):
        return "Infinity" if x > 0 else "-Infinity"
    return str(int(x)) if x == int(x) else repr(x)


def to_number(s: str) -> float:
    """ToNumber of a JS string's contents."""
    s = s.strip(" \t\n\r\v\f")
    if s == "":
        return 0.0
    if s in ("Infinity", "+Infinity", "-Infinity"):
        return -math.inf if s[0] == "-" else math.inf
    if s[:2] in ("0x", "0X") and len(s) > 2 and all(c in "0123456789abcdefABCDEF" for c in s[2:]):
        return float(int(s[2:], 16))
    if _DECIMAL.fullmatch(s):
        return float(s)
    return math.nan


def step(x: str, y: str) -> tuple[str, str, str] | bool:
    """One step of IsLooselyEqual(x, y): the final boolean, or the rewritten pair and the reason."""
    kx, ky = kind(x), kind(y)
    if kx == ky:
        if kx == "number":
            return float(x) == float(y)  # NaN is unequal to everything; -0 equals 0
        if kx == "array":
            return False  # two literals are two distinct objects
        return x == y
    if {kx, ky} == {"null", "undefined"}:
        return True
    if kx == "number" and ky == "string":
        return x, number_text(to_number(y[1:-1])), "ToNumber(right string)"
    if kx == "string" and ky == "number":
        return number_text(to_number(x[1:-1])), y, "ToNumber(left string)"
    if kx == "boolean":
        return ("1" if x == "true" else "0"), y, "ToNumber(left boolean)"
    if ky == "boolean":
        return x, ("1" if y == "true" else "0"), "ToNumber(right boolean)"
    if kx in ("string", "number") and ky == "array":
        return x, '"' + array_string(y) + '"', "ToPrimitive(right array)"
    if kx == "array" and ky in ("string", "number"):
        return '"' + array_string(x) + '"', y, "ToPrimitive(left array)"
    return False  # null or undefined against anything else


def array_string(a: str) -> str:
    return number_text(float(a[1:-1]))


def loose_equal(x: str, y: str) -> bool:
    while True:
        r = step(x, y)
        if isinstance(r, bool):
            return r
        x, y, _ = r


_INTROS = (
    "Which of these JavaScript comparisons evaluate to true?",
    "Evaluate each JavaScript loose-equality comparison below. Which ones are true?",
    "In JavaScript, which of the following `==` expressions give true?",
)
_RULES = (
    "`x == y` (abstract equality) works step by step: (1) same type: numbers compare by value (NaN "
    "equals nothing, not even NaN; -0 equals 0), strings and booleans by content, and two array "
    "literals are two different objects, so they are never equal. (2) null == undefined is true, "
    "but null or undefined equals nothing else. (3) number vs string: the string is converted with "
    "Number() and compared again. (4) a boolean is converted to a number (true 1, false 0) and compared "
    "again. (5) an array vs a string or number: the array is converted to its string (String([7]) is "
    "\"7\") and compared again, so an array and a string compare as strings. Number(s) ignores "
    "leading and trailing whitespace, turns an empty or blank string into 0, reads decimal literals "
    "(\"1.0\", \"01\", \"1e1\", \"+1\"), hexadecimal \"0x..\" and \"Infinity\", and gives NaN for anything else."
)


class JsLooseEquality(Bootcamp):
    id = "code/js_loose_equality"
    description = "Which JavaScript == comparisons are true under the abstract equality coercion rules"
    Config = Config
    LEVELS = {
        "1": Config(comparisons=4, pool=1),
        "2": Config(comparisons=6, pool=2),
        "3": Config(comparisons=8, pool=3),
        "4": Config(comparisons=10, pool=4),
        "5": Config(comparisons=14, pool=4),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        values = [v for p in range(1, config.pool + 1) for v in POOLS[p]]
        fresh = POOLS[config.pool]
        while True:
            pairs = []
            for _ in range(config.comparisons):
                want = rng.random() < 0.45
                for _ in range(60):
                    x = rng.choice(fresh) if rng.random() < 0.5 else rng.choice(values)
                    y = rng.choice(values)
                    if rng.random() < 0.5:
                        x, y = y, x
                    if kind(x) == kind(y) and rng.random() < 0.7:
                        continue  # mostly mixed types: the coercions are the point
                    if [x, y] not in pairs and loose_equal(x, y) == want:
                        break
                pairs.append([x, y])
            if len({tuple(p) for p in pairs}) < len(pairs):
                continue
            data = {"pairs": pairs}
            gold = self.solve(data)
            if 0 < len(gold) < len(pairs):
                return data, gold

    def prompt(self, data: dict, rng: random.Random) -> str:
        lines = [f"{i}. {x} == {y}" for i, (x, y) in enumerate(data["pairs"], 1)]
        form = "the numbers of the true comparisons in increasing order, separated by commas (for example 2, 3)"
        return "\n".join([rng.choice(_INTROS), *lines, _RULES, answer_instruction(form)])

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def check(self, data: dict, answer: list[int], text: str) -> float:
        got = parse_ints(text)
        if got is None and isinstance(text, str) and text.strip().casefold() in ("none", "[]"):
            got = []
        # Any order is the same set; a repeated number is a malformed answer.
        return 1.0 if got is not None and len(set(got)) == len(got) and sorted(got) == list(answer) else 0.0

    def program(self, t: Tracer, data: dict) -> list[int]:
        true = []
        for i, (x, y) in enumerate(data["pairs"], 1):
            t.state(f"comparison {i}")
            x, y = t.fetch(f"left[{i}]", x), t.fetch(f"right[{i}]", y)
            while not isinstance(r := step(x, y), bool):
                x, y, why = r
                x = t.compute("x", x, why=why)
                y = t.compute("y", y, why=why)
            if t.compute("equal", r, why=f"{kind(x)} vs {kind(y)}"):
                true = t.compute("true", true + [i])
        t.state("answer")
        return t.compute("answer", t.fetch("true", true))

    def solve(self, data: dict) -> list[int]:
        # Classify the pair once instead of rewriting it step by step.
        def num(v: str) -> float:
            k = kind(v)
            if k == "boolean":
                return 1.0 if v == "true" else 0.0
            if k == "string":
                return to_number(v[1:-1])
            if k == "array":
                return float(v[1:-1])
            return float(v)

        out = []
        for i, (x, y) in enumerate(data["pairs"], 1):
            kx, ky = kind(x), kind(y)
            nullish = {"null", "undefined"}
            if kx in nullish or ky in nullish:
                eq = kx in nullish and ky in nullish
            elif kx == ky == "array":
                eq = False
            elif kx == ky and kx != "number":
                eq = x == y
            elif {kx, ky} == {"array", "string"}:
                a, s = (x, y) if kx == "array" else (y, x)
                eq = array_string(a) == s[1:-1]
            else:
                eq = num(x) == num(y)
            if eq:
                out.append(i)
        return out

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        gold = case.answer
        n = len(case.data["pairs"])
        flipped = sorted(set(gold) ^ {rng.randint(1, n)})
        rest = [i for i in range(1, n + 1) if i not in gold]
        return [", ".join(map(str, w)) for w in (flipped, rest, gold[:-1]) if w != gold]


BOOTCAMP = JsLooseEquality()
