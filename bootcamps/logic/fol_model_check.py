"""First-order model checking: in a small finite structure, how many elements satisfy a formula?

A structure has a domain of a few named elements, unary predicates P and Q and a binary
relation R, all listed in full. A formula phi(x) with one free variable x uses the
quantifiers for all / there exists over further variables; the answer is the number of
domain elements x for which phi(x) holds. The trace evaluates quantifiers by iterating over
the domain (stopping early once the answer is decided): one state per quantifier-free
evaluation and one per finished quantifier. The tests check golds with z3 over an
enumeration sort.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit.literal import strict_int
from bootcamps.trace import Tracer

ELEMENTS = "abcdefg"
VARS = ("y", "z")
CONNECTIVE = {"and": "∧", "or": "∨", "imp": "→"}


@dataclass(frozen=True)
class Config:
    domain: int = 3
    quantifiers: int = 1
    connectives: int = 1  # binary connectives inside the innermost body

    def __post_init__(self) -> None:
        if not 2 <= self.domain <= len(ELEMENTS):
            raise ValueError(f"domain must be in 2..{len(ELEMENTS)}, got {self.domain}")
        if not 1 <= self.quantifiers <= len(VARS):
            raise ValueError(f"quantifiers must be in 1..{len(VARS)}, got {self.quantifiers}")
        if not 1 <= self.connectives <= 3:
            raise ValueError(f"connectives must be in 1..3, got {self.connectives}")


def render(f: list) -> str:
    kind = f[0]
    if kind in ("P", "Q"):
        return f"{kind}({f[1]})"
    if kind == "R":
        return f"R({f[1]}, {f[2]})"
    if kind == "not":
        return "¬" + render(f[1])
    if kind in ("forall", "exists"):
        return f"{'∀' if kind == 'forall' else '∃'}{f[1]} {render(f[2])}"
    return f"({render(f[1])} {CONNECTIVE[kind]} {render(f[2])})"


def holds(f: list, env: dict[str, str], s: dict) -> bool:
    """Plain recursive truth (the reference semantics)."""
    kind = f[0]
    if kind in ("P", "Q"):
        return env[f[1]] in s[kind]
    if kind == "R":
        return [env[f[1]], env[f[2]]] in s["R"]
    if kind == "not":
        return not holds(f[1], env, s)
    if kind == "forall":
        return all(holds(f[2], {**env, f[1]: d}, s) for d in s["domain"])
    if kind == "exists":
        return any(holds(f[2], {**env, f[1]: d}, s) for d in s["domain"])
    a, b = holds(f[1], env, s), holds(f[2], env, s)
    return {"and": a and b, "or": a or b, "imp": (not a) or b}[kind]


def random_body(rng: random.Random, variables: list[str], connectives: int) -> list:
    def atom() -> list:
        roll = rng.random()
        if roll < 0.5:
            node = ["R", rng.choice(variables), rng.choice(variables)]
        else:
            node = [rng.choice("PQ"), rng.choice(variables)]
        return ["not", node] if rng.random() < 0.3 else node

    f = atom()
    for _ in range(connectives):
        pair = [f, atom()] if rng.random() < 0.5 else [atom(), f]
        f = [rng.choice(("and", "or", "imp")), *pair]
    return f


def random_formula(rng: random.Random, quantifiers: int, connectives: int) -> list:
    variables = ["x", *VARS[:quantifiers]]
    while True:  # the body must use x and every quantified variable
        body = random_body(rng, variables, connectives + quantifiers - 1)
        used = {v for a in atoms(body) for v in a[1:]}
        if used == set(variables):
            break
    for v in reversed(VARS[:quantifiers]):
        body = [rng.choice(("forall", "exists")), v, body]
        if quantifiers > 1 and v == VARS[0] and rng.random() < 0.5:  # an atom outside the inner quantifier
            body = [rng.choice(("and", "or")), [rng.choice("PQ"), "x"], body]
    return body


def atoms(f: list) -> list[list]:
    """Atomic subformulas outside any quantifier, in reading order."""
    kind = f[0]
    if kind in ("P", "Q", "R"):
        return [f]
    if kind == "not":
        return atoms(f[1])
    if kind in ("forall", "exists"):
        return []
    return atoms(f[1]) + atoms(f[2])


def quantified(f: list) -> list[list]:
    """Maximal quantified subformulas."""
    kind = f[0]
    if kind in ("forall", "exists"):
        return [f]
    if kind in ("P", "Q", "R"):
        return []
    if kind == "not":
        return quantified(f[1])
    return quantified(f[1]) + quantified(f[2])


def combine(f: list, known: dict[str, bool]) -> bool:
    """Truth of ``f`` from the truth of its atoms and maximal quantified parts (by rendering)."""
    key = render(f)
    if key in known:
        return known[key]
    kind = f[0]
    if kind == "not":
        return not combine(f[1], known)
    a, b = combine(f[1], known), combine(f[2], known)
    return {"and": a and b, "or": a or b, "imp": (not a) or b}[kind]


_INTROS = (
    "A finite structure has domain {{{dom}}}.",
    "Consider the model with elements {dom}.",
    "Work in the finite structure whose universe is {{{dom}}}.",
)


class FolModelCheck(Bootcamp):
    id = "logic/fol_model_check"
    description = "Count the elements of a finite structure that satisfy a first-order formula phi(x)"
    Config = Config
    LEVELS = {
        "1": Config(domain=3, quantifiers=1, connectives=1),
        "2": Config(domain=4, quantifiers=1, connectives=2),
        "3": Config(domain=4, quantifiers=2, connectives=1),
        "4": Config(domain=5, quantifiers=2, connectives=2),
        "5": Config(domain=6, quantifiers=2, connectives=3),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        domain = list(ELEMENTS[: config.domain])
        while True:
            s = {
                "domain": domain,
                "P": sorted(rng.sample(domain, rng.randint(1, len(domain) - 1))),
                "Q": sorted(rng.sample(domain, rng.randint(1, len(domain) - 1))),
                "R": sorted([a, b] for a in domain for b in domain if rng.random() < 0.4),
            }
            f = random_formula(rng, config.quantifiers, config.connectives)
            count = sum(holds(f, {"x": d}, s) for d in domain)
            if 0 < count < len(domain) or rng.random() < 0.1:
                data = {"structure": s, "formula": f}
                return data, count

    def prompt(self, data: dict, rng: random.Random) -> str:
        s = data["structure"]
        pairs = ", ".join(f"({a}, {b})" for a, b in s["R"]) or "no pairs"
        return "\n".join([
            rng.choice(_INTROS).format(dom=", ".join(s["domain"])),
            f"P is true exactly of: {', '.join(s['P'])}.",
            f"Q is true exactly of: {', '.join(s['Q'])}.",
            f"R holds exactly for the ordered pairs: {pairs}.",
            "Symbols: ∀ for all, ∃ there exists, ∧ and, ∨ or, → implies, ¬ not; quantified variables range over the whole domain.",
            rng.choice(("For how many elements x is the following true?", "How many choices of x make this formula true?",
                        "Count the elements x of the domain that satisfy")) + f"\n  φ(x) = {render(data['formula'])}",
            answer_instruction("one integer"),
        ])

    def check(self, data: dict, answer: int, text: str) -> float:
        return 1.0 if strict_int(text) == answer else 0.0

    def program(self, t: Tracer, data: dict) -> int:
        s = data["structure"]
        domain = s["domain"]

        def where(env: dict[str, str]) -> str:
            return ", ".join(f"{v}:{d}" for v, d in env.items())

        def formula(f: list, env: dict[str, str]) -> bool:
            if f[0] in ("forall", "exists"):
                return quantifier(f, env)
            known = {render(q): quantifier(q, env) for q in quantified(f)}
            t.state(f"evaluate at {where(env)}")
            for q in quantified(f):
                known[render(q)] = t.fetch(f"[{render(q)}]", known[render(q)])
            for a in atoms(f):
                args = [env[v] for v in a[1:]]
                truth = args[0] in s[a[0]] if a[0] != "R" else args in s["R"]
                known[render(a)] = t.fetch(f"{a[0]}({', '.join(args)})", truth)
            return t.compute(f"[{render(f)}]", combine(f, known))

        def quantifier(q: list, env: dict[str, str]) -> bool:
            kind, var, body = q
            seen: list[bool] = []
            for d in domain:
                value = formula(body, {**env, var: d})
                seen.append(value)
                if value == (kind == "exists"):  # decided: a witness, or a counterexample
                    break
            t.state(f"{'∀' if kind == 'forall' else '∃'}{var} at {where(env)}")
            results = t.fetch("results", seen)
            return t.compute(f"[{render(q)}]", any(results) if kind == "exists" else all(results))

        count = 0
        for d in domain:
            value = formula(data["formula"], {"x": d})
            t.state(f"tally x:{d}")
            count = t.compute("count", count + 1 if t.fetch(f"φ({d})", value) else count)
        t.state("answer")
        return t.compute("answer", t.fetch("count", count))

    def solve(self, data: dict) -> int:
        s = data["structure"]
        return sum(holds(data["formula"], {"x": d}, s) for d in s["domain"])

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        n = len(case.data["structure"]["domain"])
        return [str(v) for v in {case.answer + 1, case.answer - 1, n - case.answer} - {case.answer}]


BOOTCAMP = FolModelCheck()
