"""Issue 12, code/formal batch 5 against independent oracles, with one hand-worked example per
bootcamp and tests of ``bootcamps.kit.interp3``.

Oracles are written apart from the bootcamps' solvers: Python's ``exec`` on the GENERATED
program text (never on model text), gcc, sed, awk and bash on generated programs, networkx and
plain brute force.
"""

from __future__ import annotations

import contextlib
import io
import itertools
import shutil
import subprocess

import pytest

import bootcamps
from bootcamps.kit import interp3

LEVELS = bootcamps.LEVELS
PER_LEVEL = 3


def cases(bootcamp_id: str, n: int = PER_LEVEL):
    bc = bootcamps.get(bootcamp_id)
    for level in LEVELS:
        for seed in range(n):
            yield bc, bc.case(seed, level)


def answer(text: str) -> str:
    return f"<answer>{text}</answer>"


def run_source(code: str) -> list[str]:
    """The lines a generated program prints, run by Python itself (generated text only)."""
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(compile(code, "<generated>", "exec"), {})  # noqa: S102 - generated program text, never model text
    return out.getvalue().splitlines()


def hand(bootcamp_id: str, data: dict, gold, right: str, wrong: str) -> None:
    bc = bootcamps.get(bootcamp_id)
    assert bc.solve(data) == gold
    assert bc.check(data, gold, right) == 1.0
    assert bc.check(data, gold, wrong) == 0.0


# ---------------------------------------------------------------- kit.interp3


def test_interp3_ll1_table_and_cells():
    rules = [["S", ["a", "S"]], ["S", []], ["S", ["a"]]]
    table = interp3.ll1_table(rules, "S")
    assert table[("S", "a")] == [0, 2] and table[("S", "$")] == [1]
    assert interp3.read_cells("S:a, A:$") == ["S:a", "A:$"]
    assert interp3.read_cells("S:a, S:a") is None
    assert interp3.read_cells("S:a or A:b") is None


# ---------------------------------------------------------------- formal/lr0_item_sets


def lr0_oracle(names: str, rules: list[list]) -> int:
    """Canonical collection with items as strings 'k|dot', closed by a recursive helper."""
    prods = [("Z", tuple(names[0]))] + [(left, tuple(right)) for left, right in rules]

    def close(items: frozenset) -> frozenset:
        new = set(items)
        for k, dot in items:
            right = prods[k][1]
            if dot < len(right) and right[dot].isupper():
                new |= {(j, 0) for j, p in enumerate(prods) if p[0] == right[dot]}
        return frozenset(new) if new == set(items) else close(frozenset(new))

    symbols = {s for _, r in prods for s in r}
    collection = {close(frozenset({(0, 0)}))}
    while True:
        grown = set(collection)
        for state in collection:
            for x in symbols:
                moved = frozenset((k, d + 1) for k, d in state if d < len(prods[k][1]) and prods[k][1][d] == x)
                if moved:
                    grown.add(close(moved))
        if grown == collection:
            return len(collection)
        collection = grown


def test_lr0_item_sets_oracle():
    for bc, case in cases("formal/lr0_item_sets"):
        assert case.answer == lr0_oracle(case.data["names"], case.data["rules"])


def test_lr0_item_sets_hand():
    # S -> a S | b: I0 {S'->.S, S->.aS, S->.b}, I1 {S'->S.}, I2 {S->a.S, S->.aS, S->.b}, I3 {S->b.}, I4 {S->aS.}
    hand("formal/lr0_item_sets", {"names": "S", "rules": [["S", ["a", "S"]], ["S", ["b"]]]}, 5, "5", "4")


# ---------------------------------------------------------------- formal/ll1_conflicts


def ll1_conflicts_oracle(names: str, rules: list[list]) -> set[str]:
    """FIRST and FOLLOW as reachability in networkx graphs, then the table by counting."""
    import networkx as nx

    null: set[str] = set()
    for _ in range(len(rules) + 1):
        null |= {left for left, right in rules if all(s in null for s in right)}
    begins = nx.DiGraph()  # X -> symbol X's strings can begin with
    begins.add_nodes_from(names)
    for left, right in rules:
        for s in right:
            begins.add_edge(left, s)
            if s not in null:
                break
    first = {x: {s for s in nx.descendants(begins, x) if s.islower()} for x in names}

    def first_seq(seq):
        out = set()
        for s in seq:
            out |= {s} if s.islower() else first[s]
            if s.islower() or s not in null:
                return out, False
        return out, True

    feeds = nx.DiGraph()  # node -> B: FOLLOW(B) includes node's direct follows
    feeds.add_nodes_from(names)
    direct = {x: set() for x in names}
    direct[names[0]].add("$")
    for left, right in rules:
        for i, s in enumerate(right):
            if s.isupper():
                f, rest_null = first_seq(right[i + 1:])
                direct[s] |= f
                if rest_null:
                    feeds.add_edge(left, s)
    follow = {b: set().union(direct[b], *(direct[a] for a in nx.ancestors(feeds, b))) for b in names}
    count: dict[str, int] = {}
    for left, right in rules:
        f, is_null = first_seq(right)
        for term in f | (follow[left] if is_null else set()):
            count[f"{left}:{term}"] = count.get(f"{left}:{term}", 0) + 1
    return {cell for cell, n in count.items() if n > 1}


def test_ll1_conflicts_oracle():
    for bc, case in cases("formal/ll1_conflicts"):
        assert set(case.answer) == ll1_conflicts_oracle(case.data["names"], case.data["rules"])


def test_ll1_conflicts_hand():
    # S -> a S | eps | a: both S -> a S and S -> a predict a; S -> eps predicts $ only
    data = {"names": "S", "rules": [["S", ["a", "S"]], ["S", []], ["S", ["a"]]]}
    hand("formal/ll1_conflicts", data, ["S:a"], "S:a", "S:a, S:$")


# ---------------------------------------------------------------- code/sed_script


@pytest.mark.skipif(shutil.which("sed") is None, reason="needs sed")
def test_sed_script_real_sed(tmp_path):
    for bc, case in cases("code/sed_script"):
        path = tmp_path / "in.txt"
        path.write_text("\n".join(case.data["lines"]) + "\n")
        args = ["sed"]
        for cmd in case.data["script"]:
            args += ["-e", interp3.sed_command_text(cmd)]
        done = subprocess.run(args + [str(path)], capture_output=True, text=True, check=True,
                              env={"LC_ALL": "C", "PATH": "/usr/bin:/bin"})
        assert done.stdout.splitlines() == case.answer


def test_sed_script_hand():
    # line 1 'ab1 b2': s/b/X/2 -> 'ab1 X2'; y/12/xy/ -> 'abx Xy'; line 2 'c3' deleted by /3/d
    data = {"lines": ["ab1 b2", "c3"], "script": [["s", None, "b", "X", "2"], ["y", None, "12", "xy"], ["d", ["re", "3"]]]}
    hand("code/sed_script", data, ["abx Xy"], "abx Xy", "aXx by")


# ---------------------------------------------------------------- code/awk_program


@pytest.mark.skipif(shutil.which("awk") is None, reason="needs awk")
def test_awk_program_real_awk(tmp_path):
    from bootcamps.code import awk_program

    for bc, case in cases("code/awk_program"):
        path = tmp_path / "t.txt"
        path.write_text("".join(" ".join(map(str, row)) + "\n" for row in case.data["rows"]))
        done = subprocess.run(["awk", awk_program.source(case.data), str(path)], capture_output=True, text=True, check=True)
        assert done.stdout.splitlines() == case.answer


def test_awk_program_hand():
    # rows 'ann 3 4', 'bob 5 1': $2 > 4 matches only bob: s = 1, print 'bob 10'; c counts both lines
    data = {"rows": [["ann", 3, 4], ["bob", 5, 1]], "vars": ["s", "c"],
            "rules": [[["gt", 2, 4], [["add", "s", 3], ["print", 2]]], [None, [["inc", "c"]]]]}
    hand("code/awk_program", data, ["bob 10", "1 2"], "bob 10\n1 2", "bob 10\n5 2")


# ---------------------------------------------------------------- code/git_merge_base


def git_merge_base_real(data: dict, path) -> list[str]:
    """Build the history with git commit-tree (one empty tree) and ask git itself."""
    env = {"GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@t", "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@t",
           "GIT_AUTHOR_DATE": "2000-01-01T00:00:00", "GIT_COMMITTER_DATE": "2000-01-01T00:00:00", "PATH": "/usr/bin:/bin",
           "HOME": str(path)}

    def git(*args: str) -> str:
        return subprocess.run(["git", "-C", str(path), *args], capture_output=True, text=True, check=True, env=env).stdout.strip()

    git("init", "-q")
    tree = git("mktree")  # stdin empty: the empty tree
    sha: dict[str, str] = {}
    for c in data["order"]:
        args = ["commit-tree", tree, "-m", c]
        for p in data["parents"][c]:
            args += ["-p", sha[p]]
        sha[c] = git(*args)
    back = {v: k for k, v in sha.items()}
    return sorted(back[s] for s in git("merge-base", "--all", sha[data["x"]], sha[data["y"]]).split())


@pytest.mark.skipif(shutil.which("git") is None, reason="needs git")
def test_git_merge_base_real_git(tmp_path):
    for k, (bc, case) in enumerate(cases("code/git_merge_base", 2)):
        repo = tmp_path / f"r{k}"
        repo.mkdir()
        assert git_merge_base_real(case.data, repo) == sorted(case.answer)


def test_git_merge_base_hand():
    # criss-cross: a000 root; b111, c222 children; d333 merges b,c; e444 merges c,b -> bases b111 and c222
    data = {"order": ["a000", "b111", "c222", "d333", "e444"], "x": "d333", "y": "e444",
            "parents": {"a000": [], "b111": ["a000"], "c222": ["a000"], "d333": ["b111", "c222"], "e444": ["c222", "b111"]}}
    hand("code/git_merge_base", data, ["b111", "c222"], "c222, b111", "a000")


# ---------------------------------------------------------------- code/c_precedence


def gcc_run(source: str, path) -> list[str]:
    (path / "p.c").write_text(source)
    subprocess.run(["gcc", "-w", "-O0", "-o", str(path / "p"), str(path / "p.c")], check=True, capture_output=True)
    return subprocess.run([str(path / "p")], capture_output=True, text=True, check=True).stdout.split()


@pytest.mark.skipif(shutil.which("gcc") is None, reason="needs gcc")
def test_c_precedence_gcc(tmp_path):
    from bootcamps.code import c_precedence

    body, golds = [], []
    for bc, case in cases("code/c_precedence"):
        env = case.data["env"]
        block = [f"int a = {env['a']}, b = {env['b']}, c = {env['c']};"]
        block += [f'printf("%d\\n", {c_precedence.render(e)});' for e in case.data["exprs"]]
        body.append("{ " + " ".join(block) + " }")
        golds += case.answer
    source = "#include <stdio.h>\nint main(void) {\n" + "\n".join(body) + "\nreturn 0; }\n"
    assert list(map(int, gcc_run(source, tmp_path))) == golds


def test_c_precedence_hand():
    # a & b == c is a & (b == c): 6 & (3 == 3) = 0; a << b + 1 = 6 << 4 = 96; -7 / 2 = -3, -7 % 2 = -1
    data = {"env": {"a": 6, "b": 3, "c": 3}, "exprs": [
        ["bin", "&", ["var", "a"], ["bin", "==", ["var", "b"], ["var", "c"]]],
        ["bin", "<<", ["var", "a"], ["bin", "+", ["var", "b"], ["num", 1]]],
        ["bin", "/", ["un", "-", ["num", 7]], ["num", 2]],
        ["bin", "%", ["un", "-", ["num", 7]], ["num", 2]]]}
    hand("code/c_precedence", data, [0, 96, -3, -1], "0 96 -3 -1", "2 96 -3 1")


# ---------------------------------------------------------------- code/c_pointers


@pytest.mark.skipif(shutil.which("gcc") is None, reason="needs gcc")
def test_c_pointers_gcc(tmp_path):
    from bootcamps.code import c_pointers

    blocks, golds = [], []
    for bc, case in cases("code/c_pointers"):
        blocks.append("{\n" + c_pointers.source(case.data) + "\n}")
        golds += case.answer
    source = "#include <stdio.h>\nint main(void) {\n" + "\n".join(blocks) + "\nreturn 0; }\n"
    assert list(map(int, gcc_run(source, tmp_path))) == golds


def test_c_pointers_hand():
    # arr {1,2,3}, p=arr+0, q=arr+2: *p++ = 9 -> {9,2,3}, p=1; q[-1] += 5 -> {9,7,3}; x += *p++ -> x=7, p=2
    data = {"arr": [1, 2, 3], "p": 0, "q": 2, "statements": [["postinc_store", "p", 9], ["addto", "q", -1, 5], ["x_postinc", "p"]]}
    hand("code/c_pointers", data, [9, 7, 3, 7], "9 7 3 7", "9 2 3 2")


# ---------------------------------------------------------------- code/x86_flags


def x86_asm_block(code: list) -> str:
    from bootcamps.code import x86_flags

    lines = [x86_flags.render(i) for i in code] + ["setz cl", "sets ch", "setc dl", "seto dh"]
    asm = "\\n".join([".intel_syntax noprefix"] + lines + [".att_syntax prefix"])
    return ('{ unsigned long ax, bx, cx, dx;\n'
            f'asm volatile("{asm}" : "=a"(ax), "=b"(bx), "=c"(cx), "=d"(dx) : : "cc");\n'
            'printf("%lu %lu %lu %lu %lu %lu\\n", ax & 255, bx & 255, cx & 255, (cx >> 8) & 255, dx & 255, (dx >> 8) & 255); }')


@pytest.mark.skipif(shutil.which("gcc") is None or __import__("platform").machine() != "x86_64", reason="needs gcc on x86-64")
def test_x86_flags_real_cpu(tmp_path):
    blocks, golds = [], []
    for bc, case in cases("code/x86_flags"):
        blocks.append(x86_asm_block(case.data["code"]))
        golds += case.answer
    source = "#include <stdio.h>\nint main(void) {\n" + "\n".join(blocks) + "\nreturn 0; }\n"
    assert list(map(int, gcc_run(source, tmp_path))) == golds


def test_x86_flags_hand():
    # 0x7F + 1 = 0x80: signed overflow, no carry; then inc al -> 0x81 keeps CF, OF cleared, SF set
    data = {"code": [["mov", "al", 127], ["mov", "bl", 1], ["add", "al", "bl"], ["inc", "al"]]}
    hand("code/x86_flags", data, [129, 1, 0, 1, 0, 0], "129 1 0 1 0 0", "129 1 0 1 0 1")


# ---------------------------------------------------------------- code/mutable_default


def test_mutable_default_exec():
    from bootcamps.code import mutable_default

    for bc, case in cases("code/mutable_default", 4):
        assert list(map(int, run_source(mutable_default.source(case.data)))) == case.answer


def test_mutable_default_hand():
    # f appends to its shared default: 2, then 2+5=7; g rebinds, so its default stays empty: 3, then 4
    data = {"funcs": [["f", "append", "sum"], ["g", "rebind", "sum"]], "box": None,
            "calls": [["f", 2, False], ["f", 5, False], ["g", 3, False], ["g", 4, False]]}
    hand("code/mutable_default", data, [2, 7, 3, 4], "2 7 3 4", "2 5 3 7")


# ---------------------------------------------------------------- code/python_scoping


def test_python_scoping_exec():
    from bootcamps.code import python_scoping

    for bc, case in cases("code/python_scoping", 6):
        printed = [int(v) for line in run_source(python_scoping.source(case.data)) for v in line.split()]
        assert printed == case.answer


def test_python_scoping_hand():
    # g: global x += 2 -> x = 3; f: enclosing x = 4, inner nonlocal x * 3 twice -> 36; print(x, y) -> 3 0
    data = {"x": 1, "y": 0, "statements": ["0", "1", "show"], "functions": [
        {"name": "g", "kind": "global", "var": "x", "a": 2, "b": 1, "op": "+", "times": 1},
        {"name": "f", "kind": "nonlocal", "var": "x", "a": 4, "b": 3, "op": "*", "times": 2}]}
    hand("code/python_scoping", data, [36, 3, 0], "36 3 0", "4 3 0")


# ---------------------------------------------------------------- code/memo_calls


def test_memo_calls_exec():
    from bootcamps.code import memo_calls

    for bc, case in cases("code/memo_calls", 5):
        assert list(map(int, run_source(memo_calls.source(case.data))[0].split())) == case.answer


def test_memo_calls_hand():
    # fibonacci-like f(n) = f(n-1) + f(n-2), f(n) = 1 for n < 2, at n = 5: f(5) = 8, bodies for 5..0 = 6,
    # hits: the second call of f(5), f(4) and f(3) (f(3), f(2), f(1)) = 3; f(2)'s f(0) is its first call
    data = {"n": 5, "base": 2, "base_value": 1, "const": 0, "rule": ["n - 1", "n - 2"], "odd": None}
    hand("code/memo_calls", data, [8, 6, 3], "8 6 3", "8 6 4")


# ---------------------------------------------------------------- formal/product_shortest_word


def accepts(dfa: dict, sigma: str, word: str) -> bool:
    q = 0
    for c in word:
        q = dfa["delta"][q][sigma.index(c)]
    return q in dfa["accept"]


def test_product_shortest_word_brute_force():
    for bc, case in cases("formal/product_shortest_word"):
        d, sigma = case.data, case.data["symbols"]
        found = None
        for n in range(len(case.answer) + 1):
            for letters in itertools.product(sigma, repeat=n):  # length, then alphabetical order
                if accepts(d["A"], sigma, "".join(letters)) and accepts(d["B"], sigma, "".join(letters)):
                    found = "".join(letters)
                    break
            if found is not None:
                break
        assert found == case.answer


def test_product_shortest_word_hand():
    # A accepts words ending in b; B accepts words with at least two a's: shortest common word is aab
    data = {"symbols": "ab", "A": {"delta": [[0, 1], [0, 1]], "accept": [1]},
            "B": {"delta": [[1, 0], [2, 1], [2, 2]], "accept": [2]}}
    hand("formal/product_shortest_word", data, "aab", "aab", "aba")


# ---------------------------------------------------------------- formal/petri_reachable


def test_petri_reachable_networkx():
    import networkx as nx

    for bc, case in cases("formal/petri_reachable"):
        d = case.data
        graph, todo = nx.DiGraph(), [tuple(d["initial"])]
        graph.add_node(todo[0])
        while todo:
            m = todo.pop()
            for tr in d["transitions"]:
                need = {p: w for p, w in tr["in"]}
                if all(m[p] >= w for p, w in need.items()):
                    n = [m[i] - need.get(i, 0) + sum(w for p, w in tr["out"] if p == i) for i in range(len(m))]
                    if tuple(n) not in graph:
                        todo.append(tuple(n))
                    graph.add_edge(m, tuple(n))
        assert len(nx.descendants(graph, tuple(d["initial"]))) + 1 == case.answer


def test_petri_reachable_hand():
    # (1, 0) with t1: p1 -> p2 and t2: p2 -> p1 reaches (1, 0) and (0, 1) only
    data = {"initial": [1, 0], "transitions": [{"in": [[0, 1]], "out": [[1, 1]]}, {"in": [[1, 1]], "out": [[0, 1]]}]}
    hand("formal/petri_reachable", data, 2, "2", "3")


# ---------------------------------------------------------------- formal/pcp_search


def pcp_brute(dominoes: list, limit: int) -> list[int] | None:
    """All sequences by length, then dictionary order, cutting prefixes whose rows disagree."""
    def walk(seq: list[int], top: str, bottom: str, left: int):
        if seq and top == bottom:
            yield seq
        if left == 0:
            return
        for k, (t, b) in enumerate(dominoes):
            nt, nb = top + t, bottom + b
            n = min(len(nt), len(nb))
            if nt[:n] == nb[:n]:
                yield from walk(seq + [k + 1], nt, nb, left - 1)

    for length in range(1, limit + 1):
        exact = [s for s in walk([], "", "", length) if len(s) == length]
        if exact:
            return min(exact)
    return None


def test_pcp_search_brute_force():
    for bc, case in cases("formal/pcp_search"):
        assert pcp_brute(case.data["dominoes"], len(case.answer)) == case.answer


def test_pcp_search_hand():
    # a/ab then b/... : 1: a / ab, 2: bb / b -> tops a+bb = abb, bottoms ab+b = abb
    hand("formal/pcp_search", {"dominoes": [["a", "ab"], ["bb", "b"]]}, [1, 2], "1 2", "2 1")


# ---------------------------------------------------------------- code/nested_loop_count


def test_nested_loop_count_exec():
    from bootcamps.code import nested_loop_count

    for bc, case in cases("code/nested_loop_count", 6):
        assert run_source(nested_loop_count.source(case.data)) == [str(case.answer)]


def test_nested_loop_count_hand():
    # for i in range(4): for j in range(i, 4): count += 1  ->  4 + 3 + 2 + 1 = 10
    data = {"loops": [{"start": ["c", 0], "stop": ["c", 4], "step": 1}, {"start": ["v", "i", 0], "stop": ["c", 4], "step": 1}], "guard": None}
    hand("code/nested_loop_count", data, 10, "10", "16")


# ---------------------------------------------------------------- code/lisp_eval


def lisp_to_python(e: list) -> str:
    kind, args = e[0], [lisp_to_python(x) for x in e[1:]] if e[0] not in ("num", "var", "let", "let*") else []
    if kind == "num":
        return str(e[1])
    if kind == "var":
        return e[1]
    if kind == "let":
        names = ", ".join(n for n, _ in e[1])
        return f"(lambda {names}: {lisp_to_python(e[2])})({', '.join(lisp_to_python(v) for _, v in e[1])})"
    if kind == "let*":
        body = lisp_to_python(e[2])
        for n, v in reversed(e[1]):
            body = f"(lambda {n}: {body})({lisp_to_python(v)})"
        return body
    table = {"+": lambda: "(" + " + ".join(args) + ")", "-": lambda: f"({args[0]} - {args[1]})", "*": lambda: f"({args[0]} * {args[1]})",
             "max": lambda: f"max({', '.join(args)})", "min": lambda: f"min({', '.join(args)})", "mod": lambda: f"({args[0]} % {args[1]})",
             "if": lambda: f"({args[1]} if {args[0]} else {args[2]})", "<": lambda: f"({args[0]} < {args[1]})",
             ">": lambda: f"({args[0]} > {args[1]})", "=": lambda: f"({args[0]} == {args[1]})", "list": lambda: "[" + ", ".join(args) + "]",
             "cons": lambda: f"([{args[0]}] + {args[1]})", "cdr": lambda: f"{args[0]}[1:]", "car": lambda: f"{args[0]}[0]",
             "length": lambda: f"len({args[0]})"}
    return table[kind]()


def test_lisp_eval_python_translation():
    for bc, case in cases("code/lisp_eval", 6):
        assert run_source(f"print({lisp_to_python(case.data['expr'])})") == [str(case.answer)]


def test_lisp_eval_hand():
    # (let ((x 2)) (let* ((x 5) (y x)) (+ x y)))  ->  let* binds x = 5 then y = x = 5: 10
    expr = ["let", [["x", ["num", 2]]], ["let*", [["x", ["num", 5]], ["y", ["var", "x"]]], ["+", ["var", "x"], ["var", "y"]]]]
    hand("code/lisp_eval", {"expr": expr}, 10, "10", "7")


# ---------------------------------------------------------------- code/extended_slicing


def test_extended_slicing_exec():
    from bootcamps.code import extended_slicing

    for bc, case in cases("code/extended_slicing", 5):
        code = f"s = {case.data['s']!r}\n" + "\n".join(f"print({extended_slicing.expr_text(sl)})" for sl in case.data["slices"])
        assert run_source(code) == case.answer


def test_extended_slicing_hand():
    # s = 'abcdef': s[::-2] = 'fdb'; s[-2:0:-1] = 'edcb'; s[10:-10:-3] = 'fc'
    data = {"s": "abcdef", "slices": [[[None, None, -2]], [[-2, 0, -1]], [[10, -10, -3]]]}
    hand("code/extended_slicing", data, ["fdb", "edcb", "fc"], "fdb edcb fc", "fdb edcba fc")


# ---------------------------------------------------------------- formal/ll1_parse


def leftmost_derivations(rules: list[list], start: str, word: str, max_steps: int) -> list[list[int]]:
    """Every leftmost derivation of ``word`` within ``max_steps`` expansions (brute force)."""
    found = []

    def walk(form: list[str], done: int, used: list[int]) -> None:
        while form and form[0].islower():  # match leading terminals
            if done >= len(word) or form[0] != word[done]:
                return
            form, done = form[1:], done + 1
        if not form:
            if done == len(word):
                found.append(used)
            return
        if len(used) >= max_steps or sum(s.islower() for s in form) > len(word) - done:
            return
        for k, (left, right) in enumerate(rules):
            if left == form[0]:
                walk(list(right) + form[1:], done, used + [k + 1])

    walk([start], 0, [])
    return found


def test_ll1_parse_brute_force():
    for bc, case in cases("formal/ll1_parse"):
        d = case.data
        assert leftmost_derivations(d["rules"], d["names"][0], d["input"], len(case.answer) + 4) == [case.answer]


def test_ll1_parse_hand():
    # S -> a S b | eps on 'aabb': S => aSb => aaSbb => aabb  -> 1 1 2
    data = {"names": "S", "rules": [["S", ["a", "S", "b"]], ["S", []]], "input": "aabb"}
    hand("formal/ll1_parse", data, [1, 1, 2], "1 1 2", "1 2 1")


# ---------------------------------------------------------------- code/div_mod_languages


@pytest.mark.skipif(shutil.which("gcc") is None, reason="needs gcc")
def test_div_mod_languages_python_and_gcc(tmp_path):
    from bootcamps.code import div_mod_languages as dm

    c_lines, plans = [], []
    for bc, case in cases("code/div_mod_languages"):
        plan = []
        for kind, x, y in case.data["items"]:
            for line in dm.lines(kind, x, y):
                lang, code = line.split(": ", 1)
                if lang == "Python":
                    plan.append([int(v) for v in run_source(code)[0].split()])
                else:
                    plan.append(len(c_lines))
                    c_lines.append(code)
        plans.append((plan, case.answer))
    src = "#include <stdio.h>\nint main(void) {\n" + "\n".join(c_lines) + "\nreturn 0; }\n"
    (tmp_path / "p.c").write_text(src)
    subprocess.run(["gcc", "-w", "-o", str(tmp_path / "p"), str(tmp_path / "p.c")], check=True, capture_output=True)
    c_out = subprocess.run([str(tmp_path / "p")], capture_output=True, text=True, check=True).stdout.splitlines()
    for plan, gold in plans:
        got = [v for step in plan for v in (step if isinstance(step, list) else map(int, c_out[step].split()))]
        assert got == gold


def test_div_mod_languages_hand():
    # -7 and 2: Python -7 // 2 = -4, -7 % 2 = 1; C -7 / 2 = -3, -7 % 2 = -1
    hand("code/div_mod_languages", {"items": [["both", -7, 2]]}, [-4, 1, -3, -1], "-4 1 -3 -1", "-3 -1 -4 1")


# ---------------------------------------------------------------- code/zip_enumerate


def test_zip_enumerate_exec():
    from bootcamps.code import zip_enumerate

    for bc, case in cases("code/zip_enumerate", 6):
        assert list(map(int, run_source(zip_enumerate.source(case.data)))) == case.answer


def test_zip_enumerate_hand():
    # a = [4, 5, 6]; zip(a, range(3, 0, -1)) pairs (4,3), (5,2), (6,1): sum of products 12 + 10 + 6 = 28
    data = {"a": [4, 5, 6], "loops": [{"form": "zip", "its": [["list"], ["range", 3, 0, -1]], "body": "product", "start": 0}]}
    hand("code/zip_enumerate", data, [28], "28", "32")


# ---------------------------------------------------------------- formal/earley_chart


def earley_global_fixpoint(names: str, rules: list[list], word: str) -> set:
    """All chart items (k, production, dot, origin) by applying the three rules to the whole chart at once."""
    items = {(0, j, 0, 0) for j, (left, _) in enumerate(rules) if left == names[0]}
    while True:
        new = set(items)
        for k, r, d, o in items:
            right = rules[r][1]
            if d < len(right) and right[d].isupper():
                new |= {(k, j, 0, k) for j, (left, _) in enumerate(rules) if left == right[d]}
            elif d < len(right) and k < len(word) and right[d] == word[k]:
                new.add((k + 1, r, d + 1, o))
            elif d == len(right):
                new |= {(k, r2, d2 + 1, o2) for k2, r2, d2, o2 in items
                        if k2 == o and d2 < len(rules[r2][1]) and rules[r2][1][d2] == rules[r][0]}
        if new == items:
            return items
        items = new


def test_earley_chart_oracle():
    for bc, case in cases("formal/earley_chart"):
        d = case.data
        items = earley_global_fixpoint(d["names"], d["rules"], d["input"])
        n = len(d["input"])
        assert [sum(1 for it in items if it[0] == k) for k in range(n + 1)] == case.answer
        accepted = any(k == n and d["rules"][r][0] == d["names"][0] and dot == len(d["rules"][r][1]) and o == 0 for k, r, dot, o in items)
        assert accepted == span_derives(d["rules"], d["names"][0], d["input"])


def span_derives(rules: list[list], start: str, word: str) -> bool:
    """Which nonterminals derive which spans (no empty rules), to a fixpoint per span length."""
    n = len(word)
    derives: set = set()

    def splits(right: list[str], i: int, j: int) -> bool:
        if not right:
            return i == j
        head, rest = right[0], right[1:]
        for m in range(i + 1, j - len(rest) + 1):
            ok = (head == word[i] and m == i + 1) if head.islower() else (head, i, m) in derives
            if ok and splits(rest, m, j):
                return True
        return False

    for length in range(1, n + 1):
        for i in range(n - length + 1):
            grew = True
            while grew:
                grew = False
                for left, right in rules:
                    if (left, i, i + length) not in derives and splits(right, i, i + length):
                        derives.add((left, i, i + length))
                        grew = True
    return (start, 0, n) in derives


def test_earley_chart_hand():
    # S -> a S | b on 'ab': E0 {S->.aS@0, S->.b@0}; E1 {S->a.S@0, S->.aS@1, S->.b@1}; E2 {S->b.@1, S->aS.@0}
    data = {"names": "S", "rules": [["S", ["a", "S"]], ["S", ["b"]]], "input": "ab"}
    hand("formal/earley_chart", data, [2, 3, 2], "2 3 2", "2 3 3")
