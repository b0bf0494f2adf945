"""Evaluate a combinational logic circuit (a netlist of gates) on one input vector.

Gates read the circuit inputs or earlier gates, so the netlist is acyclic and already in
topological order; gate outputs are reused by several later gates (unlike a formula, the
circuit is a DAG). Gate types are AND, OR, XOR, NAND, NOR, XNOR (two inputs), NOT (one) and
MAJ (three inputs, true when at least two are). The answer is the bit string of the listed
outputs. The trace evaluates every gate in order, one state each: fetch its input values,
compute its output. The tests check golds with z3.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.trace import Tracer

INPUTS = "abcdefgh"
ARITY = {"AND": 2, "OR": 2, "XOR": 2, "NAND": 2, "NOR": 2, "XNOR": 2, "NOT": 1, "MAJ": 3}
MEANING = {
    "AND": "AND is 1 when both inputs are 1",
    "OR": "OR is 1 when at least one input is 1",
    "XOR": "XOR is 1 when exactly one input is 1",
    "NAND": "NAND is the negation of AND",
    "NOR": "NOR is the negation of OR",
    "XNOR": "XNOR is 1 when both inputs are equal",
    "NOT": "NOT flips its input",
    "MAJ": "MAJ is 1 when at least two of its three inputs are 1",
}
_BITS = re.compile(r"[01]+")


def gate(op: str, bits: list[int]) -> int:
    if op == "AND":
        return bits[0] & bits[1]
    if op == "OR":
        return bits[0] | bits[1]
    if op == "XOR":
        return bits[0] ^ bits[1]
    if op == "NAND":
        return 1 - (bits[0] & bits[1])
    if op == "NOR":
        return 1 - (bits[0] | bits[1])
    if op == "XNOR":
        return 1 - (bits[0] ^ bits[1])
    if op == "NOT":
        return 1 - bits[0]
    if op == "MAJ":
        return int(sum(bits) >= 2)
    raise ValueError(f"unknown gate {op!r}")


@dataclass(frozen=True)
class Config:
    inputs: int = 3
    gates: int = 5
    outputs: int = 3
    ops: tuple = ("AND", "OR", "NOT")

    def __post_init__(self) -> None:
        if not 2 <= self.inputs <= len(INPUTS):
            raise ValueError(f"inputs must be in 2..{len(INPUTS)}, got {self.inputs}")
        if not 2 <= self.gates <= 60:
            raise ValueError(f"gates must be in 2..60, got {self.gates}")
        if not 2 <= self.outputs <= min(8, self.gates):
            raise ValueError(f"outputs must be in 2..min(8, gates), got {self.outputs}")
        if not self.ops or any(op not in ARITY for op in self.ops):
            raise ValueError(f"ops must be gate names from {sorted(ARITY)}, got {self.ops}")


def _describe(g: list, style: int) -> str:
    name, op, args = g
    if style == 0:
        return f"{name} = {op}({', '.join(args)})"
    if style == 1:
        return f"{name} is the {op} gate fed by {' and '.join(args)}"
    return f"{', '.join(args)} -> {op} -> {name}"


_INTROS = (
    "A logic circuit has the inputs {inputs} and these gates, listed so that each gate only uses inputs or earlier gates:",
    "Here is the netlist of a combinational circuit with inputs {inputs}:",
    "Consider the digital circuit below (inputs {inputs}; every gate feeds only later gates):",
)


class BooleanCircuit(Bootcamp):
    id = "logic/boolean_circuit"
    description = "Evaluate a gate-level logic circuit (shared gates, AND/OR/XOR/NAND/NOR/XNOR/NOT/MAJ) on an input vector"
    Config = Config
    LEVELS = {
        "1": Config(inputs=3, gates=5, outputs=3, ops=("AND", "OR", "NOT")),
        "2": Config(inputs=4, gates=8, outputs=4, ops=("AND", "OR", "NOT", "XOR")),
        "3": Config(inputs=5, gates=12, outputs=4, ops=("AND", "OR", "NOT", "XOR", "NAND", "NOR")),
        "4": Config(inputs=6, gates=18, outputs=5, ops=tuple(ARITY)),
        "5": Config(inputs=8, gates=28, outputs=6, ops=tuple(ARITY)),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        inputs = list(INPUTS[: config.inputs])
        values = {x: rng.randint(0, 1) for x in inputs}
        gates: list[list] = []
        for i in range(config.gates):
            op = rng.choice(config.ops)
            sources = inputs + [g[0] for g in gates]
            recent = [g[0] for g in gates[-3:]]  # lean on recent gates, so the circuit is deep
            args = [rng.choice(recent) if recent and rng.random() < 0.5 else rng.choice(sources) for _ in range(ARITY[op])]
            if len(set(args)) < len(args):  # a gate reads distinct wires
                args = rng.sample(sources, ARITY[op])
            gates.append([f"g{i + 1}", op, args])
        outputs = sorted(rng.sample([g[0] for g in gates[config.gates // 2 :]], config.outputs - 1) + [gates[-1][0]], key=lambda n: int(n[1:]))
        outputs = list(dict.fromkeys(outputs))
        data = {"values": values, "gates": gates, "outputs": outputs}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        style = rng.randrange(3)
        names = ", ".join(data["values"])
        ops = sorted({g[1] for g in data["gates"]})
        lines = [rng.choice(_INTROS).format(inputs=names)]
        lines += [f"  {_describe(g, style)}" for g in data["gates"]]
        lines.append("Gate meanings: " + "; ".join(MEANING[op] for op in ops) + ".")
        lines.append("Inputs: " + ", ".join(f"{x} = {v}" for x, v in data["values"].items()) + ".")
        outs = ", ".join(data["outputs"])
        lines.append(rng.choice((f"What are the values of {outs}?", f"Give the output bits {outs}.", f"Evaluate the outputs {outs}.")))
        example = "".join("10"[i % 2] for i in range(len(data["outputs"])))
        lines.append(answer_instruction(f"the bits of {outs} in that order as one string of 0s and 1s with no spaces, like {example}"))
        return "\n".join(lines)

    def check(self, data: dict, answer: str, text: str) -> float:
        if len(text) > 200:
            return 0.0
        text = text.strip().strip("`\"'").rstrip(".").strip()
        return 1.0 if _BITS.fullmatch(text) and text == answer else 0.0

    def program(self, t: Tracer, data: dict) -> str:
        known: dict[str, int] = dict(data["values"])
        for name, op, args in data["gates"]:
            t.state(f"gate {name}")
            bits = [t.fetch(a, known[a]) for a in args]
            known[name] = t.compute(name, gate(op, bits), why=f"{op}({', '.join(args)})")
        t.state("answer")
        return t.compute("answer", "".join(str(t.fetch(o, known[o])) for o in data["outputs"]))

    def solve(self, data: dict) -> str:
        # Demand-driven: evaluate each output recursively from its cone, with a cache.
        table = {g[0]: g for g in data["gates"]}
        cache: dict[str, int] = dict(data["values"])

        def value(name: str) -> int:
            if name not in cache:
                _, op, args = table[name]
                cache[name] = gate(op, [value(a) for a in args])
            return cache[name]

        return "".join(str(value(o)) for o in data["outputs"])

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        gold = case.answer
        flips = [gold[:i] + "10"[int(gold[i])] + gold[i + 1 :] for i in range(len(gold))]
        return rng.sample(flips, min(3, len(flips))) + [gold + "0"]


BOOTCAMP = BooleanCircuit()
