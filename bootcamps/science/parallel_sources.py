"""Kirchhoff's laws on branches in parallel between two nodes, each a resistor with or without a
battery: the node voltage, a branch current with its direction, or the power a resistor
dissipates; exact."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.physics import ExactValueAnswer
from bootcamps.kit.poly import format_rational
from bootcamps.kit.units import restates
from bootcamps.trace import Tracer

ASKS = ("voltage", "current", "power")


@dataclass(frozen=True)
class Config:
    branches: int = 2
    batteries: int = 1
    asks: tuple[str, ...] = ("current",)

    def __post_init__(self) -> None:
        if not 2 <= self.branches <= 8:
            raise ValueError(f"branches must be in 2..8, got {self.branches}")
        if not 1 <= self.batteries <= self.branches:
            raise ValueError(f"batteries must be in 1..branches, got {self.batteries}")
        if not self.asks or any(a not in ASKS for a in self.asks):
            raise ValueError(f"asks must be a non-empty subset of {', '.join(ASKS)}, got {self.asks}")


_INTRO = ("Two points A and B are joined by {n} separate branches (wires of negligible resistance otherwise):",
          "A circuit has two junctions, A and B, connected by {n} branches in parallel:",
          "Between node A and node B there are {n} parallel branches:")


class ParallelSources(ExactValueAnswer, Bootcamp):
    id = "science/parallel_sources"
    description = "Kirchhoff: parallel branches with batteries and resistors; node voltage, branch current or power"
    Config = Config
    LEVELS = {
        "1": Config(branches=2, batteries=1, asks=("current", "voltage")),
        "2": Config(branches=3, batteries=1, asks=("current", "voltage")),
        "3": Config(branches=3, batteries=2, asks=("current", "voltage")),
        "4": Config(branches=4, batteries=2, asks=("current", "power")),
        "5": Config(branches=6, batteries=3, asks=("current", "power", "voltage")),
    }

    def units_for(self, data: dict) -> tuple[str, ...]:
        # Only the asked quantity's unit: volts, amperes or watts.
        return {"voltage": ("V",), "current": ("A",), "power": ("W",)}[data["ask"]]

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        while True:
            with_battery = set(rng.sample(range(config.branches), config.batteries))
            branches = [[rng.randint(1, 24), rng.choice((-1, 1)) * rng.randint(2, 24) if i in with_battery else 0]
                        for i in range(config.branches)]  # [resistance, emf pushing toward A (negative: toward B)]
            data = {"branches": branches, "ask": rng.choice(config.asks), "target": rng.randrange(config.branches)}
            gold = self.solve(data)
            if Fraction(gold) == 0:
                continue
            if not restates(Fraction(gold), [x for b in branches for x in b]):
                return data, gold

    def prompt(self, data: dict, rng: random.Random) -> str:
        lines = []
        for i, (r, e) in enumerate(data["branches"]):
            if e:
                side = "A" if e > 0 else "B"
                lines.append(f"- branch {i + 1}: an ideal battery of {abs(e)} V (positive terminal toward {side}) in "
                             f"series with a resistor of {r} Ω")
            else:
                lines.append(f"- branch {i + 1}: a resistor of {r} Ω")
        k = data["target"] + 1
        ask = {"voltage": "What is the potential of A minus the potential of B, in volts?",
               "current": f"What is the current through branch {k}, in amperes, counted positive when it flows from B "
                          f"to A through that branch (negative if it flows from A to B)?",
               "power": f"How much power (in watts) does the resistor of branch {k} dissipate?"}[data["ask"]]
        text = rng.choice(_INTRO).format(n=len(lines)) + "\n" + "\n".join(lines) + (
            "\nUse Kirchhoff's laws: the currents into A add to zero, and around any loop the EMFs equal the IR drops. "
            + ask)
        form = "the exact value: an integer, a decimal or a reduced fraction (e.g. -7/3)"
        return f"{text}\n{answer_instruction(form)}"

    def program(self, t: Tracer, data: dict) -> str:
        # Millman: V_A - V_B = sum(E_i / R_i) / sum(1 / R_i)
        push, conductance = Fraction(0), Fraction(0)
        for i, (r, e) in enumerate(data["branches"]):
            t.state(f"branch {i + 1}")
            r, e = t.fetch(f"R[{i}]", r), t.fetch(f"E[{i}]", e)
            push = t.compute("sum_E_over_R", push + Fraction(e, r), why="E / R")
            conductance = t.compute("sum_1_over_R", conductance + Fraction(1, r), why="1 / R")
        t.state("node voltage")
        v = t.compute("V_AB", Fraction(push) / conductance, why="sum E/R over sum 1/R")
        if data["ask"] == "voltage":
            return format_rational(v)
        t.state(f"branch {data['target'] + 1} again")
        r, e = t.fetch("R", data["branches"][data["target"]][0]), t.fetch("E", data["branches"][data["target"]][1])
        current = t.compute("I", Fraction(e - v) / r, why="(E - V_AB) / R, from B to A")
        if data["ask"] == "current":
            return format_rational(current)
        return format_rational(t.compute("P", current * current * r, why="I^2 R"))

    def solve(self, data: dict) -> str:
        # superposition: each battery alone drives V_AB through its own resistor against the rest in parallel
        branches = data["branches"]
        v = Fraction(0)
        for i, (r, e) in enumerate(branches):
            if not e:
                continue
            others = 1 / sum(Fraction(1, rr) for j, (rr, _) in enumerate(branches) if j != i)  # the rest, in parallel
            v += Fraction(e) * others / (r + others)  # voltage divider
        if data["ask"] == "voltage":
            return format_rational(v)
        r, e = branches[data["target"]]
        current = (e - v) / r
        return format_rational(current if data["ask"] == "current" else r * current**2)


BOOTCAMP = ParallelSources()
