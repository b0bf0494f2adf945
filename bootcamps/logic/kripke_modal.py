"""Modal logic on a Kripke model: at which worlds does a formula with box and diamond hold?

A model has worlds w1..wn, an accessibility relation (arrows between worlds, self-loops
allowed, some worlds may see none) and the atoms true at each world. []A holds at w when A
holds at every world w sees (vacuously when it sees none); <>A when A holds at some world w
sees. The answer is the set of worlds where the formula holds. The trace labels subformulas
bottom-up: one state per distinct subformula, fetching the world sets of its parts and
computing its own.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit.logic2 import NameSetAnswer
from bootcamps.trace import Tracer

ATOMS = ("p", "q", "r")
_BINARY = {"and": "&", "or": "|", "imp": "->"}


@dataclass(frozen=True)
class Config:
    worlds: int = 4
    edges: int = 5
    atoms: int = 2
    depth: int = 2
    modal: int = 1  # at least this many box/diamond operators

    def __post_init__(self) -> None:
        if not 2 <= self.worlds <= 12:
            raise ValueError(f"worlds must be in 2..12, got {self.worlds}")
        if not 1 <= self.edges <= self.worlds**2:
            raise ValueError(f"edges must be in 1..worlds^2, got {self.edges}")
        if not 1 <= self.atoms <= len(ATOMS):
            raise ValueError(f"atoms must be in 1..{len(ATOMS)}, got {self.atoms}")
        if not 1 <= self.depth <= 6:
            raise ValueError(f"depth must be in 1..6, got {self.depth}")
        if not 1 <= self.modal <= 6:
            raise ValueError(f"modal must be in 1..6, got {self.modal}")


def random_formula(rng: random.Random, atoms: tuple[str, ...], depth: int) -> list:
    if depth == 0 or rng.random() < 0.15:
        return ["atom", rng.choice(atoms)]
    roll = rng.random()
    if roll < 0.4:
        return [rng.choice(("box", "dia")), random_formula(rng, atoms, depth - 1)]
    if roll < 0.5:
        return ["not", random_formula(rng, atoms, depth - 1)]
    return [rng.choice(tuple(_BINARY)), random_formula(rng, atoms, depth - 1), random_formula(rng, atoms, depth - 1)]


def render(f: list, top: bool = True) -> str:
    kind = f[0]
    if kind == "atom":
        return f[1]
    if kind in ("box", "dia", "not"):
        return {"box": "[]", "dia": "<>", "not": "~"}[kind] + render(f[1], False)
    text = f"{render(f[1], False)} {_BINARY[kind]} {render(f[2], False)}"
    return text if top else f"({text})"


def size(f: list) -> int:
    return 1 + sum(size(g) for g in f[1:] if isinstance(g, list))


def modal_count(f: list) -> int:
    return (f[0] in ("box", "dia")) + sum(modal_count(g) for g in f[1:] if isinstance(g, list))


_INTROS = (
    "A Kripke model has worlds {ws}. An arrow u -> v means world u can see world v. Truth at a "
    "world: an atom holds where the valuation lists it; ~, &, |, -> are the usual not, and, or, "
    "implies; []A holds at u when A holds at every world u can see (so it holds trivially if u "
    "sees no world); <>A holds at u when A holds at at least one world u can see.",
    "Consider the modal model below with worlds {ws}. Evaluate formulas world by world: [] (box, "
    "'necessarily') means 'true in all worlds visible from here' and is true at a world that sees "
    "nothing; <> (diamond, 'possibly') means 'true in some visible world'. ~ is not, & and, | or, "
    "-> material implication.",
    "Worlds {ws} are linked by the visibility arrows listed (u -> v: v is accessible from u). "
    "<>A is true at a world exactly when some accessible world makes A true; []A is true exactly "
    "when every accessible world makes A true (vacuously so when none is accessible). The "
    "connectives ~ & | -> are classical.",
)


class KripkeModal(NameSetAnswer, Bootcamp):
    id = "logic/kripke_modal"
    description = "Find the worlds of a Kripke model where a modal formula ([] and <>) holds"
    Config = Config
    LEVELS = {
        "1": Config(worlds=3, edges=4, atoms=2, depth=2, modal=1),
        "2": Config(worlds=4, edges=6, atoms=2, depth=3, modal=1),
        "3": Config(worlds=5, edges=8, atoms=2, depth=4, modal=2),
        "4": Config(worlds=6, edges=11, atoms=3, depth=4, modal=2),
        "5": Config(worlds=8, edges=16, atoms=3, depth=5, modal=3),
    }

    def names(self, data: dict) -> list[str]:
        return [f"w{i + 1}" for i in range(data["worlds"])]

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        n = config.worlds
        pairs = [[u, v] for u in range(n) for v in range(n)]
        edges = sorted(rng.sample(pairs, config.edges))
        atoms = ATOMS[: config.atoms]
        valuation = [[a for a in atoms if rng.random() < 0.5] for _ in range(n)]
        while True:  # at least `modal` modal operators, and some world where it holds
            formula = random_formula(rng, atoms, config.depth)
            if modal_count(formula) < config.modal or size(formula) < 2 * config.depth:
                continue
            data = {"worlds": n, "edges": edges, "valuation": valuation, "formula": formula}
            gold = self.solve(data)
            if gold:
                return data, gold

    def prompt(self, data: dict, rng: random.Random) -> str:
        names = self.names(data)
        lines = [rng.choice(_INTROS).format(ws=", ".join(names))]
        lines.append("Arrows: " + ", ".join(f"{names[u]} -> {names[v]}" for u, v in data["edges"]))
        lines.append("Valuation: " + "; ".join(
            f"{names[w]}: {', '.join(atoms) if atoms else 'no atom true'}" for w, atoms in enumerate(data["valuation"])
        ))
        lines.append(f"At which worlds is {render(data['formula'])} true?")
        lines.append(answer_instruction('the worlds where it holds, each once, separated by commas (for example: w1, w3)'))
        return "\n".join(lines)

    def program(self, t: Tracer, data: dict) -> list[str]:
        names = self.names(data)
        seen = {u: [names[v] for a, v in data["edges"] if a == u] for u in range(len(names))}
        sets: dict[str, list[str]] = {}

        def label(f: list) -> tuple[str, list[str]]:
            children = [label(g) for g in f[1:] if isinstance(g, list)]
            kind = f[0]
            if kind == "atom":
                key = f[1]
            elif kind in ("box", "dia", "not"):
                key = {"box": "[]", "dia": "<>", "not": "~"}[kind] + (children[0][0] if f[1][0] in ("atom", "box", "dia", "not") else f"({children[0][0]})")
            else:
                sides = [c if g[0] in ("atom", "box", "dia", "not") else f"({c})" for g, (c, _) in zip(f[1:], children)]
                key = f"{sides[0]} {_BINARY[kind]} {sides[1]}"
            if key in sets:
                return key, sets[key]
            t.state(f"subformula {len(sets) + 1}")
            parts = [t.fetch(c, p) for c, p in children]
            if kind == "atom":
                out = [names[w] for w in range(len(names)) if f[1] in data["valuation"][w]]
            elif kind == "not":
                out = [w for w in names if w not in parts[0]]
            elif kind == "and":
                out = [w for w in names if w in parts[0] and w in parts[1]]
            elif kind == "or":
                out = [w for w in names if w in parts[0] or w in parts[1]]
            elif kind == "imp":
                out = [w for w in names if w not in parts[0] or w in parts[1]]
            elif kind == "box":
                out = [names[u] for u in range(len(names)) if all(v in parts[0] for v in seen[u])]
            else:
                out = [names[u] for u in range(len(names)) if any(v in parts[0] for v in seen[u])]
            sets[key] = t.compute(key, out, why=kind)
            return key, sets[key]

        key, result = label(data["formula"])
        t.state("answer")
        return t.compute("answer", t.fetch(key, result))

    def solve(self, data: dict) -> list[str]:
        n = data["worlds"]
        succ = [[v for u, v in data["edges"] if u == w] for w in range(n)]

        memo: dict[tuple[int, int], bool] = {}

        def holds(f: list, w: int) -> bool:  # pointwise recursion, world by world
            key = (id(f), w)
            if key not in memo:
                memo[key] = at(f, w)
            return memo[key]

        def at(f: list, w: int) -> bool:
            kind = f[0]
            if kind == "atom":
                return f[1] in data["valuation"][w]
            if kind == "not":
                return not holds(f[1], w)
            if kind == "box":
                return all(holds(f[1], v) for v in succ[w])
            if kind == "dia":
                return any(holds(f[1], v) for v in succ[w])
            a, b = holds(f[1], w), holds(f[2], w)
            return {"and": a and b, "or": a or b, "imp": (not a) or b}[kind]

        return [f"w{w + 1}" for w in range(n) if holds(data["formula"], w)]

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        names = self.names(case.data)
        gold = set(case.answer)
        flip = rng.choice(names)
        wrong = [sorted(gold ^ {flip}, key=names.index), [w for w in names if w not in gold]]
        return [self.format_answer(w) for w in wrong if set(w) != gold]


BOOTCAMP = KripkeModal()
