"""How many shift/reduce and reduce/reduce conflicts does a grammar's SLR(1) table have?

The grammar is augmented with S' -> S. The SLR(1) table has a row per state of the canonical
LR(0) automaton (item sets reachable from CLOSURE({S' -> . S}) by GOTO) and a column per
terminal and the end marker $: an item A -> u . t v with t a terminal puts "shift" in
(I, t); a complete item A -> w . (A not S') puts "reduce by A -> w" in (I, t) for every t in
FOLLOW(A); S' -> S . is accept on $. A cell holding a shift and at least one reduce is a
shift/reduce conflict, a cell holding two or more reduces a reduce/reduce conflict (a cell can
be both). The answer is the two counts of cells, which do not depend on how the states are
numbered. The generator keeps grammars (every nonterminal productive and reachable) with at
least one conflict and at most a few per level. The traced solver lists FOLLOW, builds the item sets with a worklist and
inspects each set's complete items against its shift symbols; the plain solver fills the
whole ACTION table cell by cell from item sets found by a breadth-first search over frozen
sets of items.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit import interp3
from bootcamps.trace import Tracer

START = "Z"  # the augmented start symbol, shown as S'


@dataclass(frozen=True)
class Config:
    nonterminals: int = 2
    max_productions: int = 3
    max_length: int = 2
    max_conflicts: int = 3  # shift/reduce plus reduce/reduce cells

    def __post_init__(self) -> None:
        if not 2 <= self.nonterminals <= 6:
            raise ValueError(f"nonterminals must be in 2..6, got {self.nonterminals}")
        if not 1 <= self.max_productions <= 4:
            raise ValueError(f"max_productions must be in 1..4, got {self.max_productions}")
        if not 1 <= self.max_length <= 4:
            raise ValueError(f"max_length must be in 1..4, got {self.max_length}")
        if not 1 <= self.max_conflicts <= 50:
            raise ValueError(f"max_conflicts must be in 1..50, got {self.max_conflicts}")


def _augmented(data: dict) -> list[list]:
    return [[START, [data["names"][0]]]] + data["rules"]


def _item_text(rules: list[list], item: tuple[int, int]) -> str:
    left, right = rules[item[0]]
    syms = list(right)
    syms.insert(item[1], ".")
    return f"{left if left != START else 'S' + chr(39)} -> {' '.join(syms)}"


def _closure(rules: list[list], items) -> tuple:
    out, todo = set(items), list(items)
    while todo:
        k, dot = todo.pop()
        right = rules[k][1]
        if dot < len(right) and not interp3.is_terminal(right[dot]):
            for j, (left, _) in enumerate(rules):
                if left == right[dot] and (j, 0) not in out:
                    out.add((j, 0))
                    todo.append((j, 0))
    return tuple(sorted(out))


_ANSWER = re.compile(r"\s*(?:shift\s*/\s*reduce\s*[:=]?\s*)?(\d{1,4})\s*(?:shift\s*/\s*reduce)?\s*[,;]\s*"
                     r"(?:reduce\s*/\s*reduce\s*[:=]?\s*)?(\d{1,4})\s*(?:reduce\s*/\s*reduce)?\s*\.?\s*", re.I)

_INTROS = (
    "Consider this context-free grammar (capital letters are nonterminals, lower-case letters terminals, eps the empty right side; {s} is the start symbol):",
    "Here is a grammar with start symbol {s}; upper-case letters are nonterminals, lower-case letters terminals, and eps is an empty production.",
    "Take the grammar below (start symbol {s}; nonterminals in capitals, terminals in lower case, eps = empty string):",
)
_RULES = (
    "Augment it with S' -> {s} and build the SLR(1) parsing table. Its states are the canonical LR(0) item sets (from CLOSURE({{S' -> . {s}}}), closing under B -> . w for a dot before B, and taking GOTO on every grammar symbol). In state I, an item with the dot before a terminal t gives a shift on t; a complete item A -> w . (A other than S') gives reduce by A -> w on every terminal in FOLLOW(A), where FOLLOW({s}) contains the end marker $; S' -> {s} . means accept on $. A table cell with a shift and a reduce is a shift/reduce conflict; a cell with two or more different reduces is a reduce/reduce conflict (one cell may be both).",
    "Build the SLR(1) ACTION table of the grammar augmented by S' -> {s}: rows are the states of the LR(0) automaton (item sets reachable from the closure of S' -> . {s} by goto on terminals and nonterminals), columns are the terminals and $. Put shift in (I, t) when some item of I has its dot right before terminal t, and reduce A -> w in (I, t) for each complete item A -> w . of I and each t in FOLLOW(A) ($ follows {s}); the item S' -> {s} . is accept, not a reduce. Count conflicting cells: shift/reduce cells hold a shift and at least one reduce, reduce/reduce cells hold at least two reduces (a cell can count in both).",
    "Construct the canonical collection of LR(0) items for the grammar extended with S' -> {s}, and from it the SLR(1) table: shift on t where a dot precedes terminal t, reduce by A -> w on each lookahead in FOLLOW(A) where A -> w . is complete (the end marker $ is in FOLLOW({s}); S' -> {s} . is accept). A cell with both a shift and a reduce is a shift/reduce conflict, one with at least two reduces a reduce/reduce conflict; a cell may be both.",
)
_ASKS = (
    "How many cells have a shift/reduce conflict, and how many a reduce/reduce conflict?",
    "Count the shift/reduce conflict cells and the reduce/reduce conflict cells.",
    "Report the number of shift/reduce cells and the number of reduce/reduce cells.",
)


class SlrConflicts(Bootcamp):
    id = "formal/slr_conflicts"
    description = "Count the shift/reduce and reduce/reduce conflict cells of a grammar's SLR(1) table"
    Config = Config
    LEVELS = {
        "1": Config(nonterminals=2, max_productions=3, max_length=2, max_conflicts=2),
        "2": Config(nonterminals=2, max_productions=3, max_length=3, max_conflicts=3),
        "3": Config(nonterminals=3, max_productions=3, max_length=3, max_conflicts=4),
        "4": Config(nonterminals=4, max_productions=3, max_length=3, max_conflicts=6),
        "5": Config(nonterminals=5, max_productions=4, max_length=3, max_conflicts=8),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        names = interp3.NONTERMINALS[: config.nonterminals]
        while True:
            rules = interp3.random_grammar(rng, names, config.max_productions, config.max_length, eps=0.15)
            if any(right == [left] for left, right in rules) or not interp3.productive_and_reachable(rules, names):
                continue  # no unit self-loops such as A -> A
            data = {"names": names, "rules": rules}
            gold = self.solve(data)
            if 1 <= sum(int(x) for x in gold.split(",")) <= config.max_conflicts:
                return data, gold

    def prompt(self, data: dict, rng: random.Random) -> str:
        s = data["names"][0]
        lines = [rng.choice(_INTROS).format(s=s)] + interp3.render_rules(data["rules"], data["names"])
        lines += [rng.choice(_RULES).format(s=s), rng.choice(_ASKS)]
        lines.append(answer_instruction("two integers, the shift/reduce count then the reduce/reduce count, "
                                        "separated by a comma (for example 2, 0)"))
        return "\n".join(lines)

    def check(self, data: dict, answer: str, text: str) -> float:
        if not isinstance(text, str) or len(text) > 80:
            return 0.0
        m = _ANSWER.fullmatch(text)
        return 1.0 if m is not None and f"{int(m.group(1))}, {int(m.group(2))}" == answer else 0.0

    def program(self, t: Tracer, data: dict) -> str:
        rules, names = _augmented(data), data["names"]
        follow = interp3.follow_sets(data["rules"], names)
        t.state("FOLLOW sets")
        for x in names:
            t.compute(f"FOLLOW({x})", "".join(sorted(follow[x], key="abcd$".index)))
        symbols = sorted({s for _, right in rules for s in right}, key=lambda s: (interp3.is_terminal(s), s))
        sets = [_closure(rules, [(0, 0)])]
        k = sr = rr = 0
        while k < len(sets) and k < 300:
            texts = [_item_text(rules, i) for i in sets[k]]
            t.state(f"I{k}")
            t.fetch(f"I{k}", texts)
            gotos = []
            for x in symbols:
                moved = [(r, d + 1) for r, d in sets[k] if d < len(rules[r][1]) and rules[r][1][d] == x]
                if moved:
                    new = _closure(rules, moved)
                    if new not in sets:
                        sets.append(new)
                    gotos.append(f"{x}->I{sets.index(new)}")
            t.compute("gotos", gotos, why="advance the dot over each symbol and close")
            shifts = sorted({rules[r][1][d] for r, d in sets[k] if d < len(rules[r][1]) and interp3.is_terminal(rules[r][1][d])})
            complete = [r for r, d in sets[k] if d == len(rules[r][1]) and r != 0]
            reduces: dict[str, int] = {}
            for r in complete:
                left = rules[r][0]
                for a in sorted(t.fetch(f"FOLLOW({left})", "".join(sorted(follow[left], key="abcd$".index)))):
                    reduces[a] = reduces.get(a, 0) + 1
            if complete:
                t.compute("shift on", "".join(shifts) or "none")
                t.compute("reduce lookaheads", [f"{a}x{c}" for a, c in sorted(reduces.items(), key=lambda p: "abcd$".index(p[0]))])
                here_sr = sum(1 for a in reduces if a in shifts)
                here_rr = sum(1 for c in reduces.values() if c > 1)
                if here_sr or here_rr:
                    sr = t.compute("shift/reduce so far", sr + here_sr, why=f"{here_sr} lookaheads both shifted and reduced")
                    rr = t.compute("reduce/reduce so far", rr + here_rr, why=f"{here_rr} lookaheads reduced twice")
            k += 1
        t.state("answer")
        return t.compute("answer", f"{t.fetch('shift/reduce so far', sr)}, {t.fetch('reduce/reduce so far', rr)}")

    def solve(self, data: dict) -> str:
        rules = _augmented(data)
        follow = interp3.follow_sets(data["rules"], data["names"])
        start = frozenset(_closure(rules, [(0, 0)]))
        seen, queue = [start], [start]
        while queue:
            cur = queue.pop(0)
            for x in sorted({rules[r][1][d] for r, d in cur if d < len(rules[r][1])}):
                nxt = frozenset(_closure(rules, [(r, d + 1) for r, d in cur if d < len(rules[r][1]) and rules[r][1][d] == x]))
                if nxt not in seen:
                    seen.append(nxt)
                    queue.append(nxt)
        sr = rr = 0
        for state in seen:
            for a in interp3.TERMINALS + interp3.END:
                shift = any(d < len(rules[r][1]) and rules[r][1][d] == a for r, d in state)
                red = {r for r, d in state if r and d == len(rules[r][1]) and a in follow[rules[r][0]]}
                sr += shift and len(red) >= 1
                rr += len(red) >= 2
        return f"{sr}, {rr}"

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        a, b = (int(x) for x in case.answer.split(","))
        return [f"{a + 1}, {b}", f"{a}, {b + 1}", f"{b}, {a}" if a != b else f"{a + 2}, {b}"]


BOOTCAMP = SlrConflicts()
