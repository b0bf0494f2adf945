"""Exact answers for mathematics bootcamps: strict rational numbers, polynomials and rational
functions over ``Fraction``, with a safe hand-written parser for what students write.

* ``read_rational(text, decimal=..., fraction=..., reduced=...)``: one exact number in the
  forms a prompt allows (integer, decimal, ``a/b``, ``\\frac{a}{b}``), refusing digits split by
  spaces (``2 4``), super/subscript digits (``2⁴``), exponent notation (``1e99999``) and
  anything that is an expression rather than a number (``12*34``).
* ``Poly``: sparse multivariate polynomials with ``Fraction`` coefficients; ``RationalFunction``:
  a pair of them, equal by cross-multiplication (so ``(x^2-1)/(x-1)`` equals ``x+1``).
* ``parse_expression(text, variables)``: ``3x^2 - 2x + 1``, ``(x+1)(x-2)``, ``x**2``, ``x²``,
  implicit multiplication, ``\\frac{}{}``, ``\\cdot``, unicode minus. A tokenizer and a
  recursive-descent parser with bounded length, depth, exponent, degree, term count and
  coefficient size: total (``None`` on anything else), never ``eval``.
* Form checks on the parsed tree: ``is_expanded`` (a sum of distinct monomials, no brackets
  left) and ``linear_factor_form`` (a product of a constant and powers of linear factors).
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from functools import lru_cache
from fractions import Fraction
from typing import Iterable

from bootcamps.kit.labels import place_labelled
from bootcamps.parse import clean_math

# ---------------------------------------------------------------- strict numbers

MAX_NUMBER_TEXT = 400
# A digit that is not ASCII (superscripts, subscripts, other scripts): "2⁴" must not read as 24.
_FOREIGN_DIGIT = re.compile(r"[^\x00-\x7f]")
_SPLIT_DIGITS = re.compile(r"\d(?:\s|\\[,!;: ]|~)+\d")
# In a number a decimal point splits too: "6 .32" and "6. 32" are not 6.32.
_SPLIT_NUMBER = re.compile(r"[\d.](?:\s|\\[,!;: ]|~)+[\d.]")
_GROUPED = re.compile(r"[+-]?\d{1,3}(?:([, ])\d{3})(?:\1\d{3})*")
_INTEGER = re.compile(r"[+-]?\d+")
_DECIMAL = re.compile(r"[+-]?(?:\d+\.\d*|\.\d+)")
_SLASH = re.compile(r"([+-]?)(\d+)/(\d+)")
_FRAC = re.compile(r"([+-]?)\\[dt]?frac\s*\{\s*([+-]?\d+)\s*\}\s*\{\s*([+-]?\d+)\s*\}")


def _foreign_digits(text: str) -> bool:
    return any(c.isdigit() or c.isnumeric() for c in _FOREIGN_DIGIT.findall(text))


def clean_answer(text: object, max_chars: int = MAX_NUMBER_TEXT) -> str | None:
    """Text with wrappers removed (``$..$``, ``\\text{}``, a final period, unicode minus), or
    ``None`` when too long or holding non-ASCII digits."""
    if not isinstance(text, str) or len(text) > max_chars or _foreign_digits(text):
        return None
    return clean_math(text.replace("\u2212", "-"))


def read_rational(
    text: object, *, decimal: bool = True, fraction: bool = True, reduced: bool = False
) -> Fraction | None:
    """One exact number in an allowed form, or ``None``.

    Integers always (``1,234`` and ``1 234`` groupings too); decimals when ``decimal``; ``a/b``
    and ``\\frac{a}{b}`` when ``fraction``, and then only in lowest terms when ``reduced``.
    """
    text = clean_answer(text)
    if text is None:
        return None
    text = text.strip()
    if _GROUPED.fullmatch(text):
        return Fraction(int(re.sub(r"[, ]", "", text)))
    if _SPLIT_NUMBER.search(text):
        return None  # "2 4" is two numbers, not 24
    text = text.replace(" ", "")
    if text.startswith("+"):
        text = text[1:]
    if _INTEGER.fullmatch(text):
        return Fraction(int(text))
    if _DECIMAL.fullmatch(text):
        return Fraction(text) if decimal else None
    if not fraction:
        return None
    match = _SLASH.fullmatch(text) or _FRAC.fullmatch(text)
    if match is None:
        return None
    sign, num, den = match.group(1), int(match.group(2)), int(match.group(3))
    if sign and match.group(2)[0] in "+-":
        return None  # "-\\frac{-3}{4}": two signs
    if den <= 0 or (reduced and math.gcd(num, den) != 1):
        return None
    value = Fraction(num, den)
    return -value if sign == "-" else value


class ReducedFractionAnswer:
    """Mixin for bootcamps whose answer is one exact rational, stored as its string (``-3/4``),
    and whose prompt asks for an integer or a fraction in lowest terms: a decimal, an
    unreduced fraction or a restated quotient scores 0."""

    def check(self, data: dict, answer: str, text: str) -> float:
        value = read_rational(text, decimal=False, reduced=True)
        return 1.0 if value is not None and value == Fraction(answer) else 0.0


def format_rational(value: Fraction | int) -> str:
    """``3``, ``-3/4``."""
    if type(value) is int:
        return str(value)
    value = Fraction(value)
    return str(value.numerator) if value.denominator == 1 else f"{value.numerator}/{value.denominator}"


_LHS = re.compile(r"^\s*([A-Za-z](?:_\{?\w+\}?)?)\s*(?:=|:=)\s*")


def strip_name(text: str, names: Iterable[str]) -> str:
    """``x = 5`` -> ``5`` when ``x`` is one of ``names`` (a solver naming its unknown)."""
    match = _LHS.match(text)
    if match and match.group(1).replace("{", "").replace("}", "") in set(names):
        return text[match.end() :]
    return text


def read_rational_list(
    text: object, count: int | None = None, *, names: tuple[str, ...] = (), **forms: bool
) -> list[Fraction] | None:
    """Comma/semicolon separated exact numbers, each read by ``read_rational`` with ``forms``;
    ``None`` unless exactly ``count``. With ``names``, items may be labelled (``x = 1``) in their
    own places; when every item is labelled the labels place the values, so ``y = 2, x = 1`` is
    ``[1, 2]`` for ``("x", "y")``."""
    text = clean_answer(text, 20_000)
    if text is None:
        return None
    while len(text) >= 2 and text[0] in "([{" and text[-1] in ")]}":
        text = text[1:-1].strip()
    items = [item.strip() for item in re.split(r"[,;]", text)]
    if items and items[-1] == "" and len(items) > 1:
        items.pop()
    if count is not None and len(items) != count:
        return None
    if names:
        if len(items) != len(names):
            return None
        slots = [_name_slot(item, names) for item in items]
        if None in slots:  # partly labelled: each label must sit in its own place
            if any(slot not in (None, i) for i, slot in enumerate(slots)):
                return None
        else:  # fully labelled: the labels place the values ("y = 2, x = 1")
            items = place_labelled(items, lambda item: _name_slot(item, names))
            if items is None:
                return None
        items = [_LHS.sub("", item, count=1) for item in items]
    values = [read_rational(item, **forms) for item in items]
    return None if any(v is None for v in values) else values  # type: ignore[return-value]


def _name_slot(item: str, names: tuple[str, ...]) -> int | None:
    """Which of ``names`` an item's ``name =`` label gives (-1, never a slot, for another name);
    ``None`` for an item without one."""
    match = _LHS.match(item)
    if match is None:
        return None
    return names.index(match.group(1)) if match.group(1) in names else -1


# ---------------------------------------------------------------- polynomials

Monomial = tuple[tuple[str, int], ...]  # sorted (variable, exponent > 0) pairs; () is 1

MAX_TERMS = 4000
MAX_DEGREE = 100
MAX_COEFF_BITS = 4096


class TooBig(Exception):
    """A polynomial passed the size bounds (terms, degree, coefficient bits)."""


@lru_cache(maxsize=1 << 15)
def _mono_mul(a: Monomial, b: Monomial) -> Monomial:
    if not a:
        return b
    if not b:
        return a
    powers = dict(a)
    for var, exp in b:
        powers[var] = powers.get(var, 0) + exp
    return tuple(sorted(powers.items()))


def _exact(value: Fraction | int) -> Fraction | int:
    """An int, or a Fraction that is not whole."""
    value = Fraction(value)
    return value.numerator if value.denominator == 1 else value


class Poly:
    """An exact polynomial: a dict monomial -> nonzero Fraction coefficient."""

    __slots__ = ("terms",)

    def __init__(self, terms: dict[Monomial, Fraction] | None = None):
        # int or Fraction coefficients: ints keep the common case fast, and 3 == Fraction(3)
        self.terms = {m: c for m, c in (terms or {}).items() if c != 0}

    @classmethod
    def const(cls, value: Fraction | int) -> "Poly":
        return cls({(): _exact(value)})

    @classmethod
    def var(cls, name: str) -> "Poly":
        return cls({((name, 1),): 1})

    @classmethod
    def from_coeffs(cls, coeffs: Iterable[Fraction | int], var: str = "x") -> "Poly":
        """Univariate from coefficients, constant first: ``[1, -2, 3]`` is ``3x^2 - 2x + 1``."""
        return cls({((((var, i),) if i else ())): _exact(c) for i, c in enumerate(coeffs)})

    def coeffs(self, var: str = "x") -> list[Fraction]:
        """Dense coefficients, constant first (``[]`` for 0); univariate in ``var`` only."""
        out: list[Fraction] = []
        for mono, coeff in self.terms.items():
            if mono and (len(mono) != 1 or mono[0][0] != var):
                raise ValueError(f"not univariate in {var}: monomial {mono}")
            exp = mono[0][1] if mono else 0
            out.extend([Fraction(0)] * (exp + 1 - len(out)))
            out[exp] = Fraction(coeff)
        return out

    def degree(self) -> int:
        """Total degree; -1 for the zero polynomial."""
        return max((sum(e for _, e in m) for m in self.terms), default=-1)

    def variables(self) -> set[str]:
        return {v for m in self.terms for v, _ in m}

    def is_zero(self) -> bool:
        return not self.terms

    def constant_value(self) -> Fraction | None:
        if not self.terms:
            return Fraction(0)
        if set(self.terms) == {()}:
            return Fraction(self.terms[()])
        return None

    def __add__(self, other: "Poly") -> "Poly":
        out = dict(self.terms)
        for m, c in other.terms.items():
            out[m] = out.get(m, 0) + c
        return _checked(Poly(out))

    def __neg__(self) -> "Poly":
        return Poly({m: -c for m, c in self.terms.items()})

    def __sub__(self, other: "Poly") -> "Poly":
        return self + (-other)

    def __mul__(self, other: "Poly") -> "Poly":
        if len(self.terms) * len(other.terms) > MAX_TERMS * 4:
            raise TooBig
        out: dict[Monomial, Fraction] = {}
        for ma, ca in self.terms.items():
            for mb, cb in other.terms.items():
                m = _mono_mul(ma, mb)
                out[m] = out.get(m, 0) + ca * cb
        return _checked(Poly(out))

    def scale(self, factor: Fraction | int) -> "Poly":
        return Poly({m: _exact(c * factor) for m, c in self.terms.items()})

    def __pow__(self, exponent: int) -> "Poly":
        result, base = Poly.const(1), self
        while exponent:
            if exponent & 1:
                result = result * base
            exponent >>= 1
            if exponent:
                base = base * base
        return result

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Poly) and self.terms == other.terms

    def __hash__(self) -> int:
        return hash(frozenset(self.terms.items()))

    def __call__(self, **values: Fraction | int) -> Fraction:
        total = Fraction(0)
        for mono, coeff in self.terms.items():
            term = coeff
            for var, exp in mono:
                term *= Fraction(values[var]) ** exp
            total += term
        return total

    def derivative(self, var: str = "x") -> "Poly":
        out: dict[Monomial, Fraction] = {}
        for mono, coeff in self.terms.items():
            powers = dict(mono)
            exp = powers.get(var, 0)
            if exp:
                if exp == 1:
                    del powers[var]
                else:
                    powers[var] = exp - 1
                out[tuple(sorted(powers.items()))] = coeff * exp
        return Poly(out)

    def __str__(self) -> str:
        return format_poly(self)

    def __repr__(self) -> str:
        return f"Poly({format_poly(self)!r})"


def _checked(p: Poly) -> Poly:
    if len(p.terms) > MAX_TERMS:
        raise TooBig
    for mono, coeff in p.terms.items():
        if sum(e for _, e in mono) > MAX_DEGREE:
            raise TooBig
        if type(coeff) is int:
            if coeff.bit_length() > MAX_COEFF_BITS:
                raise TooBig
        elif coeff.numerator.bit_length() > MAX_COEFF_BITS or coeff.denominator.bit_length() > MAX_COEFF_BITS:
            raise TooBig
    return p


def _mono_key(mono: Monomial) -> tuple:
    # Higher total degree first, then lexicographic by variable powers (x^2 y before x y^2).
    return (-sum(e for _, e in mono), [(v, -e) for v, e in mono])


def format_poly(p: Poly) -> str:
    """Canonical text: ``3x^2 - 2x + 1``, ``-x*y + 1/2``; ``0`` for zero."""
    if not p.terms:
        return "0"
    parts = []
    for mono in sorted(p.terms, key=_mono_key):
        coeff = p.terms[mono]
        sign = "-" if coeff < 0 else "+"
        mag = abs(coeff)
        body = "*".join(f"{v}^{e}" if e > 1 else v for v, e in mono)
        if not body:
            text = format_rational(mag)
        elif mag == 1:
            text = body
        elif mag.denominator == 1:
            text = f"{mag.numerator}{body}" if len(mono) == 1 else f"{mag.numerator}*{body}"
        else:
            text = f"{format_rational(mag)}*{body}"
        parts.append((sign, text))
    first_sign, first = parts[0]
    out = ("-" if first_sign == "-" else "") + first
    for sign, text in parts[1:]:
        out += f" {sign} {text}"
    return out


def format_coeffs(coeffs: list, var: str = "x") -> str:
    """``format_poly`` of a univariate coefficient list (constant first), without building a
    Poly: the fast path for generators."""
    parts = []
    for exp in range(len(coeffs) - 1, -1, -1):
        coeff = coeffs[exp]
        if coeff == 0:
            continue
        mag = -coeff if coeff < 0 else coeff
        body = f"{var}^{exp}" if exp > 1 else (var if exp == 1 else "")
        if not body:
            text = format_rational(mag)
        elif mag == 1:
            text = body
        elif type(mag) is int or mag.denominator == 1:
            text = f"{int(mag)}{body}"
        else:
            text = f"{format_rational(mag)}*{body}"
        if not parts:
            parts.append(("-" if coeff < 0 else "") + text)
        else:
            parts.append(f"{'-' if coeff < 0 else '+'} {text}")
    return " ".join(parts) if parts else "0"


def poly_divmod(a: Poly, b: Poly, var: str = "x") -> tuple[Poly, Poly]:
    """Univariate long division: ``a = q*b + r`` with ``deg r < deg b``."""
    num, den = a.coeffs(var), b.coeffs(var)
    if not den:
        raise ZeroDivisionError("division by the zero polynomial")
    quotient = [Fraction(0)] * max(0, len(num) - len(den) + 1)
    rest = list(num)
    for shift in range(len(num) - len(den), -1, -1):
        factor = rest[shift + len(den) - 1] / den[-1]
        quotient[shift] = factor
        for i, c in enumerate(den):
            rest[shift + i] -= factor * c
    return Poly.from_coeffs(quotient, var), Poly.from_coeffs(rest[: len(den) - 1], var)


@dataclass(frozen=True, eq=False)
class RationalFunction:
    """``num / den`` (den nonzero); equality is ``a*d == c*b``, so no gcd is ever needed."""

    num: Poly
    den: Poly

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Poly):
            other = RationalFunction(other, Poly.const(1))
        if not isinstance(other, RationalFunction):
            return False
        return self.num * other.den == other.num * self.den

    __hash__ = None  # type: ignore[assignment]

    def as_poly(self) -> Poly | None:
        """The polynomial this equals when the denominator is a constant, else ``None``."""
        c = self.den.constant_value()
        return self.num.scale(1 / c) if c is not None else None


# ---------------------------------------------------------------- the parser

MAX_EXPR_CHARS = 2000
MAX_DEPTH = 60
MAX_EXPONENT = 64

_SUPERSCRIPTS = {c: i for i, c in enumerate("⁰¹²³⁴⁵⁶⁷⁸⁹")}
_TOKEN = re.compile(
    r"(?P<space>\s+|\\[,;:! ]|\\quad|\\qquad)"
    r"|(?P<num>\d+(?:\.\d+)?|\.\d+)"
    r"|(?P<pow>\*\*|\^)"
    r"|(?P<latex>\\[a-zA-Z]+)"
    r"|(?P<var>[a-zA-Z])"
    r"|(?P<sup>[⁰¹²³⁴⁵⁶⁷⁸⁹]+)"
    r"|(?P<sym>[-+*/()\[\]{}×÷·⋅−–])"
)
_SIZING = {"\\left", "\\right", "\\big", "\\Big", "\\bigg", "\\Bigg", "\\bigl", "\\bigr", "\\Bigl", "\\Bigr"}
_LATEX_OPS = {"\\cdot": "*", "\\times": "*", "\\div": "/"}
_SYMBOLS = {"×": "*", "·": "*", "⋅": "*", "÷": "/", "−": "-", "–": "-"}
_CLOSE = {"(": ")", "[": "]", "{": "}"}

# Tree nodes (tuples): ("num", Fraction) ("var", name) ("neg", x) ("add", [x...]) where a
# subtraction is an ("neg", ...) child, ("mul", [x...]) ("div", a, b) ("pow", base, int).
Node = tuple


class _Reject(Exception):
    """Not an expression we accept."""


def _tokenize(text: str, variables: frozenset[str]) -> list[tuple[str, object]]:
    out: list[tuple[str, object]] = []
    pos = 0
    while pos < len(text):
        match = _TOKEN.match(text, pos)
        if match is None:
            raise _Reject
        pos = match.end()
        kind, token = match.lastgroup, match.group()
        if kind == "space":
            continue
        if kind == "num":
            if len(token) > 1 and token[0] == "0" and token[1] != ".":
                raise _Reject  # "0164": a leading zero is a typo or a spliced number
            out.append(("num", Fraction(token)))
        elif kind == "pow":
            out.append(("pow", "^"))
        elif kind == "sup":
            out.append(("sup", int("".join(str(_SUPERSCRIPTS[c]) for c in token))))
        elif kind == "var":
            if token not in variables:
                raise _Reject
            out.append(("var", token))
        elif kind == "latex":
            if token in _SIZING:
                continue
            if token in _LATEX_OPS:
                out.append(("op", _LATEX_OPS[token]))
            elif token in ("\\frac", "\\dfrac", "\\tfrac"):
                out.append(("frac", token))
            else:
                raise _Reject
        else:
            token = _SYMBOLS.get(token, token)
            if token in "+-*/":
                out.append(("op", token))
            elif token in _CLOSE:
                out.append(("open", token))
            else:
                out.append(("close", token))
    return out


class _Parser:
    """expr := ['+'|'-'] term (('+'|'-') term)*;  term := factor (('*'|'/'|implicit) factor)*;
    factor := ['-'] power;  power := atom ('^' exponent | superscript)?;
    atom := number | variable | '(' expr ')' | \\frac{expr}{expr}.
    Implicit multiplication only before a variable, a bracket or \\frac (never number number)."""

    def __init__(self, tokens: list[tuple[str, object]]):
        self.tokens = tokens
        self.pos = 0

    def peek(self) -> tuple[str, object] | None:
        return self.tokens[self.pos] if self.pos < len(self.tokens) else None

    def take(self) -> tuple[str, object]:
        token = self.peek()
        if token is None:
            raise _Reject
        self.pos += 1
        return token

    def expr(self, depth: int) -> Node:
        if depth > MAX_DEPTH:
            raise _Reject
        parts = [self.term(depth)]
        while (token := self.peek()) is not None and token[0] == "op" and token[1] in "+-":
            self.pos += 1
            after = self.peek()
            if after is not None and after[0] == "op" and after[1] in "+-":
                raise _Reject  # "x +- 3", "x ++ 3": a doubled sign is a typo, not a form we read
            right = self.term(depth)
            parts.append(right if token[1] == "+" else ("neg", right))
        return parts[0] if len(parts) == 1 else ("add", parts)

    def term(self, depth: int) -> Node:
        node = self.factor(depth)
        factors = [node]
        while (token := self.peek()) is not None:
            if token[0] == "op" and token[1] == "*":
                self.pos += 1
                factors.append(self.factor(depth))
            elif token[0] == "op" and token[1] == "/":
                self.pos += 1
                divisor = self.factor(depth)
                left = factors[0] if len(factors) == 1 else ("mul", factors)
                factors = [("div", left, divisor)]
            elif token[0] in ("var", "open", "frac"):
                factors.append(self.power(depth))  # implicit: 3x, 2(x+1), (x+1)(x-2)
            else:
                break
        return factors[0] if len(factors) == 1 else ("mul", factors)

    def factor(self, depth: int) -> Node:
        token = self.peek()
        if token is not None and token[0] == "op" and token[1] in "+-":
            self.pos += 1
            inner = self.factor(depth + 1)
            return ("neg", inner) if token[1] == "-" else inner
        return self.power(depth)

    def power(self, depth: int) -> Node:
        base = self.atom(depth)
        token = self.peek()
        if token is not None and token[0] == "sup":
            self.pos += 1
            return ("pow", base, self.bounded(token[1]))
        if token is not None and token[0] == "pow":
            self.pos += 1
            kind, value = self.take()
            if kind == "open":  # x^{2}, x^(2)
                inner_kind, inner = self.take()
                if inner_kind != "num" or self.take() != ("close", _CLOSE[value]):  # type: ignore[index]
                    raise _Reject
                value = inner
            elif kind != "num":
                raise _Reject
            return ("pow", base, self.bounded(value))
        return base

    @staticmethod
    def bounded(value: object) -> int:
        if not isinstance(value, (int, Fraction)) or Fraction(value).denominator != 1:
            raise _Reject
        exponent = int(value)
        if not 0 <= exponent <= MAX_EXPONENT:
            raise _Reject
        return exponent

    def atom(self, depth: int) -> Node:
        kind, value = self.take()
        if kind == "num":
            return ("num", value)
        if kind == "var":
            return ("var", value)
        if kind == "open":
            inner = self.expr(depth + 1)
            if self.take() != ("close", _CLOSE[value]):  # type: ignore[index]
                raise _Reject
            return ("group", inner)
        if kind == "frac":
            top = self.braced(depth)
            bottom = self.braced(depth)
            return ("div", ("group", top), ("group", bottom))
        raise _Reject

    def braced(self, depth: int) -> Node:
        if self.take() != ("open", "{"):
            raise _Reject
        inner = self.expr(depth + 1)
        if self.take() != ("close", "}"):
            raise _Reject
        return inner


@dataclass(frozen=True)
class Expression:
    """A parsed answer: its tree (for form checks) and its exact value."""

    tree: Node
    value: RationalFunction

    def poly(self) -> Poly | None:
        return self.value.as_poly()


MAX_WORK = 20_000  # monomial products per parse: keeps a 2,000-character input fast


class _Budget:
    def __init__(self) -> None:
        self.left = MAX_WORK

    def mul(self, a: Poly, b: Poly) -> Poly:
        self.left -= len(a.terms) * len(b.terms)
        if self.left < 0:
            raise TooBig
        return a * b

    def pow(self, a: Poly, exponent: int) -> Poly:
        result = Poly.const(1)
        for _ in range(exponent):  # exponent <= MAX_EXPONENT; each step is charged
            result = self.mul(result, a)
        return result


def _value(node: Node, budget: _Budget | None = None) -> RationalFunction:
    budget = budget or _Budget()
    mul = budget.mul
    kind = node[0]
    one = Poly.const(1)
    if kind == "num":
        return RationalFunction(Poly.const(node[1]), one)
    if kind == "var":
        return RationalFunction(Poly.var(node[1]), one)
    if kind == "group":
        return _value(node[1], budget)
    if kind == "neg":
        inner = _value(node[1], budget)
        return RationalFunction(-inner.num, inner.den)
    if kind == "add":
        total = _value(node[1][0], budget)
        for child in node[1][1:]:
            v = _value(child, budget)
            if total.den == v.den:
                total = RationalFunction(total.num + v.num, total.den)
            else:
                total = RationalFunction(mul(total.num, v.den) + mul(v.num, total.den), mul(total.den, v.den))
        return total
    if kind == "mul":
        num, den = Poly.const(1), Poly.const(1)
        for child in node[1]:
            v = _value(child, budget)
            num, den = mul(num, v.num), mul(den, v.den)
        return RationalFunction(num, den)
    if kind == "div":
        a, b = _value(node[1], budget), _value(node[2], budget)
        if b.num.is_zero():
            raise _Reject
        return RationalFunction(mul(a.num, b.den), mul(a.den, b.num))
    if kind == "pow":
        base = _value(node[1], budget)
        return RationalFunction(budget.pow(base.num, node[2]), budget.pow(base.den, node[2]))
    raise _Reject


_PREFIX = re.compile(r"^\s*(?:[A-Za-z](?:'+|_\{?\w+\}?)?(?:\s*\(\s*[a-z]\s*\))?)\s*=\s*")


def parse_expression(text: object, variables: Iterable[str] = ("x",), lhs: bool = True) -> Expression | None:
    """The tree and exact value of an expression in ``variables``, or ``None``. With ``lhs``,
    a leading ``f(x) =`` / ``y =`` / ``p'(x) =`` is dropped. Never raises, never evaluates code."""
    if not isinstance(text, str) or len(text) > MAX_EXPR_CHARS or _SPLIT_DIGITS.search(text):
        return None
    if _foreign_digits(text.translate({ord(c): None for c in _SUPERSCRIPTS})):
        return None
    text = clean_math(text.replace("\u2212", "-"))
    if lhs:
        text = _PREFIX.sub("", text, count=1)
    try:
        parser = _Parser(_tokenize(text, frozenset(variables)))
        tree = parser.expr(0)
        if parser.peek() is not None:
            return None
        return Expression(tree, _value(tree))
    except (_Reject, TooBig, RecursionError, ZeroDivisionError):
        return None


def parse_poly(text: object, variables: Iterable[str] = ("x",)) -> Poly | None:
    """The polynomial an expression equals (a constant denominator is fine), or ``None``."""
    expression = parse_expression(text, variables)
    return expression.poly() if expression is not None else None


# ---------------------------------------------------------------- form checks


def _strip(node: Node) -> Node:
    while node[0] == "group":
        node = node[1]
    return node


def _monomial_of(node: Node) -> Monomial | None:
    """The monomial of one expanded term (a coefficient times variable powers), or ``None``
    if the term hides a sum or a non-constant divisor."""
    node = _strip(node)
    kind = node[0]
    if kind == "num":
        return ()
    if kind == "var":
        return ((node[1], 1),)
    if kind == "neg":
        return _monomial_of(node[1])
    if kind == "pow":
        base = _strip(node[1])
        if base[0] == "var":
            return ((base[1], node[2]),) if node[2] else ()
        if base[0] == "num":
            return ()
        return None
    if kind == "mul":
        mono: Monomial = ()
        for child in node[1]:
            part = _monomial_of(child)
            if part is None:
                return None
            mono = _mono_mul(mono, part)
        return mono
    if kind == "div":
        divisor = _strip(node[2])
        if divisor[0] != "num":
            return None
        return _monomial_of(node[1])
    return None  # a sum inside a term


def _terms(node: Node) -> list[Node]:
    node = _strip(node)
    if node[0] == "add":
        return list(node[1])
    return [node]


def is_expanded(expression: Expression) -> bool:
    """A sum of terms, each a number times powers of variables, no two with the same monomial
    (like terms collected) and no bracket holding a sum: ``3x^2 - 2x + 1`` yes, ``(x+1)^2``,
    ``x(x+1)`` and ``x^2 + 2x + x`` no."""
    seen: set[Monomial] = set()
    for term in _terms(expression.tree):
        mono = _monomial_of(term)
        if mono is None or mono in seen:
            return False
        seen.add(mono)
    return True


def _linear_poly(node: Node, var: str) -> bool:
    """An expanded polynomial of degree exactly 1 in ``var`` (``2x - 3``, ``x``)."""
    terms = _terms(node)
    monos = [_monomial_of(t) for t in terms]
    if any(m is None for m in monos) or len(set(monos)) != len(monos):  # type: ignore[arg-type]
        return False
    if not set(monos) <= {(), ((var, 1),)} or ((var, 1),) not in monos:
        return False
    value = _value(node).as_poly()
    return value is not None and value.degree() == 1


def _constant(node: Node) -> bool:
    return _value(node).num.variables() == set() and _value(node).den.variables() == set()


def linear_factor_form(expression: Expression, var: str = "x") -> bool:
    """A product of a constant and (powers of) linear polynomials in ``var``:
    ``2(x - 1)(x + 3)^2``, ``-(x-1)(x+2)``, ``(2x-1)(x+3)``. A sum of terms is not."""
    node = _strip(expression.tree)
    while node[0] == "neg":
        node = _strip(node[1])
    factors = node[1] if node[0] == "mul" else [node]
    linear = 0
    for factor in factors:
        factor = _strip(factor)
        while factor[0] == "neg":
            factor = _strip(factor[1])
        if factor[0] == "pow":
            if not _linear_poly(factor[1], var):
                return False
            linear += 1
        elif _constant(factor):
            continue
        elif _linear_poly(factor, var):
            linear += 1
        else:
            return False
    return linear > 0
