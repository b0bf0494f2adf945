"""Shared pieces of the fifth logic / data batch: argumentation frameworks (random attack graphs
and their printed form), CNF literals as names, and a checked reader of a set of literals.

Nothing here evaluates model text; readers go through ``kit.logic2.read_names``.
"""

from __future__ import annotations

import random
from typing import Sequence

LETTERS = "ABCDEFGHIJKLMNOP"


# ---------------------------------------------------------------- argumentation frameworks


def random_attacks(rng: random.Random, n: int, attacks: int, self_p: float = 0.0) -> list[list[str]]:
    """``attacks`` distinct attacks [x, y] ("x attacks y") among the first ``n`` letters, sorted;
    self-attacks only with probability ``self_p`` per draw."""
    names = LETTERS[:n]
    out: set[tuple[str, str]] = set()
    limit = n * n
    while len(out) < min(attacks, limit):
        a, b = rng.choice(names), rng.choice(names)
        if a == b and rng.random() >= self_p:
            continue
        out.add((a, b))
    return [list(p) for p in sorted(out)]


def attackers_of(attacks: Sequence[Sequence[str]], arg: str) -> list[str]:
    return sorted({a for a, b in attacks if b == arg})


def render_attacks(attacks: Sequence[Sequence[str]], style: int) -> str:
    if style == 0:
        return "\n".join(f"{a} attacks {b}" for a, b in attacks)
    if style == 1:
        return ", ".join(f"{a} -> {b}" for a, b in attacks)
    return "; ".join(f"({a}, {b})" for a, b in attacks)


ATTACK_STYLES = (
    "Each line 'X attacks Y' is one attack:",
    "Attacks, written X -> Y for 'X attacks Y':",
    "The attack relation, as pairs (X, Y) meaning X attacks Y:",
)


# ---------------------------------------------------------------- literals


def literal_name(lit: int) -> str:
    return f"x{lit}" if lit > 0 else f"~x{-lit}"


def literal_names(n: int) -> list[str]:
    return [literal_name(s * v) for v in range(1, n + 1) for s in (1, -1)]


def render_clause(clause: Sequence[int]) -> str:
    return "(" + " | ".join(literal_name(lit) for lit in clause) + ")"
