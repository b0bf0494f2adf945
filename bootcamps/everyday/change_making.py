"""A cashier's change: total a purchase (with tax and cash rounding at higher levels), then hand back
the change largest note or coin first."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.literal import IntSequenceAnswer
from bootcamps.trace import Tracer

DENOMINATIONS = (5000, 2000, 1000, 500, 200, 100, 50, 20, 10, 5, 2, 1)  # cents
_ITEMS = ("bread", "milk", "apples", "coffee", "a notebook", "pens", "soap", "rice", "cheese", "a magazine",
          "batteries", "tea", "eggs", "a candle", "tape", "glue", "a mug", "socks", "a scarf", "honey")


def _money(cents: int) -> str:
    return f"{cents // 100}.{cents % 100:02d}"


def _label(cents: int) -> str:
    return f"{cents // 100}" if cents >= 100 else f"0.{cents:02d}"


@dataclass(frozen=True)
class Config:
    items: int = 2
    tax_percent: bool = False  # a sales tax on the subtotal, rounded to the cent (halves up)
    cash_rounding: bool = False  # the amount due is rounded to the nearest 5 cents for cash
    smallest: int = 1  # cents of the smallest coin in the till

    def __post_init__(self) -> None:
        if not 1 <= self.items <= 30:
            raise ValueError(f"items must be in 1..30, got {self.items}")
        if self.smallest not in (1, 5):
            raise ValueError(f"smallest must be 1 or 5 cents, got {self.smallest}")
        if self.cash_rounding != (self.smallest == 5):
            raise ValueError("cash_rounding and smallest=5 go together (no 1 or 2 cent coins)")


_TEMPLATES = (
    "{name} buys {items}. {tax}{rounding}{name} pays with {paid}. The cashier gives the change using the fewest "
    "pieces by always handing over the largest note or coin that does not exceed what is still owed.",
    "At a shop the basket holds {items}. {tax}{rounding}The customer hands over {paid}; change is given greedily, "
    "largest denomination first, as many of each as fit.",
    "A customer's purchase: {items}. {tax}{rounding}Payment: {paid}. Work out the change and how it is paid out, "
    "taking as many of the largest available denomination as possible, then the next, and so on.",
)
_NAMES = ("Sam", "Priya", "Leo", "Maya", "Omar", "Zoe", "Ivan", "Lucia", "Tariq", "Emma", "Kofi", "Yuki")


class ChangeMaking(IntSequenceAnswer, Bootcamp):
    id = "everyday/change_making"
    description = "Total a purchase (tax, cash rounding) and give the change greedily by note and coin"
    Config = Config
    LEVELS = {
        "1": Config(items=2),
        "2": Config(items=3),
        "3": Config(items=4, tax_percent=True),
        "4": Config(items=6, tax_percent=True, cash_rounding=True, smallest=5),
        "5": Config(items=9, tax_percent=True, cash_rounding=True, smallest=5),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        names = rng.sample(_ITEMS, config.items)
        basket = [[name, rng.randint(1, 4), rng.randint(20, 2500)] for name in names]
        tax = rng.choice((5, 6, 7, 8, 10, 12, 15)) if config.tax_percent else 0
        data = {"name": rng.choice(_NAMES), "basket": basket, "tax": tax, "smallest": config.smallest, "paid": 0,
                "denominations": [d for d in DENOMINATIONS if d >= config.smallest]}
        due = self._due(data)
        notes = [d for d in (1000, 2000, 5000) if d > due]
        paid = rng.choice(notes) if notes else (due // 5000 + 1) * 5000
        data["paid"] = paid
        return data, self.solve(data)

    @staticmethod
    def _due(data: dict) -> int:
        subtotal = sum(qty * price for _, qty, price in data["basket"])
        total = subtotal + (subtotal * data["tax"] * 2 + 100) // 200  # tax to the cent, halves up
        if data["smallest"] == 5:
            total = (total * 2 + 5) // 10 * 5  # nearest 5 cents, halves (2.5 cents) up
        return total

    def prompt(self, data: dict, rng: random.Random) -> str:
        items = ", ".join(f"{qty} x {name} at ${_money(price)} each" for name, qty, price in data["basket"])
        tax = f"A sales tax of {data['tax']}% is added to the subtotal and rounded to the nearest cent (half a cent up). " if data["tax"] else ""
        rounding = ("The till has no 1 or 2 cent coins, so the amount due is rounded to the nearest 5 cents (2.5 cents "
                    "rounds up) before paying. " if data["smallest"] == 5 else "")
        text = rng.choice(_TEMPLATES).format(name=data["name"], items=items, tax=tax, rounding=rounding,
                                             paid=f"${data['paid'] // 100}")
        labels = ", ".join(f"${_label(d)}" for d in data["denominations"])
        form = (f"how many of each denomination are handed back, in this order: {labels}; as {len(data['denominations'])} "
                "integers separated by commas (0 where none)")
        return f"{text}\n{answer_instruction(form)}"

    def program(self, t: Tracer, data: dict) -> list[int]:
        subtotal = 0
        for i, (name, qty, price) in enumerate(data["basket"]):
            t.state(f"item {i}")
            q = t.fetch(f"qty[{i}]", qty)
            p = t.fetch(f"price[{i}]", price)
            subtotal = t.compute("subtotal", subtotal + q * p, why="cents")
        t.state("amount due")
        due = subtotal
        if data["tax"]:
            tax = t.compute("tax", (subtotal * data["tax"] * 2 + 100) // 200, why=f"{data['tax']}% of the subtotal, to the cent")
            due = t.compute("with_tax", subtotal + tax)
        if data["smallest"] == 5:
            due = t.compute("due", (due * 2 + 5) // 10 * 5, why="nearest 5 cents")
        change = t.compute("change", t.fetch("paid", data["paid"]) - due, why="paid minus due")
        counts = []
        for d in data["denominations"]:
            t.state(f"denomination {d}")
            k = t.compute(f"n[{d}]", max(change, 0) // d, why=f"how many {d}-cent pieces fit")
            change = t.compute("left", change - k * d)
            counts.append(k)
        return counts

    def solve(self, data: dict) -> list[int]:
        # hand out one piece at a time: the largest that still fits
        change = data["paid"] - self._due(data)
        counts = dict.fromkeys(data["denominations"], 0)
        while change > 0:
            piece = next(d for d in data["denominations"] if d <= change)
            counts[piece] += 1
            change -= piece
        return [counts[d] for d in data["denominations"]]

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))


BOOTCAMP = ChangeMaking()
