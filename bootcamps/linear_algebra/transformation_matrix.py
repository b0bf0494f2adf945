"""The standard matrix of a linear map known only on a basis: T(v_i) = w_i for independent v_i,
so M V = W and M = W V^(-1); found by row-reducing [Vᵀ | Wᵀ] (Mᵀ solves Vᵀ Mᵀ = Wᵀ)."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.matrices import MATRIX_FORM, RationalMatrixAnswer, mat_mul, random_matrix, text_matrix, transpose, unimodular
from bootcamps.kit.counting import solve_exact
from bootcamps.linear_algebra._elimination import eliminate
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    size: int = 2
    spread: int = 2  # entries of the unit-triangular factors of V
    map_spread: int = 4  # entries of the hidden matrix M

    def __post_init__(self) -> None:
        if not 2 <= self.size <= 5 or not 1 <= self.spread <= 5 or not 1 <= self.map_spread <= 20:
            raise ValueError(f"need size in 2..5, spread in 1..5, map_spread in 1..20, got {self.size}, {self.spread}, {self.map_spread}")


_TEMPLATES = (
    "A linear map T: R^{n} -> R^{n} satisfies {images}. Find the matrix of T in the standard basis.",
    "We know T only on a basis: {images}. Which matrix A gives T(x) = A x for every x?",
    "The linear transformation T sends {images}. Write down its standard matrix.",
    "Determine the {n}×{n} matrix M with {images_m}.",
)


def _vec(v: list) -> str:
    return "(" + ", ".join(map(str, v)) + ")"


class TransformationMatrix(RationalMatrixAnswer, Bootcamp):
    id = "linear_algebra/transformation_matrix"
    description = "Standard matrix of a linear map given its values on a basis (M = W V^-1)"
    Config = Config
    LEVELS = {
        "1": Config(size=2, spread=2, map_spread=6),
        "2": Config(size=2, spread=3, map_spread=9),
        "3": Config(size=3, spread=1, map_spread=4),
        "4": Config(size=3, spread=2, map_spread=5),
        "5": Config(size=4, spread=1, map_spread=4),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[list[str]]]:
        n = config.size
        basis = transpose(unimodular(rng, n, config.spread))  # columns v_i; det ±1 keeps M integer
        hidden = random_matrix(rng, n, n, -config.map_spread, config.map_spread)
        images = mat_mul(hidden, basis)
        data = {"v": [[int(x) for x in col] for col in transpose(basis)], "w": [[int(x) for x in col] for col in transpose(images)]}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        n = len(data["v"])
        images = ", ".join(f"T{_vec(v)} = {_vec(w)}" for v, w in zip(data["v"], data["w"]))
        images_m = ", ".join(f"M{_vec(v)}ᵀ = {_vec(w)}ᵀ" for v, w in zip(data["v"], data["w"]))
        text = rng.choice(_TEMPLATES).format(n=n, images=images, images_m=images_m)
        return f"{text}\n{answer_instruction(MATRIX_FORM)}"

    def program(self, t: Tracer, data: dict) -> list[list[str]]:
        n = len(data["v"])
        # row i of [Vᵀ | Wᵀ] is v_i followed by w_i; reducing the left half to I leaves Mᵀ on the right
        rows, _, pivots = eliminate(t, [list(v) + list(w) for v, w in zip(data["v"], data["w"])], n, jordan=True)
        if len(pivots) != n:
            raise ValueError("dependent vectors after an injected error")
        t.state("read the matrix")
        right = [t.fetch(f"r[{i}][{n}:]", rows[i][n:]) for i in range(n)]
        return t.compute("answer", text_matrix(transpose(right)), why="the right half is Mᵀ: transpose it")

    def solve(self, data: dict) -> list[list[str]]:
        # row by row: row j of M solves V^T m_j = (j-th coordinates of the w_i)
        vt = data["v"]  # rows are the v_i, i.e. V transposed
        n = len(vt)
        return text_matrix([solve_exact(vt, [w[j] for w in data["w"]]) for j in range(n)])


BOOTCAMP = TransformationMatrix()
