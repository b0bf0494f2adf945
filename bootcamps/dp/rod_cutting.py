"""Most money from cutting a rod into pieces, given the price of each piece length.

The trace fills ``best[l]``, the most a rod of length l can earn, for l = 1..L: one state per
length, listing ``price[p] + best[l - p]`` for every first piece p and keeping the largest.
Prices are drawn so that selling the rod whole or all in the priciest-per-unit length is
often not optimal.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    length: int = 8
    piece_lengths: int = 5
    max_unit_price: int = 6

    def __post_init__(self) -> None:
        if not 2 <= self.length <= 200:
            raise ValueError(f"length must be in 2..200, got {self.length}")
        if not 2 <= self.piece_lengths <= self.length:
            raise ValueError(f"piece_lengths must be in 2..length, got {self.piece_lengths}")
        if not 2 <= self.max_unit_price <= 1000:
            raise ValueError(f"max_unit_price must be in 2..1000, got {self.max_unit_price}")


_TEMPLATES = (
    "A rod of length {length} can be cut into pieces of whole lengths. A piece of length p sells for price[p]:\n"
    "{table}\nWhat is the most money the pieces can bring in? (The rod may also be sold whole if its length is listed.)",
    "A baker has a loaf {length} slices long and sells chunks of consecutive slices. A chunk of s slices sells for:\n"
    "{table}\nChunks of other sizes do not sell. Every slice must be in a sold chunk. What is the largest total income?",
    "Rod cutting: length L = {length}; prices by piece length: {inline}. Cut the rod into pieces whose lengths all "
    "have a price and maximise the total price. Report the maximum.",
)


class RodCutting(IntegerAnswer, Bootcamp):
    id = "dp/rod_cutting"
    description = "Maximum revenue from cutting a rod into priced lengths (best-by-length DP trace)"
    Config = Config
    LEVELS = {
        "1": Config(length=7, piece_lengths=3, max_unit_price=7),
        "2": Config(length=9, piece_lengths=4, max_unit_price=8),
        "3": Config(length=13, piece_lengths=5, max_unit_price=12),
        "4": Config(length=18, piece_lengths=6, max_unit_price=20),
        "5": Config(length=25, piece_lengths=8, max_unit_price=30),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        sizes = sorted([1] + rng.sample(range(2, config.length + 1), config.piece_lengths - 1))
        top = config.max_unit_price
        prices = {1: rng.randint(max(1, top // 3), max(1, top // 2))}  # single units sell cheaply
        for p in sizes[1:]:  # per-unit price varies, so the best mix of lengths is not obvious
            prices[p] = p * rng.randint(top // 2, top) + rng.randint(-p, p)
        data = {"length": config.length, "prices": [[p, prices[p]] for p in sizes]}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        pairs = data["prices"]
        style = rng.choice(("price[{p}] = {c}", "length {p}: {c}", "{p} -> {c}"))
        text = rng.choice(_TEMPLATES).format(
            length=data["length"],
            table="\n".join(style.format(p=p, c=c) for p, c in pairs),
            inline=", ".join(f"{p} -> {c}" for p, c in pairs),
        )
        return f"{text}\n{answer_instruction('the maximum total as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        price = {p: c for p, c in data["prices"]}
        best = [0] * (data["length"] + 1)
        for length in range(1, data["length"] + 1):
            t.state(f"length {length}")
            options = []
            for p in sorted(price):
                if p > length:
                    break
                rest = t.fetch(f"best[{length - p}]", best[length - p])
                if rest is None:
                    continue
                options.append(t.fetch(f"price[{p}]", price[p]) + rest)
            best[length] = t.compute(f"best[{length}]", max(options), why="largest price[p] + best[l-p]")
        t.state("answer")
        return t.compute("answer", t.fetch(f"best[{data['length']}]", best[data["length"]]))

    def solve(self, data: dict) -> int:
        # Every multiset of piece lengths that sums to the rod length, by recursion on the largest piece.
        price = sorted(data["prices"])

        def most(left: int, top: int) -> int:
            if left == 0:
                return 0
            out = -1
            for i in range(top, -1, -1):
                p, c = price[i]
                if p <= left:
                    rest = most(left - p, i)
                    if rest >= 0:
                        out = max(out, c + rest)
            return out

        return most(data["length"], len(price) - 1)


BOOTCAMP = RodCutting()
