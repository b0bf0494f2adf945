"""Deterministic Buechi automata on ultimately periodic words: which infinite words u(v)^ω does
the automaton accept?

The automaton is a complete deterministic transition table with a set of accepting states;
an infinite word is accepted when its run visits accepting states infinitely often. A word
u(v)^ω is u followed by v repeated forever. The run is eventually periodic: after u, the
states at the starts of the copies of v must repeat, and the word is accepted exactly when
some copy of v inside that repeating cycle passes an accepting state. The generator keeps
cases with at least one accepted and one rejected word. The trace reads u in one state, then
one state per copy of v until a start state repeats, then names the cycle and its verdict.
The plain solver runs the product of the automaton with the lasso's positions instead.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit import machines
from bootcamps.kit.logic2 import NameSetAnswer
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    states: int = 3
    alphabet: str = "ab"
    words: int = 3
    max_prefix: int = 2
    max_period: int = 2

    def __post_init__(self) -> None:
        if not 2 <= self.states <= 12:
            raise ValueError(f"states must be in 2..12, got {self.states}")
        if not 2 <= len(self.alphabet) <= 4 or len(set(self.alphabet)) != len(self.alphabet):
            raise ValueError(f"alphabet must be 2..4 distinct letters, got {self.alphabet!r}")
        if not 2 <= self.words <= 10:
            raise ValueError(f"words must be in 2..10, got {self.words}")
        if not 0 <= self.max_prefix <= 8 or not 1 <= self.max_period <= 8:
            raise ValueError(f"need max_prefix in 0..8 and max_period in 1..8, got {self.max_prefix}, {self.max_period}")


def read(dfa: dict, q: int, word: str) -> tuple[int, list[int]]:
    """The state after reading ``word`` from ``q`` and every state entered on the way."""
    path = []
    for c in word:
        q = dfa["delta"][q][dfa["alphabet"].index(c)]
        path.append(q)
    return q, path


def render_word(u: str, v: str) -> str:
    return f"{u}({v})^ω" if u else f"({v})^ω"


_INTROS = (
    "A deterministic Büchi automaton over the alphabet {{{sigma}}} has these transitions (start state q0):",
    "Here is a deterministic Büchi automaton (start q0, alphabet {{{sigma}}}):",
    "Consider the deterministic Büchi automaton below; it starts in q0 and reads letters from {{{sigma}}}.",
)
_RULE = ("It accepts an infinite word when its run passes through accepting states infinitely often. "
         "The word u(v)^ω means u followed by v repeated forever.")


class BuchiLasso(NameSetAnswer, Bootcamp):
    id = "formal/buchi_lasso"
    description = "Decide which ultimately periodic infinite words u(v)^ω a deterministic Büchi automaton accepts"
    Config = Config
    LEVELS = {
        "1": Config(states=3, alphabet="ab", words=3, max_prefix=2, max_period=2),
        "2": Config(states=4, alphabet="ab", words=4, max_prefix=3, max_period=3),
        "3": Config(states=5, alphabet="ab", words=5, max_prefix=3, max_period=4),
        "4": Config(states=6, alphabet="abc", words=6, max_prefix=4, max_period=4),
        "5": Config(states=8, alphabet="abc", words=7, max_prefix=5, max_period=5),
    }

    def names(self, data: dict) -> list[str]:
        return [f"w{i + 1}" for i in range(len(data["words"]))]

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        while True:
            dfa = machines.random_dfa(rng, config.states, config.alphabet, accept_p=0.3)
            words = []
            while len(words) < config.words:
                u = "".join(rng.choice(config.alphabet) for _ in range(rng.randint(0, config.max_prefix)))
                v = "".join(rng.choice(config.alphabet) for _ in range(rng.randint(1, config.max_period)))
                if [u, v] not in words:
                    words.append([u, v])
            data = {"dfa": dfa, "words": words}
            gold = self.solve(data)
            if 0 < len(gold) < len(words):
                return data, gold

    def prompt(self, data: dict, rng: random.Random) -> str:
        dfa = data["dfa"]
        lines = [rng.choice(_INTROS).format(sigma=", ".join(dfa["alphabet"]))]
        lines += machines.render_table(dfa)
        lines.append(_RULE)
        lines.append(rng.choice(("Which of these words does it accept?", "Which of the following infinite words are accepted?",
                                 "Decide for each word whether the automaton accepts it.")))
        lines += [f"w{i + 1} = {render_word(u, v)}" for i, (u, v) in enumerate(data["words"])]
        lines.append(answer_instruction("the names of the accepted words in any order, each once, like {w1, w3}"))
        return "\n".join(lines)

    def format_answer(self, answer: list[str]) -> str:
        return "{" + ", ".join(answer) + "}"

    def program(self, t: Tracer, data: dict) -> list[str]:
        dfa = data["dfa"]
        accepting = set(dfa["accept"])
        accepted = []
        for i, (u, v) in enumerate(data["words"]):
            name = f"w{i + 1}"
            t.state(f"{name}: read the prefix {u or 'ε'}")
            q = t.compute("state after u", read(dfa, dfa["start"], u)[0])
            starts: list[int] = []
            hits: list[bool] = []
            while q not in starts:
                t.state(f"{name}: copy {len(starts) + 1} of {v}")
                q0 = t.fetch("start", q)
                end, path = read(dfa, q0, v)
                hit = t.compute("passes accepting", any(s in accepting for s in path))
                starts.append(q0)
                hits.append(hit)
                q = t.compute("end", end)
            t.state(f"{name}: verdict")
            loop_from = t.compute("cycle starts at copy", starts.index(q) + 1)
            if t.compute("accepted", any(hits[loop_from - 1 :])):
                accepted.append(name)
        t.state("answer")
        return t.compute("answer", accepted)

    def solve(self, data: dict) -> list[str]:
        dfa = data["dfa"]
        out = []
        for i, (u, v) in enumerate(data["words"]):
            # positions of the lasso: 0..len(u)-1 in u, then len(u)+j for v[j], looping
            word, loop = u + v, len(u)
            pos, q = 0, dfa["start"]
            seen: dict[tuple[int, int], int] = {}
            trail: list[int] = []
            while (pos, q) not in seen:
                seen[(pos, q)] = len(trail)
                q = dfa["delta"][q][dfa["alphabet"].index(word[pos])]
                trail.append(q)
                pos = pos + 1 if pos + 1 < len(word) else loop
            cycle = trail[seen[(pos, q)] :]
            if any(s in dfa["accept"] for s in cycle):
                out.append(f"w{i + 1}")
        return out


BOOTCAMP = BuchiLasso()
