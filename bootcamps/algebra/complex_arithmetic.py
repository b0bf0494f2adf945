"""Evaluate an expression in complex numbers with integer parts, such as
(2 - 3i)^3 · (1 + i) / (4 - i), exactly: sums, products, quotients and integer (at level 5 also
negative) powers of Gaussian integers, with i^2 = -1. The answer is a + bi with a, b rational.
The traced solver works bottom-up through the expression tree, one operation per state
((a+bi)(c+di) = (ac-bd) + (ad+bc)i, a quotient through the conjugate of the divisor, a power
by repeated multiplication); the plain solver maps a + bi to the real 2x2 matrix
[[a, -b], [b, a]] and evaluates with matrix products and inverses. Any form equal to the value
is accepted when it is written as a + bi (or (a + bi)/n): no products, powers or quotients by
complex numbers left."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp
from bootcamps.kit.numbers2 import ask
from bootcamps.kit.poly import Expression, format_rational, is_expanded, parse_expression
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    operations: int = 1  # binary operations and powers in the expression
    max_part: int = 5  # bound on the real and imaginary parts of the given numbers
    max_power: int = 0  # largest exponent of a power; 0: no powers
    divisions: bool = False
    negative_powers: bool = False

    def __post_init__(self) -> None:
        if not 1 <= self.operations <= 6:
            raise ValueError(f"operations must be in 1..6, got {self.operations}")
        if not 2 <= self.max_part <= 20:
            raise ValueError(f"max_part must be in 2..20, got {self.max_part}")
        if not (self.max_power == 0 or 2 <= self.max_power <= 10):
            raise ValueError(f"max_power must be 0 or in 2..10, got {self.max_power}")
        if self.negative_powers and not self.max_power:
            raise ValueError(f"negative_powers needs max_power > 0, got {self.max_power}")


def cformat(re_: Fraction, im: Fraction) -> str:
    """``3/5 - (4/5)i``, ``-i``, ``7``, ``2i``."""
    re_, im = Fraction(re_), Fraction(im)
    if im == 0:
        return format_rational(re_)
    mag = abs(im)
    body = "i" if mag == 1 else (f"{mag.numerator}i" if mag.denominator == 1 else f"({format_rational(mag)})i")
    if re_ == 0:
        return ("-" if im < 0 else "") + body
    return f"{format_rational(re_)} {'-' if im < 0 else '+'} {body}"


def _atom_text(a: int, b: int) -> str:
    return f"({cformat(Fraction(a), Fraction(b))})"


def _mul(x: tuple, y: tuple) -> tuple:
    return (x[0] * y[0] - x[1] * y[1], x[0] * y[1] + x[1] * y[0])


def _div(x: tuple, y: tuple) -> tuple:
    norm = y[0] * y[0] + y[1] * y[1]
    return ((x[0] * y[0] + x[1] * y[1]) / norm, (x[1] * y[0] - x[0] * y[1]) / norm)


def render(node: list) -> str:
    kind = node[0]
    if kind == "num":
        return _atom_text(node[1], node[2])
    if kind == "pow":
        base = render(node[1])
        if node[1][0] != "num":
            base = f"[{base}]"
        return f"{base}^{node[2]}" if node[2] > 0 else f"{base}^({node[2]})"
    left, right = render(node[1]), render(node[2])
    if kind in ("add", "sub"):
        if kind == "sub" and node[2][0] in ("add", "sub"):
            right = f"[{right}]"
        return f"{left} {'+' if kind == 'add' else '-'} {right}"
    if kind == "mul":
        wrap = ("add", "sub", "div")
        left = f"[{left}]" if node[1][0] in wrap else left
        right = f"[{right}]" if node[2][0] in wrap else right
        return f"{left} · {right}"
    left = f"[{left}]" if node[1][0] not in ("num", "pow") else left
    right = f"[{right}]" if node[2][0] not in ("num", "pow") else right
    return f"{left} / {right}"


def _count(node: list) -> int:
    return 0 if node[0] == "num" else 1 + sum(_count(c) for c in node[1:] if isinstance(c, list))


_TEMPLATES = (
    "Let i be the imaginary unit (i^2 = -1). Compute {expr} exactly.",
    "Evaluate the complex number {expr}, where i^2 = -1, and write it in the form a + bi.",
    "Simplify {expr} (i is the imaginary unit, i^2 = -1). Express the result as a + bi with a and b exact rational numbers.",
    "Working with complex numbers (i^2 = -1), find the value of {expr}.",
)
_FORM = ("the complex number in the form a + bi, with a and b integers or fractions (not decimals), "
         "e.g. 3/5 - (4/5)i")


def _plain_part(node: tuple) -> bool:
    """An expanded real-plus-imaginary sum: terms are a number or a number times i, each once."""
    return is_expanded(Expression(node, None))  # type: ignore[arg-type]


def read_complex(text: object) -> tuple[Fraction, Fraction] | None:
    """a + bi from ``3/5 - (4/5)i``, ``(3 - 4i)/5``, ``\\frac{3}{5}-\\frac{4}{5}i``, ``-i``, ``2``;
    ``None`` for anything still holding a product, power or quotient of complex numbers."""
    if not isinstance(text, str) or len(text) > 300 or "^" in text or "**" in text:
        return None  # a + bi never needs a power
    expression = parse_expression(text, ("i",))
    if expression is None:
        return None
    num, den = expression.value.num, expression.value.den
    if den.variables() or num.degree() > 1:
        return None
    node = expression.tree
    while node[0] in ("group", "neg"):
        node = node[1]
    if node[0] == "div":
        top, bottom = node[1], node[2]
        while top[0] == "group":
            top = top[1]
        while bottom[0] == "group":
            bottom = bottom[1]
        if bottom[0] != "num" or not _plain_part(top):
            return None
    elif not _plain_part(node):
        return None
    d = den.constant_value()
    coeffs = num.coeffs("i") + [Fraction(0), Fraction(0)]
    return (Fraction(coeffs[0]) / d, Fraction(coeffs[1]) / d)


class ComplexArithmetic(Bootcamp):
    id = "algebra/complex_arithmetic"
    description = "Evaluate sums, products, quotients and powers of complex numbers exactly as a + bi"
    Config = Config
    LEVELS = {
        "1": Config(operations=1, max_part=6),
        "2": Config(operations=2, max_part=6, divisions=True),
        "3": Config(operations=3, max_part=5, max_power=4, divisions=True),
        "4": Config(operations=4, max_part=6, max_power=6, divisions=True),
        "5": Config(operations=5, max_part=7, max_power=8, divisions=True, negative_powers=True),
    }

    def _atom(self, config: Config, rng: random.Random) -> list:
        m = config.max_part
        b = rng.choice([v for v in range(-m, m + 1) if v])
        a = rng.randint(-m, m) if rng.random() < 0.85 else 0
        return ["num", a, b]

    def _tree(self, config: Config, rng: random.Random, ops: int, need_div: bool) -> list:
        if ops == 0:
            return self._atom(config, rng)
        kinds = ["add", "sub", "mul", "mul"]
        if config.divisions:
            kinds += ["div", "div"]
        if config.max_power:
            kinds += ["pow", "pow"]
        kind = "div" if need_div else rng.choice(kinds)
        if kind == "pow":
            exps = list(range(2, config.max_power + 1))
            if config.negative_powers:
                exps += [-1, -2, -3]
            exp = rng.choice(exps)
            base = self._atom(config, rng) if ops == 1 or rng.random() < 0.6 else self._tree(config, rng, 1, False)
            rest = ops - 1 - _count(base)
            node = ["pow", base, exp]
            if rest <= 0:
                return node
            other = self._tree(config, rng, rest - 1, False)
            return ["mul", node, other] if rng.random() < 0.5 else ["div", node, other] if config.divisions else ["mul", other, node]
        left_ops = rng.randint(0, ops - 1)
        return [kind, self._tree(config, rng, left_ops, False), self._tree(config, rng, ops - 1 - left_ops, False)]

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        while True:
            tree = self._tree(config, rng, config.operations, config.divisions and config.operations == 2)
            if _count(tree) != config.operations:
                continue
            try:
                re_, im = self.solve_value(tree)
            except ZeroDivisionError:
                continue  # a divisor that comes out 0, such as (1 + i) - (1 + i)
            if re_ == 0 and im == 0:
                continue
            if max(abs(re_.numerator), abs(im.numerator), re_.denominator, im.denominator) > 10**12:
                continue
            return {"expr": tree}, cformat(re_, im)

    def prompt(self, data: dict, rng: random.Random) -> str:
        return ask(rng, _TEMPLATES, _FORM, expr=render(data["expr"]))

    def check(self, data: dict, answer: str, text: str) -> float:
        got, want = read_complex(text), read_complex(answer)
        return 1.0 if got is not None and got == want else 0.0

    def wrong_answers(self, case, rng: random.Random) -> list[str]:
        re_, im = read_complex(case.answer)
        out = [cformat(re_ + 1, im), cformat(re_, im - 1), cformat(-re_, im + 1)]
        if im:
            out.append(cformat(re_, -im))  # the conjugate
        return out

    def program(self, t: Tracer, data: dict) -> str:
        counter = [0]

        def walk(node: list, address: str) -> list:
            kind = node[0]
            if kind == "num":
                return [Fraction(node[1]), Fraction(node[2])]
            if kind == "pow":
                base = walk(node[1], address + ".base")
                exp = node[2]
                counter[0] += 1
                t.state(f"power {counter[0]}: {render(node)}")
                b = [Fraction(v) for v in t.fetch(address + ".base", base)]
                value = [Fraction(1), Fraction(0)]
                for k in range(1, abs(exp) + 1):
                    value = [Fraction(v) for v in t.compute(f"base^{k}", list(_mul(value, b)), why="previous power times the base, with i^2 = -1")]
                if exp < 0:
                    p = [Fraction(v) for v in t.fetch(f"base^{-exp}", value)]
                    value = t.compute(f"base^{exp}", list(_div((Fraction(1), Fraction(0)), p)),
                                      why="1/(a+bi) = (a-bi)/(a^2+b^2)")
                return t.compute(address, value)
            left = walk(node[1], address + ".L")
            right = walk(node[2], address + ".R")
            counter[0] += 1
            t.state(f"{kind} {counter[0]}")
            x = [Fraction(v) for v in t.fetch(address + ".L", left)]
            y = [Fraction(v) for v in t.fetch(address + ".R", right)]
            if kind == "add":
                return t.compute(address, [x[0] + y[0], x[1] + y[1]], why="add real and imaginary parts")
            if kind == "sub":
                return t.compute(address, [x[0] - y[0], x[1] - y[1]], why="subtract real and imaginary parts")
            if kind == "mul":
                return t.compute(address, list(_mul(x, y)), why="(a+bi)(c+di) = (ac-bd) + (ad+bc)i")
            norm = Fraction(t.compute("|divisor|^2", y[0] * y[0] + y[1] * y[1], why="c^2 + d^2"))
            top = [Fraction(v) for v in t.compute("numerator", list(_mul(x, (y[0], -y[1]))), why="times the conjugate c - di")]
            return t.compute(address, [top[0] / norm, top[1] / norm], why="divide both parts by c^2 + d^2")

        value = walk(data["expr"], "E")
        t.state("answer")
        value = [Fraction(v) for v in t.fetch("E", value)]
        return cformat(value[0], value[1])

    @staticmethod
    def solve_value(tree: list) -> tuple[Fraction, Fraction]:
        # a + bi as the matrix [[a, -b], [b, a]]: sums, products and inverses of matrices
        def mat(node: list) -> tuple:
            kind = node[0]
            if kind == "num":
                a, b = Fraction(node[1]), Fraction(node[2])
                return ((a, -b), (b, a))
            if kind == "pow":
                m, e = mat(node[1]), node[2]
                if e < 0:
                    m, e = inverse(m), -e
                out = ((Fraction(1), Fraction(0)), (Fraction(0), Fraction(1)))
                while e:
                    if e & 1:
                        out = product(out, m)
                    m, e = product(m, m), e >> 1
                return out
            x, y = mat(node[1]), mat(node[2])
            if kind in ("add", "sub"):
                s = 1 if kind == "add" else -1
                return tuple(tuple(x[r][c] + s * y[r][c] for c in range(2)) for r in range(2))
            return product(x, y if kind == "mul" else inverse(y))

        def product(x: tuple, y: tuple) -> tuple:
            return tuple(tuple(sum(x[r][k] * y[k][c] for k in range(2)) for c in range(2)) for r in range(2))

        def inverse(m: tuple) -> tuple:
            det = m[0][0] * m[1][1] - m[0][1] * m[1][0]
            return ((m[1][1] / det, -m[0][1] / det), (-m[1][0] / det, m[0][0] / det))

        m = mat(tree)
        return m[0][0], m[1][0]

    def solve(self, data: dict) -> str:
        return cformat(*self.solve_value(data["expr"]))


BOOTCAMP = ComplexArithmetic()
