"""A simplified Enigma machine (1-3 rotors with stated wirings, odometer stepping, a reflector,
no plugboard or ring settings): decrypt a short message from the starting rotor letters.

Before each letter the rightmost rotor advances one place; a rotor that was showing its
turnover letter when it advanced also advances the rotor to its left (an odometer: no double
stepping). The signal goes right to left through the rotors, is swapped by the reflector, and
comes back left to right through the inverse wirings. Like the real machine it is its own
inverse, so decrypting is running the ciphertext through the same settings; the work is the
rotor bookkeeping. `program` follows the signal letter by letter; `solve` builds each step's
whole substitution alphabet by composing permutations and reads the letter from it.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.ciphers import ALPHABET, TextAnswer, index, letter, message
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    rotors: int = 1
    min_letters: int = 4
    max_letters: int = 6
    carry: bool = False  # start the rotors so that at least one turnover happens in the message

    def __post_init__(self) -> None:
        if not 1 <= self.rotors <= 3:
            raise ValueError(f"rotors must be in 1..3, got {self.rotors}")
        if not 2 <= self.min_letters <= self.max_letters <= 200:
            raise ValueError(f"need 2 <= min_letters <= max_letters <= 200, got {self.min_letters}, {self.max_letters}")


def step(positions: list[int], notches: list[int]) -> list[int]:
    """Odometer stepping, rotors listed left to right: the rightmost always moves; a rotor that
    was at its turnover letter when it moved carries one place to its left."""
    pos = list(positions)
    i = len(pos) - 1
    while i >= 0:
        was = pos[i]
        pos[i] = (was + 1) % 26
        if was != notches[i]:
            break
        i -= 1
    return pos


def through(wiring: str, p: int, x: int) -> int:
    """Right to left through a rotor turned by p: contact x leaves at W[(x+p)] - p."""
    return (index(wiring[(x + p) % 26]) - p) % 26


def back(wiring: str, p: int, x: int) -> int:
    """Left to right: contact x leaves at W^-1[(x+p)] - p."""
    return (wiring.index(letter(x + p)) - p) % 26


_RULE = (
    "Letters are numbered A=0, ..., Z=25. The machine has {n} rotor{s}, listed left to right; each wiring is "
    "written as the letters that A, B, ..., Z are wired to (so W[x] is letter x of the wiring).\n{rotors}\n"
    "Reflector (pairs of letters swapped): {reflector}\n"
    "A rotor showing letter p is turned by p: a signal at contact x entering it from the right leaves on the left at "
    "contact (W[(x + p) mod 26] - p) mod 26, and on the way back a signal at contact x entering from the left leaves "
    "on the right at contact (V[(x + p) mod 26] - p) mod 26, where V[y] is the letter whose wiring goes to y. "
    "Before each letter is enciphered, the rightmost rotor advances one place (A to B, ..., Z to A){carry}. "
    "The signal for a letter then goes right to left through every rotor, through the reflector, and back left to "
    "right through every rotor; the contact it ends on is the output letter. There is no plugboard."
)
_CARRY = ("; if a rotor was showing its turnover letter when it advanced, the rotor to its left also advances one "
          "place (carrying on leftward in the same way). Rotors move only like this, as an odometer (no double "
          "stepping)")
_TEMPLATES = (
    "A message was enciphered on a simplified Enigma machine. {rule}\nThe rotors start showing {start} (left to "
    "right). Decrypt the ciphertext; the machine is its own inverse.",
    "Decrypt this toy Enigma ciphertext. {rule}\nStarting window letters, left to right: {start}.",
    "{rule}\nWith the rotors set to {start} (left to right) at the start, the ciphertext below was produced. "
    "What was the plaintext?",
)


class EnigmaRotors(TextAnswer, Bootcamp):
    id = "cipher/enigma_rotors"
    description = "Simplified Enigma (1-3 rotors, odometer stepping, reflector): decrypt from stated wirings"
    Config = Config
    LEVELS = {
        "1": Config(rotors=1, min_letters=4, max_letters=6),
        "2": Config(rotors=1, min_letters=8, max_letters=12),
        "3": Config(rotors=2, min_letters=8, max_letters=12, carry=True),
        "4": Config(rotors=3, min_letters=12, max_letters=18, carry=True),
        "5": Config(rotors=3, min_letters=20, max_letters=30, carry=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        n = rng.randint(config.min_letters, config.max_letters)
        plain = message(rng, n + n // 4 + 4).replace(" ", "")[:n]
        wirings = ["".join(rng.sample(ALPHABET, 26)) for _ in range(config.rotors)]
        notches = [rng.randrange(26) for _ in range(config.rotors)]
        start = [rng.randrange(26) for _ in range(config.rotors)]
        if config.carry:
            # the rightmost rotor reaches its turnover letter within the message
            start[-1] = (notches[-1] - rng.randrange(min(n, 26))) % 26
            if config.rotors == 3 and rng.random() < 0.5:
                start[1] = notches[1]  # and the middle one then carries into the left one
        letters = rng.sample(ALPHABET, 26)
        reflector = ["".join(sorted(letters[i : i + 2])) for i in range(0, 26, 2)]
        reflector.sort()
        data = {"rotors": wirings, "notches": [letter(k) for k in notches], "start": "".join(letter(k) for k in start),
                "reflector": reflector, "text": ""}
        data["text"] = self.solve({**data, "text": plain})
        return data, plain

    def prompt(self, data: dict, rng: random.Random) -> str:
        n = len(data["rotors"])
        lines = []
        for k, (w, notch) in enumerate(zip(data["rotors"], data["notches"])):
            turn = f", turnover letter {notch}" if n > 1 and k > 0 else ""
            lines.append(f"Rotor {k + 1}: {w}{turn}")
        rule = _RULE.format(n=n, s="s" if n > 1 else "", rotors="\n".join(lines),
                            reflector=" ".join(data["reflector"]), carry=_CARRY if n > 1 else "")
        text = rng.choice(_TEMPLATES).format(rule=rule, start=" ".join(data["start"]))
        form = "the plaintext letters in capitals, without spaces"
        return f"{text}\nCiphertext: {data['text']}\n{answer_instruction(form)}"

    def program(self, t: Tracer, data: dict) -> str:
        wirings, text = data["rotors"], data["text"]
        notches = [index(c) for c in data["notches"]]
        pairs = {}
        for pair in data["reflector"]:
            pairs[pair[0]], pairs[pair[1]] = pair[1], pair[0]
        t.state("start")
        pos = [index(c) for c in t.fetch("start", data["start"])]
        out = []
        for i, c in enumerate(text):
            t.state(f"letter {i}: step")
            shown = "".join(letter(p) for p in pos)
            pos = step(pos, notches)
            t.compute("window", "".join(letter(p) for p in pos), why=f"odometer step from {shown}")
            x = index(t.fetch(f"x[{i}]", c))
            for k in range(len(pos) - 1, -1, -1):
                t.state(f"letter {i}: rotor {k + 1} in")
                w = t.fetch(f"rotor{k + 1}[{letter(x + pos[k])}]", wirings[k][(x + pos[k]) % 26])
                x = t.compute("contact", letter(index(w) - pos[k]), why=f"W[{x}+{pos[k]}] = {w}, minus {pos[k]}")
                x = index(x)
            t.state(f"letter {i}: reflector")
            x = index(t.compute("contact", pairs[letter(x)], why=f"{letter(x)} is paired with {pairs[letter(x)]}"))
            for k in range(len(pos)):
                t.state(f"letter {i}: rotor {k + 1} out")
                y = letter(x + pos[k])
                src = t.compute("from", letter(wirings[k].index(y)), why=f"rotor {k + 1} wires it to {y}")
                x = index(t.compute("contact", letter(index(src) - pos[k]), why=f"{src} minus {pos[k]}"))
            out.append(letter(x))
        t.state("answer")
        return t.compute("answer", "".join(out))

    def solve(self, data: dict) -> str:
        # compose whole permutations per step: shift, wiring, unshift; then reflector and inverses
        wirings = [[index(c) for c in w] for w in data["rotors"]]
        inverse = [[w.index(y) for y in range(26)] for w in wirings]
        notches = [index(c) for c in data["notches"]]
        refl = list(range(26))
        for a, b in data["reflector"]:
            refl[index(a)], refl[index(b)] = index(b), index(a)
        pos = [index(c) for c in data["start"]]
        out = []
        for c in data["text"]:
            pos = step(pos, notches)
            perm = list(range(26))
            for w, p in zip(reversed(wirings), reversed(pos)):
                perm = [(w[(y + p) % 26] - p) % 26 for y in perm]
            perm = [refl[y] for y in perm]
            for v, p in zip(inverse, pos):
                perm = [(v[(y + p) % 26] - p) % 26 for y in perm]
            out.append(ALPHABET[perm[index(c)]])
        return "".join(out)


BOOTCAMP = EnigmaRotors()
