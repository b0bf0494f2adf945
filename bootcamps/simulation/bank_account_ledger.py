"""Closing balance of a checking account's monthly statement under stated fee and interest rules.

The month has D days and starts from an opening balance. Deposits and withdrawals post on the
listed days, in the listed order within a day. A withdrawal that leaves the balance below zero
is charged an overdraft fee at once (from level 4 not when the overdraft is within a stated
grace amount; at level 5 at most a stated number of fees a month; a fee never triggers another
fee). At the end of the month, first interest is credited: a stated percentage of the average or
of the lowest end-of-day balance, rounded to the cent (halves up), nothing when that base is not
positive; then the monthly maintenance fee is taken unless waived (lowest end-of-day balance at
least a threshold, or from level 3 alternatively deposits totalling at least a threshold). The
answer is the closing balance in dollars. The trace is one state per transaction and per run of
days a balance is held (accumulating the balance-days), then the month-end states.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.units import format_decimal, money, round_half_up
from bootcamps.trace import Tracer

INTEREST = ("none", "minimum", "average")
_MONEY = re.compile(r"([+-]?)\s*\$?\s*([+-]?)\s*([0-9]{1,3}(?:,[0-9]{3})+|[0-9]+)(?:\.([0-9]{1,4}))?")
_MONTHS = (("April", 30), ("June", 30), ("September", 30), ("November", 30), ("January", 31), ("March", 31),
           ("May", 31), ("July", 31), ("August", 31), ("October", 31), ("December", 31))
_DEPOSITS = ("deposit", "payroll deposit", "transfer in", "cash deposit", "refund")
_WITHDRAWALS = ("card purchase", "cheque", "ATM withdrawal", "bill payment", "transfer out", "direct debit")


@dataclass(frozen=True)
class Config:
    transactions: int = 6
    interest: tuple[str, ...] = ("none",)
    deposit_waiver: bool = False
    grace: bool = False
    fee_cap: bool = False
    cents: bool = True

    def __post_init__(self) -> None:
        if not 3 <= self.transactions <= 40:
            raise ValueError(f"transactions must be in 3..40, got {self.transactions}")
        if not self.interest or any(m not in INTEREST for m in self.interest):
            raise ValueError(f"interest must be a non-empty subset of {', '.join(INTEREST)}, got {self.interest}")


def _cents(value: int) -> str:
    return "$" + money(Fraction(value, 100)) if value >= 0 else "-$" + money(Fraction(-value, 100))


def _days(first: int, last: int) -> str:
    return f"day {first}" if first == last else f"days {first}-{last}"


def read_money(text: object) -> Fraction | None:
    """One amount of money: an optional sign (before or after a $), digits with optional
    thousands commas, optional decimals, optionally followed by 'dollars' or 'USD'."""
    if not isinstance(text, str) or len(text) > 60:
        return None
    text = text.strip().rstrip(".").strip().replace("\u2212", "-")
    text = re.sub(r"\s*(?:dollars|usd)$", "", text, flags=re.IGNORECASE)
    match = _MONEY.fullmatch(text)
    if match is None or (match.group(1) and match.group(2)):
        return None
    value = Fraction(int(match.group(3).replace(",", "")))
    if match.group(4):
        value += Fraction(int(match.group(4)), 10 ** len(match.group(4)))
    return -value if "-" in (match.group(1), match.group(2)) else value


_TEMPLATES = (
    "A checking account is followed through {month} ({days} days). The opening balance on day 1, before anything "
    "posts, is {opening}. Transactions (processed in this order; several on one day post in the order listed):\n"
    "{lines}\nBank rules:\n{rules}\nWhat is the closing balance at the end of the month, after all month-end "
    "items?",
    "Monthly statement for {month}, which has {days} days. Balance brought forward: {opening}.\n{lines}\n"
    "(Entries on the same day post top to bottom.) The account's terms:\n{rules}\nCompute the balance the statement "
    "closes with.",
    "{name}'s current account starts {month} ({days} days long) at {opening}. These entries post during the month, "
    "in the order shown:\n{lines}\nThe bank applies the following:\n{rules}\nFind the account balance after the "
    "month-end interest and fees.",
)
_NAMES = ("Ana", "Ben", "Chloe", "Dev", "Elif", "Farid", "Grace", "Hugo", "Ines", "Jon", "Kemi", "Lars", "Mia", "Noor")


class BankAccountLedger(Bootcamp):
    id = "simulation/bank_account_ledger"
    description = "Closing balance of a monthly bank statement: overdraft fees, interest on daily balances, fee waivers"
    Config = Config
    LEVELS = {
        "1": Config(transactions=5, interest=("none",), cents=False),
        "2": Config(transactions=7, interest=("minimum",)),
        "3": Config(transactions=9, interest=("minimum", "average"), deposit_waiver=True),
        "4": Config(transactions=12, interest=("average",), deposit_waiver=True, grace=True),
        "5": Config(transactions=16, interest=("minimum", "average"), deposit_waiver=True, grace=True, fee_cap=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        unit = 1 if config.cents else 100
        while True:
            month, days = rng.choice(_MONTHS)
            opening = rng.randint(50, 900) * 100 + (rng.randint(0, 99) if config.cents else 0)
            tx_days = sorted(rng.randint(1, days) for _ in range(config.transactions))
            txs = []
            for day in tx_days:
                if rng.random() < 0.4:
                    txs.append([day, "deposit", rng.choice(_DEPOSITS), rng.randint(50 * 100 // unit, 900 * 100 // unit) * unit])
                else:
                    txs.append([day, "withdrawal", rng.choice(_WITHDRAWALS),
                                rng.randint(5 * 100 // unit, 300 * 100 // unit) * unit])
            data = {
                "name": rng.choice(_NAMES), "month": month, "days": days, "opening": opening, "transactions": txs,
                "overdraft_fee": rng.choice((15, 20, 25, 30, 35)) * 100,
                "grace": rng.choice((5, 10, 20, 50)) * 100 if config.grace else 0,
                "fee_cap": rng.randint(1, 3) if config.fee_cap else 0,
                "interest": rng.choice(config.interest),
                "rate": str(Fraction(rng.choice((5, 10, 15, 20, 25, 50)), 100)),  # percent for the month
                "maintenance_fee": rng.choice((5, 8, 10, 12, 15)) * 100,
                "waiver_balance": rng.choice((100, 200, 250, 300, 500, 1000)) * 100,
                "waiver_deposits": rng.randint(config.transactions, 4 * config.transactions) * 10_000 if config.deposit_waiver else 0,
            }
            gold, stats = self._run(data)
            low, fees, interest = stats
            if low >= -50_000 and -30_000 <= Fraction(gold) * 100 <= 400_000 and (fees or rng.random() < 0.2):
                return data, gold

    def _run(self, data: dict) -> tuple[str, tuple[int, int, int]]:
        # Day by day over a per-day list of end-of-day balances, whole cents as integers.
        by_day: dict[int, list] = {}
        for day, kind, _, amount in data["transactions"]:
            by_day.setdefault(day, []).append((kind, amount))
        balance, fees, deposits, eod = data["opening"], 0, 0, []
        for day in range(1, data["days"] + 1):
            for kind, amount in by_day.get(day, ()):
                if kind == "deposit":
                    balance += amount
                    deposits += amount
                    continue
                balance -= amount
                if balance < -data["grace"] and (not data["fee_cap"] or fees < data["fee_cap"]):
                    balance -= data["overdraft_fee"]
                    fees += 1
            eod.append(balance)
        base = {"none": 0, "minimum": Fraction(min(eod)), "average": Fraction(sum(eod), len(eod))}[data["interest"]]
        interest = int(round_half_up(base * Fraction(data["rate"]) / 100, 0)) if base > 0 else 0
        balance += interest
        waived = min(eod) >= data["waiver_balance"] or (data["waiver_deposits"] and deposits >= data["waiver_deposits"])
        if not waived:
            balance -= data["maintenance_fee"]
        return money(Fraction(balance, 100)), (min(eod), fees, interest)

    def _rules(self, data: dict, rng: random.Random) -> str:
        fee = _cents(data["overdraft_fee"])
        rules = []
        od = (f"Any withdrawal that leaves the balance below $0.00 is charged an overdraft fee of {fee}, deducted "
              f"immediately after it (the fee itself never triggers another fee).")
        if data["grace"]:
            od = (f"A withdrawal that leaves the balance below -{_cents(data['grace'])} (overdrawn by more than "
                  f"{_cents(data['grace'])}) is charged an overdraft fee of {fee}, deducted immediately after it; "
                  f"being overdrawn by {_cents(data['grace'])} or less costs no fee, and a fee never triggers another "
                  f"fee.")
        if data["fee_cap"]:
            od += (f" At most {data['fee_cap']} overdraft fee{'s are' if data['fee_cap'] > 1 else ' is'} charged in "
                   f"the month; once that many have been charged, further overdrafts are free.")
        rules.append(od)
        rules.append("The end-of-day balance of a day is the balance after all of that day's entries (and fees); a day "
                     "without entries keeps the previous day's balance, and days before the first entry have the "
                     "opening balance.")
        rate = Fraction(data["rate"])
        rate_text = f"{float(rate):g}%"
        if data["interest"] == "minimum":
            rules.append(f"At month end, interest of {rate_text} of the lowest end-of-day balance of the month is "
                         f"credited first, rounded to the nearest cent (half a cent rounds up); if that lowest balance "
                         f"is zero or negative, no interest is paid.")
        elif data["interest"] == "average":
            rules.append(f"At month end, interest of {rate_text} of the average daily balance (the mean of the "
                         f"end-of-day balances over all {data['days']} days) is credited first, rounded to the nearest "
                         f"cent (half a cent rounds up); if that average is zero or negative, no interest is paid.")
        waiver = f"the lowest end-of-day balance of the month is at least {_cents(data['waiver_balance'])}"
        if data["waiver_deposits"]:
            waiver += f", or deposits during the month total at least {_cents(data['waiver_deposits'])}"
        then = "Then" if data["interest"] != "none" else "At month end"
        rules.append(f"{then} a monthly maintenance fee of {_cents(data['maintenance_fee'])} is deducted, unless it is "
                     f"waived because {waiver}.")
        return "\n".join(f"- {r}" for r in rules)

    def prompt(self, data: dict, rng: random.Random) -> str:
        style = rng.randrange(3)
        lines = []
        for day, kind, label, amount in data["transactions"]:
            sign = "+" if kind == "deposit" else "-"
            lines.append((f"Day {day}: {label} ({kind}) {_cents(amount)}",
                          f"{data['month']} {day}  {label}  {sign}{_cents(amount)}",
                          f"day {day} - {kind} of {_cents(amount)} ({label})")[style])
        text = rng.choice(_TEMPLATES).format(month=data["month"], days=data["days"], opening=_cents(data["opening"]),
                                             lines="\n".join(lines), rules=self._rules(data, rng), name=data["name"])
        form = "the closing balance in dollars with two decimals, with a minus sign if negative (for example 1234.56 or -42.10)"
        return f"{text}\n{answer_instruction(form)}"

    def check(self, data: dict, answer: str, text: str) -> float:
        value = read_money(text)
        return 1.0 if value is not None and value == Fraction(answer) else 0.0

    def program(self, t: Tracer, data: dict) -> str:
        # An event sweep: each transaction, plus the balance-days of the run of days since the last change.
        t.state("start")
        balance = t.fetch("opening balance in cents", data["opening"])
        held_from, balance_days, low, fees, deposits = 1, 0, None, 0, 0
        txs = data["transactions"]
        for i, (day, kind, _, amount) in enumerate(txs):
            if day > held_from:
                t.state(_days(held_from, day - 1))
                b = t.fetch("balance", balance)
                balance_days = t.compute("balance-days", balance_days + b * (day - held_from),
                                         why=f"{b} held for {day - held_from} day(s)")
                low = t.compute("lowest", b if low is None else min(low, b), why="lowest end-of-day balance")
                held_from = day
            t.state(f"entry {i + 1}")
            amount = t.fetch(f"amount[{i + 1}]", amount)
            if t.goto(kind == "deposit", why=f"{kind}"):
                balance = t.compute("balance", balance + amount)
                deposits = t.compute("deposits", deposits + amount)
                continue
            balance = t.compute("balance", balance - amount)
            fee_due = balance < -data["grace"] and (not data["fee_cap"] or fees < data["fee_cap"])
            if t.goto(fee_due, why="overdrawn beyond the grace amount and under the fee cap"):
                balance = t.compute("balance", balance - t.fetch("overdraft fee", data["overdraft_fee"]))
                fees = t.compute("fees", fees + 1)
        t.state(_days(held_from, data["days"]))
        b = t.fetch("balance", balance)
        balance_days = t.compute("balance-days", balance_days + b * (data["days"] - held_from + 1),
                                 why=f"{b} held for {data['days'] - held_from + 1} day(s)")
        low = t.compute("lowest", b if low is None else min(low, b), why="lowest end-of-day balance")
        t.state("interest")
        rate = Fraction(t.fetch("rate %", format_decimal(Fraction(data["rate"]))))
        if data["interest"] == "average":
            base = t.compute("average", Fraction(balance_days, data["days"]), why=f"balance-days / {data['days']}")
        else:
            base = low if data["interest"] == "minimum" else 0
        interest = t.compute("interest", int(round_half_up(base * rate / 100, 0)) if base > 0 else 0,
                             why="rate of the base, to the cent" if data["interest"] != "none" else "no interest")
        balance = t.compute("balance", balance + interest)
        t.state("maintenance fee")
        waived = t.compute("waived", low >= t.fetch("waiver balance", data["waiver_balance"])
                           or bool(data["waiver_deposits"] and deposits >= data["waiver_deposits"]),
                           why="lowest balance or deposits reach the waiver threshold")
        if not t.goto(waived, why="fee waived"):
            balance = t.compute("balance", balance - t.fetch("maintenance fee", data["maintenance_fee"]))
        t.state("answer")
        return t.compute("answer", money(Fraction(t.fetch("balance", balance), 100)), why="cents to dollars")

    def solve(self, data: dict) -> str:
        return self._run(data)[0]


BOOTCAMP = BankAccountLedger()
