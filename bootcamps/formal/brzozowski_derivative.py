"""The Brzozowski derivative of a regular expression by a word, as a regular expression.

The derivative of a regex R by a word w denotes {v : w v matches R}, the rest a string must
have once it has begun with w. Regexes come from the kit over a 2-3 letter alphabet (letters,
classes ``[ab]``, concatenation, ``|`` and the postfix ``*``, ``+``, ``?``); the generator
keeps cases whose derivative is neither empty nor just the empty word. Any regex denoting the
same language is accepted: the verifier parses the answer with a small parser here and
explores pairs of derivatives of the gold and the answer breadth first (a bounded product of
the two derivative automata), rejecting when some word is in one language and not the other.
The trace is one state per letter of w: fetch the current regex, compute its derivative (kept
in the kit's normal form: unions flattened, sorted and deduplicated). The plain solver
collects Antimirov partial derivatives (a set of regexes per prefix) and joins them.
"""

from __future__ import annotations

import random
from collections import deque
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit import machines as m
from bootcamps.trace import Tracer

MAX_CHARS = 300
MAX_PAIRS = 3000


@dataclass(frozen=True)
class Config:
    alphabet: str = "ab"
    size: int = 4  # symbol occurrences in the regex
    word: int = 2  # letters to take the derivative by

    def __post_init__(self) -> None:
        if self.alphabet not in ("ab", "abc"):
            raise ValueError(f"alphabet must be 'ab' or 'abc', got {self.alphabet!r}")
        if not 2 <= self.size <= 14:
            raise ValueError(f"size must be in 2..14, got {self.size}")
        if not 1 <= self.word <= 8:
            raise ValueError(f"word must be in 1..8, got {self.word}")


# ---------------------------------------------------------------- reading a regex answer


class _Reader:
    def __init__(self, text: str, alphabet: str):
        self.toks: list[str] = []
        i = 0
        while i < len(text):
            if text[i].isspace():
                i += 1
            elif text.startswith("eps", i):
                self.toks.append("ε")
                i += 3
            elif text.startswith("empty", i):
                self.toks.append("∅")
                i += 5
            else:
                self.toks.append(text[i])
                i += 1
        self.pos, self.alphabet, self.depth = 0, alphabet, 0

    def peek(self) -> str | None:
        return self.toks[self.pos] if self.pos < len(self.toks) else None

    def alt(self) -> tuple:
        self.depth += 1
        if self.depth > 60:
            raise ValueError("too deep")
        parts = [self.seq()]
        while self.peek() == "|":
            self.pos += 1
            parts.append(self.seq())
        self.depth -= 1
        return m.alt(*parts)

    def seq(self) -> tuple:
        items = []
        while self.peek() is not None and self.peek() not in "|)":
            items.append(self.post())
        if not items:
            raise ValueError("empty alternative")
        out = items[-1]
        for item in reversed(items[:-1]):
            out = m.cat(item, out)
        return out

    def post(self) -> tuple:
        r = self.atom()
        while self.peek() in ("*", "+", "?"):
            op = self.toks[self.pos]
            self.pos += 1
            r = m.star(r) if op == "*" else m.plus(r) if op == "+" else m.opt(r)
        return r

    def atom(self) -> tuple:
        tok = self.peek()
        self.pos += 1
        if tok is None:
            raise ValueError("end")
        if tok in self.alphabet:
            return m.sym(tok)
        if tok == "ε":
            return m.EPS
        if tok == "∅":
            return m.EMPTY
        if tok == "(":
            r = self.alt()
            if self.peek() != ")":
                raise ValueError("unclosed")
            self.pos += 1
            return r
        if tok == "[":
            letters = []
            while self.peek() is not None and self.peek() in self.alphabet:
                letters.append(m.sym(self.toks[self.pos]))
                self.pos += 1
            if self.peek() != "]" or not letters:
                raise ValueError("bad class")
            self.pos += 1
            return m.alt(*letters)
        raise ValueError(f"unexpected {tok!r}")


def read_regex(text: object, alphabet: str) -> tuple | None:
    if not isinstance(text, str) or not text.strip() or len(text) > MAX_CHARS:
        return None
    reader = _Reader(text.strip().rstrip("."), alphabet)
    try:
        r = reader.alt()
    except (ValueError, RecursionError):
        return None
    return r if reader.pos == len(reader.toks) else None


def equivalent(r: tuple, s: tuple, alphabet: str) -> bool | None:
    """Whether two regexes denote one language; ``None`` when the product search runs too long."""
    seen, queue = {(r, s)}, deque([(r, s)])
    while queue:
        a, b = queue.popleft()
        if m.nullable(a) != m.nullable(b):
            return False
        for c in alphabet:
            pair = (m.derivative(a, c), m.derivative(b, c))
            if pair not in seen:
                if len(seen) >= MAX_PAIRS:
                    return None
                seen.add(pair)
                queue.append(pair)
    return True


_INTROS = (
    "Regular expressions over the alphabet {{{letters}}} use concatenation, | for union, [..] for a "
    "class of letters, and the postfix operators * (zero or more), + (one or more) and ? (optional).",
    "Consider regexes over the letters {letters} (juxtaposition = concatenation, | = or, [..] = any "
    "one of the listed letters, * = any number of repeats, + = at least one, ? = zero or one).",
    "Work with regular expressions on the alphabet {letters}: | is alternation, * Kleene star, + one "
    "or more, ? optional, [..] a character class, and writing expressions side by side concatenates them.",
)
_ASKS = (
    "The derivative of a regex R with respect to a word w is a regex for the set of words v such "
    "that w v matches R. Give the derivative of R = {regex} with respect to w = {word}.",
    "For R = {regex}, write a regular expression for exactly the words v such that the word {word} "
    "followed by v matches R (the Brzozowski derivative of R by {word}).",
    "Let R = {regex}. Find a regex describing every continuation v with {word}v in the language of R, "
    "that is, the derivative of R by the word {word}.",
)


class BrzozowskiDerivative(Bootcamp):
    id = "formal/brzozowski_derivative"
    description = "A regex for the derivative of a regex by a word (the continuations after a prefix)"
    Config = Config
    LEVELS = {
        "1": Config(alphabet="ab", size=5, word=1),
        "2": Config(alphabet="ab", size=6, word=2),
        "3": Config(alphabet="ab", size=7, word=3),
        "4": Config(alphabet="abc", size=9, word=4),
        "5": Config(alphabet="abc", size=12, word=5),
    }
    unique_answer = False  # any regex for the same language is right

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        while True:
            r = m.random_regex(rng, config.alphabet, config.size)
            word = "".join(rng.choice(config.alphabet) for _ in range(config.word))
            steps = [r]
            for c in word:
                steps.append(m.derivative(steps[-1], c))
            d = steps[-1]
            if d in (m.EMPTY, m.EPS) or len(m.render(d)) > 60:
                continue
            # the trace restates every step's regex and reads it back, so each must be readable
            if any(read_regex(m.render(step), config.alphabet) is None for step in steps[1:-1]):
                continue
            text = m.render(r)
            if read_regex(text, config.alphabet) != r or read_regex(m.render(d), config.alphabet) is None:
                continue
            return {"alphabet": config.alphabet, "regex": text, "word": word}, m.render(d)

    def prompt(self, data: dict, rng: random.Random) -> str:
        lines = [rng.choice(_INTROS).format(letters=", ".join(data["alphabet"])),
                 rng.choice(_ASKS).format(regex=data["regex"], word=data["word"])]
        lines.append(answer_instruction("one regular expression in the same notation (write ε for the empty "
                                        "word); any expression for the same set of words counts, for example b*(a|ba)"))
        return "\n".join(lines)

    def check(self, data: dict, answer: str, text: str) -> float:
        got = read_regex(text, data["alphabet"])
        if got is None:
            return 0.0
        gold = read_regex(answer, data["alphabet"])
        return 1.0 if equivalent(gold, got, data["alphabet"]) is True else 0.0

    def program(self, t: Tracer, data: dict) -> str:
        alphabet = data["alphabet"]
        current = data["regex"]
        for k, c in enumerate(data["word"], 1):
            t.state(f"letter {k}")
            c = t.fetch(f"word[{k}]", c)
            r = read_regex(t.fetch("regex", current), alphabet)
            current = t.compute("derivative", m.render(m.derivative(r, c)),
                                why=f"keep what may follow a leading {c}")
        t.state("answer")
        return t.compute("answer", t.fetch("regex", current))

    def solve(self, data: dict) -> str:
        # Antimirov partial derivatives: a set of regexes whose union is the derivative
        def partial(r: tuple, c: str) -> set[tuple]:
            kind = r[0]
            if kind in ("eps", "empty"):
                return set()
            if kind == "sym":
                return {m.EPS} if r[1] == c else set()
            if kind == "alt":
                return set().union(*(partial(p, c) for p in r[1:]))
            if kind == "star":
                return {m.cat(p, r) for p in partial(r[1], c)}
            out = {m.cat(p, r[2]) for p in partial(r[1], c)}
            return out | partial(r[2], c) if m.nullable(r[1]) else out

        terms = {read_regex(data["regex"], data["alphabet"])}
        for c in data["word"]:
            terms = set().union(*(partial(r, c) for r in terms)) if terms else set()
        return m.render(m.alt(*terms)) if terms else "∅"

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        alphabet = case.data["alphabet"]
        cands = [case.data["regex"], "ε", f"({case.answer})*", f"{alphabet[0]}({case.answer})", "∅"]
        return [w for w in cands if self.check(case.data, case.answer, w) == 0.0][:3]


BOOTCAMP = BrzozowskiDerivative()
