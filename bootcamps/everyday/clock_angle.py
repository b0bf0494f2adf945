"""The angle between the hands of an analogue clock at a given time (hour, minute and second hands)."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.poly import format_rational, read_rational
from bootcamps.kit.units import restates
from bootcamps.trace import Tracer

HANDS = ("hour", "minute", "second")
PAIRS = (("hour", "minute"), ("minute", "second"), ("hour", "second"))


@dataclass(frozen=True)
class Config:
    seconds: bool = False  # the time has seconds, which move every hand
    pairs: tuple[tuple[str, str], ...] = (("hour", "minute"),)
    twelve_hour: bool = False  # the time is written 1-12 am/pm
    minute_step: int = 5
    drift: bool = False  # the clock gains some seconds per hour since it was set at midnight

    def __post_init__(self) -> None:
        if not self.pairs or any(tuple(p) not in PAIRS for p in self.pairs):
            raise ValueError(f"pairs must be a non-empty subset of {PAIRS}, got {self.pairs}")
        if not self.seconds and any("second" in p for p in self.pairs):
            raise ValueError("a pair with the second hand needs seconds=True")
        if self.minute_step not in (1, 5, 15):
            raise ValueError(f"minute_step must be 1, 5 or 15, got {self.minute_step}")


def _clock_text(h: int, m: int, s: int | None, twelve: bool) -> str:
    tail = f":{s:02d}" if s is not None else ""
    if not twelve:
        return f"{h:02d}:{m:02d}{tail}"
    return f"{(h - 1) % 12 + 1}:{m:02d}{tail} {'am' if h < 12 else 'pm'}"


_TEMPLATES = (
    "An analogue clock shows {time}. What is the smaller angle, in degrees, between its {a} hand and its {b} hand?",
    "At {time}, how many degrees separate the {a} hand and the {b} hand of a clock (take the smaller of the two angles)?",
    "Find the angle between the {a} hand and the {b} hand of a 12-hour analogue clock at {time}, measured the short way round.",
)
_MOTION = ("All hands move smoothly: the hour hand turns 30 degrees per hour (0.5 per minute), the minute hand 6 degrees "
           "per minute{sec}.")


class ClockAngle(Bootcamp):
    id = "everyday/clock_angle"
    description = "The smaller angle between two hands of an analogue clock (hands move smoothly, seconds at higher levels)"
    Config = Config
    LEVELS = {
        "1": Config(minute_step=5),
        "2": Config(seconds=True, minute_step=1),
        "3": Config(seconds=True, pairs=PAIRS, twelve_hour=True, minute_step=1),
        "4": Config(seconds=True, pairs=PAIRS, twelve_hour=True, minute_step=1, drift=True),
        "5": Config(seconds=True, pairs=(("hour", "second"), ("hour", "minute")), twelve_hour=True, minute_step=1, drift=True),
    }
    min_distinct_prompts = {"1": 0.5}
    small_space_reason = "level 1 uses times on five-minute marks: 288 times"

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        while True:
            h, m = rng.randrange(24), rng.randrange(0, 60, config.minute_step)
            s = rng.randrange(60) if config.seconds else None
            a, b = rng.choice(config.pairs)
            gain = rng.randint(1, 90) if config.drift else 0
            data = {"h": h, "m": m, "s": s, "hands": [a, b], "twelve": config.twelve_hour, "gain": gain}
            gold = Fraction(self.solve(data))
            numbers = [n for n in (h, m, s, (h - 1) % 12 + 1, gain) if n]
            if not restates(gold, numbers):
                return data, format_rational(gold)

    def prompt(self, data: dict, rng: random.Random) -> str:
        time = _clock_text(data["h"], data["m"], data["s"], data["twelve"])
        a, b = data["hands"]
        text = rng.choice(_TEMPLATES).format(time=time, a=a, b=b)
        sec = ", the second hand 6 degrees per second (so the minute hand also moves 0.1 degree per second)" if data["s"] is not None else ""
        if data["gain"]:
            text = (f"A clock was set to the exact time at midnight (00:00:00) and since then has run fast, gaining "
                    f"{data['gain']} seconds every hour, steadily. " + text.replace(time, f"the true time {time}")
                    + " (Use the time the clock shows.)")
        form = "the angle in degrees, as an integer, a decimal or a reduced fraction a/b"
        return f"{text} {_MOTION.format(sec=sec)}\n{answer_instruction(form)}"

    def check(self, data: dict, answer: str, text: str) -> float:
        text = text.strip()
        for unit in ("degrees", "°", "deg"):
            if text.endswith(unit):
                text = text[: -len(unit)]
                break
        value = read_rational(text, decimal=True, fraction=True, reduced=True)
        return 1.0 if value is not None and value == Fraction(answer) else 0.0

    def program(self, t: Tracer, data: dict) -> str:
        h, m, s = data["h"], data["m"], data["s"] or 0
        if data["gain"]:
            t.state("shown time")
            true = t.compute("true_s", 3600 * t.fetch("hour", h) + 60 * t.fetch("minute", m) + t.fetch("second", s),
                             why="seconds since midnight")
            gain = t.fetch("gain", data["gain"])
            shown = t.compute("shown_s", true + Fraction(true * gain, 3600), why=f"plus {gain} s per 3600 s")
            h, rest = int(shown // 3600), shown % 3600
            m, s = int(rest // 60), rest % 60
        positions = {}
        for hand in data["hands"]:
            t.state(f"{hand} hand")
            if hand == "hour":
                h = t.fetch("hour", h)
                m = t.fetch("minute", m)
                positions[hand] = t.compute("hour_deg", Fraction(30 * (h % 12)) + Fraction(m, 2) + Fraction(s, 120),
                                            why="30 per hour past 12, 1/2 per minute, 1/120 per second")
            elif hand == "minute":
                m = t.fetch("minute", m)
                positions[hand] = t.compute("minute_deg", Fraction(6 * m) + Fraction(s, 10), why="6 per minute, 1/10 per second")
            else:
                positions[hand] = t.compute("second_deg", 6 * t.fetch("second", s), why="6 per second")
        a, b = data["hands"]
        t.state("difference")
        diff = t.compute("diff", abs(positions[a] - positions[b]) % 360, why="difference of the two positions")
        angle = t.compute("angle", min(diff, 360 - diff), why="the smaller of diff and 360-diff")
        return format_rational(angle)

    def solve(self, data: dict) -> str:
        # count seconds since 12:00 and use the hands' speeds in degrees per second
        total = data["h"] * 3600 + data["m"] * 60 + (data["s"] or 0)
        total = total * (3600 + data["gain"]) / Fraction(3600)
        speed = {"hour": Fraction(1, 120), "minute": Fraction(1, 10), "second": Fraction(6)}
        a, b = data["hands"]
        diff = (total * (speed[a] - speed[b])) % 360
        return format_rational(min(diff, 360 - diff))


BOOTCAMP = ClockAngle()
