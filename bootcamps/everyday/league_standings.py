"""A league table from match results: points per win/draw, then the stated tie-breakers (goal
difference, goals scored, head-to-head points), as the final order of the teams."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit.strings import WordSequenceAnswer
from bootcamps.trace import Tracer

TEAMS = ("Ajax", "Bears", "Comets", "Dragons", "Eagles", "Falcons", "Giants", "Hornets", "Ibis", "Jets", "Kings",
         "Lions", "Mariners", "Nomads", "Owls", "Pumas", "Quakers", "Rangers", "Sharks", "Titans", "Unicorns",
         "Vipers", "Wolves", "Yetis", "Zebras")
BREAKERS = ("gd", "gf", "h2h")
BREAKER_TEXT = {"gd": "goal difference (goals for minus goals against)", "gf": "goals scored",
                "h2h": "points won in the matches between the tied teams only"}


@dataclass(frozen=True)
class Config:
    teams: int = 3
    rounds: int = 1  # 1: each pair meets once; 2: home and away
    win_points: tuple[int, ...] = (3,)
    breakers: tuple[str, ...] = ("gd",)
    max_goals: int = 4

    def __post_init__(self) -> None:
        if not 3 <= self.teams <= 10:
            raise ValueError(f"teams must be in 3..10, got {self.teams}")
        if self.rounds not in (1, 2):
            raise ValueError(f"rounds must be 1 or 2, got {self.rounds}")
        if not self.win_points or any(p not in (2, 3) for p in self.win_points):
            raise ValueError(f"win_points must hold 2 or 3, got {self.win_points}")
        if any(b not in BREAKERS for b in self.breakers) or len(set(self.breakers)) != len(self.breakers):
            raise ValueError(f"breakers must be distinct items of {', '.join(BREAKERS)}, got {self.breakers}")
        if not 1 <= self.max_goals <= 9:
            raise ValueError(f"max_goals must be in 1..9, got {self.max_goals}")


_INTRO = ("Results of a round-robin league:\n{results}\n",
          "A small league has finished. The match results were:\n{results}\n",
          "These are all the matches of a league season (home team first):\n{results}\n")
_RULES = ("A win is worth {w} points, a draw 1, a loss 0. Teams are ranked by points; teams level on points are "
          "separated by {br}. ",
          "Scoring: {w} points for a win, 1 for a draw, none for a defeat. Order the table by points, and break ties "
          "by {br}. ")


def _key(team: str, table: dict, h2h: dict, breakers: tuple) -> tuple:
    row = table[team]
    keys = {"gd": row[1] - row[2], "gf": row[1], "h2h": h2h.get(team, 0)}
    return (-row[0], *(-keys[b] for b in breakers))


class LeagueStandings(WordSequenceAnswer, Bootcamp):
    id = "everyday/league_standings"
    description = "League table from match results: points, then goal difference, goals scored or head-to-head"
    Config = Config
    LEVELS = {
        "1": Config(teams=3, breakers=("gd",), max_goals=3),
        "2": Config(teams=4, win_points=(2, 3), breakers=("gd",)),
        "3": Config(teams=5, win_points=(2, 3), breakers=("gd", "gf")),
        "4": Config(teams=6, win_points=(2, 3), breakers=("h2h", "gd", "gf"), max_goals=3),
        "5": Config(teams=6, rounds=2, win_points=(2, 3), breakers=("h2h", "gd", "gf"), max_goals=3),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        while True:
            teams = rng.sample(TEAMS, config.teams)
            pairs = [(a, b) for i, a in enumerate(teams) for b in teams[i + 1 :]]
            if config.rounds == 2:
                pairs += [(b, a) for a, b in pairs]
            rng.shuffle(pairs)
            matches = [[a, b, rng.randint(0, config.max_goals), rng.randint(0, config.max_goals)] for a, b in pairs]
            data = {"teams": sorted(teams), "matches": matches, "win": rng.choice(config.win_points),
                    "breakers": list(config.breakers)}
            order = self.solve(data)
            if order is not None:  # the stated rules order every team strictly
                return data, order

    def prompt(self, data: dict, rng: random.Random) -> str:
        results = "\n".join(f"{a} {x}-{y} {b}" for a, b, x, y in data["matches"])
        names = [BREAKER_TEXT[b] for b in data["breakers"]]
        br = names[0] if len(names) == 1 else ", then ".join(names)
        if "h2h" in data["breakers"]:
            br += " (head-to-head points are counted among all teams sharing the same points total)"
        text = rng.choice(_INTRO).format(results=results) + rng.choice(_RULES).format(w=data["win"], br=br)
        text += "The rules here never leave two teams tied. List every team from first to last."
        form = f"the {len(data['teams'])} team names in order, first place first, separated by commas (e.g. A, B, C)"
        return f"{text}\n{answer_instruction(form)}"

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        order = list(case.answer)
        order[0], order[1] = order[1], order[0]
        return [", ".join(order), ", ".join(reversed(case.answer))]

    def format_answer(self, answer: list[str]) -> str:
        return ", ".join(answer)

    @staticmethod
    def _points(x: int, y: int, win: int) -> tuple[int, int]:
        return (win, 0) if x > y else ((0, win) if x < y else (1, 1))

    def program(self, t: Tracer, data: dict) -> list[str]:
        table = {team: [0, 0, 0] for team in data["teams"]}  # points, for, against
        for k, (a, b, x, y) in enumerate(data["matches"]):
            t.state(f"match {k + 1}")
            x, y = t.fetch(f"score[{k}]", [x, y])
            pa, pb = self._points(x, y, data["win"])
            table[a] = t.compute(f"{a}", [table[a][0] + pa, table[a][1] + x, table[a][2] + y], why="points, for, against")
            table[b] = t.compute(f"{b}", [table[b][0] + pb, table[b][1] + y, table[b][2] + x], why="points, for, against")
        h2h: dict[str, int] = {}
        if "h2h" in data["breakers"]:
            t.state("head to head")
            t.compute("points", [[team, table[team][0]] for team in data["teams"]], why="ties are settled among teams on equal points")
            for k, (a, b, x, y) in enumerate(data["matches"]):
                if table[a][0] == table[b][0]:
                    pa, pb = self._points(x, y, data["win"])
                    h2h[a] = t.compute(f"h2h[{a}]", h2h.get(a, 0) + pa, why=f"match {k + 1} between teams level on points")
                    h2h[b] = t.compute(f"h2h[{b}]", h2h.get(b, 0) + pb, why=f"match {k + 1} between teams level on points")
        t.state("rank")
        t.compute("table", [[team, *table[team], h2h.get(team, 0)] for team in data["teams"]], why="points, for, against, head-to-head")
        order = sorted(data["teams"], key=lambda team: _key(team, table, h2h, tuple(data["breakers"])))
        return t.compute("order", order, why="points, then " + ", ".join(data["breakers"]))

    def solve(self, data: dict) -> list[str] | None:
        # pairwise comparison: a team's rank is the number of teams that beat it on the key tuple
        win = data["win"]
        stats = {team: {"pts": 0, "gf": 0, "ga": 0} for team in data["teams"]}
        for a, b, x, y in data["matches"]:
            for team, f, g in ((a, x, y), (b, y, x)):
                stats[team]["gf"] += f
                stats[team]["ga"] += g
                stats[team]["pts"] += win if f > g else (1 if f == g else 0)

        def h2h(team: str) -> int:
            level = {s for s in stats if stats[s]["pts"] == stats[team]["pts"]}
            got = 0
            for a, b, x, y in data["matches"]:
                if {a, b} <= level and team in (a, b):
                    f, g = (x, y) if team == a else (y, x)
                    got += win if f > g else (1 if f == g else 0)
            return got

        def key(team: str) -> list[int]:
            s = stats[team]
            extra = {"gd": s["gf"] - s["ga"], "gf": s["gf"], "h2h": h2h(team)}
            return [s["pts"]] + [extra[b] for b in data["breakers"]]

        keys = {team: key(team) for team in data["teams"]}
        if len({tuple(k) for k in keys.values()}) != len(keys):
            return None
        ranked: list[str] = [""] * len(keys)
        for team, k in keys.items():
            ranked[sum(other > k for other in keys.values())] = team
        return ranked


BOOTCAMP = LeagueStandings()
