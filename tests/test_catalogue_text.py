"""text/ bootcamps: gold answers against oracles written differently at every level, and
hand-worked examples with their known answers."""

import decimal
import re

import pytest

import bootcamps

LEVELS = bootcamps.LEVELS


def sort_oracle(data):
    # a stable sort per key, least significant key first (the classic multi-pass method)
    words = list(data["lines"])
    for key in reversed(data["rule"]):
        if key == "alpha_desc":
            words.sort(reverse=True)
        elif key == "alpha":
            words.sort()
        elif key == "length":
            words.sort(key=len)
        elif key == "length_desc":
            words.sort(key=len, reverse=True)
        elif key == "last":
            words.sort(key=lambda w: w[-1])
        else:
            words.sort(key=lambda w: len(re.findall("[aeiou]", w)))
    return words


def receipt_oracle(data):
    with decimal.localcontext() as ctx:
        ctx.prec = 50
        subtotal = sum(decimal.Decimal(q) * decimal.Decimal(p) / 100 for _, q, p in data["lines"])
        total = subtotal * (100 - decimal.Decimal(data["discount"])) / 100 * (100 + decimal.Decimal(data["tax"])) / 100
        return str(total.quantize(decimal.Decimal("0.01"), rounding=decimal.ROUND_HALF_UP))


MONTHS = "jan feb mar apr may jun jul aug sep oct nov dec".split()


def dates_oracle(data):
    out = []
    for text in data["dates"]:
        numbers = [int(x) for x in re.findall(r"\d+", text)]
        word = re.search(r"[A-Za-z]+", text)
        if word:
            month = MONTHS.index(word.group()[:3].lower()) + 1
            day, year = numbers  # "March 5, 2021", "5 March 2021", "Mar 5 2021": the day comes first
            out.append((year, month, day))
        elif "/" in text:
            out.append((numbers[2], numbers[0], numbers[1]))
        elif "." in text:
            out.append((numbers[2], numbers[1], numbers[0]))
        else:
            out.append(tuple(numbers))
    return ["%04d-%02d-%02d" % d for d in sorted(out)]


ORACLES = {
    "text/sort_lines": sort_oracle,
    "text/receipt_total": receipt_oracle,
    "text/date_normalisation": dates_oracle,
}


@pytest.mark.parametrize("bootcamp_id", sorted(ORACLES))
def test_gold_agrees_with_an_independent_oracle(bootcamp_id):
    bc = bootcamps.get(bootcamp_id)
    for level in LEVELS:
        for seed in range(30):
            case = bc.case(seed, level)
            assert ORACLES[bootcamp_id](case.data) == case.answer, (level, seed)


def test_hand_worked_examples():
    sort = bootcamps.get("text/sort_lines")
    assert sort.solve({"lines": ["pear", "fig", "apple", "kiwi"], "rule": ["length", "alpha"]}) == ["fig", "kiwi", "pear", "apple"]
    assert sort.solve({"lines": ["pear", "fig", "apple", "kiwi"], "rule": ["last", "alpha_desc"]}) == ["apple", "fig", "kiwi", "pear"]
    receipt = bootcamps.get("text/receipt_total")
    # 2 x 1.25 + 1 x 3.99 = 6.49; 10% off = 5.841; 8.25% tax = 6.3228... -> 6.32
    assert receipt.solve({"lines": [["tea", 2, 125], ["jam", 1, 399]], "discount": 10, "tax": "8.25"}) == "6.32"
    assert receipt.solve({"lines": [["tea", 1, 5]], "discount": 0, "tax": "10"}) == "0.06"  # 5.5 cents rounds up
    dates = bootcamps.get("text/date_normalisation")
    assert dates.solve({"dates": ["3/4/2021", "4.3.2021", "March 5, 2021", "2021-03-01"]}) == [
        "2021-03-01", "2021-03-04", "2021-03-04", "2021-03-05"]


def test_answer_forms():
    receipt = bootcamps.get("text/receipt_total")
    data = {"lines": [["tea", 2, 125], ["jam", 1, 399]], "discount": 10, "tax": "8.25"}
    for good in ("6.32", "$6.32", "6.320"):
        assert receipt.check(data, "6.32", good) == 1.0, good
    for bad in ("6.33", "632", "6.32 or 6.33", "6 .32", "158/25"):
        assert receipt.check(data, "6.32", bad) == 0.0, bad
    sort = bootcamps.get("text/sort_lines")
    data = {"lines": ["pear", "fig", "apple", "kiwi"], "rule": ["length", "alpha"]}
    gold = ["fig", "kiwi", "pear", "apple"]
    for good in ("fig\nkiwi\npear\napple", "fig, kiwi, pear, apple", "Fig, Kiwi, Pear, Apple"):
        assert sort.check(data, gold, good) == 1.0, good
    for bad in ("fig kiwi pear apple", "fig\nkiwi\napple\npear", "fig\nkiwi\npear\napple\napple"):
        assert sort.check(data, gold, bad) == 0.0, bad
