"""Order a shuffled set of words into the one chain in which every word starts with the letter
the previous word ends with (a Hamiltonian path in the "last letter -> first letter" graph);
the generator keeps only sets with exactly one such order."""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.strings import WordSequenceAnswer
from bootcamps.kit.wordlist import common_words
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    words: int = 4

    def __post_init__(self) -> None:
        if not 3 <= self.words <= 12:
            raise ValueError(f"words must be in 3..12, got {self.words}")


@lru_cache(maxsize=1)
def _by_first() -> dict[str, tuple[str, ...]]:
    out: dict[str, list[str]] = {}
    for w in common_words():
        if len(w) >= 3:
            out.setdefault(w[0], []).append(w)
    return {k: tuple(v) for k, v in out.items()}


def chains(words: list[str], limit: int = 2) -> list[list[str]]:
    """Up to ``limit`` orders of all ``words`` in which each word starts with the last letter of
    the one before, by depth-first search. Each word is an edge first letter -> last letter, so a
    chain is an Euler trail: where some letter starts one more word than it ends, the chain must
    begin there."""
    found: list[list[str]] = []
    by_first: dict[str, list[str]] = {}
    balance: dict[str, int] = {}
    for w in sorted(words):
        by_first.setdefault(w[0], []).append(w)
        balance[w[0]] = balance.get(w[0], 0) + 1
        balance[w[-1]] = balance.get(w[-1], 0) - 1
    sources = [c for c, b in balance.items() if b == 1]
    starts = by_first.get(sources[0], []) if len(sources) == 1 else sorted(words)
    used: set = set()

    def extend(path: list[str]) -> None:
        if len(found) >= limit:
            return
        if len(path) == len(words):
            found.append(list(path))
            return
        for w in by_first.get(path[-1][-1], ()):
            if w not in used:
                used.add(w)
                path.append(w)
                extend(path)
                path.pop()
                used.discard(w)

    for w in starts:
        used.add(w)
        extend([w])
        used.discard(w)
    return found


_TEMPLATES = (
    "Arrange all of these words in a chain in which each word begins with the last letter of the word before it. "
    "Every word is used exactly once, and only one order works:\n{words}",
    "Word chain: put the words below in order so that the last letter of each word is the first letter of the next. "
    "Use each word once; the order is unique.\n{words}",
    "Link these {n} words into a single chain (the next word always starts with the letter the previous one ends "
    "with), using all of them once each. There is exactly one way.\n{words}",
)


class WordChain(WordSequenceAnswer, Bootcamp):
    id = "wordplay/word_chain"
    description = "Order words into the unique chain where each word starts with the previous word's last letter"
    Config = Config
    LEVELS = {
        "1": Config(words=4),
        "2": Config(words=5),
        "3": Config(words=6),
        "4": Config(words=8),
        "5": Config(words=10),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        starts = _by_first()
        while True:
            path = [rng.choice(common_words()[1:])]
            while len(path) < config.words:
                options = [w for w in starts.get(path[-1][-1], ()) if w not in path]
                if not options:
                    break
                path.append(rng.choice(options))
            if len(path) < config.words:
                continue
            shuffled = list(path)
            rng.shuffle(shuffled)
            if chains(shuffled) == [path]:
                return {"words": shuffled}, path

    def prompt(self, data: dict, rng: random.Random) -> str:
        words = rng.choice((", ".join, " ".join, "\n".join))(data["words"])
        text = rng.choice(_TEMPLATES).format(words=words, n=len(data["words"]))
        return f"{text}\n{answer_instruction('the words in chain order separated by spaces, e.g. <answer>tree egg game</answer>')}"

    def format_answer(self, answer: list[str]) -> str:
        return " ".join(answer)

    def program(self, t: Tracer, data: dict) -> list[str]:
        # Each word is an edge from its first to its last letter, and the chain is an Euler trail:
        # Hierholzer's walk from the letter that starts one more word than it ends.
        words = data["words"]
        t.state("degrees")
        ends = t.compute("ends", [w[0] + w[-1] for w in words], why="first and last letter of each word")
        balance = {c: sum(e[0] == c for e in ends) - sum(e[1] == c for e in ends) for c in sorted(set("".join(ends)))}
        at = t.compute("start", next(c for c, b in balance.items() if b == 1), why="starts one more word than it ends")
        used: set = set()
        walk: list[int] = []
        trail: list[int] = []
        while True:
            options = [i for i in sorted(range(len(words)), key=words.__getitem__) if i not in used and ends[i][0] == at]
            if options:
                i = options[0]
                t.state(f"walk {len(walk)}")
                t.fetch(f"words[{i}]", words[i])
                used.add(i)
                walk.append(i)
                at = t.compute("at", ends[i][1], why=f"first unused word from {ends[i][0]} (alphabetical), its last letter")
            elif walk:
                t.state(f"stuck at {at}")
                i = walk.pop()
                trail.append(i)
                t.compute("trail", [words[k] for k in reversed(trail)], why=f"no unused word from {at}: {words[i]} goes to the chain")
                at = ends[i][0]
            else:
                break
        t.state("answer")
        return t.compute("answer", [words[k] for k in reversed(trail)])

    def solve(self, data: dict) -> list[str]:
        # Dynamic programming over subsets: ways[mask][j] = chains using mask that end at word j.
        words = data["words"]
        n = len(words)
        link = [[words[i][-1] == words[j][0] for j in range(n)] for i in range(n)]
        ways = [[0] * n for _ in range(1 << n)]
        for j in range(n):
            ways[1 << j][j] = 1
        for mask in range(1 << n):
            for j in range(n):
                if ways[mask][j]:
                    for k in range(n):
                        if not mask >> k & 1 and link[j][k]:
                            ways[mask | 1 << k][k] += ways[mask][j]
        full = (1 << n) - 1
        if sum(ways[full]) != 1:
            return []
        end = ways[full].index(1)
        order, mask = [end], full
        while mask != 1 << order[-1]:
            j = order[-1]
            mask ^= 1 << j
            order.append(next(i for i in range(n) if mask >> i & 1 and link[i][j] and ways[mask][i]))
        return [words[i] for i in reversed(order)]


BOOTCAMP = WordChain()
