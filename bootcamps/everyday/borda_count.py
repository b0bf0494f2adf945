"""Borda count: points by rank position on every ballot; the most points wins."""

from __future__ import annotations

import random

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit.ciphers import same_text
from bootcamps.kit.votes import ProfileConfig as Config, random_profile, render_ballots
from bootcamps.trace import Tracer


_TEMPLATES = (
    "The winner is chosen by a Borda count: with n candidates, a ballot gives n-1 points to its first "
    "choice, n-2 to its second, and so on down to 0 for its last. The candidate with the most points wins.",
    "Score this election with the Borda rule: each ballot awards n-1, n-2, ..., 1, 0 points to the "
    "candidates in its order (n is the number of candidates); the highest total wins.",
    "Every voter ranks all n candidates; rank 1 earns n-1 points, rank 2 earns n-2, ..., the last rank "
    "earns 0. Add up the points (Borda count) and find the winner.",
)


def borda_points(ballots: list, candidates: list[str]) -> dict[str, int]:
    n = len(candidates)
    points = {c: 0 for c in candidates}
    for count, ranking in ballots:
        for place, c in enumerate(ranking):
            points[c] += count * (n - 1 - place)
    return points


class BordaCount(Bootcamp):
    id = "everyday/borda_count"
    description = "Winner of a Borda-count election over ranked ballots"
    Config = Config
    LEVELS = {
        "1": Config(candidates=3, groups=3, max_voters=9),
        "2": Config(candidates=4, groups=5, max_voters=15),
        "3": Config(candidates=5, groups=7, max_voters=30),
        "4": Config(candidates=6, groups=10, max_voters=60),
        "5": Config(candidates=8, groups=15, max_voters=120),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        while True:  # a single top score, so the rule decides alone
            data = random_profile(rng, config.candidates, config.groups, config.max_voters)
            points = borda_points(data["ballots"], data["candidates"])
            best = max(points.values())
            if list(points.values()).count(best) == 1:
                return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        return (f"{rng.choice(_TEMPLATES)} Candidates: {', '.join(data['candidates'])}. The ballots "
                f"(first choice first):\n{render_ballots(data['ballots'], rng)}\n{answer_instruction('the name of the winner')}")

    def check(self, data: dict, answer: str, text: str) -> float:
        return 1.0 if same_text(text, answer) else 0.0

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        return [c for c in case.data["candidates"] if c != case.answer]

    def program(self, t: Tracer, data: dict) -> str:
        n = len(data["candidates"])
        points = {c: 0 for c in data["candidates"]}
        for g, (count, ranking) in enumerate(data["ballots"]):
            t.state(f"group {g}")
            k = t.fetch(f"count[{g}]", count)
            for place, c in enumerate(ranking):
                points[c] = t.compute(f"points[{c}]", points.get(c, 0) + k * (n - 1 - place), why=f"+{k}*{n - 1 - place}")
        t.state("winner")
        totals = t.compute("totals", [[c, v] for c, v in points.items()])
        return t.compute("answer", max(totals, key=lambda cv: cv[1])[0], why="most points")

    def solve(self, data: dict) -> str:
        # a Borda score is also the number of (voter, rival) pairs the candidate beats
        wins = {c: 0 for c in data["candidates"]}
        for count, ranking in data["ballots"]:
            for c in ranking:
                wins[c] += count * sum(ranking.index(c) < ranking.index(d) for d in ranking if d != c)
        return max(wins, key=wins.get)


BOOTCAMP = BordaCount()
