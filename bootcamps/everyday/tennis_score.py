"""Tennis scoring from the point-by-point record: games with deuce, sets won by two games or a
tiebreak, matches of one, three or five sets; the answer is every set's score."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.trace import Tracer

_SET = re.compile(r"(0|[1-9]\d?)\s*[-–]\s*(0|[1-9]\d?)")  # no leading zeros: "01-6" is not a set score
NAMES = (("Ana", "Bea"), ("Alex", "Blake"), ("Aiko", "Bruna"), ("Arjun", "Bilal"), ("Asha", "Boris"), ("Amir", "Bjorn"))


@dataclass(frozen=True)
class Config:
    sets_to_win: int = 1
    games: int = 4  # games to win a set (a tiebreak at games-all)
    bias: float = 0.5  # chance that A wins a point

    def __post_init__(self) -> None:
        if self.sets_to_win not in (1, 2, 3):
            raise ValueError(f"sets_to_win must be 1, 2 or 3, got {self.sets_to_win}")
        if self.games not in (4, 6):
            raise ValueError(f"games must be 4 or 6, got {self.games}")


def play(points: str, sets_to_win: int, games: int) -> list[list[int]]:
    """The set scores (A's games, B's games) of a complete match from its point winners."""
    sets: list[list[int]] = []
    ga = gb = pa = pb = 0
    for p in points:
        pa, pb = pa + (p == "A"), pb + (p == "B")
        tiebreak = ga == gb == games
        need = 7 if tiebreak else 4
        if max(pa, pb) >= need and abs(pa - pb) >= 2:
            ga, gb, pa, pb = ga + (pa > pb), gb + (pb > pa), 0, 0
            if (max(ga, gb) >= games and abs(ga - gb) >= 2) or tiebreak:
                sets.append([ga, gb])
                ga = gb = 0
    return sets


class TennisScore(Bootcamp):
    id = "everyday/tennis_score"
    description = "Tennis: set scores of a match from its point-by-point record (deuce, tiebreaks, best of 1/3/5)"
    Config = Config
    LEVELS = {
        "1": Config(sets_to_win=1, games=4, bias=0.62),
        "2": Config(sets_to_win=1, games=6, bias=0.55),
        "3": Config(sets_to_win=2, games=4, bias=0.5),
        "4": Config(sets_to_win=2, games=6, bias=0.5),
        "5": Config(sets_to_win=3, games=6, bias=0.5),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        p_a = config.bias if rng.random() < 0.5 else 1 - config.bias
        points: list[str] = []
        sets_a = sets_b = ga = gb = pa = pb = 0
        while max(sets_a, sets_b) < config.sets_to_win:  # play point by point until the match is won
            won = "A" if rng.random() < p_a else "B"
            points.append(won)
            pa, pb = pa + (won == "A"), pb + (won == "B")
            tiebreak = ga == gb == config.games
            if max(pa, pb) >= (7 if tiebreak else 4) and abs(pa - pb) >= 2:
                ga, gb, pa, pb = ga + (pa > pb), gb + (pb > pa), 0, 0
                if (max(ga, gb) >= config.games and abs(ga - gb) >= 2) or tiebreak:
                    sets_a, sets_b, ga, gb = sets_a + (ga > gb), sets_b + (gb > ga), 0, 0
        data = {"points": "".join(points), "sets_to_win": config.sets_to_win, "games": config.games,
                "names": list(rng.choice(NAMES))}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        a, b = data["names"]
        pts = data["points"]
        chunks = " ".join(pts[i : i + 10] for i in range(0, len(pts), 10))
        n, k = data["games"], data["sets_to_win"]
        fmt = {1: "a single set", 2: "best of three sets", 3: "best of five sets"}[k]
        rules = (f"Scoring: a game goes to the first player to win 4 points with a lead of 2 (play goes on from 3-3 "
                 f"points until someone leads by 2). A set goes to the first player to win {n} games with a lead of 2; "
                 f"at {n} games all, one tiebreak game is played, won by the first to 7 points with a lead of 2, and the "
                 f"set ends {n + 1}-{n}. The match is {fmt} (first to win {k} set{'s' if k > 1 else ''}).")
        intro = rng.choice((f"{a} (A) plays {b} (B). The winner of every point, in order (read left to right; spaces "
                            "only group the points in tens):",
                            f"Point-by-point record of {a} (A) against {b} (B), spaces every ten points:",
                            f"A tennis match, {a} = A, {b} = B. Who won each point, in order (grouped by ten):"))
        form = "every set's score in order, A's games first, separated by commas (e.g. 6-4, 3-6, 7-6)"
        return f"{intro}\n{chunks}\n{rules} What was the score of each set?\n{answer_instruction(form)}"

    def check(self, data: dict, answer: str, text: str) -> float:
        if not isinstance(text, str) or len(text) > 12 * len(answer) + 40:
            return 0.0
        items = [item.strip() for item in text.strip().rstrip(".").split(",")]
        sets = []
        for item in items:
            match = _SET.fullmatch(item)
            if not match:
                return 0.0
            sets.append(f"{int(match.group(1))}-{int(match.group(2))}")
        return 1.0 if ", ".join(sets) == answer else 0.0

    def program(self, t: Tracer, data: dict) -> str:
        n = data["games"]
        sets: list[str] = []
        ga = gb = 0
        pos = 0
        pts = data["points"]
        while pos < len(pts):
            tiebreak = ga == gb == n
            need = 7 if tiebreak else 4
            t.state(f"set {len(sets) + 1}, {'tiebreak' if tiebreak else f'game {ga + gb + 1}'}")
            start, end, pa, pb = pos, pos, 0, 0
            while not (max(pa, pb) >= need and abs(pa - pb) >= 2):  # find where this game ends
                pa, pb = pa + (pts[end] == "A"), pb + (pts[end] == "B")
                end += 1
            game = t.fetch(f"points[{start}:{end}]", pts[start:end])
            pa, pb = t.compute("points_won", [game.count("A"), game.count("B")], why=f"first to {need} by 2")
            pos = t.goto(end, why="next game starts here")
            ga, gb = t.compute("games", [ga + (pa > pb), gb + (pb > pa)])
            if (max(ga, gb) >= n and abs(ga - gb) >= 2) or tiebreak:
                sets.append(t.compute("set_score", f"{ga}-{gb}", why="set over"))
                ga = gb = 0
        return ", ".join(sets)

    def solve(self, data: dict) -> str:
        return ", ".join(f"{a}-{b}" for a, b in play(data["points"], data["sets_to_win"], data["games"]))


BOOTCAMP = TennisScore()
