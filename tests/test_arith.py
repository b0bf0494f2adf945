"""bootcamps.arith: the safe exact evaluator of arithmetic answers."""

import builtins
from fractions import Fraction

import pytest

from bootcamps import arith
from bootcamps.arith import MAX_CHARS, MAX_DEPTH, evaluate


@pytest.mark.parametrize(
    "text, value",
    [
        ("1+2", 3),
        ("2+3*4", 14),  # precedence
        ("(2+3)*4", 20),
        ("10-4-3", 3),  # left associative
        ("48/4/2", 6),
        ("2*3/4", Fraction(3, 2)),
        ("8-2*3+1", 3),
        ("1/3*3", 1),  # exact: no float rounding
        ("1/3+1/3+1/3", 1),
        ("-3+5", 2),
        ("-(2+3)", -5),
        ("2*-3", -6),
        ("- - 3", 3),
        ("+4", 4),
        ("1.5*16", 24),
        (".5*48", 24),
        ("0.1+0.2", Fraction(3, 10)),
        ("8 ÷ (3 − 8 ÷ 3)", 24),
        ("6 × 4", 24),
        ("6·4", 24),
        ("6⋅4", 24),
        ("6∗4", 24),
        ("(8–4)×6", 24),  # en dash as minus
        ("[3+5]*3", 24),
        ("{3+5}*3", 24),
        (r"\left(8 - 4\right) \times (7-1)", 24),
        (r"\big( 8-4 \big) \cdot 6", 24),
        (r"8 \div 2", 4),
        (r"\frac{8}{3-\frac{8}{3}}", 24),
        (r"\dfrac{1}{2} \times 48", 24),
        (r"$(1+2)\cdot 8$", 24),
        (r"\(6*4\)", 24),
        (r"6\,\times\,4", 24),
        ("(8-4)*(7-1) = 24", 24),
        ("3*8 = 24.0", 24),
        ("1-4 = -3", -3),
        ("(6*4).", 24),  # a final period
        ("  6 * 4  ", 24),
    ],
)
def test_valid_expressions(text, value):
    result = evaluate(text)
    assert result is not None, text
    assert result.value == value
    assert isinstance(result.value, Fraction)


@pytest.mark.parametrize(
    "text",
    [
        "", "   ", "abc", "2(3)", "(2)(3)", "2**3", "2^3", "3 4", "1,000", "1e3", "(3+5", "3+5)", "(3+5]",
        "3+", "*3", "3//2", "1/0", "1/(2-2)", "5/(3-3)*2", r"\frac{1}{0}", r"\frac{1}", r"\sqrt{4}",
        r"\pi", "x+1", "24 = 3*8", "3*8 = 25", "3*8 = = 24", "3*8 = 24 = 24", "3*8 = (24)", "=24",
        "__import__('os').system('echo pwned')", "().__class__", "lambda: 1", "1;2", "1 2 3",
        "٣+1",  # non-ASCII digits are not numbers here
        None, 42, b"1+2",
    ],
)
def test_invalid_expressions(text):
    assert evaluate(text) is None


def test_literals_are_the_multiset_of_numbers_written():
    result = evaluate("(8-4)*(7-1) = 24")
    assert result.numbers == (8, 4, 7, 1)  # the stated result is not a literal
    assert result.uses_exactly([1, 4, 7, 8])
    assert not result.uses_exactly([1, 4, 7])
    assert not result.uses_exactly([1, 4, 7, 8, 8])
    assert evaluate("-3+3").numbers == (3, 3)  # a unary minus is an operation, not part of a literal
    assert evaluate("1.5*16").numbers == (Fraction(3, 2), 16)
    twice = evaluate("8/(3-8/3)")
    assert twice.uses_exactly([3, 3, 8, 8]) and not twice.uses_exactly([3, 8, 8])


def test_bounds_on_length_and_nesting():
    ok = "(" * MAX_DEPTH + "1" + ")" * MAX_DEPTH
    assert evaluate(ok).value == 1
    deep = "(" * (MAX_DEPTH + 1) + "1" + ")" * (MAX_DEPTH + 1)
    assert evaluate(deep) is None
    assert evaluate("1+" * (MAX_CHARS // 2 - 1) + "1") is not None
    assert evaluate("1+" * (MAX_CHARS // 2) + "1") is None  # over MAX_CHARS
    assert evaluate("(" * 100_000) is None
    assert evaluate("9" * 1_000_000) is None


def test_big_exact_values_stay_exact():
    result = evaluate("99999999999999999999*99999999999999999999+1")
    assert result.value == 99999999999999999999**2 + 1
    assert evaluate("1/7*7-1").value == 0


def test_never_calls_eval_or_exec(monkeypatch):
    def forbidden(*args, **kwargs):
        raise AssertionError("arith must not evaluate text as code")

    monkeypatch.setattr(builtins, "eval", forbidden)
    monkeypatch.setattr(builtins, "exec", forbidden)
    monkeypatch.setattr(builtins, "compile", forbidden)
    assert evaluate("(8-4)*(7-1)").value == 24
    assert evaluate("__import__('os')") is None
    source = open(arith.__file__, encoding="utf-8").read()
    assert "eval(" not in source.replace("evaluate(", "") and "exec(" not in source


def test_never_raises_on_odd_text():
    for text in ["\\", "\\\\", "{", "}", "\\{", "\\left", "\\frac{", "=", "= 24", "\u202e1+1", "\x00", "1" * 5000]:
        evaluate(text)
