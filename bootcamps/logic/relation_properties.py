"""Properties of a binary relation: given R on a small set as a list of pairs, say for each of
several named properties (reflexive, irreflexive, symmetric, antisymmetric, asymmetric,
transitive) whether R has it.

Relations are drawn from structured seeds (an equivalence, a partial order, a strict order or
a random relation) and then lightly perturbed, so both answers occur for every property. The
trace checks one property per state and records the first counterexample it finds (a missing
loop, an unmatched pair, a broken chain) or that there is none; the plain solver uses
matrix identities (R = R^T, R∘R ⊆ R, ...).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit.strings import WordSequenceAnswer
from bootcamps.trace import Tracer

PROPERTIES = ("reflexive", "irreflexive", "symmetric", "antisymmetric", "asymmetric", "transitive")
DEFINITIONS = {
    "reflexive": "reflexive: (x, x) is in R for every x in the set",
    "irreflexive": "irreflexive: (x, x) is in R for no x",
    "symmetric": "symmetric: whenever (x, y) is in R, so is (y, x)",
    "antisymmetric": "antisymmetric: (x, y) and (y, x) both in R only when x = y",
    "asymmetric": "asymmetric: whenever (x, y) is in R, (y, x) is not (so no (x, x) either)",
    "transitive": "transitive: whenever (x, y) and (y, z) are in R, so is (x, z)",
}


@dataclass(frozen=True)
class Config:
    elements: int = 3
    asked: int = 3  # how many properties the question asks about

    def __post_init__(self) -> None:
        if not 3 <= self.elements <= 9:
            raise ValueError(f"elements must be in 3..9, got {self.elements}")
        if not 2 <= self.asked <= len(PROPERTIES):
            raise ValueError(f"asked must be in 2..{len(PROPERTIES)}, got {self.asked}")


def seed_relation(rng: random.Random, n: int) -> set[tuple[int, int]]:
    kind = rng.randrange(4)
    if kind == 0:  # an equivalence: pairs inside random blocks
        block = [rng.randrange(max(1, n // 2)) for _ in range(n)]
        return {(a, b) for a in range(n) for b in range(n) if block[a] == block[b]}
    if kind in (1, 2):  # a (non-strict or strict) order: divisibility-like on a random ranking
        rank = list(range(n))
        rng.shuffle(rank)
        keep = {(a, b) for a in range(n) for b in range(n) if rank[a] < rank[b] and rng.random() < 0.5}
        # close under transitivity so the seed really is an order
        changed = True
        while changed:
            extra = {(a, d) for a, b in keep for c, d in keep if b == c} - keep
            keep |= extra
            changed = bool(extra)
        return keep | ({(a, a) for a in range(n)} if kind == 1 else set())
    return {(a, b) for a in range(n) for b in range(n) if rng.random() < 0.3}


def has(prop: str, rel: set[tuple[int, int]], n: int) -> bool:
    """Each property from set identities, a different route from the traced checks."""
    converse = {(b, a) for a, b in rel}
    loops = {(a, a) for a in range(n)}
    if prop == "reflexive":
        return loops <= rel
    if prop == "irreflexive":
        return not loops & rel
    if prop == "symmetric":
        return rel == converse
    if prop == "antisymmetric":
        return rel & converse <= loops
    if prop == "asymmetric":
        return not rel & converse
    return {(a, d) for a, b in rel for c, d in rel if b == c} <= rel


def counterexample(prop: str, rel: set[tuple[int, int]], n: int) -> list[int] | None:
    """The first witness (in element order) that ``rel`` lacks ``prop``, or ``None``."""
    for a in range(n):
        if prop == "reflexive" and (a, a) not in rel:
            return [a, a]
        if prop == "irreflexive" and (a, a) in rel:
            return [a, a]
        for b in range(n):
            if (a, b) not in rel:
                continue
            if prop == "symmetric" and (b, a) not in rel:
                return [a, b]
            if prop == "antisymmetric" and a != b and (b, a) in rel:
                return [a, b]
            if prop == "asymmetric" and (b, a) in rel:
                return [a, b]
            if prop == "transitive":
                for c in range(n):
                    if (b, c) in rel and (a, c) not in rel:
                        return [a, b, c]
    return None


_INTROS = (
    "Let S = {{{elems}}} and let R be the relation on S given by these ordered pairs:",
    "A binary relation R on the set {{{elems}}} consists of exactly these pairs:",
    "Consider the relation R on {{{elems}}}; (x, y) is in R for exactly the following pairs:",
)


class RelationProperties(WordSequenceAnswer, Bootcamp):
    id = "logic/relation_properties"
    description = "Decide which properties (reflexive, symmetric, antisymmetric, transitive, ...) a listed binary relation has"
    Config = Config
    LEVELS = {
        "1": Config(elements=3, asked=3),
        "2": Config(elements=4, asked=4),
        "3": Config(elements=5, asked=5),
        "4": Config(elements=6, asked=6),
        "5": Config(elements=8, asked=6),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        n = config.elements
        while True:
            rel = seed_relation(rng, n)
            for _ in range(rng.randint(0, 2)):  # a light perturbation breaks some properties
                rel ^= {(rng.randrange(n), rng.randrange(n))}
            if rel:
                break
        asked = rng.sample(PROPERTIES, config.asked)
        data = {"elements": n, "pairs": sorted([a + 1, b + 1] for a, b in rel), "asked": asked}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        elems = ", ".join(str(x) for x in range(1, data["elements"] + 1))
        lines = [rng.choice(_INTROS).format(elems=elems)]
        lines.append(", ".join(f"({a}, {b})" for a, b in data["pairs"]))
        lines.append("Definitions: " + "; ".join(DEFINITIONS[p] for p in data["asked"]) + ".")
        lines.append(rng.choice(("For each property in this order: {ps}, say whether R has it.",
                                 "Is R {ps}? Answer each in the order given.",
                                 "Decide, in order, whether R is {ps}.")).format(ps=", ".join(data["asked"])))
        example = ", ".join(rng.choice(("yes", "no")) for _ in data["asked"])
        lines.append(answer_instruction(f"{len(data['asked'])} words yes or no, comma-separated, in the order asked (like {example})"))
        return "\n".join(lines)

    def format_answer(self, answer: list[str]) -> str:
        return ", ".join(answer)

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        out = []
        for i in rng.sample(range(len(case.answer)), min(3, len(case.answer))):
            flipped = list(case.answer)
            flipped[i] = "no" if flipped[i] == "yes" else "yes"
            out.append(", ".join(flipped))
        return out

    def program(self, t: Tracer, data: dict) -> list[str]:
        n = data["elements"]
        rel = {(a - 1, b - 1) for a, b in data["pairs"]}
        verdicts = []
        for prop in data["asked"]:
            t.state(f"check {prop}")
            witness = counterexample(prop, rel, n)
            shown = None if witness is None else [x + 1 for x in witness]
            t.compute("counterexample", shown, why=DEFINITIONS[prop])
            verdicts.append(t.compute(prop, "yes" if shown is None else "no"))
        t.state("answer")
        return t.compute("answer", verdicts)

    def solve(self, data: dict) -> list[str]:
        n = data["elements"]
        rel = {(a - 1, b - 1) for a, b in data["pairs"]}
        return ["yes" if has(p, rel, n) else "no" for p in data["asked"]]


BOOTCAMP = RelationProperties()
