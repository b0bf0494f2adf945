"""The value of a two-person zero-sum game with 2 rows and n columns, mixed strategies allowed,
as an exact fraction. Traced as the row player's lower envelope: the guaranteed payoff of
playing row 1 with probability p is the minimum of n lines in p, maximised at p = 0, p = 1 or
where two lines cross. Solved again from the column player's side: the least value of any
2 x 1 or 2 x 2 sub-game (the minimiser never needs more than two columns)."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction
from itertools import combinations

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.numbers2 import ExactRationalAnswer, frac_text
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    columns: int = 3
    max_payoff: int = 6

    def __post_init__(self) -> None:
        if not 2 <= self.columns <= 12 or not 2 <= self.max_payoff <= 100:
            raise ValueError("columns must be in 2..12 and max_payoff in 2..100")


_TEMPLATES = (
    "In a two-player zero-sum game, Rose picks a row and Colin picks a column at the same time; the entry is what "
    "Colin pays Rose (negative: Rose pays Colin).\n{matrix}\nBoth may randomise (mixed strategies); Rose wants to "
    "maximise her expected payoff and Colin to minimise it. What is the value of the game?",
    "Payoff matrix for the row player of a zero-sum game (rows R1, R2; columns {cols}):\n{matrix}\nThe row player "
    "maximises and the column player minimises the expected payoff, each choosing a probability mix of their pure "
    "strategies. Find the game's value (the expected payoff under optimal play) exactly.",
    "Find the minimax value of the zero-sum matrix game below, where entries are gains of the row player and both "
    "players may use mixed strategies:\n{matrix}",
)


def _value_2x2(a: int, b: int, c: int, d: int) -> Fraction:
    """[[a, b], [c, d]]: the saddle value if a pure saddle exists, else (ad - bc) / (a + d - b - c)."""
    lower = max(min(a, b), min(c, d))
    upper = min(max(a, c), max(b, d))
    if lower == upper:
        return Fraction(lower)
    return Fraction(a * d - b * c, a + d - b - c)


class MatrixGameValue(ExactRationalAnswer, Bootcamp):
    id = "game/matrix_game_value"
    description = "Exact value of a 2 x n zero-sum matrix game with mixed strategies"
    Config = Config
    LEVELS = {
        "1": Config(columns=2, max_payoff=9),
        "2": Config(columns=3, max_payoff=6),
        "3": Config(columns=4, max_payoff=9),
        "4": Config(columns=6, max_payoff=12),
        "5": Config(columns=8, max_payoff=20),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        while True:
            rows = [[rng.randint(-config.max_payoff, config.max_payoff) for _ in range(config.columns)] for _ in range(2)]
            data = {"rows": rows}
            value = self.solve(data)
            # mostly games without a pure saddle point, so mixing matters
            if value.denominator > 1 or rng.random() < 0.15:
                return data, frac_text(value)

    def prompt(self, data: dict, rng: random.Random) -> str:
        n = len(data["rows"][0])
        head = "      " + " ".join(f"{'C' + str(j + 1):>4}" for j in range(n))
        body = "\n".join(f"R{i + 1}    " + " ".join(f"{v:>4}" for v in row) for i, row in enumerate(data["rows"]))
        text = rng.choice(_TEMPLATES).format(matrix=f"{head}\n{body}", cols=", ".join(f"C{j + 1}" for j in range(n)))
        return f"{text}\n{answer_instruction('an integer or a fraction in lowest terms (e.g. 7/3 or -1/2)')}"

    def program(self, t: Tracer, data: dict) -> str:
        top, bottom = data["rows"]
        n = len(top)
        t.state("candidates")
        cands = {Fraction(0), Fraction(1)}
        for j, k in combinations(range(n), 2):
            slope = (top[j] - bottom[j]) - (top[k] - bottom[k])
            if slope != 0:
                p = Fraction(bottom[k] - bottom[j], slope)
                if 0 <= p <= 1:
                    cands.add(p)
        cands_text = t.compute("crossings in [0,1] and the ends", [frac_text(p) for p in sorted(cands)],
                               why="line j: R2[j] + (R1[j] - R2[j]) p")
        best = None
        for i, p_text in enumerate(cands_text):
            t.state(f"candidate {i + 1}")
            p = Fraction(t.fetch(f"p[{i + 1}]", p_text))
            low = min(bottom[j] + (top[j] - bottom[j]) * p for j in range(n))
            low = Fraction(t.compute("guaranteed", frac_text(low), why="least column payoff at this p"))
            if best is None or low > best:
                best = Fraction(t.compute("best", frac_text(low)))
        t.state("answer")
        return t.ret("answer", frac_text(best))

    def solve(self, data: dict) -> Fraction:
        top, bottom = data["rows"]
        n = len(top)
        values = [Fraction(max(top[j], bottom[j])) for j in range(n)]
        values += [_value_2x2(top[j], top[k], bottom[j], bottom[k]) for j, k in combinations(range(n), 2)]
        return min(values)


BOOTCAMP = MatrixGameValue()
