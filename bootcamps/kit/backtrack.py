"""A small finite-domain constraint solver for puzzle generators and their traced solvers.

Variables are indexes 0..n-1 with small integer domains. Constraints: ``alldiff`` (no value
twice), ``linear`` (lo <= sum of w*x <= hi, with bounds propagation), ``predicate`` (any
rule, given as a function of the scope's values; pruned by enumeration when the scope's
remaining combinations are few) and ``propagator`` (a puzzle's own narrowing rule over bit-mask
domains, for rules that enumeration would prune too late). ``Problem.solutions(limit=2)`` counts solutions up to a limit,
which is how generators establish that a puzzle is unique (two solutions: add a clue or
regenerate). ``traced_search`` runs the same search against a ``Tracer``, one state per placed
cell, so a puzzle's ``program`` is a few lines.
"""

from __future__ import annotations

import random
from itertools import product
from typing import Any, Callable, Sequence

from bootcamps.trace import Tracer

# Above this many combinations a predicate waits until its scope is nearly fixed.
ENUMERATE_LIMIT = 512


class Budget(Exception):
    """The search visited more nodes than it was allowed."""


def bits(values: Sequence[int] | range) -> int:
    """A domain as a bit mask: bit x set for each value x (values 0..62)."""
    mask = 0
    for x in values:
        if not 0 <= x <= 62:
            raise ValueError(f"domain values must be in 0..62, got {x}")
        mask |= 1 << x
    return mask


def values_of(mask: int) -> list[int]:
    """The values of a bit-mask domain, ascending."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def _lowest(mask: int) -> int:
    return (mask & -mask).bit_length() - 1


def _span(lo: int, hi: int) -> int:
    """The mask of values lo..hi (clamped to 0..62)."""
    lo, hi = max(lo, 0), min(hi, 62)
    return 0 if lo > hi else ((1 << (hi + 1)) - 1) ^ ((1 << lo) - 1)


class Problem:
    def __init__(self, domains: Sequence[Sequence[int]]):
        self.domains: list[int] = [bits(d) for d in domains]
        self.constraints: list[tuple[str, tuple[int, ...], Any]] = []
        self.by_var: list[list[int]] = [[] for _ in self.domains]
        self.nodes = 0

    def _add(self, kind: str, scope: Sequence[int], payload: Any) -> None:
        scope = tuple(scope)
        if not scope or any(not 0 <= v < len(self.domains) for v in scope):
            raise ValueError(f"bad constraint scope {scope!r} for {len(self.domains)} variables")
        index = len(self.constraints)
        self.constraints.append((kind, scope, payload))
        for v in set(scope):
            self.by_var[v].append(index)

    def alldiff(self, scope: Sequence[int], values: Sequence[int] | None = None) -> None:
        """No value twice in ``scope``; with ``values`` (as many as the scope), each of them exactly once."""
        if values is not None and len(set(values)) != len(scope):
            raise ValueError(f"a permutation of {len(scope)} cells needs {len(scope)} distinct values, got {values!r}")
        self._add("alldiff", scope, bits(values) if values is not None else 0)

    def linear(self, scope: Sequence[int], lo: int, hi: int, weights: Sequence[int] | None = None) -> None:
        """lo <= sum(w[i] * x[i]) <= hi (weights default to 1, none may be 0)."""
        weights = tuple(weights) if weights is not None else (1,) * len(scope)
        if len(weights) != len(scope) or 0 in weights:
            raise ValueError(f"need one nonzero weight per scope variable, got {weights!r} for {len(scope)}")
        self._add("linear", scope, (lo, hi, weights))

    def predicate(self, scope: Sequence[int], rule: Callable[[tuple[int, ...]], bool]) -> None:
        """``rule(values)`` is called on complete assignments of the scope only."""
        self._add("predicate", scope, rule)

    def propagator(self, scope: Sequence[int], revise: Callable[[list[int]], list[int] | None]) -> None:
        """A custom rule: ``revise(doms)`` narrows the bit-mask domains in place whenever a
        variable of ``scope`` changes, and returns the variables it changed, or None on a
        contradiction. It must return None on any full assignment (all domains single values)
        that breaks the rule: that is how ``is_solution`` checks it."""
        self._add("propagator", scope, revise)

    # ------------------------------------------------------------ propagation

    def _revise(self, index: int, doms: list[int]) -> list[int] | None:
        """Narrow the scope's domains in place; the variables changed, or None on a wipe-out."""
        kind, scope, payload = self.constraints[index]
        changed: list[int] = []
        if kind == "alldiff":
            taken = 0
            for v in scope:
                d = doms[v]
                if d & (d - 1) == 0:  # fixed
                    if taken & d:
                        return None
                    taken |= d
            if taken:
                for v in scope:
                    d = doms[v]
                    if d & (d - 1) and d & taken:
                        d &= ~taken
                        if not d:
                            return None
                        doms[v] = d
                        changed.append(v)
            if payload:  # a permutation: every value of the union is used once (hidden singles)
                once = more = 0
                for v in scope:
                    d = doms[v]
                    more |= once & d
                    once |= d
                if once != payload:
                    return None
                single = once & ~more & ~taken
                if single:
                    for v in scope:
                        d = doms[v]
                        if d & single and d & (d - 1):
                            d &= single
                            if d & (d - 1):
                                return None  # two values that must both sit here
                            doms[v] = d
                            changed.append(v)
            return changed
        if kind == "linear":
            lo, hi, weights = payload
            mins, maxs = [], []
            for v, w in zip(scope, weights):
                d = doms[v]
                a, b = w * _lowest(d), w * (d.bit_length() - 1)
                if w < 0:
                    a, b = b, a
                mins.append(a)
                maxs.append(b)
            total_min, total_max = sum(mins), sum(maxs)
            if total_min > hi or total_max < lo:
                return None
            masks = []
            for i, w in enumerate(weights):
                low, high = lo - (total_max - maxs[i]), hi - (total_min - mins[i])  # low <= w*x <= high
                masks.append(_span(-(-low // w), high // w) if w > 0 else _span(-(-high // w), low // w))
            return _restrict(doms, scope, masks)
        if kind == "propagator":
            return payload(doms)
        # predicate: enumerate the remaining combinations when there are few
        return narrow_by_enumeration(scope, payload, doms, len(set(scope)) != len(scope))

    def propagate(self, doms: list[int], touched: Sequence[int] | None = None) -> bool:
        """Narrow ``doms`` in place to a fixpoint; False on a contradiction."""
        if touched is None:
            queue = list(range(len(self.constraints)))
        else:
            queue = sorted({c for v in touched for c in self.by_var[v]})
        pending = set(queue)
        by_var = self.by_var
        while queue:
            index = queue.pop()
            pending.discard(index)
            changed = self._revise(index, doms)
            if changed is None:
                return False
            for v in changed:
                for c in by_var[v]:
                    if c not in pending:
                        pending.add(c)
                        queue.append(c)
        return True

    # ------------------------------------------------------------ search

    def solutions(self, limit: int = 2, rng: random.Random | None = None, max_nodes: int | None = None) -> list[list[int]]:
        """Up to ``limit`` solutions (values tried in order, or shuffled by ``rng``). Raises
        ``Budget`` past ``max_nodes`` search nodes; ``self.nodes`` counts them."""
        self.nodes = 0
        doms = list(self.domains)
        found: list[list[int]] = []
        if self.propagate(doms):
            self._search(doms, limit, rng, max_nodes, found)
        return found

    def _search(self, doms, limit, rng, max_nodes, found) -> None:
        self.nodes += 1
        if max_nodes is not None and self.nodes > max_nodes:
            raise Budget(f"more than {max_nodes} nodes")
        var, size = None, 1 << 30
        for v, d in enumerate(doms):  # the open variable with the fewest values
            if d & (d - 1):
                count = bin(d).count("1")
                if count < size:
                    var, size = v, count
                    if count == 2:
                        break
        if var is None:
            found.append([_lowest(d) for d in doms])
            return
        options = values_of(doms[var])
        if rng is not None:
            rng.shuffle(options)
        for value in options:
            child = list(doms)
            child[var] = 1 << value
            if self.propagate(child, [var]):
                self._search(child, limit, rng, max_nodes, found)
                if len(found) >= limit:
                    return

    def is_solution(self, values: Sequence[int]) -> bool:
        """Whether a full assignment keeps every domain and constraint (used by verifiers)."""
        if len(values) != len(self.domains):
            return False
        if any(not 0 <= x <= 62 or not (d >> x) & 1 for x, d in zip(values, self.domains)):
            return False
        for kind, scope, payload in self.constraints:
            combo = tuple(values[v] for v in scope)
            if kind == "alldiff" and (len(set(combo)) != len(combo) or (payload and bits(combo) != payload)):
                return False
            if kind == "linear":
                lo, hi, weights = payload
                if not lo <= sum(w * x for w, x in zip(weights, combo)) <= hi:
                    return False
            if kind == "predicate" and not payload(combo):
                return False
            if kind == "propagator" and payload([1 << x for x in values]) is None:
                return False
        return True


def narrow_by_enumeration(
    scope: tuple[int, ...], rule: Callable[[tuple[int, ...]], bool], doms: list[int], repeats: bool = True,
) -> list[int] | None:
    """A predicate's narrowing: once the scope has at most ENUMERATE_LIMIT combinations left,
    keep each value of each variable that some combination satisfying ``rule`` supports. The
    variables changed (in scope order), or None on a wipe-out. ``repeats``: whether a variable
    occurs twice in the scope (then a combination must give it one value); the test is skipped
    where it cannot fail, since it costs as much as most rules."""
    size = 1
    for v in scope:
        size *= doms[v].bit_count()
        if size > ENUMERATE_LIMIT:
            return []
    support = [0] * len(scope)
    for combo in product(*[values_of(doms[v]) for v in scope]):
        if (not repeats or _coherent(scope, combo)) and rule(combo):
            for i, x in enumerate(combo):
                support[i] |= 1 << x
    return _restrict(doms, scope, support)


def _restrict(doms: list[int], scope: Sequence[int], masks: Sequence[int]) -> list[int] | None:
    """Keep only ``masks[i]`` of each scope variable's domain, in scope order; the variables
    changed, or None at the first one left empty."""
    changed = []
    for v, mask in zip(scope, masks):
        d = doms[v] & mask
        if d != doms[v]:
            if not d:
                return None
            doms[v] = d
            changed.append(v)
    return changed


def _coherent(scope: tuple[int, ...], combo: tuple[int, ...]) -> bool:
    """A variable repeated in a scope takes one value."""
    seen: dict[int, int] = {}
    for v, x in zip(scope, combo):
        if seen.setdefault(v, x) != x:
            return False
    return True


def traced_search(t: Tracer, problem: Problem, names: Sequence[str]) -> list[int] | None:
    """The search of ``Problem.solutions`` written against the tracer: one state per placed
    variable. A variable left with one candidate is placed first ("the only candidate"); when
    none is, the open variable with the fewest candidates gets its smallest one (a guess); a
    contradiction goes back to the last guess and tries its next candidate. The program always
    goes on with the values the tracer hands back, so corrupted or claimed values propagate."""
    doms = list(problem.domains)
    placed = [d & (d - 1) == 0 for d in doms]  # clues are read, not placed
    guesses: list[tuple[int, list[int], list[int], list[bool]]] = []
    t.state("clues")
    ok = t.compute("consistent", problem.propagate(doms), why="the clues narrow each cell's candidates")
    var = _next_var(doms, placed) if ok else None
    target = t.goto(names[var] if var is not None else ("done" if ok else "back"))
    while True:
        if target == "done":
            break
        if target == "back":
            if not guesses:
                return None
            var, untried, saved, saved_placed = guesses.pop()
            doms, placed = list(saved), list(saved_placed)
            t.state(f"retry {names[var]}")
            cands = t.fetch(f"untried[{names[var]}]", untried)
            why = "the next untried candidate"
        else:
            var = names.index(target)
            t.state(f"cell {names[var]}")
            cands = t.fetch(f"cands[{names[var]}]", values_of(doms[var]))
            why = "the only candidate" if len(cands) == 1 else "guess the smallest candidate"
        value = t.compute("put", cands[0], why=why)
        if len(cands) > 1:
            guesses.append((var, list(cands[1:]), list(doms), list(placed)))
        ok = isinstance(value, int) and 0 <= value <= 62 and bool((problem.domains[var] >> value) & 1)
        doms[var] = 1 << value if ok else 0
        placed[var] = True
        ok = ok and problem.propagate(doms, [var])
        nxt = _next_var(doms, placed) if ok else None
        if not ok:
            target = t.goto("back", why="a rule is broken, so back to the last guess")
        else:
            target = t.goto(names[nxt] if nxt is not None else "done")
    t.state("solution")
    return t.compute("values", [_lowest(d) for d in doms], why="every cell placed")


def _next_var(doms: list[int], placed: list[bool]) -> int | None:
    """The first unplaced variable with one candidate, else the one with the fewest; None if all placed."""
    best, size = None, 1 << 30
    for v, d in enumerate(doms):
        if not placed[v]:
            count = bin(d).count("1")
            if count < size:
                best, size = v, count
                if size == 1:
                    break
    return best


def latin_problem(givens: Sequence[Sequence[int]]) -> Problem:
    """An n x n Latin square over 1..n (cell r, c is variable r*n+c); nonzero givens fixed."""
    n = len(givens)
    full = range(1, n + 1)
    problem = Problem([(givens[r][c],) if givens[r][c] else full for r in range(n) for c in range(n)])
    for i in range(n):
        problem.alldiff([i * n + c for c in range(n)], full)
        problem.alldiff([r * n + i for r in range(n)], full)
    return problem


def random_latin_square(n: int, rng: random.Random) -> list[list[int]]:
    """A random n x n Latin square over 1..n (a randomised search, then shuffled rows and symbols)."""
    values = latin_problem([[0] * n for _ in range(n)]).solutions(limit=1, rng=rng)[0]
    symbols = list(range(1, n + 1))
    rng.shuffle(symbols)
    rows = [[symbols[values[r * n + c] - 1] for c in range(n)] for r in range(n)]
    rng.shuffle(rows)
    return rows


def differing(solutions: Sequence[Sequence[int]], gold: Sequence[int]) -> list[int]:
    """Variables where the first solution other than ``gold`` differs from it."""
    other = next(s for s in solutions if list(s) != list(gold))
    return [v for v, (a, b) in enumerate(zip(other, gold)) if a != b]


def reveal_until_unique(
    build: Callable[[dict[int, int]], Problem], gold: Sequence[int], rng: random.Random,
    revealed: dict[int, int] | None = None, max_nodes: int | None = None,
) -> dict[int, int]:
    """Reveal gold values, each at a variable where a second solution differs, until the
    puzzle ``build(revealed)`` has exactly one solution; the revealed {variable: value}."""
    revealed = dict(revealed or {})
    while True:
        found = build(revealed).solutions(limit=2, max_nodes=max_nodes)
        if len(found) == 1:
            if list(found[0]) != list(gold):
                raise ValueError("the only solution is not the gold one")
            return revealed
        v = rng.choice(differing(found, gold))
        revealed[v] = gold[v]
