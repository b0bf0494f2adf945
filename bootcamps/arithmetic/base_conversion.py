"""Convert an integer written in one base to another base (2..36)."""

from __future__ import annotations

import random
import re
import string
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.trace import Tracer

DIGITS = string.digits + string.ascii_lowercase
_PREFIXES = {2: "0b", 8: "0o", 16: "0x"}


@dataclass(frozen=True)
class Config:
    max_value: int = 1000
    min_base: int = 2
    max_base: int = 16

    def __post_init__(self) -> None:
        if self.max_value < 16:
            raise ValueError(f"max_value must be >= 16, got {self.max_value}")
        if not 2 <= self.min_base < self.max_base <= 36:
            raise ValueError(f"need 2 <= min_base < max_base <= 36, got {self.min_base}, {self.max_base}")


def to_base(value: int, base: int) -> str:
    if value == 0:
        return "0"
    out = []
    while value:
        value, r = divmod(value, base)
        out.append(DIGITS[r])
    return "".join(reversed(out))


_TEMPLATES = (
    "Convert the base-{src} number {number} to base {dst}.",
    "The number {number} is written in base {src}. Write it in base {dst}.",
    "What is {number} (base {src}) in base {dst}?",
    "Express the base {src} numeral {number} as a base {dst} numeral.",
    "Rewrite {number}, given in base {src}, using base {dst}.",
)
# Digits written whole, or grouped from the right in equal groups of 3 or 4 ("1010 0111", "1_000").
_GROUPED_DIGITS = re.compile(r"[0-9a-z]+|[0-9a-z]{1,3}(?:[ _][0-9a-z]{3})+|[0-9a-z]{1,4}(?:[ _][0-9a-z]{4})+")
_DIGIT_NOTE = "Digits above 9 are the letters a-z (a = 10, b = 11, ...)."


class BaseConversion(Bootcamp):
    id = "arithmetic/base_conversion"
    description = "Convert an integer between bases 2..36"
    Config = Config
    LEVELS = {
        "1": Config(max_value=1_000, min_base=2, max_base=10),
        "2": Config(max_value=50_000, min_base=2, max_base=16),
        "3": Config(max_value=10**6, min_base=2, max_base=16),
        "4": Config(max_value=10**12, min_base=2, max_base=36),
        "5": Config(max_value=10**18, min_base=2, max_base=36),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        value = rng.randint(config.max_value // 10, config.max_value)
        src, dst = rng.sample(range(config.min_base, config.max_base + 1), 2)
        data = {"number": to_base(value, src), "from_base": src, "to_base": dst}
        return data, to_base(value, dst)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(number=data["number"], src=data["from_base"], dst=data["to_base"])
        if max(data["from_base"], data["to_base"]) > 10:
            text += " " + _DIGIT_NOTE
        form = f"the base-{data['to_base']} digits, without a prefix"
        return f"{text}\n{answer_instruction(form)}"

    def check(self, data: dict, answer: str, text: str) -> float:
        base = data["to_base"]
        if len(text) > 400:
            return 0.0
        text = text.strip().lower().removesuffix(".").rstrip()  # a sentence's final period (digits never end in one)
        text = re.sub(rf"\s*(?:_\{{?{base}\}}?|\({base}\))$", "", text)  # 1010_2, 1010_{2}, 1010(2)
        if not _GROUPED_DIGITS.fullmatch(text):
            return 0.0  # "1010 0111" groups digits; "101001110 0" splits a number
        text = re.sub(r"[\s_]", "", text)
        if base in _PREFIXES and text.startswith(_PREFIXES[base]):
            text = text[2:]
        if not text or len(text) > 200 or any(c not in DIGITS[:base] for c in text):
            return 0.0
        return 1.0 if int(text, base) == int(answer, base) else 0.0

    def program(self, t: Tracer, data: dict) -> str:
        src, dst, number = data["from_base"], data["to_base"], data["number"]
        value = 0
        for i, char in enumerate(number):
            t.state(f"read digit {i}")
            digit = t.fetch(f"x[{i}]", char)
            value = t.compute("value", value * src + DIGITS.index(digit), why=f"value*{src}+{digit}")
        remainders: list[str] = []
        k = 0
        while True:
            t.state(f"divide {k}")
            v = t.fetch("v", value)
            value = t.compute("q", v // dst, why=f"v//{dst}")
            remainders.append(t.compute(f"r[{k}]", DIGITS[v % dst], why=f"digit of v%{dst}"))
            k += 1
            if not t.goto(value > 0, why="divide again while q>0"):
                break
        t.state("answer")
        digits = [t.fetch(f"r[{i}]", remainders[i]) for i in reversed(range(k))]  # last remainder first
        return t.compute("answer", "".join(digits))

    def solve(self, data: dict) -> str:
        return to_base(int(data["number"], data["from_base"]), data["to_base"])


BOOTCAMP = BaseConversion()
