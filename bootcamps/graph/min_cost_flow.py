"""Cheapest way to ship a given amount of flow through a network with capacities and unit costs.

Each arc carries at most its capacity and costs its unit price per unit of flow. The trace is
successive shortest paths: Bellman-Ford finds the cheapest route from source to sink in the
residual network (where sending back along a used arc refunds its price), as much as that
route allows (and is still needed) is sent, and this repeats until the demand is met.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    vertices: int = 5
    arcs: int = 8
    max_capacity: int = 6
    max_cost: int = 9

    def __post_init__(self) -> None:
        if not 3 <= self.vertices <= 20:
            raise ValueError(f"vertices must be in 3..20, got {self.vertices}")
        if not self.vertices - 1 <= self.arcs <= self.vertices * (self.vertices - 1) // 2:
            raise ValueError(f"arcs must be in vertices-1..n(n-1)/2, got {self.arcs}")
        if self.max_capacity < 2 or self.max_cost < 1:
            raise ValueError(f"need max_capacity >= 2 and max_cost >= 1, got {self.max_capacity}, {self.max_cost}")


_TEMPLATES = (
    "A shipping network has hubs 0..{last}. Each one-way link lists its capacity (units) and cost per unit:\n"
    "{arcs}\nExactly {demand} units must travel from hub {s} to hub {t}, split across routes as needed. What is "
    "the smallest possible total cost?",
    "Find the minimum cost of sending a flow of {demand} from node {s} to node {t} in this directed network "
    "(each arc: capacity, cost per unit of flow):\n{arcs}",
    "Pipes carry oil one way between stations 0..{last}; each pipe has a maximum throughput and a price per "
    "barrel:\n{arcs}\nStation {s} must deliver {demand} barrels to station {t}. What is the cheapest total price?",
)
_ARC = ("{u} -> {v}: capacity {c}, cost {w}", "{u} -> {v} (cap {c}, cost {w})", "from {u} to {v}: up to {c} "
        "units at {w} each")


def _residual(n: int, arcs: list[list[int]]) -> list[list[int]]:
    """Residual arcs ``[u, v, capacity left, cost]``: arc 2i is data arc i, arc 2i+1 its reverse."""
    out = []
    for u, v, cap, cost in arcs:
        out.append([u, v, cap, cost])
        out.append([v, u, 0, -cost])
    return out


class MinCostFlow(IntegerAnswer, Bootcamp):
    id = "graph/min_cost_flow"
    description = "Minimum cost of a fixed amount of flow (successive shortest paths with Bellman-Ford trace)"
    Config = Config
    LEVELS = {
        "1": Config(vertices=4, arcs=5, max_capacity=5, max_cost=9),
        "2": Config(vertices=5, arcs=7, max_capacity=6, max_cost=9),
        "3": Config(vertices=6, arcs=9, max_capacity=8, max_cost=12),
        "4": Config(vertices=7, arcs=12, max_capacity=8, max_cost=15),
        "5": Config(vertices=9, arcs=20, max_capacity=8, max_cost=20),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        n = config.vertices
        while True:
            rank = rng.sample(range(n), n)  # arcs go forward in a hidden order: s first, t last
            pairs = {(rank[i], rank[i + 1]) for i in range(n - 1)}
            while len(pairs) < config.arcs:
                i, j = sorted(rng.sample(range(n), 2))
                pairs.add((rank[i], rank[j]))
            arcs = [[u, v, rng.randint(1, config.max_capacity), rng.randint(1, config.max_cost)]
                    for u, v in sorted(pairs)]
            s, target = rank[0], rank[-1]
            most = self._max_flow(n, arcs, s, target)
            if most >= 2:
                break
        demand = rng.randint(max(2, most // 2), most)
        data = {"n": n, "arcs": arcs, "source": s, "target": target, "demand": demand}
        return data, self.solve(data)

    @staticmethod
    def _max_flow(n: int, arcs: list[list[int]], s: int, target: int) -> int:
        res = _residual(n, arcs)
        total = 0
        while True:
            prev = {s: -1}
            queue = [s]
            for u in queue:
                for i, (a, b, cap, _) in enumerate(res):
                    if a == u and cap > 0 and b not in prev:
                        prev[b] = i
                        queue.append(b)
            if target not in prev:
                return total
            path, v = [], target
            while v != s:
                path.append(prev[v])
                v = res[prev[v]][0]
            push = min(res[i][2] for i in path)
            for i in path:
                res[i][2] -= push
                res[i ^ 1][2] += push
            total += push

    def prompt(self, data: dict, rng: random.Random) -> str:
        style = rng.choice(_ARC)
        arcs = "\n".join(style.format(u=u, v=v, c=c, w=w) for u, v, c, w in data["arcs"])
        text = rng.choice(_TEMPLATES).format(last=data["n"] - 1, arcs=arcs, demand=data["demand"],
                                             s=data["source"], t=data["target"])
        return f"{text}\n{answer_instruction('the total cost as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        n, s, target = data["n"], data["source"], data["target"]
        res = _residual(n, data["arcs"])
        need, cost, k = data["demand"], 0, 0
        while need > 0:
            t.state(f"route {k}")
            dist: list[int | None] = [None] * n
            prev = [-1] * n
            dist[s] = 0
            for _ in range(n - 1):  # Bellman-Ford: reverse arcs have negative prices
                for i, (a, b, cap, w) in enumerate(res):
                    if cap > 0 and dist[a] is not None and (dist[b] is None or dist[a] + w < dist[b]):
                        dist[b] = dist[a] + w
                        prev[b] = i
            path_cost = t.compute("price", dist[target], why=f"cheapest residual route {s}->{target}")
            if path_cost is None:
                raise ValueError(f"demand {data['demand']} exceeds the network's capacity")
            path, v = [], target
            while v != s:
                path.append(prev[v])
                v = res[prev[v]][0]
            route = t.compute("route", [s] + [res[i][1] for i in reversed(path)])
            room = t.compute("room", min(res[i][2] for i in path), why="smallest residual capacity on the route")
            left = t.fetch("need", need)
            push = t.compute("send", min(room, left))
            for i in path:
                res[i][2] -= push
                res[i ^ 1][2] += push
            need = t.compute("need", left - push)
            cost = t.compute("cost", cost + push * path_cost, why=f"cost + {push}*{path_cost}")
            k += 1
            if len(route) < 2 or push <= 0:
                raise ValueError("no progress")  # only a corrupted trace gets here
        t.state("answer")
        return t.compute("answer", t.fetch("cost", cost))

    def solve(self, data: dict) -> int:
        # A linear program in disguise: cycle-cancelling from any feasible flow of the demand.
        n, s, target = data["n"], data["source"], data["target"]
        res = _residual(n, data["arcs"])
        need = data["demand"]
        while need:  # any feasible flow first, by breadth-first augmenting paths
            prev = {s: -1}
            queue = [s]
            for u in queue:
                for i, (a, b, cap, _) in enumerate(res):
                    if a == u and cap > 0 and b not in prev:
                        prev[b] = i
                        queue.append(b)
            if target not in prev:
                raise ValueError("demand exceeds capacity")
            path, v = [], target
            while v != s:
                path.append(prev[v])
                v = res[prev[v]][0]
            push = min(need, min(res[i][2] for i in path))
            for i in path:
                res[i][2] -= push
                res[i ^ 1][2] += push
            need -= push
        while True:  # then cancel negative-cost residual cycles until none is left
            dist = [0] * n
            prev = [-1] * n
            last = -1
            for _ in range(n):
                last = -1
                for i, (a, b, cap, w) in enumerate(res):
                    if cap > 0 and dist[a] + w < dist[b]:
                        dist[b] = dist[a] + w
                        prev[b] = i
                        last = b
            if last == -1:
                break
            for _ in range(n):
                last = res[prev[last]][0]
            cycle, v = [], last
            while True:
                cycle.append(prev[v])
                v = res[prev[v]][0]
                if v == last:
                    break
            push = min(res[i][2] for i in cycle)
            for i in cycle:
                res[i][2] -= push
                res[i ^ 1][2] += push
        return sum(arc[3] * res[2 * i + 1][2] for i, arc in enumerate(data["arcs"]))


BOOTCAMP = MinCostFlow()
