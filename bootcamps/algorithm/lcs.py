"""TAIL LCS: the length of the longest common subsequence of two strings.

n is a string's length: both strings have lengths drawn independently from the level's range
(``length`` reports the first's). The trace fills ``dp[i][j]`` (LCS length of the first i
characters of a and the first j of b) one cell per state; characters are addressed 1-based,
``a[1]`` is the first, so ``dp[i][j]`` reads ``a[i]`` and ``b[j]``. Row 0 and column 0 are zero.
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
    max_len: int = 6
    alphabet: int = 4


_TEMPLATES = (
    'What is the length of the longest common subsequence of "{a}" and "{b}"?',
    "String A: {a}\nString B: {b}\nFind the length of their longest common subsequence (LCS).",
    'A subsequence keeps some characters of a string in their original order (not necessarily adjacent). '
    'How long is the longest subsequence shared by "{a}" and "{b}"?',
    "Compute LCS(\"{a}\", \"{b}\"), the length of the longest common subsequence.",
    'Two DNA-like strings are given: "{a}" and "{b}". Determine the length of the longest sequence of letters that '
    "appears in both, in order, possibly with gaps.",
    "a = {a}\nb = {b}\nReturn the length of the longest common subsequence of a and b.",
    'Delete characters from "{a}" and from "{b}" (never reorder) so that the two results are identical. '
    "What is the longest length the identical strings can have?",
    "Find the LCS length for the pair of strings below.\n1) {a}\n2) {b}",
    'Using dynamic programming, find how many characters long the longest common subsequence of "{a}" and "{b}" is.',
    'Given the sequences X = "{a}" and Y = "{b}", what is the length of a longest common subsequence of X and Y?',
    "First word: {a}\nSecond word: {b}\nQuestion: what is the length of the longest subsequence common to both words?",
    'How many characters are in the longest string that is a subsequence of both "{a}" and "{b}"?',
    'Longest common subsequence problem. Input strings: "{a}" (length {n}) and "{b}" (length {m}). Output: its length.',
    'Compare "{a}" with "{b}": what is the maximum number of characters you can match in order between them, '
    "skipping characters freely?",
    'Let s = "{a}" and t = "{b}". Compute the length of the longest common subsequence of s and t.',
    "Strings:\n- {a}\n- {b}\nReport the length of the longest common subsequence.",
    'Two editors typed "{a}" and "{b}". What is the length of the longest subsequence of letters that both texts '
    "share in the same order?",
    'Determine the value of LCS for the strings "{a}" and "{b}" (the length, not the subsequence itself).',
    'I have two strings, "{a}" and "{b}". What is the size of their longest common subsequence?',
    "Input:\n{a}\n{b}\nTask: output the length of the longest common subsequence of the two input lines.",
    'Find the longest common subsequence of "{a}" and "{b}" and report only how many characters it has.',
    'What is the LCS length of the {n}-character string "{a}" and the {m}-character string "{b}"?',
)


class LCS(StringPairTask, IntegerAnswer, Bootcamp):
    id = "algorithm/lcs"
    description = "Length of the longest common subsequence of two strings (TAIL LCS; DP table trace)"
    Config = Config
    LETTERS = string.ascii_uppercase
    TEMPLATES = _TEMPLATES
    ANSWER_FORM = "the length as a single integer"
    LEVELS = {
        "1": Config(min_len=2, max_len=6),
        "2": Config(min_len=7, max_len=9),
        "3": Config(min_len=10, max_len=12),
        "4": Config(min_len=13, max_len=18),
        "5": Config(min_len=19, max_len=24),
    }

    def program(self, t: Tracer, data: dict) -> int:
        a, b = str(data["a"]), str(data["b"])
        n, m = len(a), len(b)
        dp = [[0] * (m + 1)] + [[0] + [None] * m for _ in range(n)]
        for i in range(1, n + 1):
            for j in range(1, m + 1):
                t.state(f"cell {i},{j}")
                x = t.fetch(f"a[{i}]", a[i - 1])
                y = t.fetch(f"b[{j}]", b[j - 1])
                if t.goto(x == y, why=f"true when a[{i}] matches b[{j}]"):
                    diagonal = t.fetch(f"dp[{i - 1}][{j - 1}]", dp[i - 1][j - 1])
                    dp[i][j] = t.compute(f"dp[{i}][{j}]", diagonal + 1, why="match, diagonal plus 1")
                else:
                    up = t.fetch(f"dp[{i - 1}][{j}]", dp[i - 1][j])
                    left = t.fetch(f"dp[{i}][{j - 1}]", dp[i][j - 1])
                    dp[i][j] = t.compute(f"dp[{i}][{j}]", max(up, left), why="no match, max of up and left")
        t.state("answer")
        best = t.fetch(f"dp[{n}][{m}]", dp[n][m])
        return t.compute("answer", best, why="the last cell of the table")

    def solve(self, data: dict) -> int:
        # Top-down recursion over suffixes (the traced program fills prefixes bottom-up).
        a, b = str(data["a"]), str(data["b"])

        @functools.lru_cache(maxsize=None)
        def suffix(i: int, j: int) -> int:
            if i == len(a) or j == len(b):
                return 0
            if a[i] == b[j]:
                return 1 + suffix(i + 1, j + 1)
            return max(suffix(i + 1, j), suffix(i, j + 1))

        return suffix(0, 0)


BOOTCAMP = LCS()
