"""What does ``git merge-base --all X Y`` print for a given commit graph?

The history is a random DAG of commits with short hex names, each with one parent or, for a
merge, two; it is shown as ``git log --format='%h %p'`` output (a commit, then its parents).
The merge bases of X and Y are their best common ancestors: the commits that are ancestors of
both (a commit counts as its own ancestor) and are not an ancestor of another such commit.
Criss-cross merges give two or more. The traced solver walks X's ancestors, then Y's, one
state per commit, intersects them, and drops every common ancestor that reaches another; the
plain solver marks ancestors by a reverse pass over the commits in creation order. The tests
build the same history with real ``git commit-tree`` and run ``git merge-base --all``.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.trace import Tracer

_HASH = re.compile(r"[0-9a-f]{4}")


@dataclass(frozen=True)
class Config:
    commits: int = 6
    merge_rate: float = 0.2

    def __post_init__(self) -> None:
        if not 4 <= self.commits <= 60:
            raise ValueError(f"commits must be in 4..60, got {self.commits}")
        if not 0.0 <= self.merge_rate <= 0.8:
            raise ValueError(f"merge_rate must be in 0..0.8, got {self.merge_rate}")


def ancestors(parents: dict[str, list[str]], tip: str) -> set[str]:
    seen, stack = {tip}, [tip]
    while stack:
        for p in parents[stack.pop()]:
            if p not in seen:
                seen.add(p)
                stack.append(p)
    return seen


_INTROS = (
    "A git repository's history, printed by `git log --all --format='%h %p'` (each commit, then its parent commits; a merge has two):",
    "Here is a commit graph; every line lists a commit followed by its parents (none for the root, two for a merge):",
    "The commits of a repository, one per line as `commit parent...`:",
)
_ASK = (
    "What does `git merge-base --all {x} {y}` print? The merge bases are the best common ancestors of {x} and {y}: commits that are ancestors of both (a commit is an ancestor of itself) and are not an ancestor of any other common ancestor.",
    "List every best common ancestor of {x} and {y} (what `git merge-base --all {x} {y}` reports): a common ancestor (each commit counts as its own ancestor) none of whose descendants is also a common ancestor.",
    "Find the merge base(s) of {x} and {y}, as `git merge-base --all` gives them: the common ancestors of both commits (a commit being its own ancestor) that are not reachable from another common ancestor.",
)


class GitMergeBase(Bootcamp):
    id = "code/git_merge_base"
    description = "Give `git merge-base --all X Y` (best common ancestors) for a commit DAG with merges"
    Config = Config
    LEVELS = {
        "1": Config(commits=7, merge_rate=0.1),
        "2": Config(commits=10, merge_rate=0.2),
        "3": Config(commits=15, merge_rate=0.3),
        "4": Config(commits=22, merge_rate=0.35),
        "5": Config(commits=32, merge_rate=0.4),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        while True:
            names = rng.sample(range(0x1000, 0x10000), config.commits)
            order = [f"{n:04x}" for n in names]
            parents: dict[str, list[str]] = {order[0]: []}
            for i in range(1, config.commits):
                window = order[max(0, i - 6):i]  # recent commits: branches stay short-lived
                if i >= 3 and rng.random() < config.merge_rate:
                    parents[order[i]] = rng.sample(window, 2) if len(window) >= 2 else [window[0]]
                else:
                    parents[order[i]] = [rng.choice(window)]
            x, y = rng.sample(order[config.commits // 2:], 2)
            data = {"order": order, "parents": parents, "x": x, "y": y}
            gold = self.solve(data)
            if x not in gold and y not in gold:
                return data, gold

    def prompt(self, data: dict, rng: random.Random) -> str:
        lines = [rng.choice(_INTROS)]
        for c in reversed(data["order"]):  # newest first, as git log shows them
            lines.append(" ".join([c] + data["parents"][c]))
        lines.append(rng.choice(_ASK).format(x=data["x"], y=data["y"]))
        lines.append(answer_instruction("the merge-base commit names separated by commas (for example: 3fa0 or 3fa0, 9c1e)"))
        return "\n".join(lines)

    def format_answer(self, answer: list[str]) -> str:
        return ", ".join(answer)

    def check(self, data: dict, answer: list[str], text: str) -> float:
        if not isinstance(text, str) or len(text) > 200:
            return 0.0
        body = text.strip().rstrip(".").strip().strip("[]{}").strip()
        if not re.fullmatch(r"[0-9a-f]{4}(?:\s*[,;]?\s*[0-9a-f]{4})*", body):
            return 0.0
        got = _HASH.findall(body)
        return 1.0 if len(got) == len(set(got)) and sorted(got) == sorted(answer) else 0.0

    def program(self, t: Tracer, data: dict) -> list[str]:
        parents = data["parents"]
        reach: dict[str, list[str]] = {}
        for tip in (data["x"], data["y"]):
            seen, queue = [tip], [tip]
            while queue and len(seen) <= len(parents):
                c, queue = queue[0], queue[1:]
                t.state(f"ancestors of {tip}: visit {c}")
                fresh = [p for p in t.fetch(f"parents({c})", parents.get(c, [])) if p not in seen]
                seen = t.compute(f"anc({tip})", seen + fresh)
                queue = queue + fresh
            reach[tip] = seen
        t.state("common ancestors")
        common = t.compute("common", sorted(set(t.fetch(f"anc({data['x']})", reach[data["x"]])) & set(t.fetch(f"anc({data['y']})", reach[data["y"]]))))
        best = []
        for c in common:
            t.state(f"is {c} best")
            over = [d for d in common if d != c and d in parents and c in ancestors(parents, d)]
            dominated = t.compute("common descendant", over[0] if over else "none") != "none"
            if not dominated:
                best = t.compute("best", best + [c])
        t.state("answer")
        return t.compute("answer", sorted(t.fetch("best", best)))

    def solve(self, data: dict) -> list[str]:
        order, parents = data["order"], data["parents"]
        index = {c: i for i, c in enumerate(order)}
        marks = {c: 0 for c in order}
        marks[data["x"]] |= 1
        marks[data["y"]] |= 2
        for c in reversed(order):  # parents come earlier, so marks flow down in one pass
            for p in parents[c]:
                marks[p] |= marks[c]
        common = [c for c in order if marks[c] == 3]
        covered: set[str] = set()
        for c in common:
            covered |= ancestors(parents, c) - {c}
        return sorted((c for c in common if c not in covered), key=lambda c: (c, index[c]))

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        gold = list(case.answer)
        others = sorted(set(case.data["order"]) - set(gold))
        wrong = [sorted(gold + [rng.choice(others)])]
        if len(gold) > 1:
            wrong.append(gold[:-1])
        else:
            wrong.append(case.data["parents"][gold[0]] or [case.data["x"]])
        return [self.format_answer(w) for w in wrong if sorted(w) != sorted(gold)]


BOOTCAMP = GitMergeBase()
