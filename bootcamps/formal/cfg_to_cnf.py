"""How many productions a small context-free grammar has after conversion to Chomsky normal form
by a fully stated procedure.

The result of a CNF conversion depends on the procedure, so the prompt fixes one: (1) remove
ε-rules: compute the nullable nonterminals, add every variant of each rule with some nullable
occurrences deleted (never an empty right side), drop the ε-rules, and keep S -> ε if S is
nullable (S never appears on a right side, so no new start symbol is needed); (2) remove unit
rules: A gets every non-unit rule of each B reachable from A by unit rules (A included), and
unit rules go; (3) in right sides of length at least 2 each terminal t is replaced by a new
nonterminal T_t with one new rule T_t -> t per such terminal; (4) each right side X1...Xk with
k >= 3 becomes a chain of k-1 binary rules through fresh nonterminals. Rules are a set (a
duplicate counts once); useless symbols are not removed. The answer is the number of rules at
the end. The traced solver runs the four steps, one state per nullable round and per step; the
plain solver computes nullables and unit reachability by brute force over subsets and counts by
formula. The tests build the CNF grammar explicitly and check it derives the same strings.
"""

from __future__ import annotations

import itertools
import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer

NONTERMINALS = "SABCD"
TERMINALS = "ab"


@dataclass(frozen=True)
class Config:
    nonterminals: int = 3
    rules: int = 6
    max_rhs: int = 3

    def __post_init__(self) -> None:
        if not 2 <= self.nonterminals <= len(NONTERMINALS):
            raise ValueError(f"nonterminals must be in 2..{len(NONTERMINALS)}, got {self.nonterminals}")
        if not self.nonterminals + 2 <= self.rules <= 16:
            raise ValueError(f"rules must be in nonterminals+2..16, got {self.rules}")
        if not 2 <= self.max_rhs <= 5:
            raise ValueError(f"max_rhs must be in 2..5, got {self.max_rhs}")


def nullable_rounds(rules: list[list[str]]) -> list[list[str]]:
    """The nullable set after each round (a round adds every head with an all-nullable body)."""
    known: set[str] = set()
    rounds = []
    while True:
        new = {h for h, body in rules if h not in known and all(c in known for c in body)}
        if not new:
            return rounds
        known |= new
        rounds.append(sorted(known))


def drop_epsilon(rules: list[list[str]], nullable: set[str]) -> set[tuple[str, str]]:
    out: set[tuple[str, str]] = set()
    for h, body in rules:
        spots = [i for i, c in enumerate(body) if c in nullable]
        for k in range(len(spots) + 1):
            for gone in itertools.combinations(spots, k):
                rest = "".join(c for i, c in enumerate(body) if i not in gone)
                if rest:
                    out.add((h, rest))
    if "S" in nullable:
        out.add(("S", ""))
    return out


def is_unit(body: str) -> bool:
    return len(body) == 1 and body in NONTERMINALS


def unit_reach(rules: set[tuple[str, str]], x: str) -> list[str]:
    seen, stack = {x}, [x]
    while stack:
        y = stack.pop()
        for h, body in rules:
            if h == y and is_unit(body) and body not in seen:
                seen.add(body)
                stack.append(body)
    return sorted(seen)


def final_count(rules: set[tuple[str, str]]) -> tuple[int, list[str]]:
    terminals = sorted({c for _, body in rules if len(body) >= 2 for c in body if c in TERMINALS})
    return sum(len(body) - 1 if len(body) >= 3 else 1 for _, body in rules) + len(terminals), terminals


def show_rule(h: str, body: str) -> str:
    return f"{h} -> {' '.join(body) if body else 'ε'}"


_INTROS = (
    "Convert this context-free grammar (start symbol S, terminals a and b) to Chomsky normal form:",
    "A grammar with start symbol S over the terminals a, b has the rules below (ε is the empty string).",
    "Consider the context-free grammar below; S is the start symbol and never appears on a right side.",
)
_PROCEDURE = (
    "Use exactly this procedure, treating the rules as a set (a rule produced twice counts once):\n"
    "1. ε-rules: find the nullable nonterminals (those that derive ε). Replace each rule by all its variants obtained "
    "by deleting any subset of the occurrences of nullable nonterminals in its right side (including deleting none), "
    "except variants with an empty right side. Remove all ε-rules, then add S -> ε if S is nullable.\n"
    "2. Unit rules: for each nonterminal X, give X a copy of every rule Y -> w with w not a single nonterminal, for "
    "every Y reachable from X through a chain of unit rules (rules whose right side is a single nonterminal; Y = X "
    "included). Then delete all unit rules.\n"
    "3. Terminals: for each terminal t that occurs in some right side of length 2 or more, add one new nonterminal "
    "T_t with the rule T_t -> t, and replace t by T_t in every right side of length 2 or more.\n"
    "4. Long rules: replace each rule X -> Y1 Y2 ... Yk with k >= 3 by the k-1 rules X -> Y1 N1, N1 -> Y2 N2, ..., "
    "N(k-2) -> Y(k-1) Yk, using new nonterminals N1, N2, ... that are never shared between rules.\n"
    "Do not remove useless symbols."
)
_ASK = (
    "How many rules does the resulting grammar have?",
    "Give the total number of productions in the final Chomsky-normal-form grammar.",
    "Count the rules of the grammar produced by the procedure.",
)


class CfgToCnf(IntegerAnswer, Bootcamp):
    id = "formal/cfg_to_cnf"
    description = "Count the productions after a fully stated CNF conversion (ε, unit, terminal, binarisation steps)"
    Config = Config
    LEVELS = {
        "1": Config(nonterminals=2, rules=5, max_rhs=3),
        "2": Config(nonterminals=3, rules=6, max_rhs=3),
        "3": Config(nonterminals=3, rules=8, max_rhs=4),
        "4": Config(nonterminals=4, rules=10, max_rhs=4),
        "5": Config(nonterminals=5, rules=13, max_rhs=5),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        names = NONTERMINALS[: config.nonterminals]
        inner = names[1:]  # S never on a right side
        while True:
            rules: list[list[str]] = []
            heads = list(names) + [rng.choice(names) for _ in range(config.rules - len(names))]
            for h in heads:
                for _ in range(20):
                    kind = rng.random()
                    if kind < 0.15 and h != "S":
                        body = ""
                    elif kind < 0.3:
                        body = rng.choice(inner)
                    else:
                        body = "".join(rng.choice(inner + TERMINALS) for _ in range(rng.randint(1, config.max_rhs)))
                    if [h, body] not in rules and body != h:
                        rules.append([h, body])
                        break
            if len(rules) != config.rules:
                continue
            if not any(b == "" for _, b in rules) or not any(is_unit(b) for _, b in rules):
                continue
            rules.sort(key=lambda r: (names.index(r[0]), r[1] == "", r[1]))
            data = {"nonterminals": names, "rules": rules}
            return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        lines = [rng.choice(_INTROS)]
        for x in data["nonterminals"]:
            alts = [" ".join(b) if b else "ε" for h, b in data["rules"] if h == x]
            if alts:
                lines.append(f"  {x} -> {' | '.join(alts)}")
        lines += [_PROCEDURE, rng.choice(_ASK), answer_instruction("one integer")]
        return "\n".join(lines)

    def program(self, t: Tracer, data: dict) -> int:
        rules = data["rules"]
        nullable: list[str] = []
        for k, found in enumerate(nullable_rounds(rules)):
            t.state(f"nullable round {k + 1}")
            before = set(t.fetch("nullable", nullable))
            nullable = t.compute("nullable", found,
                                 why="heads of rules whose right side is all nullable: " + ", ".join(sorted(set(found) - before)))
        names = data["nonterminals"]
        step1: set[tuple[str, str]] = set()
        for k, (h, body) in enumerate(rules):
            t.state(f"step 1, rule {k + 1}")
            null = set(t.fetch("nullable", nullable))
            rule = t.fetch(f"rule {k + 1}", show_rule(h, body))
            variants = sorted(drop_epsilon([[h, body]], null) - {("S", "")})
            step1 |= set(variants)
            t.compute("variants", [show_rule(x, b) for x, b in variants], why=f"{rule} with nullable occurrences deleted, none empty")
        t.state("step 1: collect")
        t.fetch("nullable", nullable)
        if "S" in nullable:
            step1.add(("S", ""))
        listed = t.compute("rules after step 1", [show_rule(h, b) for h, b in sorted(step1)], why="all variants, plus S -> ε if S is nullable")
        step2: set[tuple[str, str]] = set()
        for x in names:
            t.state(f"step 2, {x}")
            t.fetch("rules after step 1", listed)
            reach = t.compute(f"unit reach {x}", unit_reach(step1, x), why="nonterminals reached by chains of unit rules")
            mine = sorted({(x, b) for y in reach for h, b in step1 if h == y and not is_unit(b)})
            step2 |= set(mine)
            t.compute(f"rules of {x}", [show_rule(h, b) for h, b in mine], why="their non-unit rules")
        pieces = 0
        for x in names:
            t.state(f"step 4, {x}")
            mine = t.fetch(f"rules of {x}", [show_rule(h, b) for h, b in sorted(step2) if h == x])
            count = sum(len(b) - 1 if len(b) >= 3 else 1 for h, b in step2 if h == x)
            before = t.fetch("binary rules", pieces)
            pieces = t.compute("binary rules", before + count, why=f"{len(mine)} rules of {x}: length k >= 3 gives k-1, others 1")
        t.state("step 3: terminal rules")
        _, terminals = final_count(step2)
        t.compute("terminal rules", [f"T_{c} -> {c}" for c in terminals], why="terminals in right sides of length >= 2")
        t.state("answer")
        total = t.fetch("binary rules", pieces) + len(t.fetch("terminal rules", [f"T_{c} -> {c}" for c in terminals]))
        return t.compute("answer", total, why="binarised rules plus the T_t rules")

    def solve(self, data: dict) -> int:
        rules, names = data["rules"], data["nonterminals"]
        # nullable: the largest set N... found as the least fixpoint by brute force over subsets
        nullable: set[str] = set()
        for size in range(len(names) + 1):
            for subset in itertools.combinations(names, size):
                cand = set(subset)
                # a set is "closed" if every head with an all-cand body is in it; the least closed set is the answer
                if all(h in cand for h, b in rules if all(c in cand for c in b)):
                    nullable = cand
                    break
            else:
                continue
            break
        step1 = drop_epsilon(rules, nullable)
        units = {(h, b) for h, b in step1 if is_unit(b)}
        reach = {(x, x) for x in names}
        for _ in names:  # transitive closure by repeated squaring-free relaxation
            reach |= {(x, z) for x, y in reach for h, z in units if h == y}
        step2 = {(x, b) for x, y in reach for h, b in step1 if h == y and not is_unit(b)}
        long_terms = {c for _, b in step2 if len(b) > 1 for c in b if c in TERMINALS}
        return len(long_terms) + sum(max(1, len(b) - 1) for _, b in step2)


BOOTCAMP = CfgToCnf()
