"""The eigenvalues (with multiplicity) of an integer matrix whose eigenvalues are all integers:
the characteristic polynomial by the Faddeev-LeVerrier recursion (M_k = A M_(k-1) + c I,
c = -tr(A M_k) / k), then its integer roots by trial (each a divisor of the constant term)
with synthetic division after every root found."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.literal import IntSequenceAnswer
from bootcamps.linear_algebra._elimination import bareiss_det
from bootcamps.linear_algebra.determinant import format_matrix
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    size: int = 2
    max_eigenvalue: int = 5
    mixing: int = 2  # largest entry of the triangular factors that hide the diagonal

    def __post_init__(self) -> None:
        if not 2 <= self.size <= 6 or not 1 <= self.max_eigenvalue <= 50 or not 1 <= self.mixing <= 30:
            raise ValueError(f"need size in 2..6, max_eigenvalue in 1..50, mixing in 1..30, got {self.size}, {self.max_eigenvalue}, {self.mixing}")


_TEMPLATES = (
    "Find all eigenvalues of the matrix\n{grid}\n(They are all integers.)",
    "The integer matrix below has only integer eigenvalues. List them, repeated according to their algebraic multiplicity.\n{grid}",
    "Compute the roots of the characteristic polynomial det(A - λI) of\nA =\n{grid}\nAll of them are integers.",
    "What are the eigenvalues of this {n}×{n} matrix? Every eigenvalue is an integer.\n{grid}",
)
_FORM = "the eigenvalues in increasing order, each repeated by its multiplicity, comma-separated (e.g. -2, 3, 3)"


def _mat_mul(a: list[list[int]], b: list[list[int]]) -> list[list[int]]:
    return [[sum(a[i][k] * b[k][j] for k in range(len(b))) for j in range(len(b[0]))] for i in range(len(a))]


def _unit_inverse(t: list[list[int]], upper: bool) -> list[list[int]]:
    """The integer inverse of a unit triangular matrix, column by column by substitution."""
    n = len(t)
    inv = [[0] * n for _ in range(n)]
    order = range(n - 1, -1, -1) if upper else range(n)
    for col in range(n):
        for i in order:
            others = range(i + 1, n) if upper else range(i)
            inv[i][col] = int(i == col) - sum(t[i][k] * inv[k][col] for k in others)
    return inv


def _candidates(bound: int) -> list[int]:
    out = [0]
    for r in range(1, bound + 1):
        out += [r, -r]
    return out


class IntegerEigenvalues(IntSequenceAnswer, Bootcamp):
    id = "linear_algebra/integer_eigenvalues"
    description = "Eigenvalues of an integer matrix with integer spectrum, via the characteristic polynomial"
    Config = Config
    LEVELS = {
        "1": Config(size=2, max_eigenvalue=7, mixing=5),
        "2": Config(size=2, max_eigenvalue=8, mixing=6),
        "3": Config(size=3, max_eigenvalue=6, mixing=2),
        "4": Config(size=3, max_eigenvalue=8, mixing=2),
        "5": Config(size=4, max_eigenvalue=8, mixing=1),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        n, e = config.size, config.max_eigenvalue
        while True:
            eig = sorted(rng.randint(-e, e) for _ in range(n))
            # A = P D P^-1 with P = L U, unit triangular factors with entries in -mixing..mixing:
            # det P = 1, so P^-1 = U^-1 L^-1 is an integer matrix too
            m = config.mixing
            lower = [[1 if i == j else rng.randint(-m, m) if j < i else 0 for j in range(n)] for i in range(n)]
            upper = [[1 if i == j else rng.randint(-m, m) if j > i else 0 for j in range(n)] for i in range(n)]
            p = _mat_mul(lower, upper)
            p_inv = _mat_mul(_unit_inverse(upper, upper=True), _unit_inverse(lower, upper=False))
            if n == 2:  # 2x2 directly, for a wide space: trace and determinant fix a + d and bc
                a = rng.randint(-6 * m, 6 * m)
                d = eig[0] + eig[1] - a
                bc = a * d - eig[0] * eig[1]
                if bc == 0:
                    continue
                b = rng.choice([k for k in range(1, min(abs(bc), 99) + 1) if bc % k == 0]) * rng.choice((-1, 1))
                matrix = [[a, b], [bc // b, d]]
                if max(abs(v) for row in matrix for v in row) <= 99:
                    break
                continue
            d = [[eig[i] if i == j else 0 for j in range(n)] for i in range(n)]
            matrix = _mat_mul(_mat_mul(p, d), p_inv)
            zeros = sum(1 for i in range(n) for j in range(n) if i != j and matrix[i][j] == 0)
            if zeros <= (n - 1) // 2 and max(abs(v) for row in matrix for v in row) <= 99:
                break
        return {"matrix": matrix}, eig

    def prompt(self, data: dict, rng: random.Random) -> str:
        m = data["matrix"]
        text = rng.choice(_TEMPLATES).format(grid=format_matrix(m), n=len(m))
        return f"{text}\n{answer_instruction(_FORM)}"

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        a = data["matrix"]
        n = len(a)
        # det(xI - A) = x^n + c[n-1] x^(n-1) + ... + c[0]
        coeffs = {n: 1}
        m = [[0] * n for _ in range(n)]
        for k in range(1, n + 1):
            t.state(f"Faddeev-LeVerrier step {k}")
            prev = t.fetch(f"M{k - 1}", m)
            c_prev = t.fetch(f"c{n - k + 1}", coeffs[n - k + 1])
            m = t.compute(f"M{k}", [[v + (c_prev if i == j else 0) for j, v in enumerate(row)] for i, row in enumerate(_mat_mul(a, prev))],
                          why=f"A*M{k - 1} + c{n - k + 1}*I")
            am = _mat_mul(a, m)
            trace = t.compute("tr", sum(am[i][i] for i in range(n)), why=f"trace of A*M{k}")
            if trace % k:
                raise ValueError("non-integer coefficient after an injected error")
            coeffs[n - k] = t.compute(f"c{n - k}", -trace // k, why=f"-tr / {k}")
        poly = [coeffs[i] for i in range(n, -1, -1)]  # leading first
        roots: list[int] = []
        bound = 1 + max(abs(c) for c in poly[1:])
        for r in _candidates(min(bound, 10**4)):
            while len(poly) > 1:
                t.state(f"try the root {r}")
                q = t.fetch("p", poly)
                # Horner: the running values are the quotient's coefficients, the last is p(r)
                run = [q[0]]
                for c in q[1:]:
                    run.append(run[-1] * r + c)
                value = t.compute(f"p({r})", run[-1], why="Horner")
                if value != 0:
                    break
                poly = t.compute("p2", run[:-1], why=f"divide by (x - {r})")
                roots.append(r)
            if len(poly) == 1:
                break
        t.state("answer")
        return t.compute("eigenvalues", sorted(t.fetch("roots", roots)), why="increasing order")

    def solve(self, data: dict) -> list[int]:
        # det(xI - A) at n + 1 points (Bareiss), Newton interpolation expanded to coefficients,
        # then every integer root in the Cauchy bound, divided out as often as it divides
        a = data["matrix"]
        n = len(a)
        ys = [Fraction(bareiss_det([[(x if i == j else 0) - a[i][j] for j in range(n)] for i in range(n)])) for x in range(n + 1)]
        poly = [Fraction(0)] * (n + 1)  # constant term first
        basis = [Fraction(1)]  # (x - 0)(x - 1)...(x - level + 1), constant term first
        table = ys
        for level in range(n + 1):
            for i, b in enumerate(basis):
                poly[i] += table[0] * b
            table = [(table[i + 1] - table[i]) / (level + 1) for i in range(len(table) - 1)]
            basis = [Fraction(0)] + basis  # times x
            for i in range(len(basis) - 1):
                basis[i] -= level * basis[i + 1]
        roots = []
        bound = int(1 + max(abs(c) for c in poly[:-1]))
        for r in range(-bound, bound + 1):
            while len(poly) > 1 and sum(c * r**i for i, c in enumerate(poly)) == 0:
                roots.append(r)
                # divide by (x - r): synthetic division from the top coefficient down
                top = poly[::-1]
                quotient = [top[0]]
                for c in top[1:-1]:
                    quotient.append(c + quotient[-1] * r)
                poly = quotient[::-1]
        return roots


BOOTCAMP = IntegerEigenvalues()
