"""Scramble a solved Rubik's cube (2x2x2 or 3x3x3) with a sequence of Singmaster moves and read
the colours of one face.

The cube starts solved with white on U, yellow on D, green on F, blue on B, orange on L and red
on R. Moves: U D F B L R (a quarter turn clockwise as seen looking at that face), with ' for
counterclockwise and 2 for a half turn; at higher levels the slices M (the middle layer between
L and R, turned like L), E (between U and D, like D) and S (between F and B, like F), and the
whole-cube rotations x, y, z (turned like R, U and F). Face letters always name positions in
space. The answer is the face's colours row by row as seen looking at it (U with the F side
nearest the viewer, D with the F side at the top).

Stickers are numbered face by face in the order U R F D L B, each face row by row as it is
read. Every move is a permutation table of the stickers, built from the four strips a layer
turn cycles plus the quarter turn of a face's own grid. ``solve`` applies the tables forward to
the whole cube; ``program`` follows only the asked face's stickers backwards through the moves
to the face each started on (one state per move).
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.trace import Tracer

FACES = "URFDLB"
COLOURS = {"U": "W", "R": "R", "F": "G", "D": "Y", "L": "O", "B": "B"}
_COLOUR_WORDS = {"white": "W", "yellow": "Y", "green": "G", "blue": "B", "orange": "O", "red": "R"}
_FACE_WORDS = {"U": "up (top)", "D": "down (bottom)", "F": "front", "B": "back", "L": "left", "R": "right"}


@dataclass(frozen=True)
class Config:
    size: int = 3
    moves: int = 6
    slices: bool = False  # also the middle-layer moves M, E, S
    rotations: bool = False  # also the whole-cube rotations x, y, z
    any_face: bool = True  # ask about any face (else only F, U or R)

    def __post_init__(self) -> None:
        if self.size not in (2, 3):
            raise ValueError(f"size must be 2 or 3, got {self.size}")
        if not 1 <= self.moves <= 40:
            raise ValueError(f"moves must be in 1..40, got {self.moves}")
        if self.slices and self.size != 3:
            raise ValueError(f"slices need size 3, got size {self.size}")


# ---------------------------------------------------------------- permutation tables


def _index(n: int, face: str, r: int, c: int) -> int:
    return FACES.index(face) * n * n + r * n + c


def _face_turn(n: int, face: str, moves: dict[int, int], clockwise: bool) -> None:
    """The face's own grid turns a quarter (as seen looking at it): (r, c) -> (c, n-1-r)."""
    for r in range(n):
        for c in range(n):
            src, dst = (r, c), (c, n - 1 - r)
            if not clockwise:
                src, dst = dst, src
            moves[_index(n, face, *src)] = _index(n, face, *dst)


def _layer(n: int, axis: str, k: int) -> list[int]:
    """Gather table of a clockwise quarter turn of layer k (0 = the outer layer on the U, R or F
    side) in the U, R or F direction: new[i] = old[table[i]]."""
    m = n - 1
    moves: dict[int, int] = {}  # old sticker index -> new sticker index
    for i in range(n):
        if axis == "U":  # front row goes to the left face, left to back, back to right, right to front
            for a, b in (("F", "L"), ("L", "B"), ("B", "R"), ("R", "F")):
                moves[_index(n, a, k, i)] = _index(n, b, k, i)
        elif axis == "R":  # front column goes up, up to back (upside down), back to down, down to front
            moves[_index(n, "F", i, m - k)] = _index(n, "U", i, m - k)
            moves[_index(n, "U", i, m - k)] = _index(n, "B", m - i, k)
            moves[_index(n, "B", i, k)] = _index(n, "D", m - i, m - k)
            moves[_index(n, "D", i, m - k)] = _index(n, "F", i, m - k)
        else:  # F: up row goes to the right face's column, right to down, down to left, left to up
            moves[_index(n, "U", m - k, i)] = _index(n, "R", i, k)
            moves[_index(n, "R", i, k)] = _index(n, "D", k, m - i)
            moves[_index(n, "D", k, i)] = _index(n, "L", i, m - k)
            moves[_index(n, "L", i, m - k)] = _index(n, "U", m - k, m - i)
    if k == 0:
        _face_turn(n, axis, moves, True)
    if k == m:
        _face_turn(n, {"U": "D", "R": "L", "F": "B"}[axis], moves, False)
    table = list(range(6 * n * n))
    for src, dst in moves.items():
        table[dst] = src
    return table


def _then(first: list[int], second: list[int]) -> list[int]:
    """The gather table of doing ``first`` and then ``second``."""
    return [first[j] for j in second]


def _power(table: list[int], times: int) -> list[int]:
    out = list(range(len(table)))
    for _ in range(times):
        out = _then(out, table)
    return out


def _tables(n: int) -> dict[str, list[int]]:
    """Every move token (X, X', X2) of the n-cube as a gather table."""
    base: dict[str, list[int]] = {}
    for axis, opposite in (("U", "D"), ("R", "L"), ("F", "B")):
        layers = [_layer(n, axis, k) for k in range(n)]
        base[axis] = layers[0]
        base[opposite] = _power(layers[-1], 3)  # D is U's direction reversed on the far layer
        whole = layers[0]
        for table in layers[1:]:
            whole = _then(whole, table)
        base[{"U": "y", "R": "x", "F": "z"}[axis]] = whole
        if n == 3:
            # M turns like L, E like D, S like F
            base[{"U": "E", "R": "M", "F": "S"}[axis]] = layers[1] if axis == "F" else _power(layers[1], 3)
    tables = {}
    for name, table in base.items():
        tables[name] = table
        tables[name + "2"] = _power(table, 2)
        tables[name + "'"] = _power(table, 3)
    return tables


TABLES = {n: _tables(n) for n in (2, 3)}


def sticker_name(n: int, index: int) -> str:
    """``F5``: the face letter and the 1-based place on it in reading order."""
    return f"{FACES[index // (n * n)]}{index % (n * n) + 1}"


def read_face(text: str, n: int) -> list[str] | None:
    """The rows of colour letters an answer spells: rows separated by '/', ';', commas, spaces
    or lines (``GGW/ORR/BBB``), every cell separated, one run of n*n letters, or n*n colour
    words; ``None`` unless exactly n rows of n colours."""
    if not isinstance(text, str) or len(text) > 400:
        return None
    text = text.strip().strip("[](){}\"'`").strip().rstrip(".").casefold()
    tokens = [tok for tok in re.split(r"[\s/,;|]+", text) if tok]
    if len(tokens) == n * n and all(tok in _COLOUR_WORDS for tok in tokens):
        letters = "".join(_COLOUR_WORDS[tok] for tok in tokens)
    elif len(tokens) in (1, n, n * n) and all(len(tok) * len(tokens) == n * n for tok in tokens):
        letters = "".join(tokens).upper()
    else:
        return None
    if any(ch not in "WYGBOR" for ch in letters):
        return None
    return [letters[r * n : (r + 1) * n] for r in range(n)]


# ---------------------------------------------------------------- prompt pieces

_INTRO = (
    "A {n}x{n}x{n} Rubik's cube starts solved. It is held with the white face up (U), yellow down (D), green toward "
    "you (F, front), blue at the back (B), orange on the left (L) and red on the right (R).",
    "Take a solved {n}x{n}x{n} Rubik's cube in the standard position: U (top) is white, D (bottom) yellow, F (front, "
    "facing you) green, B (back) blue, L (left) orange and R (right) red.",
    "Cube puzzle. A solved {n}x{n}x{n} twisty cube has these colours: up face U white, down face D yellow, front face "
    "F green, back face B blue, left face L orange, right face R red.",
)
_NOTATION = (
    "Moves are in Singmaster notation: a letter U, D, F, B, L or R turns that face's outer layer a quarter turn "
    "clockwise as seen looking straight at that face; a prime (as in R') turns it a quarter turn counterclockwise, "
    "and a 2 (as in R2) a half turn.",
    "Notation (Singmaster): U, D, F, B, L and R each mean a 90-degree clockwise turn of the outer layer on that side, "
    "clockwise when you look directly at that side; X' is the same turn counterclockwise and X2 is a 180-degree turn.",
    "Each move names a side of the cube (U, D, F, B, L, R); the outer layer on that side turns 90 degrees clockwise as "
    "viewed from that side. An apostrophe after the letter means counterclockwise instead, and a 2 means turn it twice.",
)
_SLICES = (
    " M turns the middle layer between L and R in the same direction as L, E the middle layer between U and D in the "
    "same direction as D, and S the middle layer between F and B in the same direction as F (with ' and 2 as above)."
)
_ROTATIONS = (
    " x, y and z turn the whole cube in the direction of R, U and F respectively (x', y', z' the other way, x2 etc. "
    "twice). Face letters always mean positions in space: after a rotation, F is whichever side now faces you."
)
_VIEWS = {
    "U": "looking down at it from above, with the F side nearest you (at the bottom of your view)",
    "D": "looking up at it from below, with the F side at the top of your view",
    "F": "looking straight at it with the U side on top",
    "B": "looking straight at it from behind the cube with the U side on top",
    "L": "looking straight at it from the left with the U side on top",
    "R": "looking straight at it from the right with the U side on top",
}
_ASK = (
    "Apply this sequence: {seq}\nWhat colours does the {word} face {face} show afterwards? Read it {view}.",
    "The cube is scrambled with: {seq}\nThen the {word} face {face} is viewed {view}. Which colours does it show?",
    "Perform the moves {seq} in order. Afterwards, read off the colours of the {word} face {face}, {view}.",
)


class RubiksCube(Bootcamp):
    id = "spatial/rubiks_cube"
    description = "Colours of one face of a 2x2x2 or 3x3x3 Rubik's cube after a sequence of Singmaster moves"
    Config = Config
    multiline_answer = True
    LEVELS = {
        "1": Config(size=2, moves=3, any_face=False),
        "2": Config(size=2, moves=5),
        "3": Config(size=3, moves=6),
        "4": Config(size=3, moves=10, slices=True),
        "5": Config(size=3, moves=16, slices=True, rotations=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        n = config.size
        letters = list("UDFBLR") + (list("MES") if config.slices else []) + (list("xyz") if config.rotations else [])
        while True:
            seq: list[str] = []
            for _ in range(config.moves):
                last = seq[-1][0] if seq else ""
                letter = rng.choice([x for x in letters if x != last])
                seq.append(letter + rng.choice(("", "'", "2")))
            face = rng.choice("UDFBLR" if config.any_face else "FUR")
            data = {"size": n, "moves": seq, "face": face}
            answer = self.solve(data)
            if len(set("".join(answer))) > 1:  # the asked face is not still one colour
                return data, answer

    def prompt(self, data: dict, rng: random.Random) -> str:
        n, face, seq = data["size"], data["face"], data["moves"]
        parts = [rng.choice(_INTRO).format(n=n), rng.choice(_NOTATION)]
        if any(m[0] in "MES" for m in seq):
            parts[-1] += _SLICES
        if any(m[0] in "xyz" for m in seq):
            parts[-1] += _ROTATIONS
        ask = rng.choice(_ASK).format(seq=" ".join(seq), word=_FACE_WORDS[face], face=face, view=_VIEWS[face])
        example = "/".join(("GGW", "ORR", "BBB")[:n]) if n == 3 else "GW/OR"
        form = (f"the colours as letters (W white, Y yellow, G green, B blue, O orange, R red), the {n} rows from top "
                f"to bottom, each read left to right, rows separated by '/' (for example {example})")
        return "\n".join(parts) + "\n" + ask + "\n" + answer_instruction(form)

    def format_answer(self, answer: list[str]) -> str:
        return "/".join(answer)

    def check(self, data: dict, answer: list[str], text: str) -> float:
        return 1.0 if read_face(text, data["size"]) == answer else 0.0

    def wrong_answers(self, case, rng: random.Random) -> list[str]:
        out = []
        for _ in range(3):
            rows = [list(row) for row in case.answer]
            r, c = rng.randrange(len(rows)), rng.randrange(len(rows))
            rows[r][c] = rng.choice([x for x in "WYGBOR" if x != rows[r][c]])
            out.append("/".join("".join(row) for row in rows))
        return out

    def program(self, t: Tracer, data: dict) -> list[str]:
        n, face = data["size"], data["face"]
        tables = TABLES[n]
        t.state("asked face")
        f = t.fetch("face", face)
        start = FACES.index(f) * n * n
        trail = t.compute("came from", [sticker_name(n, start + i) for i in range(n * n)],
                          why=f"the stickers now on {f}; Xk names the k-th sticker of face X in reading order")
        moves = data["moves"]
        for i in range(len(moves), 0, -1):
            t.state(f"undo move {i}")
            move = t.fetch(f"move[{i}]", moves[i - 1])
            places = t.fetch("came from", trail)
            table = tables[move]
            before = []
            for place in places:
                index = FACES.index(place[0]) * n * n + int(place[1:]) - 1
                before.append(sticker_name(n, table[index]))
            trail = t.compute("came from", before, why=f"where each of those stickers was before {move}")
        t.state("colours")
        places = t.fetch("came from", trail)
        letters = "".join(COLOURS[place[0]] for place in places)
        rows = t.compute("rows", [letters[r * n : (r + 1) * n] for r in range(n)],
                         why="each sticker keeps the colour of the face it started on")
        return rows

    def solve(self, data: dict) -> list[str]:
        n = data["size"]
        cube = [COLOURS[f] for f in FACES for _ in range(n * n)]
        for move in data["moves"]:
            table = TABLES[n][move]
            cube = [cube[j] for j in table]
        start = FACES.index(data["face"]) * n * n
        return ["".join(cube[start + r * n : start + (r + 1) * n]) for r in range(n)]


BOOTCAMP = RubiksCube()
