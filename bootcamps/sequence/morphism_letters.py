"""Letters far out in the fixed point of a uniform morphism (a generalised Thue-Morse word):
every letter is replaced by a word of k letters, and a's image starts with a, so iterating from
"a" converges to an infinite word w with w = image(w). Hence w[n] = image(w[n // k])[n mod k]:
write n in base k and walk the digits from the top, starting at letter a."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.literal import ExactStringAnswer
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    letters: int = 2
    min_length: int = 2  # image length k is drawn from min_length..max_length
    max_length: int = 2
    max_position: int = 100
    width: int = 3

    def __post_init__(self) -> None:
        if not 2 <= self.letters <= 5 or not 2 <= self.min_length <= self.max_length <= 5:
            raise ValueError(f"need letters in 2..5 and 2 <= min_length <= max_length <= 5, got {self.letters}, {self.min_length}, {self.max_length}")
        if not 20 <= self.max_position <= 10**16 or not 1 <= self.width <= 10:
            raise ValueError(f"need max_position in 20..10**16 and width in 1..10, got {self.max_position}, {self.width}")


_TEMPLATES = (
    "Apply the substitution {rules} to every letter of a word at once. Starting from the word a, repeat it forever: since the image of a begins with a, each word is the start of the next, and they grow into one infinite word ({head}...). Number its letters from 0. Which letters stand at positions {n} to {m}?",
    "An infinite word is the limit of a, s(a), s(s(a)), ... where s replaces each letter simultaneously by a block: {rules}. It begins {head}... With the first letter at position 0, give the {w} letters at positions {n} through {m}.",
    "Let W be the infinite word that starts with a and is left unchanged by the letter substitution {rules} (each letter becomes its block, all at once). W starts {head}... Counting positions from 0, what are the letters W[{n}], ..., W[{m}]?",
)


def _image_rules(images: list[str]) -> str:
    return ", ".join(f"{chr(97 + i)} -> {word}" for i, word in enumerate(images))


class MorphismLetters(ExactStringAnswer, Bootcamp):
    id = "sequence/morphism_letters"
    description = "Letters at a huge position of the fixed point of a uniform substitution (generalised Thue-Morse)"
    Config = Config
    LEVELS = {
        "1": Config(letters=2, min_length=3, max_length=3, max_position=3000, width=3),
        "2": Config(letters=2, min_length=2, max_length=4, max_position=10**5, width=3),
        "3": Config(letters=3, min_length=2, max_length=3, max_position=10**6, width=4),
        "4": Config(letters=3, min_length=2, max_length=4, max_position=10**10, width=4),
        "5": Config(letters=4, min_length=2, max_length=4, max_position=10**15, width=5),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        k = rng.randint(config.min_length, config.max_length)
        alphabet = "abcde"[: config.letters]
        while True:
            images = ["a" + "".join(rng.choice(alphabet) for _ in range(k - 1))]
            images += ["".join(rng.choice(alphabet) for _ in range(k)) for _ in range(config.letters - 1)]
            reached, todo = {"a"}, ["a"]
            while todo:  # every letter must occur in the word
                for c in images[ord(todo.pop()) - 97]:
                    if c not in reached:
                        reached.add(c)
                        todo.append(c)
            if len(reached) == config.letters:
                break
        position = rng.randint(max(10, config.max_position // 1000), config.max_position)
        data = {"images": images, "position": position, "width": config.width}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        images, n, w = data["images"], data["position"], data["width"]
        head = "a"
        while len(head) < 12:
            head = "".join(images[ord(c) - 97] for c in head)
        text = rng.choice(_TEMPLATES).format(rules=_image_rules(images), head=head[:12], n=n, m=n + w - 1, w=w)
        return f"{text}\n{answer_instruction(f'the {w} letters as one string, no spaces (e.g. ' + 'abacabadab'[:w] + ')')}"

    def program(self, t: Tracer, data: dict) -> str:
        images = data["images"]
        k = len(images[0])
        out = ""
        for p in range(data["position"], data["position"] + data["width"]):
            t.state(f"position {p}")
            digits, rest = [], p
            while rest:
                rest, r = divmod(rest, k)
                digits.append(r)
            digits = t.compute("base k digits", digits[::-1] or [0], why=f"{p} written in base {k}, top digit first")
            letter = "a"
            for i, digit in enumerate(digits):
                t.state(f"position {p}, digit {i}")
                letter = t.fetch("letter", letter)
                word = t.fetch(f"image of {letter}", images[ord(letter) - 97])
                letter = t.compute("next letter", word[t.fetch(f"digit {i}", digit)], why="that letter of the image")
            t.state(f"position {p} done")
            out = t.compute("letters", t.fetch("so far", out) + t.fetch("letter", letter), why="append")
        return out

    def solve(self, data: dict) -> str:
        images, k = data["images"], len(data["images"][0])

        def letter(n: int) -> str:  # w[n] = image(w[n // k])[n mod k], w[0] = a
            return "a" if n == 0 else images[ord(letter(n // k)) - 97][n % k]

        return "".join(letter(p) for p in range(data["position"], data["position"] + data["width"]))


BOOTCAMP = MorphismLetters()
