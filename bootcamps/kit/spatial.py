"""Small spatial helpers for the spatial bootcamps.

* ``SYMMETRIES``: the eight maps of the square (quarter turns and mirror images) on (row, col).
* ``normalise`` / ``canonical_shape``: a set of cells moved to the origin, and its smallest
  image under the square's symmetries (the free-polyomino key), or under translation only.
* ``quarter_turn``: a point of Z^3 turned by a quarter turn about a coordinate axis.
* ``rows_text``: a grid of one-character cells as lines of text.
"""

from __future__ import annotations

from typing import Callable, Iterable, Sequence

Cell = tuple[int, int]

SYMMETRIES: tuple[Callable[[int, int], Cell], ...] = (
    lambda r, c: (r, c),
    lambda r, c: (c, -r),
    lambda r, c: (-r, -c),
    lambda r, c: (-c, r),
    lambda r, c: (r, -c),
    lambda r, c: (-r, c),
    lambda r, c: (c, r),
    lambda r, c: (-c, -r),
)


def normalise(cells: Iterable[Cell]) -> tuple[Cell, ...]:
    """The cells shifted so the smallest row and column are 0, sorted."""
    cells = list(cells)
    if not cells:
        raise ValueError("a shape needs at least one cell")
    r0 = min(r for r, _ in cells)
    c0 = min(c for _, c in cells)
    return tuple(sorted((r - r0, c - c0) for r, c in cells))


def canonical_shape(cells: Iterable[Cell], turns_and_flips: bool = True) -> tuple[Cell, ...]:
    """The smallest normalised image of ``cells`` under the square's eight symmetries (or under
    translation only): two shapes are congruent exactly when their keys are equal."""
    cells = list(cells)
    maps = SYMMETRIES if turns_and_flips else SYMMETRIES[:1]
    return min(normalise(m(r, c) for r, c in cells) for m in maps)


AXES = ("x", "y", "z")


def quarter_turn(point: Sequence[int], axis: str, turns: int) -> list[int]:
    """``point`` turned by ``turns`` quarter turns about ``axis`` (counterclockwise seen from the
    positive end of the axis looking back at the origin; negative turns go clockwise)."""
    if axis not in AXES:
        raise ValueError(f"axis must be one of x, y, z, got {axis!r}")
    x, y, z = point
    for _ in range(turns % 4):
        if axis == "x":
            y, z = -z, y
        elif axis == "y":
            z, x = -x, z
        else:
            x, y = -y, x
    return [x, y, z]


def rows_text(grid: Sequence[Sequence[str]]) -> str:
    return "\n".join("".join(row) for row in grid)
