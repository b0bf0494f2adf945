"""Run a Post tag system until it halts and give the final word.

An m-tag system has one production per symbol. Each step reads the word's first symbol,
appends that symbol's production to the end, then deletes the first m symbols. It halts when
the word has fewer than m symbols, or when its first symbol is the halting symbol H (which
has no production). Unlike string rewriting or an L-system, every step works at both ends of
the word. The generator simulates candidate systems and keeps those that halt within the
level's step window with a word of at least three symbols (so the answer is no guess). The
trace is one state per step: fetch the word, compute its first symbol, fetch that symbol's
production and compute the next word.
Speed: level 3 makes about 1,200 cases/s; level 5 about 300/s, since most random systems
grow without bound or halt too soon and are redrawn.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit.literal import ExactStringAnswer
from bootcamps.trace import Tracer

SYMBOLS = "abcd"
HALT = "H"


@dataclass(frozen=True)
class Config:
    m: int = 2  # deletion number
    symbols: int = 2
    halt_symbol: bool = False  # productions may contain H
    start_len: int = 4
    min_steps: int = 3
    max_steps: int = 8
    max_len: int = 16  # longest word allowed during the run

    def __post_init__(self) -> None:
        if not 2 <= self.m <= 4:
            raise ValueError(f"m must be in 2..4, got {self.m}")
        if not 2 <= self.symbols <= len(SYMBOLS):
            raise ValueError(f"symbols must be in 2..{len(SYMBOLS)}, got {self.symbols}")
        if not self.m <= self.start_len <= 20:
            raise ValueError(f"start_len must be in m..20, got {self.start_len}")
        if not 1 <= self.min_steps <= self.max_steps <= 200:
            raise ValueError(f"need 1 <= min_steps <= max_steps <= 200, got {self.min_steps}, {self.max_steps}")
        if not self.start_len <= self.max_len <= 60:
            raise ValueError(f"max_len must be in start_len..60, got {self.max_len}")


def run_tag(productions: dict[str, str], m: int, word: str, max_steps: int, max_len: int) -> tuple[str, int] | None:
    """(final word, steps) of a run, or ``None`` if it does not halt within the bounds."""
    steps = 0
    while len(word) >= m and word[0] != HALT:
        if steps >= max_steps or len(word) > max_len:
            return None
        word = word[m:] + productions[word[0]]
        steps += 1
    return word, steps


_INTROS = (
    "A {m}-tag system works on words over the symbols {alphabet}. Each step looks at the first symbol of the word, appends that symbol's production to the end of the word, and then deletes the first {m} symbols.",
    "Consider the Post tag system with deletion number {m} over {alphabet}. In one step: take the word's first symbol, write its production at the end of the word, then remove the first {m} symbols from the front.",
    "Here is a tag system (deletion number m = {m}, symbols {alphabet}). A step appends the production of the current first symbol to the end of the word and erases the {m} leftmost symbols.",
)
_HALTING = {
    False: "The system halts as soon as the word has fewer than {m} symbols.",
    True: "The system halts as soon as the word has fewer than {m} symbols, or its first symbol is H (H has no production).",
}


class TagSystem(ExactStringAnswer, Bootcamp):
    id = "formal/tag_system"
    description = "Run a Post m-tag system (append the first symbol's production, delete m symbols) to its final word"
    Config = Config
    LEVELS = {
        "1": Config(m=2, symbols=2, halt_symbol=True, start_len=4, min_steps=2, max_steps=6, max_len=10),
        "2": Config(m=2, symbols=3, halt_symbol=True, start_len=5, min_steps=4, max_steps=12, max_len=14),
        "3": Config(m=2, symbols=3, halt_symbol=True, start_len=6, min_steps=8, max_steps=24, max_len=18),
        "4": Config(m=3, symbols=3, halt_symbol=True, start_len=7, min_steps=12, max_steps=36, max_len=24),
        "5": Config(m=3, symbols=4, halt_symbol=True, start_len=8, min_steps=20, max_steps=60, max_len=30),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        alphabet = SYMBOLS[: config.symbols]
        pool = alphabet + (HALT if config.halt_symbol else "")
        while True:
            # productions of length about m keep the word from dying or exploding at once
            productions = {}
            for s in alphabet:
                length = rng.randint(max(1, config.m - 1), config.m + 1)
                productions[s] = "".join(rng.choice(pool if rng.random() < 0.5 else alphabet) for _ in range(length))
            word = "".join(rng.choice(alphabet) for _ in range(config.start_len))
            result = run_tag(productions, config.m, word, config.max_steps, config.max_len)
            if result is not None and len(result[0]) >= 3 and config.min_steps <= result[1]:
                return {"m": config.m, "productions": productions, "word": word}, result[0]

    def prompt(self, data: dict, rng: random.Random) -> str:
        m, productions = data["m"], data["productions"]
        has_halt = any(HALT in p for p in productions.values())
        alphabet = ", ".join(productions) + (", H" if has_halt else "")
        rules = [f"  {s} -> {p}" for s, p in productions.items()]
        lines = [rng.choice(_INTROS).format(m=m, alphabet=alphabet), _HALTING[has_halt].format(m=m),
                 "Productions:", *rules,
                 rng.choice(("Start from the word {w}.", "The initial word is {w}.", "Begin with {w}.")).format(w=data["word"]),
                 rng.choice(("What is the word when the system halts?", "Give the final word.", "Which word is left at the end?")),
                 answer_instruction("the final word as a string of symbols, with no spaces (for example abca)")]
        return "\n".join(lines)

    def program(self, t: Tracer, data: dict) -> str:
        m, productions, word = data["m"], data["productions"], data["word"]
        step = 0
        while True:
            t.state(f"step {step + 1}")
            w = t.fetch("word", word)
            first = t.compute("first", w[0] if w else "", why="the word's first symbol")
            if not t.goto(len(w) >= m and first != HALT, why=f"halt if fewer than {m} symbols or the first is H"):
                break
            production = t.fetch(f"P[{first}]", productions.get(first, ""))
            word = t.compute("word'", w[m:] + production, why=f"drop {m} symbols, append P[{first}]")
            step += 1
        t.state("answer")
        return t.compute("answer", t.fetch("word", w))

    def solve(self, data: dict) -> str:
        # A queue view of the same machine: consume m symbols from the left, extend on the right.
        from collections import deque

        queue, m = deque(data["word"]), data["m"]
        while len(queue) >= m and queue[0] != HALT:
            head = queue[0]
            for _ in range(m):
                queue.popleft()
            queue.extend(data["productions"][head])
        return "".join(queue)

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        gold, word, m = case.answer, case.data["word"], case.data["m"]
        one_step = word[m:] + case.data["productions"][word[0]]  # stopping after one step
        return [w for w in (gold[::-1], gold + gold[-1], one_step, gold[1:]) if w != gold and w]


BOOTCAMP = TagSystem()
