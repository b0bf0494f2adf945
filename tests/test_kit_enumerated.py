"""kit/enumerated and kit/binary_sums must narrow exactly as backtrack's predicates and linear
sums do: puzzles switched to them keep their cases and traces byte for byte. Predicates and
kit/enumerated share backtrack.narrow_by_enumeration, which is checked here against a plain
reference: generalised arc consistency worked out with sets."""

import itertools
import random

import pytest

from bootcamps.kit.backtrack import Problem, traced_search, values_of
from bootcamps.kit.binary_sums import binary_sum
from bootcamps.kit.enumerated import ENUMERATE_LIMIT, enumerated
from bootcamps.trace import Tracer

RULES = {
    "sum is odd": lambda v: sum(v) % 2 == 1,
    "strictly rising": lambda v: all(a < b for a, b in zip(v, v[1:])),
    "first is the largest": lambda v: v[0] == max(v),
    "never": lambda v: False,
}


def random_problem(rng: random.Random, kind: str) -> Problem:
    """Six variables over small domains, a few random rules (scopes may repeat a variable)."""
    problem = Problem([sorted(rng.sample(range(1, 7), rng.randint(1, 5))) for _ in range(6)])
    for _ in range(rng.randint(1, 4)):
        scope = [rng.randrange(6) for _ in range(rng.randint(1, 4))]
        rule = RULES[rng.choice([name for name in RULES if name != "never" or rng.random() < 0.1])]
        if kind == "predicate":
            problem.predicate(scope, rule)
        else:
            problem.propagator(scope, enumerated(scope, rule))
    return problem


@pytest.mark.parametrize("seed", range(300))
def test_enumerated_prunes_and_searches_as_predicates_do(seed):
    assert_same_search(random_problem(random.Random(seed), "predicate"), random_problem(random.Random(seed), "propagator"))


def assert_same_search(old: Problem, new: Problem) -> None:
    """The same narrowing, the same solutions and the same traced search, state for state."""
    old_doms, new_doms = list(old.domains), list(new.domains)
    assert old.propagate(old_doms) == new.propagate(new_doms)
    assert old_doms == new_doms
    assert old.solutions(limit=5) == new.solutions(limit=5)
    t_old, t_new = Tracer(), Tracer()
    names = [f"x{i}" for i in range(len(old.domains))]
    assert traced_search(t_old, old, names) == traced_search(t_new, new, names)
    assert t_old.states == t_new.states


def reference_narrowing(domains: list[set[int]], scope: list[int], rule) -> list[set[int]] | None:
    """Each scope variable keeps the values some coherent, rule-satisfying combination gives it
    (a repeated variable takes one value); None when a variable keeps none."""
    kept = [set(d) for d in domains]
    combos = [c for c in itertools.product(*[sorted(domains[v]) for v in scope])
              if all(a == b for (u, a), (w, b) in itertools.combinations(zip(scope, c), 2) if u == w) and rule(c)]
    for v in set(scope):
        kept[v] = {c[i] for c in combos for i, u in enumerate(scope) if u == v}
        if not kept[v]:
            return None
    return kept


@pytest.mark.parametrize("seed", range(300))
def test_enumeration_keeps_exactly_the_supported_values(seed):
    rng = random.Random(seed)
    domains = [set(rng.sample(range(1, 7), rng.randint(1, 4))) for _ in range(5)]  # 4**4 <= ENUMERATE_LIMIT: no waiting
    scope = [rng.randrange(5) for _ in range(rng.randint(1, 4))]
    rule = RULES[rng.choice(list(RULES))]
    problem = Problem([sorted(d) for d in domains])
    problem.predicate(scope, rule)
    doms = list(problem.domains)
    expected = reference_narrowing(domains, scope, rule)
    assert problem.propagate(doms) == (expected is not None)
    if expected is not None:
        assert [set(values_of(d)) for d in doms] == expected


def test_a_full_assignment_breaking_the_rule_is_no_solution():
    problem = Problem([range(1, 4)] * 3)
    problem.propagator([0, 1, 2], enumerated([0, 1, 2], RULES["strictly rising"]))
    assert problem.is_solution([1, 2, 3])
    assert not problem.is_solution([1, 3, 2])


def test_a_repeated_variable_takes_one_value():
    # (x0, x0, x1): a combination giving x0 two values is no support
    torn = Problem([range(1, 4), range(1, 4)])
    torn.propagator([0, 0, 1], enumerated([0, 0, 1], lambda v: v[0] == 1 and v[1] == 3))
    assert not torn.propagate(list(torn.domains))
    problem = Problem([range(1, 4), range(1, 4)])
    problem.propagator([0, 0, 1], enumerated([0, 0, 1], lambda v: v[1] == 2 and v[2] != v[0]))
    assert problem.solutions(limit=10) == [[2, 1], [2, 3]]


def test_waits_above_the_limit():
    scope = list(range(4))
    problem = Problem([range(8)] * 4)  # 8**4 combinations: more than the limit, so nothing is pruned yet
    assert 8 ** 4 > ENUMERATE_LIMIT
    problem.propagator(scope, enumerated(scope, RULES["never"]))
    doms = list(problem.domains)
    assert problem.propagate(doms) and doms == problem.domains


def random_counts(rng: random.Random, kind: str) -> Problem:
    """Eight 0/1 cells (some fixed), a few weighted counts with weights of either sign."""
    problem = Problem([rng.choice([(0,), (1,), (0, 1), (0, 1)]) for _ in range(8)])
    for _ in range(rng.randint(1, 3)):
        scope = rng.sample(range(8), rng.randint(2, 5))
        weights = [rng.choice([-1, 1, 1, 1, 2]) for _ in scope]
        lo = rng.randint(0, 2)
        hi = lo + rng.randint(0, 2)
        if kind == "linear":
            problem.linear(scope, lo, hi, weights)
        else:
            problem.propagator(scope, binary_sum(scope, lo, hi, weights))
    return problem


@pytest.mark.parametrize("seed", range(300))
def test_binary_sum_prunes_and_searches_as_linear_does(seed):
    old = random_counts(random.Random(seed), "linear")
    new = random_counts(random.Random(seed), "propagator")
    assert_same_search(old, new)
    assert all(old.is_solution(s) and new.is_solution(s) for s in old.solutions(limit=5))


def test_binary_sum_refuses_a_zero_weight():
    with pytest.raises(ValueError, match="nonzero weight"):
        binary_sum([0, 1], 0, 1, [1, 0])
