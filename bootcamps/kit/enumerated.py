"""A rule over a few cells, pruned by enumerating their remaining combinations, as a
``backtrack.Problem.propagator``.

It narrows exactly as ``Problem.predicate`` does (both run ``backtrack.narrow_by_enumeration``),
so a search and its trace are the same byte for byte. As a propagator the scope's repeated
variables are looked up once, not on every revision, and the rule can be shared with code that
takes a ``revise(doms)`` (``kit/binary_sums.as_problem``).
"""

from __future__ import annotations

from typing import Callable, Sequence

from bootcamps.kit.backtrack import ENUMERATE_LIMIT, narrow_by_enumeration

__all__ = ["ENUMERATE_LIMIT", "enumerated"]


def enumerated(scope: Sequence[int], rule: Callable[[tuple[int, ...]], bool]) -> Callable[[list[int]], list[int] | None]:
    """A ``revise(doms)`` for ``Problem.propagator(scope, ...)``: keep each value of each
    variable of ``scope`` that some combination of the others' values satisfying ``rule``
    supports, once the scope has at most ``ENUMERATE_LIMIT`` combinations left."""
    scope = tuple(scope)
    repeats = len(set(scope)) != len(scope)
    return lambda doms: narrow_by_enumeration(scope, rule, doms, repeats)
