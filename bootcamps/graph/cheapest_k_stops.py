"""Cheapest flight route with at most k stops (intermediate airports).

The cheapest route overall often needs more stops than allowed, so the answer differs from a
plain shortest path. The trace is Bellman-Ford cut to k + 1 rounds: after round r, ``cost[v]``
is the cheapest price of reaching v with at most r flights, computed only from the previous
round's table (so one round never chains two new flights).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    cities: int = 6
    flights: int = 14
    max_price: int = 99

    def __post_init__(self) -> None:
        if not 4 <= self.cities <= 30:
            raise ValueError(f"cities must be in 4..30, got {self.cities}")
        if not self.cities <= self.flights <= self.cities * (self.cities - 1):
            raise ValueError(f"flights must be in cities..n(n-1), got {self.flights}")
        if not 10 <= self.max_price <= 10_000:
            raise ValueError(f"max_price must be in 10..10000, got {self.max_price}")


_FLIGHT = ("{u} -> {v}: {w}", "{u} to {v} costs {w}", "flight {u}->{v}, price {w}")
_TEMPLATES = (
    "One-way flights between cities 0..{last} and their prices:\n{flights}\nWhat is the cheapest way to fly from "
    "city {s} to city {t} with at most {k} stop{ks} in between (at most {hops} flights)?",
    "A traveller goes from airport {s} to airport {t} and will change planes at most {k} time{ks}. Available "
    "one-way flights:\n{flights}\nWhat is the lowest total fare?",
    "Directed graph with vertices 0..{last} and arc costs:\n{flights}\nFind the minimum cost of a path from {s} to "
    "{t} that uses at most {hops} arcs.",
)


def _rounds(n: int, flights: list[list[int]], s: int, hops: int) -> list[int | None]:
    cost: list[int | None] = [None] * n
    cost[s] = 0
    for _ in range(hops):
        prev = list(cost)
        for u, v, w in flights:
            if prev[u] is not None and (cost[v] is None or prev[u] + w < cost[v]):
                cost[v] = prev[u] + w
    return cost


class CheapestKStops(IntegerAnswer, Bootcamp):
    id = "graph/cheapest_k_stops"
    description = "Cheapest route with at most k stops (Bellman-Ford limited to k+1 rounds)"
    Config = Config
    LEVELS = {
        "1": Config(cities=4, flights=7, max_price=60),
        "2": Config(cities=5, flights=10, max_price=99),
        "3": Config(cities=7, flights=16, max_price=200),
        "4": Config(cities=9, flights=24, max_price=400),
        "5": Config(cities=11, flights=30, max_price=800),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        # Cities sit on a hidden line; a flight's price grows faster than the distance it covers,
        # so the cheapest route overall hops a lot and a stop limit usually changes the answer. A
        # chain of short flights along the line from s to t makes t reachable.
        n = config.cities
        unit = max(1, config.max_price // (2 * n))
        line = rng.sample(range(n), n)
        a, b = rng.sample(range(n), 2)
        step = 1 if a < b else -1
        pairs = {(line[i], line[i + step]) for i in range(a, b, step)}
        while len(pairs) < config.flights:
            u, v = rng.sample(range(n), 2)
            pairs.add((u, v))
        place = {city: i for i, city in enumerate(line)}
        flights = [[u, v, unit * abs(place[u] - place[v]) ** 2 + rng.randint(1, unit * 2)] for u, v in sorted(pairs)]
        s, target = line[a], line[b]
        table = [_rounds(n, flights, s, h)[target] for h in range(n)]
        feasible = [h for h in range(1, n) if table[h] is not None]
        binding = [h for h in feasible if table[h] != table[-1]]
        hops = rng.choice(binding or feasible)
        data = {"n": n, "flights": flights, "source": s, "target": target, "stops": hops - 1}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        style = rng.choice(_FLIGHT)
        order = list(data["flights"])
        rng.shuffle(order)
        k = data["stops"]
        text = rng.choice(_TEMPLATES).format(
            last=data["n"] - 1, flights="\n".join(style.format(u=u, v=v, w=w) for u, v, w in order),
            s=data["source"], t=data["target"], k=k, ks="" if k == 1 else "s", hops=k + 1)
        return f"{text}\n{answer_instruction('the total price as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        n, s, target = data["n"], data["source"], data["target"]
        incoming: list[list[tuple[int, int]]] = [[] for _ in range(n)]
        for u, v, w in data["flights"]:
            incoming[v].append((u, w))
        cost: list[int | None] = [None] * n
        cost[s] = 0
        for r in range(1, data["stops"] + 2):
            prev = list(cost)
            for v in range(n):
                offers = [(u, w) for u, w in sorted(incoming[v]) if prev[u] is not None]
                if not offers:
                    continue
                t.state(f"round {r} city {v}")
                best = t.fetch(f"cost{r - 1}[{v}]", prev[v])
                for u, w in offers:
                    via = t.fetch(f"cost{r - 1}[{u}]", prev[u]) + w
                    if best is None or via < best:
                        best = t.compute("best", via, why=f"fly {u}->{v} for {w}")
                cost[v] = t.compute(f"cost{r}[{v}]", best)
        t.state("answer")
        return t.compute("answer", t.fetch(f"cost{data['stops'] + 1}[{target}]", cost[target]))

    def solve(self, data: dict) -> int:
        # Depth-first over simple routes of at most k+1 flights (a repeated city can be cut out of
        # a route, making it cheaper and shorter), abandoning a route once it costs the best so far.
        out: dict[int, list[tuple[int, int]]] = {}
        for u, v, w in data["flights"]:
            out.setdefault(u, []).append((v, w))
        best = None
        stack = [(data["source"], 0, (data["source"],))]
        while stack:
            city, spent, route = stack.pop()
            if best is not None and spent >= best:
                continue
            if city == data["target"]:
                best = spent
                continue
            if len(route) <= data["stops"] + 1:
                stack.extend((v, spent + w, route + (v,)) for v, w in out.get(city, ()) if v not in route)
        if best is None:
            raise ValueError("the target cannot be reached within the stop limit")
        return best


BOOTCAMP = CheapestKStops()
