"""Keys and colours, in preorder, of a red-black tree built by CLRS insertion.

Each key goes in as a red leaf by the search-tree rule; then, while its parent is red, the
CLRS fix-up applies: a red uncle recolours (parent and uncle black, grandparent red, continue
from the grandparent); a black uncle (empty children count as black) with the node an inner
grandchild first rotates it over its parent, and then the outer case recolours (parent black,
grandparent red) and rotates the grandparent down. The root is coloured black at the end of
every insertion. The answer writes each key with R or B. The trace is one state per insertion,
naming every fix-up case it applies.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    keys: int = 5

    def __post_init__(self) -> None:
        if not 3 <= self.keys <= 60:
            raise ValueError(f"keys must be in 3..60, got {self.keys}")


_RULES = (
    "Insertion (as in CLRS): put the key z in as a new red leaf by the binary-search-tree rule. Then, while z's "
    "parent is red: let y be z's uncle (the grandparent's other child; a missing child counts as black). Case 1, "
    "y is red: colour the parent and y black and the grandparent red, and continue with z = the grandparent. "
    "Case 2, y is black and z is an inner grandchild (the right child of a left child, or the left child of a "
    "right child): set z to its parent and rotate at z so that the old z moves up (this turns it into case 3). "
    "Case 3, y is black and z is an outer grandchild: colour z's parent black and the grandparent red, then "
    "rotate at the grandparent so that z's parent moves up. After the loop, colour the root black."
)
_TEMPLATES = (
    "Insert the keys {keys} one after another into an initially empty red-black tree. {rules}\nAfter the last "
    "insertion, list every node in preorder (node, left subtree, right subtree), each key followed by its colour "
    "letter, R for red or B for black.",
    "A red-black tree starts empty and receives the insertions {keys} in this order. {rules} What are the keys "
    "of the final tree in preorder, each tagged with its colour (R or B)?",
    "Red-black tree exercise. {rules}\nKeys to insert, in order: {keys}.\nGive the preorder traversal of the "
    "resulting tree (root first, then the left subtree, then the right subtree), writing each node as its key "
    "immediately followed by R (red) or B (black).",
)

_COLOUR = r"(?:red|black|r|b)"
_ITEM = rf"([0-9]+)\s*(?:\(\s*({_COLOUR})\s*\)|\[\s*({_COLOUR})\s*\]|[:/-]?\s*({_COLOUR}))"
_SEQUENCE = re.compile(rf"{_ITEM}(?:(?:\s*[,;]\s*|\s+){_ITEM})*")
_ITEM_RE = re.compile(_ITEM)


def parse_coloured(text: str, count: int) -> list[str] | None:
    """``["11B", "2R", ...]`` from ``11B, 2R`` / ``11 (black), 2 (red)`` / ``[11:B, 2:R]`` / ``11B 2R``."""
    if len(text) > 30 * count + 40:
        return None
    text = re.sub(r"[\"']", " ", text).strip().casefold()  # ["51B", "42B"]: a list of quoted items
    if text.endswith("."):
        text = text[:-1].rstrip()
    if len(text) >= 2 and text[0] == "[" and text[-1] == "]" and text.count("[") == 1:
        text = text[1:-1].strip()
    if not _SEQUENCE.fullmatch(text):
        return None
    items = [(m.group(1), next(g for g in m.groups()[1:] if g)) for m in _ITEM_RE.finditer(text)]
    if len(items) != count:
        return None
    return [f"{int(key)}{colour[0].upper()}" for key, colour in items]


class RedBlackColours(Bootcamp):
    id = "data_structure/red_black_colours"
    description = "Preorder keys with colours of a CLRS red-black tree after insertions (recolour and rotation cases)"
    Config = Config
    LEVELS = {
        "1": Config(keys=5),
        "2": Config(keys=7),
        "3": Config(keys=9),
        "4": Config(keys=12),
        "5": Config(keys=16),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        keys = rng.sample(range(1, 100), config.keys)
        if rng.random() < 0.5:  # monotone runs force the rotation cases
            cut = rng.randint(3, config.keys)
            keys[:cut] = sorted(keys[:cut], reverse=rng.random() < 0.5)
        data = {"keys": keys}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        keys = ", ".join(map(str, data["keys"]))
        text = rng.choice(_TEMPLATES).format(keys=keys, rules=_RULES)
        form = (f"the {len(data['keys'])} nodes in preorder, each as its key followed by R or B, separated by commas "
                "(for example 20B, 10R, 30R)")
        return f"{text}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[str]) -> str:
        return ", ".join(answer)

    def check(self, data: dict, answer: list[str], text: str) -> float:
        return 1.0 if parse_coloured(text, len(answer)) == list(answer) else 0.0

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        gold = list(case.answer)
        i = rng.randrange(len(gold))
        flipped = gold[:i] + [gold[i][:-1] + ("R" if gold[i][-1] == "B" else "B")] + gold[i + 1:]
        all_black = [item[:-1] + "B" for item in gold]
        swapped = gold[1:2] + gold[:1] + gold[2:]
        return [self.format_answer(w) for w in (flipped, all_black, swapped) if w != gold]

    def program(self, t: Tracer, data: dict) -> list[str]:
        # CLRS with parent pointers kept in dicts; None stands for the black NIL leaves.
        left: dict[int, int | None] = {}
        right: dict[int, int | None] = {}
        parent: dict[int, int | None] = {}
        red: dict[int | None, bool] = {None: False}
        root: int | None = None

        def rotate(x: int, to_left: bool) -> None:  # to_left: x's right child moves up
            nonlocal root
            y = right[x] if to_left else left[x]
            inner = left[y] if to_left else right[y]
            if to_left:
                right[x], left[y] = inner, x
            else:
                left[x], right[y] = inner, x
            if inner is not None:
                parent[inner] = x
            p = parent[x]
            parent[y], parent[x] = p, y
            if p is None:
                root = y
            elif left[p] == x:
                left[p] = y
            else:
                right[p] = y

        for i, key in enumerate(data["keys"]):
            t.state(f"insert {key}")
            z = t.fetch(f"keys[{i}]", key)
            if z in parent:
                raise ValueError(f"adopted key {z} is already in the tree")
            node, above = root, None
            while node is not None:
                above, node = node, (left[node] if z < node else right[node])
            left[z] = right[z] = None
            parent[z], red[z] = above, True
            if above is None:
                root = z
            elif z < above:
                left[above] = z
            else:
                right[above] = z
            t.compute("parent", above, why="red leaf by the search-tree rule")
            while red[parent[z]]:
                p = parent[z]
                g = parent[p]
                p_left = left[g] == p
                uncle = right[g] if p_left else left[g]
                if red[uncle]:
                    red[p] = red[uncle] = False
                    red[g] = True
                    t.compute("case 1", f"{p}, {uncle} black; {g} red", why="red uncle")
                    z = g
                    continue
                if z == (right[p] if p_left else left[p]):
                    z = p
                    rotate(z, p_left)
                    t.compute("case 2", f"rotate at {z}", why="inner grandchild, black uncle")
                    p = parent[z]
                red[p], red[g] = False, True
                rotate(g, not p_left)
                t.compute("case 3", f"{p} black, {g} red, rotate at {g}", why="outer grandchild, black uncle")
            red[root] = False
            t.compute("root", f"{root}B")

        def preorder(node: int | None) -> list[str]:
            if node is None:
                return []
            return [f"{node}{'R' if red[node] else 'B'}"] + preorder(left[node]) + preorder(right[node])

        t.state("preorder")
        return t.compute("answer", preorder(root))

    def solve(self, data: dict) -> list[str]:
        # No parent pointers: nodes are [key, is_red, left, right] lists and the fix-up climbs an
        # explicit stack of the nodes on the insertion path.
        root: list | None = None

        def hang(above: list | None, old: list, new: list) -> None:
            nonlocal root
            if above is None:
                root = new
            elif above[2] is old:
                above[2] = new
            else:
                above[3] = new

        def turn(above: list | None, x: list, side: int) -> list:  # the child on ``side`` rises
            y = x[side]
            x[side], y[5 - side] = y[5 - side], x
            hang(above, x, y)
            return y

        for key in data["keys"]:
            z = [key, True, None, None]
            path: list[list] = []
            node = root
            while node is not None:
                path.append(node)
                node = node[2] if key < node[0] else node[3]
            if path:
                path[-1][2 if key < path[-1][0] else 3] = z
            else:
                root = z
            path.append(z)
            i = len(path) - 1  # path[i] is z
            while i >= 2 and path[i - 1][1]:
                z, p, g = path[i], path[i - 1], path[i - 2]
                side = 2 if g[2] is p else 3
                uncle = g[5 - side]
                if uncle is not None and uncle[1]:
                    p[1] = uncle[1] = False
                    g[1] = True
                    i -= 2
                    continue
                above = path[i - 3] if i >= 3 else None
                if p[5 - side] is z:  # inner: z ends up on top of both
                    turn(g, p, 5 - side)
                    top = turn(above, g, side)
                else:
                    top = turn(above, g, side)
                top[1], g[1] = False, True
                break
            root[1] = False

        def pre(n: list | None) -> list[str]:
            return [] if n is None else [f"{n[0]}{'R' if n[1] else 'B'}"] + pre(n[2]) + pre(n[3])

        return pre(root)


BOOTCAMP = RedBlackColours()
