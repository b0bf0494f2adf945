"""Where a sequence of three kinds of brackets first goes wrong, read with a stack.

Reading left to right, an opening bracket is pushed; a closing bracket must match the bracket
on top of the stack, which is popped. The answer is the 1-based position of the first closing
bracket that finds an empty stack or the wrong kind on top; if there is none, it is
``length + 1`` when brackets are left open at the end, and 0 when the sequence is balanced.
The trace is one state per character, with the stack after it.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer

_PAIRS = {")": "(", "]": "[", "}": "{"}


@dataclass(frozen=True)
class Config:
    length: int = 10

    def __post_init__(self) -> None:
        if not 4 <= self.length <= 400:
            raise ValueError(f"length must be in 4..400, got {self.length}")


_TEMPLATES = (
    "Check the bracket sequence {s} (brackets of the kinds (), [] and {{}}). Scanning left to right with a stack, "
    "at which 1-based position does the first closing bracket appear that does not match the most recent unclosed "
    "opening bracket (or has nothing to close)? If every closing bracket matches, answer {after} when some bracket "
    "is still open at the end and 0 when the sequence is balanced.",
    "A code editor checks brackets in the line\n{s}\nIt reports the position (counting from 1) of the first closing "
    "bracket with no matching opener of the same kind on top of its stack. If there is no such bracket, it reports "
    "{after} for an unclosed opener at the end, or 0 if all is well. What does it report?",
    "Stack exercise. Input: {s}\nPush each of ( [ {{ ; on each of ) ] }} pop and compare kinds. Output the 1-based "
    "index of the first failing closer; else {after} if the stack is not empty at the end; else 0.",
)


class BracketFirstError(IntegerAnswer, Bootcamp):
    id = "data_structure/bracket_first_error"
    description = "Position of the first bracket error with three bracket kinds, or n+1 / 0 (stack trace)"
    Config = Config
    LEVELS = {
        "1": Config(length=10),
        "2": Config(length=14),
        "3": Config(length=18),
        "4": Config(length=24),
        "5": Config(length=32),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        n = config.length - config.length % 2
        stack, chars = [], []
        for i in range(n):  # a balanced sequence first
            if stack and (rng.random() < 0.45 or len(stack) >= n - i):
                chars.append({v: k for k, v in _PAIRS.items()}[stack.pop()])
            else:
                stack.append(rng.choice("([{"))
                chars.append(stack[-1])
        kind = rng.random()
        if kind < 0.6:  # a wrong closer somewhere
            closers = [i for i, c in enumerate(chars) if c in _PAIRS]
            at = rng.choice(closers)
            chars[at] = rng.choice([c for c in _PAIRS if c != chars[at]])
        elif kind < 0.7:  # a closer with nothing to close
            chars.insert(rng.randrange(n + 1), rng.choice(")]}"))
        elif kind < 0.85:  # an opener between top-level groups, never closed
            depth, tops = 0, [0]
            for i, c in enumerate(chars, 1):
                depth += 1 if c in "([{" else -1
                if depth == 0:
                    tops.append(i)
            chars.insert(rng.choice(tops), rng.choice("([{"))
        data = {"s": "".join(chars)}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(s=data["s"], after=len(data["s"]) + 1)
        return f"{text}\n{answer_instruction('the position as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        s = data["s"]
        stack: list[str] = []
        for i, c in enumerate(s):
            t.state(f"char {i + 1}")
            c = t.fetch(f"s[{i + 1}]", c)
            stack = t.fetch("stack", stack)
            if t.goto(c in "([{", why="an opener is pushed"):
                stack = t.compute("stack", stack + [c])
                continue
            top = stack[-1] if stack else None
            if t.goto(top != _PAIRS.get(c), why=f"top {top} does not open {c}"):
                return t.compute("answer", i + 1)
            stack = t.compute("stack", stack[:-1])
        t.state("end")
        left = t.fetch("stack", stack)
        return t.compute("answer", len(s) + 1 if left else 0, why="open brackets left: n+1, else 0")

    def solve(self, data: dict) -> int:
        # Without a stack: a prefix is sound when deleting adjacent matched pairs until none is
        # left leaves only openers; the first unsound prefix ends at the first error.
        s = data["s"]
        rest = ""
        for i in range(1, len(s) + 1):
            rest = s[:i]
            while any(pair in rest for pair in ("()", "[]", "{}")):
                for pair in ("()", "[]", "{}"):
                    rest = rest.replace(pair, "")
            if any(c in _PAIRS for c in rest):
                return i
        return len(s) + 1 if rest else 0


BOOTCAMP = BracketFirstError()
