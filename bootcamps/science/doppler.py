"""The Doppler effect for sound: moving sources and observers, wind, and an echo from a moving
reflector (heard back at the source, or the beat it makes with the direct sound); answers within
a stated tolerance."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.physics import ToleranceWrongs, clear_of, tolerance_gold
from bootcamps.kit.units import ToleranceAnswer
from bootcamps.trace import Tracer

TOL = Fraction(1, 100)
SCENES = ("source", "both", "wind", "echo", "beat")


@dataclass(frozen=True)
class Config:
    scenes: tuple[str, ...] = ("source",)

    def __post_init__(self) -> None:
        if not self.scenes or any(s not in SCENES for s in self.scenes):
            raise ValueError(f"scenes must be a non-empty subset of {', '.join(SCENES)}, got {self.scenes}")


_RULE = ("Use f_heard = f_emitted * (c + u_o) / (c - u_s), where c is the speed of sound relative to the air, u_o the "
         "observer's speed toward the source and u_s the source's speed toward the observer (negative when moving away).")
_WIND = ("A steady wind of {w} m/s blows from the source toward the observer; measure every speed relative to the air "
         "(the air carries the sound, so a still person moves relative to the air).")


def _toward(speed: int, toward: bool) -> str:
    return f"moving toward the other at {speed} m/s" if toward else f"moving away from the other at {speed} m/s"


class Doppler(ToleranceWrongs, ToleranceAnswer, Bootcamp):
    id = "science/doppler"
    description = "Doppler shift of sound: moving source/observer, wind, echoes off a moving reflector, beats"
    Config = Config
    answer_units = ("Hz",)
    LEVELS = {
        "1": Config(scenes=("source",)),
        "2": Config(scenes=("source", "both")),
        "3": Config(scenes=("both", "wind")),
        "4": Config(scenes=("wind", "echo")),
        "5": Config(scenes=("echo", "beat")),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        while True:
            scene = rng.choice(config.scenes)
            data = {"scene": scene, "c": rng.randint(330, 350), "f": rng.randint(200, 2000),
                    "us": rng.randint(5, 60) * rng.choice((-1, 1)), "uo": 0, "wind": 0, "tol": str(TOL)}
            if scene == "source":
                data["us"] = abs(data["us"]) if rng.random() < 0.6 else -abs(data["us"])
            if scene in ("both", "wind"):
                data["uo"] = rng.randint(2, 40) * rng.choice((-1, 1))
            if scene == "wind":
                data["wind"] = rng.randint(3, 25)
            if scene in ("echo", "beat"):  # source still; the reflector moves toward (+) or away (-)
                data["us"] = 0
                data["uo"] = rng.randint(5, 50) * rng.choice((-1, 1))
            exact = self._exact(data)
            numbers = [data["c"], data["f"], abs(data["us"]), abs(data["uo"]), data["wind"], TOL]
            if clear_of(exact, numbers, TOL):
                data["exact"] = str(exact)
                return data, tolerance_gold(exact, TOL)

    @staticmethod
    def _exact(data: dict) -> Fraction:
        c, f = data["c"], Fraction(data["f"])
        if data["scene"] in ("echo", "beat"):
            u = data["uo"]
            # the reflector hears f (c + u)/c and re-emits it as a source moving at u: times c/(c - u)
            echo = f * (c + u) / (c - u)
            return echo if data["scene"] == "echo" else abs(echo - f)
        # wind from source to observer: the air moves toward the observer at w; relative to the air the
        # source approaches at u_s - w and the observer approaches at u_o + w
        w = data["wind"]
        return f * (c + data["uo"] + w) / (c - data["us"] + w)

    def prompt(self, data: dict, rng: random.Random) -> str:
        c, f = data["c"], data["f"]
        scene = data["scene"]
        if scene in ("echo", "beat"):
            u = data["uo"]
            motion = f"approaching the siren at {u} m/s" if u > 0 else f"moving away from the siren at {-u} m/s"
            text = (f"A stationary siren emits {f} Hz. A large flat wall is {motion}, along the line to the siren, and "
                    f"reflects the sound back. Sound travels at {c} m/s in still air. The wall hears the Doppler-shifted "
                    f"sound and re-emits that frequency as a moving source. {_RULE} ")
            text += ("What frequency does someone standing at the siren hear in the echo?" if scene == "echo" else
                     "Someone standing at the siren hears the direct sound and the echo together. What is the beat "
                     "frequency (the difference of the two frequencies, in Hz)?")
        else:
            src = ("a stationary source" if data["us"] == 0 else
                   f"a source {_toward(abs(data['us']), data['us'] > 0)}")
            obs = ("a stationary observer" if data["uo"] == 0 else
                   f"an observer {_toward(abs(data['uo']), data['uo'] > 0)}")
            intro = rng.choice((f"A horn of frequency {f} Hz is carried by {src}; it is heard by {obs}, both on one "
                                f"straight line. Sound travels at {c} m/s in still air.",
                                f"Sound of {f} Hz comes from {src} and reaches {obs} along the line joining them "
                                f"(speed of sound in still air {c} m/s).",
                                f"Doppler problem: emitted frequency {f} Hz, speed of sound {c} m/s relative to the air; "
                                f"{src}, {obs}, on one line."))
            wind = " " + _WIND.format(w=data["wind"]) if data["wind"] else ""
            text = f"{intro}{wind} {_RULE} What frequency does the observer hear, in Hz?"
        form = "a decimal number within 0.01 of the exact value"
        return f"{text}\n{answer_instruction(form)}"

    def program(self, t: Tracer, data: dict) -> str:
        t.state("speeds")
        c, f = t.fetch("c", data["c"]), t.fetch("f", data["f"])
        if data["scene"] in ("echo", "beat"):
            u = t.fetch("u_wall", data["uo"])
            t.state("wall hears")
            f_wall = t.compute("f_wall", Fraction(f * (c + u)) / c, why="the wall is a moving observer")
            t.state("echo")
            f_echo = t.compute("f_echo", Fraction(f_wall * c) / (c - u), why="the wall is a moving source")
            if data["scene"] == "echo":
                return tolerance_gold(f_echo, TOL)
            t.state("beat")
            return tolerance_gold(t.compute("beat", abs(f_echo - f), why="echo minus direct"), TOL)
        w = t.fetch("wind", data["wind"])
        uo = t.compute("u_o", t.fetch("observer", data["uo"]) + w, why="observer speed toward source, in the air's frame")
        us = t.compute("u_s", t.fetch("source", data["us"]) - w, why="source speed toward observer, in the air's frame")
        t.state("heard")
        return tolerance_gold(t.compute("f_heard", Fraction(f * (c + uo)) / (c - us), why="f (c + u_o)/(c - u_s)"), TOL)

    def solve(self, data: dict) -> str:
        return tolerance_gold(self._exact(data), TOL)


BOOTCAMP = Doppler()
