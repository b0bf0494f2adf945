"""Safe, exact evaluation of the arithmetic expressions models write as answers.

``evaluate("(8-4)*(7-1) = 24")`` gives the exact ``Fraction`` value of the expression and the
number literals it uses, or ``None`` for anything that is not a plain arithmetic expression.
It accepts integers and decimals, ``+ - * /`` and their unicode and LaTeX spellings
(``× ÷ · −``, ``\\times \\div \\cdot``, ``\\frac{a}{b}``, ``\\left( \\right)``), unary signs,
parentheses and brackets, and an optional trailing ``= number`` that must hold.

Nothing here calls ``eval``: a tokenizer and a recursive-descent parser whose depth and input
length are bounded, so it is total (never raises) and fast on any string.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from fractions import Fraction

from .parse import clean_math

MAX_CHARS = 1000
MAX_DEPTH = 100

_OPERATORS = {
    "+": "+", "-": "-", "*": "*", "/": "/",
    "×": "*", "÷": "/", "·": "*", "⋅": "*", "∗": "*", "−": "-", "–": "-",
    "\\times": "*", "\\div": "/", "\\cdot": "*",
    "x": "*", "X": "*",  # "3 x 8": the expressions have no variables, so a letter x is a times sign
}
_OPEN = {"(": ")", "[": "]", "{": "}"}
_TOKEN = re.compile(
    r"\s+|\\[,;:! ]"  # whitespace and LaTeX spacing
    r"|(?P<num>[0-9]+(?:\.[0-9]+)?|\.[0-9]+)"  # ASCII digits only
    r"|(?P<latex>\\[a-zA-Z]+|\\[{}])"
    r"|(?P<sym>[-+*/×÷·⋅∗−–()\[\]{}=xX])"
)
# Bracket sizing commands carry no meaning: the bracket after them is its own token.
_SIZING = {"\\left", "\\right", "\\big", "\\Big", "\\bigg", "\\Bigg", "\\bigl", "\\bigr", "\\Bigl", "\\Bigr"}
_LATEX_BRACES = {"\\{": ("open", "{"), "\\lbrace": ("open", "{"), "\\}": ("close", "}"), "\\rbrace": ("close", "}")}


@dataclass(frozen=True)
class Evaluation:
    """The exact value of an expression and its number literals, in the order written."""

    value: Fraction
    numbers: tuple[Fraction, ...]

    def uses_exactly(self, numbers: list) -> bool:
        """Whether the literals are exactly ``numbers`` as a multiset (each used once)."""
        return Counter(self.numbers) == Counter(Fraction(n) for n in numbers)


class _Reject(Exception):
    """The text is not an expression we accept."""


def _tokens(text: str) -> list[tuple[str, str]]:
    """``(kind, text)`` pairs with kinds ``num``, ``op``, ``open``, ``close``, ``frac``, ``=``."""
    out: list[tuple[str, str]] = []
    pos = 0
    while pos < len(text):
        match = _TOKEN.match(text, pos)
        if match is None:
            raise _Reject
        pos = match.end()
        kind = match.lastgroup
        token = match.group()
        if kind is None:
            continue  # spacing
        if kind == "num":
            out.append(("num", token))
        elif kind == "latex":
            if token in _SIZING:
                continue
            if token in _LATEX_BRACES:
                out.append(_LATEX_BRACES[token])
            elif token in ("\\frac", "\\dfrac", "\\tfrac"):
                out.append(("frac", token))
            elif token in _OPERATORS:
                out.append(("op", _OPERATORS[token]))
            else:
                raise _Reject  # \sqrt, \pi, ...: not plain arithmetic
        elif token in _OPERATORS:
            out.append(("op", _OPERATORS[token]))
        elif token in _OPEN:
            out.append(("open", token))
        elif token in ")]}":
            out.append(("close", token))
        else:
            out.append(("=", token))
    return out


class _Parser:
    """expr := term (('+'|'-') term)*; term := unary (('*'|'/') unary)*;
    unary := ('+'|'-')* atom; atom := number | '(' expr ')' | \\frac{expr}{expr}."""

    def __init__(self, tokens: list[tuple[str, str]]):
        self.tokens = tokens
        self.pos = 0
        self.numbers: list[Fraction] = []

    def peek(self) -> tuple[str, str] | None:
        return self.tokens[self.pos] if self.pos < len(self.tokens) else None

    def take(self) -> tuple[str, str]:
        token = self.peek()
        if token is None:
            raise _Reject
        self.pos += 1
        return token

    def expr(self, depth: int) -> Fraction:
        value = self.term(depth)
        while (token := self.peek()) is not None and token[0] == "op" and token[1] in "+-":
            self.pos += 1
            right = self.term(depth)
            value = value + right if token[1] == "+" else value - right
        return value

    def term(self, depth: int) -> Fraction:
        value = self.unary(depth)
        while (token := self.peek()) is not None and token[0] == "op" and token[1] in "*/":
            self.pos += 1
            right = self.unary(depth)
            if token[1] == "*":
                value *= right
            elif right == 0:
                raise _Reject
            else:
                value /= right
        return value

    def unary(self, depth: int) -> Fraction:
        negative = False
        while (token := self.peek()) is not None and token[0] == "op" and token[1] in "+-":
            self.pos += 1
            negative ^= token[1] == "-"
        value = self.atom(depth)
        return -value if negative else value

    def atom(self, depth: int) -> Fraction:
        kind, text = self.take()
        if kind == "num":
            value = Fraction(text)
            self.numbers.append(value)
            return value
        if kind == "open":
            return self.group(text, depth)
        if kind == "frac":
            numerator = self.braced(depth)
            denominator = self.braced(depth)
            if denominator == 0:
                raise _Reject
            return numerator / denominator
        raise _Reject

    def braced(self, depth: int) -> Fraction:
        kind, text = self.take()
        if kind != "open" or text != "{":
            raise _Reject
        return self.group(text, depth)

    def group(self, opener: str, depth: int) -> Fraction:
        if depth >= MAX_DEPTH:
            raise _Reject
        value = self.expr(depth + 1)
        if self.take() != ("close", _OPEN[opener]):
            raise _Reject
        return value


def evaluate(text: object) -> Evaluation | None:
    """The exact value and number literals of an arithmetic expression, or ``None``.

    A trailing ``= number`` is allowed and must equal the expression's value; its number is
    not one of the expression's literals. Never raises and never evaluates code.
    """
    if not isinstance(text, str) or len(text) > MAX_CHARS:
        return None
    try:
        tokens = _tokens(clean_math(text))
        stated: Fraction | None = None
        if ("=", "=") in tokens:
            cut = tokens.index(("=", "="))
            right = tokens[cut + 1 :]
            if len(right) == 2 and right[0] in (("op", "-"), ("op", "+")) and right[1][0] == "num":
                stated = Fraction(right[1][1]) * (-1 if right[0][1] == "-" else 1)
            elif len(right) == 1 and right[0][0] == "num":
                stated = Fraction(right[0][1])
            else:
                return None  # only "= 24" or "= -3" may follow the expression
            tokens = tokens[:cut]
        parser = _Parser(tokens)
        value = parser.expr(0)
        if parser.peek() is not None or not parser.numbers:
            return None
    except _Reject:
        return None
    if stated is not None and stated != value:
        return None
    return Evaluation(value, tuple(parser.numbers))
