"""Stable semantics of a Dung argumentation framework: which arguments are credulously accepted,
i.e. belong to at least one stable extension?

A stable extension is a conflict-free set of arguments (no member attacks a member) that attacks
every argument outside it. Unlike the grounded extension (a fixpoint from below) this needs a
search: a framework may have several stable extensions, or none. The generator keeps frameworks
with at least two stable extensions, so the answer is their union and not one extension. The
trace is the search: arguments are decided in alphabetical order (in or out), a branch is cut
as soon as a member attacks a member or an out argument whose attackers are all decided is not
attacked by the set; each complete branch is a stable extension and joins the union. The plain
solver tests every subset as a bit mask; the tests check golds with z3.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.logic2 import NameSetAnswer
from bootcamps.kit.logic5 import ATTACK_STYLES, LETTERS, random_attacks, render_attacks
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    arguments: int = 4
    attacks: int = 5

    def __post_init__(self) -> None:
        if not 2 <= self.arguments <= 12:
            raise ValueError(f"arguments must be in 2..12, got {self.arguments}")
        if not 2 <= self.attacks <= self.arguments * (self.arguments - 1):
            raise ValueError(f"attacks must be in 2..n(n-1), got {self.attacks}")


_INTROS = (
    "A Dung argumentation framework has the arguments {args}.",
    "Consider an abstract argumentation framework over the arguments {args}.",
    "Arguments {args} attack one another as listed.",
)
_RULES = (
    "A set S of arguments is a stable extension when it is conflict-free (no member of S attacks a member "
    "of S) and every argument not in S is attacked by some member of S.",
    "Call S stable if no argument in S attacks an argument in S, and each argument outside S is attacked by "
    "at least one argument inside S.",
    "Stable extensions are the sets S that contain no internal attack and attack every argument they leave out.",
)
_ASKS = (
    "Which arguments belong to at least one stable extension (are credulously accepted)?",
    "List every argument that is a member of some stable extension.",
    "Give the union of all stable extensions of this framework.",
)


def stable_masks(args: str, attacks: list[list[str]]) -> list[int]:
    n = len(args)
    hits = [0] * n  # bit mask of the arguments each one attacks
    for a, b in attacks:
        hits[args.index(a)] |= 1 << args.index(b)
    full = (1 << n) - 1
    hit = [0] * (1 << n)  # hit[s]: everything the set s attacks, from s without its lowest bit
    out = [0] if n == 0 else []
    for s in range(1, 1 << n):
        low = s & -s
        hit[s] = hit[s ^ low] | hits[low.bit_length() - 1]
        if hit[s] & s == 0 and hit[s] | s == full:
            out.append(s)
    return out


class DungStable(NameSetAnswer, Bootcamp):
    id = "logic/dung_stable"
    description = "Credulous acceptance under stable semantics: the union of a Dung framework's stable extensions"
    Config = Config
    fold_case = False
    LEVELS = {
        "1": Config(arguments=5, attacks=5),
        "2": Config(arguments=6, attacks=7),
        "3": Config(arguments=7, attacks=9),
        "4": Config(arguments=9, attacks=12),
        "5": Config(arguments=11, attacks=15),
    }

    def names(self, data: dict) -> list[str]:
        return list(data["args"])

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        args = LETTERS[: config.arguments]
        while True:
            attacks = random_attacks(rng, config.arguments, config.attacks, self_p=0.05)
            masks = stable_masks(args, attacks)
            union = 0
            for m in masks:
                union |= m
            if len(masks) >= 2 and union != (1 << config.arguments) - 1:
                data = {"args": args, "attacks": attacks, "style": rng.randrange(3)}
                return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        style = data["style"]
        return "\n".join([
            rng.choice(_INTROS).format(args=", ".join(data["args"])),
            ATTACK_STYLES[style], render_attacks(data["attacks"], style),
            rng.choice(_RULES), rng.choice(_ASKS),
            answer_instruction("the arguments in any order, each once, like {B, C, E} (none if there are none)"),
        ])

    def format_answer(self, answer: list[str]) -> str:
        return "{" + ", ".join(answer) + "}" if answer else "none"

    def program(self, t: Tracer, data: dict) -> list[str]:
        args, attacks = data["args"], data["attacks"]
        att = {(a, b) for a, b in attacks}
        union: list[str] = []

        def blocked(inside: list[str], decided: int) -> str:
            """Why the partial choice fails ('' if it may still extend to a stable extension)."""
            for a in inside:
                for b in inside:
                    if (a, b) in att:
                        return f"{a} attacks {b}"
            for b in args[:decided]:
                if b in inside:
                    continue
                attackers = [a for a in args if (a, b) in att]
                if all(a in args[:decided] for a in attackers) and not any(a in inside for a in attackers):
                    return f"{b} is out but unattacked"
            return ""

        def search(k: int, inside: list[str]) -> None:
            nonlocal union
            if k == len(args):
                t.state("stable extension " + ("{" + ", ".join(inside) + "}"))
                prev = t.fetch("union", union)
                union = t.compute("union", sorted(set(prev) | set(inside)))
                return
            for put_in in (True, False):
                trial = inside + [args[k]] if put_in else inside
                t.state(f"{args[k]} {'in' if put_in else 'out'}, S " + "{" + ", ".join(trial) + "}")
                if t.compute("conflict", blocked(trial, k + 1), why="a clash, or an out argument no one in S attacks"):
                    continue
                search(k + 1, trial)

        search(0, [])
        t.state("answer")
        return t.compute("answer", t.fetch("union", union))

    def solve(self, data: dict) -> list[str]:
        args = data["args"]
        union = 0
        for m in stable_masks(args, data["attacks"]):
            union |= m
        return [a for i, a in enumerate(args) if union >> i & 1]


BOOTCAMP = DungStable()
