"""Grounded extension of a Dung argumentation framework: which arguments are sceptically accepted?

Arguments are letters; an attack "X attacks Y" is an arrow. A set S defends an argument a when
every attacker of a is itself attacked by some member of S. The grounded extension is the least
fixpoint of "the arguments S defends", reached from the empty set: first the unattacked
arguments, then everything they defend, and so on. The generator keeps frameworks whose
grounded extension needs at least two rounds at level 2 and above (it is more than the
unattacked arguments). The trace runs the rounds: one state per argument not yet accepted,
fetching its attackers and computing whether the current set defends it. The tests check golds
against a brute force over all subsets (the least complete extension).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.logic2 import NameSetAnswer
from bootcamps.kit.logic5 import ATTACK_STYLES, LETTERS, attackers_of, random_attacks, render_attacks
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    arguments: int = 4
    attacks: int = 4
    min_rounds: int = 1

    def __post_init__(self) -> None:
        if not 2 <= self.arguments <= len(LETTERS):
            raise ValueError(f"arguments must be in 2..{len(LETTERS)}, got {self.arguments}")
        if not 1 <= self.attacks <= self.arguments * (self.arguments - 1):
            raise ValueError(f"attacks must be in 1..n(n-1), got {self.attacks}")
        if not 1 <= self.min_rounds <= 4:
            raise ValueError(f"min_rounds must be in 1..4, got {self.min_rounds}")


_INTROS = (
    "An abstract argumentation framework (in Dung's sense) has the arguments {args}.",
    "Consider the arguments {args} of a Dung argumentation framework.",
    "A debate is modelled as a Dung framework over the arguments {args}.",
)
_RULES = (
    "A set S defends an argument a when every attacker of a is attacked by at least one member of S. "
    "The grounded extension is the least fixed point of 'the set of arguments S defends', built from the "
    "empty set: start with the unattacked arguments, add everything the current set defends, and repeat "
    "until nothing changes.",
    "Compute the grounded extension: begin with S empty; repeatedly replace S by the set of all arguments "
    "whose every attacker is attacked by some argument in S (an unattacked argument is always included); "
    "stop when S no longer grows.",
    "The grounded extension is the smallest set S equal to the set of arguments it defends, where S defends "
    "a if each argument attacking a is attacked by a member of S. Iterate from the empty set until it is stable.",
)
_ASKS = (
    "Which arguments are in the grounded extension?",
    "List the arguments of the grounded extension.",
    "Give the grounded extension of this framework.",
)


def grounded_rounds(args: str, attacks: list[list[str]]) -> tuple[list[str], int]:
    attacked = {(a, b) for a, b in attacks}
    accepted: list[str] = []
    rounds = 0
    while True:
        new = sorted(a for a in args if all(any((s, b) in attacked for s in accepted)
                                              for b in attackers_of(attacks, a)))
        if new == accepted:
            return accepted, rounds
        accepted, rounds = new, rounds + 1


class DungGrounded(NameSetAnswer, Bootcamp):
    id = "logic/dung_grounded"
    description = "Grounded extension of a Dung argumentation framework (least fixpoint of defence)"
    Config = Config
    LEVELS = {
        "1": Config(arguments=5, attacks=5, min_rounds=1),
        "2": Config(arguments=6, attacks=7, min_rounds=2),
        "3": Config(arguments=8, attacks=10, min_rounds=2),
        "4": Config(arguments=10, attacks=14, min_rounds=3),
        "5": Config(arguments=13, attacks=19, min_rounds=3),
    }

    fold_case = False  # a and A are not the same argument name

    def names(self, data: dict) -> list[str]:
        return list(data["args"])

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        args = LETTERS[: config.arguments]
        while True:
            attacks = random_attacks(rng, config.arguments, config.attacks, self_p=0.1)
            gold, rounds = grounded_rounds(args, attacks)
            if gold and rounds >= config.min_rounds:
                return {"args": args, "attacks": attacks, "style": rng.randrange(3)}, gold

    def prompt(self, data: dict, rng: random.Random) -> str:
        style = data["style"]
        return "\n".join([
            rng.choice(_INTROS).format(args=", ".join(data["args"])),
            ATTACK_STYLES[style], render_attacks(data["attacks"], style),
            rng.choice(_RULES), rng.choice(_ASKS),
            answer_instruction("the arguments in any order, each once, like {A, D}"),
        ])

    def format_answer(self, answer: list[str]) -> str:
        return "{" + ", ".join(answer) + "}"

    def program(self, t: Tracer, data: dict) -> list[str]:
        args, attacks = data["args"], data["attacks"]
        attacked = {(a, b) for a, b in attacks}
        accepted: list[str] = []
        rnd = 0
        while True:
            rnd += 1
            new = list(accepted)
            for a in args:
                if a in accepted:
                    continue
                t.state(f"round {rnd} argument {a}")
                attackers = t.fetch(f"attackers[{a}]", attackers_of(attacks, a))
                current = t.fetch("S", accepted)
                undefended = [b for b in attackers if not any((s, b) in attacked for s in current)]
                if t.compute("undefended attackers", undefended, why="attackers no member of S attacks"):
                    continue
                new.append(a)
            t.state(f"end of round {rnd}")
            grown = t.compute("grown", len(new) > len(accepted))
            accepted = t.compute("S", sorted(new))
            if not grown:
                break
        t.state("answer")
        return t.compute("answer", t.fetch("S", accepted))

    def solve(self, data: dict) -> list[str]:
        # the characteristic function iterated on explicit membership flags
        args, attacks = data["args"], data["attacks"]
        inside = {a: False for a in args}
        out = {a: False for a in args}  # attacked by an accepted argument
        changed = True
        while changed:
            changed = False
            for a in args:
                if not inside[a] and all(out[b] for b, c in attacks if c == a):
                    inside[a] = changed = True
                    for b, c in attacks:
                        if b == a:
                            out[c] = True
        return sorted(a for a in args if inside[a])


BOOTCAMP = DungGrounded()
