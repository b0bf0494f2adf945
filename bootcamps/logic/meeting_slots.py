"""Scheduling by constraints: which time slot does each meeting take?

Meetings M1..Mk go into slots 1..s (several meetings may share a slot). Two meetings with a
common attendee may not share a slot; clues add order ("M2 is before M4", "M3 is right after
M1"), fixed or forbidden slots. The generator adds true clues about a hidden schedule until
exactly one schedule fits (checked by exhaustive search, which is why level 5 makes only
about 20 cases/s; level 3 makes several hundred), so the answer is the slot of every
meeting, in meeting order. The trace backtracks: meetings in order, slots in order, testing the
clues that have just become decidable. The plain solver filters the full product of slots;
the tests check golds with z3 (and that the schedule is unique).
"""

from __future__ import annotations

import itertools
import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.literal import IntSequenceAnswer
from bootcamps.trace import Tracer

PEOPLE = ("Ana", "Ben", "Cai", "Dee", "Eva", "Flo", "Gil", "Hu")


@dataclass(frozen=True)
class Config:
    meetings: int = 4
    slots: int = 3
    people: int = 4

    def __post_init__(self) -> None:
        if not 3 <= self.meetings <= 8:
            raise ValueError(f"meetings must be in 3..8, got {self.meetings}")
        if not 2 <= self.slots <= 5:
            raise ValueError(f"slots must be in 2..5, got {self.slots}")
        if not 2 <= self.people <= len(PEOPLE):
            raise ValueError(f"people must be in 2..{len(PEOPLE)}, got {self.people}")


def clue_holds(clue: list, slot: list[int]) -> bool:
    kind, a = clue[0], clue[1]
    if kind == "at":
        return slot[a] == clue[2]
    if kind == "not_at":
        return slot[a] != clue[2]
    if kind == "before":
        return slot[a] < slot[clue[2]]
    if kind == "right_after":
        return slot[a] == slot[clue[2]] + 1
    return slot[a] == slot[clue[2]]  # "same"


def clue_text(clue: list) -> str:
    kind, a = clue[0], clue[1]
    if kind == "at":
        return f"M{a + 1} is in slot {clue[2]}."
    if kind == "not_at":
        return f"M{a + 1} is not in slot {clue[2]}."
    if kind == "before":
        return f"M{a + 1} is in an earlier slot than M{clue[2] + 1}."
    if kind == "right_after":
        return f"M{a + 1} is in the slot right after M{clue[2] + 1}'s slot."
    return f"M{a + 1} and M{clue[2] + 1} are in the same slot."


def clue_scope(clue: list) -> int:
    """The last meeting a clue mentions (it is decidable once that meeting has a slot)."""
    return clue[1] if clue[0] in ("at", "not_at") else max(clue[1], clue[2])


class MeetingSlots(IntSequenceAnswer, Bootcamp):
    id = "logic/meeting_slots"
    description = "Place meetings in time slots under attendee conflicts and order clues; the unique schedule"
    Config = Config
    LEVELS = {
        "1": Config(meetings=4, slots=3, people=4),
        "2": Config(meetings=5, slots=3, people=5),
        "3": Config(meetings=5, slots=4, people=5),
        "4": Config(meetings=6, slots=4, people=6),
        "5": Config(meetings=7, slots=4, people=6),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        k, s = config.meetings, config.slots
        people = list(PEOPLE[: config.people])
        while True:
            hidden = [rng.randint(1, s) for _ in range(k)]
            attend = []
            for m in range(k):
                # attendees drawn so that meetings sharing a slot share nobody
                busy = {p for j in range(m) if hidden[j] == hidden[m] for p in attend[j]}
                free = [p for p in people if p not in busy]
                attend.append(sorted(rng.sample(free, min(len(free), rng.randint(1, 2)))) if free else [])
            if any(not a for a in attend):
                continue
            conflicts = [(i, j) for i, j in itertools.combinations(range(k), 2) if set(attend[i]) & set(attend[j])]
            left = [c for c in itertools.product(range(1, s + 1), repeat=k)
                    if all(c[i] != c[j] for i, j in conflicts)]
            clues: list[list] = []
            for _ in range(40):
                if len(left) == 1:
                    break
                clue = self._clue(rng, k, s, hidden)
                kept = [c for c in left if clue_holds(clue, list(c))]
                if len(kept) < len(left):
                    clues.append(clue)
                    left = kept
            if len(left) == 1:
                clues.sort(key=lambda c: (clue_scope(c), c[0]))
                return {"slots": s, "attend": attend, "clues": clues}, hidden

    def _clue(self, rng: random.Random, k: int, s: int, hidden: list[int]) -> list:
        while True:
            kind = rng.choice(("at", "not_at", "not_at", "before", "before", "right_after", "same"))
            a, b = rng.sample(range(k), 2)
            if kind == "at":
                clue = ["at", a, hidden[a]]
            elif kind == "not_at":
                clue = ["not_at", a, rng.choice([x for x in range(1, s + 1) if x != hidden[a]])]
            else:
                clue = [kind, a, b]
            if clue_holds(clue, hidden):
                return clue

    def prompt(self, data: dict, rng: random.Random) -> str:
        k, s = len(data["attend"]), data["slots"]
        lines = [rng.choice((
            f"Meetings M1 to M{k} must each be put in one of the time slots 1 to {s}; several meetings may share a slot.",
            f"Schedule {k} meetings (M1..M{k}) into slots numbered 1..{s}. A slot can hold more than one meeting.",
            f"There are {s} consecutive time slots (1 is the earliest) and {k} meetings, M1 to M{k}, to place in them.",
        ))]
        lines += [f"M{m + 1} attendees: {', '.join(a)}" for m, a in enumerate(data["attend"])]
        lines.append(rng.choice((
            "Nobody can attend two meetings in the same slot, so meetings sharing an attendee need different slots.",
            "Two meetings with a common attendee may not be in the same slot.",
            "A person cannot be in two places at once: meetings that share a person take different slots.",
        )))
        lines.append("Clues:")
        lines += [f"- {clue_text(c)}" for c in data["clues"]]
        lines.append("Exactly one schedule satisfies everything. Which slot does each meeting take?")
        lines.append(answer_instruction(f"the slots of M1..M{k} in order, comma-separated, like 2, 1, 3"))
        return "\n".join(lines)

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        attend, clues, s = data["attend"], data["clues"], data["slots"]
        k = len(attend)
        found: list[int] = []

        def search(slot: list[int]) -> bool:
            m = len(slot)
            if m == k:
                return True
            for x in range(1, s + 1):
                trial = slot + [x]
                t.state(f"M{m + 1} in slot {x}")
                clash = [j + 1 for j in range(m) if trial[j] == x and set(attend[j]) & set(attend[m])]
                if t.compute("clash with", clash, why="an earlier meeting in this slot shares an attendee"):
                    continue
                broken = [clue_text(c) for c in clues if clue_scope(c) == m and not clue_holds(c, trial)]
                if t.compute("broken clues", broken):
                    continue
                if search(trial):
                    if not found:
                        found.extend(trial)
                    return True
            return False

        search([])
        t.state("answer")
        return t.compute("answer", t.fetch("schedule", found))

    def solve(self, data: dict) -> list[int]:
        attend, k = data["attend"], len(data["attend"])
        for combo in itertools.product(range(1, data["slots"] + 1), repeat=k):
            c = list(combo)
            if all(c[i] != c[j] for i, j in itertools.combinations(range(k), 2) if set(attend[i]) & set(attend[j])) \
                    and all(clue_holds(cl, c) for cl in data["clues"]):
                return c
        return []


BOOTCAMP = MeetingSlots()
