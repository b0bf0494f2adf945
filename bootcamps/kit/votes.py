"""Ranked ballots for the voting-rule bootcamps: generation, rendering and candidate names."""

from __future__ import annotations

import random
from dataclasses import dataclass

@dataclass(frozen=True)
class ProfileConfig:
    """Knobs of a voting bootcamp: how many candidates, groups of voters and voters per group."""

    candidates: int = 3
    groups: int = 3
    max_voters: int = 9

    def __post_init__(self) -> None:
        if not 2 <= self.candidates <= len(CANDIDATES):
            raise ValueError(f"candidates must be in 2..{len(CANDIDATES)}, got {self.candidates}")
        if not 2 <= self.groups <= 40:
            raise ValueError(f"groups must be in 2..40, got {self.groups}")
        if not 1 <= self.max_voters <= 10_000:
            raise ValueError(f"max_voters must be in 1..10000, got {self.max_voters}")


CANDIDATES = ("Alder", "Birch", "Cedar", "Daisy", "Elm", "Fern", "Gorse", "Hazel", "Iris", "Juniper")


def random_profile(rng: random.Random, n_candidates: int, n_groups: int, max_voters: int) -> dict:
    """``{"candidates": [...], "ballots": [[count, [ranking...]], ...]}``: groups of voters who
    share a full ranking (first choice first); no two groups share a ranking."""
    names = sorted(rng.sample(CANDIDATES, n_candidates))
    rankings: dict[tuple, int] = {}
    while len(rankings) < n_groups:
        rankings.setdefault(tuple(rng.sample(names, n_candidates)), rng.randint(1, max_voters))
    return {"candidates": names, "ballots": [[count, list(r)] for r, count in rankings.items()]}


def render_ballots(ballots: list, rng: random.Random) -> str:
    arrow = rng.choice((" > ", ", then ", " before "))
    lines = []
    for count, ranking in ballots:
        who = "1 voter ranks" if count == 1 else f"{count} voters rank"
        lines.append(f"- {who}: {arrow.join(ranking)}")
    return "\n".join(lines)
