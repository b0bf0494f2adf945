"""Predict the list a chain of Python list comprehensions builds.

A starting list of integers goes through one to three comprehensions, each with an element
expression and an optional ``if`` filter; at higher levels one comprehension has two ``for``
clauses (the second over a short ``range(k)``; every pair, the first loop outermost). Expressions use + - * and floor division and
modulo by positive constants (Python's rounding toward minus infinity), and come from the kit's
expression grammar, evaluated by its interpreter. The trace is one state per element visited:
fetch the loop variables, compute the filter, then the new element. The tests rebuild each
comprehension as real Python closures over the same expression trees.
Speed: about 400 cases/s at level 3 on a loaded shared machine: chains whose result is empty or too
long are redrawn.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit.interp import COMPARE, eval_expr, expr_vars, random_expr, render_expr
from bootcamps.kit.literal import IntSequenceAnswer
from bootcamps.trace import Tracer

VARS = ("x", "y", "z")


@dataclass(frozen=True)
class Config:
    start_len: int = 4
    stages: int = 1
    depth: int = 1  # expression depth
    filters: bool = False
    pairs: bool = False  # one stage with two for clauses
    max_result: int = 12

    def __post_init__(self) -> None:
        if not 2 <= self.start_len <= 12:
            raise ValueError(f"start_len must be in 2..12, got {self.start_len}")
        if not 1 <= self.stages <= 3:
            raise ValueError(f"stages must be in 1..3, got {self.stages}")
        if not 1 <= self.depth <= 3:
            raise ValueError(f"depth must be in 1..3, got {self.depth}")
        if not 2 <= self.max_result <= 40:
            raise ValueError(f"max_result must be in 2..40, got {self.max_result}")


def run_stage(stage: dict, lists: dict[str, list[int]]) -> list[int]:
    """One comprehension: loops over earlier lists, optional filter, element expression."""
    out = []
    for env in bindings(stage, lists):
        if stage["cond"] is None or eval_expr(stage["cond"], env):
            out.append(eval_expr(stage["expr"], env))
    return out


def bindings(stage: dict, lists: dict[str, list[int]]) -> list[dict[str, int]]:
    loops = stage["loops"]  # [[var, list name], ...], the first outermost
    envs: list[dict[str, int]] = [{}]
    for var, source in loops:
        envs = [{**env, var: v} for env in envs for v in lists[source]]
    return envs


def start_lists(data: dict) -> dict[str, list[int]]:
    """The starting list ``a`` and every ``range(k)`` an inner loop uses."""
    lists = {"a": list(data["start"])}
    for stage in data["stages"]:
        for _, source in stage["loops"]:
            if source.startswith("range("):
                lists[source] = list(range(int(source[6:-1])))
    return lists


def render_stage(stage: dict) -> str:
    loops = " ".join(f"for {var} in {source}" for var, source in stage["loops"])
    cond = f" if {render_expr(stage['cond'])}" if stage["cond"] is not None else ""
    return f"{stage['name']} = [{render_expr(stage['expr'])} {loops}{cond}]"


_INTROS = (
    "What is the value of {last} after this Python code runs?",
    "Run the following Python code. What list does {last} hold at the end?",
    "Evaluate these list comprehensions in order and give the final list {last}.",
)
_NOTE = "// is floor division and % the matching remainder (both round toward minus infinity, as in Python)."


class ListComprehension(IntSequenceAnswer, Bootcamp):
    id = "code/list_comprehension"
    description = "Evaluate a chain of Python list comprehensions (filters, nested for clauses) to a list"
    Config = Config
    LEVELS = {
        "1": Config(start_len=4, stages=1, depth=1, filters=True, pairs=False, max_result=8),
        "2": Config(start_len=5, stages=2, depth=1, filters=True, pairs=False, max_result=10),
        "3": Config(start_len=6, stages=2, depth=2, filters=True, pairs=True, max_result=12),
        "4": Config(start_len=7, stages=3, depth=2, filters=True, pairs=True, max_result=16),
        "5": Config(start_len=8, stages=3, depth=3, filters=True, pairs=True, max_result=20),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        while True:
            start = [rng.randint(-9, 20) for _ in range(config.start_len)]
            lists = {"a": start}
            stages = []
            names = ["b", "c", "d"][: config.stages]
            pair_at = rng.randrange(config.stages) if config.pairs else -1
            ok = True
            for k, name in enumerate(names):
                prev = "a" if k == 0 else names[k - 1]
                loops = [[VARS[0], prev]]
                if k == pair_at:  # a short inner loop keeps the pairs few
                    inner = f"range({rng.randint(2, 3)})"
                    lists[inner] = list(range(int(inner[6])))
                    loops.append([VARS[1], inner])
                used = [v for v, _ in loops]
                cond = None
                if config.filters and rng.random() < 0.75:
                    cond = ["cmp", rng.choice(COMPARE), random_expr(rng, used, 1), ["num", rng.randint(-3, 12)]]
                expr = random_expr(rng, used, config.depth)
                while not expr_vars(expr):  # the element must depend on the loop
                    expr = random_expr(rng, used, config.depth)
                stage = {"name": name, "loops": loops, "cond": cond, "expr": expr}
                if len(bindings(stage, lists)) > 40:
                    ok = False
                    break
                lists[name] = run_stage(stage, lists)
                stages.append(stage)
            result = lists[names[-1]] if ok else []
            if ok and 2 <= len(result) <= config.max_result and all(abs(v) < 10**6 for v in result):
                return {"start": start, "stages": stages}, result

    def prompt(self, data: dict, rng: random.Random) -> str:
        last = data["stages"][-1]["name"]
        code = [f"a = {data['start']}"] + [render_stage(s) for s in data["stages"]]
        return "\n".join([rng.choice(_INTROS).format(last=last), "```python", *code, "```", _NOTE,
                          answer_instruction('the list\'s elements in order, separated by commas, like "3, -1, 8"')])

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        lists = start_lists(data)
        for stage in data["stages"]:
            out: list[int] = []
            positions: list[list[int]] = [[]]
            for _, source in stage["loops"]:  # index tuples, the first loop outermost
                positions = [p + [i] for p in positions for i in range(len(lists[source]))]
            for pos in positions:
                t.state(f"{stage['name']}: " + ", ".join(f"{v} from {src}[{i}]" for (v, src), i in zip(stage["loops"], pos)))
                env = {v: t.fetch(f"{src}[{i}]", lists[src][i]) for (v, src), i in zip(stage["loops"], pos)}
                if stage["cond"] is not None and not t.goto(bool(eval_expr(stage["cond"], env)), why=render_expr(stage["cond"])):
                    continue
                out.append(t.compute(f"{stage['name']}[{len(out)}]", eval_expr(stage["expr"], env), why=render_expr(stage["expr"])))
            lists[stage["name"]] = out
        t.state("answer")
        last = data["stages"][-1]["name"]
        return t.compute("answer", t.fetch(last, lists[last]))

    def solve(self, data: dict) -> list[int]:
        lists = start_lists(data)
        for stage in data["stages"]:
            lists[stage["name"]] = run_stage(stage, lists)
        return lists[data["stages"][-1]["name"]]

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        gold = list(case.answer)
        wrong = [gold[::-1], gold[:-1], [g + 1 for g in gold]]
        return [self.format_answer(w) for w in wrong if w != gold]


BOOTCAMP = ListComprehension()
