"""Read a generated shop receipt (quantities, unit prices, a discount, tax) and give the total due."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.poly import read_rational
from bootcamps.trace import Tracer

ITEMS = ("apples", "bread", "coffee", "eggs", "flour", "grapes", "honey", "jam", "lemons", "milk", "nuts",
         "oats", "pasta", "rice", "soap", "tea", "tomatoes", "yogurt", "butter", "cheese")


@dataclass(frozen=True)
class Config:
    min_items: int = 2
    max_items: int = 3
    discount: bool = False  # a percentage off the subtotal
    tax: bool = False  # a sales-tax percentage on the discounted subtotal

    def __post_init__(self) -> None:
        if not 1 <= self.min_items <= self.max_items <= len(ITEMS):
            raise ValueError(f"need 1 <= min_items <= max_items <= {len(ITEMS)}, got {self.min_items}, {self.max_items}")


def cents(value: Fraction) -> int:
    """Round half up to whole cents, as the receipt says."""
    return int(value * 100 + Fraction(1, 2)) if value >= 0 else -int(-value * 100 + Fraction(1, 2))


def money(c: int) -> str:
    return f"{c // 100}.{c % 100:02d}"


class ReceiptTotal(Bootcamp):
    id = "text/receipt_total"
    description = "Total due on a generated receipt: line totals, a discount, tax, rounding to cents"
    Config = Config
    LEVELS = {
        "1": Config(min_items=2, max_items=3),
        "2": Config(min_items=3, max_items=5, discount=True),
        "3": Config(min_items=4, max_items=6, tax=True),
        "4": Config(min_items=6, max_items=9, discount=True, tax=True),
        "5": Config(min_items=9, max_items=14, discount=True, tax=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        lines = [[name, rng.randint(1, 6), rng.randint(25, 1999)] for name in rng.sample(ITEMS, rng.randint(config.min_items, config.max_items))]
        data = {"lines": lines, "discount": rng.choice((5, 10, 15, 20, 25)) if config.discount else 0,
                "tax": rng.choice(("5", "6", "7", "8", "8.25", "9.5", "13")) if config.tax else "0"}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        rows = [f"{name:<10} {qty} x {money(price)}" for name, qty, price in data["lines"]]
        notes = []
        if data["discount"]:
            notes.append(f"Discount: {data['discount']}% off the subtotal")
        if data["tax"] != "0":
            notes.append(f"Sales tax: {data['tax']}% on the subtotal after any discount")
        receipt = "\n".join(["RECEIPT", *rows, *notes])
        intro = rng.choice(("How much is due on this receipt?", "Work out the total to pay for this receipt.",
                            "What is the final amount on the receipt below?"))
        rule = "Each line is quantity x unit price. Round only the final total to the nearest cent (half a cent rounds up)."
        return f"{intro} {rule}\n{receipt}\n{answer_instruction('the amount with two decimals, e.g. 12.50 (a currency sign is fine)')}"

    def check(self, data: dict, answer: str, text: str) -> float:
        text = text.strip().removeprefix("$").removeprefix("€").removeprefix("£").strip()
        if any(c.isspace() for c in text):
            return 0.0  # an amount has no spaces inside ("6 .32" splits it)
        value = read_rational(text, decimal=True, fraction=False)
        return 1.0 if value is not None and value == Fraction(answer) else 0.0

    def program(self, t: Tracer, data: dict) -> str:
        subtotal = 0
        for i, (name, qty, price) in enumerate(data["lines"]):
            t.state(f"line {i}")
            q, p = t.fetch(f"qty[{i}]", qty), t.fetch(f"price[{i}]", price)
            line = t.compute(f"line[{i}]", q * p, why="cents")
            subtotal = t.compute("subtotal", subtotal + line)
        total = Fraction(subtotal)
        if data["discount"]:
            t.state("discount")
            total = t.compute("after_discount", total * (100 - t.fetch("discount", data["discount"])) / 100, why="cents")
        if data["tax"] != "0":
            t.state("tax")
            total = t.compute("with_tax", total * (100 + Fraction(t.fetch("tax", data["tax"]))) / 100, why="cents")
        t.state("answer")
        rounded = t.compute("cents", int(total + Fraction(1, 2)), why="round to a whole cent, half up")
        return t.compute("answer", money(rounded))

    def solve(self, data: dict) -> str:
        subtotal = sum(Fraction(qty * price, 100) for _, qty, price in data["lines"])  # in dollars this time
        total = subtotal * (1 - Fraction(data["discount"], 100)) * (1 + Fraction(data["tax"]) / 100)
        return money(cents(total))


BOOTCAMP = ReceiptTotal()
