"""Letter arithmetic (a cryptarithm): a column addition written in letters, each letter standing
for one digit, different letters for different digits, no number starting with 0; a few letters'
digits are given. Find the rest. Unique by construction: the generator encodes a real sum, then
gives away a letter on which a second solution differs until the column-by-column search finds
only one."""

from __future__ import annotations

import random
import string
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.puzzles2 import (
    LetterDigitAnswer, alphametic_columns, alphametic_goal, alphametic_moves, alphametic_root, alphametic_solutions,
    alphametic_step,
    traced_dfs,
)
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    addends: int = 2
    digits: int = 4  # digits of each addend (the first may have one fewer)
    unknown: int = 5  # letters left to find before the uniqueness loop

    def __post_init__(self) -> None:
        if not 2 <= self.addends <= 4:
            raise ValueError(f"addends must be in 2..4, got {self.addends}")
        if not 2 <= self.digits <= 6:
            raise ValueError(f"digits must be in 2..6, got {self.digits}")
        if not 2 <= self.unknown <= 8:
            raise ValueError(f"unknown must be in 2..8, got {self.unknown}")


_TEMPLATES = (
    "Solve this letter sum. Each letter stands for a digit 0-9: the same letter is always the same digit, different "
    "letters are different digits, and no number begins with 0.\n\n{sum}\n\nGiven: {given}. Find the digit of every "
    "other letter.",
    "In the cryptarithm below, replace each letter by a digit so that the addition is correct. Distinct letters take "
    "distinct digits and the leading letter of a word is never 0. You are told that {given}.\n\n{sum}\n\nWhich digit "
    "does each remaining letter stand for?",
    "Every letter in this column addition hides one digit (a one-to-one code: two letters never share a digit; a word "
    "of two or more letters never starts with 0).\n\n{sum}\n\nKnown: {given}. Decode the other letters.",
)


def layout(addends: list[str], total: str, rng: random.Random) -> str:
    """The sum as a right-aligned column addition, or on one line."""
    if rng.random() < 0.3:
        return " + ".join(addends) + " = " + total
    width = len(total) + 2
    lines = [w.rjust(width) for w in addends[:-1]] + ["+ " + addends[-1].rjust(width - 2), "-" * width, total.rjust(width)]
    return "\n".join(lines)


class Cryptarithm(LetterDigitAnswer, Bootcamp):
    id = "puzzle/cryptarithm"
    description = "Letter arithmetic: decode a column addition written in letters, some letters given; one solution"
    Config = Config
    LEVELS = {
        "1": Config(addends=2, digits=2, unknown=3),
        "2": Config(addends=2, digits=3, unknown=3),
        "3": Config(addends=2, digits=4, unknown=5),
        "4": Config(addends=3, digits=4, unknown=5),
        "5": Config(addends=3, digits=5, unknown=6),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[list]]:
        while True:
            sizes = [config.digits - (i == 0 and rng.random() < 0.4) for i in range(config.addends)]
            numbers = [rng.randint(10 ** (k - 1), 10**k - 1) for k in sizes]
            code = rng.sample(string.ascii_uppercase, 10)
            addends = ["".join(code[int(ch)] for ch in str(x)) for x in numbers]
            total = "".join(code[int(ch)] for ch in str(sum(numbers)))
            letters = sorted(set("".join(addends) + total))
            if len(letters) > config.unknown + 1:
                break
        digit = {code[d]: d for d in range(10)}
        given = {ch: digit[ch] for ch in rng.sample(letters, len(letters) - config.unknown)}
        while True:
            found = alphametic_solutions(addends, total, given)
            if len(found) == 1:
                break
            other = next(s for s in found if any(s[i] != digit[ch] for i, ch in enumerate(letters)))
            ch = rng.choice([ch for i, ch in enumerate(letters) if other[i] != digit[ch]])
            given[ch] = digit[ch]
        data = {"addends": addends, "total": total, "given": sorted([ch, d] for ch, d in given.items())}
        return data, [[ch, digit[ch]] for ch in letters if ch not in given]

    def prompt(self, data: dict, rng: random.Random) -> str:
        given = ", ".join(f"{ch} = {d}" for ch, d in data["given"])
        text = rng.choice(_TEMPLATES).format(sum=layout(data["addends"], data["total"], rng), given=given)
        form = "each letter that was not given with its digit, as LETTER=DIGIT pairs separated by commas (for example A=3, K=0)"
        return f"{text}\n\n{answer_instruction(form)}"

    def program(self, t: Tracer, data: dict) -> list[list]:
        addends, total = data["addends"], data["total"]
        letters, columns, sums, leading = alphametic_columns(addends, total)
        given = {ch: d for ch, d in data["given"]}
        root = alphametic_root(addends, total, given)
        node = traced_dfs(t, root, lambda n: alphametic_moves(n, columns, sums, leading),
                          lambda n, m: alphametic_step(n, m, columns, sums),
                          lambda n: alphametic_goal(n, len(total)), name="column, carry, digits")
        if node is None:
            return []
        return [[ch, d] for ch, d in zip(letters, node[2]) if ch not in given]

    def solve(self, data: dict) -> list[list]:
        """Try every assignment of unused digits to the unknown letters and test the sum as numbers."""
        from itertools import permutations

        given = {ch: d for ch, d in data["given"]}
        words = data["addends"] + [data["total"]]
        unknown = sorted(set("".join(words)) - set(given))
        free = [d for d in range(10) if d not in given.values()]
        for digits in permutations(free, len(unknown)):
            code = given | dict(zip(unknown, digits))
            if any(code[w[0]] == 0 for w in words if len(w) > 1):
                continue
            values = [int("".join(str(code[ch]) for ch in w)) for w in words]
            if sum(values[:-1]) == values[-1]:
                return [[ch, code[ch]] for ch in unknown]
        return []


BOOTCAMP = Cryptarithm()
