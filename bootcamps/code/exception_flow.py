"""Predict the lines a Python program with try/except/else/finally prints, in order.

A function ``f(n)`` prints labelled lines inside a ``try`` block that may ``raise`` or ``return``
on conditions of n; its handlers may print and re-raise (``raise``), its ``finally`` always
runs. A driver loop calls ``f(n)`` for each input inside its own ``try`` with handlers (the last
is ``except Exception``, so nothing escapes), ``else`` and ``finally``. The prompt states the
class hierarchy that matters (LookupError is the base of KeyError and IndexError). Programs come
from ``kit.interp2``'s grammar and are interpreted there (never ``exec``); the trace is one
state per input: fetch n, compute each condition reached, the handler chosen and the lines
printed. The tests ``exec`` the generated program text.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit import interp2
from bootcamps.kit.strings import WordSequenceAnswer
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    inputs: int = 2
    raises: int = 1
    handlers: int = 1
    reraise: bool = False
    returns: bool = False
    lookup: bool = False

    def __post_init__(self) -> None:
        if not 1 <= self.inputs <= 10:
            raise ValueError(f"inputs must be in 1..10, got {self.inputs}")
        if not 1 <= self.raises <= 5:
            raise ValueError(f"raises must be in 1..5, got {self.raises}")
        if not 0 <= self.handlers <= 3:
            raise ValueError(f"handlers must be in 0..3, got {self.handlers}")


_INTROS = (
    "What does this Python 3 program print?",
    "Predict the exact output of the Python program below, line by line.",
    "Run this Python code in your head and list everything it prints, in order.",
)
_RULES = (
    "Remember: a `finally` block always runs when its `try` statement is left (by an exception, a `return` or normally); "
    "`else` runs only when the `try` body raised nothing; the first matching `except` clause handles an exception; "
    "a bare `raise` inside a handler re-raises the same exception; LookupError is the base class of KeyError and IndexError."
)


class ExceptionFlow(WordSequenceAnswer, Bootcamp):
    id = "code/exception_flow"
    description = "Predict the print order of a Python program with try/except/else/finally, re-raise and return"
    Config = Config
    LEVELS = {
        "1": Config(inputs=2, raises=1, handlers=1),
        "2": Config(inputs=3, raises=2, handlers=1, lookup=True),
        "3": Config(inputs=3, raises=2, handlers=2, reraise=True, returns=True, lookup=True),
        "4": Config(inputs=4, raises=3, handlers=2, reraise=True, returns=True, lookup=True),
        "5": Config(inputs=5, raises=3, handlers=3, reraise=True, returns=True, lookup=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        data = interp2.random_exception_program(
            rng, config.inputs, config.raises, config.handlers, config.reraise, config.returns, config.lookup
        )
        return data, interp2.run_exception_program(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        form = 'the printed lines in order, separated by commas, like "A3, B3, F3"'
        code = interp2.render_exception_program(data)
        return f"{rng.choice(_INTROS)}\n```python\n{code}\n```\n{_RULES}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[str]) -> str:
        return ", ".join(answer)

    def program(self, t: Tracer, data: dict) -> list[str]:
        f, d = data["f"], data["driver"]
        printed: list[str] = []
        for k, value in enumerate(data["inputs"]):
            t.state(f"call {k + 1}")
            n = t.fetch(f"inputs[{k}]", value)
            lines: list[str] = []
            exc, returned = None, False
            for item in f["body"]:
                if item[0] == "print":
                    lines.append(f"{item[1]}{n}")
                    continue
                text = interp2.render_cond(item[1], str(n))
                if t.compute(f"[{text}]", interp2.cond_holds(item[1], n)):
                    if item[0] == "raise":
                        exc = t.compute("raised", item[2])
                    else:
                        returned = t.compute("returns", True)
                    break
            escaped = exc
            if exc is not None:
                h = t.compute("inner handler", interp2.first_handler(exc, f["handlers"]))
                if h is not None:
                    lines.append(f"{f['handlers'][h][1]}{n}")
                    escaped = exc if f["handlers"][h][2] else None
            if f["finally"]:
                lines.append(f"{f['finally']}{n}")
            if escaped is None and not returned:
                lines.append(f"{f['after']}{n}")
            escaped = t.compute("escapes f", escaped)
            if escaped is None:
                lines.append(f"{d['after']}{n}")
                if d["else"]:
                    lines.append(f"{d['else']}{n}")
            else:
                h = t.compute("driver handler", interp2.first_handler(escaped, d["handlers"]))
                lines.append(f"{d['handlers'][h][1]}{n}")
            if d["finally"]:
                lines.append(f"{d['finally']}{n}")
            printed += t.compute(f"printed for n={n}", lines)
        t.state("answer")
        return t.compute("answer", list(printed))

    def solve(self, data: dict) -> list[str]:
        return interp2.run_exception_program(data)

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        gold = list(case.answer)
        wrong = [gold[:-1], gold[1:] + gold[:1], gold + [gold[0]]]
        return [self.format_answer(w) for w in wrong if w != gold]


BOOTCAMP = ExceptionFlow()
