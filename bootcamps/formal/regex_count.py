"""How many strings of length n does a regular expression match (in full)?

Regexes come from a small grammar over a 2-3 letter alphabet: letters, classes ``[ab]``,
concatenation, alternation ``|`` and the postfix operators ``*``, ``+``, ``?``. Counting is a
different task from testing membership: there are up to 3^n candidates, so the count comes from
an automaton. The traced solver builds the Brzozowski derivative automaton (each state is a
regex; reading c moves to the regex of what may follow c), one state per automaton state, then
counts paths of length n with one state per length step. The plain solver counts with a memo
over (derivative, remaining length). The tests check golds by brute force with Python's
``re.fullmatch``.
Speed: about 300 cases/s at level 3 on a loaded shared machine: a draw builds the derivative
automaton (hashing nested regex tuples) and is redrawn when it is too large or its count is 0 or all.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache

from bootcamps.api import Bootcamp, Case, IntegerAnswer, answer_instruction
from bootcamps.kit import machines
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    alphabet: int = 2
    size: int = 3  # letters in the regex
    min_len: int = 3
    max_len: int = 4
    max_states: int = 6  # derivative automaton states allowed

    def __post_init__(self) -> None:
        if self.alphabet not in (2, 3):
            raise ValueError(f"alphabet must be 2 or 3, got {self.alphabet}")
        if not 2 <= self.size <= 16:
            raise ValueError(f"size must be in 2..16, got {self.size}")
        if not 1 <= self.min_len <= self.max_len <= 30:
            raise ValueError(f"need 1 <= min_len <= max_len <= 30, got {self.min_len}, {self.max_len}")
        if not 2 <= self.max_states <= 60:
            raise ValueError(f"max_states must be in 2..60, got {self.max_states}")


_INTROS = (
    "Consider the regular expression {regex} over the alphabet {{{letters}}}.",
    "Take the regex {regex}; strings are made of the letters {letters}.",
    "Here is a regular expression over the letters {letters}: {regex}",
)
_SYNTAX = ("Syntax: | is alternation (either side), * repeats the preceding item zero or more times, + one or more "
           "times, ? makes it optional, [ab] is one letter from the brackets, and parentheses group.")
_QUESTIONS = (
    "How many strings of length exactly {n} does it match (the whole string must match)?",
    "Count the strings of length {n} over these letters that the regex matches in full.",
    "Of all {total} strings of length {n}, how many match the whole regex?",
)


class RegexCount(IntegerAnswer, Bootcamp):
    id = "formal/regex_count"
    description = "Count the strings of length n that a regular expression matches in full"
    Config = Config
    LEVELS = {
        "1": Config(alphabet=2, size=5, min_len=3, max_len=6, max_states=6),
        "2": Config(alphabet=2, size=6, min_len=4, max_len=7, max_states=8),
        "3": Config(alphabet=2, size=7, min_len=6, max_len=8, max_states=9),
        "4": Config(alphabet=3, size=8, min_len=6, max_len=8, max_states=12),
        "5": Config(alphabet=3, size=11, min_len=8, max_len=10, max_states=16),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        letters = "abc"[: config.alphabet]
        while True:
            regex = machines.random_regex(rng, letters, rng.randint(max(2, config.size - 1), config.size))
            auto = machines.derivative_dfa(regex, letters, config.max_states)
            if auto is None or len(auto[0]) < 3:
                continue
            n = rng.randint(config.min_len, config.max_len)
            count = machines.count_words(*auto, n)
            if 0 < count < len(letters) ** n:  # neither none nor all: both would be guessable
                return {"regex": machines.to_json(regex), "text": machines.render(regex), "alphabet": letters, "n": n}, count

    def prompt(self, data: dict, rng: random.Random) -> str:
        letters, n = data["alphabet"], data["n"]
        return "\n".join([
            rng.choice(_INTROS).format(regex=data["text"], letters=", ".join(letters)),
            _SYNTAX,
            rng.choice(_QUESTIONS).format(n=n, total=len(letters) ** n),
            answer_instruction("one integer"),
        ])

    def program(self, t: Tracer, data: dict) -> int:
        letters, n = data["alphabet"], data["n"]
        regex = machines.from_json(data["regex"])
        states, index, delta, accept = [regex], {regex: 0}, [], []
        k = 0
        while k < len(states):
            t.state(f"derivatives of D{k}")
            t.fetch(f"D{k}", machines.render(states[k]))
            accept.append(t.compute(f"accept[D{k}]", machines.nullable(states[k]), why="matches the empty string"))
            row = []
            for c in letters:
                d = machines.derivative(states[k], c)
                if d not in index:
                    index[d] = len(states)
                    states.append(d)
                t.compute(f"d{c}(D{k})", machines.render(d))
                row.append(t.compute(f"D{k}.{c}", index[d]))
            delta.append(row)
            k += 1
        counts = [1] + [0] * (len(states) - 1)
        for step in range(n):
            t.state(f"length {step + 1}")
            before = t.fetch("counts", counts)
            after = [0] * len(states)
            for q, c in enumerate(before):
                for target in delta[q]:
                    if 0 <= target < len(after):
                        after[target] += c
            counts = t.compute("counts'", after, why="each count flows along every letter's move")
        t.state("answer")
        final = t.fetch("counts", counts)
        flags = t.fetch("accept", accept)
        return t.compute("answer", sum(c for c, ok in zip(final, flags) if ok), why="sum over accepting states")

    def solve(self, data: dict) -> int:
        # Memoised recursion over (derivative, letters left) instead of a layered count.
        letters = data["alphabet"]

        @lru_cache(maxsize=None)
        def count(r: tuple, left: int) -> int:
            if left == 0:
                return int(machines.nullable(r))
            return sum(count(machines.derivative(r, c), left - 1) for c in letters)

        return count(machines.from_json(data["regex"]), data["n"])

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        gold, total = case.answer, len(case.data["alphabet"]) ** case.data["n"]
        return [str(w) for w in {gold + 1, gold - 1, total - gold} if w != gold]


BOOTCAMP = RegexCount()
