"""TAIL Levenshtein Distance: the edit distance of two strings (insert, delete, substitute; cost 1 each).

n is a string's length: both strings have lengths drawn independently from the level's range
(``length`` reports the first's). The trace fills ``dp[i][j]`` (distance between the first i
characters of a and the first j of b) one cell per state, characters addressed 1-based
(``a[1]`` is the first); row 0 is ``dp[0][j] = j`` and column 0 is ``dp[i][0] = i``.
"""

from __future__ import annotations

import functools
import string
from dataclasses import dataclass

from bootcamps.algorithm._string_pair import StringPairConfig, StringPairTask
from bootcamps.api import Bootcamp, IntegerAnswer
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config(StringPairConfig):
    max_len: int = 4
    alphabet: int = 5


_TEMPLATES = (
    'What is the Levenshtein distance between "{a}" and "{b}"?',
    'Find the minimum number of single-character edits (insertions, deletions or substitutions) needed to turn '
    '"{a}" into "{b}".',
    "Source: {a}\nTarget: {b}\nCompute the edit distance (Levenshtein) from the source to the target.",
    'How many edits does it take at least to change "{a}" into "{b}"? An edit inserts, deletes or replaces '
    "one character.",
    "Compute lev(\"{a}\", \"{b}\").",
    "a = {a}\nb = {b}\nReturn the Levenshtein edit distance between a and b.",
    'A spell checker compares the typed word "{a}" with the dictionary word "{b}". What is their edit distance, '
    "counting insertions, deletions and substitutions as one step each?",
    "Edit distance problem.\nWord 1: {a}\nWord 2: {b}\nAnswer with the minimum number of edit operations.",
    'Using unit costs for insert, delete and substitute, find the edit distance between the strings "{a}" '
    'and "{b}".',
    'What is the smallest number of character insertions, deletions and replacements that transforms "{b}" into '
    '"{a}"?',
    'Transform "{a}" into "{b}" one character operation at a time (insert, delete or substitute a character). '
    "What is the fewest number of operations required?",
    "Strings:\n1) {a}\n2) {b}\nWhat is their Levenshtein distance?",
    'Determine the Levenshtein distance of the pair ("{a}", "{b}").',
    'Let s = "{a}" (length {n}) and t = "{b}" (length {m}). Compute the edit distance between s and t.',
    "Input:\n{a}\n{b}\nTask: output the minimum number of single-character edits that turns the first line into "
    "the second.",
    'Two sequences of letters, "{a}" and "{b}", are to be aligned. With a cost of 1 for each insertion, deletion or '
    "mismatch, what is the minimum total cost?",
    'Fill the dynamic programming table for the edit distance of "{a}" and "{b}" and report the final value.',
    'How far apart are "{a}" and "{b}" in Levenshtein distance?',
    "Original string: {a}\nModified string: {b}\nHow many single-character edits, at minimum, separate them?",
    'You may insert, delete or substitute one letter per step. Starting from "{a}", what is the least number of '
    'steps to reach "{b}"?',
    'Compute the edit distance d("{a}", "{b}"), where every insertion, deletion and substitution costs 1.',
    'What is the minimum edit distance between the {n}-letter string "{a}" and the {m}-letter string "{b}"?',
)


class LevenshteinDistance(StringPairTask, IntegerAnswer, Bootcamp):
    id = "algorithm/levenshtein_distance"
    description = "Edit distance of two strings (TAIL Levenshtein Distance; DP table trace)"
    Config = Config
    LETTERS = string.ascii_lowercase
    TEMPLATES = _TEMPLATES
    ANSWER_FORM = "the distance as a single integer"
    LEVELS = {
        "1": Config(min_len=2, max_len=4),
        "2": Config(min_len=5, max_len=7),
        "3": Config(min_len=8, max_len=9),
        "4": Config(min_len=10, max_len=13),
        "5": Config(min_len=14, max_len=18),
    }

    def program(self, t: Tracer, data: dict) -> int:
        a, b = str(data["a"]), str(data["b"])
        n, m = len(a), len(b)
        dp = [list(range(m + 1))] + [[i] + [None] * m for i in range(1, n + 1)]
        for i in range(1, n + 1):
            for j in range(1, m + 1):
                t.state(f"cell {i},{j}")
                x = t.fetch(f"a[{i}]", a[i - 1])
                y = t.fetch(f"b[{j}]", b[j - 1])
                diagonal = t.fetch(f"dp[{i - 1}][{j - 1}]", dp[i - 1][j - 1])
                if t.goto(x == y, why=f"true when a[{i}] equals b[{j}]"):
                    dp[i][j] = t.compute(f"dp[{i}][{j}]", diagonal, why="same letter, keep the diagonal")
                else:
                    up = t.fetch(f"dp[{i - 1}][{j}]", dp[i - 1][j])
                    left = t.fetch(f"dp[{i}][{j - 1}]", dp[i][j - 1])
                    dp[i][j] = t.compute(
                        f"dp[{i}][{j}]", 1 + min(diagonal, up, left), why="1 plus the min of substitute, delete, insert"
                    )
        t.state("answer")
        distance = t.fetch(f"dp[{n}][{m}]", dp[n][m])
        return t.compute("answer", distance, why="the last cell of the table")

    def solve(self, data: dict) -> int:
        # Top-down recursion over suffixes (the traced program fills prefixes bottom-up).
        a, b = str(data["a"]), str(data["b"])

        @functools.lru_cache(maxsize=None)
        def suffix(i: int, j: int) -> int:
            if i == len(a) or j == len(b):
                return (len(a) - i) + (len(b) - j)
            if a[i] == b[j]:
                return suffix(i + 1, j + 1)
            return 1 + min(suffix(i + 1, j), suffix(i, j + 1), suffix(i + 1, j + 1))

        return suffix(0, 0)


BOOTCAMP = LevenshteinDistance()
