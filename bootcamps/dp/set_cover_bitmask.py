"""Cheapest set cover over a small universe, by DP over bitmasks of covered items.

Bundles each cover some of the items 1..k at a price; buy bundles so every item is covered, as
cheaply as possible. The trace fills ``best[mask]``, the cheapest way to cover at least the
items in ``mask``, in increasing order of masks: the lowest uncovered item of the mask must come
from some bundle that holds it, so ``best[mask] = min over such bundles b of price[b] +
best[mask minus b's items]``.
"""

from __future__ import annotations

import itertools
import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    items: int = 5
    bundles: int = 6
    max_price: int = 30

    def __post_init__(self) -> None:
        if not 2 <= self.items <= 8:
            raise ValueError(f"items must be in 2..8, got {self.items}")
        if not 2 <= self.bundles <= 16:
            raise ValueError(f"bundles must be in 2..16 (the reference solver tries every choice), got {self.bundles}")
        if not 5 <= self.max_price <= 1000:
            raise ValueError(f"max_price must be in 5..1000, got {self.max_price}")


_TEMPLATES = (
    "A shop sells bundles of stickers numbered 1..{k}:\n{bundles}\nYou want at least one of every sticker 1..{k}. "
    "What is the least you must spend? (Each bundle can be bought once; extra copies do not matter.)",
    "Contractors offer to cover some of the tasks 1..{k} for a fixed fee:\n{bundles}\nHire contractors so that "
    "every task is covered by at least one of them. What is the minimum total fee?",
    "Weighted set cover over the universe {{1, ..., {k}}}; the sets and their costs are:\n{bundles}\nFind the "
    "minimum total cost of sets whose union is the whole universe.",
)


class SetCoverBitmask(IntegerAnswer, Bootcamp):
    id = "dp/set_cover_bitmask"
    description = "Cheapest set cover of a small universe (DP over bitmasks of covered items)"
    Config = Config
    LEVELS = {
        "1": Config(items=3, bundles=4, max_price=20),
        "2": Config(items=4, bundles=5, max_price=30),
        "3": Config(items=5, bundles=7, max_price=40),
        "4": Config(items=6, bundles=8, max_price=60),
        "5": Config(items=6, bundles=10, max_price=99),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        k = config.items
        bundles = []
        for _ in range(config.bundles):
            size = rng.randint(1, max(1, (k + 1) // 2 + 1))
            chosen = sorted(rng.sample(range(1, k + 1), size))
            bundles.append([chosen, rng.randint(size * config.max_price // (2 * k) + 1, config.max_price)])
        for item in range(1, k + 1):  # every item in some bundle, so a cover exists
            if not any(item in b for b, _ in bundles):
                rng.choice(bundles)[0].append(item)
        bundles = [[sorted(b), p] for b, p in bundles]
        data = {"items": k, "bundles": bundles}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        style = rng.choice(("{{{items}}} costs {p}", "bundle {i}: {items} for {p}", "[{items}] - price {p}"))
        lines = [style.format(i=i + 1, items=", ".join(map(str, b)), p=p) for i, (b, p) in enumerate(data["bundles"])]
        text = rng.choice(_TEMPLATES).format(k=data["items"], bundles="\n".join(lines))
        return f"{text}\n{answer_instruction('the total cost as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        k = data["items"]
        masks = [(sum(1 << (x - 1) for x in b), p) for b, p in data["bundles"]]
        best = [0] * (1 << k)
        for mask in range(1, 1 << k):
            low = (mask & -mask).bit_length()  # the lowest item still to cover
            t.state(f"cover {''.join(str(x + 1) for x in range(k) if mask >> x & 1)}")
            options = []
            for b, (bits, price) in enumerate(masks):
                if bits >> (low - 1) & 1:
                    rest = mask & ~bits
                    options.append(t.fetch(f"price[{b + 1}]", price) + t.fetch(f"best[{rest:0{k}b}]", best[rest]))
            best[mask] = t.compute(f"best[{mask:0{k}b}]", min(options), why=f"a bundle holding item {low}")
        t.state("answer")
        full = (1 << k) - 1
        return t.compute("answer", t.fetch(f"best[{full:0{k}b}]", best[full]))

    def solve(self, data: dict) -> int:
        # Every subset of bundles, smallest total price whose union is everything.
        need = set(range(1, data["items"] + 1))
        best = None
        for r in range(1, len(data["bundles"]) + 1):
            for pick in itertools.combinations(data["bundles"], r):
                price = sum(p for _, p in pick)
                if (best is None or price < best) and set().union(*(b for b, _ in pick)) == need:
                    best = price
        return best


BOOTCAMP = SetCoverBitmask()
