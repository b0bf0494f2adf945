"""Predict what a generated Python ``while`` loop prints: its iteration count and final values.

Programs come from templates whose driving variable always makes progress (``x < L`` with x
growing, ``x > L`` with x shrinking or halving, ``x < y`` closing from both ends, and the
subtractive ``x != y`` gcd loop), plus side variables updated by random expressions from the
kit's expression grammar, sometimes inside an ``if``/``else``. The generator runs every
program with a step budget and redraws the ones that run too long or grow too large, so all
of them terminate. The interpreter is ``kit.interp``'s expression evaluator (never ``exec``);
the trace is one state per loop test and one per executed statement. The tests ``exec`` the
generated program text and compare what it prints.
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
    side: int = 1  # side variables besides the driver(s)
    side_statements: int = 1
    branch: bool = False  # an if/else inside the loop body
    max_iterations: int = 6
    max_start: int = 12

    def __post_init__(self) -> None:
        if not 0 <= self.side <= 3:
            raise ValueError(f"side must be in 0..3, got {self.side}")
        if not 0 <= self.side_statements <= 6:
            raise ValueError(f"side_statements must be in 0..6, got {self.side_statements}")
        if not 2 <= self.max_iterations <= 60:
            raise ValueError(f"max_iterations must be in 2..60, got {self.max_iterations}")
        if not 5 <= self.max_start <= 1000:
            raise ValueError(f"max_start must be in 5..1000, got {self.max_start}")


def num(n: int) -> list:
    return ["num", n]


def var(v: str) -> list:
    return ["var", v]


def driver(rng: random.Random, cfg: Config) -> tuple[list, list, list]:
    """(initial assignments, loop condition, driver statements) of one progress template."""
    top = cfg.max_start
    kind = rng.choice(("up", "down", "halve", "meet", "gcd"))
    if kind == "up":
        start = rng.randint(0, top // 2)
        step = rng.choice((["bin", "+", var("x"), num(rng.randint(1, 5))], ["bin", "+", ["bin", "*", var("x"), num(2)], num(1)]))
        return [["set", "x", num(start)]], ["cmp", rng.choice(("<", "<=")), var("x"), num(rng.randint(start + 2, top + 8))], [["set", "x", step]]
    if kind == "down":
        start = rng.randint(top // 2, top + 8)
        return [["set", "x", num(start)]], ["cmp", rng.choice((">", ">=")), var("x"), num(rng.randint(0, start // 2))], [["set", "x", ["bin", "-", var("x"), num(rng.randint(1, 4))]]]
    if kind == "halve":
        start = rng.randint(top, 4 * top)
        return [["set", "x", num(start)]], ["cmp", ">", var("x"), num(rng.randint(0, 3))], [["set", "x", ["bin", "//", var("x"), num(rng.randint(2, 3))]]]
    if kind == "meet":
        a = rng.randint(0, top // 2)
        b = rng.randint(a + 3, a + top + 6)
        return (
            [["set", "x", num(a)], ["set", "y", num(b)]],
            ["cmp", "<", var("x"), var("y")],
            [["set", "x", ["bin", "+", var("x"), num(rng.randint(1, 3))]], ["set", "y", ["bin", "-", var("y"), num(rng.randint(1, 2))]]],
        )
    a, b = rng.randint(2, top + 6), rng.randint(2, top + 6)
    while a == b:
        b = rng.randint(2, top + 6)
    return (
        [["set", "x", num(a)], ["set", "y", num(b)]],
        ["cmp", "!=", var("x"), var("y")],
        [["if", ["cmp", ">", var("x"), var("y")], [["set", "x", ["bin", "-", var("x"), var("y")]]], [["set", "y", ["bin", "-", var("y"), var("x")]]]]],
    )


def run(data: dict, max_iterations: int) -> tuple[list[int], int] | None:
    """Printed values and iteration count, or ``None`` past the budget or the value limit."""
    env: dict[str, int] = {}

    def exec_body(body: list) -> None:
        for stmt in body:
            if stmt[0] == "set":
                env[stmt[1]] = interp.eval_expr(stmt[2], env)
            else:
                exec_body(stmt[2] if interp.eval_expr(stmt[1], env) else stmt[3])

    exec_body(data["init"])
    count = 0
    while interp.eval_expr(data["cond"], env):
        count += 1
        if count > max_iterations:
            return None
        exec_body(data["body"])
        if any(abs(v) >= interp.VALUE_LIMIT for v in env.values()):
            return None
    return [env[v] for v in data["printed"]], count


def source(data: dict) -> str:
    lines = [interp.render_python(data["init"]), "count = 0", f"while {interp.render_expr(data['cond'])}:"]
    lines.append(interp.render_python(data["body"], 1))
    lines.append("    count = count + 1")
    lines.append(f"print({', '.join(['count'] + data['printed'])})")
    return "\n".join(lines)


_INTROS = (
    "What does this Python program print?",
    "Run the following Python 3 code by hand. What is printed at the end?",
    "Trace this while loop and report the program's output.",
    "Predict the exact output of the program below.",
)
_SEMANTICS = "// is floor division and % the matching remainder; print separates its values by single spaces."


class WhileLoop(IntSequenceAnswer, Bootcamp):
    id = "code/while_loop"
    description = "Predict the iteration count and final values printed after a generated while loop"
    Config = Config
    LEVELS = {
        "1": Config(side=1, side_statements=1, branch=False, max_iterations=5, max_start=10),
        "2": Config(side=1, side_statements=2, branch=False, max_iterations=7, max_start=15),
        "3": Config(side=1, side_statements=2, branch=True, max_iterations=9, max_start=25),
        "4": Config(side=2, side_statements=3, branch=True, max_iterations=12, max_start=40),
        "5": Config(side=3, side_statements=4, branch=True, max_iterations=16, max_start=60),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        for _ in range(1000):
            init, cond, step = driver(rng, config)
            drivers = [s[1] for s in init]
            sides = rng.sample(["s", "t", "k"], config.side)
            init = init + [["set", v, num(rng.randint(0, 9))] for v in sides]
            readable = drivers + sides
            body = []
            for _ in range(config.side_statements if sides else 0):
                op = rng.choice(("+", "-", "*", "%"))  # % only by a positive constant: never by zero
                right = num(rng.randint(2, 9)) if op == "%" else interp.random_expr(rng, readable, 1, 5)
                body.append(["set", rng.choice(sides), ["bin", op, var(rng.choice(sides)), right]])
            if config.branch and sides:
                test = ["cmp", rng.choice(interp.COMPARE), ["bin", "%", var(rng.choice(drivers)), num(rng.randint(2, 4))], num(rng.randint(0, 1))]
                target = rng.choice(sides)
                body.append(["if", test, [["set", target, ["bin", "+", var(target), interp.random_expr(rng, readable, 1, 5)]]],
                             [["set", target, ["bin", "-", var(target), num(rng.randint(1, 5))]]]])
            rng.shuffle(body)
            body = step + body if rng.random() < 0.5 else body + step
            data = {"init": init, "cond": cond, "body": body, "printed": readable}
            result = run(data, config.max_iterations)
            if result is not None and result[1] >= 2:
                return data, [result[1]] + result[0]
        raise RuntimeError("no while loop within the iteration and value limits in 1000 tries")

    def prompt(self, data: dict, rng: random.Random) -> str:
        form = "the printed numbers in order, separated by spaces (for example: 4 17 -2)"
        return f"{rng.choice(_INTROS)}\n```python\n{source(data)}\n```\n{_SEMANTICS}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[int]) -> str:
        return " ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        env: dict[str, int] = {}

        def read(expr: list) -> dict[str, int]:
            return {v: t.fetch(v, env[v]) for v in interp.expr_vars(expr)}

        def exec_body(body: list) -> None:
            for stmt in body:
                if stmt[0] == "set":
                    t.state(f"assign {stmt[1]}")
                    env[stmt[1]] = t.compute(stmt[1], interp.eval_expr(stmt[2], read(stmt[2])), why=interp.render_expr(stmt[2]))
                else:
                    t.state("if")
                    taken = t.goto(interp.eval_expr(stmt[1], read(stmt[1])), why=interp.render_expr(stmt[1]))
                    exec_body(stmt[2] if taken else stmt[3])

        exec_body(data["init"])
        count = 0
        while True:
            t.state("while test")
            go = t.goto(interp.eval_expr(data["cond"], read(data["cond"])), why=interp.render_expr(data["cond"]))
            if not go or count > 200:  # a corrupted trace may loop; the gold one never gets near
                break
            exec_body(data["body"])
            t.state("count")
            count = t.compute("count", t.fetch("count", count) + 1)
        t.state("print")
        values = [t.fetch("count", count)] + [t.fetch(v, env[v]) for v in data["printed"]]
        return t.compute("answer", values)

    def solve(self, data: dict) -> list[int]:
        result = run(data, 10_000)
        if result is None:
            raise ValueError("the loop does not finish within 10,000 iterations")
        return [result[1]] + result[0]

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        gold = list(case.answer)
        wrong = [[gold[0] + 1] + gold[1:], [gold[0] - 1] + gold[1:], gold[:-1]]
        return [self.format_answer(w) for w in wrong if w != gold and w]


BOOTCAMP = WhileLoop()
