"""Forward chaining over if-then rules: which statements follow from the facts?

Statements are named by single words. Facts say some are true; rules say "if A (and B ...)
then C". The generator builds the case: each derived statement gets a rule from earlier ones,
and the others only appear in rules that need one of them, so the derived set is known by
construction (and checked by the plain solver in validation). The answer is every statement that must be true but was not given as a fact (the
least model of the Horn clauses minus the facts), in any order, each once. Some rules never
fire (a premise never becomes true), and some conclusions are reached only through chains of
several rules. The trace runs forward chaining in rounds: one state per rule per round (fetch
whether each premise is known, compute whether the rule fires), until a round changes nothing.
The tests check golds with python-sat (a statement follows iff the clauses plus its negation
are unsatisfiable).
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.trace import Tracer

WORDS = tuple(
    """alarm bell cloud dust ember frost glow haze ice jolt kite lamp mist noise oil pulse quake rust
    smoke tide umbra vapor wave yeast zinc ash brine chalk drift echo flare grit hail ink""".split()
)
MAX_ANSWER_CHARS = 2000
_ITEM_SPLIT = re.compile(r"\s*,\s*|\s*;\s*|\s+")


@dataclass(frozen=True)
class Config:
    atoms: int = 6
    facts: int = 2
    rules: int = 4
    max_premises: int = 2
    min_derived: int = 1
    min_depth: int = 1  # longest chain of rule firings needed for some derived statement

    def __post_init__(self) -> None:
        if not 4 <= self.atoms <= len(WORDS):
            raise ValueError(f"atoms must be in 4..{len(WORDS)}, got {self.atoms}")
        if not 1 <= self.facts < self.atoms:
            raise ValueError(f"facts must be in 1..atoms-1, got {self.facts}")
        if not 2 <= self.rules <= 40:
            raise ValueError(f"rules must be in 2..40, got {self.rules}")
        if not 1 <= self.max_premises <= 4:
            raise ValueError(f"max_premises must be in 1..4, got {self.max_premises}")
        if not 1 <= self.min_derived < self.atoms - self.facts:
            raise ValueError(f"min_derived must be in 1..atoms-facts-1, got {self.min_derived}")
        if not 1 <= self.min_depth <= self.min_derived:
            raise ValueError(f"min_depth must be in 1..min_derived, got {self.min_depth}")
        if self.rules < self.min_derived + 1:
            raise ValueError(f"rules must be at least min_derived + 1, got {self.rules}")


def render_rule(rule: list, style: int) -> str:
    premises, conclusion = rule
    joined = " and ".join(premises)
    if style == 0:
        return f"If {joined}, then {conclusion}."
    if style == 1:
        return f"{conclusion.capitalize()} holds whenever {joined} {'hold' if len(premises) > 1 else 'holds'}."
    return f"{' ∧ '.join(premises)} → {conclusion}"


_INTROS = (
    "Each word below names a statement that is either true or false.",
    "The following words stand for propositions.",
    "Consider statements named by single words.",
)
_QUESTIONS = (
    "Which statements, other than the given facts, must be true? Only what the facts and rules force counts.",
    "List every statement that follows from the facts and the rules but is not itself one of the facts.",
    "Apply the rules as often as you can. Which statements that were not given as facts are shown to be true?",
)


class HornChaining(Bootcamp):
    id = "logic/horn_chaining"
    description = "Forward chaining over if-then rules: every statement the facts force, beyond the facts"
    Config = Config
    LEVELS = {
        "1": Config(atoms=6, facts=2, rules=4, max_premises=1, min_derived=1, min_depth=1),
        "2": Config(atoms=8, facts=2, rules=7, max_premises=2, min_derived=2, min_depth=2),
        "3": Config(atoms=12, facts=3, rules=11, max_premises=2, min_derived=3, min_depth=3),
        "4": Config(atoms=16, facts=3, rules=16, max_premises=3, min_derived=4, min_depth=3),
        "5": Config(atoms=22, facts=4, rules=24, max_premises=3, min_derived=6, min_depth=4),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        # Built, not searched: derived statements get a firing rule from earlier ones (the
        # first min_depth of them in a chain); dead statements only appear in rules that also
        # need a dead premise, so those rules never fire.
        atoms = rng.sample(WORDS, config.atoms)
        facts = atoms[: config.facts]
        n_derived = rng.randint(config.min_derived, max(config.min_derived, min(config.atoms - config.facts - 1, config.rules // 2)))
        derived = atoms[config.facts : config.facts + n_derived]
        dead = atoms[config.facts + n_derived :]
        rules = []
        for i, d in enumerate(derived):
            pool = facts + derived[:i]
            premises = set(rng.sample(pool, min(len(pool), rng.randint(1, config.max_premises))))
            if 0 < i < config.min_depth:
                premises.add(derived[i - 1])  # a chain: each needs the one before
            rules.append([sorted(premises, key=atoms.index), d])
        while len(rules) < config.rules:
            conclusion = rng.choice(derived + dead)
            blocker = rng.choice([x for x in dead if x != conclusion] or dead)
            if blocker == conclusion:
                continue
            others = [a for a in atoms if a not in (conclusion, blocker)]
            premises = {blocker, *rng.sample(others, rng.randint(0, config.max_premises - 1))}
            rules.append([sorted(premises, key=atoms.index), conclusion])
        rng.shuffle(rules)
        rng.shuffle(facts)
        data = {"atoms": sorted(atoms), "facts": facts, "rules": rules}
        return data, sorted(derived)

    def prompt(self, data: dict, rng: random.Random) -> str:
        style = rng.randrange(3)
        lines = [rng.choice(_INTROS), "Facts: " + ", ".join(data["facts"]) + " are true.", "Rules:"]
        lines += [f"  {render_rule(rule, style)}" for rule in data["rules"]]
        if style == 2:
            lines.append("(∧ is AND, → is IMPLIES.)")
        lines.append(rng.choice(_QUESTIONS))
        lines.append(answer_instruction('the statements in any order, each once, separated by commas, like "ice, rust"'))
        return "\n".join(lines)

    def format_answer(self, answer: list[str]) -> str:
        return ", ".join(answer)

    def check(self, data: dict, answer: list[str], text: str) -> float:
        if len(text) > MAX_ANSWER_CHARS:
            return 0.0
        text = text.strip().rstrip(".").strip()
        if len(text) >= 2 and text[0] in "[{(" and text[-1] in "]})":
            text = text[1:-1]
        items = [item.strip("'\"`").lower() for item in _ITEM_SPLIT.split(text.strip()) if item]
        if len(items) != len(set(items)):
            return 0.0  # a repeated item is a second guess, not a set
        return 1.0 if items and set(items) == set(answer) else 0.0

    def program(self, t: Tracer, data: dict) -> list[str]:
        known = set(data["facts"])
        round_no = 0
        while True:
            round_no += 1
            changed = False
            for k, (premises, conclusion) in enumerate(data["rules"]):
                t.state(f"round {round_no} rule {k + 1}")
                have = [t.fetch(f"known[{p}]", p in known) for p in premises]
                already = t.fetch(f"known[{conclusion}]", conclusion in known)
                if not t.goto(all(have) and not already, why=f"fires if every premise is known and {conclusion} is new"):
                    continue
                if t.compute(f"known[{conclusion}]", True):
                    known.add(conclusion)
                changed = True
            t.state(f"end of round {round_no}")
            if not t.goto(changed, why="another round if anything was added"):
                break
        t.state("answer")
        facts = set(data["facts"])
        return t.compute("answer", [a for a in data["atoms"] if t.fetch(f"known[{a}]", a in known) and a not in facts])

    def solve(self, data: dict) -> list[str]:
        # Counter-based linear-time chaining (each rule waits for its number of unmet premises).
        waiting = [len(set(p)) for p, _ in data["rules"]]
        watchers: dict[str, list[int]] = {}
        for k, (premises, _) in enumerate(data["rules"]):
            for p in set(premises):
                watchers.setdefault(p, []).append(k)
        known, queue = set(data["facts"]), list(data["facts"])
        while queue:
            atom = queue.pop()
            for k in watchers.get(atom, []):
                waiting[k] -= 1
                conclusion = data["rules"][k][1]
                if waiting[k] == 0 and conclusion not in known:
                    known.add(conclusion)
                    queue.append(conclusion)
        return sorted(known - set(data["facts"]))

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        gold = list(case.answer)
        every_conclusion = sorted({c for _, c in case.data["rules"]} - set(case.data["facts"]))
        wrong = [gold[:-1], gold + list(case.data["facts"][:1]), every_conclusion]
        return [self.format_answer(w) for w in wrong if w and set(w) != set(gold)]


BOOTCAMP = HornChaining()
