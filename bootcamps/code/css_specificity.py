"""Which colour does the CSS cascade give an element? Selector matching, specificity, source
order, ``!important`` and inline styles.

The element and its ancestors are given as nested opening tags (tag name, optional id,
classes); the stylesheet is a list of rules ``selector { color: X; }`` whose selectors are
compounds of a type, ``#id`` and ``.class`` parts (or ``*``) joined by the descendant (space)
and child (``>``) combinators. Some selectors are near misses (a class of another ancestor, a
child combinator where the ancestor is further up). The cascade as the prompt states it:
``!important`` declarations beat normal ones; then an inline ``style`` attribute beats any
selector; then the higher specificity (ids, then classes, then types, compared in that order;
``*`` and combinators count nothing); then the later rule. The generator keeps cases with at
least three matching rules where the winner is not simply the last matching rule (from level 2)
and each rule has its own colour, so the colour names the winning rule.

The trace is one state per rule: fetch the selector, compute whether it matches (compound by
compound, right to left) and its specificity, then compare with the best declaration so far.
The plain solver matches by turning each selector into a regular expression over the element's
ancestor path and picks the maximum of (important, inline, specificity, order). The tests use a
third matcher (every embedding of the compounds into the ancestor chain, by brute force).
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit.literal import strict_word
from bootcamps.trace import Tracer

COLORS = ("red", "blue", "green", "orange", "purple", "teal", "navy", "maroon", "olive", "gray", "pink", "brown",
          "black", "gold", "silver", "lime")
TAGS = ("div", "section", "article", "ul", "li", "p", "span", "main", "nav", "a", "em", "table", "td")
IDS = ("main", "intro", "menu", "box", "top", "card", "list", "side")
CLASSES = ("note", "big", "warn", "item", "active", "dark", "wide", "first", "hero", "muted")


@dataclass(frozen=True)
class Config:
    depth: int = 2  # elements in the chain, the target included
    rules: int = 4
    extras: bool = False  # !important and inline styles

    def __post_init__(self) -> None:
        if not 2 <= self.depth <= 6:
            raise ValueError(f"depth must be in 2..6, got {self.depth}")
        if not 3 <= self.rules <= len(COLORS):
            raise ValueError(f"rules must be in 3..{len(COLORS)}, got {self.rules}")


# A node: {"tag", "id" (or None), "classes"}; a compound: {"tag" (or None or "*"), "id", "classes"};
# a selector: {"parts": [compound...], "combs": [" " or ">" between consecutive parts]}.


def compound_text(c: dict) -> str:
    text = (c["tag"] or "") + (f"#{c['id']}" if c["id"] else "") + "".join(f".{k}" for k in c["classes"])
    return text or "*"


def selector_text(sel: dict) -> str:
    out = compound_text(sel["parts"][0])
    for comb, part in zip(sel["combs"], sel["parts"][1:]):
        out += (" > " if comb == ">" else " ") + compound_text(part)
    return out


def node_text(node: dict) -> str:
    attrs = (f' id="{node["id"]}"' if node["id"] else "") + \
        (f' class="{" ".join(node["classes"])}"' if node["classes"] else "")
    return f"<{node['tag']}{attrs}>"


def specificity(sel: dict) -> list[int]:
    parts = sel["parts"]
    return [sum(1 for c in parts if c["id"]), sum(len(c["classes"]) for c in parts),
            sum(1 for c in parts if c["tag"] not in (None, "*"))]


def compound_matches(c: dict, node: dict) -> bool:
    return (c["tag"] in (None, "*", node["tag"]) and (c["id"] is None or c["id"] == node["id"])
            and all(k in node["classes"] for k in c["classes"]))


def matches(sel: dict, chain: list[dict]) -> bool:
    """Right to left with backtracking over the ancestors."""
    parts, combs = sel["parts"], sel["combs"]

    def at(k: int, j: int) -> bool:  # parts[k] sits on chain[j]; do parts[:k] fit above it?
        if not compound_matches(parts[k], chain[j]):
            return False
        if k == 0:
            return True
        if combs[k - 1] == ">":
            return j > 0 and at(k - 1, j - 1)
        return any(at(k - 1, i) for i in range(j - 1, -1, -1))

    return at(len(parts) - 1, len(chain) - 1)


def _chain(rng: random.Random, depth: int) -> list[dict]:
    ids = rng.sample(IDS, depth)
    nodes = []
    for k in range(depth):
        nodes.append({"tag": rng.choice(TAGS), "id": ids[k] if rng.random() < 0.45 else None,
                      "classes": sorted(rng.sample(CLASSES, rng.choice((0, 1, 1, 2, 2, 3))))})
    if not nodes[-1]["classes"]:
        nodes[-1]["classes"] = [rng.choice(CLASSES)]
    return nodes


def _compound_for(rng: random.Random, node: dict) -> dict:
    while True:
        c = {"tag": node["tag"] if rng.random() < 0.5 else None,
             "id": node["id"] if node["id"] and rng.random() < 0.35 else None,
             "classes": sorted(rng.sample(node["classes"], rng.randint(0, len(node["classes"]))))}
        if c["tag"] or c["id"] or c["classes"]:
            return c
        if rng.random() < 0.15:
            return {"tag": "*", "id": None, "classes": []}


def _selector(rng: random.Random, chain: list[dict]) -> dict:
    last = len(chain) - 1
    picks = sorted(rng.sample(range(last), rng.randint(0, min(2, last)))) + [last]
    parts = [_compound_for(rng, chain[j]) for j in picks]
    combs = [">" if b == a + 1 and rng.random() < 0.5 else " " for a, b in zip(picks, picks[1:])]
    sel = {"parts": parts, "combs": combs}
    if rng.random() < 0.4:  # a near miss: a class or id from elsewhere, or a child combinator too many
        k = rng.randrange(len(parts))
        roll = rng.random()
        if roll < 0.4:
            parts[k]["classes"] = sorted(set(parts[k]["classes"]) | {rng.choice(CLASSES)})
        elif roll < 0.6 and combs:
            combs[rng.randrange(len(combs))] = ">"
        else:
            other = rng.choice(chain)
            parts[k]["tag"] = other["tag"]
    return sel


def _winner(data: dict) -> str:
    best = (0, 1, 0, 0, 0, -1, data["inline"]) if data["inline"] else None
    for order, rule in enumerate(data["rules"]):
        if matches(rule["selector"], data["chain"]):
            key = (int(rule["important"]), 0, *specificity(rule["selector"]), order, rule["color"])
            best = key if best is None or key > best else best
    return best[-1]


_INTROS = (
    "An HTML element sits inside these ancestors (outermost first; the last tag is the element itself):",
    "Here is the path from the outermost ancestor down to an element (the last line is the element):",
    "A page contains the following nested elements; the innermost one is the element in question:",
)
_RULES = ("Cascade: an !important declaration beats every normal one; among equals, an inline style attribute beats "
          "any selector; then the selector with higher specificity wins (compare the number of ids, then of classes, "
          "then of type names; * and combinators count nothing); if still tied, the rule that comes later wins. "
          "A space means descendant (any depth) and > means direct child.")
_QUESTIONS = (
    "What color does the element get?",
    "Which color is applied to the innermost element?",
    "After the cascade, what is the element's color?",
)


class CssSpecificity(Bootcamp):
    id = "code/css_specificity"
    description = "The colour the CSS cascade gives an element: matching, specificity, order, !important, inline"
    Config = Config
    LEVELS = {
        "1": Config(depth=2, rules=4),
        "2": Config(depth=3, rules=5),
        "3": Config(depth=3, rules=7),
        "4": Config(depth=4, rules=9, extras=True),
        "5": Config(depth=5, rules=12, extras=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        while True:
            chain = _chain(rng, config.depth)
            colors = rng.sample(COLORS, config.rules + 1)
            rules = []
            for k in range(config.rules):
                important = config.extras and rng.random() < 0.15
                rules.append({"selector": _selector(rng, chain), "color": colors[k], "important": important})
            inline = colors[-1] if config.extras and rng.random() < 0.4 else None
            data = {"chain": chain, "rules": rules, "inline": inline}
            hits = [k for k, r in enumerate(rules) if matches(r["selector"], chain)]
            if len(hits) < 3 or len({selector_text(r["selector"]) for r in rules}) < len(rules):
                continue
            gold = _winner(data)
            if config.rules > 4 and gold == rules[hits[-1]]["color"]:
                continue  # the last matching rule would win anyway: specificity must matter
            return data, gold

    def prompt(self, data: dict, rng: random.Random) -> str:
        chain = [node_text(n) for n in data["chain"]]
        if data["inline"]:
            chain[-1] = chain[-1][:-1] + f' style="color: {data["inline"]}">'
        css = [f"{selector_text(r['selector'])} {{ color: {r['color']}{' !important' if r['important'] else ''}; }}"
               for r in data["rules"]]
        return "\n".join([
            rng.choice(_INTROS),
            *("  " * k + line for k, line in enumerate(chain)),
            "The stylesheet, in this order:",
            *css,
            _RULES,
            rng.choice(_QUESTIONS),
            answer_instruction("one color name"),
        ])

    def check(self, data: dict, answer: str, text: str) -> float:
        return 1.0 if strict_word(text, {c: c for c in COLORS}) == answer else 0.0

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        used = [r["color"] for r in case.data["rules"]] + ([case.data["inline"]] if case.data["inline"] else [])
        return [c for c in used if c != case.answer][:3]

    def program(self, t: Tracer, data: dict) -> str:
        chain = data["chain"]
        best, best_key = None, None
        if data["inline"]:
            t.state("inline style")
            best = t.fetch("style", data["inline"])
            best_key = t.compute("best key", [0, 1, 0, 0, 0], why="normal, inline")
        for k, rule in enumerate(data["rules"], 1):
            t.state(f"rule {k}")
            text = t.fetch(f"selector[{k}]", selector_text(rule["selector"]))
            ok = t.compute("matches", matches(rule["selector"], chain), why=f"{text} against the ancestor path")
            if not t.goto(ok, why="only matching rules compete"):
                continue
            spec = t.compute("specificity", specificity(rule["selector"]), why="ids, classes, types")
            important = t.fetch(f"important[{k}]", rule["important"])
            key = t.compute("key", [int(important), 0, *spec], why="important, inline, specificity")
            current = t.fetch("best key", best_key) if best_key is not None else None
            if t.goto(current is None or key >= current, why="at least as strong and later"):
                best = t.compute("best", t.fetch(f"color[{k}]", rule["color"]))
                best_key = t.compute("best key", key)
        t.state("answer")
        return t.compute("answer", t.fetch("best", best))

    def solve(self, data: dict) -> str:
        # Regex matching over the path "/tag#id.c1.c2/...", then the maximum of the cascade keys.
        path = "".join("/" + n["tag"] + (f"#{n['id']}" if n["id"] else "") + "".join(f".{c}" for c in n["classes"]) + "."
                       for n in data["chain"])
        candidates = []
        if data["inline"]:
            candidates.append(((0, 1, 0, 0, 0, -1), data["inline"]))
        for order, rule in enumerate(data["rules"]):
            pattern = ""
            for k, part in enumerate(rule["selector"]["parts"]):
                if k:
                    pattern += "" if rule["selector"]["combs"][k - 1] == ">" else "(?:/[^/]*)*"
                tag = part["tag"] if part["tag"] not in (None, "*") else "[a-z]+"
                ident = f"#{part['id']}" if part["id"] else "(?:#[a-z]+)?"
                classes = "".join(f"(?=[^/]*\\.{c}\\.)" for c in part["classes"])
                pattern += f"/{classes}{tag}{ident}(?:\\.[a-z]+)*\\."
            if re.fullmatch(f"(?:/[^/]*)*{pattern}", path):
                spec = specificity(rule["selector"])
                candidates.append(((int(rule["important"]), 0, *spec, order), rule["color"]))
        return max(candidates)[1]


BOOTCAMP = CssSpecificity()
