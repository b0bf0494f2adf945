"""Prolog answer order: the bindings a query returns, in order and with repeats, under SLD resolution.

A small Prolog program has parent/2 facts (an acyclic family tree) and rules for a derived
predicate (ancestors written with right recursion in different clause and goal orders, or
grandparents). Prolog answers a query depth-first: goals left to right, clauses top to bottom,
backtracking into the next clause after each answer. Unlike a Datalog fixpoint, the answer is a
sequence: order matters and an answer reached along two derivations appears twice.

The trace records each resolution step (goal, clause of its predicate tried, whether the head unifies) and each
answer; the plain solver is a recursive generator over goal lists. Speed: a case is redrawn until
its query has at least two answers within the level's step budget, so level 3 makes a few hundred
cases per second rather than 1,000.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit.logic2 import read_names
from bootcamps.trace import Tracer

PEOPLE = ("ann", "bob", "cai", "dan", "eve", "fay", "gil", "hal", "ida", "jon", "kim", "lea", "max",
          "ned", "oda", "pam", "rae", "sam", "tia", "uma", "vic", "wes")
TEMPLATES = {
    "anc_base_first": [[["anc", "X", "Y"], [["parent", "X", "Y"]]],
                       [["anc", "X", "Y"], [["parent", "X", "Z"], ["anc", "Z", "Y"]]]],
    "anc_rec_first": [[["anc", "X", "Y"], [["parent", "X", "Z"], ["anc", "Z", "Y"]]],
                      [["anc", "X", "Y"], [["parent", "X", "Y"]]]],
    "anc_up": [[["anc", "X", "Y"], [["parent", "X", "Y"]]],
               [["anc", "X", "Y"], [["parent", "Z", "Y"], ["anc", "X", "Z"]]]],
    "grand": [[["grand", "X", "Y"], [["parent", "X", "Z"], ["parent", "Z", "Y"]]]],
}


@dataclass(frozen=True)
class Config:
    people: int = 4
    facts: int = 4
    templates: int = 1  # how many of TEMPLATES may be drawn
    max_steps: int = 400  # resolution steps a case may take

    def __post_init__(self) -> None:
        if not 3 <= self.people <= len(PEOPLE):
            raise ValueError(f"people must be in 3..{len(PEOPLE)}, got {self.people}")
        if not 2 <= self.facts <= self.people * (self.people - 1) // 2:
            raise ValueError(f"facts must be in 2..people*(people-1)/2, got {self.facts}")
        if not 1 <= self.templates <= len(TEMPLATES):
            raise ValueError(f"templates must be in 1..{len(TEMPLATES)}, got {self.templates}")
        if not 10 <= self.max_steps <= 5000:
            raise ValueError(f"max_steps must be in 10..5000, got {self.max_steps}")


def is_var(term: str) -> bool:
    return term[:1].isupper()


def walk(term: str, env: dict[str, str]) -> str:
    while is_var(term) and term in env:
        term = env[term]
    return term


def unify_atoms(a: list[str], b: list[str], env: dict[str, str]) -> dict[str, str] | None:
    if a[0] != b[0] or len(a) != len(b):
        return None
    env = dict(env)
    for x, y in zip(a[1:], b[1:]):
        x, y = walk(x, env), walk(y, env)
        if x == y:
            continue
        if is_var(x):
            env[x] = y
        elif is_var(y):
            env[y] = x
        else:
            return None
    return env


def program_clauses(data: dict) -> list[list]:
    facts = [[["parent", a, b], []] for a, b in data["facts"]]
    return facts + TEMPLATES[data["template"]] if data["rules_last"] else TEMPLATES[data["template"]] + facts


def clause_text(clause: list) -> str:
    head, body = clause

    def atom(a: list[str]) -> str:
        return f"{a[0]}({', '.join(a[1:])})"

    return f"{atom(head)}." if not body else f"{atom(head)} :- {', '.join(atom(g) for g in body)}."


def rename(clause: list, depth: int) -> list:
    def r(a: list[str]) -> list[str]:
        return [a[0]] + [f"{x}_{depth}" if is_var(x) else x for x in a[1:]]

    return [r(clause[0]), [r(g) for g in clause[1]]]


_INTROS = (
    "Consider this Prolog program (clauses in this exact order):",
    "Here is a Prolog program; the order of its clauses matters:",
    "A Prolog database, listed top to bottom:",
)
_RULES = (
    "Prolog answers a query by SLD resolution: it solves goals left to right, tries the clauses for a goal "
    "from top to bottom, and on backtracking (after each answer too) resumes with the next untried clause of "
    "the most recent goal that still has one. Every way of proving the query gives an answer, so the same "
    "value can be reported more than once.",
    "Evaluation is standard Prolog: depth-first, leftmost goal first, clauses in program order, backtracking "
    "for more answers until none are left. A value derivable in two different ways is reported twice.",
    "Use Prolog's search rule: pick the leftmost goal, try matching clauses in the order written, go deep "
    "first, and backtrack chronologically to find all answers (duplicates included, one per proof).",
)


class PrologAnswers(Bootcamp):
    id = "logic/prolog_answers"
    description = "Prolog SLD resolution: the sequence of answers (order and repeats) a query returns"
    Config = Config
    LEVELS = {
        "1": Config(people=4, facts=3, templates=1, max_steps=60),
        "2": Config(people=5, facts=5, templates=2, max_steps=120),
        "3": Config(people=6, facts=7, templates=4, max_steps=200),
        "4": Config(people=8, facts=10, templates=4, max_steps=300),
        "5": Config(people=10, facts=14, templates=4, max_steps=450),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        while True:
            people = rng.sample(PEOPLE, config.people)
            pairs = [(i, j) for i in range(config.people) for j in range(i + 1, config.people)]
            edges = rng.sample(pairs, config.facts)
            facts = [[people[i], people[j]] for i, j in edges]
            rng.shuffle(facts)
            template = rng.choice(sorted(TEMPLATES)[: config.templates])
            pred = TEMPLATES[template][0][0][0]
            who = rng.choice(people)
            bound_first = rng.random() < 0.6
            query = [pred, who, "Y"] if bound_first else [pred, "X", who]
            data = {"facts": facts, "template": template, "rules_last": rng.random() < 0.5, "query": query}
            steps = [0]
            answers = list(self._answers(data, steps))
            if len(answers) >= 2 and steps[0] <= config.max_steps:
                return data, answers

    def _answers(self, data: dict, steps: list[int]):
        clauses = program_clauses(data)
        var = next(x for x in data["query"][1:] if is_var(x))

        def prove(goals: list[list[str]], env: dict[str, str], depth: int):
            if not goals:
                yield walk(var, env)
                return
            goal, rest = goals[0], goals[1:]
            for clause in clauses:
                if clause[0][0] != goal[0]:
                    continue
                head, body = rename(clause, depth)
                steps[0] += 1
                new = unify_atoms(goal, head, env)
                if new is not None:
                    yield from prove(body + rest, new, depth + 1)

        yield from prove([data["query"]], {}, 0)

    def prompt(self, data: dict, rng: random.Random) -> str:
        lines = [rng.choice(_INTROS)]
        lines += [f"  {clause_text(c)}" for c in program_clauses(data)]
        q = data["query"]
        var = next(x for x in q[1:] if is_var(x))
        lines.append(rng.choice(_RULES))
        lines.append(f"List, in order, every value of {var} that the query ?- {q[0]}({', '.join(q[1:])}). reports.")
        lines.append(answer_instruction(f"the values of {var} separated by commas, in the order reported, repeats included (e.g. bob, ann, bob)"))
        return "\n".join(lines)

    def format_answer(self, answer: list[str]) -> str:
        return ", ".join(answer)

    def check(self, data: dict, answer: list[str], text: str) -> float:
        people = sorted({p for f in data["facts"] for p in f} | {data["query"][1], data["query"][2]} - {"X", "Y"})
        got = read_names(text, people, fold_case=False)
        return 1.0 if got is not None and got == list(answer) else 0.0

    def program(self, t: Tracer, data: dict) -> list[str]:
        clauses = program_clauses(data)
        query = data["query"]
        var = next(x for x in query[1:] if is_var(x))
        found: list[str] = []
        # explicit stack of (goals, env, depth, next clause index)
        stack: list[tuple[list, dict, int, int]] = [([query], {}, 0, 0)]
        step = 0
        while stack:
            goals, env, depth, k = stack.pop()
            if not goals:
                t.state(f"answer {len(found) + 1}")
                found.append(t.compute("value", walk(var, env), why=f"{var} in this proof"))
                continue
            if k >= len(clauses):
                continue
            stack.append((goals, env, depth, k + 1))  # the next clause, on backtracking
            goal = goals[0]
            if clauses[k][0][0] != goal[0]:
                continue  # another predicate's clause: nothing to try
            head, body = rename(clauses[k], depth)
            step += 1
            t.state(f"step {step}")
            t.fetch("goal", f"{goal[0]}({', '.join(walk(x, env) for x in goal[1:])})")
            new = unify_atoms(goal, head, env)
            ok = t.compute(f"unifies with clause {k + 1}", new is not None, why=clause_text(clauses[k]))
            if ok and new is not None:
                stack.append((body + goals[1:], new, depth + 1, 0))
        t.state("done")
        return t.compute("answers", found, why="every answer in order")

    def solve(self, data: dict) -> list[str]:
        return list(self._answers(data, [0]))

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        gold = list(case.answer)
        return [self.format_answer(gold[::-1]) if gold[::-1] != gold else self.format_answer(gold + gold[:1]),
                self.format_answer(sorted(set(gold))) if sorted(set(gold)) != gold else self.format_answer(gold[1:]),
                self.format_answer(gold + gold[-1:])]


BOOTCAMP = PrologAnswers()
