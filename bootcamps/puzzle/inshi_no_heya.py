"""Inshi no heya ("rooms of factors"): fill an n x n Latin square with 1..n so that the digits
of every room multiply to the number shown in the room. It differs from KenKen
(puzzle/kenken) in two ways: every room is a product (no sums, differences or quotients), and
rooms are straight strips of 1-4 cells inside one row (at higher levels also inside one
column) rather than free polyomino cages. Unique by construction: rooms are cut from a random
Latin square, and gold digits where a second solution differs are revealed as givens until the
constraint search (kit.backtrack) finds one solution. The repeated uniqueness searches hold
generation to a few hundred cases/s, below the 1,000/s target."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.backtrack import Problem, latin_problem, random_latin_square, reveal_until_unique, traced_search
from bootcamps.kit.boards import DigitGridAnswer
from bootcamps.kit.enumerated import enumerated
from bootcamps.kit.grids import answer_line, cell_name
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    size: int = 5
    max_room: int = 3
    vertical: int = 0  # vertical strips placed before the rows are cut
    extra: int = 0  # gold digits shown beyond those uniqueness needs (an easier start)

    def __post_init__(self) -> None:
        if not 3 <= self.size <= 7:
            raise ValueError(f"size must be in 3..7, got {self.size}")
        if not 2 <= self.max_room <= 4:
            raise ValueError(f"max_room must be in 2..4, got {self.max_room}")
        if not 0 <= self.vertical <= self.size:
            raise ValueError(f"vertical must be in 0..{self.size}, got {self.vertical}")
        if not 0 <= self.extra <= self.size * self.size // 2:
            raise ValueError(f"extra must be in 0..{self.size * self.size // 2}, got {self.extra}")


def cut_rooms(n: int, max_room: int, vertical: int, rng: random.Random) -> list[list[int]]:
    """Straight rooms (lists of cell indexes) covering the grid: ``vertical`` column strips of
    2..max_room cells where they fit, then each row's free runs cut into strips."""
    free = [True] * (n * n)
    rooms: list[list[int]] = []
    for _ in range(vertical * 4):
        if sum(len(room) > 1 and room[1] - room[0] == n for room in rooms) == vertical:
            break
        length = rng.randint(2, max_room)
        r, c = rng.randrange(n - length + 1), rng.randrange(n)
        cells = [(r + i) * n + c for i in range(length)]
        if all(free[v] for v in cells):
            rooms.append(cells)
            for v in cells:
                free[v] = False
    for r in range(n):
        c = 0
        while c < n:
            if not free[r * n + c]:
                c += 1
                continue
            run = 0
            while c + run < n and free[r * n + c + run]:
                run += 1
            while run:
                length = min(run, rng.randint(2, max_room))
                rooms.append([r * n + c + i for i in range(length)])
                c, run = c + length, run - length
    return sorted(rooms)


def product(values) -> int:
    out = 1
    for x in values:
        out *= x
    return out


def build(n: int, rooms: list[dict], shown: dict[int, int]) -> Problem:
    problem = latin_problem([[shown.get(r * n + c, 0) for c in range(n)] for r in range(n)])
    for room in rooms:
        target = room["product"]
        problem.propagator(room["cells"], enumerated(room["cells"], lambda values, target=target: product(values) == target))
    return problem


_TEMPLATES = (
    "Inshi no heya, {n}x{n}. Put a digit from 1 to {n} in every cell so that each row and each column contains every "
    "digit exactly once. The grid is divided into rooms, each a straight strip of cells; the digits in a room must "
    "multiply to the room's number (a one-cell room holds that number itself).",
    "Fill this {n} by {n} grid with 1-{n}, no digit twice in any row or column. Every room below is a straight line "
    "of cells and shows a product: multiplying the room's digits must give exactly that product.",
    "Rooms of factors: complete a {n}x{n} Latin square over the digits 1..{n}. For each room (a horizontal or "
    "vertical run of cells) the product of its digits is given.",
)


class InshiNoHeya(DigitGridAnswer, Bootcamp):
    id = "puzzle/inshi_no_heya"
    description = "Inshi no heya: a Latin square whose straight rooms multiply to their numbers; one solution"
    Config = Config
    multiline_answer = True
    LEVELS = {
        "1": Config(size=4, max_room=2, vertical=0, extra=2),
        "2": Config(size=4, max_room=3, vertical=0, extra=0),
        "3": Config(size=5, max_room=3, vertical=0, extra=0),
        "4": Config(size=6, max_room=3, vertical=2, extra=0),
        "5": Config(size=7, max_room=4, vertical=3, extra=0),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[list[int]]]:
        n = config.size
        grid = random_latin_square(n, rng)
        gold = [v for row in grid for v in row]
        rooms = [{"cells": cells, "product": product(gold[v] for v in cells)}
                 for cells in cut_rooms(n, config.max_room, config.vertical, rng)]
        start = {v: gold[v] for v in rng.sample(range(n * n), config.extra)}
        shown = reveal_until_unique(lambda s: build(n, rooms, s), gold, rng, start)
        data = {"size": n, "rooms": rooms, "givens": [[shown.get(r * n + c, 0) for c in range(n)] for r in range(n)]}
        return data, grid

    def prompt(self, data: dict, rng: random.Random) -> str:
        n = data["size"]
        text = rng.choice(_TEMPLATES).format(n=n)
        dash = rng.choice((" to ", "-", ".."))
        lines = []
        for i, room in enumerate(data["rooms"]):
            first, last = (cell_name(*divmod(v, n)) for v in (room["cells"][0], room["cells"][-1]))
            where = first if first == last else f"{first}{dash}{last}"
            lines.append(f"room {i + 1}: {where} ({len(room['cells'])} cell{'s' if len(room['cells']) > 1 else ''}), "
                         f"product {room['product']}")
        text += ("\nCells are named r<row>c<column>, r1c1 top left; a room named from one cell to another covers "
                 "every cell on the straight line between them.\n")
        text += "\n".join(lines)
        givens = [(r, c, x) for r, row in enumerate(data["givens"]) for c, x in enumerate(row) if x]
        if givens:
            text += "\nGiven digits: " + ", ".join(f"{cell_name(r, c)} = {x}" for r, c, x in givens)
        form = f"the completed grid, its {n} rows from top to bottom separated by semicolons (for example 12;21 for a 2x2 grid)"
        return f"{text}\n\n{answer_instruction(form)}"

    def format_answer(self, answer: list[list[int]]) -> str:
        return answer_line(answer)

    def program(self, t: Tracer, data: dict) -> list[list[int]]:
        n = data["size"]
        shown = {r * n + c: x for r, row in enumerate(data["givens"]) for c, x in enumerate(row) if x}
        values = traced_search(t, build(n, data["rooms"], shown), [cell_name(r, c) for r in range(n) for c in range(n)]) or []
        return [values[r * n : (r + 1) * n] for r in range(n)] if len(values) == n * n else []

    def solve(self, data: dict) -> list[list[int]]:
        """Reading-order backtracking: a digit must be new to its row and column and divide what
        its room still needs; a room's last cell must leave exactly 1."""
        n = data["size"]
        givens = [x for row in data["givens"] for x in row]
        room_of, left, remaining = {}, [], []
        for i, room in enumerate(data["rooms"]):
            left.append(room["product"])
            remaining.append(len(room["cells"]))
            for v in room["cells"]:
                room_of[v] = i
        grid = [0] * (n * n)

        def fill(v: int) -> bool:
            if v == n * n:
                return True
            r, c = divmod(v, n)
            i = room_of[v]
            for x in ([givens[v]] if givens[v] else range(1, n + 1)):
                if any(grid[r * n + k] == x for k in range(c)) or any(grid[k * n + c] == x for k in range(r)):
                    continue
                if left[i] % x or (remaining[i] == 1 and left[i] != x):
                    continue
                grid[v] = x
                left[i] //= x
                remaining[i] -= 1
                if fill(v + 1):
                    return True
                left[i] *= x
                remaining[i] += 1
                grid[v] = 0
            return False

        fill(0)
        return [grid[r * n : (r + 1) * n] for r in range(n)]


BOOTCAMP = InshiNoHeya()
