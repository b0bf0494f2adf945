"""Count the solutions of a system of XOR equations over Boolean variables (XOR-SAT counting).

Each equation says that the XOR (sum mod 2) of some variables is 0 or 1. The count is 0 when
the system is inconsistent and 2^(n - rank) otherwise, so brute force over 2^n assignments is
the slow way and Gaussian elimination over GF(2) the fast one. About three cases in four are
consistent (a hidden assignment fixes the right sides), the rest have random right sides.
The trace is Gaussian elimination: one state per pivot column (find a row, eliminate the
column from the others), then one state reading off the rank and consistency.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    variables: int = 4
    equations: int = 4
    max_width: int = 3  # variables per equation

    def __post_init__(self) -> None:
        if not 2 <= self.variables <= 20:
            raise ValueError(f"variables must be in 2..20, got {self.variables}")
        if not 1 <= self.equations <= 30:
            raise ValueError(f"equations must be in 1..30, got {self.equations}")
        if not 2 <= self.max_width <= self.variables:
            raise ValueError(f"max_width must be in 2..variables, got {self.max_width}")


def row_text(mask: int, rhs: int) -> str:
    """An equation as text; bit i of ``mask`` is x_{i+1}."""
    names = [f"x{i + 1}" for i in range(mask.bit_length()) if mask >> i & 1]
    return f"{' XOR '.join(names)} = {rhs}"


_INTROS = (
    "Variables {vs} each take the value 0 or 1. XOR is addition mod 2 (a XOR b is 1 exactly when "
    "a and b differ). How many assignments of the variables satisfy all of these equations at once?",
    "Count the 0/1 assignments to {vs} that make every equation below true. XOR means exclusive or: "
    "a chain of XORs equals 1 exactly when an odd number of its variables are 1.",
    "Here is a system of equations over the bits {vs}, where XOR is the sum modulo 2. Every "
    "variable may be 0 or 1. How many of the possible assignments solve the whole system?",
)


class XorSatCount(IntegerAnswer, Bootcamp):
    id = "logic/xor_sat_count"
    description = "Count the 0/1 solutions of a system of XOR equations (GF(2) elimination)"
    Config = Config
    LEVELS = {
        "1": Config(variables=5, equations=3, max_width=3),
        "2": Config(variables=5, equations=5, max_width=3),
        "3": Config(variables=6, equations=6, max_width=3),
        "4": Config(variables=8, equations=7, max_width=4),
        "5": Config(variables=11, equations=10, max_width=5),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        n = config.variables
        hidden = rng.getrandbits(n)
        consistent = rng.random() < 0.75
        rows = []
        for _ in range(config.equations):
            picked = rng.sample(range(n), rng.randint(2, config.max_width))
            mask = sum(1 << i for i in picked)
            rhs = bin(mask & hidden).count("1") % 2 if consistent else rng.randint(0, 1)
            rows.append([mask, rhs])
        data = {"variables": n, "rows": rows}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        names = ", ".join(f"x{i + 1}" for i in range(data["variables"]))
        lines = [rng.choice(_INTROS).format(vs=names)]
        lines += [f"E{k + 1}: {row_text(m, r)}" for k, (m, r) in enumerate(data["rows"])]
        lines.append(answer_instruction("one integer (the number of solutions; 0 if there is none)"))
        return "\n".join(lines)

    def program(self, t: Tracer, data: dict) -> int:
        n = data["variables"]
        # rows as ("1010", 1): the coefficient of x1 first, then the right side
        rows = [("".join(str(m >> i & 1) for i in range(n)), r) for m, r in data["rows"]]
        rank = 0
        for col in range(n):
            t.state(f"pivot on x{col + 1}")
            rows = t.fetch("rows", rows)
            pivot = next((k for k in range(rank, len(rows)) if rows[k][0][col] == "1"), -1)
            pivot = t.compute("pivot", pivot, why=f"first row from {rank} with x{col + 1}")
            if pivot < 0:
                continue
            rows = list(rows)
            rows[rank], rows[pivot] = rows[pivot], rows[rank]
            bits, rhs = rows[rank]
            rows = [
                ("".join("1" if x != y else "0" for x, y in zip(a, bits)), b ^ rhs) if k != rank and a[col] == "1" else (a, b)
                for k, (a, b) in enumerate(rows)
            ]
            rows = t.compute("rows", rows, why=f"XOR row {rank} into the others with x{col + 1}")
            rank = t.compute("rank", rank + 1)
        t.state("count")
        rows = t.fetch("rows", rows)
        rank = t.fetch("rank", rank)
        bad = t.compute("contradictions", sum(1 for a, b in rows if "1" not in a and b == 1), why="rows 0 = 1")
        if bad:
            return t.compute("answer", 0)
        return t.compute("answer", 2 ** (n - rank) if 0 <= rank <= n else 0, why=f"2^({n}-{rank})")

    def solve(self, data: dict) -> int:
        # a basis keyed by each row's highest variable (a different elimination order)
        basis: dict[int, tuple[int, int]] = {}
        for mask, rhs in data["rows"]:
            while mask:
                top = mask.bit_length() - 1
                if top not in basis:
                    basis[top] = (mask, rhs)
                    break
                mask, rhs = mask ^ basis[top][0], rhs ^ basis[top][1]
            if mask == 0 and rhs == 1:
                return 0
        return 2 ** (data["variables"] - len(basis))


BOOTCAMP = XorSatCount()
