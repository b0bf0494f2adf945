"""Tables of typed rows for data and SQL tasks: themed random tables, text and CSV rendering.

A table is JSON-ready: ``{"name": str, "columns": [str], "types": ["int" | "text"], "rows":
[[value, ...]]}``. Values are ints or short strings (never floats, so every aggregate is exact).
Themes give columns realistic names and value ranges; a generated table always has a unique
integer ``id`` column first.
"""

from __future__ import annotations

import random
from typing import Any

# theme -> (table name, [(column, type, generator spec)]); a spec is (low, high) for ints or a
# tuple of words for text.
THEMES: dict[str, tuple[str, list[tuple[str, str, Any]]]] = {
    "employees": ("employees", [
        ("dept", "text", ("sales", "it", "hr", "ops", "legal")),
        ("city", "text", ("Oslo", "Lyon", "Porto", "Graz", "Turin")),
        ("age", "int", (21, 64)),
        ("salary", "int", (30, 120)),
    ]),
    "orders": ("orders", [
        ("customer", "text", ("ann", "ben", "cara", "dev", "eli", "fay")),
        ("product", "text", ("pen", "lamp", "desk", "mug", "chair")),
        ("qty", "int", (1, 9)),
        ("price", "int", (2, 60)),
    ]),
    "students": ("students", [
        ("house", "text", ("red", "blue", "green", "gold")),
        ("year", "int", (1, 4)),
        ("math", "int", (35, 100)),
        ("art", "int", (35, 100)),
    ]),
    "trips": ("trips", [
        ("driver", "text", ("kim", "lou", "max", "ned", "ora")),
        ("zone", "text", ("north", "south", "east", "west")),
        ("km", "int", (1, 80)),
        ("fare", "int", (3, 90)),
    ]),
    "books": ("books", [
        ("genre", "text", ("poetry", "crime", "history", "travel", "science")),
        ("shelf", "text", ("A", "B", "C")),
        ("pages", "int", (80, 900)),
        ("copies", "int", (0, 12)),
    ]),
}


def random_table(rng: random.Random, theme: str, rows: int, name: str | None = None) -> dict:
    """A table of ``rows`` rows with an ``id`` column (1..rows) and the theme's columns."""
    table_name, spec = THEMES[theme]
    out_rows = []
    for i in range(rows):
        row: list[Any] = [i + 1]
        for _, kind, gen in spec:
            row.append(rng.randint(*gen) if kind == "int" else rng.choice(gen))
        out_rows.append(row)
    return {
        "name": name or table_name,
        "columns": ["id"] + [c for c, _, _ in spec],
        "types": ["int"] + [k for _, k, _ in spec],
        "rows": out_rows,
    }


def column(table: dict, name: str) -> int:
    """Index of a column; ``KeyError`` naming the table's columns if absent."""
    try:
        return table["columns"].index(name)
    except ValueError:
        raise KeyError(f"no column {name!r} in {table['name']}; columns: {', '.join(table['columns'])}") from None


def text_values(table: dict, name: str) -> list[str]:
    """Distinct values of a text column in first-seen order."""
    i = column(table, name)
    return list(dict.fromkeys(row[i] for row in table["rows"]))


def render_text(table: dict) -> str:
    """An aligned plain-text table with a header rule."""
    cells = [table["columns"]] + [[str(v) for v in row] for row in table["rows"]]
    widths = [max(len(r[i]) for r in cells) for i in range(len(table["columns"]))]
    lines = [" | ".join(c.ljust(w) for c, w in zip(r, widths)).rstrip() for r in cells]
    lines.insert(1, "-+-".join("-" * w for w in widths))
    return "\n".join(lines)


def render_csv(table: dict) -> str:
    """CSV with a header line; values never contain commas or quotes."""
    return "\n".join(",".join(map(str, r)) for r in [table["columns"], *table["rows"]])


def sql_literal(value: Any) -> str:
    return str(value) if isinstance(value, int) else "'" + str(value).replace("'", "''") + "'"


def create_statements(table: dict) -> list[str]:
    """``CREATE TABLE`` and ``INSERT`` statements for loading a table into a SQL engine."""
    cols = ", ".join(f"{c} {'INTEGER' if t == 'int' else 'VARCHAR'}" for c, t in zip(table["columns"], table["types"]))
    out = [f"CREATE TABLE {table['name']} ({cols})"]
    if table["rows"]:
        values = ", ".join("(" + ", ".join(sql_literal(v) for v in row) + ")" for row in table["rows"])
        out.append(f"INSERT INTO {table['name']} VALUES {values}")
    return out


# ---------------------------------------------------------------- WHERE conditions
# A condition is ["cmp", column, op, value] (op in = <> < <= > >=) or ["in", column, [values]];
# a WHERE clause is {"join": "AND" | "OR", "conds": [condition, ...]}.

SQL_OPS = ("=", "<>", "<", "<=", ">", ">=")


def cond_holds(cond: list, value: Any) -> bool:
    """Whether a column ``value`` satisfies ``cond``."""
    if cond[0] == "in":
        return value in cond[2]
    op, rhs = cond[2], cond[3]
    if op == "=":
        return value == rhs
    if op == "<>":
        return value != rhs
    if op == "<":
        return value < rhs
    if op == "<=":
        return value <= rhs
    if op == ">":
        return value > rhs
    if op == ">=":
        return value >= rhs
    raise ValueError(f"unknown SQL operator {op!r}")


def render_cond(cond: list, prefix: str = "") -> str:
    if cond[0] == "in":
        return f"{prefix}{cond[1]} IN ({', '.join(sql_literal(v) for v in cond[2])})"
    return f"{prefix}{cond[1]} {cond[2]} {sql_literal(cond[3])}"


def render_where(where: dict, prefix: str = "") -> str:
    return f" {where['join']} ".join(render_cond(c, prefix) for c in where["conds"])


def random_cond(rng: random.Random, table: dict, columns: list[str] | None = None) -> list:
    """A condition on a random column, with a constant drawn from that column's values."""
    name = rng.choice(columns or table["columns"][1:])
    i = column(table, name)
    values = [row[i] for row in table["rows"]]
    if table["types"][i] == "int":
        return ["cmp", name, rng.choice(SQL_OPS[2:] + ("<>",)), rng.choice(values)]
    distinct = sorted(set(values))
    if len(distinct) > 2 and rng.random() < 0.4:
        return ["in", name, sorted(rng.sample(distinct, 2))]
    return ["cmp", name, rng.choice(("=", "=", "<>")), rng.choice(distinct)]


def where_holds(where: dict, table: dict, row: list) -> bool:
    results = [cond_holds(c, row[column(table, c[1])]) for c in where["conds"]]
    return all(results) if where["join"] == "AND" else any(results)
