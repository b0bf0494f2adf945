"""Which states a bottom-up (frontier-to-root) finite tree automaton reaches at the root of a term.

Symbols are ranked (f/2 takes two subterms, g/1 one, a/0 is a leaf). A rule f(qi, qj) -> qk says:
when the two subterms of an f-node are in states qi and qj, the node may be in state qk; a leaf
rule a -> qk puts the leaf a in qk. At levels 1-2 the automaton is deterministic and complete
(exactly one rule per symbol and tuple of child states), so the root has one state; from level 3
it is nondeterministic and partial (several rules or none), and the answer is the set of every
state some run reaches at the root (possibly several).

The traced solver evaluates the parsed term node by node in post-order, collecting the rules
that fire on the children's state sets; the plain solver scans the term text once with a stack
of open nodes.
"""

from __future__ import annotations

import itertools
import random
import re
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.trace import Tracer

_LEAVES = "abc"
_INNER = {1: "gk", 2: "fh", 3: "m"}


@dataclass(frozen=True)
class Config:
    states: int = 2
    nodes: int = 6  # nodes of the term
    deterministic: bool = True
    leaves: int = 2  # leaf symbols a, b, c
    max_arity: int = 2
    extra_rules: int = 4  # nondeterministic only: rules beyond those a run needs

    def __post_init__(self) -> None:
        if not 2 <= self.states <= 6:
            raise ValueError(f"states must be in 2..6, got {self.states}")
        if not 3 <= self.nodes <= 40:
            raise ValueError(f"nodes must be in 3..40, got {self.nodes}")
        if not 1 <= self.leaves <= 3:
            raise ValueError(f"leaves must be in 1..3, got {self.leaves}")
        if not 2 <= self.max_arity <= 3:
            raise ValueError(f"max_arity must be 2 or 3, got {self.max_arity}")
        if self.deterministic and self.states ** self.max_arity > 27:
            raise ValueError(f"a deterministic table needs states**max_arity <= 27, got {self.states}, {self.max_arity}")
        if not 0 <= self.extra_rules <= 60:
            raise ValueError(f"extra_rules must be in 0..60, got {self.extra_rules}")


def parse_term(text: str) -> list:
    """``f(g(a),b)`` -> ``["f", ["g", ["a"]], ["b"]]`` (symbols are single letters)."""
    pos = 0

    def node() -> list:
        nonlocal pos
        sym = text[pos]
        pos += 1
        out = [sym]
        if pos < len(text) and text[pos] == "(":
            pos += 1
            out.append(node())
            while text[pos] == ",":
                pos += 1
                out.append(node())
            pos += 1  # ")"
        return out

    return node()


def term_text(tree: list) -> str:
    return tree[0] if len(tree) == 1 else f"{tree[0]}({','.join(term_text(c) for c in tree[1:])})"


def random_term(rng: random.Random, nodes: int, symbols: dict[str, int]) -> list:
    leaves = [s for s, k in symbols.items() if k == 0]
    if nodes == 1:
        return [rng.choice(leaves)]
    inner = [s for s, k in symbols.items() if 0 < k <= nodes - 1]
    sym = rng.choice(inner)
    k = symbols[sym]
    cuts = sorted(rng.sample(range(1, nodes - 1), k - 1)) if k > 1 else []
    sizes = [b - a for a, b in zip([0] + cuts, cuts + [nodes - 1])]
    return [sym] + [random_term(rng, s, symbols) for s in sizes]


def rule_text(rule: list) -> str:
    sym, kids, res = rule
    left = sym if not kids else f"{sym}({', '.join(f'q{q}' for q in kids)})"
    return f"{left} -> q{res}"


def root_states_stack(data: dict) -> list[int]:
    """One left-to-right scan of the term text with a stack of open nodes."""
    table: dict[tuple, set[int]] = {}
    for sym, kids, res in data["rules"]:
        table.setdefault((sym, tuple(kids)), set()).add(res)

    def fire(sym: str, child_sets: list[set[int]]) -> set[int]:
        out: set[int] = set()
        for combo in itertools.product(*child_sets):
            out |= table.get((sym, combo), set())
        return out

    stack: list[tuple[str, list[set[int]]]] = []
    text = data["term"]
    done: set[int] = set()
    for i, ch in enumerate(text):
        if ch.isalpha():
            if i + 1 < len(text) and text[i + 1] == "(":
                stack.append((ch, []))
                continue
            done = fire(ch, [])
        elif ch == ")":
            sym, kids = stack.pop()
            done = fire(sym, kids)
        else:
            continue
        if stack:
            stack[-1][1].append(done)
    return sorted(done)


_STATE_ITEM = re.compile(r"q(\d{1,3})")


def parse_state_set(text: str) -> set[int] | None:
    """``q1, q3`` / ``{q1, q3}`` / ``q1 q3`` / ``none``; every item once, or ``None``."""
    if not isinstance(text, str) or len(text) > 300:
        return None
    text = text.strip().rstrip(".").strip().replace("$", "")
    text = text.replace("\\{", "{").replace("\\}", "}").replace("\\emptyset", "∅").strip()
    if len(text) >= 2 and text[0] in "{[(" and text[-1] in "}])":
        text = text[1:-1].strip()
    if text.casefold() in ("", "none", "empty", "∅"):
        return set()
    items = [s for s in re.split(r"\s*,\s*|\s+", text.casefold())]
    out: set[int] = set()
    for item in items:
        m = _STATE_ITEM.fullmatch(item)
        if not m or int(m.group(1)) in out:
            return None
        out.add(int(m.group(1)))
    return out


_DET = (
    "A deterministic bottom-up tree automaton has states {states}. It reads a term from the leaves up: "
    "a leaf rule `a -> qk` puts leaf a in state qk, and a rule `f(qi, qj) -> qk` puts an f-node whose "
    "subterms are (in order) in states qi and qj into state qk. There is exactly one rule for every symbol "
    "and every combination of child states.",
    "Consider a frontier-to-root (bottom-up) deterministic finite tree automaton with states {states}. "
    "Leaves get their state from rules like `a -> qk`; a node labelled f with children in states qi, qj "
    "(left to right) gets the state given by the rule `f(qi, qj) -> qk`. Each symbol has exactly one rule for "
    "each tuple of child states.",
    "Terms are built from ranked symbols and evaluated bottom-up by a deterministic tree automaton with states "
    "{states}: each leaf symbol has a rule giving its state, and each symbol of rank k has one rule for every "
    "k-tuple of child states (children read left to right), giving the node's state.",
)
_NONDET = (
    "A nondeterministic bottom-up tree automaton has states {states}. A leaf rule `a -> q1` lets leaf a be "
    "in state q1; a rule `f(q0, q1) -> q2` lets an f-node be in state q2 when its first subterm can be in q0 "
    "and its second in q1. A symbol and tuple of child states may have several rules or none at all; a node "
    "with no applicable rule can be in no state.",
    "Consider a nondeterministic frontier-to-root finite tree automaton with states {states}. A run labels "
    "every node of a term with a state, bottom-up: a leaf a may get state q whenever `a -> q` is a rule, and "
    "a node f whose children (left to right) got states qi, qj may get qk whenever `f(qi, qj) -> qk` is a rule. "
    "Rules may be missing or several for the same left side.",
    "Terms over ranked symbols are read bottom-up by a nondeterministic tree automaton with states {states}. "
    "A rule `f(qi, qj) -> qk` (or `a -> qk` for a leaf) allows the node to take state qk when its children, "
    "in order, can take qi and qj. Any number of rules (zero included) may share a left side.",
)


class TreeAutomaton(Bootcamp):
    id = "formal/tree_automaton"
    description = "States a bottom-up finite tree automaton (deterministic, then nondeterministic) reaches at a term's root"
    Config = Config
    LEVELS = {
        "1": Config(states=2, nodes=6, deterministic=True, leaves=2, max_arity=2),
        "2": Config(states=3, nodes=9, deterministic=True, leaves=3, max_arity=2),
        "3": Config(states=3, nodes=10, deterministic=False, leaves=2, max_arity=2, extra_rules=6),
        "4": Config(states=4, nodes=15, deterministic=False, leaves=3, max_arity=2, extra_rules=10),
        "5": Config(states=5, nodes=22, deterministic=False, leaves=3, max_arity=3, extra_rules=14),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        n = config.states
        symbols = {c: 0 for c in _LEAVES[: config.leaves]}
        symbols.update({"g": 1, "f": 2})
        if config.max_arity == 3:
            symbols["m"] = 3
        while True:
            tree = random_term(rng, config.nodes, symbols)
            if config.deterministic:
                rules = [[s, list(kids), rng.randrange(n)] for s, k in symbols.items()
                         for kids in itertools.product(range(n), repeat=k)]
            else:
                rules = self._nondet_rules(tree, symbols, n, config.extra_rules, rng)
            data = {"states": n, "symbols": [[s, k] for s, k in symbols.items()],
                    "deterministic": config.deterministic, "rules": rules, "term": term_text(tree)}
            gold = root_states_stack(data)
            if gold and (config.deterministic or len(gold) < n):
                return data, gold

    @staticmethod
    def _nondet_rules(tree: list, symbols: dict[str, int], n: int, extra: int, rng: random.Random) -> list:
        rules: set[tuple] = set()

        def walk(node: list) -> set[int]:  # add a rule wherever a node would reach nothing
            kids = [walk(c) for c in node[1:]]
            got = walk_eval(node, kids)
            if not got or (kids and rng.random() < 0.3) or (len(got) < 2 and rng.random() < 0.1):
                rules.add((node[0], tuple(rng.choice(sorted(k)) for k in kids), rng.randrange(n)))
                return walk_eval(node, kids)
            return got

        def walk_eval(node: list, kids: list[set[int]]) -> set[int]:
            return {r for s, ks, r in rules if s == node[0] and len(ks) == len(kids)
                    and all(q in k for q, k in zip(ks, kids))}

        walk(tree)
        for s in (s for s, k in symbols.items() if k == 0):
            rules.add((s, (), rng.randrange(n)))
        target = len(rules) + extra
        while len(rules) < target:
            s = rng.choice(sorted(s for s, k in symbols.items() if k))
            rules.add((s, tuple(rng.randrange(n) for _ in range(symbols[s])), rng.randrange(n)))
        order = sorted(rules, key=lambda r: (symbols[r[0]], r[0], r[1], r[2]))
        return [[s, list(ks), r] for s, ks, r in order]

    def prompt(self, data: dict, rng: random.Random) -> str:
        states = ", ".join(f"q{q}" for q in range(data["states"]))
        det = data["deterministic"]
        lines = [rng.choice(_DET if det else _NONDET).format(states=states)]
        lines.append("Symbols (with their number of children): "
                     + ", ".join(f"{s}/{k}" for s, k in data["symbols"]) + ".")
        lines.append("Rules:")
        lines += [f"  {rule_text(r)}" for r in data["rules"]]
        term = data["term"]
        if det:
            lines.append(rng.choice((f"In which state is the root of the term {term}?",
                                     f"What state does the automaton reach at the root of {term}?",
                                     f"Evaluate the term {term}: which state does its root get?")))
            form = "the state, like q1"
        else:
            lines.append(rng.choice((f"Which states can the root of the term {term} be in?",
                                     f"Give every state that some run of the automaton reaches at the root of {term}.",
                                     f"For the term {term}, find the set of all states reachable at the root.")))
            form = "the states separated by commas in increasing order, like q0, q2"
        lines.append(answer_instruction(form))
        return "\n".join(lines)

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(f"q{q}" for q in answer)

    def check(self, data: dict, answer: list[int], text: str) -> float:
        got = parse_state_set(text)
        return 1.0 if got is not None and got == set(answer) else 0.0

    def program(self, t: Tracer, data: dict) -> list[int]:
        rules = data["rules"]

        def visit(node: list, address: str) -> list[int]:
            kids = [visit(c, f"{address}.{i + 1}") for i, c in enumerate(node[1:])]
            label = term_text(node)
            t.state(f"node {address}: {label}")
            sym = t.fetch(f"symbol[{address}]", node[0])
            child_sets = [t.fetch(f"states[{address}.{i + 1}]", k) for i, k in enumerate(kids)]
            child_sets = [set(k) if isinstance(k, list) else {k} for k in child_sets]
            results = []
            for r in rules:
                if r[0] == sym and len(r[1]) == len(child_sets) and all(q in k for q, k in zip(r[1], child_sets)):
                    results.append(t.fetch(f"rule {rule_text(r).split(' ->')[0]}", r[2]))
            out = t.compute(f"states[{address}]", sorted(set(results)), why="right sides of the rules that match")
            return out

        root = visit(parse_term(data["term"]), "root")
        t.state("answer")
        return t.compute("answer", t.fetch("states[root]", root))

    def solve(self, data: dict) -> list[int]:
        return root_states_stack(data)

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        n, gold = case.data["states"], set(case.answer)
        others = [q for q in range(n) if q not in gold]
        out = [self.format_answer(others)] if others else []
        if others:
            out.append(self.format_answer(sorted(gold | {rng.choice(others)})))
        if len(gold) > 1:
            out.append(self.format_answer(sorted(gold)[1:]))
        return out


BOOTCAMP = TreeAutomaton()
