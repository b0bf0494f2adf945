"""Changing money through bureaus: a commission (a percentage with a minimum fee) taken first, the
rest converted at the quoted rate and rounded down to the target currency's smallest unit (whole
yen, cents otherwise), through a chain of exchanges with spending in between."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.physics import q, show
from bootcamps.kit.units import DecimalAnswer, format_decimal, round_half_up
from bootcamps.trace import Tracer

# currency -> (decimals of its smallest unit, a typical rate in US dollars per unit)
CURRENCIES = {"USD": (2, Fraction(1)), "EUR": (2, Fraction("1.08")), "GBP": (2, Fraction("1.27")),
              "JPY": (0, Fraction("0.0067")), "CHF": (2, Fraction("1.12")), "CAD": (2, Fraction("0.74")),
              "AUD": (2, Fraction("0.66")), "SEK": (2, Fraction("0.095")), "ISK": (0, Fraction("0.0072")),
              "MXN": (2, Fraction("0.058"))}


@dataclass(frozen=True)
class Config:
    exchanges: int = 1
    commission: bool = False
    min_fee: bool = False
    spending: bool = False

    def __post_init__(self) -> None:
        if not 1 <= self.exchanges <= 6:
            raise ValueError(f"exchanges must be in 1..6, got {self.exchanges}")


def floor_to(value: Fraction, places: int) -> Fraction:
    """``value`` rounded down to ``places`` decimals (value is not negative)."""
    scale = 10**places
    return Fraction(int(value * scale), scale)


class CurrencyExchange(DecimalAnswer, Bootcamp):
    id = "everyday/currency_exchange"
    description = "Money through exchange bureaus: commission with a minimum, rates, rounding down to the smallest unit"
    Config = Config
    LEVELS = {
        "1": Config(exchanges=1),
        "2": Config(exchanges=1, commission=True),
        "3": Config(exchanges=2, commission=True, min_fee=True),
        "4": Config(exchanges=3, commission=True, min_fee=True, spending=True),
        "5": Config(exchanges=5, commission=True, min_fee=True, spending=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        while True:
            path = [rng.choice(list(CURRENCIES))]
            for _ in range(config.exchanges):
                path.append(rng.choice([c for c in CURRENCIES if c != path[-1]]))
            places = CURRENCIES[path[0]][0]
            start = int(rng.randint(100, 5000) / float(CURRENCIES[path[0]][1]))  # about 100-5000 dollars' worth
            start = Fraction(max(10, start // 10 * 10)) if places == 0 else Fraction(start * 100 + rng.randint(0, 99), 100)
            steps = []
            for a, b in zip(path, path[1:]):
                fair = float(CURRENCIES[a][1] / CURRENCIES[b][1]) * rng.randint(900, 1000) / 1000
                digits = 4 if fair >= 1 else 6
                rate = Fraction(max(1, round(fair * 10**digits)), 10**digits)
                steps.append({"from": a, "to": b, "rate": str(rate),
                              "pct": str(Fraction(rng.randint(0, 40), 10)) if config.commission else "0",
                              "min_fee": rng.randint(2, 8) if config.min_fee else 0, "spend": "0"})
            data = {"start": str(start), "steps": steps}
            if config.spending:  # spend some of the money held between exchanges
                holding = self._walk(data)[:-1]
                for step, held in zip(steps[1:], holding):
                    if rng.random() < 0.7 and held > 20:
                        step["spend"] = str(floor_to(held * Fraction(rng.randint(5, 60), 100), CURRENCIES[step["from"]][0]))
            amounts = self._walk(data)
            if len(amounts) == len(steps) and all(x > 0 for x in amounts):
                return data, format_decimal(amounts[-1])

    @staticmethod
    def _walk(data: dict) -> list[Fraction]:
        """The amount held after each exchange (the last is the answer), in whole minor units."""
        places = CURRENCIES[data["steps"][0]["from"]][0]
        held = int(q(data["start"]) * 10**places)  # minor units: cents or whole yen
        out = []
        for step in data["steps"]:
            p_from, p_to = CURRENCIES[step["from"]][0], CURRENCIES[step["to"]][0]
            held -= int(q(step["spend"]) * 10**p_from)
            pct = q(step["pct"])
            fee = max((2 * held * pct.numerator + 100 * pct.denominator) // (200 * pct.denominator),  # half up
                      step["min_fee"] * 10**p_from)
            if held <= fee:
                return out + [Fraction(0)]
            rate = q(step["rate"]) * 10**p_to / 10**p_from
            held = (held - fee) * rate.numerator // rate.denominator  # rounded down
            out.append(Fraction(held, 10**p_to))
        return out

    def prompt(self, data: dict, rng: random.Random) -> str:
        steps = data["steps"]
        lines = [rng.choice((f"A traveller starts with {show(q(data['start']))} {steps[0]['from']} and visits these "
                             "exchange bureaus in order:",
                             f"Starting with {show(q(data['start']))} {steps[0]['from']}, money is changed as follows:",
                             f"Money trail beginning with {show(q(data['start']))} {steps[0]['from']}:"))]
        for k, s in enumerate(steps, 1):
            parts = []
            if s["spend"] != "0":
                parts.append(f"first {show(q(s['spend']))} {s['from']} is spent")
            fee = []
            if s["pct"] != "0":
                fee.append(f"a commission of {show(q(s['pct']))}%")
            if s["min_fee"]:
                fee.append(f"at least {s['min_fee']} {s['from']}")
            if fee:
                parts.append("the bureau takes " + ", but ".join(fee) + f" of the {s['from']} handed over")
            parts.append(f"the rest is changed at 1 {s['from']} = {show(q(s['rate']))} {s['to']}")
            lines.append(f"{k}. " + "; ".join(parts) + ".")
        lines.append("All the money held is handed over at each bureau. A commission is rounded to the nearest smallest "
                     "unit of its currency (half up); the converted amount is rounded DOWN to the smallest unit of the new "
                     "currency. JPY and ISK have no minor unit (whole yen, whole krónur); the others have cents.")
        final = steps[-1]["to"]
        lines.append(f"How much {final} is held at the end?")
        form = f"the amount of {final} as a number without the currency code"
        return "\n".join(lines) + f"\n{answer_instruction(form)}"

    def program(self, t: Tracer, data: dict) -> str:
        held = q(data["start"])
        for k, s in enumerate(data["steps"]):
            t.state(f"bureau {k + 1} ({s['from']} to {s['to']})")
            held = t.fetch("held", held)
            if s["spend"] != "0":
                held = t.compute("held", held - t.fetch("spend", q(s["spend"])), why="after spending")
            places_from, places_to = CURRENCIES[s["from"]][0], CURRENCIES[s["to"]][0]
            fee = t.compute("fee", round_half_up(Fraction(held) * q(s["pct"]) / 100, places_from), why=f"{s['pct']}% of it")
            if s["min_fee"]:
                fee = t.compute("fee", max(fee, s["min_fee"]), why=f"at least {s['min_fee']}")
            changed = t.compute("exchanged", Fraction(held - fee) * q(s["rate"]), why="times the rate")
            held = t.compute("received", floor_to(changed, places_to), why=f"down to {places_to} decimals")
        return format_decimal(held)

    def solve(self, data: dict) -> str:
        return format_decimal(self._walk(data)[-1])


BOOTCAMP = CurrencyExchange()
