"""Run a small Turing machine until it halts and give the final tape.

Machines are random transition tables over the symbols 0, 1 and blank (_), kept only if they
halt within the level's step budget after a minimum number of steps (the generator simulates
them; nothing is run on model text). The trace is one state per step: fetch the machine state
and the symbol under the head, compute the written symbol, the head move and the next state.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.trace import Tracer

BLANK = "_"
SYMBOLS = ("0", "1", BLANK)
MAX_ANSWER_CHARS = 400


@dataclass(frozen=True)
class Config:
    states: int = 2
    input_len: int = 3
    min_steps: int = 3
    max_steps: int = 12

    def __post_init__(self) -> None:
        if not 1 <= self.states <= 6:
            raise ValueError(f"states must be in 1..6, got {self.states}")
        if not 1 <= self.input_len <= 16:
            raise ValueError(f"input_len must be in 1..16, got {self.input_len}")
        if not 1 <= self.min_steps <= self.max_steps <= 400:
            raise ValueError(f"need 1 <= min_steps <= max_steps <= 400, got {self.min_steps}, {self.max_steps}")


def run(rules: dict[str, list], tape_text: str, max_steps: int) -> tuple[str, int] | None:
    """Final tape (trimmed of blanks at both ends) and steps, or ``None`` if it does not halt."""
    tape = dict(enumerate(tape_text))
    state, head = "A", 0
    for step in range(max_steps + 1):
        if state == "H":
            cells = [i for i, c in tape.items() if c != BLANK]
            if not cells:
                return BLANK, step
            return "".join(tape.get(i, BLANK) for i in range(min(cells), max(cells) + 1)), step
        write, move, nxt = rules[f"{state}{tape.get(head, BLANK)}"]
        tape[head] = write
        head += 1 if move == "R" else -1
        state = nxt
    return None


def random_rules(rng: random.Random, states: int) -> dict[str, list]:
    """A random table in which exactly one rule halts (as in busy-beaver machines), so runs
    tend to last instead of stopping at once."""
    names = "ABCDEF"[:states]
    rules = {}
    for s in names:
        for c in SYMBOLS:
            rules[f"{s}{c}"] = [rng.choice("01" if rng.random() < 0.9 else "01_"), rng.choice("LR"), rng.choice(names)]
    rules[rng.choice(sorted(rules))][2] = "H"
    return rules


_INTROS = (
    "A Turing machine starts in state A with its head on the first symbol of the input tape {tape}. Every other cell is blank (_).",
    "Simulate this Turing machine. The tape holds {tape} (blank _ everywhere else), the head is on the leftmost input symbol and the machine is in state A.",
    "The following Turing machine runs on the input {tape}, starting in state A at the leftmost symbol; all cells outside the input are blank (_).",
)


class TuringMachine(Bootcamp):
    id = "formal/turing_machine"
    description = "Simulate a small Turing machine to its halt and give the final tape"
    Config = Config
    LEVELS = {
        "1": Config(states=2, input_len=3, min_steps=3, max_steps=10),
        "2": Config(states=2, input_len=4, min_steps=6, max_steps=20),
        "3": Config(states=3, input_len=5, min_steps=10, max_steps=40),
        "4": Config(states=4, input_len=6, min_steps=20, max_steps=80),
        "5": Config(states=5, input_len=8, min_steps=40, max_steps=160),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        while True:
            rules = random_rules(rng, config.states)
            tape = "".join(rng.choice("01") for _ in range(config.input_len))
            result = run(rules, tape, config.max_steps)
            if result is not None and result[1] >= config.min_steps and result[0] != BLANK:
                return {"rules": rules, "tape": tape}, result[0]

    def prompt(self, data: dict, rng: random.Random) -> str:
        lines = [rng.choice(_INTROS).format(tape=data["tape"]), "Rules (state, read symbol -> write symbol, move, next state):"]
        for key in sorted(data["rules"]):
            write, move, nxt = data["rules"][key]
            lines.append(f"  ({key[0]}, {key[1]}) -> {write}, {'left' if move == 'L' else 'right'}, {'HALT' if nxt == 'H' else nxt}")
        lines.append("The machine stops when it enters HALT. What is on the tape then, from the leftmost to the rightmost non-blank cell (blanks between them written as _)?")
        lines.append(answer_instruction("the tape as one string of 0, 1 and _, like 10_11"))
        return "\n".join(lines)

    def check(self, data: dict, answer: str, text: str) -> float:
        if len(text) > MAX_ANSWER_CHARS:
            return 0.0
        text = text.strip().strip("`\"'").rstrip(".").strip()
        return 1.0 if text == answer else 0.0

    def program(self, t: Tracer, data: dict) -> str:
        rules = data["rules"]
        tape = list(data["tape"])  # cells offset..offset+len-1
        offset, head, state, step = 0, 0, "A", 0
        while state != "H":
            step += 1
            if step > 2000:
                raise ValueError("over 2000 steps")  # only a corrupted claim gets here
            t.state(f"step {step}")
            state = t.fetch("state", state)
            head = t.fetch("head", head)
            while head < offset:
                tape.insert(0, BLANK)
                offset -= 1
            while head >= offset + len(tape):
                tape.append(BLANK)
            symbol = t.fetch(f"tape[{head}]", tape[head - offset])
            write, move, nxt = rules[f"{state}{symbol}"]
            tape[head - offset] = t.compute("write", write)
            head = t.compute("head_after", head + (1 if move == "R" else -1), why=f"move {move}")
            state = t.goto(nxt)
        t.state("answer")
        final = t.fetch("tape", "".join(tape).strip(BLANK) or BLANK)
        return t.compute("answer", final)

    def solve(self, data: dict) -> str:
        result = run(data["rules"], data["tape"], 100_000)
        if result is None:
            raise ValueError("machine does not halt")
        return result[0]

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        gold = case.answer
        flipped = "".join({"0": "1", "1": "0"}.get(c, c) for c in gold)
        return [w for w in (flipped, gold + "0", case.data["tape"]) if w != gold]


BOOTCAMP = TuringMachine()
