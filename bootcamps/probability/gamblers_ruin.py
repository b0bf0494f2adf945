"""Gambler's ruin: a player with i units (of a stated stake) bets one unit per round, winning with probability p
(an exact fraction), and stops at 0 or at N. The probability of reaching N first (or of ruin),
exactly. The traced solver shoots: P(0) = 0, P(1) = s unknown, P(k+1) = (P(k) - q P(k-1)) / p
as linear forms in s, then P(N) = 1 fixes s. The plain solver is the closed form."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp
from bootcamps.kit.numbers2 import ask
from bootcamps.kit.poly import ReducedFractionAnswer, format_rational
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    min_target: int = 3
    max_target: int = 5
    max_den: int = 4  # p = a/b with b up to this

    def __post_init__(self) -> None:
        if not 2 <= self.min_target <= self.max_target <= 40:
            raise ValueError(f"need 2 <= min_target <= max_target <= 40, got {self.min_target}, {self.max_target}")
        if not 2 <= self.max_den <= 20:
            raise ValueError(f"max_den must be in 2..20, got {self.max_den}")


_NAMES = ("Alice", "Bob", "Chen", "Dana", "Eli", "Farah", "Gus", "Hana", "Ines", "Jomo", "Kira", "Luis")
_STAKES = (1, 1, 2, 3, 5, 10, 20, 25, 50, 100)  # the unit of a bet: positions are multiples of it
_TEMPLATES = (
    "{name} starts with {i_s} chips and plays a game repeatedly: each round wins {s} chips with probability {p} and loses {s} chips otherwise. "
    "{name} stops on reaching {n_s} chips or on running out. What is the probability that {name} {goal}?",
    "A particle starts at position {i_s} on the number line. Each second it moves {s} to the right with probability {p} and {s} to the left otherwise, "
    "independently, and it stops when it hits 0 or {n_s}. Find the probability that it {goal_walk}.",
    "In a gambler's ruin game the gambler holds {i_s} dollars, bets {s} dollars per round, wins a round with probability {p} (else loses the bet), "
    "and quits at 0 dollars or at {n_s} dollars. Compute the probability that the gambler {goal}.",
    "Two players share {n_s} tokens; {name} has {i_s} of them. Every round {name} wins {s} tokens from the other with probability {p} and otherwise gives {s} away. "
    "Play continues until one side holds all {n_s}. What is the probability that {name} {goal}?",
)
_FORM = "an exact fraction in lowest terms, e.g. 8/15"


def _q(value: Fraction | int) -> Fraction:
    # a value read back from a response may be an int: keep divisions exact
    return value if type(value) is Fraction else Fraction(value)


class GamblersRuin(ReducedFractionAnswer, Bootcamp):
    id = "probability/gamblers_ruin"
    description = "Gambler's ruin: exact probability of reaching N before 0 (or of ruin) with win probability p"
    Config = Config
    LEVELS = {
        "1": Config(min_target=3, max_target=12, max_den=7),
        "2": Config(min_target=5, max_target=14, max_den=8),
        "3": Config(min_target=8, max_target=18, max_den=10),
        "4": Config(min_target=12, max_target=24, max_den=12),
        "5": Config(min_target=18, max_target=30, max_den=16),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        n = rng.randint(config.min_target, config.max_target)
        den = rng.randint(2, config.max_den)
        p = Fraction(rng.randint(1, den - 1), den)
        data = {"n": n, "i": rng.randint(1, n - 1), "p": format_rational(p), "ruin": rng.random() < 0.3, "name": rng.randrange(len(_NAMES)),
                "stake": rng.choice(_STAKES)}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        s = data["stake"]
        goal = "ends with nothing (is ruined)" if data["ruin"] else f"reaches {data['n'] * s}"
        goal_walk = "stops at 0" if data["ruin"] else f"stops at {data['n'] * s}"
        return ask(rng, _TEMPLATES, _FORM, name=_NAMES[data["name"]], i_s=data["i"] * s, n_s=data["n"] * s, s=s, p=data["p"], goal=goal, goal_walk=goal_walk)

    def program(self, t: Tracer, data: dict) -> str:
        n, i = data["n"], data["i"]
        t.state("set up")
        p = Fraction(t.fetch("p", data["p"]))
        q = _q(t.compute("q", 1 - p, why="probability of losing a round"))
        # P(k) is written a + b s, where s is the unknown P(1)
        forms = [(Fraction(0), Fraction(0)), (Fraction(0), Fraction(1))]
        if p == 0:
            raise ValueError("p is 0 after an injected error")
        for k in range(1, n):
            t.state(f"level {k + 1}")
            a1, b1 = t.fetch(f"P[{k}]", forms[k])
            a0, b0 = t.fetch(f"P[{k - 1}]", forms[k - 1])
            forms.append(t.compute(f"P[{k + 1}]", (_q(a1 - q * a0) / p, _q(b1 - q * b0) / p), why="P(k) is p P(k+1) + q P(k-1), solved for P(k+1); (constant, coefficient of s)"))
        t.state("fix s")
        a, b = (Fraction(v) for v in t.fetch(f"P[{n}]", forms[n]))
        if b == 0:
            raise ValueError("singular after an injected error")
        s = t.compute("s", (1 - a) / b, why=f"P({n}) is 1")
        t.state("answer")
        a, b = (Fraction(v) for v in t.fetch(f"P[{i}]", forms[i]))
        win = t.compute("win", a + b * Fraction(t.fetch("s", s)), why=f"P({i}) with s filled in")
        return t.compute("answer", format_rational(1 - win if data["ruin"] else win), why="ruin is 1 - win" if data["ruin"] else "")

    def solve(self, data: dict) -> str:
        n, i, p = data["n"], data["i"], Fraction(data["p"])
        if p == Fraction(1, 2):
            win = Fraction(i, n)
        else:
            r = (1 - p) / p
            win = (1 - r**i) / (1 - r**n)
        return format_rational(1 - win if data["ruin"] else win)


BOOTCAMP = GamblersRuin()
