"""Predict what a Python function with early returns gives on several inputs.

The function body comes from a small grammar: local assignments, ``if``/``else`` blocks
(nested at higher levels) and ``return`` statements in the middle of the body, always ending
with a final ``return``, so every call returns a value and nothing loops. Expressions come
from the kit's expression grammar (floor division and modulo by positive constants only). The
answer is what ``print`` shows for the calls. The interpreter walks the statement lists with
``kit.interp``'s evaluator (never ``exec``); the trace is one state per executed statement of
each call (fetch what it reads; compute the value, the branch taken or the value returned).
The tests ``exec`` the generated program text.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit import interp
from bootcamps.kit.literal import IntSequenceAnswer
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    statements: int = 3  # statements at the top of the body, before the final return
    nesting: int = 1
    calls: int = 3
    max_arg: int = 20

    def __post_init__(self) -> None:
        if not 1 <= self.statements <= 10:
            raise ValueError(f"statements must be in 1..10, got {self.statements}")
        if not 1 <= self.nesting <= 3:
            raise ValueError(f"nesting must be in 1..3, got {self.nesting}")
        if not 1 <= self.calls <= 8:
            raise ValueError(f"calls must be in 1..8, got {self.calls}")
        if not 5 <= self.max_arg <= 1000:
            raise ValueError(f"max_arg must be in 5..1000, got {self.max_arg}")


def random_cond(rng: random.Random, names: list[str]) -> list:
    v = ["var", rng.choice(names)]
    if rng.random() < 0.4:
        k = rng.randint(2, 5)
        return ["cmp", rng.choice(("==", "!=")), ["bin", "%", v, ["num", k]], ["num", rng.randrange(k)]]
    return ["cmp", rng.choice(interp.COMPARE), v, interp.random_expr(rng, names, 1)]


def random_body(rng: random.Random, count: int, depth: int, names: list[str], pool: list[str]) -> list:
    """``count`` statements; locals from ``pool`` become readable once assigned."""
    body: list = []
    names = list(names)
    for _ in range(count):
        roll = rng.random()
        if depth > 0 and roll < 0.45:
            then = random_body(rng, rng.randint(1, 2), depth - 1, names, pool)
            if then[-1][0] != "ret":
                then.append(["ret", interp.random_expr(rng, names, 2)])
            other = random_body(rng, rng.randint(1, 2), depth - 1, names, pool) if rng.random() < 0.4 else []
            body.append(["if", random_cond(rng, names), then, other])
        elif roll < 0.6:
            body.append(["ret", interp.random_expr(rng, names, 2)]) if depth == 0 else body.append(
                ["if", random_cond(rng, names), [["ret", interp.random_expr(rng, names, 2)]], []])
        else:
            target = rng.choice(pool)
            body.append(["set", target, interp.random_expr(rng, names, 2)])
            if target not in names:
                names.append(target)
        if body[-1][0] == "ret":
            break
    return body


def run_call(body: list, n: int) -> int | None:
    """The returned value, or ``None`` when the body ends without returning."""
    env = {"n": n}

    def block(stmts: list) -> tuple[bool, int]:
        for s in stmts:
            if s[0] == "set":
                env[s[1]] = interp.eval_expr(s[2], env)
            elif s[0] == "ret":
                return True, interp.eval_expr(s[1], env)
            else:
                done, value = block(s[2] if interp.eval_expr(s[1], env) else s[3])
                if done:
                    return True, value
        return False, 0

    done, value = block(body)
    return value if done else None


def render_body(body: list, indent: int) -> list[str]:
    pad = "    " * indent
    lines = []
    for s in body:
        if s[0] == "set":
            lines.append(f"{pad}{s[1]} = {interp.render_expr(s[2])}")
        elif s[0] == "ret":
            lines.append(f"{pad}return {interp.render_expr(s[1])}")
        else:
            lines.append(f"{pad}if {interp.render_expr(s[1])}:")
            lines += render_body(s[2], indent + 1)
            if s[3]:
                lines.append(f"{pad}else:")
                lines += render_body(s[3], indent + 1)
    return lines


def source(data: dict) -> str:
    lines = ["def f(n):"] + render_body(data["body"], 1)
    lines.append("print(" + ", ".join(f"f({a})" for a in data["args"]) + ")")
    return "\n".join(lines)


_INTROS = (
    "What does this Python program print?",
    "Trace the function below on each argument and report what the print statement shows.",
    "Predict the output of this Python 3 code; a return statement ends the call at once.",
)
_SEMANTICS = "// is floor division and % the matching remainder (both round toward minus infinity); print separates values by spaces."


class EarlyReturn(IntSequenceAnswer, Bootcamp):
    id = "code/early_return"
    description = "Predict a Python function's return values on several inputs (nested ifs with early returns)"
    Config = Config
    LEVELS = {
        "1": Config(statements=2, nesting=1, calls=2, max_arg=12),
        "2": Config(statements=3, nesting=1, calls=3, max_arg=20),
        "3": Config(statements=4, nesting=2, calls=3, max_arg=30),
        "4": Config(statements=5, nesting=2, calls=4, max_arg=50),
        "5": Config(statements=6, nesting=3, calls=5, max_arg=99),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        while True:
            body = random_body(rng, config.statements, config.nesting, ["n"], ["m", "k"])
            if body[-1][0] != "ret":
                names = ["n"] + sorted({s[1] for s in body if s[0] == "set"})
                body.append(["ret", interp.random_expr(rng, names, 2)])
            if sum(1 for s in body if s[0] == "if") == 0:
                continue
            args = rng.sample(range(-config.max_arg // 4, config.max_arg + 1), config.calls)
            try:
                out = [run_call(body, a) for a in args]
            except KeyError:  # a local read on a path that never assigned it: redraw
                continue
            if any(v is None or abs(v) >= interp.VALUE_LIMIT for v in out):
                continue
            return {"body": body, "args": args}, out

    def prompt(self, data: dict, rng: random.Random) -> str:
        form = "the printed numbers in order, separated by spaces (for example: 7 -3 12)"
        return f"{rng.choice(_INTROS)}\n```python\n{source(data)}\n```\n{_SEMANTICS}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[int]) -> str:
        return " ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        out: list[int] = []
        for arg in data["args"]:
            env = {"n": arg}

            def read(expr: list) -> dict[str, int]:
                return {v: t.fetch(v, env[v]) for v in interp.expr_vars(expr)}

            def block(stmts: list) -> int | None:
                for s in stmts:
                    if s[0] == "set":
                        t.state(f"f({arg}) assign {s[1]}")
                        env[s[1]] = t.compute(s[1], interp.eval_expr(s[2], read(s[2])), why=interp.render_expr(s[2]))
                    elif s[0] == "ret":
                        t.state(f"f({arg}) return")
                        return t.compute(f"f({arg})", interp.eval_expr(s[1], read(s[1])), why=interp.render_expr(s[1]))
                    else:
                        t.state(f"f({arg}) if")
                        taken = t.goto(interp.eval_expr(s[1], read(s[1])), why=interp.render_expr(s[1]))
                        value = block(s[2] if taken else s[3])
                        if value is not None:
                            return value
                return None

            value = block(data["body"])
            out.append(0 if value is None else value)
        t.state("print")
        return t.compute("answer", [t.ret(f"f({a})", v) for a, v in zip(data["args"], out)])

    def solve(self, data: dict) -> list[int]:
        out = []
        for a in data["args"]:
            value = run_call(data["body"], a)
            if value is None:
                raise ValueError(f"f({a}) ends without a return")
            out.append(value)
        return out

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        gold = list(case.answer)
        wrong = [gold[::-1], [g + 1 for g in gold], gold[:-1] or [gold[0] + 2]]
        return [self.format_answer(w) for w in wrong if w != gold]


BOOTCAMP = EarlyReturn()
