"""Batch ``datatext`` (data and text bootcamps): gold answers agree with independent oracles
(DuckDB, difflib, the csv module, a separate slugifier) on cases at every level, and one
hand-worked example per bootcamp scores 1.0 while a wrong answer scores 0.0.

Oracles only ever see generated data (a case's inputs), never model text.
"""

from __future__ import annotations

import bootcamps

LEVELS = ("1", "2", "3", "4", "5")
PER_LEVEL = 4


def cases(bootcamp_id: str, per_level: int = PER_LEVEL):
    bc = bootcamps.get(bootcamp_id)
    for level in LEVELS:
        for seed in range(per_level):
            yield bc, bc.case(seed, level)


def _score(bc, data, gold, text):
    return bc.verify(data, gold, f"<answer>{text}</answer>")


# ---------------------------------------------------------------- data/sql_recursive_cte


def _duckdb_tree(table: dict, sql: str) -> list[tuple]:
    import duckdb

    con = duckdb.connect()
    try:
        cols = ", ".join(f"{c} INTEGER" for c in table["columns"])
        con.execute(f"CREATE TABLE {table['name']} ({cols})")
        con.executemany(f"INSERT INTO {table['name']} VALUES (?, ?, ?)", [tuple(r) for r in table["rows"]])
        return con.execute(sql).fetchall()
    finally:
        con.close()


def test_sql_recursive_cte_oracle():
    from bootcamps.data.sql_recursive_cte import sql_text

    count = 0
    for bc, case in cases("data/sql_recursive_cte"):
        sql = sql_text(case.data)
        assert _duckdb_tree(case.data["table"], sql) == [(case.answer,)], sql
        assert bc.run_program(case.data)[0] == case.answer
        count += 1
    assert count == 5 * PER_LEVEL


def test_sql_recursive_cte_hand_worked():
    bc = bootcamps.get("data/sql_recursive_cte")
    # 1 is the root; 2 and 3 report to 1; 4 reports to 2; 5 reports to 4
    table = {"name": "staff", "columns": ["id", "manager_id", "salary"], "types": ["int", "int", "int"],
             "rows": [[1, None, 90], [2, 1, 50], [3, 1, 40], [4, 2, 30], [5, 4, 20]]}
    data = {"table": table, "parent": "manager_id", "number": "salary", "direction": "down", "start": 2,
            "limit": None, "min_depth": 0, "target": "sum"}
    assert bc.solve(data) == 100 == bc.run_program(data)[0]  # 2, 4, 5: 50 + 30 + 20
    assert bc.solve(dict(data, limit=1)) == 80  # stops below 4
    up = dict(data, direction="up", start=5, target="max_depth")
    assert bc.solve(up) == 3 == bc.run_program(up)[0]  # 5 -> 4 -> 2 -> 1
    assert bc.solve(dict(up, target="count", min_depth=2)) == 2
    assert _score(bc, data, 100, "100") == 1.0 and _score(bc, data, 100, "80") == 0.0
