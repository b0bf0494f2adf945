"""TAIL simulation and recursion tasks: addition, division, bubble sort, word flip, compare
numbers, any substring. Reference solvers are cross-checked against independent computations
(Python ints, Decimal, brute force) and known values; verifiers on hand-checked answer forms."""

import importlib
import itertools
import random
from decimal import ROUND_DOWN, Decimal, localcontext
from fractions import Fraction

import pytest

import bootcamps
from bootcamps.trace import Tracer

TASKS = ("large_number_addition", "large_number_division", "bubble_sort", "word_flip", "compare_numbers", "any_substring")


def get(task):
    return bootcamps.get(f"algorithm/{task}")


def cases(task, n=60):
    bc = get(task)
    return [bc.case(seed, level) for level in bc.levels for seed in range(n)]


def score(task, data, answer, text):
    return get(task).check(data, answer, text)


# ---------------------------------------------------------------- shared properties


@pytest.mark.parametrize("task", TASKS)
def test_traced_program_agrees_with_solver_and_gold(task):
    bc = get(task)
    for case in cases(task, 40):
        traced = bc.program(Tracer(), case.data)
        assert bc.format_answer(traced) == bc.format_answer(bc.solve(case.data)) == bc.format_answer(case.answer)


@pytest.mark.parametrize("task", TASKS)
def test_lengths_lie_in_their_level(task):
    bc = get(task)
    for level in bc.levels:
        config = bc.LEVELS[level]
        lengths = {bc.length(bc.case(seed, level).data) for seed in range(150)}
        assert min(lengths) >= config.min_len and max(lengths) <= config.max_len


@pytest.mark.parametrize("task", TASKS)
def test_config_rejects_bad_lengths(task):
    bc = get(task)
    with pytest.raises(ValueError, match="max_len"):
        bc.Config(min_len=5, max_len=4)
    with pytest.raises(ValueError, match="unknown knob"):
        bc.config("1", nonsense=3)


@pytest.mark.parametrize("task", TASKS)
def test_at_least_twenty_templates_and_varied_prompts(task):
    module = importlib.import_module(f"bootcamps.algorithm.{task}")
    assert len(set(module._TEMPLATES)) >= 20
    openings = {c.prompt[:12] for c in cases(task, 60)}
    assert len(openings) >= 15


@pytest.mark.parametrize("task", TASKS)
def test_check_never_raises_and_rejects_junk(task):
    bc = get(task)
    case = bc.case(1, "2")
    for junk in ("", "   ", "[", "]]]", "\u202e\x00", "9" * 5000, "<", "a, b", "-", "1/0", "{" * 500):
        if junk != case.answer:  # "<" is a real answer of compare_numbers
            assert bc.check(case.data, case.answer, junk) == 0.0


# ---------------------------------------------------------------- large number addition


def test_addition_matches_python_arithmetic():
    bc = get("large_number_addition")
    for case in cases("large_number_addition", 100):
        x1, x2 = case.data["x1"], case.data["x2"]
        if "." not in x1 + x2:
            assert int(case.answer) == int(x1) + int(x2)
        assert Fraction(case.answer) == Fraction(x1) + Fraction(x2)
        frac = max(len(x.partition(".")[2]) for x in (x1, x2))
        assert len(case.answer.partition(".")[2]) == frac  # written with the operands' precision
    assert bc.solve({"x1": "999.95", "x2": "0.05"}) == "1000.00"
    assert bc.solve({"x1": "99999999999", "x2": "1"}) == "100000000000"


def test_addition_decimals_occur():
    data = [c.data for c in cases("large_number_addition", 100)]
    with_point = sum("." in d["x1"] for d in data)
    assert 0.2 * len(data) < with_point < 0.6 * len(data)


def test_addition_check_forms():
    data = {"x1": "1234.5", "x2": "765.75"}
    gold = get("large_number_addition").solve(data)
    assert gold == "2000.25"
    for good in ("2000.25", "2,000.25", "2000.250", "$2000.25$", " 2000.25 ", "8001/4"):
        assert score("large_number_addition", data, gold, good) == 1.0, good
    for bad in ("2000.2", "2000", "2000.26", "200025", "2000.25.0", "about 2000.25"):
        assert score("large_number_addition", data, gold, bad) == 0.0, bad


# ---------------------------------------------------------------- large number division


def _truncated_decimal(x1, x2, places):
    with localcontext() as context:
        context.prec = 200
        quotient = Decimal(x1) / Decimal(x2)
        return quotient.quantize(Decimal(1).scaleb(-places), rounding=ROUND_DOWN)


def test_division_matches_decimal_truncation():
    for case in cases("large_number_division", 100):
        d = case.data
        assert Decimal(case.answer) == _truncated_decimal(d["x1"], d["x2"], d["places"])
        assert len(case.answer.partition(".")[2]) == d["places"]


def test_division_known_values():
    bc = get("large_number_division")
    assert bc.solve({"x1": "7", "x2": "2.5", "places": 2}) == "2.80"
    assert bc.solve({"x1": "10", "x2": "3", "places": 3}) == "3.333"
    assert bc.solve({"x1": "2", "x2": "3", "places": 2}) == "0.66"  # truncated, not rounded
    assert bc.solve({"x1": "100", "x2": "7", "places": 0}) == "14"
    assert bc.solve({"x1": "1.5", "x2": "0.25", "places": 1}) == "6.0"
    for data in ({"x1": "7", "x2": "2.5", "places": 2}, {"x1": "1.5", "x2": "0.25", "places": 1}):
        assert bc.program(Tracer(), data) == bc.solve(data)


def test_division_prompt_states_truncation():
    for case in cases("large_number_division", 20):
        assert "do not round" in case.prompt


def test_division_check_forms():
    data = {"x1": "2", "x2": "3", "places": 2}
    for good in ("0.66", ".66", "0.660", "$0.66$"):
        assert score("large_number_division", data, "0.66", good) == 1.0, good
    # the prompt asks for a decimal: a fraction or an exponent is another form, even at the same value
    for bad in ("0.67", "0.6", "0.666", "2/3", "0", "33/50", "\\frac{33}{50}", "6.6e-1"):
        assert score("large_number_division", data, "0.66", bad) == 0.0, bad


# ---------------------------------------------------------------- bubble sort


def _bubble_compares(numbers, descending):
    """Compare count of bubble sort with the early exit, counted independently."""
    a, compares = list(numbers), 0
    for p in range(len(a) - 1):
        swapped = False
        for j in range(len(a) - 1 - p):
            compares += 1
            if (a[j] < a[j + 1]) if descending else (a[j] > a[j + 1]):
                a[j], a[j + 1] = a[j + 1], a[j]
                swapped = True
        if not swapped:
            break
    return compares


def test_bubble_sort_matches_sorted_and_traces_every_compare():
    bc = get("bubble_sort")
    for case in cases("bubble_sort", 60):
        numbers, descending = case.data["numbers"], case.data["descending"]
        assert len(set(numbers)) == len(numbers)
        assert case.answer == sorted(numbers, reverse=descending)
        _, t = bc.run_program(case.data)
        compares = sum(s.label.startswith("pass ") for s in t.states)
        assert compares == _bubble_compares(numbers, descending)


def test_bubble_sort_small_cases_by_brute_force():
    # The sorted order is the one permutation whose neighbours are all in order.
    bc = get("bubble_sort")
    rng = random.Random(3)
    for _ in range(200):
        numbers = rng.sample(range(-50, 50), rng.randint(2, 5))
        ordered = [list(p) for p in itertools.permutations(numbers) if all(x < y for x, y in zip(p, p[1:]))]
        assert [bc.solve({"numbers": numbers, "descending": False})] == ordered
        assert bc.program(Tracer(), {"numbers": numbers, "descending": True}) == ordered[0][::-1]


def test_bubble_sort_check_forms():
    data = {"numbers": [5, -2, 9], "descending": False}
    gold = [-2, 5, 9]
    for good in ("-2, 5, 9", "[-2, 5, 9]", "-2 5 9", "(-2,5,9)", "-2;5;9"):
        assert score("bubble_sort", data, gold, good) == 1.0, good
    for bad in ("9, 5, -2", "-2, 5", "-2, 5, 9, 9", "5, -2, 9", "-2, 5, 9.5"):
        assert score("bubble_sort", data, gold, bad) == 0.0, bad


# ---------------------------------------------------------------- word flip


def test_word_flip_matches_reversal():
    for case in cases("word_flip", 60):
        sentence = case.data["sentence"]
        assert case.answer == "".join(reversed(sentence))
        assert len(sentence) == get("word_flip").length(case.data)
        assert sentence == sentence.strip() and "  " not in sentence


def test_word_flip_check_forms():
    data = {"sentence": "the cat sat"}
    gold = "tas tac eht"
    for good in ("tas tac eht", " tas tac eht ", "TAS TAC EHT", '"tas tac eht"', "tas tac eht."):  # a final period
        assert score("word_flip", data, gold, good) == 1.0, good
    # the prompt asks for the spaces where the reversal puts them
    for bad in ("sat cat the", "tastaceht", "tas tac eh", "eht tac tas", "the cat sat", "tas  tac eht"):
        assert score("word_flip", data, gold, bad) == 0.0, bad


# ---------------------------------------------------------------- compare numbers


def test_compare_matches_decimal_comparison():
    answers = []
    for case in cases("compare_numbers", 100):
        x1, x2 = Decimal(case.data["x1"]), Decimal(case.data["x2"])
        assert case.answer == (">" if x1 > x2 else "<" if x1 < x2 else "=")
        answers.append(case.answer)
    assert all(answers.count(r) > 0.08 * len(answers) for r in "><=")


def test_compare_known_values():
    bc = get("compare_numbers")
    for x1, x2, rel in (("1.50", "1.5", "="), ("0.9", "0.10", ">"), ("12345", "12354", "<"),
                        ("100.001", "99.999", ">"), ("3.14159", "3.1416", "<"), ("7", "7.000", "=")):
        data = {"x1": x1, "x2": x2}
        assert bc.solve(data) == rel
        assert bc.program(Tracer(), data) == rel


def test_compare_check_forms():
    data = {"x1": "12.5", "x2": "3.75"}
    for good in (">", "x1 > x2", "x1>x2", "greater", "Greater than", "x1 is greater than x2",
                 "x2 < x1", "x2 is smaller", "the first number is larger", "12.5 > 3.75", "$x_1 > x_2$",
                 "＞", "\\text{greater}"):
        assert score("compare_numbers", data, ">", good) == 1.0, good
    for response in ("\\boxed{>}", "so x1 wins. <answer>x1 > x2</answer>", "[answer]greater[/answer]"):
        assert get("compare_numbers").verify(data, ">", response) == 1.0, response
    for bad in ("<", "=", "x2 > x1", "x1 < x2", "less", "not equal", ">=", "greater or equal",
                "x1 > x1", "x1 is not greater than x2", "3.75 > 12.5", "yes", "x1 ≥ x2"):
        assert score("compare_numbers", data, ">", bad) == 0.0, bad
    equal = {"x1": "4.20", "x2": "4.2"}
    for good in ("=", "==", "equal", "they are equal", "x1 = x2", "the same", "4.20 = 4.2"):
        assert score("compare_numbers", equal, "=", good) == 1.0, good
    assert score("compare_numbers", equal, "=", ">") == 0.0


# ---------------------------------------------------------------- any substring


def _substrings_brute(s):
    found = set()
    for i in range(len(s)):
        for j in range(i, len(s)):
            found.add(s[i : j + 1])
    return found


def test_any_substring_matches_brute_force():
    for case in cases("any_substring", 60):
        s = case.data["string"]
        assert set(case.answer) == _substrings_brute(s)
        assert len(case.answer) == len(set(case.answer))


def test_any_substring_known_values():
    bc = get("any_substring")
    assert bc.solve({"string": "aaa"}) == ["a", "aa", "aaa"]
    assert bc.solve({"string": "abc"}) == ["a", "ab", "abc", "b", "bc", "c"]
    assert len(bc.solve({"string": "abcdefghij"})) == 55  # n(n+1)/2 when letters are distinct
    assert len(bc.solve({"string": "abab"})) == 7  # a b ab ba aba bab abab
    assert bc.program(Tracer(), {"string": "abab"}) == bc.solve({"string": "abab"})


def test_any_substring_check_forms():
    data = {"string": "abb"}
    gold = ["a", "ab", "abb", "b", "bb"]
    for good in ("a, ab, abb, b, bb", "[a, ab, abb, b, bb]", "['bb', 'b', 'abb', 'ab', 'a']",
                 "a ab abb b bb", "A, AB, ABB, B, BB"):
        assert score("any_substring", data, gold, good) == 1.0, good
    # A repeat scores 0: the prompt asks for each substring once, and a repeat would let a
    # hedge add a second guess for one item ("..., j, ..." and "..., n, ..." in one list).
    for bad in ("a, ab, abb, b", "a, ab, abb, b, bb, ba", "a, ab, abb, b, bb, ''x", "abb", "a ab abb bb",
                "a, ab, abb, b, b, bb"):
        assert score("any_substring", data, gold, bad) == 0.0, bad
