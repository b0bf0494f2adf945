"""Qualitative compass reasoning: from facts like "the well is north-east of the mill" (no
distances), deduce the direction from one place to another.

Places sit on a hidden grid; each fact gives the exact compass relation (one of eight)
between two places joined in a random tree. A direction along a path is determined only
when, on each axis, the steps never pull in opposite ways (east then west leaves the
east-west relation unknown). The question picks two places whose relation is determined
that way, with the path between them at least two facts long, so the gold is unique and
follows from the facts. The trace walks the path one fact per state, keeping the running
east-west and north-south trend; the plain solver reads the hidden coordinates' signs.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit.literal import strict_word
from bootcamps.trace import Tracer

PLACES = ("mill", "well", "church", "bridge", "tower", "farm", "inn", "forge", "market", "school",
          "chapel", "barn", "harbour", "castle", "orchard", "quarry", "library", "bakery")
# (dx sign, dy sign) -> name; y grows to the north, x to the east
NAMES = {(0, 1): "north", (0, -1): "south", (1, 0): "east", (-1, 0): "west",
         (1, 1): "north-east", (-1, 1): "north-west", (1, -1): "south-east", (-1, -1): "south-west"}
SIGNS = {name: signs for signs, name in NAMES.items()}
_WORDS = {}
for _name in NAMES.values():
    _short = "".join(part[0] for part in _name.split("-"))
    for _form in (_name, _name.replace("-", ""), _name.replace("-", " "), _short):
        _WORDS[_form] = _name


@dataclass(frozen=True)
class Config:
    places: int = 4
    span: int = 3  # largest step along one axis between two related places
    min_path: int = 2

    def __post_init__(self) -> None:
        if not 3 <= self.places <= len(PLACES):
            raise ValueError(f"places must be in 3..{len(PLACES)}, got {self.places}")
        if not 2 <= self.span <= 10:
            raise ValueError(f"span must be in 2..10, got {self.span}")
        if not 2 <= self.min_path < self.places:
            raise ValueError(f"min_path must be in 2..places-1, got {self.min_path}")


def sign(v: int) -> int:
    return (v > 0) - (v < 0)


def combine(trend: int | None, step: int) -> int | None:
    """Running trend on one axis: 0 until a move, then its sign; None once moves conflict."""
    if trend is None or step == 0:
        return trend
    if trend == 0 or trend == step:
        return step
    return None


def tree_path(edges: list[list[int]], a: int, b: int) -> list[int]:
    adj: dict[int, list[int]] = {}
    for u, v in edges:
        adj.setdefault(u, []).append(v)
        adj.setdefault(v, []).append(u)
    parent = {a: a}
    stack = [a]
    while stack:
        u = stack.pop()
        for v in adj.get(u, []):
            if v not in parent:
                parent[v] = u
                stack.append(v)
    path = [b]
    while path[-1] != a:
        path.append(parent[path[-1]])
    return path[::-1]


_INTROS = (
    "A map gives only compass relations between places, never distances.",
    "Several places lie on a flat plain. You are told only directions between some pairs of them.",
    "A traveller's notes record the compass direction between pairs of places (no distances).",
)
_LEGEND = ("\"X is north-east of Y\" means X is both further north and further east than Y; "
           "\"X is north of Y\" means X is further north and at exactly the same east-west position; "
           "the other directions work the same way.")


class CardinalDirections(Bootcamp):
    id = "logic/cardinal_directions"
    description = "Qualitative compass reasoning: chain direction facts to find the direction between two places"
    Config = Config
    LEVELS = {
        "1": Config(places=4, span=3, min_path=2),
        "2": Config(places=6, span=3, min_path=2),
        "3": Config(places=8, span=4, min_path=3),
        "4": Config(places=10, span=5, min_path=4),
        "5": Config(places=13, span=6, min_path=5),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        n = config.places
        length = rng.randint(config.min_path, min(n - 1, config.min_path + 2))
        while True:
            # the asked path first: every step keeps to the target signs on each axis (or
            # stays put on it), so the direction between its ends follows from the facts
            tx, ty = rng.choice(list(NAMES))
            coords = [(0, 0)]
            edges: list[list[int]] = []
            for i in range(1, length + 1):
                while True:
                    sx, sy = tx * rng.randint(0, 1), ty * rng.randint(0, 1)
                    if sx or sy:
                        break
                x, y = coords[-1]
                coords.append((x + sx * rng.randint(1, config.span), y + sy * rng.randint(1, config.span)))
                edges.append([i - 1, i])
            for i in range(length + 1, n):  # the other places hang off random earlier ones
                u = rng.randrange(i)
                while True:
                    dx, dy = rng.randint(-config.span, config.span), rng.randint(-config.span, config.span)
                    if dx or dy:
                        break
                coords.append((coords[u][0] + dx, coords[u][1] + dy))
                edges.append([u, i])
            if len(set(coords)) < n:
                continue  # two places on one spot: draw again
            facts = []
            for u, v in edges:
                dx, dy = sign(coords[v][0] - coords[u][0]), sign(coords[v][1] - coords[u][1])
                facts.append([v, NAMES[(dx, dy)], u] if rng.random() < 0.5 else [u, NAMES[(-dx, -dy)], v])
            order = rng.sample(range(n), n)  # hide the construction order behind random names
            facts = [[order[v], d, order[u]] for v, d, u in facts]
            coords = [coords[order.index(i)] for i in range(n)]
            rng.shuffle(facts)
            ends = [order[length], order[0]] if rng.random() < 0.5 else [order[0], order[length]]
            data = {"places": rng.sample(PLACES, n), "facts": facts, "question": ends, "coords": coords}
            return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        places = data["places"]
        a, b = data["question"]
        lines = [rng.choice(_INTROS), _LEGEND]
        lines += [f"- The {places[v]} is {d} of the {places[u]}." for v, d, u in data["facts"]]
        lines.append(rng.choice(("In which direction is the {a} from the {b}?",
                                 "The {a} lies in which compass direction from the {b}?",
                                 "Seen from the {b}, in which direction is the {a}?")).format(a=places[a], b=places[b]))
        lines.append(answer_instruction("one of north, south, east, west, north-east, north-west, south-east, south-west"))
        return "\n".join(lines)

    def check(self, data: dict, answer: str, text: str) -> float:
        return 1.0 if strict_word(text, _WORDS) == answer else 0.0

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        return rng.sample([d for d in NAMES.values() if d != case.answer], 3)

    def program(self, t: Tracer, data: dict) -> str:
        places, facts = data["places"], data["facts"]
        a, b = data["question"]
        edges = [[u, v] for v, _, u in facts]
        path = tree_path(edges, b, a)
        lookup = {(v, u): d for v, d, u in facts}
        tx: int | None = 0
        ty: int | None = 0
        for u, v in zip(path, path[1:]):
            t.state(f"from the {places[u]} to the {places[v]}")
            if (v, u) in lookup:
                step = SIGNS[t.fetch(f"{places[v]} from {places[u]}", lookup[(v, u)])]
            else:
                back = SIGNS[t.fetch(f"{places[u]} from {places[v]}", lookup[(u, v)])]
                step = (-back[0], -back[1])
            tx = t.compute("east-west trend", combine(tx, step[0]), why="1 east, -1 west, 0 none yet")
            ty = t.compute("north-south trend", combine(ty, step[1]), why="1 north, -1 south, 0 none yet")
        t.state("answer")
        return t.compute("answer", NAMES[(tx, ty)])

    def solve(self, data: dict) -> str:
        (ax, ay), (bx, by) = data["coords"][data["question"][0]], data["coords"][data["question"][1]]
        return NAMES[(sign(ax - bx), sign(ay - by))]


BOOTCAMP = CardinalDirections()
