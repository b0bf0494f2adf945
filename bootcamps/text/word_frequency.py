"""The k most frequent words of a text under stated rules: case and punctuation ignored, stop
words left out, ties broken alphabetically (or by first appearance)."""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.strings import WordSequenceAnswer
from bootcamps.kit.textkit import REFUSALS, paragraph
from bootcamps.kit.wordlist import common_words
from bootcamps.trace import Tracer

STOP_WORDS = ("the", "a", "an", "and", "of", "to", "in", "is", "it", "on", "for", "with", "as", "at", "by")


@dataclass(frozen=True)
class Config:
    words: int = 20
    top: int = 2
    vocabulary: int = 12  # distinct content words the text draws on
    stop_words: bool = False
    tie: str = "alphabetical"  # or "first" (earliest first appearance), or "either" (chosen per case)

    def __post_init__(self) -> None:
        if not 8 <= self.words <= 300:
            raise ValueError(f"words must be in 8..300, got {self.words}")
        if not 1 <= self.top <= 6:
            raise ValueError(f"top must be in 1..6, got {self.top}")
        if not 4 <= self.vocabulary <= 60:
            raise ValueError(f"vocabulary must be in 4..60, got {self.vocabulary}")
        if self.tie not in ("alphabetical", "first", "either"):
            raise ValueError(f"tie must be alphabetical, first or either, got {self.tie!r}")


@lru_cache(maxsize=1)
def _pool() -> tuple[str, ...]:
    return tuple(w for w in common_words() if w not in STOP_WORDS and len(w) > 2 and w not in REFUSALS)


def tokens(text: str) -> list[str]:
    """Lower-case words with the punctuation around them removed."""
    return [w.strip(".,;:!?\"'()").lower() for w in text.split() if w.strip(".,;:!?\"'()")]


_TIE = {"alphabetical": "words with equal counts are ordered alphabetically",
        "first": "words with equal counts are ordered by where they first appear in the text (earlier first)"}
_STOP = " Leave out these stop words entirely: " + ", ".join(STOP_WORDS) + "."
_TEMPLATES = (
    "Find the {k} most frequent words in the text below. Count words case-insensitively and ignore punctuation; "
    "{tie}.{stop}\nText: {text}",
    "Text: {text}\nList the top {k} words by number of occurrences (letter case and punctuation do not matter; "
    "{tie}).{stop}",
    "Word-frequency question. Ignoring case and punctuation, which {k} words occur most often in this passage? "
    "Order them by count, highest first; {tie}.{stop}\n{text}",
)


class WordFrequency(WordSequenceAnswer, Bootcamp):
    id = "text/word_frequency"
    description = "Top-k most frequent words of a text (case/punctuation ignored, stop words, tie rules)"
    Config = Config
    LEVELS = {
        "1": Config(words=20, top=1, vocabulary=8),
        "2": Config(words=35, top=2, vocabulary=12),
        "3": Config(words=50, top=3, vocabulary=16, stop_words=True),
        "4": Config(words=70, top=3, vocabulary=20, stop_words=True, tie="either"),
        "5": Config(words=100, top=4, vocabulary=26, stop_words=True, tie="either"),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        chosen = rng.sample(_pool(), config.vocabulary)
        weights = [rng.randint(1, 6) for _ in chosen]
        vocab = tuple(rng.choices(chosen, weights=weights, k=config.words))
        words = paragraph(rng, config.words, vocab)
        if config.stop_words:  # sprinkle stop words, frequent enough to top the count if not left out
            for _ in range(config.words // 4):
                words.insert(rng.randrange(len(words)), rng.choice(STOP_WORDS[:6]))
        tie = rng.choice(("alphabetical", "first")) if config.tie == "either" else config.tie
        data = {"text": " ".join(words), "top": config.top, "stop_words": config.stop_words, "tie": tie}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(k=data["top"], tie=_TIE[data["tie"]], text=data["text"],
                                             stop=_STOP if data["stop_words"] else "")
        form = "the words in order, most frequent first, lower case, separated by commas (e.g. <answer>rain, sun</answer>)"
        return f"{text}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[str]) -> str:
        return ", ".join(answer)

    def program(self, t: Tracer, data: dict) -> list[str]:
        counts: dict[str, int] = {}
        first: dict[str, int] = {}
        for i, word in enumerate(tokens(data["text"])):
            if data["stop_words"] and word in STOP_WORDS:
                continue
            t.state(f"word {i}")
            w = t.fetch(f"words[{i}]", word)
            first.setdefault(w, i)
            counts[w] = t.compute(f"count[{w}]", counts.get(w, 0) + 1)
        t.state("rank")
        key = (lambda w: (-counts[w], w)) if data["tie"] == "alphabetical" else (lambda w: (-counts[w], first[w]))
        ranked = t.compute("ranked", sorted(counts, key=key)[: data["top"]], why=f"by count, ties {data['tie']}")
        t.state("answer")
        return t.compute("answer", ranked)

    def solve(self, data: dict) -> list[str]:
        # Repeatedly pick the best remaining word by a full scan (selection, not sorting).
        words = [w for w in tokens(data["text"]) if not (data["stop_words"] and w in STOP_WORDS)]
        left = list(dict.fromkeys(words))
        tally = {w: words.count(w) for w in left}
        out = []
        for _ in range(min(data["top"], len(left))):
            best = left[0]
            for w in left[1:]:
                a, b = tally[w], tally[best]
                if a > b or (a == b and (w < best if data["tie"] == "alphabetical" else words.index(w) < words.index(best))):
                    best = w
            out.append(best)
            left.remove(best)
        return out


BOOTCAMP = WordFrequency()
