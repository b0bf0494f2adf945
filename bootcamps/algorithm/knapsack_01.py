"""TAIL 0-1 Knapsack: the largest total value of items that fit in a bag, each item used at most once.

n is the number of items. The trace fills the classic table ``dp[i][w]`` (best value using the
first i items within capacity w) one cell per state; row 0 and column 0 are zero.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    min_len: int = 2
    max_len: int = 3
    max_weight: int = 10
    max_value: int = 30

    def __post_init__(self) -> None:
        if self.min_len < 1:
            raise ValueError(f"min_len must be >= 1 item, got {self.min_len}")
        if self.max_len < self.min_len:
            raise ValueError(f"max_len must be >= min_len ({self.min_len}), got {self.max_len}")
        if self.max_weight < 2:
            raise ValueError(f"max_weight must be >= 2, got {self.max_weight}")
        if self.max_value < 2:
            raise ValueError(f"max_value must be >= 2, got {self.max_value}")


def _items_lines(weights: list[int], values: list[int]) -> str:
    return "\n".join(f"item {i}: weight {w}, value {v}" for i, (w, v) in enumerate(zip(weights, values), 1))


def _items_table(weights: list[int], values: list[int]) -> str:
    rows = ["item | weight | value"] + [f"{i} | {w} | {v}" for i, (w, v) in enumerate(zip(weights, values), 1)]
    return "\n".join(rows)


def _items_inline(weights: list[int], values: list[int]) -> str:
    return "; ".join(f"({w}, {v})" for w, v in zip(weights, values))


def _items_prose(weights: list[int], values: list[int]) -> str:
    return ", ".join(f"item {i} weighs {w} and is worth {v}" for i, (w, v) in enumerate(zip(weights, values), 1))


_TEMPLATES = (
    "A knapsack can carry a total weight of at most {cap}. The items are:\n{lines}\n"
    "Each item can be taken at most once. What is the largest total value that fits?",
    "0-1 knapsack problem. Capacity: {cap}.\n{table}\nFind the maximum total value of a subset of items "
    "whose total weight does not exceed the capacity.",
    "You have {n} items, given as (weight, value) pairs: {inline}. Your bag holds weight {cap}. "
    "Choosing each item at most once, what is the maximum value you can carry?",
    "Weights: {weights}\nValues: {values}\nCapacity: {cap}\n"
    "Solve the 0/1 knapsack problem and report the best total value.",
    "A thief can carry at most {cap} kg. In the house, {prose}. Each object is unique. "
    "What is the greatest total value the thief can take?",
    "Pick a subset of the following items so that the total weight is at most {cap} and the total value is as large "
    "as possible:\n{lines}\nWhat is that largest total value?",
    "Items (weight, value): {inline}\nWeight limit: {cap}\nWhat is the optimum value of the 0-1 knapsack?",
    "Given weights w = {weights} and values v = {values}, choose x_i in {{0, 1}} to maximise the sum of v_i x_i "
    "subject to the sum of w_i x_i being at most {cap}. Report the maximum.",
    "You are packing for a trip and can carry at most {cap} units of weight. The candidates:\n{table}\n"
    "No item can be packed twice. What is the highest total value you can pack?",
    "Capacity {cap}; {n} items with weights {weights} and values {values} (in the same order). "
    "Compute the best value of a 0-1 knapsack.",
    "Here are {n} items.\n{lines}\nWith a weight budget of {cap}, what is the maximum achievable total value "
    "if every item is either taken whole or left behind?",
    "A cargo drone lifts at most {cap} units. Packages (weight, value): {inline}. "
    "Which total value is the highest it can deliver in one flight? Give that value.",
    "Solve the knapsack problem (each item at most once).\nMaximum weight: {cap}\nItems:\n{lines}",
    "Consider {n} items: {prose}. A bag holds total weight at most {cap}. Find the maximum total value of items "
    "that fit in the bag together.",
    "Table of items:\n{table}\nBag capacity: {cap}\nWhat is the largest sum of values over all subsets whose "
    "weights sum to at most {cap}?",
    "w = {weights}\nv = {values}\nW = {cap}\nCompute the 0-1 knapsack optimum (the maximum total value).",
    "An investor has a budget of {cap}. Project i costs w_i and returns v_i, with costs {weights} and returns "
    "{values}. Each project can be funded once. What is the largest total return within budget?",
    "Select items with total weight no more than {cap} to maximise total value. Item list as "
    "(weight, value): {inline}.",
    "Dynamic programming exercise: 0-1 knapsack with capacity {cap} and the items\n{lines}\n"
    "What is the optimal value?",
    "There are {n} gold bars of different weights and values: {prose}. A backpack can hold at most {cap}. "
    "What is the maximum value of bars that fit?",
    "Knapsack capacity = {cap}\n{table}\nReport the maximum total value (items cannot be split or repeated).",
    "Maximise total value: the bag's weight limit is {cap}, the item weights are {weights} and the item values "
    "are {values}. What is the best you can do?",
)


class Knapsack01(IntegerAnswer, Bootcamp):
    id = "algorithm/knapsack_01"
    description = "Maximum value of a 0-1 knapsack with n items (TAIL 0-1 Knapsack; DP table trace)"
    Config = Config
    LEVELS = {
        "1": Config(min_len=2, max_len=3),
        "2": Config(min_len=4, max_len=5),
        "3": Config(min_len=6, max_len=8),
        "4": Config(min_len=9, max_len=12),
        "5": Config(min_len=13, max_len=16),
    }

    def length(self, data: dict) -> int:
        return len(data["weights"])

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        n = rng.randint(config.min_len, config.max_len)
        weights = [rng.randint(1, config.max_weight) for _ in range(n)]
        values = [rng.randint(1, config.max_value) for _ in range(n)]
        total = sum(weights)
        # Between a third and two thirds of the total weight: some items fit, not all of them.
        low = max(min(weights), total // 3)
        capacity = rng.randint(low, max(low, 2 * total // 3))
        data = {"weights": weights, "values": values, "capacity": capacity}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        weights, values = data["weights"], data["values"]
        text = rng.choice(_TEMPLATES).format(
            cap=data["capacity"], n=len(weights), weights=weights, values=values,
            lines=_items_lines(weights, values), table=_items_table(weights, values),
            inline=_items_inline(weights, values), prose=_items_prose(weights, values),
        )
        return f"{text}\n{answer_instruction('the maximum total value as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        weights, values = list(data["weights"]), list(data["values"])
        n, capacity = len(weights), int(data["capacity"])
        dp = [[0] * (capacity + 1)] + [[0] + [None] * capacity for _ in range(n)]

        def cell(i: int, w: int) -> int:
            if not 0 <= w <= capacity:  # a corrupted weight may point outside the table
                raise IndexError(f"dp[{i}][{w}] is outside the table")
            return dp[i][w]

        for i in range(1, n + 1):
            for w in range(1, capacity + 1):
                t.state(f"item {i} capacity {w}")
                weight = t.fetch(f"wt[{i}]", weights[i - 1])
                value = t.fetch(f"val[{i}]", values[i - 1])
                skip = t.fetch(f"dp[{i - 1}][{w}]", cell(i - 1, w))
                if t.goto(weight <= w, why=f"true when wt[{i}] is at most {w}"):
                    rest = t.fetch(f"dp[{i - 1}][{w - weight}]", cell(i - 1, w - weight))
                    take = t.compute("take", rest + value, why="value plus the best of the rest")
                    dp[i][w] = t.compute(f"dp[{i}][{w}]", max(skip, take), why="max of skip and take")
                else:
                    dp[i][w] = t.compute(f"dp[{i}][{w}]", skip, why="too heavy, keep skip")
        t.state("answer")
        best = t.fetch(f"dp[{n}][{capacity}]", dp[n][capacity])
        return t.compute("answer", best, why="the last cell of the table")

    def solve(self, data: dict) -> int:
        # Sparse DP over reachable total weights (a different algorithm from the traced table).
        capacity = int(data["capacity"])
        best = {0: 0}
        for weight, value in zip(data["weights"], data["values"]):
            for used, total in list(best.items()):
                if used + weight <= capacity and best.get(used + weight, -1) < total + value:
                    best[used + weight] = total + value
        return max(best.values())


BOOTCAMP = Knapsack01()
