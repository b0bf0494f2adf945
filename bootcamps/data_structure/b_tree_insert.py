"""The nodes of a B-tree, level by level, after a sequence of insertions into an empty tree.

Two splitting rules, stated exactly in the prompt. *Proactive* (CLRS, minimum degree t, at
most 2t-1 keys): a full root is split before the descent, and every full child is split before
the descent steps into it, its middle (t-th) key moving up; the key then goes into a leaf that
has room. *Reactive* (order m, at most m-1 keys): the key goes into its leaf, and a node that
reaches m keys splits, its p-th smallest key (p stated) moving up, possibly splitting the parent
in turn. The two rules give different trees from the same keys.

The trace is one state per node visited on the way down and one per split; ``solve`` is a
recursive version on nested tuples.
"""

from __future__ import annotations

import bisect
import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.arrays import render_any
from bootcamps.kit.ds8 import IntGroupsAnswer
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    keys: int = 6
    max_degree: int = 2
    max_order: int = 3
    max_key: int = 60

    def __post_init__(self) -> None:
        if not 3 <= self.keys <= 80:
            raise ValueError(f"keys must be in 3..80, got {self.keys}")
        if not 2 <= self.max_degree <= 5:
            raise ValueError(f"max_degree (largest minimum degree t) must be in 2..5, got {self.max_degree}")
        if not 3 <= self.max_order <= 9:
            raise ValueError(f"max_order must be in 3..9, got {self.max_order}")
        if not 2 * self.keys <= self.max_key <= 9999:
            raise ValueError(f"max_key must be in 2*keys..9999, got {self.max_key}")


_PROACTIVE = (
    "Insert the keys {keys} one by one, in this order, into an empty B-tree of minimum degree t = {t}: every node "
    "holds at most {full} keys in increasing order, and an inner node with k keys has k + 1 children. Insertion "
    "splits proactively on the way down (the CLRS method). First, if the root is full ({full} keys), it is split: "
    "its middle key (the {t}{th} smallest) becomes the only key of a new root, the left child gets the {half} below "
    "it and the right child the {half} above it. Then go down from the root towards the leaf where the "
    "key belongs; before stepping into a child that is full, split that child: its middle key moves up into the "
    "current node (in sorted position), the keys below and above it become two separate nodes (its children are "
    "shared out the same way: the first {t} go left, the last {t} go right), and you continue into whichever of "
    "the two the new key belongs to. Finally the key is put into the leaf in sorted position.",
    "B-tree with minimum degree t = {t} (so at most {full} keys per node), initially empty. The insertion routine "
    "is the single-pass top-down one: a full root is split before anything else (its {t}{th} smallest key alone "
    "forms a new root whose two children hold the {half} below it and the {half} above it), and while descending, "
    "every full child on the path is split before the descent enters it (its {t}{th} smallest key goes up into the "
    "parent, the {half} below it and the {half} above it become two siblings, each taking its share of the children), "
    "even if the new key would have fit later. The key ends up in a leaf, in sorted position. Keys to insert, in "
    "order: {keys}.",
    "Keys {keys} are inserted in that order into an initially empty B-tree of minimum degree {t} (at most {full} "
    "keys in a node). Use proactive splitting: split the root first whenever it is full, and split any full node "
    "just before moving down into it. Splitting a full node sends its median (the {t}{th} of its {full} keys) up "
    "to the parent (or to a brand-new root) and leaves two nodes of {half} each, with the children divided "
    "{t} and {t}. New keys always go into a leaf at their sorted position.",
)
_REACTIVE = (
    "Insert the keys {keys} one by one, in this order, into an empty B-tree of order {m}: every node holds at most "
    "{full} keys in increasing order, and an inner node with k keys has k + 1 children. To insert a key, go down "
    "from the root to the leaf where it belongs and put it there in sorted position. If a node then holds {m} keys, "
    "it splits: its {p}{th} smallest key moves up into its parent (in sorted position; if the node was the root, "
    "the moved key becomes the only key of a new root), the left node gets the {left} before it and the "
    "right node the {right} after it (children are divided so that each keeps the ones between its keys). The "
    "parent may now hold {m} keys and split the same way, and so on upwards.",
    "Build a B-tree of order {m} (a node overflows when it reaches {m} keys; at most {full} may stay) from empty by "
    "inserting {keys} in the given order. Each key is placed in the correct leaf in sorted order; nodes are split "
    "only when they overflow, bottom-up: an overflowing node of {m} keys sends its key number {p} (counting from "
    "the smallest) up into the parent, keeping the {left} below it in one node and the {right} above it in "
    "another, with the children shared out accordingly. A parent that overflows splits in turn; a split root makes "
    "a new root holding just the promoted key.",
    "Order-{m} B-tree, starting empty (a node may hold up to {full} keys). Insertion: descend to a leaf, add the key "
    "there in order; if the leaf now has {m} keys, promote its {p}{th} smallest key to the parent and split the rest "
    "into a node of the {left} below it and a node of the {right} above it (their children go with them); repeat "
    "at the parent while it overflows, creating a new root when the root splits. Insert, in this order: {keys}.",
)
_QUESTION = (
    "\nWhat are the nodes of the final tree, level by level?",
    "\nList the nodes of the resulting B-tree from the root level down, each level from left to right.",
    "\nDescribe the final tree by listing its nodes in breadth-first order (root first, then each level left to "
    "right).",
)


def _keys(n: int) -> str:
    return "1 key" if n == 1 else f"{n} keys"


def _nth(n: int) -> str:
    return "st" if n % 10 == 1 and n % 100 != 11 else "nd" if n % 10 == 2 and n % 100 != 12 else \
        "rd" if n % 10 == 3 and n % 100 != 13 else "th"


class BTreeInsert(IntGroupsAnswer, Bootcamp):
    id = "data_structure/b_tree_insert"
    description = "Nodes of a B-tree level by level after insertions with proactive or bottom-up splitting"
    Config = Config
    LEVELS = {
        "1": Config(keys=6, max_degree=2, max_order=3, max_key=50),
        "2": Config(keys=9, max_degree=2, max_order=4, max_key=80),
        "3": Config(keys=13, max_degree=3, max_order=5, max_key=99),
        "4": Config(keys=18, max_degree=3, max_order=5, max_key=150),
        "5": Config(keys=26, max_degree=3, max_order=6, max_key=300),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[list[int]]]:
        if rng.random() < 0.5:
            t = rng.randint(2, config.max_degree)
            data = {"mode": "proactive", "max_keys": 2 * t - 1, "up": t}
        else:
            m = rng.randint(3, config.max_order)
            data = {"mode": "reactive", "max_keys": m - 1, "up": rng.choice(sorted({(m + 1) // 2, m // 2 + 1}))}
        keys = rng.sample(range(1, config.max_key + 1), config.keys)
        if rng.random() < 0.3:  # a sorted run makes the right spine split again and again
            a = rng.randrange(config.keys // 2)
            keys[a : a + config.keys // 2] = sorted(keys[a : a + config.keys // 2], reverse=rng.random() < 0.3)
        data["keys"] = keys
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        full, up, mode = data["max_keys"], data["up"], data["mode"]
        keys = render_any(data["keys"], rng)
        if mode == "proactive":
            text = rng.choice(_PROACTIVE).format(keys=keys, t=up, th=_nth(up), full=full, half=_keys(up - 1))
        else:
            m = full + 1
            text = rng.choice(_REACTIVE).format(keys=keys, m=m, full=full, p=up, th=_nth(up), left=_keys(up - 1),
                                             right=_keys(m - up))
        form = ("the nodes level by level from the root down, each level from left to right, each node as its keys "
                "in increasing order inside square brackets, nodes separated by commas (for example [20], [5, 10], "
                "[30, 40] for a root holding 20 with two children)")
        return f"{text}{rng.choice(_QUESTION)}\n{answer_instruction(form)}"

    def program(self, t: Tracer, data: dict) -> list[list[int]]:
        full, up = data["max_keys"], data["up"]
        keys_of: list[list[int]] = [[]]  # node id -> its keys; node id -> its children's ids
        kids_of: list[list[int]] = [[]]
        root = 0

        def split(parent: int | None, slot: int, node: int) -> int:
            """Split ``node`` (child ``slot`` of ``parent``, or the root); returns the parent's id."""
            nonlocal root
            t.state(f"split node {node}")
            keys = t.fetch(f"node{node}.keys", list(keys_of[node]))
            middle = t.compute("middle", keys[up - 1], why=f"the {up}{_nth(up)} smallest key moves up")
            new = len(keys_of)
            keys_of.append(t.compute(f"node{new}.keys", keys[up:], why="keys above the middle: a new node"))
            kids_of.append(kids_of[node][up:])
            keys_of[node] = t.compute(f"node{node}.keys", keys[: up - 1], why="keys below the middle stay")
            kids_of[node] = kids_of[node][:up]
            if parent is None:
                parent, slot = len(keys_of), 0
                keys_of.append([])
                kids_of.append([node])
                root = t.compute("root", parent, why="the root split: a new root above it")
            above = t.fetch(f"node{parent}.keys", list(keys_of[parent]))
            keys_of[parent] = t.compute(f"node{parent}.keys", above[:slot] + [middle] + above[slot:],
                                        why="the middle key joins the parent")
            kids_of[parent].insert(slot + 1, new)
            return parent

        proactive = data["mode"] == "proactive"
        for n, key in enumerate(data["keys"]):
            t.state(f"insert {n}")
            key = t.fetch(f"keys[{n}]", key)
            node, parent, slot, path = root, None, 0, []
            if proactive and t.goto(len(t.fetch(f"node{root}.keys", keys_of[root])) == full,
                                    why="a full root is split first"):
                node = split(None, 0, root)
            while True:
                t.state(f"insert {n} at node {node}")
                keys = t.fetch(f"node{node}.keys", list(keys_of[node]))
                if proactive and parent is not None and t.goto(len(keys) == full, why="full: split before entering"):
                    above = t.fetch(f"node{parent}.keys", list(keys_of[split(parent, slot, node)]))
                    slot = t.compute("child", bisect.bisect(above, key), why=f"keys of node {parent} below {key}")
                    node = kids_of[parent][slot]
                    keys = t.fetch(f"node{node}.keys", list(keys_of[node]))
                if not t.goto(bool(kids_of[node]), why="an inner node: go down"):
                    keys_of[node] = t.compute(f"node{node}.keys", sorted(keys + [key]), why="into the leaf")
                    break
                path.append((node, slot))
                slot = t.compute("child", bisect.bisect(keys, key), why=f"keys of node {node} below {key}")
                parent, node = node, kids_of[node][slot]
            while not proactive:  # a node of max_keys + 1 keys splits; the overflow climbs the path
                t.state(f"insert {n} check node {node}")
                if not t.goto(len(t.fetch(f"node{node}.keys", keys_of[node])) > full, why=f"more than {full} keys"):
                    break
                above = path.pop() if path else None
                node = split(above[0] if above else None, slot, node)
                slot = above[1] if above else 0
        t.state("answer")
        levels, out = [root], []
        while levels:
            out += [t.fetch(f"node{v}.keys", list(keys_of[v])) for v in levels]
            levels = [c for v in levels for c in kids_of[v]]
        return t.compute("answer", out)

    def solve(self, data: dict) -> list[list[int]]:
        # Nodes are (keys, children) tuples; a recursive insert returns the node or its split.
        full, up = data["max_keys"], data["up"]

        def cut(node: tuple) -> tuple:
            keys, kids = node
            return (keys[: up - 1], kids[:up]), keys[up - 1], (keys[up:], kids[up:])

        def proactive(node: tuple, key: int) -> tuple:  # node is not full
            keys, kids = node
            i = bisect.bisect(keys, key)
            if not kids:
                return keys[:i] + (key,) + keys[i:], ()
            if len(kids[i][0]) == full:
                left, mid, right = cut(kids[i])
                keys, kids = keys[:i] + (mid,) + keys[i:], kids[:i] + (left, right) + kids[i + 1 :]
                i += key > mid
            return keys, kids[:i] + (proactive(kids[i], key),) + kids[i + 1 :]

        def reactive(node: tuple, key: int) -> tuple:  # the node, or (left, middle, right) if it split
            keys, kids = node
            i = bisect.bisect(keys, key)
            if not kids:
                node = (keys[:i] + (key,) + keys[i:], ())
            else:
                child = reactive(kids[i], key)
                if len(child) == 3:
                    node = (keys[:i] + (child[1],) + keys[i:], kids[:i] + (child[0], child[2]) + kids[i + 1 :])
                else:
                    node = (keys, kids[:i] + (child,) + kids[i + 1 :])
            return cut(node) if len(node[0]) > full else node

        tree: tuple = ((), ())
        for key in data["keys"]:
            if data["mode"] == "proactive":
                if len(tree[0]) == full:
                    left, mid, right = cut(tree)
                    tree = ((mid,), (left, right))
                tree = proactive(tree, key)
            else:
                tree = reactive(tree, key)
                if len(tree) == 3:
                    tree = ((tree[1],), (tree[0], tree[2]))
        out, level = [], [tree]
        while level:
            out += [list(keys) for keys, _ in level]
            level = [c for _, kids in level for c in kids]
        return out


BOOTCAMP = BTreeInsert()
