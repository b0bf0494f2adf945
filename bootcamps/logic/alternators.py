"""Truth-tellers, liars and alternators: from two statements each, find everyone's type.

Truth-tellers say only true things, liars only false things, and an alternator's statements
alternate between true and false, so exactly one of an alternator's two statements is true
(either the first or the second). This third type is what separates the puzzle from
logic/knights_knaves: a speaker's type no longer fixes the truth of each statement. Statements
name another person's type, say two people are or are not of the same type, or count the
people of one type. The generator draws hidden types and statements consistent with them and
keeps cases with exactly one consistent assignment (a pruned search for a second one; the
plain solver tries all 3^n). The trace assigns types person by person with backtracking; each
state tries one type and checks every speaker whose statements have just become decidable. The
tests check golds with z3 (the gold is a model, and no other model exists).
Speed: about 200 cases/s at level 3 and 80/s at level 5 measured on a heavily loaded machine
(each draw needs a uniqueness search, and about three draws are needed per case).
"""

from __future__ import annotations

import itertools
import random
import re
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.trace import Tracer

TYPES = ("truth-teller", "liar", "alternator")
NAMES = ("Ada", "Bram", "Cleo", "Dov", "Esme", "Faro", "Gita", "Hugo", "Ilse", "Jaro", "Kemi", "Lars", "Mira",
         "Nico", "Oona", "Pip", "Rhea", "Sven", "Tova", "Udo")
_TYPE_WORDS = {"truth-teller": "truth-teller", "truthteller": "truth-teller", "truth teller": "truth-teller",
               "liar": "liar", "alternator": "alternator"}
_ITEM_SPLIT = re.compile(r"\s*[,;\n]\s*")
_NUMBER_WORDS = ("no one", "exactly one", "exactly two", "exactly three", "exactly four", "exactly five", "exactly six")


@dataclass(frozen=True)
class Config:
    people: int = 3
    counting: bool = False  # "exactly k of us are ..." statements

    def __post_init__(self) -> None:
        if not 2 <= self.people <= 6:
            raise ValueError(f"people must be in 2..6, got {self.people}")


def holds(statement: list, types: list[str]) -> bool:
    kind = statement[0]
    if kind == "is":
        return types[statement[1]] == statement[2]
    if kind == "isnot":
        return types[statement[1]] != statement[2]
    if kind == "same":
        return types[statement[1]] == types[statement[2]]
    if kind == "diff":
        return types[statement[1]] != types[statement[2]]
    if kind == "count":
        return sum(t == statement[1] for t in types) == statement[2]
    raise ValueError(f"unknown statement {kind!r}")


def consistent(kind: str, truths: list[bool]) -> bool:
    """Whether a speaker of ``kind`` can have made statements with these truth values."""
    if kind == "truth-teller":
        return all(truths)
    if kind == "liar":
        return not any(truths)
    return truths[0] != truths[1]


def refs(statement: list, n: int) -> set[int]:
    if statement[0] in ("is", "isnot"):
        return {statement[1]}
    if statement[0] in ("same", "diff"):
        return {statement[1], statement[2]}
    return set(range(n))


def due_lists(statements: list[list], n: int) -> list[list[int]]:
    """due[i]: the speakers whose statements are decidable once persons 0..i have types."""
    return [[p for p in range(n) if max(set().union(*(refs(s, n) for s in statements[p])) | {p}) == i] for i in range(n)]


def solutions(data: dict, limit: int = 2) -> list[list[str]]:
    """Consistent type assignments (up to ``limit``), by pruned depth-first search."""
    statements, n = data["statements"], len(data["names"])
    due, out, types = due_lists(statements, n), [], []

    def extend(i: int) -> None:
        for kind in TYPES:
            types.append(kind)
            if all(consistent(types[p], [holds(s, types) for s in statements[p]]) for p in due[i]):
                if i == n - 1:
                    out.append(list(types))
                else:
                    extend(i + 1)
            types.pop()
            if len(out) >= limit:
                return

    extend(0)
    return out


def brute_force(data: dict) -> list[list[str]]:
    """Every consistent assignment, by trying all 3^n (the plain solver)."""
    n = len(data["names"])
    return [list(types) for types in itertools.product(TYPES, repeat=n)
            if all(consistent(types[p], [holds(s, list(types)) for s in data["statements"][p]]) for p in range(n))]


def render(statement: list, speaker: int, names: list[str]) -> str:
    def who(i: int) -> str:
        return "I" if i == speaker else names[i]

    def be(i: int) -> str:
        return "am" if i == speaker else "is"

    kind = statement[0]
    if kind == "is":
        return f"{who(statement[1])} {be(statement[1])} a{'n' if statement[2][0] == 'a' else ''} {statement[2]}."
    if kind == "isnot":
        return f"{who(statement[1])} {be(statement[1])} not a{'n' if statement[2][0] == 'a' else ''} {statement[2]}."
    if kind in ("same", "diff"):
        a, b = who(statement[1]), who(statement[2])
        if a == "I":
            a, b = b, a  # "Bram and I", never "I and Bram"
        return f"{a} and {b} are {'of the same type' if kind == 'same' else 'of different types'}."
    count = _NUMBER_WORDS[statement[2]]
    plural = statement[1] + "s" if statement[2] != 1 else f"a{'n' if statement[1][0] == 'a' else ''} {statement[1]}"
    verb = "is" if statement[2] == 1 else "are"
    return f"{count.capitalize()} of us {verb} {plural}." if statement[2] else f"No one among us is a{'n' if statement[1][0] == 'a' else ''} {statement[1]}."


def random_statement(rng: random.Random, speaker: int, n: int, counting: bool, types: list[str], want: bool) -> list:
    """A statement whose truth under ``types`` is ``want``."""
    for _ in range(100):
        roll = rng.random()
        if counting and roll < 0.2:
            kind = rng.choice(TYPES)
            k = sum(t == kind for t in types)
            value = k if want else rng.choice([v for v in range(n + 1) if v != k])
            return ["count", kind, value]
        other = rng.randrange(n)
        if roll < 0.65:
            target = rng.choice(TYPES)
            statement = [rng.choice(("is", "is", "isnot")), other, target]
        else:
            second = rng.choice([i for i in range(n) if i != other])
            statement = [rng.choice(("same", "diff")), other, second]
        if holds(statement, types) == want:
            return statement
    raise RuntimeError("no statement with the wanted truth value")  # unreachable for n >= 2


_INTROS = (
    "On an island live truth-tellers, who only say true things; liars, who only say false things; and alternators, whose statements alternate between true and false.",
    "Each person below is a truth-teller (every statement true), a liar (every statement false) or an alternator (statements alternate true, false, ... or false, true, ...).",
    "There are three kinds of people here: truth-tellers always tell the truth, liars always lie, and alternators alternate between truth and lies.",
)
_NOTE = ("Each person makes exactly two statements, so an alternator's two statements are one true and one false, in "
         "either order. \"Us\" means all the people listed below.")


class Alternators(Bootcamp):
    id = "logic/alternators"
    description = "Truth-tellers, liars and alternators (exactly one of two statements true): find every type"
    Config = Config
    LEVELS = {
        "1": Config(people=2, counting=False),
        "2": Config(people=3, counting=False),
        "3": Config(people=4, counting=False),
        "4": Config(people=5, counting=False),
        "5": Config(people=5, counting=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        n = config.people
        names = rng.sample(NAMES, n)
        while True:
            types = [rng.choice(TYPES) for _ in range(n)]
            statements = []
            for p in range(n):
                if types[p] == "truth-teller":
                    wants = [True, True]
                elif types[p] == "liar":
                    wants = [False, False]
                else:
                    wants = rng.choice(([True, False], [False, True]))
                first = random_statement(rng, p, n, config.counting, types, wants[0])
                second = first
                while second == first:  # two different statements
                    second = random_statement(rng, p, n, config.counting, types, wants[1])
                statements.append([first, second])
            data = {"names": names, "statements": statements}
            if len(solutions(data)) == 1:
                return data, types

    def prompt(self, data: dict, rng: random.Random) -> str:
        names = data["names"]
        lines = [rng.choice(_INTROS), _NOTE]
        for p, (s1, s2) in enumerate(data["statements"]):
            lines.append(f'{names[p]} says: "{render(s1, p, names)}" and then "{render(s2, p, names)}"')
        lines.append(rng.choice(("What is each person?", "Determine everyone's type.", "Who is a truth-teller, who is a liar, and who is an alternator?")))
        example = ", ".join(TYPES[i % 3] for i in range(len(names)))
        lines.append(answer_instruction(f"the types in the order {', '.join(names)}, separated by commas, like \"{example}\""))
        return "\n".join(lines)

    def format_answer(self, answer: list[str]) -> str:
        return ", ".join(answer)

    def check(self, data: dict, answer: list[str], text: str) -> float:
        if len(text) > 60 * len(answer) + 40:
            return 0.0
        text = text.strip().rstrip(".").strip()
        if len(text) >= 2 and text[0] == "[" and text[-1] == "]":
            text = text[1:-1]
        items = [" ".join(item.strip("'\"").lower().split()) for item in _ITEM_SPLIT.split(text) if item.strip()]
        names = [name.lower() for name in data["names"]]
        typed = []
        for k, item in enumerate(items):
            if ":" in item or "=" in item or " is " in item:  # "Ada: liar" names its person
                name, _, kind = re.split(r"\s*(:|=|\bis\b(?: an?)?)\s*", item, maxsplit=1)
                if k >= len(names) or name != names[k]:
                    return 0.0
                item = kind
            typed.append(_TYPE_WORDS.get(item.removeprefix("a ").removeprefix("an ")))
        return 1.0 if typed == list(answer) else 0.0

    def program(self, t: Tracer, data: dict) -> list[str]:
        names, statements = data["names"], data["statements"]
        n = len(names)
        # speaker p is checkable once everyone their statements mention, and p, is assigned
        due = due_lists(statements, n)
        assigned: list[str] = []
        choice = 0
        while True:
            i = len(assigned)
            t.state(f"try {names[i]} as {TYPES[choice]}")
            assigned = t.compute("types", assigned + [TYPES[choice]])
            ok = True
            for p in due[i]:
                truths = [t.compute(f"{names[p]} #{k + 1}", holds(s, assigned)) for k, s in enumerate(statements[p])]
                ok = t.compute(f"{names[p]} fits", consistent(assigned[p], truths), why=f"{names[p]} is a {assigned[p]}")
                if not ok:
                    break
            if ok and len(assigned) == n:
                break
            if ok:
                choice = 0
                continue
            while assigned and assigned[-1] == TYPES[-1]:
                assigned = assigned[:-1]
            if not assigned:
                t.state("exhausted")
                return t.compute("answer", t.fetch("types", assigned))
            choice = TYPES.index(assigned[-1]) + 1
            assigned = assigned[:-1]
        t.state("answer")
        return t.compute("answer", t.fetch("types", assigned))

    def solve(self, data: dict) -> list[str]:
        found = brute_force(data)
        return found[0] if len(found) == 1 else []

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        gold = list(case.answer)
        wrong = []
        for i in rng.sample(range(len(gold)), min(3, len(gold))):
            other = list(gold)
            other[i] = rng.choice([t for t in TYPES if t != gold[i]])
            wrong.append(self.format_answer(other))
        return wrong


BOOTCAMP = Alternators()
