"""An electricity bill: units from meter readings (a meter that rolls over past 99999), tiered unit
prices, a daily standing charge over the billing dates, a flat night rate on a second register,
and VAT, rounded to the cent at the end."""

from __future__ import annotations

import datetime
import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.units import DecimalAnswer, money, round_half_up
from bootcamps.trace import Tracer

MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December")
ROLLOVER = 100000  # a five-digit register reads 00000 after 99999


@dataclass(frozen=True)
class Config:
    tiers: int = 1
    rollover: bool = False
    vat: bool = False
    night: bool = False

    def __post_init__(self) -> None:
        if not 1 <= self.tiers <= 4:
            raise ValueError(f"tiers must be in 1..4, got {self.tiers}")


def _long(day: datetime.date) -> str:
    return f"{day.day} {MONTHS[day.month - 1]} {day.year}"


def _cents(value: int, places: int = 2) -> str:
    """A price held in hundredths (or thousandths, ``places=3``) of a dollar, as text."""
    scale = 10**places
    return f"{value // scale}.{value % scale:0{places}d}"


class UtilityBill(DecimalAnswer, Bootcamp):
    id = "everyday/utility_bill"
    description = "Electricity bill: meter readings with rollover, tiered prices, standing charge by days, night rate, VAT"
    Config = Config
    answer_units = ("dollars",)
    LEVELS = {
        "1": Config(tiers=1),
        "2": Config(tiers=2),
        "3": Config(tiers=3, vat=True),
        "4": Config(tiers=3, vat=True, rollover=True),
        "5": Config(tiers=4, vat=True, rollover=True, night=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        start = datetime.date(2015, 1, 1) + datetime.timedelta(days=rng.randint(0, 3650))
        end = start + datetime.timedelta(days=rng.randint(25, 95))
        used = rng.randint(80, 2500)
        first = rng.randint(ROLLOVER - used, ROLLOVER - 1) if config.rollover and rng.random() < 0.6 else rng.randint(0, ROLLOVER - 1 - used)
        limits = sorted(rng.sample(range(50, 1500, 50), config.tiers - 1))
        prices = sorted(rng.sample(range(80, 450), config.tiers), reverse=rng.random() < 0.3)  # thousandths per kWh
        data = {"start": start.isoformat(), "end": end.isoformat(), "first": first, "last": (first + used) % ROLLOVER,
                "limits": limits, "prices": prices, "standing": rng.randint(15, 90),  # cents a day
                "vat": rng.choice((5, 8, 10, 12.5, 15, 20)) if config.vat else 0, "night": None}
        if config.night:
            n_first = rng.randint(0, ROLLOVER - 1)
            data["night"] = [n_first, (n_first + rng.randint(20, 900)) % ROLLOVER, rng.randint(50, 200)]
        data["vat"] = str(data["vat"])
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        a, b = datetime.date.fromisoformat(data["start"]), datetime.date.fromisoformat(data["end"])
        lines = [rng.choice((f"An electricity bill covers {_long(a)} to {_long(b)}.",
                             f"Billing period: from {_long(a)} up to {_long(b)}.",
                             f"A household's electricity account runs from {_long(a)} to {_long(b)}."))]
        lines.append(f"The standing charge is {_cents(data['standing'])} dollars per day; the period has one day for each "
                     f"midnight crossed (so {_long(a)} to {_long(a + datetime.timedelta(days=1))} is 1 day).")
        meter = "day register" if data["night"] else "meter"
        lines.append(f"The {meter} read {data['first']:05d} at the start and {data['last']:05d} at the end; it has five "
                     f"digits and goes from 99999 back to 00000.")
        bands, lo = [], 0
        for limit, price in zip(data["limits"] + [None], data["prices"]):
            if limit is None:
                bands.append(f"every kWh after {lo} costs {_cents(price, 3)}" if lo else f"every kWh costs {_cents(price, 3)}")
            else:
                bands.append(f"kWh {lo + 1} to {limit} cost {_cents(price, 3)} each")
                lo = limit
        lines.append(f"Unit prices (dollars) for the {meter}'s units in the period: " + "; ".join(bands) + ".")
        if data["night"]:
            n1, n2, price = data["night"]
            lines.append(f"A separate night register (also five digits, rolling over) read {n1:05d} then {n2:05d}; night "
                         f"units cost a flat {_cents(price, 3)} dollars each.")
        if data["vat"] != "0":
            lines.append(f"VAT of {data['vat']}% is added to the whole bill (units and standing charge).")
        lines.append("Round only the final amount to the nearest cent (half a cent up). What is the bill?")
        return "\n".join(lines) + f"\n{answer_instruction('the amount in dollars with two decimals, e.g. 148.07 (no $ sign)')}"

    def program(self, t: Tracer, data: dict) -> str:
        t.state("units")
        first, last = t.fetch("start_reading", data["first"]), t.fetch("end_reading", data["last"])
        units = t.compute("units", (last - first) % ROLLOVER, why="end minus start, plus 100000 if it rolled over")
        cost = Fraction(0)
        lo = 0
        for k, (limit, price) in enumerate(zip(data["limits"] + [None], data["prices"])):
            t.state(f"band {k + 1}")
            top = units if limit is None else min(units, t.fetch(f"limit[{k}]", limit))
            in_band = t.compute("band_units", max(0, top - lo), why=f"units above {lo}")
            cost = t.compute("units_cost", cost + in_band * Fraction(t.fetch(f"price[{k}]", price), 1000))
            lo = limit if limit is not None else lo
        if data["night"]:
            t.state("night")
            n1, n2, price = data["night"]
            night = t.compute("night_units", (t.fetch("night_end", n2) - t.fetch("night_start", n1)) % ROLLOVER)
            cost = t.compute("units_cost", cost + night * Fraction(price, 1000), why="flat night price")
        t.state("standing")
        a, b = datetime.date.fromisoformat(data["start"]), datetime.date.fromisoformat(data["end"])
        days = t.compute("days", b.toordinal() - a.toordinal())
        total = t.compute("before_vat", cost + days * Fraction(t.fetch("standing", data["standing"]), 100))
        t.state("vat")
        total = t.compute("total", total * (100 + Fraction(data["vat"])) / 100, why=f"plus {data['vat']}%")
        return money(round_half_up(Fraction(total), 2))

    def solve(self, data: dict) -> str:
        # price the units one band at a time from the top down
        units = data["last"] - data["first"] + (ROLLOVER if data["last"] < data["first"] else 0)
        cost = Fraction(0)
        edges = [0] + data["limits"]
        for edge, price in reversed(list(zip(edges, data["prices"]))):
            if units > edge:
                cost += (units - edge) * Fraction(price, 1000)
                units = edge
        if data["night"]:
            n1, n2, price = data["night"]
            cost += (n2 - n1 + (ROLLOVER if n2 < n1 else 0)) * Fraction(price, 1000)
        days = (datetime.date.fromisoformat(data["end"]) - datetime.date.fromisoformat(data["start"])).days
        total = (cost + Fraction(days * data["standing"], 100)) * (1 + Fraction(data["vat"]) / 100)
        return money(round_half_up(total, 2))


BOOTCAMP = UtilityBill()
