"""Gram-Schmidt without normalising: u1 = v1, u_k = v_k - sum_{j<k} (v_k·u_j / u_j·u_j) u_j,
for independent integer vectors taken in the given order; the orthogonal vectors exactly."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.matrices import RationalMatrixAnswer, dot, random_matrix, rank, text_matrix
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    count: int = 2
    dim: int = 3
    spread: int = 3

    def __post_init__(self) -> None:
        if not 2 <= self.count <= self.dim <= 6:
            raise ValueError(f"need 2 <= count <= dim <= 6, got {self.count}, {self.dim}")
        if not 1 <= self.spread <= 9:
            raise ValueError(f"spread must be in 1..9, got {self.spread}")


_TEMPLATES = (
    "Apply the Gram-Schmidt process (without normalising) to {vecs}, in this order.",
    "Orthogonalise the vectors {vecs} by Gram-Schmidt, keeping them unnormalised: u1 = v1 and each later u_k is v_k minus its projections onto the earlier u_j.",
    "Starting from v1 = {first}, run Gram-Schmidt on {vecs} (in order, no normalisation). What are the orthogonal vectors u1, ..., u{k}?",
    "Find the orthogonal (not orthonormal) basis that the Gram-Schmidt process produces from {vecs}, processing the vectors in the order given.",
)


class GramSchmidt(RationalMatrixAnswer, Bootcamp):
    id = "linear_algebra/gram_schmidt"
    description = "Unnormalised Gram-Schmidt orthogonalisation of integer vectors, exactly"
    Config = Config
    LEVELS = {
        "1": Config(count=2, dim=2, spread=6),
        "2": Config(count=2, dim=3, spread=4),
        "3": Config(count=3, dim=3, spread=3),
        "4": Config(count=3, dim=4, spread=3),
        "5": Config(count=4, dim=4, spread=2),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[list[str]]]:
        while True:
            vectors = random_matrix(rng, config.count, config.dim, -config.spread, config.spread)
            if rank(vectors) == config.count:
                break
        data = {"vectors": vectors}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        vs = data["vectors"]
        vecs = ", ".join(f"v{i + 1} = ({', '.join(map(str, v))})" for i, v in enumerate(vs))
        text = rng.choice(_TEMPLATES).format(vecs=vecs, first="(" + ", ".join(map(str, vs[0])) + ")", k=len(vs))
        form = "u1, u2, ... one per line in square brackets, entries as integers or fractions in lowest terms (e.g. [1, 0, 2] and [1/5, 1, -1/10] on two lines)"
        return f"{text}\n{answer_instruction(form)}"

    def program(self, t: Tracer, data: dict) -> list[list[str]]:
        out: list[list[Fraction]] = []
        for k, v in enumerate(data["vectors"]):
            t.state(f"orthogonalise v{k + 1}")
            u = [Fraction(x) for x in t.fetch(f"v{k + 1}", list(v))]
            for j in range(k):
                uj = [Fraction(x) for x in t.fetch(f"u{j + 1}", list(out[j]))]
                norm = dot(uj, uj)
                if norm == 0:
                    raise ZeroDivisionError("zero vector after an injected error")
                c = Fraction(t.compute("c", Fraction(dot(v, uj)) / norm, why=f"v{k + 1}·u{j + 1} / u{j + 1}·u{j + 1}"))
                u = [Fraction(x) for x in t.compute(f"u{k + 1}", [a - c * b for a, b in zip(u, uj)], why=f"minus c u{j + 1}")]
            out.append(u)
        t.state("answer")
        return t.compute("answer", text_matrix([t.fetch(f"u{k + 1}", out[k]) for k in range(len(out))]))

    def solve(self, data: dict) -> list[list[str]]:
        # u_k = v_k - P v_k where P projects onto span(v1..v_{k-1}): solve the normal equations
        # G c = V v_k with the Gram matrix G of the earlier (original) vectors.
        vs = [[Fraction(x) for x in v] for v in data["vectors"]]
        out = []
        for k, v in enumerate(vs):
            prev = vs[:k]
            if prev:
                from bootcamps.kit.counting import solve_exact

                gram = [[dot(a, b) for b in prev] for a in prev]
                coeffs = solve_exact(gram, [dot(a, v) for a in prev])
                v = [x - sum(c * p[i] for c, p in zip(coeffs, prev)) for i, x in enumerate(v)]
            out.append(v)
        return text_matrix(out)


BOOTCAMP = GramSchmidt()
