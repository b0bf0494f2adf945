"""Categorical syllogisms and sorites: does the conclusion follow from the premises?

Statements are the four categorical forms (All X are Y, No X are Y, Some X are Y, Some X are not
Y) read in the modern Boolean sense: a universal statement does not say that anything exists.
Level 1-2 are classic two-premise syllogisms over three terms; higher levels chain more terms.

The solver reasons on the Venn diagram: a region is a set of terms (the things that are exactly
those terms). Universal premises empty regions; a particular premise needs one of its regions
left open to be non-empty. A universal conclusion follows iff every region it needs empty is
emptied; a particular one follows iff some particular premise's open regions all lie inside the
conclusion's regions. Premises that contradict each other are never generated.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit.literal import strict_word
from bootcamps.trace import Tracer

VALID, INVALID = "valid", "invalid"
_WORDS = {"valid": VALID, "invalid": INVALID, "not valid": INVALID, "follows": VALID, "does not follow": INVALID}
FORMS = ("A", "E", "I", "O")  # All, No, Some, Some-not
TERMS = tuple(
    """artists bakers cyclists dancers engineers farmers gardeners hikers inventors jugglers knitters
    lawyers musicians nurses painters poets runners sailors singers teachers writers swimmers
    climbers doctors pilots chemists drummers tailors potters wugs daxes blickets feps zorbs tovs
    glims frabs""".split()
)


@dataclass(frozen=True)
class Config:
    terms: int = 3
    extra_premises: int = 0  # premises beyond the chain that links the conclusion's terms

    def __post_init__(self) -> None:
        if not 3 <= self.terms <= 6:
            raise ValueError(f"terms must be in 3..6, got {self.terms}")
        if not 0 <= self.extra_premises <= 3:
            raise ValueError(f"extra_premises must be in 0..3, got {self.extra_premises}")


def sentence(form: str, x: str, y: str) -> str:
    return {"A": f"All {x} are {y}.", "E": f"No {x} are {y}.", "I": f"Some {x} are {y}.",
            "O": f"Some {x} are not {y}."}[form]


def regions_of(form: str, x: int, y: int, k: int) -> list[int]:
    """The regions (bitmasks over k terms) a statement is about: those it empties (A, E) or
    among which it needs a non-empty one (I, O)."""
    want_y = form in ("E", "I")
    return [r for r in range(1 << k) if r >> x & 1 and bool(r >> y & 1) == want_y]


def region_name(r: int, letters: str) -> str:
    return "".join(letters[i] for i in range(len(letters)) if r >> i & 1) or "-"


def follows(k: int, premises: list[list], conclusion: list) -> bool | None:
    """Validity by the region argument; ``None`` if the premises contradict each other."""
    empty = set()
    for form, x, y in premises:
        if form in "AE":
            empty.update(regions_of(form, x, y, k))
    opens = [set(regions_of(f, x, y, k)) - empty for f, x, y in premises if f in "IO"]
    if any(not o for o in opens):
        return None
    form, x, y = conclusion
    needed = set(regions_of(form, x, y, k))
    if form in "AE":
        return needed <= empty
    return any(o <= needed for o in opens)


_INTROS = (
    "Assume the premises below are true. Does the conclusion follow necessarily?",
    "Is the following argument logically valid (true premises guarantee a true conclusion)?",
    "Decide whether this categorical argument is valid.",
)
_SEMANTICS = (
    'Read "All X are Y" and "No X are Y" without assuming that any X exist; "Some X are Y" means at least '
    'one thing is both X and Y, and "Some X are not Y" means at least one X is not Y.'
)


class Syllogism(Bootcamp):
    id = "logic/syllogism"
    description = "Decide whether a categorical syllogism or sorites is valid (Boolean reading, Venn regions)"
    Config = Config
    LEVELS = {
        "1": Config(terms=3, extra_premises=0),
        "2": Config(terms=3, extra_premises=1),
        "3": Config(terms=4, extra_premises=1),
        "4": Config(terms=5, extra_premises=2),
        "5": Config(terms=6, extra_premises=3),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        k = config.terms
        want = rng.random() < 0.5
        while True:
            premises = []
            for i in range(k - 1):  # a chain linking term 0 to term k-1
                pair = [i, i + 1] if rng.random() < 0.5 else [i + 1, i]
                premises.append([rng.choice(FORMS), *pair])
            for _ in range(config.extra_premises):
                premises.append([rng.choice(FORMS), *rng.sample(range(k), 2)])
            rng.shuffle(premises)
            conclusion = [rng.choice(FORMS), *([0, k - 1] if rng.random() < 0.5 else [k - 1, 0])]
            if follows(k, premises, conclusion) == want:
                break
        data = {"terms": rng.sample(TERMS, k), "premises": premises, "conclusion": conclusion}
        return data, VALID if want else INVALID

    def prompt(self, data: dict, rng: random.Random) -> str:
        terms = data["terms"]
        lines = [rng.choice(_INTROS), _SEMANTICS]
        lines += [f"Premise {i + 1}: {sentence(f, terms[x], terms[y])}" for i, (f, x, y) in enumerate(data["premises"])]
        form, x, y = data["conclusion"]
        lines.append(f"Conclusion: {sentence(form, terms[x], terms[y])}")
        lines.append(answer_instruction(f'the single word "{VALID}" or "{INVALID}"'))
        return "\n".join(lines)

    def check(self, data: dict, answer: str, text: str) -> float:
        return 1.0 if strict_word(text, _WORDS) == answer else 0.0

    def program(self, t: Tracer, data: dict) -> str:
        terms, k = data["terms"], len(data["terms"])
        letters = "ABCDEF"[:k]

        def names(regions: set[int] | list[int]) -> list[str]:
            return sorted(region_name(r, letters) for r in regions)

        t.state("letters")
        t.compute("letters", [f"{letters[i]}: {terms[i]}" for i in range(k)])
        empty: list[str] = []
        for i, (form, x, y) in enumerate(data["premises"]):
            if form not in "AE":
                continue
            t.state(f"premise {i + 1} empties")
            t.fetch(f"premise[{i + 1}]", sentence(form, terms[x], terms[y]))
            hit = t.compute("regions", names(regions_of(form, x, y, k)), why="regions the premise says are empty")
            empty = t.compute("empty", sorted(set(t.fetch("empty", empty)) | set(hit)))
        opens: list[list[str]] = []
        for i, (form, x, y) in enumerate(data["premises"]):
            if form in "AE":
                continue
            t.state(f"premise {i + 1} needs")
            t.fetch(f"premise[{i + 1}]", sentence(form, terms[x], terms[y]))
            hit = t.compute("regions", names(regions_of(form, x, y, k)), why="one of these is non-empty")
            opens.append(t.compute("open", sorted(set(hit) - set(t.fetch("empty", empty))), why="minus the emptied ones"))
        form, x, y = data["conclusion"]
        t.state("conclusion")
        t.fetch("conclusion", sentence(form, terms[x], terms[y]))
        needed = t.compute("regions", names(regions_of(form, x, y, k)))
        if form in "AE":
            ok = t.compute("valid", set(needed) <= set(t.fetch("empty", empty)), why="every region it empties is emptied")
        else:
            ok = False
            for j, open_regions in enumerate(opens):
                t.state(f"conclusion vs particular {j + 1}")
                inside = t.compute("inside", set(t.fetch(f"open[{j + 1}]", open_regions)) <= set(needed),
                                   why="the premise's possible regions all lie in the conclusion's")
                if t.goto(inside, why="one such premise suffices"):
                    ok = True
                    break
            t.state("verdict")
            ok = t.compute("valid", ok)
        return t.compute("answer", VALID if ok else INVALID)

    def solve(self, data: dict) -> str:
        return VALID if follows(len(data["terms"]), data["premises"], data["conclusion"]) else INVALID

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        return [INVALID if case.answer == VALID else VALID]


BOOTCAMP = Syllogism()
