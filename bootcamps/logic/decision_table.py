"""Decision-table analysis: how many input cases does no rule cover, and how many do rules contradict?

A decision table has conditions with small value sets (member: yes/no, size: S/M/L, ...) and
rules. Each rule gives, per condition, a required value, "not V", or "-" (any), and an action.
A rule matches a case when every entry fits. The question asks for two counts over all
combinations of condition values: cases matched by no rule (gaps), and cases matched by rules
that prescribe different actions (conflicts).

The trace walks the cases in table order, listing the rules that match each one. The plain
solver counts gaps by inclusion-exclusion over the rules' boxes and conflicts per pair of actions.
"""

from __future__ import annotations

import itertools
import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.literal import IntSequenceAnswer
from bootcamps.trace import Tracer

CONDITIONS = (
    ("member", ("yes", "no")), ("size", ("S", "M", "L")), ("region", ("north", "south", "east")),
    ("express", ("yes", "no")), ("payment", ("card", "cash", "voucher")), ("age", ("child", "adult", "senior")),
    ("weekend", ("yes", "no")), ("fragile", ("yes", "no")),
)
ACTIONS = ("approve", "reject", "review", "escalate", "discount", "hold")


@dataclass(frozen=True)
class Config:
    conditions: int = 2
    rules: int = 3
    actions: int = 2
    dash: float = 0.4  # chance an entry is "-"

    def __post_init__(self) -> None:
        if not 2 <= self.conditions <= len(CONDITIONS):
            raise ValueError(f"conditions must be in 2..{len(CONDITIONS)}, got {self.conditions}")
        if not 2 <= self.rules <= 20:
            raise ValueError(f"rules must be in 2..20, got {self.rules}")
        if not 2 <= self.actions <= len(ACTIONS):
            raise ValueError(f"actions must be in 2..{len(ACTIONS)}, got {self.actions}")
        if not 0.0 <= self.dash <= 1.0:
            raise ValueError(f"dash must be in 0..1, got {self.dash}")


def allowed(entry: list, domain: list[str]) -> list[str]:
    kind = entry[0]
    if kind == "any":
        return list(domain)
    if kind == "is":
        return [entry[1]]
    return [v for v in domain if v != entry[1]]


def entry_text(entry: list) -> str:
    return {"any": "-", "is": entry[1] if len(entry) > 1 else "", "not": f"not {entry[-1]}"}[entry[0]]


_INTROS = (
    "A decision table has conditions {conds}. Each rule lists, per condition, the value it requires, "
    "\"not V\" (any value except V) or \"-\" (any value), and an action. A rule matches a case when all its "
    "entries fit the case.",
    "Here is a decision table over the conditions {conds}; an entry \"-\" accepts every value, \"not V\" every "
    "value but V, and a plain value only itself. A case matches a rule when it fits every entry of the rule.",
    "Business rules as a decision table (conditions: {conds}). A rule applies to a case if each of its "
    "entries accepts the case's value (\"-\" accepts anything, \"not V\" anything except V).",
)
_QUESTIONS = (
    "Over all combinations of condition values, how many cases match no rule, and how many cases are "
    "matched by rules with different actions?",
    "Count the gaps (value combinations no rule matches) and the conflicts (combinations matched by two or "
    "more rules whose actions are not all the same).",
    "How many of the possible cases are uncovered by the table, and how many are contradictory (matched by "
    "rules that prescribe different actions)?",
)


class DecisionTable(IntSequenceAnswer, Bootcamp):
    id = "logic/decision_table"
    description = "Decision-table completeness: count uncovered cases and cases where matching rules disagree"
    Config = Config
    LEVELS = {
        "1": Config(conditions=2, rules=3, actions=2, dash=0.3),
        "2": Config(conditions=3, rules=4, actions=3, dash=0.4),
        "3": Config(conditions=4, rules=6, actions=3, dash=0.45),
        "4": Config(conditions=5, rules=8, actions=4, dash=0.5),
        "5": Config(conditions=6, rules=11, actions=5, dash=0.5),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        conds = [[name, list(values)] for name, values in rng.sample(CONDITIONS, config.conditions)]
        actions = rng.sample(ACTIONS, config.actions)
        while True:
            rules = []
            for _ in range(config.rules):
                entries = []
                for _, values in conds:
                    r = rng.random()
                    if r < config.dash:
                        entries.append(["any"])
                    elif r < config.dash + 0.15 and len(values) > 2:
                        entries.append(["not", rng.choice(values)])
                    else:
                        entries.append(["is", rng.choice(values)])
                rules.append([entries, rng.choice(actions)])
            data = {"conditions": conds, "rules": rules}
            answer = self.solve(data)
            if answer[0] + answer[1] > 0:
                return data, answer

    def prompt(self, data: dict, rng: random.Random) -> str:
        conds = data["conditions"]
        names = ", ".join(f"{n} ({'/'.join(v)})" for n, v in conds)
        lines = [rng.choice(_INTROS).format(conds=names)]
        lines.append("rule | " + " | ".join(n for n, _ in conds) + " | action")
        for k, (entries, action) in enumerate(data["rules"], 1):
            lines.append(f"R{k} | " + " | ".join(entry_text(e) for e in entries) + f" | {action}")
        lines.append(rng.choice(_QUESTIONS))
        lines.append(answer_instruction("two integers: the number of uncovered cases, then the number of conflicting cases (e.g. 3, 1)"))
        return "\n".join(lines)

    def program(self, t: Tracer, data: dict) -> list[int]:
        conds, rules = data["conditions"], data["rules"]
        gaps = conflicts = 0
        for case in itertools.product(*[v for _, v in conds]):
            t.state(f"case {' '.join(case)}")
            hits = [k for k, (entries, _) in enumerate(rules, 1)
                    if all(v in allowed(e, dom) for v, e, (_, dom) in zip(case, entries, conds))]
            hits = t.compute("matching rules", hits, why="rules whose every entry accepts this case")
            acts = sorted({rules[k - 1][1] for k in hits if 1 <= k <= len(rules)})
            if not hits:
                gaps = t.compute("gaps", gaps + 1, why="no rule matches")
            elif len(acts) > 1:
                conflicts = t.compute("conflicts", conflicts + 1, why=f"actions {' and '.join(acts)} disagree")
        t.state("answer")
        return t.compute("answer", [t.fetch("gaps", gaps), t.fetch("conflicts", conflicts)], why="gaps, conflicts")

    def solve(self, data: dict) -> list[int]:
        conds, rules = data["conditions"], data["rules"]
        boxes = [([set(allowed(e, dom)) for e, (_, dom) in zip(entries, conds)], action) for entries, action in rules]
        total = 1
        for _, dom in conds:
            total *= len(dom)

        def size(sets: list[set]) -> int:
            out = 1
            for s in sets:
                out *= len(s)
            return out

        covered = 0  # inclusion-exclusion over the rules' boxes
        for r in range(1, len(boxes) + 1):
            for group in itertools.combinations(boxes, r):
                inter = [set.intersection(*col) for col in zip(*[b for b, _ in group])]
                covered += (-1) ** (r + 1) * size(inter)
        clash = set()
        for (b1, a1), (b2, a2) in itertools.combinations(boxes, 2):
            if a1 != a2:
                clash |= set(itertools.product(*[sorted(x & y) for x, y in zip(b1, b2)]))
        return [total - covered, len(clash)]


BOOTCAMP = DecisionTable()
