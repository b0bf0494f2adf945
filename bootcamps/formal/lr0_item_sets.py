"""How many states does the canonical LR(0) automaton of a grammar have?

The grammar is augmented with a fresh start rule S' -> S. An LR(0) item is a production with
a dot in its right side; the closure of a set of items adds B -> .w for every item with the
dot before a nonterminal B, until nothing new appears; GOTO(I, X) is the closure of the items
of I with the dot moved over X. The canonical collection is every item set reachable from
closure({S' -> .S}) by GOTO on grammar symbols (empty sets excluded). The traced solver
builds the collection with a worklist, one state per item set and symbol; the plain solver
builds the nondeterministic item automaton (epsilon moves from A -> u.Bv to B -> .w) and
counts the reachable nonempty subsets of its subset construction.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit import interp3
from bootcamps.kit.literal import strict_int
from bootcamps.trace import Tracer

START = "Z"  # the augmented start symbol, shown as S'


@dataclass(frozen=True)
class Config:
    nonterminals: int = 2
    max_productions: int = 2
    max_length: int = 2

    def __post_init__(self) -> None:
        if not 2 <= self.nonterminals <= 6:
            raise ValueError(f"nonterminals must be in 2..6, got {self.nonterminals}")
        if not 1 <= self.max_productions <= 4 or not 1 <= self.max_length <= 4:
            raise ValueError("max_productions and max_length must be in 1..4")


def item_text(rules: list[list], item: tuple[int, int]) -> str:
    left, right = rules[item[0]]
    syms = list(right)
    syms.insert(item[1], ".")
    return f"{left if left != START else 'S' + chr(39)} -> {' '.join(syms)}"


def closure(rules: list[list], items: list[tuple[int, int]]) -> list[tuple[int, int]]:
    out, todo = list(items), list(items)
    while todo:
        k, dot = todo.pop()
        right = rules[k][1]
        if dot < len(right) and not interp3.is_terminal(right[dot]):
            for j, (left, _) in enumerate(rules):
                if left == right[dot] and (j, 0) not in out:
                    out.append((j, 0))
                    todo.append((j, 0))
    return sorted(out)


def augmented(data: dict) -> list[list]:
    return [[START, [data["names"][0]]]] + data["rules"]


_INTROS = (
    "Consider this context-free grammar (capital letters are nonterminals, lower-case letters are terminals, eps is the empty right side; {s} is the start symbol):",
    "Below is a grammar with start symbol {s}; upper-case letters are nonterminals, lower-case ones terminals, and eps denotes an empty production.",
    "Take the following grammar (start symbol {s}; nonterminals in capitals, terminals in lower case, eps = empty string):",
)
_QUESTIONS = (
    "Augment it with a new start production S' -> {s} and build the canonical collection of LR(0) item sets: start from the closure of {{S' -> . {s}}} and add GOTO(I, X) for every item set I and grammar symbol X (terminal or nonterminal) where it is nonempty. Closure adds B -> . w for every item with the dot right before B. How many distinct item sets (states of the LR(0) automaton) are there?",
    "Add the production S' -> {s}. The LR(0) automaton's states are the item sets reachable from CLOSURE({{S' -> . {s}}}) by GOTO on any grammar symbol, where CLOSURE adds B -> . w whenever the dot precedes B and GOTO(I, X) moves the dot over X in I's items and closes the result (empty sets are not states). How many states does it have?",
    "Compute the canonical LR(0) collection for the grammar augmented with S' -> {s} (items are productions with a dot; closure adds B -> . w for a dot before nonterminal B; goto on a symbol X advances the dot over X and takes the closure; only nonempty sets count). Report the number of item sets.",
)


class Lr0ItemSets(Bootcamp):
    id = "formal/lr0_item_sets"
    description = "Count the item sets (states) of the canonical LR(0) automaton of a grammar"
    Config = Config
    LEVELS = {
        "1": Config(nonterminals=2, max_productions=3, max_length=2),
        "2": Config(nonterminals=2, max_productions=3, max_length=3),
        "3": Config(nonterminals=3, max_productions=3, max_length=3),
        "4": Config(nonterminals=4, max_productions=3, max_length=3),
        "5": Config(nonterminals=5, max_productions=3, max_length=4),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        names = interp3.NONTERMINALS[: config.nonterminals]
        while True:
            rules = interp3.random_grammar(rng, names, config.max_productions, config.max_length, eps=0.1)
            if interp3.productive_and_reachable(rules, names):
                data = {"names": names, "rules": rules}
                return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        s = data["names"][0]
        lines = [rng.choice(_INTROS).format(s=s)] + interp3.render_rules(data["rules"], data["names"])
        lines += [rng.choice(_QUESTIONS).format(s=s), answer_instruction("one integer, the number of item sets")]
        return "\n".join(lines)

    def check(self, data: dict, answer: int, text: str) -> float:
        return 1.0 if strict_int(text) == answer else 0.0

    def program(self, t: Tracer, data: dict) -> int:
        rules = augmented(data)
        symbols = sorted({s for _, right in rules for s in right}, key=lambda s: (interp3.is_terminal(s), s))
        sets = [closure(rules, [(0, 0)])]
        texts = [[item_text(rules, i) for i in sets[0]]]
        t.state("I0")
        t.compute("I0", texts[0], why="closure of S' -> . S")
        k = 0
        while k < len(sets) and k < 200:
            for x in symbols:
                moved = [(r, d + 1) for r, d in sets[k] if d < len(rules[r][1]) and rules[r][1][d] == x]
                if not moved:
                    continue
                t.state(f"goto(I{k}, {x})")
                t.fetch(f"I{k}", texts[k])
                new = closure(rules, moved)
                shown = t.compute("closure", [item_text(rules, i) for i in new], why=f"advance dot over {x}")
                if shown in texts:
                    t.compute("same as", f"I{texts.index(shown)}")
                else:
                    sets.append(new)
                    texts.append(shown)
                    t.compute("new", f"I{len(sets) - 1}")
            k += 1
        t.state("answer")
        return t.compute("answer", t.fetch("item sets", len(texts)))

    def solve(self, data: dict) -> int:
        rules = augmented(data)
        items = [(r, d) for r, (_, right) in enumerate(rules) for d in range(len(right) + 1)]
        eps = {i: [(j, 0) for j, (left, _) in enumerate(rules) if i[1] < len(rules[i[0]][1]) and rules[i[0]][1][i[1]] == left]
               for i in items}

        def eclose(seed: frozenset) -> frozenset:
            out, stack = set(seed), list(seed)
            while stack:
                for j in eps[stack.pop()]:
                    if j not in out:
                        out.add(j)
                        stack.append(j)
            return frozenset(out)

        start = eclose(frozenset([(0, 0)]))
        seen, stack = {start}, [start]
        while stack:
            cur = stack.pop()
            by_symbol: dict[str, set] = {}
            for r, d in cur:
                if d < len(rules[r][1]):
                    by_symbol.setdefault(rules[r][1][d], set()).add((r, d + 1))
            for moved in by_symbol.values():
                nxt = eclose(frozenset(moved))
                if nxt not in seen:
                    seen.add(nxt)
                    stack.append(nxt)
        return len(seen)


BOOTCAMP = Lr0ItemSets()
