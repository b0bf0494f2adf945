"""Classify a symmetric integer matrix (quadratic form) as positive/negative definite,
positive/negative semidefinite or indefinite from its principal minors: Sylvester's criterion
on the leading minors for the definite cases, every principal minor for the semidefinite ones."""

from __future__ import annotations

import random
from dataclasses import dataclass
from itertools import combinations

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.literal import strict_word
from bootcamps.kit.matrices import charpoly, mat_mul, matrix_rows, random_matrix, transpose
from bootcamps.linear_algebra._elimination import bareiss_det
from bootcamps.trace import Tracer

CLASSES = ("positive definite", "positive semidefinite", "negative definite", "negative semidefinite", "indefinite")
_SPELLINGS = {c: c for c in CLASSES} | {c.replace("semi", "semi-"): c for c in CLASSES if "semi" in c} | {
    c.replace("semi", "semi "): c for c in CLASSES if "semi" in c}


@dataclass(frozen=True)
class Config:
    size: int = 3
    spread: int = 1  # entries of the change-of-basis factor
    max_weight: int = 3  # |diagonal weights| of the form in the new basis

    def __post_init__(self) -> None:
        if not 2 <= self.size <= 5:
            raise ValueError(f"size must be in 2..5, got {self.size}")
        if not 1 <= self.spread <= 6 or not 1 <= self.max_weight <= 9:
            raise ValueError(f"need spread in 1..6 and max_weight in 1..9, got {self.spread}, {self.max_weight}")


_DEFS = ("Use exactly one of: positive definite (all eigenvalues > 0), positive semidefinite (all eigenvalues >= 0 "
         "and at least one is 0), negative definite (all < 0), negative semidefinite (all <= 0 and at least one is 0), "
         "indefinite (some eigenvalue > 0 and some < 0).")
_TEMPLATES = (
    "Classify the symmetric matrix\n{grid}\n{defs}",
    "Is the quadratic form with symmetric matrix\n{grid}\npositive definite, positive semidefinite, negative definite, negative semidefinite or indefinite? {defs}",
    "The symmetric matrix A has rows {inline}. Decide its definiteness. {defs}",
    "Determine the definiteness of the quadratic form q(x) = xᵀ A x, where\nA =\n{grid}\n{defs}",
    "What kind of symmetric matrix is this, by the signs of its eigenvalues?\n{grid}\n{defs}",
    "Let S be the symmetric {n}×{n} matrix with rows {inline}. Which definiteness class does S belong to? {defs}",
    "Here is a real symmetric matrix M:\n{grid}\nName its definiteness. {defs}",
    "Without a calculator, classify the form xᵀ B x for\nB =\n{grid}\n{defs}",
)


class Definiteness(Bootcamp):
    id = "linear_algebra/definiteness"
    description = "Definiteness of a symmetric integer matrix from its principal minors"
    Config = Config
    min_distinct_prompts = {"1": 0.97, "2": 0.98}
    small_space_reason = "a semidefinite 2×2 or 3×3 form with small entries is a multiple of a few u uᵀ terms: few exist"
    LEVELS = {
        "1": Config(size=2, spread=6, max_weight=5),
        "2": Config(size=3, spread=2, max_weight=3),
        "3": Config(size=3, spread=2, max_weight=6),
        "4": Config(size=4, spread=1, max_weight=5),
        "5": Config(size=5, spread=1, max_weight=4),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        n = config.size
        kind = rng.choice(CLASSES)
        zeros = rng.randint(1, n - 1) if "semi" in kind else 0
        if kind == "indefinite":
            positives = rng.randint(1, n - 1)
            negatives = rng.randint(1, n - positives)
        else:
            positives = n - zeros if kind.startswith("positive") else 0
            negatives = n - zeros if kind.startswith("negative") else 0
        signs = [1] * positives + [-1] * negatives
        signs += [0] * (n - len(signs))
        rng.shuffle(signs)
        weights = [[s * rng.randint(1, config.max_weight) if i == j else 0 for j, s in enumerate(signs)] for i in range(n)]
        while True:  # any invertible change of basis keeps the inertia
            b = random_matrix(rng, n, n, -config.spread, config.spread)
            if bareiss_det(b) != 0:
                break
        # Bᵀ D B has D's inertia (Sylvester's law of inertia), so the class is known by construction
        data = {"matrix": [[int(v) for v in row] for row in mat_mul(transpose(b), mat_mul(weights, b))]}
        return data, kind

    def prompt(self, data: dict, rng: random.Random) -> str:
        m = data["matrix"]
        inline = "; ".join("(" + ", ".join(map(str, row)) + ")" for row in m)
        text = rng.choice(_TEMPLATES).format(grid=matrix_rows(m), inline=inline, defs=_DEFS, n=len(m))
        return f"{text}\n{answer_instruction('one of the five class names, e.g. positive semidefinite')}"

    def check(self, data: dict, answer: str, text: str) -> float:
        return 1.0 if strict_word(text, _SPELLINGS) == answer else 0.0

    def wrong_answers(self, case, rng: random.Random) -> list[str]:
        return [c for c in CLASSES if c != case.answer]

    def program(self, t: Tracer, data: dict) -> str:
        a = data["matrix"]
        n = len(a)
        minors: dict[int, list[int]] = {}
        for k in range(1, n + 1):
            t.state(f"principal minors of order {k}")
            subsets = list(combinations(range(n), k))
            values = [bareiss_det([[a[i][j] for j in idx] for i in idx]) for idx in subsets]
            minors[k] = t.compute(f"D{k}", values, why=f"det of each {k}×{k} principal submatrix (leading one first)")
        t.state("classify")
        leading = [t.fetch(f"D{k}[0]", minors[k][0]) for k in range(1, n + 1)]
        if t.goto(all(d > 0 for d in leading), why="every leading minor > 0: Sylvester"):
            return t.compute("answer", "positive definite")
        if t.goto(all((-1) ** k * d > 0 for k, d in enumerate(leading, 1)), why="leading minors alternate -, +, ...: Sylvester"):
            return t.compute("answer", "negative definite")
        every = [(k, d) for k in range(1, n + 1) for d in t.fetch(f"D{k}", minors[k])]
        if t.goto(all(d >= 0 for _, d in every), why="every principal minor >= 0"):
            return t.compute("answer", "positive semidefinite")
        if t.goto(all((-1) ** k * d >= 0 for k, d in every), why="(-1)^k times every order-k principal minor >= 0"):
            return t.compute("answer", "negative semidefinite")
        return t.compute("answer", "indefinite")

    def solve(self, data: dict) -> str:
        # The characteristic polynomial of a symmetric matrix has only real roots, so Descartes'
        # rule of signs counts its positive (and, on p(-x), negative) eigenvalues exactly.
        coeffs = charpoly(data["matrix"])
        n = len(coeffs) - 1

        def changes(cs: list[int]) -> int:
            signs = [c > 0 for c in cs if c != 0]
            return sum(1 for x, y in zip(signs, signs[1:]) if x != y)

        positive = changes(coeffs)
        negative = changes([c * (-1) ** (n - i) for i, c in enumerate(coeffs)])
        zero = n - positive - negative
        if positive and negative:
            return "indefinite"
        side = "positive" if positive else "negative"
        return f"{side} semidefinite" if zero else f"{side} definite"


BOOTCAMP = Definiteness()
