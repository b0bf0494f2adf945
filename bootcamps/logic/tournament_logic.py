"""Tournament deduction: recover every match result of a round robin from clues about it.

Every pair of teams met once; a win gives 3 points, a draw 1 and a loss 0. The clues are true
facts about the final table: a team's points, wins, draws or losses, the total number of draws,
"X finished with more points than Y", and now and then one direct result. The answer is the
outcome of each listed match (the winner, or draw). This is not a league table
(everyday/league_standings computes standings from known results): here the results are
unknown and have to be deduced. The generator starts from the points of all but a few teams,
adds random true clues until exactly one set of results fits (counted by a pruned search),
then drops clues that turned out to be unnecessary; a case whose traced search would run past
4,000 operations is redrawn.

The trace is a depth-first search over the matches in the listed order: one state per tried
outcome, fetching both teams' running points and computing whether the clue bounds still allow
it; dead ends back up. The plain solver searches the matches in the reverse order and collects
every solution. The tests check golds with z3 (the results are the only model of the clues).
Speed: the uniqueness count runs after each added clue, so level 3 makes several hundred cases
per second rather than 1,000.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.trace import Tracer

LETTERS = "ABCDEFGHJKLMNPRSTVWZ"
STATS = ("points", "wins", "draws", "losses")
MAX_TRACE_OPS = 4000
_DRAW_WORDS = {"draw", "drawn", "tie", "tied", "drew"}


@dataclass(frozen=True)
class Config:
    teams: int = 3
    hidden: int = 0  # teams whose points are not given at the start
    max_beats: int = 1  # at most this many direct-result clues (a cycle of wins needs one)

    def __post_init__(self) -> None:
        if not 3 <= self.teams <= 6:
            raise ValueError(f"teams must be in 3..6, got {self.teams}")
        if not 0 <= self.hidden < self.teams:
            raise ValueError(f"hidden must be in 0..teams-1, got {self.hidden}")
        if not 0 <= self.max_beats <= 4:
            raise ValueError(f"max_beats must be in 0..4, got {self.max_beats}")


def table(teams: list[str], matches: list[list[str]], outcome: list[int]) -> dict[str, dict[str, int]]:
    """Final stats per team; outcome 0: first team wins, 1: draw, 2: second team wins."""
    stats = {t: {"points": 0, "wins": 0, "draws": 0, "losses": 0} for t in teams}
    for (x, y), o in zip(matches, outcome):
        if o == 1:
            for t in (x, y):
                stats[t]["points"] += 1
                stats[t]["draws"] += 1
        else:
            win, lose = (x, y) if o == 0 else (y, x)
            stats[win]["points"] += 3
            stats[win]["wins"] += 1
            stats[lose]["losses"] += 1
    return stats


def holds(clue: list, stats: dict, draws: int, results: dict) -> bool:
    kind = clue[0]
    if kind in STATS:
        return stats[clue[1]][kind] == clue[2]
    if kind == "total_draws":
        return draws == clue[1]
    if kind == "more":
        return stats[clue[1]]["points"] > stats[clue[2]]["points"]
    return results.get((clue[1], clue[2])) == "win"  # beat


def search(teams: list[str], matches: list[list[str]], clues: list[list], order: list[int], limit: int):
    """Outcome vectors fitting the clues, found by DFS over matches in ``order`` with bound pruning."""
    targets = {(c[1], c[0]): c[2] for c in clues if c[0] in STATS}
    total = next((c[1] for c in clues if c[0] == "total_draws"), None)
    fixed = {}
    for c in clues:
        if c[0] == "beat":
            i = next(k for k, m in enumerate(matches) if set(m) == {c[1], c[2]})
            fixed[i] = 0 if matches[i][0] == c[1] else 2
    rest = {t: sum(t in m for m in matches) for t in teams}
    cur = {t: {"points": 0, "wins": 0, "draws": 0, "losses": 0} for t in teams}
    outcome = [0] * len(matches)
    found: list[list[int]] = []

    def ok(t: str) -> bool:
        s, r = cur[t], rest[t]
        for kind, top in (("points", 3), ("wins", 1), ("draws", 1), ("losses", 1)):
            want = targets.get((t, kind))
            if want is not None and not s[kind] <= want <= s[kind] + top * r:
                return False
        return True

    def apply(i: int, o: int, sign: int) -> None:
        x, y = matches[i]
        rest[x] -= sign
        rest[y] -= sign
        if o == 1:
            for t in (x, y):
                cur[t]["points"] += sign
                cur[t]["draws"] += sign
        else:
            win, lose = (x, y) if o == 0 else (y, x)
            cur[win]["points"] += 3 * sign
            cur[win]["wins"] += sign
            cur[lose]["losses"] += sign

    def go(k: int, draws: int) -> None:
        if len(found) >= limit:
            return
        if total is not None and not draws <= total <= draws + len(order) - k:
            return
        if k == len(order):
            final = table(teams, matches, outcome)
            results = {}
            for (x, y), o in zip(matches, outcome):
                if o != 1:
                    results[(x, y) if o == 0 else (y, x)] = "win"
            if all(holds(c, final, draws, results) for c in clues):
                found.append(list(outcome))
            return
        i = order[k]
        for o in ((fixed[i],) if i in fixed else (0, 1, 2)):
            apply(i, o, 1)
            outcome[i] = o
            if ok(matches[i][0]) and ok(matches[i][1]):
                go(k + 1, draws + (o == 1))
            apply(i, o, -1)

    go(0, 0)
    return found


def clue_text(clue: list, style: int) -> str:
    kind = clue[0]
    if kind in STATS:
        x, n = clue[1], clue[2]
        if kind == "points":
            return (f"{x} finished with {n} point{'s' * (n != 1)}.", f"{x} scored {n} point{'s' * (n != 1)} in total.")[style]
        noun = {"wins": ("won", "match"), "draws": ("drew", "match"), "losses": ("lost", "match")}[kind]
        return f"{x} {noun[0]} exactly {n} {noun[1]}{'es' * (n != 1)}."
    if kind == "total_draws":
        return (f"Exactly {clue[1]} match{'es' * (clue[1] != 1)} ended in a draw.",
                f"There were {clue[1]} drawn match{'es' * (clue[1] != 1)} in the whole tournament.")[style]
    if kind == "more":
        return (f"{clue[1]} finished with more points than {clue[2]}.", f"{clue[1]} ended above {clue[2]} on points.")[style]
    return (f"{clue[1]} beat {clue[2]}.", f"{clue[1]} won its match against {clue[2]}.")[style]


_INTROS = (
    "Teams {teams} played a round-robin tournament: every team met every other team exactly once. "
    "A win earns 3 points, a draw 1 point each and a loss 0.",
    "In a small league ({teams}), each pair of teams played one match. Scoring: 3 points for a win, 1 for a draw, "
    "0 for a loss.",
    "A round robin among {teams}: all pairs met once; winners got 3 points, both sides of a draw got 1, losers 0.",
)
_ASKS = (
    "The following facts about the final results are all true:",
    "Here is what is known about how the tournament ended:",
    "Clues (every one of them is true):",
)
_QUESTIONS = (
    "Exactly one set of match results fits the clues. What was the result of each match?",
    "Deduce the outcome of every match (the clues determine them uniquely).",
    "Work out who won each match, or whether it was drawn; only one set of results is consistent with the clues.",
)


class TournamentLogic(Bootcamp):
    id = "logic/tournament_logic"
    description = "Deduce every result of a round-robin tournament from clues about points, wins and draws"
    Config = Config
    LEVELS = {
        "1": Config(teams=3, hidden=0, max_beats=1),
        "2": Config(teams=4, hidden=0, max_beats=1),
        "3": Config(teams=4, hidden=1, max_beats=1),
        "4": Config(teams=5, hidden=1, max_beats=2),
        "5": Config(teams=5, hidden=2, max_beats=2),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        n = config.teams
        teams = sorted(rng.sample(LETTERS, n))
        matches = [[x, y] for i, x in enumerate(teams) for y in teams[i + 1:]]
        # Listed team by team (A's matches first), so a team's total is settled early in a search.
        order = list(range(len(matches)))
        while True:
            outcome = [rng.choice((0, 0, 1, 2, 2)) for _ in matches]
            stats = table(teams, matches, outcome)
            draws = outcome.count(1)
            shown = rng.sample(teams, n - config.hidden)
            clues = [["points", t, stats[t]["points"]] for t in teams if t in shown]
            pool = [[k, t, stats[t][k]] for t in teams for k in STATS if [k, t, stats[t][k]] not in clues]
            pool.append(["total_draws", draws])
            pool += [["more", x, y] for x in teams for y in teams if stats[x]["points"] > stats[y]["points"]]
            rng.shuffle(pool)
            beats = [["beat", x, y] if o == 0 else ["beat", y, x] for (x, y), o in zip(matches, outcome) if o != 1]
            rng.shuffle(beats)
            pool = beats + pool  # popped from the end: direct results come last
            added: list[list] = []
            while len(search(teams, matches, clues + added, order, 2)) > 1 and pool:
                added.append(pool.pop())
            if len(search(teams, matches, clues + added, order, 2)) != 1:
                continue
            for clue in list(added):  # drop clues the others make unnecessary
                rest = [c for c in added if c is not clue]
                if len(search(teams, matches, clues + rest, order, 2)) == 1:
                    added = rest
            if (not added and n > 3) or len(added) > 2 * n or sum(c[0] == "beat" for c in added) > config.max_beats:
                continue  # the points alone decide it (too easy past level 1), or too many direct results
            all_clues = clues + added
            rng.shuffle(all_clues)
            data = {"teams": teams, "matches": matches, "clues": all_clues}
            tracer = Tracer()
            self.program(tracer, data)
            if tracer.op_count > MAX_TRACE_OPS:
                continue  # the listed-order search would wander too long for a readable trace
            gold = [m[0] if o == 0 else m[1] if o == 2 else "draw" for m, o in zip(matches, outcome)]
            return data, gold

    def prompt(self, data: dict, rng: random.Random) -> str:
        style = rng.randrange(2)
        teams = ", ".join(data["teams"][:-1]) + " and " + data["teams"][-1]
        lines = [rng.choice(_INTROS).format(teams=teams), rng.choice(_ASKS)]
        lines += [f"- {clue_text(c, style)}" for c in data["clues"]]
        lines.append("The matches: " + ", ".join(f"M{i + 1} {x} vs {y}" for i, (x, y) in enumerate(data["matches"])) + ".")
        lines.append(rng.choice(_QUESTIONS))
        lines.append(answer_instruction("the results of M1, M2, ... in order, separated by commas, each the winning "
                                        "team's letter or the word draw (for example: " +
                                        ", ".join([data["matches"][0][0], "draw"] + [m[1] for m in data["matches"][2:4]]) + ")"))
        return "\n".join(lines)

    def format_answer(self, answer: list[str]) -> str:
        return ", ".join(answer)

    def check(self, data: dict, answer: list[str], text: str) -> float:
        if len(text) > 12 * len(answer) + 40:
            return 0.0
        text = text.strip().rstrip(".").strip()
        if len(text) >= 2 and text[0] in "[(" and text[-1] in "])":
            text = text[1:-1]
        items = [item.strip().strip("'\"") for item in text.replace(";", ",").split(",")]
        if len(items) != len(answer):
            return 0.0
        got = []
        for item, (x, y) in zip(items, data["matches"]):
            if item.casefold() in _DRAW_WORDS:
                got.append("draw")
            elif item in (x, y):
                got.append(item)
            else:
                return 0.0
        return 1.0 if got == list(answer) else 0.0

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        out = []
        for _ in range(3):
            gold = list(case.answer)
            i = rng.randrange(len(gold))
            x, y = case.data["matches"][i]
            gold[i] = rng.choice([v for v in (x, y, "draw") if v != gold[i]])
            out.append(self.format_answer(gold))
        return out

    def program(self, t: Tracer, data: dict) -> list[str]:
        teams, matches, clues = data["teams"], data["matches"], data["clues"]
        t.state("clue bounds")
        bounds = {}
        for c in clues:
            if c[0] in STATS:
                bounds[(c[1], c[0])] = t.fetch(f"{c[0]}({c[1]})", c[2])
        t.compute("matches per team", len(teams) - 1)
        beats = {(c[1], c[2]) for c in clues if c[0] == "beat"}
        pts = {x: 0 for x in teams}
        cur = {x: {"points": 0, "wins": 0, "draws": 0, "losses": 0} for x in teams}
        rest = {x: len(teams) - 1 for x in teams}
        result = [""] * len(matches)

        def fits(x: str) -> bool:
            return all(bounds.get((x, k)) is None or cur[x][k] <= bounds[(x, k)] <= cur[x][k] + top * rest[x]
                       for k, top in (("points", 3), ("wins", 1), ("draws", 1), ("losses", 1)))

        def step(k: int, sign: int, x: str, y: str, res: str) -> None:
            rest[x] -= sign
            rest[y] -= sign
            if res == "draw":
                for z in (x, y):
                    cur[z]["points"] += sign
                    cur[z]["draws"] += sign
            else:
                lose = y if res == x else x
                cur[res]["points"] += 3 * sign
                cur[res]["wins"] += sign
                cur[lose]["losses"] += sign
            pts[x], pts[y] = cur[x]["points"], cur[y]["points"]

        def go(k: int) -> bool:
            if k == len(matches):
                t.state("all matches set: check the remaining clues")
                final = table(teams, matches, [0 if r == m[0] else 2 if r == m[1] else 1 for r, m in zip(result, matches)])
                draws = result.count("draw")
                wins = {(r, m[1] if r == m[0] else m[0]): "win" for r, m in zip(result, matches) if r != "draw"}
                ok = all(holds(c, final, draws, wins) for c in clues)
                return t.compute("all clues hold", ok, why="totals, comparisons and direct results")
            x, y = matches[k]
            options = [x, "draw", y]
            if (x, y) in beats:
                options = [x]
            elif (y, x) in beats:
                options = [y]
            for res in options:
                t.state(f"M{k + 1} {x} vs {y}: try {res}")
                t.fetch(f"points so far {x}", pts[x])
                t.fetch(f"points so far {y}", pts[y])
                step(k, 1, x, y, res)
                if t.compute("within bounds", fits(x) and fits(y), why="every stated total still reachable"):
                    result[k] = res
                    if go(k + 1):
                        return True
                step(k, -1, x, y, res)  # dead end below: the next state tries another outcome
            return False

        go(0)
        t.state("answer")
        return t.compute("answer", [t.fetch(f"M{k + 1}", r) for k, r in enumerate(result)])

    def solve(self, data: dict) -> list[str]:
        matches = data["matches"]
        found = search(data["teams"], matches, data["clues"], list(reversed(range(len(matches)))), 2)
        (outcome,) = found
        return [m[0] if o == 0 else m[1] if o == 2 else "draw" for m, o in zip(matches, outcome)]


BOOTCAMP = TournamentLogic()
