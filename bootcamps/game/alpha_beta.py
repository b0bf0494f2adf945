"""Alpha-beta pruning on a game tree given as nested brackets: how many leaves does a
left-to-right alpha-beta search evaluate (the rest are pruned)?"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.games import leaves, random_tree, render_tree
from bootcamps.trace import Tracer

_INF = 10**6  # stands for infinity in the trace: every leaf is far inside it


@dataclass(frozen=True)
class Config:
    depth: int = 3
    min_branch: int = 2
    max_branch: int = 3
    max_leaf: int = 20

    def __post_init__(self) -> None:
        if not 2 <= self.depth <= 7:
            raise ValueError(f"depth must be in 2..7, got {self.depth}")
        if not 2 <= self.min_branch <= self.max_branch <= 5:
            raise ValueError(f"need 2 <= min_branch <= max_branch <= 5, got {self.min_branch}, {self.max_branch}")
        if not 5 <= self.max_leaf <= 999:
            raise ValueError(f"max_leaf must be in 5..999, got {self.max_leaf}")


_RULES = (
    "The search starts at the root with alpha = -infinity and beta = +infinity and visits children from left "
    "to right, passing each child the current alpha and beta of its parent. A leaf is evaluated when visited "
    "and returns its number. At a MAX node, after each child returns a value v, alpha becomes max(alpha, v); "
    "at a MIN node, beta becomes min(beta, v). As soon as alpha >= beta at a node, its remaining children are "
    "skipped (pruned). A node returns the best value among the children it visited (largest at MAX, smallest "
    "at MIN)."
)
_TEMPLATES = (
    "Game tree (a bracketed list is an inner node whose entries are its children, a number is a leaf):\n{tree}\n"
    "The root is a {root} node and MAX and MIN nodes alternate by depth. Run alpha-beta search on it. {rules}\n"
    "How many leaves get evaluated?",
    "Consider alpha-beta pruning on the tree {tree}, where brackets group the children of a node and numbers "
    "are leaf values. The top level is a {root} node; levels alternate between MAX and MIN. {rules} "
    "Count the leaves the search evaluates.",
    "{rules}\nApply this alpha-beta procedure to the following tree, whose root is a {root} node (node types "
    "alternate with depth; lists are inner nodes, numbers are leaves):\n{tree}\n"
    "What is the number of leaf evaluations?",
)


class AlphaBeta(IntegerAnswer, Bootcamp):
    id = "game/alpha_beta"
    description = "Alpha-beta pruning: how many leaves a left-to-right search evaluates on a nested-bracket game tree"
    Config = Config
    LEVELS = {
        "1": Config(depth=2, min_branch=2, max_branch=3, max_leaf=20),
        "2": Config(depth=3, min_branch=2, max_branch=3, max_leaf=30),
        "3": Config(depth=3, min_branch=2, max_branch=4, max_leaf=50),
        "4": Config(depth=4, min_branch=2, max_branch=3, max_leaf=99),
        "5": Config(depth=4, min_branch=3, max_branch=4, max_leaf=99),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        tree = random_tree(rng, config.depth, config.min_branch, config.max_branch, -config.max_leaf, config.max_leaf)
        data = {"tree": tree, "root_max": rng.random() < 0.5}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        root = "MAX" if data["root_max"] else "MIN"
        text = rng.choice(_TEMPLATES).format(tree=render_tree(data["tree"]), root=root, rules=_RULES)
        return f"{text}\n{answer_instruction('the number of evaluated leaves, a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        """Depth-first with the window (alpha, beta); one state per node entry, per leaf and per return."""
        count = 0

        def search(node: list, path: str, maximize: bool, alpha: int, beta: int) -> int:
            nonlocal count
            t.state(f"enter {path}")
            a = t.fetch("alpha", alpha)
            b = t.fetch("beta", beta)
            best = t.compute("best", -_INF if maximize else _INF, why="no child seen yet")
            for i, child in enumerate(node, 1):
                if isinstance(child, list):
                    v = search(child, f"{path}.{i}", not maximize, a, b)
                    t.state(f"back at {path}")
                    v = t.ret(f"v[{path}.{i}]", v)
                else:
                    t.state(f"leaf {path}.{i}")
                    v = t.fetch(f"leaf[{path}.{i}]", child)
                    count = t.compute("evaluated", count + 1, why="one more leaf")
                if maximize:
                    best = t.compute("best", max(best, v), why="max(best, v)")
                    a = t.compute("alpha", max(a, v), why="max(alpha, v)")
                else:
                    best = t.compute("best", min(best, v), why="min(best, v)")
                    b = t.compute("beta", min(b, v), why="min(beta, v)")
                if t.goto(a >= b, why="prune the remaining children when alpha >= beta"):
                    break
            return best

        search(data["tree"], "r", data["root_max"], -_INF, _INF)
        t.state("answer")
        return t.compute("leaves", count, why="leaves evaluated in total")

    def solve(self, data: dict) -> int:
        """Negamax form of the same search (window negated and swapped at each level); counts
        leaves by the positions of the leaves it reaches."""
        reached: set[int] = set()
        numbered: list = []

        def number(node):
            if isinstance(node, int):
                numbered.append(node)
                return len(numbered) - 1
            return [number(child) for child in node]

        shape = number(data["tree"])
        values = leaves(data["tree"])

        def nega(node, sign: int, alpha: int, beta: int) -> int:
            if isinstance(node, int):
                reached.add(node)
                return sign * values[node]
            best = -_INF
            for child in node:
                v = -nega(child, -sign, -beta, -alpha)
                best = max(best, v)
                alpha = max(alpha, v)
                if alpha >= beta:
                    break
            return best

        nega(shape, 1 if data["root_max"] else -1, -_INF, _INF)
        return len(reached)


BOOTCAMP = AlphaBeta()
