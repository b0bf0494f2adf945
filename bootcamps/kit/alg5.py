"""Shared logic for the alg5 algebra bootcamps (rational equations and inequalities, rational
roots): exact univariate polynomials as coefficient lists (constant first, ints or
``Fraction``), the rational root test, and rational-function terms written as text.

* ``horner``, ``divide_root`` (synthetic division by x - r), ``times_linear``, ``poly_mul``,
  ``poly_add``, ``primitive`` (integer coefficients without common factor) and ``candidates``
  (the rational root test's +-p/q, simplest first).
* ``traced_roots(t, coeffs, name)``: the rational roots of a polynomial, with multiplicity,
  found as by hand on a TAIL trace: zero roots first, then candidates tested by Horner's rule
  (a root is divided out by synthetic division and tested again), and a quadratic rest by its
  discriminant. Returns the roots and the part left without rational roots.
* ``plain_roots(coeffs)``: the same multiset another way, for ``solve``: every candidate of the
  original polynomial, its multiplicity read from the derivatives that vanish there.
* Terms ``{"num": spec, "den": spec}`` where a spec is ``{"c": coeffs}`` (written expanded) or
  ``{"k": int, "f": [[q, p], ...]}`` (written k(q1 x - p1)(q2 x - p2)...): ``spec_coeffs``,
  ``spec_text``, ``term_text`` and ``side_text``.
"""

from __future__ import annotations

import math
from fractions import Fraction
from typing import Any, Sequence

from bootcamps.kit.poly import format_coeffs
from bootcamps.trace import Tracer

# ---------------------------------------------------------------- coefficient lists


def trim(coeffs: Sequence[Any]) -> list:
    out = list(coeffs)
    while out and out[-1] == 0:
        out.pop()
    return out


def horner(coeffs: Sequence[Any], x: Fraction) -> Fraction:
    value = Fraction(0)
    for c in reversed(coeffs):
        value = value * x + c
    return value


def divide_root(coeffs: Sequence[Any], r: Fraction) -> list[Fraction]:
    """The quotient of ``coeffs`` by (x - r), synthetic division (the remainder is dropped)."""
    out: list[Fraction] = []
    carry = Fraction(0)
    for c in reversed(coeffs[1:]):
        carry = carry * r + c
        out.append(carry)
    return out[::-1]


def times_linear(coeffs: Sequence[int], q: int, p: int) -> list[int]:
    """``coeffs`` times (q x - p)."""
    out = [0] * (len(coeffs) + 1)
    for i, c in enumerate(coeffs):
        out[i] -= p * c
        out[i + 1] += q * c
    return out


def poly_mul(a: Sequence[Any], b: Sequence[Any]) -> list:
    if not a or not b:
        return []
    out = [0] * (len(a) + len(b) - 1)
    for i, x in enumerate(a):
        if x:
            for j, y in enumerate(b):
                out[i + j] += x * y
    return out


def poly_add(a: Sequence[Any], b: Sequence[Any], sign: int = 1) -> list:
    out = [0] * max(len(a), len(b))
    for i, x in enumerate(a):
        out[i] += x
    for i, y in enumerate(b):
        out[i] += sign * y
    return trim(out)


def product_of_factors(factors: Sequence[Sequence[int]], k: int = 1) -> list[int]:
    out = [k]
    for q, p in factors:
        out = times_linear(out, q, p)
    return out


def primitive(coeffs: Sequence[Any]) -> list[int]:
    """Integer coefficients with no common factor and a positive leading one, same roots."""
    fr = [Fraction(c) for c in coeffs]
    lcm = 1
    for c in fr:
        lcm = lcm * c.denominator // math.gcd(lcm, c.denominator)
    ints = [int(c * lcm) for c in fr]
    g = 0
    for c in ints:
        g = math.gcd(g, c)
    g = g or 1
    if ints and ints[-1] < 0:
        g = -g
    return [c // g for c in ints]


def divisors(n: int) -> list[int]:
    n = abs(n)
    small, large = [], []
    d = 1
    while d * d <= n:
        if n % d == 0:
            small.append(d)
            if d * d != n:
                large.append(n // d)
        d += 1
    return small + large[::-1]


def candidates(coeffs: Sequence[Any]) -> list[Fraction]:
    """+-p/q with p | constant term and q | leading coefficient of the primitive form (the
    constant term must be nonzero), simplest first: by denominator, then size, + before -."""
    ints = primitive(coeffs)
    if ints[0] == 0:
        raise ValueError("candidates need a nonzero constant term")
    values = {Fraction(s * p, q) for p in divisors(ints[0]) for q in divisors(ints[-1]) for s in (1, -1)}
    return sorted(values, key=lambda v: (v.denominator, abs(v), v < 0))


def sqrt_fraction(value: Fraction) -> Fraction | None:
    """The exact square root of a non-negative rational square, else ``None``."""
    if value < 0:
        return None
    num, den = math.isqrt(value.numerator), math.isqrt(value.denominator)
    if num * num != value.numerator or den * den != value.denominator:
        return None
    return Fraction(num, den)


# ---------------------------------------------------------------- rational roots, traced


def traced_roots(t: Tracer, coeffs: Sequence[Any], name: str = "P") -> tuple[list[Fraction], list[Fraction]]:
    """Rational roots of ``coeffs`` (degree >= 1), with multiplicity, in the order found, and the
    rest of the polynomial (degree 0, or degree >= 2 without rational roots)."""
    t.state(f"roots of {name}: zero")
    current = [Fraction(c) for c in t.fetch(name, list(coeffs))]
    roots: list[Fraction] = []
    zeros = 0
    while len(current) > 1 and current[0] == 0:
        zeros += 1
        current = current[1:]
    zeros = t.compute("power of x", zeros, why="lowest nonzero coefficient: x^m divides")
    roots.extend([Fraction(0)] * zeros)
    current = t.compute("Q", current, why="divide by x^m")
    if len(current) > 3:
        t.state(f"roots of {name}: candidates")
        cand = t.compute("cand", candidates(t.fetch("Q", current)),
                         why="+-(divisors of the constant)/(divisors of the leading coefficient)")
        i = 0
        while len(current) > 3 and i < len(cand):
            t.state(f"roots of {name}: test {len(roots) + 1}.{i}")
            q = t.fetch("Q", current)
            r = t.fetch(f"cand[{i}]", cand[i])
            value = t.compute("Q(r)", horner(q, r), why="Horner's rule")
            if value != 0:
                i = t.goto(i + 1, why="not a root: next candidate")
                continue
            roots.append(t.compute("root", r))
            current = t.compute("Q", divide_root(q, r), why="synthetic division by x - r")
            t.goto(i, why="a root: test it again (multiplicity)")
    if len(current) == 2:
        t.state(f"roots of {name}: linear")
        b, a = t.fetch("Q", current)
        roots.append(t.compute("root", -Fraction(b) / a, why="-b/a"))
        current = [current[1]]
    elif len(current) == 3:
        t.state(f"roots of {name}: quadratic")
        c, b, a = t.fetch("Q", current)
        disc = t.compute("D", b * b - 4 * a * c, why="b^2 - 4ac")
        root = sqrt_fraction(Fraction(disc))
        if t.goto(root is not None, why="D a rational square: two rational roots"):
            roots.append(t.compute("r1", (-b - root) / (2 * a), why="(-b - sqrt D)/2a"))
            roots.append(t.compute("r2", (-b + root) / (2 * a), why="(-b + sqrt D)/2a"))
            current = [current[2]]
    return roots, current


# ---------------------------------------------------------------- rational roots, plain


def derivative(coeffs: Sequence[Any]) -> list:
    return [i * c for i, c in enumerate(coeffs)][1:]


def plain_roots(coeffs: Sequence[Any]) -> list[Fraction]:
    """Sorted rational roots with multiplicity: each candidate of the whole polynomial, its
    multiplicity the number of successive derivatives that vanish there."""
    coeffs = trim([Fraction(c) for c in coeffs])
    zeros = 0
    while len(coeffs) > 1 and coeffs[0] == 0:
        zeros += 1
        coeffs = coeffs[1:]
    out = [Fraction(0)] * zeros
    if len(coeffs) <= 1:
        return out
    for r in candidates(coeffs):
        m, d = 0, coeffs
        while len(d) > 1 and horner(d, r) == 0:
            m += 1
            d = derivative(d)
        out.extend([r] * m)
    return sorted(out)


# ---------------------------------------------------------------- terms as text


def spec_coeffs(spec: dict) -> list[int]:
    if "c" in spec:
        return list(spec["c"])
    return product_of_factors(spec["f"], spec["k"])


def factor_text(q: int, p: int) -> str:
    """(q x - p) as ``x - 3``, ``2x + 1``, ``x``."""
    head = "x" if q == 1 else f"{q}x"
    if p == 0:
        return head
    return f"{head} {'-' if p > 0 else '+'} {abs(p)}"


def spec_text(spec: dict, alone: bool = False) -> str:
    """A spec's text; ``alone``: it stands by itself (no brackets needed around a sum)."""
    if "c" in spec:
        text = format_coeffs(spec["c"])
        simple = sum(1 for c in spec["c"] if c) == 1
        return text if alone or simple else f"({text})"
    counts: dict[tuple[int, int], int] = {}
    for q, p in spec["f"]:
        counts[(q, p)] = counts.get((q, p), 0) + 1
    parts = []
    for (q, p), m in sorted(counts.items(), key=lambda item: item[0] != (1, 0)):  # x(x - 5)(x + 3)
        body = factor_text(q, p)
        body = body if (p == 0 and q == 1) else f"({body})"
        parts.append(body + (f"^{m}" if m > 1 else ""))
    k = spec["k"]
    lead = "" if k == 1 else "-" if k == -1 else str(k)
    return lead + "".join(parts)  # a product needs no brackets: 2(x + 3)(x + 1)/(x - 5)


def term_text(term: dict) -> str:
    if term.get("den") is None:
        return spec_text(term["num"], alone=True)
    num, den = spec_text(term["num"]), spec_text(term["den"], alone=True)
    if den != "x" and not (den.startswith("(") and den.endswith(")") and den.count("(") == 1):
        den = f"({den})"  # 3/(2x), 1/((x - 1)(x + 2))
    return f"{num}/{den}"


def side_text(terms: Sequence[dict]) -> str:
    """Terms joined by ' + ' (or ' - ' where a term's sign is -1); ``0`` for none."""
    if not terms:
        return "0"
    out = ""
    for i, term in enumerate(terms):
        text = term_text(term)
        if term.get("sign", 1) < 0:
            out += (" - " if i else "-") + text
        else:
            out += (" + " if i else "") + text
    return out
