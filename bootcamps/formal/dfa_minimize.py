"""How many states does the minimal DFA equivalent to a given DFA have?

The generator draws a random DFA and then hides redundancy in it: it splits states into
copies that share their outgoing transitions (and acceptance), redirecting some incoming
edges to the copies, and may add states that no input reaches. The traced solver first finds
the reachable states, then runs Moore's partition refinement: each round gives every state
the signature (its block, the blocks its transitions lead to) and renumbers the blocks, until
the number of blocks stops growing. The plain solver is the table-filling (pair-marking)
algorithm.
"""

from __future__ import annotations

import itertools
import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit.literal import strict_int
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    core: int = 3  # at most this many states (at least core-2) in the random DFA before redundancy
    copies: int = 1  # states split into duplicates
    unreachable: int = 0
    alphabet: int = 2

    def __post_init__(self) -> None:
        if not 2 <= self.core <= 12:
            raise ValueError(f"core must be in 2..12, got {self.core}")
        if not 0 <= self.copies <= 8 or not 0 <= self.unreachable <= 4:
            raise ValueError(f"copies must be in 0..8 and unreachable in 0..4, got {self.copies}, {self.unreachable}")
        if not 2 <= self.alphabet <= 3:
            raise ValueError(f"alphabet must be 2 or 3, got {self.alphabet}")


def reachable(delta: list[list[int]], start: int = 0) -> list[int]:
    seen, stack = {start}, [start]
    while stack:
        q = stack.pop()
        for r in delta[q]:
            if r not in seen:
                seen.add(r)
                stack.append(r)
    return sorted(seen)


def table_filling(delta: list[list[int]], accept: list[bool]) -> int:
    """Number of classes of reachable states under the pair-marking algorithm."""
    states = reachable(delta)
    marked = {(p, q) for p, q in itertools.combinations(states, 2) if accept[p] != accept[q]}
    changed = True
    while changed:
        changed = False
        for p, q in itertools.combinations(states, 2):
            if (p, q) in marked:
                continue
            for a in range(len(delta[p])):
                x, y = sorted((delta[p][a], delta[q][a]))
                if x != y and (x, y) in marked:
                    marked.add((p, q))
                    changed = True
                    break
    classes = 0
    representative: list[int] = []
    for q in states:
        if not any((min(r, q), max(r, q)) not in marked for r in representative):
            representative.append(q)
            classes += 1
    return classes


_INTROS = (
    "A deterministic finite automaton over the alphabet {{{sigma}}} has states {states}; state {start} is the start state and the accepting states are {acc}.",
    "Consider the DFA with states {states}, input symbols {sigma}, start state {start} and accepting set {{{acc}}}.",
    "Here is a DFA (start state {start}, accepting states {acc}) on the symbols {sigma}, with states {states}.",
)
_QUESTIONS = (
    "How many states does the smallest DFA accepting the same language have? (Count only states a minimal complete DFA needs: no unreachable states; a rejecting sink counts if one is needed.)",
    "Minimise this automaton. How many states does the minimal equivalent complete DFA have (unreachable states removed, equivalent states merged)?",
    "What is the number of states of the minimal complete DFA for the language this automaton recognises?",
)


class DfaMinimize(Bootcamp):
    id = "formal/dfa_minimize"
    description = "Count the states of the minimal DFA equivalent to a given DFA (Moore refinement trace)"
    Config = Config
    LEVELS = {
        "1": Config(core=4, copies=1, unreachable=1, alphabet=2),
        "2": Config(core=4, copies=2, unreachable=1, alphabet=2),
        "3": Config(core=5, copies=3, unreachable=1, alphabet=2),
        "4": Config(core=6, copies=4, unreachable=2, alphabet=3),
        "5": Config(core=8, copies=6, unreachable=2, alphabet=3),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        k, m = rng.randint(max(2, config.core - 2), config.core), config.alphabet
        delta = [[rng.randrange(k) for _ in range(m)] for _ in range(k)]
        for q in range(1, k):  # a spanning tree from the start: every core state is reachable
            delta[rng.randrange(q)][rng.randrange(m)] = q
        accept = [rng.random() < 0.4 for _ in range(k)]
        if not any(accept):
            accept[rng.randrange(k)] = True
        for _ in range(config.copies):  # a copy of q behaves exactly like q
            q = rng.randrange(len(delta))
            delta.append(list(delta[q]))
            accept.append(accept[q])
            copy = len(delta) - 1
            for p in range(len(delta) - 1):
                for a in range(m):
                    if delta[p][a] == q and rng.random() < 0.5:
                        delta[p][a] = copy
        for _ in range(config.unreachable):
            delta.append([rng.randrange(len(delta)) for _ in range(m)])
            accept.append(rng.random() < 0.5)
        # shuffle state numbers (keeping 0 as the start) so copies are not the last states
        order = [0] + rng.sample(range(1, len(delta)), len(delta) - 1)
        new = {old: i for i, old in enumerate(order)}
        delta = [[new[delta[old][a]] for a in range(m)] for old in order]
        accept = [accept[old] for old in order]
        data = {"symbols": "abc"[:m], "delta": delta, "accept": accept}
        return data, table_filling(delta, accept)

    def prompt(self, data: dict, rng: random.Random) -> str:
        n, sigma = len(data["delta"]), data["symbols"]
        acc = ", ".join(f"q{q}" for q in range(n) if data["accept"][q])
        states = ", ".join(f"q{q}" for q in range(n))
        lines = [rng.choice(_INTROS).format(sigma=", ".join(sigma), states=states, start="q0", acc=acc), "Transitions:"]
        for q in range(n):
            lines.append("  " + ", ".join(f"δ(q{q}, {c}) = q{data['delta'][q][a]}" for a, c in enumerate(sigma)))
        lines.append(rng.choice(_QUESTIONS))
        lines.append(answer_instruction("one integer, the number of states"))
        return "\n".join(lines)

    def check(self, data: dict, answer: int, text: str) -> float:
        return 1.0 if strict_int(text) == answer else 0.0

    def program(self, t: Tracer, data: dict) -> int:
        delta, accept, sigma = data["delta"], data["accept"], data["symbols"]
        seen: list[int] = [0]
        frontier = [0]
        while frontier:  # breadth-first reachability, one state per expanded state
            q, frontier = frontier[0], frontier[1:]
            t.state(f"reach from q{q}")
            targets = [t.fetch(f"δ(q{q}, {c})", f"q{delta[q][a]}") for a, c in enumerate(sigma)]
            fresh = [int(x[1:]) for x in dict.fromkeys(targets) if int(x[1:]) not in seen]
            seen = t.compute("reached", sorted(seen + fresh))
            frontier = frontier + fresh
        states = seen
        t.state("initial blocks")
        block = {q: 0 if accept[q] else 1 for q in states}
        blocks = t.compute("blocks", [f"q{q}:{block[q]}" for q in states], why="1 for rejecting, 0 for accepting")
        block = {int(s.split(":")[0][1:]): int(s.split(":")[1]) for s in blocks}
        count = t.compute("count", len(set(block.values())))
        round_ = 0
        while True:
            round_ += 1
            t.state(f"refine round {round_}")
            signatures = t.compute(
                "signatures",
                [f"q{q}:" + ".".join(str(block[x]) for x in [q] + [delta[q][a] for a in range(len(sigma))]) for q in states],
                why="own block, then the block of each transition's target",
            )
            numbering: dict[str, int] = {}
            for s in signatures:
                numbering.setdefault(s.split(":")[1], len(numbering))
            blocks = t.compute("blocks", [f"{s.split(':')[0]}:{numbering[s.split(':')[1]]}" for s in signatures])
            block = {int(s.split(":")[0][1:]): int(s.split(":")[1]) for s in blocks}
            new_count = t.compute("count", len(set(block.values())))
            if not t.goto(new_count != count, why="refine again while the partition grows"):
                break
            count = new_count
        t.state("answer")
        return t.compute("answer", t.fetch("count", new_count))

    def solve(self, data: dict) -> int:
        return table_filling(data["delta"], data["accept"])

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        n = len(case.data["delta"])
        return [str(v) for v in {case.answer + 1, case.answer - 1, n} - {case.answer}]


BOOTCAMP = DfaMinimize()
