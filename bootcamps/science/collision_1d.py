"""Head-on collisions on a line, exactly: perfectly inelastic, elastic, or with a coefficient of
restitution; a body's velocity afterwards, the kinetic energy lost, or the last velocity of a
chain of collisions (momentum conserved in each)."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.physics import ExactValueAnswer, show
from bootcamps.kit.poly import format_rational
from bootcamps.kit.units import restates
from bootcamps.trace import Tracer

KINDS = ("inelastic", "elastic", "restitution")


@dataclass(frozen=True)
class Config:
    kinds: tuple[str, ...] = ("inelastic",)
    bodies: int = 2  # more than two: a chain, body 1 hits body 2, then body 2 hits body 3, ...
    ask_energy: bool = False

    def __post_init__(self) -> None:
        if not self.kinds or any(k not in KINDS for k in self.kinds):
            raise ValueError(f"kinds must be a non-empty subset of {', '.join(KINDS)}, got {self.kinds}")
        if not 2 <= self.bodies <= 6:
            raise ValueError(f"bodies must be in 2..6, got {self.bodies}")
        if self.ask_energy and self.bodies != 2:  # a chain's prompt asks for the last velocity
            raise ValueError(f"ask_energy needs bodies=2 (a chain asks for a velocity), got bodies={self.bodies}")


_KIND_TEXT = {
    "inelastic": "The bodies stick together (perfectly inelastic).",
    "elastic": "The collision is perfectly elastic (kinetic energy is conserved).",
    "restitution": "The coefficient of restitution is e = {e}: the speed of separation is e times the speed of approach.",
}
_INTRO = ("Bodies move along one straight line; velocities are in m/s, positive to the right.",
          "A one-dimensional collision problem (positive velocity means moving right, in m/s).",
          "Carts on a straight frictionless track; a negative velocity means moving left (m/s).")


def collide(m1: Fraction, u1: Fraction, m2: Fraction, u2: Fraction, e: Fraction) -> tuple[Fraction, Fraction]:
    """Velocities after a head-on collision with restitution ``e`` (0 sticks, 1 elastic)."""
    p = m1 * u1 + m2 * u2
    v1 = (p - m2 * e * (u1 - u2)) / (m1 + m2)
    return v1, v1 + e * (u1 - u2)


class Collision1D(ExactValueAnswer, Bootcamp):
    id = "science/collision_1d"
    description = "1D collisions: inelastic, elastic or with restitution e; a final velocity, energy lost, or a chain"
    Config = Config
    LEVELS = {
        "1": Config(kinds=("inelastic",)),
        "2": Config(kinds=("inelastic", "elastic")),
        "3": Config(kinds=("elastic", "restitution")),
        "4": Config(kinds=("inelastic", "restitution"), ask_energy=True),
        "5": Config(kinds=("elastic", "restitution"), bodies=4),
    }

    def units_for(self, data: dict) -> tuple[str, ...]:
        # Only the asked quantity's unit: energy lost in J (two bodies), else a velocity in m/s.
        return ("J",) if data["ask"] == "energy" and len(data["m10"]) == 2 else ("m/s",)

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        while True:
            kind = rng.choice(config.kinds)
            e10 = {"inelastic": 0, "elastic": 10}.get(kind, rng.randint(1, 9))
            m10 = [rng.randint(10, 120) if config.bodies == 2 and rng.random() < 0.5 else 10 * rng.randint(1, 12)
                   for _ in range(config.bodies)]
            speeds = [rng.randint(2, 15)] + [rng.randint(-8, 6) for _ in range(config.bodies - 1)]
            if any(speeds[i] <= speeds[i + 1] for i in range(config.bodies - 1)) and config.bodies == 2:
                continue  # the bodies must approach
            data = {"kind": kind, "e10": e10, "m10": m10, "speeds": speeds, "ask": "energy" if config.ask_energy else "velocity",
                    "target": rng.randrange(2) if config.bodies == 2 else config.bodies - 1}
            if config.bodies > 2 and not self._chain_ok(data):
                continue
            gold = self.solve(data)
            if not restates(Fraction(gold), [Fraction(m, 10) for m in m10] + speeds + [Fraction(e10, 10)]):
                return data, gold

    @staticmethod
    def _chain_ok(data: dict) -> bool:
        """Each collision of the chain happens: the hitting body moves faster than the next one."""
        ms = [Fraction(m, 10) for m in data["m10"]]
        us = [Fraction(u) for u in data["speeds"]]
        for i in range(len(ms) - 1):
            if us[i] <= us[i + 1]:
                return False
            _, us[i + 1] = collide(ms[i], us[i], ms[i + 1], us[i + 1], Fraction(data["e10"], 10))
        return True

    def prompt(self, data: dict, rng: random.Random) -> str:
        names = "ABCDEF"
        bodies = "\n".join(f"- body {names[i]}: mass {show(Fraction(m, 10))} kg, velocity {u} m/s"
                           for i, (m, u) in enumerate(zip(data["m10"], data["speeds"])))
        rule = _KIND_TEXT[data["kind"]].format(e=show(Fraction(data["e10"], 10)))
        n = len(data["m10"])
        if n > 2:
            order = ", then ".join(f"{names[i]} hits {names[i + 1]}" for i in range(n - 1))
            ask = (f"The collisions happen in this order and no others: {order}. Every collision follows the same rule. "
                   f"What is the velocity of body {names[n - 1]} after it is hit?")
        elif data["ask"] == "energy":
            ask = "How much kinetic energy (in J) is lost in the collision?"
        else:
            ask = f"What is the velocity of body {names[data['target']]} just after the collision (signed, in m/s)?"
        text = f"{rng.choice(_INTRO)}\n{bodies}\n{rule} {ask}"
        form = "the exact value: an integer, a decimal or a reduced fraction such as -7/3"
        return f"{text}\n{answer_instruction(form)}"

    def program(self, t: Tracer, data: dict) -> str:
        n = len(data["m10"])
        us = [Fraction(u) for u in data["speeds"]]
        result = Fraction(0)
        for i in range(n - 1):
            t.state(f"collision {i + 1}")
            e = t.fetch("restitution", Fraction(data["e10"], 10))
            m1, m2 = t.fetch(f"m[{i}]", Fraction(data["m10"][i], 10)), t.fetch(f"m[{i + 1}]", Fraction(data["m10"][i + 1], 10))
            u1, u2 = t.fetch(f"u[{i}]", us[i]), t.fetch(f"u[{i + 1}]", us[i + 1])
            p = t.compute("p", m1 * u1 + m2 * u2, why="total momentum m1 u1 + m2 u2")
            v1 = t.compute("v1", Fraction(p - m2 * e * (u1 - u2)) / (m1 + m2), why="momentum conserved, separation e times approach")
            v2 = t.compute("v2", v1 + e * (u1 - u2), why="v1 plus e (u1 - u2)")
            us[i], us[i + 1] = v1, v2
            if data["ask"] == "energy":
                before = t.compute("KE_before", Fraction(m1 * u1 * u1 + m2 * u2 * u2) / 2)
                after = t.compute("KE_after", Fraction(m1 * v1 * v1 + m2 * v2 * v2) / 2)
                result = t.compute("lost", before - after, why="kinetic energy before minus after")
            else:
                result = t.compute("answer", us[data["target"]] if n == 2 else v2)
        return format_rational(result)

    def solve(self, data: dict) -> str:
        # centre-of-mass frame: each velocity relative to the CM reverses and scales by e
        ms = [Fraction(m, 10) for m in data["m10"]]
        us = [Fraction(u) for u in data["speeds"]]
        e = Fraction(data["e10"], 10)
        before = sum(m * u * u for m, u in zip(ms, us)) / 2
        for i in range(len(ms) - 1):
            vcm = (ms[i] * us[i] + ms[i + 1] * us[i + 1]) / (ms[i] + ms[i + 1])
            us[i], us[i + 1] = vcm - e * (us[i] - vcm), vcm - e * (us[i + 1] - vcm)
        if data["ask"] == "energy":
            return format_rational(before - sum(m * u * u for m, u in zip(ms, us)) / 2)
        return format_rational(us[data["target"]] if len(ms) == 2 else us[-1])


BOOTCAMP = Collision1D()
