"""Shared helpers for the eleventh batch of geometry bootcamps.

* ``place``: a random symmetry of the square lattice (one of 8) then a translation, so a
  constructed figure lands anywhere without losing its integer coordinates.
* ``pythagorean_legs(h)``: every ``(x, hyp)`` with ``x > 0`` and ``x² + h² = hyp²``.
* ``whole_side_triangle``: a lattice triangle whose three sides are whole numbers (two right
  triangles glued along an altitude of length h).
* ``clip_convex``: Sutherland-Hodgman clipping of a convex polygon by another, exact.
* ``shoelace``: twice the signed area of a polygon (positive counter-clockwise).
"""

from __future__ import annotations

import math
import random
from fractions import Fraction
from typing import Any, Sequence

_SYMMETRIES = ((1, 0, 0, 1), (0, -1, 1, 0), (-1, 0, 0, -1), (0, 1, -1, 0),
               (1, 0, 0, -1), (-1, 0, 0, 1), (0, 1, 1, 0), (0, -1, -1, 0))


def place(rng: random.Random, points: Sequence[Sequence[int]], shift: int) -> list[list[int]]:
    """The points under one random lattice symmetry and a random translation in -shift..shift."""
    a, b, c, d = rng.choice(_SYMMETRIES)
    dx, dy = rng.randint(-shift, shift), rng.randint(-shift, shift)
    return [[a * x + b * y + dx, c * x + d * y + dy] for x, y in points]


def pythagorean_legs(h: int) -> list[tuple[int, int]]:
    """All ``(x, hyp)`` with ``x > 0`` and ``x² + h² = hyp²``, from h² = (hyp - x)(hyp + x)."""
    out = []
    square = h * h
    for d in range(1, h):
        if square % d == 0:
            e = square // d
            if (e - d) % 2 == 0:
                out.append(((e - d) // 2, (e + d) // 2))
    return sorted(out)


def whole_side_triangle(rng: random.Random, max_height: int, shift: int) -> list[list[int]]:
    """Three lattice points whose pairwise distances are all whole numbers (not collinear)."""
    while True:
        h = rng.randint(3, max_height)
        legs = pythagorean_legs(h)
        if not legs:
            continue
        options = [0] + [x for x, _ in legs] + [-x for x, _ in legs]
        left, right = rng.choice(options), rng.choice(options)
        if left == right or (left == 0 and right == 0):
            continue
        return place(rng, [[left, 0], [right, 0], [0, h]], shift)


def shoelace(poly: Sequence[Sequence[Any]]) -> Any:
    """Twice the signed area (positive when the vertices run counter-clockwise)."""
    return sum(poly[i - 1][0] * poly[i][1] - poly[i][0] * poly[i - 1][1] for i in range(len(poly)))


def _side(p: Sequence[Any], a: Sequence[Any], b: Sequence[Any]) -> Any:
    return (b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0])


def clip_edge(poly: list, a: Sequence[Any], b: Sequence[Any]) -> list:
    """The part of ``poly`` on the left of (or on) the directed line a -> b, exactly."""
    out: list = []
    n = len(poly)
    for i in range(n):
        cur, nxt = poly[i], poly[(i + 1) % n]
        s_cur, s_nxt = _side(cur, a, b), _side(nxt, a, b)
        if s_cur >= 0:
            out.append(cur)
        if (s_cur > 0 and s_nxt < 0) or (s_cur < 0 and s_nxt > 0):
            t = Fraction(s_cur, s_cur - s_nxt)
            out.append((cur[0] + t * (nxt[0] - cur[0]), cur[1] + t * (nxt[1] - cur[1])))
    return out


def clip_convex(subject: Sequence[Sequence[int]], clipper: Sequence[Sequence[int]]) -> list:
    """``subject`` ∩ ``clipper`` (both convex, counter-clockwise) as a vertex list (maybe empty)."""
    poly: list = [tuple(p) for p in subject]
    for i in range(len(clipper)):
        if not poly:
            break
        poly = clip_edge(poly, clipper[i], clipper[(i + 1) % len(clipper)])
    return poly


def isqrt_exact(n: int) -> int:
    """The whole square root of a perfect square (ValueError otherwise)."""
    if n < 0:
        raise ValueError(f"negative square {n}")
    root = math.isqrt(n)
    if root * root != n:
        raise ValueError(f"{n} is not a perfect square")
    return root


def convex_hull(points: Sequence[Sequence[Any]]) -> list[tuple]:
    """Vertices of the convex hull, counter-clockwise from the lowest-leftmost, no collinear
    points kept (Andrew's monotone chain; exact on ints and Fractions)."""
    pts = sorted(set(tuple(p) for p in points))
    if len(pts) <= 2:
        return pts

    def half(seq: list) -> list:
        out: list = []
        for p in seq:
            while len(out) >= 2 and _side(p, out[-2], out[-1]) <= 0:
                out.pop()
            out.append(p)
        return out

    lower, upper = half(pts), half(pts[::-1])
    return lower[:-1] + upper[:-1]


def random_convex(rng: random.Random, count: int, radius: int, dx: int = 0, dy: int = 0) -> list[list[int]]:
    """A convex lattice polygon (counter-clockwise, at least 3 vertices): the hull of ``count``
    random points in the square of half-side ``radius`` around (dx, dy)."""
    while True:
        hull = convex_hull([(rng.randint(-radius, radius) + dx, rng.randint(-radius, radius) + dy) for _ in range(count)])
        if len(hull) >= 3:
            return [list(p) for p in hull]
