"""Which recipes does ``make`` run, and in what order, given a Makefile and file timestamps?

The rules (stated in the prompt, as GNU make applies them): ``make`` builds its goal (the first
rule); before deciding about a target it brings every prerequisite up to date, left to right,
each target at most once; a target is rebuilt when it does not exist or when some prerequisite
is newer than it, and a rebuilt file is newer than every other file. Files with no rule are
sources. Makefiles come from ``kit.interp2``'s generator (a consistent build, then a few files
touched and some targets deleted; at least one recipe runs) and are interpreted there; the
trace is one state per target decision: fetch the target's time and its prerequisites' times
after they were brought up to date, compute whether it is rebuilt and its new time. The tests
check golds against a networkx post-order traversal.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit import interp2
from bootcamps.kit.strings import WordSequenceAnswer
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    sources: int = 2
    targets: int = 3
    missing: float = 0.0

    def __post_init__(self) -> None:
        if not 1 <= self.sources <= len(interp2.MAKE_SOURCES):
            raise ValueError(f"sources must be in 1..{len(interp2.MAKE_SOURCES)}, got {self.sources}")
        if not 2 <= self.targets <= len(interp2.MAKE_TARGETS):
            raise ValueError(f"targets must be in 2..{len(interp2.MAKE_TARGETS)}, got {self.targets}")
        if not 0.0 <= self.missing <= 0.5:
            raise ValueError(f"missing must be in 0..0.5, got {self.missing}")


_INTROS = (
    "A project has this Makefile:",
    "Here is a Makefile:",
    "Consider the following Makefile (recipes shown as ./build <target>):",
)
_RULES = (
    "Running `make` with no arguments builds the first rule's target. For a target, make first brings each prerequisite "
    "up to date, left to right (a target is processed at most once); then it runs the target's recipe if the target does "
    "not exist or any prerequisite is newer than it (a larger time). A file whose recipe just ran counts as newer than "
    "every other file. Files without a rule are source files."
)


class MakeRebuild(WordSequenceAnswer, Bootcamp):
    id = "code/make_rebuild"
    description = "Which Makefile recipes run, in order, given file timestamps, touched sources and missing targets"
    Config = Config
    LEVELS = {
        "1": Config(sources=2, targets=3, missing=0.0),
        "2": Config(sources=3, targets=4, missing=0.15),
        "3": Config(sources=4, targets=6, missing=0.15),
        "4": Config(sources=5, targets=8, missing=0.2),
        "5": Config(sources=7, targets=11, missing=0.2),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        while True:
            rules, times = interp2.random_makefile(rng, config.sources, config.targets, config.missing)
            data = {"rules": rules, "times": times}
            built = interp2.make_rebuilds(rules, times, rules[0][0])
            if built:
                return data, built

    def prompt(self, data: dict, rng: random.Random) -> str:
        listing = [f"  {name}: {'does not exist' if t is None else 'time ' + str(t)}" for name, t in sorted(data["times"].items())]
        form = "the targets whose recipes run, in order, separated by commas, like util.o, app"
        return "\n".join([
            rng.choice(_INTROS), "```make", interp2.render_makefile(data["rules"]), "```",
            "File modification times:", *listing, _RULES,
            "Which recipes does `make` run, in order?", answer_instruction(form),
        ])

    def format_answer(self, answer: list[str]) -> str:
        return ", ".join(answer)

    def program(self, t: Tracer, data: dict) -> list[str]:
        deps = {target: prereqs for target, prereqs in data["rules"]}
        current = dict(data["times"])
        now = max(v for v in current.values() if v is not None) + 1
        done: set[str] = set()
        built: list[str] = []

        def update(target: str) -> None:
            if target in done or target not in deps:
                return
            done.add(target)
            for p in deps[target]:
                update(p)
            t.state(f"decide {target}")
            mine = t.fetch(f"time[{target}]", current[target])
            newer = [p for p in deps[target] if mine is not None and t.fetch(f"time[{p}]", current[p]) > mine]
            rebuild = t.compute("[rebuild]", mine is None or bool(newer), why="missing" if mine is None else "a newer prerequisite" if newer else "up to date")
            if rebuild:
                current[target] = t.compute(f"time[{target}]", now, why="just rebuilt")
                built.append(target)

        update(data["rules"][0][0])
        t.state("answer")
        return t.compute("answer", list(built))

    def solve(self, data: dict) -> list[str]:
        return interp2.make_rebuilds(data["rules"], data["times"], data["rules"][0][0])

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        gold = list(case.answer)
        every = [t for t, _ in reversed(case.data["rules"])]
        wrong = [gold[::-1], gold[:-1], every]
        return [self.format_answer(w) for w in wrong if w and w != gold]


BOOTCAMP = MakeRebuild()
