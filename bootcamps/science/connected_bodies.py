"""Newton's second law for connected bodies, exactly: an Atwood machine, a block on a table pulled by
a hanging mass (with kinetic friction), a block on an incline of rational slope tied over a pulley
(which way it moves, or whether static friction holds it), and a train of blocks pulled by a force."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.physics import ExactValueAnswer, show
from bootcamps.kit.poly import format_rational
from bootcamps.kit.units import restates
from bootcamps.trace import Tracer

SETUPS = ("atwood", "table", "incline", "train")
TRIANGLES = ((3, 4, 5), (5, 12, 13), (8, 15, 17), (7, 24, 25), (20, 21, 29))


@dataclass(frozen=True)
class Config:
    setups: tuple[str, ...] = ("atwood",)
    friction: bool = False
    asks: tuple[str, ...] = ("acceleration",)

    def __post_init__(self) -> None:
        if not self.setups or any(s not in SETUPS for s in self.setups):
            raise ValueError(f"setups must be a non-empty subset of {', '.join(SETUPS)}, got {self.setups}")
        if not self.asks or any(a not in ("acceleration", "tension", "distance") for a in self.asks):
            raise ValueError(f"asks must be acceleration, tension or distance, got {self.asks}")


class ConnectedBodies(ExactValueAnswer, Bootcamp):
    id = "science/connected_bodies"
    description = "Newton's second law for connected bodies: Atwood, table and pulley, incline with friction, block trains"
    Config = Config
    LEVELS = {
        "1": Config(setups=("atwood",)),
        "2": Config(setups=("atwood", "table"), asks=("acceleration", "tension")),
        "3": Config(setups=("table", "train"), friction=True, asks=("acceleration", "tension")),
        "4": Config(setups=("incline", "train"), friction=True, asks=("acceleration", "tension", "distance")),
        "5": Config(setups=("incline", "train"), friction=True, asks=("tension", "distance")),
    }

    def units_for(self, data: dict) -> tuple[str, ...]:
        # Only the asked quantity's unit: acceleration in m/s², tension in N, distance in m.
        return {"acceleration": ("m/s²", "m/s^2"), "tension": ("N",), "distance": ("m",)}[data["ask"]]

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        while True:
            setup = rng.choice(config.setups)
            data = {"setup": setup, "g": rng.choice(("10", "9.8")), "mu": "0", "masses": [], "tri": None, "force": 0,
                    "ask": rng.choice(config.asks), "cut": 0, "time": rng.randint(2, 9)}
            if config.friction and setup != "atwood":
                data["mu"] = str(Fraction(rng.randint(5, 60), 100))
            if setup == "atwood":
                data["masses"] = [str(Fraction(rng.randint(5, 300), 10)) for _ in range(2)]
            elif setup in ("table", "incline"):
                data["masses"] = [str(Fraction(rng.randint(5, 200), 10)), str(Fraction(rng.randint(5, 200), 10))]
                if setup == "incline":
                    tri = list(rng.choice(TRIANGLES))
                    data["tri"] = tri if rng.random() < 0.5 else [tri[1], tri[0], tri[2]]
            else:
                n = rng.randint(3, 5)
                data["masses"] = [str(rng.randint(1, 20)) for _ in range(n)]
                data["cut"] = rng.randint(1, n - 1)  # the rope between block cut and block cut+1
                data["force"] = rng.randint(20, 600)
            if setup == "train" and data["force"] <= Fraction(data["mu"]) * Fraction(data["g"]) * sum(int(x) for x in data["masses"]):
                continue  # the pull must beat friction on blocks already moving
            if data["ask"] == "distance" and setup == "atwood":
                data["ask"] = "acceleration"
            gold = self.solve(data)
            value = Fraction(gold)
            numbers = [Fraction(m) for m in data["masses"]] + [Fraction(data["g"]), Fraction(data["mu"]), data["force"]]
            if value > 0 and not restates(value, numbers):
                return data, gold

    def prompt(self, data: dict, rng: random.Random) -> str:
        g, mu = show(Fraction(data["g"])), show(Fraction(data["mu"]))
        m = [show(Fraction(x)) for x in data["masses"]]
        rope = "The rope is light and does not stretch, the pulley is light and frictionless."
        if data["setup"] == "atwood":
            text = rng.choice((f"An Atwood machine: masses of {m[0]} kg and {m[1]} kg hang on either side of a pulley. {rope}",
                               f"Two weights, {m[0]} kg and {m[1]} kg, hang from the ends of a rope passing over a pulley. {rope}",
                               f"A rope over a fixed pulley carries {m[0]} kg on one end and {m[1]} kg on the other. {rope}"))
        elif data["setup"] == "table":
            text = (f"A block of {m[0]} kg on a horizontal table is tied by a rope over a pulley at the table's edge to a "
                    f"mass of {m[1]} kg hanging freely. {rope}")
            text += f" The coefficient of kinetic friction between block and table is {mu}." if data["mu"] != "0" else " The table is frictionless."
        elif data["setup"] == "incline":
            s, c, h = data["tri"]
            text = (f"A block of {m[0]} kg rests on a ramp inclined at an angle with sine {s}/{h} and cosine {c}/{h}; a rope "
                    f"parallel to the ramp runs from it over a pulley at the top to a mass of {m[1]} kg hanging freely. {rope} "
                    f"The coefficient of friction (static and kinetic alike) between block and ramp is {mu}. The system "
                    f"starts at rest; if friction can hold it, nothing moves.")
        else:
            blocks = ", ".join(f"{x} kg" for x in m)
            text = (f"Blocks of {blocks} sit in a row on a horizontal floor, each tied to the next by a light rope. A "
                    f"horizontal force of {data['force']} N pulls the first block (the {m[0]} kg one) forward. The "
                    f"coefficient of kinetic friction with the floor is {mu} for every block; they are already moving."
                    if data["mu"] != "0" else
                    f"Blocks of {blocks} sit in a row on a frictionless floor, tied in a line by light ropes; a force of "
                    f"{data['force']} N pulls the first (the {m[0]} kg one).")
        text += f" Take g = {g} m/s²."
        if data["ask"] == "acceleration":
            ask = "What is the magnitude of the acceleration (m/s²)? (Answer 0 if nothing moves.)"
        elif data["ask"] == "tension":
            ask = ("What is the tension (in N) in the rope between block "
                   f"{data['cut']} and block {data['cut'] + 1} (counting from the pulled one)?" if data["setup"] == "train"
                   else "What is the tension in the rope (in N)?")
        else:
            ask = (f"Starting from rest, how far (in m) does the {'first block' if data['setup'] == 'train' else 'hanging mass'} "
                   f"move in the first {data['time']} s? (Answer 0 if nothing moves.)")
            if data["setup"] == "train":
                ask = f"If the blocks start from rest, how far (in m) do they move in the first {data['time']} s?"
        form = "the exact value: an integer, a decimal or a reduced fraction"
        return f"{text} {ask}\n{answer_instruction(form)}"

    def program(self, t: Tracer, data: dict) -> str:
        t.state("forces")
        g, mu = t.fetch("g", Fraction(data["g"])), t.fetch("mu", Fraction(data["mu"]))
        masses = [Fraction(x) for x in data["masses"]]
        total = t.compute("total_mass", sum(masses), why="all bodies accelerate together")
        setup = data["setup"]
        if setup == "atwood":
            drive = t.compute("net_force", abs(masses[0] - masses[1]) * g, why="difference of the weights")
        elif setup == "table":
            drive = t.compute("net_force", masses[1] * g - mu * masses[0] * g, why="hanging weight minus friction")
        elif setup == "incline":
            s, c, h = data["tri"]
            along = t.compute("along_ramp", masses[0] * g * Fraction(s, h), why="m g sin")
            grip = t.compute("max_friction", mu * masses[0] * g * Fraction(c, h), why="mu m g cos")
            hang = t.compute("hanging_weight", masses[1] * g)
            drive = t.compute("net_force", max(abs(hang - along) - grip, Fraction(0)), why="the larger pull minus friction")
        else:
            drive = t.compute("net_force", data["force"] - mu * total * g, why="pull minus friction on all blocks")
        t.state("acceleration")
        a = t.compute("a", Fraction(drive) / total if drive > 0 else Fraction(0), why="net force over total mass")
        ask = data["ask"]
        if ask == "acceleration":
            return format_rational(a)
        if ask == "distance":
            t.state("distance")
            return format_rational(t.compute("s", a * data["time"] ** 2 / 2, why="a t^2 / 2 from rest"))
        t.state("tension")
        if setup == "train":
            behind = t.compute("mass_behind", sum(masses[data["cut"]:]), why="the blocks the rope pulls")
            return format_rational(t.compute("T", behind * (a + mu * g), why="m_behind (a + mu g)"))
        if setup == "atwood":
            light = min(masses)
            return format_rational(t.compute("T", light * (g + a), why="the lighter mass rises: m (g + a)"))
        if setup == "table":
            return format_rational(t.compute("T", masses[1] * (g - a), why="hanging mass: m (g - a)"))
        s, c, h = data["tri"]
        hang_down = masses[1] * g >= masses[0] * g * Fraction(s, h)
        return format_rational(t.compute("T", masses[1] * (g - a) if hang_down else masses[1] * (g + a),
                                         why="the hanging mass's own equation"))

    def solve(self, data: dict) -> str:
        # free-body equations per body, solved for a and T by hand-eliminated closed forms
        g, mu = Fraction(data["g"]), Fraction(data["mu"])
        m = [Fraction(x) for x in data["masses"]]
        setup, ask = data["setup"], data["ask"]
        if setup == "train":
            a = max(Fraction(0), (data["force"] - mu * g * sum(m)) / sum(m))
            # the rope at the cut pulls everything behind it: its tension equals the pull minus what the front blocks need
            front = sum(m[: data["cut"]])
            tension = data["force"] - front * (a + mu * g)
        elif setup == "atwood":
            a = abs(m[0] - m[1]) * g / (m[0] + m[1])
            tension = 2 * m[0] * m[1] * g / (m[0] + m[1])
        elif setup == "table":
            a = max(Fraction(0), (m[1] - mu * m[0]) * g / (m[0] + m[1]))
            tension = m[1] * (g - a) if a > 0 else m[1] * g
        else:
            s, c, h = data["tri"]
            sin, cos = Fraction(s, h), Fraction(c, h)
            excess = abs(m[1] - m[0] * sin) * g - mu * m[0] * g * cos
            a = max(Fraction(0), excess / (m[0] + m[1]))
            tension = m[1] * (g - a) if m[1] >= m[0] * sin else m[1] * (g + a)
        if ask == "acceleration":
            return format_rational(a)
        if ask == "distance":
            return format_rational(a * data["time"] ** 2 / 2)
        return format_rational(tension)


BOOTCAMP = ConnectedBodies()
