"""Knights always tell the truth, knaves always lie: from what each inhabitant says, find who is which."""

from __future__ import annotations

import itertools
import random
import re
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.trace import Tracer

KNIGHT, KNAVE = "knight", "knave"
ROLES = (KNIGHT, KNAVE)
# Statement kinds in the order levels unlock them.
KINDS = ("role", "same", "different", "all", "some", "if", "exactly", "count")
NAMES = tuple(
    """Alice Bob Carol Dave Eve Frank Grace Heidi Ivan Judy Ken Liam Mia Nina Oscar Paul Quinn Rosa Sam
    Tina Uma Victor Wendy Xena Yara Zoe Ben Clara Dan Ella Finn Gina Hugo Iris Jack Kate Leo Maya Noah
    Olga Pete Ruth Sara Tom Vera Will Adam Bella Chloe Diego Emma Felix Hannah Isaac Jonas Lara Marco
    Nora Omar Priya Raj Sofia Theo Ursula Vince Yusuf Zara Aaron Beth Cyrus Dora Elias Fiona Gus Helen
    Igor Josie Kai Luna Max Nadia Otto""".split()
)
_NUMBER_WORDS = ("zero", "one", "two", "three", "four", "five", "six", "seven")
_MAX_ANSWER_CHARS = 2000
_WORD = re.compile(r"[^\W\d_]+")  # letters only: list numbering and punctuation carry no roles
_ROLE_WORDS = {"knight": KNIGHT, "knights": KNIGHT, "knave": KNAVE, "knaves": KNAVE}
_FILLERS = frozenset({"is", "are", "a", "an", "and", "both", "the"})
_NAME_FIRST_WORDS = frozenset({"is", "a", "an"})  # "Dan is a knave" inside a roles-first clause
_CLAUSE = re.compile(r"[.;\n]")


@dataclass(frozen=True)
class Config:
    min_people: int = 2
    max_people: int = 2
    kinds: int = 3  # how many of KINDS statements may use
    group: int = 2  # largest named group in "at least one of" / "exactly k of"

    def __post_init__(self) -> None:
        if not 2 <= self.min_people <= self.max_people <= 7:
            raise ValueError(f"need 2 <= min_people <= max_people <= 7, got {self.min_people}, {self.max_people}")
        if not 3 <= self.kinds <= len(KINDS):
            raise ValueError(f"kinds must be in 3..{len(KINDS)}, got {self.kinds}")
        if not 2 <= self.group <= 3:
            raise ValueError(f"group must be 2 or 3, got {self.group}")


def holds(statement: dict, roles: dict[int, str] | list[str]) -> bool:
    """Whether ``statement`` is true when person ``p`` has role ``roles[p]``."""
    kind, who = statement["kind"], statement["who"]
    if kind == "role":
        return roles[who[0]] == statement["role"]
    if kind == "same":
        return roles[who[0]] == roles[who[1]]
    if kind == "different":
        return roles[who[0]] != roles[who[1]]
    if kind == "all":
        return all(roles[p] == statement["role"] for p in who)
    if kind == "some":
        return any(roles[p] == statement["role"] for p in who)
    if kind == "if":
        return roles[who[0]] != statement["roles"][0] or roles[who[1]] == statement["roles"][1]
    if kind in ("exactly", "count"):
        return sum(roles[p] == statement["role"] for p in who) == statement["count"]
    raise ValueError(f"unknown statement kind {kind!r}")


def involved(statement: dict) -> list[int]:
    """The people whose roles decide whether the speaker's statement is consistent, sorted."""
    return sorted({statement["speaker"], *statement["who"]})


def consistent_assignments(n: int, statements: list[dict]) -> list[tuple[str, ...]]:
    """Every role assignment under which knights' statements are true and knaves' false."""
    return [
        roles
        for roles in itertools.product(ROLES, repeat=n)
        if all(holds(s, roles) == (roles[s["speaker"]] == KNIGHT) for s in statements)
    ]


def statement_text(statement: dict, names: list[str]) -> str:
    """The statement as its speaker says it (the speaker is "I", "us" is everyone)."""
    speaker, kind, who = statement["speaker"], statement["kind"], statement["who"]

    def name(p: int) -> str:
        return "I" if p == speaker else names[p]

    def be(p: int) -> str:
        return f"{name(p)} {'am' if p == speaker else 'is'}"

    def group(people: list[int]) -> str:
        ordered = [names[p] for p in people if p != speaker] + (["I"] if speaker in people else [])
        return ordered[0] if len(ordered) == 1 else ", ".join(ordered[:-1]) + " and " + ordered[-1]

    if kind == "role":
        return f"{be(who[0])} a {statement['role']}."
    if kind == "same":
        return f"{group(who)} are the same kind."
    if kind == "different":
        return f"{group(who)} are of different kinds."
    if kind == "all":
        return f"{group(who)} are both {statement['role']}s."
    if kind == "some":
        return f"At least one of {group(who)} is a {statement['role']}."
    if kind == "if":
        first, then = statement["roles"]
        return f"If {be(who[0])} a {first}, then {be(who[1])} a {then}."
    count, role = statement["count"], statement["role"]
    verb = f"is a {role}" if count == 1 else f"are {role}s"
    people = "us" if kind == "count" else group(who)
    return f"Exactly {_NUMBER_WORDS[count]} of {people} {verb}."


def _random_statement(rng: random.Random, config: Config, n: int, speaker: int) -> dict:
    kind = rng.choice(KINDS[: config.kinds])
    others = [p for p in range(n) if p != speaker]
    statement: dict = {"speaker": speaker, "kind": kind}
    if kind == "role":
        statement["who"] = [rng.choice(others)]
    elif kind in ("same", "different", "all", "if"):
        statement["who"] = rng.sample(range(n), 2)
    elif kind in ("some", "exactly"):
        size = rng.randint(2, min(config.group, n)) if kind == "some" else min(3, n)
        statement["who"] = sorted(rng.sample(range(n), size))
    else:
        statement["who"] = list(range(n))
    if kind == "if":
        statement["roles"] = [rng.choice(ROLES), rng.choice(ROLES)]
    elif kind not in ("same", "different"):
        statement["role"] = rng.choice(ROLES)
    if kind in ("exactly", "count"):
        statement["count"] = rng.randint(1, len(statement["who"]) - 1)
    return statement


def parse_roles(text: str, names: list[str]) -> dict[str, str] | None:
    """Each named person's role from "Alice is a knight, Bob is a knave", "Alice: knight; Bob: knave",
    a JSON object, "Alice and Carol are knights, Bob is a knave" or "Knights: Alice; knaves: Bob".
    ``None`` for any other word, a name left without a role, or a person given both roles."""
    if not isinstance(text, str) or len(text) > _MAX_ANSWER_CHARS:
        return None
    by_key = {name.casefold(): name for name in names}
    result: dict[str, str] = {}

    def assign(person: str, role: str) -> bool:
        return result.setdefault(person, role) == role

    # Each clause has one form: roles first ("Knights: Alice, Carol") or names first ("Alice and
    # Carol are knights"); reading a clause in the other form would give its names the wrong role.
    for clause in _CLAUSE.split(text.casefold()):
        tokens = _WORD.findall(clause)
        if not tokens:
            continue
        pending: list[str] = []
        current: str | None = None
        named_since_role = True
        roles_first = tokens[0] in _ROLE_WORDS
        for token in tokens:
            if token in _ROLE_WORDS:
                if roles_first:
                    if not named_since_role:
                        return None  # "Knights: knaves: Bob" or a dangling role word
                    current, named_since_role = _ROLE_WORDS[token], False
                elif not pending or not all(assign(p, _ROLE_WORDS[token]) for p in pending):
                    return None
                else:
                    pending = []
            elif token in by_key:
                if not roles_first:
                    pending.append(by_key[token])
                elif not assign(by_key[token], current):
                    return None
                else:
                    named_since_role = True
            elif roles_first and token in ("none", "nobody"):
                named_since_role = True
            elif token not in _FILLERS or (roles_first and token in _NAME_FIRST_WORDS):
                return None
        if pending or not named_since_role:
            return None
    return result


_INTROS = (
    "On an island every inhabitant is either a knight, who always tells the truth, or a knave, "
    "who always lies. You meet {count} inhabitants: {names}.",
    "Each of {names} is a knight or a knave. Knights always tell the truth and knaves always lie.",
    "You visit the island of knights (who only ever say true things) and knaves (who only ever "
    "say false things) and talk to {count} of its inhabitants: {names}.",
)
_QUESTIONS = (
    "Exactly one assignment of roles fits all the statements. Who is a knight and who is a knave?",
    "Only one assignment of knights and knaves is consistent with these statements. Determine everyone's role.",
    "The statements determine each role uniquely. Say who is a knight and who is a knave.",
)


class KnightsKnaves(Bootcamp):
    id = "logic/knights_knaves"
    description = "Knights tell the truth, knaves lie: deduce every inhabitant's role from their statements"
    multiline_answer = True  # one clause per line reads the same; a second role for anyone is refused
    Config = Config
    LEVELS = {
        "1": Config(min_people=2, max_people=2, kinds=3, group=2),
        "2": Config(min_people=3, max_people=3, kinds=5, group=2),
        "3": Config(min_people=4, max_people=4, kinds=6, group=2),
        "4": Config(min_people=5, max_people=5, kinds=7, group=3),
        "5": Config(min_people=6, max_people=7, kinds=8, group=3),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, dict]:
        n = rng.randint(config.min_people, config.max_people)
        names = rng.sample(NAMES, n)
        for _ in range(10_000):
            hidden = [rng.choice(ROLES) for _ in range(n)]
            statements = []
            for speaker in range(n):
                # A knight's statement must be true under the hidden roles, a knave's false.
                while True:
                    statement = _random_statement(rng, config, n, speaker)
                    if holds(statement, hidden) == (hidden[speaker] == KNIGHT):
                        break
                statements.append(statement)
            if len(consistent_assignments(n, statements)) == 1:
                return {"names": names, "statements": statements}, dict(zip(names, hidden))
        raise RuntimeError(f"{self.id}: no uniquely solvable puzzle in 10000 tries")

    def prompt(self, data: dict, rng: random.Random) -> str:
        names = data["names"]
        listed = ", ".join(names[:-1]) + " and " + names[-1]
        lines = [rng.choice(_INTROS).format(count=len(names), names=listed)]
        lines += [f"{names[s['speaker']]} says: \"{statement_text(s, names)}\"" for s in data["statements"]]
        lines.append(rng.choice(_QUESTIONS))
        form = 'one clause per inhabitant, separated by commas, each "NAME is a knight" or "NAME is a knave"'
        lines.append(answer_instruction(form))
        return "\n".join(lines)

    def format_answer(self, answer: dict) -> str:
        return ", ".join(f"{name} is a {role}" for name, role in answer.items())

    def check(self, data: dict, answer: dict, text: str) -> float:
        roles = parse_roles(text, data["names"])
        return 1.0 if roles == answer else 0.0

    def program(self, t: Tracer, data: dict) -> dict:
        """Backtracking: assume roles in order, test each statement once everyone it involves has one."""
        names, statements = data["names"], data["statements"]
        n = len(names)
        due: list[list[int]] = [[] for _ in range(n)]
        for k, statement in enumerate(statements):
            due[involved(statement)[-1]].append(k)
        roles: list = [None] * n
        i, role = 0, KNIGHT
        while True:
            t.state(f"suppose {names[i]} is a {role}")
            roles = t.compute("roles", roles[:i] + [role] + [None] * (n - i - 1), why=f"{names[i]} as a {role}")
            ok = True
            for k in due[i]:
                statement = statements[k]
                speaker = statement["speaker"]
                t.state(f"test what {names[speaker]} says")
                t.fetch(f"s[{k}]", statement_text(statement, names))
                seen = {p: t.fetch(f"role[{names[p]}]", roles[p]) for p in involved(statement)}
                claim = t.compute("true", holds(statement, seen), why="the statement under these roles")
                honest = seen[speaker] == KNIGHT
                fits = t.compute("fits", claim == honest, why=f"{names[speaker]} is a {seen[speaker]}")
                ok = t.goto(fits, why="keep the assumption only if the statement fits its speaker")
                if not ok:
                    break
            if ok:
                if i == n - 1:
                    break
                i, role = i + 1, KNIGHT
                continue
            while i >= 0 and roles[i] != KNIGHT:  # both roles failed here: undo back to the last knight
                i -= 1
            if i < 0:
                raise ValueError("no role assignment fits the statements")
            role = KNAVE
        t.state("answer")
        final = t.fetch("roles", roles)
        pairs = t.compute("answer", [(names[p], final[p]) for p in range(n)], why="each name with its role")
        return {name: r for name, r in pairs}

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        gold = case.answer
        names = list(gold)
        flip = {KNIGHT: KNAVE, KNAVE: KNIGHT}
        one = rng.choice(names)
        flipped_one = {name: flip[r] if name == one else r for name, r in gold.items()}
        flipped_all = {name: flip[r] for name, r in gold.items()}
        missing = {name: r for name, r in gold.items() if name != one}
        stranger = next(name for name in NAMES if name not in gold)
        extra = {**gold, stranger: KNIGHT}
        return [self.format_answer(a) for a in (flipped_one, flipped_all, missing, extra)]


BOOTCAMP = KnightsKnaves()
