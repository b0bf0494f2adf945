"""Ball sort: tubes of capacity k hold coloured balls, listed bottom to top. One move takes the
top ball of a tube and puts it on a tube that is not full and is either empty or has a ball of
the same colour on top. The goal is that every tube holds balls of one colour only (or none);
a colour may end spread over several tubes. The answer is a shortest move list, which the
verifier replays (legality, goal) and compares in length with the breadth-first optimum stored
in the data. The traced program is a layer-by-layer breadth-first search over tube contents
(the trace records layer sizes, not states) followed by the plan replayed move by move; the
plain solver is A* with an admissible heuristic (every ball above a tube's bottom single-colour
run must move at least once).

Not planning/water_jugs or planning/hanoi: the move rule (same colour on top) and the goal (each
tube single-coloured) are those of the ball-sort puzzle. Generation
stores the optimum of a plain breadth-first search and takes the gold plan from the A* solver."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit.games import bfs_distance, replay_plan
from bootcamps.kit.planspat7 import astar_plan, read_tokens, traced_bfs_plan
from bootcamps.trace import Tracer

PALETTE = "RGBYOPW"
NAMES = {"R": "red", "G": "green", "B": "blue", "Y": "yellow", "O": "orange", "P": "purple", "W": "white"}


@dataclass(frozen=True)
class Config:
    tubes: int = 3
    colours: int = 2
    per_colour: int = 3
    capacity: int = 3
    min_moves: int = 3

    def __post_init__(self) -> None:
        if not 2 <= self.colours <= len(PALETTE):
            raise ValueError(f"colours must be in 2..{len(PALETTE)}, got {self.colours}")
        if not 2 <= self.capacity <= 6:
            raise ValueError(f"capacity must be in 2..6, got {self.capacity}")
        if not 1 <= self.per_colour <= self.capacity:
            raise ValueError(f"per_colour must be in 1..capacity, got {self.per_colour}")
        if not self.colours + 1 <= self.tubes <= 9 or self.tubes * self.capacity < self.colours * self.per_colour + 1:
            raise ValueError(f"tubes must be in colours+1..9 and leave a free place, got {self.tubes}")
        if not 1 <= self.min_moves <= 40:
            raise ValueError(f"min_moves must be in 1..40, got {self.min_moves}")


def moves_from(state: tuple, cap: int) -> list[tuple[str, tuple]]:
    out = []
    for i, src in enumerate(state):
        if not src:
            continue
        ball = src[-1]
        for j, dst in enumerate(state):
            if j != i and len(dst) < cap and (not dst or dst[-1] == ball):
                new = list(state)
                new[i], new[j] = src[:-1], dst + ball
                out.append((f"{i + 1}>{j + 1}", tuple(new)))
    return out


def apply_move(state: tuple, move: str, cap: int) -> tuple | None:
    a, b = (int(x) - 1 for x in move.split(">"))
    if not (0 <= a < len(state) and 0 <= b < len(state)) or a == b or not state[a]:
        return None
    ball, dst = state[a][-1], state[b]
    if len(dst) >= cap or (dst and dst[-1] != ball):
        return None
    new = list(state)
    new[a], new[b] = state[a][:-1], dst + ball
    return tuple(new)


def is_sorted(state: tuple) -> bool:
    return all(len(set(tube)) <= 1 for tube in state)


def render(state, rng_style: int = 0) -> str:
    lines = []
    for i, tube in enumerate(state, 1):
        body = " ".join(tube) if tube else "(empty)"
        lines.append((f"Tube {i}: {body}", f"{i}: [{body}]")[rng_style])
    return "\n".join(lines)


def parse_moves(text: str, max_items: int) -> list[str] | None:
    if not isinstance(text, str) or len(text) > 12 * max_items + 40:
        return None
    text = re.sub(r"\s*(?:->|→|>|\bto\b)\s*", ">", text.strip())
    return read_tokens(text, r"\d{1,2}>\d{1,2}", max_items)


_TEMPLATES = (
    "Ball sort puzzle. There are {n} tubes, each holding at most {cap} balls; balls are listed from the bottom of "
    "the tube to the top ({legend}).\n{tubes}\nA move takes the top ball of one tube and puts it on top of another "
    "tube, which must not be full and must be either empty or have a ball of the same colour on top. The puzzle is "
    "solved when every tube contains balls of only one colour (or is empty); balls of one colour may end up in "
    "different tubes. Find a solution with the fewest moves.",
    "Coloured balls sit in {n} tubes of capacity {cap} (listed bottom to top; {legend}):\n{tubes}\nYou may lift the "
    "topmost ball of any tube and drop it into a different tube if that tube has room and is empty or shows the "
    "same colour on top. Goal: no tube mixes colours (empty tubes are fine, and a colour may be split between "
    "tubes). Give a shortest sequence of moves.",
    "{n} test tubes, capacity {cap} balls each. Contents from bottom to top ({legend}):\n{tubes}\nRules: move one "
    "ball at a time, always the top ball of a tube; it may only land in a tube with free space whose top ball has "
    "the same colour, or in an empty tube. Reach a position in which each tube is single-coloured or empty, using "
    "as few moves as possible, and list the moves.",
)


class BallSort(Bootcamp):
    id = "planning/ball_sort"
    description = "Ball-sort tubes: fewest top-ball moves (onto empty or same colour) until every tube is one colour"
    Config = Config
    unique_answer = False
    LEVELS = {
        "1": Config(tubes=4, colours=2, per_colour=3, capacity=4, min_moves=3),
        "2": Config(tubes=4, colours=3, per_colour=3, capacity=3, min_moves=5),
        "3": Config(tubes=4, colours=3, per_colour=4, capacity=4, min_moves=7),
        "4": Config(tubes=5, colours=4, per_colour=4, capacity=4, min_moves=9),
        "5": Config(tubes=6, colours=5, per_colour=4, capacity=4, min_moves=12),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        while True:
            colours = rng.sample(PALETTE, config.colours)
            balls = [c for c in colours for _ in range(config.per_colour)]
            rng.shuffle(balls)
            tubes = [""] * config.tubes
            for b in balls:
                tubes[rng.choice([i for i, s in enumerate(tubes) if len(s) < config.capacity])] += b
            start = tuple(tubes)
            if is_sorted(start):
                continue
            best = bfs_distance(start, lambda s: [n for _, n in moves_from(s, config.capacity)], is_sorted,
                                limit=60_000)
            if best is None or best < config.min_moves:
                continue
            data = {"tubes": list(start), "capacity": config.capacity, "optimum": best}
            return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        colours = sorted({c for tube in data["tubes"] for c in tube})
        legend = ", ".join(f"{c} = {NAMES[c]}" for c in colours)
        text = rng.choice(_TEMPLATES).format(n=len(data["tubes"]), cap=data["capacity"], legend=legend,
                                             tubes=render(data["tubes"], rng.randrange(2)))
        form = ("the moves in order, each written as from>to with tube numbers, separated by commas "
                "(for example 1>3, 2>1)")
        return f"{text}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[str]) -> str:
        return ", ".join(answer)

    def check(self, data: dict, answer: list[str], text: str) -> float:
        moves = parse_moves(text, data["optimum"] + 2)
        if moves is None or len(moves) != data["optimum"]:
            return 0.0
        end = replay_plan(tuple(data["tubes"]), moves, lambda s, m: apply_move(s, m, data["capacity"]))
        return 1.0 if end is not None and is_sorted(end) else 0.0

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        plan, cap = list(case.answer), case.data["capacity"]
        out = [", ".join(plan[:-1]), ", ".join(plan + plan[-1:])]
        before = replay_plan(tuple(case.data["tubes"]), plan[:-1], lambda s, m: apply_move(s, m, cap))
        for move, state in moves_from(before, cap):
            if not is_sorted(state):
                out.append(", ".join(plan[:-1] + [move]))  # a legal last move that leaves a mixed tube
                break
        return out

    def program(self, t: Tracer, data: dict) -> list[str]:
        cap = data["capacity"]
        t.state("start")
        start = tuple(t.fetch("tubes (bottom to top)", data["tubes"]))
        t.fetch("capacity", cap)
        plan = traced_bfs_plan(t, start, lambda s: moves_from(s, cap), is_sorted, what="position")
        state, out = start, []
        for k, move in enumerate(plan, 1):
            t.state(f"move {k}")
            move = t.fetch(f"plan[{k}]", move)
            state = apply_move(state, move, cap) or state
            out.append(move)
            t.compute("tubes", " | ".join(tube or "-" for tube in state), why=f"top ball of tube "
                      f"{move.split('>')[0]} onto tube {move.split('>')[1]}")
        t.state("answer")
        return t.ret("moves", out)

    def solve(self, data: dict) -> list[str]:
        cap = data["capacity"]

        def lower_bound(state: tuple) -> int:
            # every ball above the single-colour run at the bottom of its tube must move once
            need = 0
            for tube in state:
                k = 1
                while k < len(tube) and tube[k] == tube[0]:
                    k += 1
                need += len(tube) - k if tube else 0
            return need

        plan = astar_plan(tuple(data["tubes"]), lambda s: moves_from(s, cap), is_sorted, lower_bound)
        if plan is None:
            raise ValueError("unsolvable")
        return plan


BOOTCAMP = BallSort()
