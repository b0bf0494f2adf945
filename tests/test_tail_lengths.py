"""TAIL length ranges: levels 1-3 are the paper's S, M, L exactly; 4 and 5 go beyond L.

The table is ../shared/reference/TAIL.md's, restated here so the test fails if a bootcamp drifts.
"""

import pytest

import bootcamps

# task: (S, M, L) ranges of the task's n
TAIL_RANGES = {
    "large_number_addition": ((10, 30), (31, 40), (41, 50)),
    "large_number_division": ((2, 5), (6, 10), (11, 20)),
    "bubble_sort": ((2, 4), (5, 6), (7, 8)),
    "word_flip": ((10, 20), (21, 50), (51, 100)),
    "compare_numbers": ((5, 10), (11, 20), (21, 50)),
    "any_substring": ((3, 5), (6, 9), (10, 14)),
    "derangement": ((3, 30), (31, 60), (61, 100)),
    "population_growth": ((1, 10), (11, 25), (26, 50)),
    "dijkstra": ((3, 5), (6, 10), (11, 20)),
    "multi_machine_schedule": ((5, 10), (11, 20), (21, 50)),
    "count_letters": ((2, 6), (7, 10), (11, 20)),
    "diophantine_equation": ((10, 50), (51, 100), (101, 200)),
    "prime_search": ((5, 100), (101, 200), (201, 300)),
    "knapsack_01": ((2, 3), (4, 5), (6, 8)),
    "lcs": ((2, 6), (7, 9), (10, 12)),
    "levenshtein_distance": ((2, 4), (5, 7), (8, 9)),
    "binary_search": ((5, 20), (21, 40), (41, 70)),
    "permutation_combination": ((2, 4), (5, 6), (7, 8)),
}
SAMPLES = 300


def test_all_eighteen_tasks_are_registered():
    algorithm = {n.split("/", 1)[1] for n in bootcamps.names() if n.startswith("algorithm/")}
    assert algorithm == set(TAIL_RANGES)


@pytest.mark.parametrize("task", sorted(TAIL_RANGES))
def test_levels_match_the_paper_and_extend_beyond(task):
    bc = bootcamps.get(f"algorithm/{task}")
    declared = [(bc.LEVELS[level].min_len, bc.LEVELS[level].max_len) for level in bc.levels]
    assert tuple(declared[:3]) == TAIL_RANGES[task]
    (_, l_hi), (lo4, hi4), (lo5, hi5) = declared[2:]
    assert lo4 > l_hi and hi4 >= lo4, f"level 4 {declared[3]} must lie beyond L (max {l_hi})"
    assert lo5 > hi4 and hi5 >= lo5, f"level 5 {declared[4]} must lie beyond level 4"


@pytest.mark.parametrize("task", sorted(TAIL_RANGES))
def test_case_lengths_fill_their_ranges(task):
    bc = bootcamps.get(f"algorithm/{task}")
    for level in bc.levels:
        lo, hi = bc.LEVELS[level].min_len, bc.LEVELS[level].max_len
        lengths = [bc.length(bc.case(seed, level).data) for seed in range(SAMPLES)]
        assert all(lo <= n <= hi for n in lengths), f"level {level}: {min(lengths)}..{max(lengths)} outside {lo}..{hi}"
        slack = (hi - lo) // 10
        assert min(lengths) <= lo + slack and max(lengths) >= hi - slack, (
            f"level {level}: lengths {min(lengths)}..{max(lengths)} do not span {lo}..{hi}"
        )
