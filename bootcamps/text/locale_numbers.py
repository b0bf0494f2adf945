"""Add up amounts written in different national number formats (1,234.56 / 1.234,56 / 1 234,56 /
1'234.56 / 12,34,567.89), each tagged with its convention, and give the exact total."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.units import DecimalAnswer, format_decimal
from bootcamps.trace import Tracer

# convention -> (thousands separator, decimal mark, description)
STYLES = {
    "US": (",", ".", "comma between thousands, point before the cents: 1,234.56"),
    "DE": (".", ",", "point between thousands, comma before the cents: 1.234,56"),
    "FR": (" ", ",", "space between thousands, comma before the cents: 1 234,56"),
    "CH": ("'", ".", "apostrophe between thousands, point before the cents: 1'234.56"),
    "IN": (",", ".", "Indian grouping, comma after the last three digits and then every two: 12,34,567.89"),
}


@dataclass(frozen=True)
class Config:
    amounts: int = 3
    styles: tuple[str, ...] = ("US", "DE")
    max_value: int = 10_000
    negatives: bool = False

    def __post_init__(self) -> None:
        if not 2 <= self.amounts <= 30:
            raise ValueError(f"amounts must be in 2..30, got {self.amounts}")
        if not self.styles or any(s not in STYLES for s in self.styles):
            raise ValueError(f"styles must be a non-empty subset of {', '.join(STYLES)}, got {self.styles}")
        if not 100 <= self.max_value <= 10**9:
            raise ValueError(f"max_value must be in 100..10**9, got {self.max_value}")


def write(cents: int, style: str, with_cents: bool) -> str:
    """``cents`` (an integer number of cents) in the written form of ``style``."""
    sep, mark, _ = STYLES[style]
    sign = "-" if cents < 0 else ""
    whole, frac = divmod(abs(cents), 100)
    digits = str(whole)
    if style == "IN" and len(digits) > 3:
        head, tail = digits[:-3], digits[-3:]
        groups = []
        while len(head) > 2:
            groups.insert(0, head[-2:])
            head = head[:-2]
        digits = ",".join(([head] if head else []) + groups + [tail])
    else:
        groups = []
        while len(digits) > 3:
            groups.insert(0, digits[-3:])
            digits = digits[:-3]
        digits = sep.join([digits] + groups)
    return f"{sign}{digits}{mark}{frac:02d}" if with_cents else f"{sign}{digits}"


def read(text: str, style: str) -> Fraction:
    """The value of an amount written in ``style``: drop the thousands separators, then read the
    decimal mark."""
    sep, mark, _ = STYLES[style]
    plain = text.replace(sep, "")
    return Fraction(plain.replace(mark, ".")) if mark in plain else Fraction(plain)


_TEMPLATES = (
    "Add up these amounts. Each line says which convention it is written in.\n{conventions}\n{lines}",
    "{lines}\nThe amounts above use the stated number formats:\n{conventions}\nWhat is their exact total?",
    "An expense export mixes number formats ({conventions_inline}). Sum the amounts:\n{lines}\nFormats:\n{conventions}",
)


class LocaleNumbers(DecimalAnswer, Bootcamp):
    id = "text/locale_numbers"
    description = "Sum amounts written in mixed national number formats (US, DE, FR, CH, Indian grouping)"
    Config = Config
    LEVELS = {
        "1": Config(amounts=3, styles=("US", "DE"), max_value=5_000),
        "2": Config(amounts=4, styles=("US", "DE", "FR"), max_value=50_000),
        "3": Config(amounts=6, styles=("US", "DE", "FR", "CH"), max_value=500_000),
        "4": Config(amounts=8, styles=("US", "DE", "FR", "CH", "IN"), max_value=5_000_000, negatives=True),
        "5": Config(amounts=12, styles=("US", "DE", "FR", "CH", "IN"), max_value=50_000_000, negatives=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        rows = []
        for _ in range(config.amounts):
            style = rng.choice(config.styles)
            with_cents = rng.random() < 0.7
            cents = rng.randint(1, config.max_value) * 100 + (rng.randint(0, 99) if with_cents else 0)
            if config.negatives and rng.random() < 0.25:
                cents = -cents
            rows.append([style, write(cents, style, with_cents)])
        data = {"rows": rows}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        used = sorted({s for s, _ in data["rows"]})
        conventions = "\n".join(f"{s}: {STYLES[s][2]}" for s in used)
        lines = "\n".join(f"({s}) {text}" for s, text in data["rows"])
        text = rng.choice(_TEMPLATES).format(conventions=conventions, lines=lines, conventions_inline=", ".join(used))
        form = "the total as a plain decimal number with a point before the cents and no thousands separators (e.g. -1234.5)"
        return f"{text}\n{answer_instruction(form)}"

    def program(self, t: Tracer, data: dict) -> str:
        total = Fraction(0)
        for i, (style, text) in enumerate(data["rows"]):
            t.state(f"amount {i + 1}")
            written = t.fetch(f"rows[{i}]", f"({style}) {text}")
            value = t.compute("value", format_decimal(read(written.split(") ", 1)[1], style)),
                              why=f"{style}: drop '{STYLES[style][0]}', decimal mark '{STYLES[style][1]}'")
            total = Fraction(t.compute("total", format_decimal(total + Fraction(value)), why=f"running sum + {value}"))
        t.state("answer")
        return t.compute("answer", format_decimal(total))

    def solve(self, data: dict) -> str:
        # Integer cents: the digits after the style's decimal mark (if any) are the cents.
        cents = 0
        for style, text in data["rows"]:
            _, mark, _ = STYLES[style]
            sign = -1 if text.startswith("-") else 1
            whole, _, frac = text.lstrip("-").partition(mark)
            digits = "".join(c for c in whole if c.isdigit())
            cents += sign * (int(digits) * 100 + (int(frac) if frac else 0))
        return format_decimal(Fraction(cents, 100))


BOOTCAMP = LocaleNumbers()
