"""Candidate keys from functional dependencies: every minimal attribute set that determines all.

A relation has attributes A, B, C, ... and functional dependencies "X -> Y" (whenever two rows
agree on X they agree on Y). Armstrong's rules give the closure of a set: keep adding the right
side of every dependency whose left side is inside. A candidate key is a set whose closure is
every attribute while no proper subset's is. The answer is the list of all candidate keys.

The trace walks the attribute sets by size, skipping supersets of keys found, computing each
closure one dependency firing at a time. The plain solver tests every subset for being a
superkey and keeps the minimal ones.
"""

from __future__ import annotations

import itertools
import random
import re
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.trace import Tracer

LETTERS = "ABCDEFGHIJ"


@dataclass(frozen=True)
class Config:
    attributes: int = 4
    fds: int = 3

    def __post_init__(self) -> None:
        if not 3 <= self.attributes <= len(LETTERS):
            raise ValueError(f"attributes must be in 3..{len(LETTERS)}, got {self.attributes}")
        if not 1 <= self.fds <= 20:
            raise ValueError(f"fds must be in 1..20, got {self.fds}")


def closure(attrs: str, fds: list[list[str]]) -> str:
    have = set(attrs)
    changed = True
    while changed:
        changed = False
        for left, right in fds:
            if set(left) <= have and not set(right) <= have:
                have |= set(right)
                changed = True
    return "".join(sorted(have))


_SPLIT = re.compile(r"\s*[,;]\s*|\s+and\s+|\n")
_KEY = re.compile(r"[{(\[]?\s*([A-J](?:\s*,?\s*[A-J])*)\s*[})\]]?")


def read_keys(text: object, letters: str) -> list[str] | None:
    """Keys as letter strings: "AB, CD" or "{A, B}, {C, D}" (each key's letters in any order).
    Upper-case letters only; ``None`` on anything else or a repeated key."""
    if not isinstance(text, str) or len(text) > 400:
        return None
    text = text.strip().rstrip(".")
    groups = re.findall(r"[{(\[]([^{}()\[\]]*)[})\]]", text)
    inner = [s for s in re.split(r"\s*[,;]\s*|\s+", groups[0].strip()) if s] if len(groups) == 1 else []
    if len(groups) == 1 and re.fullmatch(r"\s*[{(\[][^{}()\[\]]*[})\]]\s*", text) and any(len(s) > 1 for s in inner):
        items = inner  # "{AC, AE}": the whole list in one pair of braces (a key of one group is single letters)
    elif groups and re.fullmatch(r"\s*(?:[{(\[][^{}()\[\]]*[})\]]\s*[,;]?\s*)+", text):
        items = groups
    elif re.fullmatch(r"[A-J\s,;]+", text):
        items = [s for s in re.split(r"\s*[,;]\s*|\s+", text.strip()) if s]
    else:
        return None
    keys = []
    for item in items:
        letters_in = re.sub(r"[\s,]", "", item)
        if not letters_in or not re.fullmatch(r"[A-J]+", letters_in) or any(c not in letters for c in letters_in):
            return None
        if len(set(letters_in)) != len(letters_in):
            return None
        keys.append("".join(sorted(letters_in)))
    return keys if len(set(keys)) == len(keys) else None


_INTROS = (
    "A relation R has attributes {attrs}. These functional dependencies hold (X -> Y: any two rows that "
    "agree on every attribute of X also agree on every attribute of Y):",
    "Relation schema R({attrs}) with the functional dependencies below; X -> Y means the values of X "
    "determine the values of Y.",
    "Consider a table with columns {attrs} and the following functional dependencies (left side "
    "determines right side):",
)
_QUESTIONS = (
    "A candidate key is a set of attributes that determines all attributes (via the dependencies and "
    "Armstrong's rules) while no proper subset of it does. List all candidate keys.",
    "Find every candidate key: a minimal attribute set whose closure under the dependencies is all of R.",
    "Which attribute sets are candidate keys (they functionally determine every attribute, and removing "
    "any attribute from them breaks this)? Give all of them.",
)


class CandidateKeys(Bootcamp):
    id = "logic/candidate_keys"
    description = "All candidate keys of a relation from its functional dependencies (attribute closures)"
    Config = Config
    LEVELS = {
        "1": Config(attributes=4, fds=3),
        "2": Config(attributes=5, fds=4),
        "3": Config(attributes=6, fds=5),
        "4": Config(attributes=7, fds=7),
        "5": Config(attributes=9, fds=9),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        letters = LETTERS[: config.attributes]
        while True:
            fds = []
            for _ in range(config.fds):
                left = "".join(sorted(rng.sample(letters, min(len(letters) - 1, rng.choice((1, 1, 2, 2, 3))))))
                rest = [c for c in letters if c not in left]
                right = "".join(sorted(rng.sample(rest, min(len(rest), rng.choice((1, 1, 2))))))
                if [left, right] not in fds:
                    fds.append([left, right])
            data = {"attributes": letters, "fds": fds}
            keys = self.solve(data)
            if len(keys[0]) >= 2 or len(keys) >= 2:
                return data, keys

    def prompt(self, data: dict, rng: random.Random) -> str:
        lines = [rng.choice(_INTROS).format(attrs=", ".join(data["attributes"]))]
        lines += [f"  {', '.join(l)} -> {', '.join(r)}" for l, r in data["fds"]]
        lines.append(rng.choice(_QUESTIONS))
        lines.append(answer_instruction("the keys separated by commas, each key written as its letters together (e.g. AB, CDE)"))
        return "\n".join(lines)

    def format_answer(self, answer: list[str]) -> str:
        return ", ".join(answer)

    def check(self, data: dict, answer: list[str], text: str) -> float:
        keys = read_keys(text, data["attributes"])
        return 1.0 if keys is not None and sorted(keys) == sorted(answer) else 0.0

    def program(self, t: Tracer, data: dict) -> list[str]:
        letters, fds = data["attributes"], data["fds"]
        keys: list[str] = []
        for size in range(1, len(letters) + 1):
            for combo in itertools.combinations(letters, size):
                cand = "".join(combo)
                if any(set(k) <= set(cand) for k in keys):
                    continue
                t.state(f"closure of {cand}")
                have = cand
                fired = True
                while fired:
                    fired = False
                    for left, right in fds:
                        if set(left) <= set(have) and not set(right) <= set(have):
                            have = t.compute("grown", "".join(sorted(set(have) | set(right))), why=f"{left} -> {right} fires")
                            fired = True
                if t.compute("is key", set(have) >= set(letters), why="the closure holds every attribute"):
                    keys.append(cand)
        t.state("answer")
        return t.compute("keys", keys, why="minimal sets that determine everything")

    def solve(self, data: dict) -> list[str]:
        letters, fds = data["attributes"], data["fds"]
        supers = []
        for mask in range(1, 1 << len(letters)):
            s = "".join(c for i, c in enumerate(letters) if mask >> i & 1)
            if closure(s, fds) == letters:
                supers.append(s)
        keys = [s for s in supers if not any(o != s and set(o) < set(s) for o in supers)]
        return sorted(keys, key=lambda k: (len(k), k))

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        gold = list(case.answer)
        letters = case.data["attributes"]
        out = [self.format_answer(gold[1:] or [letters])]
        grown = [k + next(c for c in letters if c not in k) if len(k) < len(letters) else k for k in gold]
        out.append(self.format_answer(sorted(set(grown))))
        return out


BOOTCAMP = CandidateKeys()
