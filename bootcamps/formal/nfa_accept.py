"""Which strings does a nondeterministic finite automaton (with ε-moves) accept?

The traced solver is the subset simulation: it keeps the set of states the NFA can be in,
closes it under ε-moves, and for each character computes the states reachable by that
character followed by ε-moves; a string is accepted iff the final set holds an accepting state.
The plain solver searches (state, position) pairs depth first.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit.literal import IntSequenceAnswer
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    states: int = 3
    edges: int = 5  # labelled transitions
    epsilons: int = 0
    strings: int = 4
    max_len: int = 4

    def __post_init__(self) -> None:
        if not 2 <= self.states <= 12:
            raise ValueError(f"states must be in 2..12, got {self.states}")
        if not self.states + 1 <= self.edges <= 4 * self.states:
            raise ValueError(f"edges must be in states+1..4*states, got {self.edges}")
        if not 0 <= self.epsilons <= self.states:
            raise ValueError(f"epsilons must be in 0..states, got {self.epsilons}")
        if not 2 <= self.strings <= 12 or not 1 <= self.max_len <= 16:
            raise ValueError(f"strings must be in 2..12 and max_len in 1..16, got {self.strings}, {self.max_len}")


def closure(states: set[int], eps: dict[int, list[int]]) -> set[int]:
    out, stack = set(states), list(states)
    while stack:
        for r in eps.get(stack.pop(), []):
            if r not in out:
                out.add(r)
                stack.append(r)
    return out


def step(states: set[int], c: str, edges: list[list], eps: dict[int, list[int]]) -> set[int]:
    return closure({r for q, a, r in edges if a == c and q in states}, eps)


def eps_map(edges: list[list]) -> dict[int, list[int]]:
    out: dict[int, list[int]] = {}
    for q, a, r in edges:
        if a == "ε":
            out.setdefault(q, []).append(r)
    return out


def accepts_dfs(data: dict, s: str) -> bool:
    """Depth-first search over (state, position); ε-moves keep the position."""
    edges, accept = data["edges"], set(data["accept"])
    seen: set[tuple[int, int]] = set()
    stack = [(0, 0)]
    while stack:
        q, i = stack.pop()
        if (q, i) in seen:
            continue
        seen.add((q, i))
        if i == len(s) and q in accept:
            return True
        for p, a, r in edges:
            if p != q:
                continue
            if a == "ε":
                stack.append((r, i))
            elif i < len(s) and a == s[i]:
                stack.append((r, i + 1))
    return False


_INTROS = (
    "A nondeterministic finite automaton has states {states}; q0 is the start state and the accepting states are {acc}. Its transitions are:",
    "Consider this NFA (start state q0, accepting {acc}, states {states}). It may have several moves on the same symbol, and ε-moves taken without reading input:",
    "The NFA below starts in q0 and accepts a string if some run that reads the whole string ends in one of {acc}. States: {states}. Moves:",
)


class NfaAccept(IntSequenceAnswer, Bootcamp):
    id = "formal/nfa_accept"
    description = "Decide which strings an NFA with ε-moves accepts (subset-simulation trace)"
    Config = Config
    LEVELS = {
        "1": Config(states=3, edges=5, epsilons=0, strings=4, max_len=3),
        "2": Config(states=4, edges=7, epsilons=1, strings=5, max_len=4),
        "3": Config(states=5, edges=10, epsilons=2, strings=6, max_len=5),
        "4": Config(states=6, edges=13, epsilons=2, strings=7, max_len=7),
        "5": Config(states=8, edges=18, epsilons=3, strings=8, max_len=9),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        n = config.states
        while True:
            # q0 moves on both symbols and every state has a move, so runs do not all die at once
            edges: set[tuple[int, str, int]] = {(0, "a", rng.randrange(n)), (0, "b", rng.randrange(n))}
            edges |= {(q, rng.choice("ab"), rng.randrange(n)) for q in range(1, n)}
            while len(edges) < config.edges:
                edges.add((rng.randrange(n), rng.choice("ab"), rng.randrange(n)))
            while len(edges) < config.edges + config.epsilons:
                q, r = rng.sample(range(n), 2)
                edges.add((q, "ε", r))
            accept = sorted(rng.sample(range(n), rng.randint(1, max(1, n // 3))))
            data = {"states": n, "edges": sorted([list(e) for e in edges], key=lambda e: (e[0], e[1], e[2])), "accept": accept}
            strings: list[str] = []
            for _ in range(200):
                s = "".join(rng.choice("ab") for _ in range(rng.randint(1, config.max_len)))
                if s not in strings:
                    strings.append(s)
                if len(strings) == config.strings:
                    break
            data["strings"] = strings
            gold = [i + 1 for i, s in enumerate(strings) if accepts_dfs(data, s)]
            if len(strings) == config.strings and 0 < len(gold) < len(strings):
                return data, gold

    def prompt(self, data: dict, rng: random.Random) -> str:
        n = data["states"]
        acc = ", ".join(f"q{q}" for q in data["accept"])
        lines = [rng.choice(_INTROS).format(states=", ".join(f"q{q}" for q in range(n)), acc=acc)]
        lines += [f"  q{q} --{a}--> q{r}" for q, a, r in data["edges"]]
        lines.append("Which of these strings does it accept?")
        lines += [f"{i + 1}. {s}" for i, s in enumerate(data["strings"])]
        lines.append(answer_instruction("the numbers of the accepted strings in increasing order, comma-separated (like 2, 3)"))
        return "\n".join(lines)

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        edges, eps = data["edges"], eps_map(data["edges"])
        accept = set(data["accept"])
        start = sorted(closure({0}, eps))
        accepted: list[int] = []
        for i, s in enumerate(data["strings"]):
            t.state(f"string {i + 1} start")
            current = t.compute("states", start, why="q0 and its ε-closure")
            for k, c in enumerate(s):
                t.state(f"string {i + 1} char {k + 1}")
                before = t.fetch("states", current)
                char = t.fetch(f"s{i + 1}[{k + 1}]", c)
                moved = t.compute("moved", sorted({r for q, a, r in edges if a == char and q in set(before)}))
                current = t.compute("states", sorted(closure(set(moved), eps)), why="add ε-moves")
                if not t.goto(bool(current), why="an empty set stays empty"):
                    break
            t.state(f"string {i + 1} end")
            ok = t.compute("accepted", bool(set(t.fetch("states", current)) & accept), why="holds an accepting state")
            accepted = t.compute("list", accepted + [i + 1] if ok else accepted)
        t.state("answer")
        return t.compute("answer", t.fetch("list", accepted))

    def solve(self, data: dict) -> list[int]:
        return [i + 1 for i, s in enumerate(data["strings"]) if accepts_dfs(data, s)]

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        n = len(case.data["strings"])
        gold = list(case.answer)
        others = [i for i in range(1, n + 1) if i not in gold]
        return [self.format_answer(sorted(gold + [rng.choice(others)])), self.format_answer(others)]


BOOTCAMP = NfaAccept()
