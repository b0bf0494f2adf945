"""Bridge and torch: people with given crossing times must all cross a bridge at night; at most
two cross at once, at the slower one's pace, and every crossing needs the single torch, which
must be carried back. The least total time, by the two-strategy recurrence over the slowest
people (sorted times t1 <= t2 <= ...): send the two slowest together escorted by the two
fastest (t1 + 2 t2 + tn), or the slowest alone escorted by the fastest (t1 + tn)."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer

NAMES = ("Ana", "Ben", "Cleo", "Dev", "Eli", "Fay", "Gus", "Hana", "Ivo", "Jun", "Kai", "Lia", "Max", "Noor")


@dataclass(frozen=True)
class Config:
    people: int = 4
    max_time: int = 12

    def __post_init__(self) -> None:
        if not 2 <= self.people <= len(NAMES):
            raise ValueError(f"people must be in 2..{len(NAMES)}, got {self.people}")
        if not 3 <= self.max_time <= 200:
            raise ValueError(f"max_time must be in 3..200, got {self.max_time}")


_TEMPLATES = (
    "{people} must cross a narrow bridge at night. The bridge holds at most two people at a time, and anyone on it "
    "must carry the group's only torch, so after each crossing to the far side someone has to bring the torch back "
    "(unless everyone is across). Crossing times in minutes: {times}. A pair walks at the slower person's pace. "
    "What is the least total time in which everyone can reach the far side?",
    "Crossing times (minutes): {times}. These {n} hikers are on one side of a rope bridge with one flashlight. At "
    "most two may be on the bridge together, always with the flashlight, and two people together move as fast as "
    "the slower one. The flashlight cannot be thrown across. Find the minimum number of minutes needed to get all "
    "{n} across.",
    "A torch-and-bridge puzzle: {people} are on the near bank. Each crossing (there or back) takes one or two "
    "people and the one torch; its duration is the larger of their times ({times}). Give the shortest possible "
    "time until all of them are on the far bank.",
)


class BridgeTorch(IntegerAnswer, Bootcamp):
    id = "planning/bridge_torch"
    description = "Bridge and torch: the least time to get everyone across, two at a time with one torch"
    Config = Config
    LEVELS = {
        "1": Config(people=3, max_time=20),
        "2": Config(people=4, max_time=25),
        "3": Config(people=5, max_time=30),
        "4": Config(people=7, max_time=45),
        "5": Config(people=9, max_time=60),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        times = [rng.randint(1, config.max_time) for _ in range(config.people)]
        names = rng.sample(NAMES, config.people)
        data = {"names": names, "times": times}
        return data, self.program(Tracer(), data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        names = data["names"]
        people = ", ".join(names[:-1]) + " and " + names[-1]
        times = ", ".join(f"{n} {t}" for n, t in zip(names, data["times"]))
        text = rng.choice(_TEMPLATES).format(people=people, times=times, n=len(names))
        return f"{text}\n{answer_instruction('one integer (minutes)')}"

    def program(self, t: Tracer, data: dict) -> int:
        t.state("sort")
        times = t.compute("sorted", sorted(t.fetch("times", data["times"])))
        best = [0, times[0]]  # best[k]: the k fastest people across (k = 0, 1)
        if len(times) >= 2:
            best.append(times[1])
        for k in range(3, len(times) + 1):
            t.state(f"fastest {k} across")
            a, b, slow = t.fetch("t1", times[0]), t.fetch("t2", times[1]), t.fetch(f"t{k}", times[k - 1])
            alone = t.compute("escort slowest", t.fetch(f"best[{k - 1}]", best[k - 1]) + a + slow,
                              why=f"t1 brings the torch back, crosses with t{k}")
            pair = t.compute("slowest two together", t.fetch(f"best[{k - 2}]", best[k - 2]) + a + 2 * b + slow,
                             why=f"t1 back, t{k - 1} and t{k} cross, t2 back, t1 and t2 cross")
            best.append(t.compute(f"best[{k}]", min(alone, pair)))
        t.state("answer")
        return t.ret("answer", best[len(times)])

    def solve(self, data: dict) -> int:
        """Top-down from the near bank: with k people left (the k fastest remain, as the slow ones
        go first), try each way to ferry the one or two slowest over and bring the torch back.
        (The tests check this against Dijkstra over every bank state.)"""
        times = sorted(data["times"])
        memo: dict[int, int] = {}

        def left(k: int) -> int:
            if k <= 2:
                return times[k - 1] if k else 0
            if k == 3:
                return times[0] + times[1] + times[2]
            if k not in memo:
                memo[k] = min(
                    times[k - 1] + times[0] + left(k - 1),  # fastest escorts the slowest and returns
                    times[1] + times[0] + times[k - 1] + times[1] + left(k - 2),  # two slowest cross together
                )
            return memo[k]

        return left(len(times))


BOOTCAMP = BridgeTorch()
