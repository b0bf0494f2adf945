"""Do two regular expressions match the same strings? If not, the shortest string that exactly one
of them matches (alphabetically first among the shortest).

The second regex is the first one rewritten: some rewrites are sound identities (``x*`` as
``x*x*`` or ``(x+)?``, ``(xy)*`` as ``(x(yx)*y)?``, ``(x|y)*`` as ``(x*y*)*``, distributing a
concatenation over a union, ``x+`` as ``x*x``, swapping the sides of ``|``), and in most cases
one plausible but unsound rewrite is mixed in (``(xy)*`` as ``x*y*``, ``(x|y)*`` as
``x*|y*``, ``x+`` as ``x*``, swapping a concatenation, dropping a ``?``, changing a letter).
Whether the result is still equivalent is decided by exploring pairs of Brzozowski derivatives,
not assumed from the rewrite. Both regexes always agree on the empty string, so a witness is
never empty. Unlike ``formal/dfa_equivalence`` (DFAs given, any witness) the machines are not
given and the witness is the unique shortlex-least one.

The trace is breadth-first search over pairs of derivatives, letters in alphabetical order (so
pairs are reached in shortlex order of their words): one state per visited pair, fetching its
word and both regexes, computing whether each matches the empty string, then each letter's pair
of derivatives. The plain solver builds the two derivative automata separately and sweeps
their product layer by layer, keeping the least word per new pair. The tests brute-force all
strings in shortlex order with Python's ``re.fullmatch`` on the rendered regexes.
Speed: several hundred cases/s at level 3; a draw builds derivatives of nested tuples and is
redrawn when the witness length falls outside the level's window.
"""

from __future__ import annotations

import random
import re
from collections import deque
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit import machines
from bootcamps.kit.literal import strict_word
from bootcamps.trace import Tracer

EQUIVALENT = "equivalent"
_EQ_WORDS = {w: EQUIVALENT for w in ("equivalent", "equal", "they are equivalent", "same language",
                                      "equivalent regexes", "the regexes are equivalent")}
_WORD = re.compile(r"[a-c]{1,60}")
EPS = machines.EPS


@dataclass(frozen=True)
class Config:
    alphabet: int = 2
    size: int = 4  # letters in the first regex
    sound: int = 1  # sound rewrites applied
    min_len: int = 1  # witness length window (when not equivalent)
    max_len: int = 3
    max_pairs: int = 40  # derivative pairs the search may visit

    def __post_init__(self) -> None:
        if self.alphabet not in (2, 3):
            raise ValueError(f"alphabet must be 2 or 3, got {self.alphabet}")
        if not 3 <= self.size <= 14:
            raise ValueError(f"size must be in 3..14, got {self.size}")
        if not 1 <= self.sound <= 5:
            raise ValueError(f"sound must be in 1..5, got {self.sound}")
        if not 1 <= self.min_len <= self.max_len <= 12:
            raise ValueError(f"need 1 <= min_len <= max_len <= 12, got {self.min_len}, {self.max_len}")
        if not 4 <= self.max_pairs <= 300:
            raise ValueError(f"max_pairs must be in 4..300, got {self.max_pairs}")


# ---------------------------------------------------------------- rewrites on raw (unnormalised) trees


def _cat(a: tuple, b: tuple) -> tuple:
    if a == EPS:
        return b
    if b == EPS:
        return a
    return ("cat", a, b)


def _is_plus(r: tuple) -> bool:
    return r[0] == "cat" and r[2][0] == "star" and r[2][1] == r[1]


def _is_opt(r: tuple) -> bool:
    return r[0] == "alt" and EPS in r[1:] and len(r) == 3


def _sound(r: tuple, rng: random.Random) -> tuple | None:
    kind = r[0]
    options = []
    if kind == "star":
        x = r[1]
        options += [("cat", r, r), ("alt", EPS, _cat(x, r)), ("cat", ("alt", x, EPS), r)]
        if x[0] == "cat":
            options.append(("alt", _cat(x[1], _cat(("star", _cat(x[2], x[1])), x[2])), EPS))
        if x[0] == "alt" and len(x) == 3 and EPS not in x[1:]:
            options.append(("star", _cat(("star", x[1]), ("star", x[2]))))
    if _is_plus(r):
        options.append(_cat(r[2], r[1]))
    if kind == "cat" and r[2][0] == "alt" and len(r[2]) == 3 and not _is_plus(r):
        options.append(("alt", _cat(r[1], r[2][1]), _cat(r[1], r[2][2])))
    if kind == "cat" and r[1][0] == "alt" and len(r[1]) == 3:
        options.append(("alt", _cat(r[1][1], r[2]), _cat(r[1][2], r[2])))
    if kind == "alt" and len(r) == 3 and not _is_opt(r):
        options.append(("alt", r[2], r[1]))
    return rng.choice(options) if options else None


def _unsound(r: tuple, rng: random.Random, letters: str) -> tuple | None:
    kind = r[0]
    options = []
    if kind == "star" and r[1][0] == "cat":
        options.append(_cat(("star", r[1][1]), ("star", r[1][2])))
    if kind == "star" and r[1][0] == "alt" and len(r[1]) == 3:
        options.append(("alt", ("star", r[1][1]), ("star", r[1][2])))
    if kind == "star":
        options.append(_cat(r[1], r))  # x* as x+
    if _is_plus(r):
        options.append(r[2])  # x+ as x*
    if kind == "cat" and r[1] != r[2] and not _is_plus(r):
        options.append(("cat", r[2], r[1]))
    if _is_opt(r):
        options.append(r[1] if r[2] == EPS else r[2])
    if kind == "cat" and r[2][0] == "alt" and len(r[2]) == 3 and EPS not in r[2][1:] and not _is_plus(r):
        options.append(("alt", _cat(r[1], r[2][1]), r[2][2]))
    if kind == "sym":
        options.append(("sym", rng.choice([c for c in letters if c != r[1]])))
    return rng.choice(options) if options else None


def _paths(r: tuple, path: tuple = ()) -> list[tuple]:
    out = [path]
    if r[0] in ("cat", "alt", "star"):
        for i, part in enumerate(r[1:], 1):
            out += _paths(part, path + (i,))
    return out


def _replace(r: tuple, path: tuple, new: tuple) -> tuple:
    if not path:
        return new
    i = path[0]
    return r[:i] + (_replace(r[i], path[1:], new),) + r[i + 1:]


def _at(r: tuple, path: tuple) -> tuple:
    for i in path:
        r = r[i]
    return r


def _rewrite(r: tuple, rng: random.Random, rule) -> tuple | None:
    paths = _paths(r)
    rng.shuffle(paths)
    for path in paths:
        new = rule(_at(r, path), rng)
        if new is not None:
            return _replace(r, path, new)
    return None


# ---------------------------------------------------------------- the pair search


def _search(r1: tuple, r2: tuple, letters: str, limit: int, chars: int = 20_000) -> str | None | bool:
    """Shortlex-least word in exactly one language, None if equivalent, False past ``limit`` pairs
    or once the visited pairs' regexes exceed ``chars`` characters (the trace would be too long)."""
    start = (r1, r2)
    words, queue = {start: ""}, deque([start])
    while queue:
        pair = queue.popleft()
        chars -= len(machines.render(pair[0])) + len(machines.render(pair[1]))
        if chars < 0:
            return False
        if machines.nullable(pair[0]) != machines.nullable(pair[1]):
            return words[pair]
        for c in letters:
            nxt = (machines.derivative(pair[0], c), machines.derivative(pair[1], c))
            if nxt not in words:
                if len(words) >= limit:
                    return False
                words[nxt] = words[pair] + c
                queue.append(nxt)
    return None


_INTROS = (
    "Two regular expressions over the alphabet {{{letters}}}:\nR1 = {r1}\nR2 = {r2}",
    "Consider these regexes on strings of the letters {letters}.\nR1: {r1}\nR2: {r2}",
    "A student simplified the regular expression R1 = {r1} to R2 = {r2} (strings over {letters}).",
)
_SYNTAX = ("Syntax: | is alternation (either side), * repeats the preceding item zero or more times, + one or more "
           "times, ? makes it optional, [ab] is one letter from the brackets, and parentheses group. A regex "
           "matches a string only if it matches the whole string.")
_QUESTIONS = (
    "Do R1 and R2 match exactly the same strings? If not, find the shortest string that one of them matches and "
    "the other does not; if several have that length, take the first in alphabetical order.",
    "If the two regexes are equivalent, say so. Otherwise give the shortest string matched by exactly one of them "
    "(among equally short ones, the alphabetically first).",
    "Is the rewrite correct, that is, do both match the same set of strings? If not, which string shows it: give "
    "the shortest string that exactly one of R1, R2 matches, alphabetically first among those of that length.",
)


class RegexEquivalence(Bootcamp):
    id = "formal/regex_equivalence"
    description = "Decide whether two regexes are equivalent, else the shortlex-least string matched by exactly one"
    Config = Config
    LEVELS = {
        "1": Config(alphabet=2, size=5, sound=1, min_len=1, max_len=3, max_pairs=14),
        "2": Config(alphabet=2, size=6, sound=1, min_len=2, max_len=4, max_pairs=20),
        "3": Config(alphabet=2, size=6, sound=2, min_len=2, max_len=5, max_pairs=30),
        "4": Config(alphabet=3, size=7, sound=2, min_len=3, max_len=6, max_pairs=45),
        "5": Config(alphabet=3, size=8, sound=3, min_len=4, max_len=8, max_pairs=70),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        letters = "abc"[: config.alphabet]
        while True:
            r1 = machines.random_regex(rng, letters, rng.randint(config.size - 1, config.size))
            r2, ok = r1, True
            steps = ["s"] * config.sound + (["u"] if rng.random() < 0.75 else [])
            rng.shuffle(steps)
            for step in steps:
                new = _rewrite(r2, rng, _sound if step == "s" else lambda r, g: _unsound(r, g, letters))
                if new is None:
                    ok = False
                    break
                r2 = new
            t1, t2 = machines.render(r1), machines.render(r2)
            if not ok or t1 == t2 or len(t2) > 12 * config.size or machines.nullable(r1) != machines.nullable(r2):
                continue
            found = _search(r1, r2, letters, config.max_pairs)
            if found is False:
                continue
            if found is not None and not config.min_len <= len(found) <= config.max_len:
                continue
            if found is None and rng.random() < 0.5:
                continue  # keep "equivalent" to about a third of the cases
            data = {"first": machines.to_json(r1), "second": machines.to_json(r2), "texts": [t1, t2],
                    "alphabet": letters}
            return data, EQUIVALENT if found is None else found

    def prompt(self, data: dict, rng: random.Random) -> str:
        t1, t2 = data["texts"]
        return "\n".join([
            rng.choice(_INTROS).format(letters=", ".join(data["alphabet"]), r1=t1, r2=t2),
            _SYNTAX + " Both regexes agree on the empty string.",
            rng.choice(_QUESTIONS),
            answer_instruction(f"the word {EQUIVALENT} or the distinguishing string of letters (for example abba)"),
        ])

    def check(self, data: dict, answer: str, text: str) -> float:
        if len(text) > 200:
            return 0.0
        if answer == EQUIVALENT:
            return 1.0 if strict_word(text, _EQ_WORDS) == EQUIVALENT else 0.0
        word = text.strip().strip("\"'`").rstrip(".").strip()
        return 1.0 if _WORD.fullmatch(word) and word == answer else 0.0

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        gold, letters = case.answer, case.data["alphabet"]
        if gold == EQUIVALENT:
            return ["a" * rng.randint(1, 4), "ab"]
        wrong = [gold + letters[0], gold[:-1] + letters[(letters.index(gold[-1]) + 1) % len(letters)], EQUIVALENT]
        return [w for w in wrong if w and w != gold]

    def program(self, t: Tracer, data: dict) -> str:
        letters = data["alphabet"]
        start = (machines.from_json(data["first"]), machines.from_json(data["second"]))
        words, queue = {start: ""}, deque([start])
        names = {start: "P0"}
        while queue:
            pair = queue.popleft()
            name = names[pair]
            t.state(f"visit {name}")
            word = t.fetch(f"word({name})", words[pair])
            t.fetch(f"{name}.R1", machines.render(pair[0]))
            t.fetch(f"{name}.R2", machines.render(pair[1]))
            in1 = t.compute(f"{name}.R1 matches empty", machines.nullable(pair[0]))
            in2 = t.compute(f"{name}.R2 matches empty", machines.nullable(pair[1]))
            if t.goto(in1 != in2, why="exactly one matches the word read so far"):
                t.state("answer")
                return t.compute("answer", t.fetch("word", word))
            for c in letters:
                nxt = (machines.derivative(pair[0], c), machines.derivative(pair[1], c))
                if nxt not in words:
                    t.compute(f"d{c}({name})", f"{machines.render(nxt[0])} ; {machines.render(nxt[1])}",
                              why=f"what may follow {c} in each: a new pair")
                    words[nxt] = word + c
                    names[nxt] = f"P{len(names)}"
                    queue.append(nxt)
                t.compute(f"{name}.{c}", names[nxt], why=f"the pair of derivatives by {c}")
        t.state("answer")
        return t.compute("answer", EQUIVALENT, why="no reachable pair separates the regexes")

    def solve(self, data: dict) -> str:
        # Two separate derivative automata, then a layer-by-layer sweep of their product.
        letters = data["alphabet"]
        autos = [machines.derivative_dfa(machines.from_json(data[k]), letters, 400) for k in ("first", "second")]
        (s1, d1), (s2, d2) = autos
        layer, seen = {(0, 0): ""}, {(0, 0)}
        while layer:
            bad = [w for (p, q), w in layer.items() if machines.nullable(s1[p]) != machines.nullable(s2[q])]
            if bad:
                return min(bad)
            nxt: dict[tuple[int, int], str] = {}
            for (p, q), w in layer.items():
                for i, c in enumerate(letters):
                    pair = (d1[p][i], d2[q][i])
                    if pair not in seen and (pair not in nxt or w + c < nxt[pair]):
                        nxt[pair] = w + c
            seen |= set(nxt)
            layer = nxt
        return EQUIVALENT


BOOTCAMP = RegexEquivalence()
