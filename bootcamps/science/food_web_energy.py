"""Energy flow through a food web: producers fix stated amounts of energy; each consumer eats
stated percentages of its prey species' production and keeps a stated percentage (its transfer
efficiency) as its own production. The top predator's production, exact in kJ."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.units import DecimalAnswer, format_decimal, restates
from bootcamps.trace import Tracer

PRODUCERS = ("grass", "algae", "phytoplankton", "shrub", "clover", "seaweed", "moss", "fern")
CONSUMERS = ("grasshopper", "rabbit", "snail", "mouse", "zooplankton", "caterpillar", "deer", "vole",
             "frog", "shrew", "sparrow", "lizard", "small fish", "spider", "toad", "weasel",
             "snake", "owl", "fox", "heron", "hawk", "large fish", "eagle", "wolf")
EFFICIENCIES = (5, 8, 10, 12, 15, 20, 25)


@dataclass(frozen=True)
class Config:
    layers: tuple = (1, 1, 1)  # species per trophic layer, producers first; the last layer is one top predator
    full_share: bool = True  # every prey's production is eaten completely by its predators
    skip_links: bool = False  # omnivores: a consumer may also eat two layers down

    def __post_init__(self) -> None:
        if not 3 <= len(self.layers) <= 6 or any(not 1 <= n <= 4 for n in self.layers) or self.layers[-1] != 1:
            raise ValueError(f"layers must be 3..6 sizes in 1..4 ending with 1, got {self.layers!r}")


_INTRO = ("In a food web, energy is measured as each species' yearly production (kJ per year).",
          "Consider this ecosystem. Each species' production is the energy (kJ/year) stored in its new biomass.",
          "An ecologist models energy flow through a food web, counting each species' production in kJ per year.")
_RULE = ("A consumer's production equals its transfer efficiency times the total energy it eats; the energy it eats "
         "from a prey is the stated percentage of that prey's production. Energy not eaten is lost to decomposers.")
_ASK = ("What is the yearly production of the {top}, in kJ?", "How much energy (kJ/year) does the {top} produce?",
        "Compute the {top}'s production in kJ per year.")


def _of(name: str) -> str:
    return name + ("'" if name.endswith("s") and not name.endswith("ss") else "'s")


class FoodWebEnergy(DecimalAnswer, Bootcamp):
    id = "science/food_web_energy"
    description = "Energy reaching the top predator of a food web from diet shares and transfer efficiencies, exact"
    Config = Config
    answer_units = ("kJ", "kJ/year", "kJ per year")
    LEVELS = {
        "1": Config(layers=(1, 1, 1)),
        "2": Config(layers=(1, 1, 1, 1), full_share=False),
        "3": Config(layers=(2, 2, 1), full_share=False),
        "4": Config(layers=(2, 3, 2, 1), full_share=False),
        "5": Config(layers=(3, 3, 3, 2, 1), full_share=False, skip_links=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        while True:
            n_prod = config.layers[0]
            names = rng.sample(PRODUCERS, n_prod) + rng.sample(CONSUMERS, sum(config.layers) - n_prod)
            layer_of, k = [], 0
            for depth, size in enumerate(config.layers):
                for _ in range(size):
                    layer_of.append(depth)
                    k += 1
            energy = [rng.randint(10, 900) * 100 for _ in range(n_prod)]
            eff = [0] * n_prod + [rng.choice(EFFICIENCIES) for _ in range(len(names) - n_prod)]
            # links: each consumer eats 1..2 species of the layer below (and maybe one two below)
            eats: list[list[int]] = [[] for _ in names]
            for c in range(n_prod, len(names)):
                below = [s for s in range(len(names)) if layer_of[s] == layer_of[c] - 1]
                prey = rng.sample(below, rng.randint(1, min(2, len(below))))
                if config.skip_links and layer_of[c] >= 2 and rng.random() < 0.5:
                    prey.append(rng.choice([s for s in range(len(names)) if layer_of[s] == layer_of[c] - 2]))
                eats[c] = sorted(prey)
            if any(not any(s in eats[c] for c in range(len(names))) for s in range(len(names) - 1)):
                continue  # every species but the top is eaten by someone
            # each prey's production is split among its predators in whole percentages
            share = {}
            for s in range(len(names) - 1):
                preds = [c for c in range(len(names)) if s in eats[c]]
                total = 100 if config.full_share else rng.choice((40, 50, 60, 70, 75, 80, 90))
                if config.full_share and len(preds) == 1:
                    cuts = [100]
                else:
                    cuts = sorted(rng.sample(range(5, total, 5), len(preds) - 1)) if len(preds) > 1 else []
                    cuts = [b - a for a, b in zip([0] + cuts, cuts + [total])]
                    if len(preds) > 1 and len(cuts) != len(preds):
                        break
                for c, pct in zip(preds, cuts):
                    share[f"{s}>{c}"] = pct
            else:
                data = {"names": names, "layer": layer_of, "energy": energy, "eff": eff, "eats": eats,
                        "share": share, "intro": rng.randrange(len(_INTRO)), "ask": rng.randrange(len(_ASK))}
                gold = self.solve(data)
                numbers = energy + eff + list(share.values())
                if Fraction(gold) > 0 and not restates(Fraction(gold), numbers):
                    return data, gold

    def prompt(self, data: dict, rng: random.Random) -> str:
        names, n_prod = data["names"], len(data["energy"])
        lines = [f"- The {names[s]} (a producer) has a production of {e} kJ per year." for s, e in enumerate(data["energy"])]
        for c in range(n_prod, len(names)):
            diet = ", ".join(f"{data['share'][f'{s}>{c}']}% of the {_of(names[s])} production" for s in data["eats"][c])
            lines.append(f"- The {names[c]} eats {diet}; its transfer efficiency is {data['eff'][c]}%.")
        order = list(range(len(lines)))
        rng.shuffle(order)
        text = "\n".join([_INTRO[data["intro"]], _RULE] + [lines[i] for i in order])
        text += "\n" + _ASK[data["ask"]].format(top=names[-1])
        return f"{text}\n{answer_instruction('the exact production in kJ per year, as a number (a decimal if needed)')}"

    def program(self, t: Tracer, data: dict) -> str:
        names, n_prod = data["names"], len(data["energy"])
        prod: list[Fraction] = []
        for s in range(n_prod):
            t.state(f"producer {names[s]}")
            prod.append(t.compute(f"P[{names[s]}]", Fraction(t.fetch(f"E[{names[s]}]", data["energy"][s])),
                                  why="given production"))
        for c in range(n_prod, len(names)):  # species are listed layer by layer: prey are always done
            t.state(f"consumer {names[c]}")
            eaten = Fraction(0)
            for s in data["eats"][c]:
                pct = t.fetch(f"share[{names[s]}>{names[c]}]", data["share"][f"{s}>{c}"])
                p = t.fetch(f"P[{names[s]}]", prod[s])
                eaten = t.compute(f"eaten[{names[c]}]", eaten + Fraction(pct, 100) * p, why="share of prey production")
            e = t.fetch(f"eff[{names[c]}]", data["eff"][c])
            prod.append(t.compute(f"P[{names[c]}]", eaten * Fraction(e, 100), why="efficiency times energy eaten"))
        t.state("answer")
        return t.compute("answer", format_decimal(t.fetch(f"P[{names[-1]}]", prod[-1])), why="top predator")

    def solve(self, data: dict) -> str:
        # sum over every food chain from a producer to the top predator of the product of its factors
        n_prod, top = len(data["energy"]), len(data["names"]) - 1

        def paths_from(c: int) -> Fraction:  # energy reaching c, expanded over chains ending at c
            if c < n_prod:
                return Fraction(data["energy"][c])
            return sum((Fraction(data["share"][f"{s}>{c}"] * data["eff"][c], 10000) * paths_from(s)
                        for s in data["eats"][c]), Fraction(0))

        return format_decimal(paths_from(top))


BOOTCAMP = FoodWebEnergy()
