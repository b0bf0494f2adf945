"""When each customer of a bank leaves, with several tellers and one first-come queue.

Customers arrive at given minutes (in order) and need a given number of minutes of service.
Each customer, in arrival order, goes to the teller that becomes free first (the lowest
numbered one on a tie), waiting in line if every teller is busy. The trace is one state per
customer: the tellers' free times, the chosen teller, the start and the finish.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.arrays import IntListAnswer
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    customers: int = 5
    tellers: int = 2
    max_service: int = 9

    def __post_init__(self) -> None:
        if not 2 <= self.customers <= 200:
            raise ValueError(f"customers must be in 2..200, got {self.customers}")
        if not 1 <= self.tellers <= 10:
            raise ValueError(f"tellers must be in 1..10, got {self.tellers}")
        if not 2 <= self.max_service <= 120:
            raise ValueError(f"max_service must be in 2..120, got {self.max_service}")


_TEMPLATES = (
    "A bank has {k} tellers and one queue. Customers (arrival minute, minutes of service needed):\n{rows}\nIn order "
    "of arrival, each customer goes to the teller who is free soonest (the lowest-numbered teller if several are "
    "free), waiting if all are busy; a teller free at the minute a customer arrives serves them at once. At what "
    "minute does each customer leave?",
    "A print shop has {k} identical printers. Jobs arrive as (arrival time, printing time):\n{rows}\nJobs are taken "
    "strictly in arrival order; each goes to the printer that frees up first (lowest number on ties) and starts as "
    "soon as both the job and that printer are ready. Give the finishing time of every job, in the order listed.",
    "Multi-server FIFO queue with {k} servers. Customers, in arrival order, with (arrival, service):\n{rows}\n"
    "Assign each customer to the earliest-available server (ties to the lowest index); start = max(arrival, server "
    "free time). List the departure times.",
)


class BankTellers(IntListAnswer, Bootcamp):
    id = "simulation/bank_tellers"
    description = "Departure times in a first-come queue with several tellers (one state per customer)"
    Config = Config
    LEVELS = {
        "1": Config(customers=5, tellers=2, max_service=9),
        "2": Config(customers=7, tellers=2, max_service=12),
        "3": Config(customers=10, tellers=3, max_service=15),
        "4": Config(customers=14, tellers=3, max_service=20),
        "5": Config(customers=20, tellers=4, max_service=30),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        clock, rows = rng.randint(0, 5), []
        gap = max(1, config.max_service // (config.tellers + 1))
        for _ in range(config.customers):
            rows.append([clock, rng.randint(1, config.max_service)])
            clock += rng.randint(0, 2 * gap)
        data = {"tellers": config.tellers, "customers": rows}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        style = rng.choice(("({a}, {s})", "arrives {a}, needs {s}", "customer {i}: {a}, {s}"))
        rows = "\n".join(style.format(i=i + 1, a=a, s=s) for i, (a, s) in enumerate(data["customers"]))
        text = rng.choice(_TEMPLATES).format(k=data["tellers"], rows=rows)
        n = len(data["customers"])
        form = f"the {n} leaving times in the order the customers are listed, separated by commas (for example 7, 9, 12)"
        return f"{text}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        free = [0] * data["tellers"]
        out: list[int] = []
        for i, (arrive, service) in enumerate(data["customers"]):
            t.state(f"customer {i + 1}")
            a, s = t.fetch(f"customer {i + 1}", (arrive, service))
            free = t.fetch("teller free at", free)
            teller = t.compute("teller", min(range(len(free)), key=lambda j: (free[j], j)), why="free soonest, lowest number")
            start = t.compute("start", max(a, free[teller]))
            done = t.compute("leaves", start + s)
            free = t.compute("teller free at", free[:teller] + [done] + free[teller + 1 :])
            out = t.compute("leaving times", out + [done])
        t.state("answer")
        return t.compute("answer", t.fetch("leaving times", out))

    def solve(self, data: dict) -> list[int]:
        # Minute-by-minute clock: at each minute, free tellers take waiting customers in order.
        customers = data["customers"]
        busy_until = [0] * data["tellers"]
        out = [0] * len(customers)
        waiting: list[int] = []
        nxt, minute = 0, 0
        while nxt < len(customers) or waiting:
            while nxt < len(customers) and customers[nxt][0] <= minute:
                waiting.append(nxt)
                nxt += 1
            for j in range(len(busy_until)):
                if waiting and busy_until[j] <= minute:
                    i = waiting.pop(0)
                    busy_until[j] = out[i] = minute + customers[i][1]
            minute += 1
        return out


BOOTCAMP = BankTellers()
