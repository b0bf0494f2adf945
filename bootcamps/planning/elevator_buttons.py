"""An elevator with only two buttons: "up U floors" and "down D floors" (a press that would
leave the building does nothing, so it is never worth pressing). The fewest presses from the
start floor to the goal floor, by breadth-first search over floors."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    floors: int = 30
    min_presses: int = 4

    def __post_init__(self) -> None:
        if not 10 <= self.floors <= 1000:
            raise ValueError(f"floors must be in 10..1000, got {self.floors}")
        if not 1 <= self.min_presses <= 200:
            raise ValueError(f"min_presses must be in 1..200, got {self.min_presses}")


def presses(floors: int, up: int, down: int, start: int) -> dict[int, int]:
    """Fewest presses from ``start`` to every reachable floor (1..floors)."""
    dist = {start: 0}
    frontier = [start]
    while frontier:
        nxt = []
        for f in frontier:
            for g in (f + up, f - down):
                if 1 <= g <= floors and g not in dist:
                    dist[g] = dist[f] + 1
                    nxt.append(g)
        frontier = nxt
    return dist


_TEMPLATES = (
    "A building has floors 1 to {floors}. Its strange elevator has exactly two buttons: UP moves it up {up} floors and "
    "DOWN moves it down {down} floors; a press that would take it above floor {floors} or below floor 1 does nothing. "
    "You are on floor {start} and need to reach floor {goal}. What is the fewest number of button presses?",
    "Floors are numbered 1..{floors}. The lift only knows two moves: +{up} floors or -{down} floors, and it never "
    "leaves the building (a move past the top or bottom floor is refused). Starting at floor {start}, how many moves "
    "at minimum bring you to floor {goal}?",
    "You stand at floor {start} of a {floors}-floor tower (floors 1 to {floors}). Each elevator ride goes exactly {up} "
    "floors up or exactly {down} floors down, and a ride that would end outside floors 1..{floors} is impossible. "
    "Find the minimum number of rides to arrive at floor {goal}.",
)


class ElevatorButtons(IntegerAnswer, Bootcamp):
    id = "planning/elevator_buttons"
    description = "Two-button elevator (up U, down D, within the building): fewest presses between two floors"
    Config = Config
    LEVELS = {
        "1": Config(floors=30, min_presses=3),
        "2": Config(floors=60, min_presses=6),
        "3": Config(floors=100, min_presses=10),
        "4": Config(floors=160, min_presses=16),
        "5": Config(floors=250, min_presses=24),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        n = config.floors
        while True:
            up, down = rng.randint(2, n // 3), rng.randint(2, n // 3)
            start = rng.randint(1, n)
            dist = presses(n, up, down, start)
            far = [g for g, d in dist.items() if d >= config.min_presses]
            if far:
                goal = rng.choice(far)
                return {"floors": n, "up": up, "down": down, "start": start, "goal": goal}, dist[goal]

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(**data)
        return f"{text}\n{answer_instruction('one integer, the number of presses')}"

    def program(self, t: Tracer, data: dict) -> int:
        """Breadth first: each round, the floors first reached with one more press."""
        n, up, down, goal = data["floors"], data["up"], data["down"], data["goal"]
        seen = {data["start"]}
        frontier = [data["start"]]
        d = 0
        while True:
            t.state(f"round {d + 1}")
            last = t.fetch(f"reached[{d}]", list(frontier))
            new = []
            for f in last:
                for g in (f + up, f - down):
                    if 1 <= g <= n and g not in seen:
                        seen.add(g)
                        new.append(g)
            d += 1
            frontier = t.compute(f"reached[{d}]", new, why=f"+{up} or -{down} from those, new floors within 1..{n}")
            if t.goto(goal in frontier or not frontier, why=f"stop when floor {goal} is reached"):
                break
        t.state("answer")
        return t.compute("presses", d, why="rounds taken")

    def solve(self, data: dict) -> int:
        """Bellman-Ford style relaxation over floors until nothing improves."""
        n, up, down = data["floors"], data["up"], data["down"]
        inf = 10**9
        best = [inf] * (n + 1)
        best[data["start"]] = 0
        changed = True
        while changed:
            changed = False
            for f in range(1, n + 1):
                if best[f] == inf:
                    continue
                for g in (f + up, f - down):
                    if 1 <= g <= n and best[f] + 1 < best[g]:
                        best[g] = best[f] + 1
                        changed = True
        return best[data["goal"]]


BOOTCAMP = ElevatorButtons()
