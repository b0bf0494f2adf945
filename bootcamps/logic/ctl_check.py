"""CTL model checking: at which states of a Kripke structure does a branching-time formula hold?

A structure has states s0..s(n-1), a transition relation in which every state has at least one
successor, and the atoms true at each state. Formulas use ~, &, | and the CTL operators EX, AX
(some / every successor), EF, AF (some / every path eventually), EG, AG (some / every path
always) and E[f U g], A[f U g] (some / every path: f holds until g does). Unlike
logic/kripke_modal (one-step box and diamond) the path operators need fixpoints over paths.
The trace labels subformulas bottom-up: the one-step operators in one state, EF / EG / EU / AF /
AU by iterating their fixpoints (one state per iteration with the set so far). The tests
check golds with a path-based oracle (reachability and strongly connected components in
networkx).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.logic2 import NameSetAnswer
from bootcamps.trace import Tracer

ATOMS = ("p", "q", "r")
UNARY = ("EX", "AX", "EF", "AF", "EG", "AG")
BINARY = ("EU", "AU")


@dataclass(frozen=True)
class Config:
    states: int = 4
    depth: int = 1
    extra_edges: int = 2

    def __post_init__(self) -> None:
        if not 3 <= self.states <= 12:
            raise ValueError(f"states must be in 3..12, got {self.states}")
        if not 1 <= self.depth <= 4:
            raise ValueError(f"depth must be in 1..4, got {self.depth}")
        if not 0 <= self.extra_edges <= 30:
            raise ValueError(f"extra_edges must be in 0..30, got {self.extra_edges}")


def render(f: list) -> str:
    kind = f[0]
    if kind == "atom":
        return f[1]
    if kind == "not":
        return "~" + render(f[1])
    if kind in ("and", "or"):
        return f"({render(f[1])} {'&' if kind == 'and' else '|'} {render(f[2])})"
    if kind in BINARY:
        return f"{kind[0]}[{render(f[1])} U {render(f[2])}]"
    return f"{kind} {render(f[1])}"


def random_formula(rng: random.Random, depth: int) -> list:
    if depth == 0:
        atom = ["atom", rng.choice(ATOMS)]
        return ["not", atom] if rng.random() < 0.2 else atom
    roll = rng.random()
    if roll < 0.55:
        return [rng.choice(UNARY), random_formula(rng, depth - 1)]
    if roll < 0.8:
        return [rng.choice(BINARY), random_formula(rng, depth - 1), random_formula(rng, rng.randrange(depth))]
    return [rng.choice(("and", "or")), random_formula(rng, depth - 1), random_formula(rng, rng.randrange(depth))]


class CtlCheck(NameSetAnswer, Bootcamp):
    id = "logic/ctl_check"
    description = "CTL model checking: the states of a Kripke structure where an EX/AF/EG/E[U]... formula holds"
    Config = Config
    fold_case = False
    LEVELS = {
        "1": Config(states=4, depth=1, extra_edges=2),
        "2": Config(states=5, depth=2, extra_edges=3),
        "3": Config(states=6, depth=2, extra_edges=4),
        "4": Config(states=8, depth=3, extra_edges=6),
        "5": Config(states=10, depth=4, extra_edges=8),
    }

    def names(self, data: dict) -> list[str]:
        return [f"s{i}" for i in range(data["states"])]

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        n = config.states
        while True:
            succ = [{rng.randrange(n)} for _ in range(n)]
            for _ in range(config.extra_edges):
                succ[rng.randrange(n)].add(rng.randrange(n))
            labels = [sorted(a for a in ATOMS if rng.random() < 0.4) for _ in range(n)]
            f = random_formula(rng, config.depth)
            data = {"states": n, "succ": [sorted(s) for s in succ], "labels": labels, "formula": f}
            gold = self.solve(data)
            if 0 < len(gold) < n:
                return data, gold

    def prompt(self, data: dict, rng: random.Random) -> str:
        n = data["states"]
        trans = "; ".join(f"s{i} -> {', '.join(f's{j}' for j in data['succ'][i])}" for i in range(n))
        labels = "; ".join(f"s{i}: {', '.join(data['labels'][i]) or '(none)'}" for i in range(n))
        semantics = rng.choice((
            "Semantics: EX f holds at s if some successor satisfies f, AX f if every successor does; EF f if some path "
            "from s reaches a state with f; AF f if every path from s does; EG f if some path from s has f at every "
            "state; AG f if all paths do; E[f U g] if some path from s reaches a g-state with f true at every state "
            "before it; A[f U g] if every path does. Paths start at s itself and are infinite.",
            "CTL reminder: paths are infinite sequences of transitions starting at the current state (which counts as "
            "the first position). E = along some path, A = along all paths; X = at the next state, F = at some position, "
            "G = at every position, f U g = g at some position and f at all positions before it.",
            "Use standard CTL: EX/AX quantify over successors; EF, AF, EG, AG, E[f U g], A[f U g] quantify over the "
            "infinite paths starting at the state, where F means eventually (now included), G means always (now "
            "included) and f U g means g eventually holds and f holds at every earlier position.",
        ))
        return "\n".join([
            rng.choice(("A Kripke structure has states " + ", ".join(self.names(data)) + ".",
                        "Consider a transition system with states " + ", ".join(self.names(data)) + ".",
                        f"A model of a system has {n} states, s0 to s{n - 1}.")),
            "Transitions (each state lists its successors): " + trans,
            "Atoms true at each state (all others are false): " + labels,
            semantics,
            f"At which states does {render(data['formula'])} hold? (~ is NOT, & is AND, | is OR.)",
            answer_instruction("the states in any order, each once, like {s0, s3}"),
        ])

    def format_answer(self, answer: list[str]) -> str:
        return "{" + ", ".join(answer) + "}"

    def program(self, t: Tracer, data: dict) -> list[str]:
        n, succ, labels = data["states"], data["succ"], data["labels"]
        every = [f"s{i}" for i in range(n)]

        def ex(target: list[str]) -> list[str]:
            return [f"s{i}" for i in range(n) if any(f"s{j}" in target for j in succ[i])]

        def ax(target: list[str]) -> list[str]:
            return [f"s{i}" for i in range(n) if all(f"s{j}" in target for j in succ[i])]

        def label(f: list) -> list[str]:
            kind, text = f[0], render(f)
            if kind == "atom":
                t.state(f"label {text}")
                return t.compute(f"[{text}]", [f"s{i}" for i in range(n) if f[1] in labels[i]])
            subs = [label(g) for g in f[1:]]
            t.state(f"label {text}")
            args = [t.fetch(f"[{render(g)}]", s) for g, s in zip(f[1:], subs)]
            if kind == "not":
                return t.compute(f"[{text}]", [s for s in every if s not in args[0]])
            if kind in ("and", "or"):
                if kind == "and":
                    return t.compute(f"[{text}]", [s for s in every if s in args[0] and s in args[1]])
                return t.compute(f"[{text}]", [s for s in every if s in args[0] or s in args[1]])
            if kind in ("EX", "AX"):
                return t.compute(f"[{text}]", (ex if kind == "EX" else ax)(args[0]))
            step = ex if kind[0] == "E" else ax
            if kind in ("EG", "AG"):  # greatest fixpoint: Z = f & step(Z)
                z, k = list(args[0]), 0
                while True:
                    k += 1
                    t.state(f"{text} iteration {k}")
                    nz = t.compute("Z", [s for s in z if s in step(z)])
                    if nz == z:
                        break
                    z = nz
                return t.compute(f"[{text}]", z)
            hold, goal = (every, args[0]) if kind in ("EF", "AF") else (args[0], args[1])
            z, k = list(goal), 0  # least fixpoint: Z = goal | (hold & step(Z))
            while True:
                k += 1
                t.state(f"{text} iteration {k}")
                nz = t.compute("Z", [s for s in every if s in z or (s in hold and s in step(z))])
                if nz == z:
                    break
                z = nz
            return t.compute(f"[{text}]", z)

        result = label(data["formula"])
        t.state("answer")
        return t.compute("answer", t.fetch(f"[{render(data['formula'])}]", result))

    def solve(self, data: dict) -> list[str]:
        n, succ, labels = data["states"], data["succ"], data["labels"]

        def sat(f: list) -> set[int]:
            kind = f[0]
            if kind == "atom":
                return {i for i in range(n) if f[1] in labels[i]}
            a = sat(f[1])
            if kind == "not":
                return set(range(n)) - a
            if kind in ("and", "or", "EU", "AU"):
                b = sat(f[2])
                if kind == "and":
                    return a & b
                if kind == "or":
                    return a | b
                return until(a, b, kind == "AU")
            if kind == "EX":
                return {i for i in range(n) if set(succ[i]) & a}
            if kind == "AX":
                return {i for i in range(n) if set(succ[i]) <= a}
            if kind in ("EF", "AF"):
                return until(set(range(n)), a, kind == "AF")
            # EG f = not AF not f, AG f = not EF not f
            return set(range(n)) - until(set(range(n)), set(range(n)) - a, kind == "EG")

        def until(hold: set[int], goal: set[int], universal: bool) -> set[int]:
            z = set(goal)
            changed = True
            while changed:
                changed = False
                for i in range(n):
                    if i in z or i not in hold:
                        continue
                    nxt = set(succ[i])
                    if (nxt <= z) if universal else (nxt & z):
                        z.add(i)
                        changed = True
            return z

        return [f"s{i}" for i in sorted(sat(data["formula"]))]


BOOTCAMP = CtlCheck()
