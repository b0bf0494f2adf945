"""Catalogue batch code8 against independent oracles, with one hand-worked example per bootcamp.

Oracles are written apart from the bootcamps' interpreters: numpy int32/int64 arithmetic and the
real JVM (``java`` on the GENERATED program text, where installed) for Java overflow; never model
text.
"""

from __future__ import annotations

import shutil
import subprocess
import tempfile
import warnings
from pathlib import Path

import numpy as np
import pytest

import bootcamps
import bootcamps.code.asyncio_order

LEVELS = bootcamps.LEVELS
PER_LEVEL = 3


def cases(bootcamp_id: str, n: int = PER_LEVEL):
    bc = bootcamps.get(bootcamp_id)
    for level in LEVELS:
        for seed in range(n):
            yield bc, bc.case(seed, level)


def answer(text: str) -> str:
    return f"<answer>{text}</answer>"


def code_block(prompt: str, lang: str) -> str:
    return prompt.split(f"```{lang}\n", 1)[1].split("```", 1)[0]


def hand(bootcamp_id: str, data: dict, gold, right: str, wrong: str) -> None:
    bc = bootcamps.get(bootcamp_id)
    assert bc.solve(data) == gold
    assert bc.check(data, gold, right) == 1.0
    assert bc.check(data, gold, wrong) == 0.0


# ---------------------------------------------------------------- code/java_int_overflow

NP = {"int": np.int32, "long": np.int64}


def java_numpy(data: dict) -> int:
    """numpy fixed-width scalars; Java's truncating division and masked shifts spelled out."""
    def lit(value, kind):
        return NP[kind](value)

    def read(x, env):
        if x[0] == "var":
            v, cast = env[x[1]], x[2]
        else:
            v, cast = lit(x[1], x[2]), x[3]
        return v.astype(NP[cast]) if cast else v

    with warnings.catch_warnings(), np.errstate(over="ignore"):
        warnings.simplefilter("ignore")
        start, kind = data["start"]
        env = {"a": lit(start, kind)}
        for st in data["statements"]:
            a, b = read(st["left"], env), read(st["right"], env)
            op = st["op"]
            if op in ("<<", ">>", ">>>"):
                width = 32 if a.dtype == np.int32 else 64
                n = int(b) & (width - 1)
                if op == "<<":
                    r = a << a.dtype.type(n)
                elif op == ">>":
                    r = a >> a.dtype.type(n)
                else:
                    u = a.view(np.uint32 if width == 32 else np.uint64)
                    r = (u >> u.dtype.type(n)).view(a.dtype)
            else:
                t = np.int64 if np.int64 in (a.dtype, b.dtype) else np.int32
                a, b = a.astype(t), b.astype(t)
                if op in ("/", "%"):
                    q = t(int(abs(int(a)) // abs(int(b))) * (1 if (int(a) < 0) == (int(b) < 0) else -1))
                    r = q if op == "/" else a - q * b
                else:
                    r = {"+": np.add, "-": np.subtract, "*": np.multiply, "&": np.bitwise_and,
                         "|": np.bitwise_or, "^": np.bitwise_xor}[op](a, b)
            if st["narrow"]:
                r = r.astype(np.int32)
            env[st["name"]] = r.astype(NP[st["type"]])
        return int(env[data["statements"][-1]["name"]])


def test_java_int_overflow_numpy_oracle():
    for bc, case in cases("code/java_int_overflow", 5):
        assert java_numpy(case.data) == case.answer, (case.level, case.seed)


@pytest.mark.skipif(shutil.which("java") is None, reason="no JVM")
def test_java_int_overflow_real_java():
    got = []
    methods = []
    for i, (bc, case) in enumerate(cases("code/java_int_overflow", 2)):
        body = code_block(case.prompt, "java")
        methods.append(f"static void m{i}() {{\n{body}}}")
        got.append(case.answer)
    calls = "".join(f"m{i}();" for i in range(len(methods)))
    source = "public class Main {\n" + "\n".join(methods) + f"\npublic static void main(String[] a) {{{calls}}}\n}}\n"
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "Main.java"
        path.write_text(source)
        out = subprocess.run(["java", "-Xshare:auto", str(path)], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert [int(x) for x in out.stdout.split()] == got


def test_java_int_overflow_hand():
    # int a = 2147483647; long b = a + 1;  -> int addition wraps first: -2147483648
    data = {"start": [2147483647, "int"],
            "statements": [{"name": "b", "op": "+", "left": ["var", "a", ""], "right": ["lit", 1, "int", ""],
                            "narrow": False, "type": "long"}]}
    hand("code/java_int_overflow", data, -2147483648, "-2147483648", "2147483648")
    # (long) a + 1 widens first; then -1 >>> 28 on an int is 15
    data["statements"][0]["left"][2] = "long"
    assert bootcamps.get("code/java_int_overflow").solve(data) == 2147483648
    data = {"start": [-1, "int"],
            "statements": [{"name": "b", "op": ">>>", "left": ["var", "a", ""], "right": ["lit", 60, "int", ""],
                            "narrow": False, "type": "int"}]}
    assert bootcamps.get("code/java_int_overflow").solve(data) == 15  # 60 & 31 = 28


# ---------------------------------------------------------------- code/js_loose_equality


@pytest.mark.skipif(shutil.which("node") is None, reason="no node")
def test_js_loose_equality_node():
    all_cases = list(cases("code/js_loose_equality", 5))
    lines = [f"console.log({i}, {j}, {x} == {y});"
             for i, (bc, case) in enumerate(all_cases) for j, (x, y) in enumerate(case.data["pairs"], 1)]
    out = subprocess.run(["node", "-e", "\n".join(lines)], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    truth: dict[int, list[int]] = {i: [] for i in range(len(all_cases))}
    for line in out.stdout.splitlines():
        i, j, value = line.split()
        if value == "true":
            truth[int(i)].append(int(j))
    for i, (bc, case) in enumerate(all_cases):
        assert truth[i] == case.answer, (case.level, case.seed, case.data)


def test_js_loose_equality_spec_table():
    """Pairs checked by hand against the ECMAScript IsLooselyEqual steps."""
    from bootcamps.code.js_loose_equality import loose_equal
    table = {('"01"', "[1]"): False, ("1", "[1]"): True, ("[1]", "true"): True, ('"0x10"', "16"): True,
             ("null", "0"): False, ("null", "undefined"): True, ("NaN", "NaN"): False, ("[0]", "[0]"): False,
             ('" "', "false"): True, ('"true"', "true"): False, ("-0", "0"): True, ('"1,0"', "10"): False,
             ('"Infinity"', "Infinity"): True, ("undefined", "false"): False, ('"1e1"', "[10]"): False}
    for (x, y), want in table.items():
        assert loose_equal(x, y) is want, (x, y)
        assert bootcamps.get("code/js_loose_equality").solve({"pairs": [[x, y]]}) == ([1] if want else [])


def test_js_loose_equality_hand():
    data = {"pairs": [['"01"', "[1]"], ["1", "[1]"], ["null", "0"], ['" "', "false"]]}
    hand("code/js_loose_equality", data, [2, 4], "2, 4", "1, 2, 4")
    bc = bootcamps.get("code/js_loose_equality")
    assert bc.check(data, [2, 4], "[2, 4]") == 1.0
    assert bc.check(data, [2, 4], "4, 2") == 1.0
    assert bc.check(data, [2, 4], "2, 2, 4") == 0.0


# ---------------------------------------------------------------- code/bash_parameter_expansion


@pytest.mark.skipif(shutil.which("bash") is None, reason="no bash")
def test_bash_parameter_expansion_real_bash():
    for bc, case in cases("code/bash_parameter_expansion", 4):
        script = code_block(case.prompt, "bash")
        out = subprocess.run(["bash", "--norc", "--noprofile", "-c", "unset z; " + script], capture_output=True,
                             text=True, timeout=20, env={"LC_ALL": "C", "PATH": "/usr/bin:/bin"})
        assert out.returncode == 0 and not out.stderr, out.stderr
        assert out.stdout == case.answer + "\n", (case.level, case.seed, script)


def test_bash_parameter_expansion_hand():
    data = {"start": "file.tar.gz", "statements": [
        {"name": "a", "form": "suffix_long", "var": "s", "pat": ".*"},
        {"name": "b", "form": "prefix", "var": "s", "pat": "*."},
        {"name": "c", "form": "replace_all", "var": "b", "pat": "?a", "rep": "X"},
        {"name": "d", "form": "negative", "var": "s", "off": -5, "len": 3},
        {"name": "f", "form": "unset_default", "var": "e", "word": "$a"},
        {"name": "g", "form": "length", "var": "b"},
    ]}
    # a=file  b=tar.gz  c=Xr.gz ("ta" is the only ?a match)  d=ar.  f= (e is set, empty)  g=6
    hand("code/bash_parameter_expansion", data, "file|tar.gz|Xr.gz|ar.||6", "file|tar.gz|Xr.gz|ar.||6",
         "file|tar.gz|Xr.gz|ar.|file|6")
    assert bootcamps.get("code/bash_parameter_expansion").check(data, "file|tar.gz|Xr.gz|ar.||6",
                                                                 "file | tar.gz | Xr.gz | ar. | | 6") == 1.0


# ---------------------------------------------------------------- code/asyncio_order


def run_asyncio_virtual(source: str) -> list[str]:
    """Run a GENERATED asyncio program (never model text) on real asyncio with a virtual clock:
    the selector advances the loop's clock by the timeout it is asked to wait."""
    import asyncio
    import contextlib
    import io
    import selectors

    class Clock:
        now = 0.0

    class VirtualSelector(selectors.SelectSelector):
        def select(self, timeout=None):
            if timeout:
                Clock.now += timeout
            return []

    class VirtualLoop(asyncio.SelectorEventLoop):
        def __init__(self):
            super().__init__(selector=VirtualSelector())

        def time(self):
            return Clock.now

    body, call = source.rsplit("asyncio.run(main())", 1)
    namespace: dict = {}
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(compile(body, "<generated>", "exec"), namespace)  # noqa: S102 - generated program text only
        with asyncio.Runner(loop_factory=VirtualLoop) as runner:
            runner.run(namespace["main"]())
    return out.getvalue().split()


def test_asyncio_order_real_asyncio():
    for bc, case in cases("code/asyncio_order", 5):
        source = code_block(case.prompt, "python")
        assert run_asyncio_virtual(source) == case.answer, (case.level, case.seed, source)


def test_asyncio_order_hand():
    # create_task does not start A; the inline worker B runs at once; gather's C is queued after A.
    data = {"main": [["task", "A", [2]], ["print", "m1"], ["inline", "B", [1]], ["gather", ["A", ["C", [3]]]],
                     ["print", "m2"]]}
    gold = ["m1", "B0", "A0", "B1", "C0", "A1", "C1", "m2"]
    hand("code/asyncio_order", data, gold, "m1, B0, A0, B1, C0, A1, C1, m2", "m1, A0, B0, B1, C0, A1, C1, m2")
    source = bootcamps.code.asyncio_order.program_text(data)
    assert run_asyncio_virtual(source) == gold
    # a task never awaited is cancelled when main returns
    data = {"main": [["task", "A", [1, 5]], ["sleep", 2], ["print", "m1"]]}
    assert bootcamps.get("code/asyncio_order").solve(data) == ["A0", "A1", "m1"]
    assert run_asyncio_virtual(bootcamps.code.asyncio_order.program_text(data)) == ["A0", "A1", "m1"]
