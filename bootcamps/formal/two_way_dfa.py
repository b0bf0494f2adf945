"""Run a two-way deterministic finite automaton: its head moves left or right on the input
between end markers, and the question is how many moves it makes before it halts.

The tape is ``< w >`` (left and right end markers). Each rule maps (state, symbol) to a new
state and a direction, or to ACCEPT / REJECT, which halts. The head never moves left off ``<``
or right off ``>`` (the generator forbids those rules). The generator draws each rule when the run
first reads its (state, symbol) pair and makes the first fresh pair after ``min_moves`` moves
halt, so every case halts; runs that close a loop first are redrawn. The trace is one
state per move: fetch the state, the head position and the symbol under it, compute the
rule's result. The plain solver finds the halt by indexing precomputed (state, position)
successors, with a cycle check that the generator's own run already excluded.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer

LEFT, RIGHT = "<", ">"
HALTS = ("ACCEPT", "REJECT")


@dataclass(frozen=True)
class Config:
    states: int = 2
    alphabet: str = "ab"
    length: int = 3
    min_moves: int = 4
    max_moves: int = 20

    def __post_init__(self) -> None:
        if not 2 <= self.states <= 8:
            raise ValueError(f"states must be in 2..8, got {self.states}")
        if not 2 <= len(self.alphabet) <= 3:
            raise ValueError(f"alphabet must have 2 or 3 letters, got {self.alphabet!r}")
        if not 1 <= self.length <= 20:
            raise ValueError(f"length must be in 1..20, got {self.length}")
        if not 1 <= self.min_moves < self.max_moves <= 400:
            raise ValueError(f"need 1 <= min_moves < max_moves <= 400, got {self.min_moves}, {self.max_moves}")


def random_rule(rng: random.Random, states: int, c: str) -> list:
    """A moving rule for a pair reading ``c``: never off either end of the tape."""
    move = "R" if c == LEFT else "L" if c == RIGHT else rng.choice("LRR")
    return [rng.randrange(states), move]


def render_rule(key: str, rule: list) -> str:
    q, c = key.split(",")
    if len(rule) == 1:
        return f"(q{q}, {c}) -> {rule[0]}"
    return f"(q{q}, {c}) -> q{rule[0]}, move {'left' if rule[1] == 'L' else 'right'}"


_INTROS = (
    "A two-way deterministic finite automaton reads the tape {tape} (< and > are end markers); it starts in state q0 with its head on <.",
    "The tape {tape} is read by a two-way DFA whose head may move left or right; it starts in q0 on the left end marker <.",
    "Simulate this two-way automaton on the tape {tape}. It begins in q0 with the head on the first cell (the end marker <).",
)
_RULES = "Each rule (state, symbol) -> new state and head move; a rule giving ACCEPT or REJECT halts the machine at once (that last step is not a move):"


class TwoWayDfa(IntegerAnswer, Bootcamp):
    id = "formal/two_way_dfa"
    description = "Simulate a two-way DFA on an input with end markers and count its head moves until it halts"
    Config = Config
    LEVELS = {
        "1": Config(states=2, alphabet="ab", length=3, min_moves=3, max_moves=12),
        "2": Config(states=3, alphabet="ab", length=4, min_moves=5, max_moves=20),
        "3": Config(states=4, alphabet="ab", length=6, min_moves=8, max_moves=30),
        "4": Config(states=5, alphabet="abc", length=7, min_moves=11, max_moves=40),
        "5": Config(states=6, alphabet="abc", length=9, min_moves=14, max_moves=60),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        # Random machines mostly halt at once or loop forever. So the run draws each
        # (state, symbol) pair's rule when it first reads that pair, and halts on the first
        # pair it reads for the first time after a drawn number of moves; a run that closes a
        # loop before that is redrawn. Pairs it never reads get random rules (some halting).
        alphabet = LEFT + config.alphabet + RIGHT
        while True:
            word = "".join(rng.choice(config.alphabet) for _ in range(config.length))
            tape = LEFT + word + RIGHT
            goal = config.min_moves
            rules: dict[str, list] = {}
            q, pos, seen = 0, 0, set()
            moves = 0
            while (q, pos) not in seen and moves <= config.max_moves:
                seen.add((q, pos))
                pair = f"{q},{tape[pos]}"
                if pair not in rules:
                    if moves >= goal:
                        rules[pair] = [rng.choice(HALTS)]
                        break
                    rules[pair] = random_rule(rng, config.states, tape[pos])
                q, pos = rules[pair][0], pos + (1 if rules[pair][1] == "R" else -1)
                moves += 1
            else:
                continue  # looped or ran too long without a fresh pair to halt on
            for r in range(config.states):
                for c in alphabet:
                    if f"{r},{c}" not in rules:
                        rules[f"{r},{c}"] = [rng.choice(HALTS)] if c != LEFT and rng.random() < 0.25 else random_rule(rng, config.states, c)
            rules = {f"{r},{c}": rules[f"{r},{c}"] for r in range(config.states) for c in alphabet}
            data = {"rules": rules, "word": word, "states": config.states}
            return data, moves

    @staticmethod
    def _moves(data: dict, limit: int) -> int | None:
        """Moves until a halt, or None if there is none within ``limit`` moves."""
        tape = LEFT + data["word"] + RIGHT
        q, pos = 0, 0
        for moves in range(limit + 1):
            rule = data["rules"][f"{q},{tape[pos]}"]
            if len(rule) == 1:
                return moves
            q, pos = rule[0], pos + (1 if rule[1] == "R" else -1)
        return None

    def prompt(self, data: dict, rng: random.Random) -> str:
        tape = " ".join(LEFT + data["word"] + RIGHT)
        lines = [rng.choice(_INTROS).format(tape=tape), _RULES]
        lines += [render_rule(k, r) for k, r in data["rules"].items()]
        lines.append(rng.choice(("How many moves does the head make before the machine halts?",
                                 "Count the head moves made before it halts.",
                                 "After how many head moves does the automaton halt?")))
        lines.append(answer_instruction("one integer"))
        return "\n".join(lines)

    def program(self, t: Tracer, data: dict) -> int:
        tape = LEFT + data["word"] + RIGHT
        q, pos, moves = 0, 0, 0
        while True:
            t.state(f"step {moves + 1}")
            q = t.fetch("state", q)
            pos = t.fetch("head", pos)
            c = t.fetch(f"tape[{pos}]", tape[pos])
            rule = data["rules"][f"{q},{c}"]
            if len(rule) == 1:
                t.compute("halt", rule[0])
                break
            q = t.compute("next state", rule[0])
            pos = t.compute("next head", pos + (1 if rule[1] == "R" else -1))
            moves = t.compute("moves", moves + 1)
        t.state("answer")
        return t.compute("answer", t.fetch("moves", moves))

    def solve(self, data: dict) -> int:
        tape = LEFT + data["word"] + RIGHT
        succ = {}
        for q in range(data["states"]):
            for pos, c in enumerate(tape):
                rule = data["rules"][f"{q},{c}"]
                succ[(q, pos)] = None if len(rule) == 1 else (rule[0], pos + (1 if rule[1] == "R" else -1))
        config, seen = (0, 0), set()
        while succ[config] is not None:
            if config in seen:
                raise ValueError("the run loops forever")
            seen.add(config)
            config = succ[config]
        return len(seen)


BOOTCAMP = TwoWayDfa()
