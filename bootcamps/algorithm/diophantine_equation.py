"""Diophantine equation: every non-negative integer solution (x, y) of a*x + b*y = n.

TAIL class "Enumeration": one state per candidate x = 0, 1, 2, ... restating the remainder
n - a*x, testing it for divisibility by b (a solution gives y) and deciding whether another x
fits (the transition). The answer is the set of pairs; any order is accepted. Every case has at
least one solution: "none" is the validation contract's garbage answer, so it is never gold.
"""

from __future__ import annotations

import math
import random
import re
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.parse import parse_int_list
from bootcamps.trace import Tracer, render_value


@dataclass(frozen=True)
class Config:
    min_len: int = 10
    max_len: int = 50
    min_coef: int = 2
    max_coef: int = 15

    def __post_init__(self) -> None:
        if self.min_len < 1:
            raise ValueError(f"min_len must be >= 1, got {self.min_len}")
        if self.max_len < self.min_len:
            raise ValueError(f"max_len must be >= min_len ({self.min_len}), got {self.max_len}")
        if not 1 <= self.min_coef <= self.max_coef:
            raise ValueError(f"need 1 <= min_coef <= max_coef, got {self.min_coef}, {self.max_coef}")


_TEMPLATES = (
    "Find all pairs of non-negative integers ({x}, {y}) with {a}{x} + {b}{y} = {n}.",
    "Solve {a}*{x} + {b}*{y} = {n} over the non-negative integers. List every solution ({x}, {y}).",
    "Equation: {a}{x} + {b}{y} = {n}\nFind every solution with {x} >= 0 and {y} >= 0 integers.",
    "List all non-negative integer solutions ({x}, {y}) of the linear Diophantine equation {a}{x} + {b}{y} = {n}.",
    "Stamps cost {a} and {b} cents. Using {x} stamps of {a} cents and {y} stamps of {b} cents, which pairs ({x}, {y}) make exactly {n} cents?",
    "Which pairs of whole numbers {x}, {y} >= 0 satisfy {a}·{x} + {b}·{y} = {n}?",
    "Enumerate every ({x}, {y}) in non-negative integers such that {a}{x} plus {b}{y} equals {n}.",
    "A shop sells boxes of {a} and of {b} items. In how many ways, and which, can you buy exactly {n} items with {x} boxes of {a} and {y} boxes of {b}? List the pairs ({x}, {y}).",
    "Determine all solutions in non-negative integers of {a}{x} + {b}{y} = {n}.",
    "{x} and {y} are non-negative integers with {a}{x} + {b}{y} = {n}. Give all possible pairs ({x}, {y}).",
    "Coins worth {a} and {b} units: list every combination ({x} coins of {a}, {y} coins of {b}) totalling exactly {n} units.",
    "Problem: {a}{x} + {b}{y} = {n}, {x}, {y} in {{0, 1, 2, ...}}. Output all solutions ({x}, {y}).",
    "Find every way to write {n} as {a}{x} + {b}{y} with {x} and {y} non-negative integers.",
    "For which non-negative integers {x} and {y} does {a}{x} + {b}{y} equal {n}? List all pairs.",
    "Solve for non-negative integers:\n{a}{x} + {b}{y} = {n}",
    "A staircase can be climbed in steps of {a} or {b} stairs. With {x} steps of {a} and {y} steps of {b} covering exactly {n} stairs, which pairs ({x}, {y}) are possible?",
    "Give the complete set of non-negative integer pairs ({x}, {y}) that satisfy {a}{x} + {b}{y} = {n}.",
    "Lengths {a} and {b} of tile can be laid end to end to fill a strip of length {n} exactly. Which counts ({x} tiles of {a}, {y} tiles of {b}) work?",
    "Non-negative integer solutions of {a}{x} + {b}{y} = {n}: list them all as pairs ({x}, {y}).",
    "Enumerate {x} = 0, 1, 2, ... and find all ({x}, {y}) with {y} a non-negative integer and {a}{x} + {b}{y} = {n}.",
    "Let a = {a}, b = {b} and n = {n}. Find all non-negative integers {x}, {y} with a*{x} + b*{y} = n.",
    "How can {n} be split into {x} parts of size {a} and {y} parts of size {b} ({x}, {y} >= 0)? List every pair ({x}, {y}).",
)

_FORM = "all the solutions as pairs ({x}, {y}) separated by commas, in any order, e.g. (0, 5), (3, 1)"
# Names of the two unknowns; a prompt uses one pair throughout.
_UNKNOWNS = (("x", "y"), ("x1", "x2"), ("u", "v"), ("p", "q"), ("s", "t"), ("c", "d"), ("m", "k"))
_MAX_DRAWS = 1000
_EMPTY_GROUP = re.compile(r"[\[({]\s*[\])}]")
_LABELLED = re.compile(r"\b([a-z]\w*)\s*=\s*([+-]?\d+)")  # "x=0, y=5" writes the same pair as "(0, 5)"
_BRACKETS = str.maketrans({c: " " for c in "()[]{}"})


def parse_pairs(text: str) -> list[tuple[int, int]] | None:
    """Integer pairs from "(0, 5), (3, 1)", "[[0,5],[3,1]]", "x=0, y=5; x=3, y=1" or "0 5\\n3 1".
    Labelled values pair up two by two and each sits under its own name, whatever the order:
    "y=5, x=0" is (0, 5)."""
    if _EMPTY_GROUP.search(text):
        return None  # "[]" says "no solution": beside pairs it is a hedge
    lowered = text.lower()
    labelled = _LABELLED.findall(lowered)
    if labelled:
        if re.search(r"[^\s,;]", _LABELLED.sub(" ", lowered).translate(_BRACKETS)) or len(labelled) % 2:
            return None  # labelled values and separators only, two to a pair
        pairs = []
        for (first, a), (second, b) in zip(labelled[0::2], labelled[1::2]):
            if (first, second) in _UNKNOWNS:
                pairs.append((int(a), int(b)))
            elif (second, first) in _UNKNOWNS:
                pairs.append((int(b), int(a)))
            else:
                return None
        return pairs
    numbers = parse_int_list(lowered.translate(_BRACKETS))
    if not numbers or len(numbers) % 2:
        return None
    return list(zip(numbers[0::2], numbers[1::2]))


class DiophantineEquation(Bootcamp):
    id = "algorithm/diophantine_equation"
    description = "All non-negative integer solutions of a*x + b*y = n (TAIL enumeration)"
    multiline_answer = True  # one pair per line is a list, not a hedge; repeats are refused
    Config = Config
    LEVELS = {
        "1": Config(min_len=10, max_len=50, max_coef=20),
        "2": Config(min_len=51, max_len=100, max_coef=20),
        "3": Config(min_len=101, max_len=200, max_coef=20),
        "4": Config(min_len=201, max_len=300, max_coef=20),
        "5": Config(min_len=301, max_len=400, max_coef=20),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list]:
        n = rng.randint(config.min_len, config.max_len)
        for _ in range(_MAX_DRAWS):  # redraw the coefficients until the equation has a solution
            a, b = rng.randint(config.min_coef, config.max_coef), rng.randint(config.min_coef, config.max_coef)
            data = {"a": a, "b": b, "n": n}
            solutions = self.solve(data)
            if solutions:
                return data, solutions
        raise RuntimeError(f"no coefficients in {config.min_coef}..{config.max_coef} solve n={n} in {_MAX_DRAWS} draws")

    def length(self, data: dict) -> int:
        return data["n"]

    def prompt(self, data: dict, rng: random.Random) -> str:
        x, y = rng.choice(_UNKNOWNS)
        text = rng.choice(_TEMPLATES).format(a=data["a"], b=data["b"], n=data["n"], x=x, y=y)
        return f"{text}\n{answer_instruction(_FORM.format(x=x, y=y))}"

    def check(self, data: dict, answer: list, text: str) -> float:
        if len(text) > 12 * data["n"] + 200:
            return 0.0
        pairs = parse_pairs(text)
        if pairs is None or len(set(pairs)) != len(pairs):
            return 0.0
        return 1.0 if set(pairs) == {(x, y) for x, y in answer} else 0.0

    def format_answer(self, answer: list) -> str:
        # render_value writes a pair as "(x, y)"; it also renders the malformed lists of a corrupted run.
        return ", ".join(render_value(tuple(p) if isinstance(p, (list, tuple)) else p) for p in answer) or "[]"

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        """A missing solution, an extra non-solution, a pair off by one; all wrong by construction."""
        n = case.data["n"]
        gold = [tuple(pair) for pair in case.answer]
        x, y = rng.choice(gold)
        wrong = [
            gold[:-1],  # one solution missing ("[]" when it was the only one)
            [p for p in gold if p != (x, y)] + [(x, y + 1)],  # a*x + b*(y+1) = n + b
            gold + [(0, 0) if n else (1, 0)],  # a*0 + b*0 = 0 < n
        ]
        return [self.format_answer(w) for w in wrong]

    def program(self, t: Tracer, data: dict) -> list:
        a, b, n = data["a"], data["b"], data["n"]
        solutions: list = []
        t.state("start")
        rest = t.fetch("n", n)
        x = t.compute("x", 0, why="first candidate")
        while True:
            t.state(f"x {x}")
            r = t.fetch("rest", rest)
            divisor = t.fetch("b", b)
            mod = t.compute("rest%b", r % divisor, why=f"n-{a}x mod b")
            if mod == 0:
                y = t.compute("y", r // divisor, why="rest/b")
                solutions.append(t.compute("solution", (x, y), why="a new pair"))
            step = t.fetch("a", a)
            more = r >= step
            if not t.goto(more, why="rest at least a, try x+1" if more else "rest below a, no larger x"):
                break
            rest = t.compute("rest'", r - step, why="rest-a")
            x = t.compute("x'", x + 1, why="x+1")
        t.state("answer")
        return t.compute("answer", t.fetch("solutions", solutions))

    def solve(self, data: dict) -> list:
        """Closed form: one solution x0, then every b/g-th x (g = gcd(a, b))."""
        a, b, n = data["a"], data["b"], data["n"]
        g = math.gcd(a, b)
        if n % g:
            return []
        x0 = next((x for x in range(b // g) if (n - a * x) % b == 0), None)
        return [[x, (n - a * x) // b] for x in range(x0, n // a + 1, b // g)] if x0 is not None else []


BOOTCAMP = DiophantineEquation()
