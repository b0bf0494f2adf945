"""Shared pieces of the third logic / formal / code batch: a set-of-names answer, Boolean
functions as truth-table bit strings (cofactors, prime implicants), first-order terms (a
bounded parser, rendering, variants) and a reader for several printed Python lists.

Nothing here evaluates model text: the readers are regular expressions and a recursive-descent
parser with bounded input length and depth.
"""

from __future__ import annotations

import re
from itertools import product
from typing import Any, Sequence

from bootcamps.parse import clean_math

MAX_CHARS = 4000

# ---------------------------------------------------------------- a set of names

_ITEM_SPLIT = re.compile(r"\s*[,;]\s*|\s+")
_EMPTY = ("", "none", "empty", "∅", "\\emptyset", "\\varnothing", "{}", "[]")


def read_names(text: object, allowed: Sequence[str], fold_case: bool = True) -> list[str] | None:
    """Names from ``a, b`` / ``{a, b}`` / ``[a b]``; ``none`` or ``{}`` is the empty list. ``None``
    on an unknown name or a text longer than ``MAX_CHARS``. Repeats are kept (callers reject them)."""
    if not isinstance(text, str) or len(text) > MAX_CHARS:
        return None
    text = clean_math(text)
    if text.casefold() in _EMPTY:
        return []
    while len(text) >= 2 and text[0] in "[({" and text[-1] in "])}":
        text = text[1:-1].strip()
    if text.casefold() in _EMPTY:
        return []
    by_key = {(name.casefold() if fold_case else name): name for name in allowed}
    out = []
    for item in _ITEM_SPLIT.split(text):
        name = by_key.get(item.strip("'\"`").casefold() if fold_case else item.strip("'\"`"))
        if name is None:
            return None
        out.append(name)
    return out


class NameSetAnswer:
    """Mixin: the answer is a set of names stored as a list in canonical order; any order is
    accepted, each name at most once (a repeat lets a hedge list the gold plus a guess). The
    bootcamp's ``names(data)`` lists the names a reply may use."""

    fold_case = True

    def names(self, data: dict) -> list[str]:
        raise NotImplementedError

    def check(self, data: dict, answer: list[str], text: str) -> float:
        items = read_names(text, self.names(data), self.fold_case)
        if items is None or len(set(items)) != len(items):
            return 0.0
        return 1.0 if set(items) == set(answer) else 0.0

    def format_answer(self, answer: list[str]) -> str:
        return ", ".join(map(str, answer)) if answer else "none"


# ---------------------------------------------------------------- Boolean functions
# A function of n variables x1..xn is its truth table as a string of 2^n characters "0"/"1";
# row r gives x1 the highest bit of r (row 0 is all false, the last row all true).


def table_of(minterms: Sequence[int], n: int) -> str:
    rows = set(minterms)
    return "".join("1" if r in rows else "0" for r in range(2**n))


def cofactors(table: str) -> tuple[str, str]:
    """The two halves of a table: the function with its first variable set to 0, then to 1."""
    half = len(table) // 2
    return table[:half], table[half:]


def cube_text(cube: Sequence[int]) -> str:
    """A product term over x1..xn: -1 is absent, 0 negated, 1 plain; as "1-0" style text."""
    return "".join("-" if v < 0 else str(v) for v in cube)


def cube_rows(cube: Sequence[int]) -> list[int]:
    """The rows (minterm numbers) a product term covers."""
    choices = [(0, 1) if v < 0 else (v,) for v in cube]
    return [int("".join(map(str, bits)), 2) for bits in product(*choices)]


def merge_cubes(a: str, b: str) -> str | None:
    """Quine-McCluskey: two terms that differ in exactly one fixed position merge into one
    with a '-' there; ``None`` otherwise (a '-' must sit in the same places in both)."""
    diff = -1
    for i, (x, y) in enumerate(zip(a, b)):
        if x != y:
            if x == "-" or y == "-" or diff >= 0:
                return None
            diff = i
    return None if diff < 0 else a[:diff] + "-" + a[diff + 1 :]


# ---------------------------------------------------------------- first-order terms
# A term is JSON-ready: ["var", "X"] or ["fn", "f", [args...]] (a constant has no args).
# Variables start with an upper-case letter, function symbols and constants with a lower-case one.

_TERM_TOKEN = re.compile(r"\s*(?:([A-Za-z][A-Za-z0-9_]*)|([(),]))")
MAX_TERM_DEPTH = 40


def render_term(term: list) -> str:
    if term[0] == "var":
        return term[1]
    if not term[2]:
        return term[1]
    return f"{term[1]}({', '.join(render_term(a) for a in term[2])})"


def rename_in_order(term: list, names: Sequence[str]) -> list:
    """The variant of ``term`` whose variables are ``names[0]``, ``names[1]``, ... in order of
    first appearance (reading left to right): one text for terms equal up to renaming."""
    mapping: dict[str, str] = {}

    def walk(t: list) -> list:
        if t[0] == "var":
            if t[1] not in mapping:
                if len(mapping) == len(names):
                    raise ValueError(f"the term has more than {len(names)} variables")
                mapping[t[1]] = names[len(mapping)]
            return ["var", mapping[t[1]]]
        return [t[0], t[1], [walk(a) for a in t[2]]]

    return walk(term)


class _BadTerm(Exception):
    pass


def parse_term(text: object, arities: dict[str, int]) -> list | None:
    """A term from model text; function symbols must have the arity ``arities`` gives, any
    capitalised word is a variable. ``None`` on anything else (bounded length and depth)."""
    if not isinstance(text, str) or len(text) > MAX_CHARS:
        return None
    text = clean_math(text)
    tokens: list[str] = []
    pos = 0
    while pos < len(text):
        match = _TERM_TOKEN.match(text, pos)
        if not match:
            if text[pos:].strip() == "":
                break
            return None
        tokens.append(match.group(1) or match.group(2))
        pos = match.end()
    at = 0

    def term(depth: int) -> list:
        nonlocal at
        if depth > MAX_TERM_DEPTH or at >= len(tokens):
            raise _BadTerm
        word = tokens[at]
        at += 1
        if not word[0].isalpha():
            raise _BadTerm
        if word[0].isupper():
            return ["var", word]
        if word not in arities:
            raise _BadTerm
        args = []
        if arities[word]:
            if at >= len(tokens) or tokens[at] != "(":
                raise _BadTerm
            at += 1
            for k in range(arities[word]):
                if k and (at >= len(tokens) or tokens[at] != ","):
                    raise _BadTerm
                at += 1 if k else 0
                args.append(term(depth + 1))
            if at >= len(tokens) or tokens[at] != ")":
                raise _BadTerm
            at += 1
        return ["fn", word, args]

    try:
        result = term(0)
    except _BadTerm:
        return None
    return result if at == len(tokens) else None


def is_variant(a: list, b: list) -> bool:
    """Whether two terms are equal up to a one-to-one renaming of variables."""
    forward: dict[str, str] = {}
    backward: dict[str, str] = {}
    stack: list[tuple[Any, Any]] = [(a, b)]
    while stack:
        x, y = stack.pop()
        if x[0] != y[0]:
            return False
        if x[0] == "var":
            if forward.setdefault(x[1], y[1]) != y[1] or backward.setdefault(y[1], x[1]) != x[1]:
                return False
            continue
        if x[1] != y[1] or len(x[2]) != len(y[2]):
            return False
        stack.extend(zip(x[2], y[2]))
    return True


# ---------------------------------------------------------------- printed Python lists

_PRINTED_LIST = re.compile(r"\[\s*(-?\d+(?:\s*,\s*-?\d+)*)?\s*\]")
_BETWEEN = re.compile(r"\s*[,;]?\s*")


def read_printed_lists(text: object, count: int, max_chars: int = MAX_CHARS) -> list[list[int]] | None:
    """Exactly ``count`` Python int lists as ``print`` shows them (``[1, 2] [] [3]``), separated
    by spaces, commas or semicolons; ``None`` on anything else."""
    if not isinstance(text, str) or len(text) > max_chars:
        return None
    text = clean_math(text)
    out: list[list[int]] = []
    pos = 0
    while pos < len(text):
        if out:
            gap = _BETWEEN.match(text, pos)
            pos = gap.end() if gap else pos
        match = _PRINTED_LIST.match(text, pos)
        if not match:
            return None
        body = match.group(1)
        out.append([int(v) for v in body.split(",")] if body else [])
        pos = match.end()
    return out if len(out) == count else None
