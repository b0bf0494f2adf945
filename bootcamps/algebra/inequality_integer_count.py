"""Count the integers that satisfy a system of nonlinear inequalities at once: a bounding
absolute-value inequality together with quadratic, rational and cubic ones (all with rational
critical points, shown expanded), answered by sign charts."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.literal import strict_int
from bootcamps.trace import Tracer

KINDS = ("abs_out", "quad", "rational", "cubic")
OPS = ("<", "<=", ">", ">=")
_SHOW_OP = {"<": "<", "<=": "≤", ">": ">", ">=": "≥"}


@dataclass(frozen=True)
class Config:
    extra: tuple = ("quad",)  # the inequalities after the bounding |x - a| < b, by kind
    max_lead: int = 1  # largest leading coefficient of a linear factor p*x - q
    radius: int = 12  # largest b of the bounding |x - a| < b

    def __post_init__(self) -> None:
        if not 1 <= len(self.extra) <= 6 or any(k not in KINDS for k in self.extra):
            raise ValueError(f"extra must be 1..6 kinds from {', '.join(KINDS)}, got {self.extra!r}")
        if not 1 <= self.max_lead <= 5:
            raise ValueError(f"max_lead must be in 1..5, got {self.max_lead}")
        if not 3 <= self.radius <= 60:
            raise ValueError(f"radius must be in 3..60, got {self.radius}")


def _poly(factors: list[list[int]]) -> list[int]:
    """Coefficients (highest first) of the product of p*x - q over ``factors``."""
    out = [1]
    for p, q in factors:
        nxt = [0] * (len(out) + 1)
        for i, c in enumerate(out):
            nxt[i] += c * p
            nxt[i + 1] -= c * q
        out = nxt
    return out


def _show_poly(coeffs: list[int]) -> str:
    deg, parts = len(coeffs) - 1, []
    for i, c in enumerate(coeffs):
        if c == 0:
            continue
        e = deg - i
        mag = abs(c)
        body = ("" if mag == 1 and e else str(mag)) + ("x" if e else "") + (f"^{e}" if e > 1 else "")
        parts.append(("-" if c < 0 else "+") + body)
    text = " ".join(parts)
    text = text[1:] if text.startswith("+") else "-" + text[1:]
    return text.replace("+", "+ ").replace(" -", " - ").replace("  ", " ") if len(parts) > 1 else text


def _linear(p: int, q: int) -> str:
    return _show_poly([p, -q])


def _describe(ineq: dict) -> str:
    op = _SHOW_OP[ineq["op"]]
    if ineq["kind"] in ("abs", "abs_out"):
        a = ineq["a"]
        inner = "x" if a == 0 else (f"x - {a}" if a > 0 else f"x + {-a}")
        return f"|{inner}| {op} {ineq['b']}"
    if ineq["kind"] == "rational":
        (p1, q1), (p2, q2) = ineq["num"][0], ineq["den"][0]
        return f"({_linear(p1, q1)}) / ({_linear(p2, q2)}) {op} 0"
    return f"{_show_poly(_poly(ineq['num']))} {op} 0"


def _factors(ineq: dict) -> tuple[list[list[int]], list[list[int]]]:
    """Numerator and denominator linear factors (p, q) with p > 0 of the sign problem."""
    if ineq["kind"] in ("abs", "abs_out"):  # |x - a| vs b  <=>  (x - (a - b))(x - (a + b)) vs 0
        return [[1, ineq["a"] - ineq["b"]], [1, ineq["a"] + ineq["b"]]], []
    return ineq["num"], ineq["den"]


def _holds(sign: int, op: str) -> bool:
    return {"<": sign < 0, "<=": sign <= 0, ">": sign > 0, ">=": sign >= 0}[op]


_TEMPLATES = (
    "How many integers x satisfy all of the following inequalities at the same time?\n{rows}",
    "Count the integer values of x for which every one of these inequalities holds:\n{rows}",
    "Let S be the set of integers x that satisfy the system\n{rows}\nHow many elements does S have?",
    "Find the number of integer solutions x of the system of inequalities\n{rows}",
)


class InequalityIntegerCount(Bootcamp):
    id = "algebra/inequality_integer_count"
    description = "Number of integers satisfying a system of absolute-value, quadratic, rational and cubic inequalities"
    Config = Config
    LEVELS = {
        "1": Config(extra=("quad",), max_lead=1, radius=10),
        "2": Config(extra=("quad",), max_lead=3, radius=15),
        "3": Config(extra=("quad", "abs_out"), max_lead=3, radius=20),
        "4": Config(extra=("quad", "rational", "quad"), max_lead=4, radius=30),
        "5": Config(extra=("quad", "rational", "cubic", "abs_out"), max_lead=5, radius=45),
    }

    def _factor(self, config: Config, rng: random.Random, lo: int, hi: int) -> list[int]:
        p = rng.randint(1, config.max_lead)
        return [p, rng.randint(lo * p, hi * p)]

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        while True:
            a, b = rng.randint(-config.radius, config.radius), rng.randint(3, config.radius)
            lo, hi = a - b, a + b
            ineqs = [{"kind": "abs", "a": a, "b": b, "op": rng.choice(("<", "<="))}]
            for kind in config.extra:
                if kind == "abs_out":
                    ineqs.append({"kind": kind, "a": rng.randint(lo, hi), "b": rng.randint(1, max(1, b // 2)),
                                  "op": rng.choice((">", ">="))})
                    continue
                n = {"quad": 2, "rational": 1, "cubic": 3}[kind]
                num = [self._factor(config, rng, lo, hi) for _ in range(n)]
                den = [self._factor(config, rng, lo, hi)] if kind == "rational" else []
                ineqs.append({"kind": kind, "num": num, "den": den, "op": rng.choice(OPS)})
            roots = [Fraction(q, p) for ineq in ineqs for p, q in sum(_factors(ineq), [])]
            per = [[Fraction(q, p) for p, q in sum(_factors(ineq), [])] for ineq in ineqs]
            if any(len(set(r)) < len(r) for r in per):
                continue  # distinct critical points within each inequality
            if any(math.gcd(p, q) > 1 for ineq in ineqs[1:] for p, q in sum(_factors(ineq), [])):
                continue  # factors in lowest terms (2x - 4 would be shown as a multiple)
            data = {"ineqs": ineqs, "template": rng.randrange(len(_TEMPLATES))}
            count = self.solve(data)
            full = hi - lo + 1 - (ineqs[0]["op"] == "<") * 2
            if 0 < count < full and len(roots) > 0:
                return data, count

    def prompt(self, data: dict, rng: random.Random) -> str:
        rows = "\n".join(f"{i + 1}. {_describe(ineq)}" for i, ineq in enumerate(data["ineqs"]))
        text = _TEMPLATES[data["template"]].format(rows=rows)
        text += ("\n|·| is the absolute value; a fraction's inequality requires its denominator to be nonzero."
                 if any(i["kind"] == "rational" for i in data["ineqs"]) else "\n|·| is the absolute value.")
        return f"{text}\n{answer_instruction('the number of integers, as a single integer')}"

    def check(self, data: dict, answer: int, text: str) -> float:
        return 1.0 if strict_int(text) == answer else 0.0

    def program(self, t: Tracer, data: dict) -> int:
        ineqs = data["ineqs"]
        t.state("bounding inequality 1")
        a, b = t.fetch("a[1]", ineqs[0]["a"]), t.fetch("b[1]", ineqs[0]["b"])
        strict = ineqs[0]["op"] == "<"
        lo = t.compute("lo", a - b + strict, why="smallest integer with |x - a| " + ineqs[0]["op"] + " b")
        hi = t.compute("hi", a + b - strict, why="largest integer in the band")
        alive = list(range(lo, hi + 1))
        for k, ineq in enumerate(ineqs[1:], start=2):
            t.state(f"sign chart of inequality {k}")
            num, den = _factors(ineq)
            num = [[t.fetch(f"p{k}[{i}]", p), t.fetch(f"q{k}[{i}]", q)] for i, (p, q) in enumerate(num)]
            den = [[t.fetch(f"den_p{k}", p), t.fetch(f"den_q{k}", q)] for p, q in den]
            points = sorted({Fraction(q, p) for p, q in num + den})
            zeros = {Fraction(q, p) for p, q in num}
            poles = {Fraction(q, p) for p, q in den}
            crit = t.compute(f"critical[{k}]", [str(c) for c in points], why="roots of the linear factors")
            # to the right of every critical point all factors are positive; each crossing flips the sign
            allowed = []
            for j in range(len(points) + 1):
                sign = (-1) ** (len(points) - j)
                if _holds(sign, ineq["op"]):
                    allowed.append((points[j - 1] if j else None, points[j] if j < len(points) else None))
            t.compute(f"intervals[{k}]", [[str(l) if l is not None else "-inf", str(r) if r is not None else "inf"]
                                          for l, r in allowed], why=f"sign (-1)^(crossings) {ineq['op']} 0 (crit {len(crit)})")
            keep = []
            for x in alive:
                if x in zeros and x not in poles:
                    ok = ineq["op"] in ("<=", ">=")
                elif x in poles:
                    ok = False
                else:
                    ok = any((l is None or l < x) and (r is None or x < r) for l, r in allowed)
                if ok:
                    keep.append(x)
            alive = t.compute(f"alive[{k}]", keep, why=f"integers also satisfying inequality {k}")
        t.state("answer")
        return t.compute("answer", len(t.fetch("alive", alive)), why="count what survives")

    def solve(self, data: dict) -> int:
        # brute force: evaluate every expression at every integer of the bounding band
        first = data["ineqs"][0]
        count = 0
        for x in range(first["a"] - first["b"], first["a"] + first["b"] + 1):
            ok = True
            for ineq in data["ineqs"]:
                if ineq["kind"] in ("abs", "abs_out"):
                    sign = (abs(x - ineq["a"]) > ineq["b"]) - (abs(x - ineq["a"]) < ineq["b"])
                else:
                    value = Fraction(sum(c * x ** e for e, c in enumerate(reversed(_poly(ineq["num"])))))
                    if ineq["den"]:
                        d = sum(c * x ** e for e, c in enumerate(reversed(_poly(ineq["den"]))))
                        if d == 0:
                            ok = False
                            break
                        value /= d
                    sign = (value > 0) - (value < 0)
                if not _holds(sign, ineq["op"]):
                    ok = False
                    break
            count += ok
        return count


BOOTCAMP = InequalityIntegerCount()
