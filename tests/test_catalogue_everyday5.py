"""Fifth batch of everyday bootcamps: gold answers agree with independent oracles (Decimal
simulations, closed forms, dateutil rules, brute force over days) on cases at every level, and
one hand-worked example per bootcamp scores 1.0 while a wrong answer scores 0.0.

Oracles only ever see generated data (a case's inputs), never model text.
"""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction

import pytest

import bootcamps

LEVELS = ("1", "2", "3", "4", "5")
SAMPLE = 4  # cases per level per bootcamp
CENT = Decimal("0.01")


def _score(bc, data, gold, text):
    return bc.verify(data, gold, f"<answer>{text}</answer>")


# ---------------------------------------------------------------- oracles: (data, gold) -> bool


def oracle_loan(d, gold):
    # Decimal month by month, then a float closed form (annuity balance) that must lie within
    # the accumulated half-cent roundings where the schedule is plain
    bal = Decimal(d["principal_cents"]) / 100
    pay = Decimal(d["payment_cents"]) / 100
    change, extra = d.get("change"), d.get("extra")
    month, want = 0, None
    while want is None:
        month += 1
        pct = Decimal(str(float(Fraction(change["rate"] if change and month >= change["month"] else d["rate"]))))
        interest = (bal * pct / Decimal(1200)).quantize(CENT, rounding=ROUND_HALF_UP)
        if bal + interest <= pay:
            want = bal + interest if d["ask"] == "final" else None
            assert want is not None
            break
        bal = bal + interest - pay
        if extra and extra["month"] == month:
            bal -= Decimal(extra["cents"]) / 100
        if d["ask"] == "balance" and month == d["k"]:
            want = bal
    if Decimal(gold) != want:
        return False
    if d["ask"] == "balance" and not change and not (extra and extra["month"] <= d["k"]):
        i = float(Fraction(d["rate"])) / 1200
        k, p, m = d["k"], d["principal_cents"] / 100, d["payment_cents"] / 100
        closed = p * (1 + i) ** k - m * ((1 + i) ** k - 1) / i
        return abs(closed - float(gold)) <= 0.005 * k * (1 + i) ** k + 1e-6
    return True


ORACLES = {
    "everyday/loan_amortization": oracle_loan,
}


@pytest.mark.parametrize("bootcamp_id", sorted(ORACLES))
def test_gold_agrees_with_oracle(bootcamp_id):
    bc = bootcamps.get(bootcamp_id)
    oracle = ORACLES[bootcamp_id]
    for level in LEVELS:
        for seed in range(SAMPLE):
            case = bc.case(seed, level)
            assert oracle(case.data, case.answer), (bootcamp_id, level, seed, case.data, case.answer)
            assert bc.score(case, f"<answer>{bc.format_answer(case.answer)}</answer>") == 1.0


# ---------------------------------------------------------------- hand-worked examples


def test_loan_by_hand():
    bc = bootcamps.get("everyday/loan_amortization")
    # 1000.00 at 12%: month 1 interest 10.00 -> 1010 - 400 = 610.00; month 2 interest 6.10 -> 216.10;
    # month 3 interest 2.161 -> 2.16, due 218.26 <= 400: the final payment is 218.26
    data = {"name": "Ana", "principal_cents": 100000, "rate": "12", "payment_cents": 40000, "ask": "final", "k": 0}
    assert bc.run_program(data)[0] == "218.26" == bc.solve(data)
    assert _score(bc, data, "218.26", "218.26") == 1.0 and _score(bc, data, "218.26", "218.27") == 0.0
    data = dict(data, ask="balance", k=2)
    assert bc.run_program(data)[0] == "216.10" == bc.solve(data)
    assert _score(bc, data, "216.10", "216.1") == 1.0 and _score(bc, data, "216.10", "610.00") == 0.0
