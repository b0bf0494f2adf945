"""The best buy on a shelf: packs in grams, kilograms, pounds or ounces, some on multi-buy, percentage
or buy-some-get-one-free offers; the cheapest price per kilogram decides (exactly, no ties)."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit.physics import show
from bootcamps.trace import Tracer

GRAMS = {"g": Fraction(1), "kg": Fraction(1000), "lb": Fraction("453.59237"), "oz": Fraction("28.349523125")}
LABELS = "ABCDEFGH"
GOODS = ("coffee", "rice", "oats", "flour", "pasta", "sugar", "tea", "lentils", "almonds", "cheese", "butter", "honey")
OFFERS = ("none", "multibuy", "percent", "free")


@dataclass(frozen=True)
class Config:
    products: int = 2
    units: tuple[str, ...] = ("g",)
    offers: bool = False

    def __post_init__(self) -> None:
        if not 2 <= self.products <= len(LABELS):
            raise ValueError(f"products must be in 2..{len(LABELS)}, got {self.products}")
        if not self.units or any(u not in GRAMS for u in self.units):
            raise ValueError(f"units must be a non-empty subset of {', '.join(GRAMS)}, got {self.units}")


def _size(amount: Fraction, unit: str) -> str:
    return f"{show(amount)} {unit}"


class UnitPrice(Bootcamp):
    id = "everyday/unit_price"
    description = "Best buy by price per kilogram: mixed pack units, multi-buy, percent-off and free-item offers"
    Config = Config
    LEVELS = {
        "1": Config(products=2, units=("g",)),
        "2": Config(products=3, units=("g", "kg")),
        "3": Config(products=4, units=("g", "kg", "lb", "oz")),
        "4": Config(products=5, units=("g", "kg", "lb", "oz"), offers=True),
        "5": Config(products=7, units=("g", "kg", "lb", "oz"), offers=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        while True:
            items = []
            base = rng.randint(200, 4000)  # cents per kg, roughly, so the products compete
            for _ in range(config.products):
                unit = rng.choice(config.units)
                grams = rng.randint(100, 3000)
                amount = {"g": Fraction(grams // 10 * 10), "kg": Fraction(grams // 50 * 50, 1000),
                          "lb": Fraction(grams // 113 * 25 or 25, 100), "oz": Fraction(grams // 28 or 1)}[unit]
                price = int(base * amount * GRAMS[unit] / 1000 * Fraction(rng.randint(80, 120), 100)) or 1
                offer = rng.choice(OFFERS) if config.offers else "none"
                items.append({"unit": unit, "amount": str(amount), "cents": price, "offer": offer,
                              "k": rng.randint(2, 4), "pct": rng.choice((10, 15, 20, 25, 30, 40)),
                              "deal_cents": int(price * rng.randint(2, 4) * Fraction(rng.randint(70, 95), 100))})
                if offer == "multibuy":
                    items[-1]["deal_cents"] = int(price * items[-1]["k"] * Fraction(rng.randint(70, 95), 100))
            data = {"goods": rng.choice(GOODS), "items": items}
            per_kg = [self._per_kg(item) for item in items]
            best, second = sorted(per_kg)[:2]
            if second > best * Fraction(101, 100):  # a clear winner: at least 1% cheaper than the next
                return data, LABELS[per_kg.index(best)]

    @staticmethod
    def _per_kg(item: dict) -> Fraction:
        """Cents per kilogram when buying as the offer requires."""
        grams = Fraction(item["amount"]) * GRAMS[item["unit"]]
        packs, cents = 1, Fraction(item["cents"])
        if item["offer"] == "multibuy":
            packs, cents = item["k"], Fraction(item["deal_cents"])
        elif item["offer"] == "percent":
            cents = cents * (100 - item["pct"]) / 100
        elif item["offer"] == "free":
            packs, cents = item["k"] + 1, cents * item["k"]
        return cents * 1000 / (grams * packs)

    def _line(self, label: str, item: dict) -> str:
        price = f"{item['cents'] // 100}.{item['cents'] % 100:02d}"
        text = f"{label}: {_size(Fraction(item['amount']), item['unit'])} for {price}"
        if item["offer"] == "multibuy":
            text += f"; offer: {item['k']} packs for {item['deal_cents'] // 100}.{item['deal_cents'] % 100:02d}"
        elif item["offer"] == "percent":
            text += f"; offer: {item['pct']}% off"
        elif item["offer"] == "free":
            text += f"; offer: buy {item['k']}, get 1 more free"
        return text

    def prompt(self, data: dict, rng: random.Random) -> str:
        lines = [self._line(LABELS[i], item) for i, item in enumerate(data["items"])]
        intro = rng.choice((f"A shop sells {data['goods']} in these packs (prices in dollars):",
                            f"Comparing {data['goods']} on a supermarket shelf (dollars):",
                            f"Which {data['goods']} is the best value? The packs (dollar prices):"))
        rules = ["Compare the price per kilogram of the goods themselves."]
        if any(it["unit"] in ("lb", "oz") for it in data["items"]):
            rules.append("1 lb = 453.59237 g and 1 oz = 28.349523125 g.")
        if any(it["offer"] != "none" for it in data["items"]):
            rules.append("Where there is an offer, assume you buy exactly what the offer needs (the stated number of "
                         "packs for a multi-buy, the bought packs plus the free one) and take its price per kilogram.")
        rules.append("Exactly one product is cheapest per kilogram. Which one?")
        form = f"the product's letter ({', '.join(LABELS[:len(data['items'])])})"
        return f"{intro}\n" + "\n".join(lines) + "\n" + " ".join(rules) + f"\n{answer_instruction(form)}"

    def check(self, data: dict, answer: str, text: str) -> float:
        if not isinstance(text, str) or len(text) > 40:
            return 0.0
        text = text.strip().rstrip(".").strip()
        for prefix in ("product ", "Product ", "option ", "Option "):
            if text.startswith(prefix):
                text = text[len(prefix):].strip()
        return 1.0 if text.upper() == answer and len(text) == 1 else 0.0

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        return [label for label in LABELS[: len(case.data["items"])] if label != case.answer]

    def program(self, t: Tracer, data: dict) -> str:
        best, best_label = None, ""
        for i, item in enumerate(data["items"]):
            label = LABELS[i]
            t.state(f"product {label}")
            grams = t.compute("grams", t.fetch("amount", Fraction(item["amount"])) * GRAMS[item["unit"]],
                              why=f"{item['unit']} to grams")
            cents, packs = Fraction(t.fetch("price_cents", item["cents"])), 1
            if item["offer"] == "multibuy":
                packs, cents = t.fetch("packs", item["k"]), Fraction(t.fetch("deal_cents", item["deal_cents"]))
            elif item["offer"] == "percent":
                cents = t.compute("cents", cents * (100 - t.fetch("pct", item["pct"])) / 100, why="after the discount")
            elif item["offer"] == "free":
                k = t.fetch("bought", item["k"])
                packs, cents = k + 1, t.compute("cents", cents * k, why="pay for the bought packs only")
            per_kg = t.compute("cents_per_kg", Fraction(cents) * 1000 / (grams * packs), why="cents over kilograms")
            if best is None or per_kg < best:
                best, best_label = per_kg, t.compute("best", label, why="cheapest so far")
        return best_label

    def solve(self, data: dict) -> str:
        # cross-multiply pairwise (no division): a beats b when cents_a * kg_b < cents_b * kg_a
        def cost_and_grams(item: dict) -> tuple[Fraction, Fraction]:
            grams = Fraction(item["amount"]) * GRAMS[item["unit"]]
            if item["offer"] == "multibuy":
                return Fraction(item["deal_cents"]), grams * item["k"]
            if item["offer"] == "percent":
                return Fraction(item["cents"] * (100 - item["pct"]), 100), grams
            if item["offer"] == "free":
                return Fraction(item["cents"] * item["k"]), grams * (item["k"] + 1)
            return Fraction(item["cents"]), grams
        pairs = [cost_and_grams(item) for item in data["items"]]
        for i, (ci, gi) in enumerate(pairs):
            if all(ci * gj < cj * gi for j, (cj, gj) in enumerate(pairs) if j != i):
                return LABELS[i]
        return ""


BOOTCAMP = UnitPrice()
