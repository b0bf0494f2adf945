"""2-SAT: the lexicographically smallest satisfying assignment (x1 first, false before true).

A satisfiable formula of two-literal clauses (and a few unit clauses) over x1..xn, n up to 30:
too many assignments to list, but 2-SAT yields to implications. Each clause (a | b) says ~a -> b
and ~b -> a. Going through x1, x2, ... in order, try the variable false and follow the forced
implications; if they clash, the variable must be true (and its implications hold); otherwise
keep false. In 2-SAT, a clash-free propagation never removes every model, so this greedy walk
gives the smallest model. The answer is that model as a bit string x1..xn.

The trace records each variable's trial and the literals it forced; the plain solver checks
satisfiability with the fixed prefix by strongly connected components of the implication graph.
Speed: unsatisfiable draws are redone and the plain solver runs one SCC pass per variable, so
level 3 makes several hundred cases per second rather than 1,000.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.literal import ExactStringAnswer
from bootcamps.kit.logic5 import literal_name, render_clause
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    variables: int = 5
    clauses: int = 6
    units: int = 1

    def __post_init__(self) -> None:
        if not 3 <= self.variables <= 40:
            raise ValueError(f"variables must be in 3..40, got {self.variables}")
        if not 2 <= self.clauses <= 120:
            raise ValueError(f"clauses must be in 2..120, got {self.clauses}")
        if not 0 <= self.units <= 5:
            raise ValueError(f"units must be in 0..5, got {self.units}")


def propagate(clauses: list[list[int]], value: dict[int, bool], lit: int) -> list[int] | None:
    """Set ``lit`` true and every literal it forces through the clauses; the forced literals in
    order, or None on a clash (``value`` is left unchanged either way)."""
    trial = dict(value)
    queue, forced = [lit], []
    while queue:
        l = queue.pop(0)
        v = abs(l)
        if v in trial:
            if trial[v] != (l > 0):
                return None
            continue
        trial[v] = l > 0
        forced.append(l)
        for c in clauses:
            if -l in c:
                rest = [m for m in c if m != -l]
                if not rest:
                    return None
                if not any(trial.get(abs(m)) == (m > 0) for m in rest):
                    queue.extend(m for m in rest if abs(m) not in trial or trial[abs(m)] != (m > 0))
    return forced


def satisfiable(n: int, clauses: list[list[int]]) -> bool:
    """2-SAT by strongly connected components (Kosaraju) of the implication graph."""
    nodes = [l for v in range(1, n + 1) for l in (v, -v)]
    graph: dict[int, list[int]] = {l: [] for l in nodes}
    rev: dict[int, list[int]] = {l: [] for l in nodes}
    for c in clauses:
        a, b = (c[0], c[0]) if len(c) == 1 else c
        for x, y in ((-a, b), (-b, a)):
            graph[x].append(y)
            rev[y].append(x)
    order: list[int] = []
    seen: set[int] = set()
    for start in nodes:
        if start in seen:
            continue
        seen.add(start)
        stack = [(start, iter(graph[start]))]
        while stack:
            node, it = stack[-1]
            nxt = next((m for m in it if m not in seen), None)
            if nxt is None:
                stack.pop()
                order.append(node)
            else:
                seen.add(nxt)
                stack.append((nxt, iter(graph[nxt])))
    comp: dict[int, int] = {}
    for start in reversed(order):
        if start in comp:
            continue
        comp[start] = start
        todo = [start]
        while todo:
            node = todo.pop()
            for m in rev[node]:
                if m not in comp:
                    comp[m] = start
                    todo.append(m)
    return all(comp[v] != comp[-v] for v in range(1, n + 1))


_INTROS = (
    "These clauses over {vars} must all hold (| is OR, ~ is NOT); together they are satisfiable:",
    "A satisfiable 2-CNF formula over {vars}, one clause per line (| means OR, ~ means NOT):",
    "Consider the following clauses (each an OR of at most two literals; ~ negates) over {vars}. Some "
    "assignment makes all of them true.",
)
_QUESTIONS = (
    "Among all satisfying assignments, find the lexicographically smallest one: x1 as small as possible "
    "(false = 0 before true = 1), then x2 as small as possible given x1, and so on.",
    "Find the satisfying assignment that comes first when assignments are ordered as binary strings "
    "x1 x2 ... xn with false = 0 and true = 1 (x1 is the most significant position).",
    "Which model is smallest in lexicographic order, reading the values of x1, x2, ..., xn as 0 (false) "
    "and 1 (true) from left to right?",
)


class TwoSatLexmin(ExactStringAnswer, Bootcamp):
    id = "logic/two_sat_lexmin"
    description = "2-SAT: the lexicographically smallest satisfying assignment, by implication propagation"
    Config = Config
    LEVELS = {
        "1": Config(variables=4, clauses=5, units=1),
        "2": Config(variables=7, clauses=9, units=1),
        "3": Config(variables=12, clauses=16, units=2),
        "4": Config(variables=18, clauses=24, units=2),
        "5": Config(variables=28, clauses=36, units=3),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        n = config.variables
        while True:
            clauses: list[list[int]] = []
            while len(clauses) < config.clauses + config.units:
                size = 1 if len(clauses) < config.units else 2
                vs = sorted(rng.sample(range(1, n + 1), size))
                c = [v if rng.random() < 0.5 else -v for v in vs]
                if c not in clauses:
                    clauses.append(c)
            rng.shuffle(clauses)
            if not satisfiable(n, clauses):
                continue
            data = {"variables": n, "clauses": clauses}
            answer = self.solve(data)
            if "1" in answer and "0" in answer:
                return data, answer

    def prompt(self, data: dict, rng: random.Random) -> str:
        n = data["variables"]
        names = ", ".join(f"x{i}" for i in range(1, n + 1))
        lines = [rng.choice(_INTROS).format(vars=names)]
        lines += [f"{k}. {render_clause(c)}" for k, c in enumerate(data["clauses"], 1)]
        lines.append(rng.choice(_QUESTIONS))
        lines.append(answer_instruction(f"a string of {n} binary digits, the values of x1 to x{n} in order (e.g. {'01' * (n // 2)}{'0' * (n % 2)})"))
        return "\n".join(lines)

    def program(self, t: Tracer, data: dict) -> str:
        n, clauses = data["variables"], data["clauses"]
        value: dict[int, bool] = {}
        for v in range(1, n + 1):
            t.state(f"x{v}")
            if t.fetch(f"value[x{v}]", None if v not in value else int(value[v])) is not None:
                continue
            forced = propagate(clauses, value, -v)
            got = t.compute("false forces", None if forced is None else [literal_name(l) for l in forced],
                            why="follow the implications of x false (none: a clash)")
            if got is None:
                forced = propagate(clauses, value, v)
                t.compute("true forces", None if forced is None else [literal_name(l) for l in forced], why="x must be true")
            for l in forced or []:
                value[abs(l)] = l > 0
        t.state("answer")
        return t.compute("model", "".join("1" if value.get(v) else "0" for v in range(1, n + 1)), why="x1 to xn")

    def solve(self, data: dict) -> str:
        n, clauses = data["variables"], data["clauses"]
        fixed: list[list[int]] = []
        bits = ""
        for v in range(1, n + 1):
            if satisfiable(n, clauses + fixed + [[-v]]):
                fixed.append([-v])
                bits += "0"
            else:
                fixed.append([v])
                bits += "1"
        return bits


BOOTCAMP = TwoSatLexmin()
