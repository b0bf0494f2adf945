"""Predict what Python prints when functions read and assign names under global, nonlocal
and plain local scoping.

Module variables x and y start with values; functions come from templates: a ``global``
updater, a function whose assignment makes the name local (shadowing the module one), a
reader of the module value, an enclosing function whose inner function updates the enclosing
variable with ``nonlocal``, and the same shape without ``nonlocal`` (the inner assignment only
makes a new local). The program calls them in a random order and prints module values and
return values. The interpreter applies the scoping rule per template (never ``exec``); the
trace is one state per statement. The tests ``exec`` the generated program.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit.literal import IntSequenceAnswer
from bootcamps.trace import Tracer

KINDS = ("global", "shadow", "read", "nonlocal", "inner_local")


@dataclass(frozen=True)
class Config:
    functions: int = 2
    statements: int = 4

    def __post_init__(self) -> None:
        if not 1 <= self.functions <= 6 or not 2 <= self.statements <= 20:
            raise ValueError("functions must be in 1..6 and statements in 2..20")


def render_function(f: dict) -> list[str]:
    n, v, a, b, op = f["name"], f["var"], f["a"], f["b"], f["op"]
    if f["kind"] == "global":
        return [f"def {n}():", f"    global {v}", f"    {v} = {v} {op} {a}"]
    if f["kind"] == "shadow":
        return [f"def {n}():", f"    {v} = {a}", f"    {v} = {v} {op} {b}", f"    return {v}"]
    if f["kind"] == "read":
        return [f"def {n}():", f"    return {v} {op} {a}"]
    inner = ["    def inner():"] + (["        nonlocal " + v] if f["kind"] == "nonlocal" else []) + [f"        {v} = {b}" if f["kind"] == "inner_local" else f"        {v} = {v} {op} {b}"]
    calls = ["    inner()"] * f["times"]
    return [f"def {n}():", f"    {v} = {a}"] + inner + calls + [f"    return {v}"]


def apply(op: str, x: int, y: int) -> int:
    return {"+": x + y, "-": x - y, "*": x * y}[op]


def run_function(f: dict, module: dict) -> int | None:
    """Call one function: update ``module`` for a global updater, else return its value."""
    kind, v, a, b, op = f["kind"], f["var"], f["a"], f["b"], f["op"]
    if kind == "global":
        module[v] = apply(op, module[v], a)
        return None
    if kind == "shadow":
        return apply(op, a, b)
    if kind == "read":
        return apply(op, module[v], a)
    value = a
    if kind == "nonlocal":
        for _ in range(f["times"]):
            value = apply(op, value, b)
    return value


def source(data: dict) -> str:
    lines = [f"x = {data['x']}", f"y = {data['y']}", ""]
    for f in data["functions"]:
        lines += render_function(f) + [""]
    for s in data["statements"]:
        lines.append("print(x, y)" if s == "show" else (function_call_text(data, s) if data["functions"][int(s)]["kind"] == "global" else f"print({data['functions'][int(s)]['name']}())"))
    return "\n".join(lines)


def function_call_text(data: dict, s: str) -> str:
    return data["functions"][int(s)]["name"] + "()"


_INTROS = (
    "What does this Python 3 program print?",
    "Predict the output of this Python code (all printed numbers, in order).",
    "Trace the program below; what does it print?",
)


class PythonScoping(IntSequenceAnswer, Bootcamp):
    id = "code/python_scoping"
    description = "Predict prints under Python's global, nonlocal and local-assignment scoping rules"
    Config = Config
    LEVELS = {
        "1": Config(functions=2, statements=3),
        "2": Config(functions=2, statements=5),
        "3": Config(functions=3, statements=6),
        "4": Config(functions=4, statements=8),
        "5": Config(functions=5, statements=11),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        names = rng.sample(["f", "g", "h", "step", "tick", "peek", "run"], config.functions)
        functions = []
        kinds = list(KINDS)
        rng.shuffle(kinds)
        for i, n in enumerate(names):
            kind = kinds[i] if i < len(kinds) else rng.choice(KINDS)
            functions.append({"name": n, "kind": kind, "var": rng.choice("xy"), "a": rng.randint(1, 9), "b": rng.randint(1, 5),
                              "op": rng.choice("+-*" if kind != "global" else "+-"), "times": rng.randint(1, 3)})
        if not any(f["kind"] == "global" for f in functions):
            functions[0]["kind"], functions[0]["op"] = "global", "+"
        statements = [str(rng.randrange(len(functions))) if rng.random() < 0.75 else "show" for _ in range(config.statements - 1)]
        if not any(functions[int(s)]["kind"] == "global" for s in statements if s != "show"):
            statements[0] = str(next(i for i, f in enumerate(functions) if f["kind"] == "global"))
        data = {"x": rng.randint(0, 9), "y": rng.randint(0, 9), "functions": functions, "statements": statements + ["show"]}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        return "\n".join([rng.choice(_INTROS), "```python", source(data), "```",
                          answer_instruction("the printed numbers in order, separated by spaces (for example: 4 7 12 4 9)")])

    def format_answer(self, answer: list[int]) -> str:
        return " ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        module = {"x": data["x"], "y": data["y"]}
        out: list[int] = []
        for k, s in enumerate(data["statements"]):
            if s == "show":
                t.state(f"statement {k + 1}: print(x, y)")
                out = t.compute("printed", out + [t.fetch("x", module["x"]), t.fetch("y", module["y"])])
                continue
            f = data["functions"][int(s)]
            t.state(f"statement {k + 1}: {f['name']}()")
            if f["kind"] in ("global", "read"):
                module[f["var"]] = t.fetch(f"module {f['var']}", module[f["var"]])
            t.compute("scope", {"global": "global", "read": "global (read only)", "shadow": "local", "nonlocal": "enclosing", "inner_local": "inner local"}[f["kind"]])
            value = run_function(f, module)
            if value is None:
                module[f["var"]] = t.compute(f"module {f['var']} after", module[f["var"]])
            else:
                out = t.compute("printed", out + [t.compute("returned", value)])
        t.state("answer")
        return t.compute("answer", t.fetch("printed", out))

    def solve(self, data: dict) -> list[int]:
        module = {"x": data["x"], "y": data["y"]}
        out: list[int] = []
        for s in data["statements"]:
            if s == "show":
                out += [module["x"], module["y"]]
                continue
            value = run_function(data["functions"][int(s)], module)
            if value is not None:
                out.append(value)
        return out

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        gold = list(case.answer)
        i = rng.randrange(len(gold))
        return [self.format_answer(gold[:i] + [gold[i] + 1] + gold[i + 1:]), self.format_answer(gold[:-1])]


BOOTCAMP = PythonScoping()
