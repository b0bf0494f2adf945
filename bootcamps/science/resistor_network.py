"""Equivalent resistance of a nested series-parallel resistor network, exactly."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.poly import format_rational, read_rational
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    min_resistors: int = 2
    max_resistors: int = 2
    max_ohms: int = 12

    def __post_init__(self) -> None:
        if not 2 <= self.min_resistors <= self.max_resistors <= 40:
            raise ValueError(f"need 2 <= min_resistors <= max_resistors <= 40, got {self.min_resistors}, {self.max_resistors}")
        if not 2 <= self.max_ohms <= 10_000:
            raise ValueError(f"max_ohms must be in 2..10000, got {self.max_ohms}")


def random_network(rng: random.Random, n: int, max_ohms: int) -> list | int:
    """A tree: an int is a resistor (ohms); ``["S"|"P", child, child, ...]`` joins children in
    series or in parallel. Adjacent joins alternate kinds, so no node could be flattened."""
    if n == 1:
        return rng.randint(1, max_ohms)
    parts = 2 if n < 4 or rng.random() < 0.7 else 3
    cuts = sorted(rng.sample(range(1, n), parts - 1))
    sizes = [b - a for a, b in zip([0, *cuts], [*cuts, n])]
    kind = rng.choice("SP")
    children = [random_network(rng, size, max_ohms) for size in sizes]
    for child in children:
        if isinstance(child, list) and child[0] == kind:  # keep kinds alternating
            child[0] = "P" if kind == "S" else "S"
    return [kind, *children]


def render(node: list | int) -> str:
    if isinstance(node, int):
        return str(node)
    return f"{node[0]}(" + ", ".join(render(c) for c in node[1:]) + ")"


class ResistorNetwork(Bootcamp):
    id = "science/resistor_network"
    description = "Equivalent resistance of a nested series/parallel network, as an exact fraction"
    Config = Config
    LEVELS = {
        "1": Config(min_resistors=3, max_resistors=3, max_ohms=40),
        "2": Config(min_resistors=3, max_resistors=4, max_ohms=40),
        "3": Config(min_resistors=5, max_resistors=6, max_ohms=30),
        "4": Config(min_resistors=8, max_resistors=10, max_ohms=60),
        "5": Config(min_resistors=12, max_resistors=16, max_ohms=100),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        data = {"network": render(random_network(rng, rng.randint(config.min_resistors, config.max_resistors), config.max_ohms))}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        intro = rng.choice((
            "Find the equivalent resistance of this network of resistors.",
            "What single resistance could replace the whole resistor network below?",
            "Compute the total resistance between the two ends of this circuit.",
        ))
        return (f"{intro} Notation: a number is a resistor in ohms; S(a, b, ...) joins its parts in "
                f"series (resistances add); P(a, b, ...) joins them in parallel (reciprocals add: "
                f"1/R = 1/a + 1/b + ...).\nNetwork: {data['network']}\n"
                f"{answer_instruction('the exact resistance in ohms, as an integer or a reduced fraction a/b (e.g. 20/7)')}")

    def check(self, data: dict, answer: str, text: str) -> float:
        text = text.strip()
        for unit in ("ohms", "ohm", "Ω", "\\Omega"):
            if text.endswith(unit):
                text = text[: -len(unit)]
                break
        value = read_rational(text, decimal=True, fraction=True, reduced=True)
        return 1.0 if value is not None and value == Fraction(answer) else 0.0

    def program(self, t: Tracer, data: dict) -> str:
        def walk(node: list | int, address: str) -> Fraction:
            if isinstance(node, int):
                return Fraction(node)
            values = [walk(child, f"{address}.{i}") for i, child in enumerate(node[1:])]
            t.state(f"{'series' if node[0] == 'S' else 'parallel'} {address}")
            # a claim reads back as an int where the value is whole: keep the arithmetic exact
            parts = [Fraction(t.fetch(f"R{address}.{i}", v)) for i, v in enumerate(values)]
            if node[0] == "S":
                total = t.compute(f"R{address}", sum(parts, Fraction(0)), why="series: add")
            else:
                inverse = Fraction(t.compute("inv", sum((1 / p for p in parts if p), Fraction(0)), why="parallel: add reciprocals"))
                total = t.compute(f"R{address}", 1 / inverse if inverse else Fraction(0), why="1/inv")
            return total

        total = walk(_parse(data["network"]), "0")
        t.state("answer")
        return t.compute("answer", format_rational(Fraction(t.fetch("R0", total))))

    def solve(self, data: dict) -> str:
        # a stack machine over the text: conductances for P, resistances for S
        stack: list[list] = [["S"]]
        number = ""
        for char in data["network"] + ",":
            if char.isdigit():
                number += char
                continue
            if number:
                stack[-1].append(Fraction(int(number)))
                number = ""
            if char in "SP":
                stack.append([char])
            elif char == ")":
                kind, *values = stack.pop()
                stack[-1].append(sum(values) if kind == "S" else 1 / sum(1 / v for v in values))
        return format_rational(stack[0][1])


def _parse(text: str) -> list | int:
    """The tree back from ``render``'s text."""
    pos = 0

    def node() -> list | int:
        nonlocal pos
        if text[pos] in "SP":
            kind, pos = text[pos], pos + 2
            children = [node()]
            while text[pos] == ",":
                pos += 2
                children.append(node())
            pos += 1
            return [kind, *children]
        start = pos
        while pos < len(text) and text[pos].isdigit():
            pos += 1
        return int(text[start:pos])

    return node()


BOOTCAMP = ResistorNetwork()
