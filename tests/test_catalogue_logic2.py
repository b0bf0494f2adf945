"""Issue 12, second batch (logic, formal, code, data) against independent oracles, with one
hand-worked example per bootcamp and tests of the kit modules they share.

Oracles are written apart from the bootcamps' solvers: Python's own ``and``/``or`` on closures,
plain recursion, python-sat, Python ``re``, DuckDB, brute force.
"""

from __future__ import annotations

import pytest

import bootcamps

LEVELS = bootcamps.LEVELS
PER_LEVEL = 10  # oracle cases per level per bootcamp


def cases(bootcamp_id: str, n: int = PER_LEVEL):
    bc = bootcamps.get(bootcamp_id)
    for level in LEVELS:
        for seed in range(n):
            yield bc, bc.case(seed, level)


def answer(text: str) -> str:
    return f"<answer>{text}</answer>"


# ---------------------------------------------------------------- code/short_circuit


def short_circuit_oracle(data: dict) -> list[str]:
    """Closures combined with Python's own short-circuiting ``and``/``or``."""
    from bootcamps.code.short_circuit import rule_value

    printed: list[str] = []
    counts = {n: 0 for n in data["rules"]}

    def call(name):
        def f():
            counts[name] += 1
            printed.append(name)
            return rule_value(data["rules"][name], counts[name])
        return f

    def build(e):
        if e[0] == "call":
            return call(e[1])
        if e[0] == "not":
            inner = build(e[1])
            return lambda: not inner()
        left, right = build(e[1]), build(e[2])
        return (lambda: left() and right()) if e[0] == "and" else (lambda: left() or right())

    for e in data["lines"]:
        build(e)()
    return printed


def test_short_circuit_oracle():
    checked = 0
    for bc, case in cases("code/short_circuit"):
        assert case.answer == short_circuit_oracle(case.data), case.prompt
        checked += 1
    assert checked == 5 * PER_LEVEL


def test_short_circuit_hand_worked():
    bc = bootcamps.get("code/short_circuit")
    # r1 = a() or b(); r2 = not a() and b(): a is "odd" (T, F, ...), b always False
    data = {"rules": {"a": "odd", "b": "false"},
            "lines": [["or", ["call", "a"], ["call", "b"]], ["and", ["not", ["call", "a"]], ["call", "b"]]]}
    assert bc.solve(data) == ["a", "a", "b"]
    assert bc.check(data, ["a", "a", "b"], "a, a, b") == 1.0
    assert bc.check(data, ["a", "a", "b"], "a() a() b()") == 1.0
    assert bc.check(data, ["a", "a", "b"], "a a b b") == 0.0
    assert bc.check(data, ["a", "a", "b"], "a a or b") == 0.0


# ---------------------------------------------------------------- formal/tag_system


def tag_oracle(data: dict) -> str:
    """The word as a growing tape with a read pointer: nothing is ever deleted."""
    tape, head, m = list(data["word"]), 0, data["m"]
    while len(tape) - head >= m and tape[head] != "H":
        tape.extend(data["productions"][tape[head]])
        head += m
    return "".join(tape[head:])


def test_tag_system_oracle():
    checked = 0
    for bc, case in cases("formal/tag_system"):
        assert case.answer == tag_oracle(case.data)
        assert len(case.answer) >= 3
        checked += 1
    assert checked == 5 * PER_LEVEL


def test_tag_system_hand_worked():
    bc = bootcamps.get("formal/tag_system")
    # 2-tag: a -> bH, b -> a. aab -> b+bH = bbH -> H+a = Ha: first symbol H, halt.
    data = {"m": 2, "productions": {"a": "bH", "b": "a"}, "word": "aab"}
    assert bc.solve(data) == "Ha"
    assert bc.check(data, "Ha", "Ha") == 1.0 and bc.check(data, "Ha", "Ha or bbH") == 0.0


# ---------------------------------------------------------------- code/recursion_calls


def recursion_oracle(data: dict) -> int:
    """Run the function as written (real recursion, no cache) and count its calls."""
    import sys

    count = 0

    def f(n):
        nonlocal count
        count += 1
        if n < data["base"]:
            return 0
        terms = data["even"] if n % 2 == 0 else data["odd"]
        return sum(f(n - k if kind == "sub" else n // k) for kind, k in terms)

    old = sys.getrecursionlimit()
    sys.setrecursionlimit(max(old, 5000))
    try:
        f(data["n"])
    finally:
        sys.setrecursionlimit(old)
    return count


def test_recursion_calls_oracle():
    bc = bootcamps.get("code/recursion_calls")
    checked = 0
    for level in LEVELS:
        for seed in range(PER_LEVEL if level != "5" else 3):  # level 5 trees have up to 10^6 calls
            case = bc.case(seed, level)
            assert case.answer == recursion_oracle(case.data), case.prompt
            checked += 1
    assert checked == 4 * PER_LEVEL + 3


def test_recursion_calls_hand_worked():
    bc = bootcamps.get("code/recursion_calls")
    # fib-like f(n) = f(n-1) + f(n-2), base n < 2: calls(4) = 1 + calls(3) + calls(2) = 1 + 5 + 3 = 9
    data = {"base": 2, "leaf": "n", "even": [["sub", 1], ["sub", 2]], "odd": [["sub", 1], ["sub", 2]], "n": 4}
    assert bc.solve(data) == 9
    assert bc.check(data, 9, "9") == 1.0 and bc.check(data, 9, "4") == 0.0


# ---------------------------------------------------------------- data/sql_order_limit


def duckdb_rows(table_list: list[dict], query: str) -> list[tuple]:
    import duckdb

    from bootcamps.kit import tables

    con = duckdb.connect()
    try:
        for table in table_list:
            for statement in tables.create_statements(table):
                con.execute(statement)
        return con.execute(query).fetchall()
    finally:
        con.close()


def test_sql_order_limit_duckdb_oracle():
    from bootcamps.data.sql_order_limit import sql_text

    checked = 0
    for bc, case in cases("data/sql_order_limit"):
        rows = duckdb_rows([case.data["table"]], sql_text(case.data))
        assert case.answer == [r[0] for r in rows], sql_text(case.data)
        checked += 1
    assert checked == 5 * PER_LEVEL


def test_sql_order_limit_hand_worked():
    bc = bootcamps.get("data/sql_order_limit")
    table = {"name": "t", "columns": ["id", "dept", "age"], "types": ["int", "text", "int"],
             "rows": [[1, "it", 30], [2, "hr", 40], [3, "it", 40], [4, "hr", 25]]}
    # ORDER BY age DESC, dept ASC, id: 2 (40 hr), 3 (40 it), 1 (30), 4 (25); OFFSET 1 LIMIT 2 -> 3, 1
    data = {"table": table, "where": {"join": "AND", "conds": []}, "order": [["age", "DESC"], ["dept", "ASC"]],
            "limit": 2, "offset": 1}
    assert bc.solve(data) == [3, 1]
    assert bc.check(data, [3, 1], "[3, 1]") == 1.0 and bc.check(data, [3, 1], "1, 3") == 0.0


# ---------------------------------------------------------------- data/sql_window


def test_sql_window_duckdb_oracle():
    from bootcamps.data.sql_window import sql_text

    checked, functions = 0, set()
    for bc, case in cases("data/sql_window"):
        rows = duckdb_rows([case.data["table"]], sql_text(case.data))
        assert case.answer == [int(r[1]) for r in rows], sql_text(case.data)
        functions.add(case.data["function"])
        checked += 1
    assert checked == 5 * PER_LEVEL and functions == {"ROW_NUMBER", "RANK", "DENSE_RANK", "SUM"}


def test_sql_window_hand_worked():
    bc = bootcamps.get("data/sql_window")
    table = {"name": "t", "columns": ["id", "g", "x"], "types": ["int", "text", "int"],
             "rows": [[1, "a", 5], [2, "a", 3], [3, "a", 5], [4, "b", 1], [5, "a", 7]]}
    base = {"table": table, "where": {"join": "AND", "conds": []}, "partition": "g", "order": ["x", "ASC"], "sum_column": "x"}
    # partition a by x: 3 (id 2), 5 (id 1), 5 (id 3), 7 (id 5); b: 1 (id 4)
    assert bc.solve({**base, "function": "ROW_NUMBER"}) == [2, 1, 3, 1, 4]
    assert bc.solve({**base, "function": "RANK"}) == [2, 1, 2, 1, 4]
    assert bc.solve({**base, "function": "DENSE_RANK"}) == [2, 1, 2, 1, 3]
    assert bc.solve({**base, "function": "SUM"}) == [13, 3, 13, 1, 20]  # ties share the running total
    data = {**base, "function": "RANK"}
    assert bc.check(data, [2, 1, 2, 1, 4], "2, 1, 2, 1, 4") == 1.0 and bc.check(data, [2, 1, 2, 1, 4], "2,1,3,1,4") == 0.0


# ---------------------------------------------------------------- logic/horn_chaining


def horn_entailed(data: dict) -> list[str]:
    """Statements s (not facts) such that facts + rules + NOT s is unsatisfiable (python-sat)."""
    from pysat.solvers import Glucose3

    index = {a: i + 1 for i, a in enumerate(data["atoms"])}
    clauses = [[index[f]] for f in data["facts"]]
    clauses += [[-index[p] for p in premises] + [index[c]] for premises, c in data["rules"]]
    out = []
    with Glucose3(bootstrap_with=clauses) as solver:
        for atom in data["atoms"]:
            if atom not in data["facts"] and not solver.solve(assumptions=[-index[atom]]):
                out.append(atom)
    return sorted(out)


def test_horn_chaining_sat_oracle():
    checked = 0
    for bc, case in cases("logic/horn_chaining"):
        assert case.answer == horn_entailed(case.data)
        checked += 1
    assert checked == 5 * PER_LEVEL


def test_horn_chaining_hand_worked():
    bc = bootcamps.get("logic/horn_chaining")
    data = {"atoms": ["ash", "bell", "dust", "ice", "oil"], "facts": ["ash"],
            "rules": [[["ash"], "bell"], [["bell", "ash"], "ice"], [["oil"], "dust"]]}
    assert bc.solve(data) == ["bell", "ice"]
    assert bc.check(data, ["bell", "ice"], "ice, bell") == 1.0
    assert bc.check(data, ["bell", "ice"], "ice, bell, bell") == 0.0  # repeats are second guesses
    assert bc.check(data, ["bell", "ice"], "ice, bell, ash") == 0.0


# ---------------------------------------------------------------- logic/boolean_circuit


def circuit_z3(data: dict) -> str:
    import z3

    wires = {x: z3.BoolVal(bool(v)) for x, v in data["values"].items()}
    ops = {
        "AND": lambda a, b: z3.And(a, b), "OR": lambda a, b: z3.Or(a, b), "XOR": lambda a, b: z3.Xor(a, b),
        "NAND": lambda a, b: z3.Not(z3.And(a, b)), "NOR": lambda a, b: z3.Not(z3.Or(a, b)),
        "XNOR": lambda a, b: a == b, "NOT": lambda a: z3.Not(a),
        "MAJ": lambda a, b, c: z3.Or(z3.And(a, b), z3.And(a, c), z3.And(b, c)),
    }
    for name, op, args in data["gates"]:
        wires[name] = ops[op](*(wires[a] for a in args))
    return "".join("1" if z3.is_true(z3.simplify(wires[o])) else "0" for o in data["outputs"])


def test_boolean_circuit_z3_oracle():
    checked = 0
    for bc, case in cases("logic/boolean_circuit"):
        assert case.answer == circuit_z3(case.data)
        checked += 1
    assert checked == 5 * PER_LEVEL


def test_boolean_circuit_hand_worked():
    bc = bootcamps.get("logic/boolean_circuit")
    # a=1, b=0: g1 = NAND(a, b) = 1; g2 = MAJ(a, b, g1) = 1; g3 = XNOR(g1, b) = 0
    data = {"values": {"a": 1, "b": 0}, "gates": [["g1", "NAND", ["a", "b"]], ["g2", "MAJ", ["a", "b", "g1"]],
                                                 ["g3", "XNOR", ["g1", "b"]]], "outputs": ["g2", "g3"]}
    assert bc.solve(data) == "10"
    assert bc.check(data, "10", "10") == 1.0 and bc.check(data, "10", "1 0") == 0.0 and bc.check(data, "10", "010") == 0.0


# ---------------------------------------------------------------- formal/mealy_machine


def mealy_oracle(data: dict) -> str:
    """Fold the input through a transition dict, accumulating (state, output)."""
    from functools import reduce

    delta = {}
    for q, a, o, r in data["rules"]:
        assert (q, a) not in delta  # deterministic and complete
        delta[q, a] = (r, o)
    state, out = reduce(lambda acc, a: (delta[acc[0], a][0], acc[1] + delta[acc[0], a][1]), data["input"], (data["start"], ""))
    return out


def test_mealy_machine_oracle():
    checked = 0
    for bc, case in cases("formal/mealy_machine"):
        assert case.answer == mealy_oracle(case.data)
        assert len(case.answer) == len(case.data["input"])
        checked += 1
    assert checked == 5 * PER_LEVEL


def test_mealy_machine_hand_worked():
    bc = bootcamps.get("formal/mealy_machine")
    # a parity transducer: outputs y after an odd number of 1s so far, else x
    rules = [["q0", "0", "x", "q0"], ["q0", "1", "y", "q1"], ["q1", "0", "y", "q1"], ["q1", "1", "x", "q0"]]
    data = {"start": "q0", "rules": rules, "input": "0110"}
    assert bc.solve(data) == "xyxx"
    assert bc.check(data, "xyxx", "xyxx") == 1.0 and bc.check(data, "xyxx", "x y x x") == 0.0


# ---------------------------------------------------------------- kit/machines and formal/regex_count


def test_kit_regex_render_agrees_with_python_re():
    """Derivative counts agree with re.fullmatch over every word, for random regexes."""
    import random
    import re

    from bootcamps.kit import machines as m

    rng = random.Random(3)
    for i in range(300):
        letters = "ab" if i % 2 else "abc"
        r = m.random_regex(rng, letters, rng.randint(2, 8))
        assert m.from_json(m.to_json(r)) == r
        pattern = re.compile(m.render(r))
        states, delta = m.derivative_dfa(r, letters, 1000)
        for n in range(5):
            assert m.count_words(states, delta, n) == sum(1 for w in m.words(letters, n) if pattern.fullmatch(w)), m.render(r)
    # identities the derivative automaton relies on
    a, b = m.sym("a"), m.sym("b")
    assert m.alt(a, b, a) == m.alt(b, a) and m.cat(m.EPS, a) == a and m.cat(a, m.EMPTY) == m.EMPTY
    assert m.render(m.plus(a)) == "a+" and m.render(m.opt(m.cat(a, b))) == "(ab)?" and m.render(m.alt(a, b)) == "[ab]"


def test_kit_dfa_helpers():
    import random

    from bootcamps.kit import machines as m

    dfa = {"alphabet": "ab", "start": 0, "accept": [1], "delta": [[1, 0], [1, 0]]}  # ends in a
    assert m.accepts(dfa, "ba") and not m.accepts(dfa, "ab") and m.run(dfa, "") == 0
    other = {"alphabet": "ab", "start": 0, "accept": [1], "delta": [[1, 0], [0, 0]]}  # ends in a, no "aa"
    assert m.shortest_difference(dfa, other) == "aa" and m.shortest_difference(dfa, dfa) is None
    rng = random.Random(1)
    for _ in range(50):
        d = m.random_dfa(rng, 5, "ab")
        seen, todo = {0}, [0]
        while todo:
            q = todo.pop()
            for r in d["delta"][q]:
                if r not in seen:
                    seen.add(r)
                    todo.append(r)
        assert seen == set(range(5)) and 0 < len(d["accept"]) < 5


def test_regex_count_brute_force_oracle():
    import re

    from bootcamps.kit import machines as m

    checked = 0
    for bc, case in cases("formal/regex_count"):
        pattern = re.compile(case.data["text"])
        brute = sum(1 for w in m.words(case.data["alphabet"], case.data["n"]) if pattern.fullmatch(w))
        assert case.answer == brute, case.data["text"]
        checked += 1
    assert checked == 5 * PER_LEVEL


def test_regex_count_hand_worked():
    from bootcamps.kit import machines as m

    bc = bootcamps.get("formal/regex_count")
    # (ab|b)* over {a, b}, length 3: strings with every a followed by b: bbb, abb, bab -> 3
    r = m.star(m.alt(m.cat(m.sym("a"), m.sym("b")), m.sym("b")))
    data = {"regex": m.to_json(r), "text": m.render(r), "alphabet": "ab", "n": 3}
    assert data["text"] == "(ab|b)*"
    assert bc.solve(data) == 3 and bc.check(data, 3, "3") == 1.0 and bc.check(data, 3, "8") == 0.0


# ---------------------------------------------------------------- formal/dfa_equivalence


def test_dfa_equivalence_networkx_oracle():
    """Reachable pairs of the product automaton (networkx): equivalent iff no reachable pair
    disagrees; otherwise the gold has the length of a shortest path to a disagreeing pair."""
    import networkx as nx

    from bootcamps.kit import machines as m

    checked, verdicts = 0, set()
    for bc, case in cases("formal/dfa_equivalence"):
        a, b = case.data["first"], case.data["second"]
        graph = nx.DiGraph()
        for p in range(len(a["delta"])):
            for q in range(len(b["delta"])):
                for i in range(len(a["alphabet"])):
                    graph.add_edge((p, q), (a["delta"][p][i], b["delta"][q][i]))
        lengths = nx.single_source_shortest_path_length(graph, (0, 0))
        bad = [n for (p, q), n in lengths.items() if (p in a["accept"]) != (q in b["accept"])]
        if not bad:
            assert case.answer == "equivalent"
        else:
            assert case.answer != "equivalent" and len(case.answer) == min(bad)
            assert m.accepts(a, case.answer) != m.accepts(b, case.answer)
        verdicts.add(not bad)
        checked += 1
    assert checked == 5 * PER_LEVEL and verdicts == {True, False}


def test_dfa_equivalence_hand_worked():
    bc = bootcamps.get("formal/dfa_equivalence")
    # A accepts strings ending in a; B accepts strings ending in a with no "aa"
    a = {"alphabet": "ab", "start": 0, "accept": [1], "delta": [[1, 0], [1, 0]]}
    b = {"alphabet": "ab", "start": 0, "accept": [1], "delta": [[1, 0], [2, 0], [2, 2]]}
    b["accept"] = [1]
    data = {"first": a, "second": b}
    assert bc.solve(data) == "aa"
    assert bc.check(data, "aa", "baa") == 1.0  # any separating string passes
    assert bc.check(data, "aa", "ba") == 0.0 and bc.check(data, "aa", "equivalent") == 0.0
    same = {"first": a, "second": a}
    assert bc.solve(same) == "equivalent" and bc.check(same, "equivalent", "Equivalent.") == 1.0


# ---------------------------------------------------------------- code/string_program


def string_op_by_hand(op: list, s: str) -> str:
    """Each operation character by character, without Python's slicing or string methods."""
    chars = list(s)
    n = len(chars)

    def norm(i: int) -> int:
        return min(max(i + n if i < 0 else i, 0), n)

    kind = op[0]
    if kind == "reverse":
        return "".join(chars[n - 1 - k] for k in range(n))
    if kind == "slice":
        return "".join(chars[k] for k in range(norm(op[1]), norm(op[2])))
    if kind == "step":
        start, step = op[1], op[2]
        if step > 0:
            return "".join(chars[k] for k in range(norm(start), n, step))
        start = min(start + n if start < 0 else start, n - 1)
        return "".join(chars[k] for k in range(start, -1, step))
    if kind == "replace":
        out, k, old = [], 0, op[1]
        while k < n:
            if chars[k : k + len(old)] == list(old):
                out.append(op[2])
                k += len(old)
            else:
                out.append(chars[k])
                k += 1
        return "".join(out)
    if kind in ("upper", "lower"):
        shift = -32 if kind == "upper" else 32
        return "".join(chr(ord(c) + shift) if (c.islower() if kind == "upper" else c.isupper()) else c for c in chars)
    if kind == "strip":
        lo, hi = 0, n
        while lo < hi and chars[lo] in op[1]:
            lo += 1
        while hi > lo and chars[hi - 1] in op[1]:
            hi -= 1
        return "".join(chars[lo:hi])
    if kind == "extend":
        return "".join(chars + chars[: min(op[1], n)])
    if kind == "rotate":
        k = min(op[1], n)
        return "".join(chars[k:] + chars[:k])
    counts = {}
    for c in chars:
        counts[c] = counts.get(c, 0) + 1
    return "".join(c * counts[c] for c in sorted(counts, key=ord))


def test_string_program_oracle():
    checked = 0
    for bc, case in cases("code/string_program", 20):
        s = case.data["start"]
        for op in case.data["ops"]:
            s = string_op_by_hand(op, s)
        assert case.answer == s, case.prompt
        checked += 1
    assert checked == 5 * 20


def test_string_program_hand_worked():
    bc = bootcamps.get("code/string_program")
    # "banana" -> replace("an", "X") = "bXXa" -> s[::-1] = "aXXb" -> s[1:] + s[:1] = "XXba"
    data = {"start": "banana", "ops": [["replace", "an", "X"], ["reverse"], ["rotate", 1]]}
    assert bc.solve(data) == "XXba"
    assert bc.check(data, "XXba", '"XXba"') == 1.0 and bc.check(data, "XXba", "xxba") == 0.0
    assert bc.check(data, "XXba", "XXba.") == 1.0  # letters only: a period ends the sentence


# ---------------------------------------------------------------- data/inventory_ledger


def ledger_oracle(data: dict) -> list[int]:
    """Fold the ledger over an immutable stock mapping, line by line."""
    from functools import reduce

    def apply_line(stock, line):
        kind, item, q, _ = line
        have = stock[item]
        new = {"receive": have + q, "return": have + q, "count": q, "ship": have - q if have >= q else have}[kind]
        return {**stock, item: new}

    final = reduce(apply_line, data["lines"], dict(data["opening"]))
    return [final[item] for item in data["items"]]


def test_inventory_ledger_oracle():
    checked = 0
    for bc, case in cases("data/inventory_ledger"):
        assert case.answer == ledger_oracle(case.data)
        checked += 1
    assert checked == 5 * PER_LEVEL


def test_inventory_ledger_hand_worked():
    bc = bootcamps.get("data/inventory_ledger")
    # bolts 5: ship 7 refused (5), receive 4 (9), ship 7 (2); nuts 1: count 10, ship 3 -> 7
    data = {"items": ["bolts", "nuts"], "opening": {"bolts": 5, "nuts": 1},
            "lines": [["ship", "bolts", 7, 0], ["receive", "bolts", 4, 0], ["count", "nuts", 10, 0],
                      ["ship", "bolts", 7, 0], ["ship", "nuts", 3, 0]]}
    assert bc.solve(data) == [2, 7]
    assert bc.check(data, [2, 7], "2, 7") == 1.0 and bc.check(data, [2, 7], "-5, 7") == 0.0


# ---------------------------------------------------------------- data/json_merge_patch


def rfc7386(target, patch):
    """The RFC's pseudo-code, written as a pure function over fresh dicts."""
    if not isinstance(patch, dict):
        return patch
    base = target if isinstance(target, dict) else {}
    keep = {k: v for k, v in base.items() if k not in patch}
    merged = {k: rfc7386(base.get(k), v) for k, v in patch.items() if v is not None}
    return {**keep, **merged}


def test_json_merge_patch_oracle():
    import json

    checked = 0
    for bc, case in cases("data/json_merge_patch"):
        expected = rfc7386(json.loads(case.data["document"]), json.loads(case.data["patch"]))
        assert json.loads(case.answer) == expected
        assert case.answer == json.dumps(expected, sort_keys=True, separators=(",", ":"))
        checked += 1
    assert checked == 5 * PER_LEVEL


def test_json_merge_patch_hand_worked():
    bc = bootcamps.get("data/json_merge_patch")
    # RFC 7386's own example (Section 3), without its nested-array detail
    data = {"document": '{"title": "Goodbye!", "author": {"givenName": "John", "familyName": "Doe"}, "tags": ["example", "sample"]}',
            "patch": '{"title": "Hello!", "phoneNumber": "+01-123-456-7890", "author": {"familyName": null}, "tags": ["example"]}'}
    gold = bc.solve(data)
    assert gold == ('{"author":{"givenName":"John"},"phoneNumber":"+01-123-456-7890","tags":["example"],"title":"Hello!"}')
    pretty = '{\n  "title": "Hello!",\n  "author": {"givenName": "John"},\n  "tags": ["example"],\n  "phoneNumber": "+01-123-456-7890"\n}'
    assert bc.verify(data, gold, answer(pretty)) == 1.0
    assert bc.check(data, gold, gold.replace('"John"', '"John","familyName":null')) == 0.0
    assert bc.check(data, gold, '{"a": 1, "a": 2}') == 0.0 and bc.check(data, gold, gold + "\n" + gold) == 0.0
    bool_doc = {"document": '{"a": 1}', "patch": '{"a": true}'}
    assert bc.check(bool_doc, bc.solve(bool_doc), '{"a": 1}') == 0.0  # true is not 1


# ---------------------------------------------------------------- logic/alternators


def alternators_z3(data: dict) -> list[list[str]]:
    """All models (at most 2) of the puzzle in z3: types as integers 0..2."""
    import z3

    from bootcamps.logic.alternators import TYPES

    n = len(data["names"])
    kind = [z3.Int(f"t{i}") for i in range(n)]
    solver = z3.Solver()
    for k in kind:
        solver.add(k >= 0, k <= 2)

    def truth(s):
        if s[0] == "is":
            return kind[s[1]] == TYPES.index(s[2])
        if s[0] == "isnot":
            return kind[s[1]] != TYPES.index(s[2])
        if s[0] == "same":
            return kind[s[1]] == kind[s[2]]
        if s[0] == "diff":
            return kind[s[1]] != kind[s[2]]
        return z3.Sum([z3.If(k == TYPES.index(s[1]), 1, 0) for k in kind]) == s[2]

    for p, (s1, s2) in enumerate(data["statements"]):
        a, b = truth(s1), truth(s2)
        solver.add(z3.Implies(kind[p] == 0, z3.And(a, b)))
        solver.add(z3.Implies(kind[p] == 1, z3.And(z3.Not(a), z3.Not(b))))
        solver.add(z3.Implies(kind[p] == 2, a != b))
    models = []
    while len(models) < 2 and solver.check() == z3.sat:
        m = solver.model()
        values = [m.eval(k).as_long() for k in kind]
        models.append([TYPES[v] for v in values])
        solver.add(z3.Or([k != v for k, v in zip(kind, values)]))
    return models


def test_alternators_z3_oracle():
    checked = 0
    for bc, case in cases("logic/alternators", 6):
        assert alternators_z3(case.data) == [case.answer]
        checked += 1
    assert checked == 5 * 6


def test_alternators_hand_worked():
    bc = bootcamps.get("logic/alternators")
    # Ada: "Bram is a liar." / "I am an alternator."  Bram: "Ada is a truth-teller." / "Ada and I are of the same type."
    # Ada cannot be a truth-teller (her 2nd would be true, making her an alternator). Ada liar: Bram is not a liar
    # and Ada is no alternator (true: contradiction). Ada alternator: 2nd true, so 1st false: Bram not a liar;
    # Bram's 1st is false, so Bram is an alternator and his 2nd (same type) is true. Unique: alternator, alternator.
    data = {"names": ["Ada", "Bram"], "statements": [[["is", 1, "liar"], ["is", 0, "alternator"]],
                                                      [["is", 0, "truth-teller"], ["same", 1, 0]]]}
    assert bc.solve(data) == ["alternator", "alternator"]
    assert bc.check(data, ["alternator", "alternator"], "Ada: alternator, Bram: alternator") == 1.0
    assert bc.check(data, ["alternator", "alternator"], "alternator, alternator, liar") == 0.0


# ---------------------------------------------------------------- code/list_comprehension


def closure(e):
    """An expression tree as a Python function of an environment (operator module, no eval)."""
    import operator

    ops = {"+": operator.add, "-": operator.sub, "*": operator.mul, "//": operator.floordiv, "%": operator.mod,
           "<": operator.lt, "<=": operator.le, "==": operator.eq, "!=": operator.ne, ">": operator.gt, ">=": operator.ge}
    if e[0] == "num":
        return lambda env: e[1]
    if e[0] == "var":
        return lambda env: env[e[1]]
    f, a, b = ops[e[1]], closure(e[2]), closure(e[3])
    return lambda env: f(a(env), b(env))


def test_list_comprehension_oracle():
    checked = 0
    for bc, case in cases("code/list_comprehension"):
        lists = {"a": case.data["start"]}
        for stage in case.data["stages"]:
            expr = closure(stage["expr"])
            cond = closure(stage["cond"]) if stage["cond"] is not None else (lambda env: True)
            (v1, s1), *rest = stage["loops"]
            source1 = lists[s1]
            if rest:
                (v2, s2), = rest
                k = int(s2[len("range("):-1])
                lists[stage["name"]] = [expr({v1: x, v2: y}) for x in source1 for y in range(k) if cond({v1: x, v2: y})]
            else:
                lists[stage["name"]] = [expr({v1: x}) for x in source1 if cond({v1: x})]
        assert case.answer == lists[case.data["stages"][-1]["name"]]
        checked += 1
    assert checked == 5 * PER_LEVEL


def test_list_comprehension_hand_worked():
    bc = bootcamps.get("code/list_comprehension")
    # b = [x % 3 for x in a if x > 0]; c = [x * y for x in b for y in range(2)], a = [4, -1, 5]
    data = {"start": [4, -1, 5], "stages": [
        {"name": "b", "loops": [["x", "a"]], "cond": ["cmp", ">", ["var", "x"], ["num", 0]], "expr": ["bin", "%", ["var", "x"], ["num", 3]]},
        {"name": "c", "loops": [["x", "b"], ["y", "range(2)"]], "cond": None, "expr": ["bin", "*", ["var", "x"], ["var", "y"]]}]}
    assert bc.solve(data) == [0, 1, 0, 2]
    assert bc.check(data, [0, 1, 0, 2], "[0, 1, 0, 2]") == 1.0 and bc.check(data, [0, 1, 0, 2], "0, 1, 2") == 0.0


# ---------------------------------------------------------------- data/session_minutes


def test_session_minutes_datetime_oracle():
    from datetime import datetime, timedelta

    day = datetime(2024, 5, 1)
    checked = 0
    for bc, case in cases("data/session_minutes"):
        spans: dict[str, list] = {u: [] for u in case.data["users"]}
        for minute, user, event in case.data["events"]:
            at = day + timedelta(minutes=minute)
            if event == "login" and (not spans[user] or spans[user][-1][1] is not None):
                spans[user].append([at, None])
            elif event == "logout" and spans[user] and spans[user][-1][1] is None:
                spans[user][-1][1] = at
        close = day + timedelta(minutes=case.data["end"])
        expected = [sum(((b or close) - a).seconds // 60 for a, b in spans[u]) for u in case.data["users"]]
        assert case.answer == expected
        assert case.answer == bc.solve(case.data)
        checked += 1
    assert checked == 5 * PER_LEVEL


def test_session_minutes_hand_worked():
    bc = bootcamps.get("data/session_minutes")
    # ana: 09:00 login, 09:10 login (ignored), 09:30 logout -> 30; 09:40 logout (ignored); bo: 09:50 login, open to 10:00 -> 10
    data = {"users": ["ana", "bo"], "end": 600, "format": 0,
            "events": [[540, "ana", "login"], [550, "ana", "login"], [570, "ana", "logout"], [580, "ana", "logout"], [590, "bo", "login"]]}
    assert bc.solve(data) == [30, 10]
    assert bc.check(data, [30, 10], "30, 10") == 1.0 and bc.check(data, [30, 10], "40, 10") == 0.0


# ---------------------------------------------------------------- formal/pushdown_accept


def pda_bfs(data: dict, word: str) -> bool:
    """Breadth-first over (position, state, stack) configurations; determinism is asserted."""
    from collections import deque

    rules: dict[tuple[str, str, str], list] = {}
    for key, value in data["moves"].items():
        s, x, top = key.split()
        assert (s, x, top) not in rules
        rules[s, x, top] = value
    queue, accepted = deque([(0, data["start"], "Z")]), False
    while queue:
        pos, state, stack = queue.popleft()
        if pos == len(word):
            accepted = accepted or state in data["accept"]
            continue
        if stack and (state, word[pos], stack[0]) in rules:
            nxt, push = rules[state, word[pos], stack[0]]
            queue.append((pos + 1, nxt, push + stack[1:]))
    return accepted


def test_pushdown_accept_bfs_oracle():
    checked = 0
    for bc, case in cases("formal/pushdown_accept"):
        expected = [i + 1 for i, w in enumerate(case.data["strings"]) if pda_bfs(case.data, w)]
        assert case.answer == expected
        checked += 1
    assert checked == 5 * PER_LEVEL


def test_pushdown_accept_hand_worked():
    bc = bootcamps.get("formal/pushdown_accept")
    # a^n b^n (n >= 1): push A per a, pop per b, accept in q2 when Z is back on top
    moves = {"q0 a Z": ["q0", "AZ"], "q0 a A": ["q0", "AA"], "q0 b A": ["q1", ""], "q1 b A": ["q1", ""], "q1 a Z": ["q3", "Z"]}
    moves["q1 b Z"] = ["q3", "Z"]
    data = {"start": "q0", "accept": ["q1"], "moves": moves, "strings": ["aabb", "aab", "abb", "ab"]}
    # q1 is accepting once a b was read; "aab" ends in q1 with A left: accepted by final state too
    assert bc.solve(data) == [1, 2, 4]
    assert bc.check(data, [1, 2, 4], "1, 2, 4") == 1.0 and bc.check(data, [1, 2, 4], "1, 4") == 0.0


# ---------------------------------------------------------------- code/stack_queue_program


def test_stack_queue_program_oracle():
    """Replay with plain lists: S pops from the end, Q pops from the front by index bookkeeping."""
    checked = 0
    for bc, case in cases("code/stack_queue_program"):
        stack, queue, head, printed = [], [], 0, []
        for op in case.data["ops"]:
            if op[0] == "push":
                stack.append(op[1])
            elif op[0] == "enqueue":
                queue.append(op[1])
            elif op[0] == "s2q":
                queue.append(stack.pop())
            elif op[0] == "q2s":
                stack.append(queue[head])
                head += 1
            elif op[0] == "print_s":
                printed.append(stack.pop())
            else:
                printed.append(queue[head])
                head += 1
        assert case.answer == printed
        checked += 1
    assert checked == 5 * PER_LEVEL


def test_stack_queue_program_hand_worked():
    bc = bootcamps.get("code/stack_queue_program")
    # push 1, push 2, enqueue 3, S->Q (2), print Q (3), print Q (2), print S (1)
    data = {"style": 0, "ops": [["push", 1], ["push", 2], ["enqueue", 3], ["s2q"], ["print_q"], ["print_q"], ["print_s"]]}
    assert bc.solve(data) == [3, 2, 1]
    assert bc.check(data, [3, 2, 1], "3, 2, 1") == 1.0 and bc.check(data, [3, 2, 1], "1, 2, 3") == 0.0
