"""Population growth: Fibonacci-style pair counting with a litter size, a maturity age and a lifespan.

The model (stated in every prompt): month 1 starts with ``initial`` newborn pairs. A pair is
age 0 in the month it is born and one month older each month after. Every pair of age at
least ``mature`` produces ``litter`` newborn pairs each month. A pair is present at ages
0..``lifespan``-1 and is gone from age ``lifespan`` on (no offspring then). The answer is the
number of pairs present in month ``months``. The classic Fibonacci rabbits are mature=2,
litter=1 and a lifespan longer than the horizon.

TAIL class "Iteration": one state per month with sliding-window sums
F[t] = F[t-1] + B[t-mature] - B[t-lifespan] (fertile pairs), B[t] = litter*F[t] (births),
N[t] = N[t-1] + B[t] - B[t-lifespan] (pairs present).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    min_len: int = 1
    max_len: int = 10
    max_initial: int = 9
    max_mature: int = 3
    max_litter: int = 3
    max_extra_life: int = 8  # lifespan is mature+1 .. mature+max_extra_life

    def __post_init__(self) -> None:
        if self.min_len < 1:
            raise ValueError(f"min_len must be >= 1, got {self.min_len}")
        if self.max_len < self.min_len:
            raise ValueError(f"max_len must be >= min_len ({self.min_len}), got {self.max_len}")
        for name in ("max_initial", "max_mature", "max_litter", "max_extra_life"):
            if getattr(self, name) < 1:
                raise ValueError(f"{name} must be >= 1, got {getattr(self, name)}")


_CREATURES = (
    ("rabbits", "rabbit"), ("hamsters", "hamster"), ("guinea pigs", "guinea pig"), ("mice", "mouse"),
    ("ferrets", "ferret"), ("gerbils", "gerbil"), ("chinchillas", "chinchilla"), ("voles", "vole"),
)

# {rules} is the exact model; templates differ in framing and layout.
_TEMPLATES = (
    "A breeder studies {plural}. {rules} How many pairs of {plural} are there in month {n}?",
    "{rules} Count the pairs alive in month {n}.",
    "Population model for {plural}:\n{rules}\nQuestion: how many pairs exist in month {n}?",
    "An island is settled by {plural}. {rules} What is the number of pairs on the island in month {n}?",
    "Fibonacci's rabbit problem, with a twist, for {plural}. {rules} Find the number of pairs in month {n}.",
    "Simulate the following colony of {plural} for {n} months. {rules} Report the pair count in month {n}.",
    "{rules}\nAfter the colony has run for {n} months (months 1 to {n}), how many {singular} pairs are present in month {n}?",
    "Rules of the colony:\n{rules}\nMonth to report: {n}\nHow many pairs are alive then?",
    "A lab keeps {plural}. {rules} The lab counts its pairs in month {n}. What number does it find?",
    "Pair-counting puzzle. {rules} Determine the total number of {singular} pairs in month {n}.",
    "Consider a growing population of {plural}. {rules} What is the population, in pairs, in month {n}?",
    "{rules} If we look at month {n}, how many pairs do we see?",
    "Colony of {plural}\n- {rules}\n- Target month: {n}\nGive the number of pairs in the target month.",
    "A farmer starts breeding {plural}. {rules} How many pairs will the farmer have in month {n}?",
    "Iterate the pair-counting model month by month. {rules} What is the count in month {n}?",
    "We track {singular} pairs over time. {rules} Compute the number of pairs present in month {n}.",
    "Breeding schedule for {plural}: {rules} How large is the population (in pairs) in month {n}?",
    "{rules} Month {n} has how many pairs of {plural}?",
    "In a closed enclosure with unlimited food, {plural} breed as follows. {rules} How many pairs live in the enclosure in month {n}?",
    "A nature reserve introduces {plural}. {rules} What pair count should the rangers expect in month {n}?",
    "Model: {rules}\nCompute N({n}), the number of pairs in month {n}.",
    "Here is a variant of the Fibonacci rabbit sequence, for {plural}. {rules} Find the number of pairs in month {n}.",
)


def _rules(data: dict, plural: str) -> str:
    p0, a, k, life = data["initial"], data["mature"], data["litter"], data["lifespan"]
    pairs = "pair" if p0 == 1 else "pairs"
    litter = "1 newborn pair" if k == 1 else f"{k} newborn pairs"
    return (
        f"In month 1 there are {p0} newborn {pairs} of {plural}. A pair has age 0 in the month it is born "
        f"and is one month older in each following month. Every pair of age {a} or more produces {litter} "
        f"in each month. Each pair lives {life} months: it is present at ages 0 to {life - 1} and gone at "
        f"age {life}, with no offspring in that month."
    )


class PopulationGrowth(IntegerAnswer, Bootcamp):
    id = "algorithm/population_growth"
    description = "Rabbit-style pair counting with litter size, maturity age and lifespan over n months (TAIL iteration)"
    Config = Config
    LEVELS = {
        "1": Config(min_len=1, max_len=10),
        "2": Config(min_len=11, max_len=25),
        "3": Config(min_len=26, max_len=50),
        "4": Config(min_len=51, max_len=75),
        "5": Config(min_len=76, max_len=100),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        mature = rng.randint(1, config.max_mature)
        data = {
            "months": rng.randint(config.min_len, config.max_len),
            "initial": rng.randint(1, config.max_initial),
            "mature": mature,
            "litter": rng.randint(1, config.max_litter),
            "lifespan": mature + rng.randint(1, config.max_extra_life),
        }
        return data, str(self.solve(data))

    def length(self, data: dict) -> int:
        return data["months"]

    def prompt(self, data: dict, rng: random.Random) -> str:
        plural, singular = rng.choice(_CREATURES)
        text = rng.choice(_TEMPLATES).format(rules=_rules(data, plural), n=data["months"], plural=plural, singular=singular)
        return f"{text}\n{answer_instruction('a single integer (the number of pairs), written out in full')}"

    def program(self, t: Tracer, data: dict) -> str:
        n, a, life = data["months"], data["mature"], data["lifespan"]
        t.state("month 1")
        births = {1: t.fetch("initial", data["initial"])}
        fertile = t.compute("F[1]", 0, why="newborns are not yet fertile")
        alive = t.compute("N[1]", births[1], why="only the initial pairs")
        month = 1
        go = t.goto(month < n, why=f"month 1<{n}" if month < n else f"month {n} reached")
        while go:
            month += 1
            t.state(f"month {month}")
            f_prev = t.fetch(f"F[{month - 1}]", fertile)
            maturing = t.fetch(f"B[{month - a}]", births[month - a]) if month - a >= 1 else 0
            dying = t.fetch(f"B[{month - life}]", births[month - life]) if month - life >= 1 else 0
            fertile = t.compute(f"F[{month}]", f_prev + maturing - dying, why="fertile + newly mature - died")
            k = t.fetch("litter", data["litter"])
            births[month] = t.compute(f"B[{month}]", k * fertile, why=f"litter*F[{month}]")
            n_prev = t.fetch(f"N[{month - 1}]", alive)
            alive = t.compute(f"N[{month}]", n_prev + births[month] - dying, why="pairs + births - deaths")
            go = t.goto(month < n, why=f"month {month}<{n}" if month < n else f"month {n} reached")
        t.state("answer")
        return str(t.compute("answer", t.fetch(f"N[{month}]", alive)))

    def solve(self, data: dict) -> str:
        """Age-class simulation: a list of pair counts indexed by age, aged one month at a time."""
        ages = [data["initial"]]  # ages[i] = pairs of age i in the current month
        for _ in range(data["months"] - 1):
            ages = [0] + ages[: data["lifespan"] - 1]  # everyone ages; age ``lifespan`` is gone
            ages[0] = data["litter"] * sum(ages[data["mature"] :])
        return str(sum(ages))


BOOTCAMP = PopulationGrowth()
