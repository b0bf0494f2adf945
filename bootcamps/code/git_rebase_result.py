"""What does ``git log --format=%s`` show after ``git rebase --onto N U B``?

The history is a random tree of commits (no merges), each with a short hex name and a one-word
subject, shown as ``git log --all --format='%h %p %s'``. Each commit adds its own file, so
commits with the same subject are cherry-picks of one another (the same patch). The rebase
replays the commits reachable from B but not from U, oldest first, on top of N, skipping any
whose patch is already on the upstream side (a commit reachable from U but not from B with the
same subject); the result is N's history with the replayed commits on top. Generation avoids
the corner cases where git would also drop a commit that became empty (a replayed commit that
is already an ancestor of N) and asks for at least one replayed commit. The traced solver walks
B's ancestors, then U's, one state per commit, and builds the new log; the plain solver marks
reachability in one reverse pass over the commits in creation order. The tests replay the
same history with real ``git commit-tree`` and ``git rebase --onto``, where git is installed,
and against a networkx ancestor walk.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.trace import Tracer

_VERBS = ("add", "fix", "drop", "tune", "move", "split", "clean", "speed", "guard", "log", "test", "port")
_NOUNS = ("parser", "cache", "login", "docs", "api", "config", "build", "ui", "retry", "schema", "index", "cli", "auth", "queue")


@dataclass(frozen=True)
class Config:
    commits: int = 8
    picks: int = 0

    def __post_init__(self) -> None:
        if not 5 <= self.commits <= 40:
            raise ValueError(f"commits must be in 5..40, got {self.commits}")
        if not 0 <= self.picks <= 4:
            raise ValueError(f"picks must be in 0..4, got {self.picks}")


def reach(parents: dict[str, list[str]], tip: str) -> list[str]:
    out, c = [], tip
    while True:
        out.append(c)
        if not parents[c]:
            return out
        c = parents[c][0]


_INTROS = (
    "A git repository's history, from `git log --all --format='%h %p %s'` (each commit, its parent, its subject):",
    "Here is a commit tree, one commit per line as `hash parent subject` (the root has no parent):",
    "The commits of a repository (no merges), newest first, written `commit parent subject`:",
)
_RULES = (
    "Every commit adds a file of its own, so two commits with the same subject carry the same patch (one is a cherry-pick of the other). "
    "`git rebase --onto N U B` takes the commits reachable from B but not from U, oldest first, skips each one whose patch "
    "already exists among the commits reachable from U but not from B, and re-creates the rest, in order, on top of N; "
    "B then points at the last re-created commit (or at N if none is left)."
)
_ASK = (
    "After `git rebase --onto {n} {u} {b}`, what does `git log --format=%s` print (newest first, down to the root)?",
    "Run `git rebase --onto {n} {u} {b}`. List the subjects of the rebased history, as `git log --format=%s` shows it from the new tip back to the root commit.",
    "Give the subjects printed by `git log --format=%s` on the result of `git rebase --onto {n} {u} {b}`, newest commit first.",
)


class GitRebaseResult(Bootcamp):
    id = "code/git_rebase_result"
    description = "Give `git log` subjects after `git rebase --onto N U B` on a commit tree with cherry-picks"
    Config = Config
    LEVELS = {
        "1": Config(commits=7, picks=0),
        "2": Config(commits=10, picks=1),
        "3": Config(commits=14, picks=1),
        "4": Config(commits=19, picks=2),
        "5": Config(commits=26, picks=3),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        while True:
            order = [f"{n:04x}" for n in rng.sample(range(0x1000, 0x10000), config.commits)]
            subjects = [f"{v}-{n}" for v, n in rng.sample([(v, n) for v in _VERBS for n in _NOUNS], config.commits)]
            parents: dict[str, list[str]] = {order[0]: []}
            for i in range(1, config.commits):
                parents[order[i]] = [rng.choice(order[max(0, i - 5):i])]
            subj = dict(zip(order, subjects))
            n_, u, b = rng.sample(order[1:], 3)
            anc_b, anc_u, anc_n = set(reach(parents, b)), set(reach(parents, u)), set(reach(parents, n_))
            todo = [c for c in order if c in anc_b and c not in anc_u]
            upstream = [c for c in order if c in anc_u and c not in anc_b]
            if not todo or any(c in anc_n for c in todo) or n_ in anc_b:
                continue
            # cherry-picks: give an upstream-only commit the subject of a commit to replay
            if config.picks:
                k = min(config.picks, len(upstream), len(todo) - 1)
                if k < config.picks:
                    continue
                for dup, orig in zip(rng.sample(upstream, k), rng.sample(todo, k)):
                    if dup in anc_n:
                        break
                    subj[dup] = subj[orig]
                if len(set(subj.values())) != config.commits - k:
                    continue
            data = {"order": order, "parents": parents, "subject": subj, "onto": n_, "upstream": u, "branch": b}
            gold = self.solve(data)
            if len(set(gold)) != len(gold):
                continue  # a subject twice in one log would make the answer ambiguous to read
            return data, gold

    def prompt(self, data: dict, rng: random.Random) -> str:
        lines = [rng.choice(_INTROS)]
        for c in reversed(data["order"]):
            lines.append(" ".join([c] + data["parents"][c] + [data["subject"][c]]))
        lines.append(_RULES)
        lines.append(rng.choice(_ASK).format(n=data["onto"], u=data["upstream"], b=data["branch"]))
        lines.append(answer_instruction("the subjects, newest first, separated by commas (for example: fix-ui, add-docs, add-api)"))
        return "\n".join(lines)

    def format_answer(self, answer: list[str]) -> str:
        return ", ".join(answer)

    def check(self, data: dict, answer: list[str], text: str) -> float:
        if not isinstance(text, str) or len(text) > 40 * (len(answer) + 2):
            return 0.0
        body = text.strip().rstrip(".").strip().strip("[]").strip()
        if not re.fullmatch(r"[\w\-'\"`]+(?:\s*[,;\n]\s*[\w\-'\"`]+)*", body):
            return 0.0
        got = [p.strip().strip("'\"`") for p in re.split(r"\s*[,;\n]\s*", body)]
        return 1.0 if got == list(answer) else 0.0

    def program(self, t: Tracer, data: dict) -> list[str]:
        parents, subj = data["parents"], data["subject"]
        walks: dict[str, list[str]] = {}
        for role, tip in (("B", data["branch"]), ("U", data["upstream"])):
            path: list[str] = []
            c = tip
            while c and len(path) <= len(parents):
                t.state(f"walk {role} at {c}")
                path = t.compute(f"anc({role})", path + [c])
                ps = t.fetch(f"parent({c})", list(parents[c]))
                c = ps[0] if ps else ""
            walks[role] = path
        t.state("commits to replay")
        anc_u = t.fetch("anc(U)", walks["U"])
        anc_b = t.fetch("anc(B)", walks["B"])
        todo = t.compute("U..B oldest first", [c for c in reversed(anc_b) if c not in anc_u])
        upstream = t.compute("B..U", [c for c in anc_u if c not in anc_b])
        done = t.compute("upstream patches", sorted(subj[c] for c in upstream))
        replay: list[str] = []
        for c in todo:
            t.state(f"replay {c}")
            s = t.fetch(f"subject({c})", subj[c])
            if not t.compute("already upstream", s in done):
                replay = t.compute("replayed", replay + [s])
        t.state("history of N")
        base: list[str] = []
        c = data["onto"]
        while c and len(base) <= len(parents):
            base = t.compute("log(N)", base + [t.fetch(f"subject({c})", subj[c])])
            c = (parents[c] or [""])[0]
        t.state("answer")
        return t.compute("answer", list(reversed(replay)) + base)

    def solve(self, data: dict) -> list[str]:
        order, parents, subj = data["order"], data["parents"], data["subject"]
        marks = {c: 0 for c in order}
        marks[data["branch"]] |= 1
        marks[data["upstream"]] |= 2
        marks[data["onto"]] |= 4
        for c in reversed(order):
            for p in parents[c]:
                marks[p] |= marks[c]
        patches_upstream = {subj[c] for c in order if marks[c] & 3 == 2}
        replay = [subj[c] for c in order if marks[c] & 3 == 1 and subj[c] not in patches_upstream]
        onto_log = [subj[c] for c in reversed(order) if marks[c] & 4]
        return replay[::-1] + onto_log

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        gold = list(case.answer)
        wrong = [gold[1:], gold[:-1]]
        if len(gold) > 2:
            wrong.append([gold[1], gold[0]] + gold[2:])
        return [self.format_answer(w) for w in wrong if w != gold]


BOOTCAMP = GitRebaseResult()
