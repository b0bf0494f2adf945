"""How many times is a recursive function called in total when it is evaluated at n?

The function has a base case (``n < b``) and makes two or three recursive calls on smaller
arguments (``n - k`` or ``n // k``); at higher levels the calls differ for even and odd n.
Nothing is memoised, so the count is the size of the whole call tree: C(n) = 1 for n < b,
otherwise 1 + the sum of C over the arguments of the recursive calls. The trace fills a table
of C over every argument the tree reaches, smallest first, one state each (fetch the children's
counts, compute the sum). The tests count the calls of a real recursive Python function.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    calls: int = 2  # recursive calls per non-base branch
    branch: bool = False  # different calls for even and odd n
    halving: bool = False  # n // k arguments as well as n - k
    min_calls: int = 10
    max_calls: int = 200

    def __post_init__(self) -> None:
        if not 1 <= self.calls <= 3:
            raise ValueError(f"calls must be in 1..3, got {self.calls}")
        if not 1 <= self.min_calls < self.max_calls <= 10**6:
            raise ValueError(f"need 1 <= min_calls < max_calls <= 10**6, got {self.min_calls}, {self.max_calls}")


def argument(term: list, n: int) -> int:
    """The argument of one recursive call: ["sub", k] is n - k, ["div", k] is n // k."""
    return n - term[1] if term[0] == "sub" else n // term[1]


def render_term(term: list) -> str:
    return f"f(n - {term[1]})" if term[0] == "sub" else f"f(n // {term[1]})"


def terms_for(data: dict, n: int) -> list[list]:
    return data["even"] if n % 2 == 0 else data["odd"]


def call_counts(data: dict, n: int) -> dict[int, int]:
    """C(k) for every argument k the call tree of f(n) reaches."""
    reached, todo = set(), [n]
    while todo:
        k = todo.pop()
        if k in reached:
            continue
        reached.add(k)
        if k >= data["base"]:
            todo.extend(argument(term, k) for term in terms_for(data, k))
    counts: dict[int, int] = {}
    for k in sorted(reached):  # children are smaller, so they are filled first
        counts[k] = 1 if k < data["base"] else 1 + sum(counts[argument(term, k)] for term in terms_for(data, k))
    return counts


def random_terms(rng: random.Random, config: Config) -> list[list]:
    terms = []
    for _ in range(config.calls):
        if config.halving and rng.random() < 0.4:
            terms.append(["div", rng.randint(2, 4)])
        else:
            terms.append(["sub", rng.randint(1, 4)])
    return terms


_INTROS = (
    "Consider this recursive Python function (nothing is cached, so every call really happens):",
    "Here is a recursive function. Each call runs in full; there is no memoisation.",
    "Look at the following Python code.",
)
_QUESTIONS = (
    "How many times is f called in total when f({n}) is evaluated, counting the first call f({n}) itself?",
    "Evaluating f({n}) triggers a tree of calls. How many calls of f happen altogether, including the top-level call?",
    "Count every call of f made while computing f({n}), the initial call included.",
)


class RecursionCalls(IntegerAnswer, Bootcamp):
    id = "code/recursion_calls"
    description = "Count the calls a non-memoised recursive function makes (size of its call tree)"
    Config = Config
    LEVELS = {
        "1": Config(calls=2, branch=False, halving=True, min_calls=5, max_calls=60),
        "2": Config(calls=2, branch=False, halving=True, min_calls=20, max_calls=400),
        "3": Config(calls=2, branch=True, halving=True, min_calls=50, max_calls=1000),
        "4": Config(calls=3, branch=True, halving=True, min_calls=5000, max_calls=100000),
        "5": Config(calls=3, branch=True, halving=True, min_calls=100000, max_calls=10**6),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        while True:
            even = random_terms(rng, config)
            odd = random_terms(rng, config) if config.branch else even
            data = {"base": rng.randint(1, 4), "leaf": rng.choice(("0", "1", "n", "2", "n + 1")), "even": even, "odd": odd, "n": 0}
            # C(k) for k = -4, -3, ... in order (children are smaller); every n whose tree fits the
            # window is a candidate
            counts: dict[int, int] = {}
            fits = []
            for k in range(-4, 400):
                counts[k] = 1 if k < data["base"] else 1 + sum(counts[argument(term, k)] for term in terms_for(data, k))
                if counts[k] > config.max_calls:
                    break
                if counts[k] >= config.min_calls:
                    fits.append(k)
            if fits:
                data["n"] = rng.choice(fits)
                return data, counts[data["n"]]

    def prompt(self, data: dict, rng: random.Random) -> str:
        def body(terms: list[list]) -> str:
            return " + ".join(render_term(term) for term in terms)

        code = ["def f(n):", f"    if n < {data['base']}:", f"        return {data['leaf']}"]
        if data["even"] == data["odd"]:
            code.append(f"    return {body(data['even'])}")
        else:
            code += ["    if n % 2 == 0:", f"        return {body(data['even'])}", f"    return {body(data['odd'])}"]
        question = rng.choice(_QUESTIONS).format(n=data["n"])
        return "\n".join([rng.choice(_INTROS), "```python", *code, "```", question, answer_instruction("one integer")])

    def program(self, t: Tracer, data: dict) -> int:
        n, base = data["n"], data["base"]
        table: dict[int, int] = {}
        for k in sorted(call_counts(data, n)):
            t.state(f"C({k})")
            arg = t.fetch("k", k)
            if not t.goto(arg >= base, why=f"recurse only when k >= {base}"):
                table[k] = t.compute(f"C({k})", 1, why="a base call makes no further calls")
                continue
            total = 1
            for term in terms_for(data, arg):
                child = argument(term, arg)
                total += t.fetch(f"C({child})", table[child])
            table[k] = t.compute(f"C({k})", total, why="1 + the children's counts")
        t.state("answer")
        return t.compute("answer", t.fetch(f"C({n})", table[n]))

    def solve(self, data: dict) -> int:
        # Top-down with a cache, the recursion as written (the trace fills the table bottom-up).
        from functools import lru_cache

        @lru_cache(maxsize=None)
        def calls(k: int) -> int:
            if k < data["base"]:
                return 1
            return 1 + sum(calls(argument(term, k)) for term in terms_for(data, k))

        return calls(data["n"])

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        gold = case.answer
        counts = call_counts(case.data, case.data["n"])
        internal = sum(1 for k, c in counts.items() if c > 1)  # distinct arguments: the memoised count
        return [str(w) for w in {gold - 1, gold + 1, internal, len(counts)} if w != gold]


BOOTCAMP = RecursionCalls()
