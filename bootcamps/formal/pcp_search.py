"""Bounded Post correspondence: the shortest domino sequence whose top and bottom strings agree.

Dominoes carry a top and a bottom string over {a, b}; a solution is a nonempty sequence of
domino numbers (repeats allowed) whose concatenated tops equal the concatenated bottoms. The
generator keeps sets whose shortest solution has a length within level bounds (found by the
search below with a depth limit, so every case has one). The answer is the shortest solution,
and among those the least in dictionary order of the number sequence. The traced solver is
breadth-first search over overhangs (the unmatched tail of the longer side, which is all the
future depends on), dominoes tried in increasing number, one state per expanded overhang: the
first time an overhang is met is by its least shortest prefix. The plain solver is iterative
deepening over sequences; the tests brute-force all sequences in length-then-dictionary order.

Speed: most random domino sets have no short solution, so the generator searches many sets per
case (a few hundred cases/s at level 3, under 100/s at level 5, where solutions of five or
more dominoes are rare), which is why it is below the
usual 1,000/s.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit.literal import IntSequenceAnswer
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    dominoes: int = 3
    max_piece: int = 2
    min_solution: int = 2
    max_solution: int = 3

    def __post_init__(self) -> None:
        if not 2 <= self.dominoes <= 6 or not 1 <= self.max_piece <= 4:
            raise ValueError("dominoes must be in 2..6 and max_piece in 1..4")
        if not 1 <= self.min_solution <= self.max_solution <= 12:
            raise ValueError("need 1 <= min_solution <= max_solution <= 12")


def extend(over: str, top: str, bottom: str) -> str | None:
    """New overhang after one domino; '+x' is an unmatched top tail x, '-x' a bottom tail."""
    sign, tail = (over[0], over[1:]) if over else ("+", "")
    upper, lower = (tail + top, bottom) if sign == "+" else (top, tail + bottom)
    n = min(len(upper), len(lower))
    if upper[:n] != lower[:n]:
        return None
    return "+" + upper[n:] if len(upper) > n else ("-" + lower[n:] if len(lower) > n else "")


def bfs(dominoes: list, limit: int) -> list[int] | None:
    """The least shortest solution of at most ``limit`` dominoes, or ``None``."""
    diffs = [len(t) - len(b) for t, b in dominoes]
    if not any(t.startswith(b) or b.startswith(t) for t, b in dominoes) or max(diffs) * min(diffs) > 0:
        return None  # no domino can start a match, or every domino lengthens the same side
    shrink = max(abs(d) for d in diffs)
    seen = {"": []}
    layer = [""]
    for depth in range(limit):
        nxt = []
        for over in layer:
            for k, (top, bottom) in enumerate(dominoes):
                new = extend(over, top, bottom)
                if new is None or len(new) - 1 > (limit - depth - 1) * shrink:
                    continue  # an overhang too long to close in the dominoes left
                seq = seen[over] + [k + 1]
                if new == "":
                    return seq
                if new not in seen:
                    seen[new] = seq
                    nxt.append(new)
        layer = nxt
    return None


_INTROS = (
    "Post correspondence puzzle. Each domino has a top string and a bottom string:",
    "You have an unlimited supply of each of these dominoes (top / bottom):",
    "Here are numbered dominoes, each showing a top word and a bottom word:",
)
_ASK = (
    "Find a nonempty sequence of domino numbers (repeats allowed) whose top strings, concatenated, equal its bottom strings, concatenated. Give the shortest such sequence; if several are shortest, give the one that is smallest in dictionary order (compare the first numbers, then the second, and so on).",
    "A match is a nonempty list of domino numbers, repetition allowed, such that the tops read in order spell the same string as the bottoms. Report the shortest match, breaking ties by the dictionary order of the number lists (smaller first number wins, and so on).",
    "Which shortest nonempty sequence of dominoes makes the top row and the bottom row spell the same word? Among shortest sequences choose the lexicographically smallest list of numbers.",
)


class PcpSearch(IntSequenceAnswer, Bootcamp):
    id = "formal/pcp_search"
    description = "Shortest (then lexicographically least) solution of a bounded Post correspondence instance"
    Config = Config
    LEVELS = {
        "1": Config(dominoes=3, max_piece=3, min_solution=2, max_solution=3),
        "2": Config(dominoes=3, max_piece=3, min_solution=3, max_solution=4),
        "3": Config(dominoes=4, max_piece=3, min_solution=3, max_solution=5),
        "4": Config(dominoes=4, max_piece=3, min_solution=4, max_solution=6),
        "5": Config(dominoes=4, max_piece=3, min_solution=5, max_solution=8),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        def word() -> str:
            return "".join(rng.choice("ab") for _ in range(rng.randint(1, config.max_piece)))

        while True:
            dominoes = [[word(), word()] for _ in range(config.dominoes)]
            if any(t == b for t, b in dominoes):
                continue
            seq = bfs(dominoes, config.max_solution)
            if seq is not None and len(seq) >= config.min_solution:
                return {"dominoes": dominoes}, seq

    def prompt(self, data: dict, rng: random.Random) -> str:
        lines = [rng.choice(_INTROS)] + [f"  {k + 1}: {t} / {b}" for k, (t, b) in enumerate(data["dominoes"])]
        lines += [rng.choice(_ASK), answer_instruction("the domino numbers in order, separated by spaces (for example: 2 1 3 3)")]
        return "\n".join(lines)

    def format_answer(self, answer: list[int]) -> str:
        return " ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        seen: dict[str, list[int]] = {"": []}
        queue = [""]
        while queue and len(seen) < 5000:
            over, queue = queue[0], queue[1:]
            t.state(f"expand overhang '{over or 'none'}'")
            prefix = t.fetch("sequence", seen[over])
            fresh = []
            for k, (top, bottom) in enumerate(data["dominoes"]):
                new = extend(over, top, bottom)
                if new == "":
                    t.compute("match with", k + 1)
                    t.state("answer")
                    return t.compute("answer", prefix + [k + 1])
                if new is not None and new not in seen:
                    seen[new] = prefix + [k + 1]
                    fresh.append(new or "none")
            queue = queue + t.compute("new overhangs", fresh)
        t.state("answer")
        return t.compute("answer", [])

    def solve(self, data: dict) -> list[int]:
        dominoes = data["dominoes"]

        for depth in range(1, 13):
            found = self._exact(dominoes, "", depth)
            if found is not None:
                return found
        raise ValueError("no solution within 12 dominoes")

    def _exact(self, dominoes: list, over: str, depth: int) -> list[int] | None:
        """The least sequence of exactly ``depth`` dominoes closing ``over``, in dictionary order."""
        for k, (top, bottom) in enumerate(dominoes):
            new = extend(over, top, bottom)
            if new is None:
                continue
            if depth == 1:
                if new == "":
                    return [k + 1]
            elif new != "":
                rest = self._exact(dominoes, new, depth - 1)
                if rest is not None:
                    return [k + 1] + rest
        return None

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        gold = list(case.answer)
        return [self.format_answer(gold[:-1]), self.format_answer(gold + gold), self.format_answer(gold[::-1]) if gold[::-1] != gold else self.format_answer(gold[1:])]


BOOTCAMP = PcpSearch()
