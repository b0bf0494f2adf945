"""A car park's fee from entry and exit times under a stated tariff: a first-hour price, a price
per started block after it, a grace period, a cap per 24 hours, free validated minutes."""

from __future__ import annotations

import datetime
import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit.units import DecimalAnswer, money
from bootcamps.trace import Tracer

MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


@dataclass(frozen=True)
class Config:
    hourly_only: bool = False  # every started hour at one price
    grace: bool = False
    cap: bool = False
    max_days: int = 0  # whole days a stay may span beyond the first
    validation: bool = False

    def __post_init__(self) -> None:
        if not 0 <= self.max_days <= 14:
            raise ValueError(f"max_days must be in 0..14, got {self.max_days}")
        if self.max_days and not self.cap:
            raise ValueError("stays over a day need a daily cap")


def _stamp(moment: datetime.datetime) -> str:
    return f"{moment.day} {MONTHS[moment.month - 1]} {moment.year}, {moment:%H:%M}"


_INTRO = ("A car enters a car park at {a} and leaves at {b}.",
          "Ticket stamped in at {a}; the driver pays and exits at {b}.",
          "Parking: arrival {a}, departure {b}.")


class ParkingFee(DecimalAnswer, Bootcamp):
    id = "everyday/parking_fee"
    description = "Car park fee from entry/exit times: first hour, started blocks, grace, daily cap, validation"
    Config = Config
    answer_units = ("dollars",)
    LEVELS = {
        "1": Config(hourly_only=True),
        "2": Config(),
        "3": Config(grace=True, cap=True),
        "4": Config(grace=True, cap=True, max_days=3),
        "5": Config(grace=True, cap=True, max_days=6, validation=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        entry = datetime.datetime(2020, 1, 1) + datetime.timedelta(minutes=rng.randint(0, 6 * 365 * 1440))
        if config.max_days:
            stay = rng.randint(1, (config.max_days + 1) * 1440 - 1)
        else:
            stay = rng.randint(5, 14 * 60 if not config.cap else 1439)
        first = rng.randint(2, 8) * 50 if not config.hourly_only else rng.randint(3, 16) * 25
        block = 60 if config.hourly_only else rng.choice((10, 15, 20, 30))
        data = {"entry": entry.isoformat(timespec="minutes"),
                "exit": (entry + datetime.timedelta(minutes=stay)).isoformat(timespec="minutes"),
                "first_cents": first, "block": block,
                "block_cents": first if config.hourly_only else rng.randint(1, 8) * 25,
                "grace": rng.choice((10, 15, 20)) if config.grace else 0,
                "cap_cents": rng.randint(12, 40) * 100 if config.cap else 0,
                "validated": rng.choice((60, 90, 120)) if config.validation and rng.random() < 0.7 else 0}
        if config.grace and rng.random() < 0.15:  # a short stay inside the grace period
            data["exit"] = (entry + datetime.timedelta(minutes=rng.randint(1, data["grace"] + data["validated"]))).isoformat(timespec="minutes")
        return data, self.solve(data)

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        # other amounts (a perturbed "0.00" such as "0000" would still be zero)
        gold = Fraction(case.answer)
        return [money(gold + Fraction(rng.randint(1, 500), 100)), money(gold + 1), money(gold * 2 + Fraction(1, 4))]

    def prompt(self, data: dict, rng: random.Random) -> str:
        a, b = datetime.datetime.fromisoformat(data["entry"]), datetime.datetime.fromisoformat(data["exit"])
        price = money(Fraction(data["first_cents"], 100))
        lines = [rng.choice(_INTRO).format(a=_stamp(a), b=_stamp(b)), "Tariff:"]
        if data["block"] == 60 and data["block_cents"] == data["first_cents"]:
            lines.append(f"- {price} for every hour or part of an hour.")
        else:
            lines.append(f"- The first hour (or any part of it) costs {price}.")
            lines.append(f"- After the first hour, each started {data['block']} minutes costs "
                         f"{money(Fraction(data['block_cents'], 100))}.")
        if data["validated"]:
            lines.append(f"- The driver's ticket was validated by a shop: the first {data['validated']} minutes of the "
                         "stay are not charged, and everything below applies to the rest of the stay (the chargeable time).")
        if data["grace"]:
            lines.append(f"- If the chargeable time is {data['grace']} minutes or less, parking is free.")
        if data["cap_cents"]:
            lines.append(f"- The chargeable time is split into 24-hour periods from its start; a whole 24-hour period "
                         f"costs {money(Fraction(data['cap_cents'], 100))}, and the last, shorter period is charged by the "
                         f"rules above (starting again with a first hour) but never more than "
                         f"{money(Fraction(data['cap_cents'], 100))}.")
        lines.append("How much does the driver pay?")
        form = "the amount in dollars with two decimals, e.g. 14.50 (no $ sign)"
        return "\n".join(lines) + f"\n{answer_instruction(form)}"

    def program(self, t: Tracer, data: dict) -> str:
        a, b = datetime.datetime.fromisoformat(data["entry"]), datetime.datetime.fromisoformat(data["exit"])
        t.state("duration")
        days = t.compute("days", b.toordinal() - a.toordinal(), why="calendar days between the dates")
        stay = t.compute("stay", days * 1440 + (b.hour * 60 + b.minute) - (a.hour * 60 + a.minute), why="minutes parked")
        if data["validated"]:
            stay = t.compute("chargeable", max(0, stay - t.fetch("validated", data["validated"])), why="validated minutes free")
        if stay <= data["grace"]:
            t.state("grace")
            t.fetch("grace", data["grace"])
            return money(t.compute("fee", Fraction(0), why="within the grace period"))
        whole, rest = (stay // 1440, stay % 1440) if data["cap_cents"] else (0, stay)
        fee = 0
        if whole:
            t.state("whole days")
            fee = t.compute("fee", whole * t.fetch("cap", data["cap_cents"]), why=f"{whole} full 24-hour periods")
        if rest:
            t.state("last period")
            blocks = t.compute("blocks", -(-max(0, rest - 60) // data["block"]), why=f"started {data['block']}-minute blocks after hour 1")
            charge = t.compute("charge", t.fetch("first", data["first_cents"]) + blocks * t.fetch("per_block", data["block_cents"]))
            if data["cap_cents"]:
                charge = t.compute("charge", min(charge, data["cap_cents"]), why="at most the daily cap")
            fee = t.compute("fee", fee + charge)
        return money(Fraction(fee, 100))

    def solve(self, data: dict) -> str:
        # minute by minute is too slow; count in whole datetime deltas and price each 24-hour period in turn
        stay = int((datetime.datetime.fromisoformat(data["exit"]) - datetime.datetime.fromisoformat(data["entry"])).total_seconds() // 60)
        stay = max(0, stay - data["validated"])
        if stay <= data["grace"]:
            return "0.00"
        total = 0
        while stay > 0:
            period = min(stay, 1440) if data["cap_cents"] else stay
            price = data["first_cents"]
            extra = period - 60
            while extra > 0:
                price += data["block_cents"]
                extra -= data["block"]
            if data["cap_cents"]:  # a whole period costs the cap; a shorter one at most the cap
                price = data["cap_cents"] if period == 1440 else min(price, data["cap_cents"])
            total += price
            stay -= period
        return money(Fraction(total, 100))


BOOTCAMP = ParkingFee()
