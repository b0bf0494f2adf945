"""Which requests a token-bucket rate limiter rejects.

The bucket holds at most C tokens and is full at time 0. At every time that is a positive
multiple of p seconds, r tokens are added (anything above C is lost), before the requests of
that second are handled. Requests come at whole seconds, in the listed order; one costing k
tokens passes when the bucket holds at least k (which are removed), otherwise it is rejected and
takes nothing. The answer is the 1-based numbers of the rejected requests. The trace is one
state per request.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.arrays import IntListAnswer
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    requests: int = 8
    capacity: int = 5
    max_rate: int = 2
    max_period: int = 1
    max_cost: int = 1
    max_gap: int = 2

    def __post_init__(self) -> None:
        if not 3 <= self.requests <= 200:
            raise ValueError(f"requests must be in 3..200, got {self.requests}")
        if not 2 <= self.capacity <= 100:
            raise ValueError(f"capacity must be in 2..100, got {self.capacity}")
        if not 1 <= self.max_rate <= self.capacity:
            raise ValueError(f"max_rate must be in 1..capacity, got {self.max_rate}")
        if not 1 <= self.max_period <= 10 or not 1 <= self.max_cost <= self.capacity:
            raise ValueError(f"max_period must be in 1..10 and max_cost in 1..capacity, got {self.max_period}, "
                             f"{self.max_cost}")
        if not 1 <= self.max_gap <= 20:
            raise ValueError(f"max_gap must be in 1..20, got {self.max_gap}")


_TEMPLATES = (
    "An API gateway limits traffic with a token bucket. The bucket holds at most {c} tokens and is full at time 0. "
    "{refill} Tokens that would overflow the bucket are discarded, and a refill due at some second happens before "
    "that second's requests are handled. A request that needs k tokens is allowed if the bucket holds at least k "
    "tokens at that moment (they are removed); otherwise it is rejected and removes nothing. Requests arriving at "
    "the same second are handled in the order listed.\n{reqs}\nWhich requests are rejected?",
    "Token-bucket rate limiter: capacity {c} tokens, starting full at t = 0. {refill} (never beyond {c}; a refill "
    "at second t comes before the requests at second t). Each request below consumes its cost in tokens if enough "
    "are available, or else is dropped without consuming anything; requests are processed in list order.\n{reqs}\n"
    "List the numbers of the dropped requests.",
    "Requests (number: arrival second, tokens needed):\n{reqs}\nThey pass through a token bucket of size {c} that "
    "is full at second 0. {refill} Excess tokens above {c} spill away; refills at a second happen before that "
    "second's requests. A request goes through only if enough tokens are there to pay for it, paying them; an "
    "unpaid request is refused and pays nothing. Which request numbers are refused?",
)


class TokenBucket(IntListAnswer, Bootcamp):
    id = "simulation/token_bucket"
    description = "Rejected requests of a token-bucket rate limiter with periodic refills and a cap"
    Config = Config
    LEVELS = {
        "1": Config(requests=9, capacity=4, max_rate=2, max_period=2, max_cost=2, max_gap=3),
        "2": Config(requests=11, capacity=5, max_rate=2, max_period=2, max_cost=2, max_gap=3),
        "3": Config(requests=15, capacity=6, max_rate=3, max_period=3, max_cost=3, max_gap=3),
        "4": Config(requests=21, capacity=8, max_rate=3, max_period=3, max_cost=4, max_gap=4),
        "5": Config(requests=30, capacity=10, max_rate=4, max_period=4, max_cost=5, max_gap=5),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        while True:
            period, rate = rng.randint(1, config.max_period), rng.randint(1, config.max_rate)
            time, reqs = 0, []
            for _ in range(config.requests):
                time += rng.choice((0, 0, 1)) if rng.random() < 0.6 else rng.randint(1, config.max_gap)
                reqs.append([time, rng.randint(1, config.max_cost)])
            data = {"capacity": config.capacity, "rate": rate, "period": period, "requests": reqs}
            rejected = self.solve(data)
            if 0 < len(rejected) < config.requests // 2:
                return data, rejected

    def prompt(self, data: dict, rng: random.Random) -> str:
        r, p = data["rate"], data["period"]
        tokens = "1 token is" if r == 1 else f"{r} tokens are"
        refill = f"Every second, {tokens} added" if p == 1 else \
            f"At seconds {p}, {2 * p}, {3 * p} and so on (every {p} seconds), {tokens} added"
        style = rng.randrange(2)
        reqs = "\n".join((f"Request {i}: second {t}, cost {k}", f"{i}: t={t}, needs {k}")[style]
                         for i, (t, k) in enumerate(data["requests"], 1))
        text = rng.choice(_TEMPLATES).format(c=data["capacity"], refill=refill + ".", reqs=reqs)
        text = text.replace(".. (", ". (").replace(". (never", " (never")
        form = "the numbers of the rejected requests in increasing order, separated by commas (for example 4, 7)"
        return f"{text}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        cap, rate, period = data["capacity"], data["rate"], data["period"]
        tokens, last, rejected = cap, 0, []
        for i, (time, cost) in enumerate(data["requests"], 1):
            t.state(f"request {i}")
            time, cost = t.fetch(f"time[{i}]", time), t.fetch(f"cost[{i}]", cost)
            have = t.fetch("tokens", tokens)
            refills = t.compute("refills", time // period - t.fetch("last time", last) // period,
                                why=f"multiples of {period} passed since the last request")
            level = t.compute("available", min(cap, have + refills * rate), why=f"add {rate} per refill, cap {cap}")
            last = time
            if t.goto(level >= cost, why="enough tokens"):
                tokens = t.compute("new tokens", level - cost)
            else:
                tokens = t.compute("new tokens", level)
                rejected = t.compute("rejected", rejected + [i])
        t.state("answer")
        return t.compute("answer", t.fetch("rejected", rejected))

    def solve(self, data: dict) -> list[int]:
        # Second by second: refill at the multiples of the period, then serve that second's requests.
        cap, rate, period = data["capacity"], data["rate"], data["period"]
        by_second: dict[int, list[tuple[int, int]]] = {}
        for i, (time, cost) in enumerate(data["requests"], 1):
            by_second.setdefault(time, []).append((i, cost))
        tokens, rejected = cap, []
        for second in range(data["requests"][-1][0] + 1):
            if second and second % period == 0:
                tokens = min(cap, tokens + rate)
            for i, cost in by_second.get(second, []):
                if tokens >= cost:
                    tokens -= cost
                else:
                    rejected.append(i)
        return rejected


BOOTCAMP = TokenBucket()
