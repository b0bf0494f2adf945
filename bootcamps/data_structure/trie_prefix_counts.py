"""How many stored words start with each query prefix, answered from a trie.

Words are inserted one by one into a trie whose nodes count the words passing through them; a
query walks down its prefix and reads the count of the node it reaches (0 if the walk falls
off). The trace is one state per inserted word (the counts it raises) and one per query step.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.arrays import IntListAnswer
from bootcamps.kit.wordlist import common_words
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    words: int = 6
    queries: int = 3

    def __post_init__(self) -> None:
        if not 2 <= self.words <= 100:
            raise ValueError(f"words must be in 2..100, got {self.words}")
        if not 1 <= self.queries <= 30:
            raise ValueError(f"queries must be in 1..30, got {self.queries}")


_TEMPLATES = (
    "These words are stored (a word listed twice is stored twice):\n{words}\nFor each prefix below, how many stored "
    "words start with it? (A word counts as starting with itself.)\n{queries}",
    "An autocomplete box has the dictionary\n{words}\nWhen the user has typed each of the following, how many "
    "dictionary entries match (begin with what was typed)? Duplicated entries count each time.\n{queries}",
    "Insert the words {inline} into a trie that counts, at every node, the words passing through it. Then report "
    "the count for each of the prefixes {query_inline}, in order (0 if the prefix is not in the trie).",
)


class TriePrefixCounts(IntListAnswer, Bootcamp):
    id = "data_structure/trie_prefix_counts"
    description = "Number of stored words starting with each query prefix (counting trie trace)"
    Config = Config
    LEVELS = {
        "1": Config(words=6, queries=3),
        "2": Config(words=8, queries=4),
        "3": Config(words=11, queries=5),
        "4": Config(words=15, queries=6),
        "5": Config(words=20, queries=8),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        pool = [w for w in common_words() if len(w) >= 3]
        first = rng.choice(sorted({w[0] for w in pool}))  # words sharing a first letter share prefixes
        near = [w for w in pool if w[0] == first]
        words = [rng.choice(near) if rng.random() < 0.7 else rng.choice(pool) for _ in range(config.words)]
        queries = []
        for _ in range(config.queries):
            w = rng.choice(words)
            q = w[: rng.randint(1, len(w))]
            if rng.random() < 0.2:
                q += rng.choice("aeiou")  # a prefix that may match nothing
            queries.append(q)
        data = {"words": words, "queries": queries}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(
            words="\n".join(data["words"]), queries="\n".join(data["queries"]),
            inline=", ".join(data["words"]), query_inline=", ".join(f'"{q}"' for q in data["queries"]),
        )
        form = f"the {len(data['queries'])} counts in the order of the prefixes, separated by commas (for example 3, 0, 1)"
        return f"{text}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        count: dict[str, int] = {}  # node (its prefix) -> words passing through
        for i, word in enumerate(data["words"]):
            t.state(f"insert {word}")
            word = t.fetch(f"words[{i}]", word)
            nodes = [word[:k] for k in range(1, len(word) + 1)]
            before = t.fetch("counts on its path", [count.get(p, 0) for p in nodes])
            after = t.compute("counts on its path", [c + 1 for c in before], why="one more word through each node")
            for p, c in zip(nodes, after):
                count[p] = c
        out: list[int] = []
        for j, q in enumerate(data["queries"]):
            t.state(f"query {j}")
            q = t.fetch(f"queries[{j}]", q)
            found = t.fetch(f"count[{q}]", count.get(q, 0))
            out = t.compute("answers", out + [found])
        t.state("answer")
        return t.compute("answer", t.fetch("answers", out))

    def solve(self, data: dict) -> list[int]:
        return [sum(w.startswith(q) for w in data["words"]) for q in data["queries"]]


BOOTCAMP = TriePrefixCounts()
