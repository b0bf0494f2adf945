"""Distinct arrangements of the letters of a word with repeated letters, under one condition:
none, all copies of one letter kept together, no two copies of one letter adjacent, or the
arrangement starting and ending with given letters. The traced solver uses the multinomial
formula (gluing a block, or placing the copies into the gaps between the other letters); the
plain solver counts letter by letter with a memoised recursion over the letters left."""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache

from bootcamps.api import Bootcamp, IntegerAnswer
from bootcamps.kit.counting import ncr
from bootcamps.kit.numbers2 import ask
from bootcamps.trace import Tracer

KINDS = ("all", "together", "apart", "ends")


@dataclass(frozen=True)
class Config:
    min_length: int = 5
    max_length: int = 7
    max_letters: int = 4  # distinct letters

    def __post_init__(self) -> None:
        if not 3 <= self.min_length <= self.max_length <= 30 or not 2 <= self.max_letters <= 10:
            raise ValueError(f"need 3 <= min_length <= max_length <= 30 and max_letters in 2..10, got {self}")


_ALPHABET = "ABCDEFGHIJKLMNOPRSTUVWXYZ"
_TEMPLATES = (
    "How many distinct strings can be made by rearranging all the letters of {word}{condition}?",
    "Count the distinguishable arrangements of the letters in {word}{condition}. (Copies of a letter are identical.)",
    "The letters of the word {word} are shuffled into a row, every letter used once. How many different rows are possible{condition}?",
    "In how many different orders can the tiles {tiles} be laid in a line{condition}? Tiles with the same letter are indistinguishable.",
)


def _condition(data: dict) -> str:
    kind, letter, other = data["kind"], data["letter"], data["other"]
    if kind == "together":
        return f", if all the {letter}'s must stand next to each other in one block"
    if kind == "apart":
        return f", if no two {letter}'s may be adjacent"
    if kind == "ends":
        return f", if the arrangement must start with {letter} and end with {other}"
    return ""


def _place(t: Tracer, sizes: list[int]) -> int:
    """Multinomial of ``sizes``, one kind of unit at a time: choose its slots among those left."""
    ways, left = 1, sum(sizes)
    for i, k in enumerate(sizes):
        t.state(f"place group {i}")
        k = t.fetch(f"size[{i}]", k)
        ways = t.compute("ways", ways * ncr(left, k), why=f"times C({left}, {k}) for its positions")
        left = t.compute("slots left", left - k)
    return ways


class MultisetArrangements(IntegerAnswer, Bootcamp):
    id = "combinatorics/multiset_arrangements"
    description = "Arrangements of a word's letters with repeats, optionally with a block/apart/ends condition"
    Config = Config
    LEVELS = {
        "1": Config(min_length=5, max_length=7, max_letters=3),
        "2": Config(min_length=7, max_length=9, max_letters=4),
        "3": Config(min_length=9, max_length=12, max_letters=5),
        "4": Config(min_length=12, max_length=15, max_letters=6),
        "5": Config(min_length=15, max_length=20, max_letters=8),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        length = rng.randint(config.min_length, config.max_length)
        letters = rng.sample(_ALPHABET, rng.randint(max(2, config.max_letters - 1), min(config.max_letters, length - 1)))
        word = letters + [rng.choice(letters) for _ in range(length - len(letters))]
        rng.shuffle(word)
        counts = {c: word.count(c) for c in sorted(set(word))}
        repeated = [c for c, k in counts.items() if k >= 2]
        kind = rng.choice(KINDS) if repeated else "all"
        letter = rng.choice(repeated) if repeated else word[0]
        other = rng.choice(sorted(counts))
        if kind == "apart" and counts[letter] > length - counts[letter] + 1:
            kind = "together"  # no room to keep them apart: ask the other question
        if kind == "ends" and letter == other and counts[letter] < 2:
            kind = "all"
        data = {"word": "".join(word), "kind": kind, "letter": letter, "other": other}
        return data, self.program(Tracer(), data)  # the formula; solve() recounts letter by letter

    def prompt(self, data: dict, rng: random.Random) -> str:
        return ask(rng, _TEMPLATES, "one integer", word=data["word"], tiles=", ".join(data["word"]), condition=_condition(data))

    def program(self, t: Tracer, data: dict) -> int:
        word, kind, letter, other = data["word"], data["kind"], data["letter"], data["other"]
        t.state("count the letters")
        counts = t.compute("counts", [[c, word.count(c)] for c in sorted(set(word))], why="how often each letter occurs")
        sizes = {c: k for c, k in counts}
        if kind == "together":
            t.state(f"glue the {letter}'s")
            rest = t.compute("units", [k for c, k in counts if c != letter] + [1], why=f"the {letter} block is one unit")
            answer = _place(t, rest)
        elif kind == "apart":
            t.state(f"arrange the letters other than {letter}")
            rest = t.compute("others", [k for c, k in counts if c != letter])
            base = _place(t, rest)
            t.state(f"place the {letter}'s in gaps")
            gaps = t.compute("gaps", sum(rest) + 1, why="one gap before, between and after the others")
            need = t.fetch(f"count[{letter}]", sizes.get(letter, 0))
            answer = t.compute("arrangements", base * ncr(gaps, need), why="ways * C(gaps, copies), one copy per gap")
        elif kind == "ends":
            t.state("fix the two ends")
            left = dict(sizes)
            left[letter] = left.get(letter, 0) - 1
            left[other] = left.get(other, 0) - 1
            rest = t.compute("middle", [k for k in left.values() if k], why=f"remove one {letter} and one {other}")
            if any(k < 0 for k in rest):
                raise ValueError("negative count after an injected error")
            answer = _place(t, rest)
        else:
            t.state("all letters")
            rest = t.compute("repeats", [k for _, k in counts])
            answer = _place(t, rest)
        return answer

    def solve(self, data: dict) -> int:
        word, kind, letter, other = data["word"], data["kind"], data["letter"], data["other"]
        alphabet = sorted(set(word))
        target = alphabet.index(letter)
        n = len(word)

        @lru_cache(maxsize=None)
        def count(left: tuple[int, ...], last: int, block: int) -> int:
            # block: for "together", 0 before the run of the letter, 1 inside it, 2 after it
            placed = n - sum(left)
            if placed == n:
                return int(kind != "ends" or last == alphabet.index(other))
            total = 0
            for i, k in enumerate(left):
                if not k:
                    continue
                if kind == "apart" and i == target and last == target:
                    continue
                if kind == "ends" and placed == 0 and i != target:
                    continue
                if kind == "ends" and placed == n - 1 and i != alphabet.index(other):
                    continue
                state = block
                if kind == "together":
                    if i == target:
                        if block == 2:
                            continue
                        state = 1
                    elif block == 1:
                        state = 2 if left[target] == 0 else -1
                        if state < 0:
                            continue  # the block was cut before every copy was placed
                total += count(left[:i] + (k - 1,) + left[i + 1 :], i, state)
            return total

        return count(tuple(word.count(c) for c in alphabet), -1, 0)


BOOTCAMP = MultisetArrangements()
