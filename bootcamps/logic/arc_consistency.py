"""Arc consistency (AC-3): the domains of a binary constraint network after propagation.

Variables A, B, ... have finite domains of small integers; constraints relate two variables
(A < B, A != B, A + B = k, A + B <= k, |A - B| = k, |A - B| >= k, A + B even). A value a of X
keeps support on a constraint with Y when some value b still in Y's domain satisfies it with
X = a; arc consistency deletes unsupported values until every value has support on every
constraint. The result (the largest arc-consistent sub-domains) does not depend on the order of
revisions. Cases are redrawn until propagation empties no domain, deletes at least a level's
number of values and, from level 2, needs a second pass (a deletion caused by another).

The trace is AC-3: a queue of arcs (X, Y); each state revises X against Y, fetching both
domains, and re-queues the arcs into X when X lost values. The plain solver sweeps every
constraint in both directions until a sweep changes nothing (AC-1).
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.literal import strict_int_list
from bootcamps.trace import Tracer

VARS = "ABCDEFGH"
KINDS = ("lt", "neq", "sum", "sumle", "diff", "gap", "even")


@dataclass(frozen=True)
class Config:
    variables: int = 3
    domain: int = 4
    constraints: int = 3
    min_pruned: int = 2
    chained: bool = False

    def __post_init__(self) -> None:
        if not 2 <= self.variables <= len(VARS):
            raise ValueError(f"variables must be in 2..{len(VARS)}, got {self.variables}")
        if not 3 <= self.domain <= 12:
            raise ValueError(f"domain must be in 3..12, got {self.domain}")
        most = self.variables * (self.variables - 1) // 2
        if not 1 <= self.constraints <= most:
            raise ValueError(f"constraints must be in 1..{most} (one per pair), got {self.constraints}")
        if not 1 <= self.min_pruned <= self.variables * (self.domain - 1):
            raise ValueError(f"min_pruned must be in 1..variables*(domain-1), got {self.min_pruned}")


def holds(con: list, a: int, b: int) -> bool:
    """The constraint [kind, X, Y, k] with X = a and Y = b."""
    kind, k = con[0], con[3]
    if kind == "lt":
        return a < b
    if kind == "neq":
        return a != b
    if kind == "sum":
        return a + b == k
    if kind == "sumle":
        return a + b <= k
    if kind == "diff":
        return abs(a - b) == k
    if kind == "gap":
        return abs(a - b) >= k
    return (a + b) % 2 == 0


def render(con: list) -> str:
    kind, x, y, k = con
    return {"lt": f"{x} < {y}", "neq": f"{x} != {y}", "sum": f"{x} + {y} = {k}", "sumle": f"{x} + {y} <= {k}",
            "diff": f"|{x} - {y}| = {k}", "gap": f"|{x} - {y}| >= {k}", "even": f"{x} + {y} is even"}[kind]


def supported(con: list, x_is_first: bool, a: int, others: list[int]) -> bool:
    return any(holds(con, a, b) if x_is_first else holds(con, b, a) for b in others)


def one_pass(domains: dict[str, list[int]], cons: list[list]) -> dict[str, list[int]]:
    """Every arc revised once against the initial domains."""
    out = {v: list(d) for v, d in domains.items()}
    for con in cons:
        _, x, y, _ = con
        out[x] = [a for a in out[x] if supported(con, True, a, domains[y])]
        out[y] = [b for b in out[y] if supported(con, False, b, domains[x])]
    return out


def render_domains(domains: dict[str, list[int]]) -> str:
    return "; ".join(f"{v} = {{{', '.join(map(str, d))}}}" for v, d in domains.items())


_ITEM = re.compile(r"\s*([A-Za-z])\s*(?::|=|∈|\bin\b)\s*(\{[^{}]*\}|\[[^\[\]]*\]|\([^()]*\)|[0-9][0-9 ,]*)\s*\.?\s*")
_SPLIT = re.compile(r";|,(?=\s*[A-Za-z]\s*(?::|=|∈|\bin\b))")


def read_domains(text: str, names: list[str]) -> dict[str, list[int]] | None:
    if not isinstance(text, str) or len(text) > 2000:
        return None
    text = text.strip().rstrip(".")
    out: dict[str, list[int]] = {}
    for item in _SPLIT.split(text):
        if not item.strip():
            continue
        m = _ITEM.fullmatch(item)
        if not m or m.group(1).upper() not in names or m.group(1).upper() in out:
            return None
        body = m.group(2).strip()
        if body[0] in "{[(":
            body = body[1:-1]
        values = strict_int_list(body.strip() or "none")
        if values is None or len(set(values)) != len(values):
            return None
        out[m.group(1).upper()] = sorted(values)
    return {v: out[v] for v in names} if set(out) == set(names) else None


_INTROS = (
    "A constraint network has variables {vs} with these domains:",
    "Consider the binary CSP below. Variables and their candidate values:",
    "We must propagate constraints on the variables {vs}. Initial domains:",
)
_RULES = (
    "Enforce arc consistency: a value a of variable X is deleted when, for some constraint between X and Y, no value "
    "still in Y's domain satisfies it together with X = a. Repeat until nothing more can be deleted (AC-3).",
    "Run arc-consistency propagation: for each constraint on X and Y, remove from X's domain every value that has no "
    "supporting value in Y's current domain, and likewise for Y; keep going until no domain changes.",
    "Make the network arc consistent: repeatedly delete any value that lacks a support (a compatible value in the "
    "other variable's current domain) for some constraint, until every remaining value is supported everywhere.",
)
_ASKS = (
    "What are the domains after propagation? (No domain becomes empty.)",
    "Give every variable's domain once arc consistency is reached (none ends up empty).",
    "Which values remain in each domain at the fixpoint? (Every domain keeps at least one value.)",
)


class ArcConsistency(Bootcamp):
    id = "logic/arc_consistency"
    description = "Arc consistency (AC-3) on a small binary CSP: the pruned domains at the fixpoint"
    Config = Config
    LEVELS = {
        "1": Config(variables=3, domain=4, constraints=3, min_pruned=2, chained=False),
        "2": Config(variables=4, domain=5, constraints=4, min_pruned=3, chained=True),
        "3": Config(variables=5, domain=6, constraints=6, min_pruned=4, chained=True),
        "4": Config(variables=6, domain=7, constraints=8, min_pruned=6, chained=True),
        "5": Config(variables=7, domain=9, constraints=11, min_pruned=8, chained=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[list[int]]]:
        names = list(VARS[: config.variables])
        pairs = [(x, y) for i, x in enumerate(names) for y in names[i + 1:]]
        d = config.domain
        while True:
            domains = {v: sorted(rng.sample(range(1, d + 1), rng.randint(max(2, d - 2), d))) for v in names}
            cons = []
            for x, y in rng.sample(pairs, config.constraints):
                if rng.random() < 0.5:
                    x, y = y, x
                kind = rng.choice(KINDS)
                k = {"sum": rng.randint(4, 2 * d - 2), "sumle": rng.randint(d // 2 + 2, d + 2), "diff": rng.randint(1, d // 2),
                     "gap": rng.randint(2, d // 2 + 1)}.get(kind, 0)
                cons.append([kind, x, y, k])
            data = {"domains": domains, "constraints": cons}
            gold = self.solve(data)
            pruned = sum(len(domains[v]) - len(g) for v, g in zip(names, gold))
            if any(not g for g in gold) or pruned < config.min_pruned:
                continue
            if config.chained and list(one_pass(domains, cons).values()) == gold:
                continue
            return data, gold

    def prompt(self, data: dict, rng: random.Random) -> str:
        names = list(data["domains"])
        style = rng.randrange(2)
        lines = [rng.choice(_INTROS).format(vs=", ".join(names))]
        for v, dom in data["domains"].items():
            lines.append((f"{v} in {{{', '.join(map(str, dom))}}}", f"D({v}) = {{{', '.join(map(str, dom))}}}")[style])
        lines.append("Constraints:")
        lines += [f"C{i + 1}: {render(c)}" for i, c in enumerate(data["constraints"])]
        lines += [rng.choice(_RULES), rng.choice(_ASKS)]
        lines.append(answer_instruction("every variable with its remaining values on one line, separated by semicolons, "
                                        "like A = {1, 3}; B = {2}"))
        return "\n".join(lines)

    def format_answer(self, answer: list[list[int]]) -> str:
        return render_domains(dict(zip(VARS, answer)))

    def check(self, data: dict, answer: list[list[int]], text: str) -> float:
        got = read_domains(text, list(data["domains"]))
        return 1.0 if got is not None and list(got.values()) == [sorted(d) for d in answer] else 0.0

    def program(self, t: Tracer, data: dict) -> list[list[int]]:
        domains = {v: list(d) for v, d in data["domains"].items()}
        arcs = []  # (X, Y, constraint index, X is the constraint's first variable)
        for i, (_, x, y, _) in enumerate(data["constraints"]):
            arcs += [(x, y, i, True), (y, x, i, False)]
        queue = list(arcs)
        while queue:
            x, y, i, first = queue.pop(0)
            con = data["constraints"][i]
            t.state(f"revise {x} against {y} on C{i + 1}")
            t.fetch(f"C{i + 1}", render(con))
            dx, dy = t.fetch(f"D({x})", domains[x]), t.fetch(f"D({y})", domains[y])
            keep = [a for a in dx if supported(con, first, a, dy)]
            if len(keep) == len(dx):
                t.compute("removed", [], why="every value has a support")
                continue
            t.compute("removed", [a for a in dx if a not in keep], why=f"no support in D({y})")
            domains[x] = t.compute(f"D({x})", keep)
            back = [arc for arc in arcs if arc[1] == x and arc[0] != y and arc not in queue]
            queue += back
            if back:
                t.compute("queue add", [f"({a[0]}, {a[1]}) on C{a[2] + 1}" for a in back], why=f"D({x}) shrank")
        t.state("answer")
        return t.compute("answer", [t.fetch(f"D({v})", domains[v]) for v in domains])

    def solve(self, data: dict) -> list[list[int]]:
        doms = {v: set(d) for v, d in data["domains"].items()}
        changed = True
        while changed:
            changed = False
            for con in data["constraints"]:
                _, x, y, _ = con
                for a in list(doms[x]):
                    if not any(holds(con, a, b) for b in doms[y]):
                        doms[x].discard(a)
                        changed = True
                for b in list(doms[y]):
                    if not any(holds(con, a, b) for a in doms[x]):
                        doms[y].discard(b)
                        changed = True
        return [sorted(d) for d in doms.values()]


BOOTCAMP = ArcConsistency()
