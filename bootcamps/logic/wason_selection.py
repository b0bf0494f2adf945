"""Wason selection task: which cards must be turned over to test a rule about both their sides?

Every card has a capital letter (A-Z) on one side and a whole number from 1 to 20 on the other;
only one side of each card is visible. A rule ties a property of the letter to a property of the
number ("if the letter is a vowel then the number is even", "no card has both ...", "... unless
..."); higher levels use compound properties ("a vowel or after M", "even and at most 12"). A card
must be turned exactly when some value on its hidden side would make that card break the rule.
The trace decides each card from its visible property and the rule's failing pattern; the plain
solver tries every possible hidden value.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.logic2 import NameSetAnswer
from bootcamps.trace import Tracer

LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
NUMBERS = range(1, 21)
VOWELS = "AEIOU"
PRIMES = (2, 3, 5, 7, 11, 13, 17, 19)
# rule forms: (name, the pair (letter property, number property) values that break the rule)
FORMS = {
    "if_ln": [(True, False)],  # if L then N
    "if_nl": [(False, True)],  # if N then L
    "only_if": [(True, False)],  # L only if N
    "unless": [(False, False)],  # N unless L  (= L or N)
    "not_both": [(True, True)],
    "either": [(False, False)],
}
FORM_ORDER = ("if_ln", "if_nl", "only_if", "not_both", "unless", "either")


@dataclass(frozen=True)
class Config:
    cards: int = 4
    forms: int = 1  # how many of FORM_ORDER rules may use
    compound: float = 0.0  # chance that each property is an and/or/not combination

    def __post_init__(self) -> None:
        if not 4 <= self.cards <= 16:
            raise ValueError(f"cards must be in 4..16, got {self.cards}")
        if not 1 <= self.forms <= len(FORM_ORDER):
            raise ValueError(f"forms must be in 1..{len(FORM_ORDER)}, got {self.forms}")
        if not 0.0 <= self.compound <= 1.0:
            raise ValueError(f"compound must be in 0..1, got {self.compound}")


def holds(prop: list, value: object) -> bool:
    """Whether a letter or number property (JSON-ready nested list) holds of a value."""
    kind = prop[0]
    if kind == "not":
        return not holds(prop[1], value)
    if kind == "and":
        return holds(prop[1], value) and holds(prop[2], value)
    if kind == "or":
        return holds(prop[1], value) or holds(prop[2], value)
    if kind == "vowel":
        return value in VOWELS
    if kind == "consonant":
        return value not in VOWELS
    if kind == "after":
        return LETTERS.index(value) > LETTERS.index(prop[1])
    if kind == "among":
        return value in prop[1]
    if kind == "even":
        return value % 2 == 0
    if kind == "odd":
        return value % 2 == 1
    if kind == "prime":
        return value in PRIMES
    if kind == "gt":
        return value > prop[1]
    if kind == "lt":
        return value < prop[1]
    if kind == "mult":
        return value % prop[1] == 0
    raise ValueError(f"unknown property {kind!r}")


def describe(prop: list) -> str:
    kind = prop[0]
    if kind == "not":
        return f"not ({describe(prop[1])})"
    if kind in ("and", "or"):
        return f"{describe(prop[1])} {kind} {describe(prop[2])}"
    texts = {
        "vowel": "a vowel", "consonant": "a consonant", "even": "even", "odd": "odd", "prime": "a prime",
    }
    if kind in texts:
        return texts[kind]
    if kind == "after":
        return f"later in the alphabet than {prop[1]}"
    if kind == "among":
        return "one of {" + ", ".join(prop[1]) + "}"
    if kind == "gt":
        return f"greater than {prop[1]}"
    if kind == "lt":
        return f"less than {prop[1]}"
    return f"a multiple of {prop[1]}"


def _atom(rng: random.Random, letter: bool) -> list:
    if letter:
        kind = rng.choice(("vowel", "consonant", "after", "among"))
        if kind == "after":
            return ["after", rng.choice(LETTERS[4:20])]
        if kind == "among":
            return ["among", sorted(rng.sample(LETTERS, rng.randint(3, 5)))]
        return [kind]
    kind = rng.choice(("even", "odd", "prime", "gt", "lt", "mult"))
    if kind == "gt":
        return ["gt", rng.randint(4, 15)]
    if kind == "lt":
        return ["lt", rng.randint(6, 17)]
    if kind == "mult":
        return ["mult", rng.choice((3, 4, 5))]
    return [kind]


def _property(rng: random.Random, letter: bool, compound: float) -> list:
    domain = LETTERS if letter else NUMBERS
    while True:
        prop = _atom(rng, letter)
        if rng.random() < compound:
            op = rng.choice(("and", "or", "not"))
            prop = ["not", prop] if op == "not" else [op, prop, _atom(rng, letter)]
        truth = {holds(prop, v) for v in domain}
        if truth == {True, False}:  # a property true or false of every value would make the rule trivial
            return prop


def rule_text(form: str, lp: list, np_: list) -> str:
    L, N = f"the letter is {describe(lp)}", f"the number is {describe(np_)}"
    if form == "if_ln":
        return f"If {L}, then {N}."
    if form == "if_nl":
        return f"If {N}, then {L}."
    if form == "only_if":
        return f"On every card, {L} only if {N}."
    if form == "unless":
        return f"On every card, {N} unless {L}."
    if form == "not_both":
        return f"No card has both: {L} and {N}."
    return f"On every card, {L} or {N} (or both)."


_INTROS = (
    "Each card below has a capital letter (A to Z) on one side and a whole number from 1 to 20 on "
    "the other. You see one side of each card:",
    "A deck of cards: every card carries one letter from A to Z on one face and one integer between 1 "
    "and 20 on the other face. Lying on the table, the cards show these faces:",
    "Cards are printed with a capital letter on one side and a number in the range 1..20 on the back. "
    "The visible sides of the cards on the table are:",
)
_RULES = (
    "The rule to test (about the letter and the number on the same card): {rule}",
    "Someone claims this rule holds for every card: {rule}",
    "Rule, which concerns the two sides of each single card: {rule}",
)
_QUESTIONS = (
    "Which cards must you turn over to find out whether the rule is broken? Turn a card exactly when "
    "some letter or number on its hidden side would make that card break the rule.",
    "Name every card that must be turned over to check the rule, and no others: a card needs turning "
    "precisely if a possible hidden side would make it violate the rule.",
    "Select exactly the cards whose hidden side could show that the rule is false (a card whose "
    "visible side already guarantees it obeys the rule need not be turned).",
)


class WasonSelection(NameSetAnswer, Bootcamp):
    id = "logic/wason_selection"
    description = "Wason selection task: which letter/number cards must be turned to test a rule about their two sides"
    Config = Config
    fold_case = False  # faces are capital letters exactly as shown
    LEVELS = {
        "1": Config(cards=4, forms=1, compound=0.0),
        "2": Config(cards=6, forms=3, compound=0.0),
        "3": Config(cards=8, forms=5, compound=0.2),
        "4": Config(cards=10, forms=6, compound=0.5),
        "5": Config(cards=14, forms=6, compound=0.9),
    }

    def names(self, data: dict) -> list[str]:
        return list(data["faces"])

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        while True:
            form = rng.choice(FORM_ORDER[: config.forms])
            lp, np_ = _property(rng, True, config.compound), _property(rng, False, config.compound)
            n_letters = rng.randint(config.cards // 3, config.cards - config.cards // 3)
            faces = rng.sample(LETTERS, n_letters) + [str(v) for v in rng.sample(NUMBERS, config.cards - n_letters)]
            rng.shuffle(faces)
            data = {"faces": faces, "form": form, "letter_prop": lp, "number_prop": np_}
            answer = self.solve(data)
            if 0 < len(answer) < len(faces):
                # canonical order (letters, then numbers by value): one set of cards, one gold text
                return data, sorted(answer, key=lambda face: (face.isdigit(), int(face) if face.isdigit() else face))

    def prompt(self, data: dict, rng: random.Random) -> str:
        lines = [rng.choice(_INTROS), "  ".join(f"[{f}]" for f in data["faces"])]
        lines.append(rng.choice(_RULES).format(rule=rule_text(data["form"], data["letter_prop"], data["number_prop"])))
        lines.append(rng.choice(_QUESTIONS))
        lines.append(answer_instruction("the visible faces of the cards to turn, separated by commas (e.g. A, 7)"))
        return "\n".join(lines)

    def program(self, t: Tracer, data: dict) -> list[str]:
        breaking = FORMS[data["form"]]
        t.state("rule")
        bad = t.compute("breaking pairs", [list(p) for p in breaking], why="letter and number property values that break the rule")
        chosen: list[str] = []
        for i, face in enumerate(data["faces"]):
            t.state(f"card {i + 1}")
            shown = t.fetch(f"face[{i + 1}]", face)
            is_letter = isinstance(shown, str) and shown.isalpha()
            if is_letter:
                value = t.compute("letter prop", holds(data["letter_prop"], shown), why="the letter property of the visible letter")
                side = 0
            else:
                value = t.compute("number prop", holds(data["number_prop"], int(shown)), why="the number property of the visible number")
                side = 1
            turn = t.compute("turn", any(p[side] == value for p in bad), why="some hidden side completes a breaking pair")
            if turn:
                chosen.append(shown)
        t.state("answer")
        return t.compute("answer", t.fetch("chosen", chosen), why="the cards to turn")

    def solve(self, data: dict) -> list[str]:
        breaking = FORMS[data["form"]]
        out = []
        for face in data["faces"]:
            if face.isalpha():
                pairs = [(holds(data["letter_prop"], face), holds(data["number_prop"], n)) for n in NUMBERS]
            else:
                pairs = [(holds(data["letter_prop"], c), holds(data["number_prop"], int(face))) for c in LETTERS]
            if any(p in breaking for p in pairs):
                out.append(face)
        return out


BOOTCAMP = WasonSelection()
