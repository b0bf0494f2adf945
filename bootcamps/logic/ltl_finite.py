"""Linear temporal logic on a finite trace: at which positions does a formula hold?

A trace is a finite sequence of positions 0..n-1, each listing the atoms true there. Formulas
use X (next; false at the last position), F (eventually, from here on), G (always, from here
to the end) and U (until: the right side holds at some later-or-equal position, and the left
side at every position before it), besides ~ & |. The answer is the set of positions where the
formula holds. The trace labels subformulas bottom-up, one state per distinct subformula,
each computed right to left over the positions (the usual backward recurrences); the plain
solver applies the quantifier definitions directly.
Speed: about 500 cases/s at level 3 and 170/s at level 5 measured on the shared, heavily loaded
2-core machine (load 10): a draw is redrawn (trace and formula) until the formula holds at some
positions but not all, about two draws a case.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit.logic2 import NameSetAnswer
from bootcamps.trace import Tracer

ATOMS = ("p", "q", "r")
_UNARY = ("not", "X", "F", "G")
_BINARY = {"and": "&", "or": "|", "U": "U"}


@dataclass(frozen=True)
class Config:
    length: int = 5
    atoms: int = 2
    depth: int = 2
    temporal: int = 1  # at least this many temporal operators

    def __post_init__(self) -> None:
        if not 2 <= self.length <= 30:
            raise ValueError(f"length must be in 2..30, got {self.length}")
        if not 1 <= self.atoms <= len(ATOMS):
            raise ValueError(f"atoms must be in 1..{len(ATOMS)}, got {self.atoms}")
        if not 1 <= self.depth <= 6:
            raise ValueError(f"depth must be in 1..6, got {self.depth}")
        if not 1 <= self.temporal <= 6:
            raise ValueError(f"temporal must be in 1..6, got {self.temporal}")


def random_formula(rng: random.Random, atoms: tuple[str, ...], depth: int) -> list:
    if depth == 0 or rng.random() < 0.1:
        return ["atom", rng.choice(atoms)]
    roll = rng.random()
    if roll < 0.45:
        return [rng.choice(("X", "F", "G", "X", "F", "G", "not")), random_formula(rng, atoms, depth - 1)]
    op = rng.choice(("and", "or", "U", "U"))
    return [op, random_formula(rng, atoms, depth - 1), random_formula(rng, atoms, depth - 1)]


def render(f: list, top: bool = True) -> str:
    kind = f[0]
    if kind == "atom":
        return f[1]
    if kind in _UNARY:
        inner = render(f[1], False)
        return ("~" + inner) if kind == "not" else f"{kind} {inner}" if f[1][0] == "atom" else f"{kind}{inner}"
    text = f"{render(f[1], False)} {_BINARY[kind]} {render(f[2], False)}"
    return text if top else f"({text})"


def stats(f: list) -> tuple[int, int]:
    """(size, number of temporal operators)."""
    size, temporal = 1, int(f[0] in ("X", "F", "G", "U"))
    for g in f[1:]:
        if isinstance(g, list):
            s, k = stats(g)
            size, temporal = size + s, temporal + k
    return size, temporal


_INTROS = (
    "A finite trace has positions 0 to {last}; each lists the atoms true there. Linear temporal "
    "logic on it: X A holds at i when position i+1 exists and A holds there; F A holds at i when "
    "A holds at some position j >= i; G A holds at i when A holds at every position j >= i up to "
    "the end; A U B holds at i when B holds at some j >= i and A holds at every k with i <= k < j. "
    "~ is not, & and, | or.",
    "Evaluate a temporal formula on the finite run below (positions 0..{last}). Semantics: "
    "'X A' = A at the next position (false at the last one); 'F A' = A now or at some later "
    "position; 'G A' = A now and at every later position; 'A U B' = there is a position j from "
    "here on where B holds, with A holding at every position from here up to (not including) j. "
    "~, &, | are not, and, or.",
    "Positions 0..{last} of an execution are listed with the atomic propositions true at each. "
    "Use finite-trace LTL: X (next; needs a following position), F (eventually: here or later), "
    "G (globally: here and at all later positions), U (A U B: B eventually holds, and A holds at "
    "each position before that), and the connectives ~ (not), & (and), | (or).",
)


class LtlFinite(NameSetAnswer, Bootcamp):
    id = "logic/ltl_finite"
    description = "Find the positions of a finite trace where an LTL formula (X, F, G, U) holds"
    Config = Config
    LEVELS = {
        "1": Config(length=5, atoms=2, depth=2, temporal=1),
        "2": Config(length=6, atoms=2, depth=3, temporal=1),
        "3": Config(length=8, atoms=2, depth=3, temporal=2),
        "4": Config(length=10, atoms=3, depth=4, temporal=2),
        "5": Config(length=13, atoms=3, depth=5, temporal=3),
    }

    def names(self, data: dict) -> list[str]:
        return [str(i) for i in range(len(data["trace"]))]

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        atoms = ATOMS[: config.atoms]
        while True:  # enough temporal operators; it holds at some positions, not all
            trace = [[a for a in atoms if rng.random() < 0.5] for _ in range(config.length)]
            formula = random_formula(rng, atoms, config.depth)
            size, temporal = stats(formula)
            if temporal < config.temporal or size < 2 * config.depth:
                continue
            data = {"trace": trace, "formula": formula}
            gold = self.solve(data)
            if 0 < len(gold) < config.length:
                return data, gold

    def prompt(self, data: dict, rng: random.Random) -> str:
        n = len(data["trace"])
        lines = [rng.choice(_INTROS).format(last=n - 1)]
        lines += [f"position {i}: {', '.join(atoms) if atoms else '(no atom true)'}" for i, atoms in enumerate(data["trace"])]
        lines.append(f"At which positions does {render(data['formula'])} hold?")
        lines.append(answer_instruction("the positions where it holds, each once, separated by commas (for example: 0, 2, 3)"))
        return "\n".join(lines)

    def program(self, t: Tracer, data: dict) -> list[str]:
        n = len(data["trace"])
        done: dict[str, list[int]] = {}

        def label(f: list) -> tuple[str, list[int]]:
            children = [label(g) for g in f[1:] if isinstance(g, list)]
            key = render(f)
            if key in done:
                return key, done[key]
            t.state(f"subformula {len(done) + 1}")
            parts = [set(t.fetch(c, p)) for c, p in children]
            kind = f[0]
            out: list[int] = []
            later = False  # the value at position i+1 while going right to left (none past the end)
            for i in reversed(range(n)):
                if kind == "atom":
                    now = f[1] in data["trace"][i]
                elif kind == "not":
                    now = i not in parts[0]
                elif kind == "and":
                    now = i in parts[0] and i in parts[1]
                elif kind == "or":
                    now = i in parts[0] or i in parts[1]
                elif kind == "X":
                    now = i + 1 in parts[0]
                elif kind == "F":
                    now = i in parts[0] or later
                elif kind == "G":
                    now = i in parts[0] and (later or i == n - 1)
                else:  # U
                    now = i in parts[1] or (i in parts[0] and later)
                later = now
                if now:
                    out.append(i)
            done[key] = t.compute(key, sorted(out), why=kind)
            return key, done[key]

        key, result = label(data["formula"])
        t.state("answer")
        return t.compute("answer", [str(i) for i in t.fetch(key, result)])

    def solve(self, data: dict) -> list[str]:
        trace = data["trace"]
        n = len(trace)

        memo: dict[tuple[int, int], bool] = {}

        def holds(f: list, i: int) -> bool:
            key = (id(f), i)
            if key not in memo:
                memo[key] = at(f, i)
            return memo[key]

        def at(f: list, i: int) -> bool:  # the quantifier definitions, position by position
            kind = f[0]
            if kind == "atom":
                return f[1] in trace[i]
            if kind == "not":
                return not holds(f[1], i)
            if kind == "and":
                return holds(f[1], i) and holds(f[2], i)
            if kind == "or":
                return holds(f[1], i) or holds(f[2], i)
            if kind == "X":
                return i + 1 < n and holds(f[1], i + 1)
            if kind == "F":
                return any(holds(f[1], j) for j in range(i, n))
            if kind == "G":
                return all(holds(f[1], j) for j in range(i, n))
            return any(holds(f[2], j) and all(holds(f[1], k) for k in range(i, j)) for j in range(i, n))

        return [str(i) for i in range(n) if holds(data["formula"], i)]

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        names = self.names(case.data)
        gold = set(case.answer)
        flip = rng.choice(names)
        wrong = [sorted(gold ^ {flip}, key=int), [w for w in names if w not in gold]]
        return [self.format_answer(w) for w in wrong if set(w) != gold]


BOOTCAMP = LtlFinite()
