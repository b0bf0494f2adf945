"""The weight a weighted finite automaton gives a word, over the counting or the tropical semiring.

A run on a word starts in a start state, takes one transition per letter and ends in a final
state. Over the counting semiring (+, x) a transition has a multiplicity, a run weighs the
product of its multiplicities and the word weighs the sum over its accepting runs (with every
multiplicity 1 that is the number of accepting runs). Over the tropical semiring (min, +) a
transition has a cost, a run costs the sum of its costs (plus start and final costs at the
higher levels) and the word weighs the least cost of an accepting run.

The traced solver is the forward algorithm, one state per letter and target state; the plain
solver runs the backward algorithm from the final states.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.literal import strict_int
from bootcamps.trace import Tracer

_SEMIRINGS = ("count", "tropical")


@dataclass(frozen=True)
class Config:
    states: int = 3
    transitions: int = 8
    alphabet: int = 2
    length: int = 4
    semirings: tuple[str, ...] = ("count",)
    max_mult: int = 1  # counting: multiplicities 1..max_mult
    max_cost: int = 5  # tropical: costs 0..max_cost
    end_costs: bool = False  # tropical: start and final states carry costs too
    starts: int = 1

    def __post_init__(self) -> None:
        if not 2 <= self.states <= 8:
            raise ValueError(f"states must be in 2..8, got {self.states}")
        if not 2 <= self.alphabet <= 3:
            raise ValueError(f"alphabet must be 2 or 3, got {self.alphabet}")
        if not self.states * self.alphabet <= self.transitions <= 3 * self.states * self.alphabet:
            raise ValueError(f"transitions must be in states*alphabet..3*states*alphabet, got {self.transitions}")
        if not 2 <= self.length <= 16:
            raise ValueError(f"length must be in 2..16, got {self.length}")
        if not self.semirings or any(s not in _SEMIRINGS for s in self.semirings):
            raise ValueError(f"semirings must be a non-empty subset of {_SEMIRINGS}, got {self.semirings}")
        if not 1 <= self.max_mult <= 9 or not 1 <= self.max_cost <= 20:
            raise ValueError(f"max_mult must be in 1..9 and max_cost in 1..20, got {self.max_mult}, {self.max_cost}")
        if not 1 <= self.starts < self.states:
            raise ValueError(f"starts must be in 1..states-1, got {self.starts}")


def _combine(semiring: str):
    """(plus, times, zero) of the semiring; the tropical zero (no run) is None."""
    if semiring == "count":
        return (lambda x, y: x + y), (lambda x, y: x * y), 0
    return (lambda x, y: y if x is None else x if y is None else min(x, y)), (lambda x, y: x + y), None


def backward_weight(data: dict) -> int | None:
    """Backward algorithm: beta[q] is the weight of reading the rest of the word from q."""
    plus, times, zero = _combine(data["semiring"])
    beta = {q: w for q, w in data["final"]}
    for c in reversed(data["word"]):
        new: dict[int, object] = {}
        for p, a, q, w in data["transitions"]:
            if a == c and q in beta:
                new[p] = plus(new.get(p, zero), times(w, beta[q]))
        beta = {q: v for q, v in new.items() if v != zero}
    total = zero
    for q, w in data["start"]:
        if q in beta:
            total = plus(total, times(w, beta[q]))
    return total


_COUNT = (
    "A weighted automaton over the counting semiring has states {states}. {starts} {finals} A transition "
    "`p --x/m--> q` reads letter x and has multiplicity m (written without /m when m is 1). A run reads the word "
    "letter by letter from a start state and must end in a final state; its weight is the product of the "
    "multiplicities it uses, and the weight of the word is the sum of the weights of all its accepting runs.",
    "Weighted finite automaton (sum-of-products semantics) with states {states}. {starts} {finals} Each "
    "transition `p --x/m--> q` moves from p to q on letter x with multiplicity m (m = 1 when no /m is shown). "
    "The weight of a word is the sum, over all runs that start in a start state, read the whole word and stop "
    "in a final state, of the product of the multiplicities along the run.",
    "Consider a nondeterministic automaton whose transitions carry multiplicities (`p --x/m--> q`; a bare "
    "`p --x--> q` has multiplicity 1). States: {states}. {starts} {finals} Every accepting run (start state, one "
    "transition per letter, final state at the end) contributes the product of its multiplicities, and the "
    "word's weight is the total over all accepting runs.",
)
_TROPICAL = (
    "A weighted automaton over the tropical (min, +) semiring has states {states}. {starts} {finals} A "
    "transition `p --x/c--> q` reads letter x at cost c. A run reads the word letter by letter from a start "
    "state and must end in a final state; its cost is the sum of the costs it pays{ends}, and the weight of the "
    "word is the smallest cost of an accepting run.",
    "Min-plus weighted automaton with states {states}. {starts} {finals} Each transition `p --x/c--> q` moves "
    "from p to q on letter x and costs c. The weight of a word is the minimum, over all runs that start in a "
    "start state, read the whole word and stop in a final state, of the total cost{ends}.",
    "Consider a nondeterministic automaton whose transitions have costs (`p --x/c--> q` costs c). States: "
    "{states}. {starts} {finals} Among all accepting runs on the word (start state, one transition per letter, "
    "final state at the end), find the cheapest: its cost is the sum of the costs along the run{ends}.",
)


class WeightedAutomaton(Bootcamp):
    id = "formal/weighted_automaton"
    description = "Weight of a word in a weighted automaton: sum of run products (counting) or cheapest run (tropical)"
    Config = Config
    LEVELS = {
        "1": Config(states=3, transitions=8, alphabet=2, length=4, semirings=("count",), max_mult=1),
        "2": Config(states=3, transitions=9, alphabet=2, length=5, semirings=("tropical",), max_cost=5),
        "3": Config(states=4, transitions=13, alphabet=2, length=6, semirings=("count", "tropical"),
                    max_mult=3, max_cost=7, starts=2),
        "4": Config(states=5, transitions=18, alphabet=3, length=8, semirings=("count", "tropical"),
                    max_mult=3, max_cost=9, end_costs=True, starts=2),
        "5": Config(states=6, transitions=24, alphabet=3, length=11, semirings=("count", "tropical"),
                    max_mult=4, max_cost=12, end_costs=True, starts=2),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        n, letters = config.states, "abc"[: config.alphabet]
        while True:
            semiring = rng.choice(config.semirings)
            if semiring == "count":
                weight = lambda: rng.randint(1, config.max_mult)  # noqa: E731
                end = lambda: 1  # noqa: E731
            else:
                weight = lambda: rng.randint(0, config.max_cost)  # noqa: E731
                end = (lambda: rng.randint(0, config.max_cost // 2)) if config.end_costs else (lambda: 0)  # noqa: E731
            pairs: set[tuple[int, str, int]] = set()
            for p in range(n):  # every state can read every letter
                for a in letters:
                    pairs.add((p, a, rng.randrange(n)))
            while len(pairs) < config.transitions:
                pairs.add((rng.randrange(n), rng.choice(letters), rng.randrange(n)))
            transitions = [[p, a, q, weight()] for p, a, q in sorted(pairs)]
            starts = sorted(rng.sample(range(n), config.starts))
            finals = sorted(rng.sample(range(n), rng.randint(1, max(1, n // 2))))
            word = "".join(rng.choice(letters) for _ in range(config.length))
            data = {"states": n, "semiring": semiring, "transitions": transitions, "word": word,
                    "start": [[q, end()] for q in starts], "final": [[q, end()] for q in finals]}
            runs = _count_runs(data)
            if runs >= 2:
                return data, backward_weight(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        count = data["semiring"] == "count"
        states = ", ".join(f"q{q}" for q in range(data["states"]))
        ends = not count and any(w for _, w in data["start"] + data["final"])

        def listing(items: list) -> str:
            if ends:
                return ", ".join(f"q{q} (cost {w})" for q, w in items)
            return ", ".join(f"q{q}" for q, _ in items)

        starts = f"Start states: {listing(data['start'])}." if len(data["start"]) > 1 else \
            f"The start state is {listing(data['start'])}."
        finals = f"Final states: {listing(data['final'])}."
        end_note = ", plus the cost of the start state it begins in and of the final state it ends in" if ends else ""
        text = rng.choice(_COUNT if count else _TROPICAL).format(states=states, starts=starts, finals=finals,
                                                                 ends=end_note)
        lines = [text, "Transitions:"]
        for p, a, q, w in data["transitions"]:
            label = a if count and w == 1 else f"{a}/{w}"
            lines.append(f"  q{p} --{label}--> q{q}")
        word = data["word"]
        if count:
            lines.append(rng.choice((f"What is the weight of the word {word}?",
                                     f"Compute the weight the automaton assigns to {word}.",
                                     f"Find the sum over all accepting runs on {word} of the product of multiplicities.")))
            form = "one integer"
        else:
            lines.append(rng.choice((f"What is the weight of the word {word}?",
                                     f"Compute the cost of the cheapest accepting run on {word}.",
                                     f"Find the minimum total cost of an accepting run reading {word}.")))
            form = "one integer (the minimum cost)"
        lines.append(answer_instruction(form))
        return "\n".join(lines)

    def check(self, data: dict, answer: int, text: str) -> float:
        return 1.0 if strict_int(text) == answer else 0.0

    def program(self, t: Tracer, data: dict) -> int:
        count = data["semiring"] == "count"
        plus, times, zero = _combine(data["semiring"])
        n, word = data["states"], data["word"]
        alpha: list = [zero] * n
        t.state("start")
        for q, w in data["start"]:
            alpha[q] = t.fetch(f"start weight q{q}", w)
        alpha = t.compute("alpha[0]", alpha, why="start states get their start weight; others have no run")
        for k, c in enumerate(word, 1):
            new: list = []
            for q in range(n):
                t.state(f"letter {k}, into q{q}")
                letter = t.fetch(f"word[{k}]", c)
                value = zero
                for p, a, r, w in data["transitions"]:
                    if a == letter and r == q:
                        before = t.fetch(f"alpha[{k - 1}][q{p}]", alpha[p] if 0 <= p < len(alpha) else zero)
                        if before is None or before == zero and count:
                            continue
                        weight = t.fetch(f"q{p} --{a}--> q{q}", w)
                        value = t.compute("value", plus(value, times(before, weight)),
                                          why="add" if count else "min")
                new.append(t.compute(f"alpha[{k}][q{q}]", value))
            alpha = new
        t.state("end")
        total = zero
        for q, w in data["final"]:
            before = t.fetch(f"alpha[{len(word)}][q{q}]", alpha[q] if 0 <= q < len(alpha) else zero)
            if before is None or before == zero and count:
                continue
            total = t.compute("total", plus(total, times(before, t.fetch(f"final weight q{q}", w))))
        return t.compute("answer", total)

    def solve(self, data: dict) -> int:
        return backward_weight(data)


def _count_runs(data: dict) -> int:
    """Accepting runs, ignoring weights (at least two make the question non-trivial)."""
    reach = {q: 1 for q, _ in data["start"]}
    for c in data["word"]:
        new: dict[int, int] = {}
        for p, a, q, _ in data["transitions"]:
            if a == c and p in reach:
                new[q] = new.get(q, 0) + reach[p]
        reach = new
    return sum(reach.get(q, 0) for q, _ in data["final"])


BOOTCAMP = WeightedAutomaton()
