"""The fuel cost of a road trip: legs with their own consumption (L/100 km or miles per gallon),
fuel bought at each leg's end at that station's price, rounded to the cent at the end."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.physics import show
from bootcamps.kit.units import DecimalAnswer, money, round_half_up
from bootcamps.trace import Tracer

MILE_KM = Fraction("1.609344")
GALLON_L = Fraction("3.785411784")
TOWNS = ("Ashford", "Bexley", "Carlow", "Dunmore", "Elmstead", "Fairview", "Glenwood", "Harwich", "Ivybridge",
         "Kelso", "Lindale", "Marlow", "Newbury", "Oakham", "Penrith", "Radley", "Selby", "Thirsk", "Upton", "Wexford")


@dataclass(frozen=True)
class Config:
    legs: int = 1
    prices: bool = False  # each leg's fuel is bought at its own station price
    imperial: bool = False  # some legs in miles with miles per (US) gallon

    def __post_init__(self) -> None:
        if not 1 <= self.legs <= 10:
            raise ValueError(f"legs must be in 1..10, got {self.legs}")


def _tenths(value: int) -> str:
    return f"{value // 10}.{value % 10}" if value % 10 else str(value // 10)


class FuelCost(DecimalAnswer, Bootcamp):
    id = "everyday/fuel_cost"
    description = "Fuel cost of a trip: per-leg consumption (L/100 km or mpg), station prices, rounded to the cent"
    Config = Config
    answer_units = ("dollars",)
    LEVELS = {
        "1": Config(legs=1),
        "2": Config(legs=3),
        "3": Config(legs=4, prices=True),
        "4": Config(legs=5, prices=True, imperial=True),
        "5": Config(legs=8, prices=True, imperial=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        towns = rng.sample(TOWNS, config.legs + 1)
        price = rng.randint(1200, 2400)  # thousandths of a dollar per litre
        legs = []
        for k in range(config.legs):
            if config.prices:
                price = rng.randint(1200, 2400)
            if config.imperial and rng.random() < 0.4:
                legs.append({"to": towns[k + 1], "unit": "mi", "distance10": rng.randint(50, 3000),
                             "use10": rng.randint(180, 450), "price1000": price})
            else:
                legs.append({"to": towns[k + 1], "unit": "km", "distance10": rng.randint(50, 5000),
                             "use10": rng.randint(40, 120), "price1000": price})
        data = {"start": towns[0], "legs": legs, "one_price": not config.prices}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        lines = []
        here = data["start"]
        for leg in data["legs"]:
            if leg["unit"] == "km":
                drive = f"{_tenths(leg['distance10'])} km at {_tenths(leg['use10'])} L/100 km"
            else:
                drive = f"{_tenths(leg['distance10'])} miles at {_tenths(leg['use10'])} miles per gallon"
            buy = "" if data["one_price"] else f"; fuel at {leg['to']} costs {show(Fraction(leg['price1000'], 1000))} per litre"
            lines.append(f"- {here} to {leg['to']}: {drive}{buy}")
            here = leg["to"]
        rules = []
        if data["one_price"]:
            rules.append(f"Fuel costs {show(Fraction(data['legs'][0]['price1000'], 1000))} dollars per litre.")
        else:
            rules.append("At the end of each leg the driver buys exactly the fuel that leg used, at that town's price "
                         "(dollars per litre).")
        if any(leg["unit"] == "mi" for leg in data["legs"]):
            rules.append("Miles per gallon means US gallons: 1 gallon = 3.785411784 litres (and 1 mile = 1.609344 km, "
                         "not needed if you work per leg).")
        rules.append("Use exact amounts throughout and round only the total cost to the nearest cent (half a cent up).")
        intro = rng.choice(("A road trip, leg by leg (distance and the car's fuel use on that leg):",
                            "Planned drive:", "Trip log with the car's consumption on each stretch:"))
        text = "\n".join([intro, *lines, " ".join(rules), "What does the fuel for the whole trip cost?"])
        return f"{text}\n{answer_instruction('the amount in dollars with two decimals, e.g. 87.05 (no $ sign)')}"

    def program(self, t: Tracer, data: dict) -> str:
        total = Fraction(0)
        for i, leg in enumerate(data["legs"]):
            t.state(f"leg {i + 1} to {leg['to']}")
            d = t.fetch(f"distance[{i}]", Fraction(leg["distance10"], 10))
            use = t.fetch(f"use[{i}]", Fraction(leg["use10"], 10))
            if leg["unit"] == "km":
                litres = t.compute("litres", Fraction(d * use) / 100, why="km times L/100 km over 100")
            else:
                gallons = t.compute("gallons", Fraction(d) / use, why="miles over miles per gallon")
                litres = t.compute("litres", gallons * GALLON_L, why="3.785411784 L per gallon")
            total = t.compute("cost", total + litres * t.fetch(f"price[{i}]", Fraction(leg["price1000"], 1000)), why="litres times price")
        t.state("round")
        return money(t.compute("total", round_half_up(Fraction(total), 2), why="to the cent"))

    def solve(self, data: dict) -> str:
        # convert every leg to litres per kilometre first, then cost per kilometre times kilometres
        total = Fraction(0)
        for leg in data["legs"]:
            if leg["unit"] == "km":
                per_km, km = Fraction(leg["use10"], 1000), Fraction(leg["distance10"], 10)
            else:
                per_km, km = GALLON_L * 10 / (leg["use10"] * MILE_KM), leg["distance10"] * MILE_KM / 10
            total += per_km * km * Fraction(leg["price1000"], 1000)
        return money(round_half_up(total, 2))


BOOTCAMP = FuelCost()
