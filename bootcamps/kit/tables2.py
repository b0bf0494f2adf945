"""More table helpers for data tasks: parent/child table pairs, SQL NULL logic, CASE WHEN.

Tables use ``kit.tables``'s JSON-ready shape (``name``, ``columns``, ``types``, ``rows``) so
``tables.render_text`` and ``tables.create_statements`` print and load them. ``None`` stands for
SQL NULL: a comparison with NULL is unknown, and WHERE keeps only rows whose condition is true.
"""

from __future__ import annotations

import random
import re
from fractions import Fraction
from typing import Any

from bootcamps.kit import tables

# theme -> (parent name, parent text column and values, child name, child int column (low,
# high), child text column and values)
PAIRS: dict[str, tuple] = {
    "shop": ("customers", ("city", ("Oslo", "Lyon", "Porto", "Graz")), "orders", ("amount", (5, 90)),
             ("status", ("paid", "open", "void"))),
    "school": ("teachers", ("subject", ("math", "art", "music")), "classes", ("pupils", (8, 32)),
               ("room", ("r1", "r2", "r3", "lab"))),
    "garage": ("drivers", ("team", ("red", "blue", "green")), "trips", ("km", (2, 75)),
               ("zone", ("north", "south", "east"))),
    "library": ("authors", ("country", ("fr", "de", "it", "es")), "books", ("pages", (60, 600)),
                ("genre", ("crime", "poetry", "travel"))),
}
PERSON_NAMES = ("ava", "bo", "cy", "di", "ed", "flo", "gus", "hal", "ivy", "jo", "kai", "lu", "mo", "nia")


def random_pair(rng: random.Random, parents: int, children: int, theme: str | None = None) -> tuple[dict, dict, str]:
    """A parent table (id, name, text col) and a child table (id, <parent>_id, int col, text col)
    whose foreign key sometimes points at no parent and leaves some parents with no child."""
    theme = theme or rng.choice(sorted(PAIRS))
    pname, (ptext, pvalues), cname, (cint, (low, high)), (ctext, cvalues) = PAIRS[theme]
    names = rng.sample(PERSON_NAMES, parents)
    parent = {
        "name": pname,
        "columns": ["id", "name", ptext],
        "types": ["int", "text", "text"],
        "rows": [[i + 1, n, rng.choice(pvalues)] for i, n in enumerate(names)],
    }
    key = pname[:-1] + "_id"
    # weights leave some parents childless; parents + 1 .. parents + 2 match nobody
    ids = list(range(1, parents + 3))
    weights = [rng.random() * (0.3 if i > parents else 1.0) for i in ids]
    child = {
        "name": cname,
        "columns": ["id", key, cint, ctext],
        "types": ["int", "int", "int", "text"],
        "rows": [
            [100 + i + 1, rng.choices(ids, weights)[0], rng.randint(low, high), rng.choice(cvalues)]
            for i in range(children)
        ],
    }
    return parent, child, key


def left_join(parent: dict, child: dict, key: str, on_extra: list | None = None) -> list[tuple[list, list | None]]:
    """LEFT JOIN parent -> child ON child.key = parent.id [AND on_extra on the child]: every
    parent row with each matching child row, or with None when none matches; parent order,
    then child order."""
    k = tables.column(child, key)
    out: list[tuple[list, list | None]] = []
    for p in parent["rows"]:
        matches = [c for c in child["rows"] if c[k] == p[0] and (on_extra is None or sql_cond(on_extra, c[tables.column(child, on_extra[1])]))]
        out += [(p, c) for c in matches] or [(p, None)]
    return out


def sql_cond(cond: list, value: Any) -> bool | None:
    """A ``kit.tables`` condition under SQL's three-valued logic: None (unknown) on NULL."""
    if cond[0] == "isnull":
        return value is None
    if cond[0] == "notnull":
        return value is not None
    if value is None:
        return None
    return tables.cond_holds(cond, value)


def render_sql_cond(cond: list, prefix: str = "") -> str:
    if cond[0] == "isnull":
        return f"{prefix}{cond[1]} IS NULL"
    if cond[0] == "notnull":
        return f"{prefix}{cond[1]} IS NOT NULL"
    return tables.render_cond(cond, prefix)


# ---------------------------------------------------------------- CASE WHEN
# ["case", [[cond, value_expr], ...], else_expr]: a value expr is ["num", n] or ["col", name] or
# ["null"] (no ELSE); the first WHEN whose condition is true gives the value.


def case_value(case: list, row_value: Any) -> Any:
    """Value of a CASE expression; ``row_value(column)`` reads the current row."""
    for cond, expr in case[1]:
        if sql_cond(cond, row_value(cond[1])):
            return expr_value(expr, row_value)
    return expr_value(case[2], row_value)


def expr_value(expr: list, row_value: Any) -> Any:
    if expr[0] == "num":
        return expr[1]
    if expr[0] == "col":
        return row_value(expr[1])
    return None


def render_expr(expr: list) -> str:
    if expr[0] == "num":
        return str(expr[1])
    if expr[0] == "col":
        return expr[1]
    return "NULL"


def render_case(case: list) -> str:
    whens = " ".join(f"WHEN {render_sql_cond(c)} THEN {render_expr(e)}" for c, e in case[1])
    tail = "" if case[2][0] == "null" else f" ELSE {render_expr(case[2])}"
    return f"CASE {whens}{tail} END"


# ---------------------------------------------------------------- exact decimal lists

_DECIMAL_ITEM = re.compile(r"-?[0-9]{1,12}(?:\.[0-9]{1,6})?")


def read_decimal_list(text: object, count: int) -> list[Fraction] | None:
    """Exactly ``count`` plain decimals (``12``, ``-3.5``, ``7.25``) separated by commas or
    semicolons, optionally in one pair of brackets; ASCII digits only (no fractions, exponents
    or folded digits). ``None`` for anything else."""
    if not isinstance(text, str) or len(text) > 24 * count + 20:
        return None
    text = text.strip().rstrip(".").strip()
    if len(text) >= 2 and text[0] in "[(" and text[-1] in "])":
        text = text[1:-1]
    items = [item.strip() for item in re.split(r"[,;]", text)]
    if len(items) != count or not all(_DECIMAL_ITEM.fullmatch(item) for item in items):
        return None
    return [Fraction(item) for item in items]


def format_decimal(value: Fraction) -> str:
    """A terminating fraction as a plain decimal: 25/2 -> "12.5", 7 -> "7"."""
    if value.denominator == 1:
        return str(value.numerator)
    text = f"{float(value):.6f}".rstrip("0")
    if Fraction(text) != value:
        raise ValueError(f"{value} is not a short terminating decimal")
    return text
