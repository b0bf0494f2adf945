"""Fifth batch of everyday bootcamps: gold answers agree with independent oracles (Decimal
simulations, closed forms, dateutil rules, brute force over days) on cases at every level, and
one hand-worked example per bootcamp scores 1.0 while a wrong answer scores 0.0.

Oracles only ever see generated data (a case's inputs), never model text.
"""

from __future__ import annotations

import collections
import datetime
import math
from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction

import pytest
from dateutil import rrule

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


def oracle_tax(d, gold):
    # a convex piecewise-linear tax is the maximum of the lines extending each bracket's piece
    gross = Decimal(d["income_cents"]) / 100
    deduction = max(Decimal(d["standard_cents"]), sum((Decimal(c) for _, c in d["itemized"]), Decimal(0))) / 100
    x = max(Decimal(0), gross - deduction)
    lines, base = [], Decimal(0)
    for j, (lower, rate) in enumerate(d["brackets"]):
        if j:
            base += Decimal(d["brackets"][j - 1][1]) / 100 * (lower - d["brackets"][j - 1][0])
        lines.append(base + Decimal(rate) / 100 * (x - lower))
    tax = max(lines).quantize(CENT, rounding=ROUND_HALF_UP)
    credit = sum((Decimal(v) for _, v in d["credits"]), Decimal(0)) / 100
    child = d.get("child")
    if child:
        full = Decimal(child["per_child_cents"] * child["children"]) / 100
        if child.get("threshold_cents") is not None and d["income_cents"] > child["threshold_cents"]:
            over = Decimal(d["income_cents"] - child["threshold_cents"]) / child["step_cents"]
            full = max(Decimal(0), full - math.ceil(over) * Decimal(child["cut_cents"]) / 100)
        credit += full
    return Decimal(gold) == max(Decimal(0), tax - credit)


def oracle_rota(d, gold):
    # real dates (day 1 on a date with the stated weekday), the rota held in a deque turned by k
    # people per open day; a swap exchanges the two names wherever they stand in the deque
    day1 = datetime.date(2024, 1, 1) + datetime.timedelta(days=d["start"])  # 1 Jan 2024 was a Monday
    ring, k = collections.deque(d["staff"]), d["per_day"]
    swaps = {}
    for when, a, b in d["swaps"]:
        swaps.setdefault(when, []).append((a, b))
    crew = None
    for n in range(1, d["day"] + 1):
        for a, b in swaps.get(n, []):
            i, j = ring.index(a), ring.index(b)
            ring[i], ring[j] = b, a
        date = day1 + datetime.timedelta(days=n - 1)
        if date.weekday() in d["closed"] or n in d["holidays"]:
            continue
        crew = set(list(ring)[:k])
        ring.rotate(-k)
    for when, sub, absent in d["covers"]:
        if when == d["day"]:
            assert absent in crew and sub not in crew
            crew = (crew - {absent}) | {sub}
    return crew == set(gold) and len(gold) == k


def oracle_medication(d, gold):
    # walk the clock minute by minute: a dose is taken at the first minute at or after it falls due
    # at which it is allowed (awake, not in the hour after a meal, under the day's cap)
    def allowed(minute, per_day):
        clock = minute % 1440
        if clock >= d["sleep"] or clock < d["wake"]:
            return False
        if any(m <= clock < m + 60 for m in d["meals"]):
            return False
        return not d["cap"] or per_day.get(minute // 1440, 0) < d["cap"]

    per_day = {d["first"] // 1440: 1}
    taken, due, minute = 1, d["first"] + d["interval"], d["first"]
    while taken < d["n"]:
        minute += 1
        if minute >= due and allowed(minute, per_day):
            taken += 1
            per_day[minute // 1440] = per_day.get(minute // 1440, 0) + 1
            due = minute + d["interval"]
    return list(gold) == [minute // 1440 + 1, minute % 1440]


def oracle_calendar(d, gold):
    # dateutil's RFC 5545 recurrence rules, intersected as sets of dates
    first = datetime.datetime.fromisoformat(d["first"])
    last = datetime.datetime.fromisoformat(d["last"])
    sets = []
    for e in d["events"]:
        kind = e["kind"]
        if kind == "every":
            dates = rrule.rrule(rrule.DAILY, interval=e["k"], dtstart=datetime.datetime.fromisoformat(e["start"]), until=last)
        elif kind == "weekly":
            dates = rrule.rrule(rrule.WEEKLY, interval=e["k"], dtstart=datetime.datetime.fromisoformat(e["start"]), until=last)
        elif kind == "workday":
            dates = list(rrule.rrule(rrule.DAILY, byweekday=(rrule.MO, rrule.TU, rrule.WE, rrule.TH, rrule.FR),
                                     dtstart=datetime.datetime.fromisoformat(e["start"]), until=last))[:: e["k"]]
        elif kind == "monthday":
            dates = rrule.rrule(rrule.MONTHLY, bymonthday=e["d"], dtstart=first, until=last)
        else:
            weekday = (rrule.MO, rrule.TU, rrule.WE, rrule.TH, rrule.FR, rrule.SA, rrule.SU)[e["weekday"]]
            dates = rrule.rrule(rrule.MONTHLY, byweekday=weekday(e["n"]), dtstart=first, until=last)
        sets.append({x for x in dates if first <= x <= last})
    return gold == len(set.intersection(*sets))


ORACLES = {
    "everyday/calendar_overlap": oracle_calendar,
    "everyday/medication_schedule": oracle_medication,
    "everyday/shift_rota": oracle_rota,
    "everyday/tax_brackets": oracle_tax,
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


def test_tax_by_hand():
    bc = bootcamps.get("everyday/tax_brackets")
    # taxable 50,000.50 - 10,000 = 40,000.50: 10% of 10,000 = 1,000, 20% of 30,000.50 = 6,000.10 -> 7,000.10;
    # child credit 2 x 1,000 = 2,000 cut by 3 steps (40,000.50 is 1,000.50 above 49,000) x 100 -> 1,700; minus 500
    data = {"name": "Ana", "income_cents": 5000050, "standard_cents": 1000000, "itemized": [["union dues", 90000]],
            "brackets": [[0, "10"], [10000, "20"]], "credits": [["energy credit", 50000]],
            "child": {"children": 2, "per_child_cents": 100000, "threshold_cents": 4900000, "step_cents": 50000,
                      "cut_cents": 10000}}
    assert bc.run_program(data)[0] == "4800.10" == bc.solve(data)
    assert _score(bc, data, "4800.10", "4800.10") == 1.0 and _score(bc, data, "4800.10", "5000.10") == 0.0


def test_rota_by_hand():
    bc = bootcamps.get("everyday/shift_rota")
    # day 1 is a Friday, closed Sundays (day 3) and day 5: open days 1, 2, 4, 6 -> day 6 is the 4th open day;
    # two per day over A B C D E: AB, CD, EA, BC -> B and C; the swap of B and E on day 4 makes it EC; D covers C
    data = {"place": "café", "staff": ["Ana", "Ben", "Cleo", "Dan", "Eve"], "per_day": 2, "start": 4, "closed": [6],
            "holidays": [5], "swaps": [[4, "Ben", "Eve"]], "covers": [[6, "Dan", "Cleo"]], "day": 6}
    assert bc.run_program(data)[0] == ["Dan", "Eve"] == bc.solve(data)
    assert _score(bc, data, ["Dan", "Eve"], "Eve, Dan") == 1.0 and _score(bc, data, ["Dan", "Eve"], "Eve, Cleo") == 0.0
    assert _score(bc, data, ["Dan", "Eve"], "Eve, Dan, Ben") == 0.0


def test_medication_by_hand():
    bc = bootcamps.get("everyday/medication_schedule")
    # every 8 h from 14:00, asleep 22:00-07:00, meals 12:00 and 18:00, at most 2 a day:
    # dose 2 due 22:00 -> day 2 07:00; dose 3 due 15:00 -> 15:00; dose 4 due 23:00 -> day 3 07:00;
    # dose 5 due 15:00; dose 6 due 23:00 -> day 4 07:00; dose 7 due 15:00; the meal at 12:00 never bites
    data = {"who": "Ana", "med": "an antibiotic", "first": 14 * 60, "interval": 8 * 60, "sleep": 22 * 60,
            "wake": 7 * 60, "meals": [12 * 60, 18 * 60], "cap": 2, "n": 7}
    assert bc.run_program(data)[0] == [4, 15 * 60] == bc.solve(data)
    assert _score(bc, data, [4, 900], "day 4, 15:00") == 1.0 and _score(bc, data, [4, 900], "day 4, 07:00") == 0.0
    # with an 11-hour interval the meal rule moves dose 3: day 2 07:00 + 11 h = 18:00 -> 19:00
    data = dict(data, interval=11 * 60, n=3)
    assert bc.run_program(data)[0] == [2, 19 * 60] == bc.solve(data)
    assert _score(bc, data, [2, 1140], "19:00 on day 2") == 1.0 and _score(bc, data, [2, 1140], "day 2, 18:00") == 0.0


def test_calendar_by_hand():
    bc = bootcamps.get("everyday/calendar_overlap")
    # March 2024: every 3 days from 1 March hits 1, 4, ..., 28, 31; Tuesdays are 5, 12, 19, 26 -> only 19 March;
    # the last Sunday (31 March) is also a 3-day date, and the 2nd Tuesday (12th) is not
    data = {"first": "2024-03-01", "last": "2024-03-31",
            "events": [{"kind": "every", "k": 3, "start": "2024-03-01"}, {"kind": "weekly", "k": 1, "start": "2024-03-05"}]}
    assert bc.run_program(data)[0] == 1 == bc.solve(data)
    assert _score(bc, data, 1, "1") == 1.0 and _score(bc, data, 1, "4") == 0.0
    data["events"][1] = {"kind": "nth", "n": -1, "weekday": 6}
    assert bc.run_program(data)[0] == 1 == bc.solve(data)
    data["events"][1] = {"kind": "nth", "n": 2, "weekday": 1}
    assert bc.run_program(data)[0] == 0 == bc.solve(data)
    # every 2nd working day from Friday 1 March: 1, 5, 7, 11, ...; the 29th of the month: 29 March is a Friday
    # (working days 1, 4, 5, ... 29 is the 21st working day, index 20, even) -> 1
    data["events"] = [{"kind": "workday", "k": 2, "start": "2024-03-01"}, {"kind": "monthday", "d": 29}]
    assert bc.run_program(data)[0] == 1 == bc.solve(data)
