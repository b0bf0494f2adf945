"""Description-logic subsumption: which named concepts of an EL TBox subsume a given one?

The TBox is acyclic: every concept name has at most one axiom, either a definition A = C
(necessary and sufficient) or an inclusion A < C (necessary only), and C only mentions names
introduced before A. C is a conjunction of names and existential restrictions "some r.B" (every
A has an r-successor that is a B). The question asks for every other name Y with X subsumed by Y
(in every model, every X is a Y). The answer is a set of names.

The traced solver is structural subsumption on unfolded normal forms: an inclusion A < C is
read as A = A* and C with a fresh primitive A*, every name is unfolded into its primitive atoms
and its existential restrictions, and X is subsumed by Y when Y's atoms are among X's and each
"some r.D" of Y is matched by a "some r.E" of X with E subsumed by D. The trace has one state per
name's normal form and one per candidate Y. The plain solver tests subsumption recursively on
the axioms without building normal forms; the tests check golds with the EL completion
algorithm (normalised axioms and saturation of subsumer sets, as in the CEL reasoner).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.logic2 import NameSetAnswer
from bootcamps.trace import Tracer

NAMES = "ABCDEFGHJKLMNPQRSTUVW"
ROLES = "rstu"


@dataclass(frozen=True)
class Config:
    names: int = 7
    primitives: int = 3
    roles: int = 1
    max_conjuncts: int = 2

    def __post_init__(self) -> None:
        if not 4 <= self.names <= len(NAMES):
            raise ValueError(f"names must be in 4..{len(NAMES)}, got {self.names}")
        if not 2 <= self.primitives <= self.names - 2:
            raise ValueError(f"primitives must be in 2..names-2, got {self.primitives}")
        if not 1 <= self.roles <= len(ROLES):
            raise ValueError(f"roles must be in 1..{len(ROLES)}, got {self.roles}")
        if not 2 <= self.max_conjuncts <= 5:
            raise ValueError(f"max_conjuncts must be in 2..5, got {self.max_conjuncts}")


# A body is a list of parts: ["name", "B"] or ["some", "r", "B"]. An axiom is [name, kind, body]
# with kind "def" (A = C) or "inc" (A < C).


def render_part(part: list, style: int) -> str:
    if part[0] == "name":
        return part[1]
    return (f"∃{part[1]}.{part[2]}", f"({part[1]} some {part[2]})")[style]


def render_axiom(axiom: list, style: int) -> str:
    name, kind, body = axiom
    joined = (" ⊓ ", " and ")[style].join(render_part(p, style) for p in body)
    op = {"def": ("≡", "EquivalentTo"), "inc": ("⊑", "SubClassOf")}[kind][style]
    return f"{name} {op} {joined}"


NormalForm = tuple[frozenset, tuple]  # (primitive atoms, sorted tuple of (role, normal form))


def normal_forms(names: list[str], axioms: list[list]) -> dict[str, NormalForm]:
    by_name = {a[0]: a for a in axioms}
    out: dict[str, NormalForm] = {}
    for name in names:  # axioms only mention earlier names
        if name not in by_name:
            out[name] = (frozenset([name]), ())
            continue
        _, kind, body = by_name[name]
        atoms = {name + "*"} if kind == "inc" else set()
        exists = []
        for part in body:
            if part[0] == "name":
                atoms |= out[part[1]][0]
                exists += out[part[1]][1]
            else:
                exists.append((part[1], out[part[2]]))
        out[name] = (frozenset(atoms), tuple(sorted(set(exists), key=repr)))
    return out


def subsumed(c: NormalForm, d: NormalForm) -> bool:
    return d[0] <= c[0] and all(any(r == s and subsumed(e, f) for s, e in c[1]) for r, f in d[1])


_INTROS = (
    "A description-logic TBox over concept names {names} and roles {roles}:",
    "Consider the following terminology (an acyclic EL TBox) with concepts {names} and roles {roles}:",
    "An ontology defines the concepts {names} using the roles {roles}:",
)
_RULES = (
    ("Notation: X ≡ C means the X are exactly the things that are C; X ⊑ C means every X is a C (but not "
     "necessarily conversely); ⊓ is conjunction; ∃r.Y means 'has at least one r-successor that is a Y'. "
     "Names without an axiom are primitive: nothing is known about them beyond the axioms."),
    ("Notation (Manchester style): 'X EquivalentTo C' means X is exactly C; 'X SubClassOf C' means every X is a C, "
     "not necessarily conversely; 'and' is conjunction; '(r some Y)' means 'has at least one r-successor that is "
     "a Y'. Names without an axiom are primitive: nothing is known about them beyond the axioms."),
)
_ASKS = (
    "Which concept names other than {x} subsume {x}, i.e. every {x} is necessarily one of them in every model of the TBox?",
    "List every concept name Y different from {x} such that the TBox entails that {x} is subsumed by Y (every {x} is a Y).",
    "Find all named concepts, apart from {x} itself, that are entailed superconcepts of {x}.",
)


class DescriptionLogicSubsumption(NameSetAnswer, Bootcamp):
    id = "logic/description_logic_subsumption"
    description = "EL description logic: the named subsumers of a concept in an acyclic TBox (structural subsumption)"
    Config = Config
    fold_case = False  # concept names are case-sensitive
    LEVELS = {
        "1": Config(names=6, primitives=3, roles=1, max_conjuncts=2),
        "2": Config(names=8, primitives=3, roles=1, max_conjuncts=3),
        "3": Config(names=10, primitives=4, roles=2, max_conjuncts=3),
        "4": Config(names=13, primitives=4, roles=2, max_conjuncts=3),
        "5": Config(names=16, primitives=5, roles=3, max_conjuncts=4),
    }

    def names(self, data: dict) -> list[str]:
        return list(data["names"])

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        roles = list(ROLES[: config.roles])
        while True:
            names = sorted(rng.sample(NAMES, config.names))
            rng.shuffle(names)  # introduction order
            axioms = []
            for i in range(config.primitives, config.names):
                earlier = names[:i]
                body, seen = [], set()
                for _ in range(rng.randint(2, config.max_conjuncts)):
                    if rng.random() < 0.55:
                        part = ["name", rng.choice(earlier)]
                    else:
                        part = ["some", rng.choice(roles), rng.choice(earlier)]
                    if repr(part) not in seen:
                        seen.add(repr(part))
                        body.append(part)
                axioms.append([names[i], "def" if rng.random() < 0.6 else "inc", body])
            rng.shuffle(axioms)
            x = rng.choice(names[config.primitives + 1:])
            data = {"names": names, "roles": roles, "axioms": axioms, "query": x}
            gold = self.solve(data)
            mentioned = {p[1] for a in axioms if a[0] == x for p in a[2] if p[0] == "name"}
            if gold and len(gold) < len(names) - 2 and set(gold) - mentioned:
                return data, gold

    def prompt(self, data: dict, rng: random.Random) -> str:
        style = rng.randrange(2)
        order = {n: i for i, n in enumerate(data["names"])}
        axioms = sorted(data["axioms"], key=lambda a: order[a[0]]) if rng.random() < 0.5 else data["axioms"]
        lines = [rng.choice(_INTROS).format(names=", ".join(sorted(data["names"])), roles=", ".join(data["roles"]))]
        lines += [render_axiom(a, style) for a in axioms]
        lines.append(_RULES[style])
        lines.append(rng.choice(_ASKS).format(x=data["query"]))
        lines.append(answer_instruction("the names in any order, separated by commas (for example: B, F, K), or none"))
        return "\n".join(lines)

    def format_answer(self, answer: list[str]) -> str:
        return ", ".join(answer) if answer else "none"

    def program(self, t: Tracer, data: dict) -> list[str]:
        names, x = data["names"], data["query"]
        by_name = {a[0]: a for a in data["axioms"]}
        nf = normal_forms(names, data["axioms"])

        def show(form: NormalForm) -> str:
            parts = sorted(form[0]) + [f"∃{r}.[{show(f)}]" for r, f in form[1]]
            return " ⊓ ".join(parts) if parts else "⊤"

        for name in names:
            t.state(f"normal form of {name}")
            if name in by_name:
                t.fetch(f"axiom {name}", render_axiom(by_name[name], 0))
                why = "unfold the named conjuncts" + ("; an inclusion adds the fresh atom " + name + "*"
                                                      if by_name[name][1] == "inc" else "")
            else:
                why = "primitive"
            t.compute(f"NF({name})", show(nf[name]), why=why)
        out = []
        for y in sorted(names):
            if y == x:
                continue
            t.state(f"test {x} ⊑ {y}")
            t.fetch(f"NF({y})", show(nf[y]))
            if t.compute("subsumed", subsumed(nf[x], nf[y]),
                         why="atoms of NF(" + y + ") within NF(" + x + "), each ∃ matched"):
                out.append(y)
        t.state("answer")
        return t.compute("answer", t.fetch("subsumers", out))

    def solve(self, data: dict) -> list[str]:
        # Lazy: subsumption of conjunct lists, unfolding names on demand through the axioms.
        by_name = {a[0]: a for a in data["axioms"]}

        @lru_cache(maxsize=None)
        def parts(name: str) -> tuple:
            """Primitive atoms and existentials (role, filler name) of a name, unfolded."""
            if name not in by_name:
                return (frozenset([name]), frozenset())
            _, kind, body = by_name[name]
            atoms, exists = {name + "*"} if kind == "inc" else set(), set()
            for p in body:
                if p[0] == "name":
                    a, e = parts(p[1])
                    atoms |= a
                    exists |= e
                else:
                    exists.add((p[1], p[2]))
            return frozenset(atoms), frozenset(exists)

        @lru_cache(maxsize=None)
        def sub(c: str, d: str) -> bool:
            (ca, ce), (da, de) = parts(c), parts(d)
            return da <= ca and all(any(r == s and sub(e, f) for s, e in ce) for r, f in de)

        x = data["query"]
        return sorted(y for y in data["names"] if y != x and sub(x, y))


BOOTCAMP = DescriptionLogicSubsumption()
