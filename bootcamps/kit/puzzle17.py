"""Reading grid answers whose cells include '/' and '\\' (slant, undead).

Model text often escapes a backslash (inside a JSON string or code), writing ``\\\\`` for one
``\\``. ``read_slashed_grid`` reads the text as it stands first; only when that gives no grid of
the right shape does it read it once more with every doubled backslash as one. That never
changes a reading: halving backslash pairs always shortens the text, so at most one of the two
readings has exactly rows x cols cells (without a pair both readings are the same text).
"""

from __future__ import annotations

from typing import Any

from bootcamps.kit.grids import read_grid


def read_slashed_grid(text: object, rows: int, cols: int, symbols: dict[str, Any]) -> list[list[Any]] | None:
    """The rows x cols grid an answer spells (any layout ``read_grid`` reads: rows on lines or
    separated by ';', cells together or separated), each cell a key of ``symbols``; lines that
    are only a code fence (```) are skipped; None otherwise. Length is bounded before parsing."""
    if not isinstance(text, str) or len(text) > 20 * rows * cols + 200:
        return None
    text = "\n".join(line for line in text.split("\n") if not line.strip().startswith("```"))
    grid = read_grid(text, rows, cols, symbols)
    if grid is None and "\\\\" in text:
        grid = read_grid(text.replace("\\\\", "\\"), rows, cols, symbols)
    return grid
