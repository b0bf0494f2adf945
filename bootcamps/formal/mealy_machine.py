"""Run a Mealy machine (a finite-state transducer) on an input string and give its output.

Each transition reads one input symbol, writes one output symbol and moves to a next state,
so the output has one symbol per input symbol. The transition rules are listed in a shuffled
order at higher levels. The trace is one state per input symbol: fetch the current state and
the symbol, compute the output symbol and the next state.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit.literal import ExactStringAnswer
from bootcamps.trace import Tracer

INPUT_ALPHABETS = ("01", "ab", "abc", "012")
OUTPUT_ALPHABETS = ("xy", "xyz", "XYZ", "pqr")


@dataclass(frozen=True)
class Config:
    states: int = 2
    input_symbols: int = 2
    output_symbols: int = 2
    length: int = 5
    shuffled: bool = False

    def __post_init__(self) -> None:
        if not 2 <= self.states <= 9:
            raise ValueError(f"states must be in 2..9, got {self.states}")
        if self.input_symbols not in (2, 3) or self.output_symbols not in (2, 3):
            raise ValueError(f"input_symbols and output_symbols must be 2 or 3, got {self.input_symbols}, {self.output_symbols}")
        if not 2 <= self.length <= 80:
            raise ValueError(f"length must be in 2..80, got {self.length}")


_INTROS = (
    "A Mealy machine starts in state {start}. On each input symbol it follows the matching rule: it writes that rule's output symbol and moves to the rule's next state.",
    "Here is a finite-state transducer (Mealy machine) with start state {start}. Reading an input symbol in a state, it emits the output symbol of the matching transition and switches to its target state.",
    "Consider this Mealy machine; it begins in {start}. Every step consumes one input symbol, outputs one symbol and changes state, as the transition list says.",
)
_RULE_STYLES = (
    "  in {q}, reading {a}: output {o}, go to {r}",
    "  ({q}, {a}) -> output {o}, next state {r}",
    "  {q} --{a}/{o}--> {r}",
)


class MealyMachine(ExactStringAnswer, Bootcamp):
    id = "formal/mealy_machine"
    description = "Run a Mealy machine (transducer) on an input string and give the output string"
    Config = Config
    LEVELS = {
        "1": Config(states=2, input_symbols=2, output_symbols=2, length=5, shuffled=False),
        "2": Config(states=3, input_symbols=2, output_symbols=2, length=8, shuffled=False),
        "3": Config(states=4, input_symbols=2, output_symbols=3, length=12, shuffled=True),
        "4": Config(states=5, input_symbols=3, output_symbols=3, length=18, shuffled=True),
        "5": Config(states=7, input_symbols=3, output_symbols=3, length=28, shuffled=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        inputs = rng.choice([a for a in INPUT_ALPHABETS if len(a) == config.input_symbols])
        outputs = rng.choice([a for a in OUTPUT_ALPHABETS if len(a) == config.output_symbols])
        states = [f"q{i}" for i in range(config.states)]
        rules = [[q, a, rng.choice(outputs), rng.choice(states)] for q in states for a in inputs]
        if config.shuffled:
            rng.shuffle(rules)
        word = "".join(rng.choice(inputs) for _ in range(config.length))
        data = {"start": "q0", "rules": rules, "input": word}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        style = rng.choice(_RULE_STYLES)
        lines = [rng.choice(_INTROS).format(start=data["start"]), "Transitions:"]
        lines += [style.format(q=q, a=a, o=o, r=r) for q, a, o, r in data["rules"]]
        if "--" in style:
            lines.append("(q --a/o--> r means: in state q, reading a, output o and go to r.)")
        lines.append(rng.choice(("What does it output on the input {w}?", "Give the output string for the input {w}.",
                                 "Feed it the input {w}. What is the output?")).format(w=data["input"]))
        lines.append(answer_instruction("the output symbols as one string with no spaces (one symbol per input symbol)"))
        return "\n".join(lines)

    def program(self, t: Tracer, data: dict) -> str:
        table = {(q, a): (o, r) for q, a, o, r in data["rules"]}
        state, out = data["start"], []
        for i, symbol in enumerate(data["input"]):
            t.state(f"symbol {i + 1}")
            q = t.fetch("state", state)
            a = t.fetch(f"input[{i}]", symbol)
            o, r = table.get((q, a), ("?", q))
            out.append(t.compute("output", o, why=f"rule ({q}, {a})"))
            state = t.compute("state'", r)
        t.state("answer")
        return t.compute("answer", "".join(t.fetch(f"out[{i}]", o) for i, o in enumerate(out)))

    def solve(self, data: dict) -> str:
        # Search the rule list each step (no table): a different lookup from the trace.
        state, out = data["start"], []
        for symbol in data["input"]:
            rule = next(r for r in data["rules"] if r[0] == state and r[1] == symbol)
            out.append(rule[2])
            state = rule[3]
        return "".join(out)

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        gold = case.answer
        # the outputs of the rules for each symbol from the start state only (ignoring state changes)
        start_only = "".join(next(r[2] for r in case.data["rules"] if r[0] == case.data["start"] and r[1] == a) for a in case.data["input"])
        return [w for w in (start_only, gold[::-1], gold[1:] + gold[0]) if w != gold]


BOOTCAMP = MealyMachine()
