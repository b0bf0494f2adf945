"""Predict the output of an awk program: pattern-action rules over the fields of each line,
accumulators initialised in BEGIN and printed in END.

The input is a small whitespace-separated table (a name, then integer columns). Programs come
from a grammar: patterns ``$k > n``, ``$k <= n``, ``$1 == "name"``, ``NR > n``,
``$k % 2 == 0`` or none; actions ``v += $k``, ``v++``, ``v = v + $j - $k``,
``if ($k > v) v = $k`` and ``print $1, $k * 2``; BEGIN sets every variable to 0 and END
prints them (integers only, so nothing depends on number formatting). The interpreter is a
few lines over the generated structure (never ``exec``); the trace is one state per line and
rule. The tests run the real ``awk`` on the generated file and program.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.textkit import LinesAnswer
from bootcamps.trace import Tracer

NAMES = ("ann", "bob", "cy", "dee", "eve", "fay")
VARS = ("s", "c", "m", "t")


@dataclass(frozen=True)
class Config:
    rows: int = 4
    columns: int = 2  # numeric columns after the name
    rules: int = 1
    actions: int = 1  # most actions per rule
    per_line_print: bool = False

    def __post_init__(self) -> None:
        if not 2 <= self.rows <= 20 or not 1 <= self.columns <= 4:
            raise ValueError("rows must be in 2..20 and columns in 1..4")
        if not 1 <= self.rules <= 5 or not 1 <= self.actions <= 3:
            raise ValueError("rules must be in 1..5 and actions in 1..3")


def pattern_text(p: list | None) -> str:
    if p is None:
        return ""
    kind = p[0]
    if kind == "gt":
        return f"${p[1]} > {p[2]} "
    if kind == "le":
        return f"${p[1]} <= {p[2]} "
    if kind == "eq":
        return f'$1 == "{p[1]}" '
    if kind == "nr":
        return f"NR > {p[1]} "
    return f"${p[1]} % 2 == 0 "


def action_text(a: list) -> str:
    kind = a[0]
    if kind == "add":
        return f"{a[1]} += ${a[2]}"
    if kind == "inc":
        return f"{a[1]}++"
    if kind == "diff":
        return f"{a[1]} = {a[1]} + ${a[2]} - ${a[3]}"
    if kind == "max":
        return f"if (${a[2]} > {a[1]}) {a[1]} = ${a[2]}"
    return f"print $1, ${a[1]} * 2"


def matches(p: list | None, nr: int, fields: list) -> bool:
    if p is None:
        return True
    kind = p[0]
    if kind == "gt":
        return fields[p[1] - 1] > p[2]
    if kind == "le":
        return fields[p[1] - 1] <= p[2]
    if kind == "eq":
        return fields[0] == p[1]
    if kind == "nr":
        return nr > p[1]
    return fields[p[1] - 1] % 2 == 0


def act(a: list, env: dict, fields: list) -> str | None:
    """Update ``env`` for one action; the printed line for a print action."""
    kind = a[0]
    if kind == "add":
        env[a[1]] += fields[a[2] - 1]
    elif kind == "inc":
        env[a[1]] += 1
    elif kind == "diff":
        env[a[1]] += fields[a[2] - 1] - fields[a[3] - 1]
    elif kind == "max":
        if fields[a[2] - 1] > env[a[1]]:
            env[a[1]] = fields[a[2] - 1]
    else:
        return f"{fields[0]} {fields[a[1] - 1] * 2}"
    return None


def source(data: dict) -> str:
    used = data["vars"]
    lines = ["BEGIN { " + "; ".join(f"{v} = 0" for v in used) + " }"]
    for p, actions in data["rules"]:
        lines.append(f"{pattern_text(p)}{{ " + "; ".join(action_text(a) for a in actions) + " }")
    lines.append("END { print " + ", ".join(used) + " }")
    return "\n".join(lines)


def run(data: dict) -> list[str]:
    env = {v: 0 for v in data["vars"]}
    out = []
    for nr, row in enumerate(data["rows"], 1):
        fields = [row[0]] + row[1:]
        for p, actions in data["rules"]:
            if matches(p, nr, fields):
                for a in actions:
                    line = act(a, env, fields)
                    if line is not None:
                        out.append(line)
    return out + [" ".join(str(env[v]) for v in data["vars"])]


_INTROS = (
    "The file t.txt contains:",
    "Here is the whitespace-separated file t.txt:",
    "Consider this input file, t.txt:",
)
_ASK = (
    "What does `awk -f prog.awk t.txt` print, where prog.awk is:",
    "Predict the output of running this awk program on t.txt:",
    "Run the awk script below over t.txt. What is printed?",
)
_RULES = ("awk runs BEGIN first, then, for each input line in order (NR is its line number, $1, $2, ... its fields), "
          "every rule in order whose pattern holds (a rule without pattern applies to every line); END runs last. "
          "print a, b writes its values separated by one space.")


class AwkProgram(LinesAnswer, Bootcamp):
    id = "code/awk_program"
    description = "Predict an awk program's output: field patterns, accumulators, per-line prints and END"
    Config = Config
    LEVELS = {
        "1": Config(rows=4, columns=2, rules=1, actions=1, per_line_print=False),
        "2": Config(rows=5, columns=2, rules=2, actions=1, per_line_print=False),
        "3": Config(rows=6, columns=3, rules=2, actions=2, per_line_print=True),
        "4": Config(rows=8, columns=3, rules=3, actions=2, per_line_print=True),
        "5": Config(rows=10, columns=4, rules=4, actions=3, per_line_print=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        cols = config.columns + 1
        while True:
            rows = [[rng.choice(NAMES[:4])] + [rng.randint(0, 30) for _ in range(config.columns)] for _ in range(config.rows)]
            used = sorted(rng.sample(VARS, rng.randint(1, min(len(VARS), config.rules + 1))), key=VARS.index)
            rules = []
            for _ in range(config.rules):
                kind = rng.choice(("none", "gt", "le", "eq", "nr", "even"))
                k = rng.randint(2, cols)
                p = {"none": None, "gt": ["gt", k, rng.randint(5, 25)], "le": ["le", k, rng.randint(5, 25)],
                     "eq": ["eq", rng.choice(NAMES[:4])], "nr": ["nr", rng.randint(1, config.rows - 1)], "even": ["even", k]}[kind]
                actions = []
                for _ in range(rng.randint(1, config.actions)):
                    v, j, k2 = rng.choice(used), rng.randint(2, cols), rng.randint(2, cols)
                    roll = rng.random()
                    if config.per_line_print and roll < 0.15:
                        actions.append(["print", k2])
                    else:
                        actions.append(rng.choice((["add", v, k2], ["inc", v], ["max", v, k2], ["diff", v, j, k2] if j != k2 else ["add", v, j])))
                rules.append([p, actions])
            assigned = {a[1] for _, acts in rules for a in acts if a[0] != "print"}
            if assigned != set(used):
                continue
            data = {"rows": rows, "vars": used, "rules": rules}
            out = run(data)
            if any(v != 0 for v in map(int, out[-1].split())):
                return data, out

    def prompt(self, data: dict, rng: random.Random) -> str:
        table = [" ".join(map(str, row)) for row in data["rows"]]
        parts = [rng.choice(_INTROS)] + table + [rng.choice(_ASK), "```awk", source(data), "```", _RULES]
        parts.append(answer_instruction("the printed lines, one per line, exactly as printed"))
        return "\n".join(parts)

    def program(self, t: Tracer, data: dict) -> list[str]:
        env = {v: 0 for v in data["vars"]}
        out: list[str] = []
        for nr, row in enumerate(data["rows"], 1):
            for r, (p, actions) in enumerate(data["rules"]):
                t.state(f"line {nr} rule {r + 1}")
                fields = t.fetch(f"line {nr}", row)
                if not t.compute("match", matches(p, nr, fields), why=pattern_text(p).strip() or "always"):
                    continue
                for a in actions:
                    before = {v: t.fetch(v, env[v]) for v in data["vars"] if v in a[1:2] and a[0] != "print"}
                    env.update(before)
                    line = act(a, env, fields)
                    if line is None:
                        env[a[1]] = t.compute(f"new {a[1]}", env[a[1]], why=action_text(a))
                    else:
                        out.append(t.compute("print", line))
        t.state("END")
        final = " ".join(str(t.fetch(v, env[v])) for v in data["vars"])
        return t.compute("answer", out + [final])

    def solve(self, data: dict) -> list[str]:
        return run(data)


BOOTCAMP = AwkProgram()
