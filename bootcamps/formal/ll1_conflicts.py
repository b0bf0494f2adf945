"""Which cells of a grammar's LL(1) parse table hold more than one production?

The LL(1) table puts production A -> w in cell (A, t) for every terminal t in FIRST(w), and,
when w can derive the empty string, for every t in FOLLOW(A) (the end marker $ included). A
grammar is LL(1) exactly when no cell gets two productions; the generator keeps grammars with
at least one such conflict (every nonterminal productive and reachable). The traced solver
lists nullability, FIRST and FOLLOW per nonterminal, then each production's predict set, then
the cells hit twice; the plain solver fills the table cell by cell through the kit.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit import interp3
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    nonterminals: int = 2
    max_productions: int = 3
    max_length: int = 2

    def __post_init__(self) -> None:
        if not 2 <= self.nonterminals <= 6:
            raise ValueError(f"nonterminals must be in 2..6, got {self.nonterminals}")
        if not 1 <= self.max_productions <= 4 or not 1 <= self.max_length <= 4:
            raise ValueError("max_productions and max_length must be in 1..4")


def cell_order(names: str):
    return lambda cell: (names.index(cell[0]), "abcd$".index(cell[2]))


_INTROS = (
    "Here is a context-free grammar with start symbol {s} (capitals are nonterminals, lower-case letters terminals, eps the empty string):",
    "Consider the grammar below; {s} is the start symbol, upper-case letters are nonterminals, lower-case letters are terminals and eps is an empty right side.",
    "A grammar (start symbol {s}; nonterminals upper case, terminals lower case, eps = empty) is given by:",
)
_RULES = (
    "Build its LL(1) parse table: production A -> w goes into cell (A, t) for every terminal t in FIRST(w), and, if w can derive the empty string, also for every t in FOLLOW(A), where FOLLOW of the start symbol contains the end marker $. Which cells receive two or more productions?",
    "In the LL(1) predictive parsing table, A -> w is entered at row A under each terminal that can begin a string derived from w, and, when w is nullable, under each symbol of FOLLOW(A) ($ marks the end of input and follows the start symbol). List every cell that ends up with more than one production (an LL(1) conflict).",
    "Fill in the LL(1) table (cell (A, t) gets A -> w when t is in FIRST(w), or when w derives eps and t is in FOLLOW(A); $ is the end marker, in FOLLOW of the start symbol). Name all the conflicting cells, those holding at least two productions.",
)


class Ll1Conflicts(Bootcamp):
    id = "formal/ll1_conflicts"
    description = "List the conflicting cells (two or more productions) of a grammar's LL(1) parse table"
    Config = Config
    LEVELS = {
        "1": Config(nonterminals=2, max_productions=3, max_length=2),
        "2": Config(nonterminals=3, max_productions=3, max_length=2),
        "3": Config(nonterminals=3, max_productions=4, max_length=3),
        "4": Config(nonterminals=4, max_productions=4, max_length=3),
        "5": Config(nonterminals=5, max_productions=4, max_length=4),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        names = interp3.NONTERMINALS[: config.nonterminals]
        while True:
            rules = interp3.random_grammar(rng, names, config.max_productions, config.max_length, eps=0.25)
            if interp3.productive_and_reachable(rules, names):
                data = {"names": names, "rules": rules}
                gold = self.solve(data)
                if gold:
                    return data, gold

    def prompt(self, data: dict, rng: random.Random) -> str:
        lines = [rng.choice(_INTROS).format(s=data["names"][0])] + interp3.render_rules(data["rules"], data["names"])
        lines += [rng.choice(_RULES), answer_instruction("the conflicting cells as Nonterminal:terminal, separated by commas (for example: S:a, B:$)")]
        return "\n".join(lines)

    def format_answer(self, answer: list[str]) -> str:
        return ", ".join(answer)

    def check(self, data: dict, answer: list[str], text: str) -> float:
        cells = interp3.read_cells(text)
        return 1.0 if cells is not None and sorted(cells) == sorted(answer) else 0.0

    def program(self, t: Tracer, data: dict) -> list[str]:
        names, rules = data["names"], data["rules"]
        null, first, follow = interp3.nullable_set(rules), interp3.first_sets(rules, names), interp3.follow_sets(rules, names)
        for x in names:
            t.state(f"sets of {x}")
            t.compute(f"nullable({x})", x in null)
            t.compute(f"FIRST({x})", "".join(sorted(first[x])))
            t.compute(f"FOLLOW({x})", "".join(sorted(follow[x], key="abcd$".index)))
        cells: dict[str, int] = {}
        for k, (left, right) in enumerate(rules):
            t.state(f"predict {left} -> {' '.join(right) or 'eps'}")
            got, seq_null = "", True
            for s in right:
                if interp3.is_terminal(s):
                    got += s
                    seq_null = False
                    break
                got += t.fetch(f"FIRST({s})", "".join(sorted(first[s])))
                if not t.fetch(f"nullable({s})", s in null):
                    seq_null = False
                    break
            if seq_null:
                got += t.fetch(f"FOLLOW({left})", "".join(sorted(follow[left], key="abcd$".index)))
            predict = t.compute("predict", "".join(sorted(set(got), key=lambda c: "abcd$".find(c))))
            for c in predict:
                cells[f"{left}:{c}"] = cells.get(f"{left}:{c}", 0) + 1
        t.state("conflicts")
        shown = t.compute("cells", sorted((f"{k}={v}" for k, v in cells.items()), key=cell_order(names)))
        conflicts = [item.split("=")[0] for item in shown if int(item.split("=")[1]) > 1]
        return t.compute("answer", conflicts)

    def solve(self, data: dict) -> list[str]:
        table = interp3.ll1_table(data["rules"], data["names"])
        return sorted((f"{a}:{b}" for (a, b), ps in table.items() if len(ps) > 1), key=cell_order(data["names"]))

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        gold = list(case.answer)
        table = interp3.ll1_table(case.data["rules"], case.data["names"])
        single = sorted(f"{a}:{b}" for (a, b), ps in table.items() if len(ps) == 1)
        wrong = [gold[1:]] + ([gold + [rng.choice(single)]] if single else [])
        return [self.format_answer(w) if w else "none" for w in wrong]


BOOTCAMP = Ll1Conflicts()
