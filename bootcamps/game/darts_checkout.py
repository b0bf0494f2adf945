"""Darts checkouts: in how many ways can a player score exactly S with at most three darts, the
last one a double? Darts are the single, double and treble rings of 1-20, the outer bull (25)
and the bull (50, which counts as a double). Counted per finishing double: the darts before it
must make up the rest, with their order counted or not as the case says."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer

DARTS = ([f"S{i}" for i in range(1, 21)] + ["S25"] + [f"D{i}" for i in range(1, 21)] + ["D25"]
         + [f"T{i}" for i in range(1, 21)])


def points(dart: str) -> int:
    return {"S": 1, "D": 2, "T": 3}[dart[0]] * int(dart[1:])


DOUBLES = [d for d in DARTS if d[0] == "D"]
ONE = {}  # points -> how many single darts score it
for _dart in DARTS:
    ONE[points(_dart)] = ONE.get(points(_dart), 0) + 1
# points -> how many pairs of darts score it: unordered (a multiset of two darts) and ordered
PAIRS = {False: {}, True: {}}
for _i, _a in enumerate(DARTS):
    for _j, _b in enumerate(DARTS):
        _v = points(_a) + points(_b)
        PAIRS[True][_v] = PAIRS[True].get(_v, 0) + 1
        if _j >= _i:
            PAIRS[False][_v] = PAIRS[False].get(_v, 0) + 1


@dataclass(frozen=True)
class Config:
    low: int = 2
    high: int = 40
    three: float = 1.0  # share of cases allowing three darts (else two)
    ordered: float = 0.0  # share of cases where the order of the darts before the double counts

    def __post_init__(self) -> None:
        if not 2 <= self.low <= self.high <= 170:
            raise ValueError(f"need 2 <= low <= high <= 170, got {self.low}, {self.high}")
        if not (0.0 <= self.three <= 1.0 and 0.0 <= self.ordered <= 1.0):
            raise ValueError(f"three and ordered are shares in [0, 1], got {self.three}, {self.ordered}")


_TEMPLATES = (
    "In darts, each dart lands in a single (1-20 points, or the outer bull 25), a double (twice 1-20, or the bull "
    "50) or a treble (three times 1-20). A checkout scores exactly the remaining total with at most {darts} darts "
    "and the last dart must be a double (the bull counts as a double). Darts in different rings or segments are "
    "different even if they score the same (S20, D10 and T... are different darts). {order} In how many ways can a "
    "player check out from {score}?",
    "A darts player needs exactly {score} to win and has up to {darts} darts; the final dart has to hit a double "
    "ring or the bull (50). Possible darts: S1-S20 and S25 (singles), D1-D20 and D25 = bull (doubles), T1-T20 "
    "(trebles), each worth 1x, 2x or 3x its number. {order} How many different checkouts are there?",
    "Count the checkouts for a score of {score} in darts: sequences of one to {darts} darts whose points add up to "
    "{score}, ending on a double (D1-D20 or the bull, 50). Other darts may be any single (S1-S20, outer bull S25), "
    "double or treble (T1-T20). {order}",
)
_ORDER = {
    False: "The darts thrown before the final double count as a set: their order does not matter (S1 T1 D1 and "
           "T1 S1 D1 are the same checkout).",
    True: "The order of the darts matters (S1 T1 D1 and T1 S1 D1 are different checkouts).",
}


class DartsCheckout(IntegerAnswer, Bootcamp):
    id = "game/darts_checkout"
    description = "Darts: count the ways to finish a score with at most three darts ending on a double"
    Config = Config
    LEVELS = {
        "1": Config(low=2, high=60, three=0.3, ordered=0.3),
        "2": Config(low=10, high=90, three=0.6, ordered=0.4),
        "3": Config(low=30, high=120, three=0.8, ordered=0.5),
        "4": Config(low=50, high=150, three=0.9, ordered=0.5),
        "5": Config(low=80, high=170, three=1.0, ordered=0.5),
    }
    min_distinct_prompts = {"1": 0.4, "2": 0.5, "3": 0.48, "4": 0.45, "5": 0.36}
    small_space_reason = "a case is a score (at most 169 values) with two rule switches and three phrasings"

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        while True:
            score = rng.randint(config.low, config.high)
            data = {"score": score, "darts": 3 if rng.random() < config.three else 2, "ordered": rng.random() < config.ordered}
            answer = self.program(Tracer(), data)
            if answer > 0:
                return data, answer

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(score=data["score"], darts=data["darts"], order=_ORDER[data["ordered"]])
        return f"{text}\n{answer_instruction('one integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        score, ordered = data["score"], data["ordered"]
        total = 0
        for double in DOUBLES:
            rest = score - points(double)
            if rest < 0:
                continue
            t.state(f"finish on {double}")
            rest = t.compute("rest", rest, why=f"{score} - {points(double)}")
            ways = 1 if rest == 0 else t.compute("one dart", ONE.get(rest, 0), why=f"darts worth {rest}")
            if data["darts"] == 3 and rest > 0:
                ways += t.compute("two darts", PAIRS[ordered].get(rest, 0),
                                  why=f"{'ordered' if ordered else 'unordered'} pairs of darts worth {rest}")
            total = t.compute("total", total + ways)
        t.state("answer")
        return t.ret("answer", total)

    def solve(self, data: dict) -> int:
        """Every sequence of darts listed, the unordered ones deduplicated by sorting."""
        seen = set()
        score = data["score"]
        by_points: dict[int, list[str]] = {}
        for dart in DARTS:
            by_points.setdefault(points(dart), []).append(dart)
        for last in DOUBLES:
            if points(last) == score:
                seen.add(((), last))
            for a in DARTS:
                if points(a) + points(last) == score:
                    seen.add(((a,), last))
                if data["darts"] == 3:
                    for b in by_points.get(score - points(a) - points(last), []):
                        before = (a, b) if data["ordered"] else tuple(sorted((a, b)))
                        seen.add((before, last))
        return len(seen)


BOOTCAMP = DartsCheckout()
