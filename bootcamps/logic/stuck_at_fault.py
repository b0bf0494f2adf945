"""Circuit fault diagnosis: which single stuck-at faults explain the observed outputs?

A combinational circuit of named gates (AND, OR, XOR, NAND, NOR, NOT) over inputs x1..xk has
exactly one fault: one wire (an input or a gate's output) is stuck at 0 or stuck at 1, so every
gate reading it, and the output if it is one, sees that constant. The prompt lists test inputs
with the outputs actually observed; at least one of them differs from the fault-free circuit.
Faults can be equivalent, so the answer is the set of every single fault that reproduces all the
observations ("g4 stuck at 1, x2 stuck at 0"); the true fault is always in it. Every wire reaches
an output, and the generator adds tests while they still narrow the set.

The trace tries every fault in order, simulating each test until an output disagrees. The plain
solver evaluates each output recursively from the output wire back to the inputs.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.trace import Tracer

OPS = ("AND", "OR", "XOR", "NAND", "NOR", "NOT")


@dataclass(frozen=True)
class Config:
    inputs: int = 3
    gates: int = 4
    outputs: int = 1
    max_tests: int = 4  # input vectors tried (a test is kept only if it narrows the faults)

    def __post_init__(self) -> None:
        if not 2 <= self.inputs <= 8:
            raise ValueError(f"inputs must be in 2..8, got {self.inputs}")
        if not 2 <= self.gates <= 30:
            raise ValueError(f"gates must be in 2..30, got {self.gates}")
        if not 1 <= self.outputs <= min(4, self.gates):
            raise ValueError(f"outputs must be in 1..min(4, gates), got {self.outputs}")
        if not 1 <= self.max_tests <= 256:
            raise ValueError(f"max_tests must be in 1..256, got {self.max_tests}")


def gate_value(op: str, args: list[int]) -> int:
    if op == "NOT":
        return 1 - args[0]
    if op in ("AND", "NAND"):
        v = int(all(args))
    elif op in ("OR", "NOR"):
        v = int(any(args))
    else:
        v = sum(args) % 2
    return 1 - v if op in ("NAND", "NOR") else v


def simulate(data: dict, vector: list[int], fault: list | None) -> list[int]:
    """The output values for one input vector, with ``fault`` = [wire, value] or None."""
    value: dict[str, int] = {}
    for i, bit in enumerate(vector):
        value[f"x{i + 1}"] = bit
    if fault is not None and fault[0] in value:
        value[fault[0]] = fault[1]
    for name, op, args in data["gates"]:
        value[name] = gate_value(op, [value[a] for a in args])
        if fault is not None and fault[0] == name:
            value[name] = fault[1]
    return [value[o] for o in data["outputs"]]


def wires(data: dict) -> list[str]:
    return [f"x{i + 1}" for i in range(data["inputs"])] + [g[0] for g in data["gates"]]


def _circuit(rng: random.Random, config: Config) -> dict | None:
    """A random circuit whose sinks (wires nobody reads) are exactly its gate outputs; None if
    the draw leaves more sinks than ``config.outputs`` or an input unread."""
    names = [f"x{i + 1}" for i in range(config.inputs)]
    unread = list(names)
    gates = []
    for j in range(config.gates):
        op = rng.choice(OPS)
        first = rng.choice(unread) if unread and rng.random() < 0.8 else rng.choice(names)
        args = [first] if op == "NOT" else sorted({first, rng.choice([w for w in names if w != first])}, key=names.index)
        for a in args:
            if a in unread:
                unread.remove(a)
        gates.append([f"g{j + 1}", op, args])
        names.append(f"g{j + 1}")
        unread.append(f"g{j + 1}")
    if len(unread) > config.outputs or any(w.startswith("x") for w in unread):
        return None
    return {"inputs": config.inputs, "gates": gates, "outputs": unread, "tests": []}


_FAULT = re.compile(r"\s*([xg][0-9]{1,2})\s+stuck[ -]at\s+([01])\s*\.?\s*")


def read_fault(text: object, data: dict) -> list | None:
    if not isinstance(text, str) or len(text) > 60:
        return None
    m = _FAULT.fullmatch(text)
    if m is None or m.group(1) not in wires(data):
        return None
    return [m.group(1), int(m.group(2))]


_INTROS = (
    "A combinational logic circuit has inputs {inputs} and these gates (each computes its output from "
    "the wires named in brackets):",
    "Consider this Boolean circuit over inputs {inputs}; every gate reads the listed wires:",
    "Inputs {inputs} feed the following gates, listed in evaluation order:",
)
_FAULT_RULES = (
    "The circuit has exactly one fault: a single wire (an input or a gate output) is stuck at 0 or stuck "
    "at 1, meaning every gate that reads it, and the output if it is one, sees that constant whatever "
    "its correct value would be. Everything else works correctly.",
    "Exactly one wire is faulty. It is either an input xi or a gate output gj, and it is stuck at a "
    "constant 0 or 1: all readers of that wire (and the circuit output, if the wire is an output) get the "
    "constant. No other fault exists.",
    "One single stuck-at fault is present: some wire (input or gate output) always carries 0, or always 1, "
    "for every gate reading it and for the output it may be; all other wires behave normally.",
)
_QUESTIONS = (
    "List every single stuck-at fault that is consistent with all these observations.",
    "Which faults (wire and stuck value) could explain every test? Give all of them.",
    "Find the complete set of candidate faults: each wire and constant that, as the only fault, reproduces every observed output.",
)


class StuckAtFault(Bootcamp):
    id = "logic/stuck_at_fault"
    description = "Circuit diagnosis: the single stuck-at fault that explains observed outputs on test inputs"
    Config = Config
    LEVELS = {
        "1": Config(inputs=2, gates=3, outputs=1, max_tests=3),
        "2": Config(inputs=3, gates=5, outputs=2, max_tests=4),
        "3": Config(inputs=4, gates=7, outputs=2, max_tests=6),
        "4": Config(inputs=5, gates=10, outputs=3, max_tests=8),
        "5": Config(inputs=6, gates=14, outputs=3, max_tests=10),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list]:
        while True:
            data = _circuit(rng, config)
            if data is None:
                continue
            faults = [[w, v] for w in wires(data) for v in (0, 1)]
            fault = rng.choice(faults)
            vectors = [[(r >> (config.inputs - 1 - i)) & 1 for i in range(config.inputs)] for r in range(1 << config.inputs)]
            rng.shuffle(vectors)
            alive, tests, healthy_ok = faults, [], True
            for vec in vectors[: config.max_tests]:
                seen = simulate(data, vec, fault)
                kept = [f for f in alive if simulate(data, vec, f) == seen]
                differs = simulate(data, vec, None) != seen
                if len(kept) < len(alive) or (healthy_ok and differs):
                    tests.append([vec, seen])
                    alive, healthy_ok = kept, healthy_ok and not differs
            if not healthy_ok:
                data["tests"] = tests
                return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        inputs = ", ".join(f"x{i + 1}" for i in range(data["inputs"]))
        lines = [rng.choice(_INTROS).format(inputs=inputs)]
        lines += [f"  {name} = {op}({', '.join(args)})" for name, op, args in data["gates"]]
        lines.append(f"The circuit's output{'s are' if len(data['outputs']) > 1 else ' is'} {', '.join(data['outputs'])}.")
        lines.append("AND, OR, XOR, NAND, NOR take two inputs (XOR is 1 when exactly one is 1); NOT takes one.")
        lines.append(rng.choice(_FAULT_RULES))
        lines.append("Tests run on the faulty circuit (input values, then the observed outputs):")
        for vec, seen in data["tests"]:
            ins = ", ".join(f"x{i + 1}={b}" for i, b in enumerate(vec))
            outs = ", ".join(f"{o}={b}" for o, b in zip(data["outputs"], seen))
            lines.append(f"  {ins}  ->  {outs}")
        lines.append(rng.choice(_QUESTIONS))
        lines.append(answer_instruction('the faults as "WIRE stuck at VALUE" separated by commas, in any order (e.g. g2 stuck at 0, x1 stuck at 1)'))
        return "\n".join(lines)

    def format_answer(self, answer: list) -> str:
        return ", ".join(f"{w} stuck at {v}" for w, v in answer)

    def check(self, data: dict, answer: list, text: str) -> float:
        if not isinstance(text, str) or len(text) > 20 * (len(answer) + 10):
            return 0.0
        got = [read_fault(item, data) for item in text.split(",")]
        if any(f is None for f in got) or len({tuple(f) for f in got}) != len(got):
            return 0.0
        return 1.0 if sorted(map(tuple, got)) == sorted(map(tuple, answer)) else 0.0

    def program(self, t: Tracer, data: dict) -> list:
        found = []
        for wire in wires(data):
            for v in (0, 1):
                ok = True
                for k, (vec, seen) in enumerate(data["tests"]):
                    t.state(f"{wire} stuck at {v}, test {k + 1}")
                    observed = t.fetch(f"observed[{k + 1}]", seen)
                    got = t.compute("outputs", simulate(data, vec, [wire, v]), why="simulate with the wire forced")
                    ok = t.compute("agrees", got == observed, why="same outputs as observed")
                    if not ok:
                        break
                if ok:
                    found.append([wire, v])
        t.state("answer")
        return t.compute("faults", found, why="every fault that reproduces all the tests")

    def solve(self, data: dict) -> list:
        gates = {name: (op, args) for name, op, args in data["gates"]}

        def value(wire: str, vec: list[int], fault: list) -> int:
            if wire == fault[0]:
                return fault[1]
            if wire.startswith("x"):
                return vec[int(wire[1:]) - 1]
            op, args = gates[wire]
            return gate_value(op, [value(a, vec, fault) for a in args])

        fits = [[w, v] for w in wires(data) for v in (0, 1)
                if all([value(o, vec, [w, v]) for o in data["outputs"]] == seen for vec, seen in data["tests"])]
        return fits

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        gold = [list(f) for f in case.answer]
        extra = next(([w, v] for w in wires(case.data) for v in (0, 1) if [w, v] not in gold))
        out = [self.format_answer(gold + [extra])]
        if len(gold) > 1:
            out.append(self.format_answer(gold[1:]))
        wire, v = gold[0]
        out.append(self.format_answer([[wire, 1 - v]] + gold[1:]))
        return out


BOOTCAMP = StuckAtFault()
