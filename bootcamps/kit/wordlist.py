"""The English word lists of the ``words/`` bootcamps.

* ``common_words()``: the words puzzles are built from and answered with, the project's own
  814-word ``bootcamps.words.VOCABULARY`` (everyday words a model knows).
* ``full_words()``: every word a solver might reasonably offer, against which answers are checked
  for uniqueness: Webster's Second International Dictionary (1934, public domain; the ``web2``
  list, about 236,000 entries) as shipped by the PyPI package ``english-words`` 2.0.2 (MIT
  licence, https://github.com/mwiens91/english-words-py), keeping its all-lowercase ASCII entries
  (capitalised ones are proper nouns), plus the common words themselves (web2 lacks "box").

Both are read once per process (the package unpickles its list in under a second).
"""

from __future__ import annotations

from functools import lru_cache

from bootcamps.words import VOCABULARY


@lru_cache(maxsize=1)
def common_words() -> tuple[str, ...]:
    """The common words, lowercase letters only, sorted, without repeats."""
    return tuple(sorted({w for w in VOCABULARY if w.isascii() and w.isalpha() and w.islower()}))


@lru_cache(maxsize=1)
def full_words() -> frozenset[str]:
    """Every lowercase ASCII word of web2 and of the common list."""
    from english_words import get_english_words_set  # imported here: only the words bootcamps need it

    web2 = get_english_words_set(["web2"])
    return frozenset(w for w in web2 if w.isascii() and w.isalpha() and w.islower()) | frozenset(common_words())


@lru_cache(maxsize=None)
def full_words_of_length(length: int) -> tuple[str, ...]:
    """The full-list words with exactly ``length`` letters, sorted."""
    return tuple(sorted(w for w in full_words() if len(w) == length))


def signature(word: str) -> str:
    """The letters of a word in alphabetical order: two words are anagrams iff these agree."""
    return "".join(sorted(word))


def one_letter_apart(a: str, b: str) -> bool:
    """Same length and exactly one position differs (a word-ladder move)."""
    return len(a) == len(b) and sum(x != y for x, y in zip(a, b)) == 1
