"""Count how many words of a list can be spelled from a bank of letter tiles (each tile used at
most once; at higher levels one blank tile stands for any letter)."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from functools import lru_cache

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.wordlist import common_words
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    bank_size: int = 6
    words: int = 5
    blanks: int = 0

    def __post_init__(self) -> None:
        if not 4 <= self.bank_size <= 16:
            raise ValueError(f"bank_size must be in 4..16, got {self.bank_size}")
        if not 3 <= self.words <= 40:
            raise ValueError(f"words must be in 3..40, got {self.words}")
        if self.blanks not in (0, 1, 2):
            raise ValueError(f"blanks must be 0, 1 or 2, got {self.blanks}")


@lru_cache(maxsize=None)
def _pool(max_len: int) -> list[tuple[str, tuple[tuple[str, int], ...]]]:
    """Common words that fit a bank of ``max_len`` tiles, each with its (letter, count) pairs."""
    return [(w, tuple(Counter(w).items())) for w in common_words() if 3 <= len(w) <= max_len]


def missing_tiles(word: str, bank: str) -> int:
    """How many letters of ``word`` the bank cannot supply (blanks not counted)."""
    need = Counter(word)
    have = Counter(bank)
    return sum(max(0, n - have[c]) for c, n in need.items())


_TEMPLATES = (
    "You hold these letter tiles: {bank}. {blank}How many of the following words can you spell with them, each "
    "tile used at most once per word (each word is checked on its own, with all the tiles)?\n{words}",
    "Letter bank: {bank}. {blank}A word can be made if the bank holds every letter it needs, as many times as it "
    "needs it. Count the words below that can be made (each word separately).\n{words}",
    "Tiles: {bank}. {blank}For each word in the list, decide whether it can be spelled using each tile at most "
    "once; tiles are returned after each word. How many words can be spelled?\n{words}",
)
_BLANK = {0: "", 1: "One of the tiles is a blank (?), which can stand for any one letter. ",
          2: "Two of the tiles are blanks (?), each of which can stand for any one letter. "}


class LetterBank(IntegerAnswer, Bootcamp):
    id = "wordplay/letter_bank"
    description = "Count the listed words that a bank of letter tiles (with optional blanks) can spell"
    Config = Config
    LEVELS = {
        "1": Config(bank_size=6, words=5),
        "2": Config(bank_size=7, words=8),
        "3": Config(bank_size=8, words=12, blanks=1),
        "4": Config(bank_size=9, words=16, blanks=1),
        "5": Config(bank_size=10, words=22, blanks=2),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        letters = rng.choices("eeeeaaaiiioooonnrrttlssudgbcmphfwyvk", k=config.bank_size - config.blanks)
        bank = "".join(letters)
        pool = _pool(config.bank_size)
        have = dict(Counter(bank))
        # a sample of the pool is enough to find words that fit and near misses, and keeps this fast
        short = {w: sum(n - have.get(c, 0) for c, n in need if n > have.get(c, 0)) for w, need in rng.sample(pool, 70)}
        fits = [w for w, m in short.items() if m <= config.blanks]
        near = [w for w, m in short.items() if m == config.blanks + 1]
        k_fit = rng.randint(0, min(len(fits), config.words // 2 + 1))
        chosen = rng.sample(fits, k_fit) + rng.sample(near, min(len(near), config.words - k_fit))
        while len(chosen) < config.words:
            w = rng.choice(pool)[0]
            if w not in chosen:
                chosen.append(w)
        rng.shuffle(chosen)
        data = {"bank": bank + "?" * config.blanks, "words": chosen}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        bank = " ".join(data["bank"].upper())
        words = rng.choice((", ".join, "\n".join))(data["words"])
        text = rng.choice(_TEMPLATES).format(bank=bank, blank=_BLANK[data["bank"].count("?")], words=words)
        return f"{text}\n{answer_instruction('the count, a whole number')}"

    def program(self, t: Tracer, data: dict) -> int:
        t.state("bank")
        bank = t.fetch("bank", data["bank"])
        blanks = t.compute("blanks", bank.count("?"), why="blank tiles")
        count = 0
        for i, word in enumerate(data["words"]):
            t.state(f"word {i}")
            w = t.fetch(f"words[{i}]", word)
            short = t.compute("missing", missing_tiles(w, bank), why="letters needed beyond the bank's supply")
            ok = t.compute("fits", short <= blanks, why=f"{short} <= {blanks} blanks")
            count = t.compute("count", count + (1 if ok else 0))
        t.state("answer")
        return t.compute("answer", count)

    def solve(self, data: dict) -> int:
        # Spend tiles one letter at a time, falling back on a blank when a letter runs out.
        total = 0
        for word in data["words"]:
            tiles = list(data["bank"])
            ok = True
            for c in word:
                if c in tiles:
                    tiles.remove(c)
                elif "?" in tiles:
                    tiles.remove("?")
                else:
                    ok = False
                    break
            total += ok
        return total


BOOTCAMP = LetterBank()
