"""Dijkstra: shortest-path distances from a source in a weighted undirected graph of n vertices.

TAIL class "Greedy": the trace is the array version of Dijkstra. A "select" state restates the
frontier (unvisited vertices with a tentative distance) and takes its minimum; one "relax" state
per edge to an unvisited neighbour fetches dist[u], the edge weight and dist[v] and decides
whether to update. The gold comes from the heap-based ``bootcamps.graphs.dijkstra``.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.graphs import adjacency, dijkstra, random_connected_graph
from bootcamps.parse import parse_int_list
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    min_len: int = 3
    max_len: int = 5
    max_weight: int = 9
    extra_edges_per_vertex: float = 0.5  # edges beyond a spanning tree, as a multiple of n

    def __post_init__(self) -> None:
        if self.min_len < 2:
            raise ValueError(f"min_len must be >= 2, got {self.min_len}")
        if self.max_len < self.min_len:
            raise ValueError(f"max_len must be >= min_len ({self.min_len}), got {self.max_len}")
        if self.max_weight < 1:
            raise ValueError(f"max_weight must be >= 1, got {self.max_weight}")
        if not 0 <= self.extra_edges_per_vertex <= 10:
            raise ValueError(f"extra_edges_per_vertex must be in [0, 10], got {self.extra_edges_per_vertex}")


def _edges_pairs(edges: list) -> str:
    return ", ".join(f"{u}-{v} ({w})" for u, v, w in edges)


def _edges_triples(edges: list) -> str:
    return ", ".join(f"({u}, {v}, {w})" for u, v, w in edges)


def _edges_lines(edges: list) -> str:
    return "\n".join(f"{u} {v} {w}" for u, v, w in edges)


def _edges_words(edges: list) -> str:
    return "; ".join(f"{u} and {v} are joined by a road of length {w}" for u, v, w in edges)


def _adjacency_lines(n: int, edges: list) -> str:
    adj = adjacency(n, edges)
    return "\n".join(f"{u}: " + ", ".join(f"{v} (weight {w})" for v, w in adj[u]) for u in range(n))


# (template, edge layout); {n} vertices 0..n-1, {s} the source, {last} = n-1.
_TEMPLATES = (
    ("An undirected graph has vertices 0 to {last}. Its weighted edges, written u-v (weight), are: {edges}. Find the shortest-path distance from vertex {s} to every vertex.", _edges_pairs),
    ("Edges (u, v, weight) of an undirected graph on vertices 0..{last}: {edges}. Compute the shortest distances from vertex {s} to all vertices.", _edges_triples),
    ("Graph with {n} vertices (0 to {last}), one undirected edge per line as 'u v weight':\n{edges}\nSource: {s}\nWhat is the shortest distance from the source to each vertex?", _edges_lines),
    ("Cities 0 to {last}: {edges}. Roads can be travelled both ways. How far is each city from city {s} along shortest routes?", _edges_words),
    ("Adjacency list of an undirected weighted graph on {n} vertices:\n{edges}\nRun Dijkstra's algorithm from vertex {s} and report all distances.", _adjacency_lines),
    ("Run Dijkstra's algorithm from vertex {s} on the undirected graph with vertices 0..{last} and edges {edges}.", _edges_pairs),
    ("Undirected edges with weights: {edges}. Vertices are numbered 0 to {last}. Starting at {s}, what is the length of the shortest path to each vertex?", _edges_triples),
    ("Vertices: 0..{last}\nEdges (u v w):\n{edges}\nTask: single-source shortest paths from vertex {s}.", _edges_lines),
    ("A road network: {edges}. The cities are numbered 0 to {last}. Give the shortest travel distance from city {s} to each city, itself included.", _edges_words),
    ("Each line lists a vertex and its neighbours with edge weights:\n{edges}\nWhat are the shortest-path distances from vertex {s}?", _adjacency_lines),
    ("Find the minimum total edge weight of a path from node {s} to each node of this undirected graph on nodes 0..{last}: {edges}.", _edges_pairs),
    ("Network links (endpoint, endpoint, cost): {edges}. Nodes are 0 to {last}. What is the cheapest cost to reach each node from node {s}?", _edges_triples),
    ("Shortest paths.\nNodes: {n} (0 to {last})\nLinks:\n{edges}\nStart node: {s}", _edges_lines),
    ("Distances between towns 0 to {last}: {edges}. Starting from town {s}, how long is the shortest trip to each town?", _edges_words),
    ("Given the weighted adjacency list below (undirected graph), compute the distance from vertex {s} to every vertex.\n{edges}", _adjacency_lines),
    ("Weighted undirected graph, vertices 0-{last}, edges: {edges}. Distances from {s}?", _edges_pairs),
    ("Consider the graph with edge set {{{edges}}} on vertices 0 through {last}, each triple being (u, v, weight). Compute d({s}, v) for every vertex v.", _edges_triples),
    ("The following undirected edges carry positive weights:\n{edges}\nThere are {n} vertices, 0 to {last}. Determine the shortest distance from {s} to each of them.", _edges_lines),
    ("A delivery driver starts at depot {s}. Locations are 0 to {last} and {edges}. What is the shortest driving distance to each location?", _edges_words),
    ("Graph (adjacency list, undirected, weighted):\n{edges}\nSource vertex: {s}. Find all shortest-path distances.", _adjacency_lines),
    ("Using Dijkstra's greedy method, find the shortest distance from vertex {s} to every vertex of the graph on 0..{last} with weighted edges {edges}.", _edges_pairs),
    ("Edge list: {edges} (each as (u, v, w), undirected). With {n} vertices numbered from 0, list the shortest distances from vertex {s}.", _edges_triples),
)


class Dijkstra(Bootcamp):
    id = "algorithm/dijkstra"
    description = "Single-source shortest-path distances in a weighted undirected graph of n vertices (TAIL greedy)"
    Config = Config
    LEVELS = {
        "1": Config(min_len=3, max_len=5, max_weight=9),
        "2": Config(min_len=6, max_len=10, max_weight=20),
        "3": Config(min_len=11, max_len=20, max_weight=30),
        "4": Config(min_len=21, max_len=30, max_weight=40),
        "5": Config(min_len=31, max_len=40, max_weight=50),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        n = rng.randint(config.min_len, config.max_len)
        extra = rng.randint(0, round(config.extra_edges_per_vertex * n) + 1)
        data = {"n": n, "edges": random_connected_graph(rng, n, extra, config.max_weight), "source": rng.randrange(n)}
        return data, self.solve(data)

    def length(self, data: dict) -> int:
        return data["n"]

    def prompt(self, data: dict, rng: random.Random) -> str:
        n, edges = data["n"], data["edges"]
        template, layout = rng.choice(_TEMPLATES)
        shown = layout(n, edges) if layout is _adjacency_lines else layout(edges)
        text = template.format(n=n, last=n - 1, s=data["source"], edges=shown)
        form = (
            f"the {n} distances in vertex order (vertex 0 first, up to vertex {n - 1}), "
            "as comma-separated integers in square brackets, e.g. [0, 4, 7]"
        )
        return f"{text}\n{answer_instruction(form)}"

    def check(self, data: dict, answer: list, text: str) -> float:
        if len(text) > 20 * data["n"] + 200:
            return 0.0
        values = parse_int_list(text)
        return 1.0 if values is not None and values == list(answer) else 0.0

    def format_answer(self, answer: list) -> str:
        return "[" + ", ".join(str(d) for d in answer) + "]"

    def program(self, t: Tracer, data: dict) -> list:
        n = data["n"]
        adj = adjacency(n, [list(e) for e in data["edges"]])
        dist: list = [None] * n
        visited: set[int] = set()
        t.state("init")
        s = t.fetch("source", data["source"])
        dist[s] = t.compute(f"dist[{s}]", 0, why="the source is at distance 0")
        rounds = 0
        while True:
            rounds += 1
            t.state(f"select {rounds}")
            frontier = t.fetch("frontier", [(v, dist[v]) for v in range(n) if v not in visited and dist[v] is not None])
            if not t.goto(bool(frontier), why="vertices left to settle" if frontier else "nothing left to settle"):
                break
            u = t.compute("u", min(frontier, key=lambda item: (item[1], item[0]))[0], why="closest frontier vertex")
            visited.add(u)
            for v, w in adj[u]:
                if v in visited:
                    continue
                t.state(f"relax {u}-{v}")
                du = t.fetch(f"dist[{u}]", dist[u])
                weight = t.fetch(f"w({u},{v})", w)
                dv = t.fetch(f"dist[{v}]", dist[v])
                cand = t.compute("cand", du + weight, why=f"dist[{u}]+w({u},{v})")
                better = dv is None or cand < dv
                if t.goto(better, why="shorter than dist[v]" if better else "not shorter"):
                    dist[v] = t.compute("new dist", cand, why=f"update dist[{v}]")
        t.state("answer")
        return t.compute("answer", t.fetch("dist", list(dist)))

    def solve(self, data: dict) -> list[int]:
        distances, _ = dijkstra(data["n"], [list(e) for e in data["edges"]], data["source"])
        return distances  # type: ignore[return-value]  # connected graph: no None


BOOTCAMP = Dijkstra()
