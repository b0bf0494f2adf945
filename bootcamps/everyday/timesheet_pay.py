"""A week's pay from a timesheet: shifts that may cross midnight, unpaid breaks, daily overtime at
time and a half, double time on Sundays and a night supplement, rounded to the cent at the end."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.units import DecimalAnswer, money, round_half_up
from bootcamps.trace import Tracer

DAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
NIGHT = (22 * 60, 6 * 60)  # 22:00 to 06:00


@dataclass(frozen=True)
class Config:
    shifts: int = 2
    overnight: bool = False
    breaks: bool = False
    overtime: bool = False
    sunday: bool = False
    night: bool = False

    def __post_init__(self) -> None:
        if not 1 <= self.shifts <= 7:
            raise ValueError(f"shifts must be in 1..7, got {self.shifts}")


def _clock(minute: int) -> str:
    return f"{minute // 60:02d}:{minute % 60:02d}"


def night_minutes(start: int, length: int) -> int:
    """Minutes of ``[start, start + length)`` (minutes from a midnight, may run past the next one)
    that fall between 22:00 and 06:00."""
    count = 0
    for day in range(0, start + length + 1440, 1440):  # each night window [day-120, day+360)
        lo, hi = max(start, day - 120), min(start + length, day + 360)
        count += max(0, hi - lo)
    return count


class TimesheetPay(DecimalAnswer, Bootcamp):
    id = "everyday/timesheet_pay"
    description = "Weekly pay from shifts across midnight: breaks, overtime, Sunday double time, night supplement"
    Config = Config
    answer_units = ("dollars",)
    LEVELS = {
        "1": Config(shifts=2),
        "2": Config(shifts=3, overnight=True, breaks=True),
        "3": Config(shifts=4, overnight=True, breaks=True, overtime=True),
        "4": Config(shifts=5, overnight=True, breaks=True, overtime=True, sunday=True),
        "5": Config(shifts=6, overnight=True, breaks=True, overtime=True, sunday=True, night=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        days = sorted(rng.sample(range(7), config.shifts))
        if config.sunday and 6 not in days and rng.random() < 0.6:
            days[-1] = 6
        shifts = []
        for day in days:
            start = rng.randint(5 * 4, 23 * 4 - 1) * 15 if config.overnight else rng.randint(6 * 4, 12 * 4) * 15
            length = rng.randint(3 * 12, 11 * 12) * 5 if config.overtime else rng.randint(3 * 12, 8 * 12) * 5
            if not config.overnight:
                length = min(length, 23 * 60 - start)
            shifts.append([day, start, length, rng.choice((0, 15, 20, 30, 45, 60)) if config.breaks else 0])
        data = {"shifts": shifts, "rate_cents": rng.randint(1200, 3600),
                "overtime": config.overtime, "sunday": config.sunday,
                "night_cents": rng.randint(1, 12) * 25 if config.night else 0}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        rows = []
        for day, start, length, brk in data["shifts"]:
            end = (start + length) % 1440
            row = f"- {DAYS[day]}: {_clock(start)} to {_clock(end)}"
            if start + length >= 1440:
                row += " (the next morning)"
            if brk:
                row += f", unpaid break {brk} min"
            rows.append(row)
        rules = [f"The hourly rate is {money(Fraction(data['rate_cents'], 100))} dollars, paid per minute worked "
                 f"(a shift's worked time is its length minus its unpaid break)."]
        if data["overtime"]:
            rules.append("Worked time beyond 8 hours in one shift is overtime, paid at 1.5 times the rate.")
        if data["sunday"]:
            rules.append("A shift that starts on a Sunday is paid at 2 times the rate for all its worked time, with no "
                         "overtime on top.")
        if data["night_cents"]:
            rules.append(f"On top of that, every minute of a shift (breaks included) between 22:00 and 06:00 earns a "
                         f"night supplement of {money(Fraction(data['night_cents'], 100))} dollars per hour.")
        rules.append("Add up the exact amounts for the week, then round the total to the nearest cent (half a cent up).")
        intro = rng.choice(("A worker's timesheet for one week:", "Shifts worked this week:", "Timesheet (one week):"))
        text = "\n".join([intro, *rows, " ".join(rules), "What is the week's pay?"])
        return f"{text}\n{answer_instruction('the amount in dollars with two decimals, e.g. 612.35 (no $ sign)')}"

    def program(self, t: Tracer, data: dict) -> str:
        rate = Fraction(data["rate_cents"], 60)  # cents per minute
        total = Fraction(0)
        for i, (day, start, length, brk) in enumerate(data["shifts"]):
            t.state(f"shift {i + 1} ({DAYS[day]})")
            s, n, b = t.fetch(f"start[{i}]", start), t.fetch(f"length[{i}]", length), t.fetch(f"break[{i}]", brk)
            worked = t.compute("worked", n - b, why="length minus break")
            if data["sunday"] and day == 6:
                units = t.compute("paid_minutes", 2 * worked, why="Sunday: double time")
            elif data["overtime"] and worked > 480:
                units = t.compute("paid_minutes", 480 + Fraction(3, 2) * (worked - 480), why="8 h plus 1.5 x overtime")
            else:
                units = t.compute("paid_minutes", worked)
            total = t.compute("cents", total + units * rate, why="paid minutes times rate per minute")
            if data["night_cents"]:
                night = t.compute("night_minutes", night_minutes(s, n), why="minutes in 22:00-06:00")
                total = t.compute("cents", total + night * Fraction(data["night_cents"], 60), why="night supplement")
        t.state("round")
        return money(t.compute("pay", round_half_up(Fraction(total) / 100, 2), why="to the cent, half up"))

    def solve(self, data: dict) -> str:
        # tally worked minutes by pay factor; night time by 5-minute slots (every clock time here is a
        # multiple of 5 minutes, and so are 22:00 and 06:00)
        single = overtime = double = night = 0
        for day, start, length, brk in data["shifts"]:
            worked = length - brk
            if data["sunday"] and day == 6:
                double += worked
            elif data["overtime"]:
                single, overtime = single + min(worked, 480), overtime + max(0, worked - 480)
            else:
                single += worked
            if data["night_cents"]:
                night += 5 * sum(1 for m in range(start, start + length, 5) if m % 1440 >= NIGHT[0] or m % 1440 < NIGHT[1])
        cents = (Fraction(data["rate_cents"] * (2 * single + 3 * overtime + 4 * double), 120)
                 + Fraction(night * data["night_cents"], 60))
        return money(round_half_up(cents / 100, 2))


BOOTCAMP = TimesheetPay()
