"""kit/labels.place_labelled: labelled parts go to their slots, unlabelled ones fill the rest in order."""

from bootcamps.kit.labels import place_labelled


def slot_of(part: str) -> int | None:
    return {"Q": 0, "R": 1, "X": 7}.get(part.split("=")[0].strip()) if "=" in part else None


def test_labelled_parts_take_their_slots_in_any_order():
    assert place_labelled(["Q = a", "R = b"], slot_of) == ["Q = a", "R = b"]
    assert place_labelled(["R = b", "Q = a"], slot_of) == ["Q = a", "R = b"]


def test_unlabelled_parts_fill_the_free_slots_in_their_order():
    assert place_labelled(["a", "b"], slot_of) == ["a", "b"]
    assert place_labelled(["R = b", "a"], slot_of) == ["a", "R = b"]
    assert place_labelled(["b", "Q = a"], slot_of) == ["Q = a", "b"]
    assert place_labelled(["a", "R = c", "b"], lambda p: 1 if p.startswith("R") else None) == ["a", "R = c", "b"]
    assert place_labelled(["R = c", "a", "b"], lambda p: 1 if p.startswith("R") else None) == ["a", "R = c", "b"]


def test_two_parts_for_one_slot_or_a_slot_not_asked_for_is_refused():
    assert place_labelled(["Q = a", "Q = b"], slot_of) is None
    assert place_labelled(["X = a", "b"], slot_of) is None
    assert place_labelled(["a"], lambda p: -1) is None
    assert place_labelled([], slot_of) == []
