"""Image of a point under a chain of plane transformations (translations, quarter- and half-turn
rotations about a point, reflections in horizontal, vertical and diagonal lines, integer
dilations about a point), applied in the order given."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp
from bootcamps.kit.geometry import point_text
from bootcamps.kit.numbers2 import RationalTupleAnswer, ask
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    steps: int = 2
    max_coordinate: int = 6
    kinds: str = "translate,rotate,reflect"  # comma-separated subset of translate, rotate, reflect, dilate

    def __post_init__(self) -> None:
        if not 1 <= self.steps <= 40 or not 2 <= self.max_coordinate <= 10**4:
            raise ValueError(f"need steps in 1..40 and max_coordinate in 2..10**4, got {self.steps}, {self.max_coordinate}")
        bad = set(self.kinds.split(",")) - set(_KINDS)
        if bad or not self.kinds:
            raise ValueError(f"kinds must be a comma-separated subset of {', '.join(_KINDS)}, got {self.kinds!r}")


_KINDS = ("translate", "rotate", "reflect", "dilate")


def apply(op: dict, x: int, y: int) -> tuple[int, int]:
    """One transformation on (x, y), by its coordinate rule."""
    kind = op["kind"]
    if kind == "translate":
        return x + op["dx"], y + op["dy"]
    if kind in ("rotate", "dilate"):
        cx, cy = op["centre"]
        u, v = x - cx, y - cy
        if kind == "dilate":
            return cx + op["factor"] * u, cy + op["factor"] * v
        u, v = {90: (-v, u), 180: (-u, -v), 270: (v, -u)}[op["angle"]]
        return cx + u, cy + v
    line, c = op["line"], op["c"]
    if line == "x":  # the vertical line x = c
        return 2 * c - x, y
    if line == "y":
        return x, 2 * c - y
    if line == "y=x+c":
        return y - c, x + c
    return c - y, c - x  # y = -x + c


def describe(op: dict) -> str:
    kind = op["kind"]
    if kind == "translate":
        return f"translate by the vector ({op['dx']}, {op['dy']})"
    if kind == "dilate":
        return f"dilate (scale) by factor {op['factor']} about the centre {point_text(op['centre'])}"
    if kind == "rotate":
        turn = {90: "90° counter-clockwise", 180: "180°", 270: "90° clockwise"}[op["angle"]]
        return f"rotate {turn} about {point_text(op['centre'])}"
    line, c = op["line"], op["c"]
    if line == "x":
        return f"reflect in the vertical line x = {c}"
    if line == "y":
        return f"reflect in the horizontal line y = {c}"
    if line == "y=x+c":
        return "reflect in the line y = x" + (f" {'+' if c > 0 else '-'} {abs(c)}" if c else "")
    return "reflect in the line y = -x" + (f" {'+' if c > 0 else '-'} {abs(c)}" if c else "")


_TEMPLATES = (
    "Start from the point P = {p} and apply, in this order:\n{ops}\nWhere does P end up?",
    "The point {p} undergoes these transformations one after another:\n{ops}\nWhat are the coordinates of its final image?",
    "Apply the following sequence of plane transformations to {p}:\n{ops}\nGive the resulting point.",
    "A point at {p} is moved by\n{ops}\n(in the order listed). Find where it lands.",
)
_FORM = "the final point as (x, y), e.g. (4, -7)"


class PointTransform(RationalTupleAnswer, Bootcamp):
    id = "geometry/point_transform"
    description = "Image of a point under a chain of translations, rotations, reflections and dilations"
    Config = Config
    names = ("x", "y")
    LEVELS = {
        "1": Config(steps=2, max_coordinate=6, kinds="translate,reflect"),
        "2": Config(steps=3, max_coordinate=8, kinds="translate,rotate,reflect"),
        "3": Config(steps=5, max_coordinate=10, kinds="translate,rotate,reflect"),
        "4": Config(steps=7, max_coordinate=12, kinds="translate,rotate,reflect,dilate"),
        "5": Config(steps=10, max_coordinate=15, kinds="translate,rotate,reflect,dilate"),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        m = config.max_coordinate
        kinds = config.kinds.split(",")
        ops = []
        dilations = 0
        for _ in range(config.steps):
            kind = rng.choice(kinds)
            if kind == "dilate" and dilations >= 2:
                kind = "rotate"  # at most two dilations keep the numbers readable
            if kind == "translate":
                ops.append({"kind": kind, "dx": rng.randint(-m, m), "dy": rng.randint(-m, m)})
            elif kind == "rotate":
                ops.append({"kind": kind, "angle": rng.choice((90, 180, 270)), "centre": [rng.randint(-m // 2, m // 2) for _ in range(2)]})
            elif kind == "dilate":
                dilations += 1
                ops.append({"kind": kind, "factor": rng.choice((-3, -2, 2, 3)), "centre": [rng.randint(-m // 2, m // 2) for _ in range(2)]})
            else:
                ops.append({"kind": kind, "line": rng.choice(("x", "y", "y=x+c", "y=-x+c")), "c": rng.randint(-m // 2, m // 2)})
        data = {"p": [rng.randint(-m, m), rng.randint(-m, m)], "ops": ops}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        ops = "\n".join(f"{i + 1}. {describe(op)}" for i, op in enumerate(data["ops"]))
        return ask(rng, _TEMPLATES, _FORM, p=point_text(data["p"]), ops=ops)

    def program(self, t: Tracer, data: dict) -> list[str]:
        t.state("start")
        x, y = t.fetch("P", data["p"])
        for i, op in enumerate(data["ops"]):
            t.state(f"step {i + 1}: {op['kind']}")
            x, y = t.fetch("P", [x, y])
            t.fetch(f"op[{i + 1}]", describe(op))
            x, y = t.compute("P2", list(apply(op, x, y)), why=f"apply op[{i + 1}] to P")
        return [str(x), str(y)]

    def solve(self, data: dict) -> list[str]:
        # 3x3 affine matrices composed in order, then applied once to (x, y, 1)
        m = [[1, 0, 0], [0, 1, 0], [0, 0, 1]]
        for op in data["ops"]:
            m = _mat_mul(_matrix(op), m)
        x, y = data["p"]
        return [str(m[0][0] * x + m[0][1] * y + m[0][2]), str(m[1][0] * x + m[1][1] * y + m[1][2])]


def _matrix(op: dict) -> list[list[int]]:
    kind = op["kind"]
    if kind == "translate":
        return [[1, 0, op["dx"]], [0, 1, op["dy"]], [0, 0, 1]]
    if kind in ("rotate", "dilate"):
        cx, cy = op["centre"]
        if kind == "dilate":
            k = op["factor"]
            lin = [[k, 0], [0, k]]
        else:
            lin = {90: [[0, -1], [1, 0]], 180: [[-1, 0], [0, -1]], 270: [[0, 1], [-1, 0]]}[op["angle"]]
        # x -> L(x - c) + c
        return [[lin[0][0], lin[0][1], cx - lin[0][0] * cx - lin[0][1] * cy],
                [lin[1][0], lin[1][1], cy - lin[1][0] * cx - lin[1][1] * cy], [0, 0, 1]]
    c = op["c"]
    return {"x": [[-1, 0, 2 * c], [0, 1, 0], [0, 0, 1]], "y": [[1, 0, 0], [0, -1, 2 * c], [0, 0, 1]],
            "y=x+c": [[0, 1, -c], [1, 0, c], [0, 0, 1]], "y=-x+c": [[0, -1, c], [-1, 0, c], [0, 0, 1]]}[op["line"]]


def _mat_mul(a: list[list[int]], b: list[list[int]]) -> list[list[int]]:
    return [[sum(a[i][k] * b[k][j] for k in range(3)) for j in range(3)] for i in range(3)]


BOOTCAMP = PointTransform()
