"""Split a flat's monthly rent between housemates: a stated share of the rent is common space paid
equally, the rest in proportion to bedroom areas (a room shared by two counts for both, each
paying half of that room's part), fixed surcharges for an en-suite; every share is rounded down to
the cent and the leftover cents go one each to the largest remainders (ties: alphabetical)."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.units import money
from bootcamps.trace import Tracer

NAMES = ("Ana", "Ben", "Cleo", "Dev", "Eli", "Fay", "Gus", "Hana", "Ivo", "Jade", "Kai", "Lena")


@dataclass(frozen=True)
class Config:
    people: int = 3
    common_share: bool = False  # part of the rent split equally
    ensuite: bool = False       # en-suite surcharges, taken out before the split
    shared_room: bool = False   # one room shared by two people

    def __post_init__(self) -> None:
        if not 2 <= self.people <= 12:
            raise ValueError(f"people must be 2..12, got {self.people}")


_TEMPLATES = (
    "{n} housemates share a flat whose rent is ${rent} a month. {rules}\n{rooms}\nWhat does each person pay?",
    "Monthly rent: ${rent}. The housemates agree: {rules}\n{rooms}\nGive everyone's share.",
    "Rooms:\n{rooms}\nThe total rent is ${rent} per month. {rules} Work out each person's payment.",
)


class RentSplit(Bootcamp):
    id = "everyday/rent_split"
    description = "Split rent by room area with a common share, en-suite surcharges, a shared room, cent rounding"
    Config = Config
    LEVELS = {
        "1": Config(people=2),
        "2": Config(people=3, common_share=True),
        "3": Config(people=4, common_share=True, ensuite=True),
        "4": Config(people=5, common_share=True, ensuite=True, shared_room=True),
        "5": Config(people=7, common_share=True, ensuite=True, shared_room=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        names = sorted(rng.sample(NAMES, config.people))
        order = list(names)
        rng.shuffle(order)
        rooms = []
        i = 0
        while i < len(order):
            if config.shared_room and i == 0:
                rooms.append({"people": sorted(order[:2]), "area": rng.randint(14, 24), "ensuite": False})
                i += 2
            else:
                rooms.append({"people": [order[i]], "area": rng.randint(7, 18), "ensuite": False})
                i += 1
        if config.ensuite:
            for room in rng.sample(rooms, max(1, len(rooms) // 3)):
                room["ensuite"] = True
        data = {"rent": rng.randint(60, 400) * 10 + rng.choice((0, 0, 5)), "rooms": rooms,
                "common": rng.choice((20, 25, 30, 40)) if config.common_share else 0,
                "surcharge": rng.choice((40, 50, 60, 75)) if config.ensuite else 0}
        return data, self.solve(data)

    def _rules(self, data: dict) -> str:
        parts = []
        if data["surcharge"]:
            parts.append(f"each room with an en-suite pays a ${data['surcharge']} surcharge first (split equally among that room's occupants), and the surcharges are taken off the rent")
        if data["common"]:
            parts.append(f"{data['common']}% of the remaining rent is for common areas and is split equally between all housemates")
        parts.append(("the rest" if data["common"] else "the rent" if not data["surcharge"] else "the remaining rent") +
                     " is divided between the rooms in proportion to floor area, a shared room's part split equally between its occupants")
        parts.append("each person's exact total is then rounded down to the cent, and the cents still missing are added one each to the people whose dropped fractions of a cent were largest (ties: alphabetical order)")
        text = "; ".join(parts)
        return text[0].upper() + text[1:] + "."

    def prompt(self, data: dict, rng: random.Random) -> str:
        lines = []
        for room in data["rooms"]:
            who = " and ".join(room["people"])
            lines.append(f"- {who}: {room['area']} m^2{', en-suite' if room['ensuite'] else ''}")
        n = sum(len(r["people"]) for r in data["rooms"])
        text = rng.choice(_TEMPLATES).format(n=n, rent=data["rent"], rules=self._rules(data), rooms="\n".join(lines))
        return f"{text}\n{answer_instruction('one line per person in alphabetical order, Name: amount, e.g. <answer>Ana: 512.35' + chr(10) + 'Ben: 487.65</answer>')}"

    multiline_answer = True

    def check(self, data: dict, answer: list[str], text: str) -> float:
        if len(text) > 40 * (len(answer) + 2):
            return 0.0
        lines = [" ".join(line.replace("$", "").split()) for line in text.strip().split("\n") if line.strip()]
        return 1.0 if lines == list(answer) else 0.0

    def format_answer(self, answer: list[str]) -> str:
        return "\n".join(answer)

    def wrong_answers(self, case, rng: random.Random) -> list[str]:  # type: ignore[no-untyped-def]
        gold = list(case.answer)
        name, amount = gold[0].split(": ")
        bumped = [f"{name}: {money(Fraction(amount) + Fraction(1, 100))}"] + gold[1:]
        return ["\n".join(bumped), "\n".join(gold[1:]), "\n".join(reversed(gold)) if len(gold) > 1 else "x"]

    def program(self, t: Tracer, data: dict) -> list[str]:
        rooms = data["rooms"]
        people = sorted(p for r in rooms for p in r["people"])
        owed = {p: Fraction(0) for p in people}
        t.state("surcharges")
        rent = t.fetch("rent", data["rent"])
        rest = t.compute("rest", Fraction(rent))
        for k, room in enumerate(rooms):
            if room["ensuite"]:
                t.state(f"en-suite {k}")
                fee = t.fetch("surcharge", data["surcharge"])
                rest = t.compute("rest", Fraction(rest) - fee, why=f"room {k} en-suite surcharge")
                for p in room["people"]:
                    owed[p] = t.compute(f"owed[{p}]", owed[p] + Fraction(fee, len(room["people"])))
        t.state("common")
        pct = t.fetch("common %", data["common"])
        common = t.compute("common", Fraction(rest) * pct / 100, why="common % of the rest")
        each = t.compute("common each", Fraction(common) / len(people))
        by_area = t.compute("by area", rest - common)
        total_area = t.compute("total area", sum(r["area"] for r in rooms))
        for k, room in enumerate(rooms):
            t.state(f"room {k}")
            part = t.compute("room part", Fraction(by_area) * t.fetch(f"area[{k}]", room["area"]) / total_area, why="by_area * area / total")
            for p in room["people"]:
                owed[p] = t.compute(f"owed[{p}]", owed[p] + each + Fraction(part) / len(room["people"]))
        t.state("round down")
        cents = {p: t.compute(f"cents[{p}]", int(Fraction(owed[p]) * 100)) for p in people}
        missing = t.compute("missing cents", rent * 100 - sum(cents.values()))
        t.state("leftover cents")
        ranked = sorted(people, key=lambda p: (-(Fraction(owed[p]) * 100 - cents[p]), p))
        gets = t.compute("extra cent to", ranked[:missing], why="largest dropped fractions first")
        t.state("answer")
        return t.compute("answer", [f"{p}: {money(Fraction(cents[p] + (p in gets), 100))}" for p in people])

    def solve(self, data: dict) -> list[str]:
        # Everything in exact hundredths of a cent-free unit: weights per person, one division.
        rooms = data["rooms"]
        people = sorted(p for r in rooms for p in r["people"])
        n = len(people)
        surcharges = {p: Fraction(0) for p in people}
        for room in rooms:
            if room["ensuite"]:
                for p in room["people"]:
                    surcharges[p] += Fraction(data["surcharge"], len(room["people"]))
        rest = data["rent"] - sum(surcharges.values())
        area = sum(r["area"] for r in rooms)
        weight = {p: Fraction(data["common"], 100 * n) for p in people}
        for room in rooms:
            for p in room["people"]:
                weight[p] += Fraction(100 - data["common"], 100) * Fraction(room["area"], area * len(room["people"]))
        exact = {p: surcharges[p] + rest * weight[p] for p in people}
        floors = {p: (exact[p] * 100).numerator // (exact[p] * 100).denominator for p in people}
        left = data["rent"] * 100 - sum(floors.values())
        for p in sorted(people, key=lambda p: (floors[p] - exact[p] * 100, p))[:left]:
            floors[p] += 1
        return [f"{p}: {money(Fraction(floors[p], 100))}" for p in people]


BOOTCAMP = RentSplit()
