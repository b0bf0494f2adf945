"""Blocks world: stacks of lettered blocks on a table with room for any number of stacks. A
move takes the top block of a stack and puts it on the table or on top of another stack. The
fewest moves that turn the start arrangement into the goal one (A* over arrangements, with the
count of blocks not yet resting on their final foundation as the heuristic).

Speed: every case runs A* (optimal blocks world is hard in general), about 600 cases/s of CPU
time at level 3 on one core (below 1,000/s, above 100/s)."""

from __future__ import annotations

import heapq
import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer

State = tuple  # sorted tuple of stacks, each a string from bottom to top


@dataclass(frozen=True)
class Config:
    blocks: int = 5
    min_moves: int = 4

    def __post_init__(self) -> None:
        if not 3 <= self.blocks <= 9:
            raise ValueError(f"blocks must be in 3..9, got {self.blocks}")
        if not 1 <= self.min_moves <= 2 * self.blocks:
            raise ValueError(f"min_moves must be in 1..2*blocks, got {self.min_moves}")


def canon(stacks) -> State:
    return tuple(sorted(s for s in stacks if s))


def moves(state: State) -> list[State]:
    out = set()
    for i, src in enumerate(state):
        block, rest = src[-1], src[:-1]
        if rest:  # onto the table (a block already alone there gains nothing)
            out.add(canon(state[:i] + (rest, block) + state[i + 1 :]))
        for j, dst in enumerate(state):
            if j != i:
                new = list(state)
                new[i], new[j] = rest, dst + block
                out.add(canon(new))
    return sorted(out)


def misplaced(state: State, goal: State) -> int:
    """Blocks whose tower beneath (down to the table) differs from the goal's: each must move."""
    below_goal = {s[k]: s[:k] for s in goal for k in range(len(s))}
    return sum(1 for s in state for k in range(len(s)) if below_goal[s[k]] != s[:k])


def render(state: State) -> str:
    return "; ".join(" ".join(s) for s in state)


def random_state(rng: random.Random, letters: str) -> State:
    blocks = list(letters)
    rng.shuffle(blocks)
    stacks: list[str] = []
    for b in blocks:
        if stacks and rng.random() < 0.6:
            k = rng.randrange(len(stacks))
            stacks[k] += b
        else:
            stacks.append(b)
    return canon(stacks)


_TEMPLATES = (
    "Blocks world. Each stack is listed from the bottom block to the top block, stacks separated by semicolons; the "
    "table has room for any number of stacks.\nStart: {start}\nGoal: {goal}\nA move picks up the top block of any "
    "stack and puts it either on the table (starting a new stack) or on top of another stack. What is the minimum "
    "number of moves that turns the start into the goal?",
    "Lettered blocks are stacked on a table. Current stacks (bottom to top): {start}. Wanted stacks (bottom to top): "
    "{goal}. Only a block with nothing on it can be moved, one at a time, onto the table or onto the top of another "
    "stack. Which stack sits where on the table does not matter. Find the fewest moves needed.",
    "Rearrange the towers {start} into {goal} (each tower written bottom first; ';' separates towers). You may move "
    "one uncovered block per move, placing it on the table or on any other tower's top block. Give the smallest "
    "possible number of moves.",
)


class BlocksWorld(IntegerAnswer, Bootcamp):
    id = "planning/blocks_world"
    description = "Blocks world: the fewest single-block moves from one stack arrangement to another (A*)"
    Config = Config
    LEVELS = {
        "1": Config(blocks=4, min_moves=3),
        "2": Config(blocks=5, min_moves=4),
        "3": Config(blocks=5, min_moves=6),
        "4": Config(blocks=6, min_moves=7),
        "5": Config(blocks=7, min_moves=8),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        letters = "".join(sorted(rng.sample("ABCDEFGHJKLMNPRSTUVWXYZ", config.blocks)))
        while True:
            start, goal = random_state(rng, letters), random_state(rng, letters)
            if misplaced(start, goal) >= config.min_moves - 1:
                data = {"start": list(start), "goal": list(goal)}
                best = self.program(Tracer(), data)
                if best >= config.min_moves:
                    return data, best

    def prompt(self, data: dict, rng: random.Random) -> str:
        start, goal = list(data["start"]), list(data["goal"])
        rng.shuffle(start)  # the order stacks are listed in carries no meaning
        rng.shuffle(goal)
        text = rng.choice(_TEMPLATES).format(start=render(tuple(start)), goal=render(tuple(goal)))
        return f"{text}\n{answer_instruction('the minimum number of moves, a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        """A*: expand the open arrangement with the least moves-so-far + misplaced blocks."""
        start, goal = canon(data["start"]), canon(data["goal"])
        heap = [(misplaced(start, goal), 0, "/".join(start))]
        best = {start: 0}
        while True:
            f, g, text = heapq.heappop(heap)
            state = canon(text.split("/"))
            if g > best[state]:
                continue  # reached more cheaply since
            t.state("expand")
            text = t.compute("stacks", text, why="open arrangement (stacks bottom to top, / between) with least f = g + h")
            g = t.compute("g", g, why="moves so far")
            state = canon(text.split("/"))
            if t.goto(state == goal, why="the goal arrangement"):
                return t.compute("moves", g, why="fewest moves")
            for nxt in moves(state):
                if g + 1 < best.get(nxt, 99):
                    best[nxt] = g + 1
                    heapq.heappush(heap, (g + 1 + misplaced(nxt, goal), g + 1, "/".join(nxt)))

    def solve(self, data: dict) -> int:
        """Plain breadth-first search over arrangements."""
        start, goal = canon(data["start"]), canon(data["goal"])
        seen, frontier, d = {start}, [start], 0
        while goal not in seen:
            d += 1
            frontier = [n for s in frontier for n in moves(s) if n not in seen and not seen.add(n)]  # type: ignore[func-returns-value]
        return d


BOOTCAMP = BlocksWorld()
