"""Tower of Hanoi from an arbitrary legal position: the shortest list of moves that gathers
every disk on a target peg. The verifier replays the moves (legal, ends gathered) and checks
the count equals the optimum."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.trace import Tracer

PEGS = "ABC"
_MAX_ANSWER_CHARS = 8000
_ARROW = re.compile(r"\s*(?:->|-->|=>|\u2192|-|\bto\b)\s*", re.I)
_ITEMS = re.compile(r"[,;\s]+")
_NAMINGS = ("ABC", "XYZ", "LMR", "PQR", "DEF")


@dataclass(frozen=True)
class Config:
    disks: int = 5

    def __post_init__(self) -> None:
        if not 2 <= self.disks <= 10:
            raise ValueError(f"disks must be in 2..10, got {self.disks}")


def other(a: str, b: str, names: str = PEGS) -> str:
    return next(p for p in names if p not in (a, b))


def optimal_length(pegs: list[str], goal: str) -> int:
    """Moves needed to gather disks 1..n (pegs[d-1] is disk d's peg) on ``goal``."""
    total = 0
    for k in range(len(pegs), 0, -1):
        if pegs[k - 1] != goal:
            total += 1 << (k - 1)  # disk k moves once, after the k-1 smaller ones form a tower on the third peg
            goal = other(pegs[k - 1], goal)
    return total


def plan(pegs: list[str], goal: str) -> list[str]:
    """The optimal moves, by the recursion of ``optimal_length`` (no tracer)."""
    moves: list[str] = []

    def tower(k: int, src: str, dst: str) -> None:
        if k:
            via = other(src, dst)
            tower(k - 1, src, via)
            moves.append(f"{src}->{dst}")
            tower(k - 1, via, dst)

    def gather(k: int, goal: str) -> None:
        while k >= 1 and pegs[k - 1] == goal:
            k -= 1
        if k >= 1:
            aux = other(pegs[k - 1], goal)
            gather(k - 1, aux)
            moves.append(f"{pegs[k - 1]}->{goal}")
            tower(k - 1, aux, goal)

    gather(len(pegs), goal)
    return moves


def read_moves(text: str, names: str = PEGS) -> list[tuple[str, str]] | None:
    """Moves as (source, target) pegs A/B/C from text that names the pegs by ``names``."""
    if not isinstance(text, str) or len(text) > _MAX_ANSWER_CHARS:
        return None
    text = _ARROW.sub("", text.strip().strip("[]().").upper())
    moves = []
    for item in _ITEMS.split(text):
        item = item.strip("()[]'\"")
        if not item:
            continue
        if len(item) != 2 or item[0] not in names or item[1] not in names or item[0] == item[1]:
            return None
        moves.append((PEGS[names.index(item[0])], PEGS[names.index(item[1])]))
    return moves


def named(move: str, names: str) -> str:
    """An A/B/C move ``X->Y`` written with the case's peg names."""
    return move.translate(str.maketrans(PEGS, names))


def replay(pegs: list[str], moves: list[tuple[str, str]]) -> dict[str, list[int]] | None:
    """Stacks after the moves (bottom first), or None at the first illegal move."""
    stacks: dict[str, list[int]] = {p: [] for p in PEGS}
    for disk in range(len(pegs), 0, -1):
        stacks[pegs[disk - 1]].append(disk)
    for src, dst in moves:
        if not stacks[src] or (stacks[dst] and stacks[dst][-1] < stacks[src][-1]):
            return None
        stacks[dst].append(stacks[src].pop())
    return stacks


_TEMPLATES = (
    "Three pegs {a}, {b} and {c} hold {n} disks of sizes 1 (smallest) to {n}, never a larger disk on a smaller one:\n"
    "{layout}\nA move takes the top disk of one peg and puts it on another peg, onto an empty peg or a larger disk. "
    "Find the shortest sequence of moves that puts all {n} disks on peg {goal}.",
    "Tower of Hanoi, {n} disks, current position (each peg listed from bottom to top):\n{layout}\n"
    "Only a peg's top disk may move, and it may never land on a smaller disk. Move every disk onto peg {goal} "
    "using as few moves as possible.",
    "Here is a Tower of Hanoi position with pegs {a}, {b}, {c} and disks numbered by size 1..{n}:\n{layout}\n"
    "Give a minimum-length list of moves (top disk from one peg to another, never onto a smaller disk) that ends "
    "with all disks stacked on peg {goal}.",
)


class Hanoi(Bootcamp):
    id = "planning/hanoi"
    description = "Tower of Hanoi from any legal position: a shortest move list gathering all disks on a peg"
    Config = Config
    unique_answer = False
    min_distinct_prompts = {"1": 0.6, "2": 0.9, "3": 0.97}
    small_space_reason = "with 4 to 6 disks there are only 3^n positions times 3 goal pegs (times peg namings)"
    LEVELS = {
        "1": Config(disks=4),
        "2": Config(disks=5),
        "3": Config(disks=6),
        "4": Config(disks=7),
        "5": Config(disks=8),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        n = config.disks
        while True:
            pegs = [rng.choice(PEGS) for _ in range(n)]
            goal = rng.choice(PEGS)
            if optimal_length(pegs, goal) >= 1 << (n - 2):
                break
        names = rng.choice(_NAMINGS)
        return {"pegs": pegs, "goal": goal, "names": names}, [named(m, names) for m in plan(pegs, goal)]

    def prompt(self, data: dict, rng: random.Random) -> str:
        stacks = replay(data["pegs"], [])
        assert stacks is not None
        names = data["names"]
        layout = "\n".join(
            f"peg {names[i]}: {' '.join(map(str, stacks[p])) if stacks[p] else '(empty)'}" for i, p in enumerate(PEGS)
        )
        text = rng.choice(_TEMPLATES).format(
            n=len(data["pegs"]), layout=layout, goal=named(data["goal"], names), a=names[0], b=names[1], c=names[2]
        )
        example = named("A->C, A->B, C->B", names)
        form = f"the moves in order, each written as source->target, separated by commas (for example {example})"
        return f"{text}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[str]) -> str:
        return ", ".join(str(m) for m in answer)

    def check(self, data: dict, answer: list[str], text: str) -> float:
        moves = read_moves(text, data["names"])
        if moves is None or len(moves) != optimal_length(data["pegs"], data["goal"]):
            return 0.0
        stacks = replay(data["pegs"], moves)
        return 1.0 if stacks is not None and len(stacks[data["goal"]]) == len(data["pegs"]) else 0.0

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        moves = list(case.answer)
        out = [", ".join(moves[:-1]), ", ".join(moves + [moves[-1][::-1].replace(">-", "->")])]
        i = rng.randrange(len(moves))
        out.append(", ".join(moves[:i] + [moves[i][::-1].replace(">-", "->")] + moves[i + 1 :]))
        return out

    def program(self, t: Tracer, data: dict) -> list[str]:
        """Largest disk first: a disk already on its goal peg needs nothing; otherwise the smaller
        disks go to the third peg (recursively), the disk moves, and the smaller tower follows it."""
        names = data["names"]
        pegs = [named(p, names) for p in data["pegs"]]
        moves: list[str] = []

        def emit(k: int, src: str, dst: str) -> None:
            t.state(f"move disk {k}")
            moves.append(t.compute("move", f"{src}->{dst}", why=f"disk {k} from {src} to {dst}"))

        def tower(k: int, src: str, dst: str) -> None:
            if k == 0:
                return
            t.state(f"tower {k} {src} to {dst}")
            via = t.compute("via", other(src, dst, names), why="the third peg")
            tower(k - 1, src, via)
            emit(k, src, dst)
            tower(k - 1, via, dst)

        def gather(k: int, goal: str) -> None:
            while k >= 1:
                t.state(f"disk {k} to {goal}")
                at = t.fetch(f"peg[{k}]", pegs[k - 1])
                if t.goto(at != goal, why=f"is disk {k} off peg {goal}"):
                    aux = t.compute("aux", other(at, goal, names), why=f"the peg that is neither {at} nor {goal}")
                    gather(k - 1, aux)
                    emit(k, at, goal)
                    tower(k - 1, aux, goal)
                    return
                k -= 1

        gather(len(pegs), named(data["goal"], names))
        t.state("answer")
        return t.compute("moves", list(moves), why="all moves in order")

    def solve(self, data: dict) -> list[str]:
        """Breadth-first search over positions (3^n of them), with parent links."""
        start, n, goal = tuple(data["pegs"]), len(data["pegs"]), data["goal"]
        parent: dict[tuple, tuple | None] = {start: None}
        frontier, end = [start], tuple([goal] * n)
        while end not in parent:
            nxt = []
            for pos in frontier:
                tops = {}
                for disk in range(n, 0, -1):
                    tops[pos[disk - 1]] = disk  # smallest disk on each peg wins
                for src, disk in tops.items():
                    for dst in PEGS:
                        if dst != src and (dst not in tops or tops[dst] > disk):
                            new = pos[: disk - 1] + (dst,) + pos[disk:]
                            if new not in parent:
                                parent[new] = (pos, named(f"{src}->{dst}", data["names"]))
                                nxt.append(new)
            frontier = nxt
        out, pos = [], end
        while parent[pos] is not None:
            pos, move = parent[pos]
            out.append(move)
        return out[::-1]


BOOTCAMP = Hanoi()
