"""Progressive income tax: the gross income minus a deduction (the standard one or, where larger,
the itemized total) is taxed slice by slice over stated brackets, the tax is rounded to the cent,
and non-refundable credits (a per-child credit that phases out above an income threshold, and
others) are taken off without going below zero. The answer is the tax owed, exact to the cent."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.units import DecimalAnswer, money, restates, round_half_up
from bootcamps.trace import Tracer

RATES = ("5", "8", "10", "12", "12.5", "15", "18", "20", "22", "24", "25", "27.5", "30", "32", "35", "37", "40", "45")
ITEMIZED = ("mortgage interest", "charitable gifts", "state and local taxes", "medical costs", "union dues")


@dataclass(frozen=True)
class Config:
    brackets: int = 2
    deduction: str = "none"  # none | standard | larger (of standard and itemized)
    credits: int = 0  # number of flat credits besides the child credit
    child: bool = False  # a per-child credit
    phase_out: bool = False  # the child credit shrinks above an income threshold

    def __post_init__(self) -> None:
        if not 2 <= self.brackets <= 7:
            raise ValueError(f"brackets must be in 2..7, got {self.brackets}")
        if self.deduction not in ("none", "standard", "larger"):
            raise ValueError(f"deduction must be none, standard or larger, got {self.deduction!r}")
        if not 0 <= self.credits <= 3:
            raise ValueError(f"credits must be in 0..3, got {self.credits}")
        if self.phase_out and not self.child:
            raise ValueError("phase_out needs child=True")


def _usd(cents: int) -> str:
    whole, frac = divmod(cents, 100)
    return f"{whole:,}" + (f".{frac:02d}" if frac else "")


def bracket_tax(taxable: Fraction, brackets: list[list]) -> Fraction:
    """Exact tax before rounding: a precomputed base at each bracket's start plus the top slice."""
    base, top = Fraction(0), 0
    bases = []
    for j, (lower, rate) in enumerate(brackets):
        if j:
            prev_lower, prev_rate = brackets[j - 1]
            base += Fraction(prev_rate) / 100 * (lower - prev_lower)
        bases.append(base)
        if taxable >= lower:
            top = j
    lower, rate = brackets[top]
    return bases[top] + Fraction(rate) / 100 * (taxable - lower)


def child_credit(data: dict) -> Fraction:
    child = data.get("child")
    if not child:
        return Fraction(0)
    credit = child["per_child_cents"] * child["children"]
    if child.get("threshold_cents") is not None:
        over = data["income_cents"] - child["threshold_cents"]
        if over > 0:
            steps = -(-over // (child["step_cents"]))  # each step or part of one
            credit = max(0, credit - steps * child["cut_cents"])
    return Fraction(credit, 100)


_INTRO = ("{name}'s gross income for the year is ${g}.",
          "A taxpayer, {name}, earned ${g} in the tax year.",
          "Gross income: ${g} ({name}, one tax year).")
_ASK = ("How much income tax does {name} owe?", "What is the tax owed after credits?",
        "Find the final tax bill.")
_NAMES = ("Ana", "Ben", "Chloe", "Dev", "Elif", "Farid", "Grace", "Hugo", "Ines", "Jon", "Kemi", "Lars", "Mia", "Noor")


class TaxBrackets(DecimalAnswer, Bootcamp):
    id = "everyday/tax_brackets"
    description = "Progressive income tax over brackets with a deduction and (phasing-out) non-refundable credits, to the cent"
    Config = Config
    answer_units = ("dollars", "USD")
    LEVELS = {
        "1": Config(brackets=2),
        "2": Config(brackets=3, deduction="standard"),
        "3": Config(brackets=4, deduction="larger", credits=1),
        "4": Config(brackets=5, deduction="larger", credits=1, child=True),
        "5": Config(brackets=7, deduction="larger", credits=2, child=True, phase_out=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        while True:
            rates = sorted(rng.sample(RATES, config.brackets), key=Fraction)
            lowers, lower = [0], 0
            for _ in range(config.brackets - 1):
                lower += rng.randint(4, 60) * 250 * (1 + len(lowers) // 3)
                lowers.append(lower)
            brackets = [[lo, r] for lo, r in zip(lowers, rates)]
            top = rng.randint(1, config.brackets - 1)  # the bracket the taxable income lands in
            hi = lowers[top + 1] if top + 1 < config.brackets else lowers[top] + 40000
            taxable_dollars = rng.randint(lowers[top] + 1, hi - 1)
            data = {"name": rng.choice(_NAMES), "brackets": brackets, "standard_cents": 0, "itemized": [],
                    "credits": [], "child": None}
            deduction = 0
            if config.deduction != "none":
                data["standard_cents"] = rng.randint(20, 160) * 10000
                deduction = data["standard_cents"]
                if config.deduction == "larger":
                    items = rng.sample(ITEMIZED, rng.randint(2, 4))
                    data["itemized"] = [[item, rng.randint(500, 700000)] for item in items]
                    deduction = max(deduction, sum(c for _, c in data["itemized"]))
            data["income_cents"] = taxable_dollars * 100 + deduction + rng.choice((0, rng.randint(1, 99)))
            for _ in range(config.credits):
                data["credits"].append([rng.choice(("education credit", "energy credit", "retirement saver's credit",
                                                    "child care credit")), rng.randint(2, 40) * 2500])
            if config.child:
                child = {"children": rng.randint(1, 4), "per_child_cents": rng.choice((500, 1000, 1500, 2000)) * 100}
                if config.phase_out:
                    cut = rng.choice((25, 50, 75, 100)) * 100
                    steps = rng.randint(0, child["per_child_cents"] * child["children"] // cut)
                    child.update(threshold_cents=max(1, data["income_cents"] // 100000 - steps) * 100000,
                                 step_cents=1000 * 100, cut_cents=cut)
                data["child"] = child
            names = [c for c, _ in data["credits"]]
            if len(set(names)) != len(names):
                continue
            gold = self.solve(data)
            if Fraction(gold) <= 0:
                continue
            numbers = [Fraction(data["income_cents"], 100), Fraction(data["standard_cents"], 100)]
            numbers += [Fraction(c, 100) for _, c in data["itemized"] + data["credits"]]
            numbers += [lo for lo, _ in brackets]
            if not restates(Fraction(gold), numbers):
                return data, gold

    def prompt(self, data: dict, rng: random.Random) -> str:
        name = data["name"]
        lines = [rng.choice(_INTRO).format(name=name, g=_usd(data["income_cents"]))]
        if data["standard_cents"] and not data["itemized"]:
            lines.append(f"Taxable income is the gross income minus the standard deduction of ${_usd(data['standard_cents'])} "
                         "(but never below 0).")
        elif data["itemized"]:
            items = ", ".join(f"{item} ${_usd(c)}" for item, c in data["itemized"])
            lines.append("Taxable income is the gross income minus one deduction (never below 0): the standard deduction "
                         f"of ${_usd(data['standard_cents'])} or the total of the itemized deductions ({items}), "
                         "whichever is larger.")
        else:
            lines.append("There are no deductions: the whole gross income is taxable.")
        lines.append(rng.choice(("The tax is charged on slices of taxable income:",
                                 "Tax brackets (each rate applies only to the part of taxable income inside its band):",
                                 "Income tax is progressive, slice by slice:")))
        brackets = data["brackets"]
        for j, (lower, rate) in enumerate(brackets):
            if j + 1 < len(brackets):
                band = f"the part from ${lower:,} up to ${brackets[j + 1][0]:,}" if lower else f"the first ${brackets[1][0]:,}"
            else:
                band = f"the part above ${lower:,}"
            lines.append(f"- {rate}% on {band}")
        lines.append("The tax from the brackets is rounded to the nearest cent (half a cent rounds up).")
        credits = []
        child = data.get("child")
        if child:
            text = (f"a child credit of ${_usd(child['per_child_cents'])} for each of {name}'s {child['children']} "
                    f"child{'ren' if child['children'] > 1 else ''}")
            if child.get("threshold_cents") is not None:
                text += (f", reduced (but not below 0) by ${_usd(child['cut_cents'])} for every "
                         f"${_usd(child['step_cents'])} of gross income, or part of ${_usd(child['step_cents'])}, above "
                         f"${_usd(child['threshold_cents'])}")
            credits.append(text)
        credits += [f"{'an' if c[0] in 'aeiou' else 'a'} {c} of ${_usd(v)}" for c, v in data["credits"]]
        if credits:
            lines.append("Then the credits are subtracted from that tax: " + "; ".join(credits) + ". Credits cannot "
                         "make the tax negative (any unused part is lost).")
        lines.append(rng.choice(_ASK).format(name=name))
        return "\n".join(lines) + f"\n{answer_instruction('the amount in dollars with two decimals, e.g. 1234.56 (no $ sign)')}"

    def program(self, t: Tracer, data: dict) -> str:
        t.state("deduction")
        gross = t.fetch("gross", Fraction(data["income_cents"], 100))
        deduction = t.fetch("standard", Fraction(data["standard_cents"], 100))
        if data["itemized"]:
            itemized = t.compute("itemized", sum((Fraction(c, 100) for _, c in data["itemized"]), Fraction(0)),
                                 why="sum of the itemized deductions")
            deduction = t.compute("deduction", max(deduction, itemized), why="the larger one")
        taxable = t.compute("taxable", max(Fraction(0), gross - deduction))
        brackets, tax = data["brackets"], Fraction(0)
        for j, (lower, rate) in enumerate(brackets):
            t.state(f"bracket {j + 1}")
            upper = brackets[j + 1][0] if j + 1 < len(brackets) else None
            lo = t.fetch(f"lower[{j + 1}]", lower)
            part = t.compute("slice", max(Fraction(0), (taxable if upper is None else min(taxable, upper)) - lo),
                             why="taxable income inside this band")
            tax = t.compute("tax", tax + part * Fraction(t.fetch(f"rate[{j + 1}]", rate)) / 100)
            if not t.goto(upper is not None and taxable > upper, why="income reaches the next band"):
                break
        t.state("round")
        tax = t.compute("tax", round_half_up(t.fetch("tax", tax), 2), why="to the cent")
        credits = Fraction(0)
        child = data.get("child")
        if child:
            t.state("child credit")
            credit = t.compute("child", Fraction(child["per_child_cents"] * child["children"], 100))
            if child.get("threshold_cents") is not None:
                over = t.compute("over", gross - Fraction(child["threshold_cents"], 100))
                step = Fraction(child["step_cents"], 100)
                steps = t.compute("steps", max(0, -((-over) // step)), why="whole or part steps above the threshold")
                credit = t.compute("child", max(Fraction(0), credit - steps * Fraction(child["cut_cents"], 100)))
            credits = credit
        if data["credits"]:
            t.state("other credits")
            credits = t.compute("credits", credits + sum((Fraction(v, 100) for _, v in data["credits"]), Fraction(0)))
        t.state("answer")
        return money(t.compute("answer", max(Fraction(0), t.fetch("tax", tax) - credits), why="tax minus credits, not below 0"))

    def solve(self, data: dict) -> str:
        deduction = max([data["standard_cents"], sum(c for _, c in data["itemized"])])
        taxable = max(Fraction(0), Fraction(data["income_cents"] - deduction, 100))
        tax = round_half_up(bracket_tax(taxable, data["brackets"]), 2)
        credits = child_credit(data) + Fraction(sum(v for _, v in data["credits"]), 100)
        return money(max(Fraction(0), tax - credits))


BOOTCAMP = TaxBrackets()
