"""A basis of the null space of an integer matrix: row-reduce, then one vector per free
variable. Any basis is right, so the verifier checks the constraints: the right number of
vectors, each sent to zero by A, linearly independent."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.matrices import mat_vec, matrix_rows, rank, read_matrix, rref, text_matrix, with_rank
from bootcamps.linear_algebra._elimination import eliminate
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    rows: int = 3
    cols: int = 4
    min_rank: int = 1
    max_rank: int = 2
    spread: int = 3

    def __post_init__(self) -> None:
        if not 1 <= self.rows <= 6 or not 2 <= self.cols <= 7:
            raise ValueError(f"need rows in 1..6 and cols in 2..7, got {self.rows}, {self.cols}")
        if not 1 <= self.min_rank <= self.max_rank <= min(self.rows, self.cols - 1):
            raise ValueError(f"need 1 <= min_rank <= max_rank <= min(rows, cols - 1), got {self.min_rank}, {self.max_rank}")
        if not 1 <= self.spread <= 9:
            raise ValueError(f"spread must be in 1..9, got {self.spread}")


_TEMPLATES = (
    "Find a basis of the null space (kernel) of the matrix\n{grid}",
    "Let A be the {r}×{c} matrix below. Give a basis for the set of all vectors x with A x = 0.\n{grid}",
    "The matrix with rows {inline} maps R^{c} to R^{r}. Write down a basis of its kernel.",
    "Solve the homogeneous system A x = 0 for\n{grid}\nby giving a basis of its solution space.",
)


class NullSpaceBasis(Bootcamp):
    id = "linear_algebra/null_space_basis"
    description = "A basis of the null space of an integer matrix (any basis accepted)"
    Config = Config
    unique_answer = False  # many bases span the same kernel: the verifier checks the constraints
    multiline_answer = True  # one vector per line
    LEVELS = {
        "1": Config(rows=2, cols=3, min_rank=1, max_rank=2, spread=6),
        "2": Config(rows=2, cols=4, min_rank=1, max_rank=2, spread=3),
        "3": Config(rows=3, cols=5, min_rank=2, max_rank=3, spread=3),
        "4": Config(rows=4, cols=6, min_rank=2, max_rank=4, spread=3),
        "5": Config(rows=5, cols=7, min_rank=3, max_rank=5, spread=3),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[list[str]]]:
        r = rng.randint(config.min_rank, config.max_rank)
        while True:
            m = with_rank(rng, config.rows, config.cols, r, config.spread)
            # a zero column would let a perturbed basis vector stay in the kernel
            if all(any(row[j] for row in m) for j in range(config.cols)):
                break
        data = {"matrix": m}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        m = data["matrix"]
        inline = "; ".join("(" + ", ".join(map(str, row)) + ")" for row in m)
        text = rng.choice(_TEMPLATES).format(grid=matrix_rows(m), r=len(m), c=len(m[0]), inline=inline)
        form = ("the basis vectors, one per line in square brackets, entries as integers or fractions in lowest terms "
                "(e.g. [1, -2, 1] and [0, 1/2, 1] on two lines); any basis is accepted")
        return f"{text}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[list[str]]) -> str:
        return matrix_rows(answer)

    def check(self, data: dict, answer: list[list[str]], text: str) -> float:
        m = data["matrix"]
        cols = len(m[0])
        nullity = cols - rank(m)
        vectors = read_matrix(text, nullity, cols)
        if vectors is None:
            return 0.0
        if any(any(v != 0 for v in mat_vec(m, x)) for x in vectors):
            return 0.0
        return 1.0 if rank(vectors) == nullity else 0.0  # independent, so they span the kernel

    def program(self, t: Tracer, data: dict) -> list[list[str]]:
        m = data["matrix"]
        cols = len(m[0])
        rows, _, pivots = eliminate(t, m, cols, jordan=True)
        t.state("free variables")
        pivots = t.fetch("pivot_columns", list(pivots))
        free = t.compute("free", [j for j in range(cols) if j not in pivots], why="columns without a pivot")
        basis = []
        for f in free:
            t.state(f"basis vector for x{f + 1}")
            column = t.fetch(f"rref column {f}", [rows[i][f] for i in range(len(pivots))])
            vector = [Fraction(0)] * cols
            vector[f] = Fraction(1)
            for i, p in enumerate(pivots):
                vector[p] = -Fraction(column[i])
            basis.append(t.compute(f"v{f + 1}", vector, why=f"x{f + 1} = 1, other free = 0, pivots = -column"))
        t.state("answer")
        return t.compute("answer", text_matrix([t.fetch(f"v{f + 1}", v) for f, v in zip(free, basis)]))

    def solve(self, data: dict) -> list[list[str]]:
        reduced, pivots = rref(data["matrix"])
        cols = len(data["matrix"][0])
        out = []
        for f in (j for j in range(cols) if j not in pivots):
            vector = [Fraction(0)] * cols
            vector[f] = Fraction(1)
            for i, p in enumerate(pivots):
                vector[p] = -reduced[i][f]
            out.append(vector)
        return text_matrix(out)


BOOTCAMP = NullSpaceBasis()
