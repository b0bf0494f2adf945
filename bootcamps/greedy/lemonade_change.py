"""The first customer a lemonade stand cannot give change to.

A drink costs 5; customers pay with 5, 10 or 20 notes, in order, and the stand starts with no
money. Change for a 20 is given as 10 + 5 when possible (keeping 5s, which are needed more
often), else as 5 + 5 + 5. The answer is the number of the first customer who cannot get
change. The trace counts the 5 and 10 notes: one state per customer.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.arrays import render_any
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    customers: int = 8

    def __post_init__(self) -> None:
        if not 3 <= self.customers <= 300:
            raise ValueError(f"customers must be in 3..300, got {self.customers}")


_TEMPLATES = (
    "A lemonade stand sells each cup for ${p}. Customers arrive one at a time and pay with these notes, in order: "
    "{a}. The stand starts with no change and always gives exact change back using the notes it has received "
    "(it may choose which notes to give). Customer number k (counting from 1) is the first one who cannot be "
    "given correct change, whatever choices were made before. What is k?",
    "Each customer buys one item costing {p} and pays with a single note; the notes are {a}, in arrival order. "
    "Starting with an empty till and giving change only from notes already taken in, and choosing the change "
    "wisely, which customer (1-based) is the first that cannot be served?",
    "Till simulation: price {p}; payments {a}; no starting float. Make change optimally from the notes collected "
    "so far. Report the position (starting at 1) of the first customer whose change cannot be made.",
)


class LemonadeChange(IntegerAnswer, Bootcamp):
    id = "greedy/lemonade_change"
    description = "First customer who cannot get change with 5/10/20 notes (prefer giving the 10)"
    Config = Config
    LEVELS = {
        "1": Config(customers=12),
        "2": Config(customers=15),
        "3": Config(customers=19),
        "4": Config(customers=26),
        "5": Config(customers=36),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        scale = rng.choice((1, 2, 10))  # price 5, 10 or 50 with notes scaled alike
        while True:
            bills = [5]
            for _ in range(config.customers - 1):
                bills.append(rng.choices((5, 10, 20), weights=(5, 3, 2))[0])
            data = {"bills": [b * scale for b in bills], "price": 5 * scale}
            gold = self.solve(data)
            if config.customers // 2 < gold <= config.customers:  # someone fails, but not at once
                return data, gold

    def prompt(self, data: dict, rng: random.Random) -> str:
        body = rng.choice(_TEMPLATES).format(p=data["price"], a=render_any(data["bills"], rng))
        return f"{body}\n{answer_instruction('one integer (the customer number)')}"

    def program(self, t: Tracer, data: dict) -> int:
        unit = data["price"]
        fives = tens = 0
        for k, bill in enumerate(data["bills"], start=1):
            t.state(f"customer {k}")
            notes = t.fetch(f"bill[{k}]", bill) // unit  # 1, 2 or 4 price units
            if notes == 1:
                fives = t.compute("fives", fives + 1)
            elif notes == 2:
                if not t.goto(fives > 0, why="a 5 is needed as change"):
                    return t.compute("answer", k)
                fives, tens = t.compute("fives", fives - 1), t.compute("tens", tens + 1)
            elif t.goto(tens > 0 and fives > 0, why="give 10 + 5, keeping the 5s"):
                fives, tens = t.compute("fives", fives - 1), t.compute("tens", tens - 1)
            elif t.goto(fives >= 3, why="give 5 + 5 + 5"):
                fives = t.compute("fives", fives - 3)
            else:
                return t.compute("answer", k)
        raise ValueError("every customer got change")

    def solve(self, data: dict) -> int:
        # Search over every way of giving change (all choices, not just the greedy one): the
        # state is the till (fives, tens); the first customer no state can serve is the answer.
        unit = data["price"]
        states = {(0, 0)}
        for k, bill in enumerate(data["bills"], start=1):
            notes = bill // unit
            nxt = set()
            for fives, tens in states:
                if notes == 1:
                    nxt.add((fives + 1, tens))
                elif notes == 2 and fives:
                    nxt.add((fives - 1, tens + 1))
                elif notes == 4:
                    if fives and tens:
                        nxt.add((fives - 1, tens - 1))
                    if fives >= 3:
                        nxt.add((fives - 3, tens))
            if not nxt:
                return k
            states = nxt
        return len(data["bills"]) + 1  # nobody fails: generate redraws such cases


BOOTCAMP = LemonadeChange()
