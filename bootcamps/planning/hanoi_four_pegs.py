"""Reve's puzzle: Tower of Hanoi with four pegs. A shortest move list that carries a tower of
n disks from one peg to another. The Frame-Stewart plan is optimal for four pegs (Bousch,
2014): move the top k disks aside with all four pegs, the other n-k with the three pegs left,
then the k back on top, with k chosen to minimise 2*FS(k) + 2^(n-k) - 1. The verifier replays
the moves (legal, ends with the tower on the goal peg) and checks the count is FS(n)."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass
from functools import lru_cache

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.trace import Tracer

_NAMINGS = ("ABCD", "PQRS", "WXYZ", "KLMN", "EFGH")
_MOVE = re.compile(r"\(?\s*([A-Z])\s*(?:->|-->|=>|\u2192|-|\bto\b|,)?\s*([A-Z])\s*\)?", re.I)
_MAX_CHARS = 8000


@dataclass(frozen=True)
class Config:
    min_disks: int = 3
    max_disks: int = 4

    def __post_init__(self) -> None:
        if not 1 <= self.min_disks <= self.max_disks <= 14:
            raise ValueError(f"need 1 <= min_disks <= max_disks <= 14, got {self.min_disks}, {self.max_disks}")


@lru_cache(maxsize=None)
def frame_stewart(n: int) -> tuple[int, int]:
    """(fewest moves for n disks on four pegs, the best split k: the smallest k reaching it)."""
    if n <= 1:
        return n, 0
    return min((2 * frame_stewart(k)[0] + 2 ** (n - k) - 1, k) for k in range(1, n))


def read_moves(text: str, names: str) -> list[tuple[int, int]] | None:
    """Moves as (source, target) peg indices; items separated by commas, semicolons or spaces."""
    if not isinstance(text, str) or len(text) > _MAX_CHARS:
        return None
    text = text.strip().rstrip(".").strip().strip("[]").upper()
    items = [item for item in re.split(r"\s*[;,]\s*(?![A-Z]\s*\))|\s+(?=[A-Z]\s*(?:->|-|\u2192|=>))", text) if item.strip()]
    moves = []
    for item in items:
        m = _MOVE.fullmatch(item.strip())
        if m is None or m.group(1) not in names or m.group(2) not in names or m.group(1) == m.group(2):
            return None
        moves.append((names.index(m.group(1)), names.index(m.group(2))))
    return moves


_TEMPLATES = (
    "Four pegs {a}, {b}, {c} and {d}. Peg {src} holds {n} disks, largest at the bottom and smallest on top; the other "
    "pegs are empty. A move takes the top disk of one peg and puts it on another peg that is empty or whose top disk "
    "is larger. Give a shortest sequence of moves that transfers the whole tower to peg {dst}.",
    "Tower of Hanoi with four pegs (the Reve's puzzle): {n} disks of different sizes sit on peg {src} in order of "
    "size. Move them all to peg {dst} using pegs {a}, {b}, {c}, {d}, one top disk at a time and never placing a disk "
    "on a smaller one. Use the minimum possible number of moves.",
    "You have pegs {a}-{d}. A stack of {n} disks (each smaller than the one below it) is on peg {src}. With the usual "
    "Hanoi rules (move one top disk per move, no larger disk on a smaller one), list a minimum-length solution that "
    "ends with the stack on peg {dst}.",
)


class HanoiFourPegs(Bootcamp):
    id = "planning/hanoi_four_pegs"
    description = "Tower of Hanoi with four pegs: a shortest move list (Frame-Stewart), checked by replay"
    Config = Config
    unique_answer = False
    LEVELS = {
        "1": Config(min_disks=3, max_disks=4),
        "2": Config(min_disks=5, max_disks=6),
        "3": Config(min_disks=7, max_disks=8),
        "4": Config(min_disks=9, max_disks=10),
        "5": Config(min_disks=11, max_disks=12),
    }
    min_distinct_prompts = {level: 0.2 for level in ("1", "2", "3", "4", "5")}
    small_space_reason = "two tower sizes per level times 12 (source, goal) peg pairs, 5 peg namings and 3 phrasings"

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        n = rng.randint(config.min_disks, config.max_disks)
        src, dst = rng.sample(range(4), 2)
        data = {"disks": n, "src": src, "dst": dst, "names": rng.choice(_NAMINGS)}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        names = data["names"]
        text = rng.choice(_TEMPLATES).format(
            n=data["disks"], src=names[data["src"]], dst=names[data["dst"]], a=names[0], b=names[1], c=names[2], d=names[3]
        )
        example = f"{names[0]}->{names[2]}, {names[0]}->{names[1]}, {names[2]}->{names[1]}"
        form = f"the moves in order, each as source->target, separated by commas (for example {example})"
        return f"{text}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[str]) -> str:
        return ", ".join(answer)

    def check(self, data: dict, answer: list[str], text: str) -> float:
        moves = read_moves(text, data["names"])
        n = data["disks"]
        if moves is None or len(moves) != frame_stewart(n)[0]:
            return 0.0
        pegs: list[list[int]] = [[], [], [], []]
        pegs[data["src"]] = list(range(n, 0, -1))
        for a, b in moves:
            if not pegs[a] or (pegs[b] and pegs[b][-1] < pegs[a][-1]):
                return 0.0
            pegs[b].append(pegs[a].pop())
        return 1.0 if len(pegs[data["dst"]]) == n else 0.0

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        moves = list(case.answer)
        names = case.data["names"]
        swapped = [f"{m[-1]}->{m[0]}" for m in moves[:1]] + moves[1:]
        return [", ".join(moves[:-1]), ", ".join(swapped), ", ".join(moves + [moves[-1], f"{moves[-1][-1]}->{moves[-1][0]}"])] + [
            f"{names[0]}->{names[1]}"]

    def program(self, t: Tracer, data: dict) -> list[str]:
        names = data["names"]
        moves: list[str] = []

        def three(k: int, src: int, dst: int, via: int, base: int) -> None:
            """Classic three-peg transfer of disks base+1..base+k."""
            if k == 0:
                return
            three(k - 1, src, via, dst, base + 1)
            t.state(f"move {len(moves) + 1}")
            moves.append(t.compute("move", f"{names[src]}->{names[dst]}", why=f"disk {base + 1} (3 pegs)"))
            three(k - 1, via, dst, src, base + 1)

        def four(n: int, src: int, dst: int, spare: list[int]) -> None:
            if n == 0:
                return
            if n == 1:
                t.state(f"move {len(moves) + 1}")
                moves.append(t.compute("move", f"{names[src]}->{names[dst]}", why="one disk"))
                return
            t.state(f"split {n} disks")
            k = t.compute("k", frame_stewart(n)[1], why=f"minimises 2*FS(k) + 2^({n}-k) - 1")
            a, b = spare
            four(k, src, a, [b, dst])  # top k aside with all four pegs
            three(n - k, src, dst, b, k)  # the rest with the three pegs not holding them
            four(k, a, dst, [src, b])

        four(data["disks"], data["src"], data["dst"], [p for p in range(4) if p not in (data["src"], data["dst"])])
        t.state("answer")
        return t.ret("moves", list(moves))

    def solve(self, data: dict) -> list[str]:
        """The same Frame-Stewart split, generated with an explicit stack of tasks."""
        names, out = data["names"], []
        tasks = [("four", data["disks"], data["src"], data["dst"],
                  tuple(p for p in range(4) if p not in (data["src"], data["dst"])))]
        while tasks:
            kind, n, src, dst, extra = tasks.pop()
            if n == 0:
                continue
            if kind == "move":
                out.append(f"{names[src]}->{names[dst]}")
            elif kind == "three":
                via = extra[0]
                tasks += [("three", n - 1, via, dst, (src,)), ("move", 1, src, dst, ()), ("three", n - 1, src, via, (dst,))]
            elif n == 1:
                tasks.append(("move", 1, src, dst, ()))
            else:
                k = frame_stewart(n)[1]
                a, b = extra
                tasks += [("four", k, a, dst, (src, b)), ("three", n - k, src, dst, (b,)), ("four", k, src, a, (b, dst))]
        return out


BOOTCAMP = HanoiFourPegs()
