"""Normal-order beta reduction of an untyped lambda term: the step count and the normal form.

Terms use named variables: ``\\x. M`` is an abstraction (its body reaches as far right as
possible), application is juxtaposition and associates to the left, and letters that no
lambda binds are free constants. Normal order reduces the leftmost-outermost beta redex
``(\\x. M) N`` to ``M[x := N]``, renaming bound variables of M where a free variable of N
would be captured. The generator draws random terms with redexes and keeps those that reach a
normal form within a step bound (and without growing large). The answer is the number of
beta steps and the normal form, its binders named by nesting depth (x, y, z, ...) in the gold
answer; the form is compared up to alpha-equivalence (bound names
are free to choose), and ``λ`` or ``\\`` and ``\\x y. M`` shorthand are all read. The trace
is one state per step: fetch the term (as text, parsed back here), name the redex and
compute the reduct. The plain solver works on de Bruijn indices with shifting.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.trace import Tracer

BOUND = "xyzwuvfgh"
FREE = "abc"
MAX_CHARS = 2000


@dataclass(frozen=True)
class Config:
    size: int = 6  # nodes in the random term
    min_steps: int = 1
    max_steps: int = 6

    def __post_init__(self) -> None:
        if not 3 <= self.size <= 30:
            raise ValueError(f"size must be in 3..30, got {self.size}")
        if not 1 <= self.min_steps <= self.max_steps <= 60:
            raise ValueError(f"need 1 <= min_steps <= max_steps <= 60, got {self.min_steps}, {self.max_steps}")


# a term is ("v", name) | ("l", name, body) | ("a", function, argument)


def render(term) -> str:
    kind = term[0]
    if kind == "v":
        return term[1]
    if kind == "l":
        return f"\\{term[1]}. {render(term[2])}"
    f, a = term[1], term[2]
    left = f"({render(f)})" if f[0] == "l" else render(f)
    right = render(a) if a[0] == "v" else f"({render(a)})"
    return f"{left} {right}"


_TOKEN = re.compile(r"\s*(\\|λ|\.|\(|\)|[a-z][a-z0-9']*)")


def parse(text: object):
    """A term from text, or ``None``."""
    if not isinstance(text, str) or len(text) > MAX_CHARS:
        return None
    tokens, pos, text = [], 0, text.strip()
    while pos < len(text):
        m = _TOKEN.match(text, pos)
        if not m:
            return None
        tokens.append(m.group(1))
        pos = m.end()
        if len(tokens) > 600:
            return None
    try:
        term, k = _parse_seq(tokens, 0, 0)
    except (IndexError, ValueError, RecursionError):
        return None
    return term if k == len(tokens) else None


def _parse_seq(tokens: list[str], k: int, depth: int):
    if depth > 60:
        raise ValueError("too deep")
    items = []
    while k < len(tokens) and tokens[k] not in (")", "."):
        tok = tokens[k]
        if tok in ("\\", "λ"):
            names, k = [], k + 1
            while tokens[k] not in (".",):
                if not tokens[k][0].isalpha() or tokens[k] == "λ":
                    raise ValueError("bad binder")
                names.append(tokens[k])
                k += 1
            if not names:
                raise ValueError("no binder")
            body, k = _parse_seq(tokens, k + 1, depth + 1)
            for name in reversed(names):
                body = ("l", name, body)
            items.append(body)
            break  # the body reaches as far right as possible
        if tok == "(":
            inner, k = _parse_seq(tokens, k + 1, depth + 1)
            if tokens[k] != ")":
                raise ValueError("unclosed")
            items.append(inner)
            k += 1
        else:
            items.append(("v", tok))
            k += 1
    if not items:
        raise ValueError("empty")
    term = items[0]
    for item in items[1:]:
        term = ("a", term, item)
    return term, k


def free_vars(term) -> set[str]:
    if term[0] == "v":
        return {term[1]}
    if term[0] == "l":
        return free_vars(term[2]) - {term[1]}
    return free_vars(term[1]) | free_vars(term[2])


def all_names(term) -> set[str]:
    if term[0] == "v":
        return {term[1]}
    if term[0] == "l":
        return {term[1]} | all_names(term[2])
    return all_names(term[1]) | all_names(term[2])


def fresh(avoid: set[str]) -> str:
    for c in BOUND + "pqrstjkmn":
        if c not in avoid:
            return c
    i = 1
    while f"x{i}" in avoid:
        i += 1
    return f"x{i}"


def subst(term, name: str, value, value_free: set[str]):
    kind = term[0]
    if kind == "v":
        return value if term[1] == name else term
    if kind == "a":
        return ("a", subst(term[1], name, value, value_free), subst(term[2], name, value, value_free))
    bound, body = term[1], term[2]
    if bound == name or name not in free_vars(body):
        return term
    if bound in value_free:  # rename to avoid capture
        new = fresh(value_free | all_names(body) | {name})
        body, bound = subst(body, bound, ("v", new), {new}), new
    return ("l", bound, subst(body, name, value, value_free))


def step(term):
    """(redex, reduct of the whole term) for the leftmost-outermost redex, or ``None``."""
    kind = term[0]
    if kind == "v":
        return None
    if kind == "l":
        inner = step(term[2])
        return None if inner is None else (inner[0], ("l", term[1], inner[1]))
    f, a = term[1], term[2]
    if f[0] == "l":
        return term, subst(f[2], f[1], a, free_vars(a))
    inner = step(f)
    if inner is not None:
        return inner[0], ("a", inner[1], a)
    inner = step(a)
    return None if inner is None else (inner[0], ("a", f, inner[1]))


def size(term) -> int:
    return 1 if term[0] == "v" else 1 + sum(size(x) for x in term[1:] if isinstance(x, tuple))


def normalise(term, max_steps: int, max_size: int = 80):
    steps = 0
    while True:
        nxt = step(term)
        if nxt is None:
            return term, steps
        term, steps = nxt[1], steps + 1
        if steps > max_steps or size(term) > max_size:
            return None


# de Bruijn: ("v", index) for bound, ("f", name) for free, ("l", body), ("a", f, x)


def to_debruijn(term, env: tuple[str, ...] = ()):
    kind = term[0]
    if kind == "v":
        return ("v", env.index(term[1])) if term[1] in env else ("f", term[1])
    if kind == "l":
        return ("l", to_debruijn(term[2], (term[1],) + env))
    return ("a", to_debruijn(term[1], env), to_debruijn(term[2], env))


def _depth_name(depth: int) -> str:
    return BOUND[depth - 1] if depth <= len(BOUND) else f"x{depth}"


def canonical(term):
    """The alpha-equivalent term whose binders are named by nesting depth: x, y, z, w, ..."""
    def back(m, depth):
        if m[0] == "v":
            return ("v", _depth_name(depth - m[1]))
        if m[0] == "f":
            return ("v", m[1])
        if m[0] == "l":
            return ("l", _depth_name(depth + 1), back(m[1], depth + 1))
        return ("a", back(m[1], depth), back(m[2], depth))

    return back(to_debruijn(term), 0)


def random_term(rng: random.Random, n: int, scope: list[str]):
    if n <= 1:
        if scope and rng.random() < 0.85:
            return ("v", rng.choice(scope))
        return ("v", rng.choice(FREE))
    if n == 2 or rng.random() < 0.35:
        name = rng.choice(BOUND[:5])
        return ("l", name, random_term(rng, n - 1, scope + [name]))
    k = rng.randint(1, n - 2)
    f = random_term(rng, k, scope)
    if f[0] != "l" and rng.random() < 0.6:  # favour redexes
        name = rng.choice(BOUND[:5])
        f = ("l", name, random_term(rng, max(1, k - 1), scope + [name]))
    return ("a", f, random_term(rng, n - 1 - k, scope))


_INTROS = (
    "Untyped lambda calculus. \\x. M is a function of x (its body extends as far right as possible), "
    "application is written by juxtaposition and associates to the left (f a b means (f a) b), and "
    "letters not bound by any lambda are free constants.",
    "Consider the lambda term below (\\ stands for lambda; a lambda's body runs as far to the right as "
    "it can; application is left-associative, so M N P = (M N) P; unbound letters are constants).",
    "In the pure lambda calculus, with \\v. M for an abstraction whose body extends as far right as "
    "possible, left-associative application, and unbound letters treated as free variables:",
)
_TASKS = (
    "Reduce it in normal order (always contract the leftmost-outermost beta redex (\\x. M) N to "
    "M[x := N], renaming bound variables to avoid capturing free variables of N) until no redex is "
    "left. How many beta steps are taken, and what is the normal form?",
    "Apply beta reduction with the normal-order strategy (leftmost, outermost redex first; "
    "substitution is capture-avoiding) until the term is in beta normal form. Give the number of "
    "beta steps and the resulting term.",
    "Count the beta reductions that normal-order evaluation (the leftmost-outermost redex at each "
    "step, capture-avoiding substitution) performs before reaching the normal form, and state that "
    "normal form.",
)


class LambdaNormalForm(Bootcamp):
    id = "formal/lambda_normal_form"
    description = "Normal-order beta reduction of a lambda term: step count and normal form (up to alpha)"
    Config = Config
    LEVELS = {
        "1": Config(size=7, min_steps=1, max_steps=3),
        "2": Config(size=9, min_steps=2, max_steps=5),
        "3": Config(size=12, min_steps=3, max_steps=8),
        "4": Config(size=15, min_steps=4, max_steps=12),
        "5": Config(size=19, min_steps=6, max_steps=18),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        while True:
            term = random_term(rng, config.size, [])
            result = normalise(term, config.max_steps)
            if result is None or result[1] < config.min_steps or size(result[0]) > 3 * config.size:
                continue
            data = {"term": render(term)}
            gold = f"{result[1]}; {render(canonical(result[0]))}"
            if parse(data["term"]) != term:
                continue
            return data, gold

    def prompt(self, data: dict, rng: random.Random) -> str:
        lines = [rng.choice(_INTROS), f"Term: {data['term']}", rng.choice(_TASKS)]
        lines.append(answer_instruction("the number of beta steps, a semicolon, then the normal form, "
                                        "for example 3; \\x. x a (\\y. y)"))
        return "\n".join(lines)

    def check(self, data: dict, answer: str, text: str) -> float:
        if not isinstance(text, str) or len(text) > 4 * len(answer) + 60 or text.count(";") != 1:
            return 0.0
        count, form = text.split(";")
        gold_count, gold_form = answer.split(";")
        count = count.strip().rstrip(".").strip()
        words = count.split()
        if words and words[-1] in ("step", "steps"):
            count = " ".join(words[:-1])
        if count != gold_count.strip():
            return 0.0
        term = parse(form.strip().rstrip(";"))
        return 1.0 if term is not None and to_debruijn(term) == to_debruijn(parse(gold_form)) else 0.0

    def program(self, t: Tracer, data: dict) -> str:
        text, k = data["term"], 0
        while k < 200:
            t.state(f"step {k + 1}")
            term = parse(t.fetch("term", text))
            if term is None:
                raise ValueError(f"not a term: {text!r}")
            nxt = step(term)
            if nxt is None:
                t.compute("redex", "none: normal form")
                break
            t.compute("redex", render(nxt[0]), why="leftmost-outermost (\\x. M) N")
            text = t.compute("term", render(nxt[1]), why="substitute the argument for the bound variable")
            k = t.compute("steps", k + 1)
        t.state("answer")
        form = t.compute("normal form", render(canonical(parse(t.fetch("term", text)))),
                         why="rename the bound variables by depth: x, y, z, ...")
        return t.compute("answer", f"{t.fetch('steps', k)}; {form}")

    def solve(self, data: dict) -> str:
        # de Bruijn indices: no names, so no capture; shift free indices when moving under binders
        def shift(m, d, c=0):
            if m[0] == "v":
                return ("v", m[1] + d) if m[1] >= c else m
            if m[0] == "f":
                return m
            if m[0] == "l":
                return ("l", shift(m[1], d, c + 1))
            return ("a", shift(m[1], d, c), shift(m[2], d, c))

        def sub(m, j, s):
            if m[0] == "v":
                return s if m[1] == j else m
            if m[0] == "f":
                return m
            if m[0] == "l":
                return ("l", sub(m[1], j + 1, shift(s, 1)))
            return ("a", sub(m[1], j, s), sub(m[2], j, s))

        def reduce_once(m):
            if m[0] in ("v", "f"):
                return None
            if m[0] == "l":
                r = reduce_once(m[1])
                return None if r is None else ("l", r)
            if m[1][0] == "l":
                return shift(sub(m[1][1], 0, shift(m[2], 1)), -1)
            r = reduce_once(m[1])
            if r is not None:
                return ("a", r, m[2])
            r = reduce_once(m[2])
            return None if r is None else ("a", m[1], r)

        def back(m, depth):  # de Bruijn to named text with fresh names per depth
            if m[0] == "v":
                return ("v", f"x{depth - m[1]}")
            if m[0] == "f":
                return ("v", m[1])
            if m[0] == "l":
                return ("l", f"x{depth + 1}", back(m[1], depth + 1))
            return ("a", back(m[1], depth), back(m[2], depth))

        m, steps = to_debruijn(parse(data["term"])), 0
        while (nxt := reduce_once(m)) is not None:
            m, steps = nxt, steps + 1
        return f"{steps}; {render(back(m, 0))}"

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        count, form = case.answer.split(";")
        n = int(count)
        wrong = [f"{n + 1};{form}", f"{n - 1 if n > 1 else n + 2};{form}", f"{n}; a b", f"{n}; \\x. x", f"{n}; a"]
        return [w for w in wrong if self.check(case.data, case.answer, w) == 0.0][:3]


BOOTCAMP = LambdaNormalForm()
