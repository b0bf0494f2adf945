"""Length of the longest well-formed block of parentheses inside a string of ( and ).

The trace is the stack scan: the stack holds the positions of unmatched '(' on top of the
position just before the current run; a ')' that pops a '(' ends a well-formed block that
reaches back to the new top. One state per character.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.strings2 import random_balanced
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    length: int = 10
    blocks: int = 3

    def __post_init__(self) -> None:
        if not 4 <= self.length <= 300:
            raise ValueError(f"length must be in 4..300, got {self.length}")
        if not 1 <= self.blocks <= self.length // 2:
            raise ValueError(f"blocks must be in 1..length/2, got {self.blocks}")


_PAIRS = ("()", "[]", "{}", "<>")
_TEMPLATES = (
    "In the string {s}, find the longest contiguous block that is a well-formed bracket sequence ({o} opens, {c} "
    "closes; every {o} is closed by a later {c} and no prefix of the block has more {c} than {o}). How long is it?",
    "Given the bracket string \"{s}\" (with {o} as the opening and {c} as the closing bracket), what is the length "
    "of its longest substring of correctly matched brackets?",
    "Length of the longest valid (balanced, properly nested) substring of '{s}', where '{o}' opens and '{c}' "
    "closes? A substring is a run of consecutive characters.",
)


class LongestValidParentheses(IntegerAnswer, Bootcamp):
    id = "string/longest_valid_parentheses"
    description = "Length of the longest well-formed parentheses substring (stack-of-positions trace)"
    Config = Config
    LEVELS = {
        "1": Config(length=18, blocks=3),
        "2": Config(length=20, blocks=4),
        "3": Config(length=26, blocks=5),
        "4": Config(length=32, blocks=6),
        "5": Config(length=44, blocks=8),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        # Balanced blocks of random sizes glued with stray brackets, so several candidates compete.
        parts: list[str] = []
        while sum(map(len, parts)) < config.length:
            if rng.random() < 0.6:
                parts.append(random_balanced(rng, rng.randint(1, max(1, config.length // (2 * config.blocks) + 1))))
            else:
                parts.append(rng.choice("()"))
        s = "".join(parts)[: config.length]
        if "()" not in s:  # at least one matched pair, so the answer is never 0
            s = "()" + s[2:]
        pair = rng.choice(_PAIRS)
        data = {"s": s.translate(str.maketrans("()", pair)), "open": pair[0], "close": pair[1]}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        body = rng.choice(_TEMPLATES).format(s=data["s"], o=data["open"], c=data["close"])
        return f"{body}\n{answer_instruction('one integer (the length)')}"

    def program(self, t: Tracer, data: dict) -> int:
        s, o = data["s"], data["open"]
        stack = [-1]
        best = 0
        for i, ch in enumerate(s):
            t.state(f"char {i}")
            if t.goto(t.fetch(f"s[{i}]", ch) == o, why="remember where it opens"):
                stack = t.compute("stack", stack + [i])
                continue
            stack = t.compute("stack", stack[:-1])
            if t.goto(not stack, why="an unmatched ) is a new base"):
                stack = t.compute("stack", [i])
            else:
                length = t.compute("length", i - t.fetch("stack top", stack[-1]))
                best = t.compute("best", max(best, length))
        t.state("answer")
        return t.compute("answer", t.fetch("best", best))

    def solve(self, data: dict) -> int:
        # Two sweeps with counters (left to right, then right to left).
        s = data["s"]
        best = 0
        for text, opener in ((s, data["open"]), (s[::-1], data["close"])):
            opened = closed = 0
            for ch in text:
                if ch == opener:
                    opened += 1
                else:
                    closed += 1
                if opened == closed:
                    best = max(best, 2 * closed)
                elif closed > opened:
                    opened = closed = 0
        return best


BOOTCAMP = LongestValidParentheses()
