"""A gantry crane over a row of numbered stack slots, each holding at most ``capacity`` boxes.
Every action costs one: move the crane one slot left (L) or right (R), pick up the top box of
the slot below (P, hand empty) or drop the held box onto it (D, slot not full). Slots keep their
places (unlike blocks world, where stacks are interchangeable and the table is unbounded), so
travel and capacity shape the plan. The answer is a shortest action list, replayed by the
verifier and compared in length with the optimum. The traced program is a bidirectional
breadth-first search (every action has an inverse, so the state graph is undirected); the plain
solver is A* (two actions per box that must still be lifted plus the travel to visit the slots
involved, an admissible heuristic)."""

from __future__ import annotations

import heapq
import random
import re
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.trace import Tracer

State = tuple  # (stacks: tuple of strings bottom->top, crane slot 0-based, held box or "")
_MAX_CHARS = 400


@dataclass(frozen=True)
class Config:
    slots: int = 3
    boxes: int = 3
    capacity: int = 3
    min_moves: int = 6

    def __post_init__(self) -> None:
        if not 2 <= self.slots <= 6:
            raise ValueError(f"slots must be in 2..6, got {self.slots}")
        if not 2 <= self.boxes <= 8:
            raise ValueError(f"boxes must be in 2..8, got {self.boxes}")
        if not 1 <= self.capacity <= 8 or self.capacity * self.slots < self.boxes + 1:
            raise ValueError(f"capacity must be in 1..8 and leave a free place, got {self.capacity}")
        if not 1 <= self.min_moves <= 60:
            raise ValueError(f"min_moves must be in 1..60, got {self.min_moves}")


def step(state: State, action: str, cap: int) -> State | None:
    stacks, pos, held = state
    if action == "L":
        return (stacks, pos - 1, held) if pos > 0 else None
    if action == "R":
        return (stacks, pos + 1, held) if pos < len(stacks) - 1 else None
    here = stacks[pos]
    if action == "P":
        if held or not here:
            return None
        return (stacks[:pos] + (here[:-1],) + stacks[pos + 1:], pos, here[-1])
    if action == "D":
        if not held or len(here) >= cap:
            return None
        return (stacks[:pos] + (here + held,) + stacks[pos + 1:], pos, "")
    return None


def heuristic(state: State, goal: tuple) -> int:
    stacks, pos, held = state
    need, visit = 0, set()
    home = {b: i for i, s in enumerate(goal) for b in s}
    for i, s in enumerate(stacks):
        for k in range(len(s)):
            if s[: k + 1] != goal[i][: k + 1]:  # this box and all above it must be lifted
                for b in s[k:]:
                    need += 2
                    visit.add(i)
                    visit.add(home[b])
                break
    if held:
        need += 1
        visit.add(home[held])
    if visit:
        lo, hi = min(visit), max(visit)
        need += hi - lo + min(abs(pos - lo), abs(pos - hi))
    return need


def render(stacks) -> str:
    return "; ".join(f"slot {i + 1}: {' '.join(s) if s else '(empty)'}" for i, s in enumerate(stacks))


def parse_actions(text: str) -> list[str] | None:
    if len(text) > _MAX_CHARS:
        return None
    body = text.strip().strip("[]").rstrip(".").strip().upper()
    items = [x for x in re.split(r"[\s,;]+", body) if x]
    if len(items) == 1:
        items = list(items[0])
    if not items or any(x not in ("L", "R", "P", "D") for x in items):
        return None
    return items


_TEMPLATES = (
    "A crane runs along a row of {n} box slots (slot 1 on the left). Each slot holds a stack of at most {cap} boxes. "
    "The crane is above slot {pos} with an empty hook. Stacks now (bottom to top): {start}.\nWanted (bottom to top): "
    "{goal}.\nActions, each costing 1: L = move the crane one slot left, R = one slot right, P = pick up the top box "
    "of the slot below (only with an empty hook), D = drop the held box onto the slot below (only if that slot has "
    "fewer than {cap} boxes). At the end the hook must be empty; the crane may stop anywhere. Give a shortest action "
    "sequence.",
    "Warehouse crane puzzle. Slots 1..{n} from left to right, capacity {cap} boxes per slot. Current stacks, listed "
    "bottom first: {start}. Target stacks, bottom first: {goal}. The crane starts over slot {pos}, holding nothing, "
    "and can carry one box at a time. One action: move one slot left (L) or right (R); pick up the topmost box under "
    "the crane (P, hook must be empty, slot must be non-empty); or drop the carried box on top of the stack under the "
    "crane (D, allowed only below capacity {cap}). Reach the target with the hook empty in as few actions as "
    "possible; list the actions.",
    "{n} slots in a row hold stacked crates; no slot can ever hold more than {cap}. Start (bottom to top): {start}. "
    "Goal (bottom to top): {goal}. An overhead crane, now at slot {pos} with nothing attached, does one of four "
    "things per action: L (travel one slot left), R (travel one slot right), P (lift the top crate of the slot it is "
    "over, when empty-handed) or D (lower its crate onto the slot it is over, when that slot has room). Find a plan "
    "with the fewest actions that ends in the goal with the crane empty (its final slot does not matter).",
)


class BoxStackingCrane(Bootcamp):
    id = "planning/box_stacking_crane"
    description = "Shortest crane plan (travel, pick, drop) to restack boxes in fixed slots with a capacity limit"
    Config = Config
    unique_answer = False
    LEVELS = {
        "1": Config(slots=3, boxes=2, capacity=2, min_moves=6),
        "2": Config(slots=3, boxes=3, capacity=2, min_moves=9),
        "3": Config(slots=4, boxes=4, capacity=2, min_moves=12),
        "4": Config(slots=4, boxes=5, capacity=2, min_moves=15),
        "5": Config(slots=5, boxes=5, capacity=2, min_moves=32),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        letters = sorted(rng.sample("ABCDEFGHJKMNPRSTUVWXYZ", config.boxes))
        while True:
            start, goal = self._arrange(config, letters, rng), self._arrange(config, letters, rng)
            data = {"start": list(start), "goal": list(goal), "pos": rng.randrange(config.slots),
                    "capacity": config.capacity}
            plan = self.program(Tracer(), data)
            if len(plan) >= config.min_moves:
                return data, plan

    @staticmethod
    def _arrange(config: Config, letters: list[str], rng: random.Random) -> tuple:
        stacks = [""] * config.slots
        order = letters[:]
        rng.shuffle(order)
        for b in order:
            stacks[rng.choice([i for i, s in enumerate(stacks) if len(s) < config.capacity])] += b
        return tuple(stacks)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(n=len(data["start"]), cap=data["capacity"], pos=data["pos"] + 1,
                                             start=render(data["start"]), goal=render(data["goal"]))
        form = "the actions in order, letters L, R, P, D separated by spaces (for example P R R D)"
        return f"{text}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[str]) -> str:
        return " ".join(answer)

    def check(self, data: dict, answer: list[str], text: str) -> float:
        plan = parse_actions(text)
        if plan is None or len(plan) != len(answer):
            return 0.0
        state: State | None = (tuple(data["start"]), data["pos"], "")
        for a in plan:
            state = step(state, a, data["capacity"])  # type: ignore[arg-type]
            if state is None:
                return 0.0
        return 1.0 if state[0] == tuple(data["goal"]) and not state[2] else 0.0

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        plan = list(case.answer)
        return [" ".join(plan[:-1]), " ".join(plan + ["L", "R"] if "R" in plan else plan + ["R", "L"]),
                " ".join(plan[1:] + plan[:1])]

    def program(self, t: Tracer, data: dict) -> list[str]:
        """Bidirectional breadth-first search (every action is undone by its opposite, L/R and P/D),
        growing the smaller frontier one layer at a time, then the plan replayed action by action."""
        cap, goal = data["capacity"], tuple(data["goal"])
        start: State = (tuple(data["start"]), data["pos"], "")
        ends = [(goal, p, "") for p in range(len(goal))]
        fwd: dict = {start: None}
        bwd: dict = {e: None for e in ends}
        ff, bf = [start], ends
        inverse = {"L": "R", "R": "L", "P": "D", "D": "P"}

        def path(s, links, back):
            out = []
            while links[s] is not None:
                s, a = links[s]
                out.append(a)
            return out if back else out[::-1]

        def grow(frontier, mine, other, flip):
            nxt = []
            for s in frontier:
                for a in "LRPD":
                    n = step(s, a, cap)
                    if n is not None and n not in mine:
                        mine[n] = (s, inverse[a] if flip else a)
                        nxt.append(n)
            return nxt, [n for n in nxt if n in other]

        t.state("start")
        t.fetch("start", f"{render(start[0])} | crane at slot {start[1] + 1}")
        t.compute("goal states", len(ends), why="the target stacks, hook empty, crane over any slot")
        meets = [s for s in ff if s in bwd]
        depth = [0, 0]
        while not meets:
            side = 0 if len(ff) <= len(bf) else 1
            depth[side] += 1
            name = ("forward", "backward")[side]
            t.state(f"{name} layer {depth[side]}")
            t.fetch(f"{name} frontier size", len(ff) if side == 0 else len(bf))
            if side == 0:
                ff, meets = grow(ff, fwd, bwd, False)
            else:
                bf, meets = grow(bf, bwd, fwd, True)
            t.compute("new states", len(ff) if side == 0 else len(bf), why="one more action from each frontier state")
            t.compute("met", len(meets), why="new states already reached from the other side")
        plans = [path(m, fwd, False) + path(m, bwd, True) for m in meets]
        plan = min(plans, key=len)
        t.compute("plan length", len(plan), why=f"{depth[0]} forward + {depth[1]} backward layers")
        state = start
        for k, a in enumerate(plan, 1):
            t.state(f"action {k}")
            a = t.fetch(f"plan[{k}]", a)
            state = step(state, a, cap)
            t.compute("after", f"{render(state[0])} | crane at slot {state[1] + 1} holding {state[2] or 'nothing'}")
        t.state("answer")
        return t.ret("plan", plan)

    def solve(self, data: dict) -> list[str]:
        """A* over (stacks, crane slot, held box), heuristic: two actions per box that must still
        be lifted (one for a held box) plus the travel to visit every slot involved."""
        cap, goal = data["capacity"], tuple(data["goal"])
        start: State = (tuple(data["start"]), data["pos"], "")
        best = {start: 0}
        parent: dict = {start: None}
        heap = [(heuristic(start, goal), 0, 0, start)]
        count = 1
        while heap:
            _, g, _, state = heapq.heappop(heap)
            if g > best[state]:
                continue
            if state[0] == goal and not state[2]:
                plan = []
                while parent[state] is not None:
                    state, a = parent[state]
                    plan.append(a)
                return plan[::-1]
            for a in "LRPD":
                nxt = step(state, a, cap)
                if nxt is not None and g + 1 < best.get(nxt, 10**9):
                    best[nxt] = g + 1
                    parent[nxt] = (state, a)
                    heapq.heappush(heap, (g + 1 + heuristic(nxt, goal), g + 1, count, nxt))
                    count += 1
        raise ValueError("unreachable")


BOOTCAMP = BoxStackingCrane()
