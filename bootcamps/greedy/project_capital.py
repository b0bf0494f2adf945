"""Most capital after at most k projects: each project needs some capital before it can start
(the capital is not spent) and adds its profit when done; projects are done one after another.

Greedy: k times, among the projects the current capital affords, do the one with the largest
profit (stop early when none is affordable). One state per round.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    projects: int = 5
    rounds: int = 2
    max_profit: int = 9

    def __post_init__(self) -> None:
        if not 2 <= self.projects <= 100:
            raise ValueError(f"projects must be in 2..100, got {self.projects}")
        if not 1 <= self.rounds <= self.projects:
            raise ValueError(f"rounds must be in 1..projects, got {self.rounds}")
        if self.max_profit < 2:
            raise ValueError(f"max_profit must be >= 2, got {self.max_profit}")


_TEMPLATES = (
    "A start-up has capital {w} and may complete at most {k} of these projects, one after another:\n{rows}\nA project "
    "can be started only when the current capital is at least its required capital (the capital is not used up); "
    "finishing it adds its profit to the capital. Each project can be done once. What is the largest capital "
    "possible at the end?",
    "You start with {w} coins. Each quest below needs at least the stated number of coins to enter (entering costs "
    "nothing) and pays its reward on completion:\n{rows}\nYou can complete up to {k} different quests in any order. "
    "How many coins can you end with at most?",
    "Initial capital W = {w}, at most k = {k} projects. Projects (minimum capital, profit):\n{rows}\nPick and order "
    "distinct projects so that each one's minimum capital is met by the capital at its start. Maximise the final "
    "capital.",
)


class ProjectCapital(IntegerAnswer, Bootcamp):
    id = "greedy/project_capital"
    description = "Maximise capital with at most k capital-gated projects (most profitable affordable first)"
    Config = Config
    LEVELS = {
        "1": Config(projects=5, rounds=2, max_profit=9),
        "2": Config(projects=7, rounds=3, max_profit=12),
        "3": Config(projects=9, rounds=4, max_profit=15),
        "4": Config(projects=12, rounds=5, max_profit=20),
        "5": Config(projects=15, rounds=7, max_profit=25),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        w = rng.randint(0, config.max_profit // 2)
        rows, reach = [], w
        for _ in range(config.projects):
            profit = rng.randint(1, config.max_profit)
            rows.append([rng.randint(0, reach + config.max_profit // 2), profit])
            reach += profit // 2  # later projects tend to need more
        rng.shuffle(rows)
        data = {"w": w, "k": config.rounds, "projects": rows}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        form = rng.choice(("project {i}: needs {c}, profit {p}", "{i}. ({c}, {p})", "P{i} - requires {c}, earns {p}"))
        rows = "\n".join(form.format(i=i + 1, c=c, p=p) for i, (c, p) in enumerate(data["projects"]))
        text = rng.choice(_TEMPLATES).format(w=data["w"], k=data["k"], rows=rows)
        return f"{text}\n{answer_instruction('the final capital as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        left = [list(p) for p in data["projects"]]
        capital = data["w"]
        for r in range(data["k"]):
            t.state(f"round {r + 1}")
            capital = t.fetch("capital", capital)
            ok = t.compute("affordable", sorted((p for c, p in left if c <= capital), reverse=True),
                           why=f"profits of projects needing <= {capital}")
            if not t.goto(len(ok) > 0, why="something affordable"):
                break
            best = ok[0]
            left.remove(next(x for x in left if x[1] == best and x[0] <= capital))
            capital = t.compute("capital", capital + best)
        t.state("answer")
        return t.compute("answer", t.fetch("capital", capital))

    def solve(self, data: dict) -> int:
        # The same greedy with a max-heap of profits fed from the projects sorted by required capital.
        import heapq

        by_need = sorted(data["projects"])
        heap: list[int] = []
        capital, at = data["w"], 0
        for _ in range(data["k"]):
            while at < len(by_need) and by_need[at][0] <= capital:
                heapq.heappush(heap, -by_need[at][1])
                at += 1
            if not heap:
                break
            capital -= heapq.heappop(heap)
        return capital


BOOTCAMP = ProjectCapital()
