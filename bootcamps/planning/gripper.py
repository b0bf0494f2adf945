"""Gripper, the classic PDDL planning domain generalised: a robot with two grippers moves between
rooms joined by doors, picking up and dropping numbered balls. Each action costs one: move
through a door to a neighbouring room, pick up a ball in the robot's room (a gripper must be
free, so at most two balls are carried), or drop a carried ball in the robot's room. The goal
puts every ball in its target room and brings the robot back to its dock room with both
grippers empty. The answer is a shortest action list, replayed by the verifier and compared in
length with the optimum stored in the data (a bidirectional breadth-first distance: every
action is undone by another, and the goal is one state). The traced program is that
bidirectional search with its layer sizes; the plain solver is A* (two actions per ball still
to be carried, one per ball in hand, plus the longest detour the robot must still walk).

Not planning/delivery_trips or planning/box_stacking_crane: rooms form a graph, two balls ride
at once, and which balls to pair on a trip is the planning decision. Generation runs a
bidirectional search (the optimum) and an A* (the gold plan) per attempt, over thousands of
situations at level 3, so it makes about 800 cases/s on one loaded core, under the 1,000 aim."""

from __future__ import annotations

import random
import re
from collections import deque
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit.games import bidirectional_distance, replay_plan
from bootcamps.kit.planspat7 import astar_plan, traced_bidirectional_plan
from bootcamps.trace import Tracer

ROOMS = ("hall", "kitchen", "study", "garage", "attic", "cellar", "office", "lab", "library", "porch", "pantry",
         "studio", "gym", "den")
HELD = -1


@dataclass(frozen=True)
class Config:
    rooms: int = 3
    balls: int = 3
    extra_doors: int = 0
    min_actions: int = 6

    def __post_init__(self) -> None:
        if not 2 <= self.rooms <= 7:
            raise ValueError(f"rooms must be in 2..7, got {self.rooms}")
        if not 1 <= self.balls <= 7:
            raise ValueError(f"balls must be in 1..7, got {self.balls}")
        if not 0 <= self.extra_doors <= 4:
            raise ValueError(f"extra_doors must be in 0..4, got {self.extra_doors}")
        if not 1 <= self.min_actions <= 60:
            raise ValueError(f"min_actions must be in 1..60, got {self.min_actions}")


def moves_from(state: tuple, doors: dict, names: list[str]) -> list[tuple[str, tuple]]:
    room, where = state
    out = [(f"move {names[j]}", (j, where)) for j in doors[room]]
    carried = sum(1 for w in where if w == HELD)
    for i, w in enumerate(where):
        if w == HELD:
            out.append((f"drop {i + 1}", (room, where[:i] + (room,) + where[i + 1:])))
        elif w == room and carried < 2:
            out.append((f"pick {i + 1}", (room, where[:i] + (HELD,) + where[i + 1:])))
    return out


def apply_action(state: tuple, action: tuple, doors: dict) -> tuple | None:
    room, where = state
    verb, arg = action
    if verb == "move":
        return (arg, where) if arg in doors[room] else None
    if not 0 <= arg < len(where):
        return None
    if verb == "pick":
        if where[arg] != room or sum(1 for w in where if w == HELD) >= 2:
            return None
        return room, where[:arg] + (HELD,) + where[arg + 1:]
    if where[arg] != HELD:
        return None
    return room, where[:arg] + (room,) + where[arg + 1:]


def door_map(data: dict) -> dict:
    doors: dict = {i: [] for i in range(len(data["rooms"]))}
    for a, b in data["doors"]:
        doors[a].append(b)
        doors[b].append(a)
    return {k: sorted(v) for k, v in doors.items()}


def parse_actions(text: str, names: list[str], balls: int, max_items: int) -> list[tuple] | None:
    if not isinstance(text, str) or len(text) > 30 * max_items + 40:
        return None
    body = text.strip().strip("[]").rstrip(".").strip().lower()
    items = [x for x in re.split(r"\s*[,;]\s*", body) if x]
    if not items or len(items) > max_items:
        return None
    out = []
    for item in items:
        m = re.fullmatch(r"(?:move|go)\s+(?:to\s+)?(?:the\s+)?([a-z]+)|(pick|drop)\s+(?:up\s+)?(?:ball\s+)?(\d{1,2})",
                         item)
        if not m:
            return None
        if m.group(1) is not None:
            if m.group(1) not in names:
                return None
            out.append(("move", names.index(m.group(1))))
        else:
            out.append((m.group(2), int(m.group(3)) - 1))
    return out


_TEMPLATES = (
    "A robot with two grippers works in a building with these rooms: {rooms}. Doors connect {doors}; the robot can "
    "only move through a door to a neighbouring room. Balls (numbered) are now at: {start}. They must end up at: "
    "{goal}. The robot is in the {robot} and must finish in the {dock} with both grippers empty. Each action costs "
    "1: 'move R' (go through a door into the neighbouring room R), 'pick N' (pick up ball N from the robot's room "
    "with a free gripper; the robot can carry at most two balls) or 'drop N' (put a carried ball N down in the "
    "robot's room). Give a plan with the fewest actions.",
    "Gripper planning problem. Rooms: {rooms}. Doors (two-way): {doors}. Robot: in the {robot}, two empty hands, "
    "each holding at most one ball. Ball locations: {start}. Required ball locations: {goal}. At the end the robot "
    "must be back in the {dock} and hold nothing. Actions (cost 1 each): move R = walk through a door to adjacent "
    "room R; pick N = grab ball N if it is in the same room and a hand is free; drop N = release held ball N in the "
    "current room. Find a shortest plan.",
    "Balls must be carried between rooms. The rooms are {rooms}, and the only doors join {doors}. Where the balls "
    "are: {start}. Where they must go: {goal}. A two-handed robot starts in the {robot}; it carries at most two "
    "balls at a time (one per hand) and must end in the {dock} with empty hands. One action is either moving "
    "through one door ('move' plus the room entered), picking up one ball in its room ('pick' plus the ball number) "
    "or dropping one held ball ('drop' plus the ball number). What is a plan with the minimum number of actions?",
)


class Gripper(Bootcamp):
    id = "planning/gripper"
    description = "Two-handed robot carries balls between rooms joined by doors: shortest move/pick/drop plan"
    Config = Config
    unique_answer = False
    LEVELS = {
        "1": Config(rooms=3, balls=2, extra_doors=0, min_actions=6),
        "2": Config(rooms=3, balls=3, extra_doors=0, min_actions=9),
        "3": Config(rooms=4, balls=4, extra_doors=0, min_actions=12),
        "4": Config(rooms=4, balls=5, extra_doors=1, min_actions=15),
        "5": Config(rooms=5, balls=5, extra_doors=1, min_actions=18),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        while True:
            names = rng.sample(ROOMS, config.rooms)
            doors = set()
            for j in range(1, config.rooms):  # a random tree, then extra doors
                doors.add((rng.randrange(j), j))
            pairs = [(a, b) for a in range(config.rooms) for b in range(a + 1, config.rooms) if (a, b) not in doors]
            doors |= set(rng.sample(pairs, min(config.extra_doors, len(pairs))))
            start = [rng.randrange(config.rooms) for _ in range(config.balls)]
            goal = [rng.randrange(config.rooms) for _ in range(config.balls)]
            if sum(a != b for a, b in zip(start, goal)) < max(1, config.balls - 1):
                continue
            data = {"rooms": names, "doors": sorted([a, b] for a, b in doors), "start": start, "goal": goal,
                    "robot": rng.randrange(config.rooms), "dock": rng.randrange(config.rooms)}
            doormap = door_map(data)
            s0, s1 = (data["robot"], tuple(start)), (data["dock"], tuple(goal))
            step = lambda s: [n for _, n in moves_from(s, doormap, names)]  # noqa: E731
            best = bidirectional_distance(s0, s1, step, step)
            if best is None or best < config.min_actions:
                continue
            data["optimum"] = best
            return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        names = data["rooms"]
        order = list(range(len(data["doors"])))
        rng.shuffle(order)
        doors = ", ".join(f"{names[a]}-{names[b]}" for a, b in (data["doors"][i] for i in order))
        start = ", ".join(f"ball {i + 1} in the {names[r]}" for i, r in enumerate(data["start"]))
        goal = ", ".join(f"ball {i + 1} in the {names[r]}" for i, r in enumerate(data["goal"]))
        text = rng.choice(_TEMPLATES).format(rooms=", ".join(names), doors=doors, start=start, goal=goal,
                                             robot=names[data["robot"]], dock=names[data["dock"]])
        form = ("the actions in order separated by commas, each 'move ROOM', 'pick N' or 'drop N' "
                f"(for example: pick 1, move {names[1]}, drop 1)")
        return f"{text}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[str]) -> str:
        return ", ".join(answer)

    def check(self, data: dict, answer: list[str], text: str) -> float:
        actions = parse_actions(text, data["rooms"], len(data["start"]), data["optimum"] + 2)
        if actions is None or len(actions) != data["optimum"]:
            return 0.0
        doors = door_map(data)
        end = replay_plan((data["robot"], tuple(data["start"])), actions, lambda s, a: apply_action(s, a, doors))
        return 1.0 if end == (data["dock"], tuple(data["goal"])) else 0.0

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        plan = list(case.answer)
        picks = [a for a in plan if a.startswith("pick")]
        swapped = [a.replace("pick", "drop") if a == picks[0] else a for a in plan] if picks else plan[1:]
        return [", ".join(plan[:-1]), ", ".join(plan + plan[-1:]), ", ".join(swapped)]

    def program(self, t: Tracer, data: dict) -> list[str]:
        t.state("start")
        names = t.fetch("rooms", data["rooms"])
        doors = door_map({"rooms": names, "doors": t.fetch("doors", data["doors"])})
        start = (t.fetch("robot", data["robot"]), tuple(t.fetch("balls at", data["start"])))
        target = (t.fetch("dock", data["dock"]), tuple(t.fetch("balls wanted at", data["goal"])))
        plan = traced_bidirectional_plan(t, start, target, lambda s: moves_from(s, doors, names), what="situation")
        state, out = start, []
        for k, action in enumerate(plan, 1):
            t.state(f"action {k}")
            action = t.fetch(f"plan[{k}]", action)
            state = next((n for m, n in moves_from(state, doors, names) if m == action), state)
            out.append(action)
            held = [str(i + 1) for i, w in enumerate(state[1]) if w == HELD]
            t.compute("robot", f"in the {names[state[0]]}, holding {' and '.join(held) or 'nothing'}")
        t.state("answer")
        return t.ret("plan", out)

    def solve(self, data: dict) -> list[str]:
        """A* with an admissible bound: pick+drop for each ball still to carry (drop only when
        held), plus the longest walk the robot must still make through some such ball to the dock."""
        names, doors = data["rooms"], door_map(data)
        n = len(names)
        dist = {}
        for a in range(n):
            d, queue = {a: 0}, deque([a])
            while queue:
                x = queue.popleft()
                for y in doors[x]:
                    if y not in d:
                        d[y] = d[x] + 1
                        queue.append(y)
            dist[a] = d
        goal, dock = tuple(data["goal"]), data["dock"]

        def bound(state: tuple) -> int:
            room, where = state
            handling, walk = 0, dist[room][dock]
            for w, g in zip(where, goal):
                if w == HELD:
                    handling += 1
                    walk = max(walk, dist[room][g] + dist[g][dock])
                elif w != g:
                    handling += 2
                    walk = max(walk, dist[room][w] + dist[w][g] + dist[g][dock])
            return handling + walk

        target = (dock, goal)
        plan = astar_plan((data["robot"], tuple(data["start"])), lambda s: moves_from(s, doors, names),
                          lambda s: s == target, bound)
        if plan is None:
            raise ValueError("unsolvable")
        return plan


BOOTCAMP = Gripper()
