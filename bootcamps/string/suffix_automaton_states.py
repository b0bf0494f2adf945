"""Number of states of the suffix automaton (the minimal automaton accepting every suffix) of a
string, the initial state included.

The trace is the standard online construction, one state per letter: a new state for the whole
prefix, a walk up the suffix links adding transitions, and, when the state reached is too long,
a clone. The count grows by one per letter plus one per clone.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.arrays import RepetitiveStringCase
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    length: int = 6
    alphabet: int = 2

    def __post_init__(self) -> None:
        if not 1 <= self.length <= 300:
            raise ValueError(f"length must be in 1..300, got {self.length}")
        if not 1 <= self.alphabet <= 26:
            raise ValueError(f"alphabet must be in 1..26, got {self.alphabet}")


_TEMPLATES = (
    "How many states does the suffix automaton of the string \"{s}\" have? (The suffix automaton is the smallest "
    "deterministic automaton that accepts exactly the suffixes of the string; count its initial state too.)",
    "Group the non-empty substrings of {s} by their set of end positions (the indices where an occurrence of the "
    "substring ends). Each group is one state of the suffix automaton, and the empty string adds the initial "
    "state. How many states are there in total?",
    "Build the minimal DFA recognising all suffixes of {s} (the suffix automaton / DAWG). Report its number of "
    "states, including the start state.",
)


class SuffixAutomatonStates(RepetitiveStringCase, IntegerAnswer, Bootcamp):
    id = "string/suffix_automaton_states"
    description = "State count of a string's suffix automaton (online construction with clones)"
    Config = Config
    LEVELS = {
        "1": Config(length=8, alphabet=3),
        "2": Config(length=11, alphabet=3),
        "3": Config(length=14, alphabet=3),
        "4": Config(length=18, alphabet=3),
        "5": Config(length=26, alphabet=3),
    }

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(s=data["s"])
        return f"{text}\n{answer_instruction('the number of states as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        length, link, nxt = [0], [-1], [{}]
        last, states = 0, 1
        for i, ch in enumerate(data["s"]):
            t.state(f"letter {i} {ch}")
            cur = len(length)
            length.append(length[last] + 1)
            link.append(-1)
            nxt.append({})
            p, walked = last, []
            while p != -1 and ch not in nxt[p]:
                nxt[p][ch] = cur
                walked.append(p)
                p = link[p]
            t.compute("walk", walked, why=f"states on the suffix-link path without a {ch} move")
            clone = False
            if p == -1:
                link[cur] = 0
            else:
                q = nxt[p][ch]
                if length[p] + 1 == length[q]:
                    link[cur] = q
                else:
                    clone = True
                    c = len(length)
                    length.append(length[p] + 1)
                    link.append(link[q])
                    nxt.append(dict(nxt[q]))
                    while p != -1 and nxt[p].get(ch) == q:
                        nxt[p][ch] = c
                        p = link[p]
                    link[q] = link[cur] = c
            clone = t.compute("clone", clone, why="the state reached is longer than its parent + 1")
            states = t.compute("states", states + 1 + int(clone))
            last = cur
        t.state("answer")
        return t.compute("answer", t.fetch("states", states))

    def solve(self, data: dict) -> int:
        # States are the distinct end-position sets of non-empty substrings, plus the initial state.
        s = data["s"]
        ends: dict[str, list[int]] = {}
        for i in range(len(s)):
            for j in range(i + 1, len(s) + 1):
                ends.setdefault(s[i:j], []).append(j)
        return len({tuple(sorted(v)) for v in ends.values()}) + 1


BOOTCAMP = SuffixAutomatonStates()
