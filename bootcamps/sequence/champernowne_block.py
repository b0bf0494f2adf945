"""The k digits from position n of the endless digit string made by writing s, s+1, s+2, ...
one after another (for s = 1 this is Champernowne's 123456789101112...). Skip whole blocks of
numbers with the same digit count (9 * 10^(L-1) numbers of L digits each, fewer in s's own
block), then the number holding digit n is s' + (n-1) // L and the digit sits at (n-1) mod L."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.literal import ExactStringAnswer
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    max_position: int = 200
    max_start: int = 1
    width: int = 4  # how many consecutive digits to give

    def __post_init__(self) -> None:
        if not 20 <= self.max_position <= 10**16 or not 1 <= self.max_start <= 10**6 or not 1 <= self.width <= 12:
            raise ValueError(f"need max_position in 20..10**16, max_start in 1..10**6, width in 1..12, got {self.max_position}, {self.max_start}, {self.width}")


_TEMPLATES = (
    "Write the whole numbers {s}, {s1}, {s2}, ... one after another with no separators, forming the endless digit string {head}... Number its digits 1, 2, 3, ... from the left. Which {k} digits stand at positions {n} to {m}?",
    "An infinite string of digits is made by concatenating the consecutive integers starting at {s} ({head}...). Counting the first digit as position 1, give the block of {k} digits that starts at position {n}.",
    "Start at {s} and keep writing the next integer right after the previous one, without spaces: {head}... If the digits are numbered from 1, what are digits number {n} through {m} of this string?",
    "The digit string {head}... continues forever by appending {s}, {s1}, {s2} and every following integer in turn. Read off the {k} digits at positions {n}, {n1}, ..., {m} (position 1 is the very first digit).",
)


def _digit_at(start: int, position: int) -> str:
    """Digit ``position`` (from 1) of the string start, start+1, ...: bisect on how many digits
    the numbers start..x use (a different route from the block-by-block skip of ``program``)."""

    def used(x: int) -> int:  # digits written by start..x
        total, length = 0, len(str(start))
        low = start
        while low <= x:
            high = min(x, 10**length - 1)
            total += (high - low + 1) * length
            low, length = 10**length, length + 1
        return total

    lo, hi = start, start + position  # the number holding the digit lies in [lo, hi]
    while lo < hi:
        mid = (lo + hi) // 2
        if used(mid) >= position:
            hi = mid
        else:
            lo = mid + 1
    return str(lo)[position - used(lo - 1) - 1]


class ChampernowneBlock(ExactStringAnswer, Bootcamp):
    id = "sequence/champernowne_block"
    description = "The k digits at position n of the string s, s+1, s+2, ... written one after another"
    Config = Config
    LEVELS = {
        "1": Config(max_position=500, max_start=99, width=3),
        "2": Config(max_position=20_000, max_start=50, width=4),
        "3": Config(max_position=10**7, max_start=500, width=5),
        "4": Config(max_position=10**11, max_start=5000, width=6),
        "5": Config(max_position=10**16, max_start=10**5, width=8),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        start = 1 if config.max_start == 1 or rng.random() < 0.1 else rng.randint(2, config.max_start)
        low = max(10, config.max_position // 1000)
        data = {"start": start, "position": rng.randint(low, config.max_position), "width": config.width}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        s, n, k = data["start"], data["position"], data["width"]
        head = "".join(str(s + i) for i in range(6))
        text = rng.choice(_TEMPLATES).format(s=s, s1=s + 1, s2=s + 2, head=head, n=n, n1=n + 1, m=n + k - 1, k=k)
        return f"{text}\n{answer_instruction(f'the {k} digits as one string, no spaces (e.g. ' + '3141592653'[:k] + ')')}"

    def program(self, t: Tracer, data: dict) -> str:
        start, width = data["start"], data["width"]
        t.state("setup")
        rest = t.compute("offset", t.fetch("n", data["position"]) - 1, why="digits to skip before the block")
        first = t.fetch("s", start)
        length = t.compute("length", len(str(first)), why="digit count of s")
        while True:
            t.state(f"numbers of {length} digits")
            low = t.fetch("from", first)
            if not 1 <= length <= 40 or not isinstance(low, int) or rest < 0:
                raise ValueError("a runaway block after an injected error")
            count = t.compute("count", 10**length - low, why=f"numbers from {low} to the last {length}-digit one")
            size = t.compute("digits", count * length, why="count times length")
            if not t.goto(rest >= size, why="skip the whole block while the offset reaches past it"):
                break
            rest = t.compute("new offset", t.fetch("offset", rest) - size, why="offset minus block digits")
            first = t.compute("next from", 10**length, why="first number one digit longer")
            length += 1
        t.state("locate")
        rest, length, low = t.fetch("offset", rest), t.fetch("length", length), t.fetch("from", low)
        index = t.compute("index", rest // length, why="offset // length numbers fully before")
        number = t.compute("number", low + index, why="from plus index")
        place = t.compute("place", rest % length, why="offset mod length")
        digits = str(number)[place:]
        while len(digits) < width:
            t.state("next number")
            number = t.compute("following", t.fetch("number", number) + 1, why="the next integer")
            digits = t.compute("digits so far", t.fetch("block", digits) + str(number), why="append its digits")
            if len(digits) > 10 * width + 80:
                raise ValueError("a runaway block after an injected error")
        t.state("answer")
        return t.compute("answer", digits[:width], why=f"first {width} digits")

    def solve(self, data: dict) -> str:
        return "".join(_digit_at(data["start"], data["position"] + i) for i in range(data["width"]))


BOOTCAMP = ChampernowneBlock()
