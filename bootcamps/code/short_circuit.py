"""Short-circuit evaluation: which functions does a program call, and in what order?

Each function prints its own name when called and returns a boolean by a stated rule; some
rules depend on how many times the function was called before (True on odd-numbered calls,
True only on the first call, ...). The program evaluates a few boolean expressions built from
calls with ``and``, ``or`` and ``not`` (Python semantics: ``and`` skips its right side when the
left is false, ``or`` when the left is true). The answer is the printed sequence of names. The
trace evaluates each expression recursively: one state per call (fetch the call count, compute
the return value and the printed name) and one per ``and``/``or`` decision (skip or evaluate
the right side). The tests check golds against Python's own ``and``/``or`` on closures.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.trace import Tracer

NAMES = "abcdefgh"
# rule -> (description, return value on the k-th call, k = 1, 2, ...)
RULES = {
    "true": "always returns True",
    "false": "always returns False",
    "odd": "returns True on its 1st, 3rd, 5th, ... call and False on its 2nd, 4th, ... call",
    "even": "returns False on its 1st, 3rd, 5th, ... call and True on its 2nd, 4th, ... call",
    "first": "returns True on its first call only, False on every later call",
    "later": "returns False on its first call, True on every later call",
}
STATELESS = ("true", "false")
MAX_ANSWER_CHARS = 2000
_NAME_ITEM = re.compile(r"[a-h]")


def rule_value(rule: str, k: int) -> bool:
    """The return value of a function with ``rule`` on its ``k``-th call (k >= 1)."""
    if rule == "true":
        return True
    if rule == "false":
        return False
    if rule == "odd":
        return k % 2 == 1
    if rule == "even":
        return k % 2 == 0
    if rule == "first":
        return k == 1
    if rule == "later":
        return k > 1
    raise ValueError(f"unknown rule {rule!r}")


@dataclass(frozen=True)
class Config:
    functions: int = 3
    lines: int = 1
    leaves: int = 3  # calls per expression
    stateful: bool = False  # rules that depend on the call count

    def __post_init__(self) -> None:
        if not 2 <= self.functions <= len(NAMES):
            raise ValueError(f"functions must be in 2..{len(NAMES)}, got {self.functions}")
        if not 1 <= self.lines <= 6:
            raise ValueError(f"lines must be in 1..6, got {self.lines}")
        if not 2 <= self.leaves <= 10:
            raise ValueError(f"leaves must be in 2..10, got {self.leaves}")


def random_expr(rng: random.Random, names: list[str], leaves: int) -> list:
    """A random and/or/not tree with ``leaves`` calls: ["call", f], ["not", e], [op, l, r]."""
    if leaves == 1:
        node: list = ["call", rng.choice(names)]
    else:
        left = rng.randint(1, leaves - 1)
        node = [rng.choice(("and", "or")), random_expr(rng, names, left), random_expr(rng, names, leaves - left)]
    return ["not", node] if rng.random() < 0.2 else node


def render(e: list, style: str, top: bool = True) -> str:
    words = {"and": " and ", "or": " or ", "not": "not "} if style == "py" else {"and": " && ", "or": " || ", "not": "!"}
    if e[0] == "call":
        return f"{e[1]}()"
    if e[0] == "not":
        inner = render(e[1], style, False)
        return words["not"] + inner
    text = render(e[1], style, False) + words[e[0]] + render(e[2], style, False)
    return text if top else f"({text})"


_INTROS = (
    "Every function below prints its own name when it is called and then returns a boolean as described.",
    "Consider these functions. Each one, when called, first prints its name, then returns True or False by its rule.",
    "In the program below, calling a function prints the function's name; its return value follows the stated rule.",
)
_SEMANTICS = {
    "py": "The program is Python: `x and y` evaluates y only when x is True, `x or y` evaluates y only when x is False, and `not` negates. Evaluation goes left to right, statement by statement.",
    "c": "The program uses C-style operators: `x && y` evaluates y only when x is true, `x || y` evaluates y only when x is false, and `!` negates. Evaluation goes left to right, statement by statement.",
}
_QUESTIONS = (
    "What does the program print, in order?",
    "Which names are printed, in the order they are printed (repeats included)?",
    "List the function calls that actually happen, in order.",
)


class ShortCircuit(Bootcamp):
    id = "code/short_circuit"
    description = "Which functions get called (in order) when boolean expressions short-circuit"
    Config = Config
    LEVELS = {
        "1": Config(functions=3, lines=2, leaves=3, stateful=False),
        "2": Config(functions=3, lines=2, leaves=3, stateful=True),
        "3": Config(functions=4, lines=3, leaves=4, stateful=True),
        "4": Config(functions=5, lines=4, leaves=5, stateful=True),
        "5": Config(functions=6, lines=5, leaves=7, stateful=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        names = list(NAMES[: config.functions])
        pool = tuple(RULES) if config.stateful else STATELESS
        while True:
            rules = {n: rng.choice(pool) for n in names}
            lines = [random_expr(rng, names, rng.randint(max(2, config.leaves - 1), config.leaves)) for _ in range(config.lines)]
            data = {"rules": rules, "lines": lines}
            printed = self.solve(data)
            # at least one call must be skipped, or the puzzle is just "read the calls left to right"
            if len(printed) < sum(_count_calls(e) for e in lines):
                return data, printed

    def prompt(self, data: dict, rng: random.Random) -> str:
        style = rng.choice(("py", "c"))
        rules = [f"  {n}(): {RULES[r]}" for n, r in data["rules"].items()]
        code = [f"r{i + 1} = {render(e, style)}" for i, e in enumerate(data["lines"])]
        form = 'the printed names in order, separated by spaces (repeats included), like "a c a b"'
        return "\n".join([rng.choice(_INTROS), *rules, _SEMANTICS[style], "```", *code, "```", rng.choice(_QUESTIONS), answer_instruction(form)])

    def format_answer(self, answer: list[str]) -> str:
        return " ".join(answer)

    def check(self, data: dict, answer: list[str], text: str) -> float:
        if len(text) > MAX_ANSWER_CHARS:
            return 0.0
        text = text.strip().rstrip(".").strip()
        if len(text) >= 2 and text[0] == "[" and text[-1] == "]":
            text = text[1:-1]
        items = [item.strip().strip("'\"") for item in re.split(r"[\s,]+", text) if item.strip()]
        items = [item[:-2] if item.endswith("()") else item for item in items]  # "a()" names the call too
        if not all(_NAME_ITEM.fullmatch(item) for item in items):
            return 0.0
        return 1.0 if items == list(answer) else 0.0

    def program(self, t: Tracer, data: dict) -> list[str]:
        rules = data["rules"]
        counts = {n: 0 for n in rules}
        printed: list[str] = []

        def run(e: list, where: str) -> bool:
            if e[0] == "call":
                name = e[1]
                t.state(f"{where}: call {name}()")
                before = t.fetch(f"calls[{name}]", counts[name])
                counts[name] = t.compute(f"calls[{name}]'", before + 1)
                printed.append(t.compute("prints", name))
                return t.compute(f"{name}()", rule_value(rules[name], counts[name]), why=f"rule of {name} on call {counts[name]}")
            if e[0] == "not":
                inner = run(e[1], where)
                t.state(f"{where}: not")
                return t.compute("value", not t.fetch("operand", inner))
            left = run(e[1], where)
            t.state(f"{where}: {e[0]}")
            lv = t.fetch("left", left)
            go_right = t.goto(lv if e[0] == "and" else not lv, why=f"{e[0]} evaluates its right side only if the left is {e[0] == 'and'}")
            if not go_right:
                return lv
            return run(e[2], where)

        for i, e in enumerate(data["lines"]):
            run(e, f"r{i + 1}")
        t.state("answer")
        return t.compute("answer", [t.fetch(f"print[{k}]", p) for k, p in enumerate(printed)])

    def solve(self, data: dict) -> list[str]:
        # Iterative evaluation with an explicit stack: a different walk from the recursive trace.
        rules, counts, printed = data["rules"], {n: 0 for n in data["rules"]}, []
        for expr in data["lines"]:
            todo: list = [("eval", expr)]
            values: list[bool] = []
            while todo:
                kind, node = todo.pop()
                if kind == "eval":
                    if node[0] == "call":
                        counts[node[1]] += 1
                        printed.append(node[1])
                        values.append(rule_value(rules[node[1]], counts[node[1]]))
                    elif node[0] == "not":
                        todo += [("not", None), ("eval", node[1])]
                    else:
                        todo += [(node[0], node[2]), ("eval", node[1])]
                elif kind == "not":
                    values.append(not values.pop())
                elif (values[-1] if kind == "and" else not values[-1]):
                    values.pop()
                    todo.append(("eval", node))
        return printed

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        gold = list(case.answer)
        every = [n for e in case.data["lines"] for n in _leaves(e)]  # no short-circuit at all
        wrong = [every, gold[:-1], gold + [gold[-1]]]
        return [" ".join(w) for w in wrong if w != gold]


def _leaves(e: list) -> list[str]:
    if e[0] == "call":
        return [e[1]]
    return [n for child in e[1:] for n in _leaves(child)]


def _count_calls(e: list) -> int:
    return len(_leaves(e))


BOOTCAMP = ShortCircuit()
