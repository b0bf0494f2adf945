"""Contract bridge duplicate scoring over several deals: for each deal the contract (level,
strain, doubled or redoubled), who declared, their vulnerability and the tricks they took;
North-South's net total (their scores minus East-West's)."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer

STRAINS = ("C", "D", "H", "S", "NT")
_STRAIN_WORDS = {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades", "NT": "no trumps"}
_DOUBLE_WORDS = {"": "", "X": " doubled", "XX": " redoubled"}


@dataclass(frozen=True)
class Config:
    deals: int = 2
    doubles: float = 0.3  # chance a contract is doubled (a tenth of those redoubled)
    max_level: int = 7

    def __post_init__(self) -> None:
        if not 1 <= self.deals <= 12:
            raise ValueError(f"deals must be in 1..12, got {self.deals}")
        if not 0.0 <= self.doubles <= 1.0:
            raise ValueError(f"doubles must be in [0, 1], got {self.doubles}")
        if not 1 <= self.max_level <= 7:
            raise ValueError(f"max_level must be in 1..7, got {self.max_level}")


def trick_value(strain: str, n: int) -> int:
    """Undoubled points for n tricks bid and made in a strain."""
    if strain in "CD":
        return 20 * n
    if strain in ("H", "S"):
        return 30 * n
    return 40 + 30 * (n - 1) if n else 0


def undertrick_penalty(down: int, dbl: str, vul: bool) -> int:
    if dbl == "":
        return down * (100 if vul else 50)
    if vul:
        doubled = 200 + 300 * (down - 1)
    else:
        doubled = 100 + 200 * min(down - 1, 2) + 300 * max(down - 3, 0)
    return doubled * (2 if dbl == "XX" else 1)


def made_extras(level: int, strain: str, dbl: str, vul: bool, contract: int, over: int) -> int:
    """Everything a made contract scores beyond its contract points: game or part-score bonus,
    slam bonus, the bonus for making it doubled or redoubled, and the overtricks."""
    extra = (500 if vul else 300) if contract >= 100 else 50
    if level == 6:
        extra += 750 if vul else 500
    elif level == 7:
        extra += 1500 if vul else 1000
    extra += {"": 0, "X": 50, "XX": 100}[dbl]
    if dbl == "":
        return extra + over * (20 if strain in "CD" else 30)
    return extra + over * (200 if vul else 100) * (2 if dbl == "XX" else 1)


RULES = (
    "Scoring rules (duplicate bridge, no honours). A contract of level L needs 6 + L tricks. If it makes, the "
    "declaring side scores: contract points for the L bid tricks (clubs or diamonds 20 each; hearts or spades 30 "
    "each; no trumps 40 for the first and 30 for each further one), times 2 if doubled or 4 if redoubled; plus a game "
    "bonus of 300 (not vulnerable) or 500 (vulnerable) when those contract points are 100 or more, otherwise a "
    "part-score bonus of 50; plus a slam bonus for level 6 (500 not vulnerable, 750 vulnerable) or level 7 (1000 "
    "not vulnerable, 1500 vulnerable); plus 50 for making a doubled contract or 100 for a redoubled one; plus each "
    "overtrick: undoubled at its trick value (20 for clubs or diamonds, 30 for any other strain), doubled 100 (not "
    "vulnerable) or 200 (vulnerable), redoubled 200 or 400. If it fails by D tricks, the defenders score instead: "
    "undoubled 50 per trick (not vulnerable) or 100 (vulnerable); doubled and not vulnerable 100 for the first, 200 "
    "each for the second and third, 300 each from the fourth; doubled and vulnerable 200 for the first and 300 each "
    "after; redoubled is twice the doubled amount."
)
_TEMPLATES = (
    "A team plays {k} deals of contract bridge:\n{deals}\n{rules}\nWhat is North-South's net score over these deals "
    "(everything North-South scored minus everything East-West scored)?",
    "{rules}\nResults of {k} bridge deals:\n{deals}\nAdd up the scores from North-South's point of view (points won by "
    "East-West count as negative). What is the total?",
    "Score these bridge deals with the rules below and give North-South's total, counting East-West's points as "
    "negative.\n{deals}\n{rules}",
)


class BridgeScore(IntegerAnswer, Bootcamp):
    id = "game/bridge_score"
    description = "Contract bridge duplicate scoring over several deals (doubles, slams, undertricks): N-S net total"
    Config = Config
    LEVELS = {
        "1": Config(deals=2, doubles=0.0, max_level=4),
        "2": Config(deals=3, doubles=0.2, max_level=5),
        "3": Config(deals=4, doubles=0.3, max_level=7),
        "4": Config(deals=5, doubles=0.4, max_level=7),
        "5": Config(deals=7, doubles=0.5, max_level=7),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        deals = []
        for _ in range(config.deals):
            level = rng.randint(1, config.max_level)
            dbl = ""
            if rng.random() < config.doubles:
                dbl = "XX" if rng.random() < 0.15 else "X"
            need = 6 + level
            tricks = max(0, min(13, need + rng.choice((-4, -3, -2, -1, -1, 0, 0, 0, 1, 1, 2))))
            deals.append({"by": rng.choice(("NS", "EW")), "level": level, "strain": rng.choice(STRAINS),
                          "dbl": dbl, "vul": rng.random() < 0.5, "tricks": tricks})
        data = {"deals": deals}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        lines = []
        for i, d in enumerate(data["deals"], start=1):
            side = "North-South" if d["by"] == "NS" else "East-West"
            strain = _STRAIN_WORDS[d["strain"]]
            strain = strain[:-1] if d["level"] == 1 else strain  # "1 spade", "1 no trump"
            lines.append(
                f"Deal {i}: {side} declare {d['level']} {strain}{_DOUBLE_WORDS[d['dbl']]}, "
                f"{'vulnerable' if d['vul'] else 'not vulnerable'}, and take {d['tricks']} tricks."
            )
        text = rng.choice(_TEMPLATES).format(k=len(lines), deals="\n".join(lines), rules=RULES)
        return f"{text}\n{answer_instruction('one integer (negative if East-West scored more)')}"

    def program(self, t: Tracer, data: dict) -> int:
        total = 0
        for i, d in enumerate(data["deals"], start=1):
            t.state(f"deal {i}")
            level, tricks = t.fetch(f"level[{i}]", d["level"]), t.fetch(f"tricks[{i}]", d["tricks"])
            diff = t.compute("over", tricks - 6 - level, why=f"{tricks} - (6 + {level})")
            if diff < 0:
                score = t.compute("score", -undertrick_penalty(-diff, d["dbl"], d["vul"]),
                                  why=f"down {-diff}{_DOUBLE_WORDS[d['dbl']]}, {'vul' if d['vul'] else 'non-vul'}")
            else:
                mult = {"": 1, "X": 2, "XX": 4}[d["dbl"]]
                points = t.compute("contract", trick_value(d["strain"], level) * mult, why=f"{level} {d['strain']} x{mult}")
                score = t.compute("score", points + made_extras(level, d["strain"], d["dbl"], d["vul"], points, diff),
                                  why=f"{points} + bonuses + {diff} overtricks")
            signed = score if d["by"] == "NS" else -score
            total = t.compute("ns_total", t.fetch("ns_total", total) + signed, why=f"{d['by']} declared")
        t.state("answer")
        return t.ret("answer", total)

    def solve(self, data: dict) -> int:
        """Table-driven: undertricks summed trick by trick from a per-trick price list, bonuses
        looked up, overtricks priced per trick."""
        total = 0
        for d in data["deals"]:
            level, strain, dbl, vul, tricks = d["level"], d["strain"], d["dbl"], d["vul"], d["tricks"]
            factor = {"": 1, "X": 2, "XX": 4}[dbl]
            if tricks < 6 + level:
                score = 0
                for k in range(1, 6 + level - tricks + 1):
                    if dbl == "":
                        price = 100 if vul else 50
                    elif vul:
                        price = 200 if k == 1 else 300
                    else:
                        price = 100 if k == 1 else 200 if k <= 3 else 300
                    score -= price * (factor // 2 if dbl else 1)
            else:
                per = {"C": 20, "D": 20, "H": 30, "S": 30, "NT": 30}[strain]
                contract = (per * level + (10 if strain == "NT" else 0)) * factor
                score = contract + ((500 if vul else 300) if contract >= 100 else 50)
                score += {6: 750 if vul else 500, 7: 1500 if vul else 1000}.get(level, 0)
                score += {"": 0, "X": 50, "XX": 100}[dbl]
                extra = tricks - 6 - level
                score += extra * (per if dbl == "" else (200 if vul else 100) * factor // 2)
            total += score if d["by"] == "NS" else -score
        return total


BOOTCAMP = BridgeScore()
