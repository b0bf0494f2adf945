"""Scaling a recipe exactly: amounts in mixed fractions of cups, tablespoons and teaspoons, scaled
from one number of servings to another, converted between units and summed over the parts of a
recipe; the answer is an exact fraction."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.physics import ExactValueAnswer
from bootcamps.kit.poly import format_rational
from bootcamps.trace import Tracer

TSP = {"cup": 48, "tbsp": 3, "tsp": 1}  # teaspoons per unit
UNIT_TEXT = {"cup": ("cup", "cups"), "tbsp": ("tablespoon", "tablespoons"), "tsp": ("teaspoon", "teaspoons")}
INGREDIENTS = ("flour", "sugar", "milk", "butter", "oil", "honey", "cocoa", "water", "cream", "yogurt", "oats",
               "rice", "lemon juice", "vinegar", "soy sauce", "maple syrup")
DISHES = ("pancakes", "muffins", "a curry", "bread", "a cake", "cookies", "a stew", "granola", "a pie", "waffles")
PARTS = ("the base", "the filling", "the topping", "the sauce", "the glaze")
STEPS = (Fraction(1, 4), Fraction(1, 3), Fraction(1, 2), Fraction(2, 3), Fraction(3, 4))


@dataclass(frozen=True)
class Config:
    parts: int = 1
    ingredients: int = 3
    convert: bool = False
    simple_factor: bool = True  # only doubling, tripling or halving

    def __post_init__(self) -> None:
        if not 1 <= self.parts <= 4:
            raise ValueError(f"parts must be in 1..4, got {self.parts}")
        if not 2 <= self.ingredients <= 8:
            raise ValueError(f"ingredients must be in 2..8, got {self.ingredients}")


def mixed(value: Fraction) -> str:
    """``1 1/2``, ``3/4``, ``2``: how a recipe writes an amount."""
    whole, part = divmod(value.numerator, value.denominator)
    if part == 0:
        return str(whole)
    frac = f"{part}/{value.denominator}"
    return f"{whole} {frac}" if whole else frac


def _amount(value: Fraction, unit: str) -> str:
    return f"{mixed(value)} {UNIT_TEXT[unit][0 if value <= 1 else 1]}"


class RecipeScaling(ExactValueAnswer, Bootcamp):
    id = "everyday/recipe_scaling"
    description = "Scale a recipe between servings with exact fractions, unit conversion and parts to sum"
    Config = Config
    LEVELS = {
        "1": Config(parts=1, ingredients=3),
        "2": Config(parts=1, ingredients=4, simple_factor=False),
        "3": Config(parts=1, ingredients=5, simple_factor=False, convert=True),
        "4": Config(parts=2, ingredients=4, simple_factor=False, convert=True),
        "5": Config(parts=3, ingredients=4, simple_factor=False, convert=True),
    }

    def units_for(self, data: dict) -> tuple[str, ...]:
        # Only the unit the case asks the amount in: "9/4 cups" is not 9/4 tablespoons.
        return {"cup": ("cups", "cup"), "tbsp": ("tablespoons", "tbsp"), "tsp": ("teaspoons", "tsp")}[data["unit"]]

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        serves = rng.randint(2, 12)
        if config.simple_factor:
            wanted = serves * 2 if rng.random() < 0.5 else (serves * 3 if rng.random() < 0.5 or serves % 2 else serves // 2)
        else:
            wanted = rng.choice([w for w in range(1, 31) if w != serves])
        target = rng.choice(INGREDIENTS)
        parts = []
        for p in range(config.parts):
            names = rng.sample([i for i in INGREDIENTS if i != target], config.ingredients - 1)
            if p == 0 or rng.random() < 0.8:
                names.insert(rng.randint(0, len(names)), target)
            items = []
            for name in names:
                unit = rng.choice(("cup", "tbsp", "tsp"))
                amount = rng.randint(0, 3) + rng.choice(STEPS) if unit == "cup" else Fraction(rng.randint(1, 12)) / rng.choice((1, 1, 2, 4))
                items.append([name, str(amount), unit])
            parts.append(items)
        units_of_target = [u for part in parts for n, _, u in part if n == target]
        unit = rng.choice(("cup", "tbsp", "tsp")) if config.convert else units_of_target[0]
        if not config.convert and len(set(units_of_target)) > 1:
            for part in parts:  # without conversion every amount of the asked ingredient shares one unit
                for item in part:
                    if item[0] == target:
                        item[2] = unit
        data = {"dish": rng.choice(DISHES), "serves": serves, "wanted": wanted, "parts": parts,
                "target": target, "unit": unit, "part_names": rng.sample(PARTS, config.parts)}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        blocks = []
        for name, items in zip(data["part_names"], data["parts"]):
            lines = "\n".join(f"- {_amount(Fraction(a), u)} {n}" for n, a, u in items)
            blocks.append(f"For {name}:\n{lines}" if len(data["parts"]) > 1 else lines)
        recipe = "\n".join(blocks)
        intro = rng.choice((f"A recipe for {data['dish']} serves {data['serves']}:\n{recipe}\n",
                            f"This recipe for {data['dish']} makes {data['serves']} servings.\n{recipe}\n",
                            f"Ingredients for {data['dish']} ({data['serves']} portions):\n{recipe}\n"))
        rule = "Scale every amount in proportion to the number of servings."
        if any(u != data["unit"] for part in data["parts"] for n, _, u in part if n == data["target"]):
            rule += " 1 cup = 16 tablespoons and 1 tablespoon = 3 teaspoons."
        where = " in total (all parts of the recipe together)" if len(data["parts"]) > 1 else ""
        ask = (f"How many {UNIT_TEXT[data['unit']][1]} of {data['target']} are needed{where} to make "
               f"{data['wanted']} servings?")
        form = "an integer or a reduced fraction such as 7/3 (not a mixed number)"
        return f"{intro}{rule} {ask}\n{answer_instruction(form)}"

    def program(self, t: Tracer, data: dict) -> str:
        t.state("scale factor")
        factor = t.compute("factor", Fraction(t.fetch("wanted", data["wanted"]), t.fetch("serves", data["serves"])),
                           why="servings wanted over servings made")
        total = Fraction(0)
        for p, items in enumerate(data["parts"]):
            for k, (name, amount, unit) in enumerate(items):
                if name != data["target"]:
                    continue
                t.state(f"part {p + 1}, {name}")
                a = t.fetch(f"amount[{p}][{k}]", Fraction(amount))
                in_tsp = t.compute("tsp", a * TSP[unit], why=f"{TSP[unit]} tsp per {unit}")
                total = t.compute("total_tsp", total + in_tsp)
        t.state("answer")
        scaled = t.compute("scaled_tsp", total * factor, why="times the scale factor")
        return format_rational(t.compute("answer", Fraction(scaled) / TSP[data["unit"]], why=f"in {data['unit']}"))

    def solve(self, data: dict) -> str:
        # scale each amount first, convert to the asked unit, then add
        out = Fraction(0)
        for items in data["parts"]:
            for name, amount, unit in items:
                if name == data["target"]:
                    out += Fraction(amount) * data["wanted"] / data["serves"] * Fraction(TSP[unit], TSP[data["unit"]])
        return format_rational(out)


BOOTCAMP = RecipeScaling()
