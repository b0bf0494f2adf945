"""Read a number written out in English words ("four thousand and twelve") and give its digits."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer

ONES = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
        "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen")
TENS = ("", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")
SCALES = ((10**12, "trillion"), (10**9, "billion"), (10**6, "million"), (1000, "thousand"))
SMALL = {w: i for i, w in enumerate(ONES)} | {w: 10 * i for i, w in enumerate(TENS) if w}


@dataclass(frozen=True)
class Config:
    max_value: int = 99
    british_and: bool = False  # "one hundred and five" (the prompt says "and" adds nothing)
    hyphens: bool = True  # "forty-two" rather than "forty two"

    def __post_init__(self) -> None:
        if not 20 <= self.max_value < 10**15:
            raise ValueError(f"max_value must be in 20..10**15-1, got {self.max_value}")


def _below_thousand(n: int, british: bool, hyphens: bool) -> list[str]:
    words: list[str] = []
    hundreds, rest = divmod(n, 100)
    if hundreds:
        words += [ONES[hundreds], "hundred"]
        if rest and british:
            words.append("and")
    if rest >= 20:
        tens, ones = divmod(rest, 10)
        if ones:
            words += [f"{TENS[tens]}-{ONES[ones]}"] if hyphens else [TENS[tens], ONES[ones]]
        else:
            words.append(TENS[tens])
    elif rest:
        words.append(ONES[rest])
    return words


def to_words(n: int, british: bool = False, hyphens: bool = True) -> str:
    """``n`` (0 <= n < 10**15) in English words, short scale."""
    if n == 0:
        return "zero"
    words: list[str] = []
    for value, name in SCALES:
        if n >= value:
            words += _below_thousand(n // value, british, hyphens) + [name]
            n %= value
    if n:
        if words and british and n < 100:
            words.append("and")
        words += _below_thousand(n, british, hyphens)
    return " ".join(words)


_TEMPLATES = (
    "Write the number \"{words}\" in digits.",
    "A cheque has the amount written in words: \"{words}\". What is the amount as a number?",
    "Convert this English number name to an integer: {words}",
    "The following number was spelled out in words. Give its value in ordinary decimal digits.\n{words}",
)


class NumberWords(IntegerAnswer, Bootcamp):
    id = "text/number_words"
    description = "Turn an English number name (hundreds, thousands, millions; optional 'and') into digits"
    Config = Config
    min_distinct_prompts = {"1": 0.8}
    small_space_reason = "level 1 numbers are 10..999: under 4,000 distinct prompts"
    LEVELS = {
        "1": Config(max_value=999),
        "2": Config(max_value=99_999),
        "3": Config(max_value=9_999_999, british_and=True),
        "4": Config(max_value=999_999_999_999, british_and=True, hyphens=False),
        "5": Config(max_value=10**15 - 1, british_and=True, hyphens=False),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        n = rng.randint(config.max_value // 100 + 1, config.max_value)
        if n > 10**4 and rng.random() < 0.3:  # zero groups ("two million and five") are the tricky part
            n = int("".join(c if rng.random() < 0.6 else "0" for c in str(n)).lstrip("0") or "7")
        return {"words": to_words(n, config.british_and and rng.random() < 0.7, config.hyphens)}, n

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(words=data["words"])
        note = " Scales are short: a billion is a thousand million, a trillion a thousand billion."
        if " and " in data["words"]:
            note += " The word \"and\" only joins parts and adds nothing."
        return f"{text}{note}\n{answer_instruction('the integer in digits, without separators')}"

    def program(self, t: Tracer, data: dict) -> int:
        total, group = 0, 0
        scales = dict((name, value) for value, name in SCALES)
        for i, word in enumerate(data["words"].replace("-", " ").split()):
            if word == "and":
                continue
            t.state(f"word {i}")
            word = t.fetch(f"w[{i}]", word)
            if word == "hundred":
                group = t.compute("group", group * 100, why="times a hundred")
            elif word in scales:
                total = t.compute("total", total + group * scales[word], why=f"group times {scales[word]}")
                group = t.compute("group", 0, why="a new group starts")
            else:
                group = t.compute("group", group + SMALL.get(word, 0), why=f"plus {SMALL.get(word, 0)}")
        t.state("answer")
        return t.compute("answer", total + group, why="total plus the last group")

    def solve(self, data: dict) -> int:
        # recursive: split at the largest scale word present, value = left * scale + right
        words = [w for w in data["words"].replace("-", " ").split() if w != "and"]

        def value(ws: list[str]) -> int:
            for scale, name in SCALES + ((100, "hundred"),):
                if name in ws:
                    k = ws.index(name)
                    return value(ws[:k]) * scale + value(ws[k + 1 :])
            return sum(SMALL[w] for w in ws)

        return value(words)


BOOTCAMP = NumberWords()
