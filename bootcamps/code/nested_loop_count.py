"""How many times does the innermost statement of nested Python for loops run?

Two to four nested ``for v in range(start, stop, step)`` loops whose bounds depend on the
outer loop variables (``range(i, 7)``, ``range(2 * i)``, ``range(j + 1, 10, 2)``,
``range(i, -1, -1)``), and an innermost ``count += 1`` guarded by a divisibility test on the
loop variables or cut short by a ``break``. The answer is the final count. The interpreter
walks the loops over the generated structure (never ``exec``); the trace is one state per
iteration of the loop just outside the innermost one, computing how many inner iterations
count, so it stays short even when the count is large. The plain solver counts by brute
enumeration of the tuples of loop values; the tests ``exec`` the generated program.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.literal import strict_int
from bootcamps.trace import Tracer

VARS = "ijkl"


@dataclass(frozen=True)
class Config:
    depth: int = 2
    top: int = 6  # constants in bounds are at most this
    guard: bool = False  # a divisibility test or break in the innermost loop

    def __post_init__(self) -> None:
        if not 2 <= self.depth <= 4 or not 3 <= self.top <= 30:
            raise ValueError("depth must be in 2..4 and top in 3..30")


def value(term: list, env: dict) -> int:
    if term[0] == "c":
        return term[1]
    if term[0] == "v":
        return env[term[1]] + term[2]
    return env[term[1]] * term[2]


def term_text(term: list) -> str:
    if term[0] == "c":
        return str(term[1])
    if term[0] == "v":
        return term[1] if term[2] == 0 else (f"{term[1]} + {term[2]}" if term[2] > 0 else f"{term[1]} - {-term[2]}")
    return f"{term[2]} * {term[1]}"


def range_text(loop: dict) -> str:
    start, stop, step = loop["start"], loop["stop"], loop["step"]
    if step == 1 and start == ["c", 0]:
        return f"range({term_text(stop)})"
    if step == 1:
        return f"range({term_text(start)}, {term_text(stop)})"
    return f"range({term_text(start)}, {term_text(stop)}, {step})"


def loop_range(loop: dict, env: dict) -> range:
    return range(value(loop["start"], env), value(loop["stop"], env), loop["step"])


def guard_text(g: list) -> list[str]:
    if g[0] == "mod":
        return [f"if ({g[1]} + {g[2]}) % {g[3]} == {g[4]}:", "    count += 1"]
    return [f"if {g[1]} + {g[2]} > {g[3]}:", "    break", "count += 1"]


def source(data: dict) -> str:
    lines = ["count = 0"]
    for d, loop in enumerate(data["loops"]):
        lines.append("    " * d + f"for {VARS[d]} in {range_text(loop)}:")
    pad = "    " * len(data["loops"])
    body = guard_text(data["guard"]) if data["guard"] else ["count += 1"]
    lines += [pad + line for line in body]
    lines.append("print(count)")
    names = dict(zip(VARS, data.get("names", VARS)))
    return re.sub(r"\b[ijkl]\b", lambda m: names[m.group()], "\n".join(lines))


def inner_count(data: dict, env: dict) -> int:
    """Innermost increments for fixed outer variables."""
    loop, g, v = data["loops"][-1], data["guard"], VARS[len(data["loops"]) - 1]
    count = 0
    for x in loop_range(loop, env):
        env[v] = x
        if not g:
            count += 1
        elif g[0] == "mod":
            count += (env[g[1]] + env[g[2]]) % g[3] == g[4]
        elif env[g[1]] + env[g[2]] > g[3]:
            break
        else:
            count += 1
    env.pop(v, None)
    return count


def random_loop(rng: random.Random, d: int, top: int) -> dict:
    outer = VARS[:d]
    def term(lo: int) -> list:
        if outer and rng.random() < 0.6:
            v = rng.choice(outer)
            return ["m", v, 2] if rng.random() < 0.15 else ["v", v, rng.randint(-1, 2)]
        return ["c", rng.randint(lo, top)]
    if outer and rng.random() < 0.15:  # a counting-down loop
        return {"start": ["v", rng.choice(outer), 0], "stop": ["c", -1], "step": -1}
    start = ["c", 0] if rng.random() < 0.4 else term(0)
    return {"start": start, "stop": term(2), "step": rng.choice((1, 1, 1, 2, 3))}


_INTROS = (
    "What does this Python program print?",
    "How many times is count incremented? Give what the program prints.",
    "Predict the output of these nested loops.",
)
_RULE = "range(a, b, s) yields a, a+s, ... while below b (for s > 0) or above b (for s < 0); an empty range runs no iterations; break leaves only the innermost loop."


class NestedLoopCount(Bootcamp):
    id = "code/nested_loop_count"
    description = "Count the innermost iterations of nested for loops with dependent range bounds, guards and break"
    Config = Config
    LEVELS = {
        "1": Config(depth=2, top=8, guard=True),
        "2": Config(depth=2, top=10, guard=True),
        "3": Config(depth=3, top=7, guard=True),
        "4": Config(depth=3, top=14, guard=True),
        "5": Config(depth=4, top=10, guard=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        while True:
            loops = [random_loop(rng, d, config.top) for d in range(config.depth)]
            guard = None
            if config.guard:
                a, b = rng.sample(VARS[: config.depth], 2)
                m = rng.randint(2, 4)
                guard = ["mod", a, b, m, rng.randrange(m)] if rng.random() < 0.6 else ["break", a, b, rng.randint(3, 2 * config.top)]
                if guard[0] == "break":  # the innermost variable grows into the break
                    guard[1], guard[2] = rng.choice(VARS[: config.depth - 1]), VARS[config.depth - 1]
            data = {"loops": loops, "guard": guard, "names": rng.choice(("ijkl", "abcd", "xyzw", "pqrs"))}
            outer = self._outer_count(data)
            count = self.solve(data)
            if 3 <= count and 2 <= outer <= 40 * config.depth:
                return data, count

    def _outer_count(self, data: dict) -> int:
        envs = [{}]
        for d, loop in enumerate(data["loops"][:-1]):
            envs = [dict(e, **{VARS[d]: x}) for e in envs for x in loop_range(loop, e)]
        return len(envs)

    def prompt(self, data: dict, rng: random.Random) -> str:
        return "\n".join([rng.choice(_INTROS), "```python", source(data), "```", _RULE, answer_instruction("one integer")])

    def check(self, data: dict, answer: int, text: str) -> float:
        return 1.0 if strict_int(text) == answer else 0.0

    def program(self, t: Tracer, data: dict) -> int:
        total = 0
        loops = data["loops"]
        names = dict(zip(VARS, data.get("names", VARS)))

        def walk(d: int, env: dict) -> None:
            nonlocal total
            if d == len(loops) - 1:
                label = ", ".join(f"{names[v]} {env[v]}" for v in VARS[:d])
                t.state(f"outer values {label}")
                r = loop_range(loops[d], env)
                t.compute(f"{names[VARS[d]]} values", list(r), why=range_text(loops[d]))
                n = t.compute("counted", inner_count(data, dict(env)))
                total = t.compute("count", t.fetch("count before", total) + n)
                return
            for x in loop_range(loops[d], env):
                walk(d + 1, dict(env, **{VARS[d]: x}))

        walk(0, {})
        t.state("print")
        return t.compute("answer", t.fetch("count", total))

    def solve(self, data: dict) -> int:
        envs = [{}]
        for d, loop in enumerate(data["loops"][:-1]):
            envs = [dict(e, **{VARS[d]: x}) for e in envs for x in loop_range(loop, e)]
        return sum(inner_count(data, e) for e in envs)


BOOTCAMP = NestedLoopCount()
