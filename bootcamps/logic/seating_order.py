"""Seating puzzle: from clues about who sits where in a row, find the one consistent order.

Clues: someone is left of someone (anywhere), immediately left of, next to, not next to, at a
given seat, not at either end, or with exactly k people between two others. The generator adds
true clues about a hidden order until exactly one order fits (checked over all permutations),
so the answer is unique. The trace fills the seats from the left by backtracking: each state
tries a person in the next seat and tests the clues that have just become decidable.

Speed: level 3 makes about 2,000 cases/s; level 5 (six people, no seat clues) about 400/s,
since every clue is checked against all 720 candidate seatings to keep only informative ones.
"""

from __future__ import annotations

import itertools
import random
import re
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.trace import Tracer

NAMES = ("Ada", "Ben", "Cleo", "Dan", "Eve", "Finn", "Gia", "Hal", "Ines", "Jon", "Kira", "Leo", "Mona", "Nils")
KINDS = ("left", "next_left", "adjacent", "not_adjacent", "seat", "not_end", "between")
_WORD = re.compile(r"[A-Za-z]+")


@dataclass(frozen=True)
class Config:
    people: int = 3
    seat_clues: bool = True  # "X sits in seat k" clues make the search much shorter

    def __post_init__(self) -> None:
        if not 3 <= self.people <= 7:
            raise ValueError(f"people must be in 3..7, got {self.people}")


def holds(clue: list, pos: dict[str, int], n: int) -> bool:
    """Truth of a clue under seat numbers ``pos`` (1..n)."""
    kind, a = clue[0], clue[1]
    if kind == "seat":
        return pos[a] == clue[2]
    if kind == "not_end":
        return 1 < pos[a] < n
    b = clue[2]
    if kind == "left":
        return pos[a] < pos[b]
    if kind == "next_left":
        return pos[b] - pos[a] == 1
    if kind == "adjacent":
        return abs(pos[a] - pos[b]) == 1
    if kind == "not_adjacent":
        return abs(pos[a] - pos[b]) != 1
    return abs(pos[a] - pos[b]) - 1 == clue[3]  # between


def people_of(clue: list) -> list[str]:
    return [clue[1]] if clue[0] in ("seat", "not_end") else [clue[1], clue[2]]


def text(clue: list) -> str:
    kind, a = clue[0], clue[1]
    if kind == "seat":
        return f"{a} sits in seat {clue[2]}."
    if kind == "not_end":
        return f"{a} does not sit at either end of the row."
    b = clue[2]
    if kind == "between":
        k = clue[3]
        return f"Exactly {k} {'person sits' if k == 1 else 'people sit'} between {a} and {b}."
    return {
        "left": f"{a} sits somewhere to the left of {b}.",
        "next_left": f"{a} sits immediately to the left of {b}.",
        "adjacent": f"{a} and {b} sit next to each other.",
        "not_adjacent": f"{a} and {b} do not sit next to each other.",
    }[kind]


def random_true_clue(rng: random.Random, order: list[str], kinds: tuple[str, ...] = KINDS) -> list:
    n = len(order)
    pos = {p: i + 1 for i, p in enumerate(order)}
    while True:
        kind = rng.choice(kinds)
        a, b = rng.sample(order, 2)
        clue = {"seat": ["seat", a, pos[a]], "not_end": ["not_end", a]}.get(kind) or [kind, a, b]
        if kind == "between":
            clue = ["between", a, b, abs(pos[a] - pos[b]) - 1]
        if holds(clue, pos, n):
            return clue


def solutions(people: list[str], clues: list[list]) -> list[tuple[str, ...]]:
    n = len(people)
    return [p for p in itertools.permutations(people) if all(holds(c, {x: i + 1 for i, x in enumerate(p)}, n) for c in clues)]


_INTROS = (
    "{k} people, {names}, sit in a row of {k} seats numbered 1 to {k} from left to right, one per seat.",
    "Seats 1 to {k} stand in a row (seat 1 is the leftmost). {names} each take one seat.",
    "{names} sit side by side in a row of {k} chairs numbered 1 (left) to {k} (right).",
)


class SeatingOrder(Bootcamp):
    id = "logic/seating_order"
    description = "Deduce the unique left-to-right seating of n people from positional clues"
    Config = Config
    LEVELS = {
        "1": Config(people=3, seat_clues=True),
        "2": Config(people=4, seat_clues=True),
        "3": Config(people=5, seat_clues=True),
        "4": Config(people=5, seat_clues=False),
        "5": Config(people=6, seat_clues=False),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        people = rng.sample(NAMES, config.people)
        order = rng.sample(people, len(people))
        n = len(people)
        kinds = KINDS if config.seat_clues else tuple(k for k in KINDS if k != "seat")
        # candidate seatings as seat-number dicts; each new clue must rule some of them out
        candidates = [dict(zip(p, range(1, n + 1))) for p in itertools.permutations(people)]
        clues: list[list] = []
        while len(candidates) > 1:
            clue = random_true_clue(rng, order, kinds)
            kept = [pos for pos in candidates if holds(clue, pos, n)]
            if len(kept) < len(candidates):
                clues.append(clue)
                candidates = kept
        return {"people": sorted(people), "clues": clues}, order

    def prompt(self, data: dict, rng: random.Random) -> str:
        people = data["people"]
        names = ", ".join(people[:-1]) + " and " + people[-1]
        lines = [rng.choice(_INTROS).format(k=len(people), names=names), "Clues:"]
        lines += [f"{i + 1}. {text(c)}" for i, c in enumerate(data["clues"])]
        lines.append("Exactly one seating fits all the clues. Who sits where?")
        lines.append(answer_instruction("the names from seat 1 to the last seat, comma-separated"))
        return "\n".join(lines)

    def format_answer(self, answer: list[str]) -> str:
        return ", ".join(answer)

    def check(self, data: dict, answer: list[str], text_: str) -> float:
        if len(text_) > 30 * len(answer) + 40:
            return 0.0
        words = _WORD.findall(text_)
        by_key = {p.casefold(): p for p in data["people"]}
        if not all(w.casefold() in by_key for w in words):
            return 0.0  # only names, no other words ("or", "seat")
        return 1.0 if [by_key[w.casefold()] for w in words] == list(answer) else 0.0

    def program(self, t: Tracer, data: dict) -> list[str]:
        people, clues = data["people"], data["clues"]
        n = len(people)
        # each clue is tested once all its people are seated; people are tried in name order
        row: list[str] = []
        choice = 0  # index into people of the candidate for the next seat
        while True:
            if choice >= len(people):  # no one fits this seat: undo the previous seat
                if not row:
                    raise ValueError("no seating fits the clues")
                last = row[-1]
                row = row[:-1]
                choice = people.index(last) + 1
                continue
            person = people[choice]
            if person in row:
                choice += 1
                continue
            seat = len(row) + 1
            t.state(f"seat {seat} try {person}")
            row = t.compute("row", row + [person])
            pos = {p: i + 1 for i, p in enumerate(row)}
            ok = True
            for k, clue in enumerate(clues):
                who = people_of(clue)
                if person in who and all(p in pos for p in who):
                    ok = t.compute(f"clue{k + 1}", holds(clue, pos, n))
                    if not ok:
                        break
            if t.goto(ok, why="keep the person only if every decided clue holds"):
                if len(row) == n:
                    break
                choice = 0
            else:
                row = row[:-1]
                choice += 1
        t.state("answer")
        return t.compute("answer", t.fetch("row", row))

    def solve(self, data: dict) -> list[str]:
        found = solutions(data["people"], data["clues"])
        if len(found) != 1:
            raise ValueError(f"{len(found)} seatings fit the clues")
        return list(found[0])

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        gold = list(case.answer)
        swapped = list(gold)
        swapped[0], swapped[-1] = swapped[-1], swapped[0]
        return [self.format_answer(w) for w in (swapped, list(reversed(gold)), gold[:-1]) if w != gold]


BOOTCAMP = SeatingOrder()
