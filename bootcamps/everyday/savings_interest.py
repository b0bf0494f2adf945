"""A savings balance to the cent under simple or compound interest, interest rounded each period."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.units import DecimalAnswer, format_decimal, money, restates, round_half_up
from bootcamps.trace import Tracer

PERIODS = {"yearly": 1, "quarterly": 4, "monthly": 12}
PERIOD_NAME = {"yearly": "year", "quarterly": "quarter", "monthly": "month"}


@dataclass(frozen=True)
class Config:
    compound: bool = False
    schedules: tuple[str, ...] = ("yearly",)
    min_periods: int = 2
    max_periods: int = 4
    deposits: bool = False  # a fixed deposit added at the end of every period, after interest

    def __post_init__(self) -> None:
        if not self.schedules or any(s not in PERIODS for s in self.schedules):
            raise ValueError(f"schedules must be a non-empty subset of {', '.join(PERIODS)}, got {self.schedules}")
        if not 1 <= self.min_periods <= self.max_periods <= 120:
            raise ValueError(f"need 1 <= min_periods <= max_periods <= 120, got {self.min_periods}, {self.max_periods}")


_SIMPLE = ("{name} puts ${p} into an account paying simple interest of {r}% per year, credited at the end of each year "
           "on the original deposit only. What is the balance after {n} years?",
           "A deposit of ${p} earns {r}% simple annual interest (each year's interest is {r}% of the original ${p}). "
           "How much is in the account after {n} years?",
           "Simple interest: principal ${p}, rate {r}% per year, {n} years. Give the final balance.")
_COMPOUND = ("{name} deposits ${p} in a savings account with a nominal annual rate of {r}%, compounded {sched}: at the end "
             "of each {per} the interest for that {per} ({r}% / {k} of the current balance) is rounded to the nearest "
             "cent (halves up) and added.{dep} What is the balance after {n} {per}s?",
             "An account starts at ${p} and earns {r}% a year compounded {sched}; each {per}'s interest is the balance "
             "times {r}%/{k}, rounded to the nearest cent (half a cent rounds up) before it is credited.{dep} "
             "Find the balance at the end of {n} {per}s.",
             "Compound interest, {sched}: start ${p}, annual rate {r}% (so {r}/{k}% per {per}), interest rounded to "
             "whole cents (0.5 cent up) each {per}.{dep} Balance after {n} {per}s?")
_NAMES = ("Ana", "Ben", "Chloe", "Dev", "Elif", "Farid", "Grace", "Hugo", "Ines", "Jon", "Kemi", "Lars", "Mia", "Noor")


class SavingsInterest(DecimalAnswer, Bootcamp):
    id = "everyday/savings_interest"
    description = "Savings balance to the cent: simple interest, or compound interest rounded to cents each period"
    Config = Config
    answer_units = ("dollars", "USD")
    LEVELS = {
        "1": Config(compound=False, min_periods=2, max_periods=6),
        "2": Config(compound=True, schedules=("yearly",), min_periods=2, max_periods=4),
        "3": Config(compound=True, schedules=("yearly", "quarterly"), min_periods=4, max_periods=8),
        "4": Config(compound=True, schedules=("quarterly", "monthly"), min_periods=6, max_periods=12, deposits=True),
        "5": Config(compound=True, schedules=("monthly",), min_periods=12, max_periods=24, deposits=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        while True:
            schedule = rng.choice(config.schedules) if config.compound else "yearly"
            data = {
                "name": rng.choice(_NAMES),
                "principal_cents": rng.randint(100, 20000) * 100 + rng.choice((0, 0, rng.randint(1, 99))),
                "rate": str(Fraction(rng.randint(4, 96), 8)),  # 0.5% .. 12% in eighths of a percent
                "periods": rng.randint(config.min_periods, config.max_periods),
                "compound": config.compound,
                "schedule": schedule,
                "deposit_cents": rng.randint(1, 50) * 1000 if config.deposits else 0,
            }
            gold = self.solve(data)
            numbers = [Fraction(data["principal_cents"], 100), Fraction(data["rate"]), data["periods"],
                       Fraction(data["deposit_cents"], 100), PERIODS[schedule]]
            if not restates(Fraction(gold), numbers):
                return data, gold

    def prompt(self, data: dict, rng: random.Random) -> str:
        p = format_decimal(Fraction(data["principal_cents"], 100))
        if "." in p:
            p = money(Fraction(data["principal_cents"], 100))
        r = format_decimal(Fraction(data["rate"]))
        n = data["periods"]
        if not data["compound"]:
            text = rng.choice(_SIMPLE).format(name=data["name"], p=p, r=r, n=n)
        else:
            sched = data["schedule"]
            dep = (f" At the end of each {PERIOD_NAME[sched]}, after the interest, a further "
                   f"${format_decimal(Fraction(data['deposit_cents'], 100))} is deposited." if data["deposit_cents"] else "")
            text = rng.choice(_COMPOUND).format(name=data["name"], p=p, r=r, sched=sched, per=PERIOD_NAME[sched],
                                                k=PERIODS[sched], n=n, dep=dep)
        return f"{text}\n{answer_instruction('the balance in dollars with two decimals, e.g. 1234.56 (no $ sign)')}"

    def program(self, t: Tracer, data: dict) -> str:
        t.state("start")
        balance = t.fetch("balance", Fraction(data["principal_cents"], 100))
        rate = t.compute("rate", Fraction(data["rate"]) / 100 / PERIODS[data["schedule"]], why="annual % / 100 / periods a year")
        if not data["compound"]:
            interest = t.compute("interest", round_half_up(balance * rate, 2), why="one year's interest on the principal")
            t.state("total")
            n = t.fetch("years", data["periods"])
            return money(t.compute("answer", balance + n * interest, why=f"principal + {n} years of interest"))
        deposit = Fraction(data["deposit_cents"], 100)
        for k in range(1, data["periods"] + 1):
            t.state(f"period {k}")
            interest = t.compute("interest", round_half_up(balance * rate, 2), why="balance * rate, to the cent")
            balance = t.compute("balance", balance + interest + deposit, why="plus interest" + (" and deposit" if deposit else ""))
        return money(balance)

    def solve(self, data: dict) -> str:
        # whole cents in integers: interest = cents * num / den, rounded half up as (2N + D) // 2D
        rate = Fraction(data["rate"])
        num, den = rate.numerator, rate.denominator * 100 * PERIODS[data["schedule"]]
        cents = data["principal_cents"]
        if not data["compound"]:
            return money(Fraction(cents + data["periods"] * ((2 * cents * num + den) // (2 * den)), 100))
        for _ in range(data["periods"]):
            cents += (2 * cents * num + den) // (2 * den) + data["deposit_cents"]
        return money(Fraction(cents, 100))


BOOTCAMP = SavingsInterest()
