"""Kinship: from the parent and marriage facts of a generated family tree, name how one person
is related to another (grandmother, uncle, niece, cousin, second cousin, ...).

A tree grows from one founding couple: each couple has one to three children, and children
marry people from outside the family (who have no parents listed) and have children of their
own. Every parent-child link and every marriage is stated, in shuffled order. The question
pairs two blood relatives; the relation follows from the generations from each of them up to
their nearest common ancestor (dA for the person asked about, dB for the other) and the first
person's sex: ancestors, descendants, siblings, aunts/uncles and nieces/nephews (and their
great- / grand- forms), cousins, cousins once removed and second cousins. The trace lists
each person's ancestors with their distances, intersects them, and names the relation.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.trace import Tracer

MEN = ("Adam", "Brian", "Carl", "David", "Edgar", "Frank", "George", "Henry", "Ivan", "James", "Kevin", "Louis",
       "Martin", "Nathan", "Oscar", "Peter", "Quentin", "Robert", "Samuel", "Thomas", "Victor", "Walter", "Xavier",
       "Yusuf", "Zack", "Arthur", "Bruno", "Colin", "Dennis", "Felix")
WOMEN = ("Alice", "Beth", "Clara", "Diana", "Emma", "Fiona", "Grace", "Helen", "Irene", "Julia", "Karen", "Laura",
         "Maria", "Nora", "Olivia", "Paula", "Rosa", "Sarah", "Tina", "Ursula", "Vera", "Wendy", "Yvonne", "Zoe",
         "Agnes", "Bella", "Cora", "Daisy", "Edith", "Flora")

# (dA, dB) -> (male word, female word): dA generations from the person asked about up to the
# nearest common ancestor, dB from the other person.
RELATIONS = {
    (0, 1): ("father", "mother"), (0, 2): ("grandfather", "grandmother"),
    (0, 3): ("great-grandfather", "great-grandmother"),
    (1, 0): ("son", "daughter"), (2, 0): ("grandson", "granddaughter"), (3, 0): ("great-grandson", "great-granddaughter"),
    (1, 1): ("brother", "sister"), (1, 2): ("uncle", "aunt"), (1, 3): ("great-uncle", "great-aunt"),
    (2, 1): ("nephew", "niece"), (3, 1): ("grandnephew", "grandniece"),
    (2, 2): ("cousin", "cousin"), (2, 3): ("cousin once removed", "cousin once removed"),
    (3, 2): ("cousin once removed", "cousin once removed"), (3, 3): ("second cousin", "second cousin"),
}
# other spellings a reader uses for the same relation
_SYNONYMS = {
    "great grandfather": "great-grandfather", "great grandmother": "great-grandmother",
    "great grandson": "great-grandson", "great granddaughter": "great-granddaughter",
    "great uncle": "great-uncle", "granduncle": "great-uncle", "grand uncle": "great-uncle", "grand-uncle": "great-uncle",
    "great aunt": "great-aunt", "grandaunt": "great-aunt", "grand aunt": "great-aunt", "grand-aunt": "great-aunt",
    "grand nephew": "grandnephew", "grand-nephew": "grandnephew", "great nephew": "grandnephew", "great-nephew": "grandnephew",
    "grand niece": "grandniece", "grand-niece": "grandniece", "great niece": "grandniece", "great-niece": "grandniece",
    "first cousin": "cousin", "first cousin once removed": "cousin once removed",
}
CANONICAL = {w for pair in RELATIONS.values() for w in pair}


@dataclass(frozen=True)
class Config:
    generations: int = 2  # generations below the founding couple
    max_distance: int = 2  # largest dA + dB asked about
    max_children: int = 3

    def __post_init__(self) -> None:
        if not 1 <= self.generations <= 4:
            raise ValueError(f"generations must be in 1..4, got {self.generations}")
        if not 1 <= self.max_distance <= 6:
            raise ValueError(f"max_distance must be in 1..6, got {self.max_distance}")
        if not 1 <= self.max_children <= 4:
            raise ValueError(f"max_children must be in 1..4, got {self.max_children}")


def ancestors(parents: dict[str, list[str]], person: str) -> dict[str, int]:
    """Every ancestor (and the person, at 0) with the fewest generations up to it."""
    out = {person: 0}
    frontier = [person]
    depth = 0
    while frontier:
        depth += 1
        frontier = [p for child in frontier for p in parents.get(child, []) if p not in out]
        for p in frontier:
            out[p] = depth
    return out


def read_relation(text: str) -> str | None:
    if len(text) > 100:
        return None
    text = " ".join(text.strip().strip(".").strip("\"'`*").casefold().split())
    text = re.sub(r"^(?:(?:she|he) is\s+)?(?:(?:the|a|an)\s+)?", "", text)
    text = text.replace("great -", "great-")
    return text if text in CANONICAL else _SYNONYMS.get(text)


_INTROS = (
    "Here are facts about one family. Everyone not listed with parents married into the family.",
    "The following statements describe a family tree (all parent-child links and marriages are listed).",
    "Read these family facts; they are complete: every parent of every listed child is named.",
)
_QUESTIONS = (
    "How is {a} related to {b}? Complete the sentence: {a} is {b}'s ____.",
    "What is {a} to {b}? ({a} is {b}'s what?)",
    "Name the family relation: {a} is {b}'s ...?",
)
_VOCAB = (
    "Use one of: father, mother, son, daughter, brother, sister, grandfather, grandmother, grandson, "
    "granddaughter, great-grandfather, great-grandmother, great-grandson, great-granddaughter, uncle, aunt, "
    "nephew, niece, great-uncle, great-aunt, grandnephew, grandniece, cousin (children of siblings), "
    "cousin once removed (a cousin's child, or a parent's cousin), second cousin (children of cousins)."
)


class Kinship(Bootcamp):
    id = "logic/kinship"
    description = "Name the family relation between two people from the parent and marriage facts of a generated tree"
    Config = Config
    LEVELS = {
        "1": Config(generations=2, max_distance=2, max_children=2),
        "2": Config(generations=2, max_distance=3, max_children=3),
        "3": Config(generations=3, max_distance=4, max_children=2),
        "4": Config(generations=3, max_distance=5, max_children=3),
        "5": Config(generations=4, max_distance=6, max_children=2),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        men, women = list(MEN), list(WOMEN)
        rng.shuffle(men)
        rng.shuffle(women)
        sex: dict[str, str] = {}

        def person(s: str) -> str:
            name = (men if s == "m" else women).pop()
            sex[name] = s
            return name

        parents: dict[str, list[str]] = {}
        couples = [[person("m"), person("f")]]
        generation = [couples[0]]
        for g in range(config.generations):
            next_generation = []
            for couple in generation:
                for _ in range(rng.randint(1, config.max_children) if g else rng.randint(2, max(2, config.max_children))):
                    if not men or not women:
                        break
                    child = person(rng.choice("mf"))
                    parents[child] = list(couple)
                    if g < config.generations - 1 and rng.random() < 0.8 and men and women:
                        spouse = person("f" if sex[child] == "m" else "m")
                        couple2 = [child, spouse] if sex[child] == "m" else [spouse, child]
                        couples.append(couple2)
                        next_generation.append(couple2)
            generation = next_generation
        people = list(sex)
        pairs = []
        ups = {who: ancestors(parents, who) for who in people}
        for _ in range(400):  # random pairs until 30 related ones: all pairs would cost O(people^2)
            a, b = rng.sample(people, 2)
            up_a, up_b = ups[a], ups[b]
            common = [c for c in up_a if c in up_b]
            if not common:
                continue
            c = min(common, key=lambda x: up_a[x] + up_b[x])
            key = (up_a[c], up_b[c])
            if key in RELATIONS and sum(key) <= config.max_distance:
                pairs.append((sum(key), a, b))
                if len(pairs) >= 30:
                    break
        if not pairs:  # never seen, but a child and its parent are always related
            child = rng.choice(sorted(parents))
            pairs.append((1, child, parents[child][0]))
        top = max(d for d, _, _ in pairs)
        pool = [p for p in pairs if p[0] >= top - 1] if rng.random() < 0.7 else pairs
        _, a, b = rng.choice(pool)
        facts = [[p, c] for c, ps in parents.items() for p in ps]
        rng.shuffle(facts)
        data = {"sex": sex, "parents": facts, "couples": couples, "a": a, "b": b}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        sex = data["sex"]
        lines = [f"{p} is the {'father' if sex[p] == 'm' else 'mother'} of {c}." for p, c in data["parents"]]
        lines += [f"{h} and {w} are married." for h, w in data["couples"]]
        rng.shuffle(lines)
        text = [rng.choice(_INTROS)] + lines
        text.append(rng.choice(_QUESTIONS).format(a=data["a"], b=data["b"]) + " " + _VOCAB)
        text.append(answer_instruction("one relation word or phrase from that list, for example: aunt"))
        return "\n".join(text)

    def check(self, data: dict, answer: str, text: str) -> float:
        return 1.0 if read_relation(text) == answer else 0.0

    def program(self, t: Tracer, data: dict) -> str:
        parents: dict[str, list[str]] = {}
        for p, c in data["parents"]:
            parents.setdefault(c, []).append(p)
        ups = []
        for who in (data["a"], data["b"]):
            t.state(f"ancestors of {who}")
            found = [[who, 0]]
            frontier = [who]
            depth = 0
            while frontier:
                depth += 1
                frontier = [p for child in frontier for p in sorted(parents.get(child, [])) if all(p != f for f, _ in found)]
                found += [[p, depth] for p in frontier]
            ups.append(t.compute(f"up({who})", found))
        t.state("nearest common ancestor")
        up_a = dict(map(tuple, t.fetch(f"up({data['a']})", ups[0])))
        up_b = dict(map(tuple, t.fetch(f"up({data['b']})", ups[1])))
        common = sorted((up_a[c] + up_b[c], c) for c in up_a if c in up_b)
        c = t.compute("common", common[0][1] if common else "nobody")
        d_a = t.compute("dA", up_a.get(c, -1))
        d_b = t.compute("dB", up_b.get(c, -1))
        t.state("name the relation")
        s = t.fetch(f"sex({data['a']})", data["sex"][data["a"]])
        words = RELATIONS.get((d_a, d_b), ("unrelated", "unrelated"))
        return t.compute("answer", words[0] if s == "m" else words[1], why=f"dA={d_a}, dB={d_b}")

    def solve(self, data: dict) -> str:
        parents: dict[str, list[str]] = {}
        for p, c in data["parents"]:
            parents.setdefault(c, []).append(p)
        up_a, up_b = ancestors(parents, data["a"]), ancestors(parents, data["b"])
        best = min((up_a[c] + up_b[c], up_a[c], up_b[c]) for c in up_a if c in up_b)
        male, female = RELATIONS[best[1], best[2]]
        return male if data["sex"][data["a"]] == "m" else female

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        return [w for w in ("cousin", "uncle", "grandmother", "sister") if w != case.answer][:3]


BOOTCAMP = Kinship()
