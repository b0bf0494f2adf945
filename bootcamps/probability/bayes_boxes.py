"""Bayes' rule: a box is chosen with known prior probabilities, balls are drawn from it without
replacement, their colours are seen; the posterior probability of one box, exactly."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.poly import ReducedFractionAnswer, format_rational
from bootcamps.trace import Tracer

COLOURS = ("red", "blue", "green", "white", "black")


@dataclass(frozen=True)
class Config:
    boxes: int = 2
    colours: int = 2
    draws: int = 1
    max_balls: int = 6

    def __post_init__(self) -> None:
        if not 2 <= self.boxes <= 8 or not 2 <= self.colours <= len(COLOURS):
            raise ValueError(f"need boxes in 2..8 and colours in 2..{len(COLOURS)}, got {self.boxes}, {self.colours}")
        if not 1 <= self.draws <= 4 or not self.draws <= self.max_balls <= 30:
            raise ValueError(f"need draws in 1..4 and draws <= max_balls <= 30, got {self.draws}, {self.max_balls}")


_TEMPLATES = (
    "{setup}\nOne box is chosen at random with these probabilities: {priors}. Then {draw_text} The observed colours were {seen}. What is the probability that box {target} was chosen?",
    "{setup}\nA box is picked ({priors}) and {draw_text} The result: {seen}. Given this, find the probability that the box was box {target}.",
    "{setup}\nPrior probabilities of the boxes: {priors}. Someone {draw_text_past} and reports {seen}. Compute P(box {target} | what was seen).",
)
_FORM = "an exact fraction in lowest terms"


def _sequence_probability(counts: list[int], drawn: list[int]) -> Fraction:
    """P(drawing the colour sequence ``drawn`` without replacement from ``counts``)."""
    counts = list(counts)
    p = Fraction(1)
    for colour in drawn:
        total = sum(counts)
        if total <= 0 or counts[colour] <= 0:
            return Fraction(0)
        p *= Fraction(counts[colour], total)
        counts[colour] -= 1
    return p


def _ratio(a: int, b: int) -> str:
    g = math.gcd(a, b)
    return str(a // g) if b == g else f"{a // g}/{b // g}"


class BayesBoxes(ReducedFractionAnswer, Bootcamp):
    id = "probability/bayes_boxes"
    description = "Posterior probability of a box given colours drawn from it (Bayes' rule)"
    Config = Config
    LEVELS = {
        "1": Config(boxes=2, colours=2, draws=1, max_balls=8),
        "2": Config(boxes=3, colours=2, draws=1, max_balls=8),
        "3": Config(boxes=3, colours=3, draws=2, max_balls=8),
        "4": Config(boxes=4, colours=3, draws=2, max_balls=9),
        "5": Config(boxes=5, colours=4, draws=3, max_balls=10),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        k, c, n = config.boxes, config.colours, config.draws
        while True:
            boxes = [[rng.randint(0, config.max_balls) for _ in range(c)] for _ in range(k)]
            if any(sum(b) < n for b in boxes):
                continue
            weights = [rng.randint(1, 5) for _ in range(k)]
            drawn = [rng.randrange(c) for _ in range(n)]
            # Integers only: box i scores w_i * (ordered matching draws) / (ordered draws).
            good = [math.prod(box[colour] - drawn[:m].count(colour) for m, colour in enumerate(drawn)) for box in boxes]
            target = rng.randrange(k)
            if good[target] > 0 and sum(1 for g in good if g > 0) >= 2:
                break
        total = sum(weights)
        priors = [_ratio(w, total) for w in weights]
        perms = [math.perm(sum(box), n) for box in boxes]
        common = math.lcm(*perms)
        scores = [w * g * (common // p) for w, g, p in zip(weights, good, perms)]
        data = {"boxes": boxes, "priors": priors, "drawn": drawn, "target": target}
        return data, _ratio(scores[target], sum(scores))

    def prompt(self, data: dict, rng: random.Random) -> str:
        setup = "\n".join(
            f"Box {i + 1} holds " + ", ".join(f"{n} {COLOURS[j]}" for j, n in enumerate(box)) + " balls."
            for i, box in enumerate(data["boxes"])
        )
        priors = ", ".join(f"box {i + 1} with probability {p}" for i, p in enumerate(data["priors"]))
        n = len(data["drawn"])
        draw_text = "one ball is drawn from it." if n == 1 else f"{n} balls are drawn from it one after another without replacement."
        draw_text_past = "draws one ball from it" if n == 1 else f"draws {n} balls from it one after another without putting any back"
        seen = ", then ".join(COLOURS[c] for c in data["drawn"]) if n > 1 else COLOURS[data["drawn"][0]]
        text = rng.choice(_TEMPLATES).format(setup=setup, priors=priors, draw_text=draw_text, draw_text_past=draw_text_past, seen=seen, target=data["target"] + 1)
        return f"{text}\n{answer_instruction(_FORM)}"

    def program(self, t: Tracer, data: dict) -> str:
        joints = []
        for i, box in enumerate(data["boxes"]):
            t.state(f"box {i + 1}")
            counts = list(t.fetch(f"box[{i + 1}]", box))
            prior = Fraction(t.fetch(f"prior[{i + 1}]", data["priors"][i]))
            likelihood = t.compute("L", _sequence_probability(counts, data["drawn"]), why="product of the draw chances without replacement")
            joints.append(t.compute(f"J[{i + 1}]", prior * likelihood, why="prior times L"))
        t.state("evidence")
        evidence = t.compute("E", sum(Fraction(t.fetch(f"J[{i + 1}]", j)) for i, j in enumerate(joints)), why="the sum of the J")
        t.state("answer")
        target = data["target"] + 1
        joint = Fraction(t.fetch(f"J[{target}]", joints[target - 1]))
        evidence = Fraction(t.fetch("E", evidence))
        if evidence == 0:
            raise ZeroDivisionError("zero evidence after an injected error")
        return t.compute("answer", format_rational(joint / evidence), why=f"J[{target}] / E")

    def solve(self, data: dict) -> str:
        # Count equally likely (box-weighted) ordered draws instead of multiplying chances:
        # box i contributes prior_i * (falling factorial of matching balls) / (falling factorial of all).
        scores = []
        for box, prior in zip(data["boxes"], data["priors"]):
            counts = list(box)
            good = 1
            for colour in data["drawn"]:
                good *= counts[colour]
                counts[colour] -= 1
            total = sum(box)
            n = len(data["drawn"])
            scores.append(Fraction(prior) * Fraction(good, math.perm(total, n)))
        return format_rational(scores[data["target"]] / sum(scores))


BOOTCAMP = BayesBoxes()
