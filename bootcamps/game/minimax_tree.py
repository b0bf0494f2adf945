"""Minimax value of a game tree given as nested brackets: the two players alternate, one
maximising the payoff at the leaves and the other minimising it."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.games import minimax, random_tree, render_tree
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    depth: int = 3
    min_branch: int = 2
    max_branch: int = 3
    max_leaf: int = 20  # leaves are in -max_leaf..max_leaf

    def __post_init__(self) -> None:
        if not 1 <= self.depth <= 7:
            raise ValueError(f"depth must be in 1..7, got {self.depth}")
        if not 2 <= self.min_branch <= self.max_branch <= 5:
            raise ValueError(f"need 2 <= min_branch <= max_branch <= 5, got {self.min_branch}, {self.max_branch}")
        if not 5 <= self.max_leaf <= 999:
            raise ValueError(f"max_leaf must be in 5..999, got {self.max_leaf}")


_PLAYERS = (("Max", "Min"), ("Alice", "Bob"), ("the maximiser", "the minimiser"), ("Red", "Blue"))
_TEMPLATES = (
    "A finished game tree is written with brackets: a bracketed list is a position where the player to move "
    "picks one of its entries, and a number is a final payoff. {hi} wants the payoff as large as possible and "
    "{lo} wants it as small as possible; they alternate, and {first} chooses at the outermost list.\n"
    "Tree: {tree}\nWith both playing perfectly, what payoff results?",
    "Two players, {hi} (maximising) and {lo} (minimising), play a game whose positions are the nested lists "
    "below; each list's entries are the moves available there and plain numbers are payoffs at the end of the "
    "game. Turns alternate level by level, and the player at the top level is {first}.\n{tree}\n"
    "What is the minimax value of the game?",
    "Evaluate this game tree by minimax. {first} moves at the root, then the players alternate at each deeper "
    "level; {hi} always takes the child of largest value, {lo} the child of smallest value. A number is a leaf "
    "(its payoff), a bracketed list is an inner node whose entries are its children, in order.\n"
    "{tree}\nGive the value of the root.",
)


class MinimaxTree(IntegerAnswer, Bootcamp):
    id = "game/minimax_tree"
    description = "Minimax value of a game tree written as nested brackets (maximiser and minimiser alternate)"
    Config = Config
    LEVELS = {
        "1": Config(depth=2, min_branch=2, max_branch=3, max_leaf=20),
        "2": Config(depth=3, min_branch=2, max_branch=3, max_leaf=30),
        "3": Config(depth=3, min_branch=2, max_branch=4, max_leaf=50),
        "4": Config(depth=4, min_branch=2, max_branch=4, max_leaf=99),
        "5": Config(depth=5, min_branch=2, max_branch=3, max_leaf=99),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        tree = random_tree(rng, config.depth, config.min_branch, config.max_branch, -config.max_leaf, config.max_leaf)
        root_max = rng.random() < 0.5
        data = {"tree": tree, "root_max": root_max, "players": rng.randrange(len(_PLAYERS))}
        return data, minimax(tree, root_max)

    def prompt(self, data: dict, rng: random.Random) -> str:
        hi, lo = _PLAYERS[data["players"]]
        first = hi if data["root_max"] else lo
        text = rng.choice(_TEMPLATES).format(hi=hi, lo=lo, first=first, tree=render_tree(data["tree"]))
        return f"{text}\n{answer_instruction('the value, a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        """Post-order: a node's value is the max (or min) of its children's values, children first."""

        def value(node: list, path: str, maximize: bool) -> int:
            got = []
            for i, child in enumerate(node, 1):
                if isinstance(child, list):
                    got.append((f"v[{path}.{i}]", value(child, f"{path}.{i}", not maximize)))
            t.state(f"node {path}")
            values = []
            for i, child in enumerate(node, 1):
                if isinstance(child, list):
                    name, v = got.pop(0)
                    values.append(t.ret(name, v))
                else:
                    values.append(t.fetch(f"leaf[{path}.{i}]", child))
            best = max(values) if maximize else min(values)
            return t.compute(f"v[{path}]", best, why="max of children" if maximize else "min of children")

        return value(data["tree"], "r", data["root_max"])

    def solve(self, data: dict) -> int:
        """Negamax: the value for the player to move is the max of the negated children's values."""

        def nega(node, sign: int) -> int:
            if isinstance(node, int):
                return sign * node
            return max(-nega(child, -sign) for child in node)

        sign = 1 if data["root_max"] else -1
        return sign * nega(data["tree"], sign)


BOOTCAMP = MinimaxTree()
