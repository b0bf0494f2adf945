"""Water jugs: with jugs of given capacities, a tap and a drain, the fewest operations (fill,
empty, pour one jug into another) until some jug holds exactly the target amount."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    jugs: int = 2
    max_capacity: int = 13
    min_steps: int = 4

    def __post_init__(self) -> None:
        if not 2 <= self.jugs <= 4:
            raise ValueError(f"jugs must be in 2..4, got {self.jugs}")
        if not 3 <= self.max_capacity <= 40:
            raise ValueError(f"max_capacity must be in 3..40, got {self.max_capacity}")
        if not 1 <= self.min_steps <= 30:
            raise ValueError(f"min_steps must be in 1..30, got {self.min_steps}")


def successors(state: tuple[int, ...], caps: list[int]) -> list[tuple[int, ...]]:
    """Every state one operation away: fill jug i, empty jug i, pour jug i into jug j."""
    out = []
    for i, cap in enumerate(caps):
        if state[i] < cap:
            out.append(state[:i] + (cap,) + state[i + 1 :])
        if state[i] > 0:
            out.append(state[:i] + (0,) + state[i + 1 :])
        for j, cap_j in enumerate(caps):
            if i != j and state[i] > 0 and state[j] < cap_j:
                amount = min(state[i], cap_j - state[j])
                new = list(state)
                new[i] -= amount
                new[j] += amount
                out.append(tuple(new))
    return out


def depths(caps: list[int]) -> dict[int, int]:
    """For each amount some jug can hold, the fewest operations to get it (BFS from all empty)."""
    start = tuple(0 for _ in caps)
    seen, frontier, best, d = {start}, [start], {0: 0}, 0
    while frontier:
        d += 1
        nxt = []
        for state in frontier:
            for new in successors(state, caps):
                if new not in seen:
                    seen.add(new)
                    nxt.append(new)
                    for amount in new:
                        best.setdefault(amount, d)
        frontier = nxt
    return best


_NAMES = ("A", "B", "C", "D")
_UNITS = ("litres", "liters", "gallons", "pints", "cups", "quarts", "units")
_TEMPLATES = (
    "You have {k} jugs with capacities {caps} {unit}, all empty, a tap and a drain. One operation is: fill a jug to "
    "the brim from the tap, empty a jug into the drain, or pour one jug into another until the first is empty or the "
    "second is full. Jugs have no markings. What is the smallest number of operations after which some jug holds "
    "exactly {target} {unit}?",
    "Jugs {names} hold at most {caps} {unit} respectively and start empty. Allowed operations: fill one jug completely, "
    "empty one jug completely, or pour from one jug into another until the source is empty or the destination full. "
    "How many operations, at minimum, are needed for any jug to contain exactly {target} {unit}?",
    "Measuring puzzle: unmarked containers of sizes {caps} ({unit}), initially empty, unlimited water. Each step fills a "
    "container, empties one, or transfers water from one to another until one of them is empty or full. Find the "
    "minimum number of steps to have exactly {target} in one of the containers.",
)


class WaterJugs(IntegerAnswer, Bootcamp):
    min_distinct_prompts = {"1": 0.95, "2": 0.97}
    small_space_reason = "two jugs of at most 20 or 25 units and a reachable target: a few thousand puzzles"
    id = "planning/water_jugs"
    description = "Water jugs: the fewest fill/empty/pour operations until a jug holds the target amount"
    Config = Config
    LEVELS = {
        "1": Config(jugs=2, max_capacity=20, min_steps=3),
        "2": Config(jugs=2, max_capacity=25, min_steps=6),
        "3": Config(jugs=2, max_capacity=30, min_steps=10),
        "4": Config(jugs=2, max_capacity=35, min_steps=14),
        "5": Config(jugs=2, max_capacity=40, min_steps=18),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        while True:
            caps = sorted(rng.sample(range(2, config.max_capacity + 1), config.jugs))
            best = depths(caps)
            far = [a for a, d in best.items() if d >= config.min_steps and a not in caps]
            if far:
                target = rng.choice(far)
                return {"caps": caps, "target": target}, best[target]

    def prompt(self, data: dict, rng: random.Random) -> str:
        caps = list(data["caps"])
        rng.shuffle(caps)  # the order jugs are listed in does not matter
        names = ", ".join(_NAMES[: len(caps)])
        text = rng.choice(_TEMPLATES).format(
            k=len(caps), caps=", ".join(map(str, caps)), target=data["target"], names=names, unit=rng.choice(_UNITS)
        )
        return f"{text}\n{answer_instruction('the minimum number of operations, a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        """Breadth-first, one state per round: the new states reached from the last round's."""
        caps, target = data["caps"], data["target"]
        frontier = [tuple(0 for _ in caps)]
        seen = set(frontier)
        d = 0
        while True:
            t.state(f"round {d + 1}")
            last = t.fetch(f"frontier[{d}]", list(frontier))
            new = []
            for state in last:
                for nxt in successors(tuple(state), caps):
                    if nxt not in seen:
                        seen.add(nxt)
                        new.append(nxt)
            d += 1
            frontier = t.compute(f"frontier[{d}]", new, why="states one operation away, not seen before")
            hit = any(target in state for state in frontier)
            if t.goto(hit or not frontier, why=f"stop when a jug holds {target}"):
                break
        t.state("answer")
        return t.compute("steps", d, why="rounds taken")

    def solve(self, data: dict) -> int:
        """Dijkstra-free iterative deepening over operation counts (small state spaces)."""
        caps, target = data["caps"], data["target"]
        layer = {tuple(0 for _ in caps)}
        for steps in range(1, 200):
            layer = {n for s in layer for n in successors(s, caps)}
            if any(target in s for s in layer):
                return steps
        raise ValueError(f"{target} not reachable with jugs {caps}")


BOOTCAMP = WaterJugs()
