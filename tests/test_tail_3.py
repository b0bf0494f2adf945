"""TAIL group 3 (prime search, 0-1 knapsack, LCS, Levenshtein, binary search, combinations):
reference solvers against brute force and known values, answer forms, configs, step checking."""

import itertools
import math
import random

import pytest

import bootcamps
from bootcamps.trace import STYLES, Tracer

TASKS = ("prime_search", "knapsack_01", "lcs", "levenshtein_distance", "binary_search", "permutation_combination")


def get(task):
    return bootcamps.get(f"algorithm/{task}")


def scores(task, data, answer, texts):
    bc = get(task)
    return [bc.verify(data, answer, f"<answer>{text}</answer>") for text in texts]


# ---------------------------------------------------------------- reference solvers


def is_prime(x):
    return x >= 2 and all(x % d for d in range(2, x))


def test_prime_search_solver_matches_naive_primality():
    bc, rng = get("prime_search"), random.Random(1)
    for _ in range(200):
        lo = rng.randint(2, 400)
        hi = lo + rng.randint(4, 150)
        assert bc.solve({"lo": lo, "hi": hi}) == [x for x in range(lo, hi + 1) if is_prime(x)]


def test_prime_search_known_values():
    bc = get("prime_search")
    assert bc.solve({"lo": 10, "hi": 30}) == [11, 13, 17, 19, 23, 29]
    assert len(bc.solve({"lo": 2, "hi": 1000})) == 168  # pi(1000)
    assert bc.solve({"lo": 2, "hi": 6}) == [2, 3, 5]
    assert bc.program(Tracer(), {"lo": 90, "hi": 101}) == [97, 101]


def knapsack_brute(weights, values, capacity):
    best = 0
    for r in range(len(weights) + 1):
        for chosen in itertools.combinations(range(len(weights)), r):
            if sum(weights[i] for i in chosen) <= capacity:
                best = max(best, sum(values[i] for i in chosen))
    return best


def test_knapsack_solver_and_program_match_brute_force():
    bc, rng = get("knapsack_01"), random.Random(2)
    for _ in range(150):
        n = rng.randint(1, 8)
        data = {
            "weights": [rng.randint(1, 10) for _ in range(n)],
            "values": [rng.randint(1, 30) for _ in range(n)],
            "capacity": rng.randint(1, 40),
        }
        expected = knapsack_brute(data["weights"], data["values"], data["capacity"])
        assert bc.solve(data) == expected
        assert bc.program(Tracer(), data) == expected


def test_knapsack_known_value():
    data = {"weights": [1, 3, 4, 5], "values": [1, 4, 5, 7], "capacity": 7}
    assert get("knapsack_01").solve(data) == 9  # items 2 and 3


def lcs_brute(a, b):
    def is_subsequence(s, t):
        it = iter(t)
        return all(c in it for c in s)

    for r in range(min(len(a), len(b)), -1, -1):
        if any(is_subsequence(c, b) for c in itertools.combinations(a, r)):
            return r
    raise AssertionError("the empty sequence is always common")


def test_lcs_solver_and_program_match_brute_force():
    bc, rng = get("lcs"), random.Random(3)
    for _ in range(200):
        data = {
            "a": "".join(rng.choice("ABC") for _ in range(rng.randint(1, 7))),
            "b": "".join(rng.choice("ABC") for _ in range(rng.randint(1, 7))),
        }
        expected = lcs_brute(data["a"], data["b"])
        assert bc.solve(data) == expected
        assert bc.program(Tracer(), data) == expected


def test_lcs_known_value():
    assert get("lcs").solve({"a": "ABCBDAB", "b": "BDCABA"}) == 4  # CLRS's example


def edit_distance_bfs(a, b):
    """Shortest path over strings with one edit per edge (tiny inputs only)."""
    alphabet = sorted(set(a + b))
    seen, frontier, steps = {a}, [a], 0
    while b not in seen:
        nxt = []
        for s in frontier:
            edits = [s[:i] + s[i + 1 :] for i in range(len(s))]
            edits += [s[:i] + c + s[i:] for i in range(len(s) + 1) for c in alphabet]
            edits += [s[:i] + c + s[i + 1 :] for i in range(len(s)) for c in alphabet]
            for e in edits:
                if e not in seen and len(e) <= max(len(a), len(b)):
                    seen.add(e)
                    nxt.append(e)
        frontier, steps = nxt, steps + 1
    return steps


def test_levenshtein_solver_and_program_match_brute_force():
    bc, rng = get("levenshtein_distance"), random.Random(4)
    for _ in range(120):
        data = {
            "a": "".join(rng.choice("ab") for _ in range(rng.randint(1, 4))),
            "b": "".join(rng.choice("abc") for _ in range(rng.randint(1, 4))),
        }
        expected = edit_distance_bfs(data["a"], data["b"])
        assert bc.solve(data) == expected
        assert bc.program(Tracer(), data) == expected


def test_levenshtein_known_values():
    bc = get("levenshtein_distance")
    assert bc.solve({"a": "kitten", "b": "sitting"}) == 3
    assert bc.solve({"a": "flaw", "b": "lawn"}) == 2
    assert bc.solve({"a": "abc", "b": "abc"}) == 0


def test_binary_search_solver_and_program_find_every_index():
    bc, rng = get("binary_search"), random.Random(5)
    for _ in range(100):
        numbers = sorted(rng.sample(range(-1000, 1000), rng.randint(1, 60)))
        for index, value in enumerate(numbers):
            data = {"numbers": numbers, "find": value}
            assert bc.solve(data) == index == numbers.index(value)
            assert bc.program(Tracer(), data) == index
    with pytest.raises(ValueError, match="not in the list"):
        bc.solve({"numbers": [1, 3, 5], "find": 4})


def test_combinations_solver_and_program_match_itertools():
    bc, rng = get("permutation_combination"), random.Random(6)
    for _ in range(60):
        n = rng.randint(2, 9)
        items = rng.sample(range(1, 100), n)
        k = rng.randint(1, n)
        data = {"items": items, "k": k}
        expected = [list(c) for c in itertools.combinations(items, k)]
        assert len(expected) == math.comb(n, k)
        assert bc.solve(data) == expected
        assert bc.program(Tracer(), data) == expected


# ---------------------------------------------------------------- answer forms


def test_prime_search_answer_forms():
    data, gold = {"lo": 10, "hi": 20}, [11, 13, 17, 19]
    ok = ["[11, 13, 17, 19]", "11, 13, 17, 19", "11 13 17 19", "(11,13,17,19)", "$[11, 13, 17, 19]$", "19, 17, 13, 11"]
    bad = ["[11, 13, 17]", "[11, 13, 17, 19, 19]", "[11, 13, 15, 17, 19]", "4", "", "eleven", "[11, 13, 17, 19.5]"]
    assert scores("prime_search", data, gold, ok) == [1.0] * len(ok)
    assert scores("prime_search", data, gold, bad) == [0.0] * len(bad)


def test_single_integer_answer_forms():
    for task in ("knapsack_01", "lcs", "levenshtein_distance"):
        ok = ["9", " 9 ", "9.0", "\\boxed{9}", "$9$", "+9"]
        bad = ["8", "10", "9.5", "nine", "[9, 1]", "9 items"]
        assert scores(task, {}, 9, ok) == [1.0] * len(ok), task
        assert scores(task, {}, 9, bad) == [0.0] * len(bad), task


def test_binary_search_answer_forms():
    data = {"numbers": [-5957, -5259, -4195, 1289, 3514], "find": -5259}
    ok = ["1", "[1]", "Index [1]", "index 1", "Index: 1", "1.0"]
    bad = ["2", "0", "[1, 2]", "-5259", "s1", "index"]
    assert scores("binary_search", data, 1, ok) == [1.0] * len(ok)
    assert scores("binary_search", data, 1, bad) == [0.0] * len(bad)


def test_combination_answer_forms():
    data = {"items": [5, 9, 2], "k": 2}
    gold = [[5, 9], [5, 2], [9, 2]]
    ok = [
        "[[5, 9], [5, 2], [9, 2]]",
        "[[9, 2], [5, 9], [5, 2]]",
        "(5, 9), (5, 2), (9, 2)",
        "{9, 5}, {2, 5}, {2, 9}",
        "5 9\n5 2\n9 2",
        "[5, 9]; [5, 2]; [9, 2]",
    ]
    bad = [
        "[[5, 9], [5, 2]]",
        "[[5, 9], [5, 2], [9, 2], [9, 5]]",
        "[[5, 9], [5, 2], [9, 9]]",
        "[[5, 9, 2]]",
        "[[5, 9], [5, 2], [9, 3]]",
        "[5, 9, 5, 2, 9, 2]",
    ]
    assert scores("permutation_combination", data, gold, ok) == [1.0] * len(ok)
    assert scores("permutation_combination", data, gold, bad) == [0.0] * len(bad)


def test_singleton_combinations_may_be_written_flat():
    data, gold = {"items": [7, 3], "k": 1}, [[7], [3]]
    assert scores("permutation_combination", data, gold, ["[[7], [3]]", "[7, 3]", "3, 7"]) == [1.0] * 3
    assert scores("permutation_combination", data, gold, ["[7]", "[[7, 3]]"]) == [0.0] * 2


# ---------------------------------------------------------------- configs, prompts, traces


@pytest.mark.parametrize(
    "task, knobs, message",
    [
        ("prime_search", {"min_len": 3}, "min_len"),
        ("prime_search", {"max_start": 1}, "max_start"),
        ("knapsack_01", {"max_weight": 1}, "max_weight"),
        ("lcs", {"alphabet": 30}, "alphabet"),
        ("levenshtein_distance", {"max_len": 1}, "max_len"),
        ("binary_search", {"max_abs": 5}, "max_abs"),
        ("permutation_combination", {"max_k": 1}, "max_k"),
    ],
)
def test_config_rejects_bad_knobs(task, knobs, message):
    with pytest.raises(ValueError, match=message):
        get(task).config("1", **knobs)


@pytest.mark.parametrize("task", TASKS)
def test_prompts_use_many_templates_and_end_with_the_instruction(task):
    bc = get(task)
    prompts = [bc.case(seed, "1").prompt for seed in range(300)]
    assert all(p.endswith("inside <answer></answer> tags.") for p in prompts)
    first_lines = {p.split("\n", 1)[0][:25] for p in prompts}
    assert len(first_lines) >= 15  # the opening words vary with the template


@pytest.mark.parametrize("task", TASKS)
def test_case_lengths_lie_in_their_level(task):
    bc = get(task)
    for level in bc.levels:
        config = bc.LEVELS[level]
        lengths = {bc.length(bc.case(seed, level).data) for seed in range(60)}
        assert min(lengths) >= config.min_len and max(lengths) <= config.max_len


def test_combination_k_keeps_the_answer_nontrivial():
    bc = get("permutation_combination")
    for level in bc.levels:
        for seed in range(50):
            data = bc.case(seed, level).data
            n, k = len(data["items"]), data["k"]
            assert (n, k) == (2, 1) or 2 <= k <= min(n - 1, bc.LEVELS[level].max_k)


@pytest.mark.parametrize("task", TASKS)
def test_corrupted_traces_of_every_kind_are_found(task):
    bc = get(task)
    made = {kind: 0 for kind in ("fetch", "compute", "transition")}
    for seed in range(12):
        case = bc.case(seed, "2")
        for kind in made:
            bad = bc.corrupt(case, random.Random(seed), kind, STYLES[seed % 2])
            if bad is None:
                continue
            made[kind] += 1
            report = bc.check_steps(case, bad.text)
            assert report.first_error == bad.first_error
            assert report.labels == [s.label for s in bad.steps]
            assert bc.score(case, bad.text) < 1.0
    assert all(count >= 6 for count in made.values()), made
