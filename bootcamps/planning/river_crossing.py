"""River crossing with a farmer, a small boat and things that must not be left together: the
fewest crossings that bring everything to the far bank (breadth-first search over which bank
each thing is on)."""

from __future__ import annotations

import random
from dataclasses import dataclass
from itertools import combinations

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer

# (name, letter); a conflict (a, b) means a harms b when the farmer is away
_THINGS = (
    ("wolf", "W"), ("goat", "G"), ("cabbage", "C"), ("dog", "D"), ("cat", "T"), ("mouse", "M"), ("cheese", "H"),
    ("fox", "X"), ("hen", "N"), ("corn", "O"), ("lion", "L"), ("sheep", "S"), ("hay", "Y"), ("bird", "B"), ("worm", "R"),
)


@dataclass(frozen=True)
class Config:
    things: int = 3
    max_load: int = 1  # things the boat carries besides the farmer
    conflicts: int = 2
    min_crossings: int = 5

    def __post_init__(self) -> None:
        if not 2 <= self.things <= 7:
            raise ValueError(f"things must be in 2..7, got {self.things}")
        if not 1 <= self.max_load < self.things:
            raise ValueError(f"max_load must be in 1..things-1, got {self.max_load}")
        if not 1 <= self.conflicts <= self.things * (self.things - 1) // 2:
            raise ValueError(f"conflicts must be in 1..{self.things * (self.things - 1) // 2}, got {self.conflicts}")
        if not 1 <= self.min_crossings <= 40:
            raise ValueError(f"min_crossings must be in 1..40, got {self.min_crossings}")


def safe(bank: str, conflicts: list[list[str]]) -> bool:
    """Whether the letters on an unattended bank include no conflicting pair."""
    return not any(a in bank and b in bank for a, b in conflicts)


def crossings(state: str, letters: str, load: int, conflicts: list[list[str]]) -> list[str]:
    """States one crossing away. A state is "near|far" (letters on each bank, F = farmer)."""
    near, far = state.split("|")
    here, there = (near, far) if "F" in near else (far, near)
    here = here.replace("F", "")
    out = []
    for size in range(load + 1):
        for cargo in combinations(here, size):
            left_behind = "".join(x for x in here if x not in cargo)
            if not safe(left_behind, conflicts):
                continue
            arrive = "".join(sorted(there + "".join(cargo)))
            new_here, new_there = left_behind, "F" + arrive
            pair = (new_here, new_there) if "F" in near else (new_there, new_here)
            out.append(canon(pair[0], letters) + "|" + canon(pair[1], letters))
    return out


def canon(bank: str, letters: str) -> str:
    return ("F" if "F" in bank else "") + "".join(x for x in letters if x in bank)


_TEMPLATES = (
    "A farmer has to bring {items} across a river. His boat holds the farmer and at most {load} of them, and only "
    "the farmer can row. {rules} Everything starts on the near bank. What is the smallest number of river "
    "crossings (each trip one way counts as one) that gets everything to the far bank?",
    "River puzzle: on the near bank are a farmer and {items}. The boat needs the farmer to row it and can carry "
    "{load} passenger(s) besides him. {rules} Find the minimum number of one-way crossings after which the farmer "
    "and all of them are on the far bank.",
    "Get {items} over the river with a farmer who rows a boat that fits him plus up to {load} of them. "
    "Constraints: {rules} Count a trip across in either direction as one crossing. How few crossings suffice?",
)


class RiverCrossing(IntegerAnswer, Bootcamp):
    id = "planning/river_crossing"
    description = "Farmer river crossing with incompatible passengers: the fewest crossings (BFS over bank states)"
    Config = Config
    LEVELS = {
        "1": Config(things=3, max_load=1, conflicts=2, min_crossings=7),
        "2": Config(things=5, max_load=2, conflicts=5, min_crossings=7),
        "3": Config(things=4, max_load=1, conflicts=2, min_crossings=9),
        "4": Config(things=6, max_load=2, conflicts=4, min_crossings=9),
        "5": Config(things=7, max_load=2, conflicts=5, min_crossings=9),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        while True:
            chosen = rng.sample(_THINGS, config.things)
            letters = "".join(letter for _, letter in chosen)
            pairs = [list(p) for p in combinations(letters, 2)]
            conflicts = [p if rng.random() < 0.5 else p[::-1] for p in rng.sample(pairs, config.conflicts)]
            data = {"names": [name for name, _ in chosen], "letters": letters, "load": config.max_load,
                    "conflicts": conflicts}
            best = self.solve(data)
            if best >= config.min_crossings:
                return data, best

    def prompt(self, data: dict, rng: random.Random) -> str:
        name = dict(zip(data["letters"], data["names"]))
        items = ", ".join(f"a {n}" for n in data["names"][:-1]) + f" and a {data['names'][-1]}"
        verbs = ("would harm", "cannot be left alone with", "must not be left unattended with")
        rules = " ".join(
            f"The {name[a]} {rng.choice(verbs)} the {name[b]} if the farmer is not on the same bank."
            for a, b in data["conflicts"]
        )
        text = rng.choice(_TEMPLATES).format(items=items, load=data["load"], rules=rules)
        return f"{text}\n{answer_instruction('the minimum number of crossings, a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        """Breadth-first over bank states "near|far" (F = farmer), one state per round."""
        letters, load, conflicts = data["letters"], data["load"], data["conflicts"]
        goal = "|F" + letters
        frontier = ["F" + letters + "|"]
        seen = set(frontier)
        d = 0
        while True:
            t.state(f"round {d + 1}")
            last = t.fetch(f"frontier[{d}]", list(frontier))
            new = []
            for state in last:
                for nxt in crossings(state, letters, load, conflicts):
                    if nxt not in seen:
                        seen.add(nxt)
                        new.append(nxt)
            d += 1
            frontier = t.compute(f"frontier[{d}]", new, why="safe states one crossing away, not seen before")
            if t.goto(goal in frontier or not frontier, why="stop when everything is across"):
                break
        t.state("answer")
        return t.compute("crossings", d if goal in frontier else -1, why="rounds taken")

    def solve(self, data: dict) -> int:
        """Bitmask breadth-first search (bit i = thing i on the far bank, top bit = farmer there);
        -1 when the far bank cannot be reached."""
        letters, load = data["letters"], data["load"]
        n = len(letters)
        bad = [(1 << letters.index(a)) | (1 << letters.index(b)) for a, b in data["conflicts"]]
        full = (1 << n) - 1
        ok = [all(bank & m != m for m in bad) for bank in range(1 << n)]  # unattended bank is safe
        cargos = [m for m in range(1 << n) if bin(m).count("1") <= load]
        start, goal = 0, full | 1 << n
        dist = {start: 0}
        queue = [start]
        for state in queue:
            farmer_far = state >> n & 1
            side = (state & full) if farmer_far else (~state & full)  # things with the farmer
            for move in cargos:
                if move & ~side or not ok[side & ~move]:
                    continue
                nxt = (state ^ move) ^ (1 << n)
                if nxt not in dist:
                    dist[nxt] = dist[state] + 1
                    queue.append(nxt)
        return dist.get(goal, -1)


BOOTCAMP = RiverCrossing()
