"""Title-case a headline by stated rules: small words, first and last words, colons, hyphens, acronyms."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.literal import ExactStringAnswer
from bootcamps.kit.wordlist import common_words
from bootcamps.trace import Tracer

SMALL = ("a", "an", "the", "and", "but", "or", "nor", "for", "so", "yet", "as", "at", "by", "in", "of", "off", "on",
         "per", "to", "up", "via")
ACRONYMS = ("NASA", "UN", "FBI", "DNA", "USB", "UK", "EU", "AI", "CEO", "GPS")
_WORDS = tuple(w for w in common_words() if len(w) >= 3 and w not in SMALL)


@dataclass(frozen=True)
class Config:
    words: int = 5
    colon: bool = False  # a subtitle after a colon: its first word is capitalised
    hyphens: bool = False  # hyphenated compounds: each part is cased as a word of its own
    acronyms: bool = False  # all-capital acronyms stay as they are
    messy: bool = False  # the input has random capitals, not just lower case

    def __post_init__(self) -> None:
        if not 3 <= self.words <= 40:
            raise ValueError(f"words must be in 3..40, got {self.words}")


def _cap(word: str) -> str:
    return word[:1].upper() + word[1:].lower()


_TEMPLATES = (
    "Rewrite the headline below in title case using these rules. {rules}\nHeadline: {title}",
    "Apply the house style for titles to this text. {rules}\nText: {title}",
    "Fix the capitalisation of the title below. {rules}\nTitle: {title}",
)


class TitleCase(ExactStringAnswer, Bootcamp):
    id = "text/title_case"
    description = "Title-case a headline by stated rules: small words, first/last word, colon subtitles, hyphens, acronyms"
    Config = Config
    LEVELS = {
        "1": Config(words=5),
        "2": Config(words=8, messy=True),
        "3": Config(words=10, colon=True, messy=True),
        "4": Config(words=12, colon=True, hyphens=True, messy=True),
        "5": Config(words=16, colon=True, hyphens=True, acronyms=True, messy=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        tokens = []
        for _ in range(config.words):
            roll = rng.random()
            if roll < 0.35:
                word = rng.choice(SMALL)
            elif config.acronyms and roll < 0.45:
                word = rng.choice(ACRONYMS)
            elif config.hyphens and roll < 0.55:
                word = f"{rng.choice(_WORDS)}-{rng.choice(SMALL + _WORDS[:200])}"
            else:
                word = rng.choice(_WORDS)
            if config.messy and word not in ACRONYMS:
                word = "".join(c.upper() if rng.random() < 0.2 else c for c in word)
            tokens.append(word)
        if config.colon:
            k = rng.randint(1, config.words - 2)
            tokens[k] += ":"
        data = {"title": " ".join(tokens), "hyphens": config.hyphens, "acronyms": config.acronyms, "colon": config.colon}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        rules = [f"Capitalise the first letter of every word and lower-case its other letters, except these small words, "
                 f"which are written all lower case: {', '.join(SMALL)}.",
                 "The first and the last word are always capitalised, even if they are small words."]
        if data["colon"]:
            rules.append("The first word after a colon is also always capitalised; keep the colon.")
        if data["hyphens"]:
            rules.append("The parts of a hyphenated word are cased separately by the small-word rule; when the "
                         "hyphenated word is first, last or right after a colon, all of its parts are capitalised.")
        if data["acronyms"]:
            rules.append(f"These acronyms keep all their capitals wherever they appear: {', '.join(ACRONYMS)}.")
        text = rng.choice(_TEMPLATES).format(rules=" ".join(rules), title=data["title"])
        return f"{text}\n{answer_instruction('the title with its words, spaces and punctuation unchanged apart from letter case')}"

    def program(self, t: Tracer, data: dict) -> str:
        words = data["title"].split(" ")
        out = []
        after_colon = False
        for i, raw in enumerate(words):
            t.state(f"word {i}")
            word = t.fetch(f"w[{i}]", raw)
            forced = i == 0 or i == len(words) - 1 or after_colon
            colon = word.endswith(":")
            core = word[:-1] if colon else word
            parts = core.split("-") if data["hyphens"] else [core]
            cased = []
            for part in parts:
                if data["acronyms"] and part.upper() in ACRONYMS and part.isupper():
                    cased.append(part)
                elif part.lower() in SMALL and not forced:
                    cased.append(part.lower())
                else:
                    cased.append(_cap(part))
            out.append(t.compute(f"y[{i}]", "-".join(cased) + (":" if colon else ""),
                                 why="forced capital" if forced else "small-word rule"))
            after_colon = colon
        t.state("answer")
        return t.compute("answer", " ".join(out))

    def solve(self, data: dict) -> str:
        # decide per piece with a position flag shared by all pieces of a word
        words = data["title"].split(" ")
        result = []
        for i, word in enumerate(words):
            colon = word.endswith(":")
            body = word.rstrip(":")
            forced = i in (0, len(words) - 1) or (i > 0 and words[i - 1].endswith(":"))
            pieces = body.split("-") if data["hyphens"] else [body]

            def case(piece: str, edge: bool) -> str:
                if data["acronyms"] and piece in ACRONYMS:
                    return piece
                if piece.lower() in SMALL and not edge:
                    return piece.lower()
                return piece[:1].upper() + piece[1:].lower()

            result.append("-".join(case(p, forced) for p in pieces) + (":" if colon else ""))
        return " ".join(result)


BOOTCAMP = TitleCase()
