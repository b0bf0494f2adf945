"""A loan repaid by a fixed monthly payment: each month the interest (balance times the annual rate
/ 12, rounded to the cent, halves up) is added and the payment taken off; the last payment is
whatever clears the balance. The question is the balance left after k payments or the amount of
the final payment, with a one-off extra repayment and a rate change at the higher levels."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.units import DecimalAnswer, format_decimal, money, restates, round_half_up
from bootcamps.trace import Tracer

ASKS = ("balance", "final")


@dataclass(frozen=True)
class Config:
    min_months: int = 3
    max_months: int = 6
    asks: tuple[str, ...] = ("balance",)
    max_k: int = 2  # a "balance" question asks after at most this many payments
    extra: bool = False  # a one-off extra repayment after one month's payment
    rate_change: bool = False  # the annual rate changes from some month on

    def __post_init__(self) -> None:
        if not 2 <= self.min_months <= self.max_months <= 120:
            raise ValueError(f"need 2 <= min_months <= max_months <= 120, got {self.min_months}, {self.max_months}")
        if not self.asks or any(a not in ASKS for a in self.asks):
            raise ValueError(f"asks must be a non-empty subset of {', '.join(ASKS)}, got {self.asks}")
        if not 1 <= self.max_k <= 120:
            raise ValueError(f"max_k must be in 1..120, got {self.max_k}")


def _dollars(cents: int) -> str:
    return money(Fraction(cents, 100))


def _ordinal(k: int) -> str:
    suffix = "th" if 10 <= k % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(k % 10, "th")
    return f"{k}{suffix}"


def schedule_cents(data: dict) -> tuple[list[int], int]:
    """Balances (in cents) after each payment and the final payment, in integer cents."""
    balance, out = data["principal_cents"], []
    change = data.get("change")
    month = 0
    while True:
        month += 1
        rate = Fraction(change["rate"] if change and month >= change["month"] else data["rate"]) / 1200
        num, den = rate.numerator, rate.denominator
        interest = (2 * balance * num + den) // (2 * den)
        if balance + interest <= data["payment_cents"]:
            out.append(0)
            return out, balance + interest
        balance += interest - data["payment_cents"]
        extra = data.get("extra")
        if extra and extra["month"] == month:
            balance -= extra["cents"]
        out.append(balance)
        if month > 600:
            raise ValueError("the payment does not repay the loan")


_TEMPLATES = (
    "{name} borrows ${p} at a nominal annual interest rate of {r}%, repaid by monthly payments of ${m}. {rules}{extra}"
    "\n{ask}",
    "A loan of ${p} is taken out at {r}% a year (so {r}/12 % per month) and paid back at ${m} per month. {rules}{extra}"
    "\n{ask}",
    "Loan: principal ${p}; annual rate {r}%; regular monthly payment ${m}. {rules}{extra}\n{ask}",
)
_RULES = ("At the end of every month, that month's interest (the balance times the annual rate divided by 12) is "
          "rounded to the nearest cent (half a cent rounds up) and added to the balance, and then the payment is "
          "subtracted. When the balance plus that month's interest is no more than the regular payment, the borrower "
          "pays exactly that sum instead, and the loan is repaid.")
_NAMES = ("Ana", "Ben", "Chloe", "Dev", "Elif", "Farid", "Grace", "Hugo", "Ines", "Jon", "Kemi", "Lars", "Mia", "Noor")


class LoanAmortization(DecimalAnswer, Bootcamp):
    id = "everyday/loan_amortization"
    description = "Loan with a fixed monthly payment, interest rounded to the cent: balance after k payments or final payment"
    Config = Config
    answer_units = ("dollars", "USD")
    LEVELS = {
        "1": Config(min_months=3, max_months=6, asks=("balance",), max_k=2),
        "2": Config(min_months=6, max_months=12, asks=("balance",), max_k=4),
        "3": Config(min_months=6, max_months=12, asks=("final",)),
        "4": Config(min_months=12, max_months=24, asks=("balance", "final"), max_k=18, extra=True),
        "5": Config(min_months=24, max_months=48, asks=("final",), extra=True, rate_change=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        while True:
            n = rng.randint(config.min_months, config.max_months)
            principal = rng.randint(10, 200 if n <= 12 else 800) * 5000 + rng.choice((0, 0, 2500, rng.randint(1, 9999)))
            rate = Fraction(rng.randint(8, 120), 8)  # 1% .. 15% a year in eighths of a percent
            i = float(rate) / 1200
            payment = principal * i / (1 - (1 + i) ** -n)
            step = rng.choice((1, 100)) if n > 6 else 1  # to the cent above, or to the dollar above
            payment_cents = int(-(-payment // step) * step) + rng.choice((0, 0, step))
            data = {"name": rng.choice(_NAMES), "principal_cents": principal, "rate": str(rate),
                    "payment_cents": payment_cents, "ask": rng.choice(config.asks), "k": 0}
            if config.extra:
                month = rng.randint(2, max(2, n // 2))
                data["extra"] = {"month": month, "cents": rng.randint(1, max(1, principal // 2000)) * 500}
            if config.rate_change:
                new = rate + Fraction(rng.choice((-8, -6, -4, -2, 2, 4, 6, 8)), 8)
                if new <= 0:
                    continue
                data["change"] = {"month": rng.randint(3, max(3, n // 2)), "rate": str(new)}
            try:
                balances, final = schedule_cents(data)
            except ValueError:
                continue
            if len(balances) < 2 or final == payment_cents or len(balances) > 2 * config.max_months:
                continue
            if data["ask"] == "balance":
                data["k"] = rng.randint(1, min(config.max_k, len(balances) - 1))
            gold = self.solve(data)
            numbers = [Fraction(principal, 100), rate, Fraction(payment_cents, 100), 12, data["k"]]
            if data.get("extra"):
                numbers += [Fraction(data["extra"]["cents"], 100), data["extra"]["month"]]
            if data.get("change"):
                numbers += [Fraction(data["change"]["rate"]), data["change"]["month"]]
            if not restates(Fraction(gold), numbers):
                return data, gold

    def prompt(self, data: dict, rng: random.Random) -> str:
        extra = ""
        if data.get("change"):
            c = data["change"]
            extra += (f" From month {c['month']} on (that month's interest included), the annual rate is "
                      f"{format_decimal(Fraction(c['rate']))}% instead.")
        if data.get("extra"):
            e = data["extra"]
            extra += (f" Right after the payment of month {e['month']}, an extra ${_dollars(e['cents'])} is paid off the "
                      "balance (the monthly payment stays the same).")
        if data["ask"] == "balance":
            k = data["k"]
            ask = rng.choice((f"What is the balance still owed right after payment number {k}?",
                              f"How much is owed just after the {_ordinal(k)} monthly payment?",
                              f"Find the remaining balance after {k} payment{'s' if k > 1 else ''} have been made."))
        else:
            ask = rng.choice(("How much is the final payment, the one that repays the loan?",
                              "What amount does the last payment (the one that clears the loan) come to?",
                              "Find the size of the last, smaller payment that pays the loan off."))
        text = rng.choice(_TEMPLATES).format(name=data["name"], p=_dollars(data["principal_cents"]),
                                              r=format_decimal(Fraction(data["rate"])), m=_dollars(data["payment_cents"]),
                                              rules=_RULES, extra=extra, ask=ask)
        return f"{text}\n{answer_instruction('the amount in dollars with two decimals, e.g. 1234.56 (no $ sign)')}"

    def program(self, t: Tracer, data: dict) -> str:
        balance = Fraction(data["principal_cents"], 100)
        payment = Fraction(data["payment_cents"], 100)
        change, extra = data.get("change"), data.get("extra")
        month = 0
        while True:
            month += 1
            t.state(f"month {month}")
            balance = t.fetch("balance", balance)
            rate = data["rate"]
            if change and month >= change["month"]:
                rate = t.fetch("new rate", change["rate"])
            interest = t.compute("interest", round_half_up(balance * Fraction(rate) / 1200, 2),
                                 why=f"balance * {format_decimal(Fraction(rate))}% / 12, to the cent")
            due = t.compute("due", balance + interest)
            if t.goto(due <= payment, why="balance plus interest fits in one payment"):
                t.state("final payment")
                return money(t.compute("answer", due))
            balance = t.compute("balance", due - payment, why="minus the payment")
            if extra and extra["month"] == month:
                balance = t.compute("balance", balance - t.fetch("extra", Fraction(extra["cents"], 100)),
                                    why="extra repayment")
            if data["ask"] == "balance" and month == data["k"]:
                t.state("answer")
                return money(t.compute("answer", t.fetch("balance", balance)))

    def solve(self, data: dict) -> str:
        balances, final = schedule_cents(data)
        cents = balances[data["k"] - 1] if data["ask"] == "balance" else final
        return money(Fraction(cents, 100))


BOOTCAMP = LoanAmortization()
