"""Predict what Python prints when functions keep state in mutable default arguments.

A default value is evaluated once, when ``def`` runs, so ``acc=[]`` is one list shared by
every call that omits the argument: ``acc.append(x)`` and ``acc += [x]`` change it for later
calls, while ``acc = acc + [x]`` builds a new list and leaves the default alone, and the
``acc=None`` idiom gives a fresh list per call. A caller may pass its own list ``box``, which
the mutating forms change in place. The generator draws 2-4 functions from these templates
(returning a sum, a length or a dict count) and a sequence of calls; the interpreter keeps one
object per default and per passed list (never ``exec``). The trace is one state per call.
The tests ``exec`` the generated program and compare what it prints.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit.literal import IntSequenceAnswer
from bootcamps.trace import Tracer

TEMPLATES = {
    "append": ["def {f}(x, acc=[]):", "    acc.append(x)", "    return {ret}(acc)"],
    "iadd": ["def {f}(x, acc=[]):", "    acc += [x]", "    return {ret}(acc)"],
    "rebind": ["def {f}(x, acc=[]):", "    acc = acc + [x]", "    return {ret}(acc)"],
    "none": ["def {f}(x, acc=None):", "    if acc is None:", "        acc = []", "    acc.append(x)", "    return {ret}(acc)"],
    "count": ["def {f}(x, seen={{}}):", "    seen[x] = seen.get(x, 0) + 1", "    return seen[x]"],
}
MUTATES = ("append", "iadd", "none", "count")


@dataclass(frozen=True)
class Config:
    functions: int = 2
    calls: int = 4
    box: bool = False  # calls that pass the caller's own list

    def __post_init__(self) -> None:
        if not 1 <= self.functions <= 5 or not 2 <= self.calls <= 20:
            raise ValueError("functions must be in 1..5 and calls in 2..20")


def source(data: dict) -> str:
    lines = []
    for name, kind, ret in data["funcs"]:
        lines += [line.format(f=name, ret=ret) for line in TEMPLATES[kind]] + [""]
    if data["box"] is not None:
        lines.append(f"box = {data['box']}")
    for name, x, passed in data["calls"]:
        lines.append(f"print({name}({x}, box))" if passed else f"print({name}({x}))")
    if data["box"] is not None:
        lines.append("print(len(box))")
    return "\n".join(lines)


def call(kind: str, ret: str, x: int, store: list | dict) -> tuple[int, list | dict]:
    """(return value, the object's new contents) for one call on ``store`` (the default or box)."""
    if kind == "count":
        new = dict(store)
        new[x] = new.get(x, 0) + 1
        return new[x], new
    new = list(store) + [x]
    value = sum(new) if ret == "sum" else len(new)
    return value, (store if kind == "rebind" else new)


_INTROS = (
    "What does this Python program print?",
    "Predict the output of the following Python 3 code, line by line.",
    "Run this program in your head. What gets printed?",
)
_RULE = "Remember that Python evaluates a default argument value once, when the def statement runs."


class MutableDefault(IntSequenceAnswer, Bootcamp):
    id = "code/mutable_default"
    description = "Predict prints of Python functions with mutable default arguments (append, +=, rebinding, None idiom)"
    Config = Config
    LEVELS = {
        "1": Config(functions=1, calls=4, box=False),
        "2": Config(functions=2, calls=5, box=False),
        "3": Config(functions=2, calls=6, box=True),
        "4": Config(functions=3, calls=9, box=True),
        "5": Config(functions=4, calls=13, box=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        names = rng.sample(["f", "g", "h", "k", "log", "add", "push"], config.functions)
        funcs = [[n, rng.choice(tuple(TEMPLATES)), rng.choice(("sum", "len"))] for n in names]
        box = [rng.randint(1, 9) for _ in range(rng.randint(0, 2))] if config.box else None
        calls = []
        for _ in range(config.calls):
            name, kind, _ = rng.choice(funcs)
            passed = box is not None and kind != "count" and rng.random() < 0.3
            calls.append([name, rng.randint(1, 4) if kind == "count" else rng.randint(1, 9), passed])
        data = {"funcs": funcs, "box": box, "calls": calls}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        return "\n".join([rng.choice(_INTROS), "```python", source(data), "```", _RULE,
                          answer_instruction("the printed integers in order, separated by spaces (for example: 3 5 1 8)")])

    def format_answer(self, answer: list[int]) -> str:
        return " ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        kinds = {name: (kind, ret) for name, kind, ret in data["funcs"]}
        defaults: dict[str, list | dict] = {name: ({} if kind == "count" else []) for name, kind, _ in data["funcs"]}
        box = list(data["box"]) if data["box"] is not None else None
        out: list[int] = []
        for k, (name, x, passed) in enumerate(data["calls"]):
            kind, ret = kinds[name]
            t.state(f"call {k + 1}: {name}({x}{', box' if passed else ''})")
            if passed:
                store = t.fetch("box", box)
            elif kind == "none":
                store = t.fetch("fresh list", [])
            else:
                store = t.fetch(f"{name} default", defaults[name] if kind != "count" else [[a, b] for a, b in sorted(defaults[name].items())])
                store = {a: b for a, b in store} if kind == "count" else store
            value, new = call(kind, ret, x, store)
            if passed:
                box = t.compute("box after", new)
            elif kind not in ("none", "rebind"):
                shown = t.compute(f"{name} default after", new if kind != "count" else [[a, b] for a, b in sorted(new.items())])
                defaults[name] = {a: b for a, b in shown} if kind == "count" else shown
            out.append(t.compute("printed", value))
        if box is not None:
            t.state("len(box)")
            out.append(t.compute("printed", len(t.fetch("box", box))))
        t.state("answer")
        return t.compute("answer", out)

    def solve(self, data: dict) -> list[int]:
        state: dict[str, list | dict] = {}
        box = list(data["box"]) if data["box"] is not None else None
        kinds = {name: (kind, ret) for name, kind, ret in data["funcs"]}
        out = []
        for name, x, passed in data["calls"]:
            kind, ret = kinds[name]
            if kind == "count":
                seen = state.setdefault(name, {})
                seen[x] = seen.get(x, 0) + 1
                out.append(seen[x])
                continue
            if passed:
                target = box
            elif kind == "none":
                target = []
            else:
                target = state.setdefault(name, [])
            items = target + [x]
            if kind != "rebind":
                target.append(x)
            out.append(sum(items) if ret == "sum" else len(items))
        return out + ([len(box)] if box is not None else [])

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        gold = list(case.answer)
        i = rng.randrange(len(gold))
        return [self.format_answer(gold[:i] + [gold[i] + 1] + gold[i + 1:]), self.format_answer(gold[:-1])]


BOOTCAMP = MutableDefault()
