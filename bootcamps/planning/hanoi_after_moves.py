"""Tower of Hanoi, the optimal solution part-way: all n disks start on one peg and the
shortest solution moves them to another; where is every disk after the first k moves? Read
off largest disk first: disk d has moved iff k reaches past the first 2^(d-1) - 1 moves of its
subproblem."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit.games import read_letters
from bootcamps.trace import Tracer

_NAMINGS = ("ABC", "XYZ", "LMR", "PQR", "DEF")


@dataclass(frozen=True)
class Config:
    disks: int = 8

    def __post_init__(self) -> None:
        if not 3 <= self.disks <= 40:
            raise ValueError(f"disks must be in 3..40, got {self.disks}")


_TEMPLATES = (
    "Tower of Hanoi with pegs {names}: {n} disks, sizes 1 (smallest) to {n}, start stacked on peg {src}. A move takes "
    "the top disk of one peg onto another peg, never onto a smaller disk. The puzzle is solved in the fewest possible "
    "moves ({total}) so that all disks end on peg {dst}. After exactly {k} of those moves, on which peg is each disk?",
    "All {n} disks of a Tower of Hanoi sit on peg {src} (pegs are {names}); the goal is to move the tower to peg "
    "{dst} with the minimum number of moves, one top disk at a time and never a larger disk on a smaller one. "
    "Someone follows the unique shortest solution and stops after move {k}. Give the peg of every disk at that moment.",
    "Consider the standard optimal solution ({total} moves) that transfers a {n}-disk Hanoi tower from peg {src} to "
    "peg {dst}, using the third peg as a spare (pegs {names}; one top disk moves at a time onto an empty peg or a larger "
    "disk). Describe the position after {k} moves have been made: the peg holding each disk.",
)


class HanoiAfterMoves(Bootcamp):
    id = "planning/hanoi_after_moves"
    description = "Tower of Hanoi: where every disk is after the first k moves of the optimal solution"
    Config = Config
    min_distinct_prompts = {"1": 0.96}
    small_space_reason = "8 disks: 254 move counts x 6 peg pairs x 5 namings x 3 phrasings (about 23k prompts)"
    LEVELS = {
        "1": Config(disks=8),
        "2": Config(disks=10),
        "3": Config(disks=14),
        "4": Config(disks=20),
        "5": Config(disks=30),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        n = config.disks
        names = rng.choice(_NAMINGS)
        src, dst = rng.sample(names, 2)
        k = rng.randint(1, 2**n - 2)
        data = {"disks": n, "names": names, "src": src, "dst": dst, "k": k}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        n = data["disks"]
        text = rng.choice(_TEMPLATES).format(
            n=n, names=", ".join(data["names"]), src=data["src"], dst=data["dst"], k=data["k"], total=2**n - 1
        )
        example = " ".join(data["names"][i % 3] for i in range(min(n, 4)))
        form = (f"the peg of disk 1, disk 2, ..., disk {n} in that order (smallest disk first), as {n} peg letters "
                f"separated by spaces (for example, for four disks: {example})")
        return f"{text}\n{answer_instruction(form)}"

    def format_answer(self, answer: str) -> str:
        return " ".join(answer)

    def check(self, data: dict, answer: str, text: str) -> float:
        return 1.0 if read_letters(text, data["names"], data["disks"]) == answer else 0.0

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        """The gold with one disk on another peg (case does not matter to the reader)."""
        out = []
        for _ in range(3):
            i = rng.randrange(len(case.answer))
            other = rng.choice([p for p in case.data["names"] if p != case.answer[i]])
            out.append(self.format_answer(case.answer[:i] + other + case.answer[i + 1 :]))
        return out

    def program(self, t: Tracer, data: dict) -> str:
        """Largest disk first: moving d disks from src to dst takes the d-1 smaller ones to the
        spare peg (2^(d-1) - 1 moves), then disk d, then the smaller ones from spare to dst. If k
        is below 2^(d-1) disk d is still on src and the smaller disks are in their first half;
        otherwise disk d is on dst and k - 2^(d-1) moves of the second half are done."""
        names = data["names"]
        src, dst, k = data["src"], data["dst"], data["k"]
        pegs = [""] * data["disks"]
        for d in range(data["disks"], 0, -1):
            t.state(f"disk {d}")
            left = t.fetch("k", k)
            a, b = t.fetch("from", src), t.fetch("to", dst)
            spare = next(p for p in names if p not in (a, b))
            half = 2 ** (d - 1)
            if t.goto(left >= half, why=f"has disk {d} moved: k >= {half}"):
                pegs[d - 1] = t.compute(f"peg[{d}]", b, why=f"disk {d} is on {b}")
                k = t.compute("k", left - half, why=f"{left} - {half}")
                src, dst = t.compute("from", spare, why="smaller disks leave the spare"), b
            else:
                pegs[d - 1] = t.compute(f"peg[{d}]", a, why=f"disk {d} is still on {a}")
                src, dst = a, t.compute("to", spare, why="smaller disks head for the spare")
        t.state("answer")
        return t.compute("pegs", "".join(pegs), why="disk 1 first")

    def solve(self, data: dict) -> str:
        """The closed form for the optimal solution: disk d moves at steps m with
        m = 2^(d-1) (mod 2^d), cycling forward (odd n - d parity) or backward among the pegs;
        disk d has made floor((k + 2^(d-1)) / 2^d) moves after k steps."""
        n, names, k = data["disks"], data["names"], data["k"]
        src, dst = names.index(data["src"]), names.index(data["dst"])
        spare = 3 - src - dst
        out = []
        for d in range(1, n + 1):
            moves = (k + 2 ** (d - 1)) // 2**d
            # disk d cycles src -> dst -> spare (n - d even) or src -> spare -> dst (n - d odd)
            cycle = (src, dst, spare) if (n - d) % 2 == 0 else (src, spare, dst)
            out.append(names[cycle[moves % 3]])
        return "".join(out)


BOOTCAMP = HanoiAfterMoves()
