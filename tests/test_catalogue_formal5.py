"""Fifth batch of formal-language and code bootcamps: gold answers agree with independent
oracles (brute force with Python's ``re``, direct simulators written another way) on cases at
every level, and one hand-worked example per bootcamp scores 1.0 while a wrong answer scores 0.0.

Oracles only ever see generated data (a case's inputs), never model text.
"""

from __future__ import annotations

import itertools
import re

import pytest

import bootcamps

LEVELS = ("1", "2", "3", "4", "5")
SAMPLE = 4  # cases per level per bootcamp


def _score(bc, data, gold, text):
    return bc.verify(data, gold, f"<answer>{text}</answer>")


def _shortlex(letters, max_len):
    for n in range(1, max_len + 1):
        for word in itertools.product(letters, repeat=n):
            yield "".join(word)


# ---------------------------------------------------------------- oracles: (data, gold) -> bool


def oracle_regex_equivalence(d, gold):
    p1, p2 = (re.compile(t) for t in d["texts"])
    if bool(p1.fullmatch("")) != bool(p2.fullmatch("")):
        return False
    bound = 9 if len(d["alphabet"]) == 2 else 7
    for word in _shortlex(d["alphabet"], bound):
        if bool(p1.fullmatch(word)) != bool(p2.fullmatch(word)):
            return gold == word
    return gold == "equivalent"


def oracle_counter_machine(d, gold):
    # A plain simulator over the numbered program: a table from line number to instruction.
    table = {i: instr for i, instr in enumerate(d["code"], 1)}
    values = dict(zip(d["counters"], d["init"]))
    line = 1
    for _ in range(100_000):
        instr = table[line]
        if instr == ["HALT"]:
            return gold == [values[c] for c in d["counters"]]
        if instr[0] == "INC":
            values[instr[1]] += 1
            line = instr[2]
        else:
            line = instr[2] if values[instr[1]] else instr[3]
            values[instr[1]] = max(0, values[instr[1]] - 1)
    return False


def oracle_cfg_string_count(d, gold):
    # Every string of length n, tested by a memoised recursive-descent recogniser.
    rules = {}
    for left, right in d["rules"]:
        rules.setdefault(left, []).append(tuple(right))

    def member(word):
        from functools import lru_cache

        @lru_cache(maxsize=None)
        def derives(symbols, i, j):  # does the symbol sequence derive word[i:j]?
            if not symbols:
                return i == j
            head, rest = symbols[0], symbols[1:]
            if j - i < len(symbols):
                return False
            if head.islower():
                return word[i] == head and derives(rest, i + 1, j)
            for k in range(i + 1, j - len(rest) + 1):
                if any(derives(r, i, k) for r in rules.get(head, [])) and derives(rest, k, j):
                    return True
            return False

        return derives(("S",), 0, len(word))

    return gold == sum(member("".join(w)) for w in itertools.product(d["alphabet"], repeat=d["n"]))


def _passing_replay(d, mode):
    # A third interpreter: memory is a dict keyed by ("i",) and ("a", k); a parameter resolves
    # to a key (reference: at the call; name: at every use) or to a private slot.
    mem = {("i",): d["i"], **{("a", k): v for k, v in enumerate(d["a"])}}

    def key_of(arg):
        return ("i",) if arg == ["i"] else ("a", mem[("i",)] if arg[1] == "i" else arg[1])

    fixed = {p: key_of(arg) for p, arg in zip("xy", d["args"])}
    for p in "xy":
        if mode in ("value", "value-result"):
            mem[("local", p)] = mem[fixed[p]]
    mem[("local", "t")] = 0

    def resolve(op):
        if op[0] == "t":
            return ("local", "t")
        if op[0] in "xy":
            if mode in ("value", "value-result"):
                return ("local", op[0])
            return fixed[op[0]] if mode == "reference" else key_of(d["args"]["xy".index(op[0])])
        return ("i",) if op[0] == "i" else ("a", op[1])

    for target, left, op, right in d["body"]:
        a, b = (o[1] if o[0] == "c" else mem[resolve(o)] for o in (left, right))
        mem[resolve(target)] = {"+": a + b, "-": a - b, "*": a * b}[op]
    if mode == "value-result":
        for p in "xy":
            mem[fixed[p]] = mem[("local", p)]
    return [mem[("i",)]] + [mem[("a", k)] for k in range(len(d["a"]))]


def oracle_parameter_passing(d, gold):
    return gold == _passing_replay(d, d["mode"])


def oracle_css_specificity(d, gold):
    # Works from the rendered texts: parse each tag and selector again, then try every embedding
    # of the selector's compounds into the ancestor chain.
    from bootcamps.code.css_specificity import node_text, selector_text

    nodes = []
    for node in d["chain"]:
        text = node_text(node)
        tag = re.match(r"<([a-z]+)", text).group(1)
        ident = re.search(r' id="([a-z]+)"', text)
        classes = re.search(r' class="([a-z ]+)"', text)
        nodes.append((tag, ident.group(1) if ident else None, set(classes.group(1).split()) if classes else set()))

    def compound_ok(text, node):
        tag = re.match(r"[a-z]+|\*", text)
        ids = re.findall(r"#([a-z]+)", text)
        classes = re.findall(r"\.([a-z]+)", text)
        return ((tag is None or tag.group(0) in ("*", node[0])) and all(i == node[1] for i in ids)
                and set(classes) <= node[2])

    best = None
    if d["inline"]:
        best = ((0, 1, 0, 0, 0, -1), d["inline"])
    for order, rule in enumerate(d["rules"]):
        text = selector_text(rule["selector"])
        tokens = text.replace(" > ", " >").split(" ")
        parts = [t.lstrip(">") for t in tokens]
        child = [t.startswith(">") for t in tokens[1:]]
        last = len(nodes) - 1
        ok = False
        for idx in itertools.combinations(range(last), len(parts) - 1):
            where = list(idx) + [last]
            if all(compound_ok(p, nodes[j]) for p, j in zip(parts, where)) and \
                    all(not c or b == a + 1 for c, a, b in zip(child, where, where[1:])):
                ok = True
        if ok:
            spec = (text.count("#"), text.count("."), len(re.findall(r"(?:^|[ >])([a-z]+)", text)))
            key = (int(rule["important"]), 0, *spec, order)
            if best is None or key > best[0]:
                best = (key, rule["color"])
    return best is not None and gold == best[1]


ORACLES = {
    "code/css_specificity": oracle_css_specificity,
    "code/parameter_passing": oracle_parameter_passing,
    "formal/cfg_string_count": oracle_cfg_string_count,
    "formal/counter_machine": oracle_counter_machine,
    "formal/regex_equivalence": oracle_regex_equivalence,
}


@pytest.mark.parametrize("bootcamp_id", sorted(ORACLES))
def test_gold_agrees_with_oracle(bootcamp_id):
    bc = bootcamps.get(bootcamp_id)
    oracle = ORACLES[bootcamp_id]
    for level in LEVELS:
        for seed in range(SAMPLE):
            case = bc.case(seed, level)
            assert oracle(case.data, case.answer), (bootcamp_id, level, seed, case.data, case.answer)
            assert bc.solve(case.data) == case.answer
            assert bc.score(case, f"<answer>{bc.format_answer(case.answer)}</answer>") == 1.0


# ---------------------------------------------------------------- hand-worked examples


def _regex_data(t1, t2):
    from bootcamps.kit import machines

    def parse(text):  # tiny hand-built trees for the examples below
        return {
            "(ab)*": machines.star(machines.cat(machines.sym("a"), machines.sym("b"))),
            "a*b*": machines.cat(machines.star(machines.sym("a")), machines.star(machines.sym("b"))),
            "(ab)*a": machines.cat(machines.star(machines.cat(machines.sym("a"), machines.sym("b"))), machines.sym("a")),
            "a(ba)*": machines.cat(machines.sym("a"), machines.star(machines.cat(machines.sym("b"), machines.sym("a")))),
        }[text]

    return {"first": machines.to_json(parse(t1)), "second": machines.to_json(parse(t2)), "texts": [t1, t2],
            "alphabet": "ab"}


def test_regex_equivalence_by_hand():
    bc = bootcamps.get("formal/regex_equivalence")
    # (ab)* vs a*b*: both take "", a is only in a*b*
    data = _regex_data("(ab)*", "a*b*")
    assert bc.run_program(data)[0] == "a" == bc.solve(data)
    assert _score(bc, data, "a", "a") == 1.0 and _score(bc, data, "a", "b") == 0.0
    assert _score(bc, data, "a", "equivalent") == 0.0
    # the sliding rule (ab)*a = a(ba)*
    data = _regex_data("(ab)*a", "a(ba)*")
    assert bc.run_program(data)[0] == "equivalent" == bc.solve(data)
    assert _score(bc, data, "equivalent", "Equivalent.") == 1.0 and _score(bc, data, "equivalent", "a") == 0.0


def test_counter_machine_by_hand():
    bc = bootcamps.get("formal/counter_machine")
    # while A > 0: A -= 1; B += 2  with A = 2: B ends at 4
    data = {"counters": "AB", "init": [2, 0], "style": 0,
            "code": [["DEC", "A", 2, 4], ["INC", "B", 3], ["INC", "B", 1], ["HALT"]]}
    assert bc.run_program(data)[0] == [0, 4] == bc.solve(data)
    assert _score(bc, data, [0, 4], "A=0, B=4") == 1.0 and _score(bc, data, [0, 4], "0, 4") == 1.0
    assert _score(bc, data, [0, 4], "B=4, A=0") == 0.0 and _score(bc, data, [0, 4], "A=0, B=3") == 0.0


def test_cfg_string_count_by_hand():
    bc = bootcamps.get("formal/cfg_string_count")
    # S -> a | b | S S: all 8 strings of length 3, each with 2 parse trees (16 trees)
    data = {"rules": [["S", ["a"]], ["S", ["b"]], ["S", ["S", "S"]]], "nonterminals": "S", "alphabet": "ab", "n": 3}
    assert bc.run_program(data)[0] == 8 == bc.solve(data)
    assert _score(bc, data, 8, "8") == 1.0 and _score(bc, data, 8, "16") == 0.0


def test_parameter_passing_by_hand():
    bc = bootcamps.get("code/parameter_passing")
    # the textbook swap(i, a[i]): t = x; x = y; y = t
    body = [[["t"], ["x"], "+", ["c", 0]], [["x"], ["y"], "+", ["c", 0]], [["y"], ["t"], "+", ["c", 0]]]
    data = {"mode": "name", "i": 0, "a": [2, 7, 9], "args": [["i"], ["a", "i"]], "body": body}
    # by name: t = i = 0; i = a[0] = 2; a[i] is now a[2] = 0
    assert bc.run_program(data)[0] == [2, 2, 7, 0] == bc.solve(data)
    assert _score(bc, data, [2, 2, 7, 0], "i=2, a=[2, 7, 0]") == 1.0
    assert _score(bc, data, [2, 2, 7, 0], "i=2, a=[0, 7, 9]") == 0.0  # the by-reference swap
    data = {**data, "mode": "reference"}
    assert bc.run_program(data)[0] == [2, 0, 7, 9] == bc.solve(data)


def test_css_specificity_by_hand():
    bc = bootcamps.get("code/css_specificity")

    def sel(parts, combs=()):
        return {"parts": [{"tag": t, "id": i, "classes": c} for t, i, c in parts], "combs": list(combs)}

    chain = [{"tag": "div", "id": "main", "classes": []}, {"tag": "p", "id": None, "classes": ["note"]}]
    rules = [
        {"selector": sel([("p", None, [])]), "color": "red", "important": False},  # 0,0,1
        {"selector": sel([(None, "main", []), ("p", None, [])], " "), "color": "blue", "important": False},  # 1,0,1
        {"selector": sel([(None, None, ["note"])]), "color": "green", "important": False},  # 0,1,0
        {"selector": sel([("div", None, []), ("p", None, ["note"])], ">"), "color": "gold", "important": False},  # 0,1,2
        {"selector": sel([("span", None, [])]), "color": "pink", "important": True},  # does not match
    ]
    data = {"chain": chain, "rules": rules, "inline": None}
    assert bc.run_program(data)[0] == "blue" == bc.solve(data)
    assert _score(bc, data, "blue", "Blue") == 1.0 and _score(bc, data, "blue", "gold") == 0.0
    data = {**data, "inline": "teal"}  # an inline style beats every normal rule
    assert bc.run_program(data)[0] == "teal" == bc.solve(data)
