"""Resolution by rounds: after how many rounds of saturation does the empty clause appear?

A clause is a set of literals (x3, ~x1, ...). Two clauses that clash on exactly one variable
(one holds x, the other ~x, and no other variable is clashed) have as resolvent the union of
the rest; pairs clashing on two or more variables only give tautologies, which are not kept.
Round 0 is the given clause set; round k adds every resolvent of two clauses present after
round k-1. The formula is unsatisfiable (checked by brute force in the generator), so the
empty clause {} appears at some round; the answer is the first such round, the depth of the
shallowest resolution refutation. This is not DPLL (logic/dpll_run): the rounds are breadth-first
saturation and the depth is a property of resolution proofs.

The trace runs the rounds: one state per clause present at the start of a round, fetching it
and computing its new resolvents with the later clauses, and a closing state per round. The
plain solver keeps, for every clause, the first round it appears in and stops when {} gets a
round. Clauses are bit masks. Speed: a formula is redrawn when it is satisfiable, its depth is
below the level's minimum or a round grows the set past the cap; level 3 still makes about
1,000 cases per second, level 5 a few dozen.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.logic5 import literal_name
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    variables: int = 3
    clauses: int = 6
    max_width: int = 3
    min_depth: int = 2
    cap: int = 80

    def __post_init__(self) -> None:
        if not 2 <= self.variables <= 6:
            raise ValueError(f"variables must be in 2..6, got {self.variables}")
        if not 3 <= self.clauses <= 16:
            raise ValueError(f"clauses must be in 3..16, got {self.clauses}")
        if not 2 <= self.max_width <= self.variables:
            raise ValueError(f"max_width must be in 2..variables, got {self.max_width}")
        if not 1 <= self.min_depth <= self.variables:
            raise ValueError(f"min_depth must be in 1..variables, got {self.min_depth}")
        if not 20 <= self.cap <= 400:
            raise ValueError(f"cap must be in 20..400, got {self.cap}")


Clause = tuple[int, int]  # (bit mask of positive variables, bit mask of negated variables)


def to_mask(clause: list[int]) -> Clause:
    pos = neg = 0
    for lit in clause:
        if lit > 0:
            pos |= 1 << lit
        else:
            neg |= 1 << -lit
    return pos, neg


def to_lits(mask: Clause) -> list[int]:
    pos, neg = mask
    out = []
    for v in range(1, max(pos, neg).bit_length()):
        if pos >> v & 1:
            out.append(v)
        if neg >> v & 1:
            out.append(-v)
    return out


def clause_text(lits: list[int]) -> str:
    return "{" + ", ".join(literal_name(x) for x in lits) + "}"


def resolvent(a: Clause, b: Clause) -> Clause | None:
    clash = (a[0] & b[1]) | (a[1] & b[0])
    if not clash or clash & (clash - 1):
        return None  # no clash, or a tautology
    return (a[0] | b[0]) & ~clash, (a[1] | b[1]) & ~clash


def first_rounds(clauses: list[list[int]], cap: int) -> dict[Clause, int] | None:
    """The round each clause first appears in, up to the round that makes {}; None past ``cap``."""
    seen = {to_mask(c): 0 for c in clauses}
    rnd = 0
    while (0, 0) not in seen:
        rnd += 1
        current = list(seen)
        fresh = {}
        for i, a in enumerate(current):
            for b in current[i + 1:]:
                r = resolvent(a, b)
                if r is not None and r not in seen:
                    fresh[r] = rnd
        if not fresh or len(seen) + len(fresh) > cap:
            return None
        seen.update(fresh)
    return seen


def satisfiable(n: int, clauses: list[list[int]]) -> bool:
    masks = [to_mask(c) for c in clauses]
    for row in range(1 << n):
        true = row << 1
        if all((p & true) or (q & ~true) for p, q in masks):
            return True
    return False


_INTROS = (
    "Consider this set of clauses over {vs} (a clause is a set of literals read as their OR; ~x means NOT x):",
    "A CNF formula over {vs} is given as clauses, each a set of literals joined by OR (~ is negation):",
    "Here is a clause set over the variables {vs}; every clause is a disjunction of the literals listed, ~x being NOT x:",
)
_RULES = (
    "Resolution: if one clause contains a literal x and another contains ~x, and they clash on no other variable, "
    "their resolvent is the set of all their remaining literals (x and ~x removed, duplicates merged). Two clauses "
    "that clash on two or more variables would only give a tautology, which is never kept. Saturate in rounds: round 0 "
    "is the clause set above; round k adds every resolvent of any two clauses present after round k-1 "
    "(given or derived earlier). The resolvent of {x} and {~x} is the empty clause {}.",
    "Apply the resolution rule in rounds. Two clauses with exactly one complementary pair of literals (x in one, ~x in "
    "the other) resolve to the union of their other literals, as a set. Clauses with more than one complementary pair "
    "are not resolved (the result would be a tautology). Round 0 is the given set; in round k, every pair of clauses "
    "present after round k-1 is resolved and all resolvents are added. Resolving {x} with {~x} gives the empty clause {}.",
    "Rules: a pair of clauses that disagree on exactly one variable (x in one clause, ~x in the other, no other such "
    "variable) yields the resolvent made of all other literals of the two, merged as a set; pairs that disagree on "
    "several variables give nothing. Breadth-first saturation: start from the clauses above (round 0), and in round k "
    "add the resolvents of all pairs of clauses known after round k-1. The empty clause {} comes from {x} and {~x}.",
)
_ASKS = (
    "The formula is unsatisfiable. In which round does the empty clause first appear?",
    "This clause set has no satisfying assignment. What is the first round after which the empty clause {} is present?",
    "The clauses are contradictory, so saturation eventually derives {}. Give the number of the earliest round that adds it.",
)


class ResolutionRefutation(IntegerAnswer, Bootcamp):
    id = "logic/resolution_refutation"
    description = "Breadth-first resolution: the first round that derives the empty clause (refutation depth)"
    Config = Config
    LEVELS = {
        "1": Config(variables=3, clauses=5, max_width=2, min_depth=2, cap=60),
        "2": Config(variables=3, clauses=7, max_width=3, min_depth=2, cap=60),
        "3": Config(variables=4, clauses=7, max_width=3, min_depth=2, cap=90),
        "4": Config(variables=4, clauses=9, max_width=3, min_depth=3, cap=120),
        "5": Config(variables=5, clauses=11, max_width=4, min_depth=3, cap=200),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        n = config.variables
        widths = list(range(1, config.max_width + 1))
        weights = [1] + [3] * (len(widths) - 1)
        while True:
            chosen: set[tuple[int, ...]] = set()
            while len(chosen) < config.clauses:
                w = rng.choices(widths, weights)[0]
                if w == 1 and sum(len(c) == 1 for c in chosen) >= 1:
                    continue  # at most one unit clause: units make refutations shallow
                vs = sorted(rng.sample(range(1, n + 1), w))
                chosen.add(tuple(v if rng.random() < 0.5 else -v for v in vs))
            clauses = [list(c) for c in chosen]
            rng.shuffle(clauses)
            if satisfiable(n, clauses):
                continue
            rounds = first_rounds(clauses, config.cap)
            if rounds is None or rounds[(0, 0)] < config.min_depth:
                continue
            data = {"variables": n, "clauses": clauses}
            return data, rounds[(0, 0)]

    def prompt(self, data: dict, rng: random.Random) -> str:
        vs = ", ".join(f"x{v}" for v in range(1, data["variables"] + 1))
        style = rng.randrange(2)
        lines = [rng.choice(_INTROS).format(vs=vs)]
        lines += [(f"C{k + 1}: {clause_text(c)}", f"C{k + 1} = {clause_text(c)}")[style] for k, c in enumerate(data["clauses"])]
        lines += [rng.choice(_RULES), rng.choice(_ASKS)]
        lines.append(answer_instruction("the round number as one integer"))
        return "\n".join(lines)

    def program(self, t: Tracer, data: dict) -> int:
        known = [to_mask(c) for c in data["clauses"]]
        known_set = set(known)
        rnd = 0
        while True:
            rnd += 1
            start = list(known)
            added: list[Clause] = []
            for i, a in enumerate(start):
                t.state(f"round {rnd} clause {i + 1}")
                t.fetch(f"S{rnd - 1}[{i + 1}]", clause_text(to_lits(a)))
                new = []
                for b in start[i + 1:]:
                    r = resolvent(a, b)
                    if r is not None and r not in known_set:
                        known_set.add(r)
                        new.append(r)
                if new:
                    t.compute("new resolvents", [clause_text(to_lits(r)) for r in new],
                              why=f"resolve with S{rnd - 1}[{i + 2}..{len(start)}], one clash each")
                added += new
            t.state(f"end of round {rnd}")
            known += added
            t.fetch(f"added in round {rnd}", len(added))
            if t.goto((0, 0) in known_set, why="the empty clause {} is present"):
                break
            t.compute(f"|S{rnd}|", len(known), why="no {} yet: next round")
        t.state("answer")
        return t.compute("answer", t.fetch("round", rnd))

    def solve(self, data: dict) -> int:
        # Sets of literal ints: level[k] holds the clauses first derived in round k.
        known = {frozenset(c) for c in data["clauses"]}
        depth = 0
        while frozenset() not in known:
            depth += 1
            pool = list(known)
            derived = set()
            for i, a in enumerate(pool):
                for b in pool[:i]:
                    clash = [x for x in a if -x in b]
                    if len(clash) == 1:
                        derived.add((a | b) - {clash[0], -clash[0]})
            known |= derived
        return depth


BOOTCAMP = ResolutionRefutation()
