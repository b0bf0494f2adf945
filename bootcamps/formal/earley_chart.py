"""Earley parsing: how many items does each chart set hold for a grammar and an input?

Grammars have no empty productions (so the plain predictor/scanner/completer is exact). Set
E0 starts with S -> . w for each production of the start symbol S (origin 0); the predictor
adds B -> . v (origin k) to E_k for a dot before nonterminal B, the completer advances every
item of E_j whose dot is before A when A -> w . with origin j is in E_k, and the scanner puts
the items of E_(k-1) with the dot before the (k)-th input letter, dot moved, into E_k. Items
are (production, dot, origin) and each is counted once. The answer is the list of set sizes
|E0| ... |En|. The traced solver runs the worklist algorithm, two states per set (scan, then
close); the plain solver closes each set by iterating the three rules to a fixpoint. The tests
recompute the chart with a separate fixpoint and check that recognition agrees with a
brute-force derivation search.
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
    max_productions: int = 2
    length: int = 3

    def __post_init__(self) -> None:
        if not 2 <= self.nonterminals <= 5 or not 1 <= self.max_productions <= 4 or not 1 <= self.length <= 12:
            raise ValueError("nonterminals in 2..5, max_productions in 1..4, length in 1..12")


def item_text(rules: list[list], item: tuple[int, int, int]) -> str:
    k, dot, origin = item
    syms = list(rules[k][1])
    syms.insert(dot, ".")
    return f"{rules[k][0]} -> {' '.join(syms)} @{origin}"


def close(rules: list[list], items: list, k: int, chart: list) -> list:
    """Predictor and completer on set k until nothing new (worklist)."""
    out, todo = list(items), list(items)
    while todo:
        r, dot, origin = todo.pop(0)
        right = rules[r][1]
        new = []
        if dot < len(right) and not interp3.is_terminal(right[dot]):
            new = [(j, 0, k) for j, (left, _) in enumerate(rules) if left == right[dot]]
        elif dot == len(right):
            source = out if origin == k else chart[origin]
            new = [(r2, d2 + 1, o2) for r2, d2, o2 in source if d2 < len(rules[r2][1]) and rules[r2][1][d2] == rules[r][0]]
        for it in new:
            if it not in out:
                out.append(it)
                todo.append(it)
    return out


_INTROS = (
    "Run Earley's recognizer for the grammar below (start symbol {s}; no empty productions) on the input {w}.",
    "Consider this grammar with start symbol {s}; we parse the string {w} with Earley's algorithm.",
    "Earley parsing of the word {w} with the following grammar (start {s}, capitals nonterminals, lower case terminals):",
)
_RULES = ("Items are (production with a dot, origin). E0 starts with {s} -> . w (origin 0) for every production of {s}. In each set E_k: "
          "PREDICT adds B -> . v with origin k for each item with the dot before nonterminal B; COMPLETE, for each item A -> w . with origin j, "
          "adds every item of E_j with the dot before A, dot moved past A (origin unchanged); repeat until nothing new. SCAN puts into E_(k+1) the "
          "items of E_k whose dot is before the (k+1)-th input letter, with the dot moved past it. Identical items count once.")
_ASK = (
    "How many items does each set E0, E1, ..., E{n} contain?",
    "Give the sizes of the chart sets E0 through E{n}.",
    "List |E0|, |E1|, ..., |E{n}|.",
)


class EarleyChart(IntSequenceAnswer, Bootcamp):
    id = "formal/earley_chart"
    description = "Sizes of the Earley chart sets (predict, scan, complete) for a grammar and an input"
    Config = Config
    LEVELS = {
        "1": Config(nonterminals=2, max_productions=2, length=2),
        "2": Config(nonterminals=2, max_productions=3, length=3),
        "3": Config(nonterminals=3, max_productions=3, length=4),
        "4": Config(nonterminals=3, max_productions=3, length=6),
        "5": Config(nonterminals=4, max_productions=3, length=8),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        names = interp3.NONTERMINALS[: config.nonterminals]
        while True:
            rules = interp3.random_grammar(rng, names, config.max_productions, 3, eps=0.0, terminals="abc")
            if not interp3.productive_and_reachable(rules, names):
                continue
            word = "".join(rng.choice("abc") for _ in range(config.length))
            data = {"names": names, "rules": rules, "input": word}
            sizes = self.solve(data)
            if all(sizes) and sum(sizes) >= 3 * len(sizes):
                return data, sizes

    def prompt(self, data: dict, rng: random.Random) -> str:
        s, w = data["names"][0], data["input"]
        lines = [rng.choice(_INTROS).format(s=s, w=w)] + interp3.render_rules(data["rules"], data["names"])
        lines += [_RULES.format(s=s), rng.choice(_ASK).format(n=len(w)),
                  answer_instruction(f"{len(w) + 1} integers in order, separated by spaces (for example: 4 2 5)")]
        return "\n".join(lines)

    def format_answer(self, answer: list[int]) -> str:
        return " ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        rules, word = data["rules"], data["input"]
        chart: list[list] = []
        sizes: list[int] = []
        for k in range(len(word) + 1):
            t.state(f"E{k} seed")
            if k == 0:
                seed = [(j, 0, 0) for j, (left, _) in enumerate(rules) if left == data["names"][0]]
            else:
                c = t.fetch(f"input[{k}]", word[k - 1])
                seed = [(r, d + 1, o) for r, d, o in chart[k - 1] if d < len(rules[r][1]) and rules[r][1][d] == c]
            t.compute("seed", [item_text(rules, i) for i in seed])
            t.state(f"E{k} closure")
            full = close(rules, seed, k, chart)
            t.compute(f"E{k}", [item_text(rules, i) for i in full])
            chart.append(full)
            sizes = t.compute("sizes", sizes + [len(full)])
        t.state("answer")
        return t.compute("answer", t.fetch("sizes", sizes))

    def solve(self, data: dict) -> list[int]:
        rules, word = data["rules"], data["input"]
        chart: list[set] = []
        for k in range(len(word) + 1):
            cur = {(j, 0, 0) for j, (left, _) in enumerate(rules) if left == data["names"][0]} if k == 0 else {
                (r, d + 1, o) for r, d, o in chart[k - 1] if d < len(rules[r][1]) and rules[r][1][d] == word[k - 1]}
            while True:
                grown = set(cur)
                for r, d, o in cur:
                    right = rules[r][1]
                    if d < len(right) and right[d].isupper():
                        grown |= {(j, 0, k) for j, (left, _) in enumerate(rules) if left == right[d]}
                    elif d == len(right):
                        source = cur if o == k else chart[o]
                        grown |= {(r2, d2 + 1, o2) for r2, d2, o2 in source if d2 < len(rules[r2][1]) and rules[r2][1][d2] == rules[r][0]}
                if grown == cur:
                    break
                cur = grown
            chart.append(cur)
        return [len(s) for s in chart]

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        gold = list(case.answer)
        i = rng.randrange(len(gold))
        return [self.format_answer(gold[:i] + [gold[i] + 1] + gold[i + 1:]), self.format_answer(gold[:-1])]


BOOTCAMP = EarleyChart()
