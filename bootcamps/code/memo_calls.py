"""Memoised recursion: the result, how many times the body runs, and how many cache hits.

A function decorated with ``functools.lru_cache(maxsize=None)`` recurses on ``n - 1``,
``n - 2``, ``n - 3``, ``n // 2`` or ``n // 3`` (sometimes with different rules for even and
odd n) down to a base case. The body runs once per distinct argument reached (the cache
misses); every other call is a hit. Calls inside one body run left to right, so which call
computes a value and which finds it cached follows the recursion order, and the counts are
exact. The interpreter recurses over the generated rule with its own memo table (never
``exec``); the trace is one state per body run, in completion order. The tests ``exec`` the
generated program, whose own counters and ``cache_info()`` give the oracle.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit.literal import IntSequenceAnswer
from bootcamps.trace import Tracer

STEPS = ("n - 1", "n - 2", "n - 3", "n - 4", "n // 2", "n // 3")


@dataclass(frozen=True)
class Config:
    max_n: int = 8
    terms: int = 2  # recursive calls per rule
    parity: bool = False  # separate rules for even and odd n

    def __post_init__(self) -> None:
        if not 4 <= self.max_n <= 200 or not 1 <= self.terms <= 4:
            raise ValueError("max_n must be in 4..200 and terms in 1..4")


def arg(step: str, n: int) -> int:
    kind, k = step.split()[1], int(step.split()[2])
    return n - k if kind == "-" else n // k


def rule_for(data: dict, n: int) -> list[str]:
    return data["odd"] if data["odd"] is not None and n % 2 else data["rule"]


def rule_text(rule: list[str], const: int) -> str:
    calls = " + ".join(f"f({s})" for s in rule)
    return f"{calls} + {const}" if const else calls


def source(data: dict) -> str:
    lines = ["from functools import lru_cache", "", "calls = 0", "", "@lru_cache(maxsize=None)", "def f(n):", "    global calls",
             "    calls += 1", f"    if n < {data['base']}:", f"        return {data['base_value']}"]
    if data["odd"] is not None:
        lines += ["    if n % 2 == 1:", f"        return {rule_text(data['odd'], data['const'])}"]
    lines.append(f"    return {rule_text(data['rule'], data['const'])}")
    lines += ["", f"result = f({data['n']})", "info = f.cache_info()", "print(result, calls, info.hits)"]
    return "\n".join(lines)


def run(data: dict) -> tuple[int, int, int]:
    memo: dict[int, int] = {}
    hits = 0

    def f(n: int) -> int:
        nonlocal hits
        if n in memo:
            hits += 1
            return memo[n]
        if n < data["base"]:
            value = data["base_value"]
        else:
            value = sum(f(arg(s, n)) for s in rule_for(data, n)) + data["const"]
        memo[n] = value
        return value

    result = f(data["n"])
    return result, len(memo), hits


_INTROS = (
    "What does this Python program print?",
    "Predict the single line this program prints.",
    "Run the memoised recursion below by hand. What is printed?",
)
_RULE = ("lru_cache(maxsize=None) runs the body of f only the first time f is called with a given n (a miss) and returns the stored "
         "result on every later call with that n (a hit); cache_info().hits counts the hits. The calls in one expression run left to right.")


class MemoCalls(IntSequenceAnswer, Bootcamp):
    id = "code/memo_calls"
    description = "Result, body runs (misses) and cache hits of an lru_cache-memoised recursive function"
    Config = Config
    LEVELS = {
        "1": Config(max_n=12, terms=3, parity=False),
        "2": Config(max_n=16, terms=3, parity=True),
        "3": Config(max_n=22, terms=2, parity=True),
        "4": Config(max_n=35, terms=3, parity=True),
        "5": Config(max_n=60, terms=3, parity=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        while True:
            rule = [rng.choice(STEPS) for _ in range(rng.randint(2, config.terms))]
            odd = [rng.choice(STEPS) for _ in range(rng.randint(1, config.terms))] if config.parity and rng.random() < 0.7 else None
            data = {"n": rng.randint(config.max_n // 2 + 2, config.max_n), "base": rng.randint(1, 3), "base_value": rng.randint(0, 3),
                    "const": rng.randint(0, 3), "rule": rule, "odd": odd}
            result, misses, hits = run(data)
            if hits >= 1 and misses >= 4 and result < 10**12:
                return data, [result, misses, hits]

    def prompt(self, data: dict, rng: random.Random) -> str:
        return "\n".join([rng.choice(_INTROS), "```python", source(data), "```", _RULE,
                          answer_instruction("the three printed numbers result, calls and hits, separated by spaces (for example: 21 8 6)")])

    def format_answer(self, answer: list[int]) -> str:
        return " ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        memo: dict[int, int] = {}
        counts = {"misses": 0, "hits": 0}

        def f(n: int, depth: int) -> int:
            if n in memo or depth > 400:
                return memo.get(n, 0)
            if n < data["base"]:
                t.state(f"body of f({n})")
                value = t.compute(f"f({n})", data["base_value"], why=f"{n} < {data['base']}")
            else:
                steps = rule_for(data, n)
                children = [arg(s, n) for s in steps]
                parts = []
                for c in children:
                    cached = c in memo
                    parts.append((c, f(c, depth + 1), cached))
                t.state(f"body of f({n})")
                total = 0
                for c, v, cached in parts:
                    total += t.fetch(f"f({c})", v)
                value = t.compute(f"f({n})", total + data["const"], why=rule_text(steps, data["const"]).replace("n", str(n)))
                cached_calls = sum(1 for _, _, cached in parts if cached)
                if cached_calls:
                    before = t.fetch("hits so far", counts["hits"])
                    counts["hits"] = t.compute("hits now", before + cached_calls, why=f"{cached_calls} call(s) found in the cache")
            memo[n] = value
            counts["misses"] = t.compute("body runs", counts["misses"] + 1)
            return value

        result = f(data["n"], 0)
        t.state("print")
        return t.compute("answer", [t.fetch(f"f({data['n']})", result), t.fetch("body runs", counts["misses"]), t.fetch("hits now", counts["hits"])])

    def solve(self, data: dict) -> list[int]:
        # bottom-up: which arguments are reached, then values in increasing n
        reached, stack = {data["n"]}, [data["n"]]
        calls_made = 0
        while stack:
            n = stack.pop()
            if n < data["base"]:
                continue
            for s in rule_for(data, n):
                calls_made += 1
                c = arg(s, n)
                if c not in reached:
                    reached.add(c)
                    stack.append(c)
        value: dict[int, int] = {}
        for n in sorted(reached):
            value[n] = data["base_value"] if n < data["base"] else sum(value[arg(s, n)] for s in rule_for(data, n)) + data["const"]
        return [value[data["n"]], len(reached), calls_made + 1 - len(reached)]

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        r, m, h = case.answer
        return [self.format_answer([r, m, h + 1]), self.format_answer([r, m + h, 0] if h else [r, m + 1, h]), self.format_answer([r + 1, m, h])]


BOOTCAMP = MemoCalls()
