"""Shared pieces of the fifth logic / data batch: argumentation frameworks (random attack graphs
and their printed form), CNF literals as names, and a checked reader of a set of literals.

Nothing here evaluates model text; readers go through ``kit.logic2.read_names``.
"""

from __future__ import annotations

import itertools
import json
import random
import re
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


# ---------------------------------------------------------------- a role per name

_ROLE_ITEM = re.compile(r"\s*([A-Za-z]+)\s*(?:=|:|-|\bis an?\b|\bis\b)\s*(?:an?\s+)?([A-Za-z]+?)s?\s*\.?\s*")
_ROLE_SPLIT = re.compile(r"\s*[,;\n]\s*|\s+and\s+")


def read_roles(text: object, names: Sequence[str], roles: Sequence[str]) -> dict[str, str] | None:
    """``{name: role}`` from "Ann: knight, Bo: spy" or "Ann is a knight; Bo is a spy" (case of the
    words ignored, an optional trailing s on the role). ``None`` unless every name gets exactly one
    role from ``roles`` and nothing else is written."""
    if not isinstance(text, str) or len(text) > 40 * len(names) + 40:
        return None
    text = text.strip().strip("{}[]()").strip()
    by_name = {n.casefold(): n for n in names}
    by_role = {r.casefold(): r for r in roles}
    out: dict[str, str] = {}
    for item in _ROLE_SPLIT.split(text):
        if not item.strip():
            continue
        m = _ROLE_ITEM.fullmatch(item)
        if m is None:
            return None
        name, role = by_name.get(m.group(1).casefold()), by_role.get(m.group(2).casefold())
        if name is None or role is None or name in out:
            return None
        out[name] = role
    return out if len(out) == len(names) else None


# ---------------------------------------------------------------- strict JSON


class _Duplicate(ValueError):
    pass


def _pairs(pairs: list) -> dict:
    if len({k for k, _ in pairs}) != len(pairs):
        raise _Duplicate("a key appears twice")
    return dict(pairs)


def _no_constant(name: str) -> None:
    raise ValueError(f"{name} is not JSON")


def read_json_strict(text: object, max_chars: int = 20_000) -> tuple[bool, object]:
    """``(True, value)`` for one JSON value (json.loads, never eval; no repeated keys, no NaN),
    optionally in a ```json fence; ``(False, None)`` otherwise."""
    if not isinstance(text, str) or len(text) > max_chars:
        return False, None
    text = text.strip()
    if text.startswith("```"):
        text = text.strip("`").strip()
        if text.startswith("json"):
            text = text[4:]
    try:
        return True, json.loads(text, object_pairs_hook=_pairs, parse_constant=_no_constant, parse_float=_no_float)
    except (ValueError, RecursionError):
        return False, None


def _no_float(text: str) -> None:
    raise ValueError(f"{text}: the answers here hold no fractions")


def same_json(a: object, b: object) -> bool:
    """Equal as JSON, types included (true is not 1, key order ignored)."""
    return json.dumps(a, sort_keys=True) == json.dumps(b, sort_keys=True)


# ---------------------------------------------------------------- cubes of a Boolean function


def prime_cubes(n: int, true_rows: Sequence[int], dont_care: Sequence[int] = ()) -> list[str]:
    """The prime implicants of the function true on ``true_rows`` (rows in ``dont_care`` may be
    either), as "1-0" strings with x1 first, sorted. Cubes covering only don't-cares are left out."""
    allowed = set(true_rows) | set(dont_care)
    ok: dict[str, bool] = {}
    for cube in sorted(("".join(c) for c in itertools.product("01-", repeat=n)), key=lambda c: c.count("-")):
        if "-" not in cube:
            ok[cube] = int(cube, 2) in allowed
        else:
            i = cube.index("-")
            ok[cube] = ok[cube[:i] + "0" + cube[i + 1:]] and ok[cube[:i] + "1" + cube[i + 1:]]
    primes = [c for c, good in ok.items() if good and not any(ok[c[:i] + "-" + c[i + 1:]] for i in range(n) if c[i] != "-")]
    return sorted(c for c in primes if set(cube_rows_of(c)) & set(true_rows))


def cube_rows_of(cube: str) -> list[int]:
    rows = [0]
    for ch in cube:
        rows = [2 * r + b for r in rows for b in ((0, 1) if ch == "-" else (int(ch),))]
    return rows


def cube_literals(cube: str) -> int:
    return sum(ch != "-" for ch in cube)
