"""Puzzles with rule-checked answers: Sudoku, the 24 game."""
