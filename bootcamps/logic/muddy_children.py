"""Muddy children with a general announcement: in which round does each child first know?

Each child sees every other forehead but not their own. A truthful father announces a fact about
how many are muddy ("at least one", "an odd number", "at most three", "not exactly two", ...).
Then, round after round, every child simultaneously and publicly says whether they now know if
they are muddy. Perfect reasoners eliminate every world (muddy/clean pattern) inconsistent with
the announcement and with each round's sayings. The answer is, for each child, the first round
in which they know (0 if they never do).

The trace follows the actual world: per round, per child, whether the child's twin world (the
same but with that child's own state flipped) is still possible; then which worlds survive the
round's public sayings. The plain solver iterates a possible-worlds model as sets of muddy sets.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.literal import IntSequenceAnswer
from bootcamps.trace import Tracer

NAMES = tuple(
    """Ann Ben Cara Dev Eli Fay Gus Hana Ivo Jun Kim Lou Mae Ned Ola Pia Rex Sia Tao Uri Val Wes Xia
    Yan Zed Abe Bea Cal Dot Emo Flo Gil Hal Ida Jax Kai Lia Max Noa Oli Pam Ray Sue Ted Una Vic""".split()
)
KINDS = ("atleast", "atmost", "parity", "not", "oneof")


@dataclass(frozen=True)
class Config:
    children: int = 3
    kinds: int = 1  # how many of KINDS announcements may use
    min_rounds: int = 1  # the last child to come to know does so in this round or later

    def __post_init__(self) -> None:
        if not 2 <= self.children <= len(NAMES):
            raise ValueError(f"children must be in 2..{len(NAMES)}, got {self.children}")
        if not 1 <= self.kinds <= len(KINDS):
            raise ValueError(f"kinds must be in 1..{len(KINDS)}, got {self.kinds}")
        if not 1 <= self.min_rounds <= self.children:
            raise ValueError(f"min_rounds must be in 1..children, got {self.min_rounds}")


def allowed_counts(announcement: list, n: int) -> list[int]:
    kind, k = announcement
    counts = range(n + 1)
    if kind == "atleast":
        return [c for c in counts if c >= k]
    if kind == "atmost":
        return [c for c in counts if c <= k]
    if kind == "parity":
        return [c for c in counts if c % 2 == k]
    if kind == "not":
        return [c for c in counts if c != k]
    return sorted(k)


def announcement_text(announcement: list) -> str:
    kind, k = announcement
    if kind == "atleast":
        return f"At least {k} of you {'has' if k == 1 else 'have'} mud on your forehead."
    if kind == "atmost":
        return f"At most {k} of you have mud on your forehead."
    if kind == "parity":
        return f"The number of you with a muddy forehead is {'odd' if k else 'even (possibly zero)'}."
    if kind == "not":
        return f"The number of muddy children among you is not exactly {k}."
    return f"The number of muddy children among you is one of {', '.join(map(str, k))}."


def _announcement(rng: random.Random, kinds: int, n: int, muddy: int) -> list:
    kind = rng.choice(KINDS[:kinds])
    if kind == "atleast":
        return [kind, rng.randint(1, max(1, muddy))]
    if kind == "atmost":
        return [kind, rng.randint(muddy, n - 1)] if muddy < n else ["atleast", 1]
    if kind == "parity":
        return [kind, muddy % 2]
    if kind == "not":
        return [kind, rng.choice([c for c in range(n + 1) if c != muddy])]
    others = [c for c in range(n + 1) if c != muddy]
    return [kind, sorted({muddy, *rng.sample(others, rng.randint(1, min(3, len(others))))})]


_INTROS = (
    "{count} children, {names}, have been playing outside. Each can see every other child's forehead "
    "but not their own, and nobody can talk about what they see.",
    "Children {names} stand in a circle. Every child sees the foreheads of all the others, never their "
    "own, and none of them may reveal what they see.",
    "There are {count} children: {names}. Some of them have mud on their foreheads; each child sees "
    "everyone's forehead except their own.",
)
_RULES = (
    "Their father, who always tells the truth, says in front of everyone: \"{announcement}\"\nThen he asks, "
    "again and again, \"Do you know whether you are muddy?\" In every round all children answer at the "
    "same moment, publicly and truthfully, \"I know\" or \"I don't know\". All of them are perfect logicians, "
    "and all of this is common knowledge.",
    "A truthful adult announces to all: \"{announcement}\"\nAfter that come rounds: in each round every child "
    "simultaneously says aloud, truthfully, whether they know if their own forehead is muddy. The children "
    "reason perfectly and everyone knows this (common knowledge).",
    "The teacher (who never lies) says publicly: \"{announcement}\"\nShe then asks all children together, round "
    "after round, whether they know their own state (muddy or clean); each round they all reply at once, "
    "truthfully: \"I know\" or \"I don't know\". Everything said is heard by all, and all are flawless reasoners.",
)


class MuddyChildren(IntSequenceAnswer, Bootcamp):
    id = "logic/muddy_children"
    description = "Muddy children with a general announcement: the round in which each child first knows their state"
    Config = Config
    LEVELS = {
        "1": Config(children=3, kinds=1, min_rounds=1),
        "2": Config(children=4, kinds=2, min_rounds=2),
        "3": Config(children=6, kinds=3, min_rounds=2),
        "4": Config(children=7, kinds=5, min_rounds=3),
        "5": Config(children=8, kinds=5, min_rounds=3),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        n = config.children
        while True:
            muddy = sorted(rng.sample(range(n), rng.randint(1, n)))
            announcement = _announcement(rng, config.kinds, n, len(muddy))
            data = {"names": rng.sample(NAMES, n), "muddy": muddy, "announcement": announcement}
            answer = self.solve(data)
            if max(answer) >= config.min_rounds and len(allowed_counts(announcement, n)) > 1:
                return data, answer

    def prompt(self, data: dict, rng: random.Random) -> str:
        names = data["names"]
        listed = ", ".join(names[:-1]) + " and " + names[-1]
        lines = [rng.choice(_INTROS).format(count=len(names), names=listed)]
        muddy = [names[i] for i in data["muddy"]]
        lines.append(f"In fact, the muddy children are exactly: {', '.join(muddy)}.")
        lines.append(rng.choice(_RULES).format(announcement=announcement_text(data["announcement"])))
        lines.append(
            "Rounds are numbered 1, 2, 3, ... For each child, in which round do they answer \"I know\" for the "
            "first time? Write 0 for a child who never comes to know."
        )
        example = ", ".join(str(i % 3) for i in range(len(names)))
        lines.append(answer_instruction(f"one round number per child in the order {', '.join(names)}, separated by commas (e.g. {example})"))
        return "\n".join(lines)

    def program(self, t: Tracer, data: dict) -> list[int]:
        n = len(data["names"])
        allowed = set(allowed_counts(data["announcement"], n))
        actual = sum(1 << i for i in data["muddy"])
        t.state("announcement")
        alive = t.compute("worlds", sum(1 for w in range(1 << n) if bin(w).count("1") in allowed), why="patterns whose muddy count fits the announcement")
        worlds = [w for w in range(1 << n) if bin(w).count("1") in allowed]
        first = [0] * n

        def knowers(w: int, live: set[int]) -> tuple[int, ...]:
            return tuple(i for i in range(n) if (w ^ (1 << i)) not in live)

        rnd = 0
        while True:
            rnd += 1
            live = set(worlds)
            said = []
            for i, name in enumerate(data["names"]):
                t.state(f"round {rnd} {name}")
                twin = t.compute("twin possible", (actual ^ (1 << i)) in live, why=f"{name}'s own state flipped, all else the same")
                knows = t.compute("knows", not twin, why="knows exactly when the twin world is ruled out")
                if knows:
                    said.append(i)
                    if first[i] == 0:
                        first[i] = rnd
            t.state(f"round {rnd} update")
            heard = t.compute("knowers", said, why="who says I know this round")
            kept = [w for w in worlds if list(knowers(w, live)) == heard]
            left = t.compute("worlds left", len(kept), why="worlds where the same children would say I know")
            if left == alive or not kept:
                t.compute("stable", True, why="nothing was ruled out, so nothing changes from now on")
                break
            worlds, alive = kept, left
        t.state("answer")
        return t.compute("answer", first, why="first round each child knows, 0 for never")

    def solve(self, data: dict) -> list[int]:
        n = len(data["names"])
        allowed = allowed_counts(data["announcement"], n)
        actual = frozenset(data["muddy"])
        worlds = {frozenset(s) for s in _subsets(range(n)) if len(s) in allowed}
        first = [0] * n
        rnd = 0
        while True:
            rnd += 1
            def knows(world: frozenset, i: int) -> bool:
                return (world ^ {i}) not in worlds
            said = {w: frozenset(i for i in range(n) if knows(w, i)) for w in worlds}
            for i in said[actual]:
                first[i] = first[i] or rnd
            kept = {w for w in worlds if said[w] == said[actual]}
            if kept == worlds:
                return first
            worlds = kept


def _subsets(items: range) -> list[list[int]]:
    out: list[list[int]] = [[]]
    for x in items:
        out += [s + [x] for s in out]
    return out


BOOTCAMP = MuddyChildren()
