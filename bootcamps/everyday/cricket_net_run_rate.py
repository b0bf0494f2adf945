"""Cricket net run rate over a team's matches: total runs scored / total overs faced minus total runs
conceded / total overs bowled, with overs written o.b (b balls of six), a side bowled out counted
as having used its full quota, and the result rounded to three decimals."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.physics import rounded
from bootcamps.kit.units import read_quantity
from bootcamps.trace import Tracer

TEAMS = ("Lions", "Tigers", "Falcons", "Sharks", "Rhinos", "Comets", "Pirates", "Wolves", "Eagles", "Giants")


@dataclass(frozen=True)
class Config:
    matches: int = 1
    quota: int = 20
    balls: bool = False    # overs may end part-way (o.b notation)
    all_out: bool = False  # innings may end all out (counted as the full quota)

    def __post_init__(self) -> None:
        if not 1 <= self.matches <= 8 or self.quota not in (20, 50):
            raise ValueError(f"need 1 <= matches <= 8 and quota 20 or 50, got {self.matches}, {self.quota}")


def _innings(rng: random.Random, config: Config) -> list:
    """[runs, balls bowled, all out] of one innings."""
    q = config.quota
    overs = rng.randint(q // 2, q)
    part = rng.randint(0, 5) if config.balls and overs < q else 0
    balls = overs * 6 + part
    out = config.all_out and balls < q * 6 and rng.random() < 0.4
    runs = rng.randint(balls * 2 // 3, balls * 3 // 2) if q == 20 else rng.randint(balls * 2 // 3, balls)
    return [runs, balls, out]


def _overs(balls: int) -> str:
    return f"{balls // 6}" if balls % 6 == 0 else f"{balls // 6}.{balls % 6}"


_TEMPLATES = (
    "The {team}' results in a {q}-over tournament:\n{rows}\n{rules} What is the {team}' net run rate?",
    "{rules}\nMatches of the {team} ({q} overs a side):\n{rows}\nCompute their net run rate.",
    "Work out the net run rate of the {team} from these {q}-over matches.\n{rows}\n{rules}",
)
_RULES = ("Net run rate = (total runs scored / total overs faced) - (total runs conceded / total overs bowled), "
          "summed over all matches. Overs are written o.b, meaning o overs and b balls (6 balls per over), so "
          "17.3 overs = 17.5 overs. A side that is bowled out (all out) counts as having faced its full quota "
          "of overs. Round the result to 3 decimal places.")


class CricketNetRunRate(Bootcamp):
    id = "everyday/cricket_net_run_rate"
    description = "Cricket net run rate over matches: o.b overs, all-out innings counted at the full quota"
    Config = Config
    LEVELS = {
        "1": Config(matches=1, quota=20),
        "2": Config(matches=2, quota=20, balls=True),
        "3": Config(matches=3, quota=20, balls=True, all_out=True),
        "4": Config(matches=4, quota=50, balls=True, all_out=True),
        "5": Config(matches=6, quota=50, balls=True, all_out=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        team, *others = rng.sample(TEAMS, config.matches + 1)
        matches = [{"opponent": o, "bat": _innings(rng, config), "bowl": _innings(rng, config)} for o in others]
        data = {"team": team, "quota": config.quota, "matches": matches}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        def inn(runs: int, balls: int, out: bool) -> str:
            return f"{runs}{' all out' if out else ''} in {_overs(balls)} overs"

        rows = "\n".join(f"- vs {m['opponent']}: {data['team']} {inn(*m['bat'])}; {m['opponent']} {inn(*m['bowl'])}"
                         for m in data["matches"])
        text = rng.choice(_TEMPLATES).format(team=data["team"], q=data["quota"], rows=rows, rules=_RULES)
        return f"{text}\n{answer_instruction('the net run rate with 3 decimals, e.g. <answer>-0.415</answer>')}"

    def check(self, data: dict, answer: str, text: str) -> float:
        value = read_quantity(text.replace("+", "", 1) if text.strip().startswith("+") else text)
        return 1.0 if value is not None and value == Fraction(answer) else 0.0

    def program(self, t: Tracer, data: dict) -> str:
        full = data["quota"] * 6
        rf = bf = ra = ba = 0
        for k, m in enumerate(data["matches"]):
            t.state(f"match {k + 1} batting")
            runs, balls, out = (t.fetch(f"bat[{k}].{f}", v) for f, v in zip(("runs", "balls", "all_out"), m["bat"]))
            rf = t.compute("runs_for", rf + runs)
            bf = t.compute("balls_faced", bf + (full if out else balls), why="full quota if all out")
            t.state(f"match {k + 1} bowling")
            runs, balls, out = (t.fetch(f"bowl[{k}].{f}", v) for f, v in zip(("runs", "balls", "all_out"), m["bowl"]))
            ra = t.compute("runs_against", ra + runs)
            ba = t.compute("balls_bowled", ba + (full if out else balls), why="full quota if all out")
        t.state("rates")
        rate_for = t.compute("rate_for", Fraction(6 * rf, bf), why="runs per over = 6 * runs / balls")
        rate_against = t.compute("rate_against", Fraction(6 * ra, ba))
        t.state("answer")
        return t.compute("answer", rounded(rate_for - rate_against, 3), why="difference rounded to 3 places")

    def solve(self, data: dict) -> str:
        # Overs as decimal-looking strings turned into exact overs, as a scorer would.
        def overs(balls: int, out: bool) -> Fraction:
            if out:
                return Fraction(data["quota"])
            whole, _, part = _overs(balls).partition(".")
            return int(whole) + Fraction(int(part or 0), 6)

        scored = sum(m["bat"][0] for m in data["matches"])
        conceded = sum(m["bowl"][0] for m in data["matches"])
        faced = sum(overs(m["bat"][1], m["bat"][2]) for m in data["matches"])
        bowled = sum(overs(m["bowl"][1], m["bowl"][2]) for m in data["matches"])
        return rounded(scored / faced - conceded / bowled, 3)


BOOTCAMP = CricketNetRunRate()
