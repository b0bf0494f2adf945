"""Any substring: list every distinct non-empty substring of a string of n letters.

TAIL class "Recursion": f(i) enumerates the substrings that start at i by extending a prefix one
letter per state, then calls f(i+1); f(n) is the base case. The calls are unrolled into a linear
list of states, and explicit return states re-fetch each child's result (how many substrings it
listed) to give the caller's count. The answer is accepted in any order, as a set; the canonical
order (by start, then length, first occurrence) is the trace's.
"""

from __future__ import annotations

import itertools
import random
import string
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.parse import split_items
from bootcamps.trace import Tracer
from bootcamps.words import random_word


@dataclass(frozen=True)
class Config:
    min_len: int = 3
    max_len: int = 5
    alphabet: int = 26  # letters drawn from the first `alphabet` letters a, b, c, ...

    def __post_init__(self) -> None:
        if self.min_len < 1:
            raise ValueError(f"min_len must be >= 1, got {self.min_len}")
        if self.max_len < self.min_len:
            raise ValueError(f"max_len must be >= min_len ({self.min_len}), got {self.max_len}")
        if self.max_len > 60:
            raise ValueError(f"max_len must be <= 60 (the answer grows as n^3), got {self.max_len}")
        if not 2 <= self.alphabet <= 26:
            raise ValueError(f"alphabet must be in 2..26, got {self.alphabet}")


_TEMPLATES = (
    'List all distinct non-empty substrings of "{s}".',
    'Find every substring of the string "{s}".',
    'What are all the contiguous substrings of "{s}"?',
    'Enumerate all substrings of s = "{s}".',
    'String: "{s}"\nTask: list every non-empty substring (a contiguous run of its characters).',
    'Write down all the different substrings that appear in "{s}".',
    'Give every substring of the word "{s}", each distinct substring once.',
    'A substring is a contiguous, non-empty part of a string. List all substrings of "{s}".',
    'Recursively enumerate the substrings of "{s}": those starting at the first letter, then the substrings of the rest.',
    'Input: {s}\nOutput: the set of all its non-empty substrings.',
    'Which strings occur as contiguous pieces of "{s}"? List them all.',
    'Collect every substring s[i:j] (i < j) of s = "{s}", without duplicates.',
    'How can "{s}" be cut into contiguous pieces? List every possible piece (substring) once.',
    'List all the substrings of the {n}-letter string "{s}".',
    'The string "{s}" has {n} characters. Produce all of its distinct substrings.',
    'Generate the complete set of non-empty substrings of "{s}".',
    'For the string below, list all of its distinct substrings.\n{s}',
    'Every run of consecutive letters of "{s}" is a substring. Write them all down, each once.',
    'Find all substrings (contiguous, non-empty) of the text "{s}".',
    'Produce the list of all distinct substrings of "{s}", in any order.',
    'Substrings of "{s}": list them all.',
    'Starting from each position of "{s}" in turn, list every substring, skipping repeats.',
)
_FORM = "each distinct substring once, in any order, as a comma-separated list without quotes"


class AnySubstring(Bootcamp):
    id = "algorithm/any_substring"
    description = "List all distinct substrings of an n-letter string by recursive enumeration (TAIL recursion)"
    Config = Config
    LEVELS = {
        "1": Config(min_len=3, max_len=5),
        "2": Config(min_len=6, max_len=9, alphabet=12),
        "3": Config(min_len=10, max_len=14, alphabet=10),
        "4": Config(min_len=15, max_len=18, alphabet=10),
        "5": Config(min_len=19, max_len=22, alphabet=10),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        n = rng.randint(config.min_len, config.max_len)
        data = {"string": random_word(rng, n, string.ascii_lowercase[: config.alphabet])}
        return data, self.solve(data)

    def length(self, data: dict) -> int:
        return len(data["string"])

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(s=data["string"], n=len(data["string"]))
        return f"{text}\n{answer_instruction(_FORM)}"

    def check(self, data: dict, answer: list[str], text: str) -> float:
        if len(text) > 3 * len(self.format_answer(answer)) + 200:
            return 0.0
        items = split_items(text)
        if items is None:
            return 0.0
        # Any order, each substring once: the prompt asks for the distinct substrings, and a
        # repeat would let a hedge list the gold set plus a second guess at one item.
        folded = [item.casefold() for item in items]
        if len(folded) != len(set(folded)):
            return 0.0
        return 1.0 if set(folded) == set(answer) else 0.0

    def format_answer(self, answer: list[str]) -> str:
        return ", ".join(answer)

    def program(self, t: Tracer, data: dict) -> list[str]:
        s = data["string"]
        found: list[str] = []
        own: list[int] = []  # substrings listed by each pending call, innermost last
        i = 0
        while True:  # calls f(0), f(1), ... until the base case
            t.state(f"call f({i})")
            rest = t.fetch(f"s[{i}:]", s[i:])
            if not t.goto(len(rest) > 0, why="recurse while the suffix is non-empty"):
                break
            prefix, j = "", i
            while True:
                t.state(f"f({i}) extend to s[{i}:{j + 1}]")
                before = t.fetch("prefix", prefix)
                if not 0 <= j < len(s):
                    raise IndexError(f"s[{j}] is outside the string")
                char = t.fetch(f"s[{j}]", s[j])
                prefix = t.compute("sub", before + char, why="prefix plus s[j]")
                found.append(prefix)
                j += 1
                if not t.goto(j < len(s), why="extend while letters remain"):
                    break
            own.append(j - i)
            i += 1
        child = 0  # f(i) of the base case lists nothing
        while own:
            i -= 1
            t.state(f"return to f({i})")
            below = t.ret(f"f({i + 1})", child)
            mine = t.fetch(f"own[{i}]", own.pop())
            child = t.compute(f"f({i})", below + mine, why="the child's count plus this call's prefixes")
        t.state("answer")
        total = t.ret("f(0)", child)
        distinct = list(dict.fromkeys(found))
        t.compute("distinct", len(distinct), why=f"the {total} listed substrings without repeats")
        return t.compute("answer", distinct)

    def solve(self, data: dict) -> list[str]:
        s = data["string"]
        pieces = (s[a:b] for a, b in itertools.combinations(range(len(s) + 1), 2))
        return list(dict.fromkeys(pieces))


BOOTCAMP = AnySubstring()
