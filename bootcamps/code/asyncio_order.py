"""Predict the order of the prints of a small Python asyncio program.

One coroutine ``worker(name, delays)`` prints ``<name>0``, then sleeps each delay in turn and
prints ``<name>1``, ``<name>2``... after each. ``main`` prints markers and mixes
``asyncio.create_task`` (scheduled, not started until main yields), ``await asyncio.sleep(d)``
(``d = 0`` just yields once), ``await worker(...)`` (a coroutine awaited directly runs inline,
no task), ``await t`` on a task (no pause at all when it is already finished) and ``await
asyncio.gather(...)`` (coroutines in it become tasks queued after the ones already waiting);
tasks left unfinished when main returns are cancelled by ``asyncio.run`` and print nothing
more. Programs are redrawn until every timer of the run expires at a distinct time, so the
order never depends on tie-breaking between simultaneous timers. The interpreter emulates
asyncio's loop at callback level (a FIFO ready queue run one batch per iteration, timers moved
in when due, futures scheduling their callbacks with call_soon, gather's per-child callback);
the trace is one state per task step: fetch the clock and the task, compute what it prints.
``solve`` is that emulation with the states discarded (a second model at the level of the
prompt's rules would need the same callback detail); the tests run the generated program with
real asyncio on an event loop whose clock is virtual.
"""

from __future__ import annotations

import heapq
import random
from collections import deque
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit.arrays import parse_words
from bootcamps.trace import Tracer

KINDS = ("print", "task", "sleep", "sleep0", "inline", "await_task", "gather")


@dataclass(frozen=True)
class Config:
    statements: int = 4
    kinds: tuple = ("print", "task", "sleep", "await_task")
    max_steps: int = 2
    max_delay: int = 3

    def __post_init__(self) -> None:
        if not 2 <= self.statements <= 20:
            raise ValueError(f"statements must be in 2..20, got {self.statements}")
        if not self.kinds or any(k not in KINDS for k in self.kinds) or "task" not in self.kinds:
            raise ValueError(f"kinds must be a subset of {KINDS} with 'task', got {self.kinds}")
        if not 1 <= self.max_steps <= 5:
            raise ValueError(f"max_steps must be in 1..5, got {self.max_steps}")
        if not 2 <= self.max_delay <= 12:
            raise ValueError(f"max_delay must be in 2..12, got {self.max_delay}")


class Tie(Exception):
    """Two timers of the run would expire at the same time."""


class Future:
    def __init__(self, loop: "Loop"):
        self.loop, self.done, self.callbacks = loop, False, []

    def add_done_callback(self, cb) -> None:
        if self.done:
            self.loop.call_soon(cb)
        else:
            self.callbacks.append(cb)

    def set_result(self) -> None:
        self.done = True
        for cb in self.callbacks:
            self.loop.call_soon(cb)
        self.callbacks = []


class Task(Future):
    def __init__(self, loop: "Loop", gen, name: str):
        super().__init__(loop)
        self.gen, self.name = gen, name
        loop.call_soon(self.step)

    def step(self) -> None:
        if self.loop.stopped:
            return
        self.loop.running = self.name
        try:
            waited = next(self.gen)
        except StopIteration:
            self.set_result()
            return
        finally:
            self.loop.steps.append((self.loop.now, self.name, self.loop.printed))
            self.loop.printed = []
        if waited is None:
            self.loop.call_soon(self.step)
        else:
            waited.add_done_callback(self.step)


class Loop:
    def __init__(self):
        self.ready: deque = deque()
        self.timers: list = []
        self.now, self.seq = 0, 0
        self.stopping = self.stopped = False
        self.whens: set[int] = set()
        self.printed: list[str] = []
        self.steps: list[tuple[int, str, list[str]]] = []
        self.running = ""

    def call_soon(self, cb) -> None:
        self.ready.append(cb)

    def call_later(self, delay: int, cb) -> None:
        when = self.now + delay
        if when in self.whens:
            raise Tie
        self.whens.add(when)
        self.seq += 1
        heapq.heappush(self.timers, (when, self.seq, cb))

    def run(self) -> None:
        while not self.stopping:
            if not self.ready:
                self.now = self.timers[0][0]
            while self.timers and self.timers[0][0] <= self.now:
                self.ready.append(heapq.heappop(self.timers)[2])
            for _ in range(len(self.ready)):
                self.ready.popleft()()
        self.stopped = True


def sleep(loop: Loop, d: int):
    if d == 0:
        yield None
        return
    f = Future(loop)
    loop.call_later(d, f.set_result)
    yield f


def worker(loop: Loop, name: str, delays: list[int]):
    loop.printed.append(name + "0")
    for i, d in enumerate(delays, 1):
        yield from sleep(loop, d)
        loop.printed.append(name + str(i))


def main(loop: Loop, statements: list[list], tasks: dict):
    for st in statements:
        kind = st[0]
        if kind == "print":
            loop.printed.append(st[1])
        elif kind == "task":
            tasks[st[1]] = Task(loop, worker(loop, st[1], st[2]), st[1])
        elif kind in ("sleep", "sleep0"):
            yield from sleep(loop, st[1])
        elif kind == "inline":
            yield from worker(loop, st[1], st[2])
        elif kind == "await_task":
            if not tasks[st[1]].done:
                yield tasks[st[1]]
        else:  # gather: children are task names or [name, delays] coroutines
            outer, left = Future(loop), [len(st[1])]

            def done(left=left, outer=outer):
                left[0] -= 1
                if left[0] == 0:
                    outer.set_result()

            for c in st[1]:  # as CPython's gather: wrap one argument, register its callback, next
                child = tasks[c] if isinstance(c, str) else Task(loop, worker(loop, c[0], c[1]), c[0])
                child.add_done_callback(done)
            yield outer


def run_program(data: dict) -> Loop:
    """The emulated run; ``loop.steps`` lists (time, task, prints) per task step."""
    loop = Loop()
    main_task = Task(loop, main(loop, data["main"], {}), "main")

    def stop() -> None:
        loop.stopping = True

    main_task.add_done_callback(stop)
    loop.run()
    return loop


def render_call(name: str, delays: list[int]) -> str:
    return f'worker("{name}", [{", ".join(map(str, delays))}])'


def render_main(statements: list[list]) -> list[str]:
    lines = []
    for st in statements:
        kind = st[0]
        if kind == "print":
            lines.append(f'print("{st[1]}")')
        elif kind == "task":
            lines.append(f"{st[1].lower()} = asyncio.create_task({render_call(st[1], st[2])})")
        elif kind in ("sleep", "sleep0"):
            lines.append(f"await asyncio.sleep({st[1]})")
        elif kind == "inline":
            lines.append(f"await {render_call(st[1], st[2])}")
        elif kind == "await_task":
            lines.append(f"await {st[1].lower()}")
        else:
            args = [c.lower() if isinstance(c, str) else render_call(c[0], c[1]) for c in st[1]]
            lines.append(f"await asyncio.gather({', '.join(args)})")
    return lines


def program_text(data: dict) -> str:
    body = "\n".join("    " + line for line in render_main(data["main"]))
    return ("import asyncio\n\n"
            "async def worker(name, delays):\n"
            "    print(name + \"0\")\n"
            "    for i, d in enumerate(delays, 1):\n"
            "        await asyncio.sleep(d)\n"
            "        print(name + str(i))\n\n"
            f"async def main():\n{body}\n\n"
            "asyncio.run(main())\n")


_INTROS = (
    "In what order are the lines of this Python asyncio program printed?",
    "Run this asyncio program in your head. What does it print, in order?",
    "List everything the following Python program prints, in order.",
)
_RULES = (
    "asyncio rules: one thread runs one task at a time until it reaches an await that must wait. "
    "asyncio.create_task only schedules a task: it starts when the running task yields. Ready tasks "
    "run in the order they became ready (first in, first out). asyncio.sleep(d) with d > 0 wakes the "
    "task after d seconds; asyncio.sleep(0) just moves it to the back of the ready queue. Awaiting a "
    "coroutine call directly (await worker(...)) runs it inside the current task with no task switch; "
    "awaiting a task that has already finished does not pause. asyncio.gather turns each coroutine "
    "argument into a new task, queued after the tasks already waiting to run, and resumes the caller "
    "only after all of its arguments have finished, a little after the last one finishes (its "
    "bookkeeping callbacks go through the ready queue first). No two timers here ever expire at the "
    "same moment. When main returns, asyncio.run cancels every unfinished task, which prints nothing more."
)


class AsyncioOrder(Bootcamp):
    id = "code/asyncio_order"
    description = "Order of the prints of an asyncio program with create_task, sleeps, direct awaits and gather"
    Config = Config
    LEVELS = {
        "1": Config(statements=6, kinds=("print", "task", "sleep", "await_task"), max_steps=2, max_delay=4),
        "2": Config(statements=7, kinds=("print", "task", "sleep", "await_task", "inline"), max_steps=2, max_delay=4),
        "3": Config(statements=8, kinds=("print", "task", "sleep", "await_task", "inline", "gather"),
                    max_steps=3, max_delay=5),
        "4": Config(statements=10, kinds=KINDS, max_steps=3, max_delay=6),
        "5": Config(statements=13, kinds=KINDS, max_steps=4, max_delay=8),
    }
    multiline_answer = False

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        while True:
            statements, names, marks = [], iter("ABCDEFGHJKLMNPQRSTUVWXYZ"), iter(range(1, 100))
            created: list[str] = []
            awaited: set[str] = set()

            def delays() -> list[int]:
                return [rng.randint(1, config.max_delay) for _ in range(rng.randint(1, config.max_steps))]

            for i in range(config.statements):
                kind = "task" if i == 0 else rng.choice(config.kinds)
                if kind == "await_task" and not created:
                    kind = "print"
                if kind == "print":
                    statements.append(["print", f"m{next(marks)}"])
                elif kind == "task":
                    name = next(names)
                    created.append(name)
                    statements.append(["task", name, delays()])
                elif kind == "sleep":
                    statements.append(["sleep", rng.randint(1, config.max_delay)])
                elif kind == "sleep0":
                    statements.append(["sleep0", 0])
                elif kind == "inline":
                    statements.append(["inline", next(names), delays()])
                elif kind == "await_task":
                    name = rng.choice(created)
                    awaited.add(name)
                    statements.append(["await_task", name])
                else:
                    pending = [n for n in created if n not in awaited]
                    chosen = rng.sample(pending, min(len(pending), rng.randint(0, 2)))
                    awaited.update(chosen)
                    children = chosen + [[next(names), delays()] for _ in range(rng.randint(1, 2))]
                    rng.shuffle(children)
                    statements.append(["gather", children])
            statements.append(["print", f"m{next(marks)}"])
            data = {"main": statements}
            try:
                loop = run_program(data)
            except Tie:
                continue
            out = [p for _, _, printed in loop.steps for p in printed]
            if len(out) >= 4:
                return data, out

    def prompt(self, data: dict, rng: random.Random) -> str:
        form = "the printed lines in order, separated by commas (for example m1, A0, B0, A1)"
        return "\n".join([rng.choice(_INTROS), "```python", program_text(data).rstrip(), "```", _RULES,
                          answer_instruction(form)])

    def format_answer(self, answer: list[str]) -> str:
        return ", ".join(map(str, answer))

    def check(self, data: dict, answer: list[str], text: str) -> float:
        got = parse_words(text, length=len(answer))
        return 1.0 if got is not None and got == [a.casefold() for a in answer] else 0.0

    def program(self, t: Tracer, data: dict) -> list[str]:
        loop = run_program(data)
        out: list[str] = []
        for k, (now, name, printed) in enumerate(loop.steps):
            t.state(f"step {k + 1}")
            t.fetch("clock", now)
            t.fetch("task", name)
            lines = t.compute("prints", printed, why=f"{name} runs until its next await")
            out = t.compute("output", out + list(lines))
        t.state("answer")
        return t.compute("answer", t.fetch("output", out))

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        gold = [str(x) for x in case.answer]
        swapped = gold[:]
        i = rng.randrange(len(gold) - 1)
        swapped[i], swapped[i + 1] = swapped[i + 1], swapped[i]
        return [", ".join(w) for w in (swapped, gold[::-1], sorted(gold)) if w != gold]


BOOTCAMP = AsyncioOrder()
