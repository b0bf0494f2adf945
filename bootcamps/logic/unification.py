"""First-order unification: give the common instance t1σ of two terms under their most general
unifier σ, or say that they do not unify (a symbol clash or the occurs check).

Terms are built from function symbols with fixed arities, constants and variables (capitalised).
Pairs come from one hidden term with different subterms replaced by variables on each side,
so about half of them unify; the others fail by a clash or by the occurs check. The MGU is unique
up to renaming its variables, so any variant of the gold term (a one-to-one renaming of the
variables) scores. The trace is the classic equation-rewriting algorithm: one state per step
fetches the equation list and the substitution (as text, read back with the kit's term parser)
and applies delete, decompose, swap, eliminate, clash or occurs-check. The plain solver
unifies with a union-find over term nodes instead.
Speed: about 300 cases/s at level 3 on the shared, heavily loaded 2-core machine (load 10,
where older bootcamps such as logic/satisfiability measure 140/s): draws are redrawn until the
pair unifies or fails as chosen and the answer stays short.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit.literal import strict_word
from bootcamps.kit.logic2 import is_variant, parse_term, rename_in_order, render_term
from bootcamps.trace import Tracer

NOT_UNIFIABLE = "not unifiable"
_FAIL_WORDS = {w: NOT_UNIFIABLE for w in ("not unifiable", "no unifier", "fail", "failure", "they do not unify")}
VARIABLES = ("X", "Y", "Z", "U", "V", "W")


@dataclass(frozen=True)
class Config:
    depth: int = 2
    variables: int = 3
    ternary: bool = False  # the 3-ary symbol h as well
    abstraction: float = 0.3  # chance that a subterm becomes a variable on one side

    def __post_init__(self) -> None:
        if not 1 <= self.depth <= 7:
            raise ValueError(f"depth must be in 1..7, got {self.depth}")
        if not 2 <= self.variables <= len(VARIABLES):
            raise ValueError(f"variables must be in 2..{len(VARIABLES)}, got {self.variables}")
        if not 0.05 <= self.abstraction <= 0.8:
            raise ValueError(f"abstraction must be in 0.05..0.8, got {self.abstraction}")


def arities(ternary: bool) -> dict[str, int]:
    out = {"f": 2, "g": 1, "a": 0, "b": 0, "c": 0}
    if ternary:
        out["h"] = 3
    return out


def random_term(rng: random.Random, symbols: dict[str, int], names: tuple[str, ...], depth: int) -> list:
    if depth == 0 or rng.random() < 0.1:
        if rng.random() < 0.4:
            return ["var", rng.choice(names)]
        return ["fn", rng.choice([s for s, k in symbols.items() if k == 0]), []]
    fn = rng.choice([s for s, k in symbols.items() if k > 0])
    return ["fn", fn, [random_term(rng, symbols, names, depth - 1) for _ in range(symbols[fn])]]


def abstract(rng: random.Random, term: list, names: tuple[str, ...], p: float, top: bool = True) -> list:
    if not top and rng.random() < p:
        return ["var", rng.choice(names)]
    if term[0] == "var":
        return term
    return ["fn", term[1], [abstract(rng, a, names, p, False) for a in term[2]]]


def occurs(name: str, term: list) -> bool:
    if term[0] == "var":
        return term[1] == name
    return any(occurs(name, a) for a in term[2])


def substitute(term: list, name: str, value: list) -> list:
    if term[0] == "var":
        return value if term[1] == name else term
    return ["fn", term[1], [substitute(a, name, value) for a in term[2]]]


_INTROS = (
    "Unify the two first-order terms below. Capitalised names ({vs}) are variables; f, g{h} are "
    "function symbols with the arities shown and a, b, c are constants.",
    "Find the most general unifier of these terms (variables: {vs}; function symbols: f, g{h}; "
    "constants: a, b, c). The occurs check applies: a variable cannot be bound to a term containing it.",
    "Two terms over the variables {vs}, the functions f, g{h} and the constants a, b, c are given. "
    "Compute their most general unifier σ, with the occurs check.",
)


class Unification(Bootcamp):
    id = "logic/unification"
    description = "Give the common instance of two first-order terms under their most general unifier, or say they do not unify"
    Config = Config
    LEVELS = {
        "1": Config(depth=3, variables=3, ternary=False, abstraction=0.3),
        "2": Config(depth=3, variables=4, ternary=True, abstraction=0.3),
        "3": Config(depth=4, variables=4, ternary=True, abstraction=0.25),
        "4": Config(depth=4, variables=5, ternary=True, abstraction=0.15),
        "5": Config(depth=5, variables=6, ternary=True, abstraction=0.1),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str | list]:
        symbols = arities(config.ternary)
        names = VARIABLES[: config.variables]
        want_unifiable = rng.random() < 0.55
        while True:
            hidden = random_term(rng, symbols, names, config.depth)
            if hidden[0] == "var" or len(render_term(hidden)) < 5 * config.depth:
                continue
            t1 = abstract(rng, hidden, names, config.abstraction)
            t2 = abstract(rng, hidden, names, config.abstraction)
            if t1 == t2 or min(len(render_term(t1)), len(render_term(t2))) < 3 * config.depth:
                continue  # equal sides, or a side abstracted down to almost nothing
            data = {"ternary": config.ternary, "t1": render_term(t1), "t2": render_term(t2)}
            gold = self.solve(data)
            if (gold != NOT_UNIFIABLE) == want_unifiable and len(str(gold)) <= 40 * config.depth:
                if gold == NOT_UNIFIABLE:
                    return data, gold
                # variables renamed X, Y, ... in order of appearance: terms equal up to renaming
                # (which the check accepts) get one gold text
                return data, render_term(rename_in_order(parse_term(gold, symbols), VARIABLES))

    def prompt(self, data: dict, rng: random.Random) -> str:
        symbols = arities(data["ternary"])
        h = ", h" if data["ternary"] else ""
        arity_text = ", ".join(f"{s}/{k}" for s, k in symbols.items() if k)
        lines = [rng.choice(_INTROS).format(vs=", ".join(VARIABLES), h=h) + f" Arities: {arity_text}."]
        lines.append(f"t1 = {data['t1']}")
        lines.append(f"t2 = {data['t2']}")
        lines.append("Give the unified term t1σ (which equals t2σ); variables left in it may have any names. "
                     f'If no unifier exists, answer "{NOT_UNIFIABLE}".')
        lines.append(answer_instruction(f'one term, for example f(g(X), a), or "{NOT_UNIFIABLE}"'))
        return "\n".join(lines)

    def check(self, data: dict, answer: str, text: str) -> float:
        if answer == NOT_UNIFIABLE:
            return 1.0 if strict_word(text, _FAIL_WORDS) == NOT_UNIFIABLE else 0.0
        if len(text) > 4 * len(answer) + 40:
            return 0.0
        term = parse_term(text, arities(data["ternary"]))
        gold = parse_term(answer, arities(data["ternary"]))
        return 1.0 if term is not None and gold is not None and is_variant(term, gold) else 0.0

    def program(self, t: Tracer, data: dict) -> str:
        symbols = arities(data["ternary"])

        def read(text: str) -> list:
            term = parse_term(text, symbols)
            if term is None:
                raise ValueError(f"not a term: {text!r}")
            return term

        eqs = [[data["t1"], data["t2"]]]
        subst: list[list[str]] = []
        k = 0
        while True:
            k += 1
            t.state(f"step {k}")
            eqs = t.fetch("equations", eqs)
            if not eqs:
                break
            s, u = read(eqs[0][0]), read(eqs[0][1])
            rest = [[read(a), read(b)] for a, b in eqs[1:]]
            if s == u:
                t.compute("rule", "delete")
                new = rest
            elif s[0] == "var":
                if t.compute("occurs", occurs(s[1], u), why=f"{s[1]} in {render_term(u)}"):
                    t.compute("rule", "occurs check fails")
                    t.state("answer")
                    return t.compute("answer", NOT_UNIFIABLE)
                t.compute("rule", f"eliminate {s[1]}")
                new = [[substitute(a, s[1], u), substitute(b, s[1], u)] for a, b in rest]
                subst = [[x, render_term(substitute(read(v), s[1], u))] for x, v in subst] + [[s[1], render_term(u)]]
                subst = t.compute("substitution", subst)
            elif u[0] == "var":
                t.compute("rule", "swap")
                new = [[u, s]] + rest
            elif s[1] != u[1] or len(s[2]) != len(u[2]):
                t.compute("rule", f"clash {s[1]} / {u[1]}")
                t.state("answer")
                return t.compute("answer", NOT_UNIFIABLE)
            else:
                t.compute("rule", f"decompose {s[1]}")
                new = [[a, b] for a, b in zip(s[2], u[2])] + rest
            eqs = t.compute("equations", [[render_term(a), render_term(b)] for a, b in new])
        t.state("answer")
        subst = t.fetch("substitution", subst)
        result = read(data["t1"])
        for x, v in subst:
            result = substitute(result, x, read(v))
        return t.compute("answer", render_term(result), why="t1 with the substitution applied")

    def solve(self, data: dict) -> str:
        symbols = arities(data["ternary"])
        t1, t2 = parse_term(data["t1"], symbols), parse_term(data["t2"], symbols)
        assert t1 is not None and t2 is not None
        parent: dict[str, list] = {}  # variable -> the term it is bound to (union-find style)

        def find(term: list) -> list:
            while term[0] == "var" and term[1] in parent:
                term = parent[term[1]]
            return term

        def occurs_deep(name: str, term: list) -> bool:  # through the bindings, which stay acyclic
            term = find(term)
            if term[0] == "var":
                return term[1] == name
            return any(occurs_deep(name, a) for a in term[2])

        def unify(a: list, b: list) -> bool:
            a, b = find(a), find(b)
            if a == b:
                return True
            if b[0] == "var":
                a, b = b, a
            if a[0] == "var":
                if occurs_deep(a[1], b):
                    return False
                parent[a[1]] = b
                return True
            return a[1] == b[1] and len(a[2]) == len(b[2]) and all(unify(x, y) for x, y in zip(a[2], b[2]))

        def resolve(term: list) -> list:
            term = find(term)
            return term if term[0] == "var" else ["fn", term[1], [resolve(a) for a in term[2]]]

        return render_term(resolve(t1)) if unify(t1, t2) else NOT_UNIFIABLE

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        if case.answer == NOT_UNIFIABLE:
            return [case.data["t1"], case.data["t2"]]
        return [NOT_UNIFIABLE, f"g({case.answer})"]


BOOTCAMP = Unification()
