"""Final positions of robots that explore a bounded grid one after another and leave scents.

The grid's lower-left corner is (0, 0) and its upper-right corner (W, H). Each robot starts at
a point facing N, E, S or W and runs a string of L (turn left 90 degrees), R (turn right) and F
(one step forward). A step that would leave the grid loses the robot: it is reported at its last
point on the grid with LOST, and it leaves a scent on that point. A later robot standing on a
scented point ignores any F that would take it off the grid (and goes on with its instructions).
Robots run one at a time and never block each other. The trace is one state per instruction.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.trace import Tracer

_HEADINGS = "NESW"  # clockwise: R adds 1, L subtracts 1
_STEP = {"N": (0, 1), "E": (1, 0), "S": (0, -1), "W": (-1, 0)}
_ITEM = re.compile(r"(-?[0-9]+) (-?[0-9]+) ([NESW])( LOST)?")


@dataclass(frozen=True)
class Config:
    width: int = 3
    height: int = 3
    robots: int = 2
    moves: int = 6
    forward: float = 0.55

    def __post_init__(self) -> None:
        if not 1 <= self.width <= 50 or not 1 <= self.height <= 50:
            raise ValueError(f"width and height must be in 1..50, got {self.width}, {self.height}")
        if not 1 <= self.robots <= 20:
            raise ValueError(f"robots must be in 1..20, got {self.robots}")
        if not 1 <= self.moves <= 100:
            raise ValueError(f"moves must be in 1..100, got {self.moves}")
        if not 0 < self.forward < 1:
            raise ValueError(f"forward must be in (0, 1), got {self.forward}")


_TEMPLATES = (
    "Robots explore a rectangular plateau whose lower-left corner is (0, 0) and upper-right corner is ({w}, {h}); "
    "x grows to the east and y to the north. Each robot has a position and a heading (N, E, S or W) and follows a "
    "string of instructions: L turns it 90 degrees left, R turns it 90 degrees right (both without moving), F moves "
    "it one point forward. If an F would take a robot off the plateau, the robot is LOST: it stays at its last "
    "point, stops, and leaves a scent there. Any later robot that stands on a scented point ignores an F that would "
    "take it off the plateau and carries on with its next instruction. Robots move one at a time, in order, and "
    "never get in each other's way.\n{robots}\nWhere does each robot end up?",
    "A grid world spans x 0..{w} and y 0..{h} (N is +y, E is +x). The robots below are sent in one after another.\n"
    "{robots}\nInstructions: L and R rotate the robot a quarter turn left or right on the spot; F advances one step "
    "in the direction it faces. A robot that steps off the grid falls and is LOST (report the last point it stood "
    "on, with its heading at that moment); it marks that point with a scent. A forward instruction that would fall "
    "off the grid from a point already marked by an earlier lost robot is simply skipped. Report the final state of "
    "every robot.",
    "Martian robots. World: upper-right corner ({w}, {h}), lower-left (0, 0). Robots (start x, start y, heading; "
    "then instructions), processed sequentially:\n{robots}\nRules: L = turn left 90 degrees, R = turn right 90 "
    "degrees, F = move forward one grid point. Moving off the world loses the robot at the point it left from and "
    "leaves a scent there; later robots ignore any move off the world from a scented point. What are the final "
    "positions?",
)


def run_robot(x: int, y: int, heading: str, program: str, w: int, h: int, scents: set) -> tuple[int, int, str, bool]:
    """One robot's final (x, y, heading, lost); adds its scent to ``scents`` when it is lost."""
    for op in program:
        if op in "LR":
            heading = _HEADINGS[(_HEADINGS.index(heading) + (1 if op == "R" else -1)) % 4]
            continue
        dx, dy = _STEP[heading]
        if 0 <= x + dx <= w and 0 <= y + dy <= h:
            x, y = x + dx, y + dy
        elif (x, y) not in scents:
            scents.add((x, y))
            return x, y, heading, True
    return x, y, heading, False


class MartianRobots(Bootcamp):
    id = "simulation/martian_robots"
    description = "Final positions of grid robots that get LOST off the edge and leave scents for later robots"
    Config = Config
    LEVELS = {
        "1": Config(width=3, height=3, robots=2, moves=6),
        "2": Config(width=4, height=3, robots=3, moves=9),
        "3": Config(width=5, height=4, robots=4, moves=13),
        "4": Config(width=6, height=5, robots=5, moves=18),
        "5": Config(width=8, height=6, robots=7, moves=24),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        robots = []
        for _ in range(config.robots):
            ops = "".join("F" if rng.random() < config.forward else rng.choice("LR") for _ in range(config.moves))
            robots.append([rng.randint(0, config.width), rng.randint(0, config.height), rng.choice(_HEADINGS), ops])
        data = {"width": config.width, "height": config.height, "robots": robots}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        style = rng.randrange(3)
        lines = []
        for i, (x, y, d, ops) in enumerate(data["robots"], 1):
            lines.append((f"Robot {i}: starts at ({x}, {y}) facing {d}, instructions {ops}", f"{x} {y} {d}\n{ops}",
                          f"R{i}: {x} {y} {d} / {ops}")[style])
        text = rng.choice(_TEMPLATES).format(w=data["width"], h=data["height"], robots="\n".join(lines))
        form = ("one entry per robot in order, separated by semicolons, each 'x y heading' with the heading as a "
                "capital N, E, S or W, followed by ' LOST' in capitals for a lost robot (for example: 1 1 E; 3 3 N "
                "LOST)")
        return f"{text}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[str]) -> str:
        return "; ".join(answer)

    def check(self, data: dict, answer: list[str], text: str) -> float:
        if not isinstance(text, str) or len(text) > 40 * len(answer) + 40:
            return 0.0
        text = text.strip()
        if text.endswith("."):
            text = text[:-1]
        items = [" ".join(item.split()) for item in re.split(r"[;\n]", text)]
        if len(items) != len(answer) or not all(_ITEM.fullmatch(item) for item in items):
            return 0.0
        return 1.0 if items == list(answer) else 0.0

    def program(self, t: Tracer, data: dict) -> list[str]:
        w, h = data["width"], data["height"]
        scents: list[list[int]] = []
        out: list[str] = []
        for i, (x, y, d, ops) in enumerate(data["robots"], 1):
            t.state(f"robot {i} start")
            x, y, d = t.fetch(f"robot {i} x", x), t.fetch(f"robot {i} y", y), t.fetch(f"robot {i} heading", d)
            lost = False
            for k, op in enumerate(ops):
                t.state(f"robot {i} instruction {k + 1}")
                op = t.fetch(f"ops{i}[{k}]", op)
                if op in "LR":
                    d = t.compute("heading", _HEADINGS[(_HEADINGS.index(d) + (1 if op == "R" else -1)) % 4])
                    continue
                dx, dy = _STEP[d]
                nx, ny = t.compute("target", [x + dx, y + dy], why=f"one step {d}")
                if t.goto(0 <= nx <= w and 0 <= ny <= h, why="target on the grid"):
                    x, y = t.compute("x", nx), t.compute("y", ny)
                    continue
                marked = t.fetch("scents", [list(s) for s in scents])
                if t.goto([x, y] in marked, why="scented point: ignore the move"):
                    continue
                scents = t.compute("new scents", marked + [[x, y]])
                lost = True
                break
            t.state(f"robot {i} report")
            out.append(t.compute(f"final {i}", f"{x} {y} {d}" + (" LOST" if t.fetch("lost", lost) else "")))
        t.state("answer")
        return t.compute("answer", t.fetch("finals", list(out)))

    def solve(self, data: dict) -> list[str]:
        scents: set = set()
        out = []
        for x, y, d, ops in data["robots"]:
            fx, fy, fd, lost = run_robot(x, y, d, ops, data["width"], data["height"], scents)
            out.append(f"{fx} {fy} {fd}" + (" LOST" if lost else ""))
        return out


BOOTCAMP = MartianRobots()
