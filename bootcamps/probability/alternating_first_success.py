"""Players take turns in a fixed order, each succeeding on a turn with their own probability;
the first success wins. The exact probability that a given player wins. The traced solver
takes one full round: R = P(nobody succeeds in a round), the chance the player wins within a
round (everyone before fails, then they succeed), and sums the geometric series over rounds:
w / (1 - R). The plain solver solves the linear equations of the turn-by-turn Markov chain
(x_i = p_i [i is the player] + (1 - p_i) x_(i+1), the last turn looping to the first)."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp
from bootcamps.kit.numbers2 import ExactRationalAnswer, ask, frac_text
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    min_players: int = 2
    max_players: int = 2
    max_den: int = 6

    def __post_init__(self) -> None:
        if not 2 <= self.min_players <= self.max_players <= 10 or not 2 <= self.max_den <= 30:
            raise ValueError(f"need 2 <= min_players <= max_players <= 10 and max_den in 2..30, got {self}")


_NAMES = ("Ann", "Ben", "Cleo", "Dev", "Eli", "Fay", "Gus", "Hana", "Ivo", "Jun")
_GAMES = (
    ("take turns shooting at a target, in the order {order}, starting again with {first} after {last}. The first to hit wins.", "hits on a shot"),
    ("take turns rolling dice in the order {order}, round after round. The first to get a winning roll wins the game.", "gets a winning roll"),
    ("take turns drawing a ticket (with replacement) in the order {order}, repeating the order until someone draws a winner.", "draws a winning ticket"),
    ("play a game in which they try, in the order {order} and then again from {first}, to solve a riddle; the first to solve it wins.", "solves it on an attempt"),
)


class AlternatingFirstSuccess(ExactRationalAnswer, Bootcamp):
    id = "probability/alternating_first_success"
    description = "Probability that a given player is first to succeed when players take turns"
    Config = Config
    LEVELS = {
        "1": Config(min_players=2, max_players=2, max_den=6),
        "2": Config(min_players=2, max_players=3, max_den=8),
        "3": Config(min_players=3, max_players=4, max_den=10),
        "4": Config(min_players=4, max_players=6, max_den=12),
        "5": Config(min_players=6, max_players=9, max_den=16),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        count = rng.randint(config.min_players, config.max_players)
        probs = []
        for _ in range(count):
            den = rng.randint(2, config.max_den)
            probs.append(frac_text(Fraction(rng.randint(1, den - 1), den)))
        data = {"names": rng.sample(_NAMES, count), "probs": probs, "target": rng.randrange(count), "game": rng.randrange(len(_GAMES))}
        return data, frac_text(self.solve(data))

    def prompt(self, data: dict, rng: random.Random) -> str:
        names = data["names"]
        text, verb = _GAMES[data["game"]]
        rules = " ".join(f"{name} {verb} with probability {p}." for name, p in zip(names, data["probs"]))
        game = text.format(order=", ".join(names), first=names[0], last=names[-1])
        who = names[data["target"]]
        question = rng.choice((f"What is the probability that {who} wins?", f"Find the exact probability that {who} is the winner.",
                               f"How likely is it that {who} wins the game?"))
        return ask(rng, ("{p} {g} {r} All attempts are independent. {q}",), "a fraction in lowest terms, e.g. 5/11",
                   p=", ".join(names[:-1]) + " and " + names[-1], g=game, r=rules, q=question)

    def program(self, t: Tracer, data: dict) -> str:
        probs = [Fraction(p) for p in data["probs"]]
        target = data["target"]
        fail, win = Fraction(1), Fraction(0)
        for i, p in enumerate(probs):
            t.state(f"turn {i + 1}")
            p = t.fetch(f"p[{i}]", p)
            if i == target:
                win = t.compute("win in round", t.fetch("all failed so far", fail) * p, why="everyone before fails, then success")
            fail = t.compute("all failed so far", t.fetch("all failed so far", fail) * (1 - p))
        t.state("series")
        w, r = t.fetch("win in round", win), t.fetch("R", fail)
        return frac_text(t.compute("answer", Fraction(w) / (1 - Fraction(r)), why="w (1 + R + R^2 + ...) = w/(1-R)"))

    def solve(self, data: dict) -> Fraction:
        # x_i = chance the target wins when it is player i's turn; x_i = a_i + b_i x_(i+1) with
        # x_n = x_0: unroll the affine maps from the last turn back to the first
        probs = [Fraction(p) for p in data["probs"]]
        a, b = Fraction(0), Fraction(1)  # x_n expressed as a + b x_0 (x_n is x_0)
        for i in reversed(range(len(probs))):
            own = probs[i] if i == data["target"] else Fraction(0)
            a, b = own + (1 - probs[i]) * a, (1 - probs[i]) * b
        return a / (1 - b)


BOOTCAMP = AlternatingFirstSuccess()
