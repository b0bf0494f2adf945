"""Finite automata and regular expressions as data: random DFAs, runs, product search, and
regexes with Brzozowski derivatives (a DFA whose states are readable regexes).

A DFA is JSON-ready: ``{"alphabet": "ab", "start": 0, "accept": [int], "delta": [[int]]}``
with ``delta[q][i]`` the state reached from ``q`` on ``alphabet[i]``; states are ``0..n-1``
and are shown to models as ``q0, q1, ...``.

A regex is nested tuples: ``("eps",)``, ``("empty",)``, ``("sym", c)``, ``("cat", r, s)``,
``("alt", r, s, ...)`` (flattened, sorted, without repeats), ``("star", r)``; case data stores
it as nested lists (``to_json`` / ``from_json``). ``x+`` and
``x?`` are built as ``x x*`` and ``x | eps``, and rendered back in the short forms where they
occur. ``render`` writes Python ``re`` syntax, so tests can check counts with ``re.fullmatch``.
Nothing here parses model text.
"""

from __future__ import annotations

import random
from collections import deque
from functools import lru_cache
from typing import Iterable

# ---------------------------------------------------------------- DFAs


def random_dfa(rng: random.Random, states: int, alphabet: str, accept_p: float = 0.4) -> dict:
    """A random complete DFA whose every state is reachable from the start (a random spanning
    tree first, then random edges), with at least one accepting and one rejecting state."""
    delta = [[-1] * len(alphabet) for _ in range(states)]
    order = list(range(1, states))
    rng.shuffle(order)
    reached = [0]
    for q in order:  # hang each new state off a reached state's free edge
        free = [(p, i) for p in reached for i in range(len(alphabet)) if delta[p][i] < 0]
        p, i = rng.choice(free)
        delta[p][i] = q
        reached.append(q)
    for p in range(states):
        for i in range(len(alphabet)):
            if delta[p][i] < 0:
                delta[p][i] = rng.randrange(states)
    accept = sorted(q for q in range(states) if rng.random() < accept_p)
    if not accept:
        accept = [rng.randrange(states)]
    if len(accept) == states:
        accept.remove(rng.choice(accept))
    return {"alphabet": alphabet, "start": 0, "accept": accept, "delta": delta}


def run(dfa: dict, word: str) -> int:
    """The state a DFA ends in after reading ``word`` (every symbol must be in its alphabet)."""
    q = dfa["start"]
    for c in word:
        q = dfa["delta"][q][dfa["alphabet"].index(c)]
    return q


def accepts(dfa: dict, word: str) -> bool:
    return run(dfa, word) in dfa["accept"]


def render_table(dfa: dict, prefix: str = "q") -> list[str]:
    """One line per state: ``q0 (accepting): a -> q1, b -> q0``; the start state is marked."""
    lines = []
    for q, row in enumerate(dfa["delta"]):
        marks = [m for m, on in (("start", q == dfa["start"]), ("accepting", q in dfa["accept"])) if on]
        mark = f" ({', '.join(marks)})" if marks else ""
        moves = ", ".join(f"{c} -> {prefix}{r}" for c, r in zip(dfa["alphabet"], row))
        lines.append(f"{prefix}{q}{mark}: {moves}")
    return lines


def shortest_difference(d1: dict, d2: dict) -> str | None:
    """A shortest word exactly one of two DFAs (same alphabet) accepts, or ``None`` if they are
    equivalent: breadth-first search over pairs of states, symbols in alphabet order."""
    start = (d1["start"], d2["start"])
    parent: dict[tuple[int, int], tuple[tuple[int, int], str] | None] = {start: None}
    queue = deque([start])
    while queue:
        pair = queue.popleft()
        if (pair[0] in d1["accept"]) != (pair[1] in d2["accept"]):
            word = []
            while parent[pair] is not None:
                pair, c = parent[pair]  # type: ignore[misc]
                word.append(c)
            return "".join(reversed(word))
        for i, c in enumerate(d1["alphabet"]):
            nxt = (d1["delta"][pair[0]][i], d2["delta"][pair[1]][i])
            if nxt not in parent:
                parent[nxt] = (pair, c)
                queue.append(nxt)
    return None


# ---------------------------------------------------------------- regexes
# Nodes are tuples, so that equal regexes are equal values: derivatives and nullability are
# cached on them, and a union's parts sort without building strings. ``to_json`` and
# ``from_json`` convert to and from the nested lists stored in case data.

EPS: tuple = ("eps",)
EMPTY: tuple = ("empty",)


def from_json(r: list) -> tuple:
    if r[0] == "sym":
        return ("sym", r[1])
    return (r[0], *(from_json(p) for p in r[1:]))


def to_json(r: tuple) -> list:
    if r[0] == "sym":
        return ["sym", r[1]]
    return [r[0], *(to_json(p) for p in r[1:])]


def sym(c: str) -> tuple:
    return ("sym", c)


def cat(r: tuple, s: tuple) -> tuple:
    """Concatenation with the identities ∅r = r∅ = ∅ and εr = rε = r."""
    if r[0] == "empty" or s[0] == "empty":
        return EMPTY
    if r[0] == "eps":
        return s
    if s[0] == "eps":
        return r
    if r[0] == "cat":  # keep concatenation right-nested so equal languages print alike
        return cat(r[1], cat(r[2], s))
    return ("cat", r, s)


def alt(*parts: tuple) -> tuple:
    """Union, flattened, with ∅ dropped, repeats removed and the parts sorted (so that the set
    of derivatives of a regex is finite)."""
    flat = set()
    for p in parts:
        for q in (p[1:] if p[0] == "alt" else (p,)):
            if q[0] != "empty":
                flat.add(q)
    if not flat:
        return EMPTY
    if len(flat) == 1:
        return next(iter(flat))
    return ("alt", *sorted(flat))


def star(r: tuple) -> tuple:
    if r[0] in ("eps", "empty"):
        return EPS
    if r[0] == "star":
        return r
    return ("star", r)


def plus(r: tuple) -> tuple:
    return cat(r, star(r))


def opt(r: tuple) -> tuple:
    return alt(r, EPS)


@lru_cache(maxsize=65536)
def nullable(r: tuple) -> bool:
    """Whether the regex matches the empty word."""
    kind = r[0]
    if kind in ("eps", "star"):
        return True
    if kind in ("empty", "sym"):
        return False
    if kind == "cat":
        return nullable(r[1]) and nullable(r[2])
    return any(nullable(p) for p in r[1:])


@lru_cache(maxsize=65536)
def derivative(r: tuple, c: str) -> tuple:
    """Brzozowski derivative: the words w such that c·w matches r."""
    kind = r[0]
    if kind in ("eps", "empty"):
        return EMPTY
    if kind == "sym":
        return EPS if r[1] == c else EMPTY
    if kind == "alt":
        return alt(*(derivative(p, c) for p in r[1:]))
    if kind == "star":
        return cat(derivative(r[1], c), r)
    head = cat(derivative(r[1], c), r[2])
    return alt(head, derivative(r[2], c)) if nullable(r[1]) else head


def render(r: tuple, top: bool = True) -> str:
    """Python ``re`` syntax; ε and ∅ print as such (they only arise in derivatives)."""
    kind = r[0]
    if kind == "eps":
        return "ε"
    if kind == "empty":
        return "∅"
    if kind == "sym":
        return r[1]
    if kind == "star":
        return _atom(r[1]) + "*"
    if kind == "cat":
        if r[2][0] == "star" and r[2][1] == r[1]:
            return _atom(r[1]) + "+"  # x x* is x+
        return _piece(r[1]) + _piece(r[2])
    parts = [p for p in r[1:] if p[0] != "eps"]
    if len(parts) < len(r) - 1:  # x | ε is x?
        inner = alt(*parts)
        return _atom(inner) + "?"
    if all(p[0] == "sym" for p in parts):
        return "[" + "".join(p[1] for p in parts) + "]"
    text = "|".join(render(p, True) for p in parts)
    return text if top else f"({text})"


def _atom(r: tuple) -> str:
    """A regex as one postfix-able unit."""
    text = render(r, False)
    if r[0] == "sym" or (r[0] == "alt" and all(p[0] == "sym" for p in r[1:])):
        return text  # a letter or a character class
    if text.startswith("(") and _balanced_group(text):
        return text
    return f"({text})"


def _piece(r: tuple) -> str:
    """A regex as a factor of a concatenation."""
    return f"({render(r, True)})" if r[0] == "alt" and not render(r, False).endswith(("?", "]")) else render(r, False)


def _balanced_group(text: str) -> bool:
    depth = 0
    for i, ch in enumerate(text):
        depth += ch == "("
        depth -= ch == ")"
        if depth == 0 and i < len(text) - 1:
            return False
    return depth == 0


def random_regex(rng: random.Random, alphabet: str, size: int) -> tuple:
    """A random regex with about ``size`` symbol occurrences, using concatenation, union,
    character classes and the postfix operators * + ?."""
    if size <= 1:
        if rng.random() < 0.2 and len(alphabet) > 1:
            return alt(*(sym(c) for c in rng.sample(alphabet, 2)))
        return sym(rng.choice(alphabet))
    left = rng.randint(1, size - 1)
    a, b = random_regex(rng, alphabet, left), random_regex(rng, alphabet, size - left)
    node = cat(a, b) if rng.random() < 0.65 else alt(a, b)
    roll = rng.random()
    if roll < 0.2:
        node = star(node)
    elif roll < 0.3:
        node = plus(node)
    elif roll < 0.38:
        node = opt(node)
    return node


def derivative_dfa(r: tuple, alphabet: str, max_states: int = 200) -> tuple[list[tuple], list[list[int]]] | None:
    """The derivative automaton of ``r``: its states (regexes, the first is ``r``) and
    transitions ``delta[k][i]``; ``None`` past ``max_states`` states."""
    states, index, delta = [r], {r: 0}, []
    k = 0
    while k < len(states):
        row = []
        for c in alphabet:
            d = derivative(states[k], c)
            if d not in index:
                if len(states) >= max_states:
                    return None
                index[d] = len(states)
                states.append(d)
            row.append(index[d])
        delta.append(row)
        k += 1
    return states, delta


def count_words(states: list[tuple], delta: list[list[int]], n: int) -> int:
    """How many words of length ``n`` the derivative automaton accepts."""
    counts = [0] * len(states)
    counts[0] = 1
    for _ in range(n):
        nxt = [0] * len(states)
        for k, c in enumerate(counts):
            if c:
                for target in delta[k]:
                    nxt[target] += c
        counts = nxt
    return sum(c for k, c in enumerate(counts) if nullable(states[k]))


def words(alphabet: str, n: int) -> Iterable[str]:
    """Every word of length ``n`` in lexicographic order (for brute-force checks)."""
    if n == 0:
        yield ""
        return
    for w in words(alphabet, n - 1):
        for c in alphabet:
            yield w + c
