"""Shared helpers for the seventh batch of mathematics bootcamps (issue 10).

* ``read_scientific``: a number in normalized scientific notation, ``3.25 × 10^7``,
  ``3.25 \\times 10^{7}``, ``3.25*10^(7)``, ``3.25e7``: the mantissa a decimal with
  1 <= |m| < 10, the exponent an integer; ``ScientificAnswer`` compares the exact value.
* ``read_numeral(text, base)``: one non-negative integer written with the digits of a base
  (2..10), nothing else (no prefix, no subscript, no split digits); ``NumeralAnswer``.
* ``read_ratio``: integers separated by colons (``6 : 8 : 9``), commas or spaces.
"""

from __future__ import annotations

import re
from decimal import Decimal
from fractions import Fraction
from typing import Any

from bootcamps.kit.literal import strict_int_list
from bootcamps.kit.poly import clean_answer

MAX_SCI_TEXT = 120
_MANTISSA = r"([+-]?\d(?:\.\d+)?)"
_EXPONENT = r"([+-]?\d{1,4})"
_TIMES = r"\s*(?:×|x|\*|\\times|\\cdot|·)\s*"
_SCI = re.compile(rf"{_MANTISSA}{_TIMES}10\s*\^\s*(?:\{{\s*{_EXPONENT}\s*\}}|\(\s*{_EXPONENT}\s*\)|{_EXPONENT})")
_E_FORM = re.compile(rf"{_MANTISSA}[eE]{_EXPONENT}")


def read_scientific(text: object) -> tuple[Fraction, int] | None:
    """``(mantissa, exponent)`` of one number in normalized scientific notation, or ``None``."""
    text = clean_answer(text, MAX_SCI_TEXT)
    if text is None:
        return None
    text = text.strip().replace("\u2009", " ")
    match = _SCI.fullmatch(text)
    if match is not None:
        exponent = next(g for g in match.groups()[1:] if g is not None)
    else:
        match = _E_FORM.fullmatch(text)
        if match is None:
            return None
        exponent = match.group(2)
    mantissa = Fraction(Decimal(match.group(1)))
    if not 1 <= abs(mantissa) < 10:
        return None  # not normalized: 32.5 × 10^6 is the right value in the wrong form
    return mantissa, int(exponent)


def scientific_text(value: Fraction) -> str:
    """An exact nonzero value with a terminating decimal expansion as ``m × 10^e``."""
    if value == 0:
        raise ValueError("zero has no normalized scientific form")
    sign = "-" if value < 0 else ""
    value = abs(Fraction(value))
    exponent = 0
    while value >= 10:
        value /= 10
        exponent += 1
    while value < 1:
        value *= 10
        exponent -= 1
    return f"{sign}{decimal_text(value)} × 10^{exponent}"


def decimal_text(value: Fraction) -> str:
    """The exact decimal expansion of a terminating rational (``ValueError`` otherwise)."""
    value = Fraction(value)
    den, places = value.denominator, 0
    while den % 10 == 0 or den % 2 == 0 or den % 5 == 0:
        if places > 2000:
            break
        den = den // 10 if den % 10 == 0 else den // 2 if den % 2 == 0 else den // 5
        places += 1
    if den != 1:
        raise ValueError(f"{value} does not terminate")
    places = max(places, 0)
    scaled = abs(value) * 10**places
    digits = str(scaled.numerator // scaled.denominator).rjust(places + 1, "0")
    text = digits if places == 0 else f"{digits[:-places]}.{digits[-places:]}".rstrip("0").rstrip(".")
    return ("-" if value < 0 else "") + text


class ScientificAnswer:
    """Mixin: the answer is one value in normalized scientific notation (stored as
    ``scientific_text``); any notation ``read_scientific`` reads with the same value scores 1."""

    def check(self, data: dict, answer: str, text: str) -> float:
        got = read_scientific(text)
        want = read_scientific(answer)
        if got is None or want is None:
            return 0.0
        return 1.0 if got[0] * Fraction(10) ** got[1] == want[0] * Fraction(10) ** want[1] else 0.0

    def wrong_answers(self, case: Any, rng: Any) -> list[str]:
        mantissa, exponent = read_scientific(case.answer)
        sign = "-" if mantissa < 0 else ""
        digits = scientific_text(abs(mantissa)).split(" ")[0]
        return [f"{sign}{digits} × 10^{exponent + 1}", f"{sign}{digits} × 10^{exponent - 1}",
                scientific_text(-mantissa * Fraction(10) ** exponent)]


_DIGITS = "0123456789"


def read_numeral(text: object, base: int) -> int | None:
    """One non-negative integer in base ``base`` (2..10): digits below the base only."""
    if not 2 <= base <= 10:
        raise ValueError(f"base must be in 2..10, got {base}")
    text = clean_answer(text, 400)
    if text is None:
        return None
    text = text.strip()
    if not text or any(c not in _DIGITS[:base] for c in text):
        return None
    if len(text) > 1 and text[0] == "0":
        return None  # a leading zero: not how the value is written
    return int(text, base)


def numeral_text(value: int, base: int) -> str:
    if value < 0:
        raise ValueError("non-negative values only")
    digits = []
    while True:
        value, r = divmod(value, base)
        digits.append(_DIGITS[r])
        if value == 0:
            return "".join(reversed(digits))


class NumeralAnswer:
    """Mixin: the answer is a numeral in ``data['base']`` stored as its text."""

    def check(self, data: dict, answer: str, text: str) -> float:
        got = read_numeral(text, data["base"])
        return 1.0 if got is not None and got == int(answer, data["base"]) else 0.0


_COLON = re.compile(r"\s*:\s*")


def read_ratio(text: object, count: int) -> list[int] | None:
    """``count`` integers separated by colons, commas or spaces (``6:8:9``, ``6, 8, 9``)."""
    if not isinstance(text, str) or len(text) > 30 * count + 20:
        return None
    values = strict_int_list(_COLON.sub(",", text.strip()), max_items=count)
    return values if values is not None and len(values) == count else None


class ExpandedPolyAnswer:
    """Mixin: the answer is a polynomial in x written out as a sum of distinct monomials
    (``kit.poly.is_expanded``): an unexpanded restatement such as ``(x+1)^2 + 3`` scores 0
    even where its value is right. The gold is stored as ``format_coeffs`` text."""

    def check(self, data: dict, answer: str, text: str) -> float:
        from bootcamps.kit.poly import is_expanded, parse_expression

        if not isinstance(text, str) or len(text) > 40 * len(answer) + 100:
            return 0.0
        written = parse_expression(text, ("x",))
        if written is None or not is_expanded(written):
            return 0.0
        gold = parse_expression(answer, ("x",))
        return float(gold is not None and written.value == gold.value)

    def wrong_answers(self, case: Any, rng: Any) -> list[str]:
        gold = str(case.answer)
        shift = rng.randint(1, 9)
        return [f"{gold} + {shift}", f"{gold} - {shift}x", f"{gold} + {shift}x^2"]
