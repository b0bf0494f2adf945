"""Compare numbers: is x1 greater than, less than or equal to x2? (optional decimal points)

TAIL class "Simulation". n is the digit count of the longer number. The trace first compares
the lengths of the integer parts; when they tie it pads the fractional parts to one length and
compares digit by digit from the left until two digits differ; the answer state reads the sign
of the last difference. The answer is one of ">", "<", "="; the verifier also accepts words
("greater", "x1 is less than x2", "equal", "x2 > x1", ...).
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.parse import normalise_text, parse_number
from bootcamps.numbers import random_digits
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    min_len: int = 5
    max_len: int = 10
    decimal_prob: float = 0.5  # share of cases with decimal points
    equal_prob: float = 0.15  # share of cases whose two numbers have the same value
    length_prob: float = 0.2  # share of cases whose integer parts differ in length

    def __post_init__(self) -> None:
        if self.min_len < 2:
            raise ValueError(f"min_len must be >= 2, got {self.min_len}")
        if self.max_len < self.min_len:
            raise ValueError(f"max_len must be >= min_len ({self.min_len}), got {self.max_len}")
        if self.max_len > 1000:
            raise ValueError(f"max_len must be <= 1000, got {self.max_len}")
        for name in ("decimal_prob", "equal_prob", "length_prob"):
            if not 0.0 <= getattr(self, name) <= 1.0:
                raise ValueError(f"{name} must be in [0, 1], got {getattr(self, name)}")
        if self.equal_prob + self.length_prob > 1.0:
            raise ValueError(f"equal_prob + length_prob must be <= 1, got {self.equal_prob + self.length_prob}")


_TEMPLATES = (
    "Compare x1 = {x1} and x2 = {x2}.",
    "Which is larger, x1 = {x1} or x2 = {x2}? Or are they equal?",
    "x1 = {x1}\nx2 = {x2}\nHow does x1 compare to x2?",
    "Is {x1} greater than, less than, or equal to {x2}?",
    "Decide whether the first number is bigger, smaller or the same as the second.\nFirst: {x1}\nSecond: {x2}",
    "Fill in the blank with >, < or =:  {x1} __ {x2}",
    "Let x1 = {x1} and x2 = {x2}. Which relation holds: x1 > x2, x1 < x2 or x1 = x2?",
    "Compare the two numbers {x1} (x1) and {x2} (x2).",
    "Number A is {x1} and number B is {x2}. Is A greater than, less than or equal to B?",
    "Which symbol belongs between {x1} and {x2}: >, < or =?",
    "Given x1 = {x1} and x2 = {x2}, determine the relationship between x1 and x2.",
    "First number: {x1}\nSecond number: {x2}\nCompare the first with the second.",
    "Compare these values:\nx1: {x1}\nx2: {x2}",
    "Is x1 = {x1} larger or smaller than x2 = {x2}, or the same?",
    "Put the correct sign between the numbers: {x1} ? {x2}",
    "Two numbers are given: x1 = {x1}, x2 = {x2}. How do they compare?",
    "Without a calculator, compare {x1} with {x2}.",
    "Order check: is {x1} above, below or equal to {x2}?",
    "Tell whether {x1} exceeds {x2}, falls short of it, or equals it.",
    "Compare the magnitudes of x1 = {x1} and x2 = {x2}.",
    "Which relation holds between the first number {x1} and the second number {x2}?",
    "Determine the sign that makes the statement true: {x1} [>, < or =] {x2}",
)
_FORM = 'one symbol for how the first number (x1) compares with the second (x2): ">", "<" or "="'

# Relation words; negations and "or equal" are not in these tables, so they never match.
_RELATIONS = {
    ">": ">", "<": "<", "=": "=", "==": "=",
    "greater": ">", "larger": ">", "bigger": ">", "more": ">", "higher": ">", "exceeds": ">",
    "less": "<", "smaller": "<", "lower": "<", "fewer": "<",
    "equal": "=", "equals": "=", "same": "=", "identical": "=",
}
_FILLER = {"is", "are", "than", "to", "the", "as", "they", "both", "numbers", "number", "values", "value", "and"}
_FIRST = {"x1", "a", "first"}
_SECOND = {"x2", "b", "second"}
_FLIP = {">": "<", "<": ">", "=": "="}
_TOKENS = re.compile(r"==|[<>=]|[^\s<>=]+")


def _side(token: str, data: dict) -> set[str] | None:
    """Which operand a word names: {"1"}, {"2"}, both (equal values), or None if neither."""
    if token in _FIRST:
        return {"1"}
    if token in _SECOND:
        return {"2"}
    value = parse_number(token)
    if value is None:
        return None
    sides = {s for s, key in (("1", "x1"), ("2", "x2")) if value == Fraction(data[key])}
    return sides or None


def read_relation(data: dict, text: str) -> str | None:
    """The relation of x1 to x2 that an answer states, or None when it states none clearly."""
    if len(text) > 400:  # a relation is a few words; never normalise megabytes
        return None
    folded = normalise_text(text)
    if folded is None:
        return None
    folded = folded.replace("first number", "first").replace("second number", "second")
    # "x_1", "x_{1}" and "x₁" (NFKC gives "x1") all name x1.
    words = [w.replace("_", "").replace("{", "").replace("}", "") for w in _TOKENS.findall(folded)]
    words = [w for w in words if w and w not in _FILLER]
    rel_at = [i for i, w in enumerate(words) if w in _RELATIONS]
    if len(rel_at) != 1 or len(words) > 3:
        return None
    i = rel_at[0]
    left, right = words[:i], words[i + 1 :]
    if len(left) > 1 or len(right) > 1:
        return None
    relation = _RELATIONS[words[i]]
    left_side = _side(left[0], data) if left else {"1"}
    right_side = _side(right[0], data) if right else None
    if left_side is None or (right and right_side is None):
        return None
    if right_side is not None and left_side & right_side and relation != "=":
        return None  # "x1 > x1" states nothing about x2
    if left_side == {"2"} or (not left and right_side == {"1"}):
        relation = _FLIP[relation]
    return relation


def _number(whole: str, frac: str) -> str:
    return f"{whole}.{frac}" if frac else whole


class CompareNumbers(Bootcamp):
    id = "algorithm/compare_numbers"
    description = "Compare two long numbers with optional decimals: >, < or = (TAIL simulation)"
    Config = Config
    LEVELS = {
        "1": Config(min_len=5, max_len=10),
        "2": Config(min_len=11, max_len=20),
        "3": Config(min_len=21, max_len=50),
        "4": Config(min_len=51, max_len=75),
        "5": Config(min_len=76, max_len=100),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        n = rng.randint(config.min_len, config.max_len)
        frac_len = rng.randint(1, n - 1) if rng.random() < config.decimal_prob else 0
        whole_len = n - frac_len
        whole = str(rng.randint(1, 9)) + random_digits(rng, whole_len - 1)
        frac = random_digits(rng, frac_len)
        roll = rng.random()
        if roll < config.equal_prob:
            if frac_len and rng.random() < 0.5:  # same value written with fewer trailing zeros
                zeros = rng.randint(1, frac_len)
                frac = frac[: frac_len - zeros] + "0" * zeros
                other = _number(whole, frac[: frac_len - rng.randint(1, zeros)].rstrip("0"))
            else:
                other = _number(whole, frac)
        elif roll < config.equal_prob + config.length_prob and whole_len > 1:
            short = rng.randint(1, whole_len - 1)
            short_frac = random_digits(rng, rng.randint(1, n - short)) if frac_len else ""
            other = _number(str(rng.randint(1, 9)) + random_digits(rng, short - 1), short_frac)
        else:
            # Same integer length: share a prefix, then differ at position p (or stop there).
            other_frac_len = rng.randint(1, frac_len) if frac_len else 0
            aligned = whole + frac[:other_frac_len]
            p = rng.randint(0, len(aligned))
            if p < len(aligned):
                choices = [d for d in "0123456789" if d != aligned[p] and (p > 0 or d != "0")]
                aligned = aligned[:p] + rng.choice(choices) + random_digits(rng, len(aligned) - p - 1)
            other = _number(aligned[:whole_len], aligned[whole_len:])
        first = _number(whole, frac)
        x1, x2 = (first, other) if rng.random() < 0.5 else (other, first)
        data = {"x1": x1, "x2": x2}
        return data, self.solve(data)

    def length(self, data: dict) -> int:
        return max(sum(c.isdigit() for c in data[key]) for key in ("x1", "x2"))

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(x1=data["x1"], x2=data["x2"])
        return f"{text}\n{answer_instruction(_FORM)}"

    def check(self, data: dict, answer: str, text: str) -> float:
        return 1.0 if read_relation(data, text) == answer else 0.0

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        wrong = [r for r in "><=" if r != case.answer]
        words = {">": "x1 is greater than x2", "<": "x1 is less than x2", "=": "equal"}
        swapped = f"x2 {case.answer} x1" if case.answer != "=" else "x2 > x1"  # names swapped: wrong
        return wrong + [words[r] for r in wrong] + [swapped]

    def program(self, t: Tracer, data: dict) -> str:
        t.state("integer parts")
        x1 = t.fetch("x1", data["x1"])
        x2 = t.fetch("x2", data["x2"])
        len1 = t.compute("len1", len(x1.partition(".")[0]), why="digits before the point in x1")
        len2 = t.compute("len2", len(x2.partition(".")[0]), why="digits before the point in x2")
        diff = t.compute("diff", len1 - len2, why="len1-len2")
        if t.goto(diff == 0, why="compare digit by digit only when the integer parts are equally long"):
            t.state("align the fractional parts")
            x1 = t.fetch("x1", data["x1"])
            x2 = t.fetch("x2", data["x2"])
            whole1, _, frac1 = x1.partition(".")
            whole2, _, frac2 = x2.partition(".")
            width = max(len(frac1), len(frac2))
            a = t.compute("a", whole1 + frac1.ljust(width, "0"), why="x1 without the point, padded with 0s")
            b = t.compute("b", whole2 + frac2.ljust(width, "0"), why="x2 without the point, padded with 0s")
            i = 0
            while True:
                t.state(f"digit {i}")
                da = t.fetch(f"a[{i}]", int(a[i]))
                db = t.fetch(f"b[{i}]", int(b[i]))
                diff = t.compute("diff", da - db, why=f"a[{i}]-b[{i}]")
                i += 1
                if not t.goto(diff == 0 and i < max(len(a), len(b)), why="next digit while the digits agree"):
                    break
        t.state("answer")
        d = t.fetch("diff", diff)
        return t.compute("answer", ">" if d > 0 else "<" if d < 0 else "=", why="the sign of diff")

    def solve(self, data: dict) -> str:
        x1, x2 = Fraction(data["x1"]), Fraction(data["x2"])
        return ">" if x1 > x2 else "<" if x1 < x2 else "="


BOOTCAMP = CompareNumbers()
