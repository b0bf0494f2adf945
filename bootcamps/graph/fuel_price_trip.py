"""Cheapest fuel bill for a trip when every town sells fuel at its own price.

The car starts at the source with an empty tank that holds at most ``capacity`` units; a road
of length L uses L units. In any town the driver may buy fuel, one unit at a time, at that
town's price. The state is (town, fuel in the tank); the trace is Dijkstra's algorithm over
these states, with two moves from each: buy one unit here, or drive a road the tank allows.
"""

from __future__ import annotations

import heapq
import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.graphgen import random_connected
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    towns: int = 5
    extra_roads: int = 3
    capacity: int = 6
    max_price: int = 9

    def __post_init__(self) -> None:
        if not 3 <= self.towns <= 30:
            raise ValueError(f"towns must be in 3..30, got {self.towns}")
        if self.extra_roads < 0:
            raise ValueError(f"extra_roads must be >= 0, got {self.extra_roads}")
        if not 2 <= self.capacity <= 50:
            raise ValueError(f"capacity must be in 2..50, got {self.capacity}")
        if not 2 <= self.max_price <= 100:
            raise ValueError(f"max_price must be in 2..100, got {self.max_price}")


_ROAD = ("{u} - {v}: {w}", "{u} <-> {v} uses {w}", "road {u}-{v}, {w} units", "({u}, {v}) needs {w}")
_TEMPLATES = (
    "Towns 0..{last} are joined by two-way roads; a road's number is the fuel units it uses:\n{roads}\n"
    "Fuel prices per unit: {prices}. A car with an empty tank of capacity {cap} units starts in town {s} and "
    "must reach town {t}. In any town it may buy any whole number of units (never holding more than {cap}). "
    "What is the least it can spend on fuel?",
    "A van holds at most {cap} litres of fuel and starts empty at depot {s}. Roads (litres needed):\n{roads}\n"
    "Each depot sells fuel at its own price per litre: {prices}. The van may refuel at any depot it passes, "
    "buying whole litres. What is the minimum fuel cost to get to depot {t}?",
    "Cheapest trip: graph with vertices 0..{last}, undirected edges with fuel use:\n{roads}\nPrice of one unit of "
    "fuel at each vertex: {prices}. Tank capacity {cap}, initially empty, start {s}, goal {t}; whole units may "
    "be bought at any vertex. Give the minimum total cost.",
)


class FuelPriceTrip(IntegerAnswer, Bootcamp):
    id = "graph/fuel_price_trip"
    description = "Cheapest fuel bill for a trip with per-town prices and a tank limit (Dijkstra over (town, fuel))"
    Config = Config
    LEVELS = {
        "1": Config(towns=4, extra_roads=1, capacity=4, max_price=9),
        "2": Config(towns=5, extra_roads=2, capacity=5, max_price=9),
        "3": Config(towns=6, extra_roads=3, capacity=6, max_price=12),
        "4": Config(towns=7, extra_roads=5, capacity=8, max_price=15),
        "5": Config(towns=9, extra_roads=7, capacity=10, max_price=20),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        n = config.towns
        roads = random_connected(rng, n, config.extra_roads, 1, config.capacity)
        rng.shuffle(roads)
        s, target = rng.sample(range(n), 2)
        prices = [rng.randint(1, config.max_price) for _ in range(n)]
        data = {"n": n, "roads": roads, "prices": prices, "capacity": config.capacity, "source": s, "target": target}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        prices = ", ".join(f"{v}: {p}" for v, p in enumerate(data["prices"]))
        style = rng.choice(_ROAD)
        text = rng.choice(_TEMPLATES).format(
            last=data["n"] - 1, roads="\n".join(style.format(u=u, v=v, w=w) for u, v, w in data["roads"]), prices=prices,
            cap=data["capacity"], s=data["source"], t=data["target"])
        return f"{text}\n{answer_instruction('the cost as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        n, cap, price, target = data["n"], data["capacity"], data["prices"], data["target"]
        adj: list[list[tuple[int, int]]] = [[] for _ in range(n)]
        for u, v, w in data["roads"]:
            adj[u].append((v, w))
            adj[v].append((u, w))
        best = {(data["source"], 0): 0}
        heap = [(0, data["source"], 0)]
        done = set()
        while heap:
            cost, town, fuel = heapq.heappop(heap)
            if (town, fuel) in done:
                continue
            done.add((town, fuel))
            t.state(f"settle ({town}, {fuel})")
            cost = t.fetch(f"cost({town},{fuel})", cost)
            if t.goto(town == target, why="reached the goal: the cheapest way there"):
                t.state("answer")
                return t.compute("answer", cost)
            moves = []
            if fuel < cap:
                moves.append((town, fuel + 1, t.compute(f"buy->({town},{fuel + 1})", cost + price[town],
                                                        why=f"+ price {price[town]}")))
            for v, w in sorted(adj[town]):
                if w <= fuel:
                    moves.append((v, fuel - w, t.compute(f"drive->({v},{fuel - w})", cost, why=f"road uses {w}")))
            for v, f, c in moves:
                if c < best.get((v, f), c + 1):
                    best[(v, f)] = c
                    heapq.heappush(heap, (c, v, f))
        raise ValueError(f"town {target} cannot be reached")

    def solve(self, data: dict) -> int:
        # Value iteration: cheapest cost of every (town, fuel) state, relaxed until nothing changes;
        # buying k units at once is a single move here.
        n, cap, price = data["n"], data["capacity"], data["prices"]
        inf = float("inf")
        cost = [[inf] * (cap + 1) for _ in range(n)]
        cost[data["source"]][0] = 0
        changed = True
        while changed:
            changed = False
            for town in range(n):
                for fuel in range(cap + 1):
                    c = cost[town][fuel]
                    if c == inf:
                        continue
                    for more in range(fuel + 1, cap + 1):
                        if c + (more - fuel) * price[town] < cost[town][more]:
                            cost[town][more] = c + (more - fuel) * price[town]
                            changed = True
            for u, v, w in data["roads"]:
                for a, b in ((u, v), (v, u)):
                    for fuel in range(w, cap + 1):
                        if cost[a][fuel] < cost[b][fuel - w]:
                            cost[b][fuel - w] = cost[a][fuel]
                            changed = True
        return int(min(cost[data["target"]]))


BOOTCAMP = FuelPriceTrip()
