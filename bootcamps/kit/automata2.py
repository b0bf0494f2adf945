"""Context-free grammars as data, for the fourth formal batch: random grammars, their printed
form, and the classic fixpoints (nullable, FIRST, productive, reachable).

A grammar is JSON-ready: a list of rules ``[left, [symbols...]]``; nonterminals are single
capital letters, terminals single lower-case letters, and an empty right side is an
epsilon production. Nothing here parses model text.
"""

from __future__ import annotations

import random


def random_grammar(rng: random.Random, names: str, terminals: str, max_productions: int, max_length: int,
                   eps_p: float = 0.15, nonterminal_p: float = 0.5) -> list[list]:
    """Rules for every name in ``names``: 1..max_productions distinct right sides each, of
    1..max_length symbols (or empty with probability ``eps_p``)."""
    rules: list[list] = []
    for left in names:
        seen: list[list[str]] = []
        for _ in range(rng.randint(1, max_productions)):
            if rng.random() < eps_p:
                right: list[str] = []
            else:
                right = [rng.choice(names) if rng.random() < nonterminal_p else rng.choice(terminals)
                         for _ in range(rng.randint(1, max_length))]
            if right not in seen:
                seen.append(right)
                rules.append([left, right])
    return rules


def render_grammar(rules: list[list], order: str, eps: str = "eps") -> list[str]:
    """One line per nonterminal that has rules, in ``order``: ``A -> a B | eps``."""
    lines = []
    for left in order:
        alts = [" ".join(right) if right else eps for l, right in rules if l == left]
        if alts:
            lines.append(f"{left} -> {' | '.join(alts)}")
    return lines


def nullable(rules: list[list]) -> set[str]:
    """Nonterminals that derive the empty string (least fixpoint)."""
    out: set[str] = set()
    while True:
        grown = {left for left, right in rules if all(s in out for s in right)} - out
        if not grown:
            return out
        out |= grown


def first_of_sequence(symbols: list[str], first: dict[str, set[str]], null: set[str]) -> tuple[set[str], bool]:
    """FIRST of a symbol string (terminals only) and whether the whole string is nullable."""
    out: set[str] = set()
    for s in symbols:
        if not s.isupper():
            out.add(s)
            return out, False
        out |= first.get(s, set())
        if s not in null:
            return out, False
    return out, True


def first_sets(rules: list[list]) -> dict[str, set[str]]:
    """FIRST (terminals only, no epsilon marker) of every nonterminal with rules."""
    null = nullable(rules)
    first: dict[str, set[str]] = {left: set() for left, _ in rules}
    changed = True
    while changed:
        changed = False
        for left, right in rules:
            add, _ = first_of_sequence(right, first, null)
            if not add <= first[left]:
                first[left] |= add
                changed = True
    return first


def productive(rules: list[list]) -> set[str]:
    """Nonterminals that derive some terminal string (least fixpoint)."""
    out: set[str] = set()
    while True:
        grown = {left for left, right in rules if all(not s.isupper() or s in out for s in right)} - out
        if not grown:
            return out
        out |= grown


def reachable(rules: list[list], start: str, allowed: set[str] | None = None) -> set[str]:
    """Nonterminals reachable from ``start`` using only rules whose nonterminals are all in
    ``allowed`` (every rule when ``allowed`` is None)."""
    seen = {start}
    stack = [start]
    while stack:
        x = stack.pop()
        for left, right in rules:
            if left != x:
                continue
            if allowed is not None and not all(not s.isupper() or s in allowed for s in right):
                continue
            for s in right:
                if s.isupper() and s not in seen:
                    seen.add(s)
                    stack.append(s)
    return seen
