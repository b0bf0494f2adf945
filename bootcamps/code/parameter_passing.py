"""Final globals after a procedure call under a stated parameter-passing mode: by value, by
reference, by value-result or by name.

The program has a global ``i``, a global array ``a`` and one procedure ``p(x, y)`` with a local
``t``; it is called once with arguments drawn from ``i``, ``a[i]`` and ``a[k]``. The modes are
the classic ones of programming-language courses: by value (local copies, nothing flows back),
by reference (x and y are aliases of the argument locations, fixed at the call), by
value-result (local copies, copied back to the locations fixed at the call when p returns, x
first, then y) and by name (every use of x re-evaluates its argument expression, so ``a[i]``
follows later changes of ``i``). The generator keeps programs whose result under the stated
mode differs from the other modes' (from every other mode at levels 4 and 5), and whose array
indices stay in range. Unlike ``code/list_aliasing`` or ``code/python_scoping`` the rules are
not Python's: the prompt states the one mode to apply.

The interpreter works on a store of locations (``i``, ``a[0]``, ...); the trace is one state
per step: the binding of each parameter at the call, each statement of the body (fetch the
operands through the bindings, compute the value and the location written), the copy-back of
value-result, then the answer. The plain solver models the modes with cells, getter and setter
closures instead of locations. The tests replay the program with a third interpreter.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.trace import Tracer

MODES = ("value", "reference", "value-result", "name")


@dataclass(frozen=True)
class Config:
    modes: int = 2  # the first this many of MODES may be asked
    statements: int = 3
    length: int = 3  # array length
    differ_from_all: bool = False

    def __post_init__(self) -> None:
        if not 2 <= self.modes <= 4:
            raise ValueError(f"modes must be in 2..4, got {self.modes}")
        if not 2 <= self.statements <= 10:
            raise ValueError(f"statements must be in 2..10, got {self.statements}")
        if not 3 <= self.length <= 6:
            raise ValueError(f"length must be in 3..6, got {self.length}")


# Operands: ["x"], ["y"], ["t"], ["i"], ["a", k], ["c", n]; arguments: ["i"], ["a", "i"], ["a", k].
# A statement is [target, left, op, right].


def show(operand: list) -> str:
    if operand[0] == "a":
        return f"a[{operand[1]}]"
    if operand[0] == "c":
        return str(operand[1])
    return operand[0]


class _OutOfRange(Exception):
    pass


def _run_locations(data: dict, mode: str, t: Tracer | None = None) -> list[int]:
    """The location-store interpreter (traced when ``t`` is given)."""
    store = {"i": data["i"], **{f"a[{k}]": v for k, v in enumerate(data["a"])}}
    n = len(data["a"])
    local = {"t": 0}
    bound: dict[str, object] = {}

    def fetch(name: str, value):
        return t.fetch(name, value) if t else value

    def compute(name: str, value, why: str = ""):
        return t.compute(name, value, why=why) if t else value

    def location(arg: list) -> str:
        if arg[0] == "i":
            return "i"
        k = fetch("i", store["i"]) if arg[1] == "i" else arg[1]
        if not 0 <= k < n:
            raise _OutOfRange(k)
        return f"a[{k}]"

    for param, arg in zip("xy", data["args"]):
        if t:
            t.state(f"bind {param}")
        if mode == "name":
            bound[param] = compute(param, show(arg), why="the expression itself, evaluated at each use")
        elif mode == "reference":
            bound[param] = compute(param, location(arg), why="alias of the location")
        else:
            loc = location(arg)
            local[param] = compute(param, fetch(loc, store[loc]), why="copy of the value")
            if mode == "value-result":
                bound[param] = compute(f"{param} returns to", loc)

    def where(operand: list) -> tuple[str, bool]:
        """(location name, is it local)."""
        kind = operand[0]
        if kind == "t" or (kind in "xy" and mode in ("value", "value-result")):
            return kind, True
        if kind in "xy":
            return (bound[kind] if mode == "reference" else location(data["args"]["xy".index(kind)])), False
        return location(operand), False

    def read(operand: list) -> int:
        if operand[0] == "c":
            return operand[1]
        loc, is_local = where(operand)
        return fetch(loc, local[loc] if is_local else store[loc])

    for number, (target, left, op, right) in enumerate(data["body"], 1):
        if t:
            t.state(f"statement {number}")
        a, b = read(left), read(right)
        value = compute("value", a + b if op == "+" else a - b if op == "-" else a * b, why=f"{a} {op} {b}")
        loc, is_local = where(target)
        if is_local:
            local[loc] = compute(loc, value)
        else:
            store[loc] = compute(loc, value)
    if mode == "value-result":
        for param in "xy":
            if t:
                t.state(f"copy back {param}")
            loc = str(fetch(f"{param} returns to", bound[param]))
            store[loc] = compute(loc, fetch(param, local[param]))
    if t:
        t.state("answer")
    out = [fetch("i", store["i"])] + [fetch(f"a[{k}]", store[f"a[{k}]"]) for k in range(n)]
    return compute("answer", out) if t else out


_STYLES = {
    "value": "Parameters are passed by value: x and y are new local variables initialised with the arguments' values "
             "at the call; assigning to them changes nothing outside p.",
    "reference": "Parameters are passed by reference: x and y are aliases of the arguments' storage locations, fixed at "
                 "the call (so a[i] means the element a[i] denoted when p was called); reading or assigning x reads or "
                 "assigns that location.",
    "value-result": "Parameters are passed by value-result (copy-in/copy-out): x and y are local copies of the "
                    "arguments' values at the call; when p returns, x is copied back to its argument's location and "
                    "then y to its argument's location, with those locations fixed at the call (a[i] uses the value of "
                    "i at the call).",
    "name": "Parameters are passed by name: every use of x or y inside p evaluates the argument expression again, in "
            "the caller's scope, at that moment; so if the argument is a[i] and i has changed, x now means a "
            "different element. Assigning to x assigns to the location the expression denotes at that moment.",
}
_INTROS = (
    "Consider this program in a small imperative language (integer arithmetic, array indices from 0).",
    "Trace the following pseudocode. Arrays are indexed from 0 and all values are integers.",
    "Here is a program with one procedure call. Indices of a start at 0.",
)
_QUESTIONS = (
    "What are the values of i and of the array a after the call?",
    "After p returns, what do i and a hold?",
    "Give the final value of the global i and the final contents of a.",
)


class ParameterPassing(Bootcamp):
    id = "code/parameter_passing"
    description = "Globals after a procedure call with parameters passed by value, reference, value-result or name"
    Config = Config
    LEVELS = {
        "1": Config(modes=2, statements=3, length=3),
        "2": Config(modes=3, statements=4, length=3),
        "3": Config(modes=4, statements=5, length=3),
        "4": Config(modes=4, statements=6, length=4, differ_from_all=True),
        "5": Config(modes=4, statements=8, length=4, differ_from_all=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        n = config.length
        mode = rng.choice(MODES[: config.modes])  # drawn once, so the modes stay balanced
        while True:
            args = [rng.choice([["i"], ["a", "i"], ["a", "i"], ["a", rng.randrange(n)]]) for _ in range(2)]
            if args[0] == args[1] and rng.random() < 0.7:
                continue
            body = [self._statement(rng, n) for _ in range(config.statements)]
            if not any(s[0][0] in "xy" for s in body) or not (any(s[0] == ["i"] for s in body) or ["i"] in args):
                continue
            data = {"mode": mode, "i": rng.randrange(n), "a": [rng.randint(1, 9) for _ in range(n)], "args": args,
                    "body": body}
            results = {}
            for other in MODES:
                try:
                    results[other] = _run_locations({**data, "mode": other}, other)
                except _OutOfRange:
                    results[other] = None
            gold = results[mode]
            if gold is None or max(abs(v) for v in gold) > 999:
                continue
            others = [results[m] for m in MODES if m != mode]
            if (all if config.differ_from_all else any)(r != gold for r in others):
                return data, gold

    @staticmethod
    def _statement(rng: random.Random, n: int) -> list:
        def operand(allow_const: bool) -> list:
            pool = [["x"], ["x"], ["y"], ["y"], ["t"], ["i"], ["a", rng.randrange(n)]]
            if allow_const:
                pool += [["c", rng.randint(1, 3)]] * 2
            return rng.choice(pool)

        target = rng.choice([["x"], ["x"], ["y"], ["y"], ["t"], ["i"], ["a", rng.randrange(n)]])
        if target == ["i"]:
            return [["i"], ["i"], rng.choice("+-"), ["c", 1]] if rng.random() < 0.7 else [["i"], ["c", rng.randrange(n)],
                                                                                          "+", ["c", 0]]
        op = rng.choice("++-*")
        left = operand(False)
        right = operand(True) if op != "*" else ["c", rng.randint(2, 3)]
        while op == "-" and right == left:  # x - x is just 0
            right = operand(True)
        return [target, left, op, right]

    def prompt(self, data: dict, rng: random.Random) -> str:
        lines = [f"int i = {data['i']};", f"int a[{len(data['a'])}] = {{{', '.join(map(str, data['a']))}}};",
                 "procedure p(x, y) {", "    int t = 0;"]
        for target, left, op, right in data["body"]:
            lines.append(f"    {show(target)} = {show(left)} {op} {show(right)};".replace(" + 0;", ";"))
        lines += ["}", f"p({show(data['args'][0])}, {show(data['args'][1])});"]
        example = "i=0, a=[" + ", ".join(["0"] * len(data["a"])) + "]"
        return "\n".join([
            rng.choice(_INTROS),
            *lines,
            _STYLES[data["mode"]],
            rng.choice(_QUESTIONS),
            answer_instruction(f"i and the array, written like {example}"),
        ])

    def format_answer(self, answer: list[int]) -> str:
        return f"i={answer[0]}, a=[{', '.join(map(str, answer[1:]))}]"

    def check(self, data: dict, answer: list[int], text: str) -> float:
        if len(text) > 300:
            return 0.0
        text = text.strip().rstrip(".")
        labelled = re.fullmatch(r"i\s*[=:]\s*(-?\d+)\s*[,;]?\s*a\s*[=:]\s*[\[{(]([-\d,\s]*)[\]})]", text) or \
            re.fullmatch(r"a\s*[=:]\s*[\[{(]([-\d,\s]*)[\]})]\s*[,;]?\s*i\s*[=:]\s*(-?\d+)", text)
        if labelled:
            first, second = labelled.groups()
            i_text, a_text = (first, second) if text.startswith("i") else (second, first)
            items = [s.strip() for s in a_text.split(",")]
            if not all(re.fullmatch(r"-?\d{1,9}", s) for s in items):
                return 0.0
            values = [int(i_text)] + [int(s) for s in items]
        else:
            items = [s for s in re.split(r"[,\s]+", text.strip("[]() ")) if s]
            if not all(re.fullmatch(r"-?\d{1,9}", s) for s in items):
                return 0.0
            values = [int(s) for s in items]
        return 1.0 if values == list(answer) else 0.0

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        out = []
        for mode in MODES:
            if mode != case.data["mode"]:
                try:
                    other = _run_locations({**case.data, "mode": mode}, mode)
                except _OutOfRange:
                    continue
                if other != case.answer:
                    out.append(self.format_answer(other))
        wrong = list(case.answer)
        wrong[0] += 1
        return out + [self.format_answer(wrong)]

    def program(self, t: Tracer, data: dict) -> list[int]:
        return _run_locations(data, data["mode"], t)

    def solve(self, data: dict) -> list[int]:
        # Cells and closures: every parameter becomes a (get, set) pair.
        mode = data["mode"]
        i_cell, a_cells, t_cell = [data["i"]], [[v] for v in data["a"]], [0]

        def cell_of(arg: list) -> list:
            if arg[0] == "i":
                return i_cell
            return a_cells[i_cell[0] if arg[1] == "i" else arg[1]]

        access: dict[str, tuple] = {"t": (lambda: t_cell[0], lambda v: t_cell.__setitem__(0, v)),
                                    "i": (lambda: i_cell[0], lambda v: i_cell.__setitem__(0, v))}
        copies = []
        for param, arg in zip("xy", data["args"]):
            if mode == "name":
                access[param] = (lambda arg=arg: cell_of(arg)[0], lambda v, arg=arg: cell_of(arg).__setitem__(0, v))
            else:
                cell = cell_of(arg)
                if mode != "reference":
                    copies.append((cell, local := [cell[0]]))
                    cell = local
                access[param] = (lambda c=cell: c[0], lambda v, c=cell: c.__setitem__(0, v))

        def get(operand: list) -> int:
            if operand[0] == "c":
                return operand[1]
            if operand[0] == "a":
                return a_cells[operand[1]][0]
            return access[operand[0]][0]()

        for target, left, op, right in data["body"]:
            a, b = get(left), get(right)
            value = a + b if op == "+" else a - b if op == "-" else a * b
            if target[0] == "a":
                a_cells[target[1]][0] = value
            else:
                access[target[0]][1](value)
        if mode == "value-result":
            for cell, local in copies:
                cell[0] = local[0]
        return [i_cell[0]] + [c[0] for c in a_cells]


BOOTCAMP = ParameterPassing()
