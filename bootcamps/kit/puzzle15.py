"""Number-path puzzles (hidato with king moves, numbrix with orthogonal moves): the numbers
1..N fill the open cells so that consecutive numbers are neighbours. Shared here: the board
(open cells, neighbour lists, givens), a purpose-built search that places the numbers in
order, a random Hamiltonian path to draw a solution, the clue loop that makes it unique, the
traced search for ``program`` and a differently written solver for ``solve``.

The search (``PathSearch``) places the numbers upward from the smallest given to N, then
downward from it to 1, each next to the one before. A cell is a candidate for v when it is
empty, touches the cell of its neighbour number, lies within reach of the next given along
the way (its king or Manhattan distance to that given's cell is at most the difference of the
numbers) and placing v there leaves every nearby empty cell with enough neighbours that are
empty or still open (a placed number whose predecessor or successor is not placed yet): two,
or one while an end number (1 or N) is still unplaced. Candidates are tried in reading
order."""

from __future__ import annotations

import random
from typing import Sequence

from bootcamps.kit.backtrack import Budget
from bootcamps.kit.grids import cell_name
from bootcamps.trace import Tracer

BLOCKED = -1
KING = ((-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1))
ROOK = ((-1, 0), (0, -1), (0, 1), (1, 0))
_DISTS: dict[tuple[int, int, bool], list[list[int]]] = {}  # (rows, cols, king) -> cell-to-cell distances


def check_path_knobs(rows: int, cols: int, extra: float, max_trace: int) -> None:
    """The knobs hidato and numbrix share, checked one way: a one-line ValueError naming the
    first bad value."""
    if not 3 <= rows <= 9:
        raise ValueError(f"rows must be in 3..9, got {rows}")
    if not 3 <= cols <= 9:
        raise ValueError(f"cols must be in 3..9, got {cols}")
    if not 0.0 <= extra <= 0.8:
        raise ValueError(f"extra must be in [0, 0.8], got {extra}")
    if not rows * cols <= max_trace <= 2000:
        raise ValueError(f"max_trace must be in rows*cols..2000, got {max_trace}")


def neighbour_lists(rows: int, cols: int, king: bool, open_: Sequence[bool]) -> list[tuple[int, ...]]:
    """For each flat cell, its open neighbours (reading order); blocked cells get none."""
    out = []
    for i in range(rows * cols):
        r, c = divmod(i, cols)
        if not open_[i]:
            out.append(())
            continue
        out.append(tuple(sorted((r + dr) * cols + c + dc for dr, dc in (KING if king else ROOK)
                                if 0 <= r + dr < rows and 0 <= c + dc < cols and open_[(r + dr) * cols + c + dc])))
    return out


class PathSearch:
    """The ordered search over one puzzle (``puzzle``: rows of ints, 0 empty, -1 blocked)."""

    def __init__(self, puzzle: Sequence[Sequence[int]], king: bool):
        self.rows, self.cols = rows, cols = len(puzzle), len(puzzle[0])
        flat = [v for row in puzzle for v in row]
        self.king = king
        self.open = [v != BLOCKED for v in flat]
        self.n = n = sum(self.open)
        self.nbrs = neighbour_lists(rows, cols, king, self.open)
        self.names = [cell_name(*divmod(i, cols)) for i in range(rows * cols)]
        self.givens = {v: i for i, v in enumerate(flat) if v > 0}
        if not self.givens or any(v > n for v in self.givens):
            raise ValueError("a number path needs a given in 1..N")
        lo = min(self.givens)
        self.lo = lo
        up = sorted(self.givens)
        steps = []  # (value, anchor value, target given or 0)
        for v in range(lo + 1, n + 1):
            g = next((g for g in up if g >= v), 0)
            steps.append((v, v - 1, g))
        for v in range(lo - 1, 0, -1):
            g = next((g for g in reversed(up) if g <= v), 0)
            steps.append((v, v + 1, g))
        self.steps = steps
        self.dist = {g: self._dists(i) for g, i in self.givens.items()}
        self.val = [v if v > 0 else (0 if v == 0 else BLOCKED) for v in flat]
        self.pos = [-1] * (n + 2)
        for g, i in self.givens.items():
            self.pos[g] = i

    def _dists(self, i: int) -> list[int]:
        key = (self.rows, self.cols, self.king)
        if key not in _DISTS:
            rows, cols = self.rows, self.cols
            cells = [divmod(j, cols) for j in range(rows * cols)]
            _DISTS[key] = [[max(abs(r - r0), abs(c - c0)) if self.king else abs(r - r0) + abs(c - c0) for r, c in cells]
                           for r0, c0 in cells]
        return _DISTS[key][i]

    def _cut_off(self, p: int, v: int) -> bool:
        """Whether v just placed at p leaves an empty cell near p, near v-1 or near v+1 with
        too few empty-or-open neighbours to sit on the path."""
        pos, val, nbrs, n = self.pos, self.val, self.nbrs, self.n
        need = 1 if pos[1] < 0 or pos[n] < 0 else 2
        around = [p]
        if v > 1 and pos[v - 1] >= 0:
            around.append(pos[v - 1])
        if v < n and pos[v + 1] >= 0:
            around.append(pos[v + 1])
        for centre in around:
            for q in nbrs[centre]:
                if val[q] == 0:
                    cnt = 0
                    for x in nbrs[q]:
                        w = val[x]
                        if w == 0 or (w > 0 and ((w < n and pos[w + 1] < 0) or (w > 1 and pos[w - 1] < 0))):
                            cnt += 1
                            if cnt >= need:
                                break
                    else:
                        return True
        return False

    def candidates(self, k: int, at: int) -> list[int]:
        """The cells that may hold step k's number, next to cell ``at`` of its anchor."""
        v, _, g = self.steps[k]
        val, pos = self.val, self.pos
        if v in self.givens:
            return [pos[v]] if pos[v] in self.nbrs[at] else []
        gap = abs(g - v)
        dist = self.dist[g] if g else None
        out = []
        for q in self.nbrs[at]:
            if val[q] != 0 or (dist is not None and dist[q] > gap):
                continue
            val[q], pos[v] = v, q
            if not self._cut_off(q, v):
                out.append(q)
            val[q], pos[v] = 0, -1
        return out

    def place(self, k: int, q: int) -> None:
        v = self.steps[k][0]
        self.val[q], self.pos[v] = v, q

    def unplace(self, k: int) -> None:
        v = self.steps[k][0]
        if v not in self.givens and self.pos[v] >= 0:
            self.val[self.pos[v]], self.pos[v] = 0, -1

    def grid(self) -> list[list[int]]:
        return [[max(v, 0) for v in self.val[r * self.cols : (r + 1) * self.cols]] for r in range(self.rows)]

    def solutions(self, limit: int = 2, max_nodes: int | None = None) -> tuple[list[list[list[int]]], int]:
        """Up to ``limit`` solution grids (blocked cells as 0) and the placements made before
        the first was found (the length of the traced search); ``Budget`` past ``max_nodes``."""
        found: list[list[list[int]]] = []
        nodes = 0
        first = 0
        steps, pos, givens = self.steps, self.pos, self.givens
        last = len(steps)

        def rec(k: int) -> None:
            nonlocal nodes, first
            if k == last:
                if not found:
                    first = nodes
                found.append(self.grid())
                return
            v, a, _ = steps[k]
            for q in self.candidates(k, pos[a]):
                nodes += 1
                if max_nodes is not None and nodes > max_nodes:
                    raise Budget
                if v not in givens:
                    self.place(k, q)
                rec(k + 1)
                self.unplace(k)
                if len(found) >= limit:
                    return

        rec(0)
        return found, first


# ---------------------------------------------------------------- drawing a solution


def hamiltonian_path(nbrs: Sequence[Sequence[int]], cells: Sequence[int], rng: random.Random,
                     max_nodes: int = 2000) -> list[int] | None:
    """A path through every cell of ``cells``: Warnsdorff's rule (go to the unvisited
    neighbour with the fewest unvisited neighbours, ties at random) with backtracking, up to
    ``max_nodes`` steps; then randomised by backbite moves (join the end to another neighbour on
    the path and reverse the stretch after it), a few per cell. None when no path was found."""
    n = len(cells)
    seen = [False] * len(nbrs)
    budget = [max_nodes]

    def walk(path: list[int]) -> bool:
        if len(path) == n:
            return True
        budget[0] -= 1
        if budget[0] < 0:
            return False
        here = path[-1]
        nxt = [q for q in nbrs[here] if not seen[q]]
        keyed = sorted((sum(1 for x in nbrs[q] if not seen[x]), rng.random(), q) for q in nxt)
        for _, _, q in keyed:
            seen[q] = True
            path.append(q)
            if walk(path):
                return True
            path.pop()
            seen[q] = False
        return False

    start = rng.choice(list(cells))
    seen[start] = True
    path = [start]
    if not walk(path):
        return None
    for _ in range(3 * n):
        if rng.random() < 0.5:
            path.reverse()
        end = path[-1]
        options = [q for q in nbrs[end] if q != path[-2]] if n > 1 else []
        if not options:
            continue
        i = path.index(rng.choice(options))
        path[i + 1 :] = path[i + 1 :][::-1]
    return path


def reveal_until_unique(puzzle: list[list[int]], gold: list[list[int]], king: bool, rng: random.Random,
                        max_nodes: int, max_trace: int, thin: int = 0, keep_ends: bool = False) -> list[list[int]]:
    """Reveal gold numbers until the search finds exactly one solution within ``max_nodes``
    placements and reaches it within ``max_trace``: where a second solution differs, one of the
    cells it differs at; where the search runs long, the middle number of the widest gap
    between givens."""
    cols = len(gold[0])
    flat_gold = [v for row in gold for v in row]
    where = {v: i for i, v in enumerate(flat_gold) if v > 0}
    puzzle = [row[:] for row in puzzle]
    while True:
        search = PathSearch(puzzle, king)
        try:
            found, first = search.solutions(2, max_nodes)
        except Budget:
            found, first = [], max_trace + 1
        if len(found) == 2:
            other = found[0] if found[0] != gold else found[1]
            diff = [i for i in range(len(flat_gold)) if other[i // cols][i % cols] != flat_gold[i]]
            marks = sorted(search.givens)
            far = lambda i: min(abs(flat_gold[i] - g) for g in marks)  # noqa: E731
            best = max(far(i) for i in diff)
            i = rng.choice([i for i in diff if far(i) == best])
        elif len(found) == 1 and first <= max_trace:
            if found[0] != gold:
                raise ValueError("the only solution is not the gold one")
            return thin_clues(puzzle, gold, king, rng, thin, max_nodes, max_trace, keep_ends)
        else:
            if len(found) == 1:
                assert found[0] == gold
            marks = sorted(set(search.givens) | {0, search.n + 1})
            a, b = max(zip(marks, marks[1:]), key=lambda ab: (ab[1] - ab[0], rng.random()))
            i = where[(a + b) // 2] if b - a > 1 else rng.choice([where[v] for v in where if v not in search.givens])
        puzzle[i // cols][i % cols] = flat_gold[i]


def thin_clues(puzzle: list[list[int]], gold: list[list[int]], king: bool, rng: random.Random, tries: int,
               max_nodes: int, max_trace: int, keep_ends: bool) -> list[list[int]]:
    """Hide up to ``tries`` given numbers again, in random order (never 1 or N when
    ``keep_ends``), each only where the search still finds exactly one solution in budget."""
    cols = len(puzzle[0])
    flat = [v for row in puzzle for v in row]
    n = sum(1 for v in flat if v != BLOCKED)
    shown = [i for i, v in enumerate(flat) if v > 0 and not (keep_ends and v in (1, n))]
    for i in rng.sample(shown, min(tries, len(shown))):
        r, c = divmod(i, cols)
        v, puzzle[r][c] = puzzle[r][c], 0
        if not any(x > 0 for row in puzzle for x in row):
            puzzle[r][c] = v
            continue
        try:
            found, first = PathSearch(puzzle, king).solutions(2, max_nodes)
        except Budget:
            found = []
        if len(found) != 1 or first > max_trace:
            puzzle[r][c] = v
    return puzzle


def draw_puzzle(rows: int, cols: int, king: bool, blocked: int, extra: float, ends: bool, rng: random.Random,
                max_nodes: int, max_trace: int, thin: int = 0) -> tuple[list[list[int]], list[list[int]]]:
    """(puzzle, gold): a random Hamiltonian path numbered 1..N over the open cells (``blocked``
    random cells closed), ``extra`` of its numbers shown at random (1 and N too when ``ends``,
    at least one number always), then more revealed until the solution is unique."""
    while True:
        shut = set(rng.sample(range(rows * cols), blocked)) if blocked else set()
        open_ = [i not in shut for i in range(rows * cols)]
        nbrs = neighbour_lists(rows, cols, king, open_)
        cells = [i for i in range(rows * cols) if open_[i]]
        path = hamiltonian_path(nbrs, cells, rng)
        if path is None:
            continue
        n = len(path)
        flat = [BLOCKED if i in shut else 0 for i in range(rows * cols)]
        for v, i in enumerate(path, 1):
            flat[i] = v
        gold = [[max(flat[r * cols + c], 0) for c in range(cols)] for r in range(rows)]
        shown = set(rng.sample(range(1, n + 1), round(extra * n)))
        if ends:
            shown |= {1, n}
        if not shown:
            shown = {rng.randint(1, n)}
        puzzle = [[flat[r * cols + c] if flat[r * cols + c] in shown or flat[r * cols + c] == BLOCKED else 0
                   for c in range(cols)] for r in range(rows)]
        try:
            return reveal_until_unique(puzzle, gold, king, rng, max_nodes, max_trace, thin, ends), gold
        except ValueError:
            continue


# ---------------------------------------------------------------- the prompt's board


def render_board(puzzle: Sequence[Sequence[int]], blank: str, wall: str = "#") -> str:
    """Rows of right-aligned cells: the given numbers, ``blank`` for empty, ``wall`` for blocked."""
    width = max(len(str(v)) for row in puzzle for v in row)
    cell = lambda v: (str(v) if v > 0 else blank if v == 0 else wall).rjust(width)  # noqa: E731
    return "\n".join(" ".join(cell(v) for v in row) for row in puzzle)


# ---------------------------------------------------------------- the traced search


def path_program(t: Tracer, data: dict, king: bool) -> list[list[int]]:
    """``PathSearch`` written against the tracer: one state per number placed (its candidates
    and the first of them) and per given checked, a retry state per backtrack. The program goes
    on with the values the tracer hands back; a cell name that is no candidate counts as a
    broken rule."""
    s = PathSearch(data["puzzle"], king)
    index = {name: i for i, name in enumerate(s.names)}
    t.state("givens")
    t.fetch("givens", [[g, s.names[i]] for g, i in sorted(s.givens.items())])
    lo = t.compute("start", s.lo, why=f"the smallest given; place {s.lo + 1}..{s.n} upward, then {s.lo - 1}..1 downward")
    if lo != s.lo:
        return []
    guesses: list[tuple[int, list[str]]] = []
    k, last = 0, len(s.steps)
    target = t.goto(f"number {s.steps[0][0]}" if last else "done")
    while True:
        if target == "done" and k == last:
            break
        if target == "back" or target == "done":
            if not guesses:
                return []
            k, untried = guesses.pop()
            for j in range(last - 1, k - 1, -1):
                s.unplace(j)
            v = s.steps[k][0]
            t.state(f"retry {v}")
            cands = t.fetch(f"untried[{v}]", untried)
            why = "the next untried cell"
        else:
            v, a, g = s.steps[k]
            t.state(f"number {v}")
            at = t.fetch(f"cell[{a}]", s.names[s.pos[a]])
            at_i = index.get(at) if isinstance(at, str) else None
            if v in s.givens:
                ok = t.compute("touches", at_i is not None and s.pos[v] in s.nbrs[at_i],
                               why=f"{v} is given at {s.names[s.pos[v]]}; it must touch {a}")
                k += 1
                target = (t.goto(f"number {s.steps[k][0]}" if k < last else "done") if ok is True
                          else t.goto("back", why=f"{v} does not touch {a}"))
                continue
            found = s.candidates(k, at_i) if at_i is not None else []
            reach = f", at most {abs(g - v)} steps from {g}" if g else ""
            cands = t.compute(f"cands[{v}]", [s.names[q] for q in found],
                              why=f"empty neighbours of {a}{reach}, leaving no empty cell cut off")
            why = "the only candidate" if len(found) == 1 else "the first candidate in reading order"
            if not isinstance(cands, list) or not cands:
                target = t.goto("back", why=f"no cell can hold {v}")
                continue
        put = t.compute(f"cell[{v}]", cands[0], why=why)
        if len(cands) > 1:
            guesses.append((k, list(cands[1:])))
        q = index.get(put) if isinstance(put, str) else None
        a = s.steps[k][1]
        if q is None or s.val[q] != 0 or q not in s.nbrs[s.pos[a]]:
            target = t.goto("back", why=f"{put} cannot hold {v}")
            continue
        s.place(k, q)
        k += 1
        target = t.goto(f"number {s.steps[k][0]}" if k < last else "done")
    t.state("solution")
    return t.compute("grid", s.grid(), why="every number placed")


# ---------------------------------------------------------------- a second solver


def path_solve(puzzle: Sequence[Sequence[int]], king: bool) -> list[list[int]]:
    """A constraint search over the numbers instead of along them: each unplaced number keeps
    the set of cells it may take (empty, within reach of the givens on either side, next to a
    possible cell of each neighbour number); the sets are narrowed until nothing changes, a set
    of one fixes its number, and the number with the fewest cells left is branched on. The
    unique grid (blocked cells as 0); ValueError when there is none."""
    rows, cols = len(puzzle), len(puzzle[0])
    flat = [v for row in puzzle for v in row]
    open_ = [v != BLOCKED for v in flat]
    nbrs = [set(x) for x in neighbour_lists(rows, cols, king, open_)]
    n = sum(open_)
    cells = {i for i in range(rows * cols) if open_[i]}
    given = {v: i for i, v in enumerate(flat) if v > 0}

    def dist(i: int, j: int) -> int:
        (r1, c1), (r2, c2) = divmod(i, cols), divmod(j, cols)
        return max(abs(r1 - r2), abs(c1 - c2)) if king else abs(r1 - r2) + abs(c1 - c2)

    doms: dict[int, set[int]] = {}
    free = cells - set(given.values())
    for v in range(1, n + 1):
        if v in given:
            doms[v] = {given[v]}
        else:
            doms[v] = {i for i in free if all(dist(i, j) <= abs(g - v) for g, j in given.items())}

    def narrow(doms: dict[int, set[int]]) -> bool:
        changed = True
        while changed:
            changed = False
            fixed = {next(iter(d)): v for v, d in doms.items() if len(d) == 1}
            if len(fixed) < sum(1 for d in doms.values() if len(d) == 1):
                return False  # two numbers fixed on one cell
            for v, d in doms.items():
                keep = {i for i in d if fixed.get(i, v) == v
                        and (v == 1 or nbrs[i] & doms[v - 1]) and (v == n or nbrs[i] & doms[v + 1])}
                if not keep:
                    return False
                if keep != d:
                    doms[v] = keep
                    changed = True
        covered = set().union(*doms.values())
        return covered == cells

    def search(doms: dict[int, set[int]]) -> list[dict[int, set[int]]]:
        if not narrow(doms):
            return []
        open_vals = [v for v, d in doms.items() if len(d) > 1]
        if not open_vals:
            return [doms]
        v = min(open_vals, key=lambda v: (len(doms[v]), v))
        out = []
        for i in sorted(doms[v]):
            sub = {u: set(d) for u, d in doms.items()}
            sub[v] = {i}
            out += search(sub)
            if len(out) > 1:
                break
        return out

    found = search(doms)
    if len(found) != 1:
        raise ValueError(f"the puzzle has {len(found)} solutions, not one")
    grid = [0] * (rows * cols)
    for v, d in found[0].items():
        grid[next(iter(d))] = v
    return [grid[r * cols : (r + 1) * cols] for r in range(rows)]
