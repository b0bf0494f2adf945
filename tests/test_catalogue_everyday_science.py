"""everyday/ and science/ bootcamps: gold answers against oracles written differently, at every
level, and hand-worked examples with their known answers."""

import calendar
import collections
import re
from fractions import Fraction

import pytest

import bootcamps
from bootcamps.kit.calendar import parse_clock, parse_date, parse_weekday

LEVELS = bootcamps.LEVELS
DAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")


def zeller(y, m, d):
    """Zeller's congruence, Monday=0."""
    if m < 3:
        m, y = m + 12, y - 1
    h = (d + 13 * (m + 1) // 5 + y % 100 + y % 100 // 4 + y // 100 // 4 + 5 * (y // 100)) % 7
    return (h + 5) % 7  # Zeller's 0 is Saturday


def weekday_oracle(data):
    shift = zeller(*data["target"]) - zeller(*data["ref"])
    return DAYS[(data["ref_weekday"] + shift) % 7]


def day_by_day(y, m, d, steps, sign):
    for _ in range(steps):
        if sign > 0:
            d += 1
            if d > calendar.monthrange(y, m)[1]:
                y, m, d = (y + 1, 1, 1) if m == 12 else (y, m + 1, 1)
        else:
            d -= 1
            if d == 0:
                y, m = (y - 1, 12) if m == 1 else (y, m - 1)
                d = calendar.monthrange(y, m)[1]
    return f"{y:04d}-{m:02d}-{d:02d}"


def time_zone_oracle(data):
    epoch = calendar.timegm((*data["date"], 0, 0, 0)) // 60 + data["time"] - data["from"] + data["flight"] + data["to"]
    y, mo, d, h, mi = __import__("time").gmtime(epoch * 60)[:5]
    return f"{y:04d}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}"


def irv_oracle(data):
    out = set()
    while True:
        firsts = collections.Counter()
        for count, ranking in data["ballots"]:
            firsts[next(c for c in ranking if c not in out)] += count
        (top, votes), *_ = firsts.most_common()
        if votes * 2 > sum(firsts.values()):
            return top
        out.add(min((v, c) for c, v in firsts.items())[1])


def borda_oracle(data):
    n = len(data["candidates"])
    scores = collections.Counter()
    for count, ranking in data["ballots"]:
        for place, c in enumerate(ranking):
            scores[c] += (n - 1 - place) * count
    return scores.most_common(1)[0][0]


def resistor_oracle(data):
    # innermost groups first, by rewriting the text until one number is left
    text = data["network"]
    inner = re.compile(r"([SP])\(([^()]*)\)")
    values = {}
    while "(" in text:
        def reduce(match):
            parts = [values.get(p.strip(), None) or Fraction(p.strip()) for p in match.group(2).split(",")]
            total = sum(parts) if match.group(1) == "S" else 1 / sum(1 / p for p in parts)
            key = f"v{len(values)}"
            values[key] = total
            return key
        text = inner.sub(reduce, text, count=1)
    value = values.get(text, None) or Fraction(text)
    return str(value.numerator) if value.denominator == 1 else f"{value.numerator}/{value.denominator}"


def cross_oracle(data):
    total = Fraction(1)
    for p1, p2, want in zip(data["p1"], data["p2"], data["want"]):
        punnett = collections.Counter("".join(sorted(a + b)) for a in p1 for b in p2)
        if want == "dom":
            hit = sum(n for g, n in punnett.items() if g[0].isupper())  # sorted: capital first
        elif want == "rec":
            hit = sum(n for g, n in punnett.items() if g.islower())
        else:
            hit = punnett["".join(sorted(want))]
        total *= Fraction(hit, 4)
    return str(total.numerator) if total.denominator == 1 else f"{total.numerator}/{total.denominator}"


def molar_oracle(data):
    # a recursive-descent reading of the formula, exact with Fraction
    text, pos = data["formula"], 0

    def number():
        nonlocal pos
        start = pos
        while pos < len(text) and text[pos].isdigit():
            pos += 1
        return int(text[start:pos] or 1)

    def group():
        nonlocal pos
        mass = Fraction(0)
        while pos < len(text) and text[pos] not in ")·":
            if text[pos] == "(":
                pos += 1
                inner = group()
                pos += 1  # ")"
                mass += inner * number()
            else:
                symbol = text[pos] + (text[pos + 1] if pos + 1 < len(text) and text[pos + 1].islower() else "")
                pos += len(symbol)
                mass += Fraction(data["masses"][symbol]) * number()
        return mass

    total = group()
    if pos < len(text):  # the hydrate
        pos += 1
        total += number() * (2 * Fraction(data["masses"]["H"]) + Fraction(data["masses"]["O"]))
    value = total * Fraction(data["moles"])
    assert (value * 10**6).denominator == 1
    return format(float(value), ".6f").rstrip("0").rstrip(".") if value.denominator != 1 else str(value.numerator)


def decay_oracle(data):
    # continuous decay evaluated exactly: 2 ** (-t / T) with t a whole multiple of T
    total = sum(Fraction(g) * Fraction(1, 2) ** Fraction(data["time"], h) for _, g, h in data["isotopes"])
    return str(total.numerator) if total.denominator == 1 else f"{total.numerator}/{total.denominator}"


def kinematics_oracle(data):
    # integrate the speed second by second in exact quarter-second steps (it is piecewise linear)
    v, distance = Fraction(data["v0"]), Fraction(0)
    for a, time in data["stages"]:
        a = Fraction(a)
        for _ in range(4 * time):
            distance += v / 4 + a / 32  # v*dt + a*dt^2/2 with dt = 1/4
            v += a / 4
    return str(distance.numerator) if distance.denominator == 1 else f"{distance.numerator}/{distance.denominator}"


ORACLES = {
    "science/kinematics": kinematics_oracle,
    "science/radioactive_decay": decay_oracle,
    "science/molar_mass": molar_oracle,
    "everyday/weekday_of_date": weekday_oracle,
    "everyday/date_after_days": lambda data: day_by_day(*data["start"], data["days"], data["sign"]),
    "everyday/time_zone_conversion": time_zone_oracle,
    "everyday/instant_runoff": irv_oracle,
    "everyday/borda_count": borda_oracle,
    "science/resistor_network": resistor_oracle,
    "science/genetic_cross": cross_oracle,
}


@pytest.mark.parametrize("bootcamp_id", sorted(ORACLES))
def test_gold_agrees_with_an_independent_oracle(bootcamp_id):
    bc = bootcamps.get(bootcamp_id)
    for level in LEVELS:
        for seed in range(30):
            case = bc.case(seed, level)
            assert ORACLES[bootcamp_id](case.data) == case.answer, (level, seed, case.data)


def test_hand_worked_examples():
    weekday = bootcamps.get("everyday/weekday_of_date")
    assert weekday.solve({"ref": [2024, 1, 1], "ref_weekday": 0, "target": [2024, 3, 15]}) == "Friday"
    after = bootcamps.get("everyday/date_after_days")
    assert after.solve({"start": [2024, 2, 28], "days": 2, "sign": 1}) == "2024-03-01"
    assert after.solve({"start": [2000, 3, 1], "days": 1, "sign": -1}) == "2000-02-29"
    assert after.solve({"start": [1900, 3, 1], "days": 1, "sign": -1}) == "1900-02-28"
    tz = bootcamps.get("everyday/time_zone_conversion")
    assert tz.solve({"date": [2024, 1, 1], "time": 23 * 60 + 30, "from": 330, "to": -180, "flight": 0}) == "2024-01-01 15:00"
    assert tz.solve({"date": [2023, 12, 31], "time": 22 * 60, "from": -300, "to": 540, "flight": 13 * 60}) == "2024-01-02 01:00"
    tz_data = {"date": [2024, 1, 1], "time": 23 * 60 + 30, "from": 330, "to": -180, "flight": 0}
    assert tz.check(tz_data, "2024-01-01 15:00", "2024-01-01 15:00.") == 1.0  # a sentence's final period
    irv = bootcamps.get("everyday/instant_runoff")
    ballots = {"candidates": ["A", "B", "C"], "ballots": [[8, ["A", "B", "C"]], [7, ["B", "C", "A"]], [4, ["C", "B", "A"]]]}
    assert irv.solve(ballots) == "B"  # C out first, its 4 go to B: 11 of 19
    borda = bootcamps.get("everyday/borda_count")
    assert borda.solve(ballots) == "B"  # A 8*2 = 16, B 8+7*2+4 = 26, C 7+4*2 = 15
    res = bootcamps.get("science/resistor_network")
    assert [res.solve({"network": n}) for n in ("P(6, 3)", "S(P(6, 3), 4)", "P(4, 4, 2)", "P(S(1, 2), 5)")] == ["2", "6", "1", "15/8"]
    molar = bootcamps.get("science/molar_mass")
    masses = {"Na": "22.99", "Cl": "35.45", "Ca": "40.08", "Al": "26.98", "S": "32.07", "O": "16.00", "H": "1.01"}
    assert molar.solve({"formula": "NaCl", "moles": "1", "masses": masses}) == "58.44"
    assert molar.solve({"formula": "CaCl2", "moles": "2", "masses": masses}) == "221.96"
    assert molar.solve({"formula": "Al2(SO4)3", "moles": "1", "masses": masses}) == "342.17"
    assert molar.solve({"formula": "CaCl2·2H2O", "moles": "0.5", "masses": masses}) == "73.51"
    decay = bootcamps.get("science/radioactive_decay")
    assert decay.solve({"time": 30, "unit": "days", "isotopes": [["A", 80, 10]]}) == "10"
    assert decay.solve({"time": 12, "unit": "days", "isotopes": [["A", 100, 6], ["B", 6, 4]]}) == "103/4"
    kin = bootcamps.get("science/kinematics")
    assert kin.solve({"v0": 0, "stages": [["2", 5], ["0", 3], ["-5/2", 4]]}) == "75"  # 25 + 30 + (40 - 20)
    cross = bootcamps.get("science/genetic_cross")
    assert cross.solve({"p1": ["Aa", "Bb"], "p2": ["Aa", "Bb"], "want": ["dom", "dom"]}) == "9/16"
    assert cross.solve({"p1": ["Aa", "Bb"], "p2": ["Aa", "Bb"], "want": ["rec", "rec"]}) == "1/16"
    assert cross.solve({"p1": ["Aa"], "p2": ["aa"], "want": ["Aa"]}) == "1/2"


def test_answer_readers():
    assert parse_date("2024-03-05") == parse_date("March 5, 2024") == parse_date("5 Mar 2024") == (2024, 3, 5)
    for bad in ("2024-02-30", "2024-3", "March 5 2024 or March 6 2024", "2 024-03-05", "\u00b2024-03-05"):
        assert parse_date(bad) is None, bad
    assert parse_weekday("friday") == parse_weekday("Fri.") == 4
    assert parse_weekday("Friday or Monday") is None
    assert parse_clock("07:05") == 425 and parse_clock("24:00") is None
    res = bootcamps.get("science/resistor_network")
    data = {"network": "P(S(1, 2), 5)"}
    for good in ("15/8", "1.875", "15/8 ohms", "\\frac{15}{8}"):
        assert res.check(data, "15/8", good) == 1.0, good
    for bad in ("30/16", "15 / 8 or 2", "1 5/8", "15/8Ω or 3"):
        assert res.check(data, "15/8", bad) == 0.0, bad
