"""A weighted count over 0/1 cells (``lo <= sum(w * x) <= hi``) as a ``backtrack.Problem``
propagator.

It narrows exactly as ``Problem.linear`` does on 0/1 domains (bounds propagation: a cell keeps
a value only if the rest can still bring the sum into range; the cells changed in scope order),
so a search and its trace are the same byte for byte. It is faster because with two values a
cell's bounds are two comparisons, not a division and a bit span. Shading puzzles whose traced
search is mostly such counts use it, through ``BinaryProblem.to_problem``.
"""

from __future__ import annotations

from typing import Callable, Sequence

from bootcamps.kit.backtrack import Problem
from bootcamps.kit.enumerated import enumerated

ZERO, ONE, BOTH = 1, 2, 3  # a 0/1 domain as a bit mask: bit x set for value x


def binary_sum(scope: Sequence[int], lo: int, hi: int,
               weights: Sequence[int] | None = None) -> Callable[[list[int]], list[int] | None]:
    """A ``revise(doms)`` for ``Problem.propagator(scope, ...)`` over cells whose domains are
    subsets of {0, 1}; weights default to 1, none may be 0."""
    weights = tuple(weights) if weights is not None else (1,) * len(scope)
    if len(weights) != len(scope) or 0 in weights:
        raise ValueError(f"need one nonzero weight per scope variable, got {weights!r} for {len(scope)}")
    pairs = tuple(zip(scope, weights))

    def revise(doms: list[int]) -> list[int] | None:
        least = most = 0  # the smallest and largest sums the domains still allow
        for v, w in pairs:
            d = doms[v]
            if d == ONE:
                least += w
                most += w
            elif d == BOTH:
                if w > 0:
                    most += w
                else:
                    least += w
        if least > hi or most < lo:
            return None
        changed = []
        for v, w in pairs:
            if doms[v] != BOTH:
                continue  # a fixed cell fits whenever the totals are in range
            low, high = lo - (most - max(w, 0)), hi - (least - min(w, 0))  # low <= w * x <= high
            keep = (ZERO if low <= 0 <= high else 0) | (ONE if low <= w <= high else 0)
            if keep != BOTH:
                if not keep:
                    return None
                doms[v] = keep
                changed.append(v)
        return changed

    return revise


def as_problem(counts) -> Problem:
    """A ``kit.puzzles.BinaryProblem`` as a ``backtrack.Problem`` (its ``to_problem``): fixed
    cells, each weighted count as ``binary_sum`` (the narrowing of ``Problem.linear``, several
    times faster on 0/1 cells), and ``accept`` checked by enumeration once few cells are open."""
    problem = Problem([(counts.fixed[v],) if v in counts.fixed else (0, 1) for v in range(counts.n)])
    for scope, weights, lo, hi in counts.cons:
        problem.propagator(scope, binary_sum(scope, lo, hi, weights))
    if counts.accept is not None:
        accept, every = counts.accept, range(counts.n)
        problem.propagator(every, enumerated(every, lambda values: bool(accept(list(values)))))
    return problem
