"""Shared pieces of the round-3 cipher, wordplay and text bootcamps: keyed alphabets and squares,
a one-line-per-item answer reader, clock times, and small pools of names for generated documents."""

from __future__ import annotations

import random
import re
import string
from functools import lru_cache
from typing import Any

from bootcamps.words import VOCABULARY

ALPHABET = string.ascii_uppercase
SQUARE25 = "ABCDEFGHIKLMNOPQRSTUVWXYZ"  # 5x5 squares: J shares I's cell
SQUARE36 = ALPHABET + string.digits
MAX_LINES_CHARS = 20_000


def keyed_alphabet(key: str, alphabet: str = ALPHABET) -> str:
    """``alphabet`` reordered: the key's letters first (each once, in key order; J as I where the
    alphabet has no J), then the unused letters in their usual order."""
    key = key.upper()
    if "J" not in alphabet:
        key = key.replace("J", "I")
    out = dict.fromkeys(c for c in key + alphabet if c in alphabet)
    return "".join(out)


def render_square(cells: str, labels: str | None = None) -> str:
    """A square of ``cells`` row by row; with ``labels`` (one per row/column) a header row and
    row labels are drawn, as for ADFGVX and Polybius."""
    size = int(round(len(cells) ** 0.5))
    if size * size != len(cells):
        raise ValueError(f"{len(cells)} cells do not make a square")
    rows = [" ".join(cells[r * size : (r + 1) * size]) for r in range(size)]
    if labels is None:
        return "\n".join(rows)
    return "\n".join(["  " + " ".join(labels)] + [f"{labels[r]} {row}" for r, row in enumerate(rows)])


_NOT_LETTERS = str.maketrans("", "", string.punctuation + string.digits + string.whitespace)


def letters_only(text: str) -> str:
    """The ASCII letters of ``text`` in capitals (spaces, digits and punctuation dropped)."""
    return text.upper().translate(_NOT_LETTERS)


@lru_cache(maxsize=None)
def _keywords(min_len: int, max_len: int) -> tuple[str, ...]:
    return tuple(w.upper() for w in VOCABULARY if min_len <= len(w) <= max_len and len(set(w)) == len(w))


def pick_keyword(rng: random.Random, min_len: int, max_len: int) -> str:
    """An uppercase common word of ``min_len..max_len`` letters with no repeated letter (the
    fitting words are listed once per length range, not per call), else random distinct letters."""
    fitting = _keywords(min_len, max_len)
    if fitting:
        return rng.choice(fitting)
    return "".join(rng.sample(ALPHABET, rng.randint(min_len, max_len)))  # lengths no common word has


def group5(text: str) -> str:
    """Letters in blocks of five separated by spaces, the usual way to write ciphertext."""
    return " ".join(text[i : i + 5] for i in range(0, len(text), 5))


# ---------------------------------------------------------------- answers of several lines

_FENCE = re.compile(r"^```[a-zA-Z]*\n?|\n?```$")


def read_lines(text: object, max_lines: int, keep_leading: bool = False) -> list[str] | None:
    """The lines of a multi-line answer, trailing spaces dropped and blank lines at both ends
    removed (a code fence around it is allowed). ``None`` past ``max_lines`` lines or
    ``MAX_LINES_CHARS`` characters: a flood is no answer."""
    if not isinstance(text, str) or len(text) > MAX_LINES_CHARS:
        return None
    text = _FENCE.sub("", text.strip("\n"))
    lines = [line.rstrip() for line in text.split("\n")]
    if not keep_leading:
        lines = [line.lstrip() for line in lines]
    while lines and not lines[0].strip():
        lines.pop(0)
    while lines and not lines[-1].strip():
        lines.pop()
    if not lines or len(lines) > max_lines:
        return None
    return lines


class LinesAnswer:
    """Mixin: the answer is a list of lines that must match one for one (same count, same text
    up to trailing spaces; leading spaces count where ``keep_leading`` is set)."""

    multiline_answer = True
    keep_leading = False

    def check(self, data: dict, answer: Any, text: str) -> float:
        lines = read_lines(text, len(answer), self.keep_leading)
        return 1.0 if lines == [line.rstrip() for line in answer] else 0.0

    def format_answer(self, answer: Any) -> str:
        return "\n".join(answer)

    def wrong_answers(self, case: Any, rng: random.Random) -> list[str]:
        """A line dropped, two lines swapped, one character changed: each wrong in every case."""
        gold = list(case.answer)
        out = []
        if len(gold) > 1:
            out.append("\n".join(gold[:-1]))
            i = rng.randrange(len(gold) - 1)
            if gold[i] != gold[i + 1]:
                swapped = gold[:i] + [gold[i + 1], gold[i]] + gold[i + 2 :]
                out.append("\n".join(swapped))
        i = rng.randrange(len(gold))
        spots = [j for j, c in enumerate(gold[i]) if c.isalnum()]
        if spots:
            j = rng.choice(spots)
            c = gold[i][j]
            new = "x" if c != "x" else "y"
            out.append("\n".join(gold[:i] + [gold[i][:j] + new + gold[i][j + 1 :]] + gold[i + 1 :]))
        return out


# Words that read like a refusal or an empty answer ("None"): never used as a gold answer word.
REFUSALS = frozenset({"none", "null", "nil", "nothing", "empty", "no"})


# ---------------------------------------------------------------- paragraphs


def greedy_lines(words: list[str], width: int) -> list[list[str]]:
    """Words packed into lines first-fit: each line takes words while ``len(" ".join(line)) <= width``
    (a word longer than ``width`` gets a line of its own)."""
    lines: list[list[str]] = []
    size = 0
    for w in words:
        if lines and size + 1 + len(w) <= width:
            lines[-1].append(w)
            size += 1 + len(w)
        else:
            lines.append([w])
            size = len(w)
    return lines


_PUNCT = (",", ",", ";", ".", ".", ":")


def paragraph(rng: random.Random, n_words: int, vocabulary: tuple[str, ...]) -> list[str]:
    """``n_words`` words of prose: sentences of 4-12 words, a capital at each start, now and then a
    comma or semicolon, a full stop at the end."""
    out: list[str] = []
    while len(out) < n_words:
        k = min(rng.randint(4, 12), n_words - len(out))
        sentence = rng.choices(vocabulary, k=k)
        sentence[0] = sentence[0].capitalize()
        for i in range(k - 1):
            if rng.random() < 0.08:
                sentence[i] += rng.choice(_PUNCT[:3])
        sentence[-1] += "."
        out.extend(sentence)
    return out


# ---------------------------------------------------------------- clock times

_HHMM = re.compile(r"([01]?\d|2[0-3])[:.h]([0-5]\d)")


def hhmm(minutes: int) -> str:
    """Minutes after midnight as a 24-hour ``HH:MM`` (within one day)."""
    if not 0 <= minutes < 24 * 60:
        raise ValueError(f"minutes must be in 0..1439, got {minutes}")
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


def read_hhmm(text: object) -> int | None:
    """Minutes after midnight of an answer written ``HH:MM`` (``9:05``, ``09.05``, ``09h05``), or ``None``."""
    if not isinstance(text, str) or len(text) > 40:
        return None
    text = text.strip().rstrip(".").strip()
    match = _HHMM.fullmatch(text)
    if not match:
        return None
    return int(match.group(1)) * 60 + int(match.group(2))


# ---------------------------------------------------------------- names for generated documents

FIRST_NAMES = (
    "alice", "bruno", "carla", "deepak", "elena", "farid", "grace", "hiro", "ines", "jonas", "keiko",
    "liam", "maria", "nadia", "omar", "priya", "quinn", "rosa", "sven", "tariq", "uma", "victor",
    "wendy", "xavier", "yara", "zoltan", "amara", "boris", "chloe", "dmitri", "esme", "felix",
)
LAST_NAMES = (
    "adams", "becker", "costa", "duarte", "evans", "fischer", "garcia", "horvat", "ito", "jensen",
    "kowalski", "larsen", "moreau", "novak", "okafor", "petrov", "quintero", "rossi", "silva",
    "tanaka", "ueda", "varga", "weber", "xu", "yilmaz", "zhang",
)
DOMAINS = ("example.com", "mail.test", "corp.example", "shop.test", "uni.example", "lab.test")
SERVICES = ("auth", "billing", "cache", "db", "gateway", "mailer", "search", "storage", "worker", "web")
LOG_LEVELS = ("DEBUG", "INFO", "WARN", "ERROR")


def person(rng: random.Random) -> tuple[str, str]:
    """A (first, last) name pair, lowercase."""
    return rng.choice(FIRST_NAMES), rng.choice(LAST_NAMES)
