"""The solution set of a rational inequality P(x)/Q(x) > 0, >= 0, < 0 or <= 0 (at the higher
levels written expanded, with a constant on the right to move across first, a squared or
shared factor in the denominator, or a quadratic factor without real roots) as a union of
intervals. The traced solver brings everything to one side, finds the rational roots of
numerator and denominator, and tests one point in every open interval between them and every
critical point itself (a zero of the denominator is never in the set). The plain solver walks
the sign from the right end, flipping it at each root of odd total multiplicity.

Answers are accepted as any union of intervals (``(-inf, -2) U [1/2, 3)``, ``∪``, ``\\cup``)
or inequalities joined by ``or`` (``x < -2 or 1/2 <= x < 3``) describing the same set; the
pieces need not be merged or ordered."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from typing import Any, Sequence

from bootcamps.api import Bootcamp
from bootcamps.kit.alg5 import (divide_root, horner, plain_roots, poly_add, poly_mul, product_of_factors,
                                side_text, spec_coeffs, traced_roots, trim)
from bootcamps.kit.counting import format_interval, read_interval
from bootcamps.kit.numbers2 import ask
from bootcamps.kit.poly import clean_answer
from bootcamps.trace import Tracer

RELATIONS = (">", ">=", "<", "<=")


@dataclass(frozen=True)
class Config:
    num_roots: int = 1
    den_roots: int = 1
    max_root: int = 9
    max_den: int = 1  # largest denominator of a root
    expanded: bool = False  # numerator and denominator multiplied out
    shift: bool = False  # a constant on the right-hand side
    squared: bool = False  # a repeated or shared denominator factor may appear
    positive_quadratic: bool = False  # a numerator factor x^2 + bx + c with no real roots

    def __post_init__(self) -> None:
        if not 1 <= self.num_roots <= 4 or not 1 <= self.den_roots <= 3:
            raise ValueError(f"need num_roots in 1..4 and den_roots in 1..3, got {self.num_roots}, {self.den_roots}")
        if not 3 <= self.max_root <= 20 or not 1 <= self.max_den <= 4:
            raise ValueError(f"need max_root in 3..20 and max_den in 1..4, got {self.max_root}, {self.max_den}")


_TEMPLATES = (
    "Solve the inequality {ineq} over the real numbers.",
    "Find all real x such that {ineq}.",
    "For which real numbers x is {ineq} true? (x must keep every denominator nonzero.)",
    "Determine the solution set of {ineq}.",
    "Solve for x: {ineq}.",
)
_FORM = ("the solution set as a union of intervals in interval notation, with inf for infinity and U between "
         "intervals, e.g. (-inf, -2) U [1/2, 3)")


# ---------------------------------------------------------------- the set and its text


def assemble(points: Sequence[Fraction], gaps: Sequence[bool], at: Sequence[bool]) -> list[tuple] | None:
    """Intervals from the sorted critical points, whether each open gap between them (m + 1,
    the outer ones unbounded) and each point itself is in the set; ``None`` where a point is
    in the set alone (an isolated point)."""
    out: list[tuple] = []
    start: tuple | None = None  # (low, closed) of the run being built
    for i in range(len(points) + 1):
        low = points[i - 1] if i else None
        high = points[i] if i < len(points) else None
        if gaps[i]:
            if start is None:
                start = (low, False)
        elif start is not None:
            out.append((start[0], start[1], low, True if i and at[i - 1] else False))
            start = None
        if high is None:
            break
        if at[i]:
            if start is None:
                if not gaps[i + 1]:
                    return None
                start = (high, True)
        elif start is not None:
            out.append((start[0], start[1], high, False))
            start = None
    if start is not None:
        out.append((start[0], start[1], None, False))
    return out


def format_union(intervals: Sequence[tuple]) -> str:
    return " U ".join(format_interval(i) for i in intervals)


_UNION = re.compile(r"\s*(?:∪|\\cup|\bU\b|\bor\b|\bunion\b)\s*", re.IGNORECASE)
_MEMBER = re.compile(r"^\s*x\s*(?:∈|\\in\b|in\b)\s*", re.IGNORECASE)
MAX_UNION_CHARS = 600


def _key(piece: tuple) -> tuple:
    low, closed = piece[0], piece[1]
    return (float("-inf") if low is None else low, not closed)


def _overlap(a: tuple, b: tuple) -> bool:
    """Whether two intervals, ``a`` starting no later than ``b``, share a point."""
    high, high_closed = a[2], a[3]
    low, low_closed = b[0], b[1]
    if high is None or low is None:
        return True
    return low < high or (low == high and high_closed and low_closed)


def normalise(pieces: Sequence[tuple]) -> list[tuple] | None:
    """The same set as disjoint, non-touching intervals in increasing order; ``None`` where two
    pieces overlap (a correct answer lists each part once: ``(1, 3) or (1, 3]`` is a hedge)."""
    pieces = sorted(pieces, key=_key)
    if any(_overlap(a, b) for a, b in zip(pieces, pieces[1:])):
        return None
    out: list[list] = []
    for low, lc, high, hc in pieces:
        if out:
            a, ac, b, bc = out[-1]
            if b is None:
                continue
            if low is not None and (low < b or (low == b and (bc or lc))):
                if high is None or high > b:
                    out[-1][2:] = [high, hc]
                elif high == b:
                    out[-1][3] = bc or hc
                continue
            if low is None:  # only possible for the first piece
                continue
        out.append([low, lc, high, hc])
    return [tuple(p) for p in out]


def read_union(text: object) -> list[tuple] | None:
    """A union of intervals written as interval notation or inequalities in x, normalised;
    ``None`` when unreadable."""
    text = clean_answer(text, MAX_UNION_CHARS)
    if text is None:
        return None
    text = re.sub(r"\\(?:left|right)\b", "", _MEMBER.sub("", text, count=1))
    parts = _UNION.split(text.strip())
    if not parts or len(parts) > 12:
        return None
    pieces = []
    for part in parts:
        piece = read_interval(part)
        if piece is None:
            return None
        pieces.append(piece)
    return normalise(pieces)


@lru_cache(maxsize=4096)
def _gold(answer: str) -> tuple | None:
    got = read_union(answer)
    return tuple(got) if got is not None else None


# ---------------------------------------------------------------- one side


def one_side(data: dict) -> tuple[list, list]:
    """Numerator and denominator of left - right, by cross-multiplying the terms."""
    num: list = [0]
    den: list = [1]
    for side, sign in (("left", 1), ("right", -1)):
        for term in data[side]:
            tn = [sign * term.get("sign", 1) * c for c in spec_coeffs(term["num"])]
            td = spec_coeffs(term["den"]) if term.get("den") else [1]
            num, den = poly_add(poly_mul(num, td), poly_mul(tn, den)), poly_mul(den, td)
    return trim(num), den


def _wanted(sign: int, rel: str) -> bool:
    return sign > 0 if rel[0] == ">" else sign < 0


class RationalInequality(Bootcamp):
    id = "algebra/rational_inequality"
    description = "Solution set of a rational inequality P(x)/Q(x) vs 0 as a union of intervals"
    Config = Config
    LEVELS = {
        "1": Config(num_roots=1, den_roots=1, max_root=12),
        "2": Config(num_roots=2, den_roots=1, max_root=8),
        "3": Config(num_roots=2, den_roots=1, max_root=7, max_den=2, expanded=True, shift=True),
        "4": Config(num_roots=2, den_roots=2, max_root=6, max_den=3, expanded=True, shift=True, squared=True),
        "5": Config(num_roots=3, den_roots=2, max_root=6, max_den=3, expanded=True, shift=True, squared=True,
                    positive_quadratic=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        while True:
            roots: list[Fraction] = []
            while len(roots) < config.num_roots + config.den_roots:
                r = Fraction(rng.randint(-config.max_root, config.max_root), rng.randint(1, config.max_den))
                if r not in roots:
                    roots.append(r)
            num_f = [[r.denominator, r.numerator] for r in roots[: config.num_roots]]
            den_f = [[r.denominator, r.numerator] for r in roots[config.num_roots:]]
            if config.squared and rng.random() < 0.6:
                den_f[-1] = list(rng.choice(num_f + den_f[:-1]))  # a squared or shared factor
            k = rng.choice((-1, 1)) * rng.choice((1, 1, 2, 3))
            rel = rng.choice(RELATIONS)
            if not config.expanded:
                term = {"num": {"k": k, "f": num_f}, "den": {"k": 1, "f": den_f}, "sign": 1}
                data = {"left": [term], "right": [], "rel": rel}
            else:
                num = product_of_factors(num_f, k)
                if config.positive_quadratic:
                    b = rng.randint(-4, 4)
                    num = poly_mul(num, [rng.randint(b * b // 4 + 1, b * b // 4 + 6), b, 1])
                den = product_of_factors(den_f, rng.choice((-1, 1)) if config.max_den > 1 else 1)
                shift = rng.choice((-3, -2, -1, 1, 2, 3)) if config.shift and rng.random() < 0.75 else 0
                term = {"num": {"c": poly_add(num, [shift * c for c in den])}, "den": {"c": den}, "sign": 1}
                for part in ("den", "num"):  # leading coefficients written positive, the sign outside
                    if trim(term[part]["c"])[-1] < 0:
                        term[part]["c"] = [-c for c in term[part]["c"]]
                        term["sign"] = -term["sign"]
                right = [{"num": {"c": [shift]}, "den": None, "sign": 1}] if shift else []
                data = {"left": [term], "right": right, "rel": rel}
            answer = self._set(data)
            if answer is None or not answer or answer == [(None, False, None, False)]:
                continue  # an isolated point, an empty set or every x: regenerate
            return data, format_union(answer)

    def prompt(self, data: dict, rng: random.Random) -> str:
        ineq = f"{side_text(data['left'])} {data['rel']} {side_text(data['right'])}"
        return ask(rng, _TEMPLATES, _FORM, ineq=ineq)

    def check(self, data: dict, answer: str, text: str) -> float:
        want = _gold(answer)
        got = read_union(text)
        return float(want is not None and got is not None and tuple(got) == want)

    def wrong_answers(self, case: Any, rng: random.Random) -> list[str]:
        """One finite end opened or closed, one end moved, one piece dropped."""
        gold = list(_gold(case.answer) or ())
        out = []
        i = rng.randrange(len(gold))
        low, lc, high, hc = gold[i]
        if low is not None:
            out.append(format_union(gold[:i] + [(low, not lc, high, hc)] + gold[i + 1:]))
        if high is not None:
            out.append(format_union(gold[:i] + [(low, lc, high, not hc)] + gold[i + 1:]))
            moved = high + 1 if i == len(gold) - 1 else (high + gold[i + 1][0]) / 2
            out.append(format_union(gold[:i] + [(low, lc, moved, hc)] + gold[i + 1:]))
        if len(gold) > 1:
            out.append(format_union(gold[:i] + gold[i + 1:]))
        return [w for w in out if _gold(w) != tuple(gold)]

    def program(self, t: Tracer, data: dict) -> str:
        t.state("one side")
        rel = t.fetch("relation", data["rel"])
        num, den = one_side(data)
        num = t.compute("N", num, why="left - right over the product of the denominators, numerator")
        den = t.compute("D", den, why="the product of the denominators")
        if not num:
            raise ValueError("the two sides are equal")  # only after an injected error
        critical: set[Fraction] = set()
        for name, poly in (("N", num), ("D", den)):
            if len(poly) > 1:
                roots, rest = traced_roots(t, poly, name)
                critical |= set(roots)
                if len(rest) > 1:
                    t.state(f"rest of {name}")
                    c, b, a = t.fetch("rest", rest) if len(rest) == 3 else (None, None, None)
                    if a is None or b * b - 4 * a * c >= 0:
                        raise ValueError("a factor with irrational roots")  # only after an injected error
                    t.compute("D", b * b - 4 * a * c, why="b^2 - 4ac < 0: no real roots, the sign never changes")
        t.state("critical points")
        points = t.compute("points", sorted(critical), why="every root of N and D, in order")
        gaps, at = [], []
        for i in range(len(points) + 1):
            t.state(f"gap {i}")
            low = t.fetch("low", points[i - 1]) if i else None
            high = t.fetch("high", points[i]) if i < len(points) else None
            x = t.compute("test x", low + 1 if high is None else high - 1 if low is None else Fraction(low + high) / 2,
                          why="a point strictly inside the gap")
            value = t.compute("N/D", horner(num, x) / horner(den, x), why="sign at the test point")
            gaps.append(t.compute("in", _wanted(value, rel), why=f"N/D {rel} 0"))
        for i, p in enumerate(points):
            t.state(f"point {i + 1}")
            p = t.fetch(f"points[{i}]", p)
            d = t.compute("D(p)", horner(den, p))
            n = t.compute("N(p)", horner(num, p))
            if t.goto(d == 0, why="a zero of the denominator is never in the set"):
                at.append(False)
            else:
                at.append(t.compute("in", n == 0 and rel in (">=", "<="), why="N(p) = 0 counts only for >= and <="))
        t.state("answer")
        intervals = assemble(points, gaps, at)
        if intervals is None:
            raise ValueError("an isolated point")  # only after an injected error
        return t.compute("answer", format_union(intervals), why="join the gaps and points in the set")

    def solve(self, data: dict) -> str:
        answer = self._set(data)
        if answer is None:
            raise ValueError("an isolated point")
        return format_union(answer)

    def _set(self, data: dict) -> list[tuple] | None:
        """The sign walked from +inf leftwards, flipping at roots of odd total multiplicity."""
        num, den = one_side(data)
        if not num:
            return None
        mult: dict[Fraction, list[int]] = {}
        sign = 1
        for which, poly in enumerate((num, den)):
            roots = plain_roots(poly)
            rest = [Fraction(c) for c in poly]
            for r in roots:
                mult.setdefault(r, [0, 0])[which] += 1
                rest = divide_root(rest, r)
            if len(rest) > 1 and not (len(rest) == 3 and rest[1] ** 2 - 4 * rest[0] * rest[2] < 0):
                return None  # a factor with irrational real roots: not generated
            sign *= 1 if rest[-1] > 0 else -1  # the sign of its leading coefficient
        points = sorted(mult)
        gaps = [False] * (len(points) + 1)
        gaps[-1] = _wanted(sign, data["rel"])
        for i in range(len(points) - 1, -1, -1):
            if sum(mult[points[i]]) % 2:
                sign = -sign
            gaps[i] = _wanted(sign, data["rel"])
        at = [mult[p][1] == 0 and data["rel"] in (">=", "<=") for p in points]
        return assemble(points, gaps, at)


BOOTCAMP = RationalInequality()
