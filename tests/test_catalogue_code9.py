"""Catalogue batch code9 against independent oracles, with one hand-worked example per bootcamp.

python_mro: the classes are built for real with ``type()`` from the generated hierarchy and
``__mro__`` is read back (CPython's own C3). Never model text.
"""

from __future__ import annotations

import pytest

import bootcamps

LEVELS = bootcamps.LEVELS
PER_LEVEL = 4


def cases(bootcamp_id: str, n: int = PER_LEVEL):
    bc = bootcamps.get(bootcamp_id)
    for level in LEVELS:
        for seed in range(n):
            yield bc, bc.case(seed, level)


def answer(text: str) -> str:
    return f"<answer>{text}</answer>"


def hand(bootcamp_id: str, data: dict, gold, right: str, wrong: str) -> None:
    bc = bootcamps.get(bootcamp_id)
    assert bc.solve(data) == gold
    assert bc.check(data, gold, right) == 1.0
    assert bc.check(data, gold, wrong) == 0.0


# ---------------------------------------------------------------- code/python_mro


def real_mro(data: dict) -> list[str]:
    made: dict[str, type] = {}
    for name in data["order"]:
        made[name] = type(name, tuple(made[b] for b in data["bases"][name]) or (object,), {})
    mro = [c.__name__ for c in made[data["x"]].__mro__]
    assert mro[-1] == "object"
    return mro[:-1]


@pytest.mark.parametrize("bc,case", list(cases("code/python_mro")), ids=lambda v: getattr(v, "id", ""))
def test_python_mro_matches_cpython(bc, case):
    assert case.answer == real_mro(case.data)
    assert bc.score(case, answer(", ".join(case.answer))) == 1.0


def test_python_mro_hand_example():
    # class A; class B(A); class C(A); class D(B, C): the diamond, D B C A (depth-first gives D B A C)
    data = {"order": ["A", "B", "C", "D"], "bases": {"A": [], "B": ["A"], "C": ["A"], "D": ["B", "C"]}, "x": "D"}
    hand("code/python_mro", data, ["D", "B", "C", "A"], "D, B, C, A, object", "D, B, A, C")
    bc = bootcamps.get("code/python_mro")
    gold = ["D", "B", "C", "A"]
    assert bc.check(data, gold, "(<class '__main__.D'>, <class '__main__.B'>, <class '__main__.C'>, <class '__main__.A'>, <class 'object'>)") == 1.0
    assert bc.check(data, gold, "D -> B -> C -> A") == 1.0
    assert bc.check(data, gold, "D, B, C or A") == 0.0
