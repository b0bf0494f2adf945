"""Pick the listed words that can be typed under a QWERTY keyboard rule: every letter on one
row, every letter with one hand (touch-typing split), or hands strictly alternating. The rows and
the hand split are stated in the prompt; decoys mostly miss the rule by one letter or one pair."""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.wordlist import common_words
from bootcamps.kit.words2 import WordSetAnswer
from bootcamps.kit.words3 import KEY_ROWS, LEFT_HAND, key_hand, key_row
from bootcamps.trace import Tracer

_RULES = {
    "row": "every letter of the word lies on one and the same keyboard row",
    "hand": "every letter of the word is typed by the same hand",
    "alternate": "the hands strictly alternate: no two neighbouring letters of the word are typed by the same hand",
}


@dataclass(frozen=True)
class Config:
    n_words: int = 6
    modes: tuple[str, ...] = ("row",)
    min_len: int = 3

    def __post_init__(self) -> None:
        if not 3 <= self.n_words <= 30:
            raise ValueError(f"n_words must be in 3..30, got {self.n_words}")
        if not self.modes or any(m not in _RULES for m in self.modes):
            raise ValueError(f"modes must come from {', '.join(_RULES)}, got {self.modes}")
        if not 2 <= self.min_len <= 8:
            raise ValueError(f"min_len must be in 2..8, got {self.min_len}")


def misses(word: str, mode: str) -> int:
    """How far a word is from the rule: letters off its best row, letters of the minority hand,
    or neighbouring pairs typed by one hand. 0 means the word qualifies."""
    if mode == "row":
        return len(word) - max(sum(c in row for c in word) for row in KEY_ROWS)
    hands = [key_hand(c) for c in word]
    if mode == "hand":
        return min(hands.count("L"), hands.count("R"))
    return sum(a == b for a, b in zip(hands, hands[1:]))


@lru_cache(maxsize=None)
def _pools(mode: str, min_len: int) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    words = [w for w in common_words() if len(w) >= min_len]
    return (tuple(w for w in words if misses(w, mode) == 0), tuple(w for w in words if misses(w, mode) == 1),
            tuple(w for w in words if misses(w, mode) > 1))


_LAYOUT = ("The QWERTY letter rows are: top row QWERTYUIOP, home row ASDFGHJKL, bottom row ZXCVBNM. In touch "
           "typing the left hand types Q W E R T A S D F G Z X C V B and the right hand types Y U I O P H J K L N M.")
_TEMPLATES = (
    "{layout}\nWhich of these words satisfy the rule that {rule}? {words}",
    "Keyboard puzzle. {layout} A word qualifies when {rule}.\nWords: {words}\nList the words that qualify.",
    "Here is a list of words: {words}.\n{layout}\nFind every word in the list for which {rule}.",
)


class KeyboardWords(WordSetAnswer, Bootcamp):
    id = "wordplay/keyboard_words"
    description = "Pick words typed on one QWERTY row, with one hand, or with strictly alternating hands"
    Config = Config
    LEVELS = {
        "1": Config(n_words=6, modes=("row",)),
        "2": Config(n_words=8, modes=("row", "hand")),
        "3": Config(n_words=11, modes=("row", "hand", "alternate"), min_len=4),
        "4": Config(n_words=15, modes=("hand", "alternate"), min_len=4),
        "5": Config(n_words=20, modes=("alternate", "hand"), min_len=5),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        mode = rng.choice(config.modes)
        keep, near, far = _pools(mode, config.min_len)
        if not keep:
            keep, near, far = _pools(mode, 3)
        k = rng.randint(max(1, config.n_words // 4), config.n_words // 2)
        n_near = min(len(near), (config.n_words - k) * 2 // 3)
        words = rng.sample(keep, k) + rng.sample(near, n_near) + rng.sample(far, config.n_words - k - n_near)
        rng.shuffle(words)
        data = {"words": words, "mode": mode}
        return data, sorted(w for w in words if misses(w, mode) == 0)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(layout=_LAYOUT, rule=_RULES[data["mode"]],
                                             words=", ".join(w.upper() for w in data["words"]))
        return f"{text}\n{answer_instruction('the qualifying words separated by commas (or none), e.g. <answer>ALPHA, BRAVO</answer>')}"

    def program(self, t: Tracer, data: dict) -> list[str]:
        t.state("rule")
        mode = t.fetch("mode", data["mode"])
        kept: list[str] = []
        for i, word in enumerate(data["words"]):
            t.state(f"word {i}")
            w = t.fetch(f"words[{i}]", word)
            if mode == "row":
                keys = t.compute("rows", "".join(str(key_row(c)) for c in w), why="row of each letter")
            else:
                keys = t.compute("hands", "".join(key_hand(c) for c in w), why="hand of each letter")
            ok = len(set(keys)) == 1 if mode != "alternate" else all(a != b for a, b in zip(keys, keys[1:]))
            if t.goto(ok, why=_RULES[mode]):
                kept = t.compute("kept", kept + [w])
        t.state("answer")
        return t.compute("answer", sorted(t.fetch("kept", kept)), why="sorted")

    def solve(self, data: dict) -> list[str]:
        # set algebra on letters, and a scan of neighbouring pairs for the alternating rule
        left = set(LEFT_HAND)
        out = []
        for w in data["words"]:
            s = set(w)
            if data["mode"] == "row":
                ok = any(s <= set(row) for row in KEY_ROWS)
            elif data["mode"] == "hand":
                ok = s <= left or not s & left
            else:
                ok = all((a in left) != (b in left) for a, b in zip(w, w[1:]))
            if ok:
                out.append(w)
        return sorted(out)


BOOTCAMP = KeyboardWords()
