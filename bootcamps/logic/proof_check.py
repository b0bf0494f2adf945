"""Check a natural-deduction proof: which lines are not justified by the rule they cite?

A numbered proof lists premises and derived lines, each citing a rule (modus ponens, modus
tollens, and-introduction, and-elimination, or-introduction, disjunctive syllogism,
hypothetical syllogism) and earlier line numbers. The generator builds a correct proof by
applying rules at random, then damages a few lines (a wrong cited line, a wrong rule name, a
fallacious conclusion such as affirming the consequent). A line is judged on its own: it is
correct when its rule, applied to the cited lines exactly as written, gives its formula, even
if a cited line is itself faulty. The answer is the set of faulty line numbers.

The trace checks each line against the rule's pattern; the plain solver enumerates, for each
line, every formula the cited rule can produce from the cited lines and looks the line up.
Speed: a damaged proof is redrawn when no damage sticks, so level 3 makes several hundred cases
per second rather than 1,000.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit import boolexpr
from bootcamps.kit.literal import strict_int_list
from bootcamps.trace import Tracer

RULES = {
    "MP": (2, "modus ponens: from A and A -> B infer B"),
    "MT": (2, "modus tollens: from A -> B and ~B infer ~A"),
    "AI": (2, "and-introduction: from A and B infer A & B"),
    "AE": (1, "and-elimination: from A & B infer A, or infer B"),
    "OI": (1, "or-introduction: from A infer A | B or B | A, for any formula B"),
    "DS": (2, "disjunctive syllogism: from A | B and ~A infer B; from A | B and ~B infer A"),
    "HS": (2, "hypothetical syllogism: from A -> B and B -> C infer A -> C"),
}
ATOMS = ("p", "q", "r", "s", "t", "u")


@dataclass(frozen=True)
class Config:
    steps: int = 3
    faults: int = 1
    atoms: int = 3

    def __post_init__(self) -> None:
        if not 2 <= self.steps <= 30:
            raise ValueError(f"steps must be in 2..30, got {self.steps}")
        if not 1 <= self.faults <= self.steps:
            raise ValueError(f"faults must be in 1..steps, got {self.faults}")
        if not 2 <= self.atoms <= len(ATOMS):
            raise ValueError(f"atoms must be in 2..{len(ATOMS)}, got {self.atoms}")


def neg(f: list) -> list:
    return ["not", f]


def conclusions(rule: str, cited: list[list]) -> list[list]:
    """Every formula ``rule`` yields from the cited formulas in the cited order ("any formula B"
    of or-introduction is matched separately by ``justified``)."""
    if rule not in RULES or len(cited) != RULES[rule][0]:
        return []
    if rule == "MP":
        a, imp = cited
        return [imp[2]] if imp[0] == "imp" and imp[1] == a else []
    if rule == "MT":
        imp, nb = cited
        return [neg(imp[1])] if imp[0] == "imp" and nb == neg(imp[2]) else []
    if rule == "AI":
        return [["and", cited[0], cited[1]]]
    if rule == "AE":
        f = cited[0]
        return [f[1], f[2]] if f[0] == "and" else []
    if rule == "DS":
        d, na = cited
        if d[0] != "or":
            return []
        return ([d[2]] if na == neg(d[1]) else []) + ([d[1]] if na == neg(d[2]) else [])
    if rule == "HS":
        i1, i2 = cited
        return [["imp", i1[1], i2[2]]] if i1[0] == "imp" and i2[0] == "imp" and i1[2] == i2[1] else []
    return []


def justified(line: dict, lines: list[dict], index: int) -> bool:
    """Whether line ``index`` (0-based) follows by its rule from the earlier lines it cites."""
    rule, refs, f = line["rule"], line["refs"], line["formula"]
    if rule == "premise":
        return not refs and all(l["rule"] == "premise" for l in lines[:index])
    if any(not 1 <= r <= index for r in refs):
        return False
    cited = [lines[r - 1]["formula"] for r in refs]
    if rule == "OI":
        return len(cited) == 1 and f[0] == "or" and cited[0] in (f[1], f[2])
    return f in conclusions(rule, cited)


def _literal(rng: random.Random, atoms: list[str]) -> list:
    a = boolexpr.var(rng.choice(atoms))
    return neg(a) if rng.random() < 0.3 else a


def _premises(rng: random.Random, atoms: list[str], count: int) -> list[list]:
    out = []
    a = _literal(rng, atoms)
    out.append(a)
    chain = a
    for _ in range(count - 1):
        b = _literal(rng, atoms)
        kind = rng.random()
        if kind < 0.5:
            out.append(["imp", chain, b])
            chain = b
        elif kind < 0.75:
            out.append(["or", b, _literal(rng, atoms)])
        else:
            out.append(["imp", _literal(rng, atoms), b])
    return out


def _step(rng: random.Random, formulas: list[list], atoms: list[str]) -> tuple[str, list[int], list] | None:
    n = len(formulas)
    options = []
    for i in range(n):
        fi = formulas[i]
        if fi[0] == "and":
            options.append(("AE", [i + 1], rng.choice([fi[1], fi[2]])))
        for j in range(n):
            if i == j:
                continue
            for rule in ("MP", "MT", "DS", "HS"):
                for c in conclusions(rule, [fi, formulas[j]]):
                    options.append((rule, [i + 1, j + 1], c))
    fresh = [o for o in options if o[2] not in formulas]
    if fresh and rng.random() < 0.85:
        return rng.choice(fresh)
    i, j = rng.sample(range(n), 2) if n >= 2 else (0, 0)
    if rng.random() < 0.5 and n >= 2:
        return ("AI", [i + 1, j + 1], ["and", formulas[i], formulas[j]])
    return ("OI", [i + 1], ["or", formulas[i], _literal(rng, atoms)])


def _damage(rng: random.Random, line: dict, index: int) -> dict:
    line = {**line, "refs": list(line["refs"])}
    kind = rng.choice(("ref", "rule", "formula"))
    if kind == "ref" and index >= 2:
        k = rng.randrange(len(line["refs"]))
        line["refs"][k] = rng.choice([r for r in range(1, index + 1) if r != line["refs"][k]])
    elif kind == "rule":
        line["rule"] = rng.choice([r for r in RULES if r != line["rule"]])
    else:
        f = line["formula"]
        line["formula"] = f[1] if f[0] == "not" else neg(f)
    return line


def line_text(k: int, line: dict) -> str:
    why = "premise" if line["rule"] == "premise" else f"{line['rule']} {', '.join(map(str, line['refs']))}"
    return f"{k}. {boolexpr.render(line['formula'])}    [{why}]"


_INTROS = (
    "Below is a numbered proof in propositional logic. Each line gives a formula and its justification: "
    "\"premise\" (only at the start) or a rule name with the earlier lines it uses, in the order listed in "
    "the rule.",
    "Check this derivation line by line. A line is a formula followed by [premise] or [RULE lines]; the cited "
    "lines must be earlier, and are used in the order the rule lists its inputs.",
    "A student wrote the proof below. Each justification names a rule and the earlier line numbers it is "
    "applied to (in the rule's order), or says premise.",
)


class ProofCheck(Bootcamp):
    id = "logic/proof_check"
    description = "Natural-deduction proof checking: the lines whose cited rule and lines do not yield them"
    Config = Config
    LEVELS = {
        "1": Config(steps=3, faults=1, atoms=3),
        "2": Config(steps=5, faults=1, atoms=3),
        "3": Config(steps=8, faults=2, atoms=4),
        "4": Config(steps=12, faults=3, atoms=5),
        "5": Config(steps=18, faults=4, atoms=6),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        atoms = list(ATOMS[: config.atoms])
        while True:
            premises = _premises(rng, atoms, rng.randint(3, 3 + config.steps // 3))
            lines = [{"formula": f, "rule": "premise", "refs": []} for f in premises]
            for _ in range(config.steps):
                rule, refs, f = _step(rng, [l["formula"] for l in lines], atoms)
                lines.append({"formula": f, "rule": rule, "refs": refs})
            derived = list(range(len(premises), len(lines)))
            for idx in rng.sample(derived, min(config.faults, len(derived))):
                lines[idx] = _damage(rng, lines[idx], idx)
            if any(boolexpr.size(l["formula"]) > 15 for l in lines):
                continue
            data = {"lines": lines}
            answer = self.solve(data)
            if answer:
                return data, answer

    def prompt(self, data: dict, rng: random.Random) -> str:
        lines = [rng.choice(_INTROS), "Rules:"]
        lines += [f"- {name}: {text}" for name, (_, text) in RULES.items()]
        lines.append(boolexpr.LEGEND)
        lines.append("Proof:")
        lines += [line_text(k, l) for k, l in enumerate(data["lines"], 1)]
        lines.append(
            "Judge every line on its own: it is correct when its rule, applied to the cited lines as they are "
            "written, gives exactly its formula (even if a cited line is itself wrong). Which lines are not correct?")
        lines.append(answer_instruction("the numbers of the incorrect lines separated by commas, in any order (e.g. 4, 7)"))
        return "\n".join(lines)

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def check(self, data: dict, answer: list[int], text: str) -> float:
        got = strict_int_list(text, max_items=len(data["lines"]))
        if got is None or len(set(got)) != len(got):
            return 0.0
        return 1.0 if sorted(got) == sorted(answer) else 0.0

    def program(self, t: Tracer, data: dict) -> list[int]:
        lines = data["lines"]
        bad = []
        for k, line in enumerate(lines):
            t.state(f"line {k + 1}")
            t.fetch(f"line[{k + 1}]", boolexpr.render(line["formula"]))
            for r in line["refs"]:
                if 1 <= r <= k:
                    t.fetch(f"line[{r}]", boolexpr.render(lines[r - 1]["formula"]))
            ok = t.compute("follows", justified(line, lines, k), why=f"{line['rule']} applied to the cited lines")
            if not ok:
                bad.append(k + 1)
        t.state("answer")
        return t.compute("wrong lines", bad, why="lines that do not follow")

    def solve(self, data: dict) -> list[int]:
        lines = data["lines"]
        bad = []
        first_derived = next((i for i, l in enumerate(lines) if l["rule"] != "premise"), len(lines))
        for k, line in enumerate(lines):
            rule, refs = line["rule"], line["refs"]
            if rule == "premise":
                ok = k < first_derived and not refs
            elif any(r < 1 or r > k for r in refs):
                ok = False
            else:
                cited = [lines[r - 1]["formula"] for r in refs]
                f = line["formula"]
                ok = (rule == "OI" and len(cited) == 1 and f[0] == "or" and cited[0] in f[1:]) or f in conclusions(rule, cited)
            if not ok:
                bad.append(k + 1)
        return bad

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        gold = list(case.answer)
        m = len(case.data["lines"])
        extra = next((k for k in range(m, 0, -1) if k not in gold), None)
        out = [self.format_answer(gold[1:] or [1 if 1 not in gold else m])]
        if extra is not None:
            out.append(self.format_answer(sorted(gold + [extra])))
        return out


BOOTCAMP = ProofCheck()
