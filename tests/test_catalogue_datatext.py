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


# ---------------------------------------------------------------- text/diff_lines


def _hunt_szymanski_lcs(old: list[str], new: list[str]) -> int:
    """LCS as the longest strictly increasing chain of matched new-line positions (patience)."""
    import bisect

    where: dict[str, list[int]] = {}
    for j, line in enumerate(new):
        where.setdefault(line, []).append(j)
    tails: list[int] = []
    for line in old:
        for j in reversed(where.get(line, [])):
            k = bisect.bisect_left(tails, j)
            if k == len(tails):
                tails.append(j)
            else:
                tails[k] = j
    return len(tails)


def _exhaustive_lcs(old: list[str], new: list[str]) -> int:
    import itertools

    def is_subsequence(seq, of):
        it = iter(of)
        return all(any(x == y for y in it) for x in seq)

    for size in range(min(len(old), len(new)), -1, -1):
        if any(is_subsequence([old[i] for i in keep], new) for keep in itertools.combinations(range(len(old)), size)):
            return size
    return 0


def _difflib_script(old: list[str], new: list[str]) -> list[str]:
    import difflib

    out = []
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, old, new, autojunk=False).get_opcodes():
        if tag in ("delete", "replace"):
            out += [f"-{i + 1}" for i in range(i1, i2)]
        if tag in ("insert", "replace"):
            out += [f"+{j + 1}" for j in range(j1, j2)]
    return out


def test_diff_lines_oracle():
    count = 0
    for bc, case in cases("text/diff_lines"):
        old, new = case.data["old"], case.data["new"]
        lcs = _exhaustive_lcs(old, new) if len(old) <= 10 else _hunt_szymanski_lcs(old, new)
        assert lcs == _hunt_szymanski_lcs(old, new)
        assert len(case.answer) == len(old) + len(new) - 2 * lcs  # the gold is shortest
        assert bc.score(case, f"<answer>{bc.format_answer(case.answer)}</answer>") == 1.0
        solved = bc.solve(case.data)
        assert len(solved) == len(case.answer) and bc.check(case.data, case.answer, ", ".join(solved)) == 1.0
        theirs = _difflib_script(old, new)  # always a valid script; accepted exactly when it is shortest
        assert bc.check(case.data, case.answer, ", ".join(theirs)) == (1.0 if len(theirs) == len(case.answer) else 0.0)
        assert bc.check(case.data, case.answer, ", ".join(theirs + [f"-{len(old) + 1}"])) == 0.0
        count += 1
    assert count == 5 * PER_LEVEL


def test_diff_lines_hand_worked():
    bc = bootcamps.get("text/diff_lines")
    data = {"old": ["a", "b", "c", "d"], "new": ["a", "c", "x", "d"]}  # drop b, add x
    assert bc.solve(data) == ["-2", "+3"] == bc.run_program(data)[0]
    gold = ["-2", "+3"]
    assert _score(bc, data, gold, "-2, +3") == 1.0 and _score(bc, data, gold, "+3 -2") == 1.0
    assert _score(bc, data, gold, "-2, -3, +2, +3") == 0.0  # valid but not shortest
    assert _score(bc, data, gold, "-3, +3") == 0.0  # leaves a, b, d against a, c, d
    swap = {"old": ["p", "q"], "new": ["q", "p"]}  # two shortest scripts: -1 +2 or -2 +1
    assert _score(bc, swap, bc.solve(swap), "-1, +2") == 1.0 == _score(bc, swap, bc.solve(swap), "-2, +1")


# ---------------------------------------------------------------- data/csv_join_reconcile


def _duckdb_reconcile(ledger_csv: str, bank_csv: str, voids: bool, folder) -> dict:
    import duckdb

    (folder / "ledger.csv").write_text(ledger_csv + "\n")
    (folder / "bank.csv").write_text(bank_csv + "\n")
    status = "WHERE status <> 'void'" if voids else ""
    sql = f"""
        WITH l AS (SELECT CAST(invoice AS INTEGER) AS inv, CAST(amount AS DECIMAL(12, 2)) AS amt
                   FROM read_csv('{folder / "ledger.csv"}', header = true, all_varchar = true)),
             b AS (SELECT CAST(substr(ref, 5) AS INTEGER) AS inv,
                          SUM(CAST(replace(replace(amount, '$', ''), ',', '') AS DECIMAL(12, 2))) AS amt
                   FROM read_csv('{folder / "bank.csv"}', header = true, all_varchar = true, quote = '"') {status}
                   GROUP BY 1)
        SELECT coalesce(l.inv, b.inv) AS inv,
               CASE WHEN b.inv IS NULL THEN 'missing' WHEN l.inv IS NULL THEN 'extra'
                    WHEN l.amt <> b.amt THEN 'different' ELSE 'ok' END AS verdict
        FROM l FULL OUTER JOIN b ON l.inv = b.inv ORDER BY inv"""
    con = duckdb.connect()
    try:
        rows = con.execute(sql).fetchall()
    finally:
        con.close()
    return {k: [inv for inv, v in rows if v == k] for k in ("missing", "extra", "different")}


def test_csv_join_reconcile_oracle(tmp_path):
    import re

    count = 0
    for bc, case in cases("data/csv_join_reconcile"):
        # the oracle reads the two files exactly as the prompt prints them
        text = case.prompt
        ledger_csv = re.search(r"ledger\.csv:\n(.*?)\nbank\.csv:", text, re.S).group(1)
        bank_csv = re.search(r"bank\.csv:\n(.*?)\n(?:The|An|Amounts|Bank)", text, re.S).group(1)
        assert _duckdb_reconcile(ledger_csv, bank_csv, case.data["voids"], tmp_path) == case.answer, text
        assert bc.run_program(case.data)[0] == case.answer
        count += 1
    assert count == 5 * PER_LEVEL


def test_csv_join_reconcile_hand_worked():
    bc = bootcamps.get("data/csv_join_reconcile")
    data = {"ledger": [[1001, 12050], [1002, 300000], [1003, 999]],
            "bank": [["INV-1002", "1,000.00", "ok"], ["INV-1001", "$120.5", "ok"], ["INV-1002", "2000", "ok"],
                     ["INV-1004", "5.00", "ok"], ["INV-1003", "9.99", "void"]],
            "voids": True, "intro": 0}
    # 1001: 120.50 = $120.5; 1002: 1,000.00 + 2000 = 3000.00; 1003 only void -> missing; 1004 extra
    gold = {"missing": [1003], "extra": [1004], "different": []}
    assert bc.solve(data) == gold == bc.run_program(data)[0]
    assert _score(bc, data, gold, "missing: 1003; extra: 1004; different: none") == 1.0
    assert _score(bc, data, gold, "Missing: [1003]\nExtra: [1004]\nDifferent: []") == 1.0
    assert _score(bc, data, gold, "missing: none; extra: 1004; different: 1003") == 0.0
    assert _score(bc, data, gold, "missing: 1003; extra: 1004") == 0.0
    # without the status rule the 9.99 line counts, and 1003 matches
    assert bc.solve(dict(data, voids=False)) == {"missing": [], "extra": [1004], "different": []}


# ---------------------------------------------------------------- text/markdown_toc


def _oracle_slugs(lines: list[str], max_level: int) -> list[str]:
    """Headings found by markdown-it-py (CommonMark), slugged by a separate GitHub-style slugifier."""
    import string

    from markdown_it import MarkdownIt

    keep = set(string.ascii_lowercase + string.digits + " -_")
    tokens = MarkdownIt("commonmark").parse("\n".join(lines) + "\n")
    used: dict[str, int] = {}
    out = []
    for k, token in enumerate(tokens):
        if token.type != "heading_open":
            continue
        inline = tokens[k + 1]
        text = "".join(child.content for child in inline.children or [])  # code spans lose their backticks
        slug = "".join(ch for ch in text.lower() if ch in keep).replace(" ", "-")
        n = used.get(slug, 0)
        used[slug] = n + 1
        if int(token.tag[1]) <= max_level:
            out.append(slug if n == 0 else f"{slug}-{n}")
    return out


def test_markdown_toc_oracle():
    count = 0
    for bc, case in cases("text/markdown_toc"):
        assert _oracle_slugs(case.data["lines"], case.data["max_level"]) == case.answer, case.data["lines"]
        assert bc.run_program(case.data)[0] == case.answer
        count += 1
    assert count == 5 * PER_LEVEL


def test_markdown_toc_hand_worked():
    bc = bootcamps.get("text/markdown_toc")
    data = {"lines": ["# Install & Setup", "## Usage", "```", "# not a heading", "```", "#tag line",
                      "### Usage!", "## Usage ##", "## C++ / node.js"], "max_level": 2}
    # install--setup; usage; (### usage-1 not listed); usage-2; c--nodejs
    gold = ["install--setup", "usage", "usage-2", "c--nodejs"]
    assert bc.solve(data) == gold == bc.run_program(data)[0]
    assert _score(bc, data, gold, "install--setup\nusage\nusage-2\nc--nodejs") == 1.0
    toc = "- [Install & Setup](#install--setup)\n  - [Usage](#usage)\n  - [Usage](#usage-2)\n  - [C++](#c--nodejs)"
    assert _score(bc, data, gold, toc) == 1.0
    assert _score(bc, data, gold, "install-setup\nusage\nusage-2\nc--nodejs") == 0.0
    assert _score(bc, data, gold, "install--setup\nusage\nusage-1\nc--nodejs") == 0.0


# ---------------------------------------------------------------- text/text_columns


def _oracle_columns(raw: list[str], sep: str, underline: bool, decimals: bool) -> list[str]:
    """The raw prompt records read with the csv module, laid out with Decimal and rjust/ljust."""
    import csv
    from decimal import Decimal

    records = [[f.strip() for f in rec] for rec in csv.reader(raw, delimiter=";")]
    header, body = records[0], records[1:]

    def is_number(text: str) -> bool:
        core = text[1:] if text.startswith("-") else text
        whole, dot, frac = core.partition(".")
        return whole.isdigit() and (not dot or frac.isdigit())

    layout = []
    for c in range(len(header)):
        col = [rec[c] for rec in body]
        numeric = all(is_number(x) for x in col if x)
        if numeric and decimals:
            places = max(-Decimal(x).as_tuple().exponent for x in col if x)
            if places:
                col = [str(Decimal(x).quantize(Decimal(1).scaleb(-places))) if x else "" for x in col]
        width = max(len(x) for x in [header[c], *col])
        layout.append((numeric, width, [header[c], *col]))
    rows = [[(str.rjust if num else str.ljust)(cells[r], width) for num, width, cells in layout]
            for r in range(len(body) + 1)]
    if underline:
        rows.insert(1, ["-" * width for _, width, _ in layout])
    return [sep.join(row).rstrip() for row in rows]


def test_text_columns_oracle():
    count = 0
    for bc, case in cases("text/text_columns"):
        d = case.data
        assert _oracle_columns(d["raw"], d["sep"], d["underline"], d["decimals"]) == case.answer
        assert bc.run_program(d)[0] == case.answer
        count += 1
    assert count == 5 * PER_LEVEL


def test_text_columns_hand_worked():
    bc = bootcamps.get("text/text_columns")
    data = {"header": ["item", "qty", "price"], "rows": [["mug", "12", "3.5"], ["desk lamp", "7", "20"]],
            "sep": "  ", "underline": True, "decimals": True, "raw": []}
    gold = ["item       qty  price",
            "---------  ---  -----",
            "mug         12    3.5",
            "desk lamp    7   20.0"]  # the most places in price is 1
    assert bc.solve(data) == gold == bc.run_program(data)[0]
    assert _score(bc, data, gold, "\n".join(gold)) == 1.0
    assert _score(bc, data, gold, "```\n" + "\n".join(gold) + "\n```") == 1.0
    left = ["item       qty  price", "---------  ---  -----", "mug        12   3.5", "desk lamp  7    20.0"]
    assert _score(bc, data, gold, "\n".join(left)) == 0.0  # numbers must be right-aligned
    text_col = dict(data, rows=[["mug", "12", "n/a"], ["desk lamp", "7", "20"]], decimals=False, underline=False)
    assert bc.solve(text_col) == ["item       qty  price", "mug         12  n/a", "desk lamp    7  20"]
