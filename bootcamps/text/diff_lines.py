"""A shortest line edit script between two versions of a short text (what ``diff`` computes).

The old and new versions are printed with 1-based line numbers. An edit script deletes some
old lines (``-i``) and inserts some new lines (``+j``); it is valid when the old lines it keeps,
in order, are exactly the new lines it keeps, in order, and shortest when it has
``len(old) + len(new) - 2 * LCS`` entries (LCS: the longest common subsequence of lines).
Several shortest scripts often exist, so the verifier checks the constraints: every entry in
range, no repeats, the kept lines equal, and the length minimal. Higher levels have longer
texts, more edits, moved lines and repeated lines (where a greedy match goes wrong). The trace
fills the LCS table one old line per state, then walks back from the corner; ``solve``
computes the same table from the ends (suffixes) instead. The tests check minimality against an
exhaustive search or a Hunt-Szymanski LCS and compare with difflib's scripts.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass
from functools import lru_cache

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.trace import Tracer

_VERBS = ("load", "check", "send", "print", "save", "close", "open", "read", "sort", "clear", "build", "start")
_NOUNS = ("config", "cache", "report", "user", "queue", "file", "log", "index", "table", "buffer", "socket", "token")
_ENTRY = re.compile(r"([+-])\s*([0-9]{1,4})")
_SEP = re.compile(r"[\s,;]+")


@dataclass(frozen=True)
class Config:
    lines: int = 6
    edits: int = 2
    pool: int = 40
    moves: bool = False

    def __post_init__(self) -> None:
        if not 3 <= self.lines <= 60:
            raise ValueError(f"lines must be in 3..60, got {self.lines}")
        if not 1 <= self.edits <= self.lines:
            raise ValueError(f"edits must be in 1..lines, got {self.edits}")
        if not 4 <= self.pool <= len(_VERBS) * len(_NOUNS):
            raise ValueError(f"pool must be in 4..{len(_VERBS) * len(_NOUNS)}, got {self.pool}")


def lcs_length(old: list[str], new: list[str]) -> int:
    @lru_cache(maxsize=None)
    def suffix(i: int, j: int) -> int:  # LCS of old[i:] and new[j:]
        if i == len(old) or j == len(new):
            return 0
        if old[i] == new[j]:
            return 1 + suffix(i + 1, j + 1)
        return max(suffix(i + 1, j), suffix(i, j + 1))

    return suffix(0, 0) if len(old) * len(new) <= 2500 else _lcs_rows(old, new)


def _lcs_rows(old: list[str], new: list[str]) -> int:
    row = [0] * (len(new) + 1)
    for a in old:
        nxt = [0]
        for j, b in enumerate(new):
            nxt.append(row[j] + 1 if a == b else max(row[j + 1], nxt[j]))
        row = nxt
    return row[-1]


def read_script(text: str, n_old: int, n_new: int) -> tuple[set[int], set[int]] | None:
    """(deleted old lines, inserted new lines) from ``-2, -5, +3``; ``None`` if malformed."""
    if len(text) > 8 * (n_old + n_new) + 40:
        return None
    text = text.strip().strip("[]()").strip()
    if text.endswith("."):
        text = text[:-1]
    items = [item for item in _SEP.split(text) if item]
    deleted: set[int] = set()
    inserted: set[int] = set()
    for item in items:
        match = _ENTRY.fullmatch(item)
        if not match:
            return None
        sign, k = match.group(1), int(match.group(2))
        bucket, top = (deleted, n_old) if sign == "-" else (inserted, n_new)
        if not 1 <= k <= top or k in bucket:
            return None
        bucket.add(k)
    return deleted, inserted


_TEMPLATES = (
    "Two versions of a file follow, each line numbered from 1.\nOld version:\n{old}\nNew version:\n{new}\n"
    "An edit script deletes some lines of the old version and inserts some lines of the new version. Write "
    "-i to delete old line i and +j to insert new line j. The script is valid when the old lines that are not "
    "deleted, read in order, are exactly the new lines that are not inserted, read in order. Give a valid "
    "script with as few entries as possible.",
    "Old text (numbered lines):\n{old}\nNew text (numbered lines):\n{new}\nFind a shortest line diff from the "
    "old text to the new one. A diff is a set of entries -i (old line i is removed) and +j (new line j is "
    "added); the lines it does not touch must be the same sequence in both texts. Lines match only when "
    "they are identical.",
    "A minimal diff is wanted. The lines of the OLD file are:\n{old}\nand the lines of the NEW file are:\n{new}\n"
    "Mark old lines to delete with -number and new lines to insert with +number (line numbers as listed), so "
    "that what is left of OLD equals, line for line and in order, what is left of NEW. Use the fewest marks.",
)


class DiffLines(Bootcamp):
    id = "text/diff_lines"
    description = "A shortest line edit script (deleted and inserted line numbers) between two texts"
    Config = Config
    unique_answer = False
    LEVELS = {
        "1": Config(lines=5, edits=2, pool=144, moves=False),
        "2": Config(lines=7, edits=3, pool=144, moves=False),
        "3": Config(lines=10, edits=4, pool=12, moves=True),
        "4": Config(lines=14, edits=6, pool=10, moves=True),
        "5": Config(lines=20, edits=9, pool=10, moves=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        pool = [f"{v} {n}" for v in _VERBS for n in _NOUNS]
        pool = rng.sample(pool, config.pool)
        while True:
            old = [rng.choice(pool) for _ in range(config.lines)]
            new = list(old)
            for _ in range(config.edits):
                kind = rng.choice(("delete", "insert", "replace", "move") if config.moves else ("delete", "insert", "replace"))
                if kind == "delete" and len(new) > 2:
                    new.pop(rng.randrange(len(new)))
                elif kind == "insert":
                    new.insert(rng.randrange(len(new) + 1), rng.choice(pool))
                elif kind == "replace":
                    new[rng.randrange(len(new))] = rng.choice(pool)
                elif len(new) > 2:
                    line = new.pop(rng.randrange(len(new)))
                    new.insert(rng.randrange(len(new) + 1), line)
            data = {"old": old, "new": new}
            gold = self.program(Tracer(), data)
            if gold and len(gold) >= min(config.edits, 3):
                return data, gold

    def prompt(self, data: dict, rng: random.Random) -> str:
        style = rng.randrange(2)
        def show(lines: list[str]) -> str:
            return "\n".join((f"{i}: {line}", f"{i} | {line}")[style] for i, line in enumerate(lines, 1))
        text = rng.choice(_TEMPLATES).format(old=show(data["old"]), new=show(data["new"]))
        form = ("the entries separated by commas, deletions as -i and insertions as +j, in any order "
                "(for example -2, -5, +3)")
        return f"{text}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[str]) -> str:
        return ", ".join(answer)

    def check(self, data: dict, answer: list[str], text: str) -> float:
        old, new = data["old"], data["new"]
        script = read_script(text, len(old), len(new))
        if script is None:
            return 0.0
        deleted, inserted = script
        if len(deleted) + len(inserted) != len(answer):  # the gold is a shortest script
            return 0.0
        kept_old = [line for i, line in enumerate(old, 1) if i not in deleted]
        kept_new = [line for j, line in enumerate(new, 1) if j not in inserted]
        return 1.0 if kept_old == kept_new else 0.0

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        gold = list(case.answer)
        old, new = case.data["old"], case.data["new"]
        out = [", ".join(gold[1:])] if len(gold) > 1 else []
        kept = [i for i in range(1, len(old) + 1) if f"-{i}" not in gold]
        kept_new = [j for j in range(1, len(new) + 1) if f"+{j}" not in gold]
        if kept and kept_new:  # delete and re-insert a matched line: valid but not shortest
            out.append(", ".join(gold + [f"-{kept[0]}", f"+{kept_new[0]}"]))
        out.append(", ".join(gold + [f"-{len(old) + 1}"]))
        return out

    def program(self, t: Tracer, data: dict) -> list[str]:
        old, new = data["old"], data["new"]
        n, m = len(old), len(new)
        table = [[0] * (m + 1)]
        for i in range(1, n + 1):
            t.state(f"old line {i}")
            a = t.fetch(f"old[{i}]", old[i - 1])
            prev = t.fetch(f"L[{i - 1}]", table[i - 1])
            row = [0]
            for j in range(1, m + 1):
                row.append(prev[j - 1] + 1 if a == new[j - 1] else max(prev[j], row[j - 1]))
            table.append(t.compute(f"L[{i}]", row, why="L[i][j] = L[i-1][j-1]+1 if old[i]=new[j], else max(up, left)"))
        i, j, script = n, m, []
        while i > 0 or j > 0:
            t.state(f"walk back from ({i}, {j})")
            if i > 0 and j > 0 and t.fetch(f"old[{i}]", old[i - 1]) == t.fetch(f"new[{j}]", new[j - 1]):
                t.goto(True, why="equal lines: keep both")
                i, j = i - 1, j - 1
                continue
            left = t.fetch(f"L[{i}][{j - 1}]", table[i][j - 1]) if j > 0 else -1
            up = t.fetch(f"L[{i - 1}][{j}]", table[i - 1][j]) if i > 0 else -1
            if left >= up:
                script = t.compute("script", script + [f"+{j}"], why="left is no worse: insert new line j")
                j -= 1
            else:
                script = t.compute("script", script + [f"-{i}"], why="up is better: delete old line i")
                i -= 1
        t.state("answer")
        script = t.fetch("script", script)
        return t.compute("answer", sorted((s for s in script if s[0] == "-"), key=lambda s: int(s[1:])) +
                         sorted((s for s in script if s[0] == "+"), key=lambda s: int(s[1:])), why="deletions, then insertions")

    def solve(self, data: dict) -> list[str]:
        # Forward greedy over a suffix LCS table: keep a matching pair whenever it stays optimal.
        old, new = data["old"], data["new"]
        n, m = len(old), len(new)
        suf = [[0] * (m + 1) for _ in range(n + 1)]
        for i in range(n - 1, -1, -1):
            for j in range(m - 1, -1, -1):
                suf[i][j] = suf[i + 1][j + 1] + 1 if old[i] == new[j] else max(suf[i + 1][j], suf[i][j + 1])
        i = j = 0
        deleted, inserted = [], []
        while i < n or j < m:
            if i < n and j < m and old[i] == new[j] and suf[i][j] == suf[i + 1][j + 1] + 1:
                i, j = i + 1, j + 1
            elif i < n and (j == m or suf[i + 1][j] >= suf[i][j + 1]):
                deleted.append(f"-{i + 1}")
                i += 1
            else:
                inserted.append(f"+{j + 1}")
                j += 1
        return deleted + inserted


BOOTCAMP = DiffLines()
