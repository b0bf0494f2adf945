"""Evaluate a Lisp (Scheme-like) S-expression: arithmetic, comparisons, if, let / let*, lists.

Expressions come from a typed grammar: integer forms ``(+ a b ...)``, ``(- a b)``,
``(* a b)``, ``(max ...)``, ``(min ...)``, ``(mod a k)``, ``(if test a b)``, ``(car l)``,
``(length l)``, ``(let ((x e) ...) body)`` with parallel binding and, at higher levels,
``(let* ...)`` with sequential binding and inner bindings shadowing outer ones; list forms
``(list ...)``, ``(cons e l)`` and ``(cdr l)``, whose lengths the generator tracks so ``car``
never meets an empty list. The interpreter walks the generated tree (never ``exec``); the
trace is one state per compound form, in evaluation order. The tests translate the tree into
Python lambdas and let Python evaluate that translation.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer

NAMES = "xyzwuv"


@dataclass(frozen=True)
class Config:
    depth: int = 2
    lets: bool = False
    sequential: bool = False  # let* besides let

    def __post_init__(self) -> None:
        if not 1 <= self.depth <= 6:
            raise ValueError(f"depth must be in 1..6, got {self.depth}")


def gen_int(rng: random.Random, depth: int, env: list[str], cfg: Config) -> list:
    if depth <= 0 or rng.random() < 0.15:
        return ["var", rng.choice(env)] if env and rng.random() < 0.5 else ["num", rng.randint(0, 9)]
    roll = rng.random()
    sub = lambda: gen_int(rng, depth - 1, env, cfg)  # noqa: E731
    if cfg.lets and roll < 0.2:
        star = cfg.sequential and rng.random() < 0.5
        bound, names = list(env), []
        for name in rng.sample(NAMES, rng.randint(1, 2)):
            names.append([name, gen_int(rng, depth - 1, bound if star else env, cfg)])
            if star:
                bound.append(name)
        return ["let*" if star else "let", names, gen_int(rng, depth - 1, sorted(set(env + [n for n, _ in names])), cfg)]
    if roll < 0.45:
        op = rng.choice(("+", "+", "-", "*", "max", "min"))
        count = 2 if op in ("-", "*") else rng.randint(2, 3)
        return [op] + [sub() for _ in range(count)]
    if roll < 0.55:
        return ["mod", sub(), ["num", rng.randint(2, 7)]]
    if roll < 0.7:
        return ["if", [rng.choice(("<", ">", "=")), sub(), sub()], sub(), sub()]
    lst, n = gen_list(rng, depth - 1, env, cfg)
    return ["length", lst] if rng.random() < 0.3 or n == 0 else ["car", lst]


def gen_list(rng: random.Random, depth: int, env: list[str], cfg: Config) -> tuple[list, int]:
    if depth <= 0 or rng.random() < 0.4:
        items = [gen_int(rng, depth - 1, env, cfg) for _ in range(rng.randint(1, 4))]
        return ["list"] + items, len(items)
    inner, n = gen_list(rng, depth - 1, env, cfg)
    if n >= 2 and rng.random() < 0.5:
        return ["cdr", inner], n - 1
    return ["cons", gen_int(rng, depth - 1, env, cfg), inner], n + 1


def render(e: list) -> str:
    if e[0] == "num":
        return str(e[1])
    if e[0] == "var":
        return e[1]
    if e[0] in ("let", "let*"):
        binds = " ".join(f"({n} {render(v)})" for n, v in e[1])
        return f"({e[0]} ({binds}) {render(e[2])})"
    return "(" + " ".join([e[0]] + [render(x) for x in e[1:]]) + ")"


def evaluate(e: list, env: dict, t: Tracer | None = None, counter: list | None = None):
    """The value of ``e``; with a tracer, one state per compound form after its operands."""
    kind = e[0]
    if kind == "num":
        return e[1]
    if kind == "var":
        return env[e[1]]

    def read(child: list, value, k: int):
        if t is None or child[0] == "num":
            return value
        return t.fetch(child[1] if child[0] == "var" else f"arg{k}", value)

    def enter(label: str) -> None:
        if t is not None:
            counter[0] += 1
            t.state(f"step {counter[0]}: {label}")

    if kind in ("let", "let*"):
        inner = dict(env)
        for name, v in e[1]:
            val = evaluate(v, inner if kind == "let*" else env, t, counter)
            enter(f"bind {name}")
            val = read(v, val, 1)
            inner[name] = t.compute(f"new {name}", val) if t else val
        return evaluate(e[2], inner, t, counter)
    if kind == "if":
        test = evaluate(e[1], env, t, counter)
        enter("if")
        test = read(e[1], test, 1)
        if t:
            t.goto("then" if test else "else")
        branch = e[2] if test else e[3]
        return evaluate(branch, env, t, counter)
    values = [evaluate(x, env, t, counter) for x in e[1:]]
    enter(OP_NAMES.get(kind, kind))
    args = [read(x, v, k + 1) for k, (x, v) in enumerate(zip(e[1:], values))]
    value = apply(kind, args)
    return t.compute("value", value) if t else value


OP_NAMES = {"=": "equal?", "<": "less?", ">": "greater?", "+": "add", "-": "subtract", "*": "multiply"}


def apply(kind: str, args: list):
    if kind == "+":
        return sum(args)
    if kind == "-":
        return args[0] - args[1]
    if kind == "*":
        return args[0] * args[1]
    if kind == "max":
        return max(args)
    if kind == "min":
        return min(args)
    if kind == "mod":
        return args[0] % args[1]
    if kind == "<":
        return args[0] < args[1]
    if kind == ">":
        return args[0] > args[1]
    if kind == "=":
        return args[0] == args[1]
    if kind == "list":
        return list(args)
    if kind == "cons":
        return [args[0]] + list(args[1])
    if kind == "cdr":
        return list(args[0])[1:]
    if kind == "car":
        return args[0][0]
    return len(args[0])


def size(e: list) -> int:
    if e[0] in ("num", "var"):
        return 0
    if e[0] in ("let", "let*"):
        return 1 + sum(size(v) for _, v in e[1]) + size(e[2])
    return 1 + sum(size(x) for x in e[1:])


_INTROS = (
    "Evaluate this Scheme expression:",
    "What value does the following Lisp expression produce?",
    "Compute the result of evaluating this S-expression:",
)
_RULES = ("(let ((a e1) (b e2)) body) evaluates every ei in the outer scope, then body with the new names; (let* ...) binds one "
          "name after another, so later ei see earlier names; inner bindings shadow outer ones. (if test a b) evaluates only the "
          "chosen branch. (list ...) builds a list, (cons e l) puts e in front of l, (car l) is the first element, (cdr l) the rest, "
          "(length l) the number of elements. (mod a k) is the remainder with the sign of k (as in Scheme's modulo), "
          "(max ...)/(min ...) take any number of arguments.")


class LispEval(IntegerAnswer, Bootcamp):
    id = "code/lisp_eval"
    description = "Evaluate a Scheme-like S-expression with arithmetic, if, let/let* scoping and list operations"
    Config = Config
    LEVELS = {
        "1": Config(depth=2, lets=False, sequential=False),
        "2": Config(depth=3, lets=True, sequential=False),
        "3": Config(depth=3, lets=True, sequential=True),
        "4": Config(depth=4, lets=True, sequential=True),
        "5": Config(depth=5, lets=True, sequential=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        lo = {1: 2, 2: 3, 3: 4, 4: 6, 5: 9, 6: 12}[config.depth]
        while True:
            expr = gen_int(rng, config.depth, [], config)
            if not lo <= size(expr) <= 4 * lo:
                continue
            value = evaluate(expr, {})
            if isinstance(value, int) and not isinstance(value, bool) and abs(value) < 10**6:
                return {"expr": expr}, value

    def prompt(self, data: dict, rng: random.Random) -> str:
        return "\n".join([rng.choice(_INTROS), render(data["expr"]), _RULES, answer_instruction("one integer")])

    def program(self, t: Tracer, data: dict) -> int:
        value = evaluate(data["expr"], {}, t, [0])
        t.state("answer")
        return t.compute("answer", value)

    def solve(self, data: dict) -> int:
        return evaluate(data["expr"], {})


BOOTCAMP = LispEval()
