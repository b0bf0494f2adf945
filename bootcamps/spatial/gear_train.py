"""Gear train: gears with known tooth counts mesh in pairs (meshing gears turn in opposite
directions, and the number of teeth passing the contact point is the same for both, so turns
scale by the inverse tooth ratio); at higher levels some pairs share an axle (they turn together,
same direction, same number of turns) and the gears form cycles. The first gear turns N times
clockwise; the answer is the direction and the exact number of turns (a fraction) of a named
gear, or "jammed" where some gear would have to turn two ways or at two speeds (an odd cycle
of meshing gears, or a loop through an axle whose ratios disagree).

The traced program propagates signed turns breadth-first from the driving gear with exact
fractions, checking every mesh and axle it meets twice and counting the clashes; the plain solver relaxes the edge list
in sweeps until nothing changes and then checks every edge."""

from __future__ import annotations

import random
import re
from collections import deque
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.parse import format_number, parse_number
from bootcamps.trace import Tracer

NAMES = "ABCDEFGHJKLMNPQRSTUVWXYZ"
JAM = "jammed"


@dataclass(frozen=True)
class Config:
    gears: int = 3
    axles: int = 0
    extra_meshes: int = 0
    max_teeth: int = 30
    max_turns: int = 6

    def __post_init__(self) -> None:
        if not 2 <= self.gears <= 16:
            raise ValueError(f"gears must be in 2..16, got {self.gears}")
        if not 0 <= self.axles <= self.gears // 2:
            raise ValueError(f"axles must be in 0..gears/2, got {self.axles}")
        if not 0 <= self.extra_meshes <= 4:
            raise ValueError(f"extra_meshes must be in 0..4, got {self.extra_meshes}")
        if not 10 <= self.max_teeth <= 120:
            raise ValueError(f"max_teeth must be in 10..120, got {self.max_teeth}")
        if not 1 <= self.max_turns <= 100:
            raise ValueError(f"max_turns must be in 1..100, got {self.max_turns}")


def links(data: dict) -> dict[str, list[tuple[str, str]]]:
    out: dict[str, list[tuple[str, str]]] = {g: [] for g in data["teeth"]}
    for kind in ("mesh", "axle"):
        for a, b in data[kind]:
            out[a].append((b, kind))
            out[b].append((a, kind))
    return out


def passed(value: Fraction, src: str, dst: str, kind: str, teeth: dict) -> Fraction:
    """Signed turns (+ clockwise) of ``dst`` driven by ``src`` turning ``value``."""
    value = Fraction(value)  # a replayed claim may be read back as an int
    return value if kind == "axle" else -value * teeth[src] / teeth[dst]


_TEMPLATES = (
    "A gear train has these gears (teeth in brackets): {gears}. {meshes}{axles}Meshing gears turn in opposite "
    "directions, and the same number of teeth pass the contact point on both, so a gear with half as many teeth "
    "makes twice as many turns. {axle_rule}Gear {first} is turned {n} full turn{s} clockwise. {jam}How many turns "
    "does gear {target} make, and in which direction?",
    "Gears and their tooth counts: {gears}.\n{meshes}{axles}\nWhen two gears mesh, one turns clockwise and the "
    "other anticlockwise, and turns times teeth is the same for both. {axle_rule}The driving gear {first} makes {n} "
    "clockwise turn{s}. {jam}Find the direction and the exact number of turns of gear {target}.",
    "Gear {first} is rotated {n} time{s} clockwise. The gears are {gears} (number of teeth in brackets). "
    "{meshes}{axles}Remember: meshing gears rotate in opposite senses and turn in inverse proportion to their "
    "tooth counts. {axle_rule}{jam}Through what number of turns, and which way, does gear {target} rotate?",
)


class GearTrain(Bootcamp):
    id = "spatial/gear_train"
    description = "Meshing gears with tooth counts and shared axles: direction and exact turns of a gear, or jammed"
    Config = Config
    LEVELS = {
        "1": Config(gears=3, axles=0, extra_meshes=0, max_teeth=30, max_turns=6),
        "2": Config(gears=5, axles=0, extra_meshes=0, max_teeth=40, max_turns=8),
        "3": Config(gears=6, axles=1, extra_meshes=0, max_teeth=48, max_turns=10),
        "4": Config(gears=8, axles=2, extra_meshes=1, max_teeth=60, max_turns=12),
        "5": Config(gears=11, axles=3, extra_meshes=2, max_teeth=80, max_turns=15),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        while True:
            names = rng.sample(NAMES, config.gears)
            teeth = {g: rng.randrange(8, config.max_teeth + 1, 2 if rng.random() < 0.5 else 1) for g in names}
            mesh, axle = [], []
            axle_left = config.axles
            for j in range(1, config.gears):  # a random tree, some links being shared axles
                a = names[rng.randrange(j)]
                if axle_left and j >= 2 and rng.random() < 0.5 and not any(a in p for p in axle):
                    axle.append([a, names[j]])
                    axle_left -= 1
                else:
                    mesh.append([a, names[j]])
            if axle_left:
                continue
            first, turns = names[0], rng.randint(1, config.max_turns)
            tree = {"teeth": teeth, "mesh": mesh, "axle": axle, "first": first, "turns": turns, "target": first}
            spin = self._spins(tree)
            known = {frozenset(p) for p in mesh + axle}
            pairs = [(a, b) for i, a in enumerate(names) for b in names[i + 1:] if frozenset((a, b)) not in known]
            smooth = [p for p in pairs if spin[p[0]] * teeth[p[0]] == -spin[p[1]] * teeth[p[1]]]
            clash = [p for p in pairs if p not in smooth]
            jam = config.extra_meshes > 0 and rng.random() < 0.35
            if jam:  # one extra mesh that forces a clash, the rest (if any) consistent
                if not clash or len(smooth) < config.extra_meshes - 1:
                    continue
                extra = [rng.choice(clash)] + rng.sample(smooth, config.extra_meshes - 1)
            else:
                if len(smooth) < config.extra_meshes:
                    continue
                extra = rng.sample(smooth, config.extra_meshes)
            mesh = mesh + [list(p) for p in extra]
            for p in mesh + axle:
                rng.shuffle(p)
            rng.shuffle(mesh)
            data = {"teeth": teeth, "mesh": mesh, "axle": axle, "first": first, "turns": turns,
                    "target": rng.choice(names[max(1, config.gears // 2):])}
            answer = self.solve(data)
            if (answer == JAM) != jam or answer != JAM and Fraction(answer.split()[1]).denominator > 400:
                continue
            return data, answer

    def prompt(self, data: dict, rng: random.Random) -> str:
        teeth = data["teeth"]
        gears = ", ".join(f"{g} ({teeth[g]})" for g in sorted(teeth))
        meshes = " ".join(f"Gear {a} meshes with gear {b}." for a, b in data["mesh"]) + " "
        axles = " ".join(f"Gears {a} and {b} are fixed on the same axle." for a, b in data["axle"])
        axles = axles + " " if axles else ""
        axle_rule = "Gears fixed on one axle turn together: same direction, same number of turns. " if data["axle"] else ""
        cyclic = len(data["mesh"]) + len(data["axle"]) >= len(teeth)
        jam = ("If the gears cannot turn at all because some gear would be forced to turn two different ways or at two "
               "different rates, the train is jammed. ") if cyclic else ""
        n = data["turns"]
        text = rng.choice(_TEMPLATES).format(gears=gears, meshes=meshes, axles=axles, axle_rule=axle_rule,
                                             first=data["first"], n=n, s="" if n == 1 else "s", jam=jam,
                                             target=data["target"])
        form = ("the direction and the number of turns as an integer or reduced fraction "
                "(for example: clockwise 5/2, or anticlockwise 3)")
        if cyclic:
            form += ", or the word jammed"
        return f"{text}\n{answer_instruction(form)}"

    def check(self, data: dict, answer: str, text: str) -> float:
        if len(text) > 120:
            return 0.0
        text = re.sub(r"\b(counter|anti)[\s-]+clockwise\b", r"\1clockwise", text.lower().strip())
        words = re.sub(r"[,;:()]", " ", text.removesuffix(".")).split()  # a sentence's final period
        if answer == JAM:
            return 1.0 if words and all(w in ("jammed", "jam", "it", "jams", "the", "train", "is", "locked")
                                        for w in words) and any(w.startswith("jam") for w in words) else 0.0
        cw = {"clockwise", "cw"}
        ccw = {"anticlockwise", "counterclockwise", "counter-clockwise", "anti-clockwise", "ccw", "acw"}
        dirs = [w for w in words if w in cw | ccw]
        rest = [w for w in words if w not in cw | ccw and w not in ("turns", "turn", "times", "revolutions", "rev",
                                                                      "revs", "rotations", "full")]
        if len(dirs) != 1 or len(rest) != 1:
            return 0.0
        value = parse_number(rest[0])
        gold_dir, gold_turns = answer.split()
        ok_dir = (dirs[0] in cw) == (gold_dir == "clockwise")
        return 1.0 if ok_dir and value is not None and value == Fraction(gold_turns) else 0.0

    def wrong_answers(self, case, rng):
        if case.answer == JAM:
            return ["clockwise 1", "anticlockwise 1", "clockwise 2"]
        d, v = case.answer.split()
        other = "anticlockwise" if d == "clockwise" else "clockwise"
        return [f"{other} {v}", f"{d} {format_number(Fraction(v) * 2)}", JAM]

    def program(self, t: Tracer, data: dict) -> str:
        t.state("start")
        teeth = data["teeth"]
        first = t.fetch("driving gear", data["first"])
        spin = {first: Fraction(t.fetch("turns clockwise", data["turns"]))}
        graph = links(data)
        queue, clashes = deque([first]), 0
        while queue:
            g = queue.popleft()
            t.state(f"gear {g}")
            here = spin[g] = Fraction(t.fetch(f"turns[{g}]", spin[g]))
            mine = t.fetch(f"teeth[{g}]", teeth[g]) if any(k == "mesh" for _, k in graph[g]) else teeth[g]
            for other, kind in graph[g]:
                seen = other in spin
                name = f"{'check' if seen else 'turns'}[{other}]"
                if kind == "mesh":
                    theirs = t.fetch(f"teeth[{other}]", teeth[other])
                    value = Fraction(t.compute(name, passed(here, g, other, kind, {g: mine, other: theirs}),
                                               why=f"meshes: -{format_number(here)}*{mine}/{theirs}"))
                else:
                    value = Fraction(t.compute(name, here, why="same axle: same turns"))
                if seen:
                    if t.goto(value != spin[other], why=f"clash: {other} already turns {format_number(spin[other])}"):
                        clashes += 1
                else:
                    spin[other] = value
                    queue.append(other)
        t.state("answer")
        if t.goto(t.fetch("clashes", clashes) > 0, why="some gear forced two ways: the train jams"):
            return t.ret("answer", JAM)
        v = Fraction(t.fetch(f"turns[{data['target']}]", spin[data["target"]]))
        return t.ret("answer", f"{'clockwise' if v > 0 else 'anticlockwise'} {format_number(abs(v))}")

    @staticmethod
    def _spins(data: dict) -> dict[str, Fraction]:
        teeth = data["teeth"]
        edges = [(a, b, "mesh") for a, b in data["mesh"]] + [(a, b, "axle") for a, b in data["axle"]]
        spin = {data["first"]: Fraction(data["turns"])}
        changed = True
        while changed:  # sweep the edge list until every gear reachable has a value
            changed = False
            for a, b, kind in edges:
                for x, y in ((a, b), (b, a)):
                    if x in spin and y not in spin:
                        spin[y] = passed(spin[x], x, y, kind, teeth)
                        changed = True
        return spin

    def solve(self, data: dict) -> str:
        teeth = data["teeth"]
        edges = [(a, b, "mesh") for a, b in data["mesh"]] + [(a, b, "axle") for a, b in data["axle"]]
        spin = self._spins(data)
        if any(spin[b] != passed(spin[a], a, b, kind, teeth) for a, b, kind in edges):
            return JAM
        v = spin[data["target"]]
        return f"{'clockwise' if v > 0 else 'anticlockwise'} {format_number(abs(v))}"


BOOTCAMP = GearTrain()
