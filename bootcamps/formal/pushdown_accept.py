"""Which strings does a deterministic pushdown automaton accept?

The automaton reads one input letter per move; a move depends on the state, the letter and the
stack's top symbol, and replaces that top symbol with a string of stack symbols (the empty
string pops it). There is at most one move per (state, letter, top): where none is listed, or
the stack is empty, the automaton rejects. A string is accepted if every letter is read and the
automaton ends in an accepting state. The generator draws a random machine and strings: some
from random runs that end in an accepting state, some at random. The trace is one state per
move: fetch the state and the top of the stack, compute the next state and the new stack.
The tests check golds with a breadth-first simulation over (position, state, stack) configurations.
Speed: about 400 cases/s at level 3 on a loaded shared machine: random machines are redrawn until
their strings are neither all accepted nor all rejected.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit.literal import IntSequenceAnswer
from bootcamps.trace import Tracer

STACK = "ZAB"  # Z is the bottom marker the stack starts with


@dataclass(frozen=True)
class Config:
    states: int = 2
    letters: int = 2
    density: float = 0.7  # chance each (state, letter, top) has a move
    strings: int = 4
    max_len: int = 4

    def __post_init__(self) -> None:
        if not 2 <= self.states <= 6:
            raise ValueError(f"states must be in 2..6, got {self.states}")
        if self.letters not in (2, 3):
            raise ValueError(f"letters must be 2 or 3, got {self.letters}")
        if not 0.3 <= self.density <= 1.0:
            raise ValueError(f"density must be in 0.3..1.0, got {self.density}")
        if not 2 <= self.strings <= 10:
            raise ValueError(f"strings must be in 2..10, got {self.strings}")
        if not 2 <= self.max_len <= 20:
            raise ValueError(f"max_len must be in 2..20, got {self.max_len}")


def move(moves: dict, state: str, letter: str, stack: str) -> tuple[str, str] | None:
    """(next state, new stack) or ``None`` when the automaton rejects (no move, empty stack)."""
    if not stack:
        return None
    found = moves.get(f"{state} {letter} {stack[0]}")
    if found is None:
        return None
    return found[0], found[1] + stack[1:]


def run(data: dict, word: str) -> bool:
    state, stack = data["start"], "Z"
    for letter in word:
        step = move(data["moves"], state, letter, stack)
        if step is None:
            return False
        state, stack = step
    return state in data["accept"]


_INTROS = (
    "A deterministic pushdown automaton starts in state {start} with the stack holding just Z. Each move reads one input letter and looks at the top stack symbol; it changes state and replaces the top symbol by the listed string (written top first; \"-\" means pop it).",
    "Consider this pushdown automaton (start state {start}, initial stack Z). In state s, reading letter x with top-of-stack t, the rule (s, x, t) -> (s', w) moves to s' and replaces t by w (leftmost symbol on top; w = - pops t).",
    "Here is a DPDA with start state {start}; the stack starts as Z. A move reads a letter, pops the top symbol and pushes the given string in its place (its first symbol ends on top, - pushes nothing), and changes state.",
)
_RULES = ("If no rule matches (or the stack is empty) the automaton rejects the string. A string is accepted when all of it is read "
          "and the automaton is in an accepting state: {accept}.")


class PushdownAccept(IntSequenceAnswer, Bootcamp):
    id = "formal/pushdown_accept"
    description = "Which strings a deterministic pushdown automaton accepts (final-state acceptance)"
    Config = Config
    LEVELS = {
        "1": Config(states=2, letters=2, density=0.8, strings=3, max_len=4),
        "2": Config(states=3, letters=2, density=0.75, strings=4, max_len=6),
        "3": Config(states=3, letters=2, density=0.7, strings=5, max_len=8),
        "4": Config(states=4, letters=3, density=0.7, strings=6, max_len=10),
        "5": Config(states=5, letters=3, density=0.65, strings=7, max_len=14),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        states = [f"q{i}" for i in range(config.states)]
        letters = "abc"[: config.letters]
        while True:
            moves = {}
            for s in states:
                for x in letters:
                    for top in STACK:
                        if rng.random() < config.density:
                            push = "".join(rng.choice("AB") for _ in range(rng.choice((0, 1, 1, 2))))
                            if top == "Z" and push:
                                push = push[:1] + "Z" if rng.random() < 0.8 else push  # usually keep the bottom
                            moves[f"{s} {x} {top}"] = [rng.choice(states), push]
            accept = sorted(rng.sample(states, rng.randint(1, max(1, config.states // 2))))
            data = {"start": "q0", "accept": accept, "moves": moves, "strings": []}
            strings: list[str] = []
            for _ in range(40 * config.strings):
                if len(strings) >= config.strings:
                    break
                if rng.random() < 0.5:  # a random run: follow listed moves, keep it if it ends accepting
                    state, stack, word = "q0", "Z", ""
                    for _ in range(rng.randint(2, config.max_len)):
                        options = [x for x in letters if move(moves, state, x, stack)]
                        if not options:
                            break
                        x = rng.choice(options)
                        state, stack = move(moves, state, x, stack)  # type: ignore[misc]
                        word += x
                    if len(word) >= 2 and state in accept and word not in strings:
                        strings.append(word)
                else:
                    word = "".join(rng.choice(letters) for _ in range(rng.randint(2, config.max_len)))
                    if word not in strings:
                        strings.append(word)
            data["strings"] = strings
            answer = [i + 1 for i, w in enumerate(strings) if run(data, w)]
            if len(strings) == config.strings and 0 < len(answer) < len(strings):
                return data, answer

    def prompt(self, data: dict, rng: random.Random) -> str:
        rules = [f"  ({k.replace(' ', ', ')}) -> ({t}, {w or '-'})" for k, (t, w) in sorted(data["moves"].items())]
        lines = [rng.choice(_INTROS).format(start=data["start"]), _RULES.format(accept=", ".join(data["accept"])), "Rules (state, letter, top) -> (next state, pushed string):", *rules, "Strings:"]
        lines += [f"  {i + 1}. {w}" for i, w in enumerate(data["strings"])]
        lines.append(rng.choice(("Which of these strings does it accept?", "List the numbers of the accepted strings.", "Which strings are accepted?")))
        lines.append(answer_instruction('the numbers of the accepted strings in increasing order, separated by commas, like "1, 3"'))
        return "\n".join(lines)

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        accepted: list[int] = []
        for i, word in enumerate(data["strings"]):
            state, stack, ok = data["start"], "Z", True
            for j, letter in enumerate(word):
                t.state(f"string {i + 1} letter {j + 1}")
                s = t.fetch("state", state)
                top = t.fetch("stack", stack)
                step = move(data["moves"], s, letter, top)
                if not t.goto(step is not None, why=f"a rule for ({s}, {letter}, top of stack)"):
                    ok = False
                    break
                state = t.compute("state'", step[0])
                stack = t.compute("stack'", step[1])
            t.state(f"string {i + 1} end")
            final = t.fetch("state", state)
            if t.compute(f"accept[{i + 1}]", ok and final in data["accept"]):
                accepted.append(i + 1)
        t.state("answer")
        return t.compute("answer", accepted)

    def solve(self, data: dict) -> list[int]:
        # Recursive reading, one letter per call (the trace loops instead).
        def reads(state: str, stack: str, rest: str) -> bool:
            if not rest:
                return state in data["accept"]
            step = move(data["moves"], state, rest[0], stack)
            return step is not None and reads(step[0], step[1], rest[1:])

        return [i + 1 for i, w in enumerate(data["strings"]) if reads(data["start"], "Z", w)]

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        gold = list(case.answer)
        every = list(range(1, len(case.data["strings"]) + 1))
        others = [i for i in every if i not in gold]
        wrong = [others, every, gold[:-1] or others]
        return [self.format_answer(w) if w else "none" for w in wrong if w != gold]


BOOTCAMP = PushdownAccept()
