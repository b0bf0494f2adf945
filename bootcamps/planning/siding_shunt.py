"""Shunting a train through a dead-end siding (a stack): cars arrive in a given order, each
must be pushed into the siding (S) and later pulled out onto the departure track (O), which
must receive them in increasing number order. The move string, unique when it exists, from the
greedy rule "pull out while the siding's front car is the next one wanted". Checked by replay."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    cars: int = 5

    def __post_init__(self) -> None:
        if not 3 <= self.cars <= 30:
            raise ValueError(f"cars must be in 3..30, got {self.cars}")


_TEMPLATES = (
    "A train of {n} cars waits on the arrival track; the cars will enter the yard in this order: {order}. The only "
    "way onward is a dead-end siding: move S takes the next arriving car into the siding, move O pulls the car "
    "nearest the siding's entrance (the last one pushed in and still there) out onto the departure track. Every car "
    "must go through the siding. Give the sequence of moves after which the departure track has received the cars "
    "in increasing order of their numbers ({sorted_}).",
    "Cars numbered {order} arrive one by one, in that order, at a dead-end spur that works like a stack: 'S' pushes "
    "the next arriving car in, 'O' pops the car at the open end out to the outgoing line. Cars leave in the order "
    "they are popped and must leave as {sorted_}. Write the full string of S and O moves.",
    "Sort the train {order} (listed in arrival order) using a single dead-end siding. Allowed moves: S = drive the "
    "next incoming car into the siding; O = drive the car at the siding's mouth out onto the exit track. All {n} cars "
    "must pass through the siding, and they must reach the exit track in ascending order. What is the move "
    "sequence?",
)

_MOVES = re.compile(r"[SO]+")


def read_moves(text: str, limit: int) -> str | None:
    """S/O moves written together or separated by spaces, commas or dashes, in either case (the
    letters name the moves; case means nothing), a sentence's final period allowed."""
    if not isinstance(text, str) or len(text) > 3 * limit + 20:
        return None
    text = text.strip().strip("`\"'").removesuffix(".").strip()
    joined = re.sub(r"[\s,\-]+", "", text).upper()
    return joined if _MOVES.fullmatch(joined) and len(joined) <= limit else None


class SidingShunt(Bootcamp):
    id = "planning/siding_shunt"
    description = "Sort a train's cars through one dead-end siding (stack): the S/O move sequence"
    Config = Config
    LEVELS = {
        "1": Config(cars=4),
        "2": Config(cars=6),
        "3": Config(cars=9),
        "4": Config(cars=12),
        "5": Config(cars=16),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        n = config.cars
        # a random Dyck word of pushes and pops, then the arrivals that it sorts
        pushes = pops = 0
        word = []
        while pops < n:
            if pushes < n and (pushes == pops or rng.random() < 0.5):
                word.append("S")
                pushes += 1
            else:
                word.append("O")
                pops += 1
        labels = sorted(rng.sample(range(10, 100), n))
        stack, arrival_slot, out, slots = [], 0, 0, [0] * n
        for move in word:
            if move == "S":
                stack.append(arrival_slot)
                arrival_slot += 1
            else:
                slots[stack.pop()] = labels[out]
                out += 1
        data = {"order": slots}
        return data, "".join(word)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(
            n=len(data["order"]), order=", ".join(map(str, data["order"])), sorted_=", ".join(map(str, sorted(data["order"]))))
        return f"{text}\n{answer_instruction('a string of the letters S and O, e.g. SSOSOO')}"

    def check(self, data: dict, answer: str, text: str) -> float:
        moves = read_moves(text, 2 * len(data["order"]))
        if moves is None:
            return 0.0
        arriving, siding, out = list(data["order"]), [], []
        for m in moves:
            if m == "S":
                if not arriving:
                    return 0.0
                siding.append(arriving.pop(0))
            else:
                if not siding:
                    return 0.0
                out.append(siding.pop())
        return 1.0 if not arriving and not siding and out == sorted(data["order"]) else 0.0

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        gold = case.answer
        n = len(gold)
        swaps = [i for i in range(n - 1) if gold[i] != gold[i + 1]]
        out = []
        for i in rng.sample(swaps, min(3, len(swaps))):
            out.append(gold[:i] + gold[i + 1] + gold[i] + gold[i + 2:])
        return out + [gold[:-1]]

    def program(self, t: Tracer, data: dict) -> str:
        order = data["order"]
        want = sorted(order)
        siding: list[int] = []
        moves, k = "", 0
        for i in range(len(order)):
            t.state(f"car {i + 1} arrives")
            car = t.fetch(f"order[{i + 1}]", order[i])
            siding = t.compute("siding", siding + [car], why="push it in")
            moves = t.compute("moves", moves + "S")
            while siding and k < len(want) and siding[-1] == want[k]:
                t.state(f"pull out {want[k]}")
                siding = t.compute("siding", siding[:-1], why=f"front car is {want[k]}, the next one wanted")
                moves = t.compute("moves", moves + "O")
                k = t.compute("next wanted index", k + 1)
        t.state("answer")
        return t.ret("answer", moves)

    def solve(self, data: dict) -> str:
        """Recursive decomposition: the largest car splits the arrivals; everything before it
        is sorted first (it sits under it), then it leaves last after the rest is handled."""
        def go(seq: list[int]) -> str:
            if not seq:
                return ""
            m = seq.index(max(seq))
            return go(seq[:m]) + "S" + go(seq[m + 1:]) + "O"
        return go(list(data["order"]))


BOOTCAMP = SidingShunt()
