"""What an analogue clock (hour, minute and second hands) appears to show after its picture is
mirrored left-right, mirrored top-bottom (its reflection in water), turned by a half turn or
turned by a quarter turn, several of these in a row, on a plain dial whose twelve numbers stay
where they are. The image is read as a person reads a clock: each hand gives the last mark it has
passed going clockwise (hour hand: numbers 1..12; minute and second hands: the 60 minute marks).

Every one of these moves maps the 60 minute marks onto themselves, so the second hand always
lands on a mark; a case is regenerated when the final hour hand lies exactly on a number or the
final minute hand exactly on a mark (a reading a person could take either way).

Angles are counted in ticks of 1/120 degree clockwise from 12 (43,200 ticks a turn): the hour
hand of time t seconds past 12:00 is at t ticks, the minute hand at 12 (t mod 3600), the second
hand at 720 (t mod 60).
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.trace import Tracer

TURN = 43200
# name -> (sign, offset): a hand at x ticks goes to sign * x + offset (mod a turn)
MOVES = {
    "mirror": (-1, 0),
    "water": (-1, TURN // 2),
    "half": (1, TURN // 2),
    "quarter_cw": (1, TURN // 4),
    "quarter_ccw": (1, -TURN // 4),
}
_MOVE_TEXT = {
    "mirror": "the picture is flipped left to right (its mirror image in a vertical mirror line through 12 and 6)",
    "water": "the picture is flipped top to bottom (its reflection in a horizontal mirror line through 3 and 9, like water below it)",
    "half": "the picture is turned by a half turn (180 degrees)",
    "quarter_cw": "the picture is turned a quarter turn (90 degrees) clockwise",
    "quarter_ccw": "the picture is turned a quarter turn (90 degrees) anticlockwise",
}
HANDS = ("hour", "minute", "second")
_TIME = re.compile(r"(\d{1,2}):(\d{2}):(\d{2})")


@dataclass(frozen=True)
class Config:
    moves: int = 1
    kinds: int = 2  # how many of the move kinds (in MOVES order) may appear

    def __post_init__(self) -> None:
        if not 1 <= self.moves <= 12:
            raise ValueError(f"moves must be in 1..12, got {self.moves}")
        if not 1 <= self.kinds <= len(MOVES):
            raise ValueError(f"kinds must be in 1..{len(MOVES)}, got {self.kinds}")


_TEMPLATES = (
    "An analogue clock with hour, minute and second hands shows {time}. Its dial has the numbers 1 to 12 and 60 "
    "minute marks, and nothing else. A photo of it is edited step by step: {moves}. The dial's numbers are then "
    "painted back in their usual places (12 at the top), so only the hands have moved. What time does the edited "
    "picture appear to show? Read it as usual: the hour is the last number the hour hand has passed going "
    "clockwise, and the minutes and seconds are the last minute marks the minute and second hands have passed.",
    "The hands of a clock read {time} (hour, minute and second hands all present). Imagine only the hands, drawn on "
    "a plain dial, and apply in order: {moves}. Put the result back on a normal dial with 12 at the top. Reading "
    "each hand as the last mark it has passed clockwise (numbers 1..12 for the hour hand, the 60 minute marks for "
    "the other two), which time do you read?",
    "A clock face with three hands (hour, minute, second) shows {time}. Transform the hands, in this order: "
    "{moves}, keeping the numbers of the dial fixed where they are. Then read the clock the usual way (hour = last "
    "number passed clockwise by the hour hand; minutes and seconds = last minute mark passed by the minute and "
    "second hands). What time does it seem to show?",
)


def _fmt(h: int, m: int, s: int) -> str:
    return f"{h}:{m:02d}:{s:02d}"


def _hands(seconds: int) -> list[int]:
    return [seconds % TURN, 12 * (seconds % 3600), 720 * (seconds % 60)]


def _read(hands: list[int]) -> str:
    hour = hands[0] // 3600
    return _fmt(hour or 12, hands[1] // 720, hands[2] // 720)


class ClockMirror(Bootcamp):
    id = "spatial/clock_mirror"
    description = "The time an analogue clock appears to show after mirrors, water reflections and turns of its hands"
    Config = Config
    LEVELS = {
        "1": Config(moves=1, kinds=1),
        "2": Config(moves=1, kinds=3),
        "3": Config(moves=2, kinds=5),
        "4": Config(moves=3, kinds=5),
        "5": Config(moves=5, kinds=5),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        kinds = list(MOVES)[: config.kinds]
        while True:
            data = {"time": rng.randrange(1, TURN), "moves": [rng.choice(kinds) for _ in range(config.moves)]}
            hands = self._apply(data)
            if hands[0] % 3600 and hands[1] % 720:
                return data, _read(hands)

    @staticmethod
    def _apply(data: dict) -> list[int]:
        hands = _hands(data["time"])
        for move in data["moves"]:
            sign, offset = MOVES[move]
            hands = [(sign * x + offset) % TURN for x in hands]
        return hands

    def prompt(self, data: dict, rng: random.Random) -> str:
        t = data["time"]
        time = _fmt(t // 3600 or 12, t // 60 % 60, t % 60)
        moves = "; then ".join(f"{_MOVE_TEXT[m]}" for m in data["moves"]) if len(data["moves"]) > 1 else \
            _MOVE_TEXT[data["moves"][0]]
        if len(data["moves"]) > 1:
            moves = "first " + moves
        text = rng.choice(_TEMPLATES).format(time=time, moves=moves)
        return f"{text}\n{answer_instruction('the time read as H:MM:SS with the hour from 1 to 12 (for example 7:05:42)')}"

    def check(self, data: dict, answer: str, text: str) -> float:
        if not isinstance(text, str) or len(text) > 40:
            return 0.0
        text = text.strip().strip("`\"'$").strip()
        text = text[:-1].rstrip() if text.endswith(".") else text
        match = _TIME.fullmatch(text)
        if not match:
            return 0.0
        h, m, s = map(int, match.groups())
        if not (0 <= h <= 12 and m < 60 and s < 60):
            return 0.0
        return 1.0 if _fmt(h or 12, m, s) == answer else 0.0

    def wrong_answers(self, case, rng: random.Random) -> list[str]:
        h, m, s = map(int, case.answer.split(":"))
        return [_fmt(h % 12 + 1, m, s), _fmt(h, (m + 1) % 60, s), _fmt(h, m, (s + 30) % 60)]

    def program(self, t: Tracer, data: dict) -> str:
        t.state("hands")
        time = t.fetch("time", data["time"])
        hands = [t.compute("hour hand", time % TURN, why="ticks of 1/120 degree clockwise from 12: seconds past 12:00"),
                 t.compute("minute hand", 12 * (time % 3600), why="12 ticks per second past the hour"),
                 t.compute("second hand", 720 * (time % 60), why="720 ticks (6 degrees) per second")]
        for i, move in enumerate(data["moves"], 1):
            t.state(f"move {i}")
            move = t.fetch(f"move[{i}]", move)
            sign, offset = MOVES[move]
            why = {"mirror": "x -> -x", "water": "x -> 180 degrees - x", "half": "x -> x + 180 degrees",
                   "quarter_cw": "x -> x + 90 degrees", "quarter_ccw": "x -> x - 90 degrees"}[move]
            hands = [t.compute(f"{name} hand", (sign * t.fetch(f"{name} hand", x) + offset) % TURN, why=why)
                     for name, x in zip(HANDS, hands)]
        t.state("read")
        hour = t.compute("hour", t.fetch("hour hand", hands[0]) // 3600 or 12, why="last number passed (3600 ticks each)")
        minute = t.compute("minute", t.fetch("minute hand", hands[1]) // 720, why="last minute mark (720 ticks each)")
        second = t.compute("second", t.fetch("second hand", hands[2]) // 720, why="second hand on a mark")
        return t.compute("answer", _fmt(hour, minute, second))

    def solve(self, data: dict) -> str:
        """Compose the moves into one map x -> sign * x + offset, then apply it once, in degrees
        as exact fractions."""
        from fractions import Fraction

        sign, offset = 1, 0
        for move in data["moves"]:
            s, o = MOVES[move]
            sign, offset = s * sign, s * offset + o
        t = data["time"]
        h, m, sec = t // 3600, t // 60 % 60, t % 60
        degrees = [Fraction(30 * h) + Fraction(m, 2) + Fraction(sec, 120), Fraction(6 * m) + Fraction(sec, 10),
                   Fraction(6 * sec)]
        final = [(sign * d + Fraction(offset, 120)) % 360 for d in degrees]
        hour = int(final[0] // 30)
        return _fmt(hour if hour else 12, int(final[1] // 6), int(final[2] // 6))


BOOTCAMP = ClockMirror()
