"""Predict a C program that moves pointers over an int array and writes through them.

Two pointers p and q start inside ``int arr[N]``; statements move them (``p++``, ``q -= 2``,
``q = p + 3``) and read or write through them (``p[-1] = 4``, ``*(q + 2) += 5``,
``*p++ = 7``, ``(*q)++``, ``x += *p++``, ``p[1] = q[0]``). The generator keeps every pointer
and every access inside the array (no undefined behaviour). The interpreter tracks pointers
as indices; the trace is one state per statement, fetching the pointer positions and array
cells it reads. The tests compile the generated program with gcc and compare its output.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit.literal import IntSequenceAnswer
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    size: int = 5
    statements: int = 4
    kinds: int = 4  # how many statement kinds are in play

    def __post_init__(self) -> None:
        if not 4 <= self.size <= 12 or not 2 <= self.statements <= 20 or not 2 <= self.kinds <= 9:
            raise ValueError("size must be in 4..12, statements in 2..20, kinds in 2..9")


KINDS = ("move", "store", "addto", "postinc_store", "inc_target", "rebase", "copy", "x_postinc", "deref_store")


def render(s: list) -> str:
    kind = s[0]
    if kind == "move":
        return {1: f"{s[1]}++;", -1: f"{s[1]}--;"}.get(s[2], f"{s[1]} += {s[2]};" if s[2] > 0 else f"{s[1]} -= {-s[2]};")
    if kind == "store":
        return f"{s[1]}[{s[2]}] = {s[3]};"
    if kind == "deref_store":
        return f"*({s[1]} + {s[2]}) = {s[3]};" if s[2] else f"*{s[1]} = {s[3]};"
    if kind == "addto":
        return f"*({s[1]} + {s[2]}) += {s[3]};" if s[2] >= 0 else f"{s[1]}[{s[2]}] += {s[3]};"
    if kind == "postinc_store":
        return f"*{s[1]}++ = {s[2]};"
    if kind == "inc_target":
        return f"(*{s[1]})++;"
    if kind == "rebase":
        return f"{s[1]} = {s[2]} + {s[3]};"
    if kind == "copy":
        return f"{s[1]}[{s[2]}] = {s[3]}[{s[4]}];"
    return f"x += *{s[1]}++;"


def step(s: list, ptr: dict, arr: list, x: int) -> int:
    """Run one statement in place; returns the new x. Raises IndexError out of bounds."""
    kind, n = s[0], len(arr)

    def cell(i: int) -> int:
        if not 0 <= i < n:
            raise IndexError(i)
        return i

    if kind == "move":
        ptr[s[1]] += s[2]
    elif kind in ("store", "deref_store"):
        arr[cell(ptr[s[1]] + s[2])] = s[3]
    elif kind == "addto":
        arr[cell(ptr[s[1]] + s[2])] += s[3]
    elif kind == "postinc_store":
        arr[cell(ptr[s[1]])] = s[2]
        ptr[s[1]] += 1
    elif kind == "inc_target":
        arr[cell(ptr[s[1]])] += 1
    elif kind == "rebase":
        ptr[s[1]] = (0 if s[2] == "arr" else ptr[s[2]]) + s[3]
    elif kind == "copy":
        arr[cell(ptr[s[1]] + s[2])] = arr[cell(ptr[s[3]] + s[4])]
    else:
        x += arr[cell(ptr[s[1]])]
        ptr[s[1]] += 1
    if not all(0 <= v < n for v in ptr.values()):
        raise IndexError("pointer left the array")
    return x


def random_statement(rng: random.Random, kinds: tuple, n: int) -> list:
    kind, p, q = rng.choice(kinds), rng.choice("pq"), rng.choice("pq")
    off = rng.randint(-2, 3)
    if kind == "move":
        return ["move", p, rng.choice((1, 1, -1, 2, -2, 3))]
    if kind in ("store", "deref_store"):
        return [kind, p, off if kind == "store" else abs(off), rng.randint(0, 20)]
    if kind == "addto":
        return ["addto", p, off, rng.randint(1, 9)]
    if kind in ("postinc_store",):
        return [kind, p, rng.randint(0, 20)]
    if kind == "inc_target":
        return [kind, p]
    if kind == "rebase":
        return ["rebase", p, rng.choice(("arr", q)), rng.randint(0, n - 1) if rng.random() < 0.5 else rng.randint(-2, 3)]
    if kind == "copy":
        return ["copy", p, off, q, rng.randint(-2, 2)]
    return ["x_postinc", p]


def source(data: dict) -> str:
    arr, n = data["arr"], len(data["arr"])
    lines = [f"int arr[{n}] = {{{', '.join(map(str, arr))}}};", f"int *p = arr + {data['p']}, *q = arr + {data['q']};", "int x = 0;"]
    lines += [render(s) for s in data["statements"]]
    lines.append(f'for (int i = 0; i < {n}; i++) printf("%d ", arr[i]);')
    lines.append('printf("%d\\n", x);')
    return "\n".join(lines)


_INTROS = (
    "What does this C fragment print?",
    "Trace the pointer arithmetic below and give the program's output.",
    "Predict the output of the following C code (inside main, with <stdio.h> included).",
)
_RULES = ("p + k points k ints further along the array; p[k] is *(p + k); *p++ = v stores v at *p and then advances p; "
          "x += *p++ adds *p to x and then advances p; (*p)++ increments the int p points to. "
          "The output is the array elements and then x, separated by spaces.")


class CPointers(IntSequenceAnswer, Bootcamp):
    id = "code/c_pointers"
    description = "Predict a C program's output after pointer moves and writes through p[k], *(p+k), *p++"
    Config = Config
    LEVELS = {
        "1": Config(size=5, statements=3, kinds=3),
        "2": Config(size=6, statements=5, kinds=5),
        "3": Config(size=7, statements=7, kinds=7),
        "4": Config(size=8, statements=10, kinds=9),
        "5": Config(size=10, statements=15, kinds=9),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        n = config.size
        kinds = KINDS[: config.kinds]
        while True:
            arr = [rng.randint(0, 20) for _ in range(n)]
            data = {"arr": arr, "p": rng.randrange(n), "q": rng.randrange(n), "statements": []}
            ptr, work, x = {"p": data["p"], "q": data["q"]}, list(arr), 0
            tries = 0
            while len(data["statements"]) < config.statements and tries < 200:
                tries += 1
                s = random_statement(rng, kinds, n)
                trial_ptr, trial_arr = dict(ptr), list(work)
                try:
                    trial_x = step(s, trial_ptr, trial_arr, x)
                except IndexError:
                    continue
                if (trial_ptr, trial_arr, trial_x) == (ptr, work, x):
                    continue  # a statement that changes nothing
                data["statements"].append(s)
                ptr, work, x = trial_ptr, trial_arr, trial_x
            if len(data["statements"]) == config.statements and work != arr:
                return data, work + [x]

    def prompt(self, data: dict, rng: random.Random) -> str:
        body = source(data)
        return "\n".join([rng.choice(_INTROS), "```c", body, "```", _RULES,
                          answer_instruction("the printed numbers in order, separated by spaces (for example: 3 0 12 5 0)")])

    def format_answer(self, answer: list[int]) -> str:
        return " ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        arr, ptr, x = list(data["arr"]), {"p": data["p"], "q": data["q"]}, 0
        for k, s in enumerate(data["statements"]):
            t.state(f"statement {k + 1}")
            names = [v for v in ("p", "q") if v in s[1:2] or v in s[2:4] and s[0] in ("rebase", "copy")]
            for v in names:
                ptr[v] = t.fetch(v, ptr[v])
            before_arr, before_ptr = list(arr), dict(ptr)
            x = step(s, ptr, arr, x)
            for i in range(len(arr)):
                if arr[i] != before_arr[i]:
                    t.fetch(f"arr[{i}]", before_arr[i])
                    arr[i] = t.compute(f"arr[{i}]'", arr[i], why=render(s))
            for v in ("p", "q"):
                if ptr[v] != before_ptr[v]:
                    ptr[v] = t.compute(f"{v}'", ptr[v], why=render(s))
            if s[0] == "x_postinc":
                x = t.compute("x", x, why=render(s))
        t.state("print")
        return t.compute("answer", [t.fetch(f"arr[{i}]", v) for i, v in enumerate(arr)] + [t.fetch("x", x)])

    def solve(self, data: dict) -> list[int]:
        arr, ptr, x = list(data["arr"]), {"p": data["p"], "q": data["q"]}, 0
        for s in data["statements"]:
            x = step(s, ptr, arr, x)
        return arr + [x]

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        gold = list(case.answer)
        i = rng.randrange(len(gold) - 1)
        return [self.format_answer(gold[:i] + [gold[i + 1], gold[i]] + gold[i + 2:]) if gold[i] != gold[i + 1] else self.format_answer(gold[:-1]),
                self.format_answer(list(case.data["arr"]) + [gold[-1] + 1])]


BOOTCAMP = CPointers()
