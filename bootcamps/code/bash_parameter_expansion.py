"""Predict what a bash script of parameter expansions prints.

A string variable goes through a chain of assignments, each one expansion of an earlier
variable: defaults ``${v:-w}`` / ``${v-w}`` (on an empty and an unset variable too), prefix and
suffix removal ``${v#p}`` ``${v##p}`` ``${v%p}`` ``${v%%p}`` with glob patterns (``*``, ``?``,
``[..]``), replacement ``${v/p/r}`` ``${v//p/r}`` ``${v/#p/r}`` ``${v/%p/r}``, length ``${#v}``,
substrings ``${v:o}`` ``${v:o:n}`` (negative offsets written ``${v: -2}``, negative lengths
counting from the end) and case changes ``${v^^}`` ``${v^}`` ``${v,,}``. The prompt states each
form's rule; the script ends with one ``echo`` of every assigned variable joined by ``|``. Values use letters, digits,
``.``, ``_`` and ``-`` only (no spaces, slashes or ``&``), patterns always contain a non-``*``
character, so nothing depends on word splitting or empty matches. The interpreter is the
evaluator below (glob patterns translated to anchored regexes), never a shell; the trace is one
state per assignment: fetch the variable read, compute the expansion. ``solve`` matches with
``fnmatch`` by brute force over substrings; the tests run the generated script in real bash.
"""

from __future__ import annotations

import fnmatch
import random
import re
from dataclasses import dataclass
from functools import lru_cache

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.trace import Tracer

FORMS = ("default", "unset_default", "prefix", "prefix_long", "suffix", "suffix_long", "replace",
         "replace_all", "replace_start", "replace_end", "length", "substring", "negative", "upper",
         "upper_first", "lower")
CHARS = "abcdeflmnorst"
SEPS = "._-"


@dataclass(frozen=True)
class Config:
    statements: int = 2
    forms: tuple = ("default", "prefix", "suffix")
    classes: bool = False
    start_len: int = 8

    def __post_init__(self) -> None:
        if not 1 <= self.statements <= 20:
            raise ValueError(f"statements must be in 1..20, got {self.statements}")
        if not self.forms or any(f not in FORMS for f in self.forms):
            raise ValueError(f"forms must be a non-empty subset of {FORMS}, got {self.forms}")
        if not isinstance(self.classes, bool):
            raise ValueError(f"classes must be a boolean, got {self.classes!r}")
        if not 4 <= self.start_len <= 30:
            raise ValueError(f"start_len must be in 4..30, got {self.start_len}")


@lru_cache(maxsize=4096)
def glob_regex(pattern: str) -> re.Pattern[str]:
    out, i = [], 0
    while i < len(pattern):
        c = pattern[i]
        if c == "*":
            out.append(".*")
        elif c == "?":
            out.append(".")
        elif c == "[":
            j = pattern.index("]", i)
            out.append("[" + re.escape(pattern[i + 1 : j]) + "]")
            i = j
        else:
            out.append(re.escape(c))
        i += 1
    return re.compile("".join(out), re.S)


def matches(pattern: str, text: str) -> bool:
    return glob_regex(pattern).fullmatch(text) is not None


def longest_at(pattern: str, s: str, i: int) -> int | None:
    """End of the longest non-empty match of ``pattern`` starting at ``i``."""
    for j in range(len(s), i, -1):
        if matches(pattern, s[i:j]):
            return j
    return None


def expand(st: dict, env: dict) -> str:
    """The value of one expansion (``env`` maps set variables to values)."""
    form, v = st["form"], env.get(st["var"])
    s = v or ""
    pat = st.get("pat", "")
    n = len(s)
    if form in ("default", "unset_default"):
        word = env[st["word"][1:]] if st["word"].startswith("$") else st["word"]
        if form == "default":
            return word if not s else s
        return word if v is None else s
    if form == "prefix":
        return next((s[i:] for i in range(n + 1) if matches(pat, s[:i])), s)
    if form == "prefix_long":
        return next((s[i:] for i in range(n, -1, -1) if matches(pat, s[:i])), s)
    if form == "suffix":
        return next((s[:i] for i in range(n, -1, -1) if matches(pat, s[i:])), s)
    if form == "suffix_long":
        return next((s[:i] for i in range(n + 1) if matches(pat, s[i:])), s)
    rep = st.get("rep", "")
    if form == "replace":
        for i in range(n):
            j = longest_at(pat, s, i)
            if j is not None:
                return s[:i] + rep + s[j:]
        return s
    if form == "replace_all":
        out, i = [], 0
        while i < n:
            j = longest_at(pat, s, i)
            if j is None:
                out.append(s[i])
                i += 1
            else:
                out.append(rep)
                i = j
        return "".join(out)
    if form == "replace_start":
        j = longest_at(pat, s, 0)
        return s if j is None else rep + s[j:]
    if form == "replace_end":
        i = next((i for i in range(n) if matches(pat, s[i:])), None)
        return s if i is None else s[:i] + rep
    if form == "length":
        return str(n)
    if form in ("substring", "negative"):
        if n + st["off"] < 0:
            return ""  # a negative offset past the start expands to nothing
        off = st["off"] if st["off"] >= 0 else n + st["off"]
        if "len" not in st:
            return s[off:]
        end = off + st["len"] if st["len"] >= 0 else n + st["len"]
        return s[off:end]
    if form == "upper":
        return s.upper()
    if form == "upper_first":
        return s[:1].upper() + s[1:]
    return s.lower()


def render(st: dict) -> str:
    form, v = st["form"], st["var"]
    pat, rep = st.get("pat", ""), st.get("rep", "")
    body = {
        "default": f"{v}:-{st.get('word')}", "unset_default": f"{v}-{st.get('word')}",
        "prefix": f"{v}#{pat}", "prefix_long": f"{v}##{pat}", "suffix": f"{v}%{pat}", "suffix_long": f"{v}%%{pat}",
        "replace": f"{v}/{pat}/{rep}", "replace_all": f"{v}//{pat}/{rep}", "replace_start": f"{v}/#{pat}/{rep}",
        "replace_end": f"{v}/%{pat}/{rep}", "length": f"#{v}", "upper": f"{v}^^", "upper_first": f"{v}^",
        "lower": f"{v},,",
    }.get(form)
    if body is None:
        off = f" {st['off']}" if st["off"] < 0 else str(st["off"])
        body = f"{v}:{off}" + (f":{st['len']}" if "len" in st else "")
    return f"{st['name']}=${{{body}}}"


def random_pattern(rng: random.Random, s: str, classes: bool) -> str:
    """A glob around a piece of ``s`` (always with a non-* character)."""
    if not s:
        return rng.choice(CHARS) + "*"
    i = rng.randrange(len(s))
    piece = s[i : i + rng.choice((1, 1, 2))]
    if classes and rng.random() < 0.4:
        piece = "[" + "".join(sorted({piece[0], rng.choice(CHARS + SEPS)})) + "]" + piece[1:]
    elif rng.random() < 0.2:
        piece = "?" + piece
    shape = rng.randrange(4)
    return ("*" + piece, piece + "*", "*" + piece + "*", piece)[shape]


def random_statement(rng: random.Random, form: str, name: str, env: dict, last: str, classes: bool) -> dict:
    source = last if rng.random() < 0.75 else rng.choice([k for k in env if k != "e"])
    s = env[source]
    st = {"name": name, "form": form, "var": source}
    if form in ("default", "unset_default"):
        st["var"] = rng.choice(("e", "z", source))
        st["word"] = rng.choice(("$" + last, "".join(rng.choice(CHARS) for _ in range(rng.randint(2, 4)))))
    elif form in ("prefix", "prefix_long", "suffix", "suffix_long", "replace", "replace_all",
                  "replace_start", "replace_end"):
        st["pat"] = random_pattern(rng, s, classes)
        if form.startswith("replace"):
            st["rep"] = "".join(rng.choice(CHARS.upper() + SEPS) for _ in range(rng.randint(0, 2)))
    elif form == "substring":
        st["off"] = rng.randint(0, max(0, len(s) - 2))
        if rng.random() < 0.6:
            st["len"] = rng.randint(1, max(1, len(s) - st["off"]))
    elif form == "negative":
        st["off"] = -rng.randint(1, max(1, len(s)))
        start = max(0, len(s) + st["off"])
        if rng.random() < 0.6:
            room = len(s) - start
            st["len"] = rng.choice((rng.randint(1, max(1, room)), -rng.randint(0, max(0, room - 1))))
    return st


_INTROS = (
    "What does this bash script print?",
    "Run the following bash script. What is the output of the final echo?",
    "Trace these bash parameter expansions and give the line the script prints.",
)
_RULES = (
    "Bash rules: ${v:-w} is w when v is unset or empty, else $v; ${v-w} is w only when v is unset "
    "(z is never assigned; e is set to the empty string). ${v#p} / ${v##p} remove the shortest / "
    "longest prefix matching the glob p; ${v%p} / ${v%%p} remove the shortest / longest matching "
    "suffix (no match: unchanged). ${v/p/r} replaces the longest match of p at its leftmost "
    "starting position with r, ${v//p/r} replaces every non-overlapping longest match from left to "
    "right, ${v/#p/r} and ${v/%p/r} only a match at the start / at the end. In globs * is any run "
    "of characters, ? one character and [..] one of the listed characters; matching is case-"
    "sensitive. ${#v} is the length; ${v:o} and ${v:o:n} take the substring from offset o (0-based; "
    "a negative o, written after a space, counts from the end) of length n (a negative n stops n "
    "characters before the end). ${v^^} upper-cases, ${v^} upper-cases the first character, ${v,,} "
    "lower-cases."
)


class BashParameterExpansion(Bootcamp):
    id = "code/bash_parameter_expansion"
    description = "Output of a bash script of ${v#p}, ${v%%p}, ${v/p/r}, ${v:o:n}, ${v:-w} and ${#v} expansions"
    Config = Config
    LEVELS = {
        "1": Config(statements=2, forms=("default", "prefix", "suffix", "prefix_long", "suffix_long"), start_len=8),
        "2": Config(statements=3, forms=("default", "prefix", "prefix_long", "suffix", "suffix_long",
                                         "substring", "replace"), start_len=10),
        "3": Config(statements=4, forms=("default", "prefix", "prefix_long", "suffix", "suffix_long", "substring",
                                         "negative", "replace", "replace_all", "length"), start_len=12),
        "4": Config(statements=5, forms=FORMS, classes=True, start_len=14),
        "5": Config(statements=7, forms=FORMS, classes=True, start_len=16),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        while True:
            parts = [("".join(rng.choice(CHARS) for _ in range(rng.randint(2, 4)))) for _ in range(6)]
            start = parts[0]
            for p in parts[1:]:
                if len(start) >= config.start_len:
                    break
                start += rng.choice(SEPS) + p
            env = {"s": start, "e": ""}
            stmts, last = [], "s"
            for i in range(config.statements):
                name = "abcdfghijk"[i]
                form = rng.choice(config.forms)
                if form == "length" and i < config.statements - 1 and rng.random() < 0.7:
                    form = "prefix"  # a length is mostly the last word
                st = random_statement(rng, form, name, env, last, config.classes)
                env[name] = expand(st, env)
                stmts.append(st)
                last = name
            answer = "|".join(env[st["name"]] for st in stmts)
            changed = sum(expand(st, dict(env, **{st["name"]: None})) != env.get(st["var"], "") for st in stmts)
            if changed >= max(1, config.statements - 1):
                return {"start": start, "statements": stmts}, answer

    def prompt(self, data: dict, rng: random.Random) -> str:
        lines = [f"s={data['start']}", 'e=""', *(render(st) for st in data["statements"]),
                 'echo "' + "|".join("$" + st["name"] for st in data["statements"]) + '"']
        return "\n".join([rng.choice(_INTROS), "```bash", *lines, "```", _RULES,
                          answer_instruction("the printed line exactly, with its | separators (letter case matters; for example ab.c|4||X-y)")])

    def check(self, data: dict, answer: str, text: str) -> float:
        if not isinstance(text, str) or len(text) > 2 * len(answer) + 20:
            return 0.0
        text = text.strip()
        if len(text) >= 2 and text[0] == text[-1] and text[0] in "\"'`":
            text = text[1:-1]
        text = "|".join(part.strip() for part in text.split("|"))  # values never hold spaces
        return 1.0 if text == answer else 0.0

    def program(self, t: Tracer, data: dict) -> str:
        t.state("line 1")
        env = {"s": t.compute("s", data["start"], why="assignment"), "e": ""}
        for i, st in enumerate(data["statements"]):
            t.state(f"line {i + 3}")
            local = {}
            if st["var"] in env:
                local[st["var"]] = t.fetch(st["var"], env[st["var"]])
            word = st.get("word", "")
            if word.startswith("$"):
                local[word[1:]] = t.fetch(word[1:], env[word[1:]])
            value = expand(st, local)
            env[st["name"]] = t.compute(st["name"], value, why=render(st).split("=", 1)[1].replace("=", " "))
        t.state("answer")
        values = [t.fetch(st["name"], env[st["name"]]) for st in data["statements"]]
        return t.compute("answer", "|".join(values), why="the echo joins the values with |")

    def solve(self, data: dict) -> str:
        # fnmatch over every substring, choosing by length; no shared matcher with ``expand``.
        env = {"s": data["start"], "e": ""}

        def ok(p: str, x: str) -> bool:
            return fnmatch.fnmatchcase(x, p)

        for st in data["statements"]:
            form, v = st["form"], env.get(st["var"])
            s, p, r = v or "", st.get("pat", ""), st.get("rep", "")
            n = len(s)
            if form in ("default", "unset_default"):
                w = st["word"]
                w = env[w[1:]] if w.startswith("$") else w
                out = w if (v is None or (form == "default" and v == "")) else s
            elif form in ("prefix", "prefix_long"):
                cuts = [k for k in range(n + 1) if ok(p, s[:k])]
                out = s if not cuts else s[(min if form == "prefix" else max)(cuts):]
            elif form in ("suffix", "suffix_long"):
                cuts = [k for k in range(n + 1) if ok(p, s[k:])]
                out = s if not cuts else s[:(max if form == "suffix" else min)(cuts)]
            elif form.startswith("replace"):
                spans = [(i, j) for i in range(n) for j in range(i + 1, n + 1) if ok(p, s[i:j])]
                if form == "replace_start":
                    spans = [x for x in spans if x[0] == 0]
                if form == "replace_end":
                    spans = [x for x in spans if x[1] == n]
                if form == "replace_all":
                    pieces, pos = [], 0
                    while pos < n:
                        ends = [j for i, j in spans if i == pos]
                        pieces.append(r if ends else s[pos])
                        pos = max(ends) if ends else pos + 1
                    out = "".join(pieces)
                elif spans:
                    i = min(x[0] for x in spans)
                    j = max(y for x, y in spans if x == i)
                    out = s[:i] + r + s[j:]
                else:
                    out = s
            elif form == "length":
                out = str(n)
            elif form in ("substring", "negative"):
                chars = list(s)
                off = st["off"] + n if st["off"] < 0 else st["off"]
                off = n + 1 if off < 0 else off
                length = st.get("len", n)
                stop = off + length if length >= 0 else n + length
                out = "".join(chars[k] for k in range(off, min(stop, n)))
            elif form == "upper":
                out = "".join(c.upper() for c in s)
            elif form == "upper_first":
                out = s.capitalize() if s[1:] == s[1:].lower() else (s[:1].upper() + s[1:])
            else:
                out = "".join(c.lower() for c in s)
            env[st["name"]] = out
        return "|".join(env[st["name"]] for st in data["statements"])

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        gold = case.answer
        parts = gold.split("|")
        shifted = "|".join(parts[1:] + parts[:1])
        return [w for w in (gold.swapcase(), gold[1:], gold + "a", shifted, gold.replace("|", "")) if w != gold and w]


BOOTCAMP = BashParameterExpansion()
