"""Chemistry for the science bootcamps: formulas as atom counts, balancing an equation by the
null space of its atom matrix (exact ``Fraction`` elimination), and the atom-count check.

Formulas are the bootcamps' own generated text (never model text): element symbols, counts and
one level of brackets, as ``Ca(OH)2``.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from fractions import Fraction
from functools import lru_cache

_TOKEN = re.compile(r"([A-Z][a-z]?)(\d*)|\(([^()]*)\)(\d*)")

# Symbols, valences and names used by the generators (the common oxidation state as a cation
# or, for non-metals, as the anion's charge).
METALS = {"Li": 1, "Na": 1, "K": 1, "Mg": 2, "Ca": 2, "Ba": 2, "Zn": 2, "Al": 3, "Fe": 3, "Cr": 3}
ANIONS = {"Cl": 1, "Br": 1, "F": 1, "O": 2, "S": 2, "N": 3}


@lru_cache(maxsize=4096)
def atoms(formula: str) -> Counter:
    """Atom counts of a formula like ``Ca(OH)2`` (cached: callers must not change the Counter);
    a ValueError names a formula it cannot read."""
    counts: Counter = Counter()
    pos = 0
    for match in _TOKEN.finditer(formula):
        if match.start() != pos:
            raise ValueError(f"cannot read formula {formula!r} at position {pos}")
        pos = match.end()
        if match.group(1):
            counts[match.group(1)] += int(match.group(2) or 1)
        else:
            inner = atoms(match.group(3))
            for element, n in inner.items():
                counts[element] += n * int(match.group(4) or 1)
    if pos != len(formula) or not counts:
        raise ValueError(f"cannot read formula {formula!r}")
    return counts


def unit_formula(cation: str, charge: int, anion: str, anion_charge: int) -> str:
    """The neutral formula of two ions by the criss-cross rule: ``Al``,3 + ``O``,2 -> ``Al2O3``.
    A polyatomic anion (more than one capital letter) gets brackets when it repeats."""
    g = math.gcd(charge, anion_charge)
    n_cat, n_an = anion_charge // g, charge // g
    polyatomic = sum(c.isupper() for c in anion) > 1
    an = anion if n_an == 1 else (f"({anion}){n_an}" if polyatomic else f"{anion}{n_an}")
    return f"{cation}{n_cat if n_cat > 1 else ''}{an}"


def balance(reactants: list[str], products: list[str]) -> list[int] | None:
    """The smallest positive integer coefficients balancing the equation, in order, or ``None``
    when there is no balance or more than one independent one (the null space of the atom
    matrix, products negated, must be one-dimensional with all entries of one sign)."""
    species = [atoms(f) for f in reactants] + [atoms(f) for f in products]
    signs = [1] * len(reactants) + [-1] * len(products)
    elements = sorted({e for s in species for e in s})
    rows = [[sign * s[e] for s, sign in zip(species, signs)] for e in elements]
    n = len(species)
    pivots: list[int] = []
    r = 0
    for col in range(n):  # fraction-free elimination: integer rows, each divided by its gcd
        pivot = next((i for i in range(r, len(rows)) if rows[i][col] != 0), None)
        if pivot is None:
            continue
        rows[r], rows[pivot] = rows[pivot], rows[r]
        lead = rows[r][col]
        for i in range(len(rows)):
            if i != r and rows[i][col] != 0:
                factor = rows[i][col]
                row = [a * lead - factor * b for a, b in zip(rows[i], rows[r])]
                g = math.gcd(*row) or 1
                rows[i] = [x // g for x in row]
        pivots.append(col)
        r += 1
    free = [c for c in range(n) if c not in pivots]
    if len(free) != 1:
        return None
    vector = [Fraction(0)] * n
    vector[free[0]] = Fraction(1)
    for i, col in enumerate(pivots):
        vector[col] = Fraction(-rows[i][free[0]], rows[i][col])
    if any(v <= 0 for v in vector):
        return None
    scale = math.lcm(*(v.denominator for v in vector))
    ints = [int(v * scale) for v in vector]
    g = math.gcd(*ints)
    return [v // g for v in ints]


def side_atoms(formulas: list[str], coefficients: list[int]) -> Counter:
    """Total atom counts of one side of an equation with the given coefficients."""
    total: Counter = Counter()
    for formula, k in zip(formulas, coefficients):
        for element, n in atoms(formula).items():
            total[element] += k * n
    return total


def is_balanced(reactants: list[str], products: list[str], coefficients: list[int]) -> bool:
    """Whether the coefficients (reactants then products, all positive) conserve every atom."""
    if len(coefficients) != len(reactants) + len(products) or any(k <= 0 for k in coefficients):
        return False
    left = side_atoms(reactants, coefficients[: len(reactants)])
    return left == side_atoms(products, coefficients[len(reactants) :])
