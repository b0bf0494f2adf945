"""How many states does the subset construction produce from an NFA (reachable subsets only)?

An NFA over {a, b} lists, for each state and letter, the set of states it may move to (often
none, sometimes two or more); at higher levels some states also have epsilon moves, so every
subset is closed under them first. The subset construction starts from the (closed) set
{q0} and adds, for each reached subset and letter, the (closed) set of all moves out of it;
the empty set counts as a state when it is reached. The trace is that breadth-first search:
one state per subset taken from the queue, with its a- and b-successors and whether they are
new. The plain solver computes the reachable subsets layer by layer over word length, as
bitmasks.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer

ALPHABET = "ab"


@dataclass(frozen=True)
class Config:
    states: int = 3
    density: float = 0.35  # chance of each (state, letter, target) move
    epsilon: int = 0  # number of epsilon moves

    def __post_init__(self) -> None:
        if not 2 <= self.states <= 10:
            raise ValueError(f"states must be in 2..10, got {self.states}")
        if not 0.05 <= self.density <= 0.9:
            raise ValueError(f"density must be in 0.05..0.9, got {self.density}")
        if not 0 <= self.epsilon <= 10:
            raise ValueError(f"epsilon must be in 0..10, got {self.epsilon}")


def closure(states: list[int], eps: list[list[int]]) -> list[int]:
    seen = set(states)
    stack = list(states)
    while stack:
        q = stack.pop()
        for r in eps[q]:
            if r not in seen:
                seen.add(r)
                stack.append(r)
    return sorted(seen)


def subset_name(subset: list[int]) -> str:
    return "{" + ",".join(f"q{q}" for q in subset) + "}"


_INTROS = (
    "Convert this nondeterministic finite automaton over the alphabet {a, b} to a DFA with the "
    "subset construction, keeping only the subsets reachable from the start.",
    "Apply the powerset (subset) construction to the NFA below (alphabet {a, b}), generating "
    "only the DFA states reachable from the start subset.",
    "Determinise the following NFA on letters a and b by the subset construction, building only "
    "the reachable part.",
)
_EPS_NOTE = (
    "An epsilon move (written q -eps-> r) may be taken without reading a letter, so every subset "
    "is closed under epsilon moves: the start subset is the epsilon-closure of {q0}, and the "
    "successor of a subset on a letter is the epsilon-closure of all the letter's moves out of it."
)
_QUESTIONS = (
    "How many DFA states (subsets) does it produce? Count the empty set as a state if it is reached.",
    "How many distinct subsets are reachable, the empty subset included if some subset leads to it?",
)


class SubsetConstruction(IntegerAnswer, Bootcamp):
    id = "formal/subset_construction"
    description = "Count the reachable DFA states the subset construction builds from an NFA (with epsilon moves at higher levels)"
    Config = Config
    LEVELS = {
        "1": Config(states=3, density=0.35, epsilon=0),
        "2": Config(states=4, density=0.3, epsilon=0),
        "3": Config(states=5, density=0.25, epsilon=1),
        "4": Config(states=6, density=0.22, epsilon=2),
        "5": Config(states=8, density=0.18, epsilon=3),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        n = config.states
        while True:
            moves = [[[r for r in range(n) if rng.random() < config.density] for _ in ALPHABET] for _ in range(n)]
            eps: list[list[int]] = [[] for _ in range(n)]
            for _ in range(config.epsilon):
                q, r = rng.sample(range(n), 2)
                if r not in eps[q]:
                    eps[q].append(r)
                    eps[q].sort()
            data = {"states": n, "moves": moves, "eps": eps}
            gold = self.solve(data)
            if gold >= n:  # a construction with some work in it
                return data, gold

    def prompt(self, data: dict, rng: random.Random) -> str:
        lines = [rng.choice(_INTROS), "Moves (missing entries mean no move):"]
        for q, row in enumerate(data["moves"]):
            parts = [f"on {c} -> {subset_name(targets)}" for c, targets in zip(ALPHABET, row) if targets]
            parts += [f"-eps-> q{r}" for r in data["eps"][q]]
            lines.append(f"q{q}: " + ("; ".join(parts) if parts else "no moves"))
        lines.append("The start state is q0.")
        if any(data["eps"]):
            lines.append(_EPS_NOTE)
        lines.append(rng.choice(_QUESTIONS))
        lines.append(answer_instruction("one integer"))
        return "\n".join(lines)

    def program(self, t: Tracer, data: dict) -> int:
        moves, eps = data["moves"], data["eps"]
        t.state("start subset")
        start = t.compute("start", closure([0], eps), why="closure of {q0}")
        found = [start]
        k = 0
        while k < len(found):
            t.state(f"expand subset {k}")
            subset = t.fetch(f"S{k}", found[k])
            for i, c in enumerate(ALPHABET):
                step = sorted({r for q in subset for r in moves[q][i]})
                target = t.compute(f"S{k}.{c}", closure(step, eps), why=f"moves on {c}, closed")
                if target not in found:
                    found.append(target)
            t.compute("count", len(found))
            k += 1
        t.state("answer")
        return t.compute("answer", t.fetch("count", len(found)))

    def solve(self, data: dict) -> int:
        n, moves, eps = data["states"], data["moves"], data["eps"]
        close = [sum(1 << r for r in closure([q], eps)) for q in range(n)]

        def closed(mask: int) -> int:
            out = 0
            for q in range(n):
                if mask >> q & 1:
                    out |= close[q]
            return out

        step = [[sum(1 << r for r in moves[q][i]) for i in range(len(ALPHABET))] for q in range(n)]
        layer = {closed(1)}
        seen = set(layer)
        while layer:  # the subsets reached by words one letter longer
            nxt = set()
            for mask in layer:
                for i in range(len(ALPHABET)):
                    out = 0
                    for q in range(n):
                        if mask >> q & 1:
                            out |= step[q][i]
                    nxt.add(closed(out))
            layer = nxt - seen
            seen |= layer
        return len(seen)


BOOTCAMP = SubsetConstruction()
