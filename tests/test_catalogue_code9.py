"""Catalogue batch code9 against independent oracles, with one hand-worked example per bootcamp.

python_mro: the classes are built for real with ``type()`` from the generated hierarchy and
``__mro__`` is read back (CPython's own C3). basic_gosub: the BASIC listing is cut out of the
generated PROMPT and run by a separate token-based interpreter written here. git_rebase_result:
networkx ancestor sets, and the same history built with ``git commit-tree`` then really rebased
with ``git rebase --onto`` (skipped where git is absent). Never model text.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import tempfile

import networkx as nx
import pytest

import bootcamps

LEVELS = bootcamps.LEVELS
PER_LEVEL = 4


def cases(bootcamp_id: str, n: int = PER_LEVEL):
    bc = bootcamps.get(bootcamp_id)
    for level in LEVELS:
        for seed in range(n):
            yield bc, bc.case(seed, level)


def answer(text: str) -> str:
    return f"<answer>{text}</answer>"


def hand(bootcamp_id: str, data: dict, gold, right: str, wrong: str) -> None:
    bc = bootcamps.get(bootcamp_id)
    assert bc.solve(data) == gold
    assert bc.check(data, gold, right) == 1.0
    assert bc.check(data, gold, wrong) == 0.0


# ---------------------------------------------------------------- code/python_mro


def real_mro(data: dict) -> list[str]:
    made: dict[str, type] = {}
    for name in data["order"]:
        made[name] = type(name, tuple(made[b] for b in data["bases"][name]) or (object,), {})
    mro = [c.__name__ for c in made[data["x"]].__mro__]
    assert mro[-1] == "object"
    return mro[:-1]


@pytest.mark.parametrize("bc,case", list(cases("code/python_mro")), ids=lambda v: getattr(v, "id", ""))
def test_python_mro_matches_cpython(bc, case):
    assert case.answer == real_mro(case.data)
    assert bc.score(case, answer(", ".join(case.answer))) == 1.0


def test_python_mro_hand_example():
    # class A; class B(A); class C(A); class D(B, C): the diamond, D B C A (depth-first gives D B A C)
    data = {"order": ["A", "B", "C", "D"], "bases": {"A": [], "B": ["A"], "C": ["A"], "D": ["B", "C"]}, "x": "D"}
    hand("code/python_mro", data, ["D", "B", "C", "A"], "D, B, C, A, object", "D, B, A, C")
    bc = bootcamps.get("code/python_mro")
    gold = ["D", "B", "C", "A"]
    assert bc.check(data, gold, "(<class '__main__.D'>, <class '__main__.B'>, <class '__main__.C'>, <class '__main__.A'>, <class 'object'>)") == 1.0
    assert bc.check(data, gold, "D -> B -> C -> A") == 1.0
    assert bc.check(data, gold, "D, B, C or A") == 0.0


# ---------------------------------------------------------------- code/basic_gosub


def basic_from_prompt(prompt: str) -> list[int]:
    listing = prompt.split("```basic\n", 1)[1].split("```", 1)[0]
    prog = {}
    for row in listing.strip().splitlines():
        num, rest = row.split(" ", 1)
        prog[int(num)] = rest.split()
    order = sorted(prog)
    env, ret, out = {}, [], []

    def value(tok: str) -> int:
        return int(tok) if re.fullmatch(r"-?\d+", tok) else env.get(tok, 0)

    pos = 0
    for _ in range(100_000):
        if pos >= len(order):
            break
        words = prog[order[pos]]
        nxt = pos + 1
        if words[0] == "LET":
            _, var, _eq, *expr = words
            if len(expr) == 1:
                env[var] = value(expr[0])
            else:
                a, op, b = value(expr[0]), expr[1], value(expr[2])
                env[var] = {"+": a + b, "-": a - b, "*": a * b}[op]
        elif words[0] == "PRINT":
            out.append(value(words[1]))
        elif words[0] == "IF":
            a, op, b, target = value(words[1]), words[2], value(words[3]), int(words[5])
            ok = {"<": a < b, ">": a > b, "=": a == b, "<>": a != b, "<=": a <= b, ">=": a >= b}[op]
            if ok:
                nxt = order.index(target)
        elif words[0] == "GOTO":
            nxt = order.index(int(words[1]))
        elif words[0] == "GOSUB":
            ret.append(nxt)
            nxt = order.index(int(words[1]))
        elif words[0] == "RETURN":
            nxt = ret.pop()
        elif words[0] == "END":
            break
        pos = nxt
    else:
        raise AssertionError("did not halt")
    return out


@pytest.mark.parametrize("bc,case", list(cases("code/basic_gosub")), ids=lambda v: getattr(v, "id", ""))
def test_basic_gosub_matches_interpreter(bc, case):
    assert case.answer == basic_from_prompt(case.prompt)
    assert bc.score(case, answer(", ".join(map(str, case.answer)))) == 1.0


def test_basic_gosub_hand_example():
    # 10 LET A = 2 / 20 LET I = 0 / 30 GOSUB 100 / 40 LET I = I + 1 / 50 IF I < 2 THEN 30 / 60 END
    # 100 PRINT A / 110 LET A = A * 3 / 120 RETURN  ->  prints 2 then 6
    lines = [[10, ["let", "A", ["t", ["n", 2]]]], [20, ["let", "I", ["t", ["n", 0]]]], [30, ["gosub", 100]],
             [40, ["let", "I", ["op", "+", ["v", "I"], ["n", 1]]]], [50, ["if", "I", "<", 2, 30]], [60, ["end"]],
             [100, ["print", "A"]], [110, ["let", "A", ["op", "*", ["v", "A"], ["n", 3]]]], [120, ["return"]]]
    hand("code/basic_gosub", {"lines": lines}, [2, 6], "2, 6", "2, 6, 18")


# ---------------------------------------------------------------- code/git_rebase_result


def rebase_networkx(data: dict) -> list[str]:
    g = nx.DiGraph()
    g.add_nodes_from(data["order"])
    for c, ps in data["parents"].items():
        g.add_edges_from((c, p) for p in ps)

    def anc(x):
        return nx.descendants(g, x) | {x}

    b, u, n = anc(data["branch"]), anc(data["upstream"]), anc(data["onto"])
    subj = data["subject"]
    upstream_patches = {subj[c] for c in u - b}
    replay = [c for c in nx.topological_sort(g.subgraph(b - u).reverse()) if subj[c] not in upstream_patches]
    onto = list(nx.topological_sort(g.subgraph(n)))
    return [subj[c] for c in reversed(replay)] + [subj[c] for c in onto]


def rebase_git(data: dict) -> list[str]:
    env = dict(os.environ, GIT_AUTHOR_NAME="t", GIT_AUTHOR_EMAIL="t@x", GIT_COMMITTER_NAME="t",
               GIT_COMMITTER_EMAIL="t@x", GIT_CONFIG_NOSYSTEM="1", HOME=tempfile.gettempdir())
    with tempfile.TemporaryDirectory() as d:
        def git(*args, stdin=None):
            return subprocess.run(["git", "-C", d, *args], input=stdin, env=env, check=True,
                                  capture_output=True, text=True).stdout.strip()

        git("init", "-q")
        real, trees = {}, {}
        for c in data["order"]:
            ps = data["parents"][c]
            s = data["subject"][c]
            blob = git("hash-object", "-w", "--stdin", stdin=s + "\n")
            if ps:
                git("read-tree", trees[ps[0]])
            else:
                git("read-tree", "--empty")
            git("update-index", "--add", "--cacheinfo", f"100644,{blob},{s}.txt")
            trees[c] = git("write-tree")
            args = ["commit-tree", trees[c], "-m", s]
            for p in ps:
                args += ["-p", real[p]]
            real[c] = git(*args)
        git("checkout", "-q", "-f", "--detach", real[data["branch"]])
        git("reset", "-q", "--hard")
        git("rebase", "-q", "--onto", real[data["onto"]], real[data["upstream"]])
        return git("log", "--format=%s", "HEAD").splitlines()


@pytest.mark.parametrize("bc,case", list(cases("code/git_rebase_result")), ids=lambda v: getattr(v, "id", ""))
def test_git_rebase_matches_networkx(bc, case):
    assert case.answer == rebase_networkx(case.data)
    assert bc.score(case, answer(", ".join(case.answer))) == 1.0


@pytest.mark.skipif(shutil.which("git") is None, reason="git not installed")
@pytest.mark.parametrize("bc,case", list(cases("code/git_rebase_result", 2)), ids=lambda v: getattr(v, "id", ""))
def test_git_rebase_matches_real_git(bc, case):
    assert case.answer == rebase_git(case.data)


def test_git_rebase_hand_example():
    # root r -> a -> b (branch), r -> x -> y (upstream: y cherry-picks b). rebase --onto y y b:
    # replays a and b (not reachable from y), skips b (its patch is y's, upstream-only): a on y.
    data = {"order": ["1000", "2000", "3000", "4000", "5000"],
            "parents": {"1000": [], "2000": ["1000"], "3000": ["2000"], "4000": ["1000"], "5000": ["4000"]},
            "subject": {"1000": "root", "2000": "add-a", "3000": "add-b", "4000": "add-x", "5000": "add-b"},
            "onto": "5000", "upstream": "5000", "branch": "3000"}
    gold = ["add-a", "add-b", "add-x", "root"]
    hand("code/git_rebase_result", data, gold, "add-a, add-b, add-x, root", "add-b, add-a, add-b, add-x, root")
