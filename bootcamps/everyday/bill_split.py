"""Splitting a restaurant bill: shared dishes split equally among the people who shared them, then a
discount, tax and tip shared in proportion to each person's food, one person's amount to the cent."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.physics import show
from bootcamps.kit.units import DecimalAnswer, money, round_half_up
from bootcamps.trace import Tracer

PEOPLE = ("Ada", "Ben", "Cleo", "Dan", "Eve", "Finn", "Gus", "Hal", "Iris", "Jo", "Kai", "Lou")
DISHES = ("soup", "salad", "pasta", "pizza", "curry", "steak", "fish", "tacos", "burger", "risotto", "dumplings",
          "noodles", "fries", "bread", "cake", "ice cream", "lemonade", "coffee", "tea", "juice", "nachos", "wings")


@dataclass(frozen=True)
class Config:
    people: int = 2
    items: int = 3
    shared: bool = False
    tax: bool = True
    tip: bool = False
    discount: bool = False

    def __post_init__(self) -> None:
        if not 2 <= self.people <= len(PEOPLE):
            raise ValueError(f"people must be in 2..{len(PEOPLE)}, got {self.people}")
        if not 1 <= self.items <= len(DISHES):
            raise ValueError(f"items must be in 1..{len(DISHES)}, got {self.items}")


class BillSplit(DecimalAnswer, Bootcamp):
    id = "everyday/bill_split"
    description = "One diner's share of a bill: shared dishes, then discount, tax and tip in proportion"
    Config = Config
    answer_units = ("dollars",)
    LEVELS = {
        "1": Config(people=2, items=3, tax=True),
        "2": Config(people=3, items=4, shared=True, tax=True),
        "3": Config(people=3, items=6, shared=True, tax=True, tip=True),
        "4": Config(people=4, items=8, shared=True, tax=True, tip=True, discount=True),
        "5": Config(people=6, items=12, shared=True, tax=True, tip=True, discount=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        people = rng.sample(PEOPLE, config.people)
        items = []
        for dish in rng.sample(DISHES, config.items):
            k = rng.randint(2, config.people) if config.shared and rng.random() < 0.4 else 1
            items.append([dish, rng.randint(3, 60) * 100 + rng.choice((0, 25, 50, 75, 95, 99)), sorted(rng.sample(people, k), key=people.index)])
        for person in people:  # everyone ordered something
            if not any(person in who for _, _, who in items):
                rng.choice(items)[2].append(person)
        for item in items:
            item[2] = sorted(item[2], key=people.index)
        data = {"people": people, "items": items, "who": rng.choice(people),
                "tax": str(Fraction(rng.randint(10, 200), 20)) if config.tax else "0",
                "tip": rng.choice(("10", "12", "15", "18", "20", "22")) if config.tip else "0",
                "discount_cents": rng.randint(2, 10) * 500 if config.discount else 0}
        if data["discount_cents"] >= sum(p for _, p, _ in items):
            data["discount_cents"] = 0
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        lines = []
        for dish, cents, who in data["items"]:
            share = who[0] if len(who) == 1 else ", ".join(who[:-1]) + " and " + who[-1] + " (shared equally)"
            lines.append(f"- {dish}: {cents // 100}.{cents % 100:02d}, for {share}")
        rules = ["Each person's food is the dishes they had, a shared dish split equally among those who shared it."]
        if data["discount_cents"]:
            rules.append(f"A voucher takes {money(Fraction(data['discount_cents'], 100))} off the food; each person's part "
                         "of it is in proportion to their food.")
        if data["tax"] != "0":
            rules.append(f"Sales tax of {show(Fraction(data['tax']))}% is charged on each person's food after the voucher.")
        if data["tip"] != "0":
            rules.append(f"A tip of {data['tip']}% is added on each person's food before the voucher and the tax.")
        rules.append("Each person pays their food minus their voucher part, plus their tax and tip, rounded to the nearest "
                     "cent (half a cent up) only at the end.")
        intro = rng.choice((f"{', '.join(data['people'])} eat out together. The bill:",
                            f"A dinner for {len(data['people'])} ({', '.join(data['people'])}). The items:",
                            f"Splitting the check between {', '.join(data['people'])}:"))
        text = "\n".join([intro, *lines, " ".join(rules), f"How much does {data['who']} pay?"])
        return f"{text}\n{answer_instruction('the amount in dollars with two decimals, e.g. 23.40 (no $ sign)')}"

    def program(self, t: Tracer, data: dict) -> str:
        who = data["who"]
        mine = Fraction(0)
        food = Fraction(0)
        for i, (dish, cents, sharers) in enumerate(data["items"]):
            t.state(f"item {i + 1} ({dish})")
            price = t.fetch(f"price[{i}]", Fraction(cents, 100))
            food = t.compute("all_food", food + price)
            if who in sharers:
                mine = t.compute("food", mine + Fraction(price) / t.fetch(f"sharers[{i}]", len(sharers)),
                                 why=f"{who}'s equal share")
        t.state("extras")
        voucher = Fraction(0)
        if data["discount_cents"]:
            voucher = t.compute("voucher_part", Fraction(data["discount_cents"], 100) * mine / food,
                                why="voucher times food share")
        tax = t.compute("tax", (mine - voucher) * Fraction(data["tax"]) / 100, why="rate on food after voucher")
        tip = t.compute("tip", mine * Fraction(data["tip"]) / 100, why="rate on food before voucher")
        t.state("total")
        exact = t.compute("exact", mine - voucher + tax + tip)
        return money(t.compute("pay", round_half_up(exact, 2), why="to the cent"))

    def solve(self, data: dict) -> str:
        # everybody's food in integer units of 1/27720 cent (27720 = lcm(1..12): any sharer count divides it), then one
        # exact multiplier for the person: (1 - v)(1 + tax) + tip, with v the voucher's share of the food
        food = dict.fromkeys(data["people"], 0)
        for _, cents, sharers in data["items"]:
            for p in sharers:
                food[p] += cents * (27720 // len(sharers))
        total = sum(food.values())
        tax, tip = Fraction(data["tax"]) / 100, Fraction(data["tip"]) / 100
        multiplier = (1 - Fraction(data["discount_cents"] * 27720, total)) * (1 + tax) + tip
        return money(round_half_up(multiplier * food[data["who"]] / 2772000, 2))


BOOTCAMP = BillSplit()
