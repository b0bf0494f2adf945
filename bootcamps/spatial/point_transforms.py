"""A point on the integer plane goes through a chain of rigid motions: translations, quarter and
half turns about the origin or about another point, and reflections in the axes, in the lines
y = x and y = -x, or in vertical/horizontal lines x = a, y = b. Where does it end up?"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.arrays import IntListAnswer
from bootcamps.trace import Tracer

SIMPLE = ("translate", "rot90", "rot180", "rot270", "flip_x_axis", "flip_y_axis", "flip_diag", "flip_anti")
CENTRED = ("rot90_about", "rot180_about", "rot270_about", "flip_vertical_line", "flip_horizontal_line")


@dataclass(frozen=True)
class Config:
    steps: int = 3
    centred: bool = False  # turns about other points and reflections in lines x = a, y = b
    span: int = 9

    def __post_init__(self) -> None:
        if not 1 <= self.steps <= 20:
            raise ValueError(f"steps must be in 1..20, got {self.steps}")
        if not 3 <= self.span <= 100:
            raise ValueError(f"span must be in 3..100, got {self.span}")


def apply(op: list, x: int, y: int) -> tuple[int, int]:
    kind = op[0]
    if kind == "translate":
        return x + op[1], y + op[2]
    if kind in ("rot90_about", "rot180_about", "rot270_about"):
        cx, cy = op[1], op[2]
        dx, dy = apply([kind[:-6]], x - cx, y - cy)
        return cx + dx, cy + dy
    if kind == "rot90":  # counter-clockwise
        return -y, x
    if kind == "rot180":
        return -x, -y
    if kind == "rot270":
        return y, -x
    if kind == "flip_x_axis":
        return x, -y
    if kind == "flip_y_axis":
        return -x, y
    if kind == "flip_diag":
        return y, x
    if kind == "flip_anti":
        return -y, -x
    if kind == "flip_vertical_line":
        return 2 * op[1] - x, y
    return x, 2 * op[1] - y  # flip_horizontal_line


def describe(op: list) -> str:
    kind = op[0]
    return {
        "translate": lambda: f"shift it by ({op[1]}, {op[2]})",
        "rot90": lambda: "rotate it 90 degrees counterclockwise about the origin",
        "rot180": lambda: "rotate it 180 degrees about the origin",
        "rot270": lambda: "rotate it 90 degrees clockwise about the origin",
        "flip_x_axis": lambda: "reflect it in the x-axis",
        "flip_y_axis": lambda: "reflect it in the y-axis",
        "flip_diag": lambda: "reflect it in the line y = x",
        "flip_anti": lambda: "reflect it in the line y = -x",
        "rot90_about": lambda: f"rotate it 90 degrees counterclockwise about ({op[1]}, {op[2]})",
        "rot180_about": lambda: f"rotate it 180 degrees about ({op[1]}, {op[2]})",
        "rot270_about": lambda: f"rotate it 90 degrees clockwise about ({op[1]}, {op[2]})",
        "flip_vertical_line": lambda: f"reflect it in the vertical line x = {op[1]}",
        "flip_horizontal_line": lambda: f"reflect it in the horizontal line y = {op[1]}",
    }[kind]()


_TEMPLATES = (
    "Start with the point ({x}, {y}). In order: {steps}. What are the coordinates of the final point?",
    "A point P = ({x}, {y}) on the coordinate plane is moved as follows, one step after another: {steps}. Give "
    "P's final position.",
    "Apply these transformations to ({x}, {y}), each to the result of the previous one: {steps}. Where does the "
    "point land?",
)


class PointTransforms(IntListAnswer, Bootcamp):
    id = "spatial/point_transforms"
    description = "Follow a point through a chain of rotations, reflections and translations of the plane"
    Config = Config
    LEVELS = {
        "1": Config(steps=2, span=9),
        "2": Config(steps=4, span=12),
        "3": Config(steps=5, centred=True, span=12),
        "4": Config(steps=7, centred=True, span=15),
        "5": Config(steps=10, centred=True, span=20),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        kinds = SIMPLE + (CENTRED if config.centred else ())
        ops = []
        for _ in range(config.steps):
            kind = rng.choice(kinds)
            if kind == "translate" or kind.endswith("_about"):
                ops.append([kind, rng.randint(-config.span, config.span), rng.randint(-config.span, config.span)])
            elif kind.endswith("_line"):
                ops.append([kind, rng.randint(-config.span, config.span)])
            else:
                ops.append([kind])
        point = [rng.randint(-config.span, config.span), rng.randint(-config.span, config.span)]
        data = {"point": point, "ops": ops}
        return data, self.program(Tracer(), data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        steps = "; then ".join(describe(op) for op in data["ops"])
        x, y = data["point"]
        text = rng.choice(_TEMPLATES).format(x=x, y=y, steps=steps)
        return f"{text}\n{answer_instruction('the coordinates as x, y (for example -3, 7)')}"

    def format_answer(self, answer: list[int]) -> str:
        return f"{answer[0]}, {answer[1]}"

    def program(self, t: Tracer, data: dict) -> list[int]:
        t.state("start")
        x, y = t.fetch("point", data["point"])
        for i, op in enumerate(data["ops"]):
            t.state(f"step {i + 1}")
            op = t.fetch(f"op[{i + 1}]", op)
            x, y = t.compute("point", list(apply(op, x, y)), why=describe(op))
        t.state("answer")
        return t.ret("answer", [x, y])

    def solve(self, data: dict) -> list[int]:
        """Homogeneous 3x3 integer matrices multiplied into one map, applied once."""

        def matrix(op: list) -> list[list[int]]:
            linear = {"rot90": (0, -1, 1, 0), "rot180": (-1, 0, 0, -1), "rot270": (0, 1, -1, 0),
                      "flip_x_axis": (1, 0, 0, -1), "flip_y_axis": (-1, 0, 0, 1), "flip_diag": (0, 1, 1, 0),
                      "flip_anti": (0, -1, -1, 0)}
            kind = op[0]
            if kind == "translate":
                return [[1, 0, op[1]], [0, 1, op[2]], [0, 0, 1]]
            if kind == "flip_vertical_line":
                return [[-1, 0, 2 * op[1]], [0, 1, 0], [0, 0, 1]]
            if kind == "flip_horizontal_line":
                return [[1, 0, 0], [0, -1, 2 * op[1]], [0, 0, 1]]
            a, b, c, d = linear[kind.replace("_about", "")]
            if kind.endswith("_about"):  # T(c) R T(-c)
                cx, cy = op[1], op[2]
                return [[a, b, cx - a * cx - b * cy], [c, d, cy - c * cx - d * cy], [0, 0, 1]]
            return [[a, b, 0], [c, d, 0], [0, 0, 1]]

        total = [[1, 0, 0], [0, 1, 0], [0, 0, 1]]
        for op in data["ops"]:
            m = matrix(op)
            total = [[sum(m[i][k] * total[k][j] for k in range(3)) for j in range(3)] for i in range(3)]
        x, y = data["point"]
        return [total[0][0] * x + total[0][1] * y + total[0][2], total[1][0] * x + total[1][1] * y + total[1][2]]


BOOTCAMP = PointTransforms()
