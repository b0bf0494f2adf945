"""Predict what Python loops with ``break``, ``continue`` and ``else`` clauses print.

A loop's ``else`` runs only when the loop finishes without ``break`` (``continue`` does not
count; a ``break`` in an inner loop ends only that loop). Blocks are ``for``/else loops with
an optional ``continue`` filter, ``while``/else counters, and at higher levels nested loops
using the classic ``for ... else: continue`` idiom with an optional outer ``break``. Programs
come from ``kit.interp2``'s grammar and are interpreted there (never ``exec``); the trace is
one state per loop iteration (fetch the loop variable, compute each condition and what is
printed) plus one per ``else`` decision. The tests ``exec`` the generated program text.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit import interp2
from bootcamps.kit.strings import WordSequenceAnswer
from bootcamps.trace import Tracer

KINDS = ("for", "while", "nested")


@dataclass(frozen=True)
class Config:
    blocks: int = 2
    kinds: int = 1  # how many of KINDS (in that order) may appear
    length: int = 4

    def __post_init__(self) -> None:
        if not 1 <= self.blocks <= 8:
            raise ValueError(f"blocks must be in 1..8, got {self.blocks}")
        if not 1 <= self.kinds <= len(KINDS):
            raise ValueError(f"kinds must be in 1..{len(KINDS)}, got {self.kinds}")
        if not 2 <= self.length <= 12:
            raise ValueError(f"length must be in 2..12, got {self.length}")


_INTROS = (
    "What does this Python 3 program print?",
    "List, in order, every line the following Python program prints.",
    "Predict the output of this Python code with loop else clauses.",
)
_RULE = "Recall: the else clause of a for or while loop runs only if the loop was not ended by break."


class LoopElse(WordSequenceAnswer, Bootcamp):
    id = "code/loop_else"
    description = "Predict the output of Python for/else and while/else loops with break, continue and nesting"
    Config = Config
    LEVELS = {
        "1": Config(blocks=2, kinds=1, length=4),
        "2": Config(blocks=3, kinds=2, length=5),
        "3": Config(blocks=3, kinds=3, length=6),
        "4": Config(blocks=4, kinds=3, length=6),
        "5": Config(blocks=5, kinds=3, length=8),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        data = interp2.random_loop_program(rng, config.blocks, KINDS[: config.kinds], config.length)
        return data, interp2.run_loop_program(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        code = interp2.render_loop_program(data)
        form = 'the printed lines in order, separated by commas, like "A3, B, C7"'
        return f"{rng.choice(_INTROS)} {_RULE}\n```python\n{code}\n```\n{answer_instruction(form)}"

    def format_answer(self, answer: list[str]) -> str:
        return ", ".join(answer)

    def program(self, t: Tracer, data: dict) -> list[str]:
        out: list[str] = []

        def test(cond: list, value: int, var: str) -> bool:
            return t.compute(f"[{interp2.render_cond(cond, var)}]", interp2.cond_holds(cond, value))

        for b, block in enumerate(data["blocks"], start=1):
            kind = block["kind"]
            broke = False
            if kind == "for":
                for k, item in enumerate(block["items"]):
                    t.state(f"block {b} x #{k + 1}")
                    x = t.fetch(f"items[{k}]", item)
                    if block["cont"] and test(block["cont"], x, str(x)):
                        continue
                    if block["show"]:
                        out.append(t.compute("prints", f"{block['show']}{x}"))
                    if test(block["brk"], x, str(x)):
                        out.append(t.compute("prints", f"{block['bl']}{x}"))
                        broke = True
                        break
                t.state(f"block {b} end")
                if not t.goto(broke, why="else runs only without break"):
                    out.append(t.compute("prints", block["else"]))
            elif kind == "while":
                t.state(f"block {b} start")
                n = t.compute("n", block["start"])
                while t.compute(f"[{n} < {block['limit']}]", n < block["limit"]):
                    t.state(f"block {b} step")
                    n = t.compute("n", t.fetch("n", n) + block["step"])
                    if test(block["brk"], n, str(n)):
                        out.append(t.compute("prints", f"{block['bl']}{n}"))
                        broke = True
                        break
                if not broke:
                    out.append(t.compute("prints", f"{block['else']}{n}"))
            else:
                for j, outer in enumerate(block["outer"]):
                    y = outer
                    inner_broke = False
                    for k, inner in enumerate(block["inner"]):
                        t.state(f"block {b} y #{j + 1} x #{k + 1}")
                        y = t.fetch(f"outer[{j}]", outer)
                        x = t.fetch(f"inner[{k}]", inner)
                        if test(block["brk"], x + y, f"{x} + {y}"):
                            out.append(t.compute("prints", f"{block['bl']}{x + y}"))
                            inner_broke = True
                            break
                    t.state(f"block {b} y #{j + 1} after the inner loop")
                    if not t.goto(inner_broke, why="the inner else runs only without break"):
                        out.append(t.compute("prints", f"{block['ie']}{y}"))
                        if block["skip"]:
                            continue
                    out.append(t.compute("prints", f"{block['after']}{y}"))
                    if block["obrk"] and test(block["obrk"], y, str(y)):
                        broke = True
                        break
                t.state(f"block {b} end")
                if not t.goto(broke, why="else runs only without break"):
                    out.append(t.compute("prints", block["else"]))
        t.state("answer")
        return t.compute("answer", list(out))

    def solve(self, data: dict) -> list[str]:
        return interp2.run_loop_program(data)

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        gold = list(case.answer)
        wrong = [gold[:-1], gold[1:] + gold[:1], gold + [gold[-1]]]
        return [self.format_answer(w) for w in wrong if w != gold]


BOOTCAMP = LoopElse()
