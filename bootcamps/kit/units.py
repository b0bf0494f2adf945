"""Quantities for the science and everyday bootcamps: exact decimals, answers with a unit,
toleranced answers, unit tables with their dimensions, and a guard against prompts whose own
numbers (or one operation on two of them) already equal the answer.

* ``read_quantity(text, units)``: one number written as an integer or a decimal (never ``a/b``:
  a quotient of prompt numbers is a restated question), optionally followed by one of ``units``.
* ``DecimalAnswer``: the exact value (stored as a decimal string), unit optional.
* ``ToleranceAnswer``: any decimal within ``data["tol"]`` of the exact value ``data["exact"]``;
  the prompt states the tolerance. ``significant`` and ``round_half_up`` round the gold.
  Both accept the units ``units_for(data)`` returns: ``answer_units`` unless a bootcamp that
  asks for different quantities overrides it with the asked quantity's units only.
* ``UNITS``: unit name -> (dimension, factor to the SI base unit, as a Fraction).
* ``restates(gold, numbers, tol)``: whether a prompt number or ``a op b`` of two of them lies
  within ``tol`` of the gold, so generators can redraw such a case.
"""

from __future__ import annotations

import math
import re
from decimal import Decimal
from fractions import Fraction
from typing import Any, Iterable

from bootcamps.kit.poly import read_rational

MAX_CHARS = 80
_UNIT_TAIL = re.compile(r"^(.*?\d\.?)\s*([A-Za-z°/%²³µΩ][A-Za-z°/%²³µΩ\s·*^0-9-]*)$")


# The words for the unit symbols the bootcamps name: a prompt that asks "how many seconds" may be
# answered "1.5 seconds" as well as "1.5 s".
UNIT_WORDS = {
    "s": ("second", "seconds", "sec"), "min": ("minute", "minutes"), "m": ("metre", "metres", "meter", "meters"),
    "cm": ("centimetre", "centimetres", "centimeter", "centimeters"), "km": ("kilometre", "kilometres", "kilometer", "kilometers"),
    "g": ("gram", "grams"), "mg": ("milligram", "milligrams"), "kg": ("kilogram", "kilograms"),
    "mol": ("mole", "moles"), "V": ("volt", "volts"), "A": ("amp", "amps", "ampere", "amperes"), "W": ("watt", "watts"),
    "J": ("joule", "joules"), "kJ": ("kilojoule", "kilojoules"), "N": ("newton", "newtons"), "Hz": ("hertz",),
    "L": ("litre", "litres", "liter", "liters"), "mL": ("millilitre", "millilitres", "milliliter", "milliliters"),
    "K": ("kelvin",), "%": ("percent", "per cent"),
}


def read_quantity(text: object, units: Iterable[str] = ()) -> Fraction | None:
    """An integer or decimal (thousands groupings allowed), with at most one trailing unit from
    ``units`` or their words (``UNIT_WORDS``; case-sensitive, spaces ignored); ``None`` for
    fractions, expressions, other units."""
    if not isinstance(text, str) or len(text) > MAX_CHARS:
        return None
    text = text.strip().rstrip(".").strip()
    if text.startswith("$") and text.endswith("$") and len(text) >= 2:
        text = text[1:-1].strip()
    text = re.sub(r"\\(?:text|mathrm)\s*\{([^{}]*)\}", r"\1", text)
    match = _UNIT_TAIL.match(text)
    if match:
        unit = match.group(2).replace(" ", "")
        if unit not in {u.replace(" ", "") for u in units} | {w.replace(" ", "") for u in units for w in UNIT_WORDS.get(u, ())}:
            return None
        text = match.group(1)
    return read_rational(text, decimal=True, fraction=False)


def format_decimal(value: Fraction | int) -> str:
    """The exact decimal text of a value whose denominator has only factors 2 and 5: ``12.375``,
    ``-3``, ``0.05``. A ValueError names any other value (it has no finite decimal)."""
    value = Fraction(value)
    den = value.denominator
    while den % 2 == 0:
        den //= 2
    while den % 5 == 0:
        den //= 5
    if den != 1:
        raise ValueError(f"{value} has no finite decimal expansion")
    text = format(Decimal(value.numerator) / Decimal(value.denominator), "f")
    if "." in text:
        text = text.rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def money(value: Fraction | int) -> str:
    """An amount with exactly two decimals, ``1234.50``; a ValueError names a value with more."""
    value = Fraction(value)
    if (value * 100).denominator != 1:
        raise ValueError(f"{value} is not a whole number of cents")
    cents = value * 100
    sign = "-" if cents < 0 else ""
    whole, frac = divmod(abs(int(cents)), 100)
    return f"{sign}{whole}.{frac:02d}"


def round_half_up(value: Fraction, places: int) -> Fraction:
    """``value`` rounded to ``places`` decimals, halves away from zero (how cents are rounded)."""
    scale = 10**places
    scaled = abs(value) * scale
    whole = int(scaled)
    if scaled - whole >= Fraction(1, 2):
        whole += 1
    return Fraction(whole if value >= 0 else -whole, scale)


class AskedUnits:
    """Mixin: the units an answer may carry. ``answer_units`` lists them all; a bootcamp whose cases
    ask for different quantities overrides ``units_for`` so that only the asked one's units
    pass ("3.2 m" is not a time)."""

    answer_units: tuple[str, ...] = ()

    def units_for(self, data: dict) -> tuple[str, ...]:
        return self.answer_units


class DecimalAnswer(AskedUnits):
    """Mixin: one exact value (stored as its decimal text) written as an integer or decimal,
    optionally followed by one of the bootcamp's ``answer_units``."""

    def check(self, data: dict, answer: Any, text: str) -> float:
        value = read_quantity(text, self.units_for(data))
        return 1.0 if value is not None and value == Fraction(str(answer)) else 0.0

    def format_answer(self, answer: Any) -> str:
        return str(answer)


class ToleranceAnswer(AskedUnits):
    """Mixin: the answer is a decimal text (the exact value ``data["exact"]``, a ``"p/q"``
    string, rounded by the generator); any decimal within ``Fraction(data["tol"])`` of the exact
    value scores 1. The prompt states the tolerance."""

    def check(self, data: dict, answer: Any, text: str) -> float:
        value = read_quantity(text, self.units_for(data))
        if value is None:
            return 0.0
        return 1.0 if abs(value - Fraction(data["exact"])) <= Fraction(data["tol"]) else 0.0

    def format_answer(self, answer: Any) -> str:
        return str(answer)


def significant(value: Fraction, digits: int) -> Fraction:
    """``value`` rounded half up to ``digits`` significant figures."""
    if value == 0:
        return Fraction(0)
    places = digits - 1 - _exponent10(abs(value))
    if places >= 0:
        return round_half_up(value, places)
    scale = 10 ** (-places)
    return round_half_up(value / scale, 0) * scale


def _exponent10(value: Fraction) -> int:
    """floor(log10(value)) for a positive value, exactly."""
    e = len(str(value.numerator)) - len(str(value.denominator))
    while Fraction(10) ** e > value:
        e -= 1
    while Fraction(10) ** (e + 1) <= value:
        e += 1
    return e


def restates(gold: Fraction, numbers: Iterable[Fraction | int], tol: Fraction = Fraction(0)) -> bool:
    """Whether one of ``numbers`` or ``a+b``, ``a-b``, ``a*b``, ``a/b`` of two different ones is
    within ``tol`` of ``gold``: a response made of the question's own numbers would then score."""
    gold = Fraction(gold)
    values = [Fraction(v) for v in numbers]
    if tol == 0:  # exact: integers over one common denominator, one set lookup per operation
        scale = math.lcm(gold.denominator, *(v.denominator for v in values))
        g = gold.numerator * (scale // gold.denominator)
        ints = [v.numerator * (scale // v.denominator) for v in values]
        have = set(ints)
        if g in have:
            return True
        for a in ints:
            # a+b=g, a-b=g, a*b=g (A*B = G*scale) and a/b=g (A*scale = G*B), with b another number
            for b, exact in ((g - a, True), (a - g, True), divmod(g * scale, a) if a else (0, 1), divmod(a * scale, g) if g else (0, 1)):
                if (exact is True or exact == 0) and b != a and b in have:
                    return True
        return False
    # within a tolerance: floats with a 1% wider window are a safe and fast guard
    g, window = float(gold), float(tol) * 1.01 + 1e-12 * abs(float(gold))
    floats = [float(v) for v in values]
    for i, a in enumerate(floats):
        if abs(a - g) <= window:
            return True
        for j, b in enumerate(floats):
            if i != j and (abs(a + b - g) <= window or abs(a - b - g) <= window or abs(a * b - g) <= window
                           or (b != 0 and abs(a / b - g) <= window)):
                return True
    return False


# ---------------------------------------------------------------- units and dimensions

# dimension exponents (length, mass, time); factors convert to metres, kilograms, seconds
LENGTH, MASS, TIME = (1, 0, 0), (0, 1, 0), (0, 0, 1)
AREA, VOLUME, SPEED = (2, 0, 0), (3, 0, 0), (1, 0, -1)
DENSITY, ACCELERATION = (-3, 1, 0), (1, 0, -2)

UNITS: dict[str, tuple[tuple[int, int, int], Fraction]] = {
    "mm": (LENGTH, Fraction(1, 1000)),
    "cm": (LENGTH, Fraction(1, 100)),
    "m": (LENGTH, Fraction(1)),
    "km": (LENGTH, Fraction(1000)),
    "in": (LENGTH, Fraction(254, 10000)),
    "ft": (LENGTH, Fraction(3048, 10000)),
    "yd": (LENGTH, Fraction(9144, 10000)),
    "mi": (LENGTH, Fraction(1609344, 1000)),
    "mg": (MASS, Fraction(1, 1000000)),
    "g": (MASS, Fraction(1, 1000)),
    "kg": (MASS, Fraction(1)),
    "t": (MASS, Fraction(1000)),
    "lb": (MASS, Fraction(45359237, 100000000)),
    "s": (TIME, Fraction(1)),
    "min": (TIME, Fraction(60)),
    "h": (TIME, Fraction(3600)),
    "day": (TIME, Fraction(86400)),
    "mL": (VOLUME, Fraction(1, 1000000)),
    "L": (VOLUME, Fraction(1, 1000)),
}
UNIT_NAMES = {
    "mm": "millimetres", "cm": "centimetres", "m": "metres", "km": "kilometres", "in": "inches",
    "ft": "feet", "yd": "yards", "mi": "miles", "mg": "milligrams", "g": "grams", "kg": "kilograms",
    "t": "tonnes", "lb": "pounds", "s": "seconds", "min": "minutes", "h": "hours", "day": "days",
    "mL": "millilitres", "L": "litres",
}


def compound(numerator: Iterable[str], denominator: Iterable[str] = ()) -> tuple[tuple[int, int, int], Fraction]:
    """Dimension and SI factor of a product of units over another (``compound(["km"], ["h"])``)."""
    dim, factor = [0, 0, 0], Fraction(1)
    for unit, sign in [(u, 1) for u in numerator] + [(u, -1) for u in denominator]:
        if unit not in UNITS:
            raise ValueError(f"unknown unit {unit!r}; known: {', '.join(UNITS)}")
        d, f = UNITS[unit]
        dim = [x + sign * y for x, y in zip(dim, d)]
        factor = factor * f if sign > 0 else factor / f
    return (dim[0], dim[1], dim[2]), factor


def convert(value: Fraction, source: tuple[tuple[int, int, int], Fraction], target: tuple[tuple[int, int, int], Fraction]) -> Fraction:
    """``value`` in ``source`` units expressed in ``target`` units; a ValueError names a
    dimension mismatch."""
    if source[0] != target[0]:
        raise ValueError(f"cannot convert dimension {source[0]} to {target[0]}")
    return Fraction(value) * source[1] / target[1]
