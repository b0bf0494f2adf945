"""Run an LL(1) predictive parser: which productions, in order, does it apply to an input?

The grammar is generated LL(1) (every nonterminal's alternatives start with different
terminals, at most one is empty, and the LL(1) table from the kit has no conflicts). The input
is a random sentence of the grammar, derived by leftmost derivation. The parser keeps a stack
(start symbol on top of the end marker), matches terminals against the input and expands a
nonterminal A with the table entry for (A, lookahead). The answer is the sequence of production
numbers it applies, which is the leftmost derivation of the input. The trace is one state per
parser step. The tests search all leftmost derivations by brute force and find exactly this one.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit import interp3
from bootcamps.kit.literal import IntSequenceAnswer
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    nonterminals: int = 2
    min_steps: int = 3
    max_steps: int = 6

    def __post_init__(self) -> None:
        if not 2 <= self.nonterminals <= 5 or not 1 <= self.min_steps <= self.max_steps <= 60:
            raise ValueError("nonterminals must be in 2..5 and 1 <= min_steps <= max_steps <= 60")


def ll1_grammar(rng: random.Random, names: str) -> list[list]:
    rules: list[list] = []
    for x in names:
        leads = rng.sample(interp3.TERMINALS, rng.randint(1, 3))
        for lead in leads:
            rules.append([x, [lead] + [rng.choice(names) if rng.random() < 0.5 else rng.choice(interp3.TERMINALS)
                                       for _ in range(rng.randint(0, 2))]])
        if rng.random() < 0.5:
            rules.append([x, []])
    return rules


def derive(rng: random.Random, rules: list[list], start: str, max_steps: int) -> tuple[str, list[int]] | None:
    form, used, out = [start], [], ""
    while form:
        sym = form.pop(0)
        if interp3.is_terminal(sym):
            out += sym
            continue
        options = [k for k, (left, _) in enumerate(rules) if left == sym]
        if len(used) > max_steps // 2:  # prefer short right sides to finish
            options.sort(key=lambda k: sum(not interp3.is_terminal(s) for s in rules[k][1]))
            options = options[:1] if rng.random() < 0.7 else options
        k = rng.choice(options)
        used.append(k)
        if len(used) > max_steps:
            return None
        form = list(rules[k][1]) + form
    return out, used


_INTROS = (
    "Here is an LL(1) grammar with numbered productions (start symbol {s}, eps = empty string):",
    "The numbered productions below form an LL(1) grammar; {s} is the start symbol and eps the empty right side:",
    "Consider this LL(1) grammar (start {s}; capitals are nonterminals, lower case terminals, eps empty):",
)
_ASK = (
    "A predictive (LL(1)) parser reads the input {w} followed by the end marker $. Starting from the stack {s} $, it repeatedly matches a terminal on top of the stack with the next input symbol, or replaces a nonterminal A on top by the right side of the production chosen by A and the lookahead (FIRST of the right side, or FOLLOW(A) for an empty production). List the numbers of the productions it applies, in order.",
    "Parse {w} with the LL(1) parsing table of this grammar (end marker $; a nonterminal on top of the stack is expanded by the production its table cell under the current lookahead names; a terminal on top is matched against the input). Which productions are used, in order? (This is the leftmost derivation of {w}.)",
    "Give the leftmost derivation of {w} as the sequence of production numbers, in the order an LL(1) predictive parser applies them.",
)


class Ll1Parse(IntSequenceAnswer, Bootcamp):
    id = "formal/ll1_parse"
    description = "Production sequence an LL(1) predictive parser applies to an input (its leftmost derivation)"
    Config = Config
    LEVELS = {
        "1": Config(nonterminals=2, min_steps=3, max_steps=5),
        "2": Config(nonterminals=2, min_steps=5, max_steps=8),
        "3": Config(nonterminals=3, min_steps=7, max_steps=12),
        "4": Config(nonterminals=4, min_steps=10, max_steps=18),
        "5": Config(nonterminals=5, min_steps=15, max_steps=28),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        names = interp3.NONTERMINALS[: config.nonterminals]
        while True:
            rules = ll1_grammar(rng, names)
            if not interp3.productive_and_reachable(rules, names):
                continue
            if any(len(ps) > 1 for ps in interp3.ll1_table(rules, names).values()):
                continue
            for _ in range(20):
                got = derive(rng, rules, names[0], config.max_steps)
                if got and got[0] and len(got[1]) >= config.min_steps:
                    data = {"names": names, "rules": rules, "input": got[0]}
                    return data, [k + 1 for k in got[1]]

    def prompt(self, data: dict, rng: random.Random) -> str:
        s = data["names"][0]
        lines = [rng.choice(_INTROS).format(s=s)] + interp3.render_rules(data["rules"], data["names"], numbered=True)
        lines += [rng.choice(_ASK).format(s=s, w=data["input"]), answer_instruction("the production numbers in order, separated by spaces (for example: 1 4 2 5)")]
        return "\n".join(lines)

    def format_answer(self, answer: list[int]) -> str:
        return " ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        rules, names = data["rules"], data["names"]
        table = interp3.ll1_table(rules, names)
        stack, pos, used = names[0] + "$", 0, []
        text = data["input"] + "$"
        while stack and len(used) < 200 and pos < len(text):
            t.state(f"step {len(used) + pos + 1}")
            top = t.fetch("stack", stack)[0]
            look = t.fetch("lookahead", text[pos])
            if interp3.is_terminal(top):
                if top != look:
                    break
                pos += 1
                stack = t.compute("new stack", stack[1:], why=f"match {top}")
                continue
            k = table.get((top, look), [None])[0]
            if k is None:
                break
            used = t.compute("used", used + [k + 1])
            stack = t.compute("new stack", "".join(rules[k][1]) + stack[1:], why=f"{top} -> {' '.join(rules[k][1]) or 'eps'}")
            if stack == "$" and pos == len(text) - 1:
                break
        t.state("answer")
        return t.compute("answer", t.fetch("used", used))

    def solve(self, data: dict) -> list[int]:
        rules, text = data["rules"], data["input"]
        table = interp3.ll1_table(rules, data["names"])
        stack, pos, used = [data["names"][0]], 0, []
        while stack:
            top = stack.pop()
            look = text[pos] if pos < len(text) else "$"
            if interp3.is_terminal(top):
                pos += 1
                continue
            k = table[(top, look)][0]
            used.append(k + 1)
            stack.extend(reversed(rules[k][1]))
        return used

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        gold = list(case.answer)
        return [self.format_answer(gold[:-1]), self.format_answer(gold[1:] + gold[:1]) if len(set(gold)) > 1 else self.format_answer(gold + gold)]


BOOTCAMP = Ll1Parse()
