"""Third batch of arithmetic bootcamps: gold answers agree with independent oracles (sympy,
the decimal module's rounding modes, fractions) on cases at every level, and one hand-worked
example per bootcamp scores 1.0 while a wrong answer scores 0.0.

Oracles only ever see generated data (a case's inputs), never model text.
"""

from __future__ import annotations

import decimal
import re

import sympy

import bootcamps
from bootcamps.trace import Tracer

LEVELS = ("1", "2", "3", "4", "5")
SAMPLE = 4  # cases per level per bootcamp


def _score(bc, data, gold, text):
    return bc.verify(data, gold, f"<answer>{text}</answer>")


def _cases(name):
    bc = bootcamps.get(name)
    for level in LEVELS:
        for seed in range(SAMPLE):
            yield bc, bc.case(seed, level)


# ---------------------------------------------------------------- surd_simplify


def _sympy_surd(text):
    """The gold text [-][k]√m[/d] (generated, never model text) as a sympy number."""
    match = re.fullmatch(r"(-?)(\d*)√(\d+)(?:/(\d+))?", text)
    assert match, text
    sign, coef, root, den = match.groups()
    value = int(coef or 1) * sympy.sqrt(int(root)) / int(den or 1)
    return -value if sign else value


def test_surd_simplify_matches_sympy():
    for bc, case in _cases("arithmetic/surd_simplify"):
        total = 0
        for term in case.data["terms"]:
            value = term["sign"] * term["coef"] * sympy.Mul(*[sympy.sqrt(r) for r in term["roots"]])
            if term["over"]:
                value = value / sympy.sqrt(term["over"])
            total += value
        assert sympy.simplify(total - _sympy_surd(case.answer)) == 0, (case.level, case.data, case.answer)
        assert bc.score(case, f"<answer>{case.answer}</answer>") == 1.0


def test_surd_simplify_hand_example():
    bc = bootcamps.get("arithmetic/surd_simplify")
    # √72 + 3√8 − √50 = 6√2 + 6√2 − 5√2 = 7√2
    data = {"terms": [{"sign": 1, "coef": 1, "roots": [72], "over": 0},
                      {"sign": 1, "coef": 3, "roots": [8], "over": 0},
                      {"sign": -1, "coef": 1, "roots": [50], "over": 0}]}
    gold = bc.solve(data)
    assert gold == "7√2"
    for good in ("7√2", "7*sqrt(2)", "7\\sqrt{2}", "$7\\sqrt{2}$"):
        assert _score(bc, data, gold, good) == 1.0, good
    for bad in ("6√2", "√98", "7", "7√2 + 0"):
        assert _score(bc, data, gold, bad) == 0.0, bad
    # 4√6 ÷ √3 = 4√2; 2√10 ÷ √5 ... rationalised: 6 ÷ √3 = 2√3
    data = {"terms": [{"sign": 1, "coef": 6, "roots": [1], "over": 3}, {"sign": 1, "coef": 1, "roots": [27], "over": 0}]}
    assert bc.solve(data) == "5√3"
    data = {"terms": [{"sign": 1, "coef": 1, "roots": [2], "over": 3}]}
    assert bc.solve(data) == "√6/3"
    assert _score(bc, data, "√6/3", "\\frac{\\sqrt{6}}{3}") == 1.0
    assert _score(bc, data, "√6/3", "√2/√3") == 0.0


# ---------------------------------------------------------------- rounding_modes

_DECIMAL_MODES = {
    "half even": decimal.ROUND_HALF_EVEN, "half away from zero": decimal.ROUND_HALF_UP,
    "half toward zero": decimal.ROUND_HALF_DOWN, "truncate": decimal.ROUND_DOWN, "ceiling": decimal.ROUND_CEILING,
    "floor": decimal.ROUND_FLOOR, "away from zero": decimal.ROUND_UP,
}


def _decimal_round(number, place, mode):
    x = decimal.Decimal(number)
    if mode == "half up":  # ties toward +inf: away from zero above 0, toward zero below
        rounding = decimal.ROUND_HALF_UP if x >= 0 else decimal.ROUND_HALF_DOWN
    elif mode == "half down":
        rounding = decimal.ROUND_HALF_DOWN if x >= 0 else decimal.ROUND_HALF_UP
    else:
        rounding = _DECIMAL_MODES[mode]
    with decimal.localcontext() as ctx:
        ctx.prec = 60
        return x.quantize(decimal.Decimal(1).scaleb(-place), rounding=rounding)


def test_rounding_modes_match_decimal_module():
    ties = 0
    for bc, case in _cases("arithmetic/rounding_modes"):
        want = [_decimal_round(n, p, m) for n, p, m in case.data["items"]]
        assert [decimal.Decimal(a) for a in case.answer] == want, (case.level, case.data, case.answer)
        ties += sum(n.endswith("5") for n, _, _ in case.data["items"])
        assert bc.score(case, f"<answer>{', '.join(format(w, 'f') for w in want)}</answer>") == 1.0
    assert ties >= 20  # the cases really exercise the tie rules


def test_rounding_modes_hand_example():
    bc = bootcamps.get("arithmetic/rounding_modes")
    items = [["2.5", 0, "half even"], ["-2.5", 0, "half up"], ["-2.5", 0, "half away from zero"],
             ["-2.71", 1, "truncate"], ["-2.71", 1, "floor"], ["1250", -2, "half even"], ["0.125", 2, "half down"],
             ["-0.125", 2, "half down"], ["3.001", 0, "away from zero"], ["-7.35", 1, "ceiling"]]
    data = {"items": items}
    gold = bc.solve(data)
    assert gold == ["2", "-2", "-3", "-2.7", "-2.8", "1200", "0.12", "-0.13", "4", "-7.3"]
    assert _score(bc, data, gold, "2, -2, -3, -2.7, -2.8, 1200, 0.12, -0.13, 4, -7.3") == 1.0
    assert _score(bc, data, gold, "[2.0, -2, -3, -2.70, -2.8, 1200, 0.12, -0.13, 4, -7.30]") == 1.0
    assert _score(bc, data, gold, "3, -2, -3, -2.7, -2.8, 1200, 0.12, -0.13, 4, -7.3") == 0.0  # 2.5 half up
    assert _score(bc, data, gold, "2, -2, -3, -2.7, -2.8, 1,200, 0.12, -0.13, 4, -7.3") == 0.0
    assert _score(bc, data, gold, "2, -2, -3, -2.7, -2.8, 1200, 3/25, -0.13, 4, -7.3") == 0.0


# ---------------------------------------------------------------- negative_exponents


def test_negative_exponents_match_sympy():
    for bc, case in _cases("arithmetic/negative_exponents"):
        total = sympy.Integer(0)
        for term in case.data["terms"]:
            product = sympy.Integer(term["sign"])
            for f in term["factors"]:
                power = sympy.Pow(sympy.Rational(*f["base"]), sympy.Integer(f["exp"]))
                if f["outer"] is not None:
                    power = sympy.Pow(power, sympy.Integer(f["outer"]))
                product = product / power if f["divide"] else product * power
            total += product
        assert total == sympy.Rational(case.answer), (case.level, case.data, case.answer)
        assert bc.score(case, f"<answer>{case.answer}</answer>") == 1.0


def test_negative_exponents_hand_example():
    bc = bootcamps.get("arithmetic/negative_exponents")

    def power(num, den, exp, outer=None, divide=False):
        return {"base": [num, den], "exp": exp, "outer": outer, "divide": divide}

    # (2/3)^(-2) × 3^(-1) − ((-1/2)^(-1))^3 + 5^0 = 9/4 · 1/3 − (−2)^3 + 1 = 3/4 + 8 + 1 = 39/4
    data = {"terms": [{"sign": 1, "factors": [power(2, 3, -2), power(3, 1, -1)]},
                      {"sign": -1, "factors": [power(-1, 2, -1, outer=3)]},
                      {"sign": 1, "factors": [power(5, 1, 0)]}]}
    gold = bc.solve(data)
    assert gold == "39/4"
    for good in ("39/4", "\\frac{39}{4}", "x = 39/4"):
        assert _score(bc, data, gold, good) == 1.0, good
    for bad in ("9.75", "78/8", "-25/4", "39/2"):
        assert _score(bc, data, gold, bad) == 0.0, bad
    # 2^(-3) ÷ 4^(-2) = (1/8) · 16 = 2, written as an integer
    data = {"terms": [{"sign": 1, "factors": [power(2, 1, -3), power(4, 1, -2, divide=True)]}]}
    assert bc.solve(data) == "2"
    assert _score(bc, data, "2", "2/1") == 0.0


# ---------------------------------------------------------------- decimal_digit_at


def _digits_by_division(p, q, n, k):
    """Digits n..n+k-1 after the point: the integer p·10^(n+k-1) div q, last k digits."""
    return str(p * 10 ** (n + k - 1) // q % 10**k).zfill(k)


def _digits_by_period(p, q, n, k):
    """Shift n back by whole periods (sympy's multiplicative order) past the pre-period."""
    core, pre = q, 0
    for prime in (2, 5):
        e = 0
        while core % prime == 0:
            core, e = core // prime, e + 1
        pre = max(pre, e)
    period = int(sympy.n_order(10, core))
    if n - 1 > pre:
        n = pre + 1 + (n - 1 - pre) % period
    return _digits_by_division(p, q, n, k)


def test_decimal_digit_at_matches_division_and_period():
    for bc, case in _cases("arithmetic/decimal_digit_at"):
        d = case.data
        assert _digits_by_period(d["p"], d["q"], d["n"], d["k"]) == case.answer, (case.level, d, case.answer)
        if d["n"] <= 20_000:
            assert _digits_by_division(d["p"], d["q"], d["n"], d["k"]) == case.answer
        assert bc.score(case, f"<answer>{case.answer}</answer>") == 1.0


def test_decimal_digit_at_hand_example():
    bc = bootcamps.get("arithmetic/decimal_digit_at")
    # 1/7 = 0.(142857); position 10^18: (10^18 - 1) mod 6 = 3, so digits 4.. of the period: 857142...
    data = {"p": 1, "q": 7, "n": 10**18, "k": 4}
    gold = bc.solve(data)
    assert gold == "8571" == bc.program(Tracer(), data)
    assert _score(bc, data, gold, "8571") == 1.0
    for bad in ("857", "8572", "8 571", "0.8571", "1428"):
        assert _score(bc, data, gold, bad) == 0.0, bad
    # 1/12 = 0.08(3): position 2 then 3 -> "83"; 25/12 = 2.08(3) has the same digits after the point
    assert bc.solve({"p": 1, "q": 12, "n": 2, "k": 2}) == "83"
    assert bc.solve({"p": 25, "q": 12, "n": 1, "k": 3}) == "083"
