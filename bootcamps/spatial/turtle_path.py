"""A Logo-style turtle on the integer plane: forward/back moves, quarter turns and (at higher
levels) REPEAT blocks, possibly nested. Where does it end up, as (x, y)?"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.arrays import IntListAnswer
from bootcamps.trace import Tracer

HEADINGS = ("north", "east", "south", "west")
STEP = {0: (0, 1), 1: (1, 0), 2: (0, -1), 3: (-1, 0)}


@dataclass(frozen=True)
class Config:
    commands: int = 6  # top-level commands
    max_move: int = 9
    repeats: int = 0  # REPEAT blocks among the top-level commands
    nested: bool = False  # a REPEAT block may hold another
    back: bool = False  # BK and U-turn commands

    def __post_init__(self) -> None:
        if not 2 <= self.commands <= 30:
            raise ValueError(f"commands must be in 2..30, got {self.commands}")
        if not 1 <= self.max_move <= 99:
            raise ValueError(f"max_move must be in 1..99, got {self.max_move}")
        if not 0 <= self.repeats <= self.commands:
            raise ValueError(f"repeats must be in 0..commands, got {self.repeats}")


def random_simple(rng: random.Random, config: Config) -> list:
    kinds = ["FD", "FD", "LT", "RT"] + (["BK", "UT"] if config.back else [])
    kind = rng.choice(kinds)
    return [kind, rng.randint(1, config.max_move)] if kind in ("FD", "BK") else [kind]


def random_block(rng: random.Random, config: Config, depth: int) -> list:
    body = [random_simple(rng, config) for _ in range(rng.randint(2, 3))]
    if depth == 0 and config.nested and rng.random() < 0.6:
        body.insert(rng.randrange(len(body) + 1), random_block(rng, config, 1))
    if not any(c[0] in ("LT", "RT", "UT") for c in body if c[0] != "REPEAT"):
        body.append([rng.choice(("LT", "RT"))])  # a block that turns makes the repetition matter
    return ["REPEAT", rng.randint(2, 4), body]


def render(program: list) -> str:
    parts = []
    for cmd in program:
        if cmd[0] == "REPEAT":
            parts.append(f"REPEAT {cmd[1]} [ {render(cmd[2])} ]")
        else:
            parts.append(" ".join(map(str, cmd)))
    return " ".join(parts)


_TEMPLATES = (
    "A turtle starts at (0, 0) facing {start} (north is +y, east is +x) and runs this program:\n{program}\n"
    "FD n moves n units forward, BK n moves n units backward (without turning), LT and RT turn 90 degrees left or "
    "right, UT turns around (180 degrees), and REPEAT k [ ... ] runs the bracketed commands k times. Where does "
    "the turtle end up?",
    "Commands for a robot on a grid: {program}\nIt begins at the origin (0, 0) pointing {start}; x grows to the east "
    "and y to the north. Meaning: FD n = step n cells ahead, BK n = step n cells back, LT/RT = quarter turn "
    "left/right, UT = half turn, REPEAT k [ body ] = do body k times. Give its final coordinates.",
    "Trace the turtle-graphics program below from position (0, 0), initial heading {start}, with +x east and +y "
    "north.\n{program}\n(FD/BK n: move n forward/backward; LT/RT: turn 90 degrees left/right; UT: turn 180 degrees; "
    "REPEAT k [ ... ]: repeat the block k times.) What is the final position?",
)


class TurtlePath(IntListAnswer, Bootcamp):
    id = "spatial/turtle_path"
    description = "Final position of a Logo turtle after moves, quarter turns and (nested) REPEAT blocks"
    Config = Config
    LEVELS = {
        "1": Config(commands=5, max_move=5),
        "2": Config(commands=8, max_move=9, back=True),
        "3": Config(commands=8, max_move=9, repeats=1, back=True),
        "4": Config(commands=10, max_move=12, repeats=2, back=True),
        "5": Config(commands=12, max_move=15, repeats=2, nested=True, back=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        program = [random_simple(rng, config) for _ in range(config.commands - config.repeats)]
        for _ in range(config.repeats):
            program.insert(rng.randrange(len(program) + 1), random_block(rng, config, 0))
        data = {"program": program, "start": rng.randrange(4)}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(program=render(data["program"]), start=HEADINGS[data["start"]])
        form = "the final coordinates as x, y (for example -3, 7)"
        return f"{text}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[int]) -> str:
        return f"{answer[0]}, {answer[1]}"

    def program(self, t: Tracer, data: dict) -> list[int]:
        state = {"pos": [0, 0], "heading": HEADINGS[data["start"]], "step": 0}

        def run(block: list, where: str) -> None:
            for i, cmd in enumerate(block):
                state["step"] += 1
                t.state(f"step {state['step']}")
                cmd = t.fetch(f"{where}[{i}]", cmd if cmd[0] != "REPEAT" else ["REPEAT", cmd[1]])
                if cmd[0] == "REPEAT":
                    for k in range(cmd[1]):
                        if k:
                            state["step"] += 1
                            t.state(f"step {state['step']}")
                            t.goto(f"{where}[{i}].body", why=f"round {k + 1} of {cmd[1]}")
                        run(block[i][2], f"{where}[{i}].body")
                elif cmd[0] in ("FD", "BK"):
                    dx, dy = STEP[HEADINGS.index(state["heading"])] if state["heading"] in HEADINGS else (0, 0)
                    n = cmd[1] if cmd[0] == "FD" else -cmd[1]
                    x, y = state["pos"]
                    state["pos"] = t.compute("position", [x + n * dx, y + n * dy], why=f"{n:+d} units {state['heading']}")
                else:
                    turn = {"LT": 3, "RT": 1, "UT": 2}[cmd[0]]
                    now = HEADINGS.index(state["heading"]) if state["heading"] in HEADINGS else 0
                    state["heading"] = t.compute("heading", HEADINGS[(now + turn) % 4])

        run(data["program"], "program")
        t.state("answer")
        return t.ret("answer", list(state["pos"]))

    def solve(self, data: dict) -> list[int]:
        """Unroll the program into a flat command list, then walk with complex numbers (i = north
        of east, a left turn multiplies the heading by i)."""

        def flat(block: list) -> list:
            out = []
            for cmd in block:
                out += flat(cmd[2]) * cmd[1] if cmd[0] == "REPEAT" else [cmd]
            return out

        here, facing = 0j, [1j, 1, -1j, -1][data["start"]]
        for cmd in flat(data["program"]):
            if cmd[0] == "FD":
                here += cmd[1] * facing
            elif cmd[0] == "BK":
                here -= cmd[1] * facing
            else:
                facing *= {"LT": 1j, "RT": -1j, "UT": -1}[cmd[0]]
        return [int(here.real), int(here.imag)]


BOOTCAMP = TurtlePath()
