"""Volume and/or outer surface area of a composite solid: blocks, cylinders, cones, hemispheres
and roof-shaped triangular prisms stacked on one vertical axis, given as an exact a + b*pi
(a, b rational). The volume adds the pieces (block w*d*h, cylinder pi r^2 h, cone pi r^2 h / 3,
hemisphere 2 pi r^3 / 3, prism w*t*d / 2). The surface adds every piece's whole surface and
then, for each pair of touching faces, removes the smaller face twice (it is hidden on both
pieces; only the ring of the larger face around it stays outside). Cones and prisms come with
whole slant heights (Pythagorean triples), and from level 3 radii may be halves (a diameter is
given) and a cone may be given by its slant height instead of its height."""

from __future__ import annotations

import math
import random
import re
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.labels import place_labelled
from bootcamps.kit.poly import format_rational, parse_expression
from bootcamps.trace import Tracer

TRIPLES = ((3, 4, 5), (4, 3, 5), (5, 12, 13), (12, 5, 13), (6, 8, 10), (8, 6, 10), (8, 15, 17), (15, 8, 17), (7, 24, 25))
MEASURES = (("volume",), ("volume", "surface"), ("surface", "both"), ("both",))
TOP_ONLY = ("cone", "dome", "roof")
BOTTOM_ONLY = ("funnel", "bowl")


@dataclass(frozen=True)
class Config:
    min_pieces: int = 2
    max_pieces: int = 2
    measures: int = 0  # index into MEASURES: which quantities may be asked
    max_size: int = 6
    halves: bool = False  # radii may be halves (given as a diameter), a cone by its slant height

    def __post_init__(self) -> None:
        if not 2 <= self.min_pieces <= self.max_pieces <= 8:
            raise ValueError(f"need 2 <= min_pieces <= max_pieces <= 8, got {self.min_pieces}, {self.max_pieces}")
        if not 0 <= self.measures < len(MEASURES):
            raise ValueError(f"measures must be in 0..{len(MEASURES) - 1}, got {self.measures}")
        if not 4 <= self.max_size <= 60:
            raise ValueError(f"max_size must be in 4..60, got {self.max_size}")


# ---------------------------------------------------------------- the pieces

def _q(value: object) -> Fraction:
    return Fraction(str(value))


def _num(value: Fraction) -> int | str:
    """A length as stored in the data: an int, or a string such as "3/2"."""
    return int(value) if value.denominator == 1 else format_rational(value)


def _faces(piece: dict) -> tuple[tuple | None, tuple | None]:
    """(bottom face, top face): ("disk", r), ("rect", w, d) or None for a point or a ridge."""
    kind = piece["kind"]
    if kind == "box":
        return ("rect", _q(piece["w"]), _q(piece["d"])), ("rect", _q(piece["w"]), _q(piece["d"]))
    if kind == "cylinder":
        return ("disk", _q(piece["r"])), ("disk", _q(piece["r"]))
    if kind in ("cone", "dome"):
        return ("disk", _q(piece["r"])), None
    if kind == "roof":
        return ("rect", _q(piece["w"]), _q(piece["d"])), None
    return None, ("disk", _q(piece["r"]))  # funnel, bowl: their flat face is on top


def _area(face: tuple) -> tuple[Fraction, Fraction]:
    """(rational part, pi coefficient) of a face's area."""
    return (Fraction(0), face[1] ** 2) if face[0] == "disk" else (face[1] * face[2], Fraction(0))


def _inside(small: tuple, big: tuple) -> bool:
    """Whether the face ``small`` fits inside ``big``, both centred on the axis."""
    if small[0] == "disk" and big[0] == "disk":
        return small[1] <= big[1]
    if small[0] == "disk":
        return 2 * small[1] <= min(big[1], big[2])
    if big[0] == "disk":
        return small[1] ** 2 + small[2] ** 2 <= 4 * big[1] ** 2
    return min(small[1:]) <= min(big[1:]) and max(small[1:]) <= max(big[1:])


def _volume(piece: dict) -> tuple[Fraction, Fraction]:
    kind = piece["kind"]
    if kind == "box":
        return _q(piece["w"]) * _q(piece["d"]) * _q(piece["h"]), Fraction(0)
    if kind == "roof":
        return _q(piece["w"]) * _q(piece["t"]) * _q(piece["d"]) / 2, Fraction(0)
    r = _q(piece["r"])
    if kind == "cylinder":
        return Fraction(0), r * r * _q(piece["h"])
    if kind in ("cone", "funnel"):
        return Fraction(0), r * r * _q(piece["h"]) / 3
    return Fraction(0), 2 * r**3 / 3  # hemisphere


def _surface(piece: dict) -> tuple[Fraction, Fraction]:
    kind = piece["kind"]
    if kind == "box":
        w, d, h = _q(piece["w"]), _q(piece["d"]), _q(piece["h"])
        return 2 * (w * d + w * h + d * h), Fraction(0)
    if kind == "roof":
        w, d, t, s = _q(piece["w"]), _q(piece["d"]), _q(piece["t"]), _q(piece["s"])
        return w * t + 2 * s * d + w * d, Fraction(0)  # two triangles, two slopes, the base
    r = _q(piece["r"])
    if kind == "cylinder":
        return Fraction(0), 2 * r * r + 2 * r * _q(piece["h"])
    if kind in ("cone", "funnel"):
        return Fraction(0), r * r + r * _q(piece["l"])
    return Fraction(0), 3 * r * r  # hemisphere: curved 2 pi r^2 and the flat disk


def _describe(piece: dict, rng: random.Random) -> str:
    kind = piece["kind"]
    r = _q(piece.get("r", 0))
    size = f"radius {format_rational(r)}" if r.denominator == 1 and rng.random() < 0.7 else f"diameter {format_rational(2 * r)}"
    if kind == "box":
        return f"a rectangular block with a {piece['w']} by {piece['d']} base and height {piece['h']}"
    if kind == "cylinder":
        return f"a cylinder of {size} and height {piece['h']}"
    if kind in ("cone", "funnel"):
        how = f"height {piece['h']}" if piece["given"] == "h" else f"slant height {piece['l']}"
        if kind == "cone":
            return f"a cone standing on its base (point up) with base {size} and {how}"
        return f"an upside-down cone (point at the bottom, flat base facing up) with base {size} and {how}"
    if kind == "dome":
        return f"a solid hemisphere of {size}, flat face down"
    if kind == "bowl":
        return f"a solid hemisphere of {size}, flat face up (curved side underneath)"
    return (f"a triangular prism lying on a rectangular face: its two ends are isosceles triangles with base {piece['w']} "
            f"and height {piece['t']}, it is {piece['d']} long, and its {piece['w']} by {piece['d']} face is at the bottom")


_STACK = ("The pieces are stacked from bottom to top in the order listed, all centred on one vertical axis; each rests "
          "flat on the top face of the piece below it, and where two faces touch, the smaller one lies entirely within "
          "the larger one.")
_TEMPLATES = (
    "A solid is built from these pieces:\n{pieces}\n{stack} {question}",
    "{stack}\n{pieces}\n{question}",
    "Some solid shapes are glued together into one solid.\n{pieces}\n{stack} {question}",
)
_QUESTIONS = {
    "volume": "Find the exact volume of the solid.",
    "surface": ("Find the exact total surface area of the solid: its outer surface only (where two pieces touch, the "
                "covered parts of both faces are inside the solid and do not count, but an exposed ring of a larger "
                "face does)."),
    "both": ("Find the exact volume and the exact total surface area of the solid (outer surface only: where two "
             "pieces touch, the covered parts of both faces are inside and do not count, but an exposed ring of a "
             "larger face does)."),
}

# ---------------------------------------------------------------- answers a + b*pi

_PI = re.compile(r"\\pi(?![A-Za-z])|π|(?<![A-Za-z])[pP]i(?![A-Za-z])")
_LABEL = re.compile(r"^\s*(volume|surface area|surface|area|[VSA])\s*[:=]\s*", re.IGNORECASE)


def measure_label(part: str) -> str | None:
    """"volume" or "surface" for a part that starts with a label (V =, surface area:, ...), else None."""
    match = _LABEL.match(part)
    if match is None:
        return None
    return "volume" if match.group(1).lower() in ("volume", "v") else "surface"


def _asked_slot(label: str | None, asked: list[str]) -> int | None:
    """Where a labelled value belongs among the asked measures; -1 (never a slot) for one not asked."""
    if label is None:
        return None
    return asked.index(label) if label in asked else -1
_SUPER = re.compile(r"[⁰¹²³⁴⁵⁶⁷⁸⁹₀₁₂₃₄₅₆₇₈₉]")


def pi_form(a: Fraction, b: Fraction) -> str:
    """``12 + 40pi/3``, ``pi``, ``-6 + 52pi``, ``30 - 8pi``."""
    if b == 0:
        return format_rational(a)
    size = abs(b)
    term = ("" if size.numerator == 1 else str(size.numerator)) + "pi" + (f"/{size.denominator}" if size.denominator != 1 else "")
    if a == 0:
        return term if b > 0 else f"-{term}"
    return f"{format_rational(a)} {'+' if b > 0 else '-'} {term}"


def read_pi_form(text: str) -> tuple[Fraction, Fraction] | None:
    """(a, b) for an exact expression in pi equal to a + b*pi, or ``None``; never evaluates code."""
    if len(text) > 300 or _SUPER.search(text):
        return None
    text = _LABEL.sub("", text, count=1)
    text = _PI.sub("π", text)
    if "P" in text:
        return None  # P stands for pi below
    expression = parse_expression(text.replace("π", "P"), ("P",), lhs=False)
    poly = expression.poly() if expression is not None else None
    if poly is None or poly.variables() - {"P"} or poly.degree() > 1:
        return None
    coeffs = poly.coeffs("P") + [Fraction(0), Fraction(0)]
    return coeffs[0], coeffs[1]


class SolidVolumes(Bootcamp):
    id = "geometry/solid_volumes"
    description = "Exact volume and/or outer surface area (a + b*pi) of stacked blocks, cylinders, cones, hemispheres and prisms"
    Config = Config
    LEVELS = {
        "1": Config(min_pieces=2, max_pieces=2, measures=0, max_size=12, halves=False),
        "2": Config(min_pieces=2, max_pieces=2, measures=1, max_size=12, halves=False),
        "3": Config(min_pieces=3, max_pieces=3, measures=1, max_size=10, halves=True),
        "4": Config(min_pieces=3, max_pieces=4, measures=2, max_size=12, halves=True),
        "5": Config(min_pieces=4, max_pieces=5, measures=3, max_size=16, halves=True),
    }

    # ------------------------------------------------------------ generation

    def _radius(self, config: Config, rng: random.Random, near: Fraction | None) -> Fraction:
        if near is not None and rng.random() < 0.4:
            return near
        if config.halves and rng.random() < 0.4:
            return Fraction(rng.randint(1, config.max_size), 2)
        return Fraction(rng.randint(1, max(2, 2 * config.max_size // 3)))

    def _piece(self, kind: str, config: Config, rng: random.Random, near: Fraction | None) -> dict:
        size = config.max_size
        if kind == "box":
            return {"kind": kind, "w": rng.randint(1, size), "d": rng.randint(1, size), "h": rng.randint(1, size)}
        if kind == "cylinder":
            return {"kind": kind, "r": _num(self._radius(config, rng, near)), "h": rng.randint(1, size)}
        if kind in ("dome", "bowl"):
            return {"kind": kind, "r": _num(self._radius(config, rng, near))}
        scales = [Fraction(k, 2) for k in range(1, 2 * size + 1)] if config.halves else [Fraction(k) for k in range(1, size + 1)]
        while True:
            p, q, hyp = rng.choice(TRIPLES)
            m = rng.choice(scales)
            if kind == "roof" and 2 * p * m <= size and q * m <= size and (2 * p * m).denominator == 1 and (q * m).denominator == 1 \
                    and (hyp * m).denominator == 1:
                return {"kind": kind, "w": int(2 * p * m), "t": int(q * m), "s": int(hyp * m), "d": rng.randint(1, size)}
            if kind != "roof" and p * m <= size and q * m <= size and (q * m).denominator == 1 and (hyp * m).denominator == 1:
                given = "l" if config.halves and rng.random() < 0.35 else "h"
                return {"kind": kind, "r": _num(p * m), "h": int(q * m), "l": int(hyp * m), "given": given}

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        while True:
            count = rng.randint(config.min_pieces, config.max_pieces)
            kinds = [rng.choice(("box", "cylinder", "cylinder")) for _ in range(count)]
            if config.measures > 0 and rng.random() < 0.25:
                kinds[0] = rng.choice(BOTTOM_ONLY)
            if rng.random() < 0.7:
                kinds[-1] = rng.choice(TOP_ONLY)
            if all(k in ("box", "roof") for k in kinds):
                continue  # at least one round piece, so the answer has a pi part
            pieces: list[dict] = []
            for kind in kinds:
                below = _faces(pieces[-1])[1] if pieces else None
                near = below[1] if below and below[0] == "disk" else None
                for _ in range(30):
                    piece = self._piece(kind, config, rng, near)
                    bottom = _faces(piece)[0]
                    if below is None or (bottom is not None and (_inside(bottom, below) or _inside(below, bottom))):
                        break
                else:
                    break
                pieces.append(piece)
            if len(pieces) < count:
                continue
            measure = rng.choice(MEASURES[config.measures])
            data = {"pieces": pieces, "measure": measure}
            return data, self._answer_text(self.solve(data))

    @staticmethod
    def _answer_text(parts: list[Fraction]) -> list[str]:
        return [format_rational(p) for p in parts]

    # ------------------------------------------------------------ prompt and check

    def prompt(self, data: dict, rng: random.Random) -> str:
        lines = "\n".join(f"{i}. {_describe(p, rng)}" for i, p in enumerate(data["pieces"], 1))
        text = rng.choice(_TEMPLATES).format(pieces=lines, stack=_STACK, question=_QUESTIONS[data["measure"]])
        if data["measure"] == "both":
            form = ("the volume, then a semicolon, then the surface area, each written exactly as a + b*pi with a and b "
                    "integers or fractions (for example 36 + 40pi/3; 24 + 21pi)")
        else:
            form = "an exact value a + b*pi with a and b integers or fractions, writing pi for π (for example 36 + 40pi/3)"
        return f"{text}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[str]) -> str:
        values = [Fraction(a) for a in answer]
        return "; ".join(pi_form(values[i], values[i + 1]) for i in range(0, len(values), 2))

    def check(self, data: dict, answer: list[str], text: str) -> float:
        if len(text) > 700:
            return 0.0
        parts = re.split(r";|,|\band\b", text)
        if 2 * len(parts) != len(answer):
            return 0.0
        # a label names its measure: the values must sit under the right ones
        asked = ["volume", "surface"] if data["measure"] == "both" else [data["measure"]]
        parts = place_labelled(parts, lambda part: _asked_slot(measure_label(part), asked))  # "S = ...; V = ..."
        if parts is None:
            return 0.0
        want = [Fraction(a) for a in answer]
        for i, part in enumerate(parts):
            value = read_pi_form(part)
            if value is None or value != (want[2 * i], want[2 * i + 1]):
                return 0.0
        return 1.0

    def wrong_answers(self, case, rng: random.Random) -> list[str]:
        values = [Fraction(a) for a in case.answer]
        out = []
        for i in (0, 1, len(values) - 1):
            wrong = list(values)
            wrong[i] += rng.choice((-2, -1, 1, 2))
            out.append(self.format_answer(self._answer_text(wrong)))
        return out

    # ------------------------------------------------------------ solvers

    def program(self, t: Tracer, data: dict) -> list[Fraction]:
        measure = data["measure"]
        want_volume, want_surface = measure in ("volume", "both"), measure in ("surface", "both")
        volume = [Fraction(0), Fraction(0)]
        surface = [Fraction(0), Fraction(0)]
        pieces = data["pieces"]
        for i, piece in enumerate(pieces, 1):
            kind = piece["kind"]
            t.state(f"piece {i} {kind}")
            shaped = {"kind": kind}
            for key in _GIVEN[kind] if kind not in ("cone", "funnel") else ("r", piece["given"]):
                shaped[key] = t.fetch(f"piece {i} {key}", _q(piece[key]))
            if kind in ("cone", "funnel") and "l" not in shaped:
                shaped["l"] = t.compute("slant", _root(shaped["r"] ** 2 + shaped["h"] ** 2), why="sqrt(r^2 + h^2)")
            elif kind in ("cone", "funnel"):
                shaped["h"] = t.compute("height", _root(shaped["l"] ** 2 - shaped["r"] ** 2), why="sqrt(l^2 - r^2)")
            if kind == "roof" and want_surface:
                shaped["s"] = t.compute("slope", _root((shaped["w"] / 2) ** 2 + shaped["t"] ** 2), why="sqrt((w/2)^2 + t^2)")
            if want_volume:
                part = t.compute(f"volume {i}", list(_volume(shaped)), why=_VOLUME_WHY.get(piece["kind"], ""))
                volume = t.compute("volume so far", [volume[0] + part[0], volume[1] + part[1]], why="(rational, pi) parts")
            if want_surface:
                part = t.compute(f"surface {i}", list(_surface(shaped)), why=_SURFACE_WHY.get(piece["kind"], ""))
                surface = t.compute("surface so far", [surface[0] + part[0], surface[1] + part[1]], why="(rational, pi) parts")
            if want_surface and i > 1:
                t.state(f"joint {i - 1} {i}")
                top = _faces(pieces[i - 2])[1]
                bottom = _faces(piece)[0]
                small = bottom if _inside(bottom, top) else top
                hidden = t.compute("hidden face", list(_area(small)), why="area of the smaller touching face")
                surface = t.compute("surface so far", [surface[0] - 2 * hidden[0], surface[1] - 2 * hidden[1]],
                                    why="covered on both pieces")
        t.state("answer")
        out: list[Fraction] = []
        if want_volume:
            out += t.fetch("volume", volume)
        if want_surface:
            out += t.fetch("surface", surface)
        return t.compute("answer", out, why="a and b of a + b*pi")

    def solve(self, data: dict) -> list[Fraction]:
        # Volume as base area times height (times 1/3 for a cone), the surface face by face.
        pieces = [{k: (v if k in ("kind", "given") else _q(v)) for k, v in p.items()} for p in data["pieces"]]
        vol_a = vol_b = area_a = area_b = Fraction(0)
        for p in pieces:
            kind = p["kind"]
            if kind == "box":
                vol_a += p["w"] * p["d"] * p["h"]
                area_a += 2 * p["w"] * p["d"] + 2 * (p["w"] + p["d"]) * p["h"]  # ends plus perimeter * height
            elif kind == "roof":
                vol_a += (p["w"] * p["t"] / 2) * p["d"]
                area_a += 2 * (p["w"] * p["t"] / 2) + (p["w"] + 2 * p["s"]) * p["d"]
            elif kind == "cylinder":
                vol_b += p["r"] ** 2 * p["h"]
                area_b += 2 * p["r"] ** 2 + 2 * p["r"] * p["h"]
            elif kind in ("cone", "funnel"):
                vol_b += Fraction(1, 3) * p["r"] ** 2 * p["h"]
                area_b += p["r"] ** 2 + p["r"] * p["l"]
            else:
                vol_b += Fraction(4, 3) * p["r"] ** 3 / 2
                area_b += 4 * p["r"] ** 2 / 2 + p["r"] ** 2
        for lower, upper in zip(pieces, pieces[1:]):
            below = ("disk", lower["r"]) if lower["kind"] in ("cylinder", "funnel", "bowl") else ("rect", lower["w"], lower["d"])
            above = ("disk", upper["r"]) if upper["kind"] in ("cylinder", "cone", "dome") else ("rect", upper["w"], upper["d"])
            a1, b1 = _area(below)
            a2, b2 = _area(above)
            # the smaller face is hidden on both pieces; compare by containment, not by area
            if _inside(above, below):
                area_a, area_b = area_a - 2 * a2, area_b - 2 * b2
            else:
                area_a, area_b = area_a - 2 * a1, area_b - 2 * b1
        out = []
        if data["measure"] in ("volume", "both"):
            out += [vol_a, vol_b]
        if data["measure"] in ("surface", "both"):
            out += [area_a, area_b]
        return out


_GIVEN = {"box": ("w", "d", "h"), "cylinder": ("r", "h"), "dome": ("r",), "bowl": ("r",), "roof": ("w", "t", "d")}


def _root(square: Fraction) -> Fraction:
    """The exact square root of a square rational (slant heights come from Pythagorean triples)."""
    square = Fraction(square)
    if square < 0:
        raise ValueError("negative square (an injected error)")
    num, den = math.isqrt(square.numerator), math.isqrt(square.denominator)
    return Fraction(num, den) if den else Fraction(0)


_VOLUME_WHY = {"box": "w*d*h", "cylinder": "pi r^2 h", "cone": "pi r^2 h / 3", "funnel": "pi r^2 h / 3",
               "dome": "2 pi r^3 / 3", "bowl": "2 pi r^3 / 3", "roof": "w*t/2 * d"}
_SURFACE_WHY = {"box": "2(wd + wh + dh)", "cylinder": "2 pi r^2 + 2 pi r h", "cone": "pi r^2 + pi r l",
                "funnel": "pi r^2 + pi r l", "dome": "2 pi r^2 + pi r^2", "bowl": "2 pi r^2 + pi r^2",
                "roof": "w t + 2 s d + w d"}

BOOTCAMP = SolidVolumes()
