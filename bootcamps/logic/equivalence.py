"""Are two propositional formulas equivalent? If not, exhibit an assignment where they differ.

The second formula is the first rewritten by a chain of valid laws (De Morgan, implication and
biconditional elimination, contraposition, double negation, commutation, XOR expansion), and in
about half the cases one step of the chain is a plausible slip instead (a swapped connective or a
lost negation), checked by truth table to really change the meaning. Any distinguishing
assignment passes. The trace compares the two truth tables row by row, stopping at a difference.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit import boolexpr as bx
from bootcamps.kit.literal import strict_word
from bootcamps.trace import Tracer

EQUIVALENT = "equivalent"
_EQ_WORDS = {"equivalent": EQUIVALENT, "they are equivalent": EQUIVALENT, "equivalent formulas": EQUIVALENT}
NAME_POOLS = ("pqrstu", "abcdef", "xyzwuv", "PQRSTU")


@dataclass(frozen=True)
class Config:
    variables: int = 2
    depth: int = 2
    rewrites: int = 2  # laws applied to get the second formula

    def __post_init__(self) -> None:
        if not 2 <= self.variables <= 6:
            raise ValueError(f"variables must be in 2..6, got {self.variables}")
        if not 1 <= self.depth <= 4:
            raise ValueError(f"depth must be in 1..4, got {self.depth}")
        if not 1 <= self.rewrites <= 8:
            raise ValueError(f"rewrites must be in 1..8, got {self.rewrites}")


def _laws(node: list) -> list[list]:
    """Equivalent rewrites of ``node`` at its root."""
    kind = node[0]
    out = []
    if kind == "imp":
        a, b = node[1], node[2]
        out += [["or", ["not", a], b], ["imp", ["not", b], ["not", a]]]
    elif kind == "iff":
        a, b = node[1], node[2]
        out += [["and", ["imp", a, b], ["imp", b, a]], ["iff", b, a]]
    elif kind == "xor":
        a, b = node[1], node[2]
        out += [["not", ["iff", a, b]], ["and", ["or", a, b], ["not", ["and", a, b]]]]
    elif kind in ("and", "or"):
        other = "or" if kind == "and" else "and"
        out += [[kind, node[2], node[1]], ["not", [other, ["not", node[1]], ["not", node[2]]]]]
    elif kind == "not":
        inner = node[1]
        if inner[0] == "not":
            out.append(inner[1])
        elif inner[0] in ("and", "or"):
            other = "or" if inner[0] == "and" else "and"
            out.append([other, ["not", inner[1]], ["not", inner[2]]])
        elif inner[0] == "imp":
            out.append(["and", inner[1], ["not", inner[2]]])
    return out


def _slips(node: list) -> list[list]:
    """Plausible wrong rewrites of ``node`` at its root (usually not equivalent)."""
    kind = node[0]
    if kind == "not":
        inner = node[1]
        out = [inner]
        if inner[0] in ("and", "or"):  # De Morgan without flipping the connective
            out.append([inner[0], ["not", inner[1]], ["not", inner[2]]])
        return out
    if kind == "var":
        return [["not", node]]
    a, b = node[1], node[2]
    out = [[op, a, b] for op in bx.BINARY if op != kind]
    if kind == "imp":
        out.append(["imp", b, a])  # the converse
        out.append(["imp", ["not", a], ["not", b]])  # the inverse
    return out


def _positions(node: list, path: tuple = ()) -> list[tuple]:
    out = [path]
    if node[0] not in ("var", "const"):
        for i, child in enumerate(node[1:], start=1):
            out += _positions(child, path + (i,))
    return out


def _get(node: list, path: tuple) -> list:
    for i in path:
        node = node[i]
    return node


def _put(node: list, path: tuple, new: list) -> list:
    if not path:
        return new
    copy = list(node)
    copy[path[0]] = _put(node[path[0]], path[1:], new)
    return copy


def rewrite(rng: random.Random, formula: list, steps: int, slip: bool) -> list:
    """Apply ``steps`` random laws; with ``slip``, one of them is a wrong rewrite instead."""
    slip_at = rng.randrange(steps) if slip else -1
    for step in range(steps):
        options = []
        for path in _positions(formula):
            node = _get(formula, path)
            choices = _slips(node) if step == slip_at else _laws(node)
            options += [(path, c) for c in choices]
        if not options:
            continue
        path, new = rng.choice(options)
        formula = _put(formula, path, _collapse(new))
    return formula


def _collapse(node: list) -> list:
    """~~~x is ~x: keep at most two stacked negations, so formulas stay readable."""
    while node[0] == "not" and node[1][0] == "not" and node[1][1][0] == "not":
        node = node[1][1]
    return node


_TEMPLATES = (
    "Are these two propositional formulas logically equivalent (true under exactly the same assignments)?\n  F = {f}\n  G = {g}",
    "Decide whether F and G below agree on every assignment of truth values to {vs}.\nF: {f}\nG: {g}",
    "Someone simplified the formula F = {f} into G = {g}. Is G equivalent to F?",
    "Check the claimed equivalence\n  {f}   ==   {g}\nover the variables {vs}. (Call the left side F and the right side G.)",
)


class Equivalence(Bootcamp):
    id = "logic/equivalence"
    description = "Decide whether two formulas are equivalent; if not, give an assignment where they differ"
    Config = Config
    LEVELS = {
        "1": Config(variables=2, depth=2, rewrites=1),
        "2": Config(variables=3, depth=2, rewrites=2),
        "3": Config(variables=4, depth=2, rewrites=3),
        "4": Config(variables=4, depth=3, rewrites=5),
        "5": Config(variables=5, depth=3, rewrites=7),
    }
    unique_answer = False  # any distinguishing assignment is right

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        names = sorted(rng.choice(NAME_POOLS)[: config.variables])
        slip = rng.random() < 0.5
        while True:
            f = bx.random_formula(rng, names, config.depth, p_not=0.3)
            if bx.variables(f) != names:
                continue
            g = rewrite(rng, f, config.rewrites, slip)
            if bx.render(g) != bx.render(f) and bx.equivalent(f, g, names) != slip:
                break
        data = {"f": f, "g": g, "names": names}
        return data, self.format_answer(self.solve(data))

    def prompt(self, data: dict, rng: random.Random) -> str:
        names = data["names"]
        text = rng.choice(_TEMPLATES).format(f=bx.render(data["f"]), g=bx.render(data["g"]), vs=", ".join(names))
        example = ", ".join(f"{n}={i % 2}" for i, n in enumerate(names))
        form = (f'the word "{EQUIVALENT}" if they are equivalent, otherwise one assignment on which F and G '
                f'differ, giving every variable a value 0 or 1 (like "{example}")')
        return f"{text}\n{bx.LEGEND}\n{answer_instruction(form)}"

    def check(self, data: dict, answer: str, text: str) -> float:
        if answer == EQUIVALENT:
            return 1.0 if strict_word(text, _EQ_WORDS) == EQUIVALENT else 0.0
        env = bx.parse_assignment(text, data["names"])
        if env is None:
            return 0.0
        return 1.0 if bx.evaluate(data["f"], env) != bx.evaluate(data["g"], env) else 0.0

    def program(self, t: Tracer, data: dict) -> dict | str:
        f, g, names = data["f"], data["g"], data["names"]
        for i, env in enumerate(bx.rows(names)):
            values = [env[n] for n in names]
            t.state(f"row {i}, F")
            fv = t.compute("F", bx.traced_row(t, f, names, values))
            t.state(f"row {i}, G")
            gv = t.compute("G", bx.traced_row(t, g, names, values))
            t.state(f"row {i}, compare")
            if t.goto(t.fetch("F", fv) != t.fetch("G", gv), why="stop at the first row where F and G differ"):
                return t.compute("answer", [f"{n}={int(v)}" for n, v in zip(names, values)])
        t.state("answer")
        return t.compute("answer", EQUIVALENT, why="every row agrees")

    def format_answer(self, answer: object) -> str:
        # the traced program returns ["p=0", ...]; the plain solver an assignment dict
        if isinstance(answer, list):
            return ", ".join(answer)
        if isinstance(answer, dict):
            return bx.render_assignment(answer)
        return str(answer)

    def solve(self, data: dict) -> dict | str:
        for env in bx.rows(data["names"]):
            if bx.evaluate(data["f"], env) != bx.evaluate(data["g"], env):
                return env
        return EQUIVALENT

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        names, f, g = case.data["names"], case.data["f"], case.data["g"]
        same = [env for env in bx.rows(names) if bx.evaluate(f, env) == bx.evaluate(g, env)]
        wrong = [bx.render_assignment(rng.choice(same))] if same else []
        if case.answer != EQUIVALENT:
            wrong.append(EQUIVALENT)
        else:
            wrong.append("not equivalent")
        return wrong


BOOTCAMP = Equivalence()
