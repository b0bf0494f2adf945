"""The contract's adversarial families: each one fails a deliberately lax verifier, and the real
verifier of the same bootcamp passes it. So a bootcamp added later with a lax verifier cannot pass
the contract (tests/test_contract.py runs the families on every bootcamp at every level)."""

import re
import time
import unicodedata
from fractions import Fraction

import pytest

import bootcamps
from bootcamps.algorithm.bubble_sort import BubbleSort
from bootcamps.algorithm.large_number_addition import LargeNumberAddition
from bootcamps.algorithm.large_number_division import LargeNumberDivision
from bootcamps.parse import parse_int, parse_int_list, parse_number
from bootcamps.validate import ADVERSARIAL_FAMILIES, ADVERSARIAL_SECONDS, check_level, garbage_responses, harmless_forms


class AnyCandidate(LargeNumberAddition):
    """Accepts the answer if any of the candidates it names is right: hedging wins."""

    def check(self, data, answer, text):
        candidates = re.split(r"\s+or\s+|[\s,;]+|\\boxed|[{}()]", text)
        return 1.0 if any(parse_number(c) == Fraction(answer) for c in candidates if c) else 0.0


class FoldsUnicode(LargeNumberAddition):
    """NFKC-normalises before reading: superscript and subscript digits become plain digits."""

    def check(self, data, answer, text):
        return super().check(data, answer, unicodedata.normalize("NFKC", text))


class DropsSpaces(LargeNumberAddition):
    """Removes every space inside the answer: split digits are read as one number."""

    def check(self, data, answer, text):
        return super().check(data, answer, re.sub(r"\s|\\,", "", text))


class ComparesWithInput(LargeNumberAddition):
    """A slip that compares with an operand as well as with the sum."""

    def check(self, data, answer, text):
        value = parse_number(text)
        return 1.0 if value is not None and value in (Fraction(answer), Fraction(data["x1"])) else 0.0


class EvaluatesSums(LargeNumberAddition):
    """Adds up the terms it is given: the question restated as "a+b" is read as its value."""

    def check(self, data, answer, text):
        terms = [parse_number(term) for term in text.split("+")]
        return 1.0 if None not in terms and sum(terms) == Fraction(answer) else 0.0


class ReadsFractions(LargeNumberDivision):
    """The division verifier before hardening: any exact number with the right value, so the
    question restated as "x1/x2" passed though the prompt asks for a decimal."""

    def check(self, data, answer, text):
        value = parse_number(text)
        return 1.0 if value is not None and value == Fraction(answer) else 0.0

    def generate(self, config, rng):
        # divisions that come out exact at the asked places, like the issue's 371/5 = 74.2
        divisor = rng.choice((2, 4, 5, 8))
        data = {"x1": str(divisor * rng.randint(10**4, 10**5) + rng.randint(1, divisor - 1)), "x2": str(divisor), "places": 3}
        return data, self.solve(data)


class SlowOnLongInput(LargeNumberAddition):
    """Correct, but slow on long text (as a quadratic scan would be)."""

    def check(self, data, answer, text):
        if len(text) > 50_000:
            time.sleep(ADVERSARIAL_SECONDS + 0.2)
        return super().check(data, answer, text)


class ComparesSets(BubbleSort):
    """Compares the set of numbers, so the gold repeated a thousand times passes."""

    def check(self, data, answer, text):
        numbers = parse_int_list(text)
        return 1.0 if numbers is not None and set(numbers) == set(answer) else 0.0


LAX = [
    ("hedge", AnyCandidate),
    ("folded_digits", FoldsUnicode),
    ("split_digits", DropsSpaces),
    ("prompt_numbers", ComparesWithInput),
    ("restated", EvaluatesSums),
    ("restated", ReadsFractions),
    ("flood", SlowOnLongInput),
    ("flood", ComparesSets),
]


def _families(bc, level="2"):
    failures = check_level(bc, level, cases=4, unique_cases=0, corrupt=0, adversarial=4)
    return {f.check for f in failures}


def test_every_family_is_exercised():
    assert {family for family, _ in LAX} == set(ADVERSARIAL_FAMILIES)


@pytest.mark.parametrize("family, lax_class", LAX, ids=[f"{f}-{c.__name__}" for f, c in LAX])
def test_family_fails_a_lax_verifier(family, lax_class):
    assert family in _families(lax_class())
    real = bootcamps.get(lax_class.__mro__[1].id)
    assert family not in _families(real), f"the real {real.id} fails {family}"


def test_exempt_family_is_skipped_with_a_reason():
    class Exempt(DropsSpaces):
        adversarial_exempt = {"split_digits": "a test of the opt-out"}

    assert "split_digits" not in _families(Exempt())


def test_hedges_score_zero_through_the_real_parser():
    bc = bootcamps.get("algorithm/large_number_addition")
    case = bc.case(5, "1")
    gold, wrong = str(case.answer), str(int(case.answer) + 1)
    for response in (
        f"<answer>\\boxed{{{wrong}}} or \\boxed{{{gold}}}</answer>",
        f"\\boxed{{{wrong}}}\\boxed{{{gold}}}",
        f"<answer>{wrong}\n{gold}</answer>",
        f"<answer>{gold[:-1]} {gold[-1]}</answer>",
        f"<answer>{gold[:-1]}{chr(0x2070 + int(gold[-1])) if gold[-1] not in '123' else chr(0x2080 + int(gold[-1]))}</answer>",
    ):
        assert bc.score(case, response) == 0.0, response
    assert bc.score(case, f"<answer>{gold}</answer>") == 1.0
    assert parse_int(gold) == int(gold)


def test_issue_examples_for_task_verifiers():
    division = bootcamps.get("algorithm/large_number_division")
    case = next(c for c in (division.case(s, "1") for s in range(50)) if c.data["places"] > 0)
    restated = f"{case.data['x1']}/{case.data['x2']}"
    gold = division.format_answer(case.answer)
    assert division.score(case, f"<answer>{gold}</answer>") == 1.0
    assert division.score(case, f"<answer>{restated}</answer>") == 0.0

    kk = bootcamps.get("logic/knights_knaves")
    case = kk.case(1, "1")
    a, b = case.data["names"][:2]
    truth = case.answer
    both_forms = f"Knights: {a}. {b} is a knave."
    expected = {a: "knight", b: "knave"}
    assert kk.score(case, f"<answer>{both_forms}</answer>") == (1.0 if truth == expected else 0.0)

    caesar = bootcamps.get("cipher/caesar")
    styled = next(c for c in (caesar.case(s, "3") for s in range(200)) if c.data["text"] != c.data["text"].lower())
    gold = caesar.format_answer(styled.answer)
    assert caesar.score(styled, f"<answer>{gold}</answer>") == 1.0
    for variant in (gold.lower(), gold.replace(" ", "  ", 1), gold.rstrip(".!?")):
        if variant != gold:
            assert caesar.score(styled, f"<answer>{variant}</answer>") == 0.0, variant

    dio = bootcamps.get("algorithm/diophantine_equation")
    case = dio.case(2, "1")
    gold = dio.format_answer(case.answer)
    assert dio.score(case, f"<answer>{gold}</answer>") == 1.0
    assert dio.score(case, f"<answer>[], {gold}</answer>") == 0.0


def test_none_is_garbage_unless_it_is_the_gold():
    case = bootcamps.get("algorithm/bubble_sort").case(0, "1")
    assert "<answer>None</answer>" in garbage_responses(case, heavy=False, gold_text="[1, 2]")
    # A task whose right answer is "none" (no winning move, an empty set) may not be probed with it.
    assert "<answer>None</answer>" not in garbage_responses(case, heavy=False, gold_text="none")


class StarredGold(LargeNumberAddition):
    """A gold that starts and ends with '*' (as a grid of '*' cells can), read exactly."""

    def format_answer(self, answer):
        return f"*{answer}*"

    def check(self, data, answer, text):
        return 1.0 if text == self.format_answer(answer) else 0.0


def test_a_gold_that_reads_as_markdown_emphasis_needs_the_opt_out():
    failures = _families(StarredGold())
    assert {"markdown", "gold"} <= failures  # the reader took "*123*" for italic 123

    class OptedOut(StarredGold):
        strip_markdown = False

    assert not {"markdown", "gold", "harmless"} & _families(OptedOut())


def test_a_bold_gold_is_a_harmless_form():
    bc = LargeNumberAddition()
    case = bc.case(3, "2")
    assert bc.score(case, f"<answer>**{bc.format_answer(case.answer)}**</answer>") == 1.0
    assert bc.score(case, f"The answer is **\\boxed{{{bc.format_answer(case.answer)}}}**") == 1.0


def test_no_bold_form_where_the_gold_has_its_own_double_star():
    # format_spec fills with '*': "**[-876.2|+603.86|orbi****]**" is two bold runs, not one
    bc = bootcamps.get("code/format_spec")
    case = bc.case(5, "2")
    gold = bc.format_answer(case.answer)
    assert "**" in gold
    forms = harmless_forms(bc, case)
    assert f"<answer>**{gold}**</answer>" not in forms
    assert all(bc.score(case, form) == 1.0 for form in forms)
