"""Roman numerals both ways: read one (MCMXCIV -> 1994) or write one (1994 -> MCMXCIV).

Standard subtractive notation (IV, IX, XL, XC, CD, CM), values 1..3999. The prompt asks for
capital letters, so a written numeral must match exactly; a non-canonical spelling (IIII, IM)
or lower case scores 0.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.literal import strict_int
from bootcamps.kit.poly import clean_answer
from bootcamps.trace import Tracer

_VALUES = (("M", 1000), ("CM", 900), ("D", 500), ("CD", 400), ("C", 100), ("XC", 90),
           ("L", 50), ("XL", 40), ("X", 10), ("IX", 9), ("V", 5), ("IV", 4), ("I", 1))
_LETTER = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000}


@dataclass(frozen=True)
class Config:
    min_value: int = 1
    max_value: int = 100
    min_symbols: int = 1  # upper levels keep only long numerals: more symbols to read or write

    def __post_init__(self) -> None:
        if not 1 <= self.min_symbols <= 12:
            raise ValueError(f"min_symbols must be in 1..12, got {self.min_symbols}")
        if not 1 <= self.min_value < self.max_value <= 3999:
            raise ValueError(f"need 1 <= min_value < max_value <= 3999, got {self.min_value}, {self.max_value}")


def to_roman(value: int) -> str:
    out = []
    for letters, amount in _VALUES:
        count, value = divmod(value, amount)
        out.append(letters * count)
    return "".join(out)


_TO_ROMAN = (
    "Write {n} in Roman numerals.",
    "Roman numerals use I=1, V=5, X=10, L=50, C=100, D=500, M=1000 with subtractive pairs IV, IX, XL, XC, CD, CM. Write {n} this way.",
    "Translate the year {n} into Roman numerals.",
    "A clock face maker needs {n} as a Roman numeral. What should be written?",
    "Give the standard Roman numeral for the integer {n}.",
    "Convert the number {n} to a Roman numeral.",
    "How is {n} written with Roman numerals (standard subtractive form such as IV, IX, XL, XC, CD, CM)?",
    "Express {n} as a Roman numeral.",
    "Carve the number {n} on a stone tablet the way the Romans wrote it.",
    "Spell out {n} using the letters I, V, X, L, C, D and M.",
    "A film's credits give its release year, {n}, in Roman numerals. How does it appear?",
    "Encode {n} as a Roman numeral in standard form.",
    "Chapter {n} of a long book is headed with a Roman numeral. Which one?",
    "Rewrite the Arabic number {n} in Roman notation.",
)
_FROM_ROMAN = (
    "Which number does the Roman numeral {r} stand for?",
    "Roman numerals use I=1, V=5, X=10, L=50, C=100, D=500, M=1000, and a smaller letter before a larger one is subtracted. What is {r}?",
    "A monument is dated {r}. Which year is that?",
    "Decode the Roman numeral {r}.",
    "Evaluate the Roman numeral {r} as a whole number.",
    "Convert the Roman numeral {r} to an ordinary (Arabic) number.",
    "What is the value of {r} in decimal digits?",
    "Read the Roman numeral {r} and write its value as an integer.",
    "A film's credits end with the year {r}. Which year is it in ordinary digits?",
    "The cornerstone of a building reads {r}. What number is that?",
    "Chapter {r} of a long book: what is the chapter number in digits?",
    "Turn the Roman numeral {r} into a decimal integer.",
    "Interpret {r} as a Roman numeral and give its value.",
    "What integer is written {r} in Roman notation?",
)


class RomanNumerals(Bootcamp):
    id = "arithmetic/roman_numerals"
    description = "Convert between Roman numerals and integers (1..3999), either way"
    Config = Config
    min_distinct_prompts = {"1": 0.88, "2": 0.95, "3": 0.97, "4": 0.97, "5": 0.92}
    small_space_reason = "only 3,999 numerals exist, fewer with the long-numeral filter of levels 4-5"
    LEVELS = {
        "1": Config(1, 400, 1),
        "2": Config(1, 1500, 3),
        "3": Config(400, 3999, 5),
        "4": Config(1000, 3999, 8),
        "5": Config(1000, 3999, 10),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, object]:
        while True:
            n = rng.randint(config.min_value, config.max_value)
            if len(to_roman(n)) >= config.min_symbols:
                break
        if rng.random() < 0.5:
            return {"direction": "to_roman", "n": n}, to_roman(n)
        return {"direction": "from_roman", "roman": to_roman(n)}, n

    def prompt(self, data: dict, rng: random.Random) -> str:
        if data["direction"] == "to_roman":
            text = rng.choice(_TO_ROMAN).format(n=data["n"])
            form = "a Roman numeral in capital letters"
        else:
            text = rng.choice(_FROM_ROMAN).format(r=data["roman"])
            form = "one integer"
        return f"{text}\n{answer_instruction(form)}"

    def check(self, data: dict, answer: object, text: str) -> float:
        if data["direction"] == "from_roman":
            value = strict_int(text)
            return 1.0 if value is not None and value == int(answer) else 0.0
        cleaned = clean_answer(text, 100)
        if cleaned is None:
            return 0.0
        letters = cleaned.strip()
        return 1.0 if re.fullmatch(r"[IVXLCDM]+", letters) and letters == answer else 0.0

    def program(self, t: Tracer, data: dict) -> object:
        if data["direction"] == "to_roman":
            t.state("start")
            rest = t.fetch("n", data["n"])
            out = ""
            for letters, amount in _VALUES:
                t.state(f"use {letters}")
                rest, out = t.fetch("rest", rest), t.fetch("out", out)
                count = t.compute("count", rest // amount if amount > 0 else 0, why=f"rest // {amount}")
                out = t.compute("out2", out + letters * max(0, count), why=f"append {letters} count times")
                rest = t.compute("rest2", rest - count * amount, why=f"rest - count*{amount}")
            t.state("answer")
            return t.ret("answer", out)
        roman = data["roman"]
        t.state("start")
        t.fetch("r", roman)
        total = 0
        for i, letter in enumerate(roman):
            t.state(f"letter {i}")
            total = t.fetch("total", total)
            value = t.compute("v", _LETTER.get(letter, 0), why=f"value of {letter}")
            after = _LETTER[roman[i + 1]] if i + 1 < len(roman) else 0
            nxt = t.fetch("next", after)
            total = t.compute("total2", total - value if value < nxt else total + value, why="subtract v if a larger letter follows, else add")
        t.state("answer")
        return t.ret("answer", total)

    def solve(self, data: dict) -> object:
        if data["direction"] == "to_roman":
            n = data["n"]  # digit by digit with the I/V/X pattern of each decimal place
            places = (("I", "V", "X"), ("X", "L", "C"), ("C", "D", "M"), ("M", "", ""))
            digits = (("",), ("a",), ("aa",), ("aaa",), ("ab",), ("b",), ("ba",), ("baa",), ("baaa",), ("ac",))
            out = ""
            for power in range(3, -1, -1):
                one, five, ten = places[power]
                out += digits[n // 10**power % 10][0].replace("a", one).replace("b", five).replace("c", ten)
            return out
        values = {to_roman(v): v for v in range(1, 4000)}
        return values[data["roman"]]


BOOTCAMP = RomanNumerals()
