"""Which month (or product) had the largest percentage change? Compare relative, not absolute, changes.

A table gives monthly figures for a few products. Questions: for one product, the month with the
largest month-over-month percentage increase (or decrease); or the product whose figure grew the
most (or fell the most) in percent from the first month to the last. Percent changes are
compared exactly as fractions (new - old) / old; the generator regenerates ties, and cases where
no candidate moves in the asked direction. The answer is one name. The trace computes
each candidate's change (fetch old and new, compute the fraction) and keeps the best so far.
The tests check golds against DuckDB (``LAG`` and a division in floating point).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit.literal import strict_word
from bootcamps.trace import Tracer

MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
PRODUCTS = ("tea", "soap", "rice", "salt", "milk", "jam", "oats", "figs", "kale", "mint")


@dataclass(frozen=True)
class Config:
    months: int = 4
    products: int = 2

    def __post_init__(self) -> None:
        if not 3 <= self.months <= len(MONTHS):
            raise ValueError(f"months must be in 3..{len(MONTHS)}, got {self.months}")
        if not 1 <= self.products <= len(PRODUCTS):
            raise ValueError(f"products must be in 1..{len(PRODUCTS)}, got {self.products}")


def changes(data: dict) -> list[tuple[str, Fraction]]:
    """Each candidate name with its exact relative change."""
    table, months = data["table"], data["months"]
    if data["question"] == "month":
        row = table[data["product"]]
        return [(months[i], Fraction(row[i] - row[i - 1], row[i - 1])) for i in range(1, len(months))]
    return [(p, Fraction(row[-1] - row[0], row[0])) for p, row in table.items()]


def winner(data: dict) -> str | None:
    """The candidate with the largest increase (or decrease); None on a tie."""
    scored = changes(data)
    sign = 1 if data["direction"] == "increase" else -1
    best = max(sign * c for _, c in scored)
    names = [n for n, c in scored if sign * c == best]
    return names[0] if len(names) == 1 else None


_INTROS = ("Monthly sales figures:", "Units sold per month:", "Here are monthly figures for some products:")


class PercentChange(Bootcamp):
    id = "data/percent_change"
    description = "Find the month or product with the largest percentage increase or decrease in a monthly table"
    Config = Config
    LEVELS = {
        "1": Config(months=4, products=1),
        "2": Config(months=5, products=2),
        "3": Config(months=6, products=3),
        "4": Config(months=8, products=4),
        "5": Config(months=10, products=6),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        start = rng.randrange(len(MONTHS) - config.months + 1)
        months = list(MONTHS[start : start + config.months])
        products = rng.sample(PRODUCTS, config.products)
        while True:
            table = {}
            for p in products:
                row = [rng.randint(20, 200)]
                for _ in range(config.months - 1):
                    row.append(max(5, row[-1] + rng.randint(-40, 40)))
                table[p] = row
            question = "month" if config.products == 1 or rng.random() < 0.5 else "product"
            data = {"months": months, "table": table, "question": question,
                    "product": rng.choice(products), "direction": rng.choice(("increase", "decrease"))}
            gold = winner(data)
            scored = changes(data)
            # a unique winner that really moved in the asked direction
            moved = any(c > 0 for _, c in scored) if data["direction"] == "increase" else any(c < 0 for _, c in scored)
            if gold is not None and moved:
                return data, gold

    def prompt(self, data: dict, rng: random.Random) -> str:
        header = "product | " + " | ".join(data["months"])
        rows = [f"{p} | " + " | ".join(map(str, r)) for p, r in data["table"].items()]
        word = "increase" if data["direction"] == "increase" else "decrease"
        if data["question"] == "month":
            question = (f"For {data['product']}, which month shows the largest percentage {word} compared with the month before it? "
                        f"(Percentage change = (this month - previous month) / previous month.)")
            form = "the month's three-letter name as written in the table"
        else:
            question = (f"Which product has the largest percentage {word} from {data['months'][0]} to {data['months'][-1]}? "
                        f"(Percentage change = (last - first) / first.)")
            form = "the product name"
        return "\n".join([rng.choice(_INTROS), header, *rows, question, answer_instruction(form)])

    def check(self, data: dict, answer: str, text: str) -> float:
        names = data["months"] if data["question"] == "month" else list(data["table"])
        return 1.0 if strict_word(text, {n.casefold(): n for n in names}) == answer else 0.0

    def program(self, t: Tracer, data: dict) -> str:
        sign = 1 if data["direction"] == "increase" else -1
        table, months = data["table"], data["months"]
        if data["question"] == "month":
            row = table[data["product"]]
            pairs = [(months[i], f"{data['product']}[{months[i - 1]}]", row[i - 1], f"{data['product']}[{months[i]}]", row[i]) for i in range(1, len(months))]
        else:
            pairs = [(p, f"{p}[{months[0]}]", r[0], f"{p}[{months[-1]}]", r[-1]) for p, r in table.items()]
        best_name, best = None, None
        for name, old_at, old, new_at, new in pairs:
            t.state(f"candidate {name}")
            a, b = t.fetch(old_at, old), t.fetch(new_at, new)
            change = t.compute("change", Fraction(b - a, a), why="(new - old) / old")
            if best is None or t.compute("[better]", sign * change > sign * best):
                best_name, best = t.compute("best", name), change
        t.state("answer")
        return t.compute("answer", best_name)

    def solve(self, data: dict) -> str:
        # compare by cross-multiplication on integers instead of fractions
        sign = 1 if data["direction"] == "increase" else -1
        table, months = data["table"], data["months"]
        if data["question"] == "month":
            row = table[data["product"]]
            cands = [(months[i], row[i] - row[i - 1], row[i - 1]) for i in range(1, len(months))]
        else:
            cands = [(p, r[-1] - r[0], r[0]) for p, r in table.items()]
        best = cands[0]
        for c in cands[1:]:
            if sign * c[1] * best[2] > sign * best[1] * c[2]:
                best = c
        return best[0]

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        names = case.data["months"][1:] if case.data["question"] == "month" else list(case.data["table"])
        return [n for n in names if n != case.answer][:3]


BOOTCAMP = PercentChange()
