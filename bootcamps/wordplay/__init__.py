"""Word puzzles over a real English word list: anagrams, ladders, word searches, word games."""
