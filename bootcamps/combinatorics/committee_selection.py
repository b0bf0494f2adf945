"""Choose a committee of k people from two groups under constraints: a lower and an upper
bound on how many come from the second group, optionally one named person who must serve,
and optionally two named people who refuse to serve together. The traced solver sums
C(first group, k - i) C(second group, i) over the allowed i, with the required person fixed,
and subtracts the committees holding both quarrelling people; the plain solver counts person
by person with a dynamic program over (members so far, second-group members so far)."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer
from bootcamps.kit.counting import ncr
from bootcamps.kit.numbers2 import ask
from bootcamps.trace import Tracer

_GROUPS = (("teachers", "parents"), ("engineers", "designers"), ("seniors", "juniors"), ("doctors", "nurses"),
           ("women", "men"), ("chemists", "physicists"), ("students", "staff members"))
_FIRST = ("Ana", "Bo", "Cy", "Di", "Ed", "Flo", "Gil", "Hu", "Ira", "Jo", "Kai", "Liv", "Mo", "Ned", "Ola")
_SECOND = ("Pia", "Quim", "Raj", "Sol", "Tod", "Una", "Val", "Wes", "Xia", "Yan", "Zed", "Abe", "Bix", "Cas", "Dru")


@dataclass(frozen=True)
class Config:
    max_group: int = 6
    max_size: int = 4
    constraints: int = 1  # how many of (must serve, quarrel) may apply

    def __post_init__(self) -> None:
        if not 3 <= self.max_group <= len(_FIRST) or not 2 <= self.max_size <= 2 * self.max_group - 2 or not 0 <= self.constraints <= 2:
            raise ValueError(f"need max_group in 3..{len(_FIRST)}, max_size in 2..2*max_group-2, constraints in 0..2, got {self}")


_TEMPLATES = (
    "A committee of {k} is chosen from {a} {g1} ({first}) and {b} {g2} ({second}). {rules} How many different committees are possible?",
    "From a pool of {a} {g1} and {b} {g2}, {k} people are selected to form a committee (order does not matter). {rules} Count the possible committees.",
    "In how many ways can a {k}-person committee be picked out of {a} {g1} named {first} and {b} {g2} named {second}? {rules}",
)


def _rules(data: dict) -> str:
    g2 = _GROUPS[data["groups"]][1]
    lo, hi = data["low"], data["high"]
    parts = [f"The committee must include at least {lo} and at most {hi} {g2}."]
    if data["must"] is not None:
        parts.append(f"{_name(data, data['must'])} must be on the committee.")
    if data["quarrel"]:
        p, q = data["quarrel"]
        parts.append(f"{_name(data, p)} and {_name(data, q)} refuse to serve together.")
    return " ".join(parts)


def _name(data: dict, person: list[int]) -> str:
    group, index = person
    return data["names"][group][index]


class CommitteeSelection(IntegerAnswer, Bootcamp):
    id = "combinatorics/committee_selection"
    description = "Committees of k from two groups with bounds, a required member and a quarrelling pair"
    Config = Config
    LEVELS = {
        "1": Config(max_group=8, max_size=4, constraints=1),
        "2": Config(max_group=8, max_size=5, constraints=1),
        "3": Config(max_group=10, max_size=6, constraints=2),
        "4": Config(max_group=12, max_size=8, constraints=2),
        "5": Config(max_group=15, max_size=10, constraints=2),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        while True:
            a, b = rng.randint(3, config.max_group), rng.randint(3, config.max_group)
            k = rng.randint(2, min(config.max_size, a + b - 2))
            top = min(b, k)
            low = rng.randint(0, max(0, top // 3))
            high = rng.randint(max(low + 1, top - 1), top)  # a wide range: more terms as k grows
            people = [[0, i] for i in range(a)] + [[1, i] for i in range(b)]
            chosen = rng.sample(people, 3)
            use = rng.sample(("must", "quarrel"), rng.randint(max(0, config.constraints - 1), config.constraints))
            data = {"groups": rng.randrange(len(_GROUPS)), "a": a, "b": b, "k": k, "low": low, "high": high,
                    "names": [rng.sample(_FIRST, a), rng.sample(_SECOND, b)],
                    "must": chosen[0] if "must" in use else None, "quarrel": chosen[1:] if "quarrel" in use else []}
            answer = self.program(Tracer(), data)
            if answer >= 2:
                return data, answer

    def prompt(self, data: dict, rng: random.Random) -> str:
        g1, g2 = _GROUPS[data["groups"]]
        return ask(rng, _TEMPLATES, "one integer", k=data["k"], a=data["a"], b=data["b"], g1=g1, g2=g2,
                   first=", ".join(data["names"][0]), second=", ".join(data["names"][1]), rules=_rules(data))

    def program(self, t: Tracer, data: dict) -> int:
        k, low, high = data["k"], data["low"], data["high"]

        def count(label: str, fixed: list[list[int]]) -> int:
            # committees containing every person in ``fixed``: choose the rest freely
            t.state(f"{label}: fixed members")
            fixed_first = t.compute("fixed from group 1", sum(1 for g, _ in fixed if g == 0))
            fixed_second = t.compute("fixed from group 2", sum(1 for g, _ in fixed if g == 1))
            total = 0
            for i in range(low, high + 1):
                t.state(f"{label}: {i} from group 2")
                ways = t.compute("ways", ncr(data["a"] - fixed_first, k - i - fixed_first) * ncr(data["b"] - fixed_second, i - fixed_second),
                                 why="C(free in group 1, places left there) * C(free in group 2, places left there)")
                total = t.compute("total", total + ways)
            return total

        fixed = [data["must"]] if data["must"] is not None else []
        answer = count("allowed", fixed)
        if data["quarrel"]:
            both = fixed + [p for p in data["quarrel"] if p != data["must"]]
            clash = count("with both quarrelling", both)
            t.state("answer")
            answer = t.compute("answer", t.fetch("allowed", answer) - t.fetch("with both", clash), why="drop committees holding both")
        return answer

    def solve(self, data: dict) -> int:
        people = [(0, i) for i in range(data["a"])] + [(1, i) for i in range(data["b"])]
        must = tuple(data["must"]) if data["must"] is not None else None
        quarrel = {tuple(p) for p in data["quarrel"]}
        # state: (members, second-group members, quarrelling members chosen) -> ways
        ways = {(0, 0, 0): 1}
        for person in people:
            nxt: dict[tuple[int, int, int], int] = {}
            for (size, second, clash), w in ways.items():
                if person != must:  # leave the person out
                    nxt[(size, second, clash)] = nxt.get((size, second, clash), 0) + w
                state = (size + 1, second + person[0], clash + (person in quarrel))
                if state[0] <= data["k"]:
                    nxt[state] = nxt.get(state, 0) + w
            ways = nxt
        return sum(w for (size, second, clash), w in ways.items()
                   if size == data["k"] and data["low"] <= second <= data["high"] and clash < 2)


BOOTCAMP = CommitteeSelection()
