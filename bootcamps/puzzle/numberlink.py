"""Numberlink: join each pair of equal letters by a path of orthogonally adjacent cells; paths
never share a cell, every cell lies on a path, and a path never runs beside itself (each path
cell has exactly two orthogonal neighbours of its own letter, the two ends exactly one). The
answer is the filled grid of letters. Unique by construction: the grid is covered by random
self-avoiding walks (leftover cells merged into a neighbouring path end, or drawn again), and
the case is kept only when a path search (one letter at a time, from its first end, with dead
cell and split checks) finds exactly one filling. The traced program is that search itself,
one state per visit of a node (a letter and its path's head): a first visit reads the head's
open neighbours, lists the steps that pass the checks and takes the first; after a dead end a
return visit reads the steps not yet tried; taking the far end moves on to the next letter, and
a last state checks that no cell is empty and gives the grid (about 21 states a case at level 1,
68 at level 5). Most random covers are ambiguous, so generation runs at one to a few hundred
cases/s at level 3."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.boards import SymbolGridAnswer
from bootcamps.kit.grids import cell_name
from bootcamps.trace import Tracer

LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


@dataclass(frozen=True)
class Config:
    size: int = 5
    min_len: int = 3  # shortest path, in cells
    max_len: int = 8  # longest walk drawn before it stops

    def __post_init__(self) -> None:
        if not 3 <= self.size <= 9:
            raise ValueError(f"size must be in 3..9, got {self.size}")
        if not 2 <= self.min_len <= 6:
            raise ValueError(f"min_len must be in 2..6, got {self.min_len}")
        if not self.min_len <= self.max_len <= 30:
            raise ValueError(f"max_len must be in min_len..30, got {self.max_len}")


def neighbour_table(n: int) -> list[list[int]]:
    out = []
    for a in range(n * n):
        r, c = divmod(a, n)
        out.append([x * n + y for x, y in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)) if 0 <= x < n and 0 <= y < n])
    return out


def cover(n: int, config: Config, rng: random.Random) -> list[list[int]] | None:
    """Paths (cell lists) covering the grid, none touching itself beside its own steps."""
    nb = neighbour_table(n)
    lab = [-1] * (n * n)
    paths: list[list[int]] = []

    def fits(k: int, path: list[int], x: int, ends: tuple[int, ...]) -> bool:
        """x may join path k next to its end ``path[-1]``: no other cell of k beside it."""
        return lab[x] < 0 and all(lab[y] != k or y in ends for y in nb[x])

    for start in rng.sample(range(n * n), n * n):
        if lab[start] >= 0:
            continue
        k = len(paths)
        path = [start]
        lab[start] = k
        length = rng.randint(config.min_len, config.max_len)
        while len(path) < length:
            options = [x for x in nb[path[-1]] if fits(k, path, x, (path[-1],))]
            if not options:
                break
            x = rng.choice(options)
            lab[x] = k
            path.append(x)
        paths.append(path)
    # merge short paths into a neighbouring path's end while one fits
    changed = True
    while changed:
        changed = False
        for k, path in enumerate(paths):
            if not path or len(path) >= config.min_len:
                continue
            for end in (path[0], path[-1]):
                for x in nb[end]:
                    j = lab[x]
                    if j == k or j < 0:
                        continue
                    other = paths[j]
                    if x not in (other[0], other[-1]):
                        continue
                    # join path k onto path j at x: every cell of k must keep j-free surroundings
                    seq = path if end == path[0] else path[::-1]
                    joined = (other if x == other[-1] else other[::-1]) + seq
                    cells = set(joined)
                    ok = all(sum(y in cells for y in nb[a]) == (1 if i in (0, len(joined) - 1) else 2)
                             for i, a in enumerate(joined))
                    if ok:
                        for a in seq:
                            lab[a] = j
                        paths[j] = joined
                        paths[k] = []
                        changed = True
                        break
                if changed or not paths[k]:
                    break
            if changed:
                break
    paths = [p for p in paths if p]
    if any(len(p) < max(2, config.min_len) for p in paths) or len(paths) > len(LETTERS):
        return None
    return paths


def alive(nb: list[list[int]], lab: list[int], ends: list[list[int]], k: int, head: int) -> bool:
    """Free cells keep two usable neighbours (free cells or open ends); every unfinished pair (the
    current one, ``k``, from its head) is still joined through free cells."""
    open_ends = {head, ends[k][1]} | {x for j in range(k + 1, len(ends)) for x in ends[j]}
    for a in range(len(lab)):
        if lab[a] < 0 and sum(lab[y] < 0 or y in open_ends for y in nb[a]) < 2:
            return False
    for j in range(k, len(ends)):
        s, e = (head, ends[k][1]) if j == k else ends[j]
        if e in nb[s]:
            continue
        seen, stack = {s}, [s]
        while stack and e not in seen:
            a = stack.pop()
            for y in nb[a]:
                if y not in seen and (lab[y] < 0 or y == e):
                    seen.add(y)
                    stack.append(y)
        if e not in seen:
            return False
    return True


def count(n: int, ends: list[list[int]], limit: int = 2, max_nodes: int = 3000) -> list[list[int]] | None:
    """Up to ``limit`` fillings (a letter index per cell): paths are drawn one letter at a time
    from its first end; a step may not run beside the path itself; after every step each free
    cell needs two usable neighbours and every unfinished pair must still be joined by free
    cells. None past ``max_nodes`` steps."""
    nb = neighbour_table(n)
    size = n * n
    lab = [-1] * size
    for k, (s, e) in enumerate(ends):
        lab[s] = lab[e] = k
    found: list[list[int]] = []
    nodes = [0]

    def walk(k: int, head: int) -> bool:
        nodes[0] += 1
        if nodes[0] > max_nodes:
            return False
        if k == len(ends):
            if all(v >= 0 for v in lab):
                found.append(list(lab))
            return True
        target = ends[k][1]
        if target in nb[head]:  # a path cell beside its far end must step onto it
            if k + 1 < len(ends) and not alive(nb, lab, ends, k + 1, ends[k + 1][0]):
                return True
            return walk(k + 1, ends[k + 1][0] if k + 1 < len(ends) else -1)
        for x in nb[head]:
            if lab[x] < 0 and all(lab[y] != k or y in (head, target) for y in nb[x]):
                lab[x] = k
                if alive(nb, lab, ends, k, x) and not walk(k, x):
                    lab[x] = -1
                    return False
                lab[x] = -1
                if len(found) >= limit:
                    return True
        return True

    return found if walk(0, ends[0][0]) else None


_TEMPLATES = (
    "Numberlink on a {n}x{n} grid. Each letter appears in exactly two cells; join every such pair by a path of "
    "orthogonally adjacent cells. Paths may not cross or share cells, every cell of the grid must belong to exactly "
    "one path, and a path never runs alongside itself: every path cell has exactly two side neighbours of its own "
    "letter, except the two lettered ends, which have exactly one.",
    "Connect the matching letters in this {n} by {n} grid. Draw, for each letter, one path that steps up, down, left "
    "or right from one copy of the letter to the other. Paths do not overlap, together they fill the whole grid, and "
    "no path touches itself side by side (a cell of a path borders only the previous and next cells of that path).",
    "Fill the grid ({n}x{n}) so that every pair of equal letters is linked by a chain of side-adjacent cells carrying "
    "that letter. Every cell gets exactly one letter; each chain is a simple path whose middle cells have exactly "
    "two same-letter neighbours and whose two end cells (the given letters) have exactly one.",
)


class Numberlink(SymbolGridAnswer, Bootcamp):
    id = "puzzle/numberlink"
    description = "Numberlink: join equal letters by non-crossing paths that fill the grid; one solution"
    Config = Config
    grid_symbols = {ch: k for k, ch in enumerate(LETTERS)}  # each cell its region's (path's) letter
    LEVELS = {
        "1": Config(size=5, min_len=3, max_len=5),
        "2": Config(size=5, min_len=3, max_len=8),
        "3": Config(size=6, min_len=3, max_len=9),
        "4": Config(size=7, min_len=3, max_len=10),
        "5": Config(size=8, min_len=3, max_len=12),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[list[int]]]:
        n = config.size
        while True:
            paths = cover(n, config, rng)
            if paths is None:
                continue
            rng.shuffle(paths)
            ends = [sorted((p[0], p[-1])) for p in paths]
            ends.sort()
            found = count(n, ends)
            if found is not None and len(found) == 1:
                sol = found[0]
                return {"size": n, "ends": ends}, [sol[r * n : (r + 1) * n] for r in range(n)]

    def prompt(self, data: dict, rng: random.Random) -> str:
        n = data["size"]
        blank = rng.choice((".", "_"))
        board = [[blank] * n for _ in range(n)]
        for k, pair in enumerate(data["ends"]):
            for a in pair:
                board[a // n][a % n] = LETTERS[k]
        text = rng.choice(_TEMPLATES).format(n=n) + "\n\n" + "\n".join(" ".join(row) for row in board)
        form = ("the filled grid, one row per line or rows separated by semicolons, a letter in every cell (for "
                "example AAB;CAB;CCB for a 3x3 grid)")
        return f"{text}\n\n{answer_instruction(form)}"

    def format_answer(self, answer: list[list[int]]) -> str:
        return ";".join("".join(LETTERS[v] if isinstance(v, int) and 0 <= v < 26 else "?" for v in row) for row in answer)

    def program(self, t: Tracer, data: dict) -> list[list[int]]:
        """The search of ``count``, one state per visit of a search node (a letter and its path's
        head). A first visit reads the head's open neighbours (free cells, or the far end) and
        lists the steps that pass the checks (beside the far end only that end, if the later pairs
        survive it); it takes the first. A return visit, after a dead end, reads the steps not yet
        tried. Taking the far end moves on to the next letter's first end; once every pair is
        joined the grid is done if no cell is empty, else the search backs up."""
        n = data["size"]
        size = n * n
        nb = neighbour_table(n)
        names = [cell_name(*divmod(a, n)) for a in range(size)]
        index = {name: a for a, name in enumerate(names)}

        def cell(name: object) -> int:
            if not isinstance(name, str) or name not in index:
                raise ValueError(f"not a cell of the grid: {name!r}")
            return index[name]

        def cells(value: object) -> list[int]:
            if not isinstance(value, list):
                raise ValueError(f"not a list of cells: {value!r}")
            return [cell(v) for v in value]

        t.state("pairs")
        pairs = t.fetch("ends", [f"{LETTERS[k]}: {names[s]}-{names[e]}" for k, (s, e) in enumerate(data["ends"])])
        if not isinstance(pairs, list) or not pairs or len(pairs) > len(LETTERS):
            raise ValueError(f"not a list of pairs: {pairs!r}")
        ends = []
        for k, pair in enumerate(pairs):
            letter, sep, span = pair.partition(": ") if isinstance(pair, str) else ("", "", "")
            first, dash, last = span.partition("-")
            if letter != LETTERS[k] or not sep or not dash:
                raise ValueError(f"not the pair of {LETTERS[k]}: {pair!r}")
            ends.append([cell(first), cell(last)])
        lab = [-1] * size
        for k, (s, e) in enumerate(ends):
            lab[s] = lab[e] = k
        letters = len(ends)
        forward = {"deeper", "grid", *LETTERS[:letters]}
        # one frame per node on the search path: [letter, head, (cell it labelled, old label) or
        # None, the steps not yet tried (None before its first visit)]
        frames: list[list] = [[0, ends[0][0], None, None]]
        while True:
            k, head, _, untried = frames[-1]
            take = None
            if k >= letters:
                t.state("grid")
                empty = t.compute("empty", [names[a] for a in range(size) if lab[a] < 0], why="the cells on no path")
                if not isinstance(empty, list):
                    raise ValueError(f"not a list of cells: {empty!r}")
                if empty:
                    plan, why = "back", "a cell is left on no path, so back up"
                else:
                    plan, why = "done", "every pair is joined and every cell is on a path"
            else:
                letter, target = LETTERS[k], ends[k][1]
                t.state(f"{letter} at {names[head]}")
                if untried is None:  # first visit
                    around = cells(t.fetch(f"open[{names[head]}]", [names[x] for x in nb[head] if lab[x] < 0 or x == target]))
                    steps = []
                    if target in around:
                        if k + 1 == letters or alive(nb, lab, ends, k + 1, ends[k + 1][0]):
                            steps = [target]
                            why = f"the far end {names[target]} is beside the head, and what is left stays solvable"
                        else:
                            why = (f"the far end {names[target]} is beside the head, but joining it leaves a free cell "
                                   "fewer than two usable neighbours or a later pair cut off")
                    else:
                        for x in around:
                            if lab[x] < 0 and all(lab[y] != k or y in (head, target) for y in nb[x]):
                                lab[x] = k
                                if alive(nb, lab, ends, k, x):
                                    steps.append(x)
                                lab[x] = -1
                        why = (f"free, not beside the {letter} path, and after it every free cell keeps two usable "
                               "neighbours and every unfinished pair stays joinable")
                    untried = cells(t.compute("steps", [names[x] for x in steps], why=why))
                else:  # return visit, after a dead end below
                    untried = cells(t.fetch("untried", [names[x] for x in untried]))
                if untried:
                    take = cell(t.compute("take", names[untried[0]], why="the first step left"))
                    frames[-1][3] = untried[1:]
                    if take == target:
                        plan, why = (LETTERS[k + 1] if k + 1 < letters else "grid"), f"{letter} is joined, on to the next pair"
                    else:
                        plan, why = "deeper", ""
                else:
                    frames[-1][3] = []
                    plan, why = ("back", "a dead end, so back up") if len(frames) > 1 else ("end", "nothing left to try")
            move = t.goto(plan, why=why)
            if move == "done":
                return t.compute("grid", [lab[r * n : (r + 1) * n] for r in range(n)], why="every cell has its letter")
            if move == "end":
                return []
            if move == "back":
                _, _, entered, _ = frames.pop()
                if entered is not None:
                    lab[entered[0]] = entered[1]
                if not frames:
                    return []
                continue
            if move not in forward or take is None:
                raise ValueError(f"no such move here: {move!r}")
            if take == ends[k][1]:
                frames.append([k + 1, ends[k + 1][0] if k + 1 < letters else -1, None, None])
            else:
                frames.append([k, take, (take, lab[take]), None])
                lab[take] = k

    def solve(self, data: dict) -> list[list[int]]:
        """Cells in reading order take letters (ends fixed), checking the neighbour-count rule on
        the new cell and its neighbours as far as it is decided, then each letter's cells are
        connected."""
        n, ends = data["size"], data["ends"]
        nb = neighbour_table(n)
        lab = [-1] * (n * n)
        endset = {}
        for k, (s, e) in enumerate(ends):
            lab[s] = lab[e] = k
            endset[s] = endset[e] = k
        order = [a for a in range(n * n) if a not in endset]

        def good(a: int) -> bool:
            """A labelled cell can still end with its count of same-letter neighbours (1 at an
            end, 2 on a path): not passed yet, and reachable with the undecided ones."""
            if lab[a] < 0:
                return True
            same = open_ = 0
            for y in nb[a]:
                if lab[y] < 0:
                    open_ += 1
                elif lab[y] == lab[a]:
                    same += 1
            need = 1 if a in endset else 2
            return same <= need <= same + open_

        def connected() -> bool:
            for k, (s, e) in enumerate(ends):
                seen, stack = {s}, [s]
                while stack:
                    a = stack.pop()
                    for y in nb[a]:
                        if y not in seen and lab[y] == k:
                            seen.add(y)
                            stack.append(y)
                if len(seen) != lab.count(k):
                    return False
            return True

        def fill(i: int) -> bool:
            if i == len(order):
                return connected()
            a = order[i]
            options = range(len(ends)) if any(lab[y] < 0 for y in nb[a]) else sorted({lab[y] for y in nb[a]})
            for k in options:
                lab[a] = k
                if all(good(b) for b in [a] + nb[a]) and fill(i + 1):
                    return True
            lab[a] = -1
            return False

        fill(0)
        return [lab[r * n : (r + 1) * n] for r in range(n)]


BOOTCAMP = Numberlink()
