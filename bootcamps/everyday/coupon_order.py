"""A shopping total with coupons applied in a stated order: free items on multi-buys, percentages off a
department, a fixed amount off when the running total reaches a threshold, a percentage off
everything, then sales tax, rounded to the cent at the end."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.units import DecimalAnswer, money, round_half_up
from bootcamps.trace import Tracer

STOCK = {"produce": ("apples", "bananas", "carrots", "tomatoes", "lettuce", "grapes"),
         "dairy": ("milk", "yogurt", "cheese", "butter", "cream"),
         "bakery": ("bagels", "bread", "muffins", "croissants"),
         "household": ("soap", "sponges", "tissues", "detergent", "candles")}
ITEM_LEVEL = ("free", "department")
TOTAL_LEVEL = ("threshold", "percent")


@dataclass(frozen=True)
class Config:
    items: int = 3
    coupons: tuple[str, ...] = ("percent",)
    count: int = 1
    tax: bool = False

    def __post_init__(self) -> None:
        if not 2 <= self.items <= 12:
            raise ValueError(f"items must be in 2..12, got {self.items}")
        if not self.coupons or any(c not in ITEM_LEVEL + TOTAL_LEVEL for c in self.coupons):
            raise ValueError(f"coupons must be a non-empty subset of {', '.join(ITEM_LEVEL + TOTAL_LEVEL)}")
        if not 1 <= self.count <= 6:
            raise ValueError(f"count must be in 1..6, got {self.count}")


def _cents(c: int) -> str:
    return f"{c // 100}.{c % 100:02d}"


class CouponOrder(DecimalAnswer, Bootcamp):
    id = "everyday/coupon_order"
    description = "Shopping total with coupons in a stated order: multi-buy free items, department %, thresholds, tax"
    Config = Config
    answer_units = ("dollars",)
    LEVELS = {
        "1": Config(items=3, coupons=("percent",), count=1),
        "2": Config(items=4, coupons=("percent", "threshold"), count=2),
        "3": Config(items=5, coupons=("department", "threshold", "percent"), count=2, tax=True),
        "4": Config(items=6, coupons=ITEM_LEVEL + TOTAL_LEVEL, count=3, tax=True),
        "5": Config(items=9, coupons=ITEM_LEVEL + TOTAL_LEVEL, count=5, tax=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        pool = [(dept, name) for dept, names in STOCK.items() for name in names]
        cart = [[dept, name, rng.randint(1, 6), rng.randint(49, 1999)] for dept, name in rng.sample(pool, config.items)]
        coupons = []
        for _ in range(config.count):
            kind = rng.choice(config.coupons)
            if kind == "free":
                item = rng.choice(cart)
                if any(c.get("item") == item[1] for c in coupons):
                    continue  # one multi-buy per item
                coupons.append({"kind": kind, "item": item[1], "buy": rng.randint(1, 3)})
            elif kind == "department":
                coupons.append({"kind": kind, "dept": rng.choice(cart)[0], "pct": rng.choice((5, 10, 15, 20, 25, 30, 50))})
            elif kind == "threshold":
                subtotal = sum(q * p for _, _, q, p in cart)
                at_least = int(subtotal * Fraction(rng.randint(50, 130), 100)) // 500 * 500 or 500
                coupons.append({"kind": kind, "at_least": at_least, "off": rng.randint(1, max(1, at_least // 300)) * 100})
            else:
                coupons.append({"kind": kind, "pct": rng.choice((5, 10, 12, 15, 20, 25))})
        # multi-buys first (on full prices), then department coupons, then total coupons in drawn order
        coupons.sort(key=lambda c: {"free": 0, "department": 1}.get(c["kind"], 2))
        data = {"cart": cart, "coupons": coupons, "tax": str(Fraction(rng.randint(0, 50), 4)) if config.tax else "0"}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        lines = [rng.choice(("A shopping basket (unit prices in dollars):", "At the till, the items are (dollars each):",
                             "Groceries bought (price per unit, dollars):"))]
        for dept, name, qty, price in data["cart"]:
            lines.append(f"- {qty} x {name} ({dept}) at {_cents(price)} each")
        lines.append("Coupons, applied one after another in exactly this order:")
        for k, c in enumerate(data["coupons"], 1):
            if c["kind"] == "free":
                text = (f"{c['item']}: buy {c['buy']}, get 1 free (in every group of {c['buy'] + 1} {c['item']}, one is "
                        f"free; leftover units are paid)")
            elif c["kind"] == "department":
                text = f"{c['pct']}% off everything in {c['dept']} (on its current amount)"
            elif c["kind"] == "threshold":
                text = (f"{_cents(c['off'])} off if the running total is at least {_cents(c['at_least'])} at this point "
                        f"(otherwise nothing)")
            else:
                text = f"{c['pct']}% off the running total"
            lines.append(f"{k}. {text}")
        if data["tax"] != "0":
            lines.append(f"Then sales tax of {Fraction(data['tax']).numerator / Fraction(data['tax']).denominator:g}% is "
                         "added to the amount after all coupons.")
        lines.append("Keep exact amounts and round only the final total to the nearest cent (half a cent up). "
                     "What is the total to pay?")
        return "\n".join(lines) + f"\n{answer_instruction('the amount in dollars with two decimals, e.g. 42.10 (no $ sign)')}"

    def program(self, t: Tracer, data: dict) -> str:
        by_dept: dict[str, Fraction] = {}
        lines: dict[str, Fraction] = {}
        for i, (dept, name, qty, price) in enumerate(data["cart"]):
            t.state(f"item {name}")
            cost = t.compute("line", Fraction(t.fetch(f"qty[{i}]", qty) * t.fetch(f"price[{i}]", price), 100))
            lines[name] = cost
            by_dept[dept] = t.compute(f"dept[{dept}]", by_dept.get(dept, Fraction(0)) + cost)
        total = sum(by_dept.values(), Fraction(0))
        unit_price = {name: Fraction(price, 100) for _, name, _, price in data["cart"]}
        dept_of = {name: dept for dept, name, _, _ in data["cart"]}
        qty_of = {name: qty for _, name, qty, _ in data["cart"]}
        for k, c in enumerate(data["coupons"], 1):
            t.state(f"coupon {k} ({c['kind']})")
            total = t.fetch("total", total)
            if c["kind"] == "free":
                free = t.compute("free_units", qty_of[c["item"]] // (c["buy"] + 1), why=f"one in every {c['buy'] + 1}")
                saving = t.compute("saving", free * unit_price[c["item"]])
                dept = dept_of[c["item"]]
                by_dept[dept] = t.compute(f"dept[{dept}]", by_dept[dept] - saving)
            elif c["kind"] == "department":
                saving = t.compute("saving", Fraction(by_dept[c["dept"]]) * c["pct"] / 100, why=f"{c['pct']}% of {c['dept']}")
                by_dept[c["dept"]] = t.compute(f"dept[{c['dept']}]", by_dept[c["dept"]] - saving)
            elif c["kind"] == "threshold":
                met = t.compute("threshold_met", total >= Fraction(c["at_least"], 100))
                saving = Fraction(c["off"], 100) if met else Fraction(0)
            else:
                saving = t.compute("saving", Fraction(total) * c["pct"] / 100, why=f"{c['pct']}% of the total")
            total = t.compute("total", total - saving)
        t.state("tax")
        total = t.compute("with_tax", Fraction(total) * (100 + Fraction(data["tax"])) / 100)
        return money(round_half_up(total, 2))

    def solve(self, data: dict) -> str:
        # item coupons change unit prices per line; total coupons then act on the sum
        paid = {name: Fraction(qty * price, 100) for _, name, qty, price in data["cart"]}
        dept_of = {name: dept for dept, name, _, _ in data["cart"]}
        total = None
        for c in data["coupons"]:
            if c["kind"] == "free":
                _, _, qty, price = next(row for row in data["cart"] if row[1] == c["item"])
                paid[c["item"]] -= Fraction(qty // (c["buy"] + 1) * price, 100)
            elif c["kind"] == "department":
                for name in paid:
                    if dept_of[name] == c["dept"]:
                        paid[name] *= Fraction(100 - c["pct"], 100)
            else:
                total = sum(paid.values()) if total is None else total
                if c["kind"] == "threshold":
                    total -= Fraction(c["off"], 100) if total >= Fraction(c["at_least"], 100) else 0
                else:
                    total *= Fraction(100 - c["pct"], 100)
        total = sum(paid.values()) if total is None else total
        return money(round_half_up(total * (1 + Fraction(data["tax"]) / 100), 2))


BOOTCAMP = CouponOrder()
