"""Instant-runoff voting: eliminate the candidate with fewest first choices until one has a majority."""

from __future__ import annotations

import random

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit.ciphers import same_text
from bootcamps.kit.votes import ProfileConfig as Config, random_profile, render_ballots
from bootcamps.trace import Tracer


_TEMPLATES = (
    "An election is decided by instant-runoff voting. Each round, count every ballot for its "
    "highest-ranked candidate still in the race; if someone has more than half of the ballots, "
    "they win. Otherwise the candidate with the fewest votes is eliminated and the next round begins.",
    "The club elects its chair by ranked-choice (instant-runoff) voting: in each round a ballot "
    "counts for its top remaining choice; a candidate with a strict majority wins, else the one "
    "with the fewest votes drops out and the ballots are counted again.",
    "Use the instant-runoff rule: tally first choices among the remaining candidates; more than "
    "half the ballots wins; otherwise remove the candidate with the smallest tally and repeat.",
)


def tally(ballots: list, remaining: list[str]) -> dict[str, int]:
    votes = {c: 0 for c in remaining}
    for count, ranking in ballots:
        top = next(c for c in ranking if c in votes)
        votes[top] += count
    return votes


class InstantRunoff(Bootcamp):
    id = "everyday/instant_runoff"
    description = "Winner of an instant-runoff (ranked-choice) election, round by round"
    Config = Config
    LEVELS = {
        "1": Config(candidates=3, groups=4, max_voters=9),
        "2": Config(candidates=4, groups=6, max_voters=15),
        "3": Config(candidates=5, groups=8, max_voters=30),
        "4": Config(candidates=6, groups=12, max_voters=60),
        "5": Config(candidates=8, groups=18, max_voters=120),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        while True:  # no tie for last place in any round, so the rule decides alone
            data = random_profile(rng, config.candidates, config.groups, config.max_voters)
            winner = self.solve(data)
            if winner is not None:
                return data, winner

    def prompt(self, data: dict, rng: random.Random) -> str:
        total = sum(count for count, _ in data["ballots"])
        return (f"{rng.choice(_TEMPLATES)} Candidates: {', '.join(data['candidates'])}. The {total} "
                f"ballots:\n{render_ballots(data['ballots'], rng)}\n{answer_instruction('the name of the winner')}")

    def check(self, data: dict, answer: str, text: str) -> float:
        return 1.0 if same_text(text, answer) else 0.0

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        return [c for c in case.data["candidates"] if c != case.answer]

    def program(self, t: Tracer, data: dict) -> str:
        remaining = list(data["candidates"])
        total = sum(count for count, _ in data["ballots"])
        rnd = 0
        while True:
            t.state(f"round {rnd}")
            votes = t.compute("votes", [[c, v] for c, v in tally(data["ballots"], remaining).items()],
                              why="each ballot for its top remaining choice")
            leader, most = max(votes, key=lambda cv: cv[1])
            if t.goto(2 * most > total, why=f"{leader} has {most} of {total}: a majority?"):
                return t.compute("answer", leader)
            loser = t.compute("eliminated", min(votes, key=lambda cv: cv[1])[0], why="fewest votes")
            remaining = [c for c in remaining if c != loser]
            rnd += 1

    def solve(self, data: dict) -> str | None:
        """The winner, or ``None`` where a round has a tie for last place."""
        remaining = set(data["candidates"])
        total = sum(count for count, _ in data["ballots"])
        while True:
            votes = tally(data["ballots"], sorted(remaining))
            best = max(votes.values())
            if 2 * best > total:
                return next(c for c, v in votes.items() if v == best)
            fewest = min(votes.values())
            last = [c for c, v in votes.items() if v == fewest]
            if len(last) > 1:
                return None
            remaining.discard(last[0])


BOOTCAMP = InstantRunoff()
