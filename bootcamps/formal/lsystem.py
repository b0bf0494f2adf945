"""Expand a deterministic L-system for n generations and give the resulting string.

Every symbol of the current string is replaced at once by its rule's right-hand side (symbols
without a rule stay as they are). Cases whose result would be longer than the level allows are
redrawn. The trace handles one symbol per state (fetch it, compute its replacement) and joins
the pieces at the end of each generation.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit.literal import ExactStringAnswer
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    symbols: int = 2
    generations: int = 2
    max_rule: int = 2  # longest right-hand side
    max_result: int = 16

    def __post_init__(self) -> None:
        if not 2 <= self.symbols <= 4:
            raise ValueError(f"symbols must be in 2..4, got {self.symbols}")
        if not 1 <= self.generations <= 8:
            raise ValueError(f"generations must be in 1..8, got {self.generations}")
        if not 1 <= self.max_rule <= 4:
            raise ValueError(f"max_rule must be in 1..4, got {self.max_rule}")
        if not 4 <= self.max_result <= 300:
            raise ValueError(f"max_result must be in 4..300, got {self.max_result}")


def expand(axiom: str, rules: dict[str, str], generations: int) -> str:
    s = axiom
    for _ in range(generations):
        s = "".join(rules.get(c, c) for c in s)
    return s


_INTROS = (
    "An L-system starts from the axiom {axiom} and uses the rewriting rules below. In each generation every symbol is replaced simultaneously by the right-hand side of its rule; a symbol with no rule stays unchanged.",
    "Consider the deterministic L-system with axiom {axiom}. One generation rewrites all symbols of the current string at the same time using these rules (symbols without a rule are copied as they are):",
    "Start with the string {axiom}. A generation replaces every symbol in parallel according to the rules below; symbols that have no rule are kept.",
)


class LSystem(ExactStringAnswer, Bootcamp):
    id = "formal/lsystem"
    description = "Expand a deterministic L-system (parallel rewriting) for n generations"
    Config = Config
    LEVELS = {
        "1": Config(symbols=2, generations=2, max_rule=3, max_result=12),
        "2": Config(symbols=2, generations=3, max_rule=3, max_result=24),
        "3": Config(symbols=3, generations=3, max_rule=3, max_result=40),
        "4": Config(symbols=3, generations=4, max_rule=3, max_result=70),
        "5": Config(symbols=4, generations=5, max_rule=4, max_result=120),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        alphabet = "".join(sorted(rng.sample("ABFGKLPQRSXY", config.symbols)))
        while True:
            rules = {}
            for c in alphabet:
                if rng.random() < 0.85 or not rules:
                    rules[c] = "".join(rng.choice(alphabet) for _ in range(rng.randint(1, config.max_rule)))
            axiom = "".join(rng.choice(alphabet) for _ in range(rng.randint(1, 3)))
            result = expand(axiom, rules, config.generations)
            if config.max_result // 3 <= len(result) <= config.max_result and len(set(result)) >= 2:
                return {"axiom": axiom, "rules": rules, "generations": config.generations}, result

    def prompt(self, data: dict, rng: random.Random) -> str:
        lines = [rng.choice(_INTROS).format(axiom=data["axiom"])]
        lines += [f"  {k} -> {v}" for k, v in sorted(data["rules"].items())]
        n = data["generations"]
        lines.append(f"What is the string after {n} generation{'s' if n > 1 else ''}?")
        lines.append(answer_instruction("the string itself, without spaces"))
        return "\n".join(lines)

    def program(self, t: Tracer, data: dict) -> str:
        rules = data["rules"]
        current = data["axiom"]
        for g in range(1, data["generations"] + 1):
            pieces = []
            for i, c in enumerate(current):
                t.state(f"generation {g} symbol {i + 1}")
                symbol = t.fetch(f"s[{i + 1}]", c)
                pieces.append(t.compute("piece", rules.get(symbol, symbol), why=f"rule for {symbol}"))
            t.state(f"generation {g} done")
            current = t.compute(f"gen{g}", "".join(pieces), why="the pieces in order")
        t.state("answer")
        return t.compute("answer", t.fetch(f"gen{data['generations']}", current))

    def solve(self, data: dict) -> str:
        """Expand each axiom symbol on its own: rules are context-free, so the results concatenate."""
        return "".join(expand(c, data["rules"], data["generations"]) for c in data["axiom"])

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        data = case.data
        one_less = expand(data["axiom"], data["rules"], data["generations"] - 1)
        one_more = expand(data["axiom"], data["rules"], data["generations"] + 1)
        return [w for w in (one_less, one_more[: len(case.answer) + 40], case.answer[:-1]) if w != case.answer]


BOOTCAMP = LSystem()
