"""Datalog: how many facts of a predicate does a program with variables derive?

A Datalog program has ground facts for the base predicates (``edge``, ``link`` binary,
``marked`` unary) over a few constants, and rules with variables (``reach(X, Y) :- edge(X, Z),
reach(Z, Y).``) for derived predicates, possibly recursive. Its meaning is the least fixpoint:
apply every rule with every substitution of constants for variables until nothing new appears.
Unlike propositional forward chaining (logic/horn_chaining) the rules must be matched and
joined. The answer is the number of derived facts of the asked predicate. The trace runs
naive evaluation in rounds: one state per rule per round, computing the facts it adds. The
plain solver is semi-naive (each round joins only against the previous round's new facts);
the tests ground every rule over all constants as the oracle.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit.literal import strict_int
from bootcamps.trace import Tracer

CONSTANTS = "abcdefghij"
BASE = {"edge": 2, "link": 2, "marked": 1}
DERIVED = (("reach", 2), ("pair", 2), ("good", 1))
# body shapes for a binary head H(X, Y) and a unary head H(X): (pred arity pattern, variables)
BINARY_SHAPES = (
    ((2, "XY"),), ((2, "YX"),), ((2, "XZ"), (2, "ZY")), ((2, "XY"), (1, "Y")), ((2, "XZ"), (2, "YZ")),
)
UNARY_SHAPES = (((2, "XY"),), ((2, "YX"),), ((1, "X"), (2, "XY")), ((2, "XY"), (1, "Y")), ((2, "XX"),))


@dataclass(frozen=True)
class Config:
    constants: int = 4
    facts: int = 5
    rules: int = 2

    def __post_init__(self) -> None:
        if not 3 <= self.constants <= len(CONSTANTS):
            raise ValueError(f"constants must be in 3..{len(CONSTANTS)}, got {self.constants}")
        if not 2 <= self.facts <= 40:
            raise ValueError(f"facts must be in 2..40, got {self.facts}")
        if not 1 <= self.rules <= 6:
            raise ValueError(f"rules must be in 1..6, got {self.rules}")


def atom_text(pred: str, args: str) -> str:
    return f"{pred}({', '.join(args)})"


def rule_text(rule: list) -> str:
    (hp, hv), body = rule
    return f"{atom_text(hp, hv)} :- {', '.join(atom_text(p, v) for p, v in body)}."


def matches(body: list, db: dict[str, set], delta: tuple[int, dict[str, set]] | None = None) -> list[dict]:
    """Every substitution satisfying the body atoms in order (a nested-loop join); with
    ``delta`` = (i, new) the i-th atom reads only ``new`` facts (semi-naive)."""
    subs: list[dict] = [{}]
    for i, (pred, vs) in enumerate(body):
        source = delta[1].get(pred, set()) if delta and delta[0] == i else db.get(pred, set())
        nxt = []
        for s in subs:
            for fact in sorted(source):
                trial = dict(s)
                if all(trial.setdefault(v, c) == c for v, c in zip(vs, fact)):
                    nxt.append(trial)
        subs = nxt
    return subs


def fire(rule: list, db: dict[str, set], delta: tuple[int, dict[str, set]] | None = None) -> set[tuple]:
    (_, hv), body = rule
    return {tuple(s[v] for v in hv) for s in matches(body, db, delta)}


class DatalogFixpoint(Bootcamp):
    id = "logic/datalog_fixpoint"
    description = "Datalog least fixpoint: count the facts a program with variables and recursion derives"
    Config = Config
    LEVELS = {
        "1": Config(constants=4, facts=5, rules=2),
        "2": Config(constants=5, facts=7, rules=3),
        "3": Config(constants=6, facts=9, rules=4),
        "4": Config(constants=7, facts=11, rules=5),
        "5": Config(constants=8, facts=14, rules=6),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        consts = CONSTANTS[: config.constants]
        while True:
            facts = set()
            while len(facts) < config.facts:
                pred = rng.choice(("edge", "edge", "link", "marked"))
                facts.add((pred, "".join(rng.choice(consts) for _ in range(BASE[pred]))))
            base = rng.choice(("edge", "link"))
            step = rng.choice(("edge", "link"))
            rules = [[["reach", "XY"], [[base, "XY"]]],
                     [["reach", "XY"], [[step, "XZ"], ["reach", "ZY"]] if rng.random() < 0.5 else [["reach", "XZ"], [step, "ZY"]]]]
            for k in range(config.rules - 2):
                hp, arity = DERIVED[1 + k % 2]
                usable = list(BASE.items()) + [d for d in DERIVED if d[0] in {r[0][0] for r in rules} | {hp}]
                shapes = BINARY_SHAPES if arity == 2 else UNARY_SHAPES
                body = [[rng.choice([p for p, ar in usable if ar == a]), vs] for a, vs in rng.choice(shapes)]
                rules.append([[hp, "XY" if arity == 2 else "X"], body])
            if config.rules == 1:
                rules = rules[1:] if rng.random() < 0.5 else rules[:1]
            unique = {rule_text(r): r for r in rules}
            rules = [unique[k] for k in sorted(unique)]
            heads = sorted({r[0][0] for r in rules})
            data = {"constants": consts, "facts": [[p, a] for p, a in sorted(facts)], "rules": rules,
                    "query": rng.choice(heads)}
            gold = self.solve(data)
            if gold >= 2:
                return data, gold

    def _base(self, data: dict) -> dict[str, set]:
        db: dict[str, set] = {}
        for pred, args in data["facts"]:
            db.setdefault(pred, set()).add(tuple(args))
        return db

    def prompt(self, data: dict, rng: random.Random) -> str:
        facts = " ".join(atom_text(p, a) + "." for p, a in data["facts"])
        rules = "\n".join(rule_text(r) for r in data["rules"])
        intro = rng.choice((
            "A Datalog program. Facts:",
            "Here is a Datalog database and rules. Ground facts:",
            "Consider this logic program (Datalog). Known facts:",
        ))
        semantics = rng.choice((
            "Upper-case letters are variables, lower-case letters constants. A rule derives its head for every "
            "substitution of constants for variables that makes all body atoms known facts; repeat until nothing new "
            "is derived.",
            "Variables are X, Y, Z (each rule's own); constants are lower-case. Apply the rules over and over, with "
            "every way of replacing variables by constants that turns the body into facts, until no new fact appears.",
            "Compute the least fixpoint: keep adding head facts of rules whose bodies match existing facts under "
            "some assignment of constants to the variables X, Y, Z, until nothing changes.",
        ))
        ask = rng.choice((
            "How many distinct {q} facts are derived?",
            "Once the fixpoint is reached, how many facts of the form {q}(...) hold?",
            "Count the {q} facts in the least model.",
        )).format(q=data["query"])
        return "\n".join([intro, facts, "Rules:", rules, semantics, ask, answer_instruction("one integer")])

    def check(self, data: dict, answer: int, text: str) -> float:
        return 1.0 if strict_int(text) == answer else 0.0

    def program(self, t: Tracer, data: dict) -> int:
        db = self._base(data)
        rnd = 0
        while True:
            rnd += 1
            grew = False
            for k, rule in enumerate(data["rules"]):
                t.state(f"round {rnd} rule {k + 1}")
                head = rule[0][0]
                have = db.setdefault(head, set())
                added = sorted(fire(rule, db) - have)
                t.compute("new facts", [atom_text(head, a) for a in added], why=rule_text(rule))
                if added:
                    have |= set(added)
                    t.compute(f"{head} count", len(have))
                    grew = True
            t.state(f"end of round {rnd}")
            if not t.compute("grew", grew):
                break
        t.state("answer")
        q = data["query"]
        return t.compute("answer", t.fetch(f"{q} count", len(db.get(q, set()))))

    def solve(self, data: dict) -> int:
        db = self._base(data)
        delta: dict[str, set] = {p: set(s) for p, s in db.items()}
        for rule in data["rules"]:  # first round: everything the base facts give
            db.setdefault(rule[0][0], set())
        first = True
        while first or any(delta.values()):
            new: dict[str, set] = {}
            for rule in data["rules"]:
                body = rule[1]
                for i in range(len(body)):
                    found = fire(rule, db, None if first else (i, delta))
                    new.setdefault(rule[0][0], set()).update(found - db[rule[0][0]])
                    if first:
                        break
            for p, s in new.items():
                db[p] |= s
            delta, first = new, False
        return len(db.get(data["query"], set()))

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        return [str(case.answer + d) for d in (-1, 1, 2)]


BOOTCAMP = DatalogFixpoint()
