"""Are two DFAs equivalent? If not, give a string that exactly one of them accepts.

The second automaton is built from the first so that it looks different but (in about half the
cases) accepts the same language: every state is split into two copies whose transitions are
redirected between the copies at random, and the states are renumbered. In the other half one
transition or one acceptance mark of the copy is then changed, checked to change the language.
Any distinguishing string passes; the start states always agree, so the empty string never
distinguishes. The trace is the breadth-first search over pairs of states (one state per
visited pair: fetch the word that reaches it, compute both acceptance marks, then the pairs
reached by each letter), stopping at the first pair whose marks differ. The plain solver is
Hopcroft-Karp's union-find equivalence test, and the tests compare with the reachable part of
the product automaton found by networkx.
"""

from __future__ import annotations

import random
import re
from collections import deque
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit import machines
from bootcamps.kit.literal import strict_word
from bootcamps.trace import Tracer

EQUIVALENT = "equivalent"
_EQ_WORDS = {w: EQUIVALENT for w in ("equivalent", "equal", "they are equivalent", "same language", "equivalent automata")}
_WORD = re.compile(r"[a-c]{1,60}")


@dataclass(frozen=True)
class Config:
    states: int = 3
    alphabet: int = 2

    def __post_init__(self) -> None:
        if not 2 <= self.states <= 10:
            raise ValueError(f"states must be in 2..10, got {self.states}")
        if self.alphabet not in (2, 3):
            raise ValueError(f"alphabet must be 2 or 3, got {self.alphabet}")


def split_copy(rng: random.Random, dfa: dict) -> dict:
    """An equivalent DFA: states (q, copy) with each edge sent to a random copy of its target,
    restricted to the reachable part and renumbered at random (start is 0)."""
    n, letters = len(dfa["delta"]), dfa["alphabet"]
    choice = {(q, k, i): rng.randint(0, 1) for q in range(n) for k in (0, 1) for i in range(len(letters))}
    start = (dfa["start"], 0)
    seen, order, todo = {start}, [start], [start]
    while todo:
        q, k = todo.pop()
        for i in range(len(letters)):
            nxt = (dfa["delta"][q][i], choice[q, k, i])
            if nxt not in seen:
                seen.add(nxt)
                order.append(nxt)
                todo.append(nxt)
    rest = order[1:]
    rng.shuffle(rest)
    number = {s: i for i, s in enumerate([start] + rest)}
    delta = [[0] * len(letters) for _ in number]
    for (q, k), i in number.items():
        for j in range(len(letters)):
            delta[i][j] = number[(dfa["delta"][q][j], choice[q, k, j])]
    accept = sorted(i for (q, _), i in number.items() if q in dfa["accept"])
    return {"alphabet": letters, "start": 0, "accept": accept, "delta": delta}


_INTROS = (
    "Two deterministic finite automata read strings over {letters}. A string is accepted if reading it from the start state ends in an accepting state.",
    "Here are two DFAs over the alphabet {letters}. Each starts in its start state, follows one transition per letter, and accepts when it finishes in an accepting state.",
    "Compare the two deterministic automata below (alphabet {letters}; acceptance is decided by the state reached after the last letter).",
)
_QUESTIONS = (
    'Do they accept exactly the same strings? If yes, answer "equivalent"; if not, give one string that exactly one of them accepts.',
    'If the two automata accept the same language, answer "equivalent". Otherwise answer with a string accepted by one and rejected by the other.',
    'Answer "equivalent" if no string separates them; else write any string on which they disagree.',
)


class DfaEquivalence(Bootcamp):
    id = "formal/dfa_equivalence"
    description = "Decide whether two DFAs accept the same language; if not, give a string that separates them"
    Config = Config
    LEVELS = {
        "1": Config(states=3, alphabet=2),
        "2": Config(states=4, alphabet=2),
        "3": Config(states=5, alphabet=2),
        "4": Config(states=5, alphabet=3),
        "5": Config(states=7, alphabet=3),
    }
    unique_answer = False  # many strings may separate two automata

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        letters = "abc"[: config.alphabet]
        while True:
            first = machines.random_dfa(rng, config.states, letters)
            second = split_copy(rng, first)
            if rng.random() < 0.5:
                q = rng.randrange(len(second["delta"]))
                if rng.random() < 0.5 and q != 0:
                    second["accept"] = sorted(set(second["accept"]) ^ {q})
                else:
                    second["delta"][q][rng.randrange(len(letters))] = rng.randrange(len(second["delta"]))
            if (0 in first["accept"]) != (0 in second["accept"]):
                continue
            data = {"first": first, "second": second}
            return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        letters = ", ".join(data["first"]["alphabet"])
        lines = [rng.choice(_INTROS).format(letters=letters), "Automaton A:"]
        lines += ["  " + line for line in machines.render_table(data["first"], "p")]
        lines.append("Automaton B:")
        lines += ["  " + line for line in machines.render_table(data["second"], "q")]
        lines.append(rng.choice(_QUESTIONS))
        lines.append(answer_instruction('either the word "equivalent" or one string of letters with no spaces, like "abba"'))
        return "\n".join(lines)

    def check(self, data: dict, answer: str, text: str) -> float:
        if len(text) > 200:
            return 0.0
        if answer == EQUIVALENT:
            return 1.0 if strict_word(text, _EQ_WORDS) == EQUIVALENT else 0.0
        word = text.strip().strip("\"'`").rstrip(".").strip()
        if not _WORD.fullmatch(word) or any(c not in data["first"]["alphabet"] for c in word):
            return 0.0
        return 1.0 if machines.accepts(data["first"], word) != machines.accepts(data["second"], word) else 0.0

    def program(self, t: Tracer, data: dict) -> str:
        a, b = data["first"], data["second"]
        letters = a["alphabet"]
        start = (a["start"], b["start"])
        words = {start: ""}
        queue = deque([start])
        while queue:
            pair = queue.popleft()
            t.state(f"visit (p{pair[0]}, q{pair[1]})")
            word = t.fetch(f"word(p{pair[0]}, q{pair[1]})", words[pair])
            in_a = t.compute(f"p{pair[0]} accepting", pair[0] in a["accept"])
            in_b = t.compute(f"q{pair[1]} accepting", pair[1] in b["accept"])
            if t.goto(in_a != in_b, why="stop when exactly one accepts"):
                t.state("answer")
                return t.compute("answer", t.fetch("word", word))
            for i, c in enumerate(letters):
                nxt = t.compute(f"{c}-move", (a["delta"][pair[0]][i], b["delta"][pair[1]][i]), why=f"both automata read {c}")
                if nxt not in words:
                    words[nxt] = word + c
                    queue.append(nxt)
        t.state("answer")
        t.fetch("pairs visited", len(words))
        return t.compute("answer", EQUIVALENT, why="no reachable pair disagrees")

    def solve(self, data: dict) -> str:
        # Hopcroft-Karp: merge (p, q) classes with union-find; a class holding both an accepting
        # and a rejecting state means the languages differ, and the search's word separates them.
        a, b = data["first"], data["second"]
        n = len(a["delta"])
        parent = list(range(n + len(b["delta"])))

        def find(x: int) -> int:
            while parent[x] != x:
                parent[x] = parent[parent[x]]
                x = parent[x]
            return x

        accepting = set(a["accept"]) | {n + q for q in b["accept"]}
        todo = [(a["start"], n + b["start"], "")]
        parent[find(a["start"])] = find(n + b["start"])
        while todo:
            p, q, word = todo.pop(0)
            if (p in accepting) != (q in accepting):
                return machines.shortest_difference(a, b) or word
            for i, c in enumerate(a["alphabet"]):
                x, y = a["delta"][p][i], n + b["delta"][q - n][i]
                if find(x) != find(y):
                    parent[find(x)] = find(y)
                    todo.append((x, y, word + c))
        return EQUIVALENT

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        a, b = case.data["first"], case.data["second"]
        letters = a["alphabet"]
        agreeing = [w for n in range(1, 5) for w in machines.words(letters, n) if machines.accepts(a, w) == machines.accepts(b, w)]
        wrong = rng.sample(agreeing, min(2, len(agreeing)))
        if case.answer != EQUIVALENT:
            wrong.append(EQUIVALENT)
        return wrong


BOOTCAMP = DfaEquivalence()
